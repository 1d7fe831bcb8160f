//! The normalizer behind `cfb fmt`: a canonical layout for every language from per-language
//! rules (`grammars/<grammar>/queries/format.scm`, see [`rules`]), laid out by one engine
//! ([`layout`]).
//!
//! Only white space changes. What the verifier reads must stay the same, so every result is
//! checked: its tokens (comments included, unless stripped) must be the input's, in order, and
//! its tree must have no error. A layout that fails the check falls back to changing line
//! starts only; if that fails too, the file is left as it is and the error says so.

pub mod layout;
pub mod rename;
pub mod rules;

use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::language::Language;
use crate::lint;
use crate::parse::{self, tree::SyntaxTree};
use crate::source::SourceFile;
use layout::Mode;
use rules::LayoutRules;

/// What `cfb fmt` may be told.
#[derive(Debug, Clone, Default)]
pub struct FmtOptions {
    /// Remove comments.
    pub strip_comments: bool,
    /// Rename bound names (or all declared names) canonically.
    pub rename: rename::Rename,
}

/// A formatted file.
#[derive(Debug, Clone)]
pub struct Formatted {
    pub text: String,
    /// Only line starts were changed: the full layout would have changed a token.
    pub lines_only: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum FmtError {
    #[error("the file has syntax errors; cfb formats only files the verifier's parser accepts")]
    Syntax(Vec<Diagnostic>),
    #[error("{0}")]
    Rules(std::sync::Arc<rules::RulesError>),
    #[error("cfb has no tree-sitter grammar for {0}")]
    NoGrammar(Language),
    #[error("the names of the file could not be read: {0}")]
    Symbols(String),
    #[error("cfb could not lay this file out without changing its tokens; it is left as it is ({0})")]
    Unsafe(String),
}

/// Formats one file: the canonical layout of its language.
pub fn format(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    options: &FmtOptions,
) -> Result<Formatted, FmtError> {
    let errors = lint::syntax_errors(language, path, source);
    if !errors.is_empty() {
        return Err(FmtError::Syntax(errors));
    }
    let renamed =
        rename::rename(language, path, &source.text, options.rename).map_err(|e| FmtError::Symbols(e.to_string()))?;
    relayout(language, path, &renamed, options)
}

/// [`format`] without the syntax check, for a text known to be accepted (a file formatted
/// once, formatted again). `path` picks the front end: a `.pcv` file is read, as its tools
/// read it, after m4 (offsets kept), so its macro text lies between tokens and is kept as is.
pub fn relayout(
    language: Language,
    path: Option<&Path>,
    text: &str,
    options: &FmtOptions,
) -> Result<Formatted, FmtError> {
    let rules = LayoutRules::for_language(language).map_err(FmtError::Rules)?;
    let read = parse::parser_input(language, path, text);
    let tree = parse::parse(language, &read).map_err(|_| FmtError::NoGrammar(language))?;
    let captures = rules.query.captures(&tree, &read);
    let original = Original {
        read: &read,
        tokens: token_texts(&tree, &read, options.strip_comments),
        // A tree-sitter tree may keep an error where the strict grammar accepts (a known limit
        // of the error-tolerant grammars): then the result may keep it too, its tokens are
        // checked.
        errors_allowed: tree.errors().next().is_some(),
    };
    let mut why = String::new();
    for mode in [Mode::Full, Mode::LinesOnly] {
        let out = layout::layout(&tree, text, &rules, &captures, mode, options.strip_comments);
        match check(language, path, &out, &original) {
            Ok(()) => return Ok(Formatted { text: out, lines_only: mode == Mode::LinesOnly }),
            Err(e) => why = e,
        }
        // A last token that runs to the end of the file (Maude's `quit`) takes no final newline.
        if let Some(without) = out.strip_suffix('\n').filter(|_| !text.ends_with('\n')) {
            if check(language, path, without, &original).is_ok() {
                return Ok(Formatted { text: without.to_string(), lines_only: mode == Mode::LinesOnly });
            }
        }
    }
    Err(FmtError::Unsafe(why))
}

/// What a laid-out text is checked against: the text the parser read and the tokens it must
/// keep.
struct Original<'r> {
    read: &'r str,
    tokens: Vec<&'r str>,
    errors_allowed: bool,
}

/// The texts of a tree's tokens in order (comments without trailing white space).
fn token_texts<'t>(tree: &SyntaxTree, text: &'t str, strip_comments: bool) -> Vec<&'t str> {
    layout::tokens(tree, None)
        .into_iter()
        .filter(|t| !(strip_comments && t.comment))
        .map(|t| token_text(text, t.start, t.end, t.comment))
        .collect()
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

/// Does `out` read as the same tokens, without an error?
fn check(language: Language, path: Option<&Path>, out: &str, original: &Original) -> Result<(), String> {
    let out = parse::parser_input(language, path, out);
    let out = out.as_ref();
    if out == original.read {
        // Nothing changed: the original's tokens, read without an error where the original
        // had none.
        return Ok(());
    }
    let read = parse::tokens(language, out).map_err(|e| e.to_string())?;
    if let Some(at) = read.first_error.filter(|_| !original.errors_allowed) {
        return Err(format!("the laid-out text does not parse at byte {at}"));
    }
    let expected = &original.tokens;
    let got: Vec<&str> =
        read.tokens.iter().map(|&(span, comment)| token_text(out, span.start, span.end, comment)).collect();
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

#[cfg(test)]
mod tests {
    use super::*;

    fn original_of(language: Language, read: &str) -> Original<'_> {
        let tree = parse::parse(language, read).unwrap();
        Original { read, tokens: token_texts(&tree, read, false), errors_allowed: false }
    }

    /// The check reads the laid-out text as the tool would: a layout that glues two tokens,
    /// lets a line comment swallow code or breaks a token is refused; one that changes only
    /// white space passes.
    #[test]
    fn the_check_refuses_a_layout_that_changes_a_token() {
        let text = "free c: channel.\n(* note *)\nprocess out(c, c)\n";
        let original = original_of(Language::Pv, text);
        let ok = |out: &str| check(Language::Pv, None, out, &original);
        assert_eq!(ok(text), Ok(()));
        assert_eq!(ok("free c : channel.\n\n(* note *)\nprocess\n  out(c, c)\n"), Ok(()));
        assert!(ok("freec: channel.\n(* note *)\nprocess out(c, c)\n").is_err(), "glued words");
        assert!(ok("free c: channel.\n(* note *)\nprocess out(c, c)\nnew").is_err(), "a token more");
        assert!(ok("free c: chan nel.\n(* note *)\nprocess out(c, c)\n").is_err(), "a token split");

        let text = "rule R: [ ] --[ A() ]-> [ ] // one\nlemma l: \"All #i. A() @ #i\"\nend\n";
        let text = &format!("theory T begin\n{text}");
        let original = original_of(Language::Spthy, text);
        let joined = text.replace("// one\n", "// one ");
        assert!(check(Language::Spthy, None, &joined, &original).is_err(), "a line comment swallows a lemma");
        let arrow = text.replace("]->", "] ->");
        assert!(check(Language::Spthy, None, &arrow, &original).is_err(), "an arrow broken");
    }
}
