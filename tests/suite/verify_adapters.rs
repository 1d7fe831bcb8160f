//! The adapters' command lines and multi-step runs, with fake verifiers written by the tests:
//! Tamarin `--diff`, CryptoVerif front ends and library, EasyCrypt include path and extra
//! arguments, AVISPA's two steps and back ends, Maude-NPA attack states and the shallower
//! retry after a time-out, versions tried newest first, missing tools, `--check-tools`.

use std::path::{Path, PathBuf};
use std::process::Command;

const VERSION: &str = r#"case "$1" in --version|-help|--help|config) echo "fake version 9.9.9"; exit 0;; esac"#;

fn fake(dir: &Path, name: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{VERSION}\n{body}\n")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

fn file(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

/// `cfb verify --format json` with a clean environment (no CFB_* from outside).
fn verify(dir: &Path, env: &[(&str, &Path)], args: &[&str]) -> Vec<serde_json::Value> {
    let mut c = Command::new(assert_cmd::cargo::cargo_bin!("cfb"));
    c.current_dir(dir).args(["verify", "--format", "json"]).args(args);
    for (k, _) in std::env::vars() {
        if k.starts_with("CFB_") {
            c.env_remove(k);
        }
    }
    c.env("PATH", "/usr/bin:/bin");
    // The fakes log their arguments next to themselves, outside the sandbox's run folder.
    c.env("CFB_SANDBOX", "off");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().unwrap();
    String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn command(r: &serde_json::Value) -> Vec<String> {
    r["command"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect()
}

#[test]
fn tamarin_prove_and_diff() {
    let d = tempfile::tempdir().unwrap();
    let t = fake(d.path(), "tamarin", "printf 'summary of summaries:\\n\\n  L (all-traces): verified (2 steps)\\n'");
    let plain = file(d.path(), "a.spthy", "theory A begin lemma L: \"All x #i. K(x)@i ==> F\" end\n");
    let diff = file(d.path(), "b.spthy", "theory B begin rule R: [Fr(~a)] --> [Out(diff(~a, ~a))] end\n");
    let r = verify(d.path(), &[("CFB_TAMARIN", &t)], &[&plain, &diff]);
    assert_eq!(r.len(), 2);
    for rec in &r {
        let cmd = command(rec);
        assert_eq!(rec["status"], "SAFE");
        assert!(cmd.contains(&"--prove".to_string()));
        let is_diff = rec["path"].as_str().unwrap().ends_with("b.spthy");
        assert_eq!(cmd.contains(&"--diff".to_string()), is_diff, "{cmd:?}");
        assert_eq!(rec["tool_version"], "9.9.9");
    }
}

#[test]
fn cryptoverif_front_ends_and_library() {
    let d = tempfile::tempdir().unwrap();
    let cv = fake(d.path(), "cryptoverif", "echo 'RESULT Proved secrecy of k'; echo 'All queries proved.'");
    // The library is named with or without its extension; it must be there.
    let lib = PathBuf::from(file(d.path(), "default.cvl", ""));
    let a = file(d.path(), "a.cv", "process 0\n");
    let b = file(d.path(), "b.ocv", "process 0\n");
    let r = verify(d.path(), &[("CFB_CRYPTOVERIF", &cv), ("CFB_CRYPTOVERIF_LIB", &lib)], &[&a, &b]);
    for rec in &r {
        let cmd = command(rec).join(" ");
        assert_eq!(rec["status"], "SAFE");
        assert!(cmd.contains(&format!("-lib {} ", d.path().join("default").display())), "{cmd}");
        if rec["path"].as_str().unwrap().ends_with(".ocv") {
            assert!(cmd.contains("-in oracles"), "{cmd}");
            assert_eq!(rec["lang"], "ocv");
        } else {
            assert!(cmd.contains("-in channels"), "{cmd}");
        }
    }
}

#[test]
fn easycrypt_include_path_and_extra_args() {
    let d = tempfile::tempdir().unwrap();
    let ec = fake(d.path(), "easycrypt", "exit 0");
    std::fs::write(
        d.path().join("cfb.toml"),
        format!(
            "[verify.programs]\neasycrypt = \"{}\"\n[verify.args]\neasycrypt = [\"-pragmas\", \"Proofs:weak\"]\n",
            ec.display()
        ),
    )
    .unwrap();
    let a = file(d.path(), "a.ec", "lemma triv: true.\nproof. trivial. qed.\n");
    let r = verify(d.path(), &[], &[&a]);
    let cmd = command(&r[0]);
    assert_eq!(&cmd[1..3], ["compile", "-no-eco"]);
    let joined = cmd.join(" ");
    assert!(joined.contains("-pragmas Proofs:weak"), "{joined}");
    let dir = d.path().canonicalize().unwrap();
    assert!(joined.contains(&format!("-I {}", dir.display())), "{joined}");
    assert_eq!(r[0]["status"], "SAFE");
    assert_eq!(r[0]["properties"][0]["name"], "triv");
}

#[test]
fn avispa_two_steps() {
    let d = tempfile::tempdir().unwrap();
    // hlpsl2if --output DIR FILE: writes DIR/NAME.if
    let h2if = fake(
        d.path(),
        "hlpsl2if",
        r#"if grep -q BROKEN "$3"; then echo '%% Syntax error: Line 2, Col 4 (offset 9-12, string "role")' >&2; echo '%%   Syn.Err(3): missing variable identifier' >&2; exit 255; fi
n=$(basename "$3" .hlpsl); echo x > "$2/$n.if"; echo "%% IF output in $2/$n.if" >&2"#,
    );
    let clatse = fake(
        d.path(),
        "cl-atse",
        r#"test -f "$5" || exit 9; printf 'SUMMARY\n  UNSAFE\n\nDETAILS\n  TYPED MODEL\n\nGOAL\n  Secrecy goal on n(Nb)\n\n'"#,
    );
    let ofmc = fake(
        d.path(),
        "ofmc",
        r#"test -f "$1" || exit 9; printf 'SUMMARY\n  SAFE\n\nDETAILS\n  BOUNDED_NUMBER_OF_SESSIONS\n\nGOAL\n  as_specified\n\n'"#,
    );
    let good = file(d.path(), "p.hlpsl", "role alice() def= end role\ngoal\n  secrecy_of sec_1, sec_2\nend goal\n");
    let bad = file(d.path(), "q.hlpsl", "BROKEN\n");
    let r = verify(d.path(), &[("CFB_HLPSL2IF", &h2if), ("CFB_CL_ATSE", &clatse), ("CFB_OFMC", &ofmc)], &[&good, &bad]);
    let good_r = r.iter().find(|x| x["path"].as_str().unwrap().ends_with("p.hlpsl")).unwrap();
    // OFMC says SAFE, CL-AtSe finds an attack: the attack wins.
    assert_eq!(good_r["status"], "UNSAFE", "{good_r}");
    assert!(good_r["tool_version"].as_str().unwrap().contains("ofmc 9.9.9"));
    assert!(good_r["tool_version"].as_str().unwrap().contains("cl-atse 9.9.9"));
    assert!(command(good_r)[0].ends_with("cl-atse"));
    let props: Vec<&str> =
        good_r["properties"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert!(props.contains(&"Secrecy goal on n(Nb)") && props.contains(&"secrecy_of sec_1"), "{props:?}");
    let bad_r = r.iter().find(|x| x["path"].as_str().unwrap().ends_with("q.hlpsl")).unwrap();
    assert_eq!(bad_r["status"], "ERROR");
    assert_eq!(bad_r["error"]["line"], 2);
    assert_eq!(bad_r["error"]["column"], 5);
    assert!(command(bad_r)[0].ends_with("hlpsl2if"));
}

/// hlpsl2if names its output after the input with `.hlpsl` cut off, so an upper-case
/// extension must not reach it; and when it writes nothing the back ends are not asked.
#[test]
fn avispa_upper_case_extension_and_missing_if_file() {
    let d = tempfile::tempdir().unwrap();
    let h2if = fake(d.path(), "hlpsl2if", r#"n=$(basename "$3" .hlpsl); echo x > "$2/$n.if""#);
    let ofmc = fake(
        d.path(),
        "ofmc",
        r#"test -f "$1" || { echo "cannot open $1"; exit 9; }; printf 'SUMMARY\n  SAFE\n\nDETAILS\n  BOUNDED_NUMBER_OF_SESSIONS\n\nGOAL\n  as_specified\n\n'"#,
    );
    let upper = file(d.path(), "X.HLPSL", "role alice() def= end role\n");
    let r = verify(d.path(), &[("CFB_HLPSL2IF", &h2if), ("CFB_OFMC", &ofmc)], &[&upper]);
    assert_eq!(r[0]["status"], "SAFE", "{}", r[0]);
    assert!(command(&r[0]).last().unwrap().ends_with("X.if"), "{}", r[0]);

    let silent = fake(d.path(), "hlpsl2if-silent", "echo 'hlpsl2if: something odd' >&2; exit 0");
    let r = verify(d.path(), &[("CFB_HLPSL2IF", &silent), ("CFB_OFMC", &ofmc)], &[&upper]);
    assert_eq!(r[0]["status"], "ERROR", "{}", r[0]);
    let msg = r[0]["error"]["message"].as_str().unwrap();
    assert!(msg.contains("hlpsl2if wrote no X.if") && msg.contains("something odd"), "{msg}");
    assert!(command(&r[0])[0].ends_with("hlpsl2if-silent"), "the back end never ran: {}", r[0]);
}

#[test]
fn maude_npa_states_and_shallower_retry() {
    let d = tempfile::tempdir().unwrap();
    // Hangs at depth 12; answers at depth 5 for each command in commands.maude.
    let maude = fake(
        d.path(),
        "maude",
        r#"cmds="$(cat "$7")"; cp "$7" "$FAKE_DIR/commands.$$"
echo "$cmds" | while read -r red cmd dot; do
  case "$cmd" in *"(1,12)"*) sleep 100;; esac
  echo "=========================================="; echo "reduce in MAUDE-NPA : $cmd ."; echo "rewrites: 1"
  case "$cmd" in *"(1,"*) echo "result ShortIdSystem: < 1 . 3 > ( attack )";; *) echo "result IdSystemSet: (empty).IdSystemSet";; esac
done; echo Bye."#,
    );
    let npa = file(d.path(), "maude-npa.maude", "--- Maude-NPA Version: 3.1.4\n");
    let spec = file(
        d.path(),
        "p.maude",
        "fmod PROTOCOL-SPECIFICATION is\n eq ATTACK-STATE(0) = x .\n eq ATTACK-STATE(1) = y .\nendfm\nselect MAUDE-NPA .\n",
    );
    let r = verify(
        d.path(),
        &[("CFB_MAUDE", &maude), ("CFB_MAUDE_NPA", Path::new(&npa)), ("FAKE_DIR", d.path())],
        &["--timeout", "1", &spec],
    );
    let rec = &r[0];
    assert_eq!(rec["status"], "UNSAFE", "{rec}");
    let props = rec["properties"].as_array().unwrap();
    assert_eq!(props.len(), 2);
    assert_eq!(props[0]["name"], "attack state 0");
    assert_eq!(props[0]["status"], "holds");
    // State 0 was answered at depth 12 before the time-out; state 1 only at depth 5.
    assert!(props[0]["detail"].as_str().unwrap().contains("within 12 backwards steps"), "{rec}");
    assert!(props[1]["detail"].as_str().unwrap().contains("within 5 backwards steps"), "{rec}");
    assert_eq!(props[1]["status"], "violated");
    assert_eq!(rec["tool_version"], "Maude 9.9.9, Maude-NPA 3.1.4");
    let cmd = command(rec);
    assert_eq!(&cmd[1..5], ["-no-banner", "-no-advise", "-batch", "-no-wrap"]);
    assert!(cmd[5].ends_with("maude-npa.maude") && cmd[7].ends_with("/commands.maude"), "{cmd:?}");
    // Two runs: depth 12 (killed in state 1), then depth 5 for state 1 only.
    let mut runs: Vec<String> = std::fs::read_dir(d.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("commands."))
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .collect();
    runs.sort();
    assert_eq!(runs, vec!["red initials(0,12) .\nred initials(1,12) .\n", "red initials(1,5) .\n"]);
}

#[test]
fn versions_newest_first_with_fallback_on_error() {
    let d = tempfile::tempdir().unwrap();
    let new =
        fake(d.path(), "pv-new", "printf 'File \"x.pv\", line 1, character 1:\\nError: Syntax error.\\n'; exit 2");
    let old = fake(d.path(), "pv-old", "echo 'RESULT not attacker(s[]) is true.'");
    std::fs::write(
        d.path().join("cfb.toml"),
        format!(
            "[verify.programs]\nproverif = [ {{ path = \"{}\", version = \"2.04\" }}, {{ path = \"{}\", version = \"2.05\" }} ]\n",
            old.display(),
            new.display()
        ),
    )
    .unwrap();
    let a = file(d.path(), "x.pv", "process 0\n");
    let r = verify(d.path(), &[], &[&a]);
    assert_eq!(r[0]["status"], "SAFE", "the older version accepts it: {}", r[0]);
    assert_eq!(r[0]["tool_version"], "2.04");
    // When every version refuses the file, the newest one's error is reported.
    std::fs::write(d.path().join("cfb.toml"), format!("[verify.programs]\nproverif = [ {{ path = \"{}\", version = \"2.05\" }}, {{ path = \"{}\", version = \"2.04\" }} ]\n", new.display(), new.display())).unwrap();
    let r = verify(d.path(), &[], &[&a]);
    assert_eq!(r[0]["status"], "ERROR");
    assert_eq!(r[0]["tool_version"], "2.05");
    assert_eq!(r[0]["error"]["line"], 1);
}

/// `easycrypt config` lists the SMT provers Why3 found; with none, `--check-tools` says so and
/// an undecided proof carries the hint.
#[test]
fn easycrypt_without_smt_provers_is_explained() {
    use std::os::unix::fs::PermissionsExt;
    let d = tempfile::tempdir().unwrap();
    let script = |name: &str, provers: &str| {
        let p = d.path().join(name);
        let body = format!(
            "#!/bin/sh\nif [ \"$1\" = config ]; then echo 'git-hash: r2025.08' >&2; echo 'known provers: {provers}' >&2; exit 0; fi\n\
             for a; do f=$a; done\necho \"[critical] [$(basename \"$f\"): line 2 (7-10)] cannot prove goal (strict)\" >&2; exit 1\n"
        );
        std::fs::write(&p, body).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    };
    let none = script("ec-none", "");
    let some = script("ec-some", "Alt-Ergo@2.5.4, Z3@4.12.2");
    let check = |ec: &Path| {
        let mut c = Command::new(assert_cmd::cargo::cargo_bin!("cfb"));
        c.current_dir(d.path()).env("CFB_EASYCRYPT", ec).args(["verify", "--check-tools"]);
        let text = String::from_utf8_lossy(&c.output().unwrap().stdout).into_owned();
        c.args(["--format", "json"]);
        let json: serde_json::Value = serde_json::from_slice(&c.output().unwrap().stdout).unwrap();
        (text, json["tools"]["easycrypt"]["smt_provers"].clone())
    };
    let (text, provers) = check(&none);
    assert!(text.contains("easycrypt    ready, but EasyCrypt knows no SMT prover"), "{text}");
    assert_eq!(provers, serde_json::json!([]));
    let (text, provers) = check(&some);
    assert!(text.lines().any(|l| l == "easycrypt    ready"), "{text}");
    assert_eq!(provers, serde_json::json!(["Alt-Ergo@2.5.4", "Z3@4.12.2"]));

    let a = file(d.path(), "a.ec", "lemma l: true.\nproof. smt. qed.\n");
    let r = verify(d.path(), &[("CFB_EASYCRYPT", &none)], &[&a]);
    assert_eq!(r[0]["status"], "UNKNOWN", "{}", r[0]);
    assert!(r[0]["properties"][0]["detail"].as_str().unwrap().contains("why3 config detect"), "{}", r[0]);
    let r = verify(d.path(), &[("CFB_EASYCRYPT", &some)], &[&a]);
    assert_eq!(r[0]["status"], "UNKNOWN", "{}", r[0]);
    assert!(!r[0]["properties"][0]["detail"].as_str().unwrap().contains("why3"), "{}", r[0]);
}

#[test]
fn missing_tool_is_a_no_tool_record() {
    let d = tempfile::tempdir().unwrap();
    let a = file(d.path(), "x.spdl", "protocol p(I) { role I { } }\n");
    let r = verify(d.path(), &[], &[&a]);
    assert_eq!(r[0]["status"], "NO_TOOL");
    let msg = r[0]["error"]["message"].as_str().unwrap();
    assert!(msg.contains("scyther not found") && msg.contains("CFB_SCYTHER"), "{msg}");
}

#[test]
fn check_tools_lists_what_was_found() {
    let d = tempfile::tempdir().unwrap();
    let pv = fake(d.path(), "proverif", "exit 0");
    let mut c = Command::new(assert_cmd::cargo::cargo_bin!("cfb"));
    c.current_dir(d.path())
        .args(["verify", "--check-tools", "--format", "json"])
        .env("PATH", "/nonexistent")
        .env("CFB_PROVERIF", &pv);
    for (k, _) in std::env::vars() {
        if k.starts_with("CFB_") && k != "CFB_PROVERIF" {
            c.env_remove(k);
        }
    }
    let out = c.output().unwrap();
    assert_eq!(out.status.code(), Some(1), "some tools are missing");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["programs"]["proverif"][0]["version"], "9.9.9");
    assert_eq!(v["programs"]["proverif"][0]["source"], "CFB_PROVERIF");
    assert_eq!(v["tools"]["proverif"]["ready"], true);
    assert_eq!(v["tools"]["scyther"]["ready"], false);
    let human = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .current_dir(d.path())
        .args(["verify", "--check-tools"])
        .env("PATH", "/nonexistent")
        .env("CFB_PROVERIF", &pv)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&human.stdout);
    assert!(text.contains("proverif         9.9.9      CFB_PROVERIF"), "{text}");
    assert!(text.contains("proverif     ready"), "{text}");
}

#[test]
fn maude_npa_summary_mode_from_config() {
    let d = tempfile::tempdir().unwrap();
    let maude = fake(
        d.path(),
        "maude",
        r#"cat "$7" > "$FAKE_DIR/commands.txt"
while read -r red cmd dot; do
  echo "reduce in MAUDE-NPA : $cmd ."; echo "rewrites: 1"
  case "$cmd" in *"(0,"*) echo "result Summary: States>> 0 Solutions>> 0";; *) echo "result Summary: States>> 3 Solutions>> 0";; esac
done < "$7"; echo Bye."#,
    );
    let npa = file(d.path(), "maude-npa.maude", "--- Maude-NPA Version: 3.1.4\n");
    std::fs::write(d.path().join("cfb.toml"), "[verify]\nmaude_npa_command = \"summary\"\nmaude_npa_depths = [7]\n")
        .unwrap();
    let spec = file(
        d.path(),
        "p.maude",
        "fmod PROTOCOL-SPECIFICATION is\n eq ATTACK-STATE(0) = x .\n eq ATTACK-STATE(1) = y .\nendfm\n",
    );
    let r = verify(
        d.path(),
        &[("CFB_MAUDE", &maude), ("CFB_MAUDE_NPA", Path::new(&npa)), ("FAKE_DIR", d.path())],
        &[&spec],
    );
    assert_eq!(
        std::fs::read_to_string(d.path().join("commands.txt")).unwrap(),
        "red summary(0,7) .\nred summary(1,7) .\n"
    );
    let rec = &r[0];
    assert_eq!(rec["status"], "UNKNOWN", "{rec}");
    assert_eq!(rec["properties"][0]["status"], "holds");
    assert!(rec["properties"][0]["detail"].as_str().unwrap().contains("exhausted"));
    assert_eq!(rec["properties"][1]["status"], "unknown");
}
