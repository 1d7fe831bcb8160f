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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::Span;

    fn report(path: &str) -> FileReport {
        let source = SourceFile::new(path, "theory T\nbegin\nrule R: [ F( ] --> [ ]\nend\n");
        let d = Diagnostic::new("syntax", Severity::Error, "expected `)`", Span::new(28, 29))
            .with_label(Span::new(26, 27), "this `(` is never closed")
            .with_help("a `)` is missing")
            .with_note("Tamarin refuses files with syntax errors");
        FileReport { path: path.into(), language: Language::Spthy, source, diagnostics: vec![d] }
    }

    #[test]
    fn json_carries_help_note_and_related_places() {
        let v: serde_json::Value = serde_json::from_str(&json::render(&report("t.spthy"))).unwrap();
        let d = &v["diagnostics"][0];
        assert_eq!(d["help"], "a `)` is missing");
        assert_eq!(d["note"], "Tamarin refuses files with syntax errors");
        assert_eq!(d["related"][0]["message"], "this `(` is never closed");
        assert_eq!((d["related"][0]["line"].as_u64(), d["related"][0]["column"].as_u64()), (Some(3), Some(12)));
        assert_eq!((d["line"].as_u64(), d["column"].as_u64()), (Some(3), Some(14)));
    }

    #[test]
    fn sarif_carries_related_places_and_absolute_paths_as_file_uris() {
        let v: serde_json::Value = serde_json::from_str(&sarif::render(&[report("/tmp/a model.spthy")])).unwrap();
        let result = &v["runs"][0]["results"][0];
        let uri = &result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
        assert_eq!(uri, "file:///tmp/a%20model.spthy");
        assert_eq!(result["relatedLocations"][0]["message"]["text"], "this `(` is never closed");
        assert!(result["message"]["text"].as_str().unwrap().contains("help: a `)` is missing"));
        let rule = &v["runs"][0]["tool"]["driver"]["rules"][0];
        assert!(rule["help"]["text"].is_string() && rule["fullDescription"]["text"].is_string(), "{rule}");
        let v: serde_json::Value = serde_json::from_str(&sarif::render(&[report("models/t.spthy")])).unwrap();
        assert_eq!(
            v["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            "models/t.spthy"
        );
    }
}
