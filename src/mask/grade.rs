//! Grading a completion reply against the answer key: per placeholder `exact`, `normalized`
//! (same tokens) and `equivalent` (a per-symbol name replaced by another fresh name), and
//! whether the filled file passes `cfb lint`.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

use crate::diagnostic::Severity;
use crate::extract::{self, fillins};
use crate::language::Language;
use crate::lint::{self, LintOptions};
use crate::source::SourceFile;

use super::placeholder as mask_placeholder;

/// One placeholder's grade.
#[derive(Debug, Clone, Serialize)]
pub struct PlaceholderGrade {
    pub id: String,
    pub answer: String,
    /// What the reply put there; `null` when it gives nothing for it.
    pub fill: Option<String>,
    /// How many places of the masked file the id stands at.
    pub occurrences: usize,
    pub exact: bool,
    pub normalized: bool,
    pub equivalent: bool,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Summary {
    pub placeholders: usize,
    pub filled: usize,
    pub exact: usize,
    pub normalized: usize,
    pub equivalent: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct Grade {
    pub lang: Language,
    /// How the fill-ins were read: `fillins` (a list of `ID: text`), `file` (a completed file
    /// aligned with the masked one) or `none`.
    pub method: &'static str,
    pub placeholders: Vec<PlaceholderGrade>,
    pub summary: Summary,
    /// Whether the masked file with the reply's fill-ins passes `cfb lint` (no error).
    pub lint_ok: bool,
    /// The lint errors of the filled file, `line:column: message`.
    pub lint_errors: Vec<String>,
}

static TOKEN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[A-Za-z0-9_]+|\S").expect("valid regex"));
static NAME: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-Za-z_][A-Za-z0-9_']*$").expect("valid regex"));

fn tokens(text: &str) -> Vec<&str> {
    TOKEN.find_iter(text).map(|m| m.as_str()).collect()
}

/// Grades `reply` (the model's raw reply) for the masked file `masked` with `answers`.
pub fn grade(
    language: Language,
    ext: Option<&str>,
    masked: &str,
    answers: &BTreeMap<String, String>,
    reply: &str,
) -> Grade {
    let mut options = extract::Options::new(language);
    options.ext = ext.map(str::to_string);
    options.masked = Some(masked.to_string());
    let extraction = extract::extract(reply, &options);
    let listed = fillins::parse_fillins(reply).values;
    let ids = fillins::placeholder_ids(masked);
    // A reply that lists fill-ins is read as such (the extractor then fills the masked file
    // itself); a completed file is aligned with the masked one.
    let from_file = match (extraction.method, extraction.code.as_deref()) {
        (extract::Method::Fillins, _) | (_, None) => None,
        (_, Some(code)) => align(masked, code).map(|mut f| {
            f.retain(|id, text| text.trim() != mask_placeholder(id));
            f
        }),
    };
    let (method, fills): (&'static str, BTreeMap<String, String>) = match from_file {
        Some(f) if !f.is_empty() && f.len() >= listed.len() => ("file", f),
        _ if !listed.is_empty() => ("fillins", listed),
        _ => ("none", BTreeMap::new()),
    };
    let filled = fillins::fill_placeholders(masked, |id| fills.get(id).cloned());
    let ext = ext.unwrap_or(language.front_end(None).extension);
    let path = std::path::PathBuf::from(format!("filled.{ext}"));
    let source = SourceFile::new("filled", filled.as_str());
    let lint_errors: Vec<String> = lint::lint(language, Some(&path), &source, &LintOptions::default())
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            let at = source.line_col(d.span.start);
            format!("{}:{}: {}", at.line, at.column, d.message)
        })
        .collect();
    let lint_ok = lint_errors.is_empty();

    let spans = fillins::placeholder_spans(masked);
    let mut occurrences: BTreeMap<&str, usize> = BTreeMap::new();
    for (id, _) in &spans {
        *occurrences.entry(id.as_str()).or_default() += 1;
    }
    // Names the file shows outside the placeholders: a renamed symbol may not take one.
    let mut fixed = masked.to_string();
    for (_, span) in spans.iter().rev() {
        fixed.replace_range(span.clone(), " ");
    }
    let shown: BTreeSet<&str> = tokens(&fixed).into_iter().collect();
    let mut fill_owners: BTreeMap<&str, usize> = BTreeMap::new();
    for f in fills.values() {
        *fill_owners.entry(f.trim()).or_default() += 1;
    }
    let mut placeholders = Vec::new();
    let mut summary = Summary { placeholders: ids.len(), ..Summary::default() };
    for id in &ids {
        let answer = answers.get(id).cloned().unwrap_or_default();
        let fill = fills.get(id).map(|f| f.trim().to_string());
        let n = occurrences.get(id.as_str()).copied().unwrap_or(0);
        let (exact, normalized, equivalent) = match &fill {
            None => (false, false, false),
            Some(f) => {
                let exact = f == answer.trim();
                let normalized = exact || tokens(f) == tokens(&answer);
                // A per-symbol name is a free choice: another name is as good when it is fresh
                // (not shown elsewhere, not given for another id) and the file stays well formed.
                let renamed = n > 1
                    && NAME.is_match(&answer)
                    && NAME.is_match(f)
                    && !shown.contains(f.as_str())
                    && fill_owners.get(f.as_str()) == Some(&1)
                    && lint_ok;
                (exact, normalized, normalized || renamed)
            }
        };
        summary.filled += fill.is_some() as usize;
        summary.exact += exact as usize;
        summary.normalized += normalized as usize;
        summary.equivalent += equivalent as usize;
        placeholders.push(PlaceholderGrade {
            id: id.clone(),
            answer,
            fill,
            occurrences: n,
            exact,
            normalized,
            equivalent,
        });
    }
    Grade { lang: language, method, placeholders, summary, lint_ok, lint_errors }
}

/// The fill-ins of a completed file: `code` read against the masked file's fixed text (white
/// space free to differ), whole file first, else line by line. An id filled differently at
/// two places takes its first fill.
pub fn align(masked: &str, code: &str) -> Option<BTreeMap<String, String>> {
    if let Some(found) = align_segment(masked, code, true) {
        return Some(found);
    }
    // Line by line: each masked line with placeholders matched against the reply's lines.
    let mut found = BTreeMap::new();
    let code_lines: Vec<&str> = code.lines().collect();
    for line in masked.lines().filter(|l| l.contains("____(")) {
        for candidate in &code_lines {
            if let Some(f) = align_segment(line, candidate, true) {
                for (k, v) in f {
                    found.entry(k).or_insert(v);
                }
                break;
            }
        }
    }
    (!found.is_empty()).then_some(found)
}

fn align_segment(masked: &str, code: &str, anchored: bool) -> Option<BTreeMap<String, String>> {
    let spans = fillins::placeholder_spans(masked);
    if spans.is_empty() {
        return None;
    }
    let fixed = |s: &str| -> String {
        let mut out = String::new();
        for (i, part) in s.split_whitespace().enumerate() {
            if i > 0 {
                out.push_str(r"\s*");
            }
            out.push_str(&regex::escape(part));
        }
        out
    };
    let mut pattern = String::from(if anchored { r"(?s)\A\s*" } else { r"(?s)" });
    let mut at = 0;
    for (_, span) in &spans {
        pattern.push_str(&fixed(&masked[at..span.start]));
        pattern.push_str(r"\s*(.*?)\s*");
        at = span.end;
    }
    pattern.push_str(&fixed(&masked[at..]));
    if anchored {
        pattern.push_str(r"\s*\z");
    }
    let re = regex::RegexBuilder::new(&pattern).size_limit(64 << 20).build().ok()?;
    let caps = re.captures(code)?;
    let mut out = BTreeMap::new();
    for (k, (id, _)) in spans.iter().enumerate() {
        let text = caps.get(k + 1).map_or("", |m| m.as_str()).to_string();
        out.entry(id.clone()).or_insert(text);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aligns_a_reformatted_file() {
        let masked = "role ____(ROLE_0)____ {\n  send_1(____(ROLE_0)____, R, ____(NONCE_0)____);\n}\n";
        let code = "role I\n{\n    send_1(I,R,ni);\n}";
        let f = align(masked, code).unwrap();
        assert_eq!(f["ROLE_0"], "I");
        assert_eq!(f["NONCE_0"], "ni");
    }

    #[test]
    fn aligns_line_by_line_when_other_lines_changed() {
        let masked = "a\nx = ____(OP_0)____;\nb\n";
        let code = "a changed\nx = f(y);\nb\n";
        assert_eq!(align(masked, code).unwrap()["OP_0"], "f(y)");
    }

    #[test]
    fn tokens_ignore_spacing() {
        assert_eq!(tokens("f( x,y )"), tokens("f(x, y)"));
        assert_ne!(tokens("f(x)"), tokens("f(y)"));
    }
}
