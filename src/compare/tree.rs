//! The tree that `compare` matches: the tree-sitter tree without layout, comments and bracket
//! or separator punctuation, each node with the hashes and sizes the matcher needs.
//!
//! A leaf's label is its text (with `--rename`, the name `cfb fmt --rename` would give it, so
//! that two models differing only in bound names compare equal); inner nodes and keyword or
//! operator tokens are known by their kind alone.

use compact_str::CompactString;
use std::hash::{BuildHasher, Hash, Hasher};
use std::path::Path;

use crate::diagnostic::Span;
use crate::fmt::rename::Rename;
use crate::language::Language;
use crate::parse::tree::{NodeId, SyntaxTree};

pub type Id = usize;

#[derive(Debug, Clone)]
pub struct Node {
    /// The grammar's node kind; for a keyword or operator token, its text.
    pub kind: &'static str,
    /// A named leaf's text (renamed with `--rename`); empty otherwise. (Held inline up to 24
    /// bytes: a label allocated apiece was 1.2% of a similarity run.)
    pub label: CompactString,
    /// Where it is in the file's text.
    pub span: Span,
    pub parent: Option<Id>,
    /// Where its children are in [`Tree::children`]'s one list of every node's children, and
    /// how many: one array for the tree, where a list per node was an allocation per node.
    first_child: u32,
    child_count: u32,
    /// The last node of its subtree, plus one (nodes are in pre-order).
    pub end: Id,
    /// 1 for a leaf.
    pub height: u32,
    /// Kinds, labels and shape of the subtree: equal hashes, isomorphic subtrees.
    pub hash: u64,
    /// Kinds and shape only (labels ignored).
    pub shape: u64,
    /// The syntax-tree node it stands for.
    pub syntax: NodeId,
    /// Its children are a list whose order the tool ignores (`queries/unordered.scm`): the
    /// edit script does not move them to reorder it.
    pub unordered: bool,
}

impl Node {
    pub fn size(&self, id: Id) -> usize {
        self.end - id
    }

    pub fn is_leaf(&self) -> bool {
        self.child_count == 0
    }

    /// The same label as `other` (most are empty: told apart without calling `memcmp`, which
    /// was a tenth of a large diff's time).
    pub fn same_label(&self, other: &Node) -> bool {
        self.label.len() == other.label.len() && (self.label.is_empty() || self.label == other.label)
    }
}

/// One side of a comparison.
#[derive(Debug, Clone)]
pub struct Tree {
    pub nodes: Vec<Node>,
    /// Every node's children in turn (node 0's, node 1's, …), each list in document order.
    child_lists: Vec<Id>,
    /// Whether tree-sitter had to recover from syntax errors.
    pub has_errors: bool,
}

/// Tokens that only delimit: the tree's shape already says what they say.
fn is_delimiter(text: &str) -> bool {
    matches!(text, "(" | ")" | "[" | "]" | "{" | "}" | "," | ";")
}

/// Why a text could not be compared.
#[derive(Debug, thiserror::Error)]
pub enum TreeError {
    #[error(transparent)]
    Parse(#[from] crate::parse::ParseError),
    #[error(transparent)]
    Symbols(#[from] crate::symbols::AnalyzeError),
}

impl Tree {
    /// The tree of `text`, read as its tool reads it (after the front end's preprocessor).
    pub fn build(language: Language, path: Option<&Path>, text: &str, rename: Rename) -> Result<Tree, TreeError> {
        Ok(super::Side::new(language, path, text.to_string(), super::Options { rename, dataflow: false })?.tree)
    }

    /// From a syntax tree and its text; `renames` are `(start, end, new text)` edits of the
    /// text, in order, applied to the labels; `unordered`: the syntax nodes (sorted) whose
    /// children form an unordered list.
    pub fn from_syntax(
        syntax: &SyntaxTree,
        text: &str,
        renames: &[(usize, usize, String)],
        unordered: &[NodeId],
    ) -> Tree {
        let mut nodes: Vec<Node> = Vec::with_capacity(syntax.len());
        let mut has_errors = false;
        // Iterative pre-order walk: (syntax node, parent in the compare tree).
        let mut stack: Vec<(NodeId, Option<Id>)> = vec![(syntax.root(), None)];
        while let Some((sid, parent)) = stack.pop() {
            let s = syntax.node(sid);
            has_errors |= s.is_error || s.is_missing;
            if s.is_extra || s.is_missing || (sid != syntax.root() && s.span.start == s.span.end && syntax.is_leaf(sid))
            {
                continue;
            }
            let token = syntax.is_leaf(sid);
            let own = syntax.text(sid, text);
            if token && !s.named && is_delimiter(own) {
                continue;
            }
            let label = match token && s.named {
                true if renames.is_empty() => CompactString::new(own),
                true => crate::fmt::rename::apply(text, s.span.start..s.span.end, renames).into(),
                false => CompactString::default(),
            };
            let kind = s.kind;
            let id = nodes.len();
            nodes.push(Node {
                kind,
                label,
                span: s.span,
                parent,
                first_child: 0,
                child_count: 0,
                end: id + 1,
                height: 1,
                hash: 0,
                shape: 0,
                syntax: sid,
                unordered: unordered.binary_search(&sid).is_ok(),
            });
            if let Some(p) = parent {
                nodes[p].child_count += 1;
            }
            for &c in syntax.children(sid).iter().rev() {
                stack.push((c, Some(id)));
            }
        }
        // Each node's list starts where the lists of the nodes before it end, and is filled from
        // its end by a backward pass (a parent's children come after it, in document order).
        let mut at = 0;
        for n in &mut nodes {
            at += n.child_count;
            n.first_child = at;
        }
        let mut child_lists = vec![0; at as usize];
        for id in (1..nodes.len()).rev() {
            if let Some(p) = nodes[id].parent {
                nodes[p].first_child -= 1;
                child_lists[nodes[p].first_child as usize] = id;
            }
        }
        // Children come after their parent: one backward pass gives sizes, heights, hashes.
        for id in (0..nodes.len()).rev() {
            let (mut end, mut height) = (id + 1, 1);
            // (foldhash, not the standard SipHash: as well mixed, and SipHash was a quarter of
            // this walk. Fixed seeds: the same file hashes the same in every run.)
            let mut h = foldhash::quality::FixedState::default().build_hasher();
            let mut k = foldhash::quality::FixedState::default().build_hasher();
            nodes[id].kind.hash(&mut h);
            nodes[id].label.hash(&mut h);
            nodes[id].kind.hash(&mut k);
            let (first, count) = (nodes[id].first_child as usize, nodes[id].child_count as usize);
            for &c in &child_lists[first..first + count] {
                end = end.max(nodes[c].end);
                height = height.max(nodes[c].height + 1);
                nodes[c].hash.hash(&mut h);
                nodes[c].shape.hash(&mut k);
            }
            let n = &mut nodes[id];
            n.end = end;
            n.height = height;
            n.hash = h.finish();
            n.shape = k.finish();
        }
        Tree { nodes, child_lists, has_errors }
    }

    /// The children of `id`, in document order.
    pub fn children(&self, id: Id) -> &[Id] {
        let n = &self.nodes[id];
        &self.child_lists[n.first_child as usize..][..n.child_count as usize]
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The node ids of the subtree of `id`, `id` first.
    pub fn subtree(&self, id: Id) -> std::ops::Range<Id> {
        id..self.nodes[id].end
    }

    /// Post-order ids.
    pub fn postorder(&self) -> Vec<Id> {
        self.postorder_within(|_| true)
    }

    /// Post-order ids, without the descendants of a node other than the root that `enter`
    /// refuses.
    pub fn postorder_within(&self, enter: impl Fn(Id) -> bool) -> Vec<Id> {
        let mut out = Vec::new();
        if self.nodes.is_empty() {
            return out;
        }
        let mut stack: Vec<(Id, usize)> = vec![(0, 0)];
        while let Some((id, next)) = stack.pop() {
            let children = self.children(id);
            if let Some(&c) = children.get(next).filter(|_| id == 0 || enter(id)) {
                stack.push((id, next + 1));
                stack.push((c, 0));
            } else {
                out.push(id);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(text: &str) -> Tree {
        Tree::build(Language::Spthy, None, text, Rename::None).unwrap()
    }

    #[test]
    fn layout_comments_and_delimiters_are_not_nodes() {
        let a = tree("theory T begin rule R: [ Fr(~k) ] --> [ Out(~k) ] end");
        let b = tree("theory T\nbegin\n// note\nrule R:\n  [Fr(~k)]\n  -->\n  [Out( ~k )]\nend\n");
        assert_eq!(a.nodes[0].hash, b.nodes[0].hash);
        assert!(a.nodes.iter().all(|n| !matches!(n.kind, "(" | ")" | "[" | "]" | "," | "comment")));
    }

    #[test]
    fn labels_distinguish_names_and_renaming_forgets_them() {
        let a = "theory T begin rule R: [ Fr(~k) ] --> [ Out(~k) ] end";
        let b = "theory T begin rule R: [ Fr(~n) ] --> [ Out(~n) ] end";
        assert_ne!(tree(a).nodes[0].hash, tree(b).nodes[0].hash);
        assert_eq!(tree(a).nodes[0].shape, tree(b).nodes[0].shape);
        let ra = Tree::build(Language::Spthy, None, a, Rename::Bound).unwrap();
        let rb = Tree::build(Language::Spthy, None, b, Rename::Bound).unwrap();
        assert_eq!(ra.nodes[0].hash, rb.nodes[0].hash);
    }

    #[test]
    fn sizes_heights_and_postorder_agree() {
        let t = tree("theory T begin rule R: [ Fr(~k) ] --> [ Out(<~k, 'a'>) ] end");
        assert_eq!(t.nodes[0].end, t.len());
        let post = t.postorder();
        assert_eq!(post.len(), t.len());
        assert_eq!(*post.last().unwrap(), 0);
        for (id, n) in t.nodes.iter().enumerate() {
            assert_eq!(n.height == 1, n.is_leaf(), "{id}");
            for &c in t.children(id) {
                assert!(t.subtree(id).contains(&c) && n.height > t.nodes[c].height);
            }
        }
    }
}
