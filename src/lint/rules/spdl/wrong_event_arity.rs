use super::symbols::{EventKind, Model};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a send or recv event with fewer than three arguments (sender, recipient,
    /// message) and a claim with fewer than two (role, claim type).
    ///
    /// ## Why is this bad?
    /// Scyther's grammar accepts any argument list, but its compiler needs the triple of a
    /// communication and the pair of a claim, and stops before any analysis with `Problem
    /// with 1 event on line N.` (the number is Scyther's internal event kind) or `Problem with
    /// claim 3 event on line N.`
    ///
    /// ## Example
    /// ```spdl
    /// role I { send_1(R, na); claim(I); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { send_1(I, R, na); claim(I, Alive); }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `commEvent` (the `trip` checks of the `SEND`/`RECV` and
    /// `CLAIM` cases).
    pub struct WrongEventArity {
        code: "SPDL009",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `Problem with %i event on line N.` / `Problem with claim %i event on line N.`",
        exactness: Exact,
    }
}

impl Rule for WrongEventArity {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for e in model.roles.iter().flat_map(|r| r.events.iter()) {
            let (need, what, usage) = match e.kind {
                EventKind::Send => (3, "send", "send_L(sender, recipient, message)"),
                EventKind::Recv => (3, "recv", "recv_L(sender, recipient, message)"),
                EventKind::Claim => (2, "claim", "claim(role, ClaimType, parameters…)"),
                _ => continue,
            };
            if e.args.len() >= need {
                continue;
            }
            let line = ctx.source.line_col(ctx.span(e.node).start).line;
            let upstream = if e.kind == EventKind::Claim {
                format!("Problem with claim … event on line {line}.")
            } else {
                format!("Problem with … event on line {line}.")
            };
            out.push(
                self.diagnostic(
                    ctx.span(e.node),
                    format!("{what} event with {} argument(s), it needs at least {need}", e.args.len()),
                )
                .with_help(format!("write `{usage}`"))
                .with_note(format!("Scyther stops before any analysis: `{upstream}`")),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&WrongEventArity));
    }

    #[test]
    fn complete_events_do_not_fire() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,I); recv_2(R,I,R,I); claim(I,Alive); }\n}\n";
        assert_eq!(lines(&WrongEventArity, text), Vec::<usize>::new());
    }

    #[test]
    fn short_events_fire() {
        let text = "protocol P(I,R) {\n role I {\n send_1(I,R);\n claim(I);\n }\n}\n";
        assert_eq!(lines(&WrongEventArity, text), vec![3, 4]);
    }
}
