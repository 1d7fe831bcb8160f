//! Extracting the code from a raw LLM reply.
//!
//! A reply becomes a file the verifier can run in stages, one file each:
//! [`normalize`] (line ends, escaped newlines, HTML entities), [`fences`] (fenced blocks and
//! their tags), [`think`] (`<think>` sections), [`prose`] (prose lines inside blocks, code
//! spans in replies without fences), [`fillins`] (completion replies that list fill-ins), and
//! [`choose`] (which candidate is the answer: by target language, by whether it parses, by
//! size and completeness). [`batch`] runs it over CrypFormBench reply files.
//!
//! Whether a candidate parses is asked through one function, [`grammar_parses`]: it runs
//! cfb's own syntax check and answers `None` while cfb has no grammar for the language, so the
//! choice improves by itself as grammars land. Callers may pass another oracle
//! ([`extract_with`]).

pub mod batch;
pub mod choose;
pub mod fences;
pub mod fillins;
pub mod normalize;
pub mod prose;
pub mod think;

use std::path::PathBuf;

use serde::Serialize;

use crate::diagnostic::Severity;
use crate::language::Language;
use crate::lint::{self, LintOptions};
use crate::parse::registry;
use crate::source::SourceFile;

/// What to extract.
#[derive(Debug, Clone)]
pub struct Options {
    /// The language the reply should be in.
    pub lang: Language,
    /// The extension the code will be saved with (picks the front end, e.g. `pi` for untyped
    /// ProVerif); `None` for the language's default.
    pub ext: Option<String>,
    /// For completion replies: the masked file the reply completes.
    pub masked: Option<String>,
}

impl Options {
    pub fn new(lang: Language) -> Self {
        Options { lang, ext: None, masked: None }
    }
}

/// Answers whether `text` parses as `lang` (saved with extension `ext`), or `None` when it
/// cannot tell.
pub type ParseOracle<'a> = dyn Fn(Language, Option<&str>, &str) -> Option<bool> + 'a;

/// How the code was obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// One fenced block.
    Block,
    /// Several consecutive blocks that are parts of one model, joined.
    JoinedBlocks,
    /// A block inside a `<think>` section (nothing else held code).
    ThinkBlock,
    /// A run of code lines in a reply without fences.
    Span,
    /// The whole reply (without `<think>` sections) is code.
    Whole,
    /// The masked file with the fill-ins the reply lists.
    Fillins,
    /// No code for the language.
    None,
}

/// One fenced block as reported.
#[derive(Debug, Clone, Serialize)]
pub struct BlockReport {
    pub start_line: usize,
    pub end_line: usize,
    pub tag: Option<String>,
    pub detected_lang: Option<Language>,
    /// Whether cfb's grammar accepts the block as the target language; `null` while cfb has no
    /// grammar for it.
    pub parses: Option<bool>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub in_think: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub chosen: bool,
}

/// The result of an extraction.
#[derive(Debug, Clone, Serialize)]
pub struct Extraction {
    pub code: Option<String>,
    pub lang: Language,
    pub detected_lang: Option<Language>,
    pub method: Method,
    pub blocks: Vec<BlockReport>,
    /// What was repaired or is suspicious.
    pub warnings: Vec<String>,
    /// What is worth knowing and is not wrong (which of two values given for a placeholder was
    /// taken, fill-ins that were not used).
    pub notes: Vec<String>,
}

impl Extraction {
    pub fn found(&self) -> bool {
        self.code.is_some()
    }
}

/// cfb's own parse check: the language's strict grammar where the registry has one (the
/// acceptance check of `cfb lint --syntax-only`), else the syntax-only lint of its tree-sitter
/// grammar. `None` when cfb has no grammar for the front end. No per-language code: whatever
/// grammars `grammars/` holds at build time are used.
pub fn grammar_parses(lang: Language, ext: Option<&str>, text: &str) -> Option<bool> {
    if let Some(verdict) = strict_parses(lang, ext, text) {
        return Some(verdict);
    }
    let path = ext.map(|e| PathBuf::from(format!("candidate.{e}")));
    registry::tree_sitter(lang.spec().grammar)?;
    let source = SourceFile::new("candidate", text);
    let options = LintOptions { syntax_only: true, ..LintOptions::default() };
    let diagnostics = lint::lint(lang, path.as_deref(), &source, &options);
    if diagnostics.iter().any(|d| d.code == "no-grammar") {
        return None;
    }
    Some(!diagnostics.iter().any(|d| d.severity == Severity::Error))
}

/// Whether cfb's strict grammar for the front end accepts `text` (after the front end's
/// preprocessing, within the nesting limit); `None` when the registry has no strict grammar
/// for it.
pub fn strict_parses(lang: Language, ext: Option<&str>, text: &str) -> Option<bool> {
    let path = ext.map(|e| PathBuf::from(format!("candidate.{e}")));
    let reach = registry::strict_reach(lang.front_end(path.as_deref()).strict)?;
    let source = SourceFile::new("candidate", text);
    if lint::syntax::nesting_limit(lang, &source, LintOptions::default().max_nesting).is_some() {
        return Some(false);
    }
    let input = crate::parse::parser_input(lang, path.as_deref(), text);
    Some(lint::run_with_stack(|| reach(&input).is_ok()))
}

/// Extracts the code for `options.lang` from a raw reply, checking candidates with cfb's
/// grammars.
pub fn extract(raw: &str, options: &Options) -> Extraction {
    extract_with(raw, options, &grammar_parses)
}

/// [`extract`] with another parse oracle.
pub fn extract_with(raw: &str, options: &Options, parses: &ParseOracle) -> Extraction {
    choose::run(raw, options, parses)
}
