//! Runs a query's patterns over cfb's tree, as tree-sitter's query cursor would, in one walk:
//! each node is tried only against the patterns whose first node can be its kind, and a
//! pattern's children are matched among the node's own children. (tree-sitter's cursor keeps
//! every partly matched pattern alive while it walks the subtree below, which grows with the
//! nesting depth: on a deeply nested SAPIC process it was most of `cfb fmt`'s time.)
//!
//! Semantics kept from tree-sitter (its `query.c`): every match is found (each way a
//! pattern's steps can sit among the siblings); an anchor `.` lets no named node (comments
//! included) be skipped, anonymous ones may be, except after `_`; wildcards do not match
//! errors; a group of siblings does not start directly inside an error; predicates are checked
//! per match.

use super::pattern::{Kind, Operand, Pattern, Predicate, Siblings, Step, TopPattern};
use super::Capture;
use crate::parse::tree::{NodeId, SyntaxTree};

/// Which patterns a node may start, by its kind id.
#[derive(Debug, Default)]
pub(crate) struct Index {
    by_kind: Vec<Vec<u32>>,
    /// Patterns starting with a wildcard: tried on every node.
    any: Vec<u32>,
}

impl Index {
    pub(crate) fn new(patterns: &[TopPattern]) -> Index {
        let mut index = Index::default();
        for (k, p) in patterns.iter().enumerate() {
            let mut firsts = Vec::new();
            first_kinds(&p.siblings.steps[0], &mut firsts);
            let add = |list: &mut Vec<u32>| {
                if list.last() != Some(&(k as u32)) {
                    list.push(k as u32);
                }
            };
            for kind in firsts {
                let ids = match kind {
                    Kind::Is(id) => std::slice::from_ref(id),
                    Kind::OneOf(ids) => ids.as_slice(),
                    Kind::AnyNamed | Kind::Any => {
                        add(&mut index.any);
                        continue;
                    }
                };
                for &id in ids {
                    let id = usize::from(id);
                    if index.by_kind.len() <= id {
                        index.by_kind.resize_with(id + 1, Vec::new);
                    }
                    add(&mut index.by_kind[id]);
                }
            }
        }
        index
    }

    fn candidates(&self, kind_id: u16) -> impl Iterator<Item = u32> + '_ {
        self.by_kind.get(usize::from(kind_id)).into_iter().flatten().chain(&self.any).copied()
    }
}

fn first_kinds<'p>(step: &'p Step, out: &mut Vec<&'p Kind>) {
    match &step.pattern {
        Pattern::Node { kind, .. } => out.push(kind),
        Pattern::Either(options) => options.iter().for_each(|o| first_kinds(o, out)),
    }
}

/// Every capture of `patterns` over `tree` (whose text is `text`), sorted by start, then
/// pattern, then node, without repeats. `max_start_depth`: matches start no deeper than this.
pub(crate) fn run(
    patterns: &[TopPattern],
    index: &Index,
    tree: &SyntaxTree,
    text: &str,
    max_start_depth: Option<u32>,
) -> Vec<Capture> {
    let mut run = Run { tree, text, patterns, pattern: 0, caps: Vec::new(), out: Vec::new() };
    if tree.is_empty() {
        return Vec::new();
    }
    let visit = |run: &mut Run, n: NodeId| {
        let node = tree.node(n);
        for p in index.candidates(node.kind_id) {
            run.start(p as usize, n);
        }
    };
    match max_start_depth {
        None => (0..tree.len()).for_each(|n| visit(&mut run, n)),
        Some(max) => {
            let mut stack = vec![(tree.root(), 0u32)];
            while let Some((n, depth)) = stack.pop() {
                visit(&mut run, n);
                if depth < max {
                    stack.extend(tree.children(n).iter().map(|&c| (c, depth + 1)));
                }
            }
        }
    }
    // Keyed first: a comparison that looked the node up would miss the cache.
    let mut keyed: Vec<(usize, Capture)> = run.out.into_iter().map(|c| (tree.node(c.node).span.start, c)).collect();
    keyed.sort_unstable_by_key(|&(start, c)| (start, c.pattern, c.node, c.name));
    keyed.dedup();
    keyed.into_iter().map(|(_, c)| c).collect()
}

struct Run<'a> {
    tree: &'a SyntaxTree,
    text: &'a str,
    patterns: &'a [TopPattern],
    /// The pattern being matched.
    pattern: usize,
    /// Captures of the match so far: (capture, node).
    caps: Vec<(u32, NodeId)>,
    out: Vec<Capture>,
}

impl<'a> Run<'a> {
    /// Every match of pattern `p` whose first node is `n`.
    fn start(&mut self, p: usize, n: NodeId) {
        self.pattern = p;
        let pattern = &self.patterns[p].siblings;
        let tree = self.tree;
        let single = pattern.steps.len() == 1 && !pattern.anchored_end;
        let (kids, next): (&'a [NodeId], usize) = match tree.node(n).parent {
            // tree-sitter starts a group of siblings nowhere directly inside an error.
            Some(parent) if pattern.steps.len() > 1 && tree.node(parent).is_error => return,
            Some(parent) if !single => {
                let kids = tree.children(parent);
                (kids, kids.binary_search(&n).map_or(kids.len(), |k| k + 1))
            }
            _ => (&[], 0),
        };
        self.step(&pattern.steps[0], n, &mut |run| run.siblings(pattern, kids, next, 1, &mut Run::emit));
    }

    /// Steps `i..` of `siblings` among `kids[from..]`, then `k`.
    fn siblings(
        &mut self,
        siblings: &'a Siblings,
        kids: &'a [NodeId],
        from: usize,
        i: usize,
        k: &mut dyn FnMut(&mut Run<'a>),
    ) {
        let tree = self.tree;
        if i == siblings.steps.len() {
            if !(siblings.anchored_end && kids[from..].iter().any(|&c| tree.node(c).named)) {
                k(self);
            }
            return;
        }
        // An anchor skips anonymous nodes, but not after `_` (which may be one itself).
        let after_any = i > 0 && matches!(siblings.steps[i - 1].pattern, Pattern::Node { kind: Kind::Any, .. });
        for (j, &c) in kids.iter().enumerate().skip(from) {
            self.step(&siblings.steps[i], c, &mut |run| run.siblings(siblings, kids, j + 1, i + 1, k));
            if siblings.immediate[i] && (after_any || tree.node(c).named) {
                break;
            }
        }
    }

    /// Does `n` match `step`? For each way it does, `k`, with the step's captures added.
    fn step(&mut self, step: &'a Step, n: NodeId, k: &mut dyn FnMut(&mut Run<'a>)) {
        let tree = self.tree;
        let node = tree.node(n);
        if step.field.as_deref().is_some_and(|f| node.field != Some(f)) {
            return;
        }
        if let Pattern::Node { kind, negated_fields, .. } = &step.pattern {
            let kind_matches = match kind {
                Kind::Is(id) => node.kind_id == *id,
                Kind::AnyNamed => node.named && !node.is_error,
                Kind::Any => !node.is_error,
                Kind::OneOf(ids) => ids.contains(&node.kind_id),
            };
            let has_field = |f: &String| tree.children(n).iter().any(|&c| tree.node(c).field == Some(f.as_str()));
            if !kind_matches || negated_fields.iter().any(has_field) {
                return;
            }
        }
        let mark = self.caps.len();
        self.caps.extend(step.captures.iter().map(|&c| (c, n)));
        if step.captures.is_empty() || !self.refuted(&step.captures) {
            match &step.pattern {
                Pattern::Node { children, .. } if children.steps.is_empty() => k(self),
                Pattern::Node { children, .. } => self.siblings(children, tree.children(n), 0, 0, k),
                Pattern::Either(options) => {
                    for option in options {
                        self.step(option, n, k);
                    }
                }
            }
        }
        self.caps.truncate(mark);
    }

    /// A whole match: kept if its predicates hold.
    fn emit(&mut self) {
        let pattern = &self.patterns[self.pattern];
        if pattern.predicates.iter().all(|p| self.holds(p)) {
            let at = self.pattern;
            self.out.extend(self.caps.iter().map(|&(name, node)| Capture { name: name as usize, pattern: at, node }));
        }
    }

    /// Does a predicate on the captures just made (and on no capture still to come) fail?
    /// Checked as soon as it can be, so a pattern like `(_ (term) @t … (#match? @t "\n"))`
    /// does not try every later sibling of a term that fails it.
    fn refuted(&self, made: &[u32]) -> bool {
        self.patterns[self.pattern].predicates.iter().any(|p| {
            let (first, second) = p.captures();
            let bound = |c: u32| self.caps.iter().any(|x| x.0 == c);
            (made.contains(&first) || second.is_some_and(|c| made.contains(&c)))
                && bound(first)
                && second.is_none_or(bound)
                && !self.holds(p)
        })
    }

    fn text_of(&self, capture: u32) -> Option<&'a str> {
        let tree = self.tree;
        self.caps.iter().find(|c| c.0 == capture).map(|&(_, n)| tree.text(n, self.text))
    }

    /// A predicate on a capture the match did not make holds (tree-sitter's rule for
    /// `#eq?` and `#match?` over no nodes); two captures compare only when both were made.
    fn holds(&self, predicate: &Predicate) -> bool {
        match predicate {
            Predicate::Eq { capture, with: Operand::Text(s), positive } => {
                self.text_of(*capture).is_none_or(|t| (t == s) == *positive)
            }
            Predicate::Eq { capture, with: Operand::Capture(other), positive } => {
                match (self.text_of(*capture), self.text_of(*other)) {
                    (Some(a), Some(b)) => (a == b) == *positive,
                    (None, None) => true,
                    _ => false,
                }
            }
            Predicate::Match { capture, regex, positive } => {
                self.text_of(*capture).is_none_or(|t| regex.is_match(t) == *positive)
            }
            Predicate::AnyOf { capture, values, positive } => {
                self.text_of(*capture).is_none_or(|t| values.iter().any(|v| v == t) == *positive)
            }
        }
    }
}
