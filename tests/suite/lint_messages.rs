//! Does the first syntax error name the fix? Over the corpus's syntax-error mutants whose fix
//! is known: a deleted punctuation token or closing bracket (the fix: put it back) and a letter
//! typed into a keyword (the fix: the keyword). Prints the share per language and kind; fails when a
//! language and kind falls below its floor (the figures when the floor was last raised), so a
//! message can only get better.

use std::collections::BTreeMap;

use cfb::diagnostic::Severity;

use crate::syntax_mutants;

/// Lowest share (percent) of mutants whose first error names the fix, by grammar and kind.
const FLOORS: &[(&str, &str, u32)] = &[
    ("spdl", "del_token", 98),
    ("spdl", "del_close", 100),
    ("spdl", "keyword_typo", 90),
    ("hlpsl", "del_token", 100),
    ("hlpsl", "del_close", 100),
    ("hlpsl", "keyword_typo", 91),
    ("pv", "del_token", 97),
    ("pv", "del_close", 100),
    ("pv", "keyword_typo", 95),
    ("spthy", "del_token", 97),
    ("spthy", "del_close", 98),
    ("spthy", "keyword_typo", 91),
    ("maude", "del_token", 93),
    ("maude", "del_close", 91),
    ("maude", "keyword_typo", 100),
    ("cv", "del_token", 96),
    ("cv", "del_close", 100),
    ("cv", "keyword_typo", 97),
    ("ec", "del_token", 93),
    ("ec", "del_close", 100),
    ("ec", "keyword_typo", 95),
];

/// The word of `text` around byte `at` (a keyword a letter was typed into).
fn word_at(text: &str, at: usize) -> &str {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    let start = text[..at].char_indices().rev().find(|&(_, c)| !is_word(c)).map_or(0, |(k, c)| k + c.len_utf8());
    let end = text[at..].find(|c: char| !is_word(c)).map_or(text.len(), |k| at + k);
    &text[start..end]
}

#[test]
fn the_first_syntax_error_names_the_fix() {
    let Some(mutants) = syntax_mutants::linted() else { return };
    let mut cases = Vec::new();
    for m in mutants {
        let kind = m.kind.as_str();
        if !matches!(kind, "del_token" | "del_close" | "keyword_typo") {
            continue;
        }
        let deleted = &m.base[m.at..m.at + m.deleted];
        let fix = if kind == "keyword_typo" { word_at(&m.base, m.at).to_string() } else { deleted.trim().to_string() };
        // A deleted name has no fix a message could name: only deleted punctuation counts.
        if fix.is_empty() || (kind == "del_token" && fix.chars().any(char::is_alphanumeric)) {
            continue;
        }
        // A token deleted inside a keyword (`exists-trace` read as `existstrace`): the keyword
        // names the fix as well.
        let word = word_at(&m.base, m.at);
        let whole = (kind == "del_token" && word.len() > fix.len() && word.contains(&fix)).then(|| word.to_string());
        cases.push((m.language, kind.to_string(), m.relpath.clone(), (fix, whole), m));
    }
    let named: Vec<(bool, String)> = cases
        .iter()
        .map(|(_, _, _, fix, m)| {
            let first = m.diagnostics.iter().filter(|d| d.severity == Severity::Error).min_by_key(|d| d.span.start);
            let Some(d) = first else { return (false, "(no error: cfb accepts the mutant)".to_string()) };
            let said = format!("[{}] {} {}", d.code, d.message, d.help.clone().unwrap_or_default());
            let (fix, whole) = fix;
            (
                said.contains(&format!("`{fix}`")) || whole.as_ref().is_some_and(|w| said.contains(&format!("`{w}`"))),
                said,
            )
        })
        .collect();
    let mut tally: BTreeMap<(&str, &str), (u32, u32)> = BTreeMap::new();
    let mut examples: BTreeMap<(&str, &str), Vec<String>> = BTreeMap::new();
    for ((language, kind, relpath, fix, _), (ok, said)) in cases.iter().zip(&named) {
        let key = (language.spec().grammar, kind.as_str());
        let t = tally.entry(key).or_default();
        t.0 += *ok as u32;
        t.1 += 1;
        if !ok {
            examples.entry(key).or_default().push(format!("{relpath}: fix `{}`, said: {said}", fix.0));
        }
    }
    let mut below = Vec::new();
    eprintln!("first syntax error names the fix (language, kind: named / mutants):");
    for (&(grammar, kind), &(ok, all)) in &tally {
        let share = 100 * ok / all.max(1);
        eprintln!("  {grammar:6} {kind:13} {ok:4} / {all:4}  {share:3}%");
        for e in examples.get(&(grammar, kind)).into_iter().flatten().take(examples_shown()) {
            eprintln!("      e.g. {e}");
        }
        let floor = FLOORS.iter().find(|f| f.0 == grammar && f.1 == kind).map_or(0, |f| f.2);
        if share < floor {
            below.push(format!("{grammar} {kind}: {share}% < {floor}%"));
        }
    }
    assert!(tally.len() >= 18, "too few kinds of mutants were read: {tally:?}");
    assert!(below.is_empty(), "messages got worse: {below:?}");
}

#[test]
fn word_at_finds_the_keyword_around_a_typo() {
    assert_eq!(word_at("let query x", 6), "query");
    assert_eq!(word_at("builtins: x", 0), "builtins");
}

/// How many misses to show per language and kind (`CFB_MESSAGE_EXAMPLES`, default 2).
fn examples_shown() -> usize {
    std::env::var("CFB_MESSAGE_EXAMPLES").ok().and_then(|v| v.parse().ok()).unwrap_or(2)
}
