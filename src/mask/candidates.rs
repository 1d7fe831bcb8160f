//! The spans a profile may mask in one tree: tokens (leaves and atoms) with the category of
//! the construct they sit in, or whole nodes at a level.

use std::collections::HashMap;

use crate::parse::query::Capture;
use crate::parse::tree::{NodeId, SyntaxTree};

use super::spec::{MaskSpec, Role};
use super::{Candidate, Level};

/// Punctuation that is never a token worth masking: brackets and separators carry no content
/// a reply could get wrong on its own.
fn is_punctuation(text: &str) -> bool {
    text.chars().all(|c| matches!(c, '(' | ')' | '[' | ']' | '{' | '}' | ',' | ';' | '"' | '\''))
}

/// The maskable tokens of a tree, in document order: leaves and `@atom` nodes, without
/// extras (comments), error nodes, `@skip` subtrees and punctuation.
fn tokens(tree: &SyntaxTree, source: &str, atoms: &[bool], skipped: &[bool], errors: &Errors) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut id = tree.root();
    let len = tree.len();
    while id < len {
        let node = tree.node(id);
        let end_of_subtree = tree.subtree_end(id);
        if skipped[id] || node.is_extra || node.is_error || node.is_missing {
            id = end_of_subtree;
            continue;
        }
        if atoms[id] || tree.is_leaf(id) {
            let text = tree.text(id, source);
            if !text.trim().is_empty() && !is_punctuation(text) && !errors.below[id] {
                out.push(id);
            }
            id = end_of_subtree;
            continue;
        }
        id += 1;
    }
    out
}

/// Where error recovery left its marks, by node: an `ERROR` or `MISSING` node in the
/// subtree (`below`), an `ERROR` node around it (`within`: nothing there is a reliable span).
struct Errors {
    below: Vec<bool>,
    within: Vec<bool>,
}

impl Errors {
    fn of(tree: &SyntaxTree) -> Errors {
        let n = tree.len();
        let (mut below, mut within) = (vec![false; n], vec![false; n]);
        // Pre-order arena: a parent comes before its children.
        for id in 0..n {
            let node = tree.node(id);
            within[id] = node.is_error || node.parent.is_some_and(|p| within[p]);
        }
        for id in (0..n).rev() {
            let node = tree.node(id);
            below[id] |= node.is_error || node.is_missing;
            if let (Some(p), true) = (node.parent, below[id]) {
                below[p] = true;
            }
        }
        Errors { below, within }
    }
}

/// The generic token categories of level `token`.
fn token_category(tree: &SyntaxTree, id: NodeId, text: &str) -> &'static str {
    let node = tree.node(id);
    if text.bytes().all(|b| b.is_ascii_digit()) {
        "NUMBER"
    } else if node.named {
        "NAME"
    } else if text.chars().any(|c| c.is_alphanumeric()) {
        "KEYWORD"
    } else {
        "OPERATOR"
    }
}

/// What one tree offers the profiles.
pub struct Analysis {
    /// Every candidate of profile `cfb`, in document order.
    pub cfb: Vec<Candidate>,
    /// Every candidate of profile `levels` (all levels), in document order.
    pub levels: Vec<Candidate>,
    /// Every named token of the file (identifiers and atoms), category `NAME`: the occurrences
    /// a per-symbol mask hides together.
    pub names: Vec<Candidate>,
}

/// The candidates of both profiles in a tree, from the spec's captures.
pub fn collect(tree: &SyntaxTree, source: &str, spec: &MaskSpec, captures: &[Capture]) -> Analysis {
    let mut atoms = vec![false; tree.len()];
    let mut skipped = vec![false; tree.len()];
    // by node: (pattern, category) of the construct capture with the lowest pattern index
    let mut constructs: Vec<Option<(usize, &'static str)>> = vec![None; tree.len()];
    // name text -> (pattern, category)
    let mut names: HashMap<&str, (usize, &'static str)> = HashMap::new();
    let mut nodes: Vec<(NodeId, Level, &'static str)> = Vec::new();
    for c in captures {
        match &spec.roles[c.name] {
            Role::Atom => atoms[c.node] = true,
            Role::Skip => skipped[c.node] = true,
            Role::Construct(cat) => {
                if constructs[c.node].is_none_or(|(pattern, _)| c.pattern < pattern) {
                    constructs[c.node] = Some((c.pattern, cat));
                }
            }
            Role::Name(cat) => {
                let e = names.entry(tree.text(c.node, source)).or_insert((c.pattern, cat));
                if c.pattern < e.0 {
                    *e = (c.pattern, cat);
                }
            }
            Role::Node(level, cat) => nodes.push((c.node, *level, cat)),
            Role::Ignored => {}
        }
    }
    let errors = Errors::of(tree);
    let tokens = tokens(tree, source, &atoms, &skipped, &errors);
    let candidate = |id: NodeId, category: &'static str, level: Level| {
        let node = tree.node(id);
        Candidate {
            category,
            level,
            start_byte: node.span.start,
            end_byte: node.span.end,
            node_kind: node.kind,
            named: node.named,
        }
    };
    let mut cfb = Vec::new();
    let mut levels = Vec::new();
    for &id in &tokens {
        let text = tree.text(id, source);
        let by_name = if tree.node(id).named { names.get(text) } else { None };
        if let Some(category) = by_name.map(|(_, c)| *c).or_else(|| innermost(tree, id, &constructs)) {
            cfb.push(candidate(id, category, Level::Token));
        }
        levels.push(candidate(id, token_category(tree, id, text), Level::Token));
    }
    for (id, level, category) in nodes {
        let node = tree.node(id);
        if node.span.start < node.span.end && !skipped[id] && !errors.below[id] && !errors.within[id] {
            levels.push(candidate(id, category, level));
        }
    }
    levels.sort_by_key(|c| (c.start_byte, std::cmp::Reverse(c.end_byte), c.level));
    levels.dedup_by(|a, b| a.start_byte == b.start_byte && a.end_byte == b.end_byte && a.level == b.level);
    let names =
        tokens.iter().filter(|&&id| tree.node(id).named).map(|&id| candidate(id, "NAME", Level::Token)).collect();
    Analysis { cfb, levels, names }
}

/// The category of the innermost construct around (or at) `id`.
fn innermost(tree: &SyntaxTree, id: NodeId, constructs: &[Option<(usize, &'static str)>]) -> Option<&'static str> {
    let mut cur = Some(id);
    while let Some(c) = cur {
        if let Some((_, cat)) = constructs[c] {
            return Some(cat);
        }
        cur = tree.node(c).parent;
    }
    None
}
