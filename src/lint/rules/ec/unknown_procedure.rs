use super::scope::{unknown_uses, Use};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a call to a procedure without a module (`retturn (p <> None);`, `r <@ f(x);`)
    /// whose name nothing declares: neither the file (as any kind of name), nor any theory of
    /// the standard library. It checks only files whose every `require` names a theory of the
    /// standard library and that make no names by `clone … rename`; calls inside proof scripts
    /// and calls through a module (`A.f(x)`) are left alone.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 stops at the call with `unknown procedure: retturn` before it looks
    /// at any proof: measured on the corpus's mutant that misspells `return` in a module.
    /// A word that is no keyword followed by brackets reads as a call.
    ///
    /// ## Example
    /// ```easycrypt
    /// module M = {
    ///   proc f () : int = { var x : int; x <- 0; retturn (x); }
    /// }.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// module M = {
    ///   proc f () : int = { var x : int; x <- 0; return x; }
    /// }.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecTyping.ml` (`trans_gamepath`, error `UnknownFunName`); the
    /// names of its `theories/` are data (`grammars/ec/stdlib/names.tsv`).
    pub struct UnknownProcedure {
        code: "EC003", language: Ec, severity: Error,
        upstream: "EasyCrypt: `unknown procedure: f`", exactness: Exact,
    }
}

impl Rule for UnknownProcedure {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for (id, name) in unknown_uses(ctx, Use::Procedure) {
            out.push(
                self.diagnostic(ctx.span(id), format!("unknown procedure: {name}"))
                    .with_help("call a procedure of this module (`proc`), or fix the spelling (`return e;`)"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing::lines;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(super::super::scope::testing::fixture(&UnknownProcedure));
    }

    #[test]
    fn a_misspelt_return_fires() {
        let text = "require import AllCore.\nmodule M = {\n  proc g () : int = { return 1; }\n  proc f () : int = {\n    var x : int;\n    x <@ g();\n    retturn (x);\n    return x;\n  }\n}.\n";
        assert_eq!(lines(Language::Ec, &UnknownProcedure, text), vec![7]);
    }

    #[test]
    fn calls_through_a_module_pass() {
        let text = "require import AllCore.\nmodule type T = { proc run () : int }.\nmodule M (A : T) = {\n  proc f () : int = {\n    var x : int;\n    x <@ A.run();\n    return x;\n  }\n}.\n";
        assert_eq!(lines(Language::Ec, &UnknownProcedure, text), Vec::<usize>::new());
    }

    #[test]
    fn an_assert_statement_is_no_call() {
        // `assert (e);` is a statement of ecParser.mly's base_instr, which EasyCrypt r2025.08 accepts
        let text = "require import AllCore.\nmodule M = {\n  proc f (x : int) : int = {\n    assert (0 < x);\n    return x;\n  }\n}.\n";
        assert_eq!(lines(Language::Ec, &UnknownProcedure, text), Vec::<usize>::new());
    }
}
