//! `cfb diff` reports: JSON for machines, text for a terminal, one self-contained HTML page.
//!
//! All three read the same [`Report`]: the actions with their places, each side's text
//! painted by action (a byte belongs to the innermost change over it), and the two sides'
//! lines aligned for showing them next to each other.

pub mod html;
pub mod text;

use crate::compare::{Action, ActionKind, Comparison, Side, Summary};

/// A place in one side's text, as the JSON report gives it (lines from 1, `end_line` the line
/// of the last byte).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Place {
    pub start_byte: usize,
    pub end_byte: usize,
    pub start_line: usize,
    pub end_line: usize,
}

/// One action of the report (its texts are borrowed from the compared sides).
#[derive(Debug, Clone, serde::Serialize)]
pub struct ActionEntry<'c> {
    pub action: ActionKind,
    pub kind: &'static str,
    pub a: Option<Place>,
    pub b: Option<Place>,
    pub text_a: Option<&'c str>,
    pub text_b: Option<&'c str>,
}

/// The JSON report (`cfb diff --format json`).
#[derive(Debug, Clone, serde::Serialize)]
pub struct Report<'c> {
    pub a: String,
    pub b: String,
    pub lang: &'static str,
    pub actions: Vec<ActionEntry<'c>>,
    pub summary: Summary,
}

/// How a byte of a side is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paint {
    #[default]
    Plain,
    Delete,
    Insert,
    Update,
    /// Part of a moved subtree: the number of the move (for linking the two ends).
    Move(u32),
}

/// Everything the three formats show.
pub struct View<'c> {
    pub report: Report<'c>,
    pub a: &'c Side,
    pub b: &'c Side,
    /// Per byte of each side.
    pub paint_a: Vec<Paint>,
    pub paint_b: Vec<Paint>,
    /// Rows of the two sides next to each other: a line of A, of B, or of both (0-based).
    pub rows: Vec<(Option<usize>, Option<usize>)>,
    /// Line start offsets of each side.
    pub lines_a: Vec<usize>,
    pub lines_b: Vec<usize>,
}

pub(crate) fn line_starts(text: &str) -> Vec<usize> {
    // No start past a final line break: rows number the lines `str::lines` gives.
    std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1).filter(|&i| i < text.len())).collect()
}

/// The 1-based line of byte `at`.
fn line_of(starts: &[usize], at: usize) -> usize {
    starts.partition_point(|&s| s <= at).max(1)
}

/// Where node `id` of `side` is; `starts` are the side's [`line_starts`].
pub(crate) fn place(side: &Side, starts: &[usize], id: usize) -> Place {
    let span = side.tree.nodes[id].span;
    Place {
        start_byte: span.start,
        end_byte: span.end,
        start_line: line_of(starts, span.start),
        end_line: line_of(starts, span.end.saturating_sub(1).max(span.start)),
    }
}

impl<'c> Report<'c> {
    /// The report alone, without what only the text and HTML views show (painting and line
    /// alignment).
    pub fn new(cmp: &'c Comparison, name_a: &str, name_b: &str, lang: &'static str) -> Report<'c> {
        let lines = [line_starts(&cmp.a.text), line_starts(&cmp.b.text)];
        Report::with_lines(cmp, &cmp.actions(), [name_a, name_b], lang, [&lines[0], &lines[1]])
    }

    fn with_lines(
        cmp: &'c Comparison,
        actions: &[Action],
        [name_a, name_b]: [&str; 2],
        lang: &'static str,
        [lines_a, lines_b]: [&[usize]; 2],
    ) -> Report<'c> {
        let (a, b) = (&cmp.a, &cmp.b);
        let entries = actions
            .iter()
            .map(|x| ActionEntry {
                action: x.action,
                kind: x.kind,
                a: x.a.map(|id| place(a, lines_a, id)),
                b: x.b.map(|id| place(b, lines_b, id)),
                text_a: x.a.map(|id| a.text_of(id)),
                text_b: x.b.map(|id| b.text_of(id)),
            })
            .collect();
        Report { a: name_a.into(), b: name_b.into(), lang, actions: entries, summary: cmp.summary_of(actions) }
    }
}

impl<'c> View<'c> {
    pub fn new(cmp: &'c Comparison, name_a: &str, name_b: &str, lang: &'static str) -> View<'c> {
        let (a, b) = (&cmp.a, &cmp.b);
        let (lines_a, lines_b) = (line_starts(&a.text), line_starts(&b.text));
        let actions = cmp.actions();
        let mut paint_a = vec![Paint::Plain; a.text.len()];
        let mut paint_b = vec![Paint::Plain; b.text.len()];
        let fill = |paint: &mut Vec<Paint>, side: &Side, id: usize, p: Paint| {
            let span = side.tree.nodes[id].span;
            for slot in &mut paint[span.start.min(span.end)..span.end.min(side.text.len())] {
                *slot = p;
            }
        };
        // Moves first: the changes inside a moved subtree show over it.
        let mut moves = 0u32;
        for x in actions.iter().filter(|x| x.action == ActionKind::Move) {
            moves += 1;
            fill(&mut paint_a, a, x.a.expect("a move has both ends"), Paint::Move(moves));
            fill(&mut paint_b, b, x.b.expect("a move has both ends"), Paint::Move(moves));
        }
        for x in &actions {
            match x.action {
                // A node whose subtree is not all gone shows through its children's actions.
                ActionKind::Delete => {
                    if x.whole {
                        fill(&mut paint_a, a, x.a.expect("a delete is in A"), Paint::Delete);
                    }
                }
                ActionKind::Insert => {
                    if x.whole {
                        fill(&mut paint_b, b, x.b.expect("an insert is in B"), Paint::Insert);
                    }
                }
                ActionKind::Update => {
                    fill(&mut paint_a, a, x.a.expect("both ends"), Paint::Update);
                    fill(&mut paint_b, b, x.b.expect("both ends"), Paint::Update);
                }
                ActionKind::Move => {}
            }
        }
        let rows = align(&a.text, &b.text);
        View {
            report: Report::with_lines(cmp, &actions, [name_a, name_b], lang, [&lines_a, &lines_b]),
            a,
            b,
            paint_a,
            paint_b,
            rows,
            lines_a,
            lines_b,
        }
    }

    /// Line `k` (0-based) of a side, without its line break, with its byte offset.
    pub fn line<'s>(text: &'s str, starts: &[usize], k: usize) -> (usize, &'s str) {
        let start = starts[k];
        let end = starts.get(k + 1).copied().unwrap_or(text.len());
        (start, text[start..end].trim_end_matches(['\n', '\r']))
    }

    /// Whether row `r` shows a change (a painted byte; a line only one side has that holds no
    /// node, such as a comment, is no change).
    pub fn row_changed(&self, r: usize) -> bool {
        let painted = |text: &str, starts: &[usize], paint: &[Paint], k: Option<usize>| {
            k.is_some_and(|k| {
                let (start, line) = View::line(text, starts, k);
                paint[start..start + line.len()].iter().any(|p| *p != Paint::Plain)
            })
        };
        let (ka, kb) = self.rows[r];
        painted(&self.a.text, &self.lines_a, &self.paint_a, ka)
            || painted(&self.b.text, &self.lines_b, &self.paint_b, kb)
    }

    /// Runs of equal paint over line `k` of side A (`a`) or B.
    pub fn runs(&self, a: bool, k: usize) -> Vec<(&str, Paint)> {
        let (side, starts, paint) =
            if a { (self.a, &self.lines_a, &self.paint_a) } else { (self.b, &self.lines_b, &self.paint_b) };
        let (start, line) = View::line(&side.text, starts, k);
        let mut out: Vec<(&str, Paint)> = Vec::new();
        let mut from = 0;
        for (i, _) in line.char_indices().chain(std::iter::once((line.len(), ' '))) {
            if i == line.len() || (i > from && paint[start + i] != paint[start + from]) {
                if i > from {
                    out.push((&line[from..i], paint[start + from]));
                }
                from = i;
            }
        }
        out
    }

    /// Row groups to show: changed rows with `context` rows around them.
    pub fn hunks(&self, context: usize) -> Vec<std::ops::Range<usize>> {
        let mut out: Vec<std::ops::Range<usize>> = Vec::new();
        for r in (0..self.rows.len()).filter(|&r| self.row_changed(r)) {
            let (lo, hi) = (r.saturating_sub(context), (r + context + 1).min(self.rows.len()));
            match out.last_mut() {
                Some(last) if lo <= last.end => last.end = hi,
                _ => out.push(lo..hi),
            }
        }
        out
    }
}

/// The lines of the two texts next to each other: equal lines (white space aside) on one row,
/// the others paired in order within each changed stretch.
fn align(a: &str, b: &str) -> Vec<(Option<usize>, Option<usize>)> {
    let key =
        |t: &str| -> Vec<String> { t.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).collect() };
    let (ka, kb) = (key(a), key(b));
    let mut rows = Vec::new();
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, &ka, &kb) {
        match op {
            similar::DiffOp::Equal { old_index, new_index, len } => {
                rows.extend((0..len).map(|k| (Some(old_index + k), Some(new_index + k))))
            }
            similar::DiffOp::Delete { old_index, old_len, .. } => {
                rows.extend((0..old_len).map(|k| (Some(old_index + k), None)))
            }
            similar::DiffOp::Insert { new_index, new_len, .. } => {
                rows.extend((0..new_len).map(|k| (None, Some(new_index + k))))
            }
            similar::DiffOp::Replace { old_index, old_len, new_index, new_len } => {
                for k in 0..old_len.max(new_len) {
                    rows.push(((k < old_len).then_some(old_index + k), (k < new_len).then_some(new_index + k)));
                }
            }
        }
    }
    rows
}
