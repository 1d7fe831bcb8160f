//! Layout rules: `grammars/<grammar>/queries/format.scm`, a tree-sitter query per grammar whose
//! capture names say where white space goes (see `docs/fmt.md`).
//!
//! Capture names:
//! - `@leaf`: the node is one token; its text is kept as it is (`~x`, `x.1`, a string);
//! - `@keep`: the node's text is kept as it is, inner white space and line starts included
//!   (preprocessor lines, m4 macros, proof scripts written for the eye);
//! - `@indent`: lines that start inside the node, after its first token, are indented one
//!   level deeper; `@dedent`: a token that starts a line is one level back (closing `}`, `end`);
//! - `@indent.start`, `@indent.stop`: for blocks no node spans (EasyCrypt's `theory T.` …
//!   `end T.` are sibling sentences): lines after the first node are one level deeper, up to
//!   and with the line of the second;
//! - `@newline.before`, `@newline.after`: a line break before the node's first token / after its
//!   last one; `@blank.before`: a blank line before it (not at the start of the file);
//! - `@space.before`, `@space.after`: one space, also where there was none (`,` → `, `);
//! - `@nospace.before`, `@nospace.after`: no space where there was some (`f (x)` → `f(x)`);
//! - names starting with `_` are the query's own (for predicates).
//!
//! The first line of the form `; indent: N` sets the width of a level (default 2). A grammar
//! with an external scanner says where it may start a token with `; scanner-starts: REGEX`
//! (matched at a token's start), and with `; scanner-skips-blanks: NAME ...` which of its tokens
//! it reads the same whatever spaces, tabs and line ends come before them or lie between their
//! parts, none ending in one; `scanner-starts` then describes where it starts those only (see
//! `check.rs`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::language::Language;
use crate::parse::query::{CompiledQuery, QueryError};
use crate::parse::registry;

/// Environment variable naming a folder laid out like `grammars/` whose
/// `<grammar>/queries/format.scm` replace the built-in rules (for writing rules without
/// rebuilding cfb).
pub const RULES_DIR_ENV: &str = "CFB_FORMAT_DIR";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    Leaf,
    Keep,
    Indent,
    IndentStart,
    IndentStop,
    Dedent,
    NewlineBefore,
    NewlineAfter,
    BlankBefore,
    SpaceBefore,
    SpaceAfter,
    NoSpaceBefore,
    NoSpaceAfter,
    Ignored,
}

pub struct LayoutRules {
    pub query: CompiledQuery,
    /// By capture index.
    pub rules: Vec<Rule>,
    pub indent_width: usize,
    pub scanner: ScannerFacts,
}

/// What the layout rules say of the grammar's external scanner.
#[derive(Debug, Default)]
pub struct ScannerFacts {
    /// Where it may start a token (`; scanner-starts: REGEX`, matched at a token's start): a
    /// layout may write two tokens together only where the scanner cannot then read them as
    /// one. Without it, never in a grammar with a scanner.
    pub starts: Option<regex::Regex>,
    /// Its tokens that it reads alike whatever spaces, tabs and line ends, none or many, come
    /// before them or lie between their parts, and that end in none (`; scanner-skips-blanks:
    /// NAME ...`, grammar names): a change of such blanks next to one changes nothing it reads.
    /// `starts` then describes where it starts these only.
    pub skips_blanks: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum RulesError {
    #[error("cfb has no layout rules for {0} (grammars/{1}/queries/format.scm)")]
    Missing(Language, &'static str),
    #[error("{0}")]
    Query(#[from] QueryError),
    #[error("{origin}: unknown capture `@{name}` (leaf, keep, indent, indent.start, indent.stop, dedent, newline.before, newline.after, blank.before, space.before, space.after, nospace.before, nospace.after)")]
    BadCapture { origin: String, name: String },
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0}: `; scanner-starts:` is no regular expression: {1}")]
    ScannerStarts(String, String),
}

impl LayoutRules {
    /// The rules of a language, compiled once per process (from [`RULES_DIR_ENV`] when set).
    pub fn for_language(language: Language) -> Result<Arc<LayoutRules>, Arc<RulesError>> {
        static CACHE: OnceLock<Mutex<HashMap<&'static str, Result<Arc<LayoutRules>, Arc<RulesError>>>>> =
            OnceLock::new();
        let grammar = language.spec().grammar;
        let mut cache = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
        cache.entry(grammar).or_insert_with(|| load(language).map(Arc::new).map_err(Arc::new)).clone()
    }

    pub fn compile(language: Language, source: &str, origin: &str) -> Result<LayoutRules, RulesError> {
        let query = CompiledQuery::new(language, source, origin)?;
        let rules = query
            .capture_names
            .iter()
            .map(|name| rule(name).ok_or_else(|| RulesError::BadCapture { origin: origin.into(), name: name.clone() }))
            .collect::<Result<Vec<_>, _>>()?;
        let indent_width = crate::parse::query::header(source, "indent").and_then(|n| n.parse().ok()).unwrap_or(2);
        let starts = match crate::parse::query::header(source, "scanner-starts") {
            Some(starts) => Some(
                regex::Regex::new(&format!("^(?:{starts})"))
                    .map_err(|e| RulesError::ScannerStarts(origin.to_string(), e.to_string()))?,
            ),
            None => None,
        };
        let skips_blanks = crate::parse::query::header(source, "scanner-skips-blanks")
            .map_or_else(Vec::new, |names| names.split_whitespace().map(str::to_string).collect());
        Ok(LayoutRules { query, rules, indent_width, scanner: ScannerFacts { starts, skips_blanks } })
    }
}

fn load(language: Language) -> Result<LayoutRules, RulesError> {
    let grammar = language.spec().grammar;
    if let Some(dir) = std::env::var_os(RULES_DIR_ENV) {
        let path = std::path::Path::new(&dir).join(grammar).join("queries/format.scm");
        let origin = path.display().to_string();
        let source = std::fs::read_to_string(&path).map_err(|e| RulesError::Io(origin.clone(), e))?;
        return LayoutRules::compile(language, &source, &origin);
    }
    let source = registry::query(grammar, "format").ok_or(RulesError::Missing(language, grammar))?;
    LayoutRules::compile(language, source, &format!("grammars/{grammar}/queries/format.scm"))
}

fn rule(name: &str) -> Option<Rule> {
    Some(match name {
        _ if name.starts_with('_') => Rule::Ignored,
        "leaf" => Rule::Leaf,
        "keep" => Rule::Keep,
        "indent" => Rule::Indent,
        "indent.start" => Rule::IndentStart,
        "indent.stop" => Rule::IndentStop,
        "dedent" => Rule::Dedent,
        "newline.before" => Rule::NewlineBefore,
        "newline.after" => Rule::NewlineAfter,
        "blank.before" => Rule::BlankBefore,
        "space.before" => Rule::SpaceBefore,
        "space.after" => Rule::SpaceAfter,
        "nospace.before" => Rule::NoSpaceBefore,
        "nospace.after" => Rule::NoSpaceAfter,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_names() {
        assert_eq!(rule("indent"), Some(Rule::Indent));
        assert_eq!(rule("_x"), Some(Rule::Ignored));
        assert_eq!(rule("space"), None);
    }

    #[test]
    fn every_grammar_has_rules_that_compile() {
        for language in Language::all() {
            if crate::parse::has_tree_grammar(language) {
                let rules = LayoutRules::for_language(language);
                assert!(rules.is_ok(), "{language}: {}", rules.err().unwrap());
            }
        }
    }
}
