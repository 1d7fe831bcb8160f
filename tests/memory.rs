//! Peak memory of `cfb` on 20 MB files (issue 15: within 20 bytes per input byte plus 20 MB).
//!
//! A test binary of its own: a child's peak RSS, as `wait4` reports it, includes the peak of
//! the process that spawned it (Linux keeps the spawning address space's high-water mark
//! across `exec`), so it is measured from a process that itself stays small. Run among the
//! corpus tests, a child reported their 0.65 GB.

fn write(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path.display().to_string()
}

/// `head`, then `item(i)` for i = 0, 1, … until the text has 20 MB, then `tail`.
fn twenty_megabytes(head: &str, item: impl Fn(usize) -> String, tail: &str) -> String {
    let mut text = String::from(head);
    let mut i = 0;
    while text.len() < 20 << 20 {
        text.push_str(&item(i));
        i += 1;
    }
    text.push_str(tail);
    text
}

/// An accepted SPDL model of at least 20 MB and its number of lines (one protocol each).
fn twenty_megabyte_spdl() -> (String, usize) {
    let protocol = |i| {
        format!("protocol p{i}(I,R) {{ role I {{ fresh n: Nonce; send_1(I,R,{{n}}pk(R)); }} role R {{ var n: Nonce; recv_1(I,R,{{n}}pk(R)); }} }}\n")
    };
    let text = twenty_megabytes("", protocol, "");
    let lines = text.lines().count();
    (text, lines)
}

/// An accepted 20 MB model of each language but SPDL (see [`twenty_megabyte_spdl`]), with its
/// extension: one item per line (a ProVerif process macro, a Tamarin rule emitting an action
/// of its own, an EasyCrypt operator, …) between what the language requires around them.
fn twenty_megabyte_models() -> Vec<(&'static str, String)> {
    vec![
        (
            "pv",
            twenty_megabytes(
                "type key.\nfree c: channel.\n",
                |i| format!("let P{i}(k: key) = new n: key; out(c, (k, n)); in(c, x: key); if x = n then out(c, k).\n"),
                "process new k: key; (!P0(k) | !P1(k))\n",
            ),
        ),
        (
            "spthy",
            twenty_megabytes(
                "theory Big\nbegin\nbuiltins: hashing\n",
                |i| format!("rule R{i}: [ Fr(~k) ] --[ A{i}(~k) ]-> [ Out(h(~k)), St{i}(~k) ]\n"),
                "lemma l: \"All x #i. A0(x) @ i ==> F\"\nend\n",
            ),
        ),
        (
            "cv",
            twenty_megabytes(
                "type key [fixed, large].\nchannel c1, c2.\n",
                |i| format!("let P{i} = in(c1, ()); new k: key; out(c2, k).\n"),
                "process in(c1, ()); out(c2, ())\n",
            ),
        ),
        (
            "hlpsl",
            twenty_megabytes(
                "",
                |i| format!("role r{i}(A: agent, Snd, Rcv: channel(dy))\nplayed_by A\ndef=\n  local S: nat\n  init S := 0\n  transition\n  1. S = 0 /\\ Rcv(start) =|> S' := 1 /\\ Snd(A)\nend role\n"),
                "role environment()\ndef=\n  const a: agent\n  intruder_knowledge = {a}\n  composition r0(a, c1, c2)\nend role\ngoal\n  secrecy_of sec\nend goal\nenvironment()\n",
            ),
        ),
        (
            "maude",
            twenty_megabytes(
                "fmod BASE is\n  sort Msg .\nendfm\n",
                |i| format!("fmod M{i} is\n  including BASE .\n  op c{i} : -> Msg .\nendfm\n"),
                "",
            ),
        ),
        ("ec", twenty_megabytes("require import Int.\n", |i| format!("op f{i} : int = {i}.\n"), "")),
    ]
}

/// A syntax error at the end of a 20 MB file is found on its line, and only the protocol
/// around it is read by tree-sitter (the whole tree once took 3.1 GB).
#[test]
fn twenty_megabyte_file() {
    let dir = tempfile::tempdir().unwrap();
    let (mut text, i) = twenty_megabyte_spdl();
    text.push_str("protocol broken(I) { role I { send_1(I,I, x) } }\n");
    let path = write(&dir, "big.spdl", text.as_bytes());
    let out = dir.path().join("out.json");
    assert_within_bound(&["lint", "--syntax-only", "--format", "json"], &path, text.len(), 1, Some(&out));
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(v["diagnostics"][0]["line"].as_u64(), Some(i as u64 + 1));
}

/// Checks that `cfb ARGS FILE` (an input of `input` bytes) peaked within 20 bytes per input
/// byte plus 20 MB (see [`peak_memory`]).
fn assert_within_bound(args: &[&str], file: &str, input: usize, status: i32, out: Option<&std::path::Path>) {
    let peak = peak_memory(args, file, status, out);
    let bound = 20 * input + (20 << 20);
    assert!(peak <= bound, "{args:?} {file}: peak {} MB over the bound of {} MB", peak >> 20, bound >> 20);
}

/// The peak memory of `cfb ARGS FILE` in bytes, after checking that it exited with `status`;
/// its standard output goes to `out` if given.
#[allow(clippy::zombie_processes)] // reaped by `wait4`, which clippy does not see
fn peak_memory(args: &[&str], file: &str, status: i32, out: Option<&std::path::Path>) -> usize {
    let stdout = match out {
        Some(path) => std::process::Stdio::from(std::fs::File::create(path).unwrap()),
        None => std::process::Stdio::null(),
    };
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(args)
        .arg(file)
        .stdout(stdout)
        .spawn()
        .unwrap();
    // wait4 reports this child's own peak (getrusage would mix in other tests' children).
    let mut raw = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut raw, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t);
    assert!(libc::WIFEXITED(raw) && libc::WEXITSTATUS(raw) == status, "{args:?}: status {raw}");
    usage.ru_maxrss as usize * 1024
}

/// The strict check of an accepted 20 MB file keeps no tree and no token list, and `cfb parse`
/// and the rules of `cfb lint` read it a window of items at a time: their peak memory stays
/// within 20 bytes per input byte plus 20 MB (pest's token queue alone once took 3.6 GB, the
/// whole tree-sitter tree of the file 0.9 GB, lint's rules on the whole tree 2.4 GB).
#[test]
fn twenty_megabyte_file_peak_memory() {
    let dir = tempfile::tempdir().unwrap();
    let (text, _) = twenty_megabyte_spdl();
    let path = write(&dir, "big.spdl", text.as_bytes());
    let commands =
        [&["lint", "--syntax-only", "--format", "json"][..], &["lint"], &["parse", "--format", "json"], &["parse"]];
    for args in commands {
        assert_within_bound(args, &path, text.len(), 0, None);
    }
    // A grammar that requires a last item (the process) is read by windows too.
    let (_, text) = &twenty_megabyte_models()[0];
    let path = write(&dir, "big.pv", text.as_bytes());
    assert_within_bound(&["parse"], &path, text.len(), 0, None);
}

/// The rules of `cfb lint` read a 20 MB file of every language a window at a time, each
/// window with what its items read (ProVerif's process macros call each other, Tamarin's rules
/// share facts, EasyCrypt's commands are in theories): peak memory within 20 bytes per input
/// byte plus 20 MB (ProVerif's once 3 GB).
#[test]
fn twenty_megabyte_files_lint_within_the_memory_bound() {
    let dir = tempfile::tempdir().unwrap();
    for (extension, text) in twenty_megabyte_models() {
        let path = write(&dir, &format!("big.{extension}"), text.as_bytes());
        // Maude's terms are checked under `--syntax-only` too (its grammars read them as text).
        let syntax_only = extension == "maude";
        for args in [&["lint"][..], &["lint", "--syntax-only"]].into_iter().take(1 + syntax_only as usize) {
            assert_within_bound(args, &path, text.len(), 0, None);
        }
    }
}
