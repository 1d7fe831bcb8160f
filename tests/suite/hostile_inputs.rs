//! Hostile inputs for every command that reads models: NUL bytes, invalid UTF-8, 100,000
//! unclosed brackets, a million lines, an empty file, a folder or a symlink loop where a file
//! is expected. Each command must end on its own (a watchdog kills it after a minute, far
//! above any real run), with a documented exit status (0, 1 or 2), no panic, and a message on
//! standard error whenever it refuses (status 2).

use std::path::{Path, PathBuf};
use std::time::Duration;

use assert_cmd::Command;

/// A model of each kind, in SPDL and Tamarin, written to `dir`; (label, path).
fn hostile_inputs(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut add = |label: &str, name: &str, bytes: Vec<u8>| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        out.push((label.to_string(), path));
    };
    for (ext, open) in
        [("spdl", "protocol p(I) { role I { send_1(I,I, "), ("spthy", "theory T begin\nrule R: [ ] --[ ]-> [ Out(")]
    {
        add(&format!("NUL bytes .{ext}"), &format!("nul.{ext}"), format!("{open}\0x\0").into_bytes());
        let mut invalid = open.as_bytes().to_vec();
        invalid.extend_from_slice(b"\xff\xfe\xc3(x");
        add(&format!("invalid UTF-8 .{ext}"), &format!("invalid.{ext}"), invalid);
        add(
            &format!("100,000 open brackets .{ext}"),
            &format!("deep.{ext}"),
            format!("{open}{}", "(".repeat(100_000)).into_bytes(),
        );
        add(&format!("empty .{ext}"), &format!("empty.{ext}"), Vec::new());
    }
    add("a million lines .spdl", "lines.spdl", "// x\n".repeat(1_000_000).into_bytes());
    add(
        "a million lines .spthy",
        "lines.spthy",
        format!("theory T begin\n{}end\n", "\n".repeat(1_000_000)).into_bytes(),
    );
    std::fs::create_dir(dir.join("folder.spdl")).unwrap();
    out.push(("a folder named like a model".into(), dir.join("folder.spdl")));
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.join("loop2.spthy"), dir.join("loop1.spthy")).unwrap();
        std::os::unix::fs::symlink(dir.join("loop1.spthy"), dir.join("loop2.spthy")).unwrap();
        out.push(("a symlink loop".into(), dir.join("loop1.spthy")));
    }
    out
}

/// The commands that read one model, as argument lists around the path `{}`.
fn commands(scratch: &Path) -> Vec<Vec<String>> {
    let out = scratch.join("out.json").display().to_string();
    let reference = Path::new(env!("CARGO_MANIFEST_DIR")).join("datasets/examples/spdl/needham-schroeder-lowe.spdl");
    let reference = reference.display().to_string();
    [
        vec!["lint", "{}"],
        vec!["lint", "--format", "json", "{}"],
        vec!["parse", "{}"],
        vec!["parse", "--format", "json", "{}"],
        vec!["fmt", "--stdout", "{}"],
        vec!["fmt", "--check", "{}"],
        vec!["mask", "-o", &out, "{}"],
        vec!["symbols", "{}"],
        vec!["extract", "{}"],
        vec!["diff", "--format", "json", "{}", "{}"],
        vec!["similarity", "--format", "json", "{}", &reference],
    ]
    .into_iter()
    .map(|args| args.into_iter().map(String::from).collect())
    .collect()
}

#[test]
fn every_command_survives_every_hostile_input() {
    let dir = tempfile::tempdir().unwrap();
    let inputs = hostile_inputs(dir.path());
    let scratch = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let mut runs = 0;
    for args in commands(scratch.path()) {
        for (label, path) in &inputs {
            let argv: Vec<String> =
                args.iter().map(|a| if a == "{}" { path.display().to_string() } else { a.clone() }).collect();
            let mut cmd = Command::cargo_bin("cfb").unwrap();
            cmd.args(&argv).env("NO_COLOR", "1").timeout(Duration::from_secs(60));
            let output = cmd.output().unwrap();
            runs += 1;
            let stderr = String::from_utf8_lossy(&output.stderr);
            let what = format!("`cfb {}` on {label}", args.join(" "));
            match output.status.code() {
                None => failures.push(format!("{what}: killed (signal or the 60 s watchdog)")),
                Some(code) if code > 2 => failures.push(format!("{what}: exit status {code}: {stderr}")),
                Some(2) if stderr.trim().is_empty() => {
                    failures.push(format!("{what}: exit status 2 without a message"))
                }
                Some(_) => {}
            }
            if stderr.contains("panicked") || stderr.contains("overflow") {
                failures.push(format!("{what}: {stderr}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}
