//! cfb's own syntax tree: what every engine after `parse` walks, whatever the language.
//!
//! Nodes live in one arena in pre-order, so the tree is built, walked and dropped without
//! recursion (100,000 nested brackets must not overflow a stack).

use crate::diagnostic::Span;

pub type NodeId = usize;

#[derive(Debug, Clone)]
pub struct Node {
    /// The grammar's node kind (`role_definition`, `identifier`, `ERROR`, …).
    pub kind: &'static str,
    /// The grammar's id of the kind (tree-sitter's public symbol; `u16::MAX` for `ERROR`).
    pub kind_id: u16,
    /// The grammar's own symbol, before any alias (see [`super::grammar_names`]).
    pub grammar_id: u16,
    /// The field name under which the parent holds this node (`name`, `body`, …).
    pub field: Option<&'static str>,
    pub span: Span,
    /// Named in the grammar (not punctuation or a keyword literal).
    pub named: bool,
    /// An `ERROR` node or a `MISSING` token inserted by error recovery.
    pub is_error: bool,
    pub is_missing: bool,
    /// Comments and other extras.
    pub is_extra: bool,
    pub parent: Option<NodeId>,
    pub children: Vec<NodeId>,
}

#[derive(Debug, Clone)]
pub struct SyntaxTree {
    nodes: Vec<Node>,
}

impl SyntaxTree {
    pub(crate) fn from_nodes(nodes: Vec<Node>) -> Self {
        SyntaxTree { nodes }
    }

    /// Ends every span at `len` at the latest: for a tree read from a text with something added
    /// at its end.
    pub(crate) fn clamp_spans(&mut self, len: usize) {
        for node in &mut self.nodes {
            node.span = Span::new(node.span.start.min(len), node.span.end.min(len));
        }
    }

    pub fn root(&self) -> NodeId {
        0
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id]
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// All node ids in pre-order (document order).
    pub fn preorder(&self) -> std::ops::Range<NodeId> {
        0..self.nodes.len()
    }

    /// Ids of the nodes below `id` (excluding it), in document order.
    pub fn descendants(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        // Pre-order arena: the subtree of `id` is the contiguous run after it whose spans nest.
        let end = self.subtree_end(id);
        id + 1..end
    }

    /// One past the last node of the subtree of `id` (pre-order arena).
    pub fn subtree_end(&self, id: NodeId) -> NodeId {
        let mut last = id;
        while let Some(&child) = self.nodes[last].children.last() {
            last = child;
        }
        last + 1
    }

    /// The first child held under `field`.
    pub fn child_by_field(&self, id: NodeId, field: &str) -> Option<NodeId> {
        self.nodes[id].children.iter().copied().find(|&c| self.nodes[c].field == Some(field))
    }

    /// Every child held under `field`.
    pub fn children_by_field<'a>(&'a self, id: NodeId, field: &'a str) -> impl Iterator<Item = NodeId> + 'a {
        self.nodes[id].children.iter().copied().filter(move |&c| self.nodes[c].field == Some(field))
    }

    /// Named children that are not comments.
    pub fn named_children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.nodes[id].children.iter().copied().filter(|&c| self.nodes[c].named && !self.nodes[c].is_extra)
    }

    /// The closest ancestor of `id` of the given kind.
    pub fn ancestor(&self, id: NodeId, kind: &str) -> Option<NodeId> {
        let mut cur = self.nodes[id].parent;
        while let Some(p) = cur {
            if self.nodes[p].kind == kind {
                return Some(p);
            }
            cur = self.nodes[p].parent;
        }
        None
    }

    /// Per node, whether it has an ancestor whose kind `wanted` accepts (the node itself does
    /// not count): [`ancestor`](Self::ancestor) for every node at once, in one pre-order pass.
    pub fn inside_kinds(&self, wanted: impl Fn(&str) -> bool) -> Vec<bool> {
        let mut inside = vec![false; self.nodes.len()];
        // Pre-order arena: a parent's flag is set before its children's.
        for id in self.preorder() {
            if let Some(p) = self.nodes[id].parent {
                inside[id] = inside[p] || wanted(self.nodes[p].kind);
            }
        }
        inside
    }

    pub fn text<'s>(&self, id: NodeId, source: &'s str) -> &'s str {
        let span = self.nodes[id].span;
        source.get(span.start..span.end).unwrap_or("")
    }

    /// Error and missing nodes, in document order.
    pub fn errors(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.preorder().filter(|&id| self.nodes[id].is_error || self.nodes[id].is_missing)
    }

    /// S-expression of the named nodes, with field names (tree-sitter's test format).
    pub fn to_sexp(&self) -> String {
        let mut out = String::new();
        let mut writer = SexpWriter::default();
        for id in self.preorder() {
            writer.node(id, &self.nodes[id], &mut out);
        }
        writer.finish(&mut out);
        out
    }
}

/// Writes the S-expression of [`SyntaxTree::to_sexp`] from nodes handed over one by one in
/// pre-order (as [`super::for_each_node`] does), holding only the path to the current node.
#[derive(Default)]
pub struct SexpWriter {
    /// The ancestors of the next node, with whether each was written.
    open: Vec<(NodeId, bool)>,
    /// Whether a node was written (`out` may have been emptied since).
    started: bool,
}

impl SexpWriter {
    /// Writes `node` (numbered `id`) to `out` when it is shown: a named or missing node whose
    /// parent is shown (the root always is).
    pub fn node(&mut self, id: NodeId, node: &Node, out: &mut String) {
        while let Some(&(top, written)) = self.open.last() {
            if Some(top) == node.parent {
                break;
            }
            self.open.pop();
            if written {
                out.push(')');
            }
        }
        let parent_written = self.open.last().is_none_or(|&(_, written)| written);
        let written = parent_written && (node.parent.is_none() || node.named || node.is_missing);
        self.open.push((id, written));
        if !written {
            return;
        }
        if self.started {
            out.push(' ');
        }
        self.started = true;
        if let Some(field) = node.field {
            out.push_str(field);
            out.push_str(": ");
        }
        out.push('(');
        out.push_str(if node.is_missing { "MISSING " } else { "" });
        out.push_str(node.kind);
    }

    /// Closes what is still open.
    pub fn finish(&mut self, out: &mut String) {
        while let Some((_, written)) = self.open.pop() {
            if written {
                out.push(')');
            }
        }
    }
}
