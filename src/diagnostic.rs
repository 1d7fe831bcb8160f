//! The one diagnostic type every stage reports in.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Warning,
    Error,
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// A byte range in a [`crate::source::SourceFile`]'s text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end: end.max(start) }
    }
}

/// One change to the text: the bytes of `span` replaced by `replacement` (an empty span inserts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    pub span: Span,
    pub replacement: String,
}

/// A change that certainly repairs what a diagnostic reports, for editors to apply. Where the
/// repair is a guess, the diagnostic's help says it instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// What the change does, in a few words: "insert `)`".
    pub message: String,
    pub edits: Vec<Edit>,
}

impl Fix {
    /// One edit: `span` becomes `replacement`.
    pub fn replace(message: impl Into<String>, span: Span, replacement: impl Into<String>) -> Self {
        Fix { message: message.into(), edits: vec![Edit { span, replacement: replacement.into() }] }
    }

    /// `text` with the edits made (edits must not overlap).
    pub fn apply(&self, text: &str) -> String {
        let mut edits: Vec<&Edit> = self.edits.iter().collect();
        edits.sort_by_key(|e| std::cmp::Reverse(e.span.start));
        let mut out = text.to_string();
        for e in edits {
            out.replace_range(e.span.start.min(out.len())..e.span.end.min(out.len()), &e.replacement);
        }
        out
    }
}

/// What is wrong, where, and what to do about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Rule code (`SPDL001`) or a fixed id for non-rule findings (`syntax`, `invalid-utf8`).
    pub code: String,
    pub severity: Severity,
    /// One line: what is wrong.
    pub message: String,
    /// The primary place.
    pub span: Span,
    /// Related places, e.g. an earlier declaration.
    pub labels: Vec<(Span, String)>,
    /// What to do.
    pub help: Option<String>,
    /// Context, e.g. what the verifier does with such a file.
    pub note: Option<String>,
    /// The repair, when it is certain.
    pub fix: Option<Fix>,
}

impl Diagnostic {
    pub fn new(code: impl Into<String>, severity: Severity, message: impl Into<String>, span: Span) -> Self {
        Diagnostic {
            code: code.into(),
            severity,
            message: message.into(),
            span,
            labels: Vec::new(),
            help: None,
            note: None,
            fix: None,
        }
    }

    pub fn with_label(mut self, span: Span, text: impl Into<String>) -> Self {
        self.labels.push((span, text.into()));
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn with_fix(mut self, fix: Fix) -> Self {
        self.fix = Some(fix);
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fix_replaces_and_inserts() {
        let fix = Fix {
            message: "two edits".into(),
            edits: vec![
                Edit { span: Span::new(0, 5), replacement: "rule".into() },
                Edit { span: Span::new(9, 9), replacement: ")".into() },
            ],
        };
        assert_eq!(fix.apply("rulle f(x;"), "rule f(x);");
    }
}
