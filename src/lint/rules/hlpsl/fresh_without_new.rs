use std::collections::{BTreeMap, HashSet};

use super::roles::{enclosing_role, instantiated_roles};
use crate::declare_rule;
use crate::diagnostic::{Diagnostic, Span};
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a primed variable (`Na'`, the variable's new value) that a transition's
    /// right-hand side uses although the transition gives it no new value: it does not occur
    /// on the left-hand side (received in `Rcv(…)`, or in an equation or fact there) and is
    /// not assigned on the right (`Na' := new()`, `Na' := …`).
    ///
    /// ## Why is this bad?
    /// `X'` is the value `X` gets in this transition; without a receive or an assignment it
    /// would be a fresh value nobody generated. hlpsl2if stops with
    /// `Sem.Err(20): Role alice, Transition 2: Variable Na used as a fresh one, but without
    /// assignement with "new()"`. The value received in an earlier transition is `Na`,
    /// unprimed. Like hlpsl2if, which checks this while it instantiates the roles, the rule
    /// looks only at roles the main call reaches.
    ///
    /// hlpsl2if also refuses some primed variables that occur on the left-hand side only in
    /// an equation with an unprimed variable (`Na' = Nb`), but accepts equations that compute
    /// them (`IK' = F4(SK.Rand')`, `Count = succ(X')`); the rule lets every left-hand-side
    /// occurrence pass rather than guess which.
    ///
    /// ## Example
    /// ```hlpsl
    /// 1. State = 0 /\ Rcv(Na') =|> State' := 1
    /// 2. State = 1 /\ Rcv(Nb') =|> State' := 2 /\ Snd(Na'.Nb')
    /// ```
    ///
    /// ## Use instead
    /// `Snd(Na.Nb')` (the value of the earlier transition), or `Na' := new()` for a new nonce.
    ///
    /// ## References
    /// hlpsl2if's front end, `Sem.Err(20)`; the AVISPA v1.1 user manual, section 2.1.3
    /// (transitions: primed variables).
    pub struct FreshWithoutNew {
        code: "HLPSL006",
        language: Hlpsl,
        severity: Error,
        upstream: "hlpsl2if: `Sem.Err(20): Variable X used as a fresh one, but without assignement with \"new()\"`",
        exactness: Exact,
    }
}

impl Rule for FreshWithoutNew {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let instantiated = instantiated_roles(ctx);
        for transition in ctx.nodes_of_kind("transition") {
            let role = enclosing_role(ctx, transition).unwrap_or("");
            if !instantiated.contains(role) {
                continue;
            }
            let mut given: HashSet<&str> = HashSet::new();
            for condition in ctx.tree.children_by_field(transition, "condition") {
                given.extend(primed_in(ctx, condition).map(|p| name_of(ctx, p)));
            }
            // Uses by name (hlpsl2if reports them in name order), each at its first place.
            let mut used: BTreeMap<&str, Span> = BTreeMap::new();
            for action in ctx.tree.children_by_field(transition, "action") {
                let assigned = (ctx.tree.node(action).kind == "assignment")
                    .then(|| ctx.tree.child_by_field(action, "left"))
                    .flatten();
                if let Some(left) = assigned {
                    given.insert(name_of(ctx, left));
                }
                for primed in primed_in(ctx, action).filter(|&p| Some(p) != assigned) {
                    used.entry(name_of(ctx, primed)).or_insert(ctx.span(primed));
                }
            }
            let label = ctx.tree.child_by_field(transition, "label").map_or("", |l| ctx.text(l));
            for (name, span) in used.into_iter().filter(|(n, _)| !given.contains(n)) {
                out.push(
                    self.diagnostic(span, format!("{name}' is used as a fresh value, but this transition neither receives nor assigns it"))
                        .with_help(format!("write `{name}` for the value it already has, receive it on the left-hand side, or assign it (`{name}' := new()`)"))
                        .with_note(format!("hlpsl2if stops with `Sem.Err(20): Role {role}, Transition {label}: Variable {name} used as a fresh one, but without assignement with \"new()\"`")),
                );
            }
        }
    }
}

/// The `primed_variable` nodes under `node` (itself included), in text order.
fn primed_in<'a>(ctx: &'a LintContext, node: NodeId) -> impl Iterator<Item = NodeId> + 'a {
    ctx.tree.descendants(node).filter(|&n| ctx.tree.node(n).kind == "primed_variable")
}

fn name_of<'a>(ctx: &LintContext<'a>, primed: NodeId) -> &'a str {
    let name = ctx.tree.child_by_field(primed, "name").unwrap_or(primed);
    ctx.tree.text(name, &ctx.source.text)
}

#[cfg(test)]
mod tests {
    use super::super::roles::testing::{fixture, lines, protocol};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&FreshWithoutNew));
    }

    #[test]
    fn received_and_assigned_values_pass() {
        for actions in ["Snd(Nb')", "Snd(Na.Nb')", "Na' := Nb' /\\ Snd(Na'.Nb')", "Snd(Na'.Nb') /\\ Na' := new()"] {
            assert!(lines(&FreshWithoutNew, &protocol("A, B, Ka, SA, RA", actions)).is_empty(), "{actions}");
        }
    }

    #[test]
    fn a_value_of_an_earlier_transition_fires_once_per_name() {
        assert_eq!(lines(&FreshWithoutNew, &protocol("A, B, Ka, SA, RA", "Snd(Na'.Nb'.Na')")), vec![8]);
        assert_eq!(lines(&FreshWithoutNew, &protocol("A, B, Ka, SA, RA", "Nb' := Na' /\\ Snd(Ka')")), vec![8, 8]);
    }

    #[test]
    fn a_role_nobody_calls_is_not_checked() {
        let text =
            protocol("A, B, Ka, SA, RA", "Snd(Na'.Nb')").replace("composition alice(A, B, Ka, SA, RA)", "composition");
        assert!(lines(&FreshWithoutNew, &text).is_empty());
    }

    #[test]
    fn a_value_named_on_the_left_passes() {
        let text = protocol("A, B, Ka, SA, RA", "Snd(Na'.Nb')")
            .replace("State = 1 /\\ Rcv", "State = 1 /\\ Na' = h(Nb') /\\ Rcv");
        assert!(lines(&FreshWithoutNew, &text).is_empty());
        let text =
            protocol("A, B, Ka, SA, RA", "Snd(Na')").replace("State = 1 /\\ Rcv", "State = 1 /\\ in(Na', Nb) /\\ Rcv");
        assert!(lines(&FreshWithoutNew, &text).is_empty());
    }
}
