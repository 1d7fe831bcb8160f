//! `--format human`: ariadne reports with the file, line, column and a caret under the spot.

use ariadne::{Color, Config, Label, Report, ReportKind, Source};

use super::FileReport;
use crate::diagnostic::Severity;

/// Renders every diagnostic of the report; `color` adds terminal colours.
pub fn render(report: &FileReport, color: bool) -> String {
    let mut out = Vec::new();
    let name = report.path.as_str();
    let text = report.source.text.as_str();
    let mut cache = (name, Source::from(text));
    for d in &report.diagnostics {
        let start = report.source.char_offset(d.span.start);
        let end = report.source.char_offset(d.span.end).max(start);
        let pos = report.source.line_col(d.span.start);
        let (kind, colour) = match d.severity {
            Severity::Error => (ReportKind::Error, Color::Red),
            Severity::Warning => (ReportKind::Warning, Color::Yellow),
        };
        let mut builder = Report::build(kind, (name, start..end))
            .with_config(Config::default().with_color(color).with_compact(false))
            .with_code(&d.code)
            .with_message(format!("{}:{}:{}: {}", name, pos.line, pos.column, d.message))
            .with_label(Label::new((name, start..end)).with_message(&d.message).with_color(colour));
        for (span, text) in &d.labels {
            let s = report.source.char_offset(span.start);
            let e = report.source.char_offset(span.end).max(s);
            builder = builder.with_label(Label::new((name, s..e)).with_message(text).with_color(Color::Blue));
        }
        // A fix is said in a word after the help (the edit itself is in JSON and SARIF).
        match (&d.help, &d.fix) {
            (Some(help), Some(_)) => builder = builder.with_help(format!("{help} (fix available)")),
            (Some(help), None) => builder = builder.with_help(help),
            (None, Some(fix)) => builder = builder.with_help(format!("fix available: {}", fix.message)),
            (None, None) => {}
        }
        if let Some(note) = &d.note {
            builder = builder.with_note(note);
        }
        builder.finish().write(&mut cache, &mut out).expect("writing to a Vec cannot fail");
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The one-line summary after all files.
/// `N files checked: E errors, W warnings`; the paths that could not be read are not counted
/// as checked (they are said apart: `(1 not read)`).
pub fn summary(checked: usize, not_read: usize, errors: usize, warnings: usize) -> String {
    let plural = |n: usize, word: &str| if n == 1 { format!("{n} {word}") } else { format!("{n} {word}s") };
    let unread = if not_read > 0 { format!(" ({not_read} not read)") } else { String::new() };
    format!("{} checked{unread}: {}, {}", plural(checked, "file"), plural(errors, "error"), plural(warnings, "warning"))
}
