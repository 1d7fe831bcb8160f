//! Maude-NPA (`maude -no-banner -no-advise -batch -no-wrap maude-npa.maude FILE commands.maude`,
//! without network access): per command a `reduce in MAUDE-NPA : cmd .` line, then
//! `rewrites: ...` and `result SORT: value`, and `Bye.` at the end. Errors are warnings on
//! stderr: `Warning: "FILE", line L (fmod M): message`.
//!
//! Per attack state S (property `attack state S`):
//! - `summary(S,D)`: `States>> 0 Solutions>> 0` holds (search space exhausted, no attack);
//!   `Solutions>> M` with M > 0 violated; states left and no solution: unknown;
//! - `initials(S,D)`: `(empty).IdSystemSet` holds within D backwards steps (the benchmark's
//!   reading); any initial state printed is an attack: violated.
//!
//! Error terms in a result (`[Summary]`, `errorInAttackStateinFile`) and warnings located in the
//! input file make the run an ERROR: Maude goes on after warnings, but the answer is then about
//! a different specification than the one written.
//!
//! Plain Maude files (no Maude-NPA protocol module) are only loaded; their own commands run.
//! Without warnings the record is UNKNOWN (there is no property to check).

use super::{finish, leading_number, RunOutput};
use crate::verify::record::{PropStatus, Property, ToolError, Verdict};

/// A Maude-NPA specification, as opposed to a plain Maude file.
pub fn is_npa_spec(source: &str) -> bool {
    source.contains("PROTOCOL-SPECIFICATION") || source.contains("ATTACK-STATE")
}

/// The attack-state numbers a specification defines (`eq ATTACK-STATE(0) = ...`), sorted.
pub fn attack_states(source: &str) -> Vec<u32> {
    let mut out = Vec::new();
    let mut rest = source;
    while let Some(i) = rest.find("ATTACK-STATE") {
        rest = &rest[i + "ATTACK-STATE".len()..];
        let r = rest.trim_start();
        if let Some(r) = r.strip_prefix('(') {
            if let Some(n) = leading_number(r) {
                let after = r.trim_start().trim_start_matches(|c: char| c.is_ascii_digit()).trim_start();
                if after.starts_with(')') && !out.contains(&n) {
                    out.push(n);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// The commands file cfb loads after the specification: `red COMMAND(S,D) .` per state.
pub fn commands(command: &str, states: &[u32], depth: u32) -> String {
    states.iter().map(|s| format!("red {command}({s},{depth}) .\n")).collect()
}

struct Reduction<'a> {
    command: &'a str,
    result: Option<String>,
}

fn reductions(stdout: &str) -> Vec<Reduction<'_>> {
    let mut out = Vec::new();
    let lines: Vec<&str> = stdout.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        if let Some(rest) = l.strip_prefix("reduce in ") {
            let command = rest
                .split_once(" : ")
                .map(|(_, c)| c)
                .unwrap_or(rest)
                .trim()
                .trim_end_matches(" .")
                .trim_end_matches('.');
            let mut result: Option<String> = None;
            let mut j = i + 1;
            while j < lines.len() {
                let m = lines[j];
                if m.starts_with("reduce in ") || m.starts_with("=====") || m == "Bye." {
                    break;
                }
                if let Some(r) = m.strip_prefix("result ") {
                    result = Some(r.to_string());
                } else if let Some(r) = result.as_mut() {
                    r.push('\n');
                    r.push_str(m);
                }
                j += 1;
            }
            out.push(Reduction { command, result });
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// `summary(0, 7)` -> ("summary", 0, 7).
fn command_parts(cmd: &str) -> Option<(&str, u32, Option<u32>)> {
    let (name, args) = cmd.split_once('(')?;
    let mut nums = args.trim_end_matches(')').split(',').map(|a| a.trim().parse::<u32>().ok());
    Some((name.trim(), nums.next()??, nums.next().flatten()))
}

pub fn parse(out: &RunOutput<'_>) -> Verdict {
    if let Some(err) = warning(out.stderr, out.input_name) {
        return Verdict::error(err);
    }
    let mut props: Vec<Property> = Vec::new();
    let mut upsert = |state: u32, status: PropStatus, detail: String| {
        let name = format!("attack state {state}");
        match props.iter_mut().find(|p| p.name == name) {
            Some(p) => {
                // violated wins; holds from an exhausted search beats a bounded answer.
                let rank = |s: PropStatus| match s {
                    PropStatus::Violated => 2,
                    PropStatus::Holds => 1,
                    PropStatus::Unknown => 0,
                };
                if rank(status) > rank(p.status) {
                    p.status = status;
                    p.detail = Some(detail);
                }
            }
            None => props.push(Property::new(name, status, Some(detail))),
        }
    };
    for r in reductions(out.stdout) {
        let Some((kind, state, depth)) = command_parts(r.command) else { continue };
        let Some(result) = r.result else { continue };
        if result.starts_with('[') || result.contains("errorInAttackState") {
            return Verdict::error(ToolError::new(
                format!("attack state {state} is not well-formed (the command `{}` returns an error term)", r.command),
                None,
                None,
            ));
        }
        let depth = depth.map(|d| format!(" within {d} backwards steps")).unwrap_or_default();
        match kind {
            "summary" => {
                let n = result.find("States>>").and_then(|i| leading_number(&result[i + 8..]));
                let m = result.find("Solutions>>").and_then(|i| leading_number(&result[i + 11..]));
                match (n, m) {
                    (_, Some(m)) if m > 0 => {
                        upsert(state, PropStatus::Violated, format!("{m} initial state(s) (attacks) found{depth}"))
                    }
                    (Some(0), Some(0)) => {
                        upsert(state, PropStatus::Holds, "search space exhausted, no initial state".into())
                    }
                    (Some(n), Some(0)) => {
                        upsert(state, PropStatus::Unknown, format!("{n} state(s) left, no initial state yet{depth}"))
                    }
                    _ => {}
                }
            }
            "initials" => {
                if result.contains("(empty)") {
                    upsert(state, PropStatus::Holds, format!("no initial state (attack){depth}"));
                } else if result.starts_with("IdSystem") || result.starts_with("ShortIdSystem") {
                    upsert(state, PropStatus::Violated, format!("initial state (attack) found{depth}"));
                }
            }
            _ => {}
        }
    }
    finish(out, Verdict::from_properties(props))
}

/// The first warning located in the input file (or in any file, when its name is unknown and
/// it is not Maude-NPA's own).
fn warning(stderr: &str, input_name: Option<&str>) -> Option<ToolError> {
    let lines: Vec<&str> = stderr.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if let Some(rest) = line.trim().strip_prefix("Warning: <command line>: ") {
            // A file on the command line that Maude could not load.
            return Some(ToolError::new(rest.trim(), None, None));
        }
        if let Some(rest) = line.trim().strip_prefix("Warning: <standard input>, ") {
            // cfb gives Maude an empty standard input: an error there means the input file
            // ended inside a statement (Maude read on past its end).
            let msg = rest.split_once(": ").map(|(_, m)| m).unwrap_or(rest).trim();
            return Some(ToolError::new(
                format!("unexpected end of file: a statement is not terminated ({msg} after the end)"),
                None,
                None,
            ));
        }
        let Some(rest) = line.trim().strip_prefix("Warning: \"") else { continue };
        let Some((file, rest)) = rest.split_once('"') else { continue };
        let ours = match input_name {
            Some(n) => file == n || file.ends_with(&format!("/{n}")),
            None => !file.contains("maude-npa") && file != "commands.maude",
        };
        if !ours {
            continue;
        }
        let ln = rest.trim_start_matches(',').trim().strip_prefix("line ").and_then(leading_number);
        let msg = rest
            .split_once("): ")
            .map(|(_, m)| m)
            .or_else(|| rest.split_once(": ").map(|(_, m)| m))
            .unwrap_or(rest)
            .trim();
        let mut message = msg.to_string();
        if let Some(next) = lines.get(i + 1).filter(|n| !n.starts_with("Warning:")) {
            if message == "no parse for statement" {
                message = format!("{message}: {}", next.trim().chars().take(200).collect::<String>());
            }
        }
        return Some(ToolError::new(message, ln, None));
    }
    None
}
