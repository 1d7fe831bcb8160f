//! The top-level items of a file (roles, rules, lemmas, processes, declarations, modules …),
//! as each grammar's `queries/items.scm` captures them (`@item`; the name is the item's `name`
//! field), and their pairing between two files for per-item scores.

use rustc_hash::FxHashMap;

use super::tree::{Id, Tree};
use super::Comparison;
use crate::parse::query::{Capture, CompiledQuery};
use crate::parse::tree::SyntaxTree;

/// One item of one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Its node in the compared tree.
    pub node: Id,
    pub kind: &'static str,
    pub name: Option<String>,
}

/// The items among `captures` of the items query, in document order.
pub(crate) fn from_captures(
    query: &CompiledQuery,
    captures: &[Capture],
    syntax: &SyntaxTree,
    tree: &Tree,
    text: &str,
) -> Vec<Item> {
    let mut by_syntax: Vec<Option<Id>> = vec![None; syntax.len()];
    for (id, n) in tree.nodes.iter().enumerate() {
        by_syntax[n.syntax] = Some(id);
    }
    let item = query.capture_names.iter().position(|n| n == "item");
    let mut out: Vec<Item> = captures
        .iter()
        .filter(|c| Some(c.name) == item)
        .filter_map(|c| {
            let node = syntax.node(c.node);
            if node.is_extra || syntax.is_leaf(c.node) {
                return None;
            }
            let id = by_syntax[c.node]?;
            let name = syntax
                .child_by_field(c.node, "name")
                .map(|n| syntax.text(n, text).split_whitespace().collect::<Vec<_>>().join(" "));
            Some(Item { node: id, kind: tree.nodes[id].kind, name })
        })
        .collect();
    out.sort_by_key(|i| i.node);
    out.dedup_by_key(|i| i.node);
    out
}

/// An item of A with its counterpart in B, or an item of one side alone.
#[derive(Debug, Clone, PartialEq)]
pub struct Pair {
    pub a: Option<Item>,
    pub b: Option<Item>,
    /// Dice coefficient of the two subtrees: the share of their nodes matched to each other
    /// with the same label (0 for an unpaired item).
    pub score: f64,
}

/// Pairs the items of the two sides: the same kind and name first, then of the same kind by
/// the share of their nodes the matching maps onto each other, best first. Items of A come
/// first in A's order, each with its counterpart; B's items without one follow.
pub fn pair(cmp: &Comparison) -> Vec<Pair> {
    let (ta, tb) = (&cmp.a.tree, &cmp.b.tree);
    let (items_a, items_b) = (&cmp.a.items, &cmp.b.items);
    // Which B items hold each B node, innermost first.
    let mut holder: Vec<Option<usize>> = vec![None; tb.len()];
    let mut outer: Vec<Option<usize>> = vec![None; items_b.len()];
    for (k, item) in items_b.iter().enumerate() {
        outer[k] = holder[item.node];
        for slot in &mut holder[tb.subtree(item.node)] {
            *slot = Some(k);
        }
    }
    let mut common: FxHashMap<(usize, usize), usize> = FxHashMap::default();
    for (i, item) in items_a.iter().enumerate() {
        for x in ta.subtree(item.node) {
            // Matched with the same label: an updated name counts against the pair.
            let Some(y) = cmp.matching.a_to_b[x].filter(|&y| ta.nodes[x].same_label(&tb.nodes[y])) else { continue };
            let mut k = holder[y];
            while let Some(j) = k {
                *common.entry((i, j)).or_default() += 1;
                k = outer[j];
            }
        }
    }
    let dice = |i: usize, j: usize| {
        let c = common.get(&(i, j)).copied().unwrap_or(0);
        let size = ta.nodes[items_a[i].node].size(items_a[i].node) + tb.nodes[items_b[j].node].size(items_b[j].node);
        2.0 * c as f64 / size as f64
    };
    let mut partner_a: Vec<Option<usize>> = vec![None; items_a.len()];
    let mut partner_b: Vec<Option<usize>> = vec![None; items_b.len()];
    // The same kind and name, when that names one item on each side.
    let key = |x: &Item| x.name.clone().map(|n| (x.kind, n));
    let mut by_key: FxHashMap<(&str, String), (Vec<usize>, Vec<usize>)> = FxHashMap::default();
    for (i, x) in items_a.iter().enumerate() {
        if let Some(k) = key(x) {
            by_key.entry(k).or_default().0.push(i);
        }
    }
    for (j, y) in items_b.iter().enumerate() {
        if let Some(k) = key(y) {
            by_key.entry(k).or_default().1.push(j);
        }
    }
    for (xs, ys) in by_key.values() {
        if let ([i], [j]) = (&xs[..], &ys[..]) {
            partner_a[*i] = Some(*j);
            partner_b[*j] = Some(*i);
        }
    }
    // The rest by shared nodes.
    let mut candidates: Vec<(f64, usize, usize)> = common
        .keys()
        .filter(|&&(i, j)| partner_a[i].is_none() && partner_b[j].is_none() && items_a[i].kind == items_b[j].kind)
        .map(|&(i, j)| (dice(i, j), i, j))
        .filter(|c| c.0 > 0.0)
        .collect();
    candidates.sort_by(|p, q| q.0.total_cmp(&p.0).then(p.1.cmp(&q.1)).then(p.2.cmp(&q.2)));
    for (_, i, j) in candidates {
        if partner_a[i].is_none() && partner_b[j].is_none() {
            partner_a[i] = Some(j);
            partner_b[j] = Some(i);
        }
    }
    let mut out: Vec<Pair> = items_a
        .iter()
        .enumerate()
        .map(|(i, x)| Pair {
            a: Some(x.clone()),
            b: partner_a[i].map(|j| items_b[j].clone()),
            score: partner_a[i].map_or(0.0, |j| dice(i, j)),
        })
        .collect();
    out.extend(items_b.iter().enumerate().filter(|(j, _)| partner_b[*j].is_none()).map(|(_, y)| Pair {
        a: None,
        b: Some(y.clone()),
        score: 0.0,
    }));
    out
}
