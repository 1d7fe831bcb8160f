use std::collections::HashMap;

use super::symbols::{library_macros, names_of};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an `expand` of a macro that neither CryptoVerif's standard library nor an earlier
    /// `def` of the file defines, and an `expand` with another number of arguments than the
    /// macro has parameters.
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file (`Macro M not defined.`, `Macro M expects N arguments, but
    /// is here given K arguments.`). Most such files were written for CryptoVerif 1.x, whose
    /// library macros had other names and parameters (for instance `IND_CCA2_public_key_enc`
    /// lost its seed types in 2.x).
    ///
    /// ## Example
    /// ```cryptoverif
    /// type hashkey [fixed].
    /// expand ROM_hash(hashkey, bitstring, bitstring, hash).
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type hashkey [fixed].
    /// param qH.
    /// expand ROM_hash(hashkey, bitstring, bitstring, hash, hashoracle, qH).
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml` (`expand_macros`); the library `default.cvl` /
    /// `default.ocvl` (built from `cryptolib/commonlib.cvl` and `cryptogen`), whose macro
    /// names and arities cfb keeps in `src/lint/rules/cv/library_macros.tsv`.
    pub struct MacroExpansion {
        code: "CV001", language: Cv, severity: Error,
        upstream: "CryptoVerif: `Macro M not defined.` / `Macro M expects N arguments, but is here given K arguments.`",
        exactness: Exact,
    }
}

impl Rule for MacroExpansion {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // Macros of the file, in document order: (name, arity, end of the definition).
        let mut own: HashMap<&str, Vec<(usize, usize)>> = HashMap::new();
        for id in ctx.nodes_of_kind("macro_definition") {
            let Some(name) = ctx.tree.child_by_field(id, "name") else { continue };
            let arity = names_of(ctx, ctx.tree.child_by_field(id, "parameters")).len();
            own.entry(ctx.text(name)).or_default().push((arity, ctx.span(id).end));
        }
        let library = library_macros();
        for id in ctx.nodes_of_kind("expand_declaration") {
            let Some(name_id) = ctx.tree.child_by_field(id, "name") else { continue };
            let name = ctx.text(name_id);
            let given = names_of(ctx, ctx.tree.child_by_field(id, "arguments")).len();
            let start = ctx.span(id).start;
            let defined =
                own.get(name).and_then(|defs| defs.iter().rev().find(|(_, end)| *end <= start)).map(|(a, _)| *a);
            let Some(expected) = library.get(name).copied().or(defined) else {
                let d = self.diagnostic(ctx.span(name_id), format!("Macro {name} not defined."));
                let d = match own.contains_key(name) {
                    true => d.with_help("the file defines it further down: move the `def` before this `expand`"),
                    false => d.with_note("neither CryptoVerif 2.06's library nor this file defines it; it may come from a project library (`-lib`) or from CryptoVerif 1.x"),
                };
                out.push(d);
                continue;
            };
            if given != expected {
                out.push(
                    self.diagnostic(
                        ctx.span(name_id),
                        format!("Macro {name} expects {expected} arguments, but is here given {given} arguments."),
                    )
                    .with_note(if library.contains_key(name) {
                        "arity of CryptoVerif 2.06's library macro; 1.x macros often had other parameters"
                    } else {
                        "arity of the macro's `def` in this file"
                    }),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;
    use crate::language::Language;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(Language::Cv, &MacroExpansion));
    }

    #[test]
    fn library_and_own_macros_pass() {
        let text = "type key [fixed].\nparam qH.\nexpand ROM_hash(key, bitstring, bitstring, H, Hor, qH).\ndef M(a) { const a: bool. }\nexpand M(c1).\nprocess 0\n";
        assert_eq!(lines(Language::Cv, &MacroExpansion, text), Vec::<usize>::new());
    }

    /// The universal one-way hash family of the 2.06 library, once missing from the table
    /// (found by linting CryptoVerif's own `examplesnd/test/allmacros.cv`, which 2.06 accepts).
    #[test]
    fn universal_one_way_hashes_are_library_macros() {
        let text = "type key [bounded].\ntype hi.\ntype ho [fixed].\nproba P.\nexpand UniversalOneWay_hash(key, hi, ho, h, hor, P).\nexpand UniversalOneWay_hash_2(key, hi, hi, ho, h2, hor2, P).\nprocess 0\n";
        assert_eq!(lines(Language::Cv, &MacroExpansion, text), Vec::<usize>::new());
    }

    #[test]
    fn oracle_front_end_is_checked_too() {
        let text = "type key [fixed].\nexpand ROM_hash(key, bitstring, bitstring, H).\nprocess 0\n";
        assert_eq!(lines(Language::Ocv, &MacroExpansion, text), vec![2]);
    }
}
