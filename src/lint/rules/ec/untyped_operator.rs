use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an operator declared with nothing but its name (`op min.`): no parameters, no
    /// type and no definition, so nothing gives it a type.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 refuses it with `this operator type contains free type variables`
    /// (measured on `op f.`, `op f, g.` and `op f ['a].`; `pred p.` is accepted: a predicate
    /// without a type is a proposition). Often a `print op min.` lost its first word.
    ///
    /// ## Example
    /// ```easycrypt
    /// op min.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// op min : int -> int -> int.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecScope.ml` (`Op.add`, error `FreeTypeVariables`).
    pub struct UntypedOperator {
        code: "EC009", language: Ec, severity: Error,
        upstream: "EasyCrypt: `this operator type contains free type variables`", exactness: Exact,
    }
}

impl Rule for UntypedOperator {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        for op in tree.named_children(tree.root()).filter(|&c| tree.node(c).kind == "operator_declaration") {
            let bare = tree.named_children(op).all(|c| {
                let child = tree.node(c);
                child.field == Some("name") || matches!(child.kind, "locality" | "type_variables")
            });
            let is_op = tree.children(op).first().is_some_and(|&c| matches!(ctx.text(c), "op" | "const" | "local"));
            if bare && is_op {
                out.push(
                    self.diagnostic(ctx.span(op), "this operator type contains free type variables".into())
                        .with_help("give the operator a type (`op f : int.`) or a definition (`op f = 0.`)"),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing::lines;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(super::super::scope::testing::fixture(&UntypedOperator));
    }

    #[test]
    fn typed_defined_and_predicates_pass() {
        let text = "op a : int.\nop b = 1.\nop c (x : int) = x.\npred p.\nop [opaque] d : int.\n";
        assert_eq!(lines(Language::Ec, &UntypedOperator, text), Vec::<usize>::new());
    }
}
