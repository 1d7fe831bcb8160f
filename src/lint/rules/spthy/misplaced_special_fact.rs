use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

use super::signature::{fact_arity, fact_name, facts_of, top_level_rules};

declare_rule! {
    /// ## What it does
    /// Flags the adversary-knowledge facts `K`, `KU` and `KD` anywhere in a protocol rule, and
    /// the built-in facts `In`, `Out` and `Fr` where they mean nothing: `Out` as a premise, `In`
    /// or `Fr` as a conclusion, and any of the three as an action. Their names are matched
    /// without regard to case, as Tamarin does (`OUT(x)` is `Out(x)`).
    ///
    /// ## Why is this bad?
    /// `K`/`KU`/`KD` belong to Tamarin's intruder rules; in a protocol rule they break the
    /// message-deduction reasoning. An `Out` premise or `In`/`Fr` conclusion can never be
    /// matched, so the rule never fires; as actions they are not the facts lemmas mean (use
    /// `K(x) @ i` in lemmas instead). Tamarin reports these in its wellformedness check
    /// ("Reserved names", "Special facts").
    ///
    /// ## Example
    /// ```spthy
    /// rule Leak: [ !Ltk($A, ~k) ] --[ Out(~k) ]-> [ K(~k) ]
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// rule Leak: [ !Ltk($A, ~k) ] --[ Reveal($A) ]-> [ Out(~k) ]
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Tools/Wellformedness.hs` (`reservedFactNameRules'`,
    /// `specialFactsUsage'`); `Parser/Fact.hs` (special fact names, case-insensitive).
    pub struct MisplacedSpecialFact {
        code: "SPTHY006",
        language: Spthy,
        severity: Warning,
        upstream: "Tamarin wellformedness: `Reserved names` (rule contains facts with reserved names) / `Special facts` (uses disallowed facts)",
        exactness: Exact,
    }
}

impl Rule for MisplacedSpecialFact {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        for rule in top_level_rules(ctx) {
            let rule_name = tree.child_by_field(rule, "name").map(|n| ctx.text(n)).unwrap_or("");
            for (field, place) in [("premises", "a premise"), ("actions", "an action"), ("conclusions", "a conclusion")]
            {
                for fact in facts_of(ctx, tree.child_by_field(rule, field)) {
                    let name = fact_name(ctx, fact);
                    let upper = name.to_ascii_uppercase();
                    let knowledge = upper == "KU" || upper == "KD" || (name == "K" && fact_arity(ctx, fact) == 1);
                    let misplaced = match field {
                        "premises" => upper == "OUT",
                        "actions" => matches!(upper.as_str(), "IN" | "OUT" | "FR"),
                        _ => matches!(upper.as_str(), "IN" | "FR"),
                    };
                    let (message, help) = if knowledge {
                        (
                            format!("reserved adversary-knowledge fact `{name}` as {place} of rule `{rule_name}`"),
                            "protocol rules talk to the adversary with `In` and `Out`; `K(x) @ i` belongs in lemmas",
                        )
                    } else if misplaced {
                        (
                            format!("`{name}` cannot be {place} (rule `{rule_name}`)"),
                            match upper.as_str() {
                                "OUT" => "`Out` is a conclusion: messages are received with `In`",
                                "IN" => "`In` is a premise: messages are sent with `Out`",
                                _ => "`Fr` is a premise: it creates a fresh value for the rule",
                            },
                        )
                    } else {
                        continue;
                    };
                    out.push(self.diagnostic(ctx.span(fact), message).with_help(help).with_note(
                        "Tamarin's wellformedness check reports reserved or special facts in the wrong place",
                    ));
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
        insta::assert_snapshot!(fixture(&MisplacedSpecialFact));
    }

    #[test]
    fn usual_places_do_not_fire() {
        let text = "theory T begin\nrule R: [ In(x), Fr(~n) ] --[ Got(x) ]-> [ Out(<x, ~n>), Keep(~n) ]\n\
                    lemma l: \"All x #i. Got(x) @ i ==> Ex #j. K(x) @ j\"\nend\n";
        assert_eq!(lines(&MisplacedSpecialFact, text), Vec::<usize>::new());
    }
}
