//! GumTree's matching (Falleri et al., ASE 2014): which node of tree A is which node of tree B.
//!
//! 1. Top-down: the largest isomorphic subtrees first (equal hashes, height ≥ 2). A subtree
//!    with one twin on each side is matched at once; twins with several look-alikes wait.
//! 2. Bottom-up: an unmatched inner node of A is matched to the node of B of its kind that
//!    holds most of the partners of its descendants (dice ≥ 0.5), and the roots always.
//! 3. Recovery below every such pair: children matched by longest common subsequence of
//!    equal subtrees, then of equal shapes, then kinds that occur once on both sides (so
//!    look-alikes under matched parents keep their order).
//! 4. Look-alikes still unmatched: most similar parents first, then the closest in order.
//!
//! The result is the same whichever tree is called A: the matcher always runs with the two
//! trees in one order (by content), so scores computed from it are symmetric.

use rustc_hash::{FxHashMap, FxHashSet};

use super::tree::{Id, Tree};

const MIN_HEIGHT: u32 = 2;
const MIN_DICE: f64 = 0.5;
/// Look-alikes beyond this many per side are paired only with their nearest ones in document
/// order (a file with 500 equal `Fr(~k)` would otherwise weigh 250,000 pairs).
const NEAREST: usize = 8;

/// A one-to-one partial map between the nodes of two trees.
#[derive(Debug, Clone)]
pub struct Matching {
    pub a_to_b: Vec<Option<Id>>,
    pub b_to_a: Vec<Option<Id>>,
}

impl Matching {
    fn new(na: usize, nb: usize) -> Matching {
        Matching { a_to_b: vec![None; na], b_to_a: vec![None; nb] }
    }

    fn link(&mut self, a: Id, b: Id) {
        self.a_to_b[a] = Some(b);
        self.b_to_a[b] = Some(a);
    }

    /// Matched pairs.
    pub fn len(&self) -> usize {
        self.a_to_b.iter().filter(|p| p.is_some()).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn swapped(self) -> Matching {
        Matching { a_to_b: self.b_to_a, b_to_a: self.a_to_b }
    }
}

/// The matching of `a`'s nodes to `b`'s.
pub fn match_trees(a: &Tree, b: &Tree) -> Matching {
    if a.is_empty() || b.is_empty() {
        return Matching::new(a.len(), b.len());
    }
    // One order for both calls: the matcher's choices depend on which side is which.
    let key = |t: &Tree| (t.nodes[0].hash, t.len());
    if key(a) > key(b) {
        return Matcher::new(b, a).run().swapped();
    }
    Matcher::new(a, b).run()
}

struct Matcher<'t> {
    a: &'t Tree,
    b: &'t Tree,
    m: Matching,
}

impl<'t> Matcher<'t> {
    fn new(a: &'t Tree, b: &'t Tree) -> Self {
        Matcher { a, b, m: Matching::new(a.len(), b.len()) }
    }

    fn run(mut self) -> Matching {
        let look_alikes = self.top_down();
        self.bottom_up();
        self.match_look_alikes(look_alikes);
        self.m
    }

    /// Maps two isomorphic subtrees node by node (pre-order walks them in step), leaving
    /// alone the nodes matched already (the map stays one-to-one).
    fn link_subtrees(&mut self, a: Id, b: Id) {
        for (x, y) in self.a.subtree(a).zip(self.b.subtree(b)) {
            if self.m.a_to_b[x].is_none() && self.m.b_to_a[y].is_none() {
                self.m.link(x, y);
            }
        }
    }

    /// Matches the subtrees with one twin on each side; returns the pairs of look-alikes
    /// (several twins on a side), left for later.
    fn top_down(&mut self) -> Vec<(Id, Id)> {
        let (a, b) = (self.a, self.b);
        let mut open_a: Vec<Id> = vec![0];
        let mut open_b: Vec<Id> = vec![0];
        let mut ambiguous: Vec<(Id, Id)> = Vec::new();
        // Nodes with a twin on the other side (matched, or look-alikes waiting).
        let (mut twin_a, mut twin_b) = (vec![false; a.len()], vec![false; b.len()]);
        let height = |t: &Tree, ids: &[Id]| ids.iter().map(|&i| t.nodes[i].height).max().unwrap_or(0);
        loop {
            let (ha, hb) = (height(a, &open_a), height(b, &open_b));
            if ha.min(hb) < MIN_HEIGHT {
                break;
            }
            if ha != hb {
                // Open the taller side's tallest nodes.
                let (t, open, h) = if ha > hb { (a, &mut open_a, ha) } else { (b, &mut open_b, hb) };
                let (tall, rest): (Vec<Id>, Vec<Id>) = open.iter().partition(|&&i| t.nodes[i].height == h);
                *open = rest;
                open.extend(tall.iter().flat_map(|&i| t.children(i).iter().copied()));
                continue;
            }
            let h = ha;
            let (tall_a, rest_a): (Vec<Id>, Vec<Id>) = open_a.iter().partition(|&&i| a.nodes[i].height == h);
            let (tall_b, rest_b): (Vec<Id>, Vec<Id>) = open_b.iter().partition(|&&i| b.nodes[i].height == h);
            open_a = rest_a;
            open_b = rest_b;
            let mut by_hash: FxHashMap<u64, (Vec<Id>, Vec<Id>)> = FxHashMap::default();
            for &i in &tall_a {
                by_hash.entry(a.nodes[i].hash).or_default().0.push(i);
            }
            for &i in &tall_b {
                by_hash.entry(b.nodes[i].hash).or_default().1.push(i);
            }
            let mut groups: Vec<(Vec<Id>, Vec<Id>)> =
                by_hash.into_values().filter(|(x, y)| !x.is_empty() && !y.is_empty()).collect();
            groups.sort_by_key(|(x, _)| x[0]);
            for (xs, ys) in groups {
                for &x in &xs {
                    twin_a[x] = true;
                }
                for &y in &ys {
                    twin_b[y] = true;
                }
                if xs.len() == 1 && ys.len() == 1 {
                    self.link_subtrees(xs[0], ys[0]);
                } else {
                    ambiguous.extend(nearest_pairs(&xs, &ys));
                }
            }
            for &i in &tall_a {
                if !twin_a[i] {
                    open_a.extend(a.children(i).iter().copied());
                }
            }
            for &i in &tall_b {
                if !twin_b[i] {
                    open_b.extend(b.children(i).iter().copied());
                }
            }
        }
        ambiguous
    }

    /// Look-alikes still unmatched once the bottom-up pass and its recoveries (which keep
    /// their order under matched parents) are done: the pair whose parents share most, then
    /// the closest in order.
    fn match_look_alikes(&mut self, ambiguous: Vec<(Id, Id)>) {
        let (a, b) = (self.a, self.b);
        let ambiguous: Vec<(Id, Id)> =
            ambiguous.into_iter().filter(|&(x, y)| self.m.a_to_b[x].is_none() && self.m.b_to_a[y].is_none()).collect();
        let mut dice_cache: FxHashMap<(Id, Id), f64> = FxHashMap::default();
        let mut scored: Vec<(f64, usize, Id, Id)> = ambiguous
            .into_iter()
            .map(|(x, y)| {
                let d = match (a.nodes[x].parent, b.nodes[y].parent) {
                    (Some(px), Some(py)) => *dice_cache.entry((px, py)).or_insert_with(|| self.dice(px, py)),
                    _ => 0.0,
                };
                let distance = relative_distance(a, x, b, y);
                (d, distance, x, y)
            })
            .collect();
        scored.sort_by(|p, q| q.0.total_cmp(&p.0).then(p.1.cmp(&q.1)).then(p.2.cmp(&q.2)).then(p.3.cmp(&q.3)));
        for (_, _, x, y) in scored {
            if self.m.a_to_b[x].is_none() && self.m.b_to_a[y].is_none() {
                self.link_subtrees(x, y);
            }
        }
    }

    /// Dice coefficient of the descendants of `x` and `y`: how much of them the matching
    /// already maps onto each other.
    fn dice(&self, x: Id, y: Id) -> f64 {
        let (a, b) = (self.a, self.b);
        let (sx, sy) = (a.nodes[x].end - x - 1, b.nodes[y].end - y - 1);
        if sx + sy == 0 {
            return 0.0;
        }
        let common =
            (x + 1..a.nodes[x].end).filter(|&d| self.m.a_to_b[d].is_some_and(|p| y < p && p < b.nodes[y].end)).count();
        2.0 * common as f64 / (sx + sy) as f64
    }

    fn bottom_up(&mut self) {
        let a = self.a;
        // A node is visited with the status the top-down pass left it (what is linked below
        // runs only within the subtrees visited before it): a subtree matched whole by then has
        // nothing to visit. Unmatched nodes before each id, to tell it by its range.
        let mut unmatched_before = Vec::with_capacity(a.len() + 1);
        unmatched_before.push(0usize);
        for p in &self.m.a_to_b {
            unmatched_before.push(unmatched_before.last().unwrap() + usize::from(p.is_none()));
        }
        let any_unmatched = |x: Id| unmatched_before[a.nodes[x].end] > unmatched_before[x];
        for x in a.postorder_within(any_unmatched) {
            if x == 0 {
                // The roots are each other's, whatever else they resembled.
                if self.m.a_to_b[0] != Some(0) {
                    if let Some(p) = self.m.a_to_b[0].take() {
                        self.m.b_to_a[p] = None;
                    }
                    if let Some(q) = self.m.b_to_a[0].take() {
                        self.m.a_to_b[q] = None;
                    }
                    self.m.link(0, 0);
                }
                self.recover(0, 0);
                break;
            }
            if self.m.a_to_b[x].is_some() || a.nodes[x].is_leaf() {
                continue;
            }
            let mut best: Option<(f64, Id)> = None;
            for y in self.candidates(x) {
                let d = self.dice(x, y);
                if best.is_none_or(|(bd, _)| d > bd) {
                    best = Some((d, y));
                }
            }
            if let Some((d, y)) = best {
                if d >= MIN_DICE {
                    self.m.link(x, y);
                    self.recover(x, y);
                }
            }
        }
    }

    /// Unmatched nodes of B of `x`'s kind above the partners of `x`'s descendants.
    fn candidates(&self, x: Id) -> Vec<Id> {
        let (a, b) = (self.a, self.b);
        let kind = a.nodes[x].kind;
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        for d in x + 1..a.nodes[x].end {
            let Some(p) = self.m.a_to_b[d] else { continue };
            let mut cur = b.nodes[p].parent;
            while let Some(c) = cur {
                if !seen.insert(c) {
                    break;
                }
                if b.nodes[c].kind == kind && self.m.b_to_a[c].is_none() && c != 0 {
                    out.push(c);
                }
                cur = b.nodes[c].parent;
            }
        }
        out.sort_unstable();
        out
    }

    /// Matches what is left below a matched pair.
    fn recover(&mut self, x: Id, y: Id) {
        let mut work = vec![(x, y)];
        while let Some((x, y)) = work.pop() {
            let (a, b) = (self.a, self.b);
            let free_a: Vec<Id> = a.children(x).iter().copied().filter(|&c| self.m.a_to_b[c].is_none()).collect();
            let free_b: Vec<Id> = b.children(y).iter().copied().filter(|&c| self.m.b_to_a[c].is_none()).collect();
            if !free_a.is_empty() && !free_b.is_empty() {
                // Equal subtrees, then equal shapes, in order (equal subtrees of an unordered
                // list in any order).
                let (hashes_a, hashes_b) = (keys(a, &free_a, |n| n.hash), keys(b, &free_b, |n| n.hash));
                let equal =
                    if b.nodes[y].unordered { equal_keys(&hashes_a, &hashes_b) } else { lcs(&hashes_a, &hashes_b) };
                for (i, j) in equal {
                    self.link_subtrees(free_a[i], free_b[j]);
                }
                let free_a: Vec<Id> = free_a.into_iter().filter(|&c| self.m.a_to_b[c].is_none()).collect();
                let free_b: Vec<Id> = free_b.into_iter().filter(|&c| self.m.b_to_a[c].is_none()).collect();
                for (i, j) in lcs(&keys(a, &free_a, |n| n.shape), &keys(b, &free_b, |n| n.shape)) {
                    // Node by node, unless an unordered list below needs its elements paired
                    // by content (the loop below goes on under the roots).
                    if b.subtree(free_b[j]).any(|n| b.nodes[n].unordered) {
                        self.m.link(free_a[i], free_b[j]);
                    } else {
                        self.link_subtrees(free_a[i], free_b[j]);
                    }
                }
                // Kinds once on each side.
                let free_a: Vec<Id> = free_a.into_iter().filter(|&c| self.m.a_to_b[c].is_none()).collect();
                let free_b: Vec<Id> = free_b.into_iter().filter(|&c| self.m.b_to_a[c].is_none()).collect();
                let mut kinds: FxHashMap<&str, (Vec<Id>, Vec<Id>)> = FxHashMap::default();
                for &c in &free_a {
                    kinds.entry(a.nodes[c].kind).or_default().0.push(c);
                }
                for &c in &free_b {
                    kinds.entry(b.nodes[c].kind).or_default().1.push(c);
                }
                let mut unique: Vec<(Id, Id)> = kinds
                    .into_values()
                    .filter(|(p, q)| p.len() == 1 && q.len() == 1)
                    .map(|(p, q)| (p[0], q[0]))
                    .collect();
                unique.sort_unstable();
                for (p, q) in unique {
                    self.m.link(p, q);
                }
            }
            // Go on below every pair of children matched to each other (new or not).
            for &c in a.children(x).iter().rev() {
                if let Some(p) = self.m.a_to_b[c] {
                    if b.nodes[p].parent == Some(y) && !a.nodes[c].is_leaf() && a.nodes[c].hash != b.nodes[p].hash {
                        work.push((c, p));
                    }
                }
            }
        }
    }
}

/// Pairs of equal keys, each used once, in any order: (index in `a`, index in `b`).
fn equal_keys(a: &[u64], b: &[u64]) -> Vec<(usize, usize)> {
    let mut by_key: FxHashMap<u64, Vec<usize>> = FxHashMap::default();
    for (i, k) in a.iter().enumerate().rev() {
        by_key.entry(*k).or_default().push(i);
    }
    b.iter().enumerate().filter_map(|(j, k)| Some((by_key.get_mut(k)?.pop()?, j))).collect()
}

fn keys(t: &Tree, ids: &[Id], key: impl Fn(&super::tree::Node) -> u64) -> Vec<u64> {
    ids.iter().map(|&i| key(&t.nodes[i])).collect()
}

/// Pairs of look-alikes: each with up to [`NEAREST`] of the other side nearest in order.
fn nearest_pairs(xs: &[Id], ys: &[Id]) -> Vec<(Id, Id)> {
    if xs.len() * ys.len() <= NEAREST * NEAREST {
        return xs.iter().flat_map(|&x| ys.iter().map(move |&y| (x, y))).collect();
    }
    let mut out = Vec::new();
    for (i, &x) in xs.iter().enumerate() {
        let centre = i * ys.len() / xs.len();
        let lo = centre.saturating_sub(NEAREST / 2);
        let hi = (lo + NEAREST).min(ys.len());
        out.extend(ys[lo..hi].iter().map(|&y| (x, y)));
    }
    out
}

/// How far apart two nodes sit: their distance in pre-order counted from the start of the
/// files or from their ends, whichever is smaller (so that look-alikes keep their order
/// around a change anywhere: before it they align from the start, after it from the end).
fn relative_distance(a: &Tree, x: Id, b: &Tree, y: Id) -> usize {
    x.abs_diff(y).min((a.len() - x).abs_diff(b.len() - y))
}

/// Index pairs of a longest common subsequence of two key lists (Myers' diff).
pub(crate) fn lcs<K: std::hash::Hash + Eq + Ord>(ka: &[K], kb: &[K]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, ka, kb) {
        if let similar::DiffOp::Equal { old_index, new_index, len } = op {
            out.extend((0..len).map(|k| (old_index + k, new_index + k)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fmt::rename::Rename;
    use crate::language::Language;

    fn trees(a: &str, b: &str) -> (Tree, Tree) {
        let t = |s: &str| Tree::build(Language::Pv, None, s, Rename::None).unwrap();
        (t(a), t(b))
    }

    #[test]
    fn equal_trees_match_completely() {
        let text = "free c: channel.\nprocess new k: bitstring; out(c, k)\n";
        let (a, b) = trees(text, text);
        let m = match_trees(&a, &b);
        assert_eq!(m.len(), a.len());
        assert!((0..a.len()).all(|i| m.a_to_b[i] == Some(i)));
    }

    #[test]
    fn a_renamed_leaf_is_matched_to_its_counterpart() {
        let (a, b) = trees(
            "free c: channel.\nprocess new k: bitstring; out(c, k)\n",
            "free c: channel.\nprocess new n: bitstring; out(c, k)\n",
        );
        let m = match_trees(&a, &b);
        let k = a.nodes.iter().position(|n| &*n.label == "k").unwrap();
        let n = b.nodes.iter().position(|n| &*n.label == "n").unwrap();
        assert_eq!(m.a_to_b[k], Some(n));
        assert_eq!(m.len(), a.len());
    }

    #[test]
    fn the_matching_does_not_depend_on_the_order_of_the_trees() {
        let (a, b) = trees(
            "free c: channel.\nfree d: channel.\nprocess out(c, c) | out(d, c)\n",
            "free d: channel.\nfree c: channel.\nprocess out(c, d) | out(c, c) | 0\n",
        );
        let ab = match_trees(&a, &b);
        let ba = match_trees(&b, &a);
        assert_eq!(ab.a_to_b, ba.b_to_a);
    }

    #[test]
    fn lcs_pairs_in_order() {
        assert_eq!(lcs(&[1, 2, 3, 4], &[2, 4, 5]), vec![(1, 0), (3, 1)]);
    }
}
