use super::roles::closest;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a call of a role the file does not define: in a composition, or the call of
    /// the main role at the end of the file.
    ///
    /// ## Why is this bad?
    /// hlpsl2if instantiates the roles from the main call down; a call of an unknown role
    /// stops it before any back end runs: `Sem.Err(0): undefined role sesssion`.
    ///
    /// ## Example
    /// ```hlpsl
    /// role environment() def=
    ///   composition sesion(a, b)
    /// end role
    /// ```
    ///
    /// ## Use instead
    /// Call a role defined in the file (`session(a, b)`), or define the role.
    ///
    /// ## References
    /// hlpsl2if's front end, `Sem.Err(0)`; the AVISPA v1.1 user manual, section 2.1 (roles).
    pub struct UndefinedRole {
        code: "HLPSL001",
        language: Hlpsl,
        severity: Error,
        upstream: "hlpsl2if: `Sem.Err(0): undefined role X`",
        exactness: Exact,
    }
}

impl Rule for UndefinedRole {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let roles = ctx.symbols.names_of_kinds(&["role"]);
        for call in ctx.nodes_of_kind("role_instance") {
            let Some(name_node) = ctx.tree.child_by_field(call, "role") else { continue };
            let defined = ctx
                .symbols
                .occurrence_at_node(name_node)
                .and_then(|o| o.symbol)
                .is_some_and(|s| ctx.symbols.symbol(s).kind == "role");
            if defined {
                continue;
            }
            let name = ctx.text(name_node);
            let mut d = self
                .diagnostic(ctx.span(name_node), format!("undefined role {name}"))
                .with_note(format!("hlpsl2if stops with `Sem.Err(0): undefined role {name}`"));
            if let Some(role) = closest(name, roles.iter().copied()) {
                d = d.with_help(format!("did you mean `{role}`?"));
            }
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
        insta::assert_snapshot!(fixture(&UndefinedRole));
    }

    #[test]
    fn calls_of_defined_roles_pass() {
        assert!(lines(&UndefinedRole, &protocol("A, B, Ka, SA, RA", "Snd(Nb')")).is_empty());
    }

    #[test]
    fn a_misspelt_call_fires_with_the_role_it_meant() {
        let text = protocol("A, B, Ka, SA, RA", "Snd(Nb')").replace("composition alice(", "composition alicee(");
        assert_eq!(lines(&UndefinedRole, &text), vec![14]);
        let source = crate::source::SourceFile::new("t.hlpsl", text);
        let d = crate::lint::rules::testing::run(crate::language::Language::Hlpsl, &UndefinedRole, &source);
        assert_eq!(d[0].help.as_deref(), Some("did you mean `alice`?"));
    }

    #[test]
    fn an_undefined_main_role_fires() {
        let text = protocol("A, B, Ka, SA, RA", "Snd(Nb')").replace("\nenvironment()\n", "\nenvironmnt()\n");
        assert_eq!(lines(&UndefinedRole, &text), vec![27]);
    }
}
