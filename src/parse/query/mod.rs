//! Queries over cfb's tree: the one place engines (masking, symbols, fmt, compare) run the
//! query files of `grammars/<lang>/queries/` and `masking/`, and get arena node ids back.
//!
//! The files are written in tree-sitter's query language (editors read them too, and a test
//! compiles each with tree-sitter), but cfb reads ([`pattern`]) and runs ([`matcher`]) them
//! itself: compiling one with tree-sitter took a quarter of a small `cfb diff`, and tree-sitter's
//! cursor most of `cfb fmt` on nested processes.

mod matcher;
mod pattern;

use rustc_hash::FxHashSet;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::tree::{NodeId, SyntaxTree};
use super::{registry, ParseError};
use crate::language::Language;
use pattern::TopPattern;

/// A compiled query and its capture names.
pub struct CompiledQuery {
    patterns: Vec<TopPattern>,
    index: matcher::Index,
    pub capture_names: Vec<String>,
    /// From a `; max-start-depth: N` line: matches start no deeper than N below the root (a
    /// query of top-level items need not walk a million nested nodes).
    max_start_depth: Option<u32>,
}

/// A query that does not compile against its grammar: where and why.
#[derive(Debug, thiserror::Error)]
#[error("{origin}:{row}:{column}: {message}")]
pub struct QueryError {
    /// File the query came from (`masking/spthy.scm`).
    pub origin: String,
    /// 1-based position in that file.
    pub row: usize,
    pub column: usize,
    pub message: String,
}

impl CompiledQuery {
    /// Compiles `source` for the language's tree-sitter grammar (every node kind and field it
    /// names must be the grammar's); `origin` names the file in errors.
    pub fn new(language: Language, source: &str, origin: &str) -> Result<CompiledQuery, QueryError> {
        let grammar = language.spec().grammar;
        let error = |offset: usize, message: String| {
            let before = &source[..offset.min(source.len())];
            let row = before.matches('\n').count() + 1;
            let column = before.len() - before.rfind('\n').map_or(0, |k| k + 1) + 1;
            QueryError { origin: origin.to_string(), row, column, message }
        };
        let ts_language = registry::tree_sitter(grammar)
            .ok_or_else(|| error(0, format!("cfb has no tree-sitter grammar for {language}")))?;
        let kinds = KindTable::of(grammar, &ts_language);
        let file = pattern::read(source, kinds).map_err(|e| error(e.offset, e.message))?;
        let index = matcher::Index::new(&file.patterns);
        let max_start_depth = header(source, "max-start-depth").and_then(|n| n.parse().ok());
        Ok(CompiledQuery { patterns: file.patterns, index, capture_names: file.capture_names, max_start_depth })
    }

    /// The value of a `(#set! key "value")` of pattern `pattern` (patterns count in file order).
    pub fn property(&self, pattern: usize, key: &str) -> Option<&str> {
        let properties = &self.patterns.get(pattern)?.properties;
        properties.iter().find(|p| p.0 == key).and_then(|p| p.1.as_deref())
    }

    /// The captures of the query over `tree` (whose text is `text`), in document order (by
    /// start, then pattern), without repeats.
    pub fn captures(&self, tree: &SyntaxTree, text: &str) -> Vec<Capture> {
        matcher::run(&self.patterns, &self.index, tree, text, self.max_start_depth)
    }

    /// Compiles a grammar's `queries/<kind>.scm` once per process.
    pub fn grammar_query(language: Language, kind: &str) -> Option<Arc<CompiledQuery>> {
        static CACHE: OnceLock<Mutex<HashMap<(&'static str, String), Option<Arc<CompiledQuery>>>>> = OnceLock::new();
        let grammar = language.spec().grammar;
        let mut cache = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
        cache
            .entry((grammar, kind.to_string()))
            .or_insert_with(|| {
                let source = registry::query(grammar, kind)?;
                CompiledQuery::new(language, source, &format!("grammars/{grammar}/queries/{kind}.scm"))
                    .ok()
                    .map(Arc::new)
            })
            .clone()
    }

    /// The anonymous tokens (`"let"`) that the query captures under a name `prefix` or
    /// `prefix.…`, by themselves or through an alternation around them.
    fn tokens_captured_as(&self, prefix: &str, language: &tree_sitter::Language) -> FxHashSet<String> {
        use pattern::{Kind, Pattern, Step};
        let wanted: Vec<bool> = self
            .capture_names
            .iter()
            .map(|n| n == prefix || n.strip_prefix(prefix).is_some_and(|r| r.starts_with('.')))
            .collect();
        fn walk(
            step: &Step,
            captured: bool,
            wanted: &[bool],
            language: &tree_sitter::Language,
            out: &mut FxHashSet<String>,
        ) {
            let captured = captured || step.captures.iter().any(|&c| wanted[c as usize]);
            match &step.pattern {
                Pattern::Node { kind: Kind::Is(id), children, .. } => {
                    if captured && !language.node_kind_is_named(*id) {
                        out.extend(language.node_kind_for_id(*id).map(str::to_string));
                    }
                    children.steps.iter().for_each(|s| walk(s, false, wanted, language, out));
                }
                Pattern::Node { children, .. } => {
                    children.steps.iter().for_each(|s| walk(s, false, wanted, language, out))
                }
                Pattern::Either(options) => options.iter().for_each(|s| walk(s, captured, wanted, language, out)),
            }
        }
        let mut out = FxHashSet::default();
        for p in &self.patterns {
            p.siblings.steps.iter().for_each(|s| walk(s, false, &wanted, language, &mut out));
        }
        out
    }
}

/// A name a query gives (a capture's kind, a mask category) as a `&'static str`, kept once per
/// process: what carries it then needs no copy of its own. The names are those of the queries
/// a process reads, so the set stays small.
pub(crate) fn intern(name: &str) -> &'static str {
    static NAMES: OnceLock<Mutex<FxHashSet<&'static str>>> = OnceLock::new();
    let mut names = NAMES.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&known) = names.get(name) {
        return known;
    }
    let kept: &'static str = Box::leak(name.into());
    names.insert(kept);
    kept
}

/// The language's keywords: the string tokens its `highlights.scm` captures as `@keyword…`
/// (the keyword n-grams of `cfb similarity`, which look each token up: the Fx hash, not SipHash).
pub fn keywords(language: Language) -> &'static FxHashSet<String> {
    static CACHE: super::PerGrammar<FxHashSet<String>> = OnceLock::new();
    let grammar = language.spec().grammar;
    super::once_per_grammar(&CACHE, grammar, || {
        match (CompiledQuery::grammar_query(language, "highlights"), registry::tree_sitter(grammar)) {
            (Some(q), Some(ts)) => q.tokens_captured_as("keyword", &ts),
            _ => Default::default(),
        }
    })
}

/// The value of the first comment line `; KEY: value` of a query file (settings the query
/// language has no syntax for: `; indent: 2`, `; max-start-depth: 1`).
pub fn header<'s>(source: &'s str, key: &str) -> Option<&'s str> {
    source.lines().find_map(|l| {
        let comment = l.trim_start().strip_prefix(';')?;
        comment.trim_start_matches(';').trim().strip_prefix(key)?.strip_prefix(':').map(str::trim)
    })
}

/// One capture: which capture name (index into [`CompiledQuery::capture_names`]), of which
/// pattern (patterns count in file order), on which node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capture {
    pub name: usize,
    pub pattern: usize,
    pub node: NodeId,
}

/// Parses `text`, the input of the front end `path` names, as the front end reads it
/// ([`super::parse_as_read`]), and runs every query over the tree: cfb's tree and, per query,
/// its captures in document order.
pub fn parse_and_query(
    language: Language,
    path: Option<&std::path::Path>,
    text: &str,
    queries: &[&CompiledQuery],
) -> Result<(SyntaxTree, Vec<Vec<Capture>>), ParseError> {
    let tree = super::parse_as_read(language, path, text)?;
    let all = queries.iter().map(|q| q.captures(&tree, text)).collect();
    Ok((tree, all))
}

/// A grammar's node kinds by name, read once per process: tree-sitter's look-up scans every
/// symbol with `strncmp`, which was a tenth of a small file's `cfb lint`.
struct KindTable {
    language: tree_sitter::Language,
    /// Ids by name: of named kinds, of anonymous ones (tokens).
    ids: [rustc_hash::FxHashMap<&'static str, u16>; 2],
}

impl KindTable {
    fn of(grammar: &'static str, language: &tree_sitter::Language) -> &'static KindTable {
        static CACHE: super::PerGrammar<KindTable> = OnceLock::new();
        super::once_per_grammar(&CACHE, grammar, || {
            // tree-sitter answers with the public id of the first visible (or supertype) symbol
            // of the name and namedness. A name only one symbol has is its own public id; for
            // a name several have (a rule and an alias of it), tree-sitter is asked.
            let mut ids: [rustc_hash::FxHashMap<&'static str, u16>; 2] = Default::default();
            let mut shared = Vec::new();
            // (The names as the tree keeps them, which live as long as the table: no copies.)
            let kind_names = &super::names(grammar, language).kinds;
            for id in 0..language.node_kind_count() as u16 {
                let supertype = language.node_kind_is_supertype(id);
                let name = kind_names[usize::from(id)];
                if !supertype && !language.node_kind_is_visible(id) {
                    continue;
                }
                // (A supertype is a hidden rule, and named.)
                let named = supertype || language.node_kind_is_named(id);
                let by_name = &mut ids[usize::from(!named)];
                if by_name.insert(name, id).is_some() {
                    shared.push((name, named));
                }
            }
            for (name, named) in shared {
                ids[usize::from(!named)].insert(name, language.id_for_node_kind(name, named));
            }
            KindTable { language: language.clone(), ids }
        })
    }
}

impl pattern::Grammar for KindTable {
    fn kind_id(&self, name: &str, named: bool) -> u16 {
        // (tree-sitter compares only the name's length of "ERROR": "", "E", … are ERROR too.)
        if named && "ERROR".starts_with(name) {
            return u16::MAX;
        }
        self.ids[usize::from(!named)].get(name).copied().unwrap_or(0)
    }

    fn has_field(&self, name: &str) -> bool {
        self.language.field_id_for_name(name).is_some()
    }

    fn subtypes(&self, id: u16) -> Option<Vec<u16>> {
        let language = &self.language;
        language.node_kind_is_supertype(id).then(|| language.subtypes_for_supertype(id).to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table answers as tree-sitter's own look-up for every name of every grammar, named
    /// or not, and for names no grammar has.
    #[test]
    fn kind_table_agrees_with_tree_sitter() {
        use pattern::Grammar;
        for language in Language::all() {
            let grammar = language.spec().grammar;
            let Some(ts) = registry::tree_sitter(grammar) else { continue };
            let table = KindTable::of(grammar, &ts);
            let mut names: Vec<&str> =
                (0..ts.node_kind_count() as u16).filter_map(|id| ts.node_kind_for_id(id)).collect();
            names.extend(["ERROR", "no_such_kind", ""]);
            for name in names {
                for named in [true, false] {
                    assert_eq!(
                        table.kind_id(name, named),
                        ts.id_for_node_kind(name, named),
                        "{grammar}: {name:?} {named}"
                    );
                }
            }
        }
    }

    #[test]
    fn keywords_are_the_tokens_highlights_captures_as_keywords() {
        let ts = registry::tree_sitter("pv").unwrap();
        let q = CompiledQuery::new(
            Language::Pv,
            "; \"if\" @keyword in a comment\n[\n \"let\" \"in\" ; and \"else\"\n] @keyword\n\"new\" @keyword.control\n\"+\" @operator\n(let_process \"let\" @keywordish)\n",
            "test",
        )
        .unwrap();
        let mut k: Vec<_> = q.tokens_captured_as("keyword", &ts).into_iter().collect();
        k.sort();
        assert_eq!(k, ["in", "let", "new"]);
        assert!(keywords(Language::Spthy).contains("rule"));
        assert!(keywords(Language::Pv).contains("let"));
        assert!(!keywords(Language::Pv).contains("+"));
    }
}
