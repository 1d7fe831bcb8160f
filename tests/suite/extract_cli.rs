//! `cfb extract` on the command line: exit statuses, JSON, batch mode.

use std::io::Write;

use assert_cmd::Command;
use predicates::prelude::*;

fn cfb() -> Command {
    Command::cargo_bin("cfb").unwrap()
}

const REPLY: &str =
    "Here you go:\n```spthy\ntheory T\nbegin\nrule R:\n  [ Fr(~k) ] --[ A(~k) ]-> [ Out(~k) ]\nend\n```\nDone.\n";

#[test]
fn prints_code_and_exits_0() {
    cfb()
        .args(["extract", "--lang", "spthy", "-"])
        .write_stdin(REPLY)
        .assert()
        .code(0)
        .stdout(predicate::str::starts_with("theory T\nbegin\n"));
}

#[test]
fn prose_only_exits_1() {
    cfb()
        .args(["extract", "--lang", "pv", "-"])
        .write_stdin("I cannot help with that request, sorry about it.\n")
        .assert()
        .code(1)
        .stdout("");
}

#[test]
fn usage_errors_exit_2() {
    cfb().args(["extract", "-"]).write_stdin(REPLY).assert().code(2);
    cfb().args(["extract", "--lang", "cobol", "-"]).write_stdin(REPLY).assert().code(2);
    cfb().args(["extract", "--lang", "pv", "/nonexistent/reply.txt"]).assert().code(2);
}

#[test]
fn json_output() {
    let out = cfb()
        .args(["extract", "--lang", "spthy", "--format", "json", "-"])
        .write_stdin(REPLY)
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["method"], "block");
    assert_eq!(v["lang"], "spthy");
    assert_eq!(v["detected_lang"], "spthy");
    assert_eq!(v["blocks"][0]["start_line"], 3);
    assert!(v["code"].as_str().unwrap().ends_with("end\n"));
}

#[test]
fn masked_completion() {
    let dir = tempfile::tempdir().unwrap();
    let masked = dir.path().join("m.spthy");
    std::fs::write(&masked, "theory T\nbegin\nrule R: [ Fr(~____(PRE_0)____) ] --> [ ]\nend\n").unwrap();
    cfb()
        .args(["extract", "--lang", "spthy", "--masked", masked.to_str().unwrap(), "-"])
        .write_stdin("PRE_0: k\n")
        .assert()
        .code(0)
        .stdout("theory T\nbegin\nrule R: [ Fr(~k) ] --> [ ]\nend\n");
}

#[test]
fn masked_completion_from_prose_warns_only_of_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let masked = dir.path().join("m.pv");
    std::fs::write(&masked, "type ____(TYPE_0)____.\nfree c: channel.\nprocess out(c, ____(OP_0)____)\n").unwrap();
    let args = ["extract", "--lang", "pv", "--masked", masked.to_str().unwrap(), "-"];
    // every placeholder filled: the code, and nothing on stderr
    cfb()
        .args(args)
        .write_stdin("`____(TYPE_0)____` should be `key`, and OP_0 is `c`.\n")
        .assert()
        .code(0)
        .stdout("type key.\nfree c: channel.\nprocess out(c, c)\n")
        .stderr("");
    // one missing: a warning that names it
    cfb()
        .args(args)
        .write_stdin("1. `____(TYPE_0)____` → `key`\n")
        .assert()
        .code(0)
        .stdout("type key.\nfree c: channel.\nprocess out(c, ____(OP_0)____)\n")
        .stderr(
            predicate::str::contains("warning: the reply gives no fill-in for 1 of 2 placeholders")
                .and(predicate::str::contains("OP_0")),
        );
}

#[test]
fn batch_mode_writes_files_and_summary() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("pv_files_all.json.gz");
    let json = serde_json::json!({
        "PV-1/a.pv": [[true, "and", "Model:\n```pv\nfree c: channel.\nprocess 0\n```\n"]],
        "PV-1/b.pi": [[true, "free c.\nprocess 0\n"]],
        "PV-1/c.pv": [[false, "Sorry, I cannot write this model for you today.\n"]]
    });
    let mut gz = flate2::write::GzEncoder::new(std::fs::File::create(&input).unwrap(), flate2::Compression::default());
    gz.write_all(json.to_string().as_bytes()).unwrap();
    gz.finish().unwrap();
    let out = dir.path().join("out");
    cfb().args(["extract", "--cfb-replies", input.to_str().unwrap(), "--out", out.to_str().unwrap()]).assert().code(0);
    assert_eq!(std::fs::read_to_string(out.join("PV-1/a.pv")).unwrap(), "free c: channel.\nprocess 0\n");
    assert_eq!(std::fs::read_to_string(out.join("PV-1/b.pi")).unwrap(), "free c.\nprocess 0\n");
    assert!(!out.join("PV-1/c.pv").exists());
    let summary = std::fs::read_to_string(out.join("summary.jsonl")).unwrap();
    let lines: Vec<serde_json::Value> = summary.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3);
    let c = lines.iter().find(|l| l["key"] == "PV-1/c.pv").unwrap();
    assert_eq!(c["found"], false);
    let b = lines.iter().find(|l| l["key"] == "PV-1/b.pi").unwrap();
    assert_eq!(b["source"], "stored_code");
}

#[test]
fn reply_in_another_language_exits_1_and_says_which() {
    let out = cfb()
        .args(["extract", "--lang", "maude", "--format", "json", "-"])
        .write_stdin(REPLY)
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["code"], serde_json::Value::Null);
    assert_eq!(v["detected_lang"], "spthy");
    assert_eq!(v["method"], "none");
}
