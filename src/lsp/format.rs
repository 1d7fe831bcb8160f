//! Formatting: `cfb fmt`'s layout of the document, sent as the edits of the lines that
//! change (so the editor keeps marks and the cursor elsewhere).

use lsp_types::TextEdit;

use super::document::Document;
use super::position::LineIndex;
use crate::diagnostic::Span;
use crate::fmt::{self, FmtOptions};
use crate::source::SourceFile;

/// The edits that format the document, or why it cannot be formatted (a syntax error, no
/// language).
pub fn format(doc: &Document) -> Result<Vec<TextEdit>, String> {
    let language = doc.language.ok_or("cfb does not know the language of this document")?;
    let source = SourceFile::new("-", doc.text.clone());
    let formatted = fmt::format(language, doc.path.as_deref(), &source, &FmtOptions::default())
        .map_err(|e| format!("cfb fmt: {e}"))?;
    Ok(line_edits(&doc.text, &formatted.text))
}

/// The edits that turn `old` into `new`, one per run of changed lines.
fn line_edits(old: &str, new: &str) -> Vec<TextEdit> {
    let diff = similar::TextDiff::from_lines(old, new);
    let mut old_starts = vec![0usize];
    for line in diff.old_slices() {
        old_starts.push(old_starts.last().unwrap() + line.len());
    }
    let new_slices = diff.new_slices();
    let index = LineIndex::new(old);
    diff.ops()
        .iter()
        .filter(|op| op.tag() != similar::DiffTag::Equal)
        .map(|op| {
            let (o, n) = (op.old_range(), op.new_range());
            TextEdit {
                range: index.range(Span::new(old_starts[o.start], old_starts[o.end])),
                new_text: new_slices[n].concat(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lsp::position::apply_changes;

    #[test]
    fn line_edits_rebuild_the_new_text() {
        let old = "a\n  b\nc\nd";
        let new = "a\nb\nc\nd\n";
        let edits = line_edits(old, new);
        assert_eq!(edits.len(), 2, "{edits:?}");
        // Applied from the last to the first, as an editor does with non-overlapping edits.
        let mut text = old.to_string();
        let changes = edits
            .into_iter()
            .rev()
            .map(|e| lsp_types::TextDocumentContentChangeEvent {
                range: Some(e.range),
                range_length: None,
                text: e.new_text,
            })
            .collect();
        apply_changes(&mut text, changes, |_, _, _| {});
        assert_eq!(text, new);
    }
}
