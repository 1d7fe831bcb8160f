use std::collections::HashMap;

use super::symbols::list_len;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an `expand` with another number of arguments than the macro, defined by an
    /// earlier `def` of the file, has parameters. (Macros of a library, such as the
    /// `cryptoverif.pvl` read before `.pcv` files, change parameters between versions and are
    /// not checked.)
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file (`Macro M expects N arguments, but is here given K
    /// arguments.`): an argument was forgotten, or the macro gained a parameter.
    ///
    /// ## Example
    /// ```proverif
    /// def Hash(t, h) { fun h(t): bitstring. }
    /// expand Hash(bitstring).
    /// process 0
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// def Hash(t, h) { fun h(t): bitstring. }
    /// expand Hash(bitstring, hash).
    /// process 0
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`, `expand_macros`; ProVerif manual, `def` and `expand`
    /// (macros).
    pub struct MacroExpansion {
        code: "PV013", language: Pv, severity: Error,
        upstream: "ProVerif: `Macro M expects N arguments, but is here given K arguments.`",
        exactness: Exact,
    }
}

impl Rule for MacroExpansion {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // The file's own macros, in document order: name -> (arity, end of the definition).
        let mut own: HashMap<&str, Vec<(usize, usize)>> = HashMap::new();
        for id in ctx.nodes_of_kind("macro_definition") {
            let Some(name) = ctx.tree.child_by_field(id, "name") else { continue };
            let arity = list_len(ctx, ctx.tree.child_by_field(id, "parameters"));
            own.entry(ctx.text(name)).or_default().push((arity, ctx.span(id).end));
        }
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in ctx.nodes_of_kind("expand_declaration") {
            // An expand inside a macro body is checked only when that macro is expanded.
            if in_macro[id] {
                continue;
            }
            let Some(name_id) = ctx.tree.child_by_field(id, "name") else { continue };
            let name = ctx.text(name_id);
            let given = list_len(ctx, ctx.tree.child_by_field(id, "arguments"));
            let start = ctx.span(id).start;
            let defined =
                own.get(name).and_then(|defs| defs.iter().rev().find(|(_, end)| *end <= start)).map(|&(a, _)| a);
            // A macro of a library (`cryptoverif.pvl` for `.pcv` files, or `-lib`): its
            // parameters depend on the library version ProVerif is run with, so it is not checked.
            let Some(expected) = defined else { continue };
            if expected != given {
                out.push(self.diagnostic(
                    ctx.span(id),
                    format!("Macro {name} expects {expected} arguments, but is here given {given} arguments"),
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&MacroExpansion));
    }

    #[test]
    fn library_macros_are_not_checked() {
        let text =
            "type G.\ntype Z.\nproba P.\nexpand CDH(G, Z, g, exp, mult, P).\nexpand NoSuchMacro(G).\nprocess 0\n";
        assert_eq!(lines_in(&MacroExpansion, "a.pcv", text), Vec::<usize>::new());
    }

    #[test]
    fn a_def_after_the_expand_is_not_used() {
        let text = "expand M(bitstring).\ndef M(t, f) { fun f(t): t. }\nprocess 0\n";
        assert_eq!(lines(&MacroExpansion, text), Vec::<usize>::new());
    }
}
