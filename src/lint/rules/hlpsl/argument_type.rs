use super::roles::{call_arguments, calls_of_defined_roles, parameter_types, type_of_reference, RoleCall};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

/// The basic types hlpsl2if compares by name. Others (sets, pairs, function and encrypted
/// types, and a `channel` without attribute, which takes either kind) are left alone.
const BASIC: &[&str] = &[
    "agent",
    "text",
    "nat",
    "message",
    "bool",
    "protocol_id",
    "public_key",
    "symmetric_key",
    "hash_func",
    "channel(dy)",
    "channel(ota)",
];

/// Whether hlpsl2if refuses an argument of type `argument` for a parameter of type
/// `parameter`. Measured with hlpsl2if on every pair of basic types: a `message` parameter
/// takes any argument, a `hash_func` argument goes to any basic parameter, and otherwise the
/// names must be equal. A set never goes where a basic type is expected, nor the reverse
/// (but a `message` parameter takes a set).
fn mismatch(parameter: &str, argument: &str) -> bool {
    let basic = |t: &str| BASIC.contains(&t);
    let set = |t: &str| t.ends_with("set");
    match (basic(parameter), basic(argument)) {
        (true, true) => parameter != argument && parameter != "message" && argument != "hash_func",
        (false, true) => set(parameter),
        (true, false) => set(argument) && parameter != "message",
        (false, false) => false,
    }
}

declare_rule! {
    /// ## What it does
    /// Flags a role call argument whose declared type differs from the type of the
    /// parameter it instantiates.
    ///
    /// ## Why is this bad?
    /// hlpsl2if checks each argument against its parameter, in order, and stops at the first
    /// that differs: `Role session, Call client, Arg 3: Sem.Err(2b): type mismatch`. A
    /// `message` parameter takes any argument.
    ///
    /// ## Example
    /// ```hlpsl
    /// role alice(A, B: agent, K: symmetric_key) played_by A def= … end role
    /// role session(A, B: agent, K: symmetric_key) def=
    ///   composition alice(A, K, K)
    /// end role
    /// ```
    ///
    /// ## Use instead
    /// `alice(A, B, K)`: the arguments in the order of the parameters.
    ///
    /// ## References
    /// hlpsl2if's front end, `Sem.Err(2b)`.
    pub struct ArgumentType {
        code: "HLPSL003",
        language: Hlpsl,
        severity: Error,
        upstream: "hlpsl2if: `Sem.Err(2b): type mismatch`",
        exactness: Exact,
    }
}

impl Rule for ArgumentType {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for RoleCall { call, name, role } in calls_of_defined_roles(ctx) {
            let parameters = parameter_types(ctx, role);
            for (index, (argument, parameter)) in call_arguments(ctx, call).into_iter().zip(parameters).enumerate() {
                let Some(parameter) = parameter else { continue };
                let Some(argument_type) =
                    ctx.symbols.occurrence_at_node(argument).and_then(|r| type_of_reference(ctx, r))
                else {
                    continue;
                };
                if !mismatch(&parameter, &argument_type) {
                    continue;
                }
                let arg = ctx.text(argument);
                out.push(
                    self.diagnostic(
                        ctx.span(argument),
                        format!("type mismatch: argument {} of {name} is `{arg}` of type {argument_type}, where {name} expects type {parameter}", index + 1),
                    )
                    .with_note(format!("hlpsl2if stops with `Call {name}, Arg {}: Sem.Err(2b): type mismatch`", index + 1)),
                );
                // hlpsl2if reports the first mismatch of a call only.
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::roles::testing::{fixture, lines, protocol};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&ArgumentType));
    }

    #[test]
    fn arguments_of_the_parameters_types_pass() {
        assert!(lines(&ArgumentType, &protocol("A, B, Ka, SA, RA", "Snd(Nb')")).is_empty());
    }

    #[test]
    fn a_swapped_argument_fires_once() {
        assert_eq!(lines(&ArgumentType, &protocol("A, Ka, B, SA, RA", "Snd(Nb')")), vec![14]);
    }

    #[test]
    fn the_measured_exceptions_hold() {
        assert!(!mismatch("message", "agent"));
        assert!(!mismatch("text", "hash_func"));
        assert!(mismatch("nat", "text"));
        assert!(mismatch("channel(dy)", "channel(ota)"));
        assert!(!mismatch("textset", "agentset"));
        assert!(mismatch("(agent.public_key)set", "channel(dy)"));
        assert!(mismatch("agent", "(symmetric_key)set"));
        assert!(!mismatch("message", "(symmetric_key)set"));
        assert!(!mismatch("channel", "channel(dy)"));
    }
}
