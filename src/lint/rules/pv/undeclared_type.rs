use super::symbols::{declared_types, untyped};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a type name that no `type` declaration introduces and that is not one of
    /// ProVerif's built-in types (`bitstring`, `channel`, `bool`, `nat`, and `any_type`, `sid`,
    /// `time` where ProVerif allows them).
    ///
    /// ## Why is this bad?
    /// ProVerif stops before any analysis with `type T not declared.`: usually a typo
    /// (`bitsring`) or a declaration that was forgotten or comes from a library not loaded.
    ///
    /// ## Example
    /// ```proverif
    /// free c: channel.
    /// fun h(bitsring): bitstring.
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// free c: channel.
    /// fun h(bitstring): bitstring.
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`, `get_type_polym`; ProVerif manual, section 3.1
    /// (declarations).
    pub struct UndeclaredType {
        code: "PV001", language: Pv, severity: Error,
        upstream: "ProVerif: `type T not declared.`", exactness: Exact,
    }
}

impl Rule for UndeclaredType {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        if untyped(ctx) {
            return;
        }
        let declared = declared_types(ctx);
        // The name of a `type` declaration is a definition, not one of these references.
        let (in_macro, in_query) = (ctx.nodes_inside("macro_definition"), ctx.nodes_inside("query_declaration"));
        for id in ctx.symbols.references().map(|r| r.node) {
            if ctx.tree.node(id).kind != "type_identifier" {
                continue;
            }
            let name = ctx.text(id);
            // ProVerif accepts some unknown types in the variables of a query (a mutant of
            // OtwayRees-RoR.pcv shows it): cfb stays silent there.
            if declared.contains(name) || in_macro[id] || in_query[id] {
                continue;
            }
            out.push(
                self.diagnostic(ctx.span(id), format!("type {name} not declared"))
                    .with_help(format!("declare it with `type {name}.` or fix the spelling")),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UndeclaredType));
    }

    #[test]
    fn builtin_and_declared_types_pass() {
        let text = "type key.\nfree c: channel.\nfun f(key, nat, bool): bitstring.\nprocess 0\n";
        assert!(lines(&UndeclaredType, text).is_empty());
    }

    #[test]
    fn a_typo_fires() {
        let text = "free c: chanel.\nprocess 0\n";
        assert_eq!(lines(&UndeclaredType, text), vec![1]);
    }
}
