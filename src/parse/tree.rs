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
}

#[derive(Debug, Clone)]
pub struct SyntaxTree {
    nodes: Vec<Node>,
    /// Every node's children in turn (node 0's, node 1's, …), each list in document order: one
    /// array rather than a vector per node (allocating those was 7% of a parse, tree-sitter's own
    /// included).
    child_ids: Vec<NodeId>,
    /// Where each node's list starts in `child_ids`, and one more entry: the end of the last.
    child_starts: Vec<u32>,
}

impl SyntaxTree {
    /// The tree of `nodes` in pre-order, each naming its parent.
    pub(crate) fn from_nodes(nodes: Vec<Node>) -> Self {
        // A counting sort of the nodes by parent: each parent's count, summed up to it (the end
        // of its list), then the lists filled from their ends by a backward pass (so in document
        // order), which leaves each entry at its list's start.
        let mut child_starts = vec![0u32; nodes.len() + 1];
        for node in &nodes {
            if let Some(p) = node.parent {
                child_starts[p] += 1;
            }
        }
        for k in 1..child_starts.len() {
            child_starts[k] += child_starts[k - 1];
        }
        let mut child_ids = vec![0; child_starts[nodes.len()] as usize];
        for (id, node) in nodes.iter().enumerate().rev() {
            if let Some(p) = node.parent {
                child_starts[p] -= 1;
                child_ids[child_starts[p] as usize] = id;
            }
        }
        SyntaxTree { nodes, child_ids, child_starts }
    }

    /// Makes node `id` an error: a production its file's front end refuses (see
    /// [`super::refused`]).
    pub(crate) fn mark_refused(&mut self, id: NodeId) {
        self.nodes[id].is_error = true;
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

    /// The children of `id`, in document order.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.child_ids[self.child_starts[id] as usize..self.child_starts[id + 1] as usize]
    }

    /// Whether `id` has no children (a token, or an empty node).
    pub fn is_leaf(&self, id: NodeId) -> bool {
        self.child_starts[id] == self.child_starts[id + 1]
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
        while let Some(&child) = self.children(last).last() {
            last = child;
        }
        last + 1
    }

    /// The first child held under `field`.
    pub fn child_by_field(&self, id: NodeId, field: &str) -> Option<NodeId> {
        self.children(id).iter().copied().find(|&c| self.nodes[c].field == Some(field))
    }

    /// Every child held under `field`.
    pub fn children_by_field<'a>(&'a self, id: NodeId, field: &'a str) -> impl Iterator<Item = NodeId> + 'a {
        self.children(id).iter().copied().filter(move |&c| self.nodes[c].field == Some(field))
    }

    /// Named children that are not comments.
    pub fn named_children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.children(id).iter().copied().filter(|&c| self.nodes[c].named && !self.nodes[c].is_extra)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree given by its nodes' parents in pre-order.
    fn tree(parents: &[Option<NodeId>]) -> SyntaxTree {
        let node = |parent| Node {
            kind: "k",
            kind_id: 0,
            grammar_id: 0,
            field: None,
            span: Span::new(0, 0),
            named: true,
            is_error: false,
            is_missing: false,
            is_extra: false,
            parent,
        };
        SyntaxTree::from_nodes(parents.iter().map(|&p| node(p)).collect())
    }

    #[test]
    fn each_node_lists_its_children_in_document_order() {
        // 0 ─┬─ 1 ─┬─ 2
        //    │     └─ 3
        //    ├─ 4
        //    └─ 5 ── 6
        let t = tree(&[None, Some(0), Some(1), Some(1), Some(0), Some(0), Some(5)]);
        let lists: Vec<&[NodeId]> = t.preorder().map(|id| t.children(id)).collect();
        assert_eq!(lists, [&[1, 4, 5][..], &[2, 3], &[], &[], &[], &[6], &[]]);
        let leaves: Vec<NodeId> = t.preorder().filter(|&id| t.is_leaf(id)).collect();
        assert_eq!(leaves, [2, 3, 4, 6]);
        assert_eq!((t.subtree_end(1), t.subtree_end(5), t.subtree_end(0)), (4, 7, 7));
    }

    #[test]
    fn a_lone_root_is_a_leaf() {
        let t = tree(&[None]);
        assert!(t.is_leaf(0));
        assert!(t.children(0).is_empty());
    }
}
