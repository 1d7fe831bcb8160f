use std::collections::{HashMap, HashSet};

use super::symbols::{library_macros, names_of, BUILTIN_FUNCTIONS, BUILTIN_TYPES, DECLARING};
use crate::declare_rule;
use crate::diagnostic::{Diagnostic, Span};
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a second top-level declaration of a name: `param`, `proba`, `table`, `type`,
    /// `const`, `channel`, `fun`, `letfun`, `letproba`, `event` and process definitions
    /// (`let P(…) = …`) share one name space with each other, with the built-ins (`bool`,
    /// `bitstring`, `bitstringbot`, `true`, `false`, `not`) and with what `expand`ed library
    /// macros declare (for instance `ROM_hash` declares its hash function, its oracle and its
    /// `param qH`). Also flags a second `def` of the same macro, or a `def` of a name the
    /// standard library already defines. Names an `expand` of the file's own macros may
    /// declare are never flagged.
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file (`x already defined.`, `Macro M already defined.`). Two
    /// declarations of one function or type would be ambiguous for every later use.
    ///
    /// ## Example
    /// ```cryptoverif
    /// type hashkey [fixed].
    /// param qH.
    /// expand ROM_hash(hashkey, bitstring, bitstring, H, hashoracle, qH).
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type hashkey [fixed].
    /// expand ROM_hash(hashkey, bitstring, bitstring, H, hashoracle, qH).
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml`: `add_not_found` (called by `check_one` for every
    /// declaration) and `expand_macro_one_decl` (`Macro M already defined.`); the library
    /// `default.cvl` / `default.ocvl` for what its macros declare
    /// (`src/lint/rules/cv/library_roles.tsv`).
    pub struct DuplicateDeclaration {
        code: "CV009", language: Cv, severity: Error,
        upstream: "CryptoVerif: `x already defined.` / `Macro M already defined.`", exactness: Exact,
    }
}

impl Rule for DuplicateDeclaration {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        let roles = super::library_macro_argument::library_roles();
        // name -> where it was declared (None: built-in or by a library macro expansion).
        let mut env: HashMap<&str, Option<Span>> = HashMap::new();
        for b in BUILTIN_TYPES.iter().chain(BUILTIN_FUNCTIONS) {
            env.insert(b, None);
        }
        let mut uncertain: HashSet<&str> = HashSet::new();
        let mut own_macros: HashMap<&str, Span> = HashMap::new();
        for id in tree.named_children(tree.root()) {
            let kind = tree.node(id).kind;
            if kind == "macro_definition" {
                let Some(n) = tree.child_by_field(id, "name") else { continue };
                let name = ctx.text(n);
                if library_macros().contains_key(name) {
                    out.push(
                        self.diagnostic(ctx.span(n), format!("Macro {name} already defined."))
                            .with_note("CryptoVerif's standard library defines a macro of this name"),
                    );
                } else if let Some(first) = own_macros.get(name) {
                    let line = ctx.source.line_col(first.start).line;
                    out.push(
                        self.diagnostic(ctx.span(n), format!("Macro {name} already defined."))
                            .with_note(format!("first defined on line {line}")),
                    );
                } else {
                    own_macros.insert(name, ctx.span(n));
                }
                continue;
            }
            let mut declared: Vec<(&str, Span, Option<&str>)> = Vec::new();
            if DECLARING.contains(&kind) {
                for n in tree.children_by_field(id, "name") {
                    declared.push((ctx.text(n), ctx.span(n), None));
                }
                for c in tree.named_children(id) {
                    if tree.node(c).kind == "identifier_list" && tree.node(c).field != Some("options") {
                        declared.extend(tree.named_children(c).map(|n| (ctx.text(n), ctx.span(n), None)));
                    }
                }
            } else if kind == "expand_declaration" {
                let Some(n) = tree.child_by_field(id, "name") else { continue };
                let macro_name = ctx.text(n);
                let args = names_of(ctx, tree.child_by_field(id, "arguments"));
                let letters = match (own_macros.contains_key(macro_name), roles.get(macro_name)) {
                    (false, Some(r))
                        if r.len() == args.len() && library_macros().get(macro_name) == Some(&args.len()) =>
                    {
                        Some(*r)
                    }
                    _ => None,
                };
                for (i, &a) in args.iter().enumerate() {
                    match letters.map(|r| r[i]) {
                        Some(b'D') => declared.push((ctx.text(a), ctx.span(a), Some(macro_name))),
                        Some(b'T' | b'F') => {}
                        _ => {
                            uncertain.insert(ctx.text(a));
                        }
                    }
                }
            } else {
                continue;
            }
            for (name, span, by) in declared {
                if uncertain.contains(name) {
                    continue;
                }
                match env.get(name) {
                    Some(first) => {
                        let d = self.diagnostic(span, format!("{name} already defined."));
                        let d = match (by, first) {
                            (Some(m), Some(f)) => d.with_note(format!(
                                "the library macro {m} declares it, and line {} declares it already",
                                ctx.source.line_col(f.start).line
                            )),
                            (None, Some(f)) => {
                                d.with_note(format!("first declared on line {}", ctx.source.line_col(f.start).line))
                            }
                            (_, None) => d.with_note("a built-in or an earlier `expand` already declares it"),
                        };
                        out.push(d);
                    }
                    None => {
                        env.insert(name, Some(span));
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
        insta::assert_snapshot!(fixture(Language::Cv, &DuplicateDeclaration));
    }

    #[test]
    fn distinct_names_do_not_fire() {
        let decls = "type hashkey [fixed].\ntype key [fixed].\nexpand ROM_hash(hashkey, bitstring, key, H, hashoracle, qH).\nfun f(key): key.\nconst c1, c2: key.\nevent e(key).\ntable t(key).\ndef M(a) { fun a(key): key. }\nexpand M(g).\nexpand M(g2).\n";
        assert_eq!(
            lines(Language::Cv, &DuplicateDeclaration, &format!("{decls}channel c.\nprocess in(c, ()); out(c, ())\n")),
            Vec::<usize>::new()
        );
        assert_eq!(
            lines(Language::Ocv, &DuplicateDeclaration, &format!("{decls}process O() := return()\n")),
            Vec::<usize>::new()
        );
    }

    #[test]
    fn a_parameter_declared_twice_fires_in_oracles() {
        let text = "param N.\nparam N.\nprocess O() := return()\n";
        assert_eq!(lines(Language::Ocv, &DuplicateDeclaration, text), vec![2]);
    }
}
