//! Fenced blocks: where they start and end, and what their tag says.
//!
//! Rules (what the benchmark's replies need):
//! - only a fence at the start of a line (after blanks) opens a block; `` ``` `` inside prose or at
//!   the end of a code line does not; a line quoted with `>` is not a fence;
//! - `` ``` `` and `~~~` fences of any length; a block ends at a line holding only a fence of the same
//!   character at least as long, so ````` ```` ````` blocks hold `` ``` `` lines (the inner blocks are found too,
//!   marked `nested`);
//! - a closing fence glued to the last code line (`end *)```) closes the block;
//! - a fence line followed by prose (```` ``` is the delimiter ````) closes the block;
//! - a block still open at the end of the reply (a truncated reply) runs to the end;
//! - the info string: its first word is the tag; words after a known language tag, or an info
//!   string that is itself code, are the block's first code line; a bare fence followed by a
//!   line holding only a language name takes that name as its tag.

use crate::language::Language;

/// One fenced block.
#[derive(Debug, Clone)]
pub struct Block {
    /// 1-based reply lines of the block's content (fence lines excluded). For an empty block
    /// `end_line` is `start_line - 1`.
    pub start_line: usize,
    pub end_line: usize,
    /// Byte offset of the opening fence in the (normalized) reply.
    pub offset: usize,
    /// The tag as written (first word of the info string, or the language word on the next
    /// line), if any.
    pub tag: Option<String>,
    pub content: String,
    pub closed: bool,
    /// Closed by a fence glued to the end of its last code line.
    pub glued_close: bool,
    /// For a block closed by a glued fence or by a fence line followed by prose: its content
    /// read by the strict line-start rule (on to the next line holding only a fence, or to the
    /// end), which some tools accept because they stop reading at the model's end.
    pub uncut: Option<String>,
    /// Found inside a longer fence.
    pub nested: bool,
    /// Holds nested blocks.
    pub has_inner: bool,
    /// The opening fence lies in a `<think>` section (set by the caller).
    pub in_think: bool,
}

/// What a fence tag says.
#[derive(Debug, Clone, PartialEq)]
pub enum Tag {
    /// No tag, or one that says nothing (`plaintext`, `text`, `crypto`, template leaks).
    Neutral,
    /// Names a verifier language (also through an alias, an extension or a stutter).
    Lang(Language),
    /// Names something else (`bash`, `mermaid`, `ocaml`, ...).
    Other(String),
}

/// Tags that carry no information about the block.
const NEUTRAL_TAGS: &[&str] =
    &["", "plaintext", "plain", "text", "txt", "code", "crypto", "houzhui", "none", "output", "model"];
/// Tags of things that are not a model: shell sessions, diagrams, data.
pub const NON_CODE_TAGS: &[&str] = &[
    "bash",
    "sh",
    "shell",
    "console",
    "zsh",
    "cmd",
    "powershell",
    "mermaid",
    "plantuml",
    "dot",
    "graphviz",
    "json",
    "yaml",
    "diff",
    "log",
    "ascii",
    "sequence",
    "markdown",
    "md",
];

/// Classifies a fence tag.
pub fn classify_tag(tag: Option<&str>) -> Tag {
    let Some(tag) = tag else { return Tag::Neutral };
    let word = tag.trim().trim_start_matches(['{', '.']).trim_end_matches('}').to_ascii_lowercase();
    if NEUTRAL_TAGS.contains(&word.as_str()) {
        return Tag::Neutral;
    }
    if let Some(l) = Language::from_name(&word).or_else(|| Language::from_extension(&word)) {
        return Tag::Lang(l);
    }
    if let Some(l) = stutter(&word) {
        return Tag::Lang(l);
    }
    match word.as_str() {
        "pi-calculus" | "picalculus" | "applied-pi" | "proverif-pi" => Tag::Lang(Language::Pv),
        "maudenpa" | "maude_npa" => Tag::Lang(Language::Maude),
        "spthy-tamarin" | "tamarin-prover" => Tag::Lang(Language::Spthy),
        _ => Tag::Other(word),
    }
}

/// A tag that is a language id or alias with some of its letters repeated (`hlpslsl`,
/// `spspthy`, `cvcv`).
fn stutter(word: &str) -> Option<Language> {
    for spec in crate::language::LANGUAGES {
        let names = std::iter::once(spec.id)
            .chain(spec.aliases.iter().copied())
            .chain(spec.front_ends.iter().map(|f| f.extension));
        for name in names {
            if word.len() <= name.len() || word.len() > 2 * name.len() + 2 {
                continue;
            }
            let rest = if let Some(r) = word.strip_prefix(name) {
                r
            } else if let Some(r) = word.strip_suffix(name) {
                r
            } else {
                continue;
            };
            if rest.chars().all(|c| name.contains(c)) {
                return Some(spec.language);
            }
        }
    }
    None
}

struct Opener {
    ch: char,
    len: usize,
    info: String,
}

/// The fence run at the start of `line` (after blanks): its character and length, and the
/// rest of the line.
fn fence_run(line: &str) -> Option<(char, usize, &str)> {
    let t = line.trim_start_matches([' ', '\t']);
    let ch = t.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let len = t.chars().take_while(|c| *c == ch).count();
    (len >= 3).then(|| (ch, len, &t[len..]))
}

fn opener(line: &str) -> Option<Opener> {
    let (ch, len, rest) = fence_run(line)?;
    if ch == '`' && rest.contains('`') {
        return None; // inline code in prose: ```cv and ```
    }
    Some(Opener { ch, len, info: rest.trim().to_string() })
}

/// How `line` ends an open block of fence `ch` × `len`.
enum Close {
    No,
    /// A line holding only the fence.
    Bare,
    /// The fence at the start of the line, followed by prose.
    ThenProse,
    /// Code, then the fence at the end of the line; the code part is given.
    Glued(usize),
}

fn closer(line: &str, ch: char, len: usize) -> Close {
    if let Some((c, l, rest)) = fence_run(line) {
        if c == ch && l >= len {
            let rest = rest.trim();
            if rest.is_empty() {
                return Close::Bare;
            }
            // ```lang opens a block inside an unclosed one: content (CommonMark); prose closes.
            if rest.contains(char::is_whitespace) {
                return Close::ThenProse;
            }
        }
        return Close::No;
    }
    let t = line.trim_end();
    let run = t.chars().rev().take_while(|c| *c == ch).count();
    if run >= len.max(3) && t.len() > run {
        let code = &t[..t.len() - run];
        // a fence written twice on one line (``` ```) or inside inline code is not glued code
        if !code.trim().is_empty() && !code.trim_end().ends_with(ch) {
            return Close::Glued(code.len());
        }
    }
    Close::No
}

/// The lines from `j` on to the next line holding only a closing fence (or to the end): how
/// the block goes on under the strict line-start rule.
fn line_start_rule_tail(lines: &[(usize, &str)], j: usize, ch: char, len: usize) -> String {
    let mut rest = String::new();
    for (_, line) in &lines[j..] {
        if matches!(closer(line, ch, len), Close::Bare) {
            break;
        }
        rest.push_str(line);
        rest.push('\n');
    }
    rest
}

/// A fence with a tag (```` ```maude ````) inside an open block, followed by prose rather than
/// code: the model closed its block with an opening fence.
fn tagged_fence_before_prose(lines: &[(usize, &str)], j: usize, ch: char, len: usize) -> bool {
    let Some((c, l, rest)) = fence_run(lines[j].1) else { return false };
    if c != ch || l < len || rest.trim().is_empty() || rest.trim().contains(char::is_whitespace) {
        return false;
    }
    match lines[j + 1..].iter().map(|(_, l)| *l).find(|l| !l.trim().is_empty()) {
        Some(next) => super::prose::is_prose_line(next),
        None => true,
    }
}

/// Does the info string look like a line of code rather than a tag?
fn info_is_code(info: &str) -> bool {
    info.contains(char::is_whitespace) || info.contains(['(', ';', ':', '=', '{', '"'])
}

/// The fenced blocks of `text`, in order; nested blocks follow their outer block.
pub fn find_blocks(text: &str) -> Vec<Block> {
    find_blocks_split(text, |_| false)
}

/// The fenced blocks of `text`, where a block never crosses a change of `inside(line offset)`
/// (a `<think>` section's boundary): each run of lines on one side is scanned on its own.
pub fn find_blocks_split(text: &str, inside: impl Fn(usize) -> bool) -> Vec<Block> {
    let lines: Vec<(usize, &str)> = line_offsets(text);
    let mut blocks = Vec::new();
    let mut start = 0;
    while start < lines.len() {
        let side = inside(lines[start].0);
        let mut end = start + 1;
        while end < lines.len() && inside(lines[end].0) == side {
            end += 1;
        }
        scan(&lines[start..end], start, false, &mut blocks);
        start = end;
    }
    blocks
}

/// Byte offsets of the lines that could open a fence.
pub fn fence_line_offsets(text: &str) -> Vec<usize> {
    line_offsets(text).into_iter().filter(|(_, l)| opener(l).is_some()).map(|(o, _)| o).collect()
}

/// Lines of `text` with their byte offsets (without the newline).
pub fn line_offsets(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        out.push((pos, line.strip_suffix('\n').unwrap_or(line)));
        pos += line.len();
    }
    out
}

fn scan(lines: &[(usize, &str)], line_base: usize, nested: bool, out: &mut Vec<Block>) {
    let mut i = 0;
    while i < lines.len() {
        let (offset, line) = lines[i];
        let Some(open) = opener(line) else {
            i += 1;
            continue;
        };
        let mut content: Vec<&str> = Vec::new();
        let mut first_line = String::new();
        let mut tag: Option<String> = None;
        if !open.info.is_empty() {
            let mut words = open.info.splitn(2, char::is_whitespace);
            let first = words.next().unwrap_or("");
            let rest = words.next().unwrap_or("").trim();
            if rest.is_empty() && !info_is_code(first) {
                tag = Some(first.to_string());
            } else if matches!(classify_tag(Some(first)), Tag::Lang(_)) {
                tag = Some(first.to_string());
                first_line = rest.to_string();
            } else if info_is_code(&open.info) {
                first_line = open.info.clone();
            } else {
                tag = Some(first.to_string());
            }
        }
        let mut j = i + 1;
        // the tag on the next line
        if tag.is_none() && first_line.is_empty() && j < lines.len() {
            let next = lines[j].1.trim();
            if !next.is_empty()
                && !next.contains(char::is_whitespace)
                && matches!(classify_tag(Some(next)), Tag::Lang(_))
            {
                tag = Some(next.to_string());
                j += 1;
            }
        }
        let content_start = j;
        let mut closed = false;
        let mut glued = false;
        let mut glued_code = String::new();
        let mut uncut_tail: Option<String> = None;
        while j < lines.len() {
            let mut how = closer(lines[j].1, open.ch, open.len);
            if matches!(how, Close::No) && tagged_fence_before_prose(lines, j, open.ch, open.len) {
                how = Close::ThenProse;
            }
            match how {
                Close::No => {
                    content.push(lines[j].1);
                    j += 1;
                }
                Close::Bare => {
                    closed = true;
                    break;
                }
                Close::ThenProse => {
                    uncut_tail = Some(line_start_rule_tail(lines, j, open.ch, open.len));
                    closed = true;
                    break;
                }
                Close::Glued(n) => {
                    uncut_tail = Some(line_start_rule_tail(lines, j, open.ch, open.len));
                    glued_code = lines[j].1[..n].to_string();
                    closed = true;
                    glued = true;
                    break;
                }
            }
        }
        let mut text = String::new();
        if !first_line.is_empty() {
            text.push_str(&first_line);
            text.push('\n');
        }
        for l in &content {
            text.push_str(l);
            text.push('\n');
        }
        let uncut = uncut_tail.map(|tail| format!("{text}{tail}"));
        if glued {
            text.push_str(&glued_code);
            text.push('\n');
        }
        let start_line = line_base + if first_line.is_empty() { content_start } else { i } + 1;
        let end_line = if glued {
            line_base + j + 1
        } else if !content.is_empty() {
            line_base + content_start + content.len()
        } else if !first_line.is_empty() {
            line_base + i + 1
        } else {
            start_line - 1
        };
        let index = out.len();
        out.push(Block {
            start_line,
            end_line,
            offset,
            tag,
            content: text,
            closed,
            glued_close: glued,
            uncut,
            nested,
            has_inner: false,
            in_think: false,
        });
        // blocks inside a longer fence
        let inner_lines = &lines[content_start..content_start + content.len()];
        // only a fence shorter than the outer one (or of the other character) opens an inner
        // block; a ```tag line inside an unclosed ``` block is content
        if inner_lines.iter().any(|(_, l)| opener(l).is_some_and(|o| o.len < open.len || o.ch != open.ch)) {
            let before = out.len();
            scan(inner_lines, line_base + content_start, true, out);
            if out.len() > before {
                out[index].has_inner = true;
            }
        }
        i = j + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Block {
        let b = find_blocks(text);
        assert_eq!(b.len(), 1, "{b:#?}");
        b.into_iter().next().unwrap()
    }

    #[test]
    fn tags() {
        assert_eq!(classify_tag(Some("hlpslsl")), Tag::Lang(Language::Hlpsl));
        assert_eq!(classify_tag(Some("spspthy")), Tag::Lang(Language::Spthy));
        assert_eq!(classify_tag(Some("cvcv")), Tag::Lang(Language::Cv));
        assert_eq!(classify_tag(Some("proverif")), Tag::Lang(Language::Pv));
        assert_eq!(classify_tag(Some("maude-npa")), Tag::Lang(Language::Maude));
        assert_eq!(classify_tag(Some("houzhui")), Tag::Neutral);
        assert_eq!(classify_tag(Some("plaintext")), Tag::Neutral);
        assert_eq!(classify_tag(Some("echo")), Tag::Other("echo".into()));
        assert_eq!(classify_tag(Some("bash")), Tag::Other("bash".into()));
    }

    #[test]
    fn lines_and_content() {
        let b = one("intro\n```pv\na\nb\n```\nafter\n");
        assert_eq!((b.start_line, b.end_line, b.closed), (3, 4, true));
        assert_eq!(b.content, "a\nb\n");
        assert_eq!(b.tag.as_deref(), Some("pv"));
    }

    #[test]
    fn unclosed_runs_to_end() {
        let b = one("x\n```spthy\ntheory T begin\nrule");
        assert_eq!((b.start_line, b.end_line, b.closed), (3, 4, false));
        assert_eq!(b.content, "theory T begin\nrule\n");
    }

    #[test]
    fn glued_close() {
        let b = one("```maude\nselect MAUDE-NPA .```\nThe model above.\n");
        assert!(b.glued_close && b.closed);
        assert_eq!(b.content, "select MAUDE-NPA .\n");
        assert_eq!(b.uncut.as_deref(), Some("select MAUDE-NPA .```\nThe model above.\n"));
        assert_eq!((b.start_line, b.end_line), (2, 2));
    }

    #[test]
    fn four_backticks_nest() {
        let b = find_blocks("````\n```hlpsl\nrole\n```\n````\n");
        assert_eq!(b.len(), 2);
        assert!(b[0].has_inner && b[1].nested);
        assert_eq!(b[1].content, "role\n");
        assert_eq!((b[1].start_line, b[1].end_line), (3, 3));
    }

    #[test]
    fn same_length_fence_inside_unclosed_block_is_content() {
        let b = find_blocks("```spthy\ntheory T begin\nend\n```spthy\nprose\n");
        assert_eq!(b.len(), 1);
        assert!(!b[0].closed);
    }

    #[test]
    fn tagged_fence_then_prose_closes() {
        let b = find_blocks("```maude\nfmod A is endfm\n```maude\n\nThe completed file includes the module.\n");
        assert_eq!(b.len(), 1);
        assert!(b[0].closed);
        assert_eq!(b[0].content, "fmod A is endfm\n");
    }

    #[test]
    fn blocks_do_not_cross_think_boundaries() {
        let text = "<think>\ndraft\n```\n\n</think>\nAnswer:\n```pv\nprocess 0\n```\n";
        let end = text.find("</think>").unwrap() + 8;
        let b = find_blocks_split(text, |o| o < end);
        assert_eq!(b.len(), 2);
        assert_eq!(b[1].content, "process 0\n");
    }

    #[test]
    fn not_fences() {
        assert!(find_blocks("Use ```cv and ``` in prose.\n> ```\n").is_empty());
        assert!(find_blocks("text ``` here\n").is_empty());
    }

    #[test]
    fn tag_on_next_line_and_code_on_fence_line() {
        let b = one("```\nhlpsl\nrole a\n```\n");
        assert_eq!(b.tag.as_deref(), Some("hlpsl"));
        assert_eq!(b.content, "role a\n");
        let b = one("```theory probEnc\nbegin\nend\n```\n");
        assert_eq!(b.tag, None);
        assert_eq!(b.content, "theory probEnc\nbegin\nend\n");
        let b = one("```spthy theory X\nbegin\n```\n");
        assert_eq!(b.tag.as_deref(), Some("spthy"));
        assert_eq!(b.content, "theory X\nbegin\n");
    }

    #[test]
    fn tildes_and_prose_after_fence() {
        let b = one("~~~\ncode\n~~~\n");
        assert_eq!(b.content, "code\n");
        let b = one("```spthy\n``` is implicitly the delimiter\n");
        assert_eq!(b.content, "");
        assert!(b.closed);
    }
}
