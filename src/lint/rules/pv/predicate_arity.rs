use std::collections::HashMap;

use super::symbols::list_len;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a fact whose predicate is given a different number of arguments than the
    /// predicate has: its `pred` declaration, the built-in `attacker` (1) and `mess` (2), and
    /// in Horn clause files (`.horn`), where predicates need no declaration, the first use of
    /// the predicate.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file (`arity of predicate c should be 1`, or in the typed front
    /// end `predicate p expects 2 arguments … but is here given 1 argument`). It is usually a
    /// forgotten argument, or a tuple written without its brackets (`c:x,y` instead of
    /// `c:(x,y)`).
    ///
    /// ## Example
    /// ```proverif
    /// pred c/1 elimVar, decompData.
    /// reduc c:x & c:y -> c:x, y.
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// pred c/1 elimVar, decompData.
    /// reduc c:x & c:y -> c:(x, y).
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/syntax.ml` (`get_pred`, Horn clauses), `src/pisyntax.ml` (`get_pred`,
    /// untyped pi calculus), `src/pitsyntax.ml` (`get_apply_symb` on `EPred`, and the checks
    /// of `attacker`/`mess` facts); ProVerif manual, section 6.1 and appendix (Horn clauses).
    pub struct PredicateArity {
        code: "PV007", language: Pv, severity: Error,
        upstream: "ProVerif: `arity of predicate c should be N` / `predicate p expects N argument(s) … but is here given M argument(s)`",
        exactness: Exact,
    }
}

#[derive(PartialEq, Clone, Copy)]
enum FrontEnd {
    Typed,
    Pi,
    Horn,
}

impl Rule for PredicateArity {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let file = ctx.source.name.to_ascii_lowercase();
        let front_end = if file.ends_with(".pi") {
            FrontEnd::Pi
        } else if file.ends_with(".horn") {
            FrontEnd::Horn
        } else if file.ends_with(".horntype") {
            // Typed Horn clauses: predicates are typed; not checked here.
            return;
        } else {
            FrontEnd::Typed
        };
        // Declared arities (None: declared twice, left to ProVerif's own message).
        let mut arity: HashMap<String, Option<usize>> = HashMap::new();
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in ctx.nodes_of_kind("predicate_declaration") {
            if in_macro[id] {
                continue;
            }
            let Some(name) = ctx.tree.child_by_field(id, "name") else { continue };
            let n = match ctx.tree.child_by_field(id, "arity") {
                Some(a) => match ctx.text(a).parse() {
                    Ok(n) => n,
                    Err(_) => continue,
                },
                None => list_len(ctx, ctx.tree.child_by_field(id, "parameters")),
            };
            let entry = arity.entry(ctx.text(name).to_string()).or_insert(Some(n));
            if *entry != Some(n) {
                *entry = None;
            }
        }
        let declared: Vec<String> = arity.keys().cloned().collect();
        // Built-in predicates of the pi calculus front ends, unless the file declares them.
        if front_end != FrontEnd::Horn {
            arity.entry("attacker".into()).or_insert(Some(1));
            arity.entry("mess".into()).or_insert(Some(2));
        }
        for id in ctx.tree.preorder() {
            let kind = ctx.tree.node(id).kind;
            let name_field = match kind {
                "colon_fact" | "fact" | "nounif_fact" => "predicate",
                // A declared predicate applied like a function (typed clauses, conditions).
                "function_application" if front_end == FrontEnd::Typed => "function",
                _ => continue,
            };
            let Some(name_id) = ctx.tree.child_by_field(id, name_field) else { continue };
            if ctx.tree.node(name_id).kind != "identifier" {
                continue; // `table(...)`, `event(...)` in nounif
            }
            if in_macro[id] {
                continue;
            }
            let name = ctx.text(name_id);
            if kind == "function_application" && !declared.iter().any(|d| d == name) {
                continue;
            }
            // `nounif p` without arguments or brackets is a 0-ary fact only if written so.
            let given = list_len(ctx, ctx.tree.child_by_field(id, "arguments"));
            let expected = match arity.get(name) {
                Some(Some(n)) => *n,
                Some(None) => continue,
                None if front_end == FrontEnd::Horn => {
                    // Horn clauses: the first use declares the predicate.
                    arity.insert(name.to_string(), Some(given));
                    continue;
                }
                None => continue,
            };
            if given == expected {
                continue;
            }
            let message = if front_end == FrontEnd::Typed && !matches!(name, "attacker" | "mess") {
                format!("predicate {name} expects {expected} argument(s) but is here given {given} argument(s)")
            } else {
                format!("arity of predicate {name} should be {expected}, here given {given} argument(s)")
            };
            out.push(self.diagnostic(ctx.span(id), message));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&PredicateArity));
    }

    #[test]
    fn horn_first_use_fixes_the_arity() {
        let text = "pred c/1 elimVar, decompData.\nfun pk/1.\nquery c:secret[].\nreduc\nc:x & c:y -> c:(x, y);\nc:x & d:x, x -> d:x;\nc: & c:x -> c:pk(x).\n";
        assert_eq!(lines_in(&PredicateArity, "a.horn", text), vec![6, 7]);
    }

    #[test]
    fn pi_declared_and_builtin_predicates() {
        let text = "pred p/2.\nfree c.\nquery attacker:c.\nquery attacker:c,c.\nprocess if p:c then 0\n";
        assert_eq!(lines_in(&PredicateArity, "a.pi", text), vec![4, 5]);
    }

    #[test]
    fn right_arities_pass() {
        let text = "type key.\npred ok(key, bitstring).\nfree c: channel.\nfree s: bitstring [private].\nclauses forall k: key, m: bitstring; ok(k, m).\nquery attacker(s).\nprocess new k: key; in(c, m: bitstring); if ok(k, m) then out(c, m)\n";
        assert_eq!(lines(&PredicateArity, text), Vec::<usize>::new());
    }
}
