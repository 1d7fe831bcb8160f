//! Is a laid-out text still the input? It must read as the input's tokens, in order, without
//! an error the input did not have.
//!
//! [`full`] parses the result again. [`by_junctions`] gets the same answer for most of the
//! price: a layout changes only the white space at some junctions between tokens, and most
//! changes cannot change what the parser reads: no token of the grammar, read from the start
//! of the token before, now matches past its end where none did before (see
//! [`super::reach`]); neither token is read by the grammar's external scanner (unless it is one
//! that blanks cannot change), nor only right after the one before (`token.immediate`); no
//! line end is taken away. The other junctions are made in the input's tree and parsed again
//! by tree-sitter incrementally, which reuses every subtree they do not touch; a layout without
//! them needs no parse at all. A test checks that the junction check never accepts what the
//! full check refuses (`the_junction_check_never_accepts_what_the_full_check_refuses`).

use std::path::Path;

use crate::diagnostic::Span;
use crate::language::Language;
use crate::parse::registry::{self, ContextTokens};
use crate::parse::{self, tree::SyntaxTree, IncrementalTree, Tokens};

use super::layout::{self, Junction, Laid};
use super::reach::TokenReach;
use super::rules::ScannerFacts;

/// What a laid-out text is checked against: the text the parser read and the tokens it must
/// keep.
pub(super) struct Original<'r> {
    pub read: &'r str,
    tree: &'r SyntaxTree,
    strip_comments: bool,
    /// The tokens, with where each starts: listed when a check first reads them (most layouts
    /// are cleared by their junctions alone, which read none).
    tokens: std::cell::OnceCell<(Vec<&'r str>, Vec<usize>)>,
    pub errors_allowed: bool,
}

impl<'r> Original<'r> {
    pub fn new(tree: &'r SyntaxTree, read: &'r str, strip_comments: bool) -> Self {
        // A tree-sitter tree may keep an error where the strict grammar accepts (a known limit
        // of the error-tolerant grammars): then the result may keep it too; its tokens are
        // checked, and the strict grammar's verdict on it (see `full`).
        let errors_allowed = tree.errors().next().is_some();
        Original { read, tree, strip_comments, tokens: std::cell::OnceCell::new(), errors_allowed }
    }

    fn listed(&self) -> &(Vec<&'r str>, Vec<usize>) {
        self.tokens.get_or_init(|| {
            layout::tokens(self.tree, None)
                .into_iter()
                .filter(|t| !(self.strip_comments && t.comment))
                .map(|t| (token_text(self.read, t.start, t.end, t.comment), t.start))
                .unzip()
        })
    }

    /// The tokens the result must read as.
    pub fn tokens(&self) -> &[&'r str] {
        &self.listed().0
    }

    /// Where each token starts.
    pub fn starts(&self) -> &[usize] {
        &self.listed().1
    }
}

/// A token's text; a comment's without trailing white space (the layout trims it).
fn token_text(text: &str, start: usize, end: usize, comment: bool) -> &str {
    let s = &text[start..end];
    if comment {
        s.trim_end()
    } else {
        s
    }
}

/// Does `out` read as the same tokens, without an error? Parses it whole.
pub(super) fn full(language: Language, path: Option<&Path>, out: &str, original: &Original) -> Result<(), String> {
    let written = out;
    let out = parse::parser_input(language, path, out);
    let out = out.as_ref();
    if out == original.read {
        // Nothing changed: the original's tokens, read without an error where the original
        // had none.
        return Ok(());
    }
    let read = parse::tokens(language, out).map_err(|e| e.to_string())?;
    same_tokens(&read, out, original.tokens(), original.errors_allowed)?;
    // Where tree-sitter misread the input, its tokens need not be the tool's (a Maude `in`
    // reads the rest of its line as a file name): the strict grammar must accept the result.
    if original.errors_allowed {
        let source = crate::source::SourceFile::new(String::new(), written.to_string());
        if let Some(error) = crate::lint::syntax_errors(language, path, &source).first() {
            return Err(format!("the laid-out text has a syntax error at byte {}", error.span.start));
        }
    }
    Ok(())
}

/// [`full`]'s answer for a layout of the text `original.read` (read by no preprocessor, with
/// no error in its tree `tree`, parsed into `parsed`), from its junctions.
pub(super) fn by_junctions(
    language: Language,
    laid: &Laid,
    tree: &SyntaxTree,
    parsed: &IncrementalTree,
    original: &Original,
    scanner: &ScannerFacts,
) -> Result<(), String> {
    let text = original.read;
    let risky = risky_junctions(language, laid, tree, text, scanner);
    if risky.is_empty() {
        return Ok(());
    }
    // Each risky change is made with the tokens on its sides, which tree-sitter then reads
    // again: how far its lexer looked past a token it reuses is not always known (at the end
    // of the file, it is not). Changes that share a token are one edit.
    let mut edits: Vec<(Span, String)> = Vec::with_capacity(risky.len());
    for j in &risky {
        let start = j.before.map_or(j.old.start, |t| laid.tokens[t].start);
        let end = j.after.map_or(j.old.end, |t| laid.tokens[t].end);
        let replacement = [&text[start..j.old.start], &laid.text[j.new.clone()], &text[j.old.end..end]].concat();
        match edits.last_mut() {
            Some((span, joined)) if start < span.end => {
                // The shared token, as the last edit left it, is this edit's to write.
                joined.truncate(joined.len() - (span.end - start));
                joined.push_str(&replacement);
                span.end = end;
            }
            _ => edits.push((Span::new(start, end), replacement)),
        }
    }
    // The input with the risky changes made, and only those.
    let mut edited = String::with_capacity(text.len());
    let mut at = 0;
    for (span, replacement) in &edits {
        edited.push_str(&text[at..span.start]);
        edited.push_str(replacement);
        at = span.end;
    }
    edited.push_str(&text[at..]);
    let mut reparsed = parsed.clone();
    let edits: Vec<(Span, &str)> = edits.iter().map(|(span, r)| (*span, r.as_str())).collect();
    reparsed.edit_all(text, &edits);
    let changed = reparsed.reparse_changes(&edited).map_err(|e| e.to_string())?;
    // Elsewhere the tree reads as the input's did; where it changed, the tokens must be the
    // input's, moved by the edits before them.
    let mut changes = risky.iter().peekable();
    let mut shift = 0isize;
    let moved: Vec<usize> = original
        .starts()
        .iter()
        .map(|&at| {
            while let Some(j) = changes.next_if(|j| j.old.end <= at) {
                shift += j.new.len() as isize - j.old.len() as isize;
            }
            (at as isize + shift) as usize
        })
        .collect();
    // tree-sitter's changed ranges leave out a token that still spans an edit: the edits are
    // read too.
    let mut shift = 0isize;
    let mut ranges: Vec<std::ops::Range<usize>> = changed;
    for (span, replacement) in &edits {
        let start = (span.start as isize + shift) as usize;
        ranges.push(start..start + replacement.len());
        shift += replacement.len() as isize - (span.end - span.start) as isize;
    }
    ranges.sort_by_key(|r| r.start);
    let mut merged: Vec<std::ops::Range<usize>> = Vec::with_capacity(ranges.len());
    for r in ranges {
        match merged.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => merged.push(r),
        }
    }
    // Each token that overlaps or touches a range, once.
    let overlapping = |start: usize, len: usize, next: &mut usize| {
        while merged.get(*next).is_some_and(|r| r.end < start) {
            *next += 1;
        }
        merged.get(*next).is_some_and(|r| r.start <= start + len)
    };
    let mut next = 0;
    let tokens = original.tokens();
    let expected: Vec<&str> =
        (0..tokens.len()).filter(|&k| overlapping(moved[k], tokens[k].len(), &mut next)).map(|k| tokens[k]).collect();
    let mut read = reparsed.tokens_within(&merged);
    let mut next = 0;
    read.tokens.retain(|&(span, comment)| {
        overlapping(span.start, token_text(&edited, span.start, span.end, comment).len(), &mut next)
    });
    same_tokens(&read, &edited, &expected, original.errors_allowed)
}

/// The junctions of `laid` (a layout of `text`, whose tree is `tree`) whose change may change
/// what the parser reads.
fn risky_junctions<'l>(
    language: Language,
    laid: &'l Laid,
    tree: &SyntaxTree,
    text: &str,
    scanner: &ScannerFacts,
) -> Vec<&'l Junction> {
    let grammar = language.spec().grammar;
    let context = registry::context_tokens(grammar);
    let sides = Sides {
        text,
        out: &laid.text,
        tree,
        tokens: &laid.tokens,
        names: parse::grammar_names(language),
        reach: TokenReach::of_grammar(grammar, &context),
        context,
        scanner,
    };
    laid.junctions.iter().filter(|j| sides.is_risky(j)).collect()
}

/// What a junction's risk is judged by: the input, the output, the input's tree and layout
/// tokens, the grammar's symbol names, and what white space may do to its tokens.
struct Sides<'a> {
    text: &'a str,
    out: &'a str,
    tree: &'a SyntaxTree,
    tokens: &'a [layout::Token],
    names: &'static [&'static str],
    context: ContextTokens,
    reach: &'static TokenReach,
    /// What the layout rules say of the external scanner.
    scanner: &'a ScannerFacts,
}

impl Sides<'_> {
    /// The first (or last) lexical token of a layout token, with its grammar name (`None` when
    /// the grammar reads it without a node of its own: hidden).
    fn leaf(&self, token: usize, first: bool) -> Option<(usize, &'static str)> {
        let leaf = edge_leaf(self.tree, self.tokens[token].node, first)?;
        Some((leaf, self.names.get(usize::from(self.tree.node(leaf).grammar_id)).copied()?))
    }

    /// Can the change at `junction` change what the parser reads?
    fn is_risky(&self, junction: &Junction) -> bool {
        let (old, new) = (&self.text[junction.old.clone()], &self.out[junction.new.clone()]);
        let blank = |s: &str| s.chars().all(char::is_whitespace);
        if !blank(old) || !blank(new) {
            return true;
        }
        // A line comment's end (none at the start of the file).
        if old.contains('\n') && !new.contains('\n') && junction.before.is_some() {
            return true;
        }
        let before = junction.before.map(|t| self.leaf(t, false));
        let after = junction.after.map(|t| self.leaf(t, true));
        let name = |side: Option<(usize, &'static str)>| side.map(|(_, n)| n);
        let context = &self.context;
        // A rule's name stands for the tokens tree-sitter makes of its patterns too
        // (`variable_token1`).
        let listed = |list: &[&str], n: &str| {
            list.iter().any(|r| n == *r || n.strip_prefix(r).is_some_and(|rest| rest.starts_with("_token")))
        };
        // The external scanners skip spaces, tabs and line ends alike; some look for a line end,
        // or for blanks at all, except where they read a token that skips them.
        let plain = |s: &str| s.bytes().all(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'));
        let blanks = plain(old) && plain(new);
        let alike = blanks && !old.is_empty() && !new.is_empty() && old.contains('\n') == new.contains('\n');
        let skips_blanks = |n: &str| blanks && self.scanner.skips_blanks.iter().any(|s| s == n);
        let sides = [before, after].into_iter().flatten();
        if sides.map(name).any(|n| n.is_none_or(|n| listed(context.scanned, n) && !alike && !skips_blanks(n))) {
            return true;
        }
        let (before, after) = (before.flatten(), after.flatten());
        // Where the token before starts in the output (`None`: not found there).
        let a_out_start = before.map(|(a, _)| {
            let a_out = as_laid_out(self.tree.text(a, self.text), |t| self.out[..junction.new.start].ends_with(t));
            a_out.map(|a_out| junction.new.start - a_out.len())
        });
        // The external scanner may read a token from the token before on, through the change
        // (where it starts only tokens that skip blanks, a change of blanks is none).
        let only_skipping = blanks && !self.scanner.skips_blanks.is_empty() && self.scanner.starts.is_some();
        if !alike && !only_skipping && a_out_start.is_some_and(|start| self.scanner_may_start(start)) {
            return true;
        }
        // A token read from the start of the token before might now match past its end.
        let reads_on = before.zip(a_out_start).is_some_and(|((a, _), start)| {
            let span = self.tree.node(a).span;
            start.is_none_or(|start| {
                self.reach.reads_on(self.out, start, junction.new.start, self.text, span.start, span.end)
            })
        });
        // Read right after the token before, the token after may read otherwise: as a token of
        // its own, or as a longer one where it now comes right after the token before.
        let immediate = (old.is_empty() || new.is_empty())
            && after.is_some_and(|b| {
                listed(context.immediate, b.1)
                    || (new.is_empty() && {
                        let (start, b_text) = (junction.new.end, self.tree.text(b.0, self.text));
                        let b_out = as_laid_out(b_text, |t| self.out[start..].starts_with(t));
                        b_out.is_none_or(|b_out| self.reach.immediate_reads_on(self.out, start, start + b_out.len()))
                    })
            });
        reads_on || immediate
    }

    /// May the external scanner read a token from the token that starts at `start` in the
    /// output (`None`: where is not known)? Never without a scanner; always when the layout
    /// rules do not say where it starts (`; scanner-starts:`).
    fn scanner_may_start(&self, start: Option<usize>) -> bool {
        let from_a = start.and_then(|start| self.out.get(start..));
        !self.context.scanned.is_empty()
            && self.scanner.starts.as_ref().zip(from_a).is_none_or(|(starts, from_a)| starts.is_match(from_a))
    }
}

/// A leaf's text as the layout wrote it where `written` says it is: whole, or trimmed (a
/// comment's trailing white space goes to the junction after it).
fn as_laid_out(leaf: &str, written: impl Fn(&str) -> bool) -> Option<&str> {
    [leaf, leaf.trim_end()].into_iter().find(|t| written(t))
}

/// The first (or last) leaf of `node`, if the node's text starts (or ends) with it.
fn edge_leaf(tree: &SyntaxTree, node: usize, first: bool) -> Option<usize> {
    let mut id = node;
    loop {
        let n = tree.node(id);
        let child = match first {
            true => tree.children(id).first(),
            false => tree.children(id).last(),
        };
        let Some(&child) = child else { return Some(id) };
        let c = tree.node(child).span;
        if (first && c.start != n.span.start) || (!first && c.end != n.span.end) {
            return None;
        }
        id = child;
    }
}

/// Are `read`'s tokens of `text` the `expected` ones, without an error (unless allowed)?
fn same_tokens(read: &Tokens, text: &str, expected: &[&str], errors_allowed: bool) -> Result<(), String> {
    if let Some(at) = read.first_error.filter(|_| !errors_allowed) {
        return Err(format!("the laid-out text does not parse at byte {at}"));
    }
    let got: Vec<&str> =
        read.tokens.iter().map(|&(span, comment)| token_text(text, span.start, span.end, comment)).collect();
    if got.len() != expected.len() {
        return Err(format!("{} tokens instead of {}", got.len(), expected.len()));
    }
    match got.iter().zip(expected).position(|(a, b)| a != b) {
        Some(k) => Err(format!("token {k} reads {:?} instead of {:?}", clip(got[k]), clip(expected[k]))),
        None => Ok(()),
    }
}

/// The start of a token's text, for messages.
fn clip(token: &str) -> String {
    match token.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &token[..at]),
        None => token.to_string(),
    }
}

/// For tests: lays `text` out `variants` times at random (from `seed`), each time putting other
/// white space at a few junctions between its tokens (none, a space, a tab, line ends) and
/// checking the result both ways. Returns how many variants were checked, and where
/// [`by_junctions`] accepted a variant that [`full`] refuses (it must never).
#[doc(hidden)]
pub fn disagreements(language: Language, text: &str, variants: usize, seed: u64) -> (usize, Vec<String>) {
    let (Ok(rules), Ok(parsed)) =
        (super::rules::LayoutRules::for_language(language), IncrementalTree::parse(language, text))
    else {
        return (0, Vec::new());
    };
    let tree = parsed.syntax_tree();
    let original = Original::new(&tree, text, false);
    if original.errors_allowed {
        return (0, Vec::new());
    }
    let tokens = layout::tokens(&tree, None);
    let spaces = ["", " ", "\t", "\n", "  \n\n    ", "\r\n"];
    let mut state = seed | 1;
    let mut random = |n: usize| {
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut bad = Vec::new();
    for _ in 0..variants {
        // Junction k lies before token k (k = tokens.len(): the end of the file).
        let mut chosen: Vec<(usize, &str)> =
            (0..1 + random(6)).map(|_| (random(tokens.len() + 1), spaces[random(spaces.len())])).collect();
        chosen.sort_by_key(|c| c.0);
        chosen.dedup_by_key(|c| c.0);
        let laid = with_spaces(text, &tokens, &chosen);
        let fast = by_junctions(language, &laid, &tree, &parsed, &original, &rules.scanner);
        if fast.is_ok() {
            if let Err(e) = full(language, None, &laid.text, &original) {
                let changes: Vec<String> = laid
                    .junctions
                    .iter()
                    .map(|j| {
                        format!("{:?} -> {:?} at {}", &text[j.old.clone()], &laid.text[j.new.clone()], j.old.start)
                    })
                    .collect();
                bad.push(format!("accepted by its junctions, refused when read whole ({e}): {}", changes.join(", ")));
            }
        }
    }
    (variants, bad)
}

/// `text` with the white space before token `k` (of `tokens`; `tokens.len()`: the end) made
/// `space`, for each `(k, space)` of `chosen` (in order), as a layout would record it. White
/// space around a token that is not white space only is left alone.
fn with_spaces(text: &str, tokens: &[layout::Token], chosen: &[(usize, &str)]) -> Laid {
    let (mut out, mut junctions, mut at) = (String::new(), Vec::new(), 0);
    for &(k, space) in chosen {
        let old = k.checked_sub(1).map_or(0, |p| tokens[p].end)..tokens.get(k).map_or(text.len(), |t| t.start);
        if !text[old.clone()].chars().all(char::is_whitespace) || text[old.clone()] == *space {
            continue;
        }
        out.push_str(&text[at..old.start]);
        let new = out.len()..out.len() + space.len();
        out.push_str(space);
        at = old.end;
        junctions.push(Junction { old, new, before: k.checked_sub(1), after: (k < tokens.len()).then_some(k) });
    }
    out.push_str(&text[at..]);
    Laid { text: out, tokens: tokens.to_vec(), junctions }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check reads the laid-out text as the tool would: a layout that glues two tokens,
    /// lets a line comment swallow code or breaks a token is refused; one that changes only
    /// white space passes.
    #[test]
    fn the_check_refuses_a_layout_that_changes_a_token() {
        let text = "free c: channel.\n(* note *)\nprocess out(c, c)\n";
        let tree = parse::parse(Language::Pv, text).unwrap();
        let original = Original::new(&tree, text, false);
        let ok = |out: &str| full(Language::Pv, None, out, &original);
        assert_eq!(ok(text), Ok(()));
        assert_eq!(ok("free c : channel.\n\n(* note *)\nprocess\n  out(c, c)\n"), Ok(()));
        assert!(ok("freec: channel.\n(* note *)\nprocess out(c, c)\n").is_err(), "glued words");
        assert!(ok("free c: channel.\n(* note *)\nprocess out(c, c)\nnew").is_err(), "a token more");
        assert!(ok("free c: chan nel.\n(* note *)\nprocess out(c, c)\n").is_err(), "a token split");

        let text = "rule R: [ ] --[ A() ]-> [ ] // one\nlemma l: \"All #i. A() @ #i\"\nend\n";
        let text = &format!("theory T begin\n{text}");
        let tree = parse::parse(Language::Spthy, text).unwrap();
        let original = Original::new(&tree, text, false);
        let joined = text.replace("// one\n", "// one ");
        assert!(full(Language::Spthy, None, &joined, &original).is_err(), "a line comment swallows a lemma");
        let arrow = text.replace("]->", "] ->");
        assert!(full(Language::Spthy, None, &arrow, &original).is_err(), "an arrow broken");
    }

    /// A file that tree-sitter misreads and the strict grammar accepts is laid out only as the
    /// strict grammar still accepts it: a Maude `in` takes the rest of its line as a file name,
    /// which a line break would cut (found by fuzzing `fmt`).
    #[test]
    fn a_misread_file_keeps_what_the_strict_grammar_reads() {
        let source = crate::source::SourceFile::new("x.maude", "\n\tin(c# (h: host,k: key");
        let path = Path::new("x.maude");
        let formatted = super::super::format(Language::Maude, Some(path), &source, &Default::default()).unwrap();
        assert!(formatted.lines_only);
        assert_eq!(formatted.text, "in(c# (h: host,k: key\n");
    }

    /// `text` (whose tree is `tree`) with the white space before the tokens `chosen` (by their
    /// text's first occurrence as a token) changed.
    fn laid_with(tree: &SyntaxTree, text: &str, chosen: &[(&str, &str)]) -> Laid {
        let tokens = layout::tokens(tree, None);
        let at = |word: &str| tokens.iter().position(|t| &text[t.start..t.end] == word).unwrap();
        let chosen: Vec<(usize, &str)> = chosen.iter().map(|&(word, space)| (at(word), space)).collect();
        let laid = with_spaces(text, &tokens, &chosen);
        assert!(!laid.junctions.is_empty(), "{chosen:?} changes nothing");
        laid
    }

    /// The check by junctions of `text` with the white space before the tokens `chosen` (by
    /// their text's first occurrence as a token) changed.
    fn junction_verdict(language: Language, text: &str, chosen: &[(&str, &str)]) -> Result<(), String> {
        let parsed = IncrementalTree::parse(language, text).unwrap();
        let tree = parsed.syntax_tree();
        let original = Original::new(&tree, text, false);
        let laid = laid_with(&tree, text, chosen);
        let rules = super::super::rules::LayoutRules::for_language(language).unwrap();
        let verdict = by_junctions(language, &laid, &tree, &parsed, &original, &rules.scanner);
        // Never more lenient than reading the whole text.
        assert!(verdict.is_err() || full(language, None, &laid.text, &original).is_ok(), "{}", laid.text);
        verdict
    }

    #[test]
    fn the_junction_check_refuses_glued_words_and_takes_glued_brackets() {
        let text = "protocol P ( I ) { role I { var x : Nonce ; } }\n";
        assert!(junction_verdict(Language::Spdl, text, &[("x", "")]).is_err(), "`varx`");
        assert_eq!(junction_verdict(Language::Spdl, text, &[("I", ""), (")", ""), (";", "")]), Ok(()));
        assert_eq!(junction_verdict(Language::Spdl, text, &[("{", "\n\n  ")]), Ok(()));
    }

    #[test]
    fn the_junction_check_keeps_a_token_read_right_after_the_one_before() {
        // Tamarin: the name of a fresh variable comes right after its `~`.
        let text = "theory T begin\nrule R: [ Fr(~x) ] --> [ Out(~x) ]\nend\n";
        assert!(junction_verdict(Language::Spthy, text, &[("x", " ")]).is_err(), "`~ x`");
        assert_eq!(junction_verdict(Language::Spthy, text, &[("-->", "\n  ")]), Ok(()));
    }

    /// How many of the junctions made by changing the white space before `chosen` are risky.
    fn risky_count(language: Language, text: &str, chosen: &[(&str, &str)]) -> usize {
        let tree = parse::parse(language, text).unwrap();
        let laid = laid_with(&tree, text, chosen);
        let rules = super::super::rules::LayoutRules::for_language(language).unwrap();
        risky_junctions(language, &laid, &tree, text, &rules.scanner).len()
    }

    /// Tamarin's scanner reads a fact's name alike after any blanks (`; scanner-skips-blanks:`),
    /// so blanks put before one or taken away need no second reading; the text after `end`, which
    /// it reads too, runs to the end of the file: a line end added after it does.
    #[test]
    fn blanks_next_to_a_scanned_token_are_risky_only_where_the_token_takes_them() {
        let text = "theory T begin\nrule R: [In(m)] --> [Out(m)]\nend\nx";
        assert_eq!(risky_count(Language::Spthy, text, &[("In", " "), ("Out", "\n  ")]), 0);
        let tree = parse::parse(Language::Spthy, text).unwrap();
        let tokens = layout::tokens(&tree, None);
        let laid = with_spaces(text, &tokens, &[(tokens.len(), "\n")]);
        let rules = super::super::rules::LayoutRules::for_language(Language::Spthy).unwrap();
        assert_eq!(risky_junctions(Language::Spthy, &laid, &tree, text, &rules.scanner).len(), 1);
    }

    /// Tamarin's name after `~` is an `identifier` read right after it; any other `identifier`
    /// is not, and a space put before it needs no second reading.
    #[test]
    fn only_an_immediate_token_makes_its_junction_risky() {
        let text = "theory T begin\nrule R: [ Fr(~k), In(m) ] --> [ Out(f(m,k)) ]\nend\n";
        assert_eq!(risky_count(Language::Spthy, text, &[("k", " ")]), 1);
        assert_eq!(risky_count(Language::Spthy, text, &[("In", "\n"), ("m", " ")]), 0);
    }

    #[test]
    fn a_line_comment_may_not_swallow_the_next_line() {
        let text = "free c: channel. (* a *)\nprocess 0\n";
        assert_eq!(junction_verdict(Language::Pv, text, &[("process", "\n\n")]), Ok(()));
        let text = "protocol P(I) { // note\n role I { } }\n";
        assert!(junction_verdict(Language::Spdl, text, &[("role", " ")]).is_err());
    }
}
