//! `cfb fmt` over every tool-accepted corpus file and accepted mutant of all seven languages:
//! the result is accepted by cfb's strict grammar, formatting it again changes nothing, and
//! only white space changed (so the tokens, `#ifdef` branches, m4 `ifdef`s and proof scripts
//! survive; the formatter itself also checks the token sequence before it returns). Prints per language how many files changed and
//! how many fell back to laying out line starts only.

use crate::common::{accepted_texts, par_map};
use crate::support;

use std::collections::BTreeMap;
use std::path::Path;

use cfb::fmt::{
    self,
    rename::{self, Rename},
    FmtOptions,
};
use cfb::language::Language;
use cfb::source::SourceFile;

/// The text without white space: all that a layout may change is white space, so this must
/// stay the same (a check independent of the formatter's own token check, and cheaper).
fn without_white_space(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Each occurrence of a name, in document order, as the index of its symbol's first occurrence
/// (None: unresolved), and the names of the symbols renaming keeps: the symbol graph, up to
/// renaming and layout.
fn symbol_graph(language: Language, path: &Path, text: &str) -> (Vec<Option<usize>>, Vec<String>) {
    let read = cfb::parse::parser_input(language, Some(path), text);
    let (_, table) = cfb::symbols::analyze(language, Some(path), &read).expect("grammar");
    let mut first: std::collections::HashMap<usize, usize> = Default::default();
    let shape =
        table.occurrences().iter().enumerate().map(|(i, o)| o.symbol.map(|s| *first.entry(s).or_insert(i))).collect();
    let kept = table.symbols().iter().filter(|s| !s.is_bound()).map(|s| s.name.clone()).collect();
    (shape, kept)
}

/// The problems of `--rename` on one file: the result is accepted, renaming a variant with
/// other bound names gives the same result, and the symbol graph is the original's.
fn check_rename(language: Language, path: &Path, text: &str) -> Vec<String> {
    let bound = FmtOptions { rename: Rename::Bound, ..FmtOptions::default() };
    let source = SourceFile::new(path.display().to_string(), text);
    let out = match fmt::format(language, Some(path), &source, &bound) {
        Ok(f) => f.text,
        Err(e) => return vec![format!("--rename: not formatted: {e}")],
    };
    let mut problems = Vec::new();
    if let Some(e) = cfb::lint::syntax_errors(language, Some(path), &SourceFile::new("renamed", out.as_str())).first() {
        problems
            .push(format!("--rename: the strict grammar refuses the result: {} at byte {}", e.message, e.span.start));
    }
    // The same model with other bound names (numbered backwards, another spelling).
    let variant =
        rename::rename_with(language, Some(path), text, Rename::Bound, &|p, n, all| format!("{p}q{}", all + 1 - n))
            .expect("grammar");
    // (the variant is the model with other names: its syntax was checked with the model's)
    let renamed = rename::rename(language, Some(path), &variant, Rename::Bound).expect("grammar");
    match fmt::relayout(language, Some(path), &renamed, &FmtOptions::default()) {
        Ok(v) if v.text != out => {
            problems.push("--rename: a variant with other bound names gives another result".into())
        }
        Ok(_) => {}
        Err(e) => problems.push(format!("--rename: the variant is not formatted: {e}")),
    }
    if symbol_graph(language, path, text) != symbol_graph(language, path, &out) {
        problems.push("--rename: the symbol graph changed".into());
    }
    problems
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
    let (before, after) = (without_white_space(text), without_white_space(out));
    if before != after {
        let k = before.chars().zip(after.chars()).position(|(a, b)| a != b).unwrap_or(0);
        problems.push(format!("text other than white space changed at its character {k}"));
    }
    problems.extend(check_rename(language, path, text));
    (problems, out != text, formatted.lines_only)
}

#[test]
fn every_accepted_file_and_mutant_formats_safely_idempotently_and_renames_canonically() {
    let Some(corpus) = support::shared("corpus") else { return };
    // Every file, the largest first (so that no core is left with one at the end).
    let mut texts: Vec<_> = accepted_texts(&corpus)
        .into_iter()
        .filter(|(_, language, _, _)| cfb::parse::has_tree_grammar(*language))
        .collect();
    texts.sort_by_key(|t| std::cmp::Reverse(t.3.len()));
    let results =
        par_map(&texts, |(name, language, path, text)| (name.clone(), *language, check(*language, path, text)));
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
        .map(|(l, t)| {
            format!(
                "{:6} {:5} files and mutants, {:5} changed, {:3} laid out by line starts only",
                l.id(),
                t.files,
                t.changed,
                t.lines_only
            )
        })
        .collect();
    eprintln!("\ncfb fmt over the accepted corpus:\n{}\n", report.join("\n"));
    assert!(tally.len() >= 7, "every language has accepted files: {:?}", tally.keys().collect::<Vec<_>>());
    assert!(failures.is_empty(), "{} files fail:\n{}", failures.len(), failures.join("\n"));
}

/// `cfb fmt` checks a layout by the junctions it changed, reading again only around those where
/// white space may change a token (`src/fmt/check.rs`). Over every accepted file, with white
/// space changed at random junctions, that check must never accept what reading the whole
/// text again refuses.
#[test]
fn the_junction_check_never_accepts_what_the_full_check_refuses() {
    let Some(corpus) = support::shared("corpus") else { return };
    let texts: Vec<_> = accepted_texts(&corpus)
        .into_iter()
        .filter(|(_, language, path, text)| {
            // The check by junctions reads the text as it is (no `.pcv` m4), and large files
            // only slow the test down.
            cfb::parse::has_tree_grammar(*language)
                && cfb::parse::parser_input(*language, Some(path), text) == text.as_str()
                && text.len() < 100_000
        })
        .collect();
    let results = par_map(&texts, |(name, language, _, text)| {
        let seed = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
        (name.clone(), cfb::fmt::check::disagreements(*language, text, 12, seed))
    });
    let checked: usize = results.iter().map(|(_, (n, _))| n).sum();
    let failures: Vec<String> = results
        .into_iter()
        .filter(|(_, (_, bad))| !bad.is_empty())
        .map(|(name, (_, bad))| format!("{name}:\n  {}", bad.join("\n  ")))
        .collect();
    eprintln!("junction check: {checked} variants of {} files", texts.len());
    assert!(checked > 5_000, "only {checked} variants checked");
    assert!(failures.is_empty(), "{} files:\n{}", failures.len(), failures.join("\n"));
}
