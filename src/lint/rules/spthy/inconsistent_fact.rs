use std::collections::HashMap;

use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

use super::signature::{fact_arity, fact_name, fact_persistent};

declare_rule! {
    /// ## What it does
    /// Flags a fact whose name equals (ignoring case) that of an earlier fact but which is
    /// written with other capitalisation, another number of arguments, or the other
    /// multiplicity (persistent `!F` against linear `F`). Facts of rules, SAPIC+ events and
    /// embedded rules, and the action facts of lemmas are compared.
    ///
    /// ## Why is this bad?
    /// Tamarin treats these as unrelated facts, so a premise never matches the conclusion that
    /// was meant to produce it and the rule silently never fires; a lemma about the action
    /// holds vacuously. Tamarin reports this in its wellformedness check ("Fact usage").
    ///
    /// ## Example
    /// ```spthy
    /// rule Init: [ Fr(~k) ] --> [ St(~k, 'a') ]
    /// rule Next: [ St(k) ] --> [ Out(k) ]
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// rule Init: [ Fr(~k) ] --> [ St(~k, 'a') ]
    /// rule Next: [ St(k, x) ] --> [ Out(k) ]
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Tools/Wellformedness.hs` (`factReports`: `factUsage`,
    /// topic "Fact usage"); manual, chapter "Modeling Issues".
    pub struct InconsistentFact {
        code: "SPTHY003",
        language: Spthy,
        severity: Warning,
        upstream: "Tamarin wellformedness: `Fact usage` (same fact used with different capitalization, arity or multiplicity)",
        exactness: Exact,
    }
}

/// Facts the check compares, in document order, with whether they come from a formula.
fn compared_facts(ctx: &LintContext) -> Vec<(NodeId, bool)> {
    let tree = ctx.tree;
    let mut out = Vec::new();
    for id in ctx.nodes_of_kind("fact") {
        let Some(parent) = tree.node(id).parent else { continue };
        match tree.node(parent).kind {
            "premises" | "actions" | "conclusions" | "event_action" => out.push((id, false)),
            "action_atom" if tree.ancestor(id, "lemma").is_some() => out.push((id, true)),
            _ => {}
        }
    }
    out
}

impl Rule for InconsistentFact {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let mut first: HashMap<String, (NodeId, String, usize, Option<bool>)> = HashMap::new();
        for (id, in_formula) in compared_facts(ctx) {
            let name = fact_name(ctx, id);
            let lower = name.to_lowercase();
            if ["fr", "in", "out", "ku", "kd", "ded"].contains(&lower.as_str()) {
                continue;
            }
            let arity = fact_arity(ctx, id);
            let persistent = (!in_formula).then(|| fact_persistent(ctx, id));
            let Some((f, fname, farity, fpers)) = first.get(&lower) else {
                first.insert(lower, (id, name.to_string(), arity, persistent));
                continue;
            };
            let mut why = Vec::new();
            if fname != name {
                why.push(format!("capitalised `{fname}`"));
            }
            if *farity != arity {
                why.push(format!("with {farity} argument{}", if *farity == 1 { "" } else { "s" }));
            }
            if let (Some(a), Some(b)) = (fpers, persistent) {
                if *a != b {
                    why.push(if *a { "persistent (`!`)".to_string() } else { "linear (without `!`)".to_string() });
                }
            }
            if why.is_empty() {
                continue;
            }
            out.push(
                self.diagnostic(
                    ctx.span(id),
                    format!(
                        "fact `{name}` ({arity} argument{}) was first used {}",
                        if arity == 1 { "" } else { "s" },
                        why.join(", ")
                    ),
                )
                .with_label(ctx.span(*f), "first use")
                .with_help("use one spelling, one arity and one multiplicity per fact")
                .with_note("Tamarin's wellformedness check reports this as `Fact usage`: the two are different facts"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::signature::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&InconsistentFact));
    }

    #[test]
    fn consistent_facts_do_not_fire() {
        let text = "theory T begin\nrule A: [ Fr(~k) ] --[ Start(~k) ]-> [ !Key(~k, 'a') ]\n\
                    rule B: [ !Key(k, x) ] --[ Use(k) ]-> [ Out(x) ]\n\
                    lemma l: \"All k #i. Use(k) @ i ==> Ex #j. Start(k) @ j\"\nend\n";
        assert_eq!(lines(&InconsistentFact, text), Vec::<usize>::new());
    }
}
