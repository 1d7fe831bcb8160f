use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

use super::unguarded_formula::unguarded_quantifiers;

declare_rule! {
    /// ## What it does
    /// Flags a formula goal of a proof script, `solve( φ ∥ ψ … )`, one of whose disjuncts is
    /// not guarded (the same check as SPTHY008 makes for lemmas).
    ///
    /// ## Why is this bad?
    /// A lemma's formula is checked for guardedness after the file is loaded, but a formula
    /// goal of a proof is converted to a guarded formula while the proof is parsed, and Tamarin
    /// refuses the file there, at the token after the disjunct (`unguarded variable(s) …`).
    /// Such goals come from proofs Tamarin wrote and a hand edit broke.
    ///
    /// ## Example
    /// ```spthy
    /// solve( (∃ K X #l. (Reveal( KK, X ) @ #l) ∧ ¬(last(#l))) )
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// solve( (∃ K X #l. (Reveal( K, X ) @ #l) ∧ ¬(last(#l))) )
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Text/Parser/Proof.hs` (`disjSplitGoal`) and
    /// `Parser/Formula.hs` (`guardedFormula`, which fails with `formulaToGuarded`'s report).
    pub struct UnguardedProofGoal {
        code: "SPTHY010",
        language: Spthy,
        severity: Error,
        upstream: "Tamarin parse error: `unguarded variable(s) … in the subformula …` in a proof goal",
        exactness: Exact,
    }
}

impl Rule for UnguardedProofGoal {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for goal in ctx.nodes_of_kind("disjunction_goal") {
            for disjunct in ctx.tree.named_children(goal) {
                for found in unguarded_quantifiers(ctx, disjunct) {
                    out.push(
                        self.diagnostic(ctx.span(found.quantifier), found.message())
                            .with_help(found.help())
                            .with_note("Tamarin refuses a proof goal it cannot read as a guarded formula"),
                    );
                }
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
        insta::assert_snapshot!(fixture(&UnguardedProofGoal));
    }

    #[test]
    fn guarded_goals_and_lemmas_do_not_fire() {
        // An unguarded lemma is SPTHY008's warning, not this rule's error.
        let text = "theory T begin\nrule R: [ Fr(~n) ] --[ A(~n) ]-> [ ]\n\
                    lemma l: \"All x. not (Ex #j. K(x) @ j)\"\n\
                    lemma m: \"All x #i. A(x) @ i ==> not (Ex #j. K(x) @ j)\"\n\
                    simplify\n\
                    solve( (∀ #j. (K( x ) @ #j) ⇒ last(#j)) ∥ (∃ X #l. (A( X ) @ #l) ∧ ¬(last(#l))) )\n\
                    by sorry\nend\n";
        assert_eq!(lines(&UnguardedProofGoal, text), Vec::<usize>::new());
    }
}
