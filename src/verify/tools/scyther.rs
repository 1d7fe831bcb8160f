//! Scyther (`scyther-linux --plain FILE`): a TAB-separated claim table on stdout, errors on
//! stderr as `error: [N] message` (N = the lexer's line) or `error: message`.
//!
//! Row: `claim <protocol>,<role> <label> <parameter|-> <Ok|Fail> <comment> [...]`.
//! `Ok [proof of correctness]` holds, `Ok [does not occur]` holds (the claim event is
//! unreachable), `Ok [no attack within bounds]` is unknown (only the bounded search found
//! nothing), `Fail [...]` violated. Exit 3 follows every completed analysis whatever the
//! verdicts; exit 1 means an input error.

use super::{finish, leading_number, RunOutput};
use crate::verify::record::{PropStatus, Property, ToolError, Verdict};

pub fn parse(out: &RunOutput<'_>) -> Verdict {
    if let Some(err) = error(out.stderr) {
        return Verdict::error(err);
    }
    let mut props = Vec::new();
    for line in out.stdout.lines() {
        let cols: Vec<&str> = line.split('\t').map(str::trim).collect();
        if cols.len() < 5 || cols[0] != "claim" {
            continue;
        }
        let (who, label, param, result) = (cols[1], cols[2], cols[3], cols[4]);
        let comment = cols.get(5..).map(|c| c.join(" ")).unwrap_or_default();
        let status = match result {
            "Fail" => PropStatus::Violated,
            "Ok" if comment.contains("within bounds") => PropStatus::Unknown,
            "Ok" => PropStatus::Holds,
            _ => PropStatus::Unknown,
        };
        let mut detail = comment.trim().to_string();
        if param != "-" && !param.is_empty() {
            detail = format!("{param}: {detail}");
        }
        props.push(Property::new(format!("{who} {label}"), status, Some(detail)));
    }
    let verdict = if props.is_empty() && out.exit == Some(1) {
        let msg = out.stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("scyther exited with status 1");
        Verdict::error(ToolError::new(msg.trim(), None, None))
    } else {
        Verdict::from_properties(props)
    };
    finish(out, verdict)
}

fn error(stderr: &str) -> Option<ToolError> {
    for line in stderr.lines() {
        let Some(rest) = line.trim().strip_prefix("error: ") else { continue };
        // `[6] syntax error at symbol '.'.` / `[64] undeclared symbol NonceM on line 64.`
        if let Some(r) = rest.strip_prefix('[') {
            let n = leading_number(r);
            let msg = r.split_once(']').map(|(_, m)| m.trim()).unwrap_or(rest);
            let on_line = msg.rfind("on line ").and_then(|i| leading_number(&msg[i + 8..]));
            return Some(ToolError::new(msg, on_line.or(n), None));
        }
        return Some(ToolError::new(rest.trim(), None, None));
    }
    None
}
