//! The edit script from a matching (Chawathe, Rajaraman, Garcia-Molina and Widom, SIGMOD 1996):
//! inserts, deletes, label updates and moves that turn tree A into tree B, each node touched
//! at most once per kind of action.
//!
//! B is walked breadth first while a working copy of A is changed to follow it: an unmatched
//! node is inserted, a matched one is updated if its label differs and moved if its parent is
//! not its partner's parent; the children of each pair are then put in B's order with as few
//! moves as a longest common subsequence allows; what is left unmatched in A is deleted.

use super::matching::{lcs, Matching};
use super::tree::{Id, Tree};

/// One step. Working ids: A's nodes keep their ids, inserted nodes are numbered on from
/// `a.len()` in the order they are inserted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Op {
    /// A new node like B's `b`, as child number `pos` of `parent`.
    Insert { node: Id, b: Id, parent: Id, pos: usize },
    /// `node` (a leaf by then) is removed.
    Delete { node: Id },
    /// `node` takes the label of B's `b`.
    Update { node: Id, b: Id },
    /// `node`, with its subtree, becomes child number `pos` of `parent`.
    Move { node: Id, b: Id, parent: Id, pos: usize },
}

/// The script of one comparison.
#[derive(Debug, Clone, Default)]
pub struct Script {
    pub ops: Vec<Op>,
}

impl Script {
    /// Ops of each kind: insert, delete, update, move.
    pub fn counts(&self) -> [usize; 4] {
        let mut c = [0; 4];
        for op in &self.ops {
            c[match op {
                Op::Insert { .. } => 0,
                Op::Delete { .. } => 1,
                Op::Update { .. } => 2,
                Op::Move { .. } => 3,
            }] += 1;
        }
        c
    }
}

struct Working<'t> {
    a: &'t Tree,
    b: &'t Tree,
    parent: Vec<Option<Id>>,
    /// A node's children where they differ from A's (copied on the first change: most
    /// nodes never change, and copying them all cost more than the whole script).
    children: Vec<Option<Vec<Id>>>,
    label: Vec<&'t str>,
    w_to_b: Vec<Option<Id>>,
    b_to_w: Vec<Option<Id>>,
    in_order_w: Vec<bool>,
    in_order_b: Vec<bool>,
    ops: Vec<Op>,
}

/// The script turning `a` into `b` under `m` (which must match the two roots).
pub fn edit_script(a: &Tree, b: &Tree, m: &Matching) -> Script {
    if a.is_empty() || b.is_empty() {
        return Script::default();
    }
    // Sized once for the nodes to insert and the ops every unmatched node makes (on two
    // unrelated files, thousands of each), not grown push by push.
    let inserted = m.b_to_a.iter().filter(|p| p.is_none()).count();
    let deleted = m.a_to_b.iter().filter(|p| p.is_none()).count();
    let mut w = Working {
        a,
        b,
        parent: with_room(a.nodes.iter().map(|n| n.parent).collect(), inserted),
        children: with_room(vec![None; a.len()], inserted),
        label: with_room(a.nodes.iter().map(|n| &*n.label).collect(), inserted),
        w_to_b: with_room(m.a_to_b.clone(), inserted),
        b_to_w: m.b_to_a.clone(),
        in_order_w: with_room(vec![false; a.len()], inserted),
        in_order_b: vec![false; b.len()],
        ops: Vec::with_capacity(inserted + deleted),
    };
    debug_assert_eq!(m.b_to_a[0], Some(0), "the matcher links the roots");
    let same = same_subtrees(a, b, m);
    let mut queue = std::collections::VecDeque::from([0usize]);
    while let Some(x) = queue.pop_front() {
        if !same[x] {
            queue.extend(b.children(x).iter().copied());
        }
        let node = match (x, w.b_to_w[x]) {
            (0, Some(node)) => {
                w.update_if_needed(node, x);
                node
            }
            (_, None) => w.insert(x),
            (_, Some(node)) => {
                w.update_if_needed(node, x);
                let z = w.b_to_w[b.nodes[x].parent.expect("not the root")].expect("parents come first");
                if w.parent[node] != Some(z) {
                    w.detach(node);
                    let pos = w.find_pos(x);
                    w.attach(node, z, pos);
                    w.ops.push(Op::Move { node, b: x, parent: z, pos });
                }
                w.in_order_w[node] = true;
                w.in_order_b[x] = true;
                node
            }
        };
        if !same[x] {
            w.align_children(node, x);
        }
    }
    w.delete_unmatched();
    Script { ops: w.ops }
}

/// `list` with room for `more` items.
fn with_room<T>(mut list: Vec<T>, more: usize) -> Vec<T> {
    list.reserve_exact(more);
    list
}

/// Per node of B: its subtree and its partner's are one tree, node for node (each matched to
/// its counterpart, of the same kind and label, with as many children). Nothing below such a
/// node is inserted, updated, moved or deleted, nor moved in (a node's new parent is its B
/// parent's partner, never inside the pair): the script skips what is below it. On a large file
/// against a small edit of it, that is nearly the whole tree.
fn same_subtrees(a: &Tree, b: &Tree, m: &Matching) -> Vec<bool> {
    let mut same = vec![false; b.len()];
    for x in (0..b.len()).rev() {
        let Some(w) = m.b_to_a[x] else { continue };
        let (nw, nx) = (&a.nodes[w], &b.nodes[x]);
        // (Hashes first: they differ wherever the rest would, and cost no string comparison.)
        same[x] = nw.hash == nx.hash
            && b.children(x).len() == a.children(w).len()
            && b.children(x).iter().zip(a.children(w)).all(|(&c, &d)| same[c] && m.b_to_a[c] == Some(d))
            && (std::ptr::eq(nw.kind, nx.kind) || nw.kind == nx.kind)
            && nw.same_label(nx);
    }
    same
}

/// Whether two lists of ids are equal, by a loop: libc's `memcmp` of these short lists was a
/// fifth of the script's time (its vector load at the start stalls).
fn in_same_order(s1: &[Id], s2: &[Id]) -> bool {
    s1.len() == s2.len() && s1.iter().zip(s2).all(|(x, y)| x == y)
}

/// A working node's children (a free function, so that the flags beside them stay writable).
fn kids_of<'w>(children: &'w [Option<Vec<Id>>], a: &'w Tree, node: Id) -> &'w [Id] {
    match &children[node] {
        Some(own) => own,
        None => a.children(node),
    }
}

impl<'t> Working<'t> {
    fn update_if_needed(&mut self, node: Id, x: Id) {
        let kind_differs = node < self.a.len() && self.a.nodes[node].kind != self.b.nodes[x].kind;
        if self.label[node] != &*self.b.nodes[x].label || kind_differs {
            self.label[node] = &self.b.nodes[x].label;
            self.ops.push(Op::Update { node, b: x });
        }
    }

    fn insert(&mut self, x: Id) -> Id {
        let node = self.parent.len();
        let z = self.b_to_w[self.b.nodes[x].parent.expect("the root is matched")].expect("parents come first");
        self.parent.push(None);
        // (Its children will be its partner's, most of them inserted after it.)
        self.children.push(Some(Vec::with_capacity(self.b.children(x).len())));
        self.label.push(&self.b.nodes[x].label);
        self.w_to_b.push(Some(x));
        self.in_order_w.push(true);
        self.b_to_w[x] = Some(node);
        let pos = self.find_pos(x);
        self.attach(node, z, pos);
        self.in_order_b[x] = true;
        self.ops.push(Op::Insert { node, b: x, parent: z, pos });
        node
    }

    fn kids(&self, node: Id) -> &[Id] {
        kids_of(&self.children, self.a, node)
    }

    fn kids_mut(&mut self, node: Id) -> &mut Vec<Id> {
        let a = self.a;
        self.children[node].get_or_insert_with(|| a.children(node).to_vec())
    }

    fn detach(&mut self, node: Id) {
        if let Some(p) = self.parent[node].take() {
            self.kids_mut(p).retain(|&c| c != node);
        }
    }

    fn attach(&mut self, node: Id, parent: Id, pos: usize) {
        self.kids_mut(parent).insert(pos, node);
        self.parent[node] = Some(parent);
    }

    /// Where B's `x` goes among its working parent's children: right after the partner of its
    /// nearest left sibling already in order, or first.
    fn find_pos(&self, x: Id) -> usize {
        let y = self.b.nodes[x].parent.expect("not the root");
        let siblings = self.b.children(y);
        let at = siblings.iter().position(|&s| s == x).expect("a child of its parent");
        for &v in siblings[..at].iter().rev() {
            if self.in_order_b[v] {
                let u = self.b_to_w[v].expect("in order, so placed");
                let p = self.parent[u].expect("placed");
                return self.kids(p).iter().position(|&c| c == u).expect("a child of its parent") + 1;
            }
        }
        0
    }

    fn align_children(&mut self, node: Id, x: Id) {
        for &c in kids_of(&self.children, self.a, node) {
            self.in_order_w[c] = false;
        }
        for &c in self.b.children(x) {
            self.in_order_b[c] = false;
        }
        let s1: Vec<Id> = self
            .kids(node)
            .iter()
            .filter_map(|&c| self.w_to_b[c].filter(|&p| self.b.nodes[p].parent == Some(x)))
            .collect();
        let s2: Vec<Id> = self
            .b
            .children(x)
            .iter()
            .copied()
            .filter(|&c| self.b_to_w[c].is_some_and(|q| self.parent[q] == Some(node)))
            .collect();
        // (Most children are in order already: no subsequence to compute. The order of an
        // unordered list is no change: all of it counts as in order.)
        let common = if in_same_order(&s1, &s2) || self.b.nodes[x].unordered {
            (0..s2.len()).map(|k| (k, k)).collect()
        } else {
            lcs(&s1, &s2)
        };
        let mut kept = vec![false; s2.len()];
        for &(_, j) in &common {
            kept[j] = true;
            self.in_order_b[s2[j]] = true;
            self.in_order_w[self.b_to_w[s2[j]].expect("matched")] = true;
        }
        for (j, &bc) in s2.iter().enumerate() {
            if kept[j] {
                continue;
            }
            let moved = self.b_to_w[bc].expect("matched");
            self.detach(moved);
            let pos = self.find_pos(bc);
            self.attach(moved, node, pos);
            self.ops.push(Op::Move { node: moved, b: bc, parent: node, pos });
            self.in_order_b[bc] = true;
            self.in_order_w[moved] = true;
        }
    }

    /// Deletes, leaves first, what no node of B took. Such a node is never moved, nor is
    /// anything moved under it, so its working descendants are some of its own in A: A's ids
    /// backwards put it after them (a walk of the working tree cost a cache miss per node).
    fn delete_unmatched(&mut self) {
        for id in (0..self.a.len()).rev() {
            if self.w_to_b[id].is_none() {
                self.detach(id);
                self.ops.push(Op::Delete { node: id });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::{Comparison, Options, Side};
    use crate::language::Language;

    #[test]
    fn only_the_ancestors_of_a_change_are_walked() {
        let side = |t: &str| Side::new(Language::Pv, None, t.to_string(), Options::default()).unwrap();
        let (a, b) = (
            "free c: channel.\nfree d: channel.\nprocess new k: bitstring; out(c, k); out(d, k)\n",
            "free c: channel.\nfree d: channel.\nprocess new k: bitstring; out(c, k); out(d, c)\n",
        );
        let c = Comparison::new(side(a), side(b));
        let (ta, tb) = (&c.a.tree, &c.b.tree);
        let same = same_subtrees(ta, tb, &c.matching);
        // The changed name and its ancestors differ; everything else is one tree on both sides.
        let changed = (0..tb.len()).rev().find(|&x| !tb.nodes[x].label.is_empty() && !same[x]).unwrap();
        let mut path = vec![changed];
        while let Some(p) = tb.nodes[*path.last().unwrap()].parent {
            path.push(p);
        }
        let walked: Vec<Id> = (0..tb.len()).filter(|&x| !same[x]).collect();
        path.sort_unstable();
        assert_eq!(walked, path);
        assert_eq!(c.script.ops, vec![Op::Update { node: c.matching.b_to_a[changed].unwrap(), b: changed }]);
    }
}
