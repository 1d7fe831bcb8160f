//! Test harness of the ProVerif and CryptoVerif rules: a fixture file whose first comment
//! lists the lines that must fire (`(* fires: 3, 7 *)`), and inline snippets.

use std::path::Path;

use crate::language::Language;
use crate::lint::{lint, LintOptions};
use crate::render::{human, FileReport};
use crate::source::SourceFile;

/// Lines (1-based) on which `code` fires in `text`, linted as a file called `name`.
pub fn fired_lines(language: Language, name: &str, text: &str, code: &str) -> Vec<usize> {
    let source = SourceFile::new(name, text);
    lint(language, Some(Path::new(name)), &source, &LintOptions::default())
        .iter()
        .filter(|d| d.code == code)
        .map(|d| source.line_col(d.span.start).line)
        .collect()
}

/// Checks the fixture `tests/fixtures/lint/<dir>/<code>.<ext>` and returns the human rendering
/// of the rule's diagnostics (for a snapshot).
pub fn check_fixture(language: Language, dir: &str, code: &str, ext: &str) -> String {
    let rel = format!("tests/fixtures/lint/{dir}/{code}.{ext}");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(&rel);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let expected = expected_lines(&text);
    let source = SourceFile::new(rel.clone(), text.clone());
    let all = lint(language, Some(Path::new(&rel)), &source, &LintOptions::default());
    assert!(
        !all.iter().any(|d| d.code == "syntax"),
        "{rel} must parse: {:?}",
        all.iter().filter(|d| d.code == "syntax").map(|d| &d.message).collect::<Vec<_>>()
    );
    let mine: Vec<_> = all.into_iter().filter(|d| d.code == code).collect();
    let lines: Vec<usize> = mine.iter().map(|d| source.line_col(d.span.start).line).collect();
    assert_eq!(lines, expected, "{rel}: lines where {code} fires");
    let report = FileReport { path: rel, language, source, diagnostics: mine };
    human::render(&report, false)
}

/// The numbers after `fires:` in the file's first comment.
fn expected_lines(text: &str) -> Vec<usize> {
    let start = text.find("(*").expect("fixture starts with a comment");
    let end = text[start..].find("*)").map(|e| start + e).expect("comment closed");
    let comment = &text[start + 2..end];
    let list = comment.split("fires:").nth(1).expect("first comment says `fires: <lines>`");
    list.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map_while(|s| s.parse().ok())
        .collect()
}
