//! `--format json`: one JSON object per file and line.

use serde::Serialize;

use super::FileReport;
use crate::diagnostic::Severity;

#[derive(Serialize)]
pub struct JsonFile<'a> {
    pub path: &'a str,
    pub lang: &'a str,
    pub ok: bool,
    pub diagnostics: Vec<JsonDiagnostic<'a>>,
}

/// A diagnostic with everything the human output shows: the place, what to do (`help`), the
/// context (`note`), the related places with their messages (`related`) and a certain repair
/// (`fix`); each is left out when there is none.
#[derive(Serialize)]
pub struct JsonDiagnostic<'a> {
    pub severity: Severity,
    pub code: &'a str,
    pub message: &'a str,
    #[serde(flatten)]
    pub place: JsonPlace,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<&'a str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<JsonRelated<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<JsonFix<'a>>,
}

#[derive(Serialize)]
pub struct JsonFix<'a> {
    pub message: &'a str,
    pub edits: Vec<JsonEdit<'a>>,
}

/// Replace bytes `start_byte..end_byte` (the same place in lines and columns) by `replacement`.
#[derive(Serialize)]
pub struct JsonEdit<'a> {
    pub start_byte: usize,
    pub end_byte: usize,
    pub start_line: usize,
    pub start_column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub replacement: &'a str,
}

/// Where: 1-based lines and columns (columns in characters), the end exclusive.
#[derive(Serialize)]
pub struct JsonPlace {
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
}

#[derive(Serialize)]
pub struct JsonRelated<'a> {
    pub message: &'a str,
    #[serde(flatten)]
    pub place: JsonPlace,
}

fn place(report: &FileReport, span: crate::diagnostic::Span) -> JsonPlace {
    let (start, end) = (report.source.line_col(span.start), report.source.line_col(span.end));
    JsonPlace { line: start.line, column: start.column, end_line: end.line, end_column: end.column }
}

pub fn to_json(report: &FileReport) -> JsonFile<'_> {
    JsonFile {
        path: &report.path,
        lang: report.language.id(),
        ok: report.ok(),
        diagnostics: report
            .diagnostics
            .iter()
            .map(|d| JsonDiagnostic {
                severity: d.severity,
                code: &d.code,
                message: &d.message,
                place: place(report, d.span),
                help: d.help.as_deref(),
                note: d.note.as_deref(),
                related: d
                    .labels
                    .iter()
                    .map(|(span, message)| JsonRelated { message, place: place(report, *span) })
                    .collect(),
                fix: d.fix.as_ref().map(|fix| JsonFix {
                    message: &fix.message,
                    edits: fix
                        .edits
                        .iter()
                        .map(|e| {
                            let p = place(report, e.span);
                            JsonEdit {
                                start_byte: e.span.start,
                                end_byte: e.span.end,
                                start_line: p.line,
                                start_column: p.column,
                                end_line: p.end_line,
                                end_column: p.end_column,
                                replacement: &e.replacement,
                            }
                        })
                        .collect(),
                }),
            })
            .collect(),
    }
}

/// The report as one line of JSON.
pub fn render(report: &FileReport) -> String {
    serde_json::to_string(&to_json(report)).expect("report serializes")
}
