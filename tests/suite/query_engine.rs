//! cfb runs its query files (`grammars/<g>/queries/*.scm`, `masking/<g>.scm`) with its own
//! engine; tree-sitter's query cursor is the reference. On every corpus file (accepted or not:
//! error trees count too, except for the layout and masking queries, which only run on
//! error-free files), both must capture the same nodes with the same names for the same
//! patterns. Files over 100 kB are left to `CFB_QUERY_ALL=1`: tree-sitter's cursor needs
//! seconds on them.

use std::collections::BTreeSet;
use std::path::Path;

use cfb::language::Language;
use cfb::parse::query::CompiledQuery;
use cfb::parse::registry;
use tree_sitter::StreamingIterator;

use crate::common;

/// (pattern, capture name, start, end, node kind)
type Found = BTreeSet<(usize, String, usize, usize, String)>;

fn tree_sitter_captures(grammar: &str, query: &tree_sitter::Query, source: &str, text: &str) -> Found {
    let language = registry::tree_sitter(grammar).unwrap();
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&language).unwrap();
    let tree = parser.parse(text, None).unwrap();
    let mut cursor = tree_sitter::QueryCursor::new();
    let max_depth = cfb::parse::query::header(source, "max-start-depth").and_then(|n| n.parse().ok());
    cursor.set_max_start_depth(max_depth);
    let mut found = Found::new();
    let mut matches = cursor.matches(query, tree.root_node(), text.as_bytes());
    while let Some(m) = matches.next() {
        for c in m.captures() {
            let name = query.capture_names()[c.index as usize].to_string();
            let kind = if c.node.is_error() { "ERROR".to_string() } else { c.node.kind().to_string() };
            found.insert((m.pattern_index, name, c.node.start_byte(), c.node.end_byte(), kind));
        }
    }
    found
}

fn cfb_captures(language: Language, query: &CompiledQuery, text: &str) -> Found {
    let tree = cfb::parse::parse(language, text).unwrap();
    query
        .captures(&tree, text)
        .into_iter()
        .map(|c| {
            let node = tree.node(c.node);
            (c.pattern, query.capture_names[c.name].clone(), node.span.start, node.span.end, node.kind.to_string())
        })
        .collect()
}

/// Every query file of a grammar: (origin, source).
fn query_files(grammar: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = registry::QUERIES
        .iter()
        .filter(|(g, _, _)| *g == grammar)
        .map(|(_, kind, source)| (format!("grammars/{grammar}/queries/{kind}.scm"), source.to_string()))
        .collect();
    let masking = Path::new(env!("CARGO_MANIFEST_DIR")).join("masking").join(format!("{grammar}.scm"));
    if let Ok(source) = std::fs::read_to_string(&masking) {
        out.push((format!("masking/{grammar}.scm"), source));
    }
    out
}

#[test]
fn cfb_captures_what_tree_sitter_captures_on_every_corpus_file() {
    let Some(shared) = common::shared_dir() else { return };
    let corpus = shared.join("corpus");
    let all = std::env::var("CFB_QUERY_ALL").is_ok_and(|v| v == "1");
    let mut files = Vec::new();
    for r in common::read_tsv(&corpus.join("LABELS.tsv")) {
        let path = corpus.join(&r["relpath"]);
        let Some(language) = Language::from_path(&path) else { continue };
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        if cfb::parse::has_tree_grammar(language) && (all || text.len() <= 100_000) {
            files.push((r["relpath"].clone(), language, text));
        }
    }
    let mut queries = std::collections::HashMap::new();
    for (_, language, _) in &files {
        let grammar = language.spec().grammar;
        queries.entry(grammar).or_insert_with(|| {
            query_files(grammar)
                .into_iter()
                .map(|(origin, source)| {
                    let compiled = CompiledQuery::new(*language, &source, &origin)
                        .unwrap_or_else(|e| panic!("cfb does not compile {origin}: {e}"));
                    let reference = tree_sitter::Query::new(&registry::tree_sitter(grammar).unwrap(), &source)
                        .unwrap_or_else(|e| panic!("tree-sitter does not compile {origin}: {e}"));
                    (origin, source, compiled, reference)
                })
                .collect::<Vec<_>>()
        });
    }
    let problems: Vec<String> = common::par_map(&files, |(rel, language, text)| {
        let mut problems = Vec::new();
        // fmt and mask refuse a file with a syntax error before they run their queries, so the
        // layout and masking queries are compared on error-free trees only (on an ERROR root,
        // tree-sitter starts some sibling patterns and not others, by rules of its cursor
        // that no stage of cfb needs).
        let has_errors = cfb::parse::parse(*language, text).is_ok_and(|t| t.errors().next().is_some());
        for (origin, source, compiled, reference) in &queries[language.spec().grammar] {
            if has_errors && (origin.ends_with("/format.scm") || origin.starts_with("masking/")) {
                continue;
            }
            let expected = tree_sitter_captures(language.spec().grammar, reference, source, text);
            let got = cfb_captures(*language, compiled, text);
            if expected != got {
                let missing: Vec<_> = expected.difference(&got).take(3).collect();
                let extra: Vec<_> = got.difference(&expected).take(3).collect();
                problems.push(format!("{rel} with {origin}: cfb misses {missing:?}, adds {extra:?}"));
            }
        }
        problems
    })
    .into_iter()
    .flatten()
    .collect();
    let count = files.len();
    assert!(count > 1000, "only {count} corpus files were read");
    assert!(problems.is_empty(), "{} of {count} files differ:\n{}", problems.len(), problems.join("\n"));
}
