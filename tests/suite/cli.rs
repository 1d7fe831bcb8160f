//! The `cfb` command as users run it: formats, exit statuses, and inputs that must not crash it.

use assert_cmd::Command;
use serde_json::Value;

const NSL: &str = "datasets/examples/spdl/needham-schroeder-lowe.spdl";

fn cfb() -> Command {
    let mut cmd = Command::cargo_bin("cfb").unwrap();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).env_remove("CFB_MAX_NESTING");
    cmd
}

fn write(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path.display().to_string()
}

/// Runs `cfb lint --format json` on one path and returns (exit status, the file's object).
fn lint_json(path: &str, extra: &[&str]) -> (i32, Value) {
    let out = cfb().args(["lint", "--format", "json"]).args(extra).arg(path).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "cfb panicked: {stderr}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let first = stdout.lines().next().unwrap_or_else(|| panic!("no JSON line; stderr: {stderr}"));
    (out.status.code().unwrap(), serde_json::from_str(first).unwrap())
}

const BROKEN: &str = "protocol p(I,R)\n{\n  role I {\n    send_1(I,R, x)\n  }\n}\n";

#[test]
fn bundled_examples_lint_clean() {
    let out = cfb().args(["lint", "datasets/examples"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("0 errors"), "{stdout}");
}

#[test]
fn human_output_names_file_line_column_and_expected_tokens() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(&dir, "broken.spdl", BROKEN.as_bytes());
    let out = cfb().args(["lint", "--color", "never", &path]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    // The missing `;` is noticed at the `}` on line 5, column 3, where Scyther stops too.
    assert!(stdout.contains(&format!("{path}:5:3: expected `;`, found `}}`")), "{stdout}");
    assert!(stdout.contains(" 5 │   }"), "source line shown: {stdout}");
    assert!(stdout.contains("┬"), "caret under the spot: {stdout}");
    assert!(stdout.contains("1 file checked: 1 error"), "{stdout}");
}

#[test]
fn json_output_has_the_documented_shape() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(&dir, "broken.spdl", BROKEN.as_bytes());
    let (status, v) = lint_json(&path, &[]);
    assert_eq!(status, 1);
    assert_eq!(v["path"], path.as_str());
    assert_eq!(v["lang"], "spdl");
    assert_eq!(v["ok"], false);
    let d = &v["diagnostics"][0];
    assert_eq!(d["severity"], "error");
    assert_eq!(d["code"], "syntax");
    assert_eq!((d["line"].as_u64(), d["column"].as_u64()), (Some(5), Some(3)));
    assert_eq!((d["end_line"].as_u64(), d["end_column"].as_u64()), (Some(5), Some(4)));
    assert!(d["message"].as_str().unwrap().contains("expected `;`"));
}

#[test]
fn json_is_one_object_per_file_and_line() {
    let out = cfb().args(["lint", "--format", "json", "datasets/examples/spdl"]).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let objects: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(objects.len(), 3);
    assert!(objects.iter().all(|o| o["ok"] == true && o["diagnostics"].as_array().unwrap().is_empty()));
}

#[test]
fn several_independent_errors_are_each_reported() {
    let dir = tempfile::tempdir().unwrap();
    let text = "protocol p(I) { role I { send_1(I,I, x) } }\n\nprotocol q(I) { role I { recv_1(I,I,y; } }\n";
    let path = write(&dir, "two.spdl", text.as_bytes());
    let (_, v) = lint_json(&path, &[]);
    let lines: Vec<u64> = v["diagnostics"].as_array().unwrap().iter().map(|d| d["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, vec![1, 3], "{v}");
}

#[test]
fn columns_count_characters_not_bytes() {
    let dir = tempfile::tempdir().unwrap();
    // `é` is two bytes in a comment before the error on the same line.
    let path = write(&dir, "u.spdl", "/* é */ protocol p(I) { role I { send_1(I,I, x) } }\n".as_bytes());
    let (_, v) = lint_json(&path, &[]);
    let col = v["diagnostics"][0]["column"].as_u64().unwrap();
    assert_eq!(col, "/* é */ protocol p(I) { role I { send_1(I,I, x) ".chars().count() as u64 + 1);
}

#[test]
fn sarif_is_2_1_0_with_rule_ids_and_regions() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(&dir, "broken.spdl", BROKEN.as_bytes());
    let out = cfb().args(["lint", "--format", "sarif", &path, NSL]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["version"], "2.1.0");
    let run = &v["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "cfb");
    let result = &run["results"][0];
    assert_eq!(result["ruleId"], "syntax");
    assert_eq!(result["level"], "error");
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    assert_eq!(rules[result["ruleIndex"].as_u64().unwrap() as usize]["id"], "syntax");
    let loc = &result["locations"][0]["physicalLocation"];
    assert!(loc["artifactLocation"]["uri"].as_str().unwrap().ends_with("broken.spdl"));
    assert_eq!(loc["region"]["startLine"], 5);
    assert_eq!(loc["region"]["startColumn"], 3);
    assert_eq!(run["results"].as_array().unwrap().len(), 1, "the clean file adds no result");
}

#[test]
fn standard_input_with_and_without_lang() {
    let text = std::fs::read_to_string(format!("{}/{NSL}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let out =
        cfb().args(["lint", "--format", "json", "--lang", "spdl", "-"]).write_stdin(text.clone()).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["path"].as_str(), v["lang"].as_str()), (Some("-"), Some("spdl")));
    // Without --lang the content tells.
    let out = cfb().args(["lint", "--format", "json", "-"]).write_stdin(text).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    // Prose tells nothing: a usage error, not a guess.
    let out = cfb().args(["lint", "-"]).write_stdin("just some words").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("pass --lang"));
}

#[test]
fn folders_are_walked_for_known_extensions_only() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    write(&dir, "sub/a.spdl", b"protocol p(I) { role I { } }\n");
    write(&dir, "notes.txt", b"this is not a model {{{");
    let out = cfb().args(["lint", "--format", "json"]).arg(dir.path()).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.contains("a.spdl"));
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn usage_and_io_errors_exit_2() {
    let out = cfb().args(["lint", "no/such/file.spdl"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no/such/file.spdl"));
    let out = cfb().args(["lint", "--lang", "cobol", NSL]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown language `cobol`"));
    let out = cfb().args(["lint"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    // An unreadable path among good ones: the good ones are still checked.
    let out = cfb().args(["lint", "--format", "json", "missing.spdl", NSL]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
}

#[test]
fn help_teaches_with_examples() {
    let out = cfb().args(["lint", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    for word in ["--format", "--lang", "--syntax-only", "Examples:", "sarif"] {
        assert!(help.contains(word), "lint --help lacks {word}");
    }
    // Every example stays a command line of its own (not reflowed into one paragraph).
    for command in ["lint", "parse", "rule", "extract", "verify", "score"] {
        let out = cfb().args([command, "--help"]).output().unwrap();
        let help = String::from_utf8_lossy(&out.stdout);
        let examples: Vec<&str> =
            help.lines().skip_while(|l| *l != "Examples:").skip(1).take_while(|l| !l.is_empty()).collect();
        assert!(examples.len() >= 2, "{command} --help: examples {examples:?}");
        assert!(examples.iter().all(|l| l.contains("cfb ")), "{command} --help: {examples:?}");
    }
}

#[test]
fn parse_prints_the_tree_as_sexp_and_json() {
    let out = cfb().args(["parse", NSL]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let sexp = String::from_utf8_lossy(&out.stdout);
    assert!(sexp.starts_with("(source_file (comment) (protocol_definition name: (identifier)"), "{sexp}");
    let out = cfb().args(["parse", "--format", "json", NSL]).output().unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let nodes = v["nodes"].as_array().unwrap();
    assert_eq!(nodes[0]["kind"], "source_file");
    assert!(nodes.iter().any(|n| n["kind"] == "role_definition" && n["start_line"] == 9));
    // Leaves carry their text; concatenated in order with the gaps they cover the file.
    assert!(nodes.iter().any(|n| n["text"] == "nsl"));
}

#[test]
fn rule_lists_and_explains_and_refuses_unknown_codes() {
    let out = cfb().args(["rule"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let out = cfb().args(["rule", "NOPE999"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

// ---- inputs that must not crash cfb ----------------------------------------------------

#[test]
fn empty_file_is_a_valid_empty_model() {
    let dir = tempfile::tempdir().unwrap();
    let (status, v) = lint_json(&write(&dir, "empty.spdl", b""), &[]);
    assert_eq!(status, 0);
    assert_eq!(v["ok"], true);
}

#[test]
fn hundred_thousand_nested_brackets() {
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::from("protocol p(I) { role I { send_1(I,I, ");
    text.push_str(&"(".repeat(100_000));
    text.push('x');
    text.push_str(&")".repeat(100_000));
    text.push_str("); } }\n");
    let (status, v) = lint_json(&write(&dir, "deep.spdl", text.as_bytes()), &[]);
    assert_eq!(status, 1);
    assert_eq!(v["diagnostics"][0]["code"], "nesting-limit");
    // Raising the limit parses it for real, still without a crash.
    let (_, v) = lint_json(&write(&dir, "deep.spdl", text.as_bytes()), &["--max-nesting", "200000", "--syntax-only"]);
    assert!(v["diagnostics"].is_array());
    // Parsing the tree alone does not recurse either.
    let out = cfb().args(["parse"]).arg(dir.path().join("deep.spdl")).output().unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("overflow"));
    assert!(out.status.code().is_some());
}

#[test]
fn nul_bytes_do_not_crash() {
    let dir = tempfile::tempdir().unwrap();
    let (status, v) = lint_json(&write(&dir, "nul.spdl", b"protocol p(I) { role I { send_1(I,I,\0x); } }\n"), &[]);
    assert_eq!(status, 1, "a NUL inside a declaration is a syntax error for Scyther: {v}");
    let (status, _) = lint_json(&write(&dir, "nul2.spdl", b"\0\0\0"), &[]);
    assert!(status == 0 || status == 1);
}

/// Walked folders hold a symlink loop, a FIFO and a folder named like models: the commands that
/// walk skip them (no hang on the FIFO) and handle the one model; a symlink loop named on the
/// command line is an error saying so.
#[test]
fn special_files_in_walked_folders_are_skipped_and_a_named_symlink_loop_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(&dir, "ok.spdl", b"protocol p(I) { role I { send_1(I,I,I); } }\n");
    std::os::unix::fs::symlink("loop.spdl", root.join("loop.spdl")).unwrap();
    std::os::unix::fs::symlink("..", root.join("up")).unwrap();
    std::fs::create_dir(root.join("folder.spdl")).unwrap();
    let fifo = std::ffi::CString::new(root.join("fifo.spdl").to_str().unwrap()).unwrap();
    assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o600) }, 0);
    for command in [&["lint", "--format", "json"][..], &["fmt", "--check"], &["mask"]] {
        let out = cfb().args(command).arg(root).timeout(std::time::Duration::from_secs(60)).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.code().is_some_and(|c| c <= 1), "{command:?}: {:?} {stdout}", out.status);
        assert!(!stdout.contains("fifo.spdl") && !stdout.contains("loop.spdl"), "{command:?}: {stdout}");
    }
    let out = cfb().args(["lint", root.join("loop.spdl").to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("symbolic links"), "{out:?}");
}

#[test]
fn crlf_line_ends_give_the_same_positions() {
    let dir = tempfile::tempdir().unwrap();
    let (_, lf) = lint_json(&write(&dir, "lf.spdl", BROKEN.as_bytes()), &[]);
    let (_, crlf) = lint_json(&write(&dir, "crlf.spdl", BROKEN.replace('\n', "\r\n").as_bytes()), &[]);
    // Lines and columns agree; byte offsets (of a fix's edits) count the `\r`s.
    let without_bytes = |v: &serde_json::Value| {
        v.to_string().split(',').filter(|f| !f.contains("_byte\"")).collect::<Vec<_>>().join(",")
    };
    assert_eq!(without_bytes(&lf["diagnostics"]), without_bytes(&crlf["diagnostics"]));
    let nsl = std::fs::read_to_string(format!("{}/{NSL}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let (status, _) = lint_json(&write(&dir, "nsl.spdl", nsl.replace('\n', "\r\n").as_bytes()), &[]);
    assert_eq!(status, 0);
}

#[test]
fn byte_order_mark_is_a_warning_not_a_failure() {
    let dir = tempfile::tempdir().unwrap();
    let nsl = std::fs::read(format!("{}/{NSL}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(nsl);
    let (status, v) = lint_json(&write(&dir, "bom.spdl", &bytes), &[]);
    assert_eq!(status, 0);
    assert_eq!(v["diagnostics"][0]["code"], "byte-order-mark");
    assert_eq!(v["diagnostics"][0]["severity"], "warning");
}

#[test]
fn invalid_utf8_is_a_diagnostic_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let (status, v) = lint_json(&write(&dir, "latin1.spdl", b"// caf\xe9\nprotocol p(I) { role I { } }\n"), &[]);
    assert_eq!(status, 0, "{v}");
    assert_eq!(v["diagnostics"][0]["code"], "invalid-utf8");
    assert_eq!(v["diagnostics"][0]["line"], 1);
}

#[test]
fn an_unclosed_comment_after_the_theory_is_reported_where_the_input_ends() {
    // Tamarin's `end` takes the layout after it, so it looks for the comment's `*/` up to the
    // end of the input and names that place (line 6, column 1 here), not the `/*`.
    let dir = tempfile::tempdir().unwrap();
    let text = "theory T\nbegin\nend\n/* proof output,\ncut short\n";
    let (status, v) = lint_json(&write(&dir, "t.spthy", text.as_bytes()), &["--syntax-only"]);
    assert_eq!(status, 1, "{v}");
    assert_eq!(v["diagnostics"][0]["line"].as_u64(), Some(6), "{v}");
    assert_eq!(v["diagnostics"][0]["column"].as_u64(), Some(1), "{v}");
    // A comment closed inside it does not close it.
    let nested = "theory T\nbegin\nend\n/* a /* b */ c\n";
    let (status, v) = lint_json(&write(&dir, "t.spthy", nested.as_bytes()), &["--syntax-only"]);
    assert_eq!(status, 1, "{v}");
    assert_eq!(v["diagnostics"][0]["line"].as_u64(), Some(5), "{v}");
    // Closed, the same comment is fine.
    let (status, v) = lint_json(&write(&dir, "t.spthy", format!("{text}*/\n").as_bytes()), &["--syntax-only"]);
    assert_eq!(status, 0, "{v}");
}

/// A reader that stops early (`cfb rule | head -1`) ends cfb quietly, not with a panic.
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read;
    // 180 kB of JSON: more than a pipe holds, so cfb is still writing when the reader leaves.
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("cfb"))
        .args(["parse", "--format", "json", "datasets/examples/spthy/signed_dh.spthy"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 100];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // (the reader is dropped here: the pipe is closed)
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(first.starts_with(b"{"));
}

/// The summary counts the files checked, and says apart the paths that could not be read.
#[test]
fn the_summary_counts_what_was_checked() {
    let out = cfb().args(["lint", "missing.spdl", NSL]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("1 file checked (1 not read): 0 errors"), "{stdout}");
    let out = cfb().args(["lint", NSL]).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 file checked: 0 errors"));
}

/// CryptoVerif's lexer feeds its parser token by token: a syntax error before an unclosed
/// comment is the one reported, an unclosed comment before the syntax error wins, and the
/// expected list is what fits at the error (it used to list `"` from the end of the file).
#[test]
fn cryptoverif_lexical_and_syntax_errors_in_text_order() {
    let dir = tempfile::tempdir().unwrap();
    let first = |name: &str, text: &str| {
        let (status, v) = lint_json(&write(&dir, name, text.as_bytes()), &["--syntax-only"]);
        assert_eq!(status, 1, "{v}");
        let d = v["diagnostics"][0].clone();
        (d["line"].as_u64().unwrap(), d["message"].as_str().unwrap().to_string(), d["help"].clone())
    };
    let (line, message, help) = first("typo.cv", "tpye key.\n(* open\nprocess 0\n");
    assert_eq!(line, 1, "{message}");
    assert!(message.contains("`type`") || help.as_str().is_some_and(|h| h.contains("`type`")), "{message} {help}");
    assert!(!message.contains('"'), "{message}");
    let (line, message, _) = first("comment.cv", "type key.\n(* open\ntpye k2.\nprocess 0\n");
    assert_eq!((line, message.contains("*)")), (2, true), "{message}");
    let (line, message, _) = first("dot.cv", "type key [fixed, large]\nprocess 0\n");
    assert!(line <= 2 && message.contains("`.`"), "{line}: {message}");
}
