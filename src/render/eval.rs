//! `OUT/report.html` of `cfb eval`: one self-contained page (no script, no network) with the
//! task scores and, per metric, a heat map of (model, sub-task) × language like the paper's
//! figures: an inline SVG chart drawn by `plotters` (its SVG backend, no fonts needed: the
//! browser sets the text) followed by the same values as a table.

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
    ("valid", "share of replies whose code cfb lint accepts (code sub-tasks)", |c| {
        c.task.wants_code().then(|| share(c.valid, c.replies)).flatten()
    }),
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

/// Red (0) through yellow to green (1): the table's cells and the chart's.
fn hue(v: f64) -> f64 {
    v.clamp(0.0, 1.0) * 120.0
}

fn colour(v: f64) -> String {
    format!("hsl({:.0}, 70%, 80%)", hue(v))
}

/// The chart's colour of a value, the same as the table's.
fn rgb(v: f64) -> plotters::style::RGBColor {
    use plotters::style::Color;
    let (r, g, b) = plotters::style::HSLColor(hue(v) / 360.0, 0.7, 0.8).rgb();
    plotters::style::RGBColor(r, g, b)
}

/// One heat map as an inline `<svg>`: a row per (model, sub-task), a column per language, each
/// cell coloured by its value (0–1) and labelled with it, `—` on grey where it is not defined,
/// and a colour scale beside it. Drawn by plotters' SVG backend.
pub fn heat_map(title: &str, rows: &[(String, Vec<Option<f64>>)], cols: &[&str]) -> String {
    use plotters::prelude::*;
    use plotters::style::text_anchor::{HPos, Pos, VPos};

    const CELL_W: i32 = 64;
    const CELL_H: i32 = 28;
    const TOP: i32 = 56;
    let label_w = 12 + 9 * rows.iter().map(|(r, _)| r.chars().count()).max().unwrap_or(4) as i32;
    let scale_x = label_w + CELL_W * cols.len() as i32 + 24;
    let width = scale_x + 70;
    let height = TOP + CELL_H * rows.len().max(1) as i32 + 16;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width as u32, height as u32)).into_drawing_area();
        // Every drawing call below writes into a String: none can fail.
        let _ = root.fill(&WHITE);
        let centred =
            |size: i32| ("sans-serif", size).into_font().color(&BLACK).pos(Pos::new(HPos::Center, VPos::Center));
        let _ = root.draw(&Text::new(title.to_string(), (8, 16), ("sans-serif", 18).into_font().color(&BLACK)));
        for (c, lang) in cols.iter().enumerate() {
            let x = label_w + CELL_W * c as i32 + CELL_W / 2;
            let _ = root.draw(&Text::new(lang.to_string(), (x, TOP - 12), centred(16)));
        }
        for (r, (name, values)) in rows.iter().enumerate() {
            let y = TOP + CELL_H * r as i32;
            let left = ("sans-serif", 16).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
            let _ = root.draw(&Text::new(name.clone(), (4, y + CELL_H / 2), left));
            for (c, v) in values.iter().enumerate() {
                let x = label_w + CELL_W * c as i32;
                let fill = v.map_or(RGBColor(0xf2, 0xf2, 0xf2), rgb);
                let _ = root.draw(&Rectangle::new([(x, y), (x + CELL_W, y + CELL_H)], fill.filled()));
                let _ = root.draw(&Rectangle::new([(x, y), (x + CELL_W, y + CELL_H)], RGBColor(0xcc, 0xcc, 0xcc)));
                let text = v.map_or_else(|| "—".to_string(), |v| format!("{v:.2}"));
                let _ = root.draw(&Text::new(text, (x + CELL_W / 2, y + CELL_H / 2), centred(15)));
            }
        }
        // The colour scale: 0 at the bottom, 1 at the top.
        let (top, bottom) = (TOP, TOP + CELL_H * rows.len().max(1) as i32);
        let steps = 20;
        for i in 0..steps {
            let y0 = bottom - (bottom - top) * (i + 1) / steps;
            let y1 = bottom - (bottom - top) * i / steps;
            let v = (f64::from(i) + 0.5) / f64::from(steps);
            let _ = root.draw(&Rectangle::new([(scale_x, y0), (scale_x + 14, y1)], rgb(v).filled()));
        }
        let right = ("sans-serif", 14).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
        let _ = root.draw(&Text::new("1", (scale_x + 20, top + 4), right.clone()));
        let _ = root.draw(&Text::new("0", (scale_x + 20, bottom - 4), right));
        let _ = root.present();
    }
    // Inline SVG in HTML needs no namespace; without it the page names no other address.
    svg.replacen(" xmlns=\"http://www.w3.org/2000/svg\"", "", 1)
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
        // Rows: (model, sub-task) with some defined value.
        let mut rows: Vec<(String, String, Vec<Option<f64>>)> = Vec::new();
        for s in runs {
            let mut tasks: Vec<_> = s.cells.iter().map(|c| c.task).collect();
            tasks.dedup();
            for task in tasks {
                let cells: Vec<Option<f64>> = LANGS
                    .iter()
                    .map(|l| s.cells.iter().find(|c| c.task == task && c.lang == *l).and_then(value))
                    .collect();
                if cells.iter().any(Option::is_some) {
                    rows.push((s.model.clone(), task.to_string(), cells));
                }
            }
        }
        let _ = write!(h, "<h2>{name}</h2><p>{}</p>", escape(what));
        if rows.is_empty() {
            h.push_str("<p>— : no cell has a value.</p>");
            continue;
        }
        let labels: Vec<(String, Vec<Option<f64>>)> = rows
            .iter()
            .map(|(m, t, v)| (if runs.len() > 1 { format!("{m} · {t}") } else { t.clone() }, v.clone()))
            .collect();
        let _ =
            write!(h, "<figure class=\"heat-map\" data-metric=\"{name}\">{}</figure>", heat_map(name, &labels, &LANGS));
        h.push_str("<table><tr><th class=\"name\">model</th><th class=\"name\">sub-task</th>");
        for lang in LANGS {
            let _ = write!(h, "<th>{lang}</th>");
        }
        h.push_str("</tr>");
        for (model, task, cells) in &rows {
            let _ = write!(h, "<tr><td class=\"name\">{}</td><td class=\"name\">{task}</td>", escape(model));
            for v in cells {
                match v {
                    Some(v) => {
                        let _ = write!(h, "<td style=\"background:{}\">{v:.2}</td>", colour(*v));
                    }
                    None => h.push_str("<td class=\"none\">—</td>"),
                }
            }
            h.push_str("</tr>");
        }
        h.push_str("</table>");
    }
    h.push_str("</body></html>\n");
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heat_map_cells_labels_and_scale() {
        let rows =
            vec![("completion".to_string(), vec![Some(0.5), None]), ("a<b".to_string(), vec![Some(1.0), Some(0.0)])];
        let svg = heat_map("valid", &rows, &["spdl", "pv"]);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"), "{svg}");
        assert!(!svg.contains("http"), "no namespace address: the page names none");
        // 4 cells filled and framed, 20 scale steps, the background.
        assert_eq!(svg.matches("<rect").count(), 4 * 2 + 20 + 1, "{svg}");
        for text in ["valid", "spdl", "pv", "completion", "a&lt;b", "0.50", "1.00", "0.00", "—"] {
            assert!(svg.contains(text), "{text} in {svg}");
        }
        // The chart's colours are the table's: hsl(60, 70%, 80%) for 0.5.
        let plotters::style::RGBColor(r, g, b) = rgb(0.5);
        assert!(svg.contains(&format!("#{r:02X}{g:02X}{b:02X}")), "{svg}");
    }
}
