//! `cfb parse --format json`: tree-sitter's tree as a flat list of nodes.

use serde::Serialize;

use crate::parse::tree::{Node, NodeId};
use crate::source::SourceFile;

/// One node of the list: every node, named or not, with its parent's id, its span in bytes and
/// in 1-based lines and columns, and the text of leaves.
#[derive(Serialize)]
pub struct JsonNode<'a> {
    pub id: usize,
    pub kind: &'a str,
    pub field: Option<&'a str>,
    pub parent: Option<usize>,
    pub named: bool,
    pub error: bool,
    pub missing: bool,
    pub start_byte: usize,
    pub end_byte: usize,
    pub start_line: usize,
    pub start_column: usize,
    pub end_line: usize,
    pub end_column: usize,
    /// The text of leaves; None for inner nodes (their text is the span).
    pub text: Option<&'a str>,
}

/// The row of node `id` (as [`crate::parse::for_each_node`] hands it over, with its number of
/// children) in `source`.
pub fn node<'a>(source: &'a SourceFile, id: NodeId, n: &Node, child_count: usize) -> JsonNode<'a> {
    let start = source.line_col(n.span.start);
    let end = source.line_col(n.span.end);
    JsonNode {
        id,
        kind: n.kind,
        field: n.field,
        parent: n.parent,
        named: n.named,
        error: n.is_error,
        missing: n.is_missing,
        start_byte: n.span.start,
        end_byte: n.span.end,
        start_line: start.line,
        start_column: start.column,
        end_line: end.line,
        end_column: end.column,
        text: (child_count == 0).then(|| source.text.get(n.span.start..n.span.end).unwrap_or("")),
    }
}

/// The whole document, `{"path", "lang", "nodes": [...]}`; `cfb parse` writes the same shape
/// node by node without holding it.
#[derive(Serialize)]
pub struct JsonTree<'a> {
    pub path: &'a str,
    pub lang: &'a str,
    pub nodes: Vec<JsonNode<'a>>,
}
