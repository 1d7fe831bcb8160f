//! Are the fixes cfb offers certain? Every fix offered on the corpus's syntax-error mutants is
//! applied, and the fixed text must pass cfb's strict grammar. Prints the share per language
//! and kind of fix; fails when a kind falls below [`FLOOR`] in a language where it was offered
//! often enough to tell. Mutants of a file cfb itself refuses do not count: no fix of the
//! mutation could make it accepted.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use cfb::diagnostic::Fix;
use cfb::language::Language;
use cfb::lint;
use cfb::source::SourceFile;

use crate::common::par_map;
use crate::syntax_mutants;

/// Lowest share (percent) of fixed mutants the strict grammar accepts, per language and kind.
const FLOOR: u32 = 90;
/// Fewer fixes than this in a language and kind say too little for the floor to apply.
const FEW: u32 = 10;

/// The kind of a fix, from its message: a misspelt keyword replaced, a never-closed bracket
/// closed, or the one token the grammar takes inserted.
fn kind(fix: &Fix) -> &'static str {
    if fix.message.starts_with("replace") {
        "keyword"
    } else if fix.message.contains("to close") {
        "closer"
    } else {
        "token"
    }
}

/// `text` with every fix applied, the later ones first so earlier offsets stay valid; a fix
/// overlapping one already applied is skipped.
fn apply_all(text: &str, fixes: &[&Fix]) -> String {
    let mut fixes: Vec<&Fix> = fixes.to_vec();
    fixes.sort_by_key(|f| std::cmp::Reverse(f.edits.iter().map(|e| e.span.start).min()));
    let mut out = text.to_string();
    let mut applied_from = usize::MAX;
    for fix in fixes {
        if fix.edits.iter().any(|e| e.span.end > applied_from) {
            continue;
        }
        applied_from = fix.edits.iter().map(|e| e.span.start).min().unwrap_or(applied_from);
        out = fix.apply(&out);
    }
    out
}

fn accepted(language: Language, path: &Path, text: &str) -> bool {
    lint::syntax_errors(language, Some(path), &SourceFile::new(path.display().to_string(), text)).is_empty()
}

#[test]
fn offered_fixes_make_the_mutants_pass_the_strict_grammar() {
    let Some(mutants) = syntax_mutants::linted() else { return };
    // Only mutants of files the strict grammar accepts: a fix can make nothing else pass.
    let bases: HashMap<&str, &syntax_mutants::Mutant> = mutants.iter().map(|m| (m.relpath.as_str(), m)).collect();
    let base_ok: HashMap<&str, bool> = {
        let list: Vec<_> = bases.into_iter().collect();
        let ok = par_map(&list, |(_, m)| accepted(m.language, &m.path, &m.base));
        list.iter().zip(ok).map(|((rel, _), ok)| (*rel, ok)).collect()
    };
    let cases: Vec<_> = mutants
        .iter()
        .filter(|m| base_ok.get(m.relpath.as_str()).copied().unwrap_or(false))
        .map(|m| (m.language, m.path.clone(), m.relpath.clone(), m))
        .collect();
    let outcomes = par_map(&cases, |(language, path, _, m)| {
        let fixes: Vec<&Fix> = m.diagnostics.iter().filter_map(|d| d.fix.as_ref()).collect();
        let kinds: Vec<&'static str> = fixes.iter().map(|f| kind(f)).collect();
        if fixes.is_empty() {
            return (kinds, false, String::new());
        }
        let fixed = apply_all(&m.text, &fixes);
        let said = fixes.iter().map(|f| f.message.as_str()).collect::<Vec<_>>().join("; ");
        (kinds, accepted(*language, path, &fixed), said)
    });
    let mut tally: BTreeMap<(&str, &str), (u32, u32)> = BTreeMap::new();
    let mut misses: BTreeMap<(&str, &str), Vec<String>> = BTreeMap::new();
    for ((language, _, relpath, _), (kinds, ok, said)) in cases.iter().zip(&outcomes) {
        for &k in kinds {
            let key = (language.spec().grammar, k);
            let t = tally.entry(key).or_default();
            t.0 += *ok as u32;
            t.1 += 1;
            if !ok {
                misses.entry(key).or_default().push(format!("{relpath}: {said}"));
            }
        }
    }
    eprintln!(
        "fixed mutants the strict grammar accepts ({} mutants of accepted files; language, kind: accepted / fixes):",
        cases.len()
    );
    let mut below = Vec::new();
    for (&(grammar, k), &(ok, all)) in &tally {
        let share = 100 * ok / all.max(1);
        eprintln!("  {grammar:6} {k:8} {ok:4} / {all:4}  {share:3}%");
        for m in misses
            .get(&(grammar, k))
            .into_iter()
            .flatten()
            .take(std::env::var("CFB_FIX_EXAMPLES").ok().and_then(|v| v.parse().ok()).unwrap_or(2))
        {
            eprintln!("      e.g. {m}");
        }
        if all >= FEW && share < FLOOR {
            below.push(format!("{grammar} {k}: {share}% of {all}"));
        }
    }
    let offered: u32 = tally.values().map(|t| t.1).sum();
    assert!(offered >= 200, "too few fixes offered: {tally:?}");
    assert!(below.is_empty(), "fixes that are not certain: {below:?}");
}

#[test]
fn of_overlapping_fixes_the_later_one_is_applied() {
    use cfb::diagnostic::Span;
    let a = Fix::replace("replace", Span::new(0, 3), "rule");
    let b = Fix::replace("insert `;`", Span::new(2, 2), ";");
    let c = Fix::replace("insert `)`", Span::new(6, 6), ")");
    assert_eq!(apply_all("rul x(", &[&a, &c]), "rule x()");
    assert_eq!(apply_all("rul x(", &[&a, &b, &c]), "ru;l x()");
}
