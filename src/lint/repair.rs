//! The fix for a syntax error, found by trying it: one token put in, or one word changed into a
//! reserved word, near the strict grammar's error, each candidate read again by the strict
//! grammar. The candidate that lets it read furthest (the whole file, at best) is the fix the
//! message names. A deleted `(` or `<` shows only where its partner stands, a misspelt keyword
//! that reads as a name only where the statement goes wrong; trying puts the fix where it
//! belongs, and the grammar's own verdict keeps the message honest (this is the single-token
//! repair of LR error recovery, Burke and Fisher 1987, with pest as the oracle).

use std::collections::BTreeSet;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diagnostic::Span;
use crate::parse::strict::{self, edit_distance_within};
use crate::source::SourceFile;

/// Candidate sites: this many token boundaries up to the error.
const MAX_SITES: usize = 12;
/// Sites further back, up to this many, where only an opening bracket is tried (a deleted `<`
/// of a long tuple shows only at its `>`).
const MAX_OPENER_SITES: usize = 40;
/// Words up to this long before the error are tried split by a token.
const MAX_SPLIT: usize = 8;
/// Candidate words: this many tokens up to the error (a word has few near keywords).
const MAX_WORDS: usize = 40;
/// More brackets than this still open at the error, and no repair is tried: every trial
/// re-reads that nesting (slow in some grammars' worst cases), and such text is no one-token
/// slip.
const MAX_OPEN_AT_ERROR: usize = 16;
/// The bytes all trials of one search may read together (each reads the whole file): the
/// nearest candidates are tried first, a large file gets fewer.
const BUDGET_BYTES: usize = 2 << 20;
/// Tokens from the error on whose boundaries a token is also tried (a slip that glued a
/// token to the next one shows at the next one).
const AFTER_TOKENS: usize = 2;
/// Texts up to this long are read whole by every trial; longer ones through a [`Window`].
const MIN_WINDOWED: usize = 8 << 10;
/// Lines after the error's that a window reads.
const LINES_AFTER: usize = 40;
/// The items a window may begin its head after: the first this many of a node's children
/// (a theory's `theory Name begin`).
const MAX_HEADS: usize = 4;
/// At most this many windows are tried.
const MAX_GUARDS: usize = 8;

/// How a change ranks among those that read as far (lower first): whether it was preferred or
/// glued to a token, its distance from the error, how unfamiliar its tokens look there, its
/// length.
type Nearness = (usize, usize, (usize, usize), usize);

/// A repair: `span` becomes `text`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    pub span: Span,
    pub text: String,
    /// How far the strict grammar reads the repaired text (offsets of the original text;
    /// `usize::MAX` when it reads all of it).
    pub reach: usize,
}

impl Repair {
    /// A token put in, not a word changed.
    pub fn is_insertion(&self) -> bool {
        self.span.start == self.span.end
    }
}

/// What the search needs of a language: its tokens (span, whether an extra such as a comment),
/// its reserved words, how far its strict grammar reads a text, and the starts of the children
/// of each node around the error, outermost first (the top-level items a trial may leave out).
pub struct Grammar<'a> {
    pub tokens: &'a [(Span, bool)],
    pub words: &'a std::collections::HashSet<String>,
    pub reach: &'a (dyn Fn(&str) -> Result<(), usize> + Sync),
    pub items: &'a [Vec<usize>],
    /// The token that ends a sentence, when the grammar reads a file as a plain sequence of
    /// them (see [`crate::parse::strict::check_from_last_sentence`]).
    pub sentence_end: Option<&'a str>,
    /// What the grammar expects where it stops in a text (the strict check with its list):
    /// a short text is tried through a window only when the window's list is the text's.
    pub expected: Option<&'a (dyn Fn(&str) -> Option<(usize, Vec<String>)> + Sync)>,
}

/// The best repair of the error at `offset` (the strict grammar stopped there; `expected`
/// is what it would have taken). A repair counts only when the grammar then reads past the end
/// of the error's line; the one that reads furthest wins, the one nearest the error among
/// equals.
/// `first` is a change to try before all others.
pub fn search(
    source: &SourceFile,
    offset: usize,
    expected: &[String],
    grammar: &Grammar,
    first: Option<(Span, String)>,
) -> Option<Repair> {
    let text = source.text.as_str();
    let code: Vec<Span> = grammar.tokens.iter().filter(|(_, extra)| !extra).map(|(s, _)| *s).collect();
    if open_brackets_before(text, &code, offset) > MAX_OPEN_AT_ERROR {
        return None;
    }
    let mut candidates = candidates(source, offset, expected, &code, grammar.words);
    let preferred = first.is_some();
    if let Some(first) = first {
        candidates.retain(|c| *c != first);
        candidates.insert(0, first);
    }
    let earliest = candidates.iter().map(|(s, _)| s.start).min()?;
    let line_end = source.line_start(source.line_col(offset).line + 1);
    let mut budget = Budget { left: BUDGET_BYTES };
    let latest = candidates.iter().map(|(s, _)| s.end).max().unwrap_or(offset);
    let window = Window::choose(source, offset.max(latest), earliest, expected, grammar, &mut budget);
    // `first` before all that read as far; then a token put in after code, at or before the
    // error, before one put in after white space or glued to a token it touches (`:` before
    // `:` reads as `::`) or after the error, then the
    // nearest the error, then the smallest change (`<` before `(<)`).
    // Among those, the one whose tokens around the change the file has most often (`1:nat`
    // where the file writes `1:nat`, not `1*nat`).
    let context = Context::new(text, &code);
    let near = |k: usize| -> Nearness {
        let (span, new) = &candidates[k];
        let glued = text[..span.start].ends_with(char::is_whitespace) || context.glues(text, *span, new);
        // The grammar read up to the error: a change after it comes after those at or before.
        let glued = glued || span.start > offset;
        match (k, preferred) {
            (0, true) => (0, 0, (0, 0), 0),
            _ => (1 + glued as usize, distance(text, offset, span.start), context.rarity(text, *span, new), new.len()),
        }
    };
    let keys: Vec<_> = (0..candidates.len()).map(near).collect();
    // The trials the budget allows, and the nearest key from each on: once a change reads the
    // whole text and no candidate still to try is nearer, it is the answer (all that could
    // follow would rank after it).
    let tried = candidates.len().min(budget.left.checked_div(window.len()).unwrap_or(usize::MAX));
    let mut nearest_from = keys[..tried].to_vec();
    for k in (0..tried.saturating_sub(1)).rev() {
        nearest_from[k] = nearest_from[k].min(nearest_from[k + 1]);
    }
    // The nearest change so far that reads the whole text, and whether the whole text reads
    // with it when the trials read a window (what the second pass below finds of the first it
    // reads again), once asked.
    let mut nearest_whole: Option<(usize, Option<bool>)> = None;
    let mut scored: Vec<(usize, Nearness, usize)> = Vec::new();
    for (k, (span, new)) in candidates.iter().enumerate() {
        if !budget.take(window.len()) {
            break;
        }
        let reach = window.reach(text, *span, new, grammar);
        if reach > line_end {
            scored.push((reach, keys[k], k));
        }
        if reach == usize::MAX && nearest_whole.is_none_or(|(b, _)| keys[k] < keys[b]) {
            nearest_whole = Some((k, window.is_whole(text).then_some(true)));
        }
        let Some((b, sure)) = &mut nearest_whole else { continue };
        if nearest_from.get(k + 1).is_none_or(|&n| keys[*b] <= n) {
            let (span, new) = &candidates[*b];
            if *sure.get_or_insert_with(|| Window::whole(text).reach(text, *span, new, grammar) == usize::MAX) {
                return Some(Repair { span: *span, text: new.clone(), reach: usize::MAX });
            }
        }
    }
    // Furthest first, then nearest the error, then in the order tried.
    scored.sort_by_key(|&(reach, distance, k)| (std::cmp::Reverse(reach), distance, k));
    let repair = |(reach, _, k): (usize, Nearness, usize)| {
        let (span, new) = &candidates[k];
        Repair { span: *span, text: new.clone(), reach }
    };
    if window.is_whole(text) {
        return scored.first().map(|&s| repair(s));
    }
    // Those that read the whole window, read again whole (the first one at least).
    let mut best: Option<(usize, Nearness, usize)> = None;
    for (n, &(reach, near, k)) in scored.iter().enumerate() {
        if reach < window.to || (n > 0 && !budget.take(text.len())) {
            break;
        }
        let (span, new) = &candidates[k];
        let full = Window::whole(text).reach(text, *span, new, grammar);
        if best.is_none_or(|(r, d, _)| (full, std::cmp::Reverse(near)) > (r, std::cmp::Reverse(d))) {
            best = Some((full, near, k));
        }
        if full == usize::MAX {
            break;
        }
    }
    best.filter(|b| b.0 > line_end).or_else(|| scored.iter().find(|s| s.0 < window.to).copied()).map(repair)
}

/// The changes to try, nearest the error first: a reserved word for a word near the error, then
/// one punctuation token at each token boundary near it (or the rest of a longer token that a
/// token there begins or ends), then an opening bracket further back.
fn candidates(
    source: &SourceFile,
    offset: usize,
    expected: &[String],
    code: &[Span],
    words: &std::collections::HashSet<String>,
) -> Vec<(Span, String)> {
    let text = source.text.as_str();
    // Punctuation the grammar takes at the error, and any the file uses elsewhere.
    let mut marks: BTreeSet<String> = expected
        .iter()
        .filter_map(|e| e.strip_prefix('`')?.strip_suffix('`'))
        .filter(|t| is_mark(t))
        .map(String::from)
        .collect();
    marks.extend(code.iter().map(|s| &text[s.start..s.end]).filter(|t| is_mark(t)).map(String::from));
    // Sites: the boundaries of each token from the line before the error's up to the error,
    // and of the tokens just after it (a token the slip glued to the next one).
    let window_start = source.line_start(source.line_col(offset).line.saturating_sub(1).max(1));
    let near: Vec<Span> = code.iter().copied().filter(|s| s.start >= window_start && s.start <= offset).collect();
    let after: Vec<Span> = code.iter().copied().filter(|s| s.start >= offset).take(AFTER_TOKENS).collect();
    let mut all_sites: Vec<usize> = near.iter().rev().map(|s| s.end).filter(|&end| end <= offset).collect();
    all_sites.truncate(MAX_OPENER_SITES);
    let mut sites: Vec<usize> = all_sites.iter().copied().take(MAX_SITES).collect();
    sites.extend(after.iter().flat_map(|s| [s.start, s.end]));
    // The error itself (inside a token when tree-sitter reads `1nat` as one), and inside the
    // word before it (`j<i` with its `<` deleted reads as the name `ji`).
    sites.push(offset);
    let anchor = text[..offset].trim_end().len();
    let last = text[..anchor].char_indices().next_back().map(|(k, _)| k);
    if let Some(word) = last.and_then(|k| word_around(text, k)).filter(|w| w.end == anchor) {
        if word.end - word.start <= MAX_SPLIT {
            sites.extend(text[word.start..word.end].char_indices().skip(1).map(|(k, _)| word.start + k));
        }
    }
    sites.sort_by_key(|&s| (distance(text, offset, s), s));
    sites.dedup();

    let mut out = Vec::new();
    // Whole words of the text: tree-sitter may split a misspelt keyword (`builtins` + `s`).
    let mut seen = BTreeSet::new();
    let word_spans = near.iter().rev().take(MAX_WORDS).filter_map(|s| word_around(text, s.start));
    for span in word_spans.filter(|s| seen.insert(*s)) {
        out.extend(near_keywords(text, span, words));
    }
    let token_at = |at: usize, ends: bool| code.iter().find(|s| if ends { s.end == at } else { s.start == at });
    for &site in &sites {
        for mark in &marks {
            out.push((Span::new(site, site), mark.clone()));
        }
        // The rest of a longer token: `->` after `]` makes `]->`, `--` before `[` makes `--[`.
        let before = token_at(site, true).map(|s| &text[s.start..s.end]);
        let after = token_at(site, false).map(|s| &text[s.start..s.end]);
        for mark in &marks {
            if let Some(rest) = before.and_then(|b| mark.strip_prefix(b)).filter(|r| !r.is_empty()) {
                out.push((Span::new(site, site), rest.to_string()));
            }
            if let Some(rest) = after.and_then(|a| mark.strip_suffix(a)).filter(|r| !r.is_empty()) {
                out.push((Span::new(site, site), rest.to_string()));
            }
        }
    }
    let openers: Vec<&String> = marks.iter().filter(|m| ["(", "[", "{", "<"].contains(&m.as_str())).collect();
    for &site in all_sites.iter().skip(MAX_SITES) {
        for mark in &openers {
            out.push((Span::new(site, site), mark.to_string()));
        }
    }
    let mut seen = BTreeSet::new();
    out.retain(|c| seen.insert(c.clone()));
    out
}

/// The file's code tokens in threes, as written and as classes (a word or number is `w`,
/// other tokens stand for themselves), to rank changes by how familiar they look.
struct Context<'t> {
    /// The tokens the file has, each once.
    tokens: FxHashSet<&'t str>,
    exact: FxHashMap<(&'t str, &'t str, &'t str), usize>,
    classes: FxHashMap<(&'t str, &'t str, &'t str), usize>,
}

impl<'t> Context<'t> {
    fn new(text: &'t str, code: &[Span]) -> Self {
        let tokens: Vec<&str> = code.iter().map(|s| &text[s.start..s.end]).collect();
        let mut exact = FxHashMap::default();
        let mut classes = FxHashMap::default();
        for w in tokens.windows(3) {
            *exact.entry((w[0], w[1], w[2])).or_insert(0) += 1;
            *classes.entry((class(w[0]), class(w[1]), class(w[2]))).or_insert(0) += 1;
        }
        Context { tokens: tokens.into_iter().collect(), exact, classes }
    }

    /// The token text before and after `span` (parts of a word the change splits).
    fn around<'a>(text: &'a str, span: Span) -> (&'a str, &'a str) {
        let before = text[..span.start].trim_end();
        let after = text[span.end..].trim_start();
        let prev = before
            .char_indices()
            .next_back()
            .and_then(|(k, _)| word_around(before, k))
            .filter(|w| w.end == before.len());
        let prev = prev.map_or_else(
            || before.char_indices().next_back().map_or("", |(k, _)| &before[k..]),
            |w| &before[w.start..w.end],
        );
        let next = word_around(after, 0).filter(|w| w.start == 0);
        let next =
            next.map_or_else(|| after.chars().next().map_or("", |c| &after[..c.len_utf8()]), |w| &after[..w.end]);
        (prev, next)
    }

    /// How unfamiliar the change looks: (0, 0) when the file has its three tokens as written,
    /// more the rarer they are.
    fn rarity(&self, text: &str, span: Span, new: &str) -> (usize, usize) {
        let (prev, next) = Self::around(text, span);
        let exact = self.exact.get(&(prev, new, next)).copied().unwrap_or(0);
        let classes = self.classes.get(&(class(prev), class(new), class(next))).copied().unwrap_or(0);
        (usize::MAX - exact, usize::MAX - classes)
    }

    /// Whether the token put in joins a token it touches into a longer one the file uses
    /// (`:` after `:` makes `::`).
    fn glues(&self, text: &str, span: Span, new: &str) -> bool {
        let touching = |a: &str, b: &str| self.tokens.contains([a, b].concat().as_str());
        let (prev, next) = Self::around(text, span);
        let before = !text[..span.start].ends_with(char::is_whitespace) && !prev.is_empty() && touching(prev, new);
        let after = !text[span.end..].starts_with(char::is_whitespace) && !next.is_empty() && touching(new, next);
        before || after
    }
}

/// A token's class: `w` for a word, number or string, else the token itself.
fn class(token: &str) -> &str {
    match token.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '"' || c == '\'') {
        true => "w",
        false => token,
    }
}

/// The bytes the trials may still read.
struct Budget {
    left: usize,
}

impl Budget {
    /// Takes `bytes` if that many are left.
    fn take(&mut self, bytes: usize) -> bool {
        let ok = self.left >= bytes;
        if ok {
            self.left -= bytes;
        }
        ok
    }
}

/// What a trial reads: `text[..head]`, then `text[from..to]`, the items between `head` and
/// `from` left out. The whole text, unless leaving out the items before the error's item keeps
/// the grammar stopping where it stops in the whole text (nothing there is needed to read on),
/// and the text ends `LINES_AFTER` lines after the error. A short text runs to its end: one of
/// sentences is read from the last sentence before the changes, one of other items through a
/// window only when the grammar expects there what it expects in the whole text.
struct Window {
    head: usize,
    from: usize,
    to: usize,
}

impl Window {
    fn whole(text: &str) -> Window {
        Window { head: 0, from: 0, to: text.len() }
    }

    fn is_whole(&self, text: &str) -> bool {
        self.head == self.from && self.to == text.len()
    }

    /// The bytes one trial reads.
    fn len(&self) -> usize {
        self.head + self.to - self.from
    }

    /// A window that holds `earliest..latest` (where the changes are) and the error.
    fn choose(
        source: &SourceFile,
        latest: usize,
        earliest: usize,
        expected: &[String],
        grammar: &Grammar,
        budget: &mut Budget,
    ) -> Window {
        let text = source.text.as_str();
        let whole = Window::whole(text);
        let none = Span::new(0, 0);
        let short = text.len() <= MIN_WINDOWED;
        let sentences = grammar.sentence_end.filter(|_| short);
        if (short && sentences.is_none() && grammar.expected.is_none()) || !budget.take(text.len()) {
            return whole;
        }
        // Where the grammar stops in the whole text: a trimmed text must stop there too.
        let stop = match (grammar.reach)(text) {
            Ok(()) => return whole,
            Err(at) => at,
        };
        // A text of sentences is read from the last one before the changes on, to its end,
        // when the text before is accepted whole.
        if let Some(end) = sentences {
            let from = strict::last_sentence_start(text, end, earliest).filter(|&from| from < earliest);
            let w = from.map(|from| Window { head: 0, from, to: text.len() });
            return match w.filter(|w| budget.take(w.from) && (grammar.reach)(&text[..w.from]).is_ok()) {
                Some(w) if budget.take(w.len()) && w.reach(text, none, "", grammar) == stop => w,
                _ => whole,
            };
        }
        // A short text is read to its end, and the grammar must expect there what it expects in
        // the whole text (a head cut inside a header can stop at the same place by chance).
        let to = match short {
            true => text.len(),
            false => source.line_start(source.line_col(latest.max(stop)).line + 1 + LINES_AFTER),
        };
        let mut want = expected.to_vec();
        want.sort();
        let same_expected = |w: &Window, budget: &mut Budget| {
            let Some(list) = grammar.expected.filter(|_| short) else { return true };
            if !budget.take(w.len()) {
                return false;
            }
            let read = format!("{}{}", &text[..w.head], &text[w.from..w.to]);
            let at = stop.checked_sub(w.from).map(|d| d + w.head);
            list(&read).filter(|(found_at, _)| Some(*found_at) == at).is_some_and(|(_, mut list)| {
                list.sort();
                list == want
            })
        };
        let mut tries = 0;
        for starts in grammar.items {
            let Some(j) = starts.iter().rposition(|&s| s <= earliest) else { continue };
            for k in 0..j.min(MAX_HEADS) {
                tries += 1;
                if tries > MAX_GUARDS {
                    break;
                }
                let w = Window { head: starts[k], from: starts[j], to };
                if !budget.take(w.len()) {
                    return whole;
                }
                if w.reach(text, none, "", grammar) == stop && same_expected(&w, budget) {
                    return w;
                }
            }
        }
        let w = Window { head: 0, from: 0, to };
        if to < text.len() && budget.take(w.len()) && w.reach(text, none, "", grammar) == stop {
            return w;
        }
        whole
    }

    /// How far the grammar reads the window with `span` replaced by `new` (offsets of the
    /// original text; `self.to` when it reads to the window's last line, `usize::MAX` when it
    /// reads to the end of the text).
    fn reach(&self, text: &str, span: Span, new: &str, grammar: &Grammar) -> usize {
        let mut candidate = String::with_capacity(self.len() + new.len());
        candidate.push_str(&text[..self.head]);
        // A change before the window (only the guard's empty one) is no change.
        let cut = if span.start >= self.from { span } else { Span::new(self.from, self.from) };
        candidate.push_str(&text[self.from..cut.start]);
        let changed = candidate.len();
        candidate.push_str(if cut == span { new } else { "" });
        let after = candidate.len();
        candidate.push_str(&text[cut.end..self.to]);
        let at = match (grammar.reach)(&candidate) {
            // A window that runs to the end reads all the text: the items it leaves out come
            // before the error, so the whole text reads them.
            Ok(()) if self.to == text.len() => return usize::MAX,
            Ok(()) => return self.to,
            Err(at) => at,
        };
        let original = if at < self.head {
            at
        } else if at < changed {
            at - self.head + self.from
        } else if at < after {
            cut.start
        } else {
            at - after + cut.end
        };
        let last_line = text[..self.to].trim_end_matches(['\n', '\r']).rfind('\n').map_or(0, |k| k + 1);
        if self.to < text.len() && original >= last_line {
            return self.to;
        }
        original
    }
}

/// How far `at` is from the error at `offset`, or from the end of the code before it (white
/// space between is no distance: a token put in there is put in at the error).
fn distance(text: &str, offset: usize, at: usize) -> usize {
    let anchor = text[..offset].trim_end().len();
    offset.abs_diff(at).min(anchor.abs_diff(at))
}

/// Punctuation: a short token without letters, digits or quotes.
fn is_mark(token: &str) -> bool {
    !token.is_empty()
        && token.chars().count() <= 4
        && !token.chars().any(|c| c.is_alphanumeric() || c == '_' || c == '"' || c == '\'' || c.is_whitespace())
}

/// The word (letters, digits, `_`) that holds `at`, if one does.
fn word_around(text: &str, at: usize) -> Option<Span> {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let start = text[..at].char_indices().rev().find(|&(_, c)| !is_word(c)).map_or(0, |(k, c)| k + c.len_utf8());
    let end = at + text[at..].find(|c: char| !is_word(c)).unwrap_or(text.len() - at);
    (end > start).then(|| Span::new(start, end))
}

/// Reserved words a letter or two from the word at `span` (or from the word joined with what
/// follows by `-`, for `inj-event`), as (span to replace, keyword).
fn near_keywords(text: &str, span: Span, words: &std::collections::HashSet<String>) -> Vec<(Span, String)> {
    let word = &text[span.start..span.end];
    if !word.starts_with(|c: char| c.is_alphabetic()) || word.len() < 2 || words.contains(word) {
        return Vec::new();
    }
    let joined_end = span.start
        + text[span.start..]
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(text.len() - span.start);
    let mut spans = vec![span];
    if joined_end > span.end {
        spans.push(Span::new(span.start, joined_end));
    }
    let mut out = Vec::new();
    for s in spans {
        let w = &text[s.start..s.end];
        let limit = strict::keyword_typo_limit(w);
        let mut near: Vec<(usize, &String)> =
            words.iter().filter_map(|k| Some((edit_distance_within(w, k, limit)?, k))).collect();
        near.sort();
        out.extend(near.into_iter().map(|(_, k)| (s, k.clone())));
    }
    out
}

/// Brackets opened and not yet closed among the code tokens before `offset`.
fn open_brackets_before(text: &str, code: &[Span], offset: usize) -> usize {
    code.iter().take_while(|s| s.end <= offset).fold(0usize, |open, s| match &text[s.start..s.end] {
        "(" | "[" | "{" => open + 1,
        ")" | "]" | "}" => open.saturating_sub(1),
        _ => open,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy grammar: `f(` name `)` `;` repeated, `out` a keyword.
    fn toy_reach(text: &str) -> Result<(), usize> {
        let mut rest = text.trim_start();
        loop {
            let at = text.len() - rest.len();
            if rest.is_empty() {
                return Ok(());
            }
            let Some(r) = rest.strip_prefix("out") else { return Err(at) };
            let r2 = r.trim_start();
            let Some(r3) = r2.strip_prefix('(') else { return Err(text.len() - r2.len()) };
            let r4 = r3.trim_start().trim_start_matches(|c: char| c.is_alphanumeric());
            let Some(r5) = r4.strip_prefix(')') else { return Err(text.len() - r4.len()) };
            let r6 = r5.trim_start();
            let Some(r7) = r6.strip_prefix(';') else { return Err(text.len() - r6.len()) };
            rest = r7.trim_start();
        }
    }

    fn toy_tokens(text: &str) -> Vec<(Span, bool)> {
        let mut out = Vec::new();
        let mut i = 0;
        let b = text.as_bytes();
        while i < b.len() {
            if b[i].is_ascii_whitespace() {
                i += 1;
            } else if b[i].is_ascii_alphanumeric() {
                let s = i;
                while i < b.len() && b[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                out.push((Span::new(s, i), false));
            } else {
                out.push((Span::new(i, i + 1), false));
                i += 1;
            }
        }
        out
    }

    fn repair(text: &str) -> Option<Repair> {
        let source = SourceFile::new("t", text);
        let tokens = toy_tokens(text);
        let words = ["out".to_string()].into_iter().collect();
        let reach = toy_reach;
        let at = toy_reach(text).err()?;
        search(
            &source,
            at,
            &[],
            &Grammar { tokens: &tokens, words: &words, reach: &reach, items: &[], sentence_end: None, expected: None },
            None,
        )
    }

    #[test]
    fn a_missing_opening_bracket_is_put_before_its_contents() {
        let r = repair("out(a);\nout b);\nout(c);\n").unwrap();
        assert_eq!((r.span, r.text.as_str(), r.reach), (Span::new(11, 11), "(", usize::MAX));
    }

    #[test]
    fn a_misspelt_keyword_before_the_error_is_named() {
        let r = repair("out(a);\noutt(b);\n").unwrap();
        assert_eq!((r.span, r.text.as_str()), (Span::new(8, 12), "out"));
    }

    #[test]
    fn brackets_still_open_are_counted_on_code_tokens() {
        let text = "f((a) [b] {c";
        let spans: Vec<Span> =
            text.char_indices().filter(|(_, c)| *c != ' ').map(|(i, _)| Span::new(i, i + 1)).collect();
        assert_eq!(open_brackets_before(text, &spans, text.len()), 2);
        assert_eq!(open_brackets_before(text, &spans, 3), 2, "only tokens before the offset");
        assert_eq!(
            open_brackets_before(")))(", &[Span::new(0, 1), Span::new(1, 2), Span::new(2, 3), Span::new(3, 4)], 4),
            1
        );
    }

    /// [`search`] on a large toy text, every line an item (as tree-sitter's children of the
    /// root), with the bytes its trials read.
    fn repair_large(text: &str) -> (Option<Repair>, usize) {
        repair_checked(text, (0..text.len()).step_by(8).collect(), None, None)
    }

    /// [`search`] on a toy text with these items, sentences and expected lists, with the bytes
    /// its trials read.
    fn repair_checked(
        text: &str,
        items: Vec<usize>,
        sentence_end: Option<&str>,
        expected: Option<&(dyn Fn(&str) -> Option<(usize, Vec<String>)> + Sync)>,
    ) -> (Option<Repair>, usize) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let source = SourceFile::new("t", text);
        let tokens = toy_tokens(text);
        let words = ["out".to_string()].into_iter().collect();
        let read = AtomicUsize::new(0);
        let reach = |t: &str| {
            read.fetch_add(t.len(), Ordering::Relaxed);
            toy_reach(t)
        };
        let items = vec![items];
        let error = toy_reach(text).unwrap_err();
        let grammar = Grammar { tokens: &tokens, words: &words, reach: &reach, items: &items, sentence_end, expected };
        let found = search(&source, error, &["`(`".to_string()], &grammar, None);
        (found, read.load(Ordering::Relaxed))
    }

    #[test]
    fn a_large_file_is_tried_through_a_window_and_the_fix_read_whole() {
        let mut text = "out(a);\n".repeat(3000);
        let at = text.len() - 8 * 100;
        text.replace_range(at..at + 4, "out ");
        let (r, read) = repair_large(&text);
        let r = r.unwrap();
        assert_eq!((r.span, r.text.as_str(), r.reach), (Span::new(at + 3, at + 3), "(", usize::MAX));
        // Whole-text trials would spend the whole budget.
        assert!(read < BUDGET_BYTES / 4, "read {read} bytes of a {}-byte text", text.len());
    }

    /// A reply cut off in its last statement: the window that leaves out the items before it
    /// and runs to the end of the text is read to its end by the fix, so it reads the whole text.
    #[test]
    fn a_large_file_cut_off_at_its_end_gets_the_missing_token() {
        let text = format!("{}out(a)", "out(a);\n".repeat(3000));
        let (r, read) = repair_large(&text);
        let r = r.expect("a repair");
        assert_eq!((r.span, r.text.as_str(), r.reach), (Span::new(text.len(), text.len()), ";", usize::MAX));
        assert!(read < BUDGET_BYTES / 4, "read {read} bytes of a {}-byte text", text.len());
    }

    /// A text with a second slip further on: no change reads it whole, so every candidate is
    /// tried (the fix reads up to the second slip).
    fn two_slips() -> String {
        format!("{}out a);\nout(b);\nout(c) out(d);\n", "out(a);\n".repeat(100))
    }

    /// A short text whose statements are sentences ending with `;`: the trials read from
    /// the last one before the changes on, and find the fix the whole text's trials find.
    #[test]
    fn a_text_of_sentences_is_tried_from_the_sentence_before_the_changes() {
        let text = two_slips();
        let (whole, read_whole) = repair_checked(&text, Vec::new(), None, None);
        let (sentences, read) = repair_checked(&text, Vec::new(), Some(";"), None);
        let at = 8 * 100;
        assert_eq!(
            whole.as_ref().map(|r| (r.span, r.text.as_str(), r.reach)),
            Some((Span::new(at + 3, at + 3), "(", text.find("out(d)").unwrap()))
        );
        assert_eq!(sentences, whole);
        assert!(read * 4 < read_whole, "read {read} bytes, {read_whole} whole");
    }

    /// A short text is tried through a window of its items when the grammar expects there
    /// what it expects in the whole text, and read whole when it expects something else.
    #[test]
    fn a_short_text_is_tried_through_a_window_that_expects_what_the_text_expects() {
        let text = two_slips();
        let items: Vec<usize> = (0..text.len()).step_by(8).collect();
        let (whole, read_whole) = repair_checked(&text, items.clone(), None, None);
        let same = |t: &str| toy_reach(t).err().map(|at| (at, vec!["`(`".to_string()]));
        let (windowed, read) = repair_checked(&text, items.clone(), None, Some(&same));
        assert_eq!(windowed, whole);
        assert!(read * 4 < read_whole, "read {read} bytes, {read_whole} whole");
        let other = |t: &str| toy_reach(t).err().map(|at| (at, vec![format!("`{}`", t.len())]));
        let (unwindowed, read) = repair_checked(&text, items, None, Some(&other));
        assert_eq!(unwindowed, whole);
        assert!(read >= read_whole, "read {read} bytes, {read_whole} whole");
    }

    /// A change that reads the whole text, with no candidate still to try nearer the error,
    /// ends the search: one slip costs one trial, not one per candidate.
    #[test]
    fn the_search_stops_at_a_change_that_reads_the_whole_text() {
        let text = format!("{}out a);\nout(b);\n", "out(a);\n".repeat(100));
        let (r, read) = repair_checked(&text, Vec::new(), None, None);
        let at = 8 * 100;
        assert_eq!(r.map(|r| (r.span, r.text, r.reach)), Some((Span::new(at + 3, at + 3), "(".into(), usize::MAX)));
        assert!(read <= 2 * text.len(), "read {read} bytes of a {}-byte text", text.len());
        // With a second slip, no change reads the whole text: every candidate is tried.
        let (_, read) = repair_checked(&two_slips(), Vec::new(), None, None);
        assert!(read > 10 * text.len(), "read {read} bytes");
    }

    #[test]
    fn nothing_is_named_when_no_single_change_reads_past_the_line() {
        assert_eq!(repair("out(a);\nout((b));\n"), None);
    }
}
