//! `OUT/report.html` of `cfb eval`: one self-contained page (no script, no network) with the
//! task scores and, per metric, a heat map of (model, sub-task) × language.

use std::fmt::Write;

use super::html_escape as escape;
use crate::eval::metrics::{Cell, Scores};
use crate::score::data::LANGS;

const STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 2em; color: #1b1b1b; background: #fafafa; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
th { background: #eee; }
td.name, th.name { text-align: left; }
td.none { color: #888; background: #f2f2f2; }
.note { color: #6a4a00; }
";

/// The heat maps: a name, what it shows, and the value of a cell (`None`: not defined there).
type Metric = (&'static str, &'static str, fn(&Cell) -> Option<f64>);

const METRICS: [Metric; 6] = [
    ("valid", "share of replies whose code cfb lint accepts", |c| share(c.valid, c.replies)),
    ("analyzability", "analysed / instances with a verdict", |c| defined(c).map(|c| c.analyzability)),
    ("ACC_A", "accuracy on the analysed replies", |c| defined(c).filter(|c| analysed(c)).map(|c| c.acc_a)),
    ("F1_A", "F1 on the analysed replies, positive = insecure", |c| defined(c).filter(|c| analysed(c)).map(|c| c.f1_a)),
    ("CodeBLEU", "completion: mean CodeBLEU against the complete model", |c| c.mean_codebleu),
    ("semantic", "interpretation: mean semantic similarity", |c| c.mean_semantic_similarity),
];

fn share(n: usize, d: usize) -> Option<f64> {
    (d > 0).then(|| n as f64 / d as f64)
}

/// A cell whose verdicts are all known (a missing tool leaves it undefined, not 0).
fn defined(c: &Cell) -> Option<&Cell> {
    (c.counts.len > 0 && c.no_verdict == 0).then_some(c)
}

fn analysed(c: &Cell) -> bool {
    c.counts.tp + c.counts.tn + c.counts.fp + c.counts.fn_ > 0
}

/// Red (0) through yellow to green (1).
fn colour(v: f64) -> String {
    format!("hsl({:.0}, 70%, 80%)", v.clamp(0.0, 1.0) * 120.0)
}

fn score(v: Option<f64>) -> String {
    v.map_or_else(|| "<td class=\"none\">—</td>".into(), |v| format!("<td>{v:.1}</td>"))
}

/// The page for one or more runs.
pub fn render(runs: &[&Scores]) -> String {
    let mut h = String::new();
    let models: Vec<String> = runs.iter().map(|s| escape(&s.model)).collect();
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>cfb eval: {}</title><style>{STYLE}</style></head><body>",
        models.join(", ")
    );
    let _ = write!(h, "<h1>cfb eval: {}</h1>", models.join(", "));
    for s in runs {
        for note in &s.notes {
            let _ = write!(h, "<p class=\"note\">{}: {}</p>", escape(&s.model), escape(note));
        }
    }
    let _ = write!(
        h,
        "<h2>Scores (0–100, configuration {})</h2><p>— : not run, or some reply has no verdict (then see \
         “over verdicts”, the score over the replies that have one).</p><table><tr><th class=\"name\">model</th>\
         <th class=\"name\">recipe</th>",
        escape(runs.first().map_or("C1", |s| s.config.as_str()))
    );
    let tasks = ["gen", "comp", "trans", "corr", "interp", "overall"];
    for t in tasks {
        let _ = write!(h, "<th>{t}</th>");
    }
    h.push_str("</tr>");
    for s in runs {
        let rows = [("upstream", &s.upstream), ("paper §4.5", &s.paper)];
        for (name, m) in rows {
            let _ = write!(h, "<tr><td class=\"name\">{}</td><td class=\"name\">{name}</td>", escape(&s.model));
            for t in tasks {
                h.push_str(&score(m.get(t).copied().flatten()));
            }
            h.push_str("</tr>");
        }
        for (name, m) in &s.over_verdicts {
            let _ = write!(
                h,
                "<tr><td class=\"name\">{}</td><td class=\"name\">{} over verdicts</td>",
                escape(&s.model),
                escape(name)
            );
            for t in tasks {
                h.push_str(&score(m.get(t).copied()));
            }
            h.push_str("</tr>");
        }
    }
    h.push_str("</table>");
    for (name, what, value) in METRICS {
        let _ = write!(
            h,
            "<h2>{name}</h2><p>{}</p><table><tr><th class=\"name\">model</th><th class=\"name\">sub-task</th>",
            escape(what)
        );
        for lang in LANGS {
            let _ = write!(h, "<th>{lang}</th>");
        }
        h.push_str("</tr>");
        for s in runs {
            let mut tasks: Vec<_> = s.cells.iter().map(|c| c.task).collect();
            tasks.dedup();
            for task in tasks {
                let cells: Vec<Option<f64>> = LANGS
                    .iter()
                    .map(|l| s.cells.iter().find(|c| c.task == task && c.lang == *l).and_then(value))
                    .collect();
                if cells.iter().all(Option::is_none) {
                    continue;
                }
                let _ = write!(h, "<tr><td class=\"name\">{}</td><td class=\"name\">{task}</td>", escape(&s.model));
                for v in cells {
                    match v {
                        Some(v) => {
                            let _ = write!(h, "<td style=\"background:{}\">{v:.2}</td>", colour(v));
                        }
                        None => h.push_str("<td class=\"none\">—</td>"),
                    }
                }
                h.push_str("</tr>");
            }
        }
        h.push_str("</table>");
    }
    h.push_str("</body></html>\n");
    h
}
