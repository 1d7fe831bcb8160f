//! Worst-case time of EasyCrypt's strict grammar: nested and unclosed brackets once made pest
//! re-read the same bracketed text at each level (a tuple, a cast and a parenthesised formula
//! each reading `(`'s formula; a tactic and a token group each reading a bracket), doubling the
//! time with every bracket: 16 `(` after `op x =` took about 10 s. Each case here is 30 levels
//! deep (one 400) and `cfb lint` runs as a child process under a watchdog: killed after 10 s,
//! the test fails. Fast runs are not timed (`cargo bench` is for speed); the verdict and the
//! error's line are checked.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DEPTH: usize = 30;
const WATCHDOG: Duration = Duration::from_secs(10);

/// `(name, text, line of the syntax error or None when the text is fine)`.
fn cases() -> Vec<(&'static str, String, Option<usize>)> {
    let n = |s: &str| s.repeat(DEPTH);
    let proof = "lemma l : true.\nproof.\n";
    vec![
        ("unclosed ( in an operator", format!("op x = {}\n", n("(")), Some(2)),
        ("unclosed [ in an operator", format!("op x = {}\n", n("[")), Some(2)),
        ("unclosed ( in a lemma", format!("lemma l : {}\n", n("(")), Some(2)),
        ("unclosed [ in a lemma", format!("lemma l : {}\n", n("[")), Some(2)),
        ("unclosed ( in a clone override", format!("clone T as U with op f = {}\n", n("(")), Some(2)),
        ("unclosed ( after ? :", format!("op x = {}\n", n("a ? (")), Some(2)),
        ("unclosed ( in ={...}", format!("lemma l : {}\n", n("={x, (")), Some(2)),
        ("unclosed ( in a procedure", format!("module M = {{\n  proc f() = {{\n    x <- {}\n", n("(")), Some(4)),
        ("unclosed ( in a tactic", format!("{proof}rewrite {}\n", n("(")), Some(4)),
        ("unclosed [ in a tactic", format!("{proof}rewrite {}\n", n("[")), Some(4)),
        ("unclosed ( as a tactic", format!("{proof}{}\n", n("(")), Some(4)),
        // A sentence does not start with `[` (EasyCrypt: parse error at the first `[`, line 3).
        ("unclosed [ as a tactic", format!("{proof}{}\n", n("[")), Some(3)),
        ("first before unclosed (", format!("{proof}rewrite {}\n", n("(first ")), Some(4)),
        ("by before unclosed (", format!("{proof}rewrite {}\n", n("(by ")), Some(4)),
        ("do before unclosed (", format!("{proof}do {}\n", n("(do ")), Some(4)),
        ("goal selector before unclosed (", format!("{proof}rewrite {}\n", n("(1: ")), Some(4)),
        ("| before unclosed [", format!("{proof}split {}\n", n("[a|")), Some(4)),
        ("; before unclosed (", format!("{proof}split {}\n", n("(a;")), Some(4)),
        ("unclosed { in a tactic", format!("{proof}rewrite {}\n", n("{x(")), Some(4)),
        // tactic_chain_r's branches, read as tactics since issue 16
        ("unclosed [ of plain branches", format!("{proof}auto; {}\n", n("[auto; ")), Some(4)),
        ("unclosed [ of focused branches", format!("{proof}auto; {}\n", n("[1: auto; ")), Some(4)),
        ("unclosed `| in a branch", format!("{proof}auto; [have: {}\n", n("`|(")), Some(4)),
        ("match before unclosed ( in a branch", format!("{proof}auto; [have: {}\n", n("match x with (")), Some(4)),
        ("phoare split before unclosed (", format!("{proof}phoare split {}\n", n("(")), Some(4)),
        // EasyCrypt: `phoare` in a formula is `phoare [`, `split` on line 3 is the error
        ("phoare split in unclosed (", format!("{proof}auto; {}\n", n("(phoare split ")), Some(3)),
        // 800 brackets open at the error: pest's second reading, for the "expected" list, took
        // 5 s (it grows with the square of the depth); that deep, there is no list.
        ("unclosed { in a tactic, 400 levels", format!("{proof}rewrite {}\n", "{x(".repeat(400)), Some(4)),
        ("sentence word in closed ( of a tactic", format!("{proof}rewrite {}lemma{}.\n", n("("), n(")")), Some(3)),
        ("nested ( closed", format!("op x = {}1{}.\n", n("("), n(")")), None),
        ("nested [ closed", format!("op x = {}1{}.\n", n("["), n("]")), None),
        ("nested ( closed in a tactic", format!("{proof}rewrite {}h{}.\nqed.\n", n("("), n(")")), None),
    ]
}

/// Runs `cfb lint --format json` on `text`, killing it after [`WATCHDOG`].
fn lint_with_watchdog(dir: &std::path::Path, name: &str, text: &str) -> Result<(i32, String), String> {
    let path = dir.join(format!("{}.ec", name.replace(|c: char| !c.is_ascii_alphanumeric(), "_")));
    std::fs::write(&path, text).unwrap();
    let bin: PathBuf = assert_cmd::cargo::cargo_bin("cfb");
    let mut child = Command::new(bin)
        .args(["lint", "--format", "json"])
        .arg(&path)
        .env_remove("CFB_MAX_NESTING")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut out = String::new();
            std::io::Read::read_to_string(child.stdout.as_mut().unwrap(), &mut out).unwrap();
            return Ok((status.code().unwrap_or(-1), out));
        }
        if start.elapsed() > WATCHDOG {
            child.kill().unwrap();
            child.wait().unwrap();
            return Err(format!("{name}: cfb lint still running after {} s, killed", WATCHDOG.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn nested_and_unclosed_brackets_lint_in_time_with_the_error_on_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for (name, text, line) in cases() {
        let (code, out) = match lint_with_watchdog(dir.path(), name, &text) {
            Ok(r) => r,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{name}: {e}: {out}"));
        let diagnostics = json["diagnostics"].as_array().cloned().unwrap_or_default();
        match line {
            None if code != 0 || !diagnostics.is_empty() => failures.push(format!("{name}: refused: {out}")),
            Some(line) => {
                let first = diagnostics.first();
                let got = first.filter(|d| d["code"] == "syntax").and_then(|d| d["line"].as_u64());
                if code != 1 || got != Some(line as u64) {
                    failures.push(format!("{name}: expected a syntax error on line {line}, got exit {code}: {out}"));
                }
            }
            None => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
