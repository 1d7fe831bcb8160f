use super::scope::{unknown_uses, Use};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a type name (`var x : boool`) that the file does not declare, that is not one of
    /// EasyCrypt's built-in types (`unit`, `bool`, `int`, `real`, `xint`) and that no theory of
    /// the standard library declares. It checks only files whose every `require` names a
    /// theory of the standard library (a project's own theory may declare anything) and that
    /// make no names by `clone … rename`; a qualified name (`T.t`) is left alone.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 stops at the name with `unknown type name: boool` before it looks at
    /// any proof: measured on `var x : boool` in a module, `op p : int -> int -> bbool.` and
    /// `op foo : intt = 2.` (in the corpus's mutants).
    ///
    /// ## Example
    /// ```easycrypt
    /// require import AllCore.
    /// op p : int -> bbool.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// require import AllCore.
    /// op p : int -> bool.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecTyping.ml` (`transty`, error `UnknownTypeName`); the names of
    /// its `theories/` are data (`grammars/ec/stdlib/names.tsv`).
    pub struct UnknownType {
        code: "EC001", language: Ec, severity: Error,
        upstream: "EasyCrypt: `unknown type name: t`", exactness: Exact,
    }
}

impl Rule for UnknownType {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for (id, name) in unknown_uses(ctx, Use::Type) {
            out.push(
                self.diagnostic(ctx.span(id), format!("unknown type name: {name}"))
                    .with_help("declare it with `type` or fix the spelling (built-in types: unit, bool, int, real)"),
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
        insta::assert_snapshot!(super::super::scope::testing::fixture(&UnknownType));
    }

    #[test]
    fn a_misspelt_type_fires() {
        let text = "require import AllCore.\ntype key.\nop p : int -> bbool.\nop k : key = witness.\nmodule M = {\n  var x : boool\n}.\n";
        assert_eq!(lines(Language::Ec, &UnknownType, text), vec![3, 6]);
    }

    #[test]
    fn declared_builtin_and_library_types_pass() {
        let text = "require import AllCore List Distr.\ntype 'a t.\nop l : int list = [].\nop d : bool distr.\nop u : int t.\nop r : real * unit.\n";
        assert_eq!(lines(Language::Ec, &UnknownType, text), Vec::<usize>::new());
    }

    #[test]
    fn a_project_theory_makes_the_scope_unknown() {
        let text = "require import AllCore MyTypes.\nop p : int -> bbool.\n";
        assert_eq!(lines(Language::Ec, &UnknownType, text), Vec::<usize>::new());
        let text = "require import AllCore.\nclone import Ring as R rename \"t\" as \"bbool\".\nop p : bbool.\n";
        assert_eq!(lines(Language::Ec, &UnknownType, text), Vec::<usize>::new());
    }

    /// A project's own theory beside the file is read: its names are known, a misspelt one is
    /// not; a theory that is not there, or that requires itself, leaves the file unchecked.
    #[test]
    fn a_theory_beside_the_file_is_read() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("Lib.ec"), "require import AllCore.\ntype boolish.\n").unwrap();
        std::fs::write(dir.path().join("Mid.eca"), "require import Lib.\ntype tt2 = boolish.\n").unwrap();
        let lint = |text: &str| {
            let source = crate::source::SourceFile::new(dir.path().join("main.ec").display().to_string(), text);
            crate::lint::rules::testing::run(Language::Ec, &UnknownType, &source)
                .iter()
                .map(|d| source.line_col(d.span.start).line)
                .collect::<Vec<_>>()
        };
        assert_eq!(lint("require import Mid.\nop a : boolish.\nop b : tt2.\nop c : boolsh.\n"), vec![4]);
        assert_eq!(lint("require import Mid Missing.\nop c : boolsh.\n"), Vec::<usize>::new());
        // A theory that requires itself (through another) is not read.
        std::fs::write(dir.path().join("Loop.ec"), "require import Back.\ntype l.\n").unwrap();
        std::fs::write(dir.path().join("Back.ec"), "require import Loop.\ntype b.\n").unwrap();
        assert_eq!(lint("require import Loop.\nop c : boolsh.\n"), Vec::<usize>::new());
    }
}
