//! AVISPA: `hlpsl2if --output DIR FILE` translates HLPSL to the IF, then the back ends run on
//! the IF file: OFMC (`ofmc FILE.if`) and CL-AtSe (`cl-atse --if --of if -f FILE.if`).
//!
//! hlpsl2if reports on stderr, lines starting `%%`: `%% Syntax error: Line L, Col C (...)`
//! (C 0-based) or `%% Semantic error: Line L` / `%% Semantic error: Role r, ...`, each
//! followed by a `%%   Syn.Err(n): ...` / `%%   Sem.Err(n): ...` line; exit 255.
//! The back ends print blocks: `SUMMARY` (SAFE, UNSAFE, INCONCLUSIVE), `DETAILS`, `GOAL`
//! (`As specified` when safe, the first violated goal when unsafe). There is no per-goal
//! table: when safe, every goal of the HLPSL `goal` section holds; when unsafe, the named goal
//! is violated and the others stay unknown.

use super::{finish, leading_number, RunOutput};
use crate::verify::record::{PropStatus, Property, Status, ToolError, Verdict};

/// Reads the translation step: `Some(error verdict)` when hlpsl2if refused the input.
pub fn parse_hlpsl2if(out: &RunOutput<'_>) -> Option<Verdict> {
    let lines: Vec<&str> = out.stderr.lines().map(|l| l.trim_start_matches('%').trim()).collect();
    for (i, line) in lines.iter().enumerate() {
        let Some((kind, rest)) = line.split_once(" error: ") else { continue };
        let reason = lines
            .get(i + 1)
            .filter(|l| l.contains("Err(") || l.contains("rr("))
            .map(|l| l.to_string())
            .unwrap_or_default();
        let (ln, col) = if let Some(r) = rest.strip_prefix("Line ") {
            let ln = leading_number(r);
            let col = r.find("Col ").and_then(|c| leading_number(&r[c + 4..])).map(|c| c + 1);
            (ln, col)
        } else {
            (None, None)
        };
        let token = rest.find("string \"").map(|s| {
            let t = &rest[s + 8..];
            t[..t.rfind('"').unwrap_or(t.len())].to_string()
        });
        let mut msg = format!("{} error", kind.trim());
        if ln.is_none() && !rest.is_empty() {
            msg.push_str(&format!(" ({})", rest.trim()));
        }
        if let Some(t) = token {
            msg.push_str(&format!(" at \"{t}\""));
        }
        if !reason.is_empty() {
            msg.push_str(&format!(": {reason}"));
        }
        return Some(Verdict::error(ToolError::new(msg, ln, col)));
    }
    if out.timed_out {
        return Some(Verdict::unknown().timed_out());
    }
    if out.exit.is_some_and(|c| c != 0) {
        let last = lines.iter().rev().find(|l| !l.is_empty()).copied().unwrap_or("hlpsl2if failed");
        return Some(Verdict::error(ToolError::new(last, None, None)));
    }
    None
}

/// The blocks of a back end's report.
fn block<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    let mut it = text.lines().skip_while(|l| l.trim() != name);
    if it.next().is_none() {
        return Vec::new();
    }
    it.take_while(|l| !l.trim().is_empty() && l.starts_with([' ', '\t'])).map(str::trim).collect()
}

/// Reads one back end's report (`backend` = `ofmc` or `cl-atse`, used in property details).
pub fn parse_backend(out: &RunOutput<'_>, backend: &str) -> Verdict {
    let summary = block(out.stdout, "SUMMARY");
    let details = block(out.stdout, "DETAILS").join(", ");
    let goal = block(out.stdout, "GOAL").join(" ");
    let goals = out.source.map(goals).unwrap_or_default();
    let detail = |extra: &str| {
        let mut d = backend.to_string();
        if !details.is_empty() {
            d.push_str(&format!(": {details}"));
        }
        if !extra.is_empty() {
            d.push_str(&format!("; {extra}"));
        }
        Some(d)
    };
    let verdict = match summary.first().copied() {
        Some("SAFE") => {
            let props = if goals.is_empty() {
                vec![Property::new(
                    if goal.is_empty() { "goals".to_string() } else { goal.clone() },
                    PropStatus::Holds,
                    detail(""),
                )]
            } else {
                goals.iter().map(|g| Property::new(g.clone(), PropStatus::Holds, detail(""))).collect()
            };
            Verdict::from_properties(props)
        }
        Some("UNSAFE") => {
            let mut props = vec![Property::new(goal.clone(), PropStatus::Violated, detail("attack trace found"))];
            props.extend(goals.iter().map(|g| {
                Property::new(
                    g.clone(),
                    PropStatus::Unknown,
                    detail("not decided: the back end stops at the first violated goal"),
                )
            }));
            Verdict::from_properties(props)
        }
        Some(_) => {
            // INCONCLUSIVE or other: the run gives no verdict.
            let mut v = Verdict::unknown();
            if !goals.is_empty() && !details.contains("NO GOAL") {
                v.properties =
                    goals.iter().map(|g| Property::new(g.clone(), PropStatus::Unknown, detail(summary[0]))).collect();
            }
            v
        }
        None => Verdict::unknown(),
    };
    finish(out, verdict)
}

/// Combines the back ends' verdicts (in the order run): a violated goal from any back end makes
/// the file UNSAFE; otherwise the first SAFE answer counts; otherwise the first answer.
pub fn combine(verdicts: Vec<Verdict>) -> Verdict {
    if let Some(v) = verdicts.iter().find(|v| v.status == Status::Unsafe) {
        return v.clone();
    }
    if let Some(v) = verdicts.iter().find(|v| v.status == Status::Safe) {
        return v.clone();
    }
    verdicts.into_iter().next().unwrap_or_else(Verdict::unknown)
}

/// The goals of the HLPSL `goal ... end goal` section, e.g. `secrecy_of sec_kab`,
/// `authentication_on alice_bob_nb`.
pub fn goals(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for raw in source.lines() {
        let line = raw.split('%').next().unwrap_or("").trim();
        if !inside {
            if line == "goal" || line.starts_with("goal ") && !line.contains("end") {
                inside = true;
                let rest = line.trim_start_matches("goal").trim();
                if rest.is_empty() {
                    continue;
                }
            } else {
                continue;
            }
        }
        if line.starts_with("end") {
            break;
        }
        let mut words = line.splitn(2, char::is_whitespace);
        let (Some(kind), Some(args)) = (words.next(), words.next()) else { continue };
        for a in args.split(',').map(str::trim).filter(|a| !a.is_empty()) {
            out.push(format!("{kind} {a}"));
        }
    }
    out
}
