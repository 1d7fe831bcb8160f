//! A large file is read a window of top-level items at a time (`cfb::parse::window`): over
//! every tool-accepted file of the shared corpus whose tree has no error, the nodes read by
//! windows of a few hundred bytes (so that a corpus file spans several) are the nodes of the
//! whole tree, with the same ids, kinds, fields, parents and spans; and a file linted a few
//! units at a time (SPDL's protocols) gets the findings of the file linted whole.

use cfb::parse::tree::Node;
use std::collections::BTreeMap;

use crate::common;

type Row = (usize, &'static str, Option<&'static str>, Option<usize>, (usize, usize), bool, bool);

fn row(id: usize, n: &Node, child_count: usize) -> Row {
    (id, n.kind, n.field, n.parent, (n.span.start, n.span.end), n.named, child_count == 0)
}

#[test]
fn windows_read_the_whole_tree_of_every_accepted_corpus_file() {
    let Some(shared) = common::shared_dir() else { return };
    let corpus = shared.join("corpus");
    // Per language: files compared, files with more than one window.
    let mut counts: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    let mut problems = Vec::new();
    for (rel, language, text) in common::accepted_corpus_files(&corpus) {
        let mut whole = Vec::new();
        cfb::parse::for_each_node(language, &text, |id, n, c| whole.push(row(id, &n, c))).unwrap();
        if whole.iter().any(|r| r.1 == "ERROR") || cfb::parse::parse(language, &text).unwrap().errors().next().is_some()
        {
            continue;
        }
        let c = counts.entry(language.spec().grammar).or_default();
        c.0 += 1;
        for window in [300, 4000] {
            let mut windowed = Vec::new();
            let read =
                cfb::parse::window::for_each_node(language, &text, window, |id, n, c| windowed.push(row(id, &n, c)))
                    .unwrap();
            if read.is_none() {
                problems.push(format!("{rel}: no layout with windows of {window} bytes"));
                continue;
            }
            let layout = cfb::parse::window::Layout::of(language, &text, window).unwrap().unwrap();
            c.1 += (window == 300 && layout.runs(window).len() > 1) as usize;
            if let Some(k) = (0..whole.len().max(windowed.len())).find(|&k| whole.get(k) != windowed.get(k)) {
                problems.push(format!(
                    "{rel}, windows of {window} bytes: node {k} is {:?}, read whole {:?}",
                    windowed.get(k),
                    whole.get(k)
                ));
            }
        }
    }
    for (language, (files, split)) in &counts {
        eprintln!("{language}: {files} files read by windows as whole ({split} in several windows)");
    }
    assert!(counts.len() == 7, "every language has accepted files: {counts:?}");
    assert!(problems.is_empty(), "{} files differ:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn files_linted_by_windows_get_the_findings_of_the_whole_file() {
    let Some(shared) = common::shared_dir() else { return };
    let mut counts: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    let mut problems = Vec::new();
    let options = cfb::lint::LintOptions::default();
    for (rel, language, text) in common::accepted_corpus_files(&shared.join("corpus")) {
        let source = cfb::source::SourceFile::new(rel.clone(), text);
        let path = Some(std::path::Path::new(&rel));
        let Some(windowed) = cfb::lint::lint_by_windows(language, path, &source, &options, 400) else { continue };
        let whole = cfb::lint::lint(language, path, &source, &options);
        let c = counts.entry(language.to_string()).or_default();
        c.0 += 1;
        c.1 += (source.text.len() > 800) as usize;
        if windowed != whole {
            let differ = |a: &[cfb::diagnostic::Diagnostic], b: &[cfb::diagnostic::Diagnostic]| {
                a.iter().filter(|d| !b.contains(d)).map(|d| format!("{} {}", d.code, d.message)).collect::<Vec<_>>()
            };
            problems.push(format!(
                "{rel}: by windows only {:?}; whole only {:?}",
                differ(&windowed, &whole),
                differ(&whole, &windowed)
            ));
        }
    }
    for (language, (checked, several)) in &counts {
        eprintln!("{language}: {checked} files linted by windows of 400 bytes as whole ({several} over 800 bytes)");
    }
    assert!(counts.len() >= 5, "the languages that allow it: {counts:?}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
