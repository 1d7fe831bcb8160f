//! `cfb diff` for a terminal: the changed stretches of both sides with the changed nodes
//! highlighted, side by side when the terminal is wide enough, else one above the other, and
//! a one-line summary.
//!
//! In colour, deleted nodes are red, inserted green, updated yellow and moved ones magenta.
//! Without colour (not a terminal, `NO_COLOR`, `--color never`) the same nodes are bracketed:
//! `[-deleted-]`, `{+inserted+}`, `[~updated~]`, `[>moved<]`.

use std::fmt::Write;

use super::{Paint, View};

/// How to lay the two sides out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Layout {
    /// Side by side when every shown line fits in half the width, else inline.
    #[default]
    Auto,
    SideBySide,
    Inline,
}

#[derive(Debug, Clone, Copy)]
pub struct TextOptions {
    pub color: bool,
    /// Columns of the terminal.
    pub width: usize,
    /// Unchanged lines shown around a change.
    pub context: usize,
    pub layout: Layout,
}

fn open(p: Paint, color: bool) -> &'static str {
    match (p, color) {
        (Paint::Plain, _) => "",
        (Paint::Delete, true) => "\x1b[1;31m",
        (Paint::Insert, true) => "\x1b[1;32m",
        (Paint::Update, true) => "\x1b[1;33m",
        (Paint::Move(_), true) => "\x1b[35m",
        (Paint::Delete, false) => "[-",
        (Paint::Insert, false) => "{+",
        (Paint::Update, false) => "[~",
        (Paint::Move(_), false) => "[>",
    }
}

fn close(p: Paint, color: bool) -> &'static str {
    match (p, color) {
        (Paint::Plain, _) => "",
        (_, true) => "\x1b[0m",
        (Paint::Delete, false) => "-]",
        (Paint::Insert, false) => "+}",
        (Paint::Update, false) => "~]",
        (Paint::Move(_), false) => "<]",
    }
}

/// A line as shown, and its width in characters (escape sequences not counted).
fn show(view: &View, a: bool, k: usize, color: bool) -> (String, usize) {
    let mut out = String::new();
    let mut width = 0;
    for (text, paint) in view.runs(a, k) {
        let text = text.replace('\t', "    ");
        width += text.chars().count();
        out.push_str(open(paint, color));
        out.push_str(&text);
        out.push_str(close(paint, color));
        if !color {
            width += open(paint, color).len() + close(paint, color).len();
        }
    }
    (out, width)
}

/// A line as shown, cut into pieces of at most `room` characters (each piece opens and closes
/// its own highlighting, so colours and brackets survive the cut), with their widths.
fn wrap(view: &View, a: bool, k: usize, color: bool, room: usize) -> Vec<(String, usize)> {
    let mut lines: Vec<(String, usize)> = vec![(String::new(), 0)];
    for (text, paint) in view.runs(a, k) {
        let text = text.replace('\t', "    ");
        let (open, close) = (open(paint, color), close(paint, color));
        let marks = if color { 0 } else { open.len() + close.len() };
        let mut chars = text.chars().peekable();
        while chars.peek().is_some() {
            let used = lines.last().expect("one line at least").1;
            if used + marks >= room && used > 0 {
                lines.push((String::new(), 0));
            }
            let used = lines.last().expect("one line at least").1;
            let take = room.saturating_sub(used + marks).max(1);
            let piece: String = chars.by_ref().take(take).collect();
            let line = lines.last_mut().expect("one line at least");
            line.1 += piece.chars().count() + marks;
            line.0.push_str(open);
            line.0.push_str(&piece);
            line.0.push_str(close);
        }
    }
    lines
}

/// The report.
pub fn render(view: &View, opts: &TextOptions) -> String {
    let mut out = String::new();
    let hunks = view.hunks(opts.context);
    let digits = view.lines_a.len().max(view.lines_b.len()).to_string().len();
    let dim = |s: &str| if opts.color { format!("\x1b[2m{s}\x1b[0m") } else { s.to_string() };
    let longest = hunks
        .iter()
        .flat_map(|h| h.clone())
        .map(|r| {
            let (ka, kb) = view.rows[r];
            let wa = ka.map_or(0, |k| show(view, true, k, opts.color).1);
            let wb = kb.map_or(0, |k| show(view, false, k, opts.color).1);
            wa.max(wb)
        })
        .max()
        .unwrap_or(0);
    let half = opts.width.saturating_sub(3) / 2;
    let side_by_side = match opts.layout {
        Layout::SideBySide => true,
        Layout::Inline => false,
        Layout::Auto => longest + digits + 1 <= half,
    };
    let _ = writeln!(out, "{}", dim(&format!("--- {}\n+++ {}", view.report.a, view.report.b)));
    for h in &hunks {
        let first = |pick: fn(&(Option<usize>, Option<usize>)) -> Option<usize>| {
            view.rows[h.clone()].iter().find_map(pick).map_or(0, |k| k + 1)
        };
        let _ = writeln!(
            out,
            "{}",
            dim(&format!(
                "@@ {} line {} ↔ {} line {} @@",
                view.report.a,
                first(|r| r.0),
                view.report.b,
                first(|r| r.1)
            ))
        );
        for r in h.clone() {
            let (ka, kb) = view.rows[r];
            let changed = view.row_changed(r);
            if side_by_side {
                let cell = |a: bool, k: Option<usize>| -> Vec<String> {
                    let Some(k) = k else { return vec![" ".repeat(half)] };
                    let number = dim(&format!("{:>digits$} ", k + 1));
                    let room = half.saturating_sub(digits + 1).max(1);
                    wrap(view, a, k, opts.color, room)
                        .into_iter()
                        .enumerate()
                        .map(|(i, (text, width))| {
                            let lead = if i == 0 { number.clone() } else { " ".repeat(digits + 1) };
                            format!("{lead}{text}{}", " ".repeat(room.saturating_sub(width)))
                        })
                        .collect()
                };
                let (left, right) = (cell(true, ka), cell(false, kb));
                let mark = if changed { "│" } else { " " };
                for i in 0..left.len().max(right.len()) {
                    let blank = || " ".repeat(half);
                    let l = left.get(i).cloned().unwrap_or_else(blank);
                    let r = right.get(i).map(String::as_str).unwrap_or("");
                    let _ = writeln!(out, "{l} {mark} {}", r.trim_end());
                }
            } else {
                // Two number columns, A's and B's, blank where a side has no line.
                let numbers = |x: Option<usize>, y: Option<usize>| {
                    let n = |k: Option<usize>| k.map_or(" ".repeat(digits), |k| format!("{:>digits$}", k + 1));
                    dim(&format!("{} {}", n(x), n(y)))
                };
                if !changed {
                    let text = match ka {
                        Some(k) => show(view, true, k, opts.color).0,
                        None => show(view, false, kb.expect("a row has a line"), opts.color).0,
                    };
                    let _ = writeln!(out, "  {} {text}", numbers(ka, kb));
                } else {
                    if let Some(k) = ka {
                        let _ = writeln!(out, "- {} {}", numbers(ka, None), show(view, true, k, opts.color).0);
                    }
                    if let Some(k) = kb {
                        let _ = writeln!(out, "+ {} {}", numbers(None, kb), show(view, false, k, opts.color).0);
                    }
                }
            }
        }
    }
    out.push_str(&summary_line(view));
    out.push('\n');
    out
}

/// `N insertions, N deletions, N updates, N moves (M of A's N nodes matched)`, or that the
/// trees are equal.
pub fn summary_line(view: &View) -> String {
    let s = &view.report.summary;
    if s.insert + s.delete + s.update + s.move_ == 0 {
        return format!("cfb diff: the trees are equal ({} nodes)", s.nodes_a);
    }
    let plural = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "cfb diff: {}, {}, {}, {} ({} of {} nodes of A matched, B has {})",
        plural(s.insert, "insertion", "insertions"),
        plural(s.delete, "deletion", "deletions"),
        plural(s.update, "update", "updates"),
        plural(s.move_, "move", "moves"),
        s.matched_nodes,
        s.nodes_a,
        s.nodes_b
    )
}
