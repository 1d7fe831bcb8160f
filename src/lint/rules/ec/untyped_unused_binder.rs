use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a parameter of a lemma or axiom written without a type (`lemma foo x : true.`)
    /// that the statement never uses, so nothing can give it a type. The usual cause is the
    /// `nosmt` modifier of older EasyCrypt versions: r2025.08 reads `lemma nosmt foo : …` as a
    /// lemma named `nosmt` with an untyped parameter `foo`.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 refuses the declaration with `the formula contains free type
    /// variables` (measured on `lemma foo x : true.`, `axiom foo x y : true.` and
    /// `lemma nosmt foo : true.`; `axiom foo x : x + 1 = 2.` is accepted, the use types `x`).
    ///
    /// ## Example
    /// ```easycrypt
    /// axiom nosmt le_ln_up (x : real) : 0%r < x => ln x <= x - 1%r.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// axiom le_ln_up (x : real) : 0%r < x => ln x <= x - 1%r.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecScope.ml` (`check_name_available`'s neighbour
    /// `FreeTypeVariables` in `Ax.add`); the removal of `nosmt` in its changelog.
    pub struct UntypedUnusedBinder {
        code: "EC008", language: Ec, severity: Error,
        upstream: "EasyCrypt: `the formula contains free type variables`", exactness: Exact,
    }
}

impl Rule for UntypedUnusedBinder {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        for declaration in tree.named_children(tree.root()) {
            if !matches!(tree.node(declaration).kind, "lemma_declaration" | "axiom_declaration") {
                continue;
            }
            for binder in tree.named_children(declaration).filter(|&c| tree.node(c).kind == "global_binder") {
                let Some(name) = untyped_name(ctx, binder) else { continue };
                let text = ctx.text(name);
                let used = tree
                    .descendants(declaration)
                    .any(|d| d != name && tree.node(d).kind == "identifier" && ctx.text(d) == text);
                if used {
                    continue;
                }
                let lemma = tree.child_by_field(declaration, "name").map_or("", |n| ctx.text(n));
                let help = if lemma == "nosmt" {
                    format!("`nosmt` is no modifier any more: EasyCrypt reads it as the name and `{text}` as a parameter without a type; drop `nosmt`")
                } else {
                    format!("give `{text}` a type, `({text} : t)`, or drop it")
                };
                out.push(
                    self.diagnostic(ctx.span(name), "the formula contains free type variables".into()).with_help(help),
                );
            }
        }
    }
}

/// The name of a binder written alone, without a type or brackets (`x` in `lemma foo x : …`).
fn untyped_name(ctx: &LintContext, global_binder: NodeId) -> Option<NodeId> {
    let tree = ctx.tree;
    let [binder] = tree.named_children(global_binder).collect::<Vec<_>>()[..] else { return None };
    let [name] = tree.named_children(binder).collect::<Vec<_>>()[..] else { return None };
    if tree.node(binder).kind != "binder" || tree.node(name).kind != "binder_name" {
        return None;
    }
    let [id] = tree.named_children(name).collect::<Vec<_>>()[..] else { return None };
    (tree.node(id).kind == "identifier").then_some(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing::lines;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(super::super::scope::testing::fixture(&UntypedUnusedBinder));
    }

    #[test]
    fn used_and_typed_binders_pass() {
        let text =
            "require import AllCore.\naxiom a x : x + 1 = 2.\naxiom b (x : int) : true.\naxiom c (A <: T) &m : true.\n";
        assert_eq!(lines(Language::Ec, &UntypedUnusedBinder, text), Vec::<usize>::new());
    }
}
