//! The layout engine: the file's tokens in their order, with the white space between them
//! decided by the language's rules ([`super::rules`]). Only white space changes; tokens are
//! written as they are, so what the verifier reads stays the same (checked after the fact,
//! see [`super::format`]).

use std::ops::Range;

use crate::parse::query::Capture;
use crate::parse::tree::{NodeId, SyntaxTree};

use super::rules::{LayoutRules, Rule};

const LEAF: u16 = 1;
const KEEP: u16 = 1 << 1;
const INDENT: u16 = 1 << 2;
const DEDENT: u16 = 1 << 3;
const NEWLINE_BEFORE: u16 = 1 << 4;
const NEWLINE_AFTER: u16 = 1 << 5;
const BLANK_BEFORE: u16 = 1 << 6;
const SPACE_BEFORE: u16 = 1 << 7;
const SPACE_AFTER: u16 = 1 << 8;
const NOSPACE_BEFORE: u16 = 1 << 9;
const NOSPACE_AFTER: u16 = 1 << 10;
const INDENT_START: u16 = 1 << 11;
const INDENT_STOP: u16 = 1 << 12;

fn flag(rule: Rule) -> u16 {
    match rule {
        Rule::Leaf => LEAF,
        Rule::Keep => KEEP,
        Rule::Indent => INDENT,
        Rule::IndentStart => INDENT_START,
        Rule::IndentStop => INDENT_STOP,
        Rule::Dedent => DEDENT,
        Rule::NewlineBefore => NEWLINE_BEFORE,
        Rule::NewlineAfter => NEWLINE_AFTER,
        Rule::BlankBefore => BLANK_BEFORE,
        Rule::SpaceBefore => SPACE_BEFORE,
        Rule::SpaceAfter => SPACE_AFTER,
        Rule::NoSpaceBefore => NOSPACE_BEFORE,
        Rule::NoSpaceAfter => NOSPACE_AFTER,
        Rule::Ignored => 0,
    }
}

/// A token of the layout: a leaf, a `@leaf`/`@keep` node or a comment, written as it is.
#[derive(Debug, Clone, Copy)]
pub struct Token {
    pub node: NodeId,
    pub start: usize,
    pub end: usize,
    pub comment: bool,
}

/// The tokens of a tree in document order (`flags` by node; no flags: plain leaves and
/// comments). Empty tokens (zero width) are left out.
pub fn tokens(tree: &SyntaxTree, flags: Option<&[u16]>) -> Vec<Token> {
    let mut out = Vec::new();
    let mut id = tree.root();
    while id < tree.len() {
        let node = tree.node(id);
        let whole = flags.is_some_and(|f| f[id] & (LEAF | KEEP) != 0);
        if whole || node.is_extra || tree.is_leaf(id) {
            if node.span.end > node.span.start {
                out.push(Token { node: id, start: node.span.start, end: node.span.end, comment: node.is_extra });
            }
            id = tree.subtree_end(id);
        } else {
            id += 1;
        }
    }
    out
}

/// A place where the layout changed the text between two tokens: the bytes `old` of the input
/// became the bytes `new` of the output. `before` and `after` are the tokens around it (by index
/// into [`Laid::tokens`]); `None` at the file's start or end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Junction {
    pub old: Range<usize>,
    pub new: Range<usize>,
    pub before: Option<usize>,
    pub after: Option<usize>,
}

/// A laid-out text, with the tokens it was laid out from and the places where it differs from
/// the input (recorded only when comments are kept: a stripped comment is no junction).
pub struct Laid {
    pub text: String,
    pub tokens: Vec<Token>,
    pub junctions: Vec<Junction>,
}

/// How strictly to lay out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Every rule.
    Full,
    /// Only line starts: indentation, trailing white space, blank lines, the final newline;
    /// white space inside a line is kept (the fallback when the full layout would change a token).
    LinesOnly,
}

/// Lays out `text` (whose tree is `tree`, with the rules' `captures`).
pub fn layout(
    tree: &SyntaxTree,
    text: &str,
    rules: &LayoutRules,
    captures: &[Capture],
    mode: Mode,
    strip_comments: bool,
) -> Laid {
    let mut flags = vec![0u16; tree.len()];
    for c in captures {
        flags[c.node] |= flag(rules.rules[c.name]);
    }
    let all = tokens(tree, Some(&flags));
    // The token a node starts and ends with (by index), for the rules on nodes.
    let first_token = |node: NodeId| all.partition_point(|t| t.start < tree.node(node).span.start);
    let last_token = |node: NodeId| all.partition_point(|t| t.end <= tree.node(node).span.end).checked_sub(1);
    let n = all.len();
    let mut before = vec![0u16; n + 1];
    let mut after = vec![0u16; n + 1];
    let mut depth_delta = vec![0i64; n + 2];
    for (node, &f) in flags.iter().enumerate() {
        if f & !(LEAF | KEEP) == 0 || tree.node(node).span.start == tree.node(node).span.end {
            continue;
        }
        let (first, Some(last)) = (first_token(node), last_token(node)) else { continue };
        if first >= n || last < first {
            continue;
        }
        before[first] |= f & (NEWLINE_BEFORE | BLANK_BEFORE | SPACE_BEFORE | NOSPACE_BEFORE | DEDENT);
        after[last] |= f & (NEWLINE_AFTER | SPACE_AFTER | NOSPACE_AFTER);
        if f & INDENT != 0 && last > first {
            depth_delta[first + 1] += 1;
            depth_delta[last + 1] -= 1;
        }
        if f & INDENT_START != 0 {
            depth_delta[last + 1] += 1;
        }
        if f & INDENT_STOP != 0 {
            depth_delta[first] -= 1;
        }
    }
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut depth: i64 = 0;
    let mut prev: Option<usize> = None; // index of the last token written
    let mut gap = String::new();
    let mut junctions = Vec::new();
    // White space the layout trims from a comment's end belongs to the junction after it.
    let mut trimmed = 0;
    for i in 0..n {
        depth += depth_delta[i];
        let tok = all[i];
        if strip_comments && tok.comment {
            continue;
        }
        // The white space since the last token written (stripped comments count as a space,
        // or as their line's end).
        gap.clear();
        let from = prev.map_or(0, |p| all[p].end);
        let mut verbatim = false;
        let mut at = from;
        for t in &all[prev.map_or(0, |p| p + 1)..i] {
            push_gap(&mut gap, &text[at..t.start], &mut verbatim);
            match gap.rfind('\n') {
                // A comment on a line of its own goes with its line.
                Some(k) => gap.truncate(k),
                None => gap.push(' '),
            }
            at = t.end;
        }
        push_gap(&mut gap, &text[at..tok.start], &mut verbatim);
        let token_text = &text[tok.start..tok.end];
        let sep_start = out.len();
        if verbatim {
            // Text between tokens that is not white space: never touched (nor before the first).
            out.push_str(&text[from..tok.start]);
        } else if let Some(p) = prev {
            trimmed = write_gap(&mut out, &gap, before[i], after[p], mode, all[p].comment, |rules_before| {
                if flags[tok.node] & KEEP != 0 {
                    // A kept node keeps its line start (`#ifdef` at column 0).
                    Indent::Kept
                } else {
                    Indent::Level(rules.indent_width * (depth - i64::from(rules_before & DEDENT != 0)).max(0) as usize)
                }
            });
        }
        if !strip_comments {
            note_junction(
                &mut junctions,
                text,
                &out,
                (from - trimmed..tok.start, sep_start - trimmed),
                (prev, Some(i)),
            );
        }
        trimmed = 0;
        out.push_str(token_text);
        prev = Some(i);
    }
    let sep_start = out.len();
    if prev.is_some_and(|p| all[p].comment) {
        trimmed = trim_trailing(&mut out);
    }
    // One final newline, unless the last token ends with its own (Maude's `quit` token runs
    // to the end of the file).
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    if !strip_comments {
        let from = prev.map_or(0, |p| all[p].end);
        note_junction(&mut junctions, text, &out, (from - trimmed..text.len(), sep_start - trimmed), (prev, None));
    }
    Laid { text: out, tokens: all, junctions }
}

/// How a line's start is indented.
enum Indent {
    /// As in the input (the gap's last line).
    Kept,
    /// With this many spaces.
    Level(usize),
}

/// Writes the white space between two tokens: `gap` is the input's, `rules_before` and
/// `rules_after` the flags of the token after and the token before, `indent` says how a new
/// line starts. Returns how many bytes of white space it trimmed from the output's end.
fn write_gap(
    out: &mut String,
    gap: &str,
    rules_before: u16,
    rules_after: u16,
    mode: Mode,
    after_comment: bool,
    indent: impl Fn(u16) -> Indent,
) -> usize {
    let mut trimmed = 0;
    let mut newlines = gap.matches('\n').count();
    if mode == Mode::Full {
        if rules_before & NEWLINE_BEFORE != 0 || rules_after & NEWLINE_AFTER != 0 {
            newlines = newlines.max(1);
        }
        if rules_before & BLANK_BEFORE != 0 {
            newlines = newlines.max(2);
        }
    }
    let newlines = newlines.min(2);
    if newlines > 0 {
        if after_comment {
            trimmed = trim_trailing(out); // `// note   ` at a line's end
        }
        for _ in 0..newlines {
            out.push('\n');
        }
        match indent(rules_before) {
            Indent::Kept => out.push_str(&gap[gap.rfind('\n').map_or(0, |k| k + 1)..]),
            Indent::Level(width) => out.extend(std::iter::repeat_n(' ', width)),
        }
    } else if mode == Mode::LinesOnly {
        out.push_str(gap);
    } else {
        let space = (rules_before & SPACE_BEFORE != 0) || (rules_after & SPACE_AFTER != 0);
        let nospace = (rules_before & NOSPACE_BEFORE != 0) || (rules_after & NOSPACE_AFTER != 0);
        if (gap.is_empty() && space && !nospace) || (!gap.is_empty() && (space || !nospace)) {
            out.push(' ');
        }
    }
    trimmed
}

/// Records the junction between the input's bytes `old` (between the tokens `tokens`) and
/// the output's from `new_start` to its end, if they differ.
fn note_junction(
    junctions: &mut Vec<Junction>,
    text: &str,
    out: &str,
    (old, new_start): (Range<usize>, usize),
    tokens: (Option<usize>, Option<usize>),
) {
    let new = new_start..out.len();
    if text[old.clone()] != out[new.clone()] {
        junctions.push(Junction { old, new, before: tokens.0, after: tokens.1 });
    }
}

/// Appends a run of text between tokens; flags text that is not white space.
fn push_gap(gap: &mut String, run: &str, verbatim: &mut bool) {
    if !run.chars().all(char::is_whitespace) {
        *verbatim = true;
    }
    gap.push_str(run);
}

/// Trims white space other than line ends from the output's end; returns how many bytes.
fn trim_trailing(out: &mut String) -> usize {
    let keep = out.trim_end_matches([' ', '\t', '\r', '\x0c']).len();
    let trimmed = out.len() - keep;
    out.truncate(keep);
    trimmed
}
