//! ProVerif (`proverif FILE`): `RESULT` lines on stdout, errors as `File ..., line L,
//! character(s) C[-D]:` + `Error: message`.
//!
//! Per query: `RESULT q is true.` holds, `is false.` violated, `cannot be proved.` unknown.
//! Parenthesised RESULT lines (`RESULT (even ... is false.)`, `RESULT (but ...)`,
//! `RESULT (query encoded as ...)`) add information to the previous query and are not queries.
//! Horn-clause inputs print `RESULT goal unreachable: F` (holds) / `goal reachable: F`
//! (violated: the attacker derives the goal). The summary block is not needed: every decided
//! query has its RESULT line, also in runs killed at the time-out.

use super::{exit_error, finish, ocaml_error, RunOutput};
use crate::verify::record::{PropStatus, Property, Verdict};

pub fn parse(out: &RunOutput<'_>) -> Verdict {
    let text = out.stdout;
    if let Some(err) = ocaml_error(text, out.input_name) {
        return Verdict::error(err);
    }
    let mut props: Vec<Property> = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim_end().strip_prefix("RESULT ") else { continue };
        if rest.starts_with('(') {
            // Extra information about the previous query.
            if let Some(last) = props.last_mut() {
                let d = last.detail.get_or_insert_with(String::new);
                if !d.is_empty() {
                    d.push(' ');
                }
                d.push_str(rest);
            }
            continue;
        }
        if let Some(p) = query(rest) {
            props.push(p);
        }
    }
    let verdict = if props.is_empty() && out.exit.is_some_and(|c| c != 0) {
        exit_error("proverif", out.exit.unwrap_or(-1), text.lines().rev().find(|l| !l.trim().is_empty()))
    } else {
        Verdict::from_properties(props)
    };
    finish(out, verdict)
}

fn query(rest: &str) -> Option<Property> {
    let rest = rest.trim_end();
    if let Some(goal) = rest.strip_prefix("goal unreachable: ") {
        return Some(Property::new(goal.trim(), PropStatus::Holds, Some("goal unreachable".into())));
    }
    if let Some(goal) = rest.strip_prefix("goal reachable: ") {
        return Some(Property::new(goal.trim(), PropStatus::Violated, Some("goal reachable".into())));
    }
    let body = rest.strip_suffix('.')?;
    const ENDINGS: [(&str, PropStatus); 4] = [
        (" is true if the inductive queries can be proved", PropStatus::Unknown),
        (" is true", PropStatus::Holds),
        (" is false", PropStatus::Violated),
        (" cannot be proved", PropStatus::Unknown),
    ];
    for (ending, status) in ENDINGS {
        if let Some(name) = body.strip_suffix(ending) {
            let detail = match status {
                PropStatus::Unknown => Some(ending.trim().to_string()),
                _ => None,
            };
            return Some(Property::new(name.trim(), status, detail));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::record::Status;

    #[test]
    fn even_line_is_detail() {
        let out = "RESULT inj-event(a) ==> inj-event(b) is false.\nRESULT (even event(a) ==> event(b) is false.)\nRESULT not attacker(s[]) is true.\n";
        let v = parse(&RunOutput { stdout: out, exit: Some(0), ..Default::default() });
        assert_eq!(v.status, Status::Unsafe);
        assert_eq!(v.properties.len(), 2);
        assert!(v.properties[0].detail.as_deref().unwrap().starts_with("(even"));
    }

    #[test]
    fn horn_goals() {
        let out = "RESULT goal unreachable: attacker:s\n";
        let v = parse(&RunOutput { stdout: out, exit: Some(0), ..Default::default() });
        assert_eq!(v.status, Status::Safe);
    }
}
