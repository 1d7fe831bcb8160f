//! The symbol engine over every tool-accepted file of the shared corpus (`LABELS.tsv`, verdict
//! OK): every table builds without panic, every occurrence lies in its symbol's scope, every
//! definition resolves to its own symbol; prints per-language counts (symbols, references,
//! resolved share).

use std::collections::BTreeMap;

use cfb::symbols::{self, Role};

use crate::common;

#[derive(Default)]
struct Count {
    files: usize,
    symbols: usize,
    bound: usize,
    references: usize,
    resolved: usize,
}

#[test]
fn every_accepted_corpus_file_builds_a_consistent_table() {
    let Some(shared) = common::shared_dir() else { return };
    let corpus = shared.join("corpus");
    let mut counts: BTreeMap<&'static str, Count> = BTreeMap::new();
    let mut problems = Vec::new();
    for (rel, language, text) in common::accepted_corpus_files(&corpus) {
        let (_, table) = symbols::analyze(language, Some(std::path::Path::new(&rel)), &text)
            .unwrap_or_else(|e| panic!("{rel}: {e}"));
        let c = counts.entry(language.spec().grammar).or_default();
        c.files += 1;
        c.symbols += table.symbols().len();
        c.bound += table.symbols().iter().filter(|s| s.is_bound()).count();
        for o in table.occurrences() {
            if o.role == Role::Reference {
                c.references += 1;
                c.resolved += o.symbol.is_some() as usize;
            }
            let Some(s) = o.symbol else { continue };
            let sym = table.symbol(s);
            let scope = table.scopes()[sym.scope].span;
            if !(scope.start <= o.span.start && o.span.end <= scope.end) {
                problems.push(format!("{rel}: `{}` at {} lies outside its scope {scope:?}", sym.name, o.span.start));
            }
            if !table.is_within(o.scope, sym.scope) {
                problems
                    .push(format!("{rel}: `{}` at {} is not in a scope inside its symbol's", sym.name, o.span.start));
            }
        }
        for (id, sym) in table.symbols().iter().enumerate() {
            for &d in &sym.definitions {
                assert_eq!(table.occurrences()[d].symbol, Some(id), "{rel}: definition of `{}`", sym.name);
            }
        }
    }
    eprintln!("\nSymbol tables of the tool-accepted corpus files:");
    eprintln!("{:<6} {:>5} {:>8} {:>8} {:>10} {:>9}", "lang", "files", "symbols", "bound", "references", "resolved");
    for (lang, c) in &counts {
        eprintln!(
            "{lang:<6} {:>5} {:>8} {:>8} {:>10} {:>8.1}%",
            c.files,
            c.symbols,
            c.bound,
            c.references,
            100.0 * c.resolved as f64 / c.references.max(1) as f64
        );
    }
    assert!(problems.is_empty(), "{} problems, the first: {:#?}", problems.len(), &problems[..problems.len().min(10)]);
    assert!(counts.len() >= 7, "every grammar has accepted corpus files");
}
