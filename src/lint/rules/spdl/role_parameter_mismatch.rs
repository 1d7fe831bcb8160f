use super::symbols::Model;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Compares a protocol's parameter list (its roles) with the roles it defines: flags a
    /// `role X { … }` whose name is not a parameter, and a parameter whose role is not defined
    /// or has no events.
    ///
    /// ## Why is this bad?
    /// Scyther takes the roles from the parameter list. It skips a role definition whose name
    /// is not a parameter, with `warning: undeclared role name X in protocol P` (nothing in the
    /// skipped role is checked or verified), and warns `warning: protocol P has empty role
    /// definitions for the roles: [R]` for parameters without events. Both usually mean a
    /// typo in a role name or a forgotten role, and the analysis then covers another protocol
    /// than the one intended. (When the role's name is another name of the protocol, such as
    /// an earlier event label, Scyther stops with `undeclared role name X` instead of warning;
    /// this rule still reports a warning there.)
    ///
    /// ## Example
    /// ```spdl
    /// protocol P(I,R) {
    ///   role I { fresh na: Nonce; send_1(I,R,na); }
    ///   role Resp { var na: Nonce; recv_1(I,R,na); }
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// protocol P(I,R) {
    ///   role I { fresh na: Nonce; send_1(I,R,na); }
    ///   role R { var na: Nonce; recv_1(I,R,na); }
    /// }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `protocolCompile` (case `TAC_ROLE`) and `checkProtocolRoles`.
    pub struct RoleParameterMismatch {
        code: "SPDL013",
        language: Spdl,
        severity: Warning,
        upstream: "Scyther: `warning: undeclared role name X in protocol P` / `warning: protocol P has empty role definitions for the roles: [R]`",
        exactness: Exact,
    }
}

impl Rule for RoleParameterMismatch {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for p in &model.protocols {
            let params = || p.params.iter().map(|&(n, _)| format!("`{}`", ctx.text(n))).collect::<Vec<_>>().join(", ");
            for &r in &p.roles {
                let role = &model.roles[r];
                if role.sym.is_some() {
                    continue;
                }
                let note = if role.name_clash {
                    format!(
                        "the name is another name of the protocol, so Scyther stops: `undeclared role name {} in line …`",
                        role.name
                    )
                } else {
                    format!(
                        "Scyther ignores this role entirely: `warning: undeclared role name {} in protocol {}`",
                        role.name, p.name
                    )
                };
                out.push(
                    self.diagnostic(
                        ctx.span(role.name_node),
                        format!("role `{}` is not a parameter of protocol `{}`", role.name, p.name),
                    )
                    .with_label(ctx.span(p.name_node), format!("the roles of `{}` are {}", p.name, params()))
                    .with_help(format!("add `{}` to the protocol's parameter list or rename the role", role.name))
                    .with_note(note),
                );
            }
            // Roles may come from an included file.
            if model.has_include {
                continue;
            }
            for &(node, sym) in &p.params {
                let defined =
                    p.roles.iter().map(|&r| &model.roles[r]).filter(|r| r.sym == Some(sym)).collect::<Vec<_>>();
                if defined.iter().any(|r| !r.events.is_empty()) {
                    continue;
                }
                let name = ctx.text(node);
                let what =
                    if defined.is_empty() { "has no role definition" } else { "has a role definition without events" };
                out.push(
                    self.diagnostic(ctx.span(node), format!("role `{name}` of protocol `{}` {what}", p.name))
                        .with_help(format!(
                            "define `role {name} {{ … }}` with its events, or drop `{name}` from the parameter list"
                        ))
                        .with_note(format!(
                            "Scyther warns: `protocol {} has empty role definitions for the roles: {name}`",
                            p.name
                        )),
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
        insta::assert_snapshot!(fixture(&RoleParameterMismatch));
    }

    #[test]
    fn complete_protocols_do_not_fire() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,I); }\n role R { recv_1(I,R,I); }\n}\n";
        assert_eq!(lines(&RoleParameterMismatch, text), Vec::<usize>::new());
    }

    #[test]
    fn missing_role_fires_on_the_parameter() {
        let text = "protocol P(I,\nR) {\n role I { send_1(I,R,I); }\n}\n";
        assert_eq!(lines(&RoleParameterMismatch, text), vec![2]);
    }
}
