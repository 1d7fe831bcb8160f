//! A recognizer for user-defined mixfix syntax (Maude's operators): an Earley chart parser over
//! tokens whose nonterminals are *kinds* (the connected components of a sort hierarchy).
//!
//! The grammar is data: each [`Production`] is a run of literal tokens and argument places of a
//! kind, producing a term of a kind. A token may also stand for a whole term by itself (a
//! variable, a number): the input gives its kinds as [`Input::leaf`]. [`ANY`] is a kind that
//! matches every ordinary kind (polymorphic operators, parenthesised terms); kinds from
//! [`RESERVED`] up are for the caller's own constructions (conditions, sort names) and are
//! matched only by themselves. Every production reads at least one token, so the chart needs
//! no nullable handling, and the first token after which no item survives is where the input
//! stops being a term.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// A kind id.
pub type Kind = u32;
/// Matches any ordinary kind.
pub const ANY: Kind = u32::MAX;
/// Kinds from here up (below [`ANY`]) are matched only by themselves.
pub const RESERVED: Kind = u32::MAX - 64;
/// The kind of a production whose terms have the kind of the term in its one argument place
/// (parentheses: `(t)` is a term of `t`'s kind); predicted wherever a term of any kind may be.
pub const INNER: Kind = u32::MAX - 1;

/// One place of a production.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Sym {
    /// A literal token (an id from [`Grammar::token`]).
    Tok(u32),
    /// An argument: a term of this kind whose precedence is at most the bound ([`LOOSE`]: any).
    Arg(Kind, u32),
}

/// The bound of an argument place that takes a term of any precedence.
pub const LOOSE: u32 = u32::MAX;

#[derive(Debug, Clone)]
pub struct Production {
    pub kind: Kind,
    /// The precedence of the terms it makes (0: they bind tightest).
    pub prec: u32,
    pub syms: Vec<Sym>,
}

/// Productions and the token table they use.
#[derive(Debug, Default, Clone)]
pub struct Grammar {
    productions: Vec<Production>,
    tokens: HashMap<String, u32>,
    /// Production ids by the kind they produce (ANY-producing ones under ANY).
    by_kind: HashMap<Kind, Index>,
    /// Every production of an ordinary kind or of ANY: what a place of kind ANY predicts.
    ordinary: Index,
    /// What can start a term of each kind (made on the first use).
    starts: std::sync::OnceLock<HashMap<Kind, Start>>,
}

/// What can start a term of a kind: the first tokens of its productions and of those of the
/// kinds its productions start with (the left corners), and those kinds (for variables and
/// constants, which the input gives as leaves).
#[derive(Debug, Default, Clone)]
struct Start {
    tokens: HashSet<u32>,
    corners: HashSet<Kind>,
}

/// Productions by their first symbol: a token, or an argument place. Only those that can read
/// the next input token are predicted.
#[derive(Debug, Default, Clone)]
struct Index {
    by_token: HashMap<u32, Vec<u32>>,
    argument_first: Vec<u32>,
}

impl Index {
    fn add(&mut self, id: u32, first: &Sym) {
        match first {
            Sym::Tok(t) => self.by_token.entry(*t).or_default().push(id),
            Sym::Arg(..) => self.argument_first.push(id),
        }
    }

    fn for_token(&self, token: Option<u32>) -> impl Iterator<Item = u32> + '_ {
        let by_token = token.and_then(|t| self.by_token.get(&t)).map(Vec::as_slice).unwrap_or(&[]);
        by_token.iter().chain(&self.argument_first).copied()
    }
}

/// One input token: its id if the grammar has it as a literal, and the kinds it has alone.
#[derive(Debug, Clone, Default)]
pub struct Input {
    pub token: Option<u32>,
    pub leaf: Vec<Kind>,
}

/// The recognizer's verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The input is a term of the start kind.
    Parsed,
    /// No term continues with the token at this index.
    Unexpected(usize),
    /// Every token was read but the term is not complete.
    UnexpectedEnd,
    /// The chart grew past the budget: no verdict.
    GaveUp,
}

impl Grammar {
    /// The id of a literal token, added when new.
    pub fn token(&mut self, text: &str) -> u32 {
        if let Some(&id) = self.tokens.get(text) {
            return id;
        }
        let next = self.tokens.len() as u32;
        self.tokens.insert(text.to_string(), next);
        next
    }

    /// The productions, in the order they were added (for tests that compare grammars).
    #[cfg(test)]
    pub(crate) fn productions(&self) -> &[Production] {
        &self.productions
    }

    /// The text of a token by its id (a search of the token table, for tests).
    #[cfg(test)]
    pub(crate) fn token_text(&self, id: u32) -> Option<&str> {
        self.tokens.iter().find(|&(_, &t)| t == id).map(|(text, _)| text.as_str())
    }

    /// Every literal token of the grammar.
    pub fn tokens(&self) -> impl Iterator<Item = &str> {
        self.tokens.keys().map(String::as_str)
    }

    /// The id of a literal token the grammar has.
    pub fn token_id(&self, text: &str) -> Option<u32> {
        self.tokens.get(text).copied()
    }

    /// Adds a production; one without symbols is ignored.
    pub fn add(&mut self, production: Production) {
        let Some(first) = production.syms.first() else { return };
        // (What can start each kind is read again after the change.)
        self.starts.take();
        let id = self.productions.len() as u32;
        let indexed = if production.kind == INNER { ANY } else { production.kind };
        self.by_kind.entry(indexed).or_default().add(id, first);
        if production.kind < RESERVED || production.kind == ANY || production.kind == INNER {
            self.ordinary.add(id, first);
        }
        self.productions.push(production);
    }

    fn index(&self, kind: Kind) -> Vec<&Index> {
        if kind == ANY {
            vec![&self.ordinary]
        } else {
            [kind, ANY].iter().filter_map(|k| self.by_kind.get(k)).collect()
        }
    }

    fn starts(&self) -> &HashMap<Kind, Start> {
        self.starts.get_or_init(|| {
            let kinds: Vec<Kind> = self.by_kind.keys().copied().chain([ANY]).collect();
            let mut out = HashMap::default();
            for &kind in &kinds {
                let mut start = Start::default();
                let mut todo = vec![kind];
                while let Some(k) = todo.pop() {
                    if !start.corners.insert(k) {
                        continue;
                    }
                    for index in self.index(k) {
                        start.tokens.extend(index.by_token.keys());
                        for &p in &index.argument_first {
                            if let Some(Sym::Arg(a, _)) = self.productions[p as usize].syms.first() {
                                todo.push(*a);
                            }
                        }
                    }
                }
                out.insert(kind, start);
            }
            out
        })
    }

    /// Whether a term of `kind` can start with `input`.
    fn can_start(&self, kind: Kind, input: &Input) -> bool {
        let Some(start) = self.starts().get(&kind) else { return !input.leaf.is_empty() };
        input.token.is_some_and(|t| start.tokens.contains(&t))
            || input.leaf.iter().any(|&c| start.corners.iter().any(|&k| fits(k, c)))
    }

    pub fn len(&self) -> usize {
        self.productions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.productions.is_empty()
    }

    /// Whether `input` is a term of kind `start`. `budget` bounds the number of chart items.
    pub fn recognize(&self, start: Kind, input: &[Input], budget: usize) -> Outcome {
        self.prefix(start, input, budget).outcome
    }

    /// The chart of `input`, kept to answer for inputs that begin like it.
    pub fn prefix<'g>(&'g self, start: Kind, input: &'g [Input], budget: usize) -> Prefix<'g> {
        let mut chart = Chart::new(self, input, budget);
        chart.start = start;
        let outcome = chart.run_chart();
        Prefix { chart, outcome }
    }
}

/// The chart of one input after its run. A search of the token a term lacks parses the term
/// again with one token put in at each of many places; the chart's sets before a place depend
/// only on the tokens before it (and the one token each set looks ahead to), so each trial
/// starts from the sets kept here and parses only what follows.
pub struct Prefix<'g> {
    chart: Chart<'g>,
    outcome: Outcome,
}

impl Prefix<'_> {
    /// The verdict on the input itself.
    pub fn outcome(&self) -> Outcome {
        self.outcome.clone()
    }

    /// The literal tokens that may come at each position of the input in a term, up to the
    /// position where it stops being one (`input.len()` included when it is a term or ends too
    /// early): those the chart's items wait for, and those that start a term of a kind an item
    /// waits for.
    pub fn expected(&self) -> Vec<HashSet<u32>> {
        let chart = &self.chart;
        let reached = match self.outcome {
            Outcome::Unexpected(i) => i + 1,
            _ => chart.input.len() + 1,
        };
        let starts = chart.grammar.starts();
        chart.sets[..reached.min(chart.sets.len())]
            .iter()
            .map(|set| {
                let mut out: HashSet<u32> = HashSet::default();
                for &item in &set.items {
                    if let Some(Sym::Tok(t)) = chart.next_sym(item) {
                        out.insert(t);
                    }
                }
                for want in set.waiting.keys() {
                    out.extend(starts.get(want).into_iter().flat_map(|s| s.tokens.iter().copied()));
                }
                out
            })
            .collect()
    }

    /// What [`Grammar::recognize`] says of the input's first `at` tokens followed by `rest`.
    pub fn recognize_with(&self, at: usize, rest: &[Input]) -> Outcome {
        let chart = &self.chart;
        let head = &chart.input[..at.min(chart.input.len())];
        // The term died at a token before `at`: so does every term that begins the same.
        if let Outcome::Unexpected(j) = self.outcome {
            if j + 1 < at {
                return self.outcome();
            }
        }
        // (Where a run gave up is not kept: the trial runs whole.)
        if at == 0 || at > chart.input.len() || self.outcome == Outcome::GaveUp {
            let whole: Vec<Input> = head.iter().chain(rest).cloned().collect();
            return chart.grammar.recognize(chart.start, &whole, chart.budget);
        }
        let mut resumed = Chart::new(chart.grammar, rest, chart.budget);
        resumed.start = chart.start;
        resumed.first = at;
        resumed.head = head;
        resumed.prefix = &chart.sets[..at];
        // (Each item of a set was counted once when it was added.)
        resumed.size = resumed.prefix.iter().map(|s| s.items.len()).sum();
        resumed.run_chart()
    }
}

/// Whether a term of kind `have` fills a place of kind `want`.
pub fn fits(want: Kind, have: Kind) -> bool {
    want == have || (want == ANY && have < RESERVED) || (have == ANY && want < RESERVED)
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Item {
    /// Production id; `u32::MAX` is the start item `[Arg(start)]`.
    prod: u32,
    dot: u32,
    origin: u32,
    /// For a production of kind [`INNER`]: the kind of the term read in its argument place.
    inner: Kind,
}

#[derive(Default)]
struct Set {
    items: Vec<Item>,
    seen: HashSet<Item>,
    /// Indexes into `items` of items waiting for an argument, by the kind they want.
    waiting: HashMap<Kind, Vec<usize>>,
    /// The kinds predicted here, each with the loosest precedence an item waits for.
    predicted: HashMap<Kind, u32>,
    /// Completed terms ending here: (kind, precedence, origin).
    done: HashSet<(Kind, u32, u32)>,
}

struct Chart<'g> {
    grammar: &'g Grammar,
    /// The tokens from position `first` on.
    input: &'g [Input],
    budget: usize,
    size: usize,
    /// The sets from position `first` on.
    sets: Vec<Set>,
    /// A chart resumed from a [`Prefix`]: the position of its first own set; the sets before
    /// it, closed, and the tokens they read.
    first: usize,
    prefix: &'g [Set],
    head: &'g [Input],
    start: Kind,
    /// The items a completion advances (a buffer reused by [`Chart::complete`]).
    targets: Vec<Item>,
}

impl Set {
    /// Empties the set, keeping its tables' room; false when they are too large to keep.
    fn clear(&mut self) -> bool {
        if self.items.capacity() > SPARE_ITEMS {
            return false;
        }
        self.items.clear();
        self.seen.clear();
        self.waiting.clear();
        self.predicted.clear();
        self.done.clear();
        true
    }
}

/// Spare sets kept per thread, the items a kept set may have room for, and the items all of
/// them may have room for (16 bytes each, about as much again in the sets' tables): a term is
/// parsed again and again (every statement, every repair trial), and a chart's tables are most
/// of its cost when each is allocated anew.
const SPARE_SETS: usize = 4096;
const SPARE_ITEMS: usize = 1 << 12;
const SPARE_ROOM: usize = 1 << 18;

/// A thread's spare sets and the room for items they have in all.
#[derive(Default)]
struct Spare {
    sets: Vec<Set>,
    room: usize,
}

thread_local! {
    static SPARE: std::cell::RefCell<Spare> = std::cell::RefCell::new(Spare::default());
}

impl Drop for Chart<'_> {
    fn drop(&mut self) {
        let mut sets = std::mem::take(&mut self.sets);
        sets.retain_mut(Set::clear);
        // (A thread being torn down keeps nothing.)
        let _ = SPARE.try_with(|spare| {
            let spare = &mut *spare.borrow_mut();
            for set in sets {
                let room = set.items.capacity();
                if spare.sets.len() >= SPARE_SETS || spare.room + room > SPARE_ROOM {
                    break;
                }
                spare.room += room;
                spare.sets.push(set);
            }
        });
    }
}

impl<'g> Chart<'g> {
    fn new(grammar: &'g Grammar, input: &'g [Input], budget: usize) -> Self {
        let wanted = input.len() + 1;
        let mut sets = Vec::with_capacity(wanted);
        let _ = SPARE.try_with(|spare| {
            let spare = &mut *spare.borrow_mut();
            let from = spare.sets.len().saturating_sub(wanted);
            for set in spare.sets.drain(from..) {
                spare.room -= set.items.capacity();
                sets.push(set);
            }
        });
        sets.resize_with(wanted, Set::default);
        Chart {
            grammar,
            input,
            budget,
            size: 0,
            sets,
            first: 0,
            prefix: &[],
            head: &[],
            start: ANY,
            targets: Vec::new(),
        }
    }

    /// The number of tokens, those of the prefix included.
    fn len(&self) -> usize {
        self.first + self.input.len()
    }

    fn token(&self, i: usize) -> Option<&'g Input> {
        match i.checked_sub(self.first) {
            Some(k) => self.input.get(k),
            None => self.head.get(i),
        }
    }

    fn set(&self, i: usize) -> &Set {
        match i.checked_sub(self.first) {
            Some(k) => &self.sets[k],
            None => &self.prefix[i],
        }
    }

    /// A set of the chart's own (the prefix's are closed).
    fn set_mut(&mut self, i: usize) -> &mut Set {
        &mut self.sets[i - self.first]
    }

    fn syms(&self, prod: u32) -> &[Sym] {
        if prod == u32::MAX {
            std::slice::from_ref(&START[0])
        } else {
            &self.grammar.productions[prod as usize].syms
        }
    }

    fn next_sym(&self, item: Item) -> Option<Sym> {
        let syms = self.syms(item.prod);
        match syms.get(item.dot as usize) {
            Some(Sym::Arg(..)) if item.prod == u32::MAX => Some(Sym::Arg(self.start, LOOSE)),
            other => other.cloned(),
        }
    }

    /// Adds an item to set `at`; false when the budget is spent.
    fn add(&mut self, at: usize, item: Item, work: &mut Vec<usize>) -> bool {
        let set = self.set_mut(at);
        if set.seen.insert(item) {
            set.items.push(item);
            work.push(set.items.len() - 1);
            self.size += 1;
        }
        self.size <= self.budget
    }

    /// Fills the chart for `self.start`, set by set, up to where the input stops being a term;
    /// a resumed chart from the last set of its prefix on (closed: its work list is empty).
    fn run_chart(&mut self) -> Outcome {
        let len = self.len();
        // (The work lists and the scanned items are reused from set to set.)
        let (mut work, mut next, mut advanced) = (Vec::new(), Vec::new(), Vec::new());
        if self.first == 0 {
            self.add(0, Item { prod: u32::MAX, dot: 0, origin: 0, inner: ANY }, &mut work);
        }
        for i in self.first.saturating_sub(1)..=len {
            if !self.close(i, &mut work) {
                return Outcome::GaveUp;
            }
            let Some(token) = self.token(i) else { break };
            // Scan token i into set i + 1.
            next.clear();
            advanced.clear();
            if let Some(t) = token.token {
                let scanned = self.set(i).items.iter().filter(|&&item| self.next_sym(item) == Some(Sym::Tok(t)));
                advanced.extend(scanned.map(|&item| Item { dot: item.dot + 1, ..item }));
            }
            for &item in &advanced {
                if !self.add(i + 1, item, &mut next) {
                    return Outcome::GaveUp;
                }
            }
            for &kind in &token.leaf {
                if !self.complete(i + 1, kind, 0, i as u32, &mut next) {
                    return Outcome::GaveUp;
                }
            }
            if self.set(i + 1).items.is_empty() {
                return Outcome::Unexpected(i);
            }
            std::mem::swap(&mut work, &mut next);
        }
        let end = self.set(len);
        let whole = Item { prod: u32::MAX, dot: 1, origin: 0, inner: ANY };
        if end.seen.contains(&whole) {
            Outcome::Parsed
        } else {
            Outcome::UnexpectedEnd
        }
    }

    /// A term of `kind` and precedence `prec` spans `origin..at`: advance the items of set
    /// `origin` waiting for it.
    fn complete(&mut self, at: usize, kind: Kind, prec: u32, origin: u32, work: &mut Vec<usize>) -> bool {
        if !self.set_mut(at).done.insert((kind, prec, origin)) {
            return true;
        }
        let mut targets = std::mem::take(&mut self.targets);
        targets.clear();
        let from = self.set(origin as usize);
        for (&want, idxs) in &from.waiting {
            if fits(want, kind) {
                let bound = |item: &Item| match self.next_sym(*item) {
                    Some(Sym::Arg(_, b)) => b,
                    _ => 0,
                };
                targets.extend(idxs.iter().map(|&k| from.items[k]).filter(|item| prec <= bound(item)));
            }
        }
        let mut within = true;
        for &item in &targets {
            let inner = match self.grammar.productions.get(item.prod as usize) {
                Some(p) if p.kind == INNER => kind,
                _ => item.inner,
            };
            if !self.add(at, Item { dot: item.dot + 1, inner, ..item }, work) {
                within = false;
                break;
            }
        }
        self.targets = targets;
        within
    }

    /// Predicts and completes within set `i` until nothing new comes.
    fn close(&mut self, i: usize, work: &mut Vec<usize>) -> bool {
        while let Some(k) = work.pop() {
            let item = self.set(i).items[k];
            match self.next_sym(item) {
                None => {
                    // The start item done, or (impossible: every production reads a token) an
                    // empty production.
                    if item.prod == u32::MAX || item.origin as usize == i {
                        continue;
                    }
                    let production = &self.grammar.productions[item.prod as usize];
                    let kind = if production.kind == INNER { item.inner } else { production.kind };
                    let prec = production.prec;
                    if !self.complete(i, kind, prec, item.origin, work) {
                        return false;
                    }
                }
                Some(Sym::Tok(_)) => {}
                Some(Sym::Arg(want, bound)) => {
                    self.set_mut(i).waiting.entry(want).or_default().push(k);
                    // Productions are predicted for the precedence the place allows, as Maude's
                    // parser does: one whose terms bind more loosely could never fill it (a
                    // `_&_` of precedence 41 in a place that gathers `e` below 41), and its
                    // operator's token would read as expected where Maude stops ("didn't
                    // expect token &"). Those a looser place allows come when one waits here.
                    let before = self.set(i).predicted.get(&want).copied();
                    if before.is_some_and(|b| b >= bound) {
                        continue;
                    }
                    self.set_mut(i).predicted.insert(want, bound);
                    let grammar = self.grammar;
                    let Some(next) = self.token(i) else { continue };
                    for index in grammar.index(want) {
                        for prod in index.for_token(next.token) {
                            let production = &grammar.productions[prod as usize];
                            if production.prec > bound || before.is_some_and(|b| production.prec <= b) {
                                continue;
                            }
                            // A production that starts with an argument only if a term of
                            // that argument's kind can start here.
                            let syms = &production.syms;
                            if let Sym::Arg(first, _) = syms[0] {
                                if !grammar.can_start(first, next) {
                                    continue;
                                }
                            }
                            if !self.add(i, Item { prod, dot: 0, origin: i as u32, inner: ANY }, work) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        true
    }
}

/// The start production's one place (its kind is substituted by `Chart::next_sym`).
static START: [Sym; 1] = [Sym::Arg(ANY, LOOSE)];

#[cfg(test)]
mod tests {
    use super::*;

    /// Nat ::= 0 | s Nat | Nat + Nat | ( Any ); input tokens split on spaces.
    fn grammar() -> Grammar {
        let mut g = Grammar::default();
        let (zero, s, plus, open, close) = (g.token("0"), g.token("s"), g.token("+"), g.token("("), g.token(")"));
        g.add(Production { kind: 0, prec: 0, syms: vec![Sym::Tok(zero)] });
        g.add(Production { kind: 0, prec: 15, syms: vec![Sym::Tok(s), Sym::Arg(0, 15)] });
        // `_+_` with gather (e E): right-nested only.
        g.add(Production { kind: 0, prec: 33, syms: vec![Sym::Arg(0, 32), Sym::Tok(plus), Sym::Arg(0, 33)] });
        g.add(Production { kind: ANY, prec: 0, syms: vec![Sym::Tok(open), Sym::Arg(ANY, LOOSE), Sym::Tok(close)] });
        g
    }

    fn input(g: &Grammar, text: &str) -> Vec<Input> {
        text.split_whitespace()
            .map(|t| Input { token: g.token_id(t), leaf: if t == "N" { vec![0] } else { vec![] } })
            .collect()
    }

    #[test]
    fn reads_terms_and_finds_the_first_unexpected_token() {
        let g = grammar();
        let run = |text: &str| g.recognize(0, &input(&g, text), 100_000);
        assert_eq!(run("s 0 + ( N + s s 0 )"), Outcome::Parsed);
        assert_eq!(run("0 + + 0"), Outcome::Unexpected(2));
        assert_eq!(run("0 0"), Outcome::Unexpected(1));
        assert_eq!(run("s ( 0 +"), Outcome::UnexpectedEnd);
        assert_eq!(run("x"), Outcome::Unexpected(0));
        // Precedence: `s_` (15) takes no `_+_` (33) term unparenthesised.
        assert_eq!(g.recognize(0, &input(&g, "s ( 0 + 0 )"), 1000), Outcome::Parsed);
        let mut tight = grammar();
        let s = tight.token("s");
        tight.add(Production { kind: 1, prec: 0, syms: vec![Sym::Tok(s), Sym::Arg(0, 20)] });
        // … so the `+` is unexpected (no `_+_` is predicted in a place that bounds 20).
        assert_eq!(tight.recognize(1, &input(&tight, "s 0 + 0"), 1000), Outcome::Unexpected(2));
        // A reserved kind is not a term of an ordinary kind.
        assert_eq!(g.recognize(RESERVED, &input(&g, "0"), 1000), Outcome::Unexpected(0));
    }

    /// Charts reuse the sets of earlier ones on their thread: each answer is still the one a
    /// chart of new sets gives (on a thread of its own), for every order of long and short,
    /// parsed and refused terms, the chart's own `expected` tokens included.
    #[test]
    fn a_chart_on_reused_sets_answers_as_a_new_one() {
        let g = grammar();
        let terms = ["s 0 + ( N + s s 0 )", "0 + + 0", "s ( 0 +", "x", "( ( ( N ) ) ) + 0 + s N", "0"];
        let fresh = |text: &str| {
            std::thread::scope(|scope| {
                scope
                    .spawn(|| {
                        let i = input(&g, text);
                        let expected = g.prefix(0, &i, 1000).expected();
                        (g.recognize(0, &i, 1000), expected)
                    })
                    .join()
                    .unwrap()
            })
        };
        let answers: Vec<_> = terms.iter().map(|t| fresh(t)).collect();
        for round in 0..3 {
            for (k, text) in terms.iter().enumerate().cycle().skip(round).take(terms.len() * 2) {
                let i = input(&g, text);
                assert_eq!((g.recognize(0, &i, 1000), g.prefix(0, &i, 1000).expected()), answers[k], "{text}");
            }
        }
        // A chart stopped by its budget leaves nothing behind either.
        assert_eq!(g.recognize(0, &input(&g, terms[4]), 3), Outcome::GaveUp);
        assert_eq!(g.recognize(0, &input(&g, terms[4]), 1000), answers[4].0);
    }

    #[test]
    fn parentheses_of_kind_inner_keep_the_kind_of_their_term() {
        // Kind 1 ::= t | [ 1 ]; kind 0 as in `grammar`, with parentheses of kind INNER.
        let mut g = Grammar::default();
        let (zero, t, open, close, lb, rb) =
            (g.token("0"), g.token("t"), g.token("("), g.token(")"), g.token("["), g.token("]"));
        g.add(Production { kind: 0, prec: 0, syms: vec![Sym::Tok(zero)] });
        g.add(Production { kind: 1, prec: 0, syms: vec![Sym::Tok(t)] });
        g.add(Production { kind: 1, prec: 0, syms: vec![Sym::Tok(lb), Sym::Arg(1, LOOSE), Sym::Tok(rb)] });
        g.add(Production { kind: INNER, prec: 0, syms: vec![Sym::Tok(open), Sym::Arg(ANY, LOOSE), Sym::Tok(close)] });
        let run = |text: &str| g.recognize(1, &input(&g, text), 10_000);
        assert_eq!(run("[ ( ( t ) ) ]"), Outcome::Parsed);
        assert_eq!(run("[ ( 0 ) ]"), Outcome::Unexpected(4));
        assert_eq!(g.recognize(ANY, &input(&g, "( 0 )"), 10_000), Outcome::Parsed);
    }

    /// A place that gathers below an operator's precedence predicts none of its productions,
    /// so the operator's token is unexpected right there, where Maude stops (a strand's list
    /// `+(A), nil & …` with its `]` lost: "didn't expect token &"). Kind 1 ::= `a` | 1 `&` 1
    /// (precedence 41); kind 2 ::= `nil` | 1 `,` 2 (41, gather `(e E)`).
    #[test]
    fn a_token_of_an_operator_too_loose_for_its_place_is_unexpected_there() {
        let mut g = Grammar::default();
        let (a, nil, comma, amp) = (g.token("a"), g.token("nil"), g.token(","), g.token("&"));
        g.add(Production { kind: 1, prec: 0, syms: vec![Sym::Tok(a)] });
        g.add(Production { kind: 1, prec: 41, syms: vec![Sym::Arg(1, 41), Sym::Tok(amp), Sym::Arg(1, 41)] });
        g.add(Production { kind: 2, prec: 0, syms: vec![Sym::Tok(nil)] });
        g.add(Production { kind: 2, prec: 41, syms: vec![Sym::Arg(1, 40), Sym::Tok(comma), Sym::Arg(2, 41)] });
        let run = |kind: Kind, text: &str| g.recognize(kind, &input(&g, text), 10_000);
        assert_eq!(run(2, "a , a , nil"), Outcome::Parsed);
        assert_eq!(run(2, "a & a , nil"), Outcome::Unexpected(1));
        assert_eq!(run(2, "a , nil & a"), Outcome::Unexpected(3));
        // Where any precedence may stand (the start), a `&` term is one.
        assert_eq!(run(1, "a & a & a"), Outcome::Parsed);
    }

    #[test]
    fn expects_the_tokens_a_term_may_have_next() {
        let g = grammar();
        let id = |t: &str| g.token_id(t).unwrap();
        let sorted = |set: &HashSet<u32>| {
            let mut v: Vec<u32> = set.iter().copied().collect();
            v.sort_unstable();
            v
        };
        // `s ( 0 0`: stops at the second `0`; a `)` or `+` may follow the first `0`.
        let expected = g.prefix(0, &input(&g, "s ( 0 0"), 10_000).expected();
        assert_eq!(expected.len(), 4);
        let mut after_zero = vec![id("+"), id(")")];
        after_zero.sort_unstable();
        assert_eq!(sorted(&expected[3]), after_zero);
        // A term may start with any of its first tokens (not only the one that comes).
        let mut first = vec![id("0"), id("s"), id("(")];
        first.sort_unstable();
        assert_eq!(sorted(&expected[0]), first);
    }

    /// A term with one token put in, parsed from the kept chart of the term without it, gets
    /// the verdict a chart of its own gives: at every place, with every token, for terms that
    /// parse, stop early or end too early, and under budgets that run out before or after.
    #[test]
    fn a_chart_resumed_from_a_prefix_answers_as_a_whole_one() {
        let g = grammar();
        let tokens = ["0", "s", "+", "(", ")", "N", "x"];
        let terms = ["s 0 + ( N + s s 0 )", "0 + + 0", "s ( 0 +", "x", "( ( N ) ) + 0 + s N", "0 0 s", ""];
        for budget in [1000, 40, 12] {
            for text in terms {
                let term = input(&g, text);
                let prefix = g.prefix(0, &term, budget);
                assert_eq!(prefix.outcome(), g.recognize(0, &term, budget), "{text}");
                for at in 0..=term.len() {
                    for token in tokens {
                        let put = input(&g, token);
                        let rest: Vec<Input> = put.iter().chain(&term[at..]).cloned().collect();
                        let whole: Vec<Input> = term[..at].iter().chain(&rest).cloned().collect();
                        let expected = g.recognize(0, &whole, budget);
                        assert_eq!(
                            prefix.recognize_with(at, &rest),
                            expected,
                            "`{token}` at {at} of `{text}`, {budget}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn long_ambiguous_chains_stay_within_budget_or_give_up() {
        let g = grammar();
        let text = vec!["0"; 200].join(" + ");
        assert_eq!(g.recognize(0, &input(&g, &text), 10_000_000), Outcome::Parsed);
        assert_eq!(g.recognize(0, &input(&g, &text), 1000), Outcome::GaveUp);
    }
}
