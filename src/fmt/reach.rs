//! May the lexer read on past a token? tree-sitter's lexer takes the longest token it can
//! read, so a token stays the same when white space around it changes unless some token of
//! the grammar, read from the same start, now matches past its end where it did not before.
//! A token that matched past the end before as well was not taken then, so it is not taken
//! now either: it is not valid in that parse state, or the token read wins over it by
//! precedence, and both depend on the state and the tokens alone. Every token of the grammar
//! (`ContextTokens::tokens`) is one pattern of a lazy DFA that lists, for the characters at
//! hand, the tokens that match past an end, whatever the parse state: it errs towards "may".

use std::cell::RefCell;
use std::collections::HashMap;

use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::hybrid::LazyStateID;
use regex_automata::util::start;
use regex_automata::{Anchored, MatchKind, PatternID};

use crate::parse::registry::ContextTokens;
use crate::parse::{once_per_grammar, PerGrammar};

/// How far past a token's end a longer token is looked for: one still unfinished there (a
/// string running on) counts as a token that may match. Each junction reads at most this far
/// (twice), so a file's check stays linear in its junctions (a line-long token such as
/// Tamarin's `:[^\n]*` may start at every `:` of a long line); 30 of Tamarin's 374 files then
/// have a junction read again where 5 had with 64 kB.
const LOOK_AHEAD_BYTES: usize = 1 << 10;

/// The grammar's tokens as automata: all of them, and the `token.immediate` ones.
pub(super) struct TokenReach {
    /// Keys the automata's states in this thread's cache.
    grammar: &'static str,
    all: Automaton,
    immediate: Automaton,
}

enum Automaton {
    /// No token: none reads on.
    NoToken,
    Built(Box<DFA>),
    /// Patterns that did not build: any may read on.
    Unbuilt,
}

impl TokenReach {
    pub fn of_grammar(grammar: &'static str, context: &ContextTokens) -> &'static TokenReach {
        static CACHE: PerGrammar<TokenReach> = std::sync::OnceLock::new();
        once_per_grammar(&CACHE, grammar, || TokenReach {
            grammar,
            all: automaton(context.tokens),
            immediate: automaton(context.immediate_tokens),
        })
    }

    /// A token read from `out[out_start..]` ends at `out_end`, and the same token read from
    /// `text[start..]` ended at `end`: may another token be read from `out_start` instead?
    /// Yes where some token matches past `out_end` that did not match past `end`.
    pub fn reads_on(&self, out: &str, out_start: usize, out_end: usize, text: &str, start: usize, end: usize) -> bool {
        let now = longer_matches(&self.all, self.grammar, false, out, out_start, out_end);
        let before = longer_matches(&self.all, self.grammar, false, text, start, end);
        now.zip(before).is_none_or(|(now, before)| now.iter().any(|p| !before.contains(p)))
    }

    /// May a `token.immediate` token read from `text[start..]` match past `end`?
    pub fn immediate_reads_on(&self, text: &str, start: usize, end: usize) -> bool {
        longer_matches(&self.immediate, self.grammar, true, text, start, end).is_none_or(|found| !found.is_empty())
    }
}

fn automaton(patterns: &[&str]) -> Automaton {
    if patterns.is_empty() {
        return Automaton::NoToken;
    }
    let built = DFA::builder().configure(DFA::config().match_kind(MatchKind::All)).build_many(patterns);
    // The build script's patterns are checked to compile (`every_grammar_s_tokens_compile`); an
    // automaton that does not build makes every junction risky.
    built.map_or(Automaton::Unbuilt, |dfa| Automaton::Built(Box::new(dfa)))
}

thread_local! {
    /// The lazy DFA's states, kept from file to file (per grammar and automaton).
    static CACHES: RefCell<HashMap<(&'static str, bool), Cache>> = RefCell::new(HashMap::new());
}

/// The tokens (pattern ids, sorted) read from `text[start..]` that match past `end`; `None`
/// when that is not known: an automaton that did not build, a range that is not one of
/// `text`, or a token still unfinished [`LOOK_AHEAD_BYTES`] past `end`.
fn longer_matches(
    automaton: &Automaton,
    grammar: &'static str,
    immediate: bool,
    text: &str,
    start: usize,
    end: usize,
) -> Option<Vec<PatternID>> {
    let dfa = match automaton {
        Automaton::NoToken => return Some(Vec::new()),
        Automaton::Unbuilt => return None,
        Automaton::Built(dfa) => dfa,
    };
    let bytes = text.as_bytes().get(start..)?;
    let end = end.checked_sub(start).filter(|&end| end <= bytes.len())?;
    CACHES.with_borrow_mut(|caches| {
        let cache = caches.entry((grammar, immediate)).or_insert_with(|| dfa.create_cache());
        let mut state = dfa.start_state(cache, &start::Config::new().anchored(Anchored::Yes)).ok()?;
        let mut found = Vec::new();
        // A lazy DFA reports a match one byte late: the state after byte `k` holds the matches
        // that end at `k`.
        let note = |state: LazyStateID, cache: &Cache, found: &mut Vec<PatternID>| {
            for k in 0..dfa.match_len(cache, state) {
                found.push(dfa.match_pattern(cache, state, k));
            }
        };
        for (k, &b) in bytes.iter().enumerate().take(end + 1 + LOOK_AHEAD_BYTES) {
            state = dfa.next_state(cache, state, b).ok()?;
            if state.is_match() && k > end {
                note(state, cache, &mut found);
            }
            if state.is_quit() {
                return None;
            }
            if state.is_dead() {
                break;
            }
        }
        // Not dead yet: the end of the text, where a token may still match, or too far to look.
        if !state.is_dead() {
            if bytes.len() > end + LOOK_AHEAD_BYTES {
                return None;
            }
            state = dfa.next_eoi_state(cache, state).ok()?;
            if state.is_match() && bytes.len() > end {
                note(state, cache, &mut found);
            }
        }
        found.sort_unstable();
        found.dedup();
        Some(found)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::parse::registry;

    #[test]
    fn every_grammar_s_tokens_compile() {
        for language in Language::all() {
            let context = registry::context_tokens(language.spec().grammar);
            for pattern in context.tokens {
                assert!(DFA::new(pattern).is_ok(), "{language}: {pattern}");
            }
            assert!(!context.tokens.is_empty(), "{language}");
            for patterns in [context.tokens, context.immediate_tokens] {
                assert!(!matches!(automaton(patterns), Automaton::Unbuilt), "{language}");
            }
        }
    }

    /// Tamarin: a name stops at a bracket or a space, and reads on into a name that now
    /// follows it; a string that runs from a formula's closing quote to the next quote, before
    /// and after, is no risk; `(<)` is where it was not before; `x.1`'s index is read right
    /// after the name.
    #[test]
    fn a_token_reads_on_only_where_a_longer_one_now_matches() {
        let grammar = Language::Spthy.spec().grammar;
        let reach = TokenReach::of_grammar(grammar, &registry::context_tokens(grammar));
        // The token `x` (or `"`, `(`) at the start of both texts, before and after white space changed.
        let reads_on = |now: &str, before: &str| reach.reads_on(now, 0, 1, before, 0, 1);
        assert!(!reads_on("x)", "x )"));
        assert!(!reads_on("x y", "x  y"));
        assert!(reads_on("xy", "x y"));
        assert!(!reads_on("\"\nlemma b: \"", "\"\n\nlemma b: \""));
        assert!(reads_on("(<)", "( <)"));
        assert!(!reads_on("(<x", "( <x"));
        assert!(!reads_on("x", "x"), "nothing past the end");
        assert!(reach.immediate_reads_on(".1", 0, 0));
        assert!(!reach.immediate_reads_on("( a", 0, 0));
    }
}
