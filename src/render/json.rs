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

#[derive(Serialize)]
pub struct JsonDiagnostic<'a> {
    pub severity: Severity,
    pub code: &'a str,
    pub message: &'a str,
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
}

pub fn to_json(report: &FileReport) -> JsonFile<'_> {
    JsonFile {
        path: &report.path,
        lang: report.language.id(),
        ok: report.ok(),
        diagnostics: report
            .diagnostics
            .iter()
            .map(|d| {
                let start = report.source.line_col(d.span.start);
                let end = report.source.line_col(d.span.end);
                JsonDiagnostic {
                    severity: d.severity,
                    code: &d.code,
                    message: &d.message,
                    line: start.line,
                    column: start.column,
                    end_line: end.line,
                    end_column: end.column,
                }
            })
            .collect(),
    }
}

/// The report as one line of JSON.
pub fn render(report: &FileReport) -> String {
    serde_json::to_string(&to_json(report)).expect("report serializes")
}
