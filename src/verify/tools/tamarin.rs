//! Tamarin (`tamarin-prover --prove [--diff] FILE`): the `summary of summaries:` block at the
//! end of stdout, one line per lemma; parse errors on stderr as
//! `"FILE" (line L, column C):` followed by the message lines.
//!
//! `verified` holds; `falsified - found trace` / `falsified - no trace found` violated;
//! `analysis incomplete`, `analysis undetermined`, `analysis cannot be finished ...` unknown.
//! Diff theories prefix lines with `LHS :  `, `RHS :  ` and `DiffLemma:  `. Failed
//! wellformedness checks are warnings (noted in each property's detail) unless the run used
//! `--quit-on-warning`, which aborts with exit 1: an error.

use super::{finish, leading_number, RunOutput};
use crate::verify::record::{PropStatus, Property, ToolError, Verdict};

pub fn parse(out: &RunOutput<'_>) -> Verdict {
    if let Some(err) = parse_error(out.stderr, out.source) {
        return Verdict::error(err);
    }
    if out.stderr.contains("quit-on-warning mode selected") {
        let detail = wellformedness_detail(out.stdout);
        return Verdict::error(ToolError::new(
            format!(
                "wellformedness checks failed (--quit-on-warning){}",
                detail.map(|d| format!(": {d}")).unwrap_or_default()
            ),
            None,
            None,
        ));
    }
    let Some(start) = out.stdout.rfind("summary of summaries:") else {
        let verdict = if out.exit.is_some_and(|c| c != 0) {
            let last = out.stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("tamarin-prover failed");
            Verdict::error(ToolError::new(last.trim(), None, None))
        } else {
            Verdict::unknown()
        };
        return finish(out, verdict);
    };
    let summary = &out.stdout[start..];
    let warning = summary.contains("wellformedness check failed");
    let mut props = Vec::new();
    for line in summary.lines() {
        if let Some(p) = lemma_line(line.trim()) {
            props.push(p);
        }
    }
    if warning {
        for p in &mut props {
            let d = p.detail.take().unwrap_or_default();
            p.detail = Some(format!("{d}; wellformedness check failed, the result might be wrong"));
        }
    }
    finish(out, Verdict::from_properties(props))
}

fn lemma_line(line: &str) -> Option<Property> {
    const RESULTS: [(&str, PropStatus); 6] = [
        ("verified", PropStatus::Holds),
        ("falsified - found trace", PropStatus::Violated),
        ("falsified - no trace found", PropStatus::Violated),
        ("analysis incomplete", PropStatus::Unknown),
        ("analysis undetermined", PropStatus::Unknown),
        ("analysis cannot be finished", PropStatus::Unknown),
    ];
    let (idx, word, status) =
        RESULTS.iter().filter_map(|(w, st)| line.find(&format!(": {w}")).map(|i| (i, *w, *st))).min_by_key(|x| x.0)?;
    let head = line[..idx].trim();
    let result = &line[idx + 2..];
    let steps = result[word.len()..].trim();
    // `Name (all-traces)` -> name `Name`, kind in the detail.
    let (name, kind) = match head.rfind(" (") {
        Some(i) if head.ends_with(')') => (head[..i].trim(), Some(&head[i + 2..head.len() - 1])),
        _ => (head, None),
    };
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut detail = word.to_string();
    if let Some(k) = kind {
        detail = format!("{k}: {detail}");
    }
    if !steps.is_empty() {
        detail = format!("{detail} {steps}");
    }
    Some(Property::new(name, status, Some(detail)))
}

fn parse_error(stderr: &str, source: Option<&str>) -> Option<ToolError> {
    let lines: Vec<&str> = stderr.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let l = line.trim();
        // `"<file>" (line 25, column 19):`
        let Some(pos) = l.find("\" (line ") else { continue };
        if !l.starts_with('"') || !l.ends_with("):") {
            continue;
        }
        let rest = &l[pos + 8..];
        let ln = leading_number(rest)?;
        let col = rest.find("column ").and_then(|c| leading_number(&rest[c + 7..]));
        let msg: Vec<&str> = lines[i + 1..].iter().map(|s| s.trim()).take_while(|s| !s.is_empty()).collect();
        let col = col.map(|c| char_column(source, ln, c));
        return Some(ToolError::new(msg.join("; "), Some(ln), col));
    }
    None
}

/// Tamarin (Parsec) counts a TAB as a jump to the next multiple of 8; records count characters.
fn char_column(source: Option<&str>, line: u32, col: u32) -> u32 {
    let Some(text) = source else { return col };
    let Some(l) = text.lines().nth(line.saturating_sub(1) as usize) else { return col };
    let mut visual = 1u32;
    for (i, ch) in l.chars().enumerate() {
        if visual >= col {
            return i as u32 + 1;
        }
        visual = if ch == '\t' { ((visual - 1) / 8 + 1) * 8 + 1 } else { visual + 1 };
    }
    col
}

fn wellformedness_detail(stdout: &str) -> Option<String> {
    let i = stdout.find("WARNING: the following wellformedness checks failed!")?;
    let body: Vec<&str> =
        stdout[i..].lines().skip(1).map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("===")).take(4).collect();
    Some(body.join(" "))
}

/// Whether a theory needs `--diff`: it has diff lemmas or uses `diff(` terms.
pub fn needs_diff(source: &str) -> bool {
    source.contains("diffLemma") || source.contains("diff(")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tabs_count_to_eight() {
        assert_eq!(char_column(Some("\tx"), 1, 9), 2);
        assert_eq!(char_column(Some("ab(x"), 1, 3), 3);
    }

    #[test]
    fn lemma_lines() {
        let p = lemma_line("DiffLemma:  Observational_equivalence : falsified - found trace (9 steps)").unwrap();
        assert_eq!(p.name, "DiffLemma: Observational_equivalence");
        assert_eq!(p.status, PropStatus::Violated);
        let p = lemma_line("RHS :  B_is_secret (all-traces): verified (3 steps)").unwrap();
        assert_eq!(p.name, "RHS : B_is_secret");
        assert_eq!(p.detail.as_deref(), Some("all-traces: verified (3 steps)"));
        assert!(lemma_line("processing time: 0.34s").is_none());
    }
}
