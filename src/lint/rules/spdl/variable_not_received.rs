use std::collections::HashSet;

use super::symbols::{EventKind, Model, SymId, TermId, SECRET, SKR};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a variable (declared with `var`, other than a role name) whose first occurrence
    /// in its role's events is not in a recv: it is sent, claimed or matched before the role
    /// has received a value for it.
    ///
    /// ## Why is this bad?
    /// A variable only gets its value by a recv (or a `match` pattern). Using it earlier
    /// leaves runs with terms that are not ground, so Scyther stops before any analysis: for a
    /// claim with `Claim of role R contains a variable x which is not initialized before
    /// (i.e., not received), on line N.`, otherwise with `Protocol P, role R is not
    /// well-formed: the variable 'x' should occur first in a receive event.` followed by `The
    /// protocol specification does not meet the well-formedness condition.` The usual causes
    /// are `var` where `fresh` was meant, or events in the wrong order.
    ///
    /// ## Example
    /// ```spdl
    /// role I { var na: Nonce; send_1(I,R,na); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { fresh na: Nonce; send_1(I,R,na); }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `checkParameterGround` (called from `claimCreate`) and
    /// `WellFormedRole` / `checkWellFormed` (called from `preprocess`); `matchEvent` and
    /// `nonMatchEvent` for how `match` and `not match` count.
    pub struct VariableNotReceived {
        code: "SPDL012",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `the variable 'x' should occur first in a receive event.` / `Claim of role R contains a variable x which is not initialized before (i.e., not received)`",
        exactness: Exact,
    }
}

impl Rule for VariableNotReceived {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        if model.has_include {
            return;
        }
        for members in model.role_groups() {
            let first = members[0];
            let role = &model.roles[first];
            let protocol = &model.protocols[role.protocol];
            let is_role_name = |v: SymId| protocol.params.iter().any(|&(_, r)| model.leaf_eq(r, v));
            let mut received: Vec<SymId> = Vec::new();
            let mut reported: HashSet<SymId> = HashSet::new();
            for e in members.iter().flat_map(|&m| model.roles[m].events.iter()) {
                // (message terms, is a recv, is a claim whose parameters must be ground)
                let parts: Vec<(Vec<TermId>, bool, bool)> = match e.kind {
                    EventKind::Recv => vec![(model.message(e).into_iter().collect(), true, false)],
                    EventKind::Send => vec![(model.message(e).into_iter().collect(), false, false)],
                    EventKind::Claim => match model.claim_parts(e) {
                        Some((ty, params)) => {
                            let ground = !matches!(ty, Some(SECRET) | Some(SKR));
                            vec![(params, false, ground)]
                        }
                        None => continue,
                    },
                    // match(pattern, value): send of the value, then recv of the pattern.
                    EventKind::Match if e.terms.len() == 2 => {
                        vec![(vec![e.terms[1]], false, false), (vec![e.terms[0]], true, false)]
                    }
                    // not match: a NotEqual claim on (pattern, value).
                    EventKind::NotMatch if e.terms.len() == 2 => {
                        vec![(e.terms.clone(), false, true)]
                    }
                    _ => continue,
                };
                for (terms, is_recv, claim) in parts {
                    for t in terms {
                        for v in model.variables(t) {
                            if is_role_name(v) || received.iter().any(|&r| model.leaf_eq(r, v)) {
                                continue;
                            }
                            if is_recv {
                                received.push(v);
                                continue;
                            }
                            if !reported.insert(v) {
                                continue;
                            }
                            let name = &model.symbols[v].name;
                            let line = ctx.source.line_col(ctx.span(e.node).start).line;
                            let upstream = if claim {
                                format!("Claim of role {} contains a variable {name} which is not initialized before (i.e., not received), on line {line}.", role.name)
                            } else {
                                format!(
                                    "Protocol {}, role {} is not well-formed: the variable '{name}' should occur first in a receive event.",
                                    protocol.name, role.name
                                )
                            };
                            let mut d = self.diagnostic(
                                ctx.span(e.node),
                                format!("variable `{name}` is used before role `{}` receives it", role.name),
                            );
                            if let Some(decl) = model.symbols[v].decl {
                                d = d.with_label(ctx.span(decl), format!("`{name}` is declared as a variable here"));
                            }
                            out.push(
                                d.with_help(format!(
                                    "if this role generates `{name}`, declare it with `fresh`; otherwise receive it before this event"
                                ))
                                .with_note(format!("Scyther stops before any analysis: `{upstream}`")),
                            );
                        }
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
        insta::assert_snapshot!(fixture(&VariableNotReceived));
    }

    #[test]
    fn received_variables_do_not_fire() {
        let text = "protocol P(I,R) {\n role R { var na: Nonce; var x; recv_1(I,R,na); send_2(R,I,na); claim(R,Running,I,na); \
                    match(x, na); send_3(R,I,x); claim(R,Secret,na); }\n}\n";
        assert_eq!(lines(&VariableNotReceived, text), Vec::<usize>::new());
    }

    #[test]
    fn role_names_are_no_variables_here() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,R); claim(I,Commit,R,I); }\n}\n";
        assert_eq!(lines(&VariableNotReceived, text), Vec::<usize>::new());
    }

    #[test]
    fn a_role_defined_twice_continues_its_events() {
        let text = "protocol P(I,R) {\n var x: Nonce;\n role R { recv_1(I,R,x); }\n role R { send_2(R,I,x); }\n}\n";
        assert_eq!(lines(&VariableNotReceived, text), Vec::<usize>::new());
    }

    #[test]
    fn secret_claim_before_recv_fires() {
        let text = "protocol P(I,R) {\n role R { var na: Nonce;\n claim(R,Secret,na);\n recv_1(I,R,na); }\n}\n";
        assert_eq!(lines(&VariableNotReceived, text), vec![3]);
    }
}
