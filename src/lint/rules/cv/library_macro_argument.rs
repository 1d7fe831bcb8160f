use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use super::symbols::{library_macros, names_of, BUILTIN_FUNCTIONS, BUILTIN_TYPES, DECLARING};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an argument of an `expand` of a standard-library macro that the macro uses
    /// without declaring it (a type, or a function or constant such as the generator `g` and
    /// `exp`/`mult` of the Diffie-Hellman assumptions) and that the file has not declared
    /// before the `expand`. What each library macro declares and what it only uses is data
    /// read off CryptoVerif 2.06's library (`src/lint/rules/cv/library_roles.tsv`);
    /// arguments the macro declares itself, and expansions of the file's own macros, are
    /// never flagged.
    ///
    /// ## Why is this bad?
    /// CryptoVerif expands the macro and then refuses its body, with an error located in its
    /// library file (`[in default.cvl:2870:15] g not defined. Expected a variable or a
    /// function (letfun forbidden).`, `T not defined. Expected a type.`), which is hard to
    /// trace back to the `expand`. Declarations are read in order: a Diffie-Hellman
    /// assumption such as `DH_proba_collision` or `CDH` needs `DH_basic` (or `DH_good_group`…)
    /// expanded before it, and a type must be declared before the macro that uses it.
    ///
    /// ## Example
    /// ```cryptoverif
    /// type G [large, bounded].
    /// type Z [large, bounded].
    /// proba pCDH.
    /// expand CDH(G, Z, g, exp, exp', mult, pCDH).
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type G [large, bounded].
    /// type Z [large, bounded].
    /// expand DH_basic(G, Z, g, exp, exp', mult).
    /// proba pCDH.
    /// expand CDH(G, Z, g, exp, exp', mult, pCDH).
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml` (`expand_macros`, then `check_one` on the expanded
    /// declarations: `get_type`, `check_term`); the library `default.cvl` / `default.ocvl`.
    pub struct LibraryMacroArgument {
        code: "CV006", language: Cv, severity: Error,
        upstream: "CryptoVerif: `[in default.cvl:L:C] x not defined. Expected a type.` / `… Expected a variable or a function (letfun forbidden).`",
        exactness: Exact,
    }
}

/// For each library macro, one role letter per parameter (see `library_roles.tsv`).
pub(super) fn library_roles() -> &'static HashMap<&'static str, &'static [u8]> {
    static TABLE: OnceLock<HashMap<&'static str, &'static [u8]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        include_str!("library_roles.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| {
                let (name, roles) = l.split_once('\t')?;
                Some((name, roles.trim().as_bytes()))
            })
            .collect()
    })
}

impl Rule for LibraryMacroArgument {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        let library = library_macros();
        let roles = library_roles();
        let mut types: HashSet<&str> = BUILTIN_TYPES.iter().copied().collect();
        let mut names: HashSet<&str> = BUILTIN_FUNCTIONS.iter().copied().collect();
        let mut own_macros: HashSet<&str> = HashSet::new();
        for id in tree.named_children(tree.root()) {
            let kind = tree.node(id).kind;
            if kind == "macro_definition" {
                if let Some(n) = tree.child_by_field(id, "name") {
                    own_macros.insert(ctx.text(n));
                }
                continue;
            }
            if DECLARING.contains(&kind) {
                let mut declared: Vec<&str> = tree.children_by_field(id, "name").map(|n| ctx.text(n)).collect();
                for c in tree.named_children(id) {
                    if tree.node(c).kind == "identifier_list" && tree.node(c).field != Some("options") {
                        declared.extend(tree.named_children(c).map(|n| ctx.text(n)));
                    }
                }
                for name in declared {
                    names.insert(name);
                    if kind == "type_declaration" || kind == "parameter_declaration" {
                        types.insert(name);
                    }
                }
                continue;
            }
            if kind != "expand_declaration" {
                continue;
            }
            let Some(name_id) = tree.child_by_field(id, "name") else { continue };
            let macro_name = ctx.text(name_id);
            let args = names_of(ctx, tree.child_by_field(id, "arguments"));
            let letters = match (own_macros.contains(macro_name), roles.get(macro_name)) {
                (false, Some(r)) if r.len() == args.len() && library.get(macro_name) == Some(&args.len()) => Some(*r),
                _ => None,
            };
            for (i, &a) in args.iter().enumerate() {
                let arg = ctx.text(a);
                let known = types.contains(arg) || names.contains(arg);
                match letters.map(|r| r[i]) {
                    Some(b'T') if !known => out.push(
                        self.diagnostic(ctx.span(a), format!("{arg} not defined. Expected a type."))
                            .with_note(format!(
                                "parameter {} of the library macro {macro_name} is used as a type that the macro does not declare",
                                i + 1
                            ))
                            .with_help(format!("declare `type {arg}` before this expand, or fix the spelling")),
                    ),
                    Some(b'F') if !known => out.push(
                        self.diagnostic(
                            ctx.span(a),
                            format!("{arg} not defined. Expected a variable or a function (letfun forbidden)."),
                        )
                        .with_note(format!(
                            "parameter {} of the library macro {macro_name} is used as a function or constant that the macro does not declare",
                            i + 1
                        ))
                        .with_help(
                            "declare it before this expand (Diffie-Hellman assumptions need `DH_basic`, `DH_good_group`… expanded first)",
                        ),
                    ),
                    Some(b'T' | b'F') => {}
                    _ => {
                        // Declared by the expansion (or unknown): count it as a type and a name.
                        types.insert(arg);
                        names.insert(arg);
                    }
                }
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
        insta::assert_snapshot!(fixture(Language::Cv, &LibraryMacroArgument));
    }

    #[test]
    fn oracle_fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(Language::Ocv, &LibraryMacroArgument));
    }

    #[test]
    fn every_role_row_matches_the_macro_arities() {
        for (name, r) in library_roles() {
            assert_eq!(library_macros().get(name), Some(&r.len()), "{name}");
        }
    }

    #[test]
    fn declared_arguments_do_not_fire() {
        let text = "type G [large, bounded].\ntype Z [large, bounded].\nexpand DH_basic(G, Z, g, exp, exp', mult).\nproba pCDH.\nexpand CDH(G, Z, g, exp, exp', mult, pCDH).\ntype hashkey [fixed].\ntype key [fixed].\nparam qH.\nexpand ROM_hash(hashkey, G, key, H, Hor, qH).\n";
        assert_eq!(
            lines(Language::Cv, &LibraryMacroArgument, &format!("{text}channel c.\nprocess in(c, ()); out(c, ())\n")),
            Vec::<usize>::new()
        );
        assert_eq!(
            lines(Language::Ocv, &LibraryMacroArgument, &format!("{text}process O() := return()\n")),
            Vec::<usize>::new()
        );
    }

    #[test]
    fn own_macros_are_not_checked() {
        let text = "def ROM_hash(a) { type a. }\nexpand ROM_hash(t).\nprocess O() := return()\n";
        assert_eq!(lines(Language::Ocv, &LibraryMacroArgument, text), Vec::<usize>::new());
    }
}
