//! Hover: the documentation of the rule behind each diagnostic under the cursor (what
//! `cfb rule CODE` prints), else what the name under the cursor is.

use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind, Position};

use super::document::Document;
use super::navigation;
use super::position::LineIndex;
use crate::diagnostic::Diagnostic;
use crate::lint::codes;

/// The hover of `position`, from the document's diagnostics.
pub fn hover(doc: &Document, diagnostics: &[Diagnostic], position: Position) -> Option<Hover> {
    let index = LineIndex::new(&doc.text);
    let offset = index.offset(position);
    let here: Vec<&Diagnostic> =
        diagnostics.iter().filter(|d| d.span.start <= offset && offset <= d.span.end.max(d.span.start + 1)).collect();
    let value = if here.is_empty() {
        navigation::describe(doc, position)?
    } else {
        let mut parts = Vec::new();
        let mut seen = Vec::new();
        for d in here {
            parts.push(format!("**{}**: {}", d.code, d.message));
            if !seen.contains(&d.code) {
                seen.push(d.code.clone());
                if let Some(doc) = codes::explain(&d.code) {
                    parts.push(doc);
                }
            }
        }
        parts.join("\n\n")
    };
    Some(Hover { contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value }), range: None })
}
