//! Byte offsets ↔ LSP positions. LSP counts lines from 0 and characters in UTF-16 code units
//! (the protocol's default encoding, the only one every client speaks); cfb's spans are byte
//! offsets into the UTF-8 text.

use lsp_types::{Position, Range, TextDocumentContentChangeEvent};

use crate::diagnostic::Span;
use crate::source::SourceFile;

/// A text's lines, for converting offsets and positions.
pub struct LineIndex {
    source: SourceFile,
}

impl LineIndex {
    pub fn new(text: &str) -> Self {
        LineIndex { source: SourceFile::new("", text) }
    }

    /// The position of a byte offset (clamped to the text, snapped back to a char boundary).
    pub fn position(&self, offset: usize) -> Position {
        let (line, before) = self.source.line_prefix(offset);
        Position { line: (line - 1) as u32, character: before.encode_utf16().count() as u32 }
    }

    pub fn range(&self, span: Span) -> Range {
        Range { start: self.position(span.start), end: self.position(span.end) }
    }

    /// The byte offset of a position. A character past the end of its line means the line's
    /// end (before its line break), a line past the last one the end of the text, and a
    /// position inside a surrogate pair the start of its character, as the protocol asks.
    pub fn offset(&self, position: Position) -> usize {
        let text = &self.source.text;
        let line = position.line as usize + 1;
        if line > self.source.line_count() {
            return text.len();
        }
        let start = self.source.line_start(line);
        let rest = &text[start..];
        let rest = &rest[..rest.find('\n').unwrap_or(rest.len())];
        let rest = rest.strip_suffix('\r').unwrap_or(rest);
        let mut units = 0usize;
        for (i, c) in rest.char_indices() {
            units += c.len_utf16();
            if units > position.character as usize {
                return start + i;
            }
        }
        start + rest.len()
    }

    pub fn span(&self, range: Range) -> Span {
        Span::new(self.offset(range.start), self.offset(range.end))
    }

    /// Where the text ends.
    pub fn end(&self) -> Position {
        self.position(self.source.text.len())
    }
}

/// Applies `didChange` events in order: a change without a range replaces the whole text, one
/// with a range replaces that range of the text as the earlier changes left it. `each` hears
/// of every change before it is made: the text before it, the bytes replaced, the new text.
pub fn apply_changes(
    text: &mut String,
    changes: Vec<TextDocumentContentChangeEvent>,
    mut each: impl FnMut(&str, Span, &str),
) {
    for change in changes {
        let span = match change.range {
            None => Span::new(0, text.len()),
            Some(range) => LineIndex::new(text).span(range),
        };
        each(text, span, &change.text);
        text.replace_range(span.start..span.end, &change.text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, character: u32) -> Position {
        Position { line, character }
    }

    #[test]
    fn characters_count_utf16_units() {
        // "é" is 2 bytes and 1 unit; "𝔸" is 4 bytes and 2 units (a surrogate pair).
        let text = "ab\né𝔸x\n";
        let index = LineIndex::new(text);
        let x = text.find('x').unwrap();
        assert_eq!(index.position(x), pos(1, 3));
        assert_eq!(index.offset(pos(1, 3)), x);
        assert_eq!(index.offset(pos(1, 1)), text.find('𝔸').unwrap());
        // Inside the surrogate pair: the start of the character.
        assert_eq!(index.offset(pos(1, 2)), text.find('𝔸').unwrap());
        // Past the line's end: before its line break; past the last line: the end.
        assert_eq!(index.offset(pos(0, 99)), 2);
        assert_eq!(index.offset(pos(9, 0)), text.len());
        assert_eq!(index.end(), pos(2, 0));
    }

    #[test]
    fn crlf_lines_end_before_the_carriage_return() {
        let index = LineIndex::new("ab\r\ncd");
        assert_eq!(index.offset(pos(0, 5)), 2);
        assert_eq!(index.offset(pos(1, 1)), 5);
    }

    #[test]
    fn ranged_changes_apply_in_order() {
        let mut text = String::from("role I {\n  send_1(I, R);\n}\n");
        let change = |range: Option<Range>, text: &str| TextDocumentContentChangeEvent {
            range,
            range_length: None,
            text: text.to_string(),
        };
        let mut seen = Vec::new();
        apply_changes(
            &mut text,
            vec![
                change(Some(Range { start: pos(1, 2), end: pos(1, 8) }), "recv_1"),
                change(Some(Range { start: pos(0, 5), end: pos(0, 6) }), "Init"),
                change(Some(Range { start: pos(3, 0), end: pos(3, 0) }), "// é\n"),
            ],
            |_, span, new| seen.push((span, new.to_string())),
        );
        assert_eq!(seen[1], (Span::new(5, 6), "Init".to_string()));
        assert_eq!(text, "role Init {\n  recv_1(I, R);\n}\n// é\n");
        apply_changes(&mut text, vec![change(None, "x")], |old, span, _| assert_eq!(span, Span::new(0, old.len())));
        assert_eq!(text, "x");
    }
}
