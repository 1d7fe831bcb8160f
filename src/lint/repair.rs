//! The fix for a syntax error, found by trying it: one token put in, or one word changed into a
//! reserved word, near the strict grammar's error, each candidate read again by the strict
//! grammar. The candidate that lets it read furthest (the whole file, at best) is the fix the
//! message names. A deleted `(` or `<` shows only where its partner stands, a misspelt keyword
//! that reads as a name only where the statement goes wrong; trying puts the fix where it
//! belongs, and the grammar's own verdict keeps the message honest (this is the single-token
//! repair of LR error recovery, Burke and Fisher 1987, with pest as the oracle).

use std::collections::BTreeSet;

use crate::diagnostic::Span;
use crate::parse::strict::edit_distance;
use crate::source::SourceFile;

/// Candidate sites: this many token boundaries up to the error.
const MAX_SITES: usize = 12;
/// Sites further back, up to this many, where only an opening bracket is tried (a deleted `<`
/// of a long tuple shows only at its `>`).
const MAX_OPENER_SITES: usize = 40;
/// Candidate words: this many tokens up to the error (a word has few near keywords).
const MAX_WORDS: usize = 40;
/// More brackets than this still open at the error, and no repair is tried: every trial
/// re-reads that nesting (slow in some grammars' worst cases), and such text is no one-token
/// slip.
const MAX_OPEN_AT_ERROR: usize = 16;
/// The bytes all trials of one search may read together (each reads the whole file): the
/// nearest candidates are tried first, a large file gets fewer.
const BUDGET_BYTES: usize = 2 << 20;

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
/// its reserved words, and how far its strict grammar reads a text.
pub struct Grammar<'a> {
    pub tokens: &'a [(Span, bool)],
    pub words: &'a std::collections::HashSet<String>,
    pub reach: &'a (dyn Fn(&str) -> Result<(), usize> + Sync),
}

/// The best repair of the error at `offset` (the strict grammar stopped there; `expected`
/// is what it would have taken). A repair counts only when the grammar then reads past the end
/// of the error's line; the one that reads furthest wins, the one nearest the error among
/// equals.
pub fn search(source: &SourceFile, offset: usize, expected: &[String], grammar: &Grammar) -> Option<Repair> {
    let text = source.text.as_str();
    let max_trials = BUDGET_BYTES / text.len().max(1);
    let code: Vec<Span> = grammar.tokens.iter().filter(|(_, extra)| !extra).map(|(s, _)| *s).collect();
    if open_brackets_before(text, &code, offset) > MAX_OPEN_AT_ERROR {
        return None;
    }
    // Punctuation the grammar takes at the error, and any the file uses elsewhere.
    let mut marks: BTreeSet<String> = expected
        .iter()
        .filter_map(|e| e.strip_prefix('`')?.strip_suffix('`'))
        .filter(|t| is_mark(t))
        .map(String::from)
        .collect();
    marks.extend(code.iter().map(|s| &text[s.start..s.end]).filter(|t| is_mark(t)).map(String::from));
    // Sites: after each token up to the error, from the line before the error's on.
    let window_start = source.line_start(source.line_col(offset).line.saturating_sub(1).max(1));
    let near: Vec<Span> = code.iter().copied().filter(|s| s.start >= window_start && s.start <= offset).collect();
    let all_sites: Vec<usize> =
        near.iter().rev().map(|s| s.end).filter(|&end| end <= offset).take(MAX_OPENER_SITES).collect();
    let sites = &all_sites[..all_sites.len().min(MAX_SITES)];
    // Words: those up to the error and the one at it.
    let words: Vec<Span> = near.iter().rev().take(MAX_WORDS).copied().collect();

    let line_end = source.line_start(source.line_col(offset).line + 1);
    let mut best: Option<(Repair, usize)> = None;
    let mut trials = 0usize;
    let mut attempt = |span: Span, new: &str| {
        if trials >= max_trials {
            return;
        }
        trials += 1;
        let candidate = format!("{}{}{}", &text[..span.start], new, &text[span.end..]);
        let growth = new.len() as isize - (span.end - span.start) as isize;
        let reach = match (grammar.reach)(&candidate) {
            Ok(()) => usize::MAX,
            Err(at) => (at as isize - growth).max(0) as usize,
        };
        if reach <= line_end {
            return;
        }
        let distance = offset.abs_diff(span.start);
        let better =
            best.as_ref().is_none_or(|(b, d)| (reach, std::cmp::Reverse(distance)) > (b.reach, std::cmp::Reverse(*d)));
        if better {
            best = Some((Repair { span, text: new.to_string(), reach }, distance));
        }
    };
    // Whole words of the text: tree-sitter may split a misspelt keyword (`builtins` + `s`).
    let mut seen = BTreeSet::new();
    let words: Vec<Span> =
        words.into_iter().filter_map(|s| word_around(text, s.start)).filter(|s| seen.insert(*s)).collect();
    for span in words {
        for (word_span, keyword) in near_keywords(text, span, grammar.words) {
            attempt(word_span, &keyword);
        }
    }
    for &site in sites {
        for mark in &marks {
            attempt(Span::new(site, site), mark);
        }
    }
    let openers: Vec<&String> = marks.iter().filter(|m| ["(", "[", "{", "<"].contains(&m.as_str())).collect();
    for &site in &all_sites[sites.len()..] {
        for mark in &openers {
            attempt(Span::new(site, site), mark);
        }
    }
    best.map(|(r, _)| r)
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
        let limit = if w.chars().count() <= 4 { 1 } else { 2 };
        let mut near: Vec<(usize, &String)> =
            words.iter().map(|k| (edit_distance(w, k), k)).filter(|&(d, _)| d <= limit).collect();
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
        search(&source, at, &[], &Grammar { tokens: &tokens, words: &words, reach: &reach })
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

    #[test]
    fn nothing_is_named_when_no_single_change_reads_past_the_line() {
        assert_eq!(repair("out(a);\nout((b));\n"), None);
    }
}
