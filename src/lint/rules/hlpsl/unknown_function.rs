use super::roles::{closest, is_variable_name};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

/// HLPSL's predefined functions, which hlpsl2if knows when it instantiates the roles.
const PREDEFINED: &[&str] = &["inv", "exp", "xor"];

declare_rule! {
    /// ## What it does
    /// Flags a function applied in a role call's arguments or in the intruder's knowledge
    /// that nothing declares: neither a constant or variable of the file nor one of HLPSL's
    /// predefined functions (`inv`, `exp`, `xor`).
    ///
    /// ## Why is this bad?
    /// hlpsl2if computes these terms when it instantiates the roles and cannot with an
    /// unknown function: it stops with `Sem.Err(20): Instantiation.call_instantiation: An
    /// error occurred during the computation in the Instantiation module` (and `Fatal error:
    /// exception Not_found`), which names neither the function nor the line.
    ///
    /// ## Example
    /// ```hlpsl
    /// intruder_knowledge = {a, b, ki, innv(ki)}
    /// ```
    ///
    /// ## Use instead
    /// `inv(ki)`, or declare the function (`const h: hash_func`).
    ///
    /// ## References
    /// hlpsl2if's front end, `Sem.Err(20)` of its instantiation module.
    pub struct UnknownFunction {
        code: "HLPSL007",
        language: Hlpsl,
        severity: Error,
        upstream: "hlpsl2if: `Sem.Err(20): Instantiation.call_instantiation: An error occurred during the computation in the Instantiation module`",
        exactness: Exact,
    }
}

impl Rule for UnknownFunction {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for application in ctx.nodes_of_kind("application") {
            let in_call = ctx.tree.ancestor(application, "role_instance").is_some();
            if !in_call && ctx.tree.ancestor(application, "intruder_knowledge_section").is_none() {
                continue;
            }
            let Some(function) = ctx.tree.child_by_field(application, "function") else { continue };
            let name = ctx.text(function);
            let resolved = ctx.symbols.occurrence_at_node(function).is_some_and(|o| o.symbol.is_some());
            if resolved || PREDEFINED.contains(&name) || is_variable_name(name) {
                continue;
            }
            let help = match closest(name, PREDEFINED.iter().copied()) {
                Some(p) => format!("did you mean `{p}`?"),
                None => format!(
                    "declare {name} (for instance `const {name}: hash_func` in the `const` section of the role)"
                ),
            };
            let place = if in_call { "a role call's arguments" } else { "the intruder's knowledge" };
            out.push(
                self.diagnostic(ctx.span(function), format!("unknown function {name} in {place}"))
                    .with_help(help)
                    .with_note("hlpsl2if stops with `Sem.Err(20): Instantiation.call_instantiation: An error occurred during the computation in the Instantiation module`"),
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
        insta::assert_snapshot!(fixture(&UnknownFunction));
    }

    #[test]
    fn predefined_and_declared_functions_pass() {
        let text = protocol("A, B, Ka, SA, RA", "Snd(Nb')").replace("{a, b, ka}", "{a, b, ka, inv(ka), exp(a, b)}");
        assert!(lines(&UnknownFunction, &text).is_empty());
    }

    #[test]
    fn an_unknown_function_fires_in_knowledge_and_calls() {
        let text = protocol("A, B, Ka, SA, RA", "Snd(Nb')").replace("{a, b, ka}", "{a, b, ka, innv(ka)}");
        assert_eq!(lines(&UnknownFunction, &text), vec![20]);
        let text = protocol("A, B, Ka, SA, RA", "Snd(Nb')").replace("session(a, b, ka)", "session(a, b, pk(ka))");
        assert_eq!(lines(&UnknownFunction, &text), vec![21]);
    }
}
