use std::collections::HashSet;

use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

use super::signature::{fact_arity, fact_name, Theory};

declare_rule! {
    /// ## What it does
    /// Flags an action `F(t1,…,tn) @ i` in a lemma or restriction when no rule (and no SAPIC+
    /// `event`) has an action `F` with n arguments. `K`, `KU` and `Ded` with one argument are
    /// the adversary's and always exist. Files with `#include` are not checked; in theories
    /// with processes, the actions the SAPIC+ translation adds (`Insert`, `Lock`, …) count as
    /// existing and arities are not compared.
    ///
    /// ## Why is this bad?
    /// A restriction about an action no rule emits restricts nothing; a lemma about it holds
    /// (or fails) vacuously. It is almost always a typo or a changed arity. Tamarin reports it
    /// in its wellformedness check ("Inexistent lemma actions", "Inexistent restriction
    /// actions").
    ///
    /// ## Example
    /// ```spthy
    /// rule Accept: [ In(m) ] --[ Accept(m) ]-> [ ]
    /// lemma auth: "All m #i. Accepted(m) @ i ==> Ex #j. Send(m) @ j & j < i"
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// rule Accept: [ In(m) ] --[ Accept(m) ]-> [ ]
    /// lemma auth: "All m #i. Accept(m) @ i ==> Ex #j. Send(m) @ j & j < i"
    /// ```
    /// (with a rule whose actions include `Send(m)`).
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Tools/Wellformedness.hs` (`inexistentActions`,
    /// `inexistentActionsRestrictions`).
    pub struct UnknownAction {
        code: "SPTHY007",
        language: Spthy,
        severity: Warning,
        upstream: "Tamarin wellformedness: `Inexistent lemma actions` / `Inexistent restriction actions` (but no rule has such an action)",
        exactness: Exact,
    }
}

/// Actions the SAPIC+ translation emits itself (Tamarin `lib/sapic`).
const TRANSLATION_ACTIONS: &[&str] = &[
    "Insert",
    "Delete",
    "IsIn",
    "IsNotSet",
    "Lock",
    "Unlock",
    "Event",
    "Send",
    "Receive",
    "ChannelIn",
    "Init",
    "Report",
];

impl Rule for UnknownAction {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let theory = Theory::of(ctx);
        if theory.has_include {
            return;
        }
        let tree = ctx.tree;
        let mut emitted: HashSet<(String, usize)> =
            [("K", 1), ("KU", 1), ("Ded", 1)].iter().map(|&(n, a)| (n.to_string(), a)).collect();
        for id in ctx.nodes_of_kind("fact") {
            let parent = tree.node(id).parent.map(|p| tree.node(p).kind);
            if matches!(parent, Some("actions" | "event_action")) {
                emitted.insert((fact_name(ctx, id).to_string(), fact_arity(ctx, id)));
            }
        }
        let names: HashSet<&str> = emitted.iter().map(|(n, _)| n.as_str()).collect();
        for id in ctx.nodes_of_kind("action_atom") {
            let Some(fact) = tree.child_by_field(id, "fact") else { continue };
            let item = ["lemma", "restriction"].into_iter().find_map(|k| tree.ancestor(id, k).map(|n| (k, n)));
            let Some((kind, item)) = item else { continue };
            let name = fact_name(ctx, fact);
            let arity = fact_arity(ctx, fact);
            let known = if theory.has_process {
                names.contains(name) || TRANSLATION_ACTIONS.contains(&name) || name.starts_with("Progress")
            } else {
                emitted.contains(&(name.to_string(), arity))
            };
            if known {
                continue;
            }
            let item_name = tree.child_by_field(item, "name").map(|n| ctx.text(n)).unwrap_or("");
            let other: Vec<usize> = emitted.iter().filter(|(n, _)| n == name).map(|(_, a)| *a).collect();
            let help = match other.first() {
                Some(a) => format!("rules emit `{name}` with {a} argument{}", if *a == 1 { "" } else { "s" }),
                None => "check the spelling, or add the action to the rule it should mark".to_string(),
            };
            out.push(
                self.diagnostic(
                    ctx.span(fact),
                    format!(
                        "{kind} `{item_name}` references action `{name}` with {arity} argument{} that no rule emits",
                        if arity == 1 { "" } else { "s" }
                    ),
                )
                .with_help(help)
                .with_note(format!("Tamarin's wellformedness check reports: Inexistent {kind} actions")),
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
        insta::assert_snapshot!(fixture(&UnknownAction));
    }

    #[test]
    fn emitted_actions_and_knowledge_do_not_fire() {
        let text = "theory T begin\nrule R: [ Fr(~n) ] --[ Secret(~n) ]-> [ Out(~n) ]\n\
                    lemma l: \"All n #i. Secret(n) @ i ==> not (Ex #j. K(n) @ j)\"\nend\n";
        assert_eq!(lines(&UnknownAction, text), Vec::<usize>::new());
    }
}
