//! Telling prose from code, line by line: lines such as "Here is the code:" inside a block,
//! and the span that is code in a reply without fences.

use crate::language::Language;

/// Words that make a line English rather than code.
const FUNCTION_WORDS: &[&str] = &[
    "the",
    "a",
    "an",
    "is",
    "are",
    "was",
    "this",
    "that",
    "these",
    "here",
    "here's",
    "of",
    "to",
    "and",
    "for",
    "with",
    "it",
    "we",
    "you",
    "i",
    "i'll",
    "let's",
    "be",
    "will",
    "which",
    "should",
    "can",
    "has",
    "have",
    "from",
    "on",
    "code",
    "following",
    "below",
    "above",
    "model",
    "corrected",
    "updated",
    "completed",
    "version",
    "protocol's",
    "now",
    "note",
    "explanation",
    "changes",
    "because",
    "so",
    "but",
    "not",
    "how",
    "what",
    "where",
    "why",
];

/// Comment openers: a line starting with one is code (a comment), whatever its words.
const COMMENT_STARTS: &[&str] = &["(*", "*)", "//", "/*", "*/", "%", "---", "***", "--", "#"];

/// Does the (trimmed) line open with a comment of one of the languages' line styles?
pub fn is_comment_line(trimmed: &str) -> bool {
    COMMENT_STARTS.iter().any(|c| trimmed.starts_with(c))
}

/// Is `line` prose in a reply about `lang` code: a sentence, or a Markdown heading or emphasis
/// line (a `#` line is a comment in SPDL, not a heading)?
pub fn is_prose_line_in(line: &str, lang: Language) -> bool {
    let t = line.trim();
    if lang == Language::Spdl && t.starts_with('#') {
        return false;
    }
    if (t.starts_with("# ") || t.starts_with("## ") || t.starts_with("### ") || t.starts_with("**"))
        && !t.starts_with("***")
    {
        return true;
    }
    is_prose_line(line)
}

/// Is `line` a sentence of prose (also as a list item)?
pub fn is_prose_line(line: &str) -> bool {
    let t = line.trim();
    if t.is_empty() {
        return false;
    }
    if is_comment_line(t) {
        return false;
    }
    let body = t
        .strip_prefix("- ")
        .or_else(|| t.strip_prefix("* "))
        .or_else(|| {
            t.split_once(". ").filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())).map(|(_, r)| r)
        })
        .unwrap_or(t);
    let words: Vec<&str> = body.split_whitespace().collect();
    let wordlike = |w: &&str| {
        let w = w.trim_matches(|c: char| ",.:;!?()\"'`*".contains(c));
        !w.is_empty() && w.chars().all(|c| c.is_alphabetic() || c == '\'' || c == '-')
    };
    let n_wordlike = words.iter().filter(|w| wordlike(w)).count();
    let n_function = words
        .iter()
        .filter(|w| {
            FUNCTION_WORDS
                .contains(&w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').to_ascii_lowercase().as_str())
        })
        .count();
    let code_marks = body.matches(['=', ';', '{', '}', '[', ']', '<', '>', '|', '\\', '$', '~', '#', '@']).count();
    // a sentence starts with a capital letter (code starts with a keyword or an identifier) and
    // does not end like a Maude statement (` .`)
    let capital = body.starts_with(|c: char| c.is_uppercase() || c == '`' || c == '*' || c == '"');
    if words.len() >= 4 {
        return capital
            && !t.ends_with(" .")
            && n_wordlike * 10 >= words.len() * 7
            && n_function >= 2
            && code_marks <= 1;
    }
    // "Explanation:", "Key changes:" — a capitalised heading ending with a colon
    words.len() <= 3
        && t.ends_with(':')
        && t.starts_with(|c: char| c.is_uppercase())
        && words.iter().all(wordlike)
        && n_function >= 1
}

/// Which lines of `text` lie inside a multi-line comment of `lang`'s style (they are code even
/// when they read as English).
pub fn comment_lines(text: &str, lang: Language) -> Vec<bool> {
    let pairs: &[(&str, &str)] = match lang {
        Language::Pv | Language::Cv | Language::Ocv | Language::Ec => &[("(*", "*)")],
        Language::Spdl => &[("/*", "*/")],
        // Tamarin also has `text{* ... *}` and `section{* ... *}` blocks of prose
        Language::Spthy => &[("/*", "*/"), ("{*", "*}")],
        Language::Hlpsl | Language::Maude => return vec![false; text.lines().count()],
    };
    let mut depth = 0usize;
    let mut out = Vec::new();
    for line in text.lines() {
        let starts_inside = depth > 0;
        let mut rest = line;
        let mut touched = false;
        loop {
            let o = pairs.iter().filter_map(|(o, _)| rest.find(o)).min();
            let c = pairs.iter().filter_map(|(_, c)| rest.find(c)).min();
            match (o, c) {
                (Some(o), c) if c.is_none_or(|c| o < c) => {
                    depth += 1;
                    touched = true;
                    rest = &rest[o + 2..];
                }
                (_, Some(c)) if depth > 0 => {
                    depth -= 1;
                    touched = true;
                    rest = &rest[c + 2..];
                }
                (_, Some(c)) => rest = &rest[c + 2..],
                _ => break,
            }
        }
        out.push(starts_inside || touched);
    }
    out
}

/// Is `line` a stray fence: a fence run with at most one word after it (```` ```maude ```` written
/// twice to open a block, a ```` ``` ```` left at its end)? Never code in any of the languages.
pub fn is_stray_fence_line(line: &str) -> bool {
    let t = line.trim();
    let Some(ch) = t.chars().next().filter(|c| *c == '`' || *c == '~') else { return false };
    let run = t.chars().take_while(|c| *c == ch).count();
    run >= 3 && !t[run..].trim().contains(char::is_whitespace) && !t[run..].contains('`')
}

/// Removes prose lines ("Here is the corrected code:") and stray fence lines from the start and
/// end of a block's content. Returns the content and how many lines were removed.
pub fn trim_block(content: &str, lang: Language) -> (String, usize) {
    let lines: Vec<&str> = content.lines().collect();
    let in_comment = comment_lines(content, lang);
    let is_prose = |i: usize| !in_comment[i] && (is_prose_line(lines[i]) || is_stray_fence_line(lines[i]));
    let mut start = 0;
    while start < lines.len() && (lines[start].trim().is_empty() || is_prose(start)) {
        start += 1;
    }
    let mut end = lines.len();
    while end > start && (lines[end - 1].trim().is_empty() || is_prose(end - 1)) {
        end -= 1;
    }
    let removed = lines[..start].iter().chain(&lines[end..]).filter(|l| !l.trim().is_empty()).count();
    if removed == 0 {
        return (content.to_string(), 0);
    }
    let mut out = lines[start..end].join("\n");
    out.push('\n');
    (out, removed)
}

/// A run of lines in a reply without fences that reads as code.
#[derive(Debug, Clone)]
pub struct Span {
    /// 1-based, inclusive.
    pub start_line: usize,
    pub end_line: usize,
    pub text: String,
    /// Lines that are code and not blank.
    pub code_lines: usize,
}

/// The runs of code lines in `text`: prose lines end a run, except one prose line between code
/// lines. Runs with fewer than two code lines are dropped.
pub fn code_spans(text: &str, lang: Language) -> Vec<Span> {
    let lines: Vec<&str> = text.lines().collect();
    let in_comment = comment_lines(text, lang);
    let prose: Vec<bool> = (0..lines.len()).map(|i| !in_comment[i] && is_prose_line_in(lines[i], lang)).collect();
    let code = |i: usize| !prose[i] && !lines[i].trim().is_empty();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !code(i) {
            i += 1;
            continue;
        }
        let start = i;
        let mut end = i; // last code line
        let mut j = i + 1;
        while j < lines.len() {
            if code(j) {
                end = j;
            } else if prose[j] && !(j + 1 < lines.len() && code(j + 1) && !prose[j - 1]) {
                break;
            }
            j += 1;
        }
        let n = (start..=end).filter(|&k| code(k)).count();
        if n >= 2 {
            let mut t = lines[start..=end].join("\n");
            t.push('\n');
            spans.push(Span { start_line: start + 1, end_line: end + 1, text: t, code_lines: n });
        }
        i = j.max(end + 1);
    }
    spans
}

/// Lines that hold code: not blank, not prose, and not only a comment of a line-comment style.
pub fn count_code_lines(text: &str, lang: Language) -> usize {
    let in_comment = comment_lines(text, lang);
    text.lines()
        .enumerate()
        .filter(|(i, l)| {
            let t = l.trim();
            !t.is_empty() && !in_comment[*i] && !is_comment_line(t) && !is_prose_line(l)
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_lines() {
        assert!(is_prose_line("Here is the corrected code:"));
        assert!(is_prose_line("This model captures the key exchange of the protocol."));
        assert!(is_prose_line("Explanation:"));
        assert!(is_prose_line_in("## Changes made", Language::Pv));
        assert!(!is_prose_line_in("# Note: the key is shared", Language::Spdl));
        assert!(!is_prose_line("role I {"));
        assert!(!is_prose_line("(* This is the key exchange of the protocol *)"));
        assert!(!is_prose_line("free c: channel."));
        assert!(!is_prose_line("lemma secrecy: \"All x #i. Secret(x) @ i ==> not (Ex #j. K(x) @ j)\""));
        assert!(!is_prose_line("builtins: hashing, symmetric-encryption"));
        assert!(!is_prose_line("end"));
        assert!(!is_prose_line("*** The protocol is specified here for the NPA"));
    }

    #[test]
    fn trims_prose_at_block_edges() {
        let (t, n) = trim_block(
            "Here is the code:\n\nfree c: channel.\nprocess 0\nThat is the whole model of the protocol.\n",
            Language::Pv,
        );
        assert_eq!(t, "free c: channel.\nprocess 0\n");
        assert_eq!(n, 2);
        let (t, n) = trim_block("```maude\nfmod A is endfm\n```maude\n", Language::Maude);
        assert_eq!(t, "fmod A is endfm\n");
        assert_eq!(n, 2);
    }

    #[test]
    fn spans_of_code_in_prose() {
        let text = "Sure, here is the model of the protocol:\n\nfree c: channel.\n(* The key is\n   shared by the two of them *)\nprocess\n  0\n\nThis model has a secrecy query for the key.\n";
        let spans = code_spans(text, Language::Pv);
        assert_eq!(spans.len(), 1);
        assert_eq!((spans[0].start_line, spans[0].end_line), (3, 7));
    }

    #[test]
    fn comment_lines_are_code() {
        assert_eq!(comment_lines("a\n(* x\ny\n*) b\nc", Language::Pv), vec![false, true, true, true, false]);
    }
}
