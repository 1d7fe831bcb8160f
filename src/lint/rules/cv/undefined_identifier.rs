use std::collections::{HashMap, HashSet};

use super::symbols::{occurrence, top_level, unchecked_definitions, Occurrence, BUILTIN_FUNCTIONS};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a name used inside a term (a function applied, or a variable, constant or
    /// replication index read) that nothing in its scope declares: no declaration (`fun`,
    /// `const`, `letfun`, `table`, `event`…), no binder (oracle or process parameter, `foreach`
    /// or `!` index, `new`/`<-R`, `let`/`<-` pattern, `find` index, `get` pattern, `forall`,
    /// query or equivalence variable), no argument of an `expand` (the library macro declares
    /// it), and not a built-in (`true`, `false`, `not`). A name declared inside a `def` body is
    /// local to that body (CryptoVerif renames it at each expansion), so it is not visible
    /// outside, not even in another macro that expands this one. As CryptoVerif checks a
    /// macro body where it is expanded, a `letfun` body where it is applied and a process
    /// definition where it is called, uses inside definitions nothing checked uses are not
    /// checked.
    ///
    /// The check is global within a scope: it does not follow the order of declarations nor
    /// the exact extent of each process binder, so it fires only on names declared nowhere
    /// around the use (typos, a deleted separator that glued two names, `definedd(x)`).
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file (`x not defined.`, `f not defined. Expected a function.`,
    /// `x not defined. Expected a variable or a function (letfun forbidden).`). A misspelt
    /// `defined(…)` in a `find` condition becomes the application of an unknown function.
    ///
    /// ## Example
    /// ```cryptoverif
    /// param N.
    /// type key [fixed].
    /// channel c.
    /// process ! i <= N in(c, ()); new k: key;
    ///   find j <= N suchthat definedd(k[j]) then out(c, ()) else out(c, ())
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// param N.
    /// type key [fixed].
    /// channel c.
    /// process ! i <= N in(c, ()); new k: key;
    ///   find j <= N suchthat defined(k[j]) then out(c, ()) else out(c, ())
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml`: `check_term` (`s not defined. Expected a function.`,
    /// `s not defined`), `check_term1` and the renaming of macro-local identifiers in
    /// `expand_macros` (`examplesnd/test/bug_macro_expand.cv`).
    pub struct UndefinedIdentifier {
        code: "CV004", language: Cv, severity: Error,
        upstream: "CryptoVerif: `x not defined.` / `f not defined. Expected a function.`",
        exactness: Exact,
    }
}

/// The innermost `def` around `id`, if any.
fn macro_of(ctx: &LintContext, id: NodeId) -> Option<NodeId> {
    ctx.tree.ancestor(id, "macro_definition")
}

impl Rule for UndefinedIdentifier {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // name -> scopes declaring it (None: the top level; Some(def): inside that macro body).
        let mut declared: HashMap<&str, HashSet<Option<NodeId>>> = HashMap::new();
        let mut uses = Vec::new();
        for id in ctx.nodes_of_kind("identifier") {
            match occurrence(ctx, id) {
                // Events are CV010's.
                Occurrence::Opaque | Occurrence::Event => {}
                Occurrence::Other => {
                    declared.entry(ctx.text(id)).or_default().insert(macro_of(ctx, id));
                }
                o => uses.push((id, o)),
            }
        }
        let unchecked = unchecked_definitions(ctx);
        for (id, how) in uses {
            let name = ctx.text(id);
            if BUILTIN_FUNCTIONS.contains(&name) || unchecked.contains(&top_level(ctx, id)) {
                continue;
            }
            let def = macro_of(ctx, id);
            let visible = declared
                .get(name)
                .is_some_and(|scopes| scopes.contains(&None) || (def.is_some() && scopes.contains(&def)));
            if visible {
                continue;
            }
            let local_elsewhere = declared.contains_key(name);
            let d = match how {
                Occurrence::Function => {
                    self.diagnostic(ctx.span(id), format!("{name} not defined. Expected a function."))
                }
                _ => self.diagnostic(ctx.span(id), format!("{name} not defined.")),
            };
            let d = if local_elsewhere {
                d.with_note(format!(
                    "`{name}` is declared only inside a `def` body: CryptoVerif renames such names at each expansion, so they are not visible here"
                ))
            } else if name.starts_with("def") && how == Occurrence::Function {
                d.with_help("did you mean `defined(…)`?")
            } else {
                d.with_help(format!("declare `{name}`, bind it, or fix the spelling"))
            };
            out.push(d);
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
        insta::assert_snapshot!(fixture(Language::Cv, &UndefinedIdentifier));
    }

    #[test]
    fn oracle_fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(Language::Ocv, &UndefinedIdentifier));
    }

    #[test]
    fn bound_names_do_not_fire_cv() {
        let text = "param N.\ntype key [fixed].\ntype hashkey [fixed].\nparam qH.\nexpand ROM_hash(hashkey, bitstring, key, H, Hor, qH).\nfun enc(bitstring, key): bitstring.\nconst zero: bitstring.\ntable keys(N, key).\nevent e(key).\nquery x: key; event(e(x)) ==> false.\nchannel c.\nletfun lf(x: key) = enc((x, zero), x).\nlet P(k: key) = in(c, y: bitstring); let z = enc(y, k) in let (u: bitstring, v: bitstring) = y in\n  find j <= N suchthat defined(z[j]) && z[j] = y then out(c, (z, u, v)) else out(c, not(true)).\nprocess in(c, ()); new hk: hashkey; new k: key; (! i <= N P(k)) | (k2 <-R key; insert keys(i, k2); get keys(=i, k3) in event e(k3); out(c, (H(hk, k3), lf(k2))))\n";
        assert_eq!(lines(Language::Cv, &UndefinedIdentifier, text), Vec::<usize>::new());
    }

    #[test]
    fn bound_names_do_not_fire_ocv() {
        let text = "param N.\ntype key [fixed].\nfun f(key): key.\nequiv(f) foreach i <= N do k <-R key; O() := return(f(k)) <=(0)=> foreach i <= N do k <-R key; O() := return(k).\nlet Q(k: key) = O(x: key) := if x = k then return(f(x)) else return(k).\nprocess O0() := k <-R key; return(); (foreach i <= N do run Q(k))\n";
        assert_eq!(lines(Language::Ocv, &UndefinedIdentifier, text), Vec::<usize>::new());
    }

    #[test]
    fn unexpanded_macro_bodies_are_not_checked() {
        let text =
            "def M(t) { fun g(t): t. equation forall x: t; g(x) = h(x). }\nchannel c.\nprocess in(c, ()); out(c, ())\n";
        assert_eq!(lines(Language::Cv, &UndefinedIdentifier, text), Vec::<usize>::new());
    }

    #[test]
    fn unused_letfuns_and_processes_are_not_checked() {
        let text = "type Z [fixed].\nletfun keygen() = new x: Z; (x, exp(Gx)).\nchannel c.\nlet P() = out(c, Gx).\nprocess in(c, ()); out(c, ())\n";
        assert_eq!(lines(Language::Cv, &UndefinedIdentifier, text), Vec::<usize>::new());
        let used = text.replace("out(c, ())\n", "out(c, keygen())\n");
        assert_eq!(lines(Language::Cv, &UndefinedIdentifier, &used), vec![2, 2]);
    }

    #[test]
    fn names_local_to_another_macro_fire() {
        let text = "def A() { const s: bool. }\ndef B(c1) {\n expand A().\n equation c1 = s.\n}\nconst t: bool.\nexpand B(t).\nchannel c.\nprocess in(c, ()); out(c, ())\n";
        assert_eq!(lines(Language::Cv, &UndefinedIdentifier, text), vec![4]);
    }

    #[test]
    fn a_misspelt_defined_fires_in_both_front_ends() {
        let cv = "param N.\ntype key [fixed].\nchannel c.\nprocess ! i <= N in(c, ()); new k: key;\n find j <= N suchthat definedd(k[j]) then out(c, ()) else out(c, ())\n";
        assert_eq!(lines(Language::Cv, &UndefinedIdentifier, cv), vec![5]);
        let ocv = "param N.\ntype key [fixed].\nprocess foreach i <= N do O() := k <-R key;\n find j <= N suchthat definedd(k[j]) then return() else return()\n";
        assert_eq!(lines(Language::Ocv, &UndefinedIdentifier, ocv), vec![4]);
    }
}
