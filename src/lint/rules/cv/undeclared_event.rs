use std::collections::{HashMap, HashSet};

use super::symbols::{names_of, occurrence, top_level, unchecked_definitions, Occurrence};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an event that no `event` declaration introduces, where a query (`event(e(…))`,
    /// `inj-event(e(…))`) or a process (`event e(…)`, `event_abort e`) names it: either the name
    /// is declared nowhere (nor passed to an `expand`, whose macro may declare it), or it is
    /// declared only as something else (a function, a constant, a table…).
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file (`e not defined. Expected an event.`, `e was previously
    /// declared as a function. Expected an event.`). A query about a misspelt event would
    /// otherwise be about an event that never happens.
    ///
    /// ## Example
    /// ```cryptoverif
    /// type host [bounded].
    /// event endB(host).
    /// query h: host; event(endb(h)) ==> false.
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type host [bounded].
    /// event endB(host).
    /// query h: host; event(endB(h)) ==> false.
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/stringmap.ml`, `get_event`, called from `check_query` and from
    /// `check_oprocess` (`PEvent`, `PEventAbort`) in `src/syntax.ml`.
    pub struct UndeclaredEvent {
        code: "CV010", language: Cv, severity: Error,
        upstream: "CryptoVerif: `e not defined. Expected an event.`", exactness: Exact,
    }
}

/// Top-level declaration kinds and the word CryptoVerif's `decl_name` uses for them.
const KINDS: &[(&str, &str)] = &[
    ("function_declaration", "function"),
    ("constant_declaration", "function"),
    ("letfun_declaration", "function declared by letfun"),
    ("parameter_declaration", "parameter"),
    ("probability_declaration", "probability"),
    ("type_declaration", "type"),
    ("channel_declaration", "channel"),
    ("table_declaration", "table"),
    ("process_definition", "process"),
];

impl Rule for UndeclaredEvent {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        let mut events: HashSet<&str> = HashSet::new();
        let mut others: HashMap<&str, &str> = HashMap::new();
        for id in tree.named_children(tree.root()) {
            let kind = tree.node(id).kind;
            let mut names: Vec<&str> = tree.children_by_field(id, "name").map(|n| ctx.text(n)).collect();
            for c in tree.named_children(id) {
                if tree.node(c).kind == "identifier_list" && kind != "expand_declaration" && kind != "macro_definition"
                {
                    names.extend(tree.named_children(c).map(|n| ctx.text(n)));
                }
            }
            if kind == "event_declaration" {
                events.extend(names);
            } else if kind == "expand_declaration" {
                // The macro may declare events among its arguments.
                events.extend(names_of(ctx, tree.child_by_field(id, "arguments")).into_iter().map(|a| ctx.text(a)));
            } else if let Some((_, word)) = KINDS.iter().find(|(k, _)| *k == kind) {
                for n in names {
                    others.insert(n, word);
                }
            }
        }
        // How often each name occurs other than as a use (declarations and binders).
        let mut bound: HashMap<&str, usize> = HashMap::new();
        for id in ctx.nodes_of_kind("identifier") {
            if occurrence(ctx, id) == Occurrence::Other {
                *bound.entry(ctx.text(id)).or_default() += 1;
            }
        }
        let unchecked = unchecked_definitions(ctx);
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in ctx.nodes_of_kind("identifier") {
            if occurrence(ctx, id) != Occurrence::Event || in_macro[id] || unchecked.contains(&top_level(ctx, id)) {
                continue;
            }
            let name = ctx.text(id);
            if events.contains(name) {
                continue;
            }
            match (bound.get(name).copied().unwrap_or(0), others.get(name)) {
                (0, _) => out.push(
                    self.diagnostic(ctx.span(id), format!("{name} not defined. Expected an event."))
                        .with_help(format!("declare it with `event {name}(…).` or fix the spelling")),
                ),
                (1, Some(word)) => out.push(self.diagnostic(
                    ctx.span(id),
                    format!("{name} was previously declared as a {word}. Expected an event."),
                )),
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
        insta::assert_snapshot!(fixture(Language::Cv, &UndeclaredEvent));
    }

    #[test]
    fn declared_events_do_not_fire() {
        let decls = "type host [bounded].\nevent endB(host).\nevent bad.\nquery h: host; inj-event(endB(h)) ==> false.\nquery event(bad) ==> false.\n";
        let cv = format!("{decls}channel c.\nprocess in(c, h: host); event endB(h); event_abort bad\n");
        assert_eq!(lines(Language::Cv, &UndeclaredEvent, &cv), Vec::<usize>::new());
        let ocv = format!("{decls}process O(h: host) := event endB(h); event_abort bad\n");
        assert_eq!(lines(Language::Ocv, &UndeclaredEvent, &ocv), Vec::<usize>::new());
    }

    #[test]
    fn an_undeclared_event_in_an_oracle_fires() {
        let text = "type host [bounded].\nevent endB(host).\nprocess O(h: host) := event endb(h); return()\n";
        assert_eq!(lines(Language::Ocv, &UndeclaredEvent, text), vec![3]);
    }
}
