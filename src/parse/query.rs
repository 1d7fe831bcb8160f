//! Tree-sitter queries over cfb's tree: the one place engines (masking, symbols) run the
//! query files of `grammars/<lang>/queries/` and `masking/`, and get arena node ids back.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::tree::{NodeId, SyntaxTree};
use super::{convert_with_ids, parse_tree_sitter, registry, ParseError};
use crate::language::Language;

/// A compiled query and its capture names.
pub struct CompiledQuery {
    query: tree_sitter::Query,
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
    /// Compiles `source` for the language's tree-sitter grammar; `origin` names the file in errors.
    pub fn new(language: Language, source: &str, origin: &str) -> Result<CompiledQuery, QueryError> {
        let grammar = language.spec().grammar;
        let ts_language = registry::tree_sitter(grammar).ok_or_else(|| QueryError {
            origin: origin.to_string(),
            row: 0,
            column: 0,
            message: format!("cfb has no tree-sitter grammar for {language}"),
        })?;
        let query = tree_sitter::Query::new(&ts_language, source).map_err(|e| QueryError {
            origin: origin.to_string(),
            row: e.row + 1,
            column: e.column + 1,
            message: format!("{:?}: {}", e.kind, e.message),
        })?;
        let capture_names = query.capture_names().iter().map(|s| s.to_string()).collect();
        let max_start_depth = header(source, "max-start-depth").and_then(|n| n.parse().ok());
        Ok(CompiledQuery { query, capture_names, max_start_depth })
    }

    /// The value of a `(#set! key "value")` of pattern `pattern` (patterns count in file order).
    pub fn property(&self, pattern: usize, key: &str) -> Option<&str> {
        self.query.property_settings(pattern).iter().find(|p| &*p.key == key).and_then(|p| p.value.as_deref())
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

/// Parses `text` and runs every query over the tree: cfb's tree and, per query, its captures
/// in document order.
pub fn parse_and_query(
    language: Language,
    text: &str,
    queries: &[&CompiledQuery],
) -> Result<(SyntaxTree, Vec<Vec<Capture>>), ParseError> {
    use tree_sitter::StreamingIterator;
    let (ts_tree, names) = parse_tree_sitter(language, text)?;
    let (tree, ids) = convert_with_ids(&ts_tree, &names);
    let mut all = Vec::with_capacity(queries.len());
    for q in queries {
        let mut cursor = tree_sitter::QueryCursor::new();
        cursor.set_max_start_depth(q.max_start_depth);
        let mut found = Vec::new();
        let mut matches = cursor.matches(&q.query, ts_tree.root_node(), text.as_bytes());
        while let Some(m) = matches.next() {
            for c in m.captures() {
                if let Some(node) = ids.get(c.node.id()) {
                    found.push(Capture { name: c.index as usize, pattern: m.pattern_index, node });
                }
            }
        }
        found.sort_by_key(|c| (tree.node(c.node).span.start, c.pattern));
        found.dedup();
        all.push(found);
    }
    Ok((tree, all))
}
