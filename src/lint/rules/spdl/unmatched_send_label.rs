use super::symbols::{EventKind, Model};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a send event whose label no recv event of the same protocol uses. Labels starting
    /// with `!` are exempt.
    ///
    /// ## Why is this bad?
    /// Scyther itself accepts such a file: it only checks the other direction (every recv needs
    /// a send). But a send that no role receives usually means a typo in a label
    /// (`send_2` / `recv_3`) or a forgotten recv, and the protocol then does not run as
    /// written: the recipient role never learns the message, and claims that rely on the
    /// exchange are checked against a different protocol. Scyther's own convention for a
    /// message deliberately left unpaired is a label starting with `!`.
    ///
    /// ## Example
    /// ```spdl
    /// role I { fresh na: Nonce; send_1(I,R,na); }
    /// role R { }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { fresh na: Nonce; send_1(I,R,na); }
    /// role R { var na: Nonce; recv_1(I,R,na); }
    /// ```
    /// (or `send_!1(I,R,na);` when no role is meant to receive it).
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `checkLabelMatchProtocol`, which checks recvs only (this rule
    /// is the converse); `label_create` in `src/label.c` for the `!` convention.
    pub struct UnmatchedSendLabel {
        code: "SPDL004",
        language: Spdl,
        severity: Warning,
        upstream: "none: Scyther accepts a send without recv (it checks recv → send only, `checkLabelMatchThis`)",
        exactness: Stricter,
    }
}

impl Rule for UnmatchedSendLabel {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        if model.has_include {
            return;
        }
        for p in &model.protocols {
            let events = || p.roles.iter().flat_map(|&r| model.roles[r].events.iter());
            let recv_labels: Vec<&str> =
                events().filter(|e| e.kind == EventKind::Recv).filter_map(|e| e.label.map(|l| ctx.text(l))).collect();
            for send in events().filter(|e| e.kind == EventKind::Send) {
                let Some(label) = send.label else { continue };
                let text = ctx.text(label);
                if text.starts_with('!') || recv_labels.contains(&text) {
                    continue;
                }
                out.push(
                    self.diagnostic(ctx.span(label), format!("no recv event of protocol `{}` has the label `{text}` of this send", p.name))
                        .with_help(format!(
                            "add the matching `recv_{text}(…)` to the recipient role, fix the label, or write `send_!{text}` if no role is meant to receive it"
                        ))
                        .with_note("Scyther accepts this, but the message is only ever learnt by the intruder"),
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
        insta::assert_snapshot!(fixture(&UnmatchedSendLabel));
    }

    #[test]
    fn paired_and_bang_labels_do_not_fire() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,I); send_!2(I,R,I); }\n role R { recv_1(I,R,I); }\n}\n";
        assert_eq!(lines(&UnmatchedSendLabel, text), Vec::<usize>::new());
    }

    #[test]
    fn unpaired_send_fires() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,I);\n send_2(I,R,I); }\n role R { recv_1(I,R,I); }\n}\n";
        assert_eq!(lines(&UnmatchedSendLabel, text), vec![3]);
    }
}
