//! The strict acceptance check: a language's pest grammar, with errors in plain words.

pub use cfb_grammars::{bracket_depth, check, StrictError};
use cfb_grammars::{StrictCheck, StrictOffset};

use crate::diagnostic::Span;

/// `check` of `text`, whose strict grammar reads a file as a plain sequence of sentences,
/// each ending with `end` and then white space or the end of the text. The error's "expected"
/// list is read from the start of its sentence on, when the text before that is accepted
/// whole and the rest stops where the whole text stops: listing what is expected costs pest
/// some 50 times the parse, and an LLM reply cut off in its last sentence has its error at the
/// end. Otherwise the whole text is read.
pub fn check_from_last_sentence(
    check: StrictCheck,
    offset: StrictOffset,
    end: &str,
    text: &str,
) -> Result<(), StrictError> {
    let at = match offset(text) {
        Ok(()) => return Ok(()),
        Err(at) => at,
    };
    if let Some(start) = last_sentence_start(text, end, at) {
        let (before, rest) = text.split_at(start);
        if offset(before).is_ok() && offset(rest) == Err(at - start) {
            if let Err(e) = check(rest).map_err(|e| StrictError { offset: e.offset + start, ..e }) {
                if e.offset == at {
                    return Err(e);
                }
            }
        }
    }
    check(text)
}

/// Where the sentence around `at` starts: right after the last `end` before it that white
/// space follows.
pub fn last_sentence_start(text: &str, end: &str, at: usize) -> Option<usize> {
    let ends = text[..at].rmatch_indices(end).map(|(k, _)| k + end.len());
    ends.filter(|&k| k > 0).find(|&k| text.as_bytes().get(k).is_some_and(u8::is_ascii_whitespace))
}

/// At most this many expected items are listed; the rest are counted.
const MAX_EXPECTED: usize = 5;

/// Formats an expected list for a message: "`;` or `}`", "`a`, `b` or term", the likely fix
/// first (see [`rank`]), at most five items.
pub fn describe_expected(expected: &[String]) -> String {
    let mut ranked: Vec<&str> = expected.iter().map(String::as_str).collect();
    ranked.sort_by_key(|e| rank(e));
    let more = ranked.len().saturating_sub(MAX_EXPECTED);
    let mut items: Vec<&str> = ranked.into_iter().take(MAX_EXPECTED).collect();
    match items.len() {
        0 => "something else".into(),
        1 => items[0].into(),
        _ => {
            let last = items.pop().unwrap();
            let mut s = items.join(", ");
            if more > 0 {
                s.push_str(&format!(", {last} or {more} more"));
            } else {
                s.push_str(&format!(" or {last}"));
            }
            s
        }
    }
}

/// How likely an expected item is the fix (lower first): what is most often left out
/// (closing brackets, terminators, separators), then other tokens, then words for rules
/// ("identifier", "term"). The sort is stable: the grammar's order within a rank stays.
fn rank(item: &str) -> u8 {
    match item.strip_prefix('`').and_then(|i| i.strip_suffix('`')) {
        Some(")" | "]" | "}" | "." | ";") => 0,
        Some("," | ":" | "=" | "|]" | "]->" | "-->" | "*)") => 1,
        Some(_) => 2,
        None => 3,
    }
}

/// A word that looks like a misspelt reserved word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Misspelling {
    /// The misspelt word.
    pub span: Span,
    /// The reserved word it should read (with the misspelt word's `_` suffix, if any).
    pub keyword: String,
    /// No other candidate is as near (among the preferred ones, when the keyword is one).
    pub unique: bool,
}

/// What a misspelt reserved word at `offset` should read: the word there, or else the word
/// just before it (a typo that still parsed as a name, until the next token), when it is not
/// reserved but an edit or two from one (a transposition counting once). Candidates are the
/// grammar's reserved `words` and the words `expected` there, the expected ones preferred. A
/// name with a suffix after `_` (Scyther's `claim_I1`) is matched by its stem, unless the
/// stem is reserved itself.
pub fn misspelt_keyword(
    text: &str,
    offset: usize,
    expected: &[String],
    words: &std::collections::HashSet<String>,
) -> Option<Misspelling> {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    let valid_here: Vec<&str> = expected
        .iter()
        .filter_map(|e| e.strip_prefix('`')?.strip_suffix('`'))
        .filter(|e| e.starts_with(|c: char| c.is_alphabetic()) && e.chars().all(is_word))
        .collect();
    let reserved = |w: &str| words.contains(w) || valid_here.contains(&w);
    // The nearest candidate, and whether it is the only one that near.
    let near = |w: &str| -> Option<(String, bool)> {
        let limit = keyword_typo_limit(w);
        let mut found: Vec<(usize, bool, &str)> = words
            .iter()
            .map(String::as_str)
            .chain(valid_here.iter().copied())
            .filter_map(|k| Some((edit_distance_within(w, k, limit)?, !valid_here.contains(&k), k)))
            .collect();
        found.sort();
        found.dedup();
        let &(d, other, k) = found.first()?;
        Some((k.to_string(), found.get(1).is_none_or(|n| (n.0, n.1) != (d, other))))
    };
    let suggest = |word: &str| -> Option<(String, bool)> {
        let split = word.find('_').filter(|&k| k > 1).map(|k| word.split_at(k));
        // A reserved stem with a suffix is a labelled keyword (`send_1`, or `send_` before a broken label).
        if word.chars().count() < 2 || reserved(word) || split.is_some_and(|(stem, _)| reserved(stem)) {
            return None;
        }
        near(word).or_else(|| {
            let (stem, suffix) = split?;
            let (keyword, unique) = near(stem)?;
            Some((keyword + suffix, unique))
        })
    };
    let here: String = text.get(offset..)?.chars().take_while(|&c| is_word(c)).collect();
    let (span, (keyword, unique)) = match suggest(&here) {
        Some(s) => (Span::new(offset, offset + here.len()), s),
        None => {
            // The word before, across white space only.
            let before = text.get(..offset)?.trim_end_matches([' ', '\t', '\n', '\r']);
            let start = before.char_indices().rev().find(|&(_, c)| !is_word(c)).map_or(0, |(k, c)| k + c.len_utf8());
            let s = (here.is_empty() || before.len() < offset).then(|| suggest(&before[start..])).flatten()?;
            (Span::new(start, before.len()), s)
        }
    };
    Some(Misspelling { span, keyword, unique })
}

/// The edits a word may be from the keyword it misspells: one for a word of up to four
/// characters, two for a longer one.
pub fn keyword_typo_limit(word: &str) -> usize {
    if word.chars().count() <= 4 {
        1
    } else {
        2
    }
}

/// [`edit_distance`] of `a` and `b` when it is at most `limit`; words whose lengths differ by
/// more are not compared (a "did you mean" looks only a letter or two away).
pub fn edit_distance_within(a: &str, b: &str, limit: usize) -> Option<usize> {
    if a.chars().count().abs_diff(b.chars().count()) > limit {
        return None;
    }
    Some(edit_distance(a, b)).filter(|&d| d <= limit)
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// neighbours, one each.
pub fn edit_distance(a: &str, b: &str) -> usize {
    // Words of up to this many characters are compared on the stack (a "did you mean" compares
    // one word with every keyword, and allocations were most of its cost).
    const SHORT: usize = 32;
    let fill = |s: &str, buf: &mut [char; SHORT]| -> Option<usize> {
        let mut n = 0;
        for c in s.chars() {
            *buf.get_mut(n)? = c;
            n += 1;
        }
        Some(n)
    };
    let (mut short_a, mut short_b) = (['\0'; SHORT], ['\0'; SHORT]);
    match (fill(a, &mut short_a), fill(b, &mut short_b)) {
        (Some(m), Some(n)) => osa(&short_a[..m], &short_b[..n], &mut [0; 3 * (SHORT + 1)]),
        _ => {
            let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
            osa(&a, &b, &mut vec![0; 3 * (b.len() + 1)])
        }
    }
}

/// The distance by the table's rows, three at a time in `rows` (rows `i - 2`, `i - 1` and `i`,
/// each `b.len() + 1` wide): the distance of a's first i and b's first j characters.
fn osa(a: &[char], b: &[char], rows: &mut [usize]) -> usize {
    let width = b.len() + 1;
    let (mut before, mut previous, mut current) = (0, width, 2 * width);
    for (j, cell) in rows[previous..previous + width].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        rows[current] = i;
        for j in 1..width {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[previous + j] + 1).min(rows[current + j - 1] + 1).min(rows[previous + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[before + j - 2] + 1);
            }
            rows[current + j] = best;
        }
        (before, previous, current) = (previous, current, before);
    }
    rows[previous + b.len()]
}

/// What stands at `offset`, for "found …": the token-like text there, or end of file.
pub fn found_at(text: &str, offset: usize) -> String {
    let rest = text.get(offset..).unwrap_or("");
    let rest_trimmed = rest.trim_start();
    let Some(first) = rest_trimmed.chars().next() else {
        return "end of file".into();
    };
    let token: String = if first.is_alphanumeric() || first == '_' {
        rest_trimmed.chars().take_while(|c| c.is_alphanumeric() || *c == '_').take(40).collect()
    } else {
        first.to_string()
    };
    format!("`{}`", cfb_grammars::shown(&token))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// pest's switch for the "expected" list is process-wide: a refused text checked on many
    /// threads at once must get the same list every time (`cfb lint --jobs N` over many
    /// refused files printed another message now and then).
    #[test]
    fn the_expected_list_does_not_depend_on_other_threads() {
        let check = crate::parse::registry::strict("pv").expect("ProVerif's strict grammar");
        let text = "free c: channel.\nprocess\n  in(c, x: bitstring) in 0\n";
        let alone = check(text).unwrap_err();
        assert!(!alone.expected.is_empty(), "{alone:?}");
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    for _ in 0..3000 {
                        assert_eq!(check(text).unwrap_err(), alone);
                    }
                });
            }
        });
    }

    /// Optimal string alignment: a swap of neighbours is one edit, but a swapped pair is not
    /// edited again (`ca` → `abc` is 3, where unrestricted Damerau–Levenshtein says 2).
    #[test]
    fn edit_distance_counts_insertions_deletions_substitutions_and_swaps() {
        for (a, b, d) in [
            ("", "", 0),
            ("", "abc", 3),
            ("abc", "", 3),
            ("kitten", "sitting", 3),
            ("eq", "eeq", 1),
            ("nonexec", "nonexce", 1),
            ("ab", "ba", 1),
            ("ca", "abc", 3),
            ("é", "e", 1),
            ("protecting", "protecting", 0),
            // Longer than the words compared on the stack.
            ("abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz0123456798", 1),
            ("abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz", 10),
            ("abcdefghijklmnopqrstuvwxyz0123456789", "bcdefghijklmnopqrstuvwxyz0123456789x", 2),
        ] {
            assert_eq!(edit_distance(a, b), d, "{a:?} {b:?}");
            assert_eq!(edit_distance(b, a), d, "{b:?} {a:?}");
            // Within a limit: the distance, or nothing past it (lengths apart or not).
            for limit in 0..4 {
                let within = (d <= limit).then_some(d);
                assert_eq!(edit_distance_within(a, b, limit), within, "{a:?} {b:?} within {limit}");
            }
        }
    }

    thread_local!(static READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) });

    /// EasyCrypt's strict check, counting the bytes it is given.
    fn counted_ec_check(text: &str) -> Result<(), StrictError> {
        READ.with(|r| r.set(r.get() + text.len()));
        cfb_grammars::strict("ec").unwrap()(text)
    }

    /// [`check_from_last_sentence`] with EasyCrypt's grammar: its verdict, the whole check's,
    /// and the bytes the check with the expected list read.
    fn from_last_sentence(text: &str) -> (Result<(), StrictError>, Result<(), StrictError>, usize) {
        let offset = cfb_grammars::strict_offset("ec").unwrap();
        READ.with(|r| r.set(0));
        let found = check_from_last_sentence(counted_ec_check, offset, ".", text);
        (found, cfb_grammars::strict("ec").unwrap()(text), READ.with(|r| r.get()))
    }

    #[test]
    fn a_reply_cut_off_is_read_from_its_last_sentence_with_the_whole_texts_verdict() {
        let text = format!("{}op y = (1 +", "op x = 1.\n".repeat(200));
        let (found, whole, read) = from_last_sentence(&text);
        assert!(found.as_ref().is_err_and(|e| e.offset == text.len() && !e.expected.is_empty()), "{found:?}");
        assert_eq!(found, whole);
        assert!(read < 20, "read {read} bytes");
    }

    #[test]
    fn a_full_stop_that_ends_no_sentence_leaves_the_whole_text_to_read() {
        // The last `.` before the error is in a comment: the text before it is no file.
        let text = "op x = 1.\n(* a. b *) op y = .";
        let (found, whole, read) = from_last_sentence(text);
        assert!(found.is_err());
        assert_eq!(found, whole);
        assert_eq!(read, text.len());
        assert_eq!(from_last_sentence("op x = 1.\n").0, Ok(()));
    }

    #[test]
    fn expected_lists_read_as_words() {
        assert_eq!(describe_expected(&["`;`".into()]), "`;`");
        assert_eq!(describe_expected(&["`;`".into(), "`}`".into(), "term".into()]), "`;`, `}` or term");
        assert_eq!(describe_expected(&[]), "something else");
    }

    #[test]
    fn expected_lists_put_the_likely_fix_first_and_stop_at_five() {
        let many: Vec<String> =
            ["`a`", "term", "`b`", "`)`", "`c`", "`;`", "`d`"].iter().map(|s| s.to_string()).collect();
        assert_eq!(describe_expected(&many), "`)`, `;`, `a`, `b`, `c` or 2 more");
    }

    #[test]
    fn a_misspelt_keyword_is_found() {
        let words: std::collections::HashSet<String> =
            ["rule", "lemma", "let", "in", "restriction", "claim", "new"].iter().map(|s| s.to_string()).collect();
        let none: Vec<String> = Vec::new();
        let at = |text: &str, offset: usize, expected: &[String]| {
            misspelt_keyword(text, offset, expected, &words).map(|m| m.keyword)
        };
        assert_eq!(at("x rulle y", 2, &none).as_deref(), Some("rule"));
        assert_eq!(at("lemam", 0, &none).as_deref(), Some("lemma"));
        assert_eq!(at("restirction", 0, &none).as_deref(), Some("restriction"));
        // A stem before `_`, the word before the error, a word only the expected list has.
        assert_eq!(at("claaim_I1(", 0, &none).as_deref(), Some("claim_I1"));
        assert_eq!(at("neww k;", 5, &none).as_deref(), Some("new"));
        assert_eq!(at("frozzen", 0, &["`frozen`".to_string()]).as_deref(), Some("frozen"));
        // A reserved word itself, an unrelated word, a short word two edits away: nothing.
        assert_eq!(at("rule", 0, &none), None);
        assert_eq!(at("Alice", 0, &none), None);
        assert_eq!(at("lxx", 0, &none), None);
        // Among equally near words, the one valid there.
        assert_eq!(at("ln", 0, &["`in`".to_string()]).as_deref(), Some("in"));
        // Text before that is not ASCII.
        assert_eq!(at("⊥ neww k", 9, &none).as_deref(), Some("new"));
    }

    #[test]
    fn the_misspelt_word_is_placed() {
        let words: std::collections::HashSet<String> = ["rule", "new"].iter().map(|s| s.to_string()).collect();
        let place = |text: &str, offset: usize| misspelt_keyword(text, offset, &[], &words).map(|m| m.span);
        assert_eq!(place("x rulle y", 2), Some(Span::new(2, 7)));
        assert_eq!(place("⊥ neww k;", 9), Some(Span::new(4, 8)));
    }

    #[test]
    fn a_misspelling_is_unique_when_no_other_word_is_as_near() {
        let words: std::collections::HashSet<String> =
            ["let", "left", "rule", "claim"].iter().map(|s| s.to_string()).collect();
        let at = |text: &str, expected: &[String]| misspelt_keyword(text, 0, expected, &words);
        assert!(at("rulle", &[]).unwrap().unique);
        // `lett` is one edit from `let` and from `left`; the word the grammar takes there decides.
        assert!(!at("lett", &[]).unwrap().unique);
        assert!(at("lett", &["`let`".to_string()]).unwrap().unique);
        // A stem that is reserved itself is no misspelling.
        assert_eq!(at("claim_C1", &[]), None);
        assert_eq!(at("claim_", &[]), None);
    }

    #[test]
    fn tokens_are_shown_without_escapes() {
        assert_eq!(found_at("a /\\ b", 2), "`/`");
        assert_eq!(cfb_grammars::shown("/\\"), "/\\");
        assert_eq!(cfb_grammars::shown("\""), "\"");
        assert_eq!(cfb_grammars::shown("\n"), "\\n");
    }

    #[test]
    fn found_names_the_token_or_the_end() {
        assert_eq!(found_at("a  role x", 1), "`role`");
        assert_eq!(found_at("a;", 1), "`;`");
        assert_eq!(found_at("a   ", 1), "end of file");
    }
}
