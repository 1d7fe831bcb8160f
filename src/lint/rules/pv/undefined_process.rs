use super::symbols::{has_macros, inside, process_definitions, untyped};
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
        let defs = process_definitions(ctx);
        // The untyped front end (`.pi`) resolves process macros after reading the whole file.
        let anywhere = untyped(ctx);
        for id in ctx.nodes_of_kind("process_call") {
            let Some(name_id) = ctx.tree.child_by_field(id, "name") else { continue };
            let name = ctx.text(name_id);
            let defined_before = defs.get(name).is_some_and(|&d| anywhere || ctx.span(d).end <= ctx.span(id).start);
            if defined_before || inside(ctx, id, "macro_definition") {
                continue;
            }
            let message = if defs.contains_key(name) {
                format!("process {name} not defined (it is defined later or calls itself)")
            } else {
                format!("process {name} not defined")
            };
            out.push(self.diagnostic(ctx.span(name_id), message));
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
