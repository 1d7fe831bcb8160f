use std::collections::HashMap;

use super::symbols::{names_of, occurrence, top_level, unchecked_definitions, Occurrence};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a function, `letfun`, table or process applied to another number of arguments
    /// than its declaration has parameters: `f(…)` in a term for a `fun` or `letfun`,
    /// `insert t(…)` and `get t(…)` for a `table`, and a call of a process defined with
    /// `let P(…) = …` (in `.ocv` files `run P(…)`). It checks only names declared once, at the
    /// top level, and nowhere else bound. As CryptoVerif checks a process body where it is
    /// called and a letfun body where it is applied, it skips definitions nothing checked
    /// uses.
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file (`Process P expects 1 argument(s), but is here given 0
    /// argument(s)`, `Letfun f expects …`, `Table t expects …`, `Unexpected number of
    /// arguments`).
    ///
    /// ## Example
    /// ```cryptoverif
    /// type key [fixed].
    /// param N.
    /// let Enc(k: key) = O(x: key) := return(x).
    /// process O0() := k <-R key; return(); foreach i <= N do run Enc()
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type key [fixed].
    /// param N.
    /// let Enc(k: key) = O(x: key) := return(x).
    /// process O0() := k <-R key; return(); foreach i <= N do run Enc(k)
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml`: `check_process` / `check_oprocess` (`PLetDef`),
    /// `check_term1` (`Letfun s expects …`), the `get`/`insert` cases of `check_term` and
    /// `check_oprocess` (`Table t expects …`), and `check_type_list` in `src/stringmap.ml`
    /// (`Unexpected number of arguments`).
    pub struct WrongArity {
        code: "CV005", language: Cv, severity: Error,
        upstream: "CryptoVerif: `Process P expects N argument(s), but is here given K argument(s)` (also letfuns, tables, functions)",
        exactness: Exact,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Function,
    Letfun,
    Table,
    Process,
}

/// The number of names in a `typed_variable_list` (`x, y: T, z: U` has three).
fn typed_count(ctx: &LintContext, list: Option<NodeId>) -> usize {
    let Some(list) = list else { return 0 };
    ctx.tree.named_children(list).map(|tv| ctx.tree.children_by_field(tv, "name").count().max(1)).sum()
}

/// The number of arguments in a `term_list`/`pattern_list` (0 when absent).
fn count(ctx: &LintContext, list: Option<NodeId>) -> usize {
    names_of(ctx, list).into_iter().filter(|&n| !ctx.tree.node(n).is_extra).count()
}

impl Rule for WrongArity {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        // Every declaring occurrence of a name (a name declared or bound twice is skipped).
        let mut declarations: HashMap<&str, usize> = HashMap::new();
        let naming_equivalence = ctx.nodes_inside("equivalence_name");
        for id in ctx.nodes_of_kind("identifier") {
            let node = tree.node(id);
            let naming_use = node.field == Some("table")
                || (node.field == Some("name") && node.parent.is_some_and(|p| tree.node(p).kind == "call_process"));
            if occurrence(ctx, id) == Occurrence::Other && !naming_use && !naming_equivalence[id] {
                *declarations.entry(ctx.text(id)).or_default() += 1;
            }
        }
        // Top-level declarations with a known number of parameters.
        let mut arity: HashMap<&str, (Kind, usize)> = HashMap::new();
        for id in tree.named_children(tree.root()) {
            let node = tree.node(id);
            let Some(name) = tree.child_by_field(id, "name") else { continue };
            let params = tree.child_by_field(id, "parameters");
            let entry = match node.kind {
                "function_declaration" => (Kind::Function, count(ctx, params)),
                "table_declaration" => (Kind::Table, count(ctx, params)),
                "letfun_declaration" => (Kind::Letfun, typed_count(ctx, params)),
                "process_definition" => (Kind::Process, typed_count(ctx, params)),
                _ => continue,
            };
            arity.insert(ctx.text(name), entry);
        }
        arity.retain(|name, _| declarations.get(name) == Some(&1));
        let known = |name: &str, kind: Kind| arity.get(name).filter(|(k, _)| *k == kind).map(|(_, n)| *n);

        let unchecked = unchecked_definitions(ctx);
        let in_macro = ctx.nodes_inside("macro_definition");
        let skipped = |id: NodeId| unchecked.contains(&top_level(ctx, id)) || in_macro[id];
        for c in ctx.nodes_of_kind("call_process") {
            if skipped(c) {
                continue;
            }
            let Some(name) = tree.child_by_field(c, "name") else { continue };
            let s = ctx.text(name);
            let Some(expected) = known(s, Kind::Process) else { continue };
            let given = count(ctx, tree.child_by_field(c, "arguments"));
            if given != expected {
                out.push(self.diagnostic(
                    ctx.span(name),
                    format!("Process {s} expects {expected} argument(s), but is here given {given} argument(s)"),
                ));
            }
        }

        for id in ctx.nodes_of_kind("identifier") {
            if skipped(id) {
                continue;
            }
            let s = ctx.text(id);
            let Some(p) = tree.node(id).parent else { continue };
            match (tree.node(p).kind, tree.node(id).field) {
                ("application", Some("function")) if occurrence(ctx, id) == Occurrence::Function => {
                    let given = count(ctx, tree.child_by_field(p, "arguments"));
                    if let Some(expected) = known(s, Kind::Letfun) {
                        if given != expected {
                            out.push(self.diagnostic(
                                ctx.span(id),
                                format!(
                                    "Letfun {s} expects {expected} argument(s), but is here given {given} argument(s)"
                                ),
                            ));
                        }
                    } else if let Some(expected) = known(s, Kind::Function) {
                        // Event applications `event e(…)` name events, not functions.
                        if given != expected {
                            out.push(
                                self.diagnostic(ctx.span(id), "Unexpected number of arguments".to_string()).with_note(
                                    format!(
                                    "function {s} is declared with {expected} argument(s); here it is given {given}"
                                ),
                                ),
                            );
                        }
                    }
                }
                (
                    "insert_process" | "insert_term" | "insert_body" | "get_process" | "get_term" | "get_body",
                    Some("table"),
                ) => {
                    let Some(expected) = known(s, Kind::Table) else { continue };
                    let list = tree.named_children(p).find(|&c| {
                        matches!(tree.node(c).kind, "term_list" | "pattern_list") && tree.node(c).field.is_none()
                    });
                    let given = count(ctx, list);
                    if given != expected {
                        out.push(self.diagnostic(
                            ctx.span(id),
                            format!("Table {s} expects {expected} argument(s), but is here given {given} argument(s)"),
                        ));
                    }
                }
                _ => {}
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
        insta::assert_snapshot!(fixture(Language::Ocv, &WrongArity));
    }

    #[test]
    fn channel_fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(Language::Cv, &WrongArity));
    }

    #[test]
    fn right_arities_do_not_fire_ocv() {
        let text = "param N.\ntype key [fixed].\ntable t(key, key).\nfun f(key): key.\nletfun g(a: key, b: key) = f(a).\nlet Q(k: key) = O(x: key) := insert t(x, k); get t(=x, y) in return(f(y), g(x, y)) else return(k).\nprocess O0() := k <-R key; return(); (foreach i <= N do run Q(k))\n";
        assert_eq!(lines(Language::Ocv, &WrongArity, text), Vec::<usize>::new());
    }

    #[test]
    fn right_arities_do_not_fire_cv() {
        let text = "param N.\ntype key [fixed].\nfun f(key, key): key.\nchannel c.\nlet P(k: key, k2: key) = in(c, x: key); out(c, f(x, k)).\nprocess in(c, ()); new k: key; (! i <= N P(k, k))\n";
        assert_eq!(lines(Language::Cv, &WrongArity, text), Vec::<usize>::new());
    }

    #[test]
    fn unreached_processes_are_not_checked() {
        let text = "type key [fixed].\nchannel c.\nlet P(k: key) = out(c, k).\nlet Unused() = P().\nprocess in(c, ()); new k: key; P(k)\n";
        assert_eq!(lines(Language::Cv, &WrongArity, text), Vec::<usize>::new());
    }

    #[test]
    fn shadowed_names_are_skipped() {
        let text = "type key [fixed].\nfun f(key): key.\nchannel c.\nprocess in(c, (f: key)); out(c, f(f, f))\n";
        assert_eq!(lines(Language::Cv, &WrongArity, text), Vec::<usize>::new());
    }
}
