use super::events_tables::{declared, uses, Sort};
use super::symbols::untyped;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an event that no `event` declaration introduces, used in a process
    /// (`event e(...)`) or in a query, lemma or axiom (`event(e(...))`, `inj-event(e(...))`),
    /// and a table that no `table` declaration introduces, used by `insert`, `get` or a
    /// `table(t(...))` fact. An argument of `expand` counts as declared.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file (`event e not defined`, `table t not defined`). A query on a
    /// misspelt event could never be proved false by the process, so ProVerif insists.
    ///
    /// ## Example
    /// ```proverif
    /// event beginA(bitstring).
    /// query x: bitstring; event(endB(x)) ==> event(beginA(x)).
    /// process 0
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// event beginA(bitstring).
    /// event endB(bitstring).
    /// query x: bitstring; event(endB(x)) ==> event(beginA(x)).
    /// process 0
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`: `get_event_fun`, `get_table_fun` (used by
    /// `check_process`, `check_et` and the query checks `check_event`); ProVerif manual,
    /// sections 3.2 (events) and 4.1.4 (tables).
    pub struct UndeclaredEventOrTable {
        code: "PV009", language: Pv, severity: Error,
        upstream: "ProVerif: `event e not defined` / `table t not defined`",
        exactness: Exact,
    }
}

impl Rule for UndeclaredEventOrTable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // The untyped front end has no event or table declarations.
        if untyped(ctx) {
            return;
        }
        let d = declared(ctx);
        for u in uses(ctx) {
            let name = ctx.text(u.name);
            let (known, what) = match u.sort {
                Sort::Event => (d.events.contains_key(name), "event"),
                Sort::Table => (d.tables.contains_key(name), "table"),
            };
            if known || d.expanded.iter().any(|e| e == name) {
                continue;
            }
            out.push(
                self.diagnostic(ctx.span(u.name), format!("{what} {name} not defined"))
                    .with_help(format!("declare it with `{what} {name}(...).` or fix the spelling")),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UndeclaredEventOrTable));
    }

    #[test]
    fn declared_events_and_tables_pass() {
        let text = "event e(bitstring).\nevent f.\ntable t(bitstring).\nfree c: channel.\n\
                    query x: bitstring; event(e(x)) ==> event(f).\nquery x: bitstring; table(t(x)).\n\
                    process new n: bitstring; event f; insert t(n); get t(y) in event e(y); out(c, y)\n";
        assert_eq!(lines(&UndeclaredEventOrTable, text), Vec::<usize>::new());
    }

    #[test]
    fn expanded_and_macro_events_pass() {
        let text = "def M(e) { event e. event g. let P = event g. }\nexpand M(ev).\nprocess event ev\n";
        assert_eq!(lines(&UndeclaredEventOrTable, text), Vec::<usize>::new());
    }

    #[test]
    fn untyped_front_end_passes() {
        assert_eq!(lines_in(&UndeclaredEventOrTable, "a.pi", "free c.\nprocess event e(c)\n"), Vec::<usize>::new());
    }
}
