use super::roles::{closest, enclosing_role, is_variable_name};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a variable (a name with a capital first letter) that the role using it does not
    /// declare as a parameter or local, and no `const` section declares.
    ///
    /// ## Why is this bad?
    /// HLPSL variables are the role's own. hlpsl2if stops with `Sem.Err(11e): undeclared
    /// variable Nx [Role alice]` in a role's body, `Sem.Err(11b)` in a role call's arguments
    /// and `Sem.Err(11c): undeclared symbol X in intruder knowledge declaration`. Names with a
    /// small first letter are constants, which it does not check here.
    ///
    /// ## Example
    /// ```hlpsl
    /// role alice(A, B: agent, Snd, Rcv: channel(dy)) played_by A def=
    ///   local State: nat, Na: text
    ///   …  /\ Snd(Nx')
    /// ```
    ///
    /// ## Use instead
    /// Declare it (`local State: nat, Na, Nx: text`), or use the declared name.
    ///
    /// ## References
    /// hlpsl2if's front end, `Sem.Err(11b)`, `Sem.Err(11c)`, `Sem.Err(11e)`.
    pub struct UndeclaredVariable {
        code: "HLPSL005",
        language: Hlpsl,
        severity: Error,
        upstream: "hlpsl2if: `Sem.Err(11e): undeclared variable X` (11b in calls, 11c in intruder knowledge)",
        exactness: Exact,
    }
}

impl Rule for UndeclaredVariable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // hlpsl2if names each undeclared variable once per role: at its first use here.
        let mut seen = std::collections::HashSet::new();
        for reference in ctx.symbols.references().filter(|r| r.symbol.is_none()) {
            let name = ctx.text(reference.node);
            let node = ctx.tree.node(reference.node);
            let names_a_role =
                node.field == Some("role") && node.parent.is_some_and(|p| ctx.tree.node(p).kind == "role_instance");
            if !is_variable_name(name) || names_a_role {
                continue;
            }
            let Some(role) = enclosing_role(ctx, reference.node) else { continue };
            if !seen.insert((reference.scope, name)) {
                continue;
            }
            let (message, code) = if let Some(call) = ctx.tree.ancestor(reference.node, "role_instance") {
                let callee = ctx.tree.child_by_field(call, "role").map_or("", |n| ctx.text(n));
                (format!("undeclared variable {name} in the call of {callee}"), "11b")
            } else if ctx.tree.ancestor(reference.node, "intruder_knowledge_section").is_some() {
                (format!("undeclared symbol {name} in intruder knowledge declaration"), "11c")
            } else {
                (format!("undeclared variable {name}"), "11e")
            };
            let mut d = self
                .diagnostic(reference.span, message)
                .with_note(format!("hlpsl2if stops with `Sem.Err({code})` for {name} in role {role}"));
            let declared = ctx.symbols.symbols_in(reference.scope).map(|s| ctx.symbols.symbol(s).name.as_str());
            d = match closest(name, declared.filter(|n| is_variable_name(n))) {
                Some(n) => d.with_help(format!("did you mean `{n}`?")),
                None => {
                    d.with_help(format!("declare {name} among the parameters or in the `local` section of role {role}"))
                }
            };
            out.push(d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::roles::testing::{fixture, lines, protocol};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UndeclaredVariable));
    }

    #[test]
    fn declared_variables_and_undeclared_constants_pass() {
        assert!(lines(&UndeclaredVariable, &protocol("A, B, Ka, SA, RA", "Snd(Nb'.start.c)")).is_empty());
    }

    #[test]
    fn undeclared_variables_fire_in_bodies_and_calls() {
        assert_eq!(lines(&UndeclaredVariable, &protocol("A, B, Ka, SA, RA", "Snd(Nx')")), vec![8]);
        assert_eq!(lines(&UndeclaredVariable, &protocol("A, B, Ka, SA, RA", "Snd(Hx(Nb'))")), vec![8]);
        assert_eq!(lines(&UndeclaredVariable, &protocol("A, B, Ka, SA, RX", "Snd(Nb')")), vec![14]);
    }

    #[test]
    fn an_undeclared_variable_in_intruder_knowledge_fires() {
        let text = protocol("A, B, Ka, SA, RA", "Snd(Nb')").replace("{a, b, ka}", "{a, b, ka, ZZ}");
        assert_eq!(lines(&UndeclaredVariable, &text), vec![20]);
    }
}
