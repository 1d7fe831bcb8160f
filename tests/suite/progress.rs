//! Progress bars of the batch commands: drawn on a terminal (counts, rate, ETA), never when
//! standard error is not a terminal, never with `--quiet`. The terminal is a real
//! pseudo-terminal from util-linux's `script`.

use std::io::Write;
use std::path::Path;
use std::process::Command;

use crate::support;
use crate::verify_process::Env;

/// `command`'s arguments as one `sh -c` line.
fn shell_line(command: &Command) -> String {
    let quote = |s: &std::ffi::OsStr| format!("'{}'", s.to_string_lossy().replace('\'', r"'\''"));
    std::iter::once(command.get_program()).chain(command.get_args()).map(quote).collect::<Vec<_>>().join(" ")
}

/// Everything `command` writes to the terminal when both its outputs are one, or `None`
/// (said loudly) when `script` is missing.
fn on_terminal(command: &Command) -> Option<String> {
    let mut outer = Command::new("script");
    // `script` passes its environment and working folder on to the command it runs.
    outer.args(["-qec", &shell_line(command), "/dev/null"]);
    for (key, value) in command.get_envs() {
        match value {
            Some(v) => outer.env(key, v),
            None => outer.env_remove(key),
        };
    }
    if let Some(dir) = command.get_current_dir() {
        outer.current_dir(dir);
    }
    match outer.output() {
        Ok(out) => Some(String::from_utf8_lossy(&out.stdout).into_owned()),
        Err(e) => {
            support::loud(&format!("SKIPPED: util-linux's `script` cannot run ({e}): no terminal to draw progress on"));
            None
        }
    }
}

fn cfb() -> Command {
    Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
}

/// A bar of `command`'s: `cfb <name>: [...] k/total <unit>, r/s, ETA …`.
fn bar(name: &str, total: usize, unit: &str) -> regex::Regex {
    regex::Regex::new(&format!(r"cfb {name}: [=> ]+ \d+/{total} {unit}, \d+/s, ETA \d+s")).unwrap()
}

fn spdl_folder(dir: &Path, n: usize) -> String {
    for i in 0..n {
        let text = format!("protocol p{i}(I,R) {{ role I {{ fresh n: Nonce; send_1(I,R,n); }} role R {{ var n: Nonce; recv_1(I,R,n); }} }}\n");
        std::fs::write(dir.join(format!("m{i:02}.spdl")), text).unwrap();
    }
    dir.display().to_string()
}

#[test]
fn lint_draws_a_bar_on_a_terminal_only() {
    let dir = tempfile::tempdir().unwrap();
    let folder = spdl_folder(dir.path(), 30);
    let mut lint = cfb();
    lint.args(["lint", "--format", "json", &folder]);
    let Some(seen) = on_terminal(&lint) else { return };
    assert!(bar("lint", 30, "files").is_match(&seen), "no bar in {seen:?}");
    // Every report is still there, none torn by the bar.
    let reports = seen.lines().filter(|l| l.contains(r#""path":"#)).count();
    assert_eq!(reports, 30, "{seen:?}");

    let mut quiet = cfb();
    quiet.args(["--quiet", "lint", "--format", "json", &folder]);
    let seen = on_terminal(&quiet).unwrap();
    assert!(!seen.contains("cfb lint:"), "a bar despite --quiet: {seen:?}");

    // Not a terminal: standard error stays empty.
    let out = cfb().args(["lint", "--format", "json", &folder]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn mask_draws_a_bar_however_short_the_batch() {
    // Three small files can end before the bar's ticker thread first runs when the machine is
    // busy (as in a parallel test run): the bar is drawn once when it is made, so it still shows.
    let dir = tempfile::tempdir().unwrap();
    let folder = spdl_folder(dir.path(), 3);
    let mut mask = cfb();
    mask.args(["mask", "--seed", "1", &folder]);
    let Some(seen) = on_terminal(&mask) else { return };
    assert!(bar("mask", 3, "files").is_match(&seen), "no bar in {seen:?}");
}

#[test]
fn verify_counts_what_it_will_run_not_what_it_resumes() {
    let env = Env::new();
    let models: Vec<String> = (0..4).map(|i| env.model(&format!("m{i}.pv"))).collect();
    let out = tempfile::tempdir().unwrap();
    let records = out.path().join("verdicts.jsonl");
    let mut first = env.cmd("safe");
    first.args(["verify", "--format", "json", "--out", records.to_str().unwrap()]).args(&models[..2]);
    let Some(seen) = on_terminal(&first) else { return };
    assert!(bar("verify", 2, "files").is_match(&seen), "no bar in {seen:?}");
    // The rerun over all four skips the two done: its bar counts the two left.
    let mut rest = env.cmd("safe");
    rest.args(["verify", "--format", "json", "--out", records.to_str().unwrap()]).args(&models);
    let seen = on_terminal(&rest).unwrap();
    assert!(bar("verify", 2, "files").is_match(&seen), "no bar of 2 in {seen:?}");
    assert_eq!(std::fs::read_to_string(&records).unwrap().lines().count(), 4);
}

#[test]
fn extract_of_cfb_replies_draws_a_bar() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("pv_files_all.json.gz");
    let model =
        format!("```pv\nfree c: channel.\nprocess\n{}  0\n```\n", "  new a: bitstring; out(c, a);\n".repeat(60));
    let replies: serde_json::Map<String, serde_json::Value> =
        (0..400).map(|i| (format!("PV-1/m{i}.pv"), serde_json::json!([[true, model]]))).collect();
    let mut gz = flate2::write::GzEncoder::new(std::fs::File::create(&input).unwrap(), flate2::Compression::default());
    gz.write_all(serde_json::Value::Object(replies).to_string().as_bytes()).unwrap();
    gz.finish().unwrap();
    let mut extract = cfb();
    let out = dir.path().join("out");
    extract.args(["extract", "--cfb-replies", input.to_str().unwrap(), "--out", out.to_str().unwrap()]);
    let Some(seen) = on_terminal(&extract) else { return };
    assert!(bar("extract", 400, "replies").is_match(&seen), "no bar in {seen:?}");
    assert!(out.join("PV-1/m399.pv").is_file());
}

#[test]
fn eval_draws_a_bar_over_what_is_left() {
    let Some(shared) = crate::common::shared_dir() else { return };
    let cfb_data = shared.join("cfb");
    let out = tempfile::tempdir().unwrap();
    let mut eval = cfb();
    eval.args(["eval", "--task", "completion", "--lang", "spdl", "--limit", "6"])
        .arg("--replay")
        .arg(cfb_data.join("model_outputs/gpt-4o"))
        .arg("--out")
        .arg(out.path());
    let Some(seen) = on_terminal(&eval) else { return };
    assert!(bar("eval", 6, "replies").is_match(&seen), "no bar in {seen:?}");
}
