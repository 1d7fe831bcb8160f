use std::collections::HashMap;

use super::symbols::{EventKind, Model};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a send (or recv) event whose label is already used by another send (or recv)
    /// event of the same protocol.
    ///
    /// ## Why is this bad?
    /// Scyther pairs each recv with the send of the same label, so a label names one send and
    /// one recv per protocol. A second send (or recv) with the label stops it before any
    /// analysis with `Label defined twice for sendrole!` (or `… for recvrole!`), a message that
    /// names neither the label nor the line. A send and a recv sharing a label is the normal
    /// case; claims have labels of their own.
    ///
    /// ## Example
    /// ```spdl
    /// role I { send_1(I,R,na); send_1(I,R,nb); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { send_1(I,R,na); send_2(I,R,nb); }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `commEvent` (cases `SEND` and `RECV`, the `linfo->sendrole` and
    /// `linfo->recvrole` checks); labels are `(protocol, label)` pairs.
    pub struct DuplicateEventLabel {
        code: "SPDL006",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `Label defined twice for sendrole!` / `Label defined twice for recvrole!`",
        exactness: Exact,
    }
}

impl Rule for DuplicateEventLabel {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for p in &model.protocols {
            let mut seen: HashMap<(bool, &str), usize> = HashMap::new();
            for &r in &p.roles {
                for e in &model.roles[r].events {
                    let send = match e.kind {
                        EventKind::Send => true,
                        EventKind::Recv => false,
                        _ => continue,
                    };
                    let Some(label) = e.label else { continue };
                    let text = ctx.text(label);
                    if let Some(&first) = seen.get(&(send, text)) {
                        let what = if send { "send" } else { "recv" };
                        out.push(
                            self.diagnostic(ctx.span(label), format!("label `{text}` is used by a second {what} event of protocol `{}`", p.name))
                                .with_label(ctx.span(first), format!("first {what} event with label `{text}`"))
                                .with_help("give every send (and every recv) of a protocol its own label; a send and its recv share one")
                                .with_note(format!("Scyther stops before any analysis: `Label defined twice for {what}role!`")),
                        );
                    } else {
                        seen.insert((send, text), label);
                    }
                }
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
        insta::assert_snapshot!(fixture(&DuplicateEventLabel));
    }

    #[test]
    fn send_and_recv_share_labels() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,I); recv_2(R,I,R); }\n role R { recv_1(I,R,I); send_2(R,I,R); }\n}\n";
        assert_eq!(lines(&DuplicateEventLabel, text), Vec::<usize>::new());
    }

    #[test]
    fn labels_are_per_protocol() {
        let text = "protocol P(I,R) { role I { send_1(I,R,I); } }\nprotocol Q(I,R) { role I { send_1(I,R,I); } }\n";
        assert_eq!(lines(&DuplicateEventLabel, text), Vec::<usize>::new());
        let text = "protocol P(I,R) {\n role I { recv_1(R,I,I); }\n role R { recv_1(R,I,I); }\n}\n";
        assert_eq!(lines(&DuplicateEventLabel, text), vec![3]);
    }
}
