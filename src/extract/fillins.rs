//! Completion replies: the masked file's placeholders `____(CAT_N)____` and the reply's
//! fill-ins.
//!
//! A reply to a completion task either gives the whole completed file (then it is chosen like
//! any other block) or lists the fill-ins: `PRE_1: k_B`, `- \`PRE_1\` → \`k_B\``, a Markdown
//! table `| PRE_1 | k_B |`, JSON `{"PRE_1": "k_B"}`. Then the masked file with the fill-ins
//! put in is the answer. Fill-ins written inside their wrapper (`____(Pmac)____`) are unwrapped;
//! placeholders left unfilled are reported.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use regex::Regex;

static PLACEHOLDER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"____\(([A-Z]+_\d+)\)____").expect("valid regex"));
static ID: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-Z]+_\d+$").expect("valid regex"));
/// A wrapper around something other than a placeholder id: a fill-in left in its wrapper.
static WRAPPED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"____\(([^()\n]{1,80}?)\)____").expect("valid regex"));
static LIST_ITEM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"^\s*(?:[-*+]|\d+[.)])?\s*[`*"']*(?:____\()?([A-Z]+_\d+)(?:\)____)?[`*"']*\s*(?::|=>|->|→|=|is)\s*(.+?)\s*$"#,
    )
    .expect("valid regex")
});
static TABLE_ROW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*\|\s*[`*]*(?:____\()?([A-Z]+_\d+)(?:\)____)?[`*]*\s*\|\s*([^|]+?)\s*\|").expect("valid regex")
});

/// The placeholder ids of a masked file, in order of first occurrence.
pub fn placeholder_ids(masked: &str) -> Vec<String> {
    let mut seen = BTreeSet::new();
    PLACEHOLDER.captures_iter(masked).map(|c| c[1].to_string()).filter(|id| seen.insert(id.clone())).collect()
}

/// The fill-ins a reply lists, by placeholder id (a later line wins: final answers follow
/// guesses).
pub fn parse_fillins(reply: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    // JSON objects, also written on one line
    for (i, _) in reply.match_indices('{') {
        let Some(len) = reply[i..].find('}') else { continue };
        let Ok(map) = serde_json::from_str::<BTreeMap<String, serde_json::Value>>(&reply[i..=i + len]) else {
            continue;
        };
        for (k, v) in map {
            let k = k.trim_start_matches("____(").trim_end_matches(")____").to_string();
            if let (true, Some(v)) = (ID.is_match(&k), v.as_str()) {
                out.insert(k, v.to_string());
            }
        }
    }
    for line in reply.lines() {
        let caps = TABLE_ROW.captures(line).or_else(|| LIST_ITEM.captures(line));
        let Some(caps) = caps else { continue };
        if let Some(value) = clean_value(&caps[2]) {
            out.insert(caps[1].to_string(), value);
        }
    }
    out
}

/// The fill-in text of a list item's right-hand side: the first `code` span if there is one,
/// else the text without quotes, a trailing comma and a trailing explanation.
fn clean_value(raw: &str) -> Option<String> {
    let raw = raw.trim().trim_end_matches(',').trim();
    if let Some(start) = raw.find('`') {
        let rest = &raw[start + 1..];
        if let Some(end) = rest.find('`') {
            let v = rest[..end].trim();
            return (!v.is_empty()).then(|| v.to_string());
        }
    }
    let mut v = raw.trim_matches(|c| c == '"' || c == '\'' || c == '*').trim();
    for sep in [" (", " - ", " — ", " – ", " // ", " because ", " as "] {
        if let Some(i) = v.find(sep) {
            v = v[..i].trim();
        }
    }
    let v = v.trim_matches(|c| c == '"' || c == '\'' || c == '*').trim();
    let v = v.strip_prefix("____(").and_then(|x| x.strip_suffix(")____")).unwrap_or(v);
    (!v.is_empty() && v.len() <= 200).then(|| v.to_string())
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
    pub code: Option<String>,
    pub warnings: Vec<String>,
}

/// Completes `masked` from the reply: `None` when the masked file has no placeholder or when
/// one of the reply's candidates is itself a completed file (the chooser takes it).
pub fn complete(masked: &str, reply: &str, candidates: &[&str]) -> Option<Filled> {
    let ids = placeholder_ids(masked);
    if ids.is_empty() {
        return None;
    }
    if candidates.iter().any(|c| is_completed_file(masked, c)) {
        return None;
    }
    let fills = parse_fillins(reply);
    let known: Vec<&String> = ids.iter().filter(|id| fills.contains_key(*id)).collect();
    if known.is_empty() || known.len() * 2 < ids.len() {
        return None;
    }
    let code = fill_placeholders(masked, |id| fills.get(id).cloned());
    let mut warnings =
        vec![format!("filled {} of {} placeholders from the reply's list of fill-ins", known.len(), ids.len())];
    let missing: Vec<&String> = ids.iter().filter(|id| !fills.contains_key(*id)).collect();
    if !missing.is_empty() {
        warnings.push(format!(
            "the reply gives no fill-in for {}",
            missing.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
        ));
    }
    Some(Filled { code: Some(code), warnings })
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

    #[test]
    fn list_formats() {
        let reply = "Fill-ins:\n- PRE_1: k_B\n* `PRE_2` → `Fr(~n)`\n| LABEL_0 | Secret |\n\"POST_0\": \"Out(m)\",\n3. ____(LEM_0)____ = x (the variable)\nLEM_0: y\n";
        let f = parse_fillins(reply);
        assert_eq!(f["PRE_1"], "k_B");
        assert_eq!(f["PRE_2"], "Fr(~n)");
        assert_eq!(f["LABEL_0"], "Secret");
        assert_eq!(f["POST_0"], "Out(m)");
        assert_eq!(f["LEM_0"], "y");
    }

    #[test]
    fn completes_masked_file() {
        let masked = "rule R: [ Fr(~____(PRE_0)____) ] --> [ Out(____(POST_0)____) ]\nlemma ____(LEM_0)____: \"T\"\n";
        let reply = "PRE_0: k\nPOST_0: ~k\n";
        let f = complete(masked, reply, &[]).unwrap();
        assert_eq!(f.code.unwrap(), "rule R: [ Fr(~k) ] --> [ Out(~k) ]\nlemma ____(LEM_0)____: \"T\"\n");
        assert!(f.warnings.iter().any(|w| w.contains("LEM_0")));
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
