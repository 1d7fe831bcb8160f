//! Comparing two models as trees: the matching engine behind `cfb diff` and `cfb similarity`.
//!
//! - [`tree`]: the compared tree (no layout, comments or delimiters; names renamed on demand);
//! - [`matching`]: GumTree's top-down and bottom-up matching;
//! - [`script`]: Chawathe's edit script (insert, delete, update, move) from a matching;
//! - [`items`]: the top-level items of a file (`queries/items.scm`) and their pairing;
//! - [`similarity`]: the scores (tree, BLEU, keyword BLEU, syntax and data-flow match,
//!   CodeBLEU).

pub mod items;
pub mod matching;
pub mod script;
pub mod similarity;
pub mod tree;

use std::path::Path;

use crate::fmt::rename::Rename;
use crate::language::Language;
use matching::Matching;
use script::{Op, Script};
use tree::{Id, Tree, TreeError};

/// One side of a comparison: a model's text, its tree, its top-level items and (when asked
/// for) its def-use edges.
#[derive(Debug, Clone)]
pub struct Side {
    pub text: String,
    pub tree: Tree,
    pub items: Vec<items::Item>,
    /// Hashed def-use edges ([`similarity`]); empty unless [`Options::dataflow`].
    pub dataflow: Vec<u64>,
}

/// What to read of a side besides its tree.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Names as `cfb fmt --rename` canonicalizes them.
    pub rename: Rename,
    /// The symbol engine's def-use edges (for `dataflow_match`).
    pub dataflow: bool,
}

impl Side {
    pub fn new(language: Language, path: Option<&Path>, text: String, options: Options) -> Result<Side, TreeError> {
        use crate::parse::query::{parse_and_query, CompiledQuery};
        let input = crate::parse::parser_input(language, path, &text);
        let items_query = CompiledQuery::grammar_query(language, "items");
        let unordered_query = CompiledQuery::grammar_query(language, "unordered");
        // One symbol table serves the renaming and the data flow.
        let names_needed = options.dataflow || options.rename != Rename::None;
        let locals_query = if names_needed { crate::symbols::locals_query(language) } else { None };
        let queries: Vec<&CompiledQuery> =
            items_query.iter().chain(unordered_query.iter()).chain(locals_query.iter()).map(|q| &**q).collect();
        let (syntax, captures) = parse_and_query(language, path, &input, &queries)?;
        let mut captures = captures.into_iter();
        let mut next_of =
            |query: &Option<_>| if query.is_some() { captures.next().unwrap_or_default() } else { Vec::new() };
        let item_captures = next_of(&items_query);
        let mut unordered: Vec<_> = next_of(&unordered_query).into_iter().map(|c| c.node).collect();
        unordered.sort_unstable();
        unordered.dedup();
        let local_captures = next_of(&locals_query);
        let table = match &locals_query {
            Some(q) => crate::symbols::SymbolTable::build(&syntax, &input, q, &local_captures),
            None if options.rename != Rename::None => {
                return Err(crate::symbols::AnalyzeError::NoLocals(language.spec().grammar).into())
            }
            None => crate::symbols::SymbolTable::default(),
        };
        let renames = crate::fmt::rename::renamings(
            language,
            &table,
            &syntax,
            &text,
            options.rename,
            &crate::fmt::rename::numbered,
        );
        let tree = Tree::from_syntax(&syntax, &input, &renames, &unordered);
        let items = match &items_query {
            Some(q) => items::from_captures(q, &item_captures, &syntax, &tree, &input),
            None => Vec::new(),
        };
        let dataflow = if options.dataflow { similarity::dataflow_edges(&table, &syntax) } else { Vec::new() };
        Ok(Side { text, tree, items, dataflow })
    }

    /// The text of node `id`.
    pub fn text_of(&self, id: Id) -> &str {
        let span = self.tree.nodes[id].span;
        self.text.get(span.start..span.end).unwrap_or("")
    }
}

/// What kind of change an [`Action`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ActionKind {
    Insert,
    Delete,
    Update,
    Move,
}

impl ActionKind {
    /// As the JSON report spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            ActionKind::Insert => "insert",
            ActionKind::Delete => "delete",
            ActionKind::Update => "update",
            ActionKind::Move => "move",
        }
    }
}

/// A change as a person reads it: an inserted or deleted subtree counts once, at its root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    pub action: ActionKind,
    /// The node's kind (a keyword or operator token's text).
    pub kind: &'static str,
    /// The node in A (delete, update, move) and in B (insert, update, move).
    pub a: Option<Id>,
    pub b: Option<Id>,
    /// An insert or delete of the node with its whole subtree (else of the node alone: some of
    /// its descendants are matched and have actions of their own).
    pub whole: bool,
}

/// Two trees, their matching and the script from A to B.
#[derive(Debug, Clone)]
pub struct Comparison {
    pub a: Side,
    pub b: Side,
    pub matching: Matching,
    pub script: Script,
}

impl Comparison {
    pub fn new(a: Side, b: Side) -> Comparison {
        let matching = matching::match_trees(&a.tree, &b.tree);
        let script = script::edit_script(&a.tree, &b.tree, &matching);
        Comparison { a, b, matching, script }
    }

    /// Whether the two trees are the same (no action).
    pub fn is_equal(&self) -> bool {
        self.script.ops.is_empty()
    }

    /// 1 − (edit-script length) / (nodes of A + nodes of B): 1 for equal trees, 0 when nothing
    /// matches. Every node inserted or deleted costs 1, every update and move 1.
    pub fn tree_similarity(&self) -> f64 {
        let total = self.a.tree.len() + self.b.tree.len();
        if total == 0 {
            return 1.0;
        }
        (1.0 - self.script.ops.len() as f64 / total as f64).max(0.0)
    }

    /// The changes, in the order of A's text (inserts at the place of their parent's partner).
    pub fn actions(&self) -> Vec<Action> {
        let (ta, tb) = (&self.a.tree, &self.b.tree);
        let whole_a = wholly_unmatched(ta, &self.matching.a_to_b);
        let whole_b = wholly_unmatched(tb, &self.matching.b_to_a);
        let mut out = Vec::new();
        let action = |action, kind, a, b, whole| Action { action, kind, a, b, whole };
        for op in &self.script.ops {
            match *op {
                // Below a node inserted or deleted with its whole subtree: said with it.
                Op::Insert { b, .. } if !tb.nodes[b].parent.is_some_and(|p| whole_b[p]) => {
                    out.push(action(ActionKind::Insert, tb.nodes[b].kind, None, Some(b), whole_b[b]))
                }
                Op::Delete { node } if !ta.nodes[node].parent.is_some_and(|p| whole_a[p]) => {
                    out.push(action(ActionKind::Delete, ta.nodes[node].kind, Some(node), None, whole_a[node]))
                }
                Op::Insert { .. } | Op::Delete { .. } => {}
                Op::Update { node, b } => {
                    out.push(action(ActionKind::Update, ta.nodes[node].kind, Some(node), Some(b), false))
                }
                Op::Move { node, b, .. } => {
                    out.push(action(ActionKind::Move, ta.nodes[node].kind, Some(node), Some(b), false))
                }
            }
        }
        let place = |x: &Action| -> (usize, usize) {
            match (x.a, x.b) {
                (Some(a), _) => (ta.nodes[a].span.start, 0),
                (None, Some(b)) => {
                    // Where it goes in A: at its nearest matched ancestor's partner.
                    let mut cur = tb.nodes[b].parent;
                    while let Some(p) = cur {
                        if let Some(q) = self.matching.b_to_a[p] {
                            return (ta.nodes[q].span.start, 1 + tb.nodes[b].span.start);
                        }
                        cur = tb.nodes[p].parent;
                    }
                    (0, 1 + tb.nodes[b].span.start)
                }
                (None, None) => (0, 0),
            }
        };
        // (An insert's place walks up its ancestors: computed once per action.)
        out.sort_by_cached_key(|x| (place(x), x.action));
        out
    }

    pub fn summary(&self) -> Summary {
        self.summary_of(&self.actions())
    }

    /// The summary of `actions` (this comparison's, as [`Comparison::actions`] gives them).
    pub fn summary_of(&self, actions: &[Action]) -> Summary {
        let mut s = Summary {
            matched_nodes: self.matching.len(),
            nodes_a: self.a.tree.len(),
            nodes_b: self.b.tree.len(),
            ..Summary::default()
        };
        for x in actions {
            *match x.action {
                ActionKind::Insert => &mut s.insert,
                ActionKind::Delete => &mut s.delete,
                ActionKind::Update => &mut s.update,
                ActionKind::Move => &mut s.move_,
            } += 1;
        }
        s
    }
}

/// Counts of a diff report.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct Summary {
    pub insert: usize,
    pub delete: usize,
    pub update: usize,
    #[serde(rename = "move")]
    pub move_: usize,
    pub matched_nodes: usize,
    pub nodes_a: usize,
    pub nodes_b: usize,
}

/// Per node: it and its whole subtree are unmatched.
fn wholly_unmatched(t: &Tree, partner: &[Option<Id>]) -> Vec<bool> {
    let mut whole = vec![false; t.len()];
    for id in (0..t.len()).rev() {
        whole[id] = partner[id].is_none() && t.children(id).iter().all(|&c| whole[c]);
    }
    whole
}

#[cfg(test)]
mod tests;
