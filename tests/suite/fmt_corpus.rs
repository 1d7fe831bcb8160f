//! `cfb fmt` over every tool-accepted corpus file and accepted mutant of all seven languages:
//! the result is accepted by cfb's strict grammar, formatting it again changes nothing, and
//! its tokens without comments are the input's, in order (so `#ifdef` branches, m4 `ifdef`s
//! and proof scripts survive: they are tokens). Prints per language how many files changed and
//! how many fell back to laying out line starts only.

use crate::common::{accepted_texts, par_map};
use crate::support;

use std::collections::BTreeMap;
use std::path::Path;

use cfb::fmt::{self, FmtOptions};
use cfb::language::Language;
use cfb::source::SourceFile;

/// The texts of a text's tokens without comments, by cfb's own tree (not the formatter's).
fn code_tokens(language: Language, text: &str) -> Vec<String> {
    let tree = cfb::parse::parse(language, text).expect("grammar");
    tree.preorder()
        .filter(|&id| {
            let n = tree.node(id);
            n.children.is_empty() && n.span.end > n.span.start && !in_comment(&tree, id)
        })
        .map(|id| tree.text(id, text).to_string())
        .collect()
}

fn in_comment(tree: &cfb::parse::tree::SyntaxTree, id: usize) -> bool {
    let mut cur = Some(id);
    while let Some(c) = cur {
        if tree.node(c).is_extra {
            return true;
        }
        cur = tree.node(c).parent;
    }
    false
}

#[derive(Default)]
struct Tally {
    files: usize,
    changed: usize,
    lines_only: usize,
}

/// The problems of one file (empty when all is well), and whether it changed / fell back.
fn check(language: Language, path: &Path, text: &str) -> (Vec<String>, bool, bool) {
    let source = SourceFile::new(path.display().to_string(), text);
    let formatted = match fmt::format(language, Some(path), &source, &FmtOptions::default()) {
        Ok(f) => f,
        Err(e) => return (vec![format!("not formatted: {e}")], false, false),
    };
    let out = &formatted.text;
    let mut problems = Vec::new();
    let errors = cfb::lint::syntax_errors(language, Some(path), &SourceFile::new("formatted", out.as_str()));
    if let Some(e) = errors.first() {
        problems.push(format!("the strict grammar refuses the result: {} at byte {}", e.message, e.span.start));
    }
    match fmt::relayout(language, Some(path), out, &FmtOptions::default()) {
        Ok(again) if &again.text != out => problems.push("formatting the result again changes it".into()),
        Ok(_) => {}
        Err(e) => problems.push(format!("the result cannot be formatted again: {e}")),
    }
    let (before, after) = (code_tokens(language, text), code_tokens(language, out));
    if before != after {
        let k = before.iter().zip(&after).position(|(a, b)| a != b).unwrap_or(before.len().min(after.len()));
        problems.push(format!("token {k} changed: {:?} -> {:?}", before.get(k), after.get(k)));
    }
    (problems, out != text, formatted.lines_only)
}

#[test]
fn every_accepted_file_and_mutant_formats_safely_and_idempotently() {
    let Some(corpus) = support::shared("corpus") else { return };
    let texts: Vec<_> = accepted_texts(&corpus)
        .into_iter()
        .filter(|(_, language, _, _)| cfb::parse::has_tree_grammar(*language))
        .collect();
    let results = par_map(&texts, |(name, language, path, text)| (name.clone(), *language, check(*language, path, text)));
    let mut tally: BTreeMap<Language, Tally> = BTreeMap::new();
    let mut failures = Vec::new();
    for (name, language, (problems, changed, lines_only)) in results {
        let t = tally.entry(language).or_default();
        t.files += 1;
        t.changed += changed as usize;
        t.lines_only += lines_only as usize;
        if !problems.is_empty() {
            failures.push(format!("{name}:\n  {}", problems.join("\n  ")));
        }
    }
    let report: Vec<String> = tally
        .iter()
        .map(|(l, t)| format!("{:6} {:5} files and mutants, {:5} changed, {:3} laid out by line starts only", l.id(), t.files, t.changed, t.lines_only))
        .collect();
    eprintln!("\ncfb fmt over the accepted corpus:\n{}\n", report.join("\n"));
    assert!(tally.len() >= 7, "every language has accepted files: {:?}", tally.keys().collect::<Vec<_>>());
    assert!(failures.is_empty(), "{} files fail:\n{}", failures.len(), failures.join("\n"));
}
