//! Syntax diagnostics: the strict grammar's first error, then later independent errors found
//! by tree-sitter's error recovery, and the nesting limit that keeps both parsers safe.

use std::path::Path;

use crate::diagnostic::{Diagnostic, Fix, Severity, Span};
use crate::language::{Language, OpenComment};
use crate::lint::repair::Repair;
use crate::parse::strict::{describe_expected, found_at, misspelt_keyword, Misspelling, StrictError};
use crate::parse::tree::SyntaxTree;
use crate::source::SourceFile;

/// Code of syntax diagnostics.
pub const SYNTAX: &str = "syntax";
/// Code of the nesting-limit diagnostic.
pub const NESTING: &str = "nesting-limit";
/// At most this many syntax errors are reported per file.
const MAX_SYNTAX_ERRORS: usize = 50;

/// Deepest bracket nesting cfb parses. Yacc-built verifiers stop far earlier (bison's default
/// stack holds 10,000 states), so deeper input is an error for them too.
pub const DEFAULT_MAX_NESTING: usize = 1000;

/// An error at the first bracket that goes deeper than `limit`, if any does. Brackets in
/// strings and comments do not count (a regular expression in a Tamarin proof tactic, a
/// commented-out term). A plain count of the bytes decides most files; only when it goes too
/// deep are the brackets counted again on the language's tokens (tree-sitter's, which reads
/// any depth without recursion).
pub fn nesting_limit(language: Language, source: &SourceFile, limit: usize) -> Option<Diagnostic> {
    let text = &source.text;
    first_too_deep(text.bytes().enumerate(), limit)?;
    let at = match crate::parse::tokens(language, text) {
        Ok(tokens) => {
            let code = tokens
                .tokens
                .into_iter()
                .filter(|&(span, extra)| !extra && !text[span.start..span.end].starts_with(['"', '\'']));
            first_too_deep(code.flat_map(|(span, _)| (span.start..span.end).map(|i| (i, text.as_bytes()[i]))), limit)?
        }
        Err(_) => first_too_deep(text.bytes().enumerate(), limit)?,
    };
    Some(
        Diagnostic::new(
            NESTING,
            Severity::Error,
            format!("brackets nested deeper than {limit} levels"),
            Span::new(at, at + 1),
        )
        .with_help("raise the limit with --max-nesting (or CFB_MAX_NESTING) if this is intended")
        .with_note("the verifiers' parsers run out of stack long before such depths"),
    )
}

/// The offset of the first opening bracket deeper than `limit` among `bytes` (offset, byte).
fn first_too_deep(mut bytes: impl Iterator<Item = (usize, u8)>, limit: usize) -> Option<usize> {
    // Only an opening bracket goes deeper: the first time past the limit is at one.
    let mut depth = 0;
    bytes.find_map(|(i, b)| {
        depth = crate::parse::strict::bracket_depth(depth, &b);
        (depth > limit).then_some(i)
    })
}

/// The strict error as a diagnostic: "expected …, found …".
pub fn strict_diagnostic(language: Language, source: &SourceFile, error: &StrictError) -> Diagnostic {
    let found = found_at(&source.text, error.offset);
    let end = next_token_end(&source.text, error.offset);
    let mut d = Diagnostic::new(
        SYNTAX,
        Severity::Error,
        format!("expected {}, found {found}", describe_expected(&error.expected)),
        Span::new(error.offset, end),
    )
    .with_note(format!("{} refuses files with syntax errors", language.spec().verifier));
    if let Some(m) = misspelling(language, source, error) {
        d.help = Some(format!("did you mean `{}`?", m.keyword));
        let typo = &source.text[m.span.start..m.span.end];
        // A word written elsewhere in the file is a name, not a typo.
        if m.unique && whole_word_count(&source.text, typo) == 1 {
            d.fix = Some(Fix::replace(format!("replace `{typo}` with `{}`", m.keyword), m.span, m.keyword));
        }
    }
    d
}

/// The tool's "unterminated comment", when a comment is still open at the end of the file and
/// the strict error is not before it (all after its opener is comment to the tool's lexer): at
/// the opener the tool names (ProVerif and CryptoVerif the innermost one), with the outermost
/// marked when that is another.
pub fn unclosed_comment(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    error: &StrictError,
) -> Option<Diagnostic> {
    let spec = language.spec();
    let comment = language.front_end(path).comment.as_ref()?;
    let open = comment.open_at_end(&source.text);
    let (&outer, &inner) = (open.first()?, open.last()?);
    if error.offset < outer {
        return None;
    }
    let at = match comment.left_open_at {
        OpenComment::Outermost => outer,
        OpenComment::Innermost => inner,
        OpenComment::EndedByEndOfFile => return None,
    };
    let width = comment.open.len();
    let mut d = Diagnostic::new(
        SYNTAX,
        Severity::Error,
        format!("unterminated comment: no `{}` closes this `{}`", comment.close, comment.open),
        Span::new(at, at + width),
    )
    .with_help(if comment.nests && open.len() > 1 {
        format!(
            "comments nest in {}: each `{}` inside a comment needs its own `{}`, and {} are still open at the end of the file",
            spec.display_name,
            comment.open,
            comment.close,
            open.len()
        )
    } else {
        format!("close the comment with `{}`", comment.close)
    })
    .with_note(format!("{} refuses files with syntax errors", spec.verifier));
    if at != outer {
        d = d.with_label(Span::new(outer, outer + width), "the outermost comment left open starts here");
    }
    Some(d)
}

/// The reserved word the word at (or just before) the strict error may be a misspelling of.
pub fn misspelling(language: Language, source: &SourceFile, error: &StrictError) -> Option<Misspelling> {
    misspelt_keyword(&source.text, error.offset, &error.expected, crate::parse::reserved_words(language))
}

/// How often `word` stands in `text` as a whole word.
fn whole_word_count(text: &str, word: &str) -> usize {
    let is_word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-');
    text.match_indices(word)
        .filter(|&(k, _)| !is_word(text[..k].chars().next_back()) && !is_word(text[k + word.len()..].chars().next()))
        .count()
}

/// Where to insert a missing token before `offset`: right after the previous token when only
/// white space lies between (never past a comment, which may run to the end of its line).
fn insertion_point(text: &str, offset: usize) -> usize {
    let before = &text[..offset.min(text.len())];
    before.trim_end_matches([' ', '\t', '\n', '\r']).len()
}

/// The fix for a strict error that a never-closed bracket explains: its closing bracket,
/// inserted at the error, when the grammar takes that bracket there.
pub fn closer_fix(source: &SourceFile, error: &StrictError, hint: &BracketHint) -> Option<Fix> {
    let closer = hint.missing_closer?;
    if !error.expected.iter().any(|e| e.strip_prefix('`').and_then(|e| e.strip_suffix('`')) == Some(closer)) {
        return None;
    }
    let at = insertion_point(&source.text, error.offset);
    let line = source.line_col(hint.span.start).line;
    Some(Fix::replace(format!("insert `{closer}` to close the bracket on line {line}"), Span::new(at, at), closer))
}

/// The repair as the help and fix of the strict error's diagnostic `d`, with a label where it
/// goes when that is not at the error.
pub fn name_repair(source: &SourceFile, error: &StrictError, d: &mut Diagnostic, repair: &Repair) {
    let line = source.line_col(repair.span.start).line;
    let elsewhere = line != source.line_col(error.offset).line;
    let on_line = if elsewhere { format!(" on line {line}") } else { String::new() };
    if repair.is_insertion() {
        let before = token_before(&source.text, repair.span.start);
        let next = token_after(&source.text, repair.span.start).map(|s| &source.text[s.start..s.end]);
        let after = match (before.map(|s| &source.text[s.start..s.end]), next) {
            (Some(prev), _) => format!(" after `{prev}`{on_line}"),
            (None, Some(next)) => format!(" before `{next}`{on_line}"),
            (None, None) => " at the end".to_string(),
        };
        d.help = Some(format!("insert `{}`{after}", repair.text));
        if let Some(prev) = before.filter(|_| repair.span.start < insertion_point(&source.text, error.offset)) {
            d.labels.push((prev, format!("`{}` is missing after this", repair.text)));
        }
    } else {
        let typo = &source.text[repair.span.start..repair.span.end];
        let at_error = repair.span.start <= error.offset && error.offset <= repair.span.end;
        d.help = Some(match at_error {
            true => format!("did you mean `{}`?", repair.text),
            false => format!("did you mean `{}`? (`{typo}`{on_line} reads as a name)", repair.text),
        });
        if !at_error {
            d.labels.push((repair.span, format!("did you mean `{}`?", repair.text)));
        }
    }
    // A fix to apply blindly only when the grammar then reads the whole file.
    d.fix = (repair.reach == usize::MAX).then(|| repair_fix(source, repair));
}

/// The repair as a fix.
pub fn repair_fix(source: &SourceFile, repair: &Repair) -> Fix {
    let message = match repair.is_insertion() {
        true => format!("insert `{}`", repair.text),
        false => format!("replace `{}` with `{}`", &source.text[repair.span.start..repair.span.end], repair.text),
    };
    Fix::replace(message, repair.span, repair.text.clone())
}

/// The token-like text that ends at `at` (a word, or one other character), across no white space.
fn token_before(text: &str, at: usize) -> Option<Span> {
    let before = text.get(..at)?;
    let last = before.chars().next_back().filter(|c| !c.is_whitespace())?;
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    if !is_word(last) {
        return Some(Span::new(at - last.len_utf8(), at));
    }
    let start = before.char_indices().rev().find(|&(_, c)| !is_word(c)).map_or(0, |(k, c)| k + c.len_utf8());
    Some(Span::new(start, at))
}

/// The token-like text that starts at `at`: a word, or a run of other characters up to white
/// space, a word or a bracket (`->` of `]->`).
fn token_after(text: &str, at: usize) -> Option<Span> {
    let rest = text.get(at..)?;
    let first = rest.chars().next().filter(|c| !c.is_whitespace())?;
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let word = is_word(first);
    let len = rest
        .char_indices()
        .skip(1)
        .find(|&(_, c)| match word {
            true => !is_word(c),
            false => c.is_whitespace() || is_word(c) || "()[]{}".contains(c) || "()[]{}".contains(first),
        })
        .map_or(rest.len(), |(k, _)| k);
    Some(Span::new(at, at + len))
}

/// What [`bracket_hint`] found: the help naming the missing bracket, the bracket's place and
/// the label there, and the closing bracket that is missing when it is the file's only
/// unbalanced bracket (with more, which one closes where is a guess).
pub struct BracketHint {
    pub help: String,
    pub span: Span,
    pub label: String,
    pub missing_closer: Option<&'static str>,
    /// The bracket the help says is missing.
    pub missing: &'static str,
}

/// A bracket the file never closes, or a closing one that closes nothing, that explains the
/// strict error at `offset`.
/// Brackets are read from tree-sitter's tokens, so those in comments and strings do not count.
pub fn bracket_hint(source: &SourceFile, tree: &SyntaxTree, offset: usize) -> Option<BracketHint> {
    const PAIRS: [(&str, &str); 3] = [("(", ")"), ("[", "]"), ("{", "}")];
    let closer = |open: &str| PAIRS.iter().find(|p| p.0 == open).map_or("}", |p| p.1);
    let opener = |close: &str| PAIRS.iter().find(|p| p.1 == close).map_or("{", |p| p.0);
    let mut open: Vec<(&str, Span)> = Vec::new();
    let mut unclosed: Vec<(&str, Span)> = Vec::new();
    let mut unopened: Vec<(&str, Span)> = Vec::new();
    for id in tree.preorder() {
        let node = tree.node(id);
        if !tree.is_leaf(id) || node.is_extra || node.named || node.span.start == node.span.end {
            continue;
        }
        match tree.text(id, &source.text) {
            b @ ("(" | "[" | "{") => open.push((b, node.span)),
            b @ (")" | "]" | "}") => match open.iter().rposition(|(o, _)| closer(o) == b) {
                Some(k) => unclosed.extend(open.drain(k..).skip(1)),
                None => unopened.push((b, node.span)),
            },
            _ => {}
        }
    }
    unclosed.extend(open);
    let line = |span: Span| source.line_col(span.start).line;
    if let Some(&(b, span)) = unopened.iter().find(|(_, s)| s.start == offset) {
        let opener = opener(b);
        return Some(BracketHint {
            help: format!(
                "this `{b}` closes no `{opener}`: a `{opener}` is missing before it, or the `{b}` is one too many"
            ),
            span,
            label: format!("closes no `{opener}`"),
            missing_closer: None,
            missing: opener,
        });
    }
    let &(b, span) = unclosed.iter().filter(|(_, s)| s.start < offset).max_by_key(|(_, s)| s.start)?;
    Some(BracketHint {
        help: format!("the `{b}` on line {} is never closed: a `{}` is missing", line(span), closer(b)),
        span,
        label: format!("this `{b}` is never closed"),
        missing_closer: (unclosed.len() == 1 && unopened.is_empty()).then(|| closer(b)),
        missing: closer(b),
    })
}

fn next_token_end(text: &str, offset: usize) -> usize {
    let rest = text.get(offset..).unwrap_or("");
    match rest.chars().next() {
        None => offset,
        Some(c) if c.is_alphanumeric() || c == '_' => {
            offset + rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len())
        }
        Some(c) => offset + c.len_utf8(),
    }
}

/// Syntax errors from tree-sitter's recovery, skipping errors nested in one already reported.
/// With `after`, only errors in top-level items that start after the item holding `after`
/// (independent of the error the strict grammar reported there).
pub fn tree_diagnostics(source: &SourceFile, tree: &SyntaxTree, after: Option<usize>) -> Vec<Diagnostic> {
    let root = tree.root();
    let skip_until = after.map(|offset| {
        tree.children(root)
            .iter()
            .map(|&c| tree.node(c).span)
            .find(|span| span.start <= offset && offset < span.end.max(span.start + 1))
            .map(|span| span.end)
            .unwrap_or(offset)
    });
    let mut out = Vec::new();
    let mut covered_until = 0usize;
    for id in tree.errors() {
        let node = tree.node(id);
        if node.span.start < covered_until || skip_until.is_some_and(|s| node.span.start < s) {
            continue;
        }
        if out.len() >= MAX_SYNTAX_ERRORS {
            break;
        }
        covered_until = node.span.end.max(node.span.start + 1);
        let d = if node.is_missing {
            Diagnostic::new(SYNTAX, Severity::Error, format!("missing {}", token_words(node.kind)), node.span)
        } else {
            let found = found_at(&source.text, node.span.start);
            Diagnostic::new(
                SYNTAX,
                Severity::Error,
                format!("unexpected {found}"),
                Span::new(node.span.start, next_token_end(&source.text, node.span.start)),
            )
        };
        out.push(d);
    }
    out
}

fn token_words(kind: &str) -> String {
    if kind.chars().all(|c| c.is_alphanumeric() || c == '_') && kind.contains('_') {
        kind.replace('_', " ")
    } else {
        format!("`{kind}`")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first error of a file with a comment left open, as `cfb lint` reports it: its line,
    /// and the lines of its labels.
    fn comment_error(name: &str, text: &str) -> (String, usize, Vec<usize>) {
        let path = Path::new(name);
        let language = Language::from_path(path).unwrap();
        let source = SourceFile::new(name, text);
        let d = crate::lint::lint(language, Some(path), &source, &Default::default()).remove(0);
        let labels = d.labels.iter().map(|(span, _)| source.line_col(span.start).line).collect();
        (d.message, source.line_col(d.span.start).line, labels)
    }

    /// Each line below is the one the tool names (ProVerif 2.05 `-parse-only`, CryptoVerif 2.06
    /// `-parse-only`, run on these texts): the innermost comment still open, as their lexers
    /// keep a stack of openers.
    #[test]
    fn a_comment_left_open_is_reported_where_the_tool_reports_it() {
        let unterminated = "unterminated comment: no `*)` closes this `(*`".to_string();
        let cv = "type t [fixed].\n(* outer\n(* inner *)\n(* second\nconst c: t.\nprocess 0\n";
        assert_eq!(comment_error("a.cv", cv), (unterminated.clone(), 4, vec![2]));
        let pv = "free c: channel.\n(* a\n(* b\nprocess 0\n";
        assert_eq!(comment_error("a.pv", pv), (unterminated.clone(), 3, vec![2]));
        let pv = "free c: channel.\nprocess 0\n(* a (* b *) c\n";
        assert_eq!(comment_error("a.pv", pv), (unterminated, 3, vec![]));
    }

    /// A syntax error before the comment is the first error, as for the tool; a `.pi` file's
    /// comments run to the end of the file without error (ProVerif's `pilexer.mll`).
    #[test]
    fn only_a_comment_left_open_after_the_first_error_is_reported_so() {
        let (message, line, _) = comment_error("a.pv", "free c: channel.\nprocess 0 0\n(* left\n");
        assert_eq!((message.starts_with("expected"), line), (true, 2));
        let source = SourceFile::new("a.pi", "free c.\nprocess 0\n(* trailing comment\n");
        let errors = crate::lint::lint(Language::Pv, Some(Path::new("a.pi")), &source, &Default::default());
        assert!(errors.iter().all(|d| d.severity != Severity::Error), "{errors:?}");
        // Nor has its tree an error, so every rule runs.
        assert!(errors.iter().all(|d| d.code != "rules-skipped"), "{errors:?}");
        let checked = crate::lint::check_syntax(Language::Pv, Some(Path::new("a.pi")), &source);
        assert_eq!(checked.tree_errors(), vec![]);
    }

    #[test]
    fn nesting_limit_points_at_the_first_bracket_too_deep() {
        let src = SourceFile::new("t", "((( )))");
        assert!(nesting_limit(Language::Pv, &src, 3).is_none());
        let d = nesting_limit(Language::Pv, &src, 2).unwrap();
        assert_eq!(d.span.start, 2);
        assert_eq!(d.code, NESTING);
    }

    #[test]
    fn brackets_in_strings_and_comments_do_not_nest() {
        let deep = "(".repeat(5);
        let spthy = format!("theory T begin\n// {deep}\n/* {deep} */\nlemma l [heuristic={{o}} \"{deep}\"]: \"All x #i. K(x) @ #i ==> F\"\nend\n");
        assert!(nesting_limit(Language::Spthy, &SourceFile::new("t.spthy", &spthy), 3).is_none(), "{spthy}");
        let pv = format!("(* {deep} *)\nfree c: channel.\nprocess 0\n");
        assert!(nesting_limit(Language::Pv, &SourceFile::new("t.pv", &pv), 3).is_none());
        let code = format!("free c: channel.\nprocess out(c, {deep}0)))))\n");
        let d = nesting_limit(Language::Pv, &SourceFile::new("t.pv", &code), 3).unwrap();
        // `out(` is the first level, so the third `(` of the run is the fourth.
        assert_eq!(d.span.start, code.find("((((").unwrap() + 2);
    }

    #[test]
    fn bracket_hints_name_the_missing_bracket_and_its_place() {
        let hint = |text: &str, at: usize| {
            let src = SourceFile::new("t.pv", text);
            let tree = crate::parse::parse(Language::Pv, text).unwrap();
            bracket_hint(&src, &tree, at).map(|h| (h.help, h.span, h.label))
        };
        // `out(c, k` never closed: the hint points at its `(`.
        let text = "free c: channel.\nprocess new k: bitstring; out(c, k; 0\n";
        let (help, span, _) = hint(text, text.find("; 0").unwrap()).unwrap();
        assert!(help.contains("`(` on line 2 is never closed: a `)` is missing"), "{help}");
        assert_eq!(span.start, text.find("(c").unwrap());
        // A `)` that closes nothing; a `(` inside a comment does not count.
        let text = "free c: channel.\n(* ( *) process out(c, c)); 0\n";
        let (help, _, _) = hint(text, text.find("); 0").unwrap()).unwrap();
        assert!(help.contains("this `)` closes no `(`"), "{help}");
        // Balanced brackets: no hint.
        let text = "free c: channel.\nprocess out(c, c) 0\n";
        assert!(hint(text, text.find(" 0").unwrap()).is_none());
    }

    #[test]
    fn strict_error_message_says_expected_and_found() {
        let src = SourceFile::new("t", "role R { send_1 }");
        let d = strict_diagnostic(Language::Spdl, &src, &StrictError { offset: 16, expected: vec!["`(`".into()] });
        assert_eq!(d.message, "expected `(`, found `}`");
        assert_eq!(d.span, Span::new(16, 17));
    }
}
