use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a SAPIC+ process call `P(…)` or `P` whose process no earlier `let P(…) = …`
    /// defines: a misspelt action (`inn(c, x)` reads as a call of a process `inn`), a process
    /// used before its definition, or a forgotten `let`.
    ///
    /// ## Why is this bad?
    /// Tamarin looks the name up among the processes defined so far while it parses the call,
    /// and refuses the file there (`process not defined: P`). A process cannot call itself or
    /// a process defined further down.
    ///
    /// ## Example
    /// ```spthy
    /// theory T begin
    /// process:
    /// new k; inn(c, k)
    /// end
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// theory T begin
    /// process:
    /// new k; in(c, x); 0
    /// end
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Text/Parser/Sapic.hs` (`checkProcess`, called for every
    /// process call with the theory parsed so far).
    pub struct UndefinedProcess {
        code: "SPTHY009",
        language: Spthy,
        severity: Error,
        upstream: "Tamarin: `process not defined: P`",
        exactness: Exact,
    }
}

impl Rule for UndefinedProcess {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for (call, parent) in ctx.references_naming("process_call") {
            // The symbol table resolves the call to the theory's process of that name, if any;
            // Tamarin reads definitions in order, so a call sees only the definitions completed
            // before it.
            let start = ctx.span(parent).start;
            let defs = ctx.definition_spans(call, "process");
            if defs.iter().any(|d| d.end <= start) {
                continue;
            }
            let text = ctx.text(call.node);
            let mut d = self.diagnostic(call.span, format!("process not defined: {text}"));
            d = if !defs.is_empty() {
                d.with_help(format!("move `let {text}` above its first use: Tamarin reads definitions in order"))
            } else {
                d.with_help("define it with `let` before this process, or correct the name (an action like `in`?)")
            };
            out.push(d.with_note("Tamarin refuses the file at the call"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::signature::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UndefinedProcess));
    }

    #[test]
    fn calls_of_earlier_definitions_do_not_fire() {
        let text = "theory T begin\nlet B(x) = out(x); 0\nlet A = new n; B(n) | B('c')\nprocess:\n!A | B('d')\nend\n";
        assert_eq!(lines(&UndefinedProcess, text), Vec::<usize>::new());
    }

    #[test]
    fn a_process_cannot_call_itself_or_a_later_one() {
        let text = "theory T begin\nlet A = out('a'); A\nlet B = C\nlet C = 0\nprocess:\nB\nend\n";
        assert_eq!(lines(&UndefinedProcess, text), vec![2, 3]);
    }
}
