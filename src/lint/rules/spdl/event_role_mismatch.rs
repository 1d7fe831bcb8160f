use super::symbols::{EventKind, Model, Term};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an event that names another role as the one executing it: the sender (first
    /// argument) of a send, the recipient (second argument) of a recv, or the role (first
    /// argument) of a claim must be the name of the role the event is written in.
    ///
    /// ## Why is this bad?
    /// A role only sends its own messages, receives messages addressed to itself and makes its
    /// own claims. Scyther stops before any analysis with `Send role does not correspond to
    /// execution role at line N.`, `Recv role does not correspond to execution role at line
    /// N.` or `Claim role does not correspond to execution role at line N.` The usual cause is
    /// an event copied from the other role, or sender and recipient swapped.
    ///
    /// ## Example
    /// ```spdl
    /// role R { var na: Nonce; recv_1(R,I,na); claim(I,Alive); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role R { var na: Nonce; recv_1(I,R,na); claim(R,Alive); }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `commEvent` (the `thisRole->nameterm` comparisons of the
    /// `SEND`, `RECV` and `CLAIM` cases).
    pub struct EventRoleMismatch {
        code: "SPDL010",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `Send role does not correspond to execution role at line N.` (and `Recv role …`, `Claim role …`)",
        exactness: Exact,
    }
}

impl Rule for EventRoleMismatch {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for role in model.roles.iter() {
            let Some(me) = role.sym else { continue };
            for e in &role.events {
                let (index, what, word) = match e.kind {
                    EventKind::Send if e.args.len() >= 3 => (0, "sender", "Send"),
                    EventKind::Recv if e.args.len() >= 3 => (1, "recipient", "Recv"),
                    EventKind::Claim if e.args.len() >= 2 => (0, "claiming role", "Claim"),
                    _ => continue,
                };
                let t = e.terms[index];
                if model.has_unknown(t) || matches!(model.terms[t], Term::Leaf(s) if model.leaf_eq(s, me)) {
                    continue;
                }
                let line = ctx.source.line_col(ctx.span(e.node).start).line;
                out.push(
                    self.diagnostic(
                        ctx.span(e.args[index]),
                        format!("the {what} `{}` is not the role `{}` this event is written in", ctx.text(e.args[index]), role.name),
                    )
                    .with_label(ctx.span(role.name_node), format!("role `{}`", role.name))
                    .with_help(format!("write `{}` here, or move the event to the role that executes it", role.name))
                    .with_note(format!("Scyther stops before any analysis: `{word} role does not correspond to execution role at line {line}.`")),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&EventRoleMismatch));
    }

    #[test]
    fn own_events_do_not_fire() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,I); recv_2(R,I,R); claim(I,Alive); }\n role R { recv_1(I,R,I); send_2(R,I,R); }\n}\n";
        assert_eq!(lines(&EventRoleMismatch, text), Vec::<usize>::new());
    }

    #[test]
    fn swapped_recv_fires() {
        let text = "protocol P(I,R) {\n role R {\n recv_1(R,I,I); }\n}\n";
        assert_eq!(lines(&EventRoleMismatch, text), vec![3]);
    }
}
