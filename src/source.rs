//! Reading a model file into text, and turning byte offsets into lines and columns.
//!
//! Verifiers read bytes; cfb reads text. What is lost or changed on the way is said, never
//! silent: a byte-order mark is removed and invalid UTF-8 is replaced (U+FFFD), each with a
//! warning at its place, so offsets of everything else stay comparable to the tool's.

use crate::diagnostic::{Diagnostic, Severity, Span};

/// One input text with its line index. Lines and columns are 1-based; columns count characters.
#[derive(Debug, Clone)]
pub struct SourceFile {
    /// How the file is named in reports (the path as given, or `-` for standard input).
    pub name: String,
    pub text: String,
    line_starts: Vec<usize>,
}

/// A 1-based line and character column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct LineCol {
    pub line: usize,
    pub column: usize,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Self {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        SourceFile { name: name.into(), text, line_starts }
    }

    /// Decodes raw bytes. Returns the file and the warnings about what decoding changed.
    pub fn from_bytes(name: impl Into<String>, bytes: &[u8]) -> (Self, Vec<Diagnostic>) {
        let mut notes = Vec::new();
        let mut bytes = bytes;
        let mut bom = false;
        if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
            bytes = rest;
            bom = true;
        }
        let mut invalid_at = Vec::new();
        let text = match std::str::from_utf8(bytes) {
            Ok(text) => text.to_owned(),
            Err(_) => {
                let mut text = String::with_capacity(bytes.len());
                for chunk in bytes.utf8_chunks() {
                    text.push_str(chunk.valid());
                    if !chunk.invalid().is_empty() {
                        invalid_at.push(text.len());
                        text.push(char::REPLACEMENT_CHARACTER);
                    }
                }
                text
            }
        };
        let file = SourceFile::new(name, text);
        if bom {
            notes.push(Diagnostic::new(
                "byte-order-mark",
                Severity::Warning,
                "file starts with a UTF-8 byte-order mark; cfb ignores it, the verifier may not",
                Span::new(0, 0),
            ));
        }
        if let Some(&first) = invalid_at.first() {
            let mut d = Diagnostic::new(
                "invalid-utf8",
                Severity::Warning,
                format!("{} byte sequence(s) are not valid UTF-8; read as U+FFFD", invalid_at.len()),
                Span::new(first, first + char::REPLACEMENT_CHARACTER.len_utf8()),
            );
            d.note = Some("verifiers read bytes: this matters only where the bytes are code, not in comments".into());
            notes.push(d);
        }
        (file, notes)
    }

    /// Line and character column of a byte offset (clamped to the text, snapped to a char boundary).
    pub fn line_col(&self, offset: usize) -> LineCol {
        let (line, before) = self.line_prefix(offset);
        LineCol { line, column: before.chars().count() + 1 }
    }

    /// The 1-based line of a byte offset and the text of that line before it (the offset
    /// clamped to the text and snapped back to a char boundary): what columns are counted in,
    /// characters here, UTF-16 units for editors (`cfb lsp`).
    pub fn line_prefix(&self, offset: usize) -> (usize, &str) {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        (line + 1, &self.text[self.line_starts[line]..offset])
    }

    /// Byte offset of the start of a 1-based line (the end of the text past the last line).
    pub fn line_start(&self, line: usize) -> usize {
        self.line_starts.get(line.saturating_sub(1)).copied().unwrap_or(self.text.len())
    }

    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// Character offset of a byte offset (what ariadne counts in).
    pub fn char_offset(&self, offset: usize) -> usize {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        self.text[..offset].chars().count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_character_columns() {
        let f = SourceFile::new("t", "ab\nçé x\n");
        assert_eq!(f.line_col(0), LineCol { line: 1, column: 1 });
        assert_eq!(f.line_col(3), LineCol { line: 2, column: 1 });
        // "çé " is 5 bytes, 3 characters: x is at column 4.
        assert_eq!(f.line_col(3 + 5), LineCol { line: 2, column: 4 });
        assert_eq!(f.line_col(1000), LineCol { line: 3, column: 1 });
    }

    #[test]
    fn crlf_counts_one_line_per_line_end() {
        let f = SourceFile::new("t", "a\r\nb\r\n");
        assert_eq!(f.line_col(3), LineCol { line: 2, column: 1 });
    }

    #[test]
    fn bom_is_removed_with_a_warning() {
        let (f, notes) = SourceFile::from_bytes("t", b"\xEF\xBB\xBFprotocol");
        assert_eq!(f.text, "protocol");
        assert_eq!(notes[0].code, "byte-order-mark");
    }

    #[test]
    fn invalid_utf8_is_replaced_and_reported_at_its_place() {
        let (f, notes) = SourceFile::from_bytes("t", b"ab\n// \x97 x\n");
        assert!(f.text.contains('\u{FFFD}'));
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].code, "invalid-utf8");
        assert_eq!(f.line_col(notes[0].span.start), LineCol { line: 2, column: 4 });
    }
}
