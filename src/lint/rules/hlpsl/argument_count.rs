use super::roles::{call_arguments, calls_of_defined_roles, parameter_types, RoleCall};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a role call whose number of arguments differs from the number of the role's
    /// parameters.
    ///
    /// ## Why is this bad?
    /// Each argument instantiates one parameter. hlpsl2if stops with
    /// `Role session, Call alice: Sem.Err(2a): invalid number of arguments`. (When an
    /// argument's type also differs from its parameter's, it reports that first: HLPSL003.)
    ///
    /// ## Example
    /// ```hlpsl
    /// role alice(A, B: agent, Snd, Rcv: channel(dy)) played_by A def= … end role
    /// role session(A, B: agent) def=
    ///   local S, R: channel(dy)
    ///   composition alice(A, B, S)
    /// end role
    /// ```
    ///
    /// ## Use instead
    /// `alice(A, B, S, R)`: one argument per parameter, in order.
    ///
    /// ## References
    /// hlpsl2if's front end, `Sem.Err(2a)`.
    pub struct ArgumentCount {
        code: "HLPSL002",
        language: Hlpsl,
        severity: Error,
        upstream: "hlpsl2if: `Sem.Err(2a): invalid number of arguments`",
        exactness: Exact,
    }
}

impl Rule for ArgumentCount {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for RoleCall { call, name, role } in calls_of_defined_roles(ctx) {
            let (given, wanted) = (call_arguments(ctx, call).len(), parameter_types(ctx, role).len());
            if given == wanted {
                continue;
            }
            let role_span = ctx.tree.child_by_field(role, "name").map(|n| ctx.span(n)).unwrap_or(ctx.span(role));
            out.push(
                self.diagnostic(
                    ctx.span(call),
                    format!("invalid number of arguments: {name} takes {wanted}, the call gives {given}"),
                )
                .with_label(role_span, format!("{name} is defined here with {wanted} parameters"))
                .with_note("hlpsl2if stops with `Sem.Err(2a): invalid number of arguments`"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::roles::testing::{fixture, lines, protocol};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&ArgumentCount));
    }

    #[test]
    fn one_argument_per_parameter_passes() {
        assert!(lines(&ArgumentCount, &protocol("A, B, Ka, SA, RA", "Snd(Nb')")).is_empty());
    }

    #[test]
    fn too_few_and_too_many_fire() {
        assert_eq!(lines(&ArgumentCount, &protocol("A, B, Ka, SA", "Snd(Nb')")), vec![14]);
        assert_eq!(lines(&ArgumentCount, &protocol("A, B, Ka, SA, RA, RA", "Snd(Nb')")), vec![14]);
    }
}
