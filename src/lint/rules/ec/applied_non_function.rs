use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags an application whose head can be no function whatever the names in scope mean: a
    /// number (`1 2`), a tuple of two or more (`(1, 2) 3`), `()`, a list, or a bracketed
    /// equality or disequality (`(c = a) (c = b)`, where a connective such as `/\` is missing).
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 stops with `the expression is not a function, it can not be applied`
    /// (measured on `op f = 1 2.`, `op g = (1, 2) 3.` and `op f (x : int) = (x = 1) x.`).
    ///
    /// ## Example
    /// ```easycrypt
    /// op p (c a b : int) = (c = a) (c = b).
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// op p (c a b : int) = (c = a) \/ (c = b).
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecTyping.ml` (error `NotAFunction`).
    pub struct AppliedNonFunction {
        code: "EC005", language: Ec, severity: Error,
        upstream: "EasyCrypt: `the expression is not a function, it can not be applied`", exactness: Exact,
    }
}

impl Rule for AppliedNonFunction {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for id in ctx.tree.preorder().filter(|&id| ctx.tree.node(id).kind == "application") {
            let Some(head) = ctx.tree.child_by_field(id, "function") else { continue };
            if ctx.tree.ancestor(id, "tactic").is_none() && is_no_function(ctx, head) {
                out.push(
                    self.diagnostic(ctx.span(id), "the expression is not a function, it can not be applied".into())
                        .with_help("a connective or an operator is missing between the two terms"),
                );
            }
        }
    }
}

/// A number, a tuple of 0 or 2+ terms, a list, or a bracketed `=`/`<>`.
fn is_no_function(ctx: &LintContext, head: NodeId) -> bool {
    let tree = ctx.tree;
    match tree.node(head).kind {
        "number" | "list" => true,
        "tuple" => {
            let inner: Vec<NodeId> = tree.named_children(head).collect();
            match inner.as_slice() {
                [one] => {
                    tree.node(*one).kind == "binary_formula"
                        && tree.child_by_field(*one, "operator").is_some_and(|op| matches!(ctx.text(op), "=" | "<>"))
                }
                _ => true,
            }
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing::lines;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(super::super::scope::testing::fixture(&AppliedNonFunction));
    }

    #[test]
    fn bracketed_functions_pass() {
        let text = "op i (f : int -> int) = (f) 1.\nop j (f : int -> int -> bool) = (f 1) 2.\n";
        assert_eq!(lines(Language::Ec, &AppliedNonFunction, text), Vec::<usize>::new());
    }
}
