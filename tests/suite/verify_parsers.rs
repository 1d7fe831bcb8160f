//! The verdict parsers on the real outputs recorded in `../shared/verifier-outputs/`.

use crate::support;

use std::path::{Path, PathBuf};

use cfb::verify::tools::{self, avispa, RunOutput, Tool};
use cfb::verify::{PropStatus, Status, Verdict};

struct Case {
    stdout: String,
    stderr: String,
    exit: Option<i32>,
    timed_out: bool,
    source: Option<String>,
    input_name: Option<String>,
}

fn read(p: &Path) -> String {
    std::fs::read(p).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default()
}

fn load(dir: &Path, shared: &Path) -> Case {
    let exit = read(&dir.join("exit.txt"));
    let exit = exit.trim();
    let src_txt = read(&dir.join("source.txt"));
    let rel = src_txt.lines().find_map(|l| l.strip_prefix("corpus relpath: ")).map(|s| s.trim().to_string());
    let source = rel.as_ref().map(|r| read(&shared.join("corpus").join(r))).filter(|s| !s.is_empty());
    let input_name = rel.as_ref().and_then(|r| Path::new(r).file_name()).map(|n| n.to_string_lossy().into_owned());
    Case {
        stdout: read(&dir.join("stdout.txt")),
        stderr: read(&dir.join("stderr.txt")),
        exit: exit.parse().ok(),
        timed_out: exit == "timeout",
        source,
        input_name,
    }
}

fn run_out(c: &Case) -> RunOutput<'_> {
    RunOutput {
        stdout: &c.stdout,
        stderr: &c.stderr,
        exit: c.exit,
        timed_out: c.timed_out,
        source: c.source.as_deref(),
        input_name: c.input_name.as_deref(),
    }
}

fn outputs() -> Option<(PathBuf, PathBuf)> {
    let shared = support::shared_dir()?;
    let out = support::shared("verifier-outputs")?;
    Some((shared, out))
}

fn verdict(tool: Tool, case: &str) -> Option<Verdict> {
    let (shared, out) = outputs()?;
    let dir = out.join(match tool {
        Tool::MaudeNpa => "maude-npa",
        t => t.id(),
    });
    let dir = dir.join(case);
    assert!(dir.is_dir(), "missing case {}", dir.display());
    if tool == Tool::Avispa {
        let step1 = load(&dir.join("step1-hlpsl2if"), &shared);
        let mut c1 = run_out(&step1);
        let src_case = load(&dir, &shared);
        c1.source = src_case.source.as_deref();
        if let Some(v) = avispa::parse_hlpsl2if(&c1) {
            return Some(v);
        }
        let step2 = load(&dir.join("step2-cl-atse"), &shared);
        let mut c2 = run_out(&step2);
        c2.source = src_case.source.as_deref();
        return Some(avispa::parse_backend(&c2, "cl-atse"));
    }
    let c = load(&dir, &shared);
    Some(tools::parse(tool, &run_out(&c)))
}

fn counts(v: &Verdict) -> (usize, usize, usize) {
    let n = |s| v.properties.iter().filter(|p| p.status == s).count();
    (n(PropStatus::Holds), n(PropStatus::Violated), n(PropStatus::Unknown))
}

/// (status, holds/violated/unknown counts or None to skip, error line, error column)
fn check(
    tool: Tool,
    case: &str,
    status: Status,
    props: Option<(usize, usize, usize)>,
    line: Option<u32>,
    col: Option<u32>,
) {
    let Some(v) = verdict(tool, case) else { return };
    assert_eq!(v.status, status, "{tool}/{case}: {v:#?}");
    if let Some(p) = props {
        assert_eq!(counts(&v), p, "{tool}/{case}: {v:#?}");
    }
    if status == Status::Error {
        let e = v.error.as_ref().unwrap_or_else(|| panic!("{tool}/{case}: no error"));
        assert!(!e.message.is_empty());
        assert_eq!((e.line, e.column), (line, col), "{tool}/{case}: {e:?}");
    } else {
        assert!(v.error.is_none(), "{tool}/{case}: {v:#?}");
    }
}

use Status::*;

#[test]
fn proverif() {
    let Some(_) = outputs() else { return };
    let t = Tool::Proverif;
    check(t, "all-true", Safe, Some((6, 0, 0)), None, None);
    check(t, "attack-found", Unsafe, Some((0, 1, 0)), None, None);
    check(t, "mixed", Unsafe, Some((5, 1, 0)), None, None);
    check(t, "mixed-many", Unsafe, Some((4, 4, 0)), None, None);
    check(t, "cannot-be-proved", Unknown, Some((0, 0, 1)), None, None);
    check(t, "parse-error", Error, None, Some(8), Some(1));
    check(t, "semantic-error", Error, None, Some(7), Some(13));
    check(t, "timeout", Timeout, None, None, None);
    let v = verdict(t, "timeout").unwrap();
    assert_eq!(v.properties.len(), 3, "RESULT lines before the kill: {v:#?}");
    let v = verdict(t, "semantic-error").unwrap();
    assert_eq!(v.error.unwrap().message, "type vkey not declared.");
    let v = verdict(t, "mixed").unwrap();
    let bad = v.properties.iter().find(|p| p.status == PropStatus::Violated).unwrap();
    assert_eq!(bad.name, "inj-event(endAkey(x,y,z)) ==> inj-event(beginAkey(x,y,z))");
    assert!(bad.detail.as_deref().unwrap_or("").contains("(even"), "{bad:?}");
}

#[test]
fn scyther() {
    let Some(_) = outputs() else { return };
    let t = Tool::Scyther;
    check(t, "all-ok", Safe, Some((8, 0, 0)), None, None);
    check(t, "attack-found", Unsafe, None, None, None);
    check(t, "mixed", Unsafe, Some((4, 4, 0)), None, None);
    check(t, "parse-error", Error, None, Some(6), None);
    check(t, "semantic-error", Error, None, Some(64), None);
    check(t, "semantic-error-no-line", Error, None, None, None);
    check(t, "timeout", Timeout, Some((0, 0, 0)), None, None);
    let v = verdict(t, "mixed").unwrap();
    assert_eq!(v.properties[4].name, "ns3,R Secret_r1");
    assert_eq!(v.properties[4].detail.as_deref(), Some("ni: [at least 1 attack]"));
}

#[test]
fn cryptoverif() {
    let Some(_) = outputs() else { return };
    let t = Tool::Cryptoverif;
    check(t, "all-proved", Safe, None, None, None);
    check(t, "not-proved", Unknown, Some((0, 0, 1)), None, None);
    check(t, "mixed", Unknown, Some((3, 0, 1)), None, None);
    check(t, "parse-error", Error, None, Some(679), Some(27));
    check(t, "semantic-error", Error, None, Some(14), Some(20));
    check(t, "semantic-error-in-library", Error, None, None, None);
    check(t, "timeout", Timeout, Some((0, 0, 0)), None, None);
    let v = verdict(t, "semantic-error-in-library").unwrap();
    assert!(v.error.unwrap().message.contains("default.ocvl, line 2870"));
    let v = verdict(t, "not-proved").unwrap();
    assert_eq!(v.properties[0].name, "forall x: bitstring; event(e1(f_zero(x))) ==> false");
    let v = verdict(t, "mixed").unwrap();
    let names: Vec<_> = v.properties.iter().map(|p| p.name.as_str()).collect();
    assert!(names.contains(&"secrecy of k3"), "{names:?}");
    assert!(names.contains(&"one-session secrecy of k2"), "{names:?}");
}

#[test]
fn tamarin() {
    let Some(_) = outputs() else { return };
    let t = Tool::Tamarin;
    check(t, "all-verified", Safe, Some((4, 0, 0)), None, None);
    check(t, "attack-found", Unsafe, Some((0, 1, 4)), None, None);
    check(t, "mixed", Unsafe, Some((3, 2, 0)), None, None);
    check(t, "diff-mixed", Unsafe, Some((2, 1, 0)), None, None);
    // Tamarin says column 19 counting a TAB as a jump to the next multiple of 8; records
    // count characters: the `(` is the 12th character of `\t[ Out(senc(`.
    check(t, "parse-error", Error, None, Some(25), Some(12));
    check(t, "wellformedness-warning", Unsafe, Some((1, 1, 0)), None, None);
    check(t, "wellformedness-quit-on-warning", Error, None, None, None);
    check(t, "timeout", Timeout, Some((0, 0, 0)), None, None);
    let v = verdict(t, "wellformedness-warning").unwrap();
    assert!(v.properties[0].detail.as_deref().unwrap().contains("wellformedness"));
    let v = verdict(t, "all-verified").unwrap();
    assert_eq!(v.properties[0].name, "Client_session_key_secrecy");
}

#[test]
fn avispa() {
    let Some(_) = outputs() else { return };
    let t = Tool::Avispa;
    check(t, "safe", Safe, None, None, None);
    check(t, "safe-bounded-depth", Safe, None, None, None);
    check(t, "attack-found", Unsafe, None, None, None);
    check(t, "mixed", Unsafe, None, None, None);
    check(t, "inconclusive", Unknown, Some((0, 0, 0)), None, None);
    check(t, "parse-error", Error, None, Some(5), Some(9));
    check(t, "semantic-error", Error, None, Some(29), None);
    check(t, "timeout", Timeout, Some((0, 0, 0)), None, None);
    let v = verdict(t, "mixed").unwrap();
    assert_eq!(counts(&v).1, 1);
    assert!(v.properties.len() >= 3, "the other goals stay unknown: {v:#?}");
    assert_eq!(v.properties[0].name, "Secrecy goal () on exp(g,n23(Y)))");
    let v = verdict(t, "safe-bounded-depth").unwrap();
    assert!(v.properties[0].detail.as_deref().unwrap().contains("BOUNDED SPEC. READING DEPTH"));
}

#[test]
fn maude_npa() {
    let Some(_) = outputs() else { return };
    let t = Tool::MaudeNpa;
    check(t, "no-attack", Safe, Some((1, 0, 0)), None, None);
    check(t, "attack-found", Unsafe, Some((0, 1, 0)), None, None);
    check(t, "mixed", Unsafe, Some((0, 1, 1)), None, None);
    check(t, "parse-error", Error, None, Some(117), None);
    check(t, "semantic-error", Error, None, Some(42), None);
    check(t, "timeout", Timeout, Some((0, 0, 0)), None, None);
    let v = verdict(t, "no-attack").unwrap();
    assert_eq!(v.properties[0].name, "attack state 0");
    assert!(v.properties[0].detail.as_deref().unwrap().contains("exhausted"));
}

#[test]
fn easycrypt() {
    let Some(_) = outputs() else { return };
    let t = Tool::Easycrypt;
    for weak in ["", "-weak"] {
        check(t, &format!("proved-no-smt{weak}"), Safe, None, None, None);
        check(t, &format!("parse-error{weak}"), Error, None, Some(3), Some(1));
        check(t, &format!("semantic-error{weak}"), Error, None, Some(12), Some(16));
        check(t, &format!("tactic-failure{weak}"), Unknown, None, None, None);
    }
    check(t, "proof-needs-smt", Unknown, None, None, None);
    check(t, "proof-needs-smt-weak", Safe, None, None, None);
    check(t, "timeout-weak", Timeout, None, None, None);
    let v = verdict(t, "tactic-failure").unwrap();
    let failed = v.properties.last().unwrap();
    assert_eq!(failed.status, PropStatus::Unknown);
    assert!(failed.detail.as_deref().unwrap().contains("line 111: nothing to rewrite"), "{failed:?}");
    let v = verdict(t, "proof-needs-smt").unwrap();
    assert_eq!(v.properties.last().unwrap().name, "Pr_split");
}

/// Every parser on garbage made of pieces of real output, cut anywhere (also inside
/// multi-byte characters): no panic, and SAFE always comes with the properties that hold.
#[test]
fn garbage_never_panics() {
    const PIECES: &[&str] = &[
        "RESULT ",
        " is true.",
        " is false.",
        " cannot be proved.",
        "RESULT (even ",
        "claim\t",
        "\tOk\t",
        "\tFail\t",
        "[proof of correctness]",
        "File \"",
        "\", line ",
        ", characters 1-",
        "Error: ",
        "[critical] [",
        ": line ",
        " (3-4)] ",
        "Warning: \"",
        "\", line 7 (fmod X): ",
        "SUMMARY\n",
        "  UNSAFE\n",
        "GOAL\n",
        "  SAFE\n",
        "summary of summaries:\n",
        " (all-traces): ",
        "verified",
        "falsified - found trace",
        "reduce in MAUDE-NPA : ",
        "initials(0,",
        "summary(1, ",
        "result ",
        "Summary: States>> ",
        " Solutions>> ",
        "(empty).IdSystemSet",
        "%% ",
        "Syntax error: Line ",
        ", Col ",
        "Semantic error: ",
        "Could not prove ",
        "; ",
        "Proved ",
        "forall x: T",
        "\" (line ",
        ", column ",
        "):\n",
        "é",
        "€",
        "\u{fffd}",
        "\r",
        "\n",
        "\t",
        "(",
        ")",
        "[",
        "]",
        "\"",
        "0",
        "12",
        " ",
    ];
    let mut seed: u64 = 0x9e3779b97f4a7c15;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..3000 {
        let n = (next() % 40) as usize;
        let text: String = (0..n).map(|_| PIECES[(next() % PIECES.len() as u64) as usize]).collect();
        let cut = (next() as usize) % (text.len() + 1);
        let text = String::from_utf8_lossy(&text.as_bytes()[..cut]).into_owned();
        for exit in [Some(0), Some(1), None] {
            let out = RunOutput {
                stdout: &text,
                stderr: &text,
                exit,
                timed_out: exit.is_none(),
                source: Some(&text),
                input_name: None,
            };
            for tool in Tool::ALL {
                let v = tools::parse(tool, &out);
                if v.status == Status::Safe {
                    assert!(!v.properties.is_empty(), "{tool}: SAFE without properties on {text:?}");
                }
            }
            let _ = avispa::parse_backend(&out, "ofmc");
        }
    }
}
