//! `cfb similarity`'s report: the scores of a model against a reference, overall and per
//! top-level item, as JSON (serde) or as a table.

use crate::compare::items::{self, Pair};
use crate::compare::similarity::{self, Scores, Weights};
use crate::compare::Comparison;
use crate::language::Language;
use crate::render::diff::{line_starts, place, Place};

/// A top-level item of A with its best match in B (or one of B that A lacks).
#[derive(serde::Serialize)]
pub struct ItemEntry {
    pub kind: &'static str,
    pub name: Option<String>,
    pub a: Option<Place>,
    pub b: Option<Place>,
    pub score: f64,
}

/// `{"a", "b", "lang", "scores": {...}, "items": [...]}`.
#[derive(serde::Serialize)]
pub struct Report {
    pub a: String,
    pub b: String,
    pub lang: &'static str,
    pub scores: Scores,
    pub items: Vec<ItemEntry>,
}

/// Compares `a` (the candidate, shown as `name_a`) with `b` (the reference).
pub fn report(name_a: &str, name_b: &str, language: Language, cmp: &Comparison, weights: Weights) -> Report {
    let scores = similarity::scores(language, cmp, weights);
    let (starts_a, starts_b) = (line_starts(&cmp.a.text), line_starts(&cmp.b.text));
    let items = items::pair(cmp)
        .into_iter()
        .map(|Pair { a, b, score }| {
            let any = a.as_ref().or(b.as_ref()).expect("a pair has an item");
            ItemEntry {
                kind: any.kind,
                name: any.name.clone(),
                a: a.as_ref().map(|i| place(&cmp.a, &starts_a, i.node)),
                b: b.as_ref().map(|i| place(&cmp.b, &starts_b, i.node)),
                score,
            }
        })
        .collect();
    Report { a: name_a.into(), b: name_b.into(), lang: language.id(), scores, items }
}

/// The report as `cfb similarity` prints it by default.
pub fn text(r: &Report) -> String {
    use std::fmt::Write;
    let s = &r.scores;
    let mut out = format!("{} against {} ({})\n", r.a, r.b, r.lang);
    for (name, v) in [
        ("tree", s.tree),
        ("token_bleu", s.token_bleu),
        ("keyword_bleu", s.keyword_bleu),
        ("syntax_match", s.syntax_match),
        ("dataflow_match", s.dataflow_match),
        ("codebleu", s.codebleu),
    ] {
        let _ = writeln!(out, "  {name:<15} {v:.3}");
    }
    if !r.items.is_empty() {
        let label = |i: &ItemEntry| format!("{} {}", i.kind, i.name.as_deref().unwrap_or(""));
        let width = r.items.iter().map(|i| label(i).chars().count()).max().unwrap_or(0).min(40);
        let _ = writeln!(out, "\nitems of A and their best match in B:");
        for i in &r.items {
            let at = |p: Option<Place>| p.map_or("—".to_string(), |p| format!("line {}", p.start_line));
            let verdict = match (i.a, i.b) {
                (Some(_), None) => "missing in B".to_string(),
                (None, Some(_)) => "extra in B".to_string(),
                _ => format!("{:.3}", i.score),
            };
            let _ = writeln!(out, "  {:<width$}  A {:<10} B {:<10} {verdict}", label(i), at(i.a), at(i.b));
        }
    }
    out
}
