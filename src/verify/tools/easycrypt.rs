//! EasyCrypt (`easycrypt compile -no-eco [-pragmas Proofs:weak] FILE`): nothing on stdout; on
//! stderr a progress indicator rewritten with carriage returns and the first error as
//! `[critical] [FILE: line L (C1-C2)] message` (columns 0-based). Exit 0 = every lemma checked.
//!
//! EasyCrypt stops at the first error and has no per-lemma table. cfb finds the lemmas in the
//! source: when the file checks, each holds; when the error lies inside a lemma's proof (a
//! failed tactic, `cannot prove goal`), that lemma is unknown (not proved), the lemmas before
//! it hold and the file is UNKNOWN; an error elsewhere (parse or typing error) is an ERROR.

use super::{exit_error, finish, leading_number, lines, RunOutput};
use crate::verify::record::{PropStatus, Property, ToolError, Verdict};

/// A lemma and the lines its statement and proof span (1-based, inclusive).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lemma {
    pub name: String,
    pub start: u32,
    pub end: u32,
}

const LEMMA_WORDS: [&str; 6] = ["lemma", "equiv", "hoare", "phoare", "theorem", "realize"];

/// Lemmas of an EasyCrypt file, each up to its `qed.` (or the next lemma).
pub fn lemmas(source: &str) -> Vec<Lemma> {
    let mut out: Vec<Lemma> = Vec::new();
    let mut open = false;
    for (i, raw) in source.lines().enumerate() {
        let n = i as u32 + 1;
        let mut words = raw.split_whitespace().peekable();
        while matches!(words.peek(), Some(&"local") | Some(&"declare") | Some(&"nosmt") | Some(&"abstract")) {
            words.next();
        }
        if let Some(w) = words.next() {
            if LEMMA_WORDS.contains(&w) {
                if let Some(name) = words.next() {
                    let name: String = name
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '\'' || *c == '.')
                        .collect();
                    let name = name.trim_end_matches('.').to_string();
                    if !name.is_empty() {
                        if open {
                            if let Some(l) = out.last_mut() {
                                l.end = n - 1;
                            }
                        }
                        out.push(Lemma { name, start: n, end: n });
                        open = true;
                    }
                }
            }
        }
        if open && (raw.contains("qed.") || raw.trim_start().starts_with("admitted.")) {
            if let Some(l) = out.last_mut() {
                l.end = n;
            }
            open = false;
        } else if open {
            if let Some(l) = out.last_mut() {
                l.end = n;
            }
        }
    }
    out
}

/// `[critical] [FILE: line L (C1-C2)] message` -> (line, 1-based column, message).
fn critical(stderr: &str) -> Option<(Option<u32>, Option<u32>, String)> {
    for line in lines(stderr) {
        let Some(rest) = line.trim().strip_prefix("[critical] ") else { continue };
        if let Some(r) = rest.strip_prefix('[') {
            if let Some((loc, msg)) = r.split_once("] ") {
                let ln = loc.rfind(": line ").and_then(|i| leading_number(&loc[i + 7..]));
                let col = loc.rfind('(').and_then(|i| leading_number(&loc[i + 1..])).map(|c| c + 1);
                return Some((ln, col, msg.trim().to_string()));
            }
        }
        return Some((None, None, rest.trim().to_string()));
    }
    None
}

pub fn parse(out: &RunOutput<'_>) -> Verdict {
    let lemmas = out.source.map(lemmas).unwrap_or_default();
    if let Some((ln, col, msg)) = critical(out.stderr) {
        let in_lemma = ln.and_then(|l| lemmas.iter().position(|x| x.start < l && l <= x.end));
        let proof_failure = msg.contains("cannot prove goal");
        let parse_failure = msg.contains("parse error") || msg.contains("lexical error");
        return match in_lemma {
            Some(k) if !parse_failure => {
                let mut props: Vec<Property> =
                    lemmas[..k].iter().map(|l| Property::new(l.name.clone(), PropStatus::Holds, None)).collect();
                let at = ln.map(|l| format!("line {l}: ")).unwrap_or_default();
                props.push(Property::new(lemmas[k].name.clone(), PropStatus::Unknown, Some(format!("{at}{msg}"))));
                Verdict::from_properties(props)
            }
            None if proof_failure && lemmas.is_empty() => {
                let at = ln.map(|l| format!("line {l}: ")).unwrap_or_default();
                Verdict::from_properties(vec![Property::new("proof", PropStatus::Unknown, Some(format!("{at}{msg}")))])
            }
            _ => Verdict::error(ToolError::new(msg, ln, col)),
        };
    }
    let verdict = match out.exit {
        Some(0) if !out.timed_out => {
            let props = if lemmas.is_empty() {
                vec![Property::new("file", PropStatus::Holds, Some("checked".into()))]
            } else {
                lemmas.iter().map(|l| Property::new(l.name.clone(), PropStatus::Holds, None)).collect()
            };
            Verdict::from_properties(props)
        }
        Some(c) if c != 0 => {
            exit_error("easycrypt", c, lines(out.stderr).rev().find(|l| !l.trim().is_empty() && !l.starts_with('[')))
        }
        _ => Verdict::unknown(),
    };
    finish(out, verdict)
}
