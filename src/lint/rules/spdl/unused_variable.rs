use super::symbols::{EventKind, Model, SymId};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a variable declared in a role (`var x;`) that no recv event of the role (nor the
    /// pattern of a `match`) mentions.
    ///
    /// ## Why is this bad?
    /// A role variable exists to be bound by what the role receives. One that is never
    /// received is dead (left over from an edit) or misspelt in the recv, and if it is used
    /// in a send or claim Scyther refuses the file (see `VariableNotReceived`). Scyther's
    /// `--check` mode warns about it: `warning: variable x was declared in role P,R but never
    /// used in a recv event.` (Without `--check` it says nothing.)
    ///
    /// ## Example
    /// ```spdl
    /// role R { var na, nb: Nonce; recv_1(I,R,na); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role R { var na: Nonce; recv_1(I,R,na); }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `checkRoleVariables` (called by `checkUnusedVariables` from
    /// `preprocess` when `switches.check` is set).
    pub struct UnusedVariable {
        code: "SPDL015",
        language: Spdl,
        severity: Warning,
        upstream: "Scyther --check: `warning: variable x was declared in role P,R but never used in a recv event.`",
        exactness: Exact,
    }
}

impl Rule for UnusedVariable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        if model.has_include {
            return;
        }
        for group in model.role_groups() {
            // Variables of all recvs of the group (a role defined twice shares them).
            let mut received: Vec<SymId> = Vec::new();
            for e in group.iter().flat_map(|&m| &model.roles[m].events) {
                let terms: Vec<usize> = match e.kind {
                    EventKind::Recv => e.terms.clone(),
                    EventKind::Match if e.terms.len() == 2 => vec![e.terms[0]],
                    _ => continue,
                };
                for t in terms {
                    received.extend(model.variables(t));
                }
            }
            for role in group.iter().map(|&m| &model.roles[m]) {
                let protocol = &model.protocols[role.protocol];
                let mut seen: Vec<SymId> = Vec::new();
                for &v in &role.declared_vars {
                    if seen.contains(&v) || received.iter().any(|&r| model.leaf_eq(r, v)) {
                        continue;
                    }
                    seen.push(v);
                    let Some(decl) = model.symbols[v].decl else {
                        continue;
                    };
                    let name = &model.symbols[v].name;
                    out.push(
                    self.diagnostic(ctx.span(decl), format!("variable `{name}` of role `{}` is never received", role.name))
                        .with_help(format!("receive `{name}` in a recv event, declare it `fresh` if the role generates it, or remove it"))
                        .with_note(format!(
                            "Scyther --check warns: `variable {name} was declared in role {},{} but never used in a recv event.`",
                            protocol.name, role.name
                        )),
                );
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
        insta::assert_snapshot!(fixture(&UnusedVariable));
    }

    #[test]
    fn received_and_matched_variables_do_not_fire() {
        let text = "protocol P(I,R) {\n role R { var na: Nonce; var x; recv_1(I,R,na); match(x, na); }\n}\n";
        assert_eq!(lines(&UnusedVariable, text), Vec::<usize>::new());
    }

    #[test]
    fn unreceived_variable_fires_on_its_declaration() {
        let text = "protocol P(I,R) {\n role R { var na: Nonce;\n var nb: Nonce; recv_1(I,R,na); }\n}\n";
        assert_eq!(lines(&UnusedVariable, text), vec![3]);
    }
}
