//! `--jobs` of lint, fmt and mask: working on several files at once prints exactly what one
//! thread prints.

use assert_cmd::Command;

use crate::common::{outcome, shared_dir};

fn cfb() -> Command {
    let mut cmd = Command::cargo_bin("cfb").unwrap();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).env_remove("CFB_MAX_NESTING");
    cmd
}

/// Three corpus folders (hundreds of files, clean and broken) with a missing path between
/// them: two threads print byte for byte what one prints, in every format, with the same
/// errors on standard error and the same exit status.
#[test]
fn two_jobs_print_what_one_prints() {
    let Some(shared) = shared_dir() else { return };
    let corpus = shared.join("corpus");
    let paths: Vec<String> = ["spdl", "hlpsl", "missing.spdl", "maude"]
        .iter()
        .map(|p| if *p == "missing.spdl" { p.to_string() } else { corpus.join(p).display().to_string() })
        .collect();
    for format in ["text", "json", "sarif"] {
        let run = |jobs: &str| {
            outcome(cfb().args(["lint", "--color", "never", "--format", format, "--jobs", jobs]).args(&paths))
        };
        let one = run("1");
        let two = run("2");
        assert_eq!(one.0, 2, "{format}: the missing path makes the status 2");
        assert!(one.2.contains("missing.spdl: no such file or folder"), "{format}: {}", one.2);
        if format == "json" {
            assert!(one.1.lines().count() > 400, "{format}: {} files linted", one.1.lines().count());
        }
        assert!(one == two, "{format}: --jobs 2 printed something else than --jobs 1");
    }
}

/// mask and fmt share lint's loop over inputs: the same with two threads (refusals and
/// files that would change are many in two corpus folders).
#[test]
fn mask_and_fmt_with_two_jobs_print_what_one_prints() {
    let Some(shared) = shared_dir() else { return };
    let paths = ["spdl", "hlpsl"].map(|l| shared.join("corpus").join(l).display().to_string());
    let commands: [&[&str]; 3] = [&["mask"], &["mask", "--format", "cfb", "--instances", "2"], &["fmt", "--diff"]];
    for command in commands {
        let run = |jobs: &str| outcome(cfb().args(command).args(["--color", "never", "--jobs", jobs]).args(&paths));
        let one = run("1");
        assert!(one.1.lines().count() > 100 && one.2.lines().count() > 100, "{command:?}: too little output");
        assert!(one == run("2"), "{command:?}: --jobs 2 printed something else than --jobs 1");
    }
}

#[test]
fn jobs_must_be_a_positive_number() {
    for bad in ["0", "two", "-1"] {
        let (status, stdout, stderr) = outcome(cfb().args(["lint", &format!("--jobs={bad}"), "datasets/examples"]));
        assert_eq!(status, 2, "--jobs {bad}: {stderr}");
        assert!(stdout.is_empty(), "--jobs {bad}: {stdout}");
        assert!(stderr.contains("invalid value") && stderr.contains("--jobs <N>"), "--jobs {bad}: {stderr}");
    }
}
