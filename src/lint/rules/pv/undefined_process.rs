use super::symbols::{has_macros, untyped};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a call of a process macro that no earlier `let P(...) = ...` defines.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file with `process P not defined`. A process must be defined
    /// before it is used (so a process cannot call itself or a process defined further down),
    /// and a misspelt `out` or `in` at the start of a process is read as a process call too.
    ///
    /// ## Example
    /// ```proverif
    /// free c: channel.
    /// process Alice
    /// let Alice = out(c, c).
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// free c: channel.
    /// let Alice = out(c, c).
    /// process Alice
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`, `check_process` on `PLetDef`; ProVerif manual,
    /// section 3.1.4 (process macros).
    pub struct UndefinedProcess {
        code: "PV002", language: Pv, severity: Error,
        upstream: "ProVerif: `process P not defined`", exactness: Exact,
    }
}

impl Rule for UndefinedProcess {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // Library macros (`expand`) may define processes cfb cannot see.
        if has_macros(ctx) {
            return;
        }
        // The untyped front end (`.pi`) resolves process macros after reading the whole file.
        let anywhere = untyped(ctx);
        for (call, parent) in ctx.references_naming("process_call") {
            // The call's name is a reference to a process (`locals.scm`), so it resolves to the
            // file's process of that name, if any.
            let start = ctx.span(parent).start;
            let defs = ctx.definition_spans(call, "process");
            if defs.iter().any(|d| anywhere || d.end <= start) {
                continue;
            }
            let name = ctx.text(call.node);
            let message = if defs.is_empty() {
                format!("process {name} not defined")
            } else {
                format!("process {name} not defined (it is defined later or calls itself)")
            };
            out.push(self.diagnostic(call.span, message));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UndefinedProcess));
    }

    #[test]
    fn a_process_defined_before_passes() {
        let text = "free c: channel.\nlet A = out(c, c).\nlet B = A | A.\nprocess B\n";
        assert!(lines(&UndefinedProcess, text).is_empty());
    }

    #[test]
    fn self_call_fires() {
        let text = "free c: channel.\nlet A = out(c, c); A.\nprocess A\n";
        assert_eq!(lines(&UndefinedProcess, text), vec![2]);
    }
}
