//! Test harness shared by the rule tests: run one rule alone on a text or on its fixture
//! `tests/fixtures/lint/<lang>/<CODE>.<ext>`, whose first line lists the lines that must fire.

use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::language::Language;
use crate::lint::rule::{LintContext, Rule};
use crate::render::{human, FileReport};
use crate::source::SourceFile;

/// The diagnostics of `rule` alone on `source` (which must parse), in document order.
pub fn run(language: Language, rule: &dyn Rule, source: &SourceFile) -> Vec<Diagnostic> {
    let (tree, symbols) =
        crate::symbols::analyze(language, None, &source.text).expect("grammar of the rule's language");
    assert!(tree.errors().next().is_none(), "syntax error in test input:\n{}", source.text);
    let ctx = LintContext::new(language, source, &tree, &symbols);
    let mut out = Vec::new();
    rule.check(&ctx, &mut out);
    out.sort_by_key(|d| (d.span.start, d.span.end));
    for d in &out {
        assert_eq!(d.code, rule.meta().code);
        assert_eq!(d.severity, rule.meta().severity);
    }
    out
}

/// The 1-based lines the diagnostics of `rule` start on in `text` (one per diagnostic).
pub fn lines(language: Language, rule: &dyn Rule, text: &str) -> Vec<usize> {
    let source = SourceFile::new(format!("test.{}", language.spec().front_ends[0].extension), text);
    run(language, rule, &source).iter().map(|d| source.line_col(d.span.start).line).collect()
}

/// The 1-based line and the message of each diagnostic of `rule` in `text`.
pub fn messages(language: Language, rule: &dyn Rule, text: &str) -> Vec<(usize, String)> {
    let source = SourceFile::new(format!("test.{}", language.spec().front_ends[0].extension), text);
    run(language, rule, &source).into_iter().map(|d| (source.line_col(d.span.start).line, d.message)).collect()
}

/// Runs `rule` on its fixture, hands the fired lines to `check` together with the lines the
/// fixture's first line lists, and returns the human rendering (for a snapshot).
pub fn fixture(language: Language, rule: &dyn Rule, check: impl FnOnce(Vec<usize>, Vec<usize>, &str)) -> String {
    let ext = language.spec().front_ends[0].extension;
    let rel = format!("tests/fixtures/lint/{}/{}.{ext}", language.id(), rule.meta().code);
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(&rel)).expect(&rel);
    let first = text.lines().next().unwrap_or("");
    let expected: Vec<usize> =
        first.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(|s| s.parse().unwrap()).collect();
    let source = SourceFile::new(rel.clone(), text);
    let diagnostics = run(language, rule, &source);
    let got: Vec<usize> = diagnostics.iter().map(|d| source.line_col(d.span.start).line).collect();
    check(got, expected, &rel);
    human::render(&FileReport { path: rel, language, source, diagnostics }, false)
}
