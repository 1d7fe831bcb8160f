//! CryptoVerif (`cryptoverif [-lib LIB] [-in channels|oracles] FILE`): the game sequence on
//! stdout, then `RESULT` lines.
//!
//! `RESULT Proved <q> [up to probability <p>]` holds, `RESULT Using unchecked commands, shown
//! <q> ...` holds (detail says so), `RESULT Could not prove <q1>; <q2>.` unknown for each
//! query (CryptoVerif never reports attacks), `RESULT time_N = ...` defines terms and is no
//! query. Errors as in ProVerif; a location in the library (`default.cvl`/`.ocvl`) goes into
//! the message.

use super::{exit_error, finish, ocaml_error, RunOutput};
use crate::verify::record::{PropStatus, Property, Verdict};

pub fn parse(out: &RunOutput<'_>) -> Verdict {
    let text = out.stdout;
    if let Some(err) = ocaml_error(text, out.input_name) {
        return Verdict::error(err);
    }
    let mut props = Vec::new();
    let mut all_proved = false;
    for line in text.lines() {
        let line = line.trim_end();
        if line == "All queries proved." {
            all_proved = true;
        }
        let Some(rest) = line.strip_prefix("RESULT ") else { continue };
        if let Some(q) = rest.strip_prefix("Proved ") {
            let (name, detail) = match q.find(" up to probability ") {
                Some(i) => (&q[..i], Some(q[i + 1..].to_string())),
                None => (q, None),
            };
            props.push(Property::new(name.trim().trim_end_matches('.'), PropStatus::Holds, detail));
        } else if let Some(q) = rest.strip_prefix("Using unchecked commands, shown ") {
            let name = q.find(" up to probability ").map(|i| &q[..i]).unwrap_or(q);
            props.push(Property::new(
                name.trim().trim_end_matches('.'),
                PropStatus::Holds,
                Some("shown using unchecked commands".into()),
            ));
        } else if let Some(qs) = rest.strip_prefix("Could not prove ") {
            let qs = qs.trim().strip_suffix('.').unwrap_or(qs);
            for q in split_queries(qs) {
                props.push(Property::new(q, PropStatus::Unknown, Some("could not prove".into())));
            }
        }
    }
    let verdict = if props.is_empty() && out.exit.is_some_and(|c| c != 0) {
        exit_error("cryptoverif", out.exit.unwrap_or(-1), text.lines().rev().find(|l| !l.trim().is_empty()))
    } else if props.is_empty() && all_proved {
        // No query at all: nothing to check, nothing violated.
        Verdict::from_properties(vec![Property::new(
            "all queries",
            PropStatus::Holds,
            Some("All queries proved.".into()),
        )])
    } else {
        Verdict::from_properties(props)
    };
    finish(out, verdict)
}

/// Splits `q1; q2; ...` where a query may itself be `forall x: T; body`.
fn split_queries(qs: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut pending_forall = false;
    for piece in qs.split("; ") {
        let piece = piece.trim();
        if pending_forall {
            if let Some(last) = out.last_mut() {
                last.push_str("; ");
                last.push_str(piece);
            }
        } else {
            out.push(piece.to_string());
        }
        pending_forall = !pending_forall && piece.starts_with("forall ");
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn queries_with_forall() {
        assert_eq!(
            super::split_queries("forall x: bitstring; event(e1(x)) ==> false; secrecy of k"),
            vec!["forall x: bitstring; event(e1(x)) ==> false", "secrecy of k"]
        );
    }
}
