use super::events_tables::{declared, uses, Sort};
use super::symbols::untyped;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an event or a table used with a different number of arguments than its
    /// declaration gives it: `event e(...)` in processes, `event(e(...))` and
    /// `inj-event(e(...))` in queries, lemmas and axioms, `insert t(...)`, `get t(...)` and
    /// `table(t(...))`.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file (`function e expects 2 arguments of types … but is here given
    /// 1 argument …`, `Table t expects 2 argument(s) but is here given 1 argument(s)`). A
    /// query whose event never matches what the process executes proves nothing.
    ///
    /// ## Example
    /// ```proverif
    /// event accept(bitstring, bitstring).
    /// query x: bitstring; event(accept(x)).
    /// process 0
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// event accept(bitstring, bitstring).
    /// query x: bitstring, y: bitstring; event(accept(x, y)).
    /// process 0
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`: `get_event_fun`, `get_table_fun`, and the `Table t
    /// expects` checks of `check_process` (`PGet`) and `check_et` (`PPGet`); ProVerif manual,
    /// sections 3.2 and 4.1.4.
    pub struct EventTableArity {
        code: "PV010", language: Pv, severity: Error,
        upstream: "ProVerif: `function e expects N argument(s) … but is here given M argument(s)` (events) / `table t expects …` / `Table t expects N argument(s) but is here given M argument(s)`",
        exactness: Exact,
    }
}

impl Rule for EventTableArity {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        if untyped(ctx) {
            return;
        }
        // With key compromise, ProVerif adds a session id argument to every event.
        let key_compromise = ctx.nodes_of_kind("set_declaration").any(|s| {
            ctx.tree.child_by_field(s, "name").is_some_and(|n| ctx.text(n) == "keyCompromise")
                && ctx.tree.child_by_field(s, "value").is_some_and(|v| ctx.text(v).trim_matches('"') != "none")
        });
        let d = declared(ctx);
        for u in uses(ctx) {
            let name = ctx.text(u.name);
            if d.expanded.iter().any(|e| e == name) {
                continue;
            }
            let (expected, what) = match u.sort {
                Sort::Event if key_compromise => continue,
                Sort::Event => (d.events.get(name), "event"),
                Sort::Table => (d.tables.get(name), "table"),
            };
            let Some(&Some(expected)) = expected else { continue };
            if expected != u.given {
                out.push(self.diagnostic(
                    ctx.span(u.at),
                    format!("{what} {name} expects {expected} argument(s) but is here given {} argument(s)", u.given),
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
        insta::assert_snapshot!(fixture(&EventTableArity));
    }

    #[test]
    fn right_arities_pass() {
        let text = "event e(bitstring, bitstring).\nevent f.\ntable t(bitstring, nat).\nfree c: channel.\n\
                    query x: bitstring, y: bitstring; inj-event(e(x, y)) ==> event(f).\n\
                    process new n: bitstring; event f; insert t(n, 0); get t(y, =0) in event e(y, n); out(c, y)\n";
        assert_eq!(lines(&EventTableArity, text), Vec::<usize>::new());
    }

    #[test]
    fn key_compromise_adds_an_argument() {
        let text = "set keyCompromise = approx.\nevent e(bitstring).\nprocess new n: bitstring; event e(n)\n";
        assert_eq!(lines(&EventTableArity, text), Vec::<usize>::new());
    }

    #[test]
    fn untyped_front_end_passes() {
        assert_eq!(
            lines_in(&EventTableArity, "a.pi", "free c.\nprocess event e(c, c); event e(c)\n"),
            Vec::<usize>::new()
        );
    }
}
