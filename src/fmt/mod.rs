//! The normalizer behind `cfb fmt`: a canonical layout for every language from per-language
//! rules (`grammars/<grammar>/queries/format.scm`, see [`rules`]), laid out by one engine
//! ([`layout`]).
//!
//! Only white space changes. What the verifier reads must stay the same, so every result is
//! checked ([`check`]): its tokens (comments included, unless stripped) must be the input's, in
//! order, and its tree must have no error. A layout that fails the check falls back to changing
//! line starts only; if that fails too, the file is left as it is and the error says so.

pub mod check;
pub mod layout;
mod reach;
pub mod rename;
pub mod rules;

use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::language::Language;
use crate::lint;
use crate::parse::{self, IncrementalTree};
use crate::source::SourceFile;
use check::Original;
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
    let parsed = IncrementalTree::parse(language, &read).map_err(|_| FmtError::NoGrammar(language))?;
    let tree = parsed.syntax_tree();
    let captures = rules.query.captures(&tree, &read);
    let original = Original::new(&tree, &read, options.strip_comments);
    // The junctions of a layout answer for the text the parser reads when it is the text laid
    // out, with its comments, and without an error to recover from differently.
    let by_junctions = !options.strip_comments && read == text && !original.errors_allowed;
    let mut why = String::new();
    for mode in [Mode::Full, Mode::LinesOnly] {
        let laid = layout::layout(&tree, text, &rules, &captures, mode, options.strip_comments);
        let verdict = match by_junctions {
            true => check::by_junctions(language, &laid, &tree, &parsed, &original, &rules.scanner),
            false => check::full(language, path, &laid.text, &original),
        };
        let out = laid.text;
        match verdict {
            Ok(()) => return Ok(Formatted { text: out, lines_only: mode == Mode::LinesOnly }),
            Err(e) => why = e,
        }
        // A last token that runs to the end of the file (Maude's `quit`) takes no final newline.
        if let Some(without) = out.strip_suffix('\n').filter(|_| !text.ends_with('\n')) {
            if check::full(language, path, without, &original).is_ok() {
                return Ok(Formatted { text: without.to_string(), lines_only: mode == Mode::LinesOnly });
            }
        }
    }
    Err(FmtError::Unsafe(why))
}
