//! May the lexer read on past a token? tree-sitter's lexer takes the longest token it can
//! read, so a token stays the same when white space around it changes unless some token of
//! the grammar, read from the same start, could go on past its end into what now follows.
//! Every token of the grammar (`ContextTokens::tokens`) is one pattern of a lazy DFA that
//! answers that question for the characters at hand, whatever the parse state: it errs
//! towards "may".

use std::cell::RefCell;
use std::collections::HashMap;

use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::util::start;
use regex_automata::{Anchored, MatchKind};

use crate::parse::registry::ContextTokens;
use crate::parse::{once_per_grammar, PerGrammar};

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

    /// May a token read from `text[start..]` go on past `end` into the character there?
    pub fn reads_on(&self, text: &str, start: usize, end: usize) -> bool {
        alive(&self.all, self.grammar, false, text, start, end)
    }

    /// May a `token.immediate` token read from `text[start..]` go on past `end`?
    pub fn immediate_reads_on(&self, text: &str, start: usize, end: usize) -> bool {
        alive(&self.immediate, self.grammar, true, text, start, end)
    }
}

/// An automaton of `patterns` that dies only where no pattern can go on. Each pattern must be
/// followed by a character that text never holds (a noncharacter): a DFA reports a match one
/// byte late, in a state that is not dead although nothing goes on.
fn automaton(patterns: &[&str]) -> Automaton {
    if patterns.is_empty() {
        return Automaton::NoToken;
    }
    let patterns: Vec<String> = patterns.iter().map(|p| format!("(?:{p})\\x{{FDD0}}")).collect();
    let built = DFA::builder().configure(DFA::config().match_kind(MatchKind::All)).build_many(&patterns);
    // The build script's patterns are checked to compile (`every_grammar_s_tokens_compile`); an
    // automaton that does not build makes every junction risky.
    built.map_or(Automaton::Unbuilt, |dfa| Automaton::Built(Box::new(dfa)))
}

thread_local! {
    /// The lazy DFA's states, kept from file to file (per grammar and automaton).
    static CACHES: RefCell<HashMap<(&'static str, bool), Cache>> = RefCell::new(HashMap::new());
}

/// Is `automaton` still alive after `text[start..end]` and the character at `end`? Yes for
/// one that did not build or a range that is not one of `text`; no at the end of the text.
fn alive(automaton: &Automaton, grammar: &'static str, immediate: bool, text: &str, start: usize, end: usize) -> bool {
    let dfa = match automaton {
        Automaton::NoToken => return false,
        Automaton::Unbuilt => return true,
        Automaton::Built(dfa) => dfa,
    };
    if end >= text.len() {
        return false;
    }
    let Some(next) = text.get(end..).and_then(|rest| rest.chars().next()) else { return true };
    let Some(bytes) = text.as_bytes().get(start..end + next.len_utf8()) else { return true };
    CACHES.with_borrow_mut(|caches| {
        let cache = caches.entry((grammar, immediate)).or_insert_with(|| dfa.create_cache());
        let Ok(mut state) = dfa.start_state(cache, &start::Config::new().anchored(Anchored::Yes)) else {
            return true;
        };
        for &b in bytes {
            match dfa.next_state(cache, state, b) {
                Ok(next) if next.is_dead() => return false,
                Ok(next) => state = next,
                Err(_) => return true,
            }
        }
        true
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

    /// Tamarin: a name stops at a bracket or a space; a line comment reads on to the line end;
    /// `x.1`'s index is read right after the name.
    #[test]
    fn a_token_reads_on_only_where_the_grammar_lets_it() {
        let grammar = Language::Spthy.spec().grammar;
        let reach = TokenReach::of_grammar(grammar, &registry::context_tokens(grammar));
        let reads_on = |text: &str, end: usize| reach.reads_on(text, 0, end);
        assert!(!reads_on("x)", 1));
        assert!(!reads_on("x y", 1));
        assert!(reads_on("xy", 1));
        assert!(reads_on("// a b", 4));
        assert!(!reads_on("// a\nb", 4));
        assert!(!reads_on("x", 1), "nothing past the end");
        assert!(reach.immediate_reads_on(".1", 0, 0));
        assert!(!reach.immediate_reads_on("( a", 0, 0));
    }
}
