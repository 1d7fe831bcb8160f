//! `<think>` sections: a model's reasoning, which may hold draft code but is not the answer.
//!
//! A section runs from `<think>` to the next `</think>`. A section still open at the end runs
//! to the next line-start fence after it when there is one (models often forget to close it
//! before the answer), else to the end. A `</think>` with no `<think>` before it closes a
//! section that started with the reply.

use std::ops::Range;

const OPEN: &str = "<think>";
const CLOSE: &str = "</think>";

/// What the think pass found.
#[derive(Debug, Default)]
pub struct ThinkSections {
    /// Byte ranges of the sections, tags included, in order, not overlapping.
    pub ranges: Vec<Range<usize>>,
    pub unclosed: bool,
}

impl ThinkSections {
    pub fn contains(&self, offset: usize) -> bool {
        self.ranges.iter().any(|r| r.contains(&offset))
    }
}

/// Finds the `<think>` sections of `text`. `fence_starts` are the byte offsets of line-start
/// fence openers (an unclosed section ends at the first one after it).
pub fn find(text: &str, fence_starts: &[usize]) -> ThinkSections {
    let mut out = ThinkSections::default();
    let mut pos = 0;
    if let Some(close) = text.find(CLOSE) {
        if !text[..close].contains(OPEN) {
            out.ranges.push(0..close + CLOSE.len());
            pos = close + CLOSE.len();
        }
    }
    while let Some(rel) = text[pos..].find(OPEN) {
        let start = pos + rel;
        let body = start + OPEN.len();
        match text[body..].find(CLOSE) {
            Some(c) => {
                let end = body + c + CLOSE.len();
                out.ranges.push(start..end);
                pos = end;
            }
            None => {
                out.unclosed = true;
                let end = fence_starts.iter().copied().find(|&f| f > start).unwrap_or(text.len());
                out.ranges.push(start..end);
                pos = end;
                if end == text.len() {
                    break;
                }
            }
        }
    }
    out
}

/// `text` without its think sections.
pub fn strip(text: &str, sections: &ThinkSections) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for r in &sections.ranges {
        out.push_str(&text[pos..r.start]);
        pos = r.end;
    }
    out.push_str(&text[pos..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_repeated_unclosed() {
        let t = "<think>a</think>x<think>b</think>y<think>c\n```pv\nz\n```\n";
        let fence = t.find("```").unwrap();
        let s = find(t, &[fence]);
        assert_eq!(s.ranges.len(), 3);
        assert!(s.unclosed);
        assert_eq!(strip(t, &s), "xy```pv\nz\n```\n");
    }

    #[test]
    fn orphan_close() {
        let t = "reasoning</think>answer";
        assert_eq!(strip(t, &find(t, &[])), "answer");
    }
}
