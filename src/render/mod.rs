//! Rendering results: lint diagnostics (one renderer per output format) and `cfb diff` reports.

pub mod diff;
pub mod human;
pub mod json;
pub mod sarif;

use crate::diagnostic::{Diagnostic, Severity};
use crate::language::Language;
use crate::source::SourceFile;

/// The lint result of one file.
pub struct FileReport {
    /// The path as the user gave it (or `-`).
    pub path: String,
    pub language: Language,
    pub source: SourceFile,
    pub diagnostics: Vec<Diagnostic>,
}

impl FileReport {
    /// True exactly when no diagnostic is an error.
    pub fn ok(&self) -> bool {
        !self.diagnostics.iter().any(|d| d.severity == Severity::Error)
    }
}
