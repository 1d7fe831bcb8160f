//! One command line: `-` and file arguments, `-o`, `--color`, `NO_COLOR`, `--quiet`, format
//! names and exit statuses behave the same in every command.

use assert_cmd::Command;

const NSL: &str = "datasets/examples/spdl/needham-schroeder-lowe.spdl";
const BROKEN: &str = "protocol p(I,R)\n{\n  role I {\n    send_1(I,R, x)\n  }\n}\n";

fn cfb() -> Command {
    let mut cmd = Command::cargo_bin("cfb").unwrap();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).env_remove("NO_COLOR");
    cmd
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn dash_o_writes_what_stdout_would_show_for_every_kind_of_command() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["lint", "--format", "json", NSL],
        vec!["parse", NSL],
        vec!["fmt", "--stdout", NSL],
        vec!["symbols", NSL],
        vec!["mask", "--seed", "1", NSL],
        vec!["rule", "SPDL001"],
        vec!["similarity", NSL, NSL],
    ] {
        let plain = cfb().args(&args).output().unwrap();
        let file = dir.path().join("out.txt");
        let redirected = cfb().args(&args).arg("-o").arg(&file).output().unwrap();
        assert_eq!(plain.status.code(), redirected.status.code(), "{args:?}");
        assert!(!plain.stdout.is_empty(), "{args:?} printed nothing");
        assert!(redirected.stdout.is_empty(), "{args:?} -o still printed {}", text(&redirected.stdout));
        assert_eq!(std::fs::read(&file).unwrap(), plain.stdout, "{args:?}");
        // Before the command name too.
        let before = cfb().arg("--output").arg(&file).args(&args).output().unwrap();
        assert_eq!(before.status.code(), plain.status.code(), "{args:?}");
        assert_eq!(std::fs::read(&file).unwrap(), plain.stdout, "{args:?}");
    }
}

#[test]
fn dash_o_into_a_missing_folder_is_a_usage_error() {
    let out = cfb().args(["lint", NSL, "-o", "/nonexistent/dir/out.txt"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("/nonexistent/dir/out.txt"), "{}", text(&out.stderr));
}

#[test]
fn color_is_asked_for_or_refused_the_same_way_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("b.spdl");
    std::fs::write(&broken, BROKEN).unwrap();
    let always = cfb().args(["lint", "--color", "always"]).arg(&broken).output().unwrap();
    assert!(text(&always.stdout).contains("\x1b["), "{}", text(&always.stdout));
    // NO_COLOR only turns off `auto`; an explicit `always` wins, as no-color.org says.
    let no_color = cfb().env("NO_COLOR", "1").args(["lint", "--color", "always"]).arg(&broken).output().unwrap();
    assert!(text(&no_color.stdout).contains("\x1b["));
    for args in [vec!["lint", "--color", "never"], vec!["--color", "auto", "lint"]] {
        let out = cfb().args(&args).arg(&broken).output().unwrap();
        assert!(!text(&out.stdout).contains('\x1b'), "{args:?}: {}", text(&out.stdout));
    }
    let other = dir.path().join("c.spdl");
    std::fs::write(&other, BROKEN.replace("x)", "y)")).unwrap();
    let diff = cfb().args(["diff", "--color", "always"]).arg(&broken).arg(&other).output().unwrap();
    assert!(text(&diff.stdout).contains("\x1b["), "diff takes the same --color");
    let bad = cfb().args(["parse", "--color", "sometimes", NSL]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn quiet_drops_the_summary_and_keeps_the_findings() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("b.spdl");
    std::fs::write(&broken, BROKEN).unwrap();
    let loud = cfb().args(["lint", "--color", "never"]).arg(&broken).output().unwrap();
    let quiet = cfb().args(["lint", "-q", "--color", "never"]).arg(&broken).output().unwrap();
    assert_eq!(loud.status.code(), Some(1));
    assert_eq!(quiet.status.code(), Some(1));
    assert!(text(&loud.stdout).contains("1 file checked"), "{}", text(&loud.stdout));
    assert!(!text(&quiet.stdout).contains("file checked"), "{}", text(&quiet.stdout));
    assert!(text(&quiet.stdout).contains("b.spdl:5:3: expected `;`"), "{}", text(&quiet.stdout));
}

#[test]
fn human_and_text_are_one_format() {
    for command in ["lint", "verify"] {
        let help = cfb().args([command, "--help"]).output().unwrap();
        assert!(text(&help.stdout).contains("text"), "{command} --help");
    }
    let text_out = cfb().args(["lint", "--format", "text", NSL]).output().unwrap();
    let human_out = cfb().args(["lint", "--format", "human", NSL]).output().unwrap();
    assert_eq!(text_out.status.code(), Some(0));
    assert_eq!(text_out.stdout, human_out.stdout);
}

#[test]
fn standard_input_is_a_dash_in_every_command() {
    let model = std::fs::read_to_string(NSL).unwrap();
    for args in [
        vec!["lint", "--lang", "spdl", "-"],
        vec!["parse", "--lang", "spdl", "-"],
        vec!["fmt", "--lang", "spdl", "-"],
        vec!["symbols", "--lang", "spdl", "-"],
        vec!["extract", "--lang", "spdl", "-"],
        vec!["similarity", "-", NSL],
    ] {
        let out = cfb().args(&args).write_stdin(model.clone()).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", text(&out.stderr));
        assert!(!out.stdout.is_empty(), "{args:?}");
    }
    // No file and no `-`: a usage error, not a silent read of the terminal.
    let out = cfb().args(["extract", "--lang", "spdl"]).write_stdin(model).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn an_empty_folder_is_an_error_not_a_clean_run() {
    let dir = tempfile::tempdir().unwrap();
    for command in ["lint", "fmt", "mask"] {
        let out = cfb().arg(command).arg(dir.path()).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{command}: {}", text(&out.stdout));
        assert!(text(&out.stderr).contains("no model file"), "{command}: {}", text(&out.stderr));
    }
}

#[test]
fn counts_count_what_was_read() {
    let out = cfb().args(["lint", "/nonexistent/a.spdl", NSL]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stdout).contains("1 file checked"), "{}", text(&out.stdout));
    let out = cfb().args(["lint", "/nonexistent/a.spdl"]).output().unwrap();
    assert!(text(&out.stdout).contains("0 files checked"), "{}", text(&out.stdout));
    let out = cfb().args(["mask", "/nonexistent/a.spdl", NSL]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("1 of 2 files masked, 0 refused, 1 unreadable"), "{}", text(&out.stderr));
}

#[test]
fn built_in_codes_have_documentation_and_rule_docs_are_markdown() {
    for code in ["syntax", "rules-skipped", "nesting-limit"] {
        let out = cfb().args(["rule", code]).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{code}");
        assert!(text(&out.stdout).starts_with(&format!("# {code}\n")), "{}", text(&out.stdout));
    }
    let out = cfb().args(["rule", "SPDL001"]).output().unwrap();
    let doc = text(&out.stdout);
    assert!(doc.lines().any(|l| l == "## What it does"), "{doc}");
    assert!(!doc.lines().any(|l| l.starts_with(" #")), "{doc}");
    assert_eq!(cfb().args(["rule", "NOPE01"]).output().unwrap().status.code(), Some(2));
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.spdl");
    std::fs::write(&big, std::fs::read_to_string(NSL).unwrap().repeat(200)).unwrap();
    let bin = assert_cmd::cargo::cargo_bin!("cfb").display().to_string();
    // (command, statuses allowed): a tree far larger than a pipe's buffer must meet the closed
    // pipe, so SIGPIPE (128 + 13) ends it; the rule list may fit the buffer and end normally.
    for (command, allowed) in [
        (format!("{bin} parse {} | head -c 10", big.display()), &["141"][..]),
        (format!("{bin} rule | head -1"), &["0", "141"][..]),
    ] {
        let script = format!("{command} >/dev/null; echo ${{PIPESTATUS[0]}}");
        let out = std::process::Command::new("bash")
            .args(["-c", &script])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        let status = text(&out.stdout);
        assert!(text(&out.stderr).is_empty(), "{command}: {}", text(&out.stderr));
        assert!(allowed.contains(&status.trim()), "{command}: status {status}");
    }
}
