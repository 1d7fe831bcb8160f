//! Rendering results: lint diagnostics (one renderer per output format) and `cfb diff` reports.

pub mod diff;
pub mod eval;
pub mod human;
pub mod json;
pub mod sarif;
pub mod similarity;
pub mod tree;

use crate::diagnostic::{Diagnostic, Severity};
use crate::language::Language;
use crate::source::SourceFile;

/// Text made safe for HTML content and attribute values.
pub fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// The lint result of one file.
pub struct FileReport {
    /// The path as the user gave it (or `-`).
    pub path: String,
    pub language: Language,
    pub source: SourceFile,
    pub diagnostics: Vec<Diagnostic>,
}

impl FileReport {
    /// Lints a file as `cfb lint` does: what decoding its bytes changed (`decode_notes`, from
    /// [`SourceFile::from_bytes`]) first, then the lint's diagnostics. `display` is the name
    /// the report shows; `path` picks the front end by extension.
    pub fn lint(
        display: String,
        language: Language,
        path: Option<&std::path::Path>,
        source: SourceFile,
        decode_notes: Vec<Diagnostic>,
        options: &crate::lint::LintOptions,
    ) -> FileReport {
        let mut found = crate::lint::lint(language, path, &source, options);
        if !decode_notes.is_empty() {
            // A fix's bytes count the text as read, which decoding made differ from the file's.
            found.iter_mut().for_each(|d| d.fix = None);
        }
        let mut diagnostics = decode_notes;
        diagnostics.extend(found);
        FileReport { path: display, language, source, diagnostics }
    }

    /// True exactly when no diagnostic is an error.
    pub fn ok(&self) -> bool {
        !self.diagnostics.iter().any(|d| d.severity == Severity::Error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::{Fix, Span};

    fn report(path: &str) -> FileReport {
        let source = SourceFile::new(path, "theory T\nbegin\nrule R: [ F( ] --> [ ]\nend\n");
        let d = Diagnostic::new("syntax", Severity::Error, "expected `)`", Span::new(28, 29))
            .with_label(Span::new(26, 27), "this `(` is never closed")
            .with_help("a `)` is missing")
            .with_note("Tamarin refuses files with syntax errors")
            .with_fix(Fix::replace("insert `)`", Span::new(27, 27), ")"));
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
    fn json_carries_the_fix_in_bytes_and_lines_and_leaves_out_what_is_absent() {
        let mut r = report("t.spthy");
        let v: serde_json::Value = serde_json::from_str(&json::render(&r)).unwrap();
        let fix = &v["diagnostics"][0]["fix"];
        assert_eq!(fix["message"], "insert `)`");
        let edit = &fix["edits"][0];
        assert_eq!((edit["start_byte"].as_u64(), edit["end_byte"].as_u64()), (Some(27), Some(27)));
        assert_eq!((edit["start_line"].as_u64(), edit["start_column"].as_u64()), (Some(3), Some(13)));
        assert_eq!(edit["replacement"], ")");
        r.diagnostics[0] = Diagnostic::new("syntax", Severity::Error, "x", Span::new(0, 1));
        let v: serde_json::Value = serde_json::from_str(&json::render(&r)).unwrap();
        let keys: Vec<&String> = v["diagnostics"][0].as_object().unwrap().keys().collect();
        assert!(keys.iter().all(|k| !["fix", "help", "note", "related"].contains(&k.as_str())), "{keys:?}");
    }

    #[test]
    fn sarif_carries_the_fix_as_a_replacement() {
        let v: serde_json::Value = serde_json::from_str(&sarif::render(&[report("models/t.spthy")])).unwrap();
        let fix = &v["runs"][0]["results"][0]["fixes"][0];
        assert_eq!(fix["description"]["text"], "insert `)`");
        let change = &fix["artifactChanges"][0];
        assert_eq!(change["artifactLocation"]["uri"], "models/t.spthy");
        let replacement = &change["replacements"][0];
        let region = &replacement["deletedRegion"];
        assert_eq!((region["startLine"].as_u64(), region["startColumn"].as_u64()), (Some(3), Some(13)));
        assert_eq!((region["endLine"].as_u64(), region["endColumn"].as_u64()), (Some(3), Some(13)));
        assert_eq!((region["byteOffset"].as_u64(), region["byteLength"].as_u64()), (Some(27), Some(0)));
        assert_eq!(replacement["insertedContent"]["text"], ")");
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
