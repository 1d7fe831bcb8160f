use super::symbols::{Event, EventKind, Model};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a recv event for which no send event of the same protocol has the same label and
    /// matching content: the same sender and recipient, and a message that unifies with the
    /// recv's pattern (variables taking values of their type, role names staying themselves).
    /// It also flags a recv whose label a non-matching send uses. Labels starting with `!` are
    /// exempt. (With an `option` that changes Scyther's matching or tupling mode only the
    /// missing send is checked.)
    ///
    /// ## Why is this bad?
    /// Scyther checks that every recv can be fed by the send with its label. If a send with
    /// the label does not match, it stops with `events for label (P,1) do not match, in
    /// particular: …`; if no send has the label, with `for the recv event … of protocol P
    /// there is no corresponding send event (with the same label and matching content). Start
    /// the label name with '!' if this is intentional.` Typical causes are a typo in a label,
    /// a swapped sender and recipient, or a message that differs between the two roles.
    ///
    /// ## Example
    /// ```spdl
    /// role I { fresh na: Nonce; send_1(I,R,{na}pk(R)); }
    /// role R { var na: Nonce; recv_2(I,R,{na}pk(R)); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { fresh na: Nonce; send_1(I,R,{na}pk(R)); }
    /// role R { var na: Nonce; recv_1(I,R,{na}pk(R)); }
    /// ```
    /// (or `recv_!2(…)` for a message deliberately sent by no role).
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `checkLabelMatchThis` and `checkEventMatch` (called from
    /// `preprocess` via `checkLabelMatching`); `checkRoletermMatch` and `termMguTerm` in
    /// `src/mgu.c`; `label_create` in `src/label.c` for the `!` exemption.
    pub struct UnmatchedRecvLabel {
        code: "SPDL005",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `for the recv event … of protocol P there is no corresponding send event (with the same label and matching content).` / `events for label (P,L) do not match`",
        exactness: Exact,
    }
}

impl Rule for UnmatchedRecvLabel {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        if model.has_include {
            return;
        }
        let usable = |e: &Event| e.terms.len() >= 3 && !e.terms.iter().any(|&t| model.has_unknown(t));
        for p in &model.protocols {
            let role_names: Vec<usize> = p.params.iter().map(|&(_, s)| s).collect();
            let sends: Vec<&Event> = p
                .roles
                .iter()
                .flat_map(|&r| model.roles[r].events.iter())
                .filter(|e| e.kind == EventKind::Send)
                .collect();
            for &r in &p.roles {
                for recv in model.roles[r].events.iter().filter(|e| e.kind == EventKind::Recv) {
                    let Some(label) = recv.label else { continue };
                    let text = ctx.text(label);
                    if text.starts_with('!') || !usable(recv) {
                        continue;
                    }
                    let same: Vec<&&Event> =
                        sends.iter().filter(|s| s.label.map(|l| ctx.text(l)) == Some(text)).collect();
                    if same.iter().any(|s| !usable(s)) {
                        continue;
                    }
                    let line = ctx.source.line_col(ctx.span(recv.node).start).line;
                    let bad = if model.nondefault_matching {
                        None
                    } else {
                        same.iter().find(|s| !model.events_match(s, recv, &role_names))
                    };
                    if let Some(bad) = bad {
                        let help = if !model.term_eq(bad.terms[0], recv.terms[0]) {
                            format!(
                                "the sender differs: `{}` here, `{}` in the send",
                                ctx.text(recv.args[0]),
                                ctx.text(bad.args[0])
                            )
                        } else if !model.term_eq(bad.terms[1], recv.terms[1]) {
                            format!(
                                "the recipient differs: `{}` here, `{}` in the send",
                                ctx.text(recv.args[1]),
                                ctx.text(bad.args[1])
                            )
                        } else {
                            "the messages do not unify: their structure must agree, a typed variable only takes a name of its type (use `Ticket` or no type for any term), and a role name only matches itself".to_string()
                        };
                        out.push(
                            self.diagnostic(ctx.span(recv.node), format!("recv `{text}` does not match the send with its label"))
                                .with_label(ctx.span(bad.node), "the send with this label")
                                .with_help(help)
                                .with_note(format!(
                                    "Scyther stops before any analysis: `events for label ({},{text}) do not match` (line {line})",
                                    p.name
                                )),
                        );
                    } else if same.is_empty() {
                        let mut others: Vec<&str> = Vec::new();
                        for l in sends.iter().filter_map(|s| s.label.map(|l| ctx.text(l))) {
                            if !others.contains(&l) {
                                others.push(l);
                            }
                        }
                        let help = if others.is_empty() {
                            format!("no role of protocol `{}` sends anything; start the label with `!` (`recv_!{text}`) if no role is meant to send it", p.name)
                        } else {
                            format!(
                                "the send labels of protocol `{}` are {}; start the label with `!` (`recv_!{text}`) if no role is meant to send it",
                                p.name,
                                others.iter().map(|l| format!("`{l}`")).collect::<Vec<_>>().join(", ")
                            )
                        };
                        out.push(
                            self.diagnostic(ctx.span(label), format!("no send event of protocol `{}` has the label `{text}` of this recv", p.name))
                                .with_help(help)
                                .with_note(format!(
                                    "Scyther stops before any analysis: `for the recv event … of protocol {} there is no corresponding send event (with the same label and matching content).` (line {line})",
                                    p.name
                                )),
                        );
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
        insta::assert_snapshot!(fixture(&UnmatchedRecvLabel));
    }

    #[test]
    fn matching_pairs_do_not_fire() {
        let text = "usertype Key;\nhashfunction h;\nprotocol P(I,R) {\n role I { fresh na: Nonce; fresh k: Key; var nb: Nonce; \
                    send_1(I,R,{I,na,h(k)}pk(R)); recv_2(R,I,{na,nb}pk(I)); }\n role R { var na: Nonce; var x; fresh nb: Nonce; \
                    recv_1(I,R,{I,na,x}pk(R)); send_2(R,I,{na,nb}pk(I)); recv_!3(I,R,na); }\n}\n";
        assert_eq!(lines(&UnmatchedRecvLabel, text), Vec::<usize>::new());
    }

    #[test]
    fn typed_variables_do_not_take_compound_terms() {
        let text = "protocol P(I,R) {\n role I { fresh na: Nonce; send_1(I,R,{na}pk(R)); }\n role R { var x: Nonce; recv_1(I,R,x); }\n}\n";
        assert_eq!(lines(&UnmatchedRecvLabel, text), vec![3]);
        let text = "protocol P(I,R) {\n role I { fresh na: Nonce; send_1(I,R,{na}pk(R)); }\n role R { var x: Ticket; recv_1(I,R,x); }\n}\n";
        assert_eq!(lines(&UnmatchedRecvLabel, text), Vec::<usize>::new());
    }

    #[test]
    fn role_names_are_not_bound() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,R); }\n role R { recv_1(I,R,I); }\n}\n";
        assert_eq!(lines(&UnmatchedRecvLabel, text), vec![3]);
    }
}
