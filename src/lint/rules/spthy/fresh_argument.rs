use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

use super::signature::{fact_name, facts_of, top_level_rules, variable_key};

declare_rule! {
    /// ## What it does
    /// Flags an `Fr(t)` premise whose argument is not a single fresh variable (`~x`) or message
    /// variable (`x`): a public or natural-number variable, a constant, a tuple or a function
    /// application.
    ///
    /// ## Why is this bad?
    /// `Fr` creates one fresh name. Tamarin unifies its argument with that name, so `Fr('c')`,
    /// `Fr($A)` or `Fr(h(~k))` can never be satisfied and the rule never fires. Tamarin reports
    /// it in its wellformedness check ("Fr facts must only use a fresh- or a msg-variable").
    ///
    /// ## Example
    /// ```spthy
    /// rule Gen: [ Fr(<~k, ~n>) ] --> [ !Key(~k, ~n) ]
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// rule Gen: [ Fr(~k), Fr(~n) ] --> [ !Key(~k, ~n) ]
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Tools/Wellformedness.hs` (`freshFactArguments'`).
    pub struct FreshNotVariable {
        code: "SPTHY005",
        language: Spthy,
        severity: Warning,
        upstream: "Tamarin wellformedness: `Fr facts must only use a fresh- or a msg-variable`",
        exactness: Exact,
    }
}

impl Rule for FreshNotVariable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        for rule in top_level_rules(ctx) {
            for fact in facts_of(ctx, tree.child_by_field(rule, "premises")) {
                if !fact_name(ctx, fact).eq_ignore_ascii_case("fr") {
                    continue;
                }
                let Some(arg) = tree.child_by_field(fact, "argument") else { continue };
                let ok = tree.node(arg).kind == "variable" && matches!(variable_key(ctx, arg).0, '~' | ' ');
                if ok {
                    continue;
                }
                out.push(
                    self.diagnostic(
                        ctx.span(arg),
                        format!("`Fr` of `{}`, which is not a fresh or message variable", ctx.text(arg)),
                    )
                    .with_help("write one `Fr(~x)` per fresh value and build terms from them in the conclusions")
                    .with_note(
                        "Tamarin's wellformedness check reports: Fr facts must only use a fresh- or a msg-variable",
                    ),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::signature::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&FreshNotVariable));
    }

    #[test]
    fn fresh_and_message_variables_do_not_fire() {
        let text = "theory T begin\nrule R: [ Fr(~k), Fr(n), Fr(m:fresh) ] --> [ Out(<~k, n, m>) ]\nend\n";
        assert_eq!(lines(&FreshNotVariable, text), Vec::<usize>::new());
    }
}
