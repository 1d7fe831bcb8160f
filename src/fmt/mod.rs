//! The normalizer behind `cfb fmt`: a canonical layout for every language from per-language
//! rules (`grammars/<grammar>/queries/format.scm`, see [`rules`]), laid out by one engine
//! ([`layout`]).
//!
//! Only white space changes. What the verifier reads must stay the same, so every result is
//! checked: its tokens (comments included, unless stripped) must be the input's, in order, and
//! its tree must have no error. A layout that fails the check falls back to changing line
//! starts only; if that fails too, the file is left as it is and the error says so.

pub mod layout;
pub mod rules;

use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::language::Language;
use crate::lint;
use crate::parse::{self, query, tree::SyntaxTree};
use crate::source::SourceFile;
use layout::Mode;
use rules::LayoutRules;

/// What `cfb fmt` may be told.
#[derive(Debug, Clone, Default)]
pub struct FmtOptions {
    /// Remove comments.
    pub strip_comments: bool,
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
    let rules = LayoutRules::for_language(language).map_err(FmtError::Rules)?;
    let text = &source.text;
    let (tree, captures) =
        query::parse_and_query(language, text, &[&rules.query]).map_err(|_| FmtError::NoGrammar(language))?;
    let expected = token_texts(&tree, text, options.strip_comments);
    let mut why = String::new();
    for mode in [Mode::Full, Mode::LinesOnly] {
        let out = layout::layout(&tree, text, &rules, &captures[0], mode, options.strip_comments);
        match check(language, &out, &expected) {
            Ok(()) => return Ok(Formatted { text: out, lines_only: mode == Mode::LinesOnly }),
            Err(e) => why = e,
        }
    }
    Err(FmtError::Unsafe(why))
}

/// The texts of a tree's tokens in order (comments without trailing white space).
fn token_texts<'t>(tree: &SyntaxTree, text: &'t str, strip_comments: bool) -> Vec<&'t str> {
    layout::tokens(tree, None)
        .into_iter()
        .filter(|t| !(strip_comments && t.comment))
        .map(|t| {
            let s = &text[t.start..t.end];
            if t.comment {
                s.trim_end()
            } else {
                s
            }
        })
        .collect()
}

/// Does `out` read as the same tokens, without an error?
fn check(language: Language, out: &str, expected: &[&str]) -> Result<(), String> {
    let tree = parse::parse(language, out).map_err(|e| e.to_string())?;
    if let Some(e) = tree.errors().next() {
        return Err(format!("the laid-out text does not parse at byte {}", tree.node(e).span.start));
    }
    let got = token_texts(&tree, out, false);
    if got.len() != expected.len() {
        return Err(format!("{} tokens instead of {}", got.len(), expected.len()));
    }
    match got.iter().zip(expected).position(|(a, b)| a != b) {
        Some(k) => Err(format!("token {k} reads {:?} instead of {:?}", got[k], expected[k])),
        None => Ok(()),
    }
}
