//! `cfb fmt` as users run it: in place, --check, --diff, --stdout, standard input, comments,
//! and files it must leave alone.

use assert_cmd::Command;

fn cfb() -> Command {
    let mut cmd = Command::cargo_bin("cfb").unwrap();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).env_remove("CFB_FORMAT_DIR");
    cmd
}

fn run(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut cmd = cfb();
    cmd.args(args);
    if let Some(s) = stdin {
        cmd.write_stdin(s);
    }
    crate::common::outcome(&mut cmd)
}

/// A Scyther model written without care: no indentation, crowded commas, trailing blanks.
const MESSY: &str = "protocol p(I,R)\n{\nrole I\n{\nfresh n: Nonce;   \nsend_1(I,R,{n}pk(R));\n// the nonce stays secret\nclaim(I,Secret,n);\n}\nrole R\n{\nvar n: Nonce;\nrecv_1(I,R,{n}pk(R));\n}\n}\n\n\n\n";

#[test]
fn standard_input_is_laid_out_on_standard_output() {
    let (code, out, stderr) = run(&["fmt", "--lang", "spdl", "-"], Some(MESSY));
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = out.lines().collect();
    // nested blocks are indented, deeper for the role's body
    let role = lines.iter().find(|l| l.trim_start().starts_with("role I")).unwrap();
    let send = lines.iter().find(|l| l.trim_start().starts_with("send_1")).unwrap();
    let indent = |l: &str| l.len() - l.trim_start().len();
    assert!(indent(role) > 0 && indent(send) > indent(role), "{out}");
    // a space after each comma, no trailing white space, one final newline
    assert!(send.contains("send_1(I, R, {n}pk(R));"), "{out}");
    assert!(out.lines().all(|l| l == l.trim_end()), "{out:?}");
    assert!(out.ends_with("}\n") && !out.ends_with("\n\n"), "{out:?}");
    // the comment stays where it was, before the claim
    let comment = lines.iter().position(|l| l.contains("// the nonce stays secret")).unwrap();
    assert!(lines[comment + 1].trim_start().starts_with("claim("), "{out}");
    // idempotent
    assert_eq!(run(&["fmt", "--lang", "spdl", "-"], Some(&out)).1, out);
}

#[test]
fn files_are_rewritten_in_place_and_check_reports_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.spdl");
    std::fs::write(&path, MESSY).unwrap();
    let p = path.to_str().unwrap();
    let (code, stdout, _) = run(&["fmt", "--check", p], None);
    assert_eq!(code, 1);
    assert!(stdout.contains("would reformat:") && stdout.contains("m.spdl"), "{stdout}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MESSY, "--check changes nothing");
    let (code, diff, _) = run(&["fmt", "--diff", p], None);
    assert_eq!(code, 1);
    assert!(diff.contains("@@") && diff.contains("-send_1(I,R,{n}pk(R));"), "{diff}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MESSY, "--diff changes nothing");
    let (code, _, stderr) = run(&["fmt", p], None);
    assert_eq!(code, 0, "{stderr}");
    let formatted = std::fs::read_to_string(&path).unwrap();
    assert_ne!(formatted, MESSY);
    assert_eq!(run(&["fmt", "--check", p], None).0, 0, "formatted once, nothing left to do");
}

#[test]
fn a_file_with_a_syntax_error_is_left_untouched_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.spdl");
    let broken = "protocol p(I,R)\n{\n  role I {\n    send_1(I,R, x)\n  }\n}\n";
    std::fs::write(&path, broken).unwrap();
    let (code, _, stderr) = run(&["fmt", path.to_str().unwrap()], None);
    assert_eq!(code, 1);
    assert!(stderr.contains("broken.spdl:5:3") && stderr.contains("expected `;`"), "{stderr}");
    assert!(stderr.contains("left as it is"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), broken);
}

#[test]
fn strip_comments_removes_them_and_nothing_else() {
    let (code, out, _) = run(&["fmt", "--lang", "spdl", "--strip-comments", "-"], Some(MESSY));
    assert_eq!(code, 0);
    assert!(!out.contains("nonce stays secret"), "{out}");
    let kept = run(&["fmt", "--lang", "spdl", "-"], Some(MESSY)).1;
    let without: Vec<&str> = kept.lines().filter(|l| !l.contains("//")).collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), without);
}

#[test]
fn preprocessor_branches_and_proof_scripts_survive() {
    let spthy = "theory T\nbegin\n#ifdef SECRET\nrule A: [ Fr(~k) ] --[ Sec(~k) ]-> [ Out(~k) ]\n#else\nrule B: [ Fr(~k) ] --[ Sec(~k) ]-> [ ]\n#endif\nlemma l: exists-trace \"Ex k #i. Sec(k) @ i\"\nsimplify\nsolve( !KU( ~k ) @ #vk )\nby contradiction\nend\n";
    let (code, out, stderr) = run(&["fmt", "--lang", "spthy", "-"], Some(spthy));
    assert_eq!(code, 0, "{stderr}");
    for line in ["#ifdef SECRET", "#else", "#endif"] {
        assert!(out.lines().any(|l| l == line), "{line} at column 0 in:\n{out}");
    }
    for word in ["simplify", "by contradiction", "rule A", "rule B"] {
        assert!(out.contains(word), "{word} in:\n{out}");
    }
}

#[test]
fn every_bundled_example_is_already_formatted_or_formats_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("datasets/examples");
    for entry in walkdir::WalkDir::new(&examples).into_iter().filter_map(|e| e.ok()).filter(|e| e.file_type().is_file())
    {
        let to = dir.path().join(entry.file_name());
        std::fs::copy(entry.path(), &to).unwrap();
    }
    let d = dir.path().to_str().unwrap();
    let (code, _, stderr) = run(&["fmt", d], None);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(run(&["fmt", "--check", d], None).0, 0);
    assert_eq!(run(&["lint", d], None).0, 0, "formatted examples still lint clean");
}
