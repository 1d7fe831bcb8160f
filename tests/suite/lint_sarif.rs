//! cfb's SARIF as Microsoft's validator sees it: `cfb lint --format sarif` on files with syntax
//! errors, rule findings, related places and fixes, named by relative and by absolute paths, is
//! checked by the SARIF multitool (npm's `@microsoft/sarif-multitool`) with the SARIF rules and
//! with GitHub's, and no result may be an error. The validator is found as
//! `$CFB_SARIF_MULTITOOL` or `sarif-multitool` on PATH; without it the test is skipped loudly,
//! or fails when `CFB_REQUIRE_SARIF_VALIDATOR=1` (`.ci/run` installs it).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// Syntax errors whose fix cfb offers: a misspelt keyword (in a name with a space, which the
/// URI must encode) and a bracket never closed.
const BROKEN: &[(&str, &str)] = &[
    ("broken model.spthy", "theory T\nbegin\nrulle R: [ Fr(~k) ] --> [ Out(~k) ]\nend\n"),
    ("unclosed.pv", "free c: channel.\nprocess new k: bitstring; out(c, k; 0\n"),
];

fn validator() -> Option<PathBuf> {
    let found = std::env::var_os("CFB_SARIF_MULTITOOL")
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .or_else(|| cfb::verify::config::which("sarif-multitool", std::env::var("PATH").ok().as_deref()));
    if found.is_none() {
        let msg = "Microsoft's SARIF validator is not installed (npm install --prefix DIR @microsoft/sarif-multitool, \
                   then set CFB_SARIF_MULTITOOL=DIR/node_modules/.bin/sarif-multitool)";
        if std::env::var("CFB_REQUIRE_SARIF_VALIDATOR").is_ok_and(|v| v == "1") {
            panic!("CFB_REQUIRE_SARIF_VALIDATOR=1 but {msg}");
        }
        crate::support::loud(&format!("SKIPPED: cfb's SARIF is not validated: {msg}"));
    }
    found
}

/// The validator's results on `log` with one rule kind (`Sarif` or `Gh`): (level, rule, message).
fn validate(tool: &Path, log: &Path, rule_kind: &str) -> Vec<(String, String, String)> {
    let out_path = log.with_extension(format!("{rule_kind}.validation.sarif"));
    let run = Command::new(tool)
        .arg("validate")
        .arg(log)
        .args(["--rule-kind", rule_kind, "--log", "ForceOverwrite", "--output"])
        .arg(&out_path)
        .output()
        .expect("running the SARIF validator");
    let said = format!("{}{}", String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success(), "the validator failed: {said}");
    let text = std::fs::read_to_string(&out_path).unwrap_or_else(|e| panic!("no validator output ({e}): {said}"));
    let report: Value = serde_json::from_str(&text).unwrap();
    report["runs"][0]["results"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|r| {
            let args: Vec<String> =
                r["message"]["arguments"].as_array().into_iter().flatten().map(|a| a.to_string()).collect();
            (
                r["level"].as_str().unwrap_or("warning").to_string(),
                r["ruleId"].as_str().unwrap_or("").to_string(),
                args.join(" "),
            )
        })
        .collect()
}

/// `cfb lint --format sarif` run in `cwd` on `paths`, the log written to `log`.
fn lint_sarif(cwd: &Path, paths: &[&str], log: &Path) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_cfb"))
        .current_dir(cwd)
        .args(["lint", "--format", "sarif"])
        .args(paths)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "the inputs have errors: {}", String::from_utf8_lossy(&out.stderr));
    std::fs::write(log, &out.stdout).unwrap();
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn sarif_passes_microsofts_validator_with_the_sarif_and_github_rules() {
    let Some(tool) = validator() else { return };
    let dir = tempfile::tempdir().unwrap();
    let models = dir.path().join("models");
    std::fs::create_dir(&models).unwrap();
    for (name, text) in BROKEN {
        std::fs::write(models.join(name), text).unwrap();
    }
    // The rule fixtures: findings of every rule, with help, notes, related places and fixes.
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint");
    for entry in std::fs::read_dir(&fixtures).unwrap() {
        let lang = entry.unwrap().path();
        for file in std::fs::read_dir(&lang).unwrap() {
            let file = file.unwrap().path();
            if file.is_file() {
                std::fs::copy(&file, models.join(file.file_name().unwrap())).unwrap();
            }
        }
    }
    let absolute = models.display().to_string();
    for (kind, paths) in [("relative", vec!["models"]), ("absolute", vec![absolute.as_str()])] {
        let log = dir.path().join(format!("{kind}.sarif"));
        let sarif = lint_sarif(dir.path(), &paths, &log);
        let results = sarif["runs"][0]["results"].as_array().unwrap();
        let has = |key: &str| results.iter().any(|r| r.get(key).is_some());
        assert!(has("fixes") && has("relatedLocations"), "the {kind} log lacks fixes or related places");
        let uri = results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].as_str().unwrap();
        assert_eq!(uri.starts_with("file:///"), kind == "absolute", "{uri}");
        for rule_kind in ["Sarif", "Gh"] {
            let found = validate(&tool, &log, rule_kind);
            for (level, rule, args) in &found {
                eprintln!("{kind} paths, {rule_kind} rules: {level} {rule} {args}");
            }
            let errors: Vec<_> = found.iter().filter(|r| r.0 == "error").collect();
            assert!(errors.is_empty(), "{kind} paths, {rule_kind} rules: {errors:?}");
        }
    }
    // The validator does find errors: a region starting on line 0 is one.
    let log = dir.path().join("relative.sarif");
    let mut sarif: Value = serde_json::from_str(&std::fs::read_to_string(&log).unwrap()).unwrap();
    sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0.into();
    let broken = dir.path().join("broken.sarif");
    std::fs::write(&broken, sarif.to_string()).unwrap();
    assert!(validate(&tool, &broken, "Sarif").iter().any(|r| r.0 == "error"), "the validator missed a broken region");
}
