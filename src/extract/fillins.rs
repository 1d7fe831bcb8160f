//! Completion replies: the masked file's placeholders `____(CAT_N)____` and the reply's
//! fill-ins.
//!
//! A reply to a completion task either gives the whole completed file (then it is chosen like
//! any other block) or gives the fill-ins apart from the file. Then the masked file with the
//! fill-ins put in is the answer. The forms read, from the most code-like:
//! - **code**: a JSON object `{"PRE_1": "k_B"}`, or a fenced block that holds only fill-ins
//!   (`PRE_1 = k_B`, `PRE_1 <- k_B.`, `____(PRE_1)____: k_B`, comments between);
//! - **list**: a line of the reply's text that gives one fill-in: `PRE_1: k_B`,
//!   `` 1. `____(PRE_1)____` → `k_B` ``, `- PRE_1 = k_B`, a Markdown table row `| PRE_1 | k_B |`;
//! - **prose**: a sentence that links a placeholder to a code span or a quoted text:
//!   "`PRE_1` should be `k_B`", "PRE_1 is likely `k_B`", "replace ____(PRE_1)____ with `k_B`".
//!
//! Nothing is guessed: a value in prose counts only inside backticks or quotes, a line of code
//! in a block that also holds other code is not a fill-in, and a value that is only a placeholder
//! id, or reads as a sentence, is no fill-in. Where the reply gives one placeholder two values, the
//! more code-like form wins, else the later one (final answers follow guesses), and a note says
//! so. Fill-ins written inside their wrapper (`____(Pmac)____`) are unwrapped.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use regex::Regex;

use super::{fences, prose};

static PLACEHOLDER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"____\(([A-Z]+_\d+)\)____").expect("valid regex"));
static ID: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-Z]+_\d+$").expect("valid regex"));
/// A wrapper around something other than a placeholder id: a fill-in left in its wrapper.
static WRAPPED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"____\(([^()\n]{1,80}?)\)____").expect("valid regex"));
/// A line that gives one fill-in: an optional list marker, the id (bare, quoted, in its wrapper),
/// a sign, the value.
static ASSIGNMENT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"^\s*(?:[-*+]|\d+[.)])?\s*[`*"']*(?:____\()?([A-Z]+_\d+)(?:\)____)?[`*"']*\s*(?::=|:|=>|->|→|<-|=)\s*(.+?)\s*$"#,
    )
    .expect("valid regex")
});
static TABLE_ROW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*\|\s*[`*]*(?:____\()?([A-Z]+_\d+)(?:\)____)?[`*]*\s*\|\s*([^|]+?)\s*\|").expect("valid regex")
});
/// A sentence that gives a fill-in: the id, words that link it to a value, the value in
/// backticks or quotes; or "replace the id with the value".
static SENTENCE: LazyLock<Regex> = LazyLock::new(|| {
    let id = r#"[`*"'(]*(?:____\()?\b([A-Z]+_\d+)\b(?:\)____)?[`*"')]*"#;
    let hedge = r"(?:\s+(?:likely|probably|indeed|clearly|simply|then|now|just|correctly))?";
    let put = r"(?:replaced|filled|completed|filled\s+in)\s+(?:with|by|as)";
    let link = format!(
        r"(?:(?:should|must|would|could|will|can)\s+be{hedge}(?:\s+{put})?|is{hedge}(?:\s+{put})?|has\s+been\s+{put}|becomes|:|=|→|->|=>)"
    );
    let value = r#"(?:`([^`\n]+)`|'([^'\n]+)'|"([^"\n]+)")"#;
    Regex::new(&format!(
        r"{id}\s*(?i:{link})\s*{value}|(?i:replace|replaced|fill\s+in|filled\s+in)\s+{id}\s+(?i:with|by|as)\s+{value}"
    ))
    .expect("valid regex")
});

/// How a fill-in is written, from the least to the most code-like (the order of preference).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Form {
    Prose,
    List,
    Code,
}

impl Form {
    fn name(self) -> &'static str {
        match self {
            Form::Prose => "prose",
            Form::List => "a list",
            Form::Code => "code",
        }
    }
}

/// The fill-ins a reply gives.
#[derive(Debug, Clone, Default)]
pub struct Fillins {
    /// By placeholder id.
    pub values: BTreeMap<String, String>,
    /// Placeholders given two values, and which one was taken, by id.
    pub conflicts: BTreeMap<String, String>,
}

/// The placeholder ids of a masked file, in order of first occurrence.
pub fn placeholder_ids(masked: &str) -> Vec<String> {
    let mut seen = BTreeSet::new();
    PLACEHOLDER.captures_iter(masked).map(|c| c[1].to_string()).filter(|id| seen.insert(id.clone())).collect()
}

/// The fill-ins a reply gives, in any of the forms the module reads.
pub fn parse_fillins(reply: &str) -> Fillins {
    // (form, position in the reply, id, value)
    let mut found: Vec<(Form, usize, String, String)> = Vec::new();
    // JSON objects, also written on one line
    for (i, _) in reply.match_indices('{') {
        let Some(len) = reply[i..].find('}') else { continue };
        let Ok(map) = serde_json::from_str::<BTreeMap<String, serde_json::Value>>(&reply[i..=i + len]) else {
            continue;
        };
        for (k, v) in map {
            let k = k.trim_start_matches("____(").trim_end_matches(")____").to_string();
            if let (true, Some(v)) = (ID.is_match(&k), v.as_str().and_then(|v| clean_value(&k, v))) {
                found.push((Form::Code, i, k, v));
            }
        }
    }
    let lines = fences::line_offsets(reply);
    // a block's lines are fill-ins where they hold nothing else: the whole block, or a paragraph
    // of two or more fill-ins set apart from the model's code
    let mut in_block: Vec<Option<Form>> = vec![None; lines.len()];
    for b in fences::find_blocks(reply) {
        let first = b.start_line.saturating_sub(1);
        let content: Vec<&str> = b.content.lines().collect();
        let paragraphs = paragraphs(&content);
        let whole_block = paragraphs.iter().all(|p| p.fillins > 0 || p.code == 0);
        for p in &paragraphs {
            let form = if p.code == 0 && (p.fillins >= 2 || (whole_block && p.fillins > 0)) {
                Form::Code
            } else {
                Form::Prose
            };
            for i in p.lines.clone().map(|i| first + i).filter(|&i| i < lines.len()) {
                in_block[i] = Some(form);
            }
        }
    }
    for (i, &(offset, line)) in lines.iter().enumerate() {
        match in_block[i] {
            Some(Form::Code) => {
                if let Some((id, value)) = assignment(line) {
                    found.push((Form::Code, offset, id, value));
                }
            }
            Some(_) => {} // code of the model, or a block of other things
            None => {
                if let Some((id, value)) = TABLE_ROW
                    .captures(line)
                    .and_then(|c| Some((c[1].to_string(), clean_value(&c[1], &c[2])?)))
                    .or_else(|| assignment(line))
                {
                    found.push((Form::List, offset, id, value));
                    continue;
                }
                for c in SENTENCE.captures_iter(line) {
                    let Some(id) = c.get(1).or(c.get(5)) else { continue };
                    let value = (2..=4).chain(6..=8).find_map(|g| c.get(g));
                    if let Some(v) = value.and_then(|v| clean_value(id.as_str(), v.as_str())) {
                        found.push((Form::Prose, offset + id.start(), id.as_str().to_string(), v));
                    }
                }
            }
        }
    }
    // the most code-like form wins, then the later position
    found.sort_by_key(|(form, at, _, _)| (*form, *at));
    let mut out = Fillins::default();
    let mut taken: BTreeMap<String, (Form, String)> = BTreeMap::new();
    let mut given: BTreeMap<String, Vec<(Form, String)>> = BTreeMap::new();
    for (form, _, id, value) in found {
        given.entry(id.clone()).or_default().push((form, value.clone()));
        taken.insert(id, (form, value));
    }
    for (id, (form, value)) in taken {
        let others: Vec<String> = given[&id]
            .iter()
            .filter(|(_, v)| *v != value)
            .map(|(f, v)| format!("`{v}` in {}", f.name()))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        if !others.is_empty() {
            let why = if given[&id].iter().any(|(f, v)| *v != value && *f < form) {
                "the more code-like form"
            } else {
                "the later one"
            };
            out.conflicts.insert(
                id.clone(),
                format!("{id}: the reply also gives {}; took `{value}` in {} ({why})", others.join(", "), form.name()),
            );
        }
        out.values.insert(id, value);
    }
    out
}

/// The first `code` span of a right-hand side when it opens the text or follows a word that links
/// it to the id ("This is replaced with `x`").
fn linked_code_span(raw: &str) -> Option<&str> {
    let start = raw.find('`')?;
    let rest = &raw[start + 1..];
    let span = rest[..rest.find('`')?].trim();
    let before = raw[..start].trim().to_ascii_lowercase();
    let last_word = before.rsplit(char::is_whitespace).next().unwrap_or("");
    (before.is_empty() || ["with", "be", "is", "by", "as", "to"].contains(&last_word)).then_some(span)
}

/// A run of a block's lines between blank lines.
struct Paragraph {
    lines: std::ops::Range<usize>,
    /// Lines that give a fill-in.
    fillins: usize,
    /// Lines that are neither a fill-in, a comment nor a lone bracket.
    code: usize,
}

fn paragraphs(content: &[&str]) -> Vec<Paragraph> {
    let mut out: Vec<Paragraph> = Vec::new();
    let mut open = false;
    for (i, line) in content.iter().enumerate() {
        let t = line.trim();
        if t.is_empty() {
            open = false;
            continue;
        }
        if !open {
            out.push(Paragraph { lines: i..i, fillins: 0, code: 0 });
            open = true;
        }
        let Some(p) = out.last_mut() else { continue };
        p.lines.end = i + 1;
        if assignment(line).is_some() {
            p.fillins += 1;
        } else if !(prose::is_comment_line(t) || t.chars().all(|c| "{}[](),".contains(c))) {
            p.code += 1;
        }
    }
    out
}

/// The fill-in a line gives as `ID sign value`.
fn assignment(line: &str) -> Option<(String, String)> {
    let c = ASSIGNMENT.captures(line)?;
    Some((c[1].to_string(), clean_value(&c[1], &c[2])?))
}

/// The fill-in text of a right-hand side: its linked `code` span ([`linked_code_span`]), else the
/// text without quotes, a trailing comma and a trailing explanation. `None` for a sentence, for a bare placeholder id
/// and for what is too long to be a fill-in.
fn clean_value(id: &str, raw: &str) -> Option<String> {
    let raw = raw.trim().trim_end_matches(',').trim();
    let v = match linked_code_span(raw) {
        Some(span) => span,
        None => {
            let mut v = raw.trim_matches(|c| c == '"' || c == '\'' || c == '*').trim();
            for sep in [" (", " - ", " — ", " – ", " // ", " because ", " as "] {
                if let Some(i) = v.find(sep) {
                    v = v[..i].trim();
                }
            }
            v.trim_matches(|c| c == '"' || c == '\'' || c == '*').trim()
        }
    };
    let v = v.strip_prefix("____(").and_then(|x| x.strip_suffix(")____")).unwrap_or(v);
    let is_id = ID.is_match(v) && v == id;
    (!v.is_empty() && v.len() <= 200 && !is_id && !prose::is_prose_line(v)).then(|| v.to_string())
}

/// `masked` with every placeholder whose id `fill` knows replaced by its fill-in (in one pass:
/// a fill-in that looks like a placeholder stays as it is).
pub fn fill_placeholders(masked: &str, fill: impl Fn(&str) -> Option<String>) -> String {
    PLACEHOLDER.replace_all(masked, |c: &regex::Captures| fill(&c[1]).unwrap_or_else(|| c[0].to_string())).into_owned()
}

/// The placeholders of a masked file in order, each with its byte span (ids may repeat).
pub fn placeholder_spans(masked: &str) -> Vec<(String, std::ops::Range<usize>)> {
    PLACEHOLDER.captures_iter(masked).map(|c| (c[1].to_string(), c.get(0).map_or(0..0, |m| m.range()))).collect()
}

/// A completed file built from the masked file and the reply's fill-ins.
#[derive(Debug, Clone)]
pub struct Filled {
    /// `None` when the reply gives fill-ins for fewer than half of the placeholders (then
    /// `notes` says so).
    pub code: Option<String>,
    /// The placeholders the reply gives no fill-in for, in order of first occurrence.
    pub missing: Vec<String>,
    /// How many placeholders the masked file has.
    pub placeholders: usize,
    /// What the reader should know that is not wrong: conflicting values, fill-ins not used.
    pub notes: Vec<String>,
}

impl Filled {
    /// The warning that names the placeholders the reply gives no fill-in for, if any.
    pub fn missing_warning(&self) -> Option<String> {
        (!self.missing.is_empty()).then(|| {
            format!(
                "the reply gives no fill-in for {} of {} placeholders, left as ____(ID)____ in the code: {}",
                self.missing.len(),
                self.placeholders,
                self.missing.join(", ")
            )
        })
    }
}

/// Completes `masked` from the reply's fill-ins: `None` when the masked file has no
/// placeholder, when the reply gives no fill-in for it, or when one of the reply's candidates
/// is itself a completed file (the chooser takes it).
pub fn complete(masked: &str, reply: &str, candidates: &[&str]) -> Option<Filled> {
    let ids = placeholder_ids(masked);
    if ids.is_empty() {
        return None;
    }
    if candidates.iter().any(|c| is_completed_file(masked, c)) {
        return None;
    }
    let fills = parse_fillins(reply);
    let known: Vec<&String> = ids.iter().filter(|id| fills.values.contains_key(*id)).collect();
    if known.is_empty() {
        return None;
    }
    let missing: Vec<String> = ids.iter().filter(|id| !fills.values.contains_key(*id)).cloned().collect();
    // fill-ins for a few placeholders are remarks beside the answer (a part of the file
    // restated with its fill-ins in place, say), not the answer
    if known.len() * 2 < ids.len() {
        let note = format!(
            "the reply gives fill-ins for only {} of {} placeholders ({}); the masked file was not filled from them",
            known.len(),
            ids.len(),
            known.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
        );
        return Some(Filled { code: None, missing, placeholders: ids.len(), notes: vec![note] });
    }
    let code = fill_placeholders(masked, |id| fills.values.get(id).cloned());
    let notes = ids.iter().filter_map(|id| fills.conflicts.get(id).cloned()).collect();
    Some(Filled { code: Some(code), missing, placeholders: ids.len(), notes })
}

/// Does `candidate` look like the masked file completed: about as long, and sharing most of
/// its lines that hold no placeholder?
fn is_completed_file(masked: &str, candidate: &str) -> bool {
    let fixed: Vec<&str> = masked.lines().map(str::trim).filter(|l| l.len() > 3 && !PLACEHOLDER.is_match(l)).collect();
    let cand_lines: BTreeSet<&str> = candidate.lines().map(str::trim).collect();
    let masked_lines = masked.lines().count();
    if candidate.lines().count() * 2 < masked_lines {
        return false;
    }
    if fixed.is_empty() {
        return true;
    }
    let shared = fixed.iter().filter(|l| cand_lines.contains(*l)).count();
    shared * 2 >= fixed.len()
}

/// Takes fill-ins out of wrappers left around them (`____(Pmac)____` → `Pmac`). Returns the
/// text and how many were unwrapped.
pub fn unwrap_fillins(text: &str) -> (String, usize) {
    let mut n = 0;
    let out = WRAPPED.replace_all(text, |c: &regex::Captures| {
        if PLACEHOLDER.is_match(&c[0]) {
            c[0].to_string()
        } else {
            n += 1;
            c[1].to_string()
        }
    });
    (out.into_owned(), n)
}

/// Warnings about placeholders still in extracted code.
pub fn placeholder_warnings(code: &str) -> Vec<String> {
    let ids = placeholder_ids(code);
    if ids.is_empty() {
        return vec![];
    }
    vec![format!("{} placeholder(s) left unfilled: {}", ids.len(), ids.join(", "))]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(reply: &str) -> BTreeMap<String, String> {
        parse_fillins(reply).values
    }

    #[test]
    fn list_formats() {
        let reply = "Fill-ins:\n- PRE_1: k_B\n* `PRE_2` → `Fr(~n)`\n| LABEL_0 | Secret |\n\"POST_0\": \"Out(m)\",\n3. ____(LEM_0)____ = x (the variable)\nLEM_0: y\n- TYPE_0 <- key\n";
        let f = values(reply);
        assert_eq!(f["PRE_1"], "k_B");
        assert_eq!(f["PRE_2"], "Fr(~n)");
        assert_eq!(f["LABEL_0"], "Secret");
        assert_eq!(f["POST_0"], "Out(m)");
        assert_eq!(f["LEM_0"], "y");
        assert_eq!(f["TYPE_0"], "key");
    }

    #[test]
    fn prose_forms() {
        let reply = "The correct answer for `____(DECLARE_0)____` is `KEM`.\n\
            - `TYPE_0` should be `response` because it is the response type.\n\
            OP_9 is likely `OctetSum` and OP_8 is `ctor`.\n\
            You should replace ____(EVENT_1)____ with `running` here.\n\
            I have replaced `____(OP_0)____` with `_` to follow the syntax.\n\
            - Filled in `STATE_4` as `11`\n\
            - `TYPE_1`: This has been replaced with `bool`, as it is used there.\n\
            2. Second blank (`____(TYPE_2)____`): `LS.Adv_Sem_t` - the type.\n\
            So, `____(PROBA_0)____` should be 'POW'.\n";
        let f = values(reply);
        let want = [
            ("DECLARE_0", "KEM"),
            ("TYPE_0", "response"),
            ("OP_9", "OctetSum"),
            ("OP_8", "ctor"),
            ("EVENT_1", "running"),
            ("OP_0", "_"),
            ("STATE_4", "11"),
            ("TYPE_1", "bool"),
            ("TYPE_2", "LS.Adv_Sem_t"),
            ("PROBA_0", "POW"),
        ];
        for (id, v) in want {
            assert_eq!(f.get(id).map(String::as_str), Some(v), "{id} in {f:?}");
        }
        assert_eq!(f.len(), want.len(), "{f:?}");
    }

    #[test]
    fn nothing_guessed() {
        let reply = "- `OP_1`: This should include all the parameters, which are `cleartext` and `key`.\n\
            - `LEM_1`: This should refer to the step where the session key is established.\n\
            1. `____(TYPE_3)____` - This is in the LorR clone section\n\
            The placeholder TYPE_4 is the type of the key.\n\
            - `PARAM_1` and `PARAM_0` are completed with `agent` and `hash(A.S)`, respectively.\n\
            1. `____(OP_9)____` → `OP_9` (a proof step)\n";
        assert_eq!(values(reply), BTreeMap::new());
    }

    #[test]
    fn block_of_fillins_only_is_read_code_of_the_model_is_not() {
        let only = "```\n(* the fill-ins *)\nDECLARE_1 <- M.\nTYPE_0 = partition\n```\n";
        let f = values(only);
        assert_eq!((f["DECLARE_1"].as_str(), f["TYPE_0"].as_str()), ("M.", "partition"));
        let model = "```hlpsl\nrole alice(A : agent) played_by A def=\n  local VARIABLE_13 : nat,\n    Na : text\nend role\n```\n";
        assert_eq!(values(model), BTreeMap::new());
        // a paragraph of fill-ins at the head of a block that then restates the model
        let mixed = "```hlpsl\nROLE_0 = alice\nPARAM_0 = agent\n\nrole alice(A : agent) played_by A def=\n  local VARIABLE_13 : nat\nend role\n```\n";
        let f = values(mixed);
        assert_eq!(f.keys().collect::<Vec<_>>(), ["PARAM_0", "ROLE_0"]);
    }

    #[test]
    fn the_code_like_form_wins_and_a_note_says_so() {
        let reply = "`TYPE_0` should be `signature`.\n```\nTYPE_0 = sig\n```\n- OP_1: a\nOP_1 is `b`\n";
        let f = parse_fillins(reply);
        assert_eq!(f.values["TYPE_0"], "sig");
        assert!(f.conflicts["TYPE_0"].contains("`signature` in prose"), "{:?}", f.conflicts);
        assert!(f.conflicts["TYPE_0"].contains("more code-like"), "{:?}", f.conflicts);
        // a list line is more code-like than a sentence, even an earlier one
        assert_eq!(f.values["OP_1"], "a");
        // the same value twice is no conflict
        assert!(parse_fillins("- OP_1: a\nOP_1 should be `a`\n").conflicts.is_empty());
    }

    #[test]
    fn completes_masked_file() {
        let masked = "rule R: [ Fr(~____(PRE_0)____) ] --> [ Out(____(POST_0)____) ]\nlemma ____(LEM_0)____: \"T\"\n";
        let reply = "PRE_0: k\nPOST_0: ~k\n";
        let f = complete(masked, reply, &[]).unwrap();
        assert_eq!(f.code.as_deref(), Some("rule R: [ Fr(~k) ] --> [ Out(~k) ]\nlemma ____(LEM_0)____: \"T\"\n"));
        assert_eq!(f.missing, ["LEM_0"]);
        let w = f.missing_warning().unwrap();
        assert!(w.contains("1 of 3") && w.ends_with("LEM_0"), "{w}");
        let all = complete(masked, "PRE_0: k\nPOST_0: ~k\nLEM_0: sec\n", &[]).unwrap();
        assert_eq!((all.missing_warning(), all.notes.len()), (None, 0));
    }

    #[test]
    fn few_fillins_are_not_the_answer() {
        let masked = "a ____(OP_0)____ b ____(OP_1)____ c ____(OP_2)____\n";
        let f = complete(masked, "OP_1 should be `x`.", &[]).unwrap();
        assert_eq!(f.code, None);
        assert!(f.notes[0].contains("only 1 of 3 placeholders (OP_1)"), "{:?}", f.notes);
        assert!(complete(masked, "no fill-ins here", &[]).is_none());
    }

    #[test]
    fn whole_file_reply_is_left_to_the_chooser() {
        let masked = "theory T\nbegin\nrule R: [ Fr(~____(PRE_0)____) ] --> [ ]\nend\n";
        let full = "theory T\nbegin\nrule R: [ Fr(~k) ] --> [ ]\nend\n";
        assert!(complete(masked, "PRE_0: k", &[full]).is_none());
    }

    #[test]
    fn unwraps_and_reports() {
        assert_eq!(unwrap_fillins("mac(____(Pmac)____, ____(OP_1)____)"), ("mac(Pmac, ____(OP_1)____)".to_string(), 1));
        assert_eq!(placeholder_warnings("x ____(OP_1)____").len(), 1);
    }
}
