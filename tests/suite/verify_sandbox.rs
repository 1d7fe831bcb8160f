//! Hostile models against `cfb verify`'s sandbox and limits: fake verifiers (shell scripts
//! written here, run as ProVerif) that write outside their folder, read what they were not
//! given, open sockets, fork without end, print or write 10 GB, and ignore SIGTERM; and a real
//! Maude file that writes a file and opens a socket.
//!
//! Where the kernel cannot sandbox (no Landlock, no network namespace) these tests are skipped
//! loudly, or fail with `CFB_REQUIRE_SANDBOX=1` (`.ci/run`).

use std::io::Read;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::support;

fn cfb() -> Command {
    Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
}

/// Whether runs can be sandboxed here; `false` after a loud skip.
fn sandbox_here() -> bool {
    match cfb::verify::sandbox::status(false) {
        Ok(_) => true,
        Err(why) => {
            if std::env::var("CFB_REQUIRE_SANDBOX").is_ok_and(|v| v == "1") {
                panic!("CFB_REQUIRE_SANDBOX=1 but the kernel cannot sandbox: {why}");
            }
            support::loud(&format!("SKIPPED: no sandbox on this kernel ({why}); needs Landlock"));
            false
        }
    }
}

/// A folder with a fake `proverif` running `body` (after answering the version question) and
/// a model `m.pv`.
struct Fake {
    dir: tempfile::TempDir,
    tool: PathBuf,
    model: PathBuf,
}

impl Fake {
    fn new(body: &str) -> Fake {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let tool = dir.path().join("fake-proverif");
        let script = format!(
            "#!/bin/sh\nif [ \"$1\" = \"-help\" ]; then echo \"Proverif 2.05 (fake)\"; exit 0; fi\n{body}\necho \"RESULT \
             not attacker(s[]) is true.\"\n"
        );
        std::fs::write(&tool, script).unwrap();
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
        let model = dir.path().join("m.pv");
        std::fs::write(&model, "process 0\n").unwrap();
        Fake { dir, tool, model }
    }

    /// `cfb verify --format json` on the model with `extra` flags: the record and the exit code.
    fn verify(&self, extra: &[&str], env: &[(&str, &str)]) -> (Value, i32, Duration) {
        let t = Instant::now();
        let out = cfb()
            .current_dir(self.dir.path())
            .env("CFB_PROVERIF", &self.tool)
            .env_remove("CFB_SANDBOX")
            .env_remove("CFB_TIMEOUT")
            .envs(env.iter().copied())
            .args(["verify", "--format", "json"])
            .args(extra)
            .arg(&self.model)
            .output()
            .unwrap();
        let took = t.elapsed();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let line =
            stdout.lines().next().unwrap_or_else(|| panic!("no record: {}", String::from_utf8_lossy(&out.stderr)));
        (serde_json::from_str(line).unwrap(), out.status.code().unwrap_or(-1), took)
    }
}

fn text<'a>(r: &'a Value, field: &str) -> &'a str {
    r[field].as_str().unwrap_or("")
}

#[test]
fn writes_outside_the_run_folder_are_refused() {
    if !sandbox_here() {
        return;
    }
    let outside = tempfile::tempdir().unwrap();
    let target = outside.path().join("escaped.txt");
    let fake = Fake::new(
        r#"echo inside > inside.txt && cat inside.txt
echo x > "$TARGET" || echo "outside refused"
echo x > "$TMPDIR/tmp-ok" && echo "tmpdir ok"
mkdir "$NEIGHBOUR/made" || echo "mkdir refused""#,
    );
    let neighbour = fake.dir.path().display().to_string();
    let env = [("TARGET", target.to_str().unwrap()), ("NEIGHBOUR", neighbour.as_str())];
    let (r, code, _) = fake.verify(&[], &env);
    assert_eq!(r["status"], "SAFE", "{r}");
    assert_eq!(code, 0);
    let out = text(&r, "stdout_tail");
    assert!(out.contains("inside\n"), "the run folder is writable: {r}");
    assert!(out.contains("tmpdir ok"), "TMPDIR is the run folder: {r}");
    assert!(out.contains("outside refused") && out.contains("mkdir refused"), "{r}");
    assert!(text(&r, "stderr_tail").contains("Permission denied"), "EACCES: {r}");
    assert!(!target.exists(), "the verifier wrote {}", target.display());
    assert!(!fake.dir.path().join("made").exists());
    assert!(text(&r, "sandbox").starts_with("landlock abi "), "{r}");
    // The same script without the sandbox does write there: the test can see an escape.
    let (r, _, _) = fake.verify(&["--sandbox=off"], &env);
    assert_eq!(r["sandbox"].as_str().unwrap().split(';').next(), Some("off"));
    assert!(target.exists(), "{r}");
}

#[test]
fn reads_need_allow_include() {
    if !sandbox_here() {
        return;
    }
    let include = tempfile::tempdir().unwrap();
    std::fs::write(include.path().join("lib.pvl"), "INCLUDED TEXT\n").unwrap();
    let fake =
        Fake::new("cat \"$INC/lib.pvl\" || echo \"include refused\"\nhead -c 5 /etc/passwd || echo \"passwd refused\"");
    let inc = include.path().to_str().unwrap();
    let (r, _, _) = fake.verify(&[], &[("INC", inc)]);
    let out = text(&r, "stdout_tail");
    assert!(out.contains("include refused") && !out.contains("INCLUDED TEXT"), "{r}");
    assert!(out.contains("passwd refused") && !out.contains("root:"), "{r}");
    let (r, _, _) = fake.verify(&["--allow-include", inc], &[("INC", inc)]);
    let out = text(&r, "stdout_tail");
    assert!(out.contains("INCLUDED TEXT"), "--allow-include DIR makes DIR readable: {r}");
    assert!(out.contains("passwd refused"), "and nothing else: {r}");
    let bad = cfb().args(["verify", "--allow-include", "/no/such/folder", "x.pv"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--allow-include /no/such/folder"));
}

/// A TCP listener on 127.0.0.1 counting the connections it accepts.
fn listener() -> (u16, Arc<AtomicUsize>) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    let accepted = Arc::new(AtomicUsize::new(0));
    let count = accepted.clone();
    std::thread::spawn(move || {
        for mut s in l.incoming().flatten() {
            count.fetch_add(1, Ordering::SeqCst);
            let mut buf = [0u8; 64];
            let _ = s.read(&mut buf);
        }
    });
    (port, accepted)
}

#[test]
fn sockets_do_not_connect() {
    if !sandbox_here() {
        return;
    }
    if Command::new("bash").arg("-c").arg(":").output().is_err() {
        support::loud("SKIPPED: bash (for /dev/tcp) is missing");
        return;
    }
    let (port, accepted) = listener();
    let fake =
        Fake::new("bash -c 'echo hello > /dev/tcp/127.0.0.1/$PORT' && echo connected || echo \"connect refused\"");
    let port_s = port.to_string();
    let env = [("PORT", port_s.as_str())];
    let (r, _, _) = fake.verify(&[], &env);
    assert!(text(&r, "stdout_tail").contains("connect refused"), "{r}");
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(accepted.load(Ordering::SeqCst), 0, "the sandboxed run connected: {r}");
    assert!(text(&r, "sandbox").contains("no network"), "{r}");
    // Control: with the network allowed the same script connects.
    let (r, _, _) = fake.verify(&["--allow-network"], &env);
    assert!(text(&r, "stdout_tail").contains("connected"), "{r}");
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(accepted.load(Ordering::SeqCst), 1);
}

/// Processes whose command line names `needle`.
pub(crate) fn processes_naming(needle: &str) -> Vec<u32> {
    let mut found = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else { continue };
        let cmd = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
        if String::from_utf8_lossy(&cmd).contains(needle) {
            found.push(pid);
        }
    }
    found
}

#[test]
fn a_fork_bomb_is_bounded_and_ends() {
    if !sandbox_here() {
        return;
    }
    // SAFETY: getuid(2) cannot fail.
    if !cfb::verify::cgroup::Cgroup::available() && unsafe { libc::getuid() } == 0 {
        support::loud("SKIPPED: fork bomb: root without a pids cgroup would have no process bound here");
        return;
    }
    let fake = Fake::new("bomb() { bomb | bomb & }\nbomb\nsleep 100");
    let t = Instant::now();
    let (r, code, _) = fake.verify(&["--timeout", "3", "--max-processes", "40"], &[]);
    assert!(t.elapsed() < Duration::from_secs(30), "took {:?}", t.elapsed());
    assert_eq!(code, 1);
    let msg = r["error"]["message"].as_str().unwrap_or("");
    if cfb::verify::cgroup::Cgroup::available() {
        assert_eq!(r["status"], "ERROR", "{r}");
        assert!(msg.starts_with("process limit reached"), "{r}");
        assert!(text(&r, "sandbox").contains("at most 40 processes (pids cgroup)"), "{r}");
    } else {
        assert!(r["status"] == "ERROR" || r["status"] == "TIMEOUT", "{r}");
    }
    std::thread::sleep(Duration::from_millis(300));
    let left = processes_naming(fake.tool.to_str().unwrap());
    assert!(left.is_empty(), "fork bomb processes left: {left:?}");
}

#[test]
fn ten_gigabytes_of_output_stop_at_the_cap() {
    if !sandbox_here() {
        return;
    }
    let fake = Fake::new("yes 0123456789abcdef | head -c 10000000000");
    let (r, _, took) = fake.verify(&["--max-output", "32", "--timeout", "120"], &[]);
    assert_eq!(r["status"], "ERROR", "{r}");
    assert!(r["error"]["message"].as_str().unwrap().starts_with("output limit exceeded"), "{r}");
    // 32 MiB through a pipe, not 10 GB.
    assert!(took < Duration::from_secs(30), "{took:?}");
    assert!(r["seconds"].as_f64().unwrap() < 30.0);
}

#[test]
fn a_ten_gigabyte_file_stops_at_the_cap() {
    if !sandbox_here() {
        return;
    }
    let fake = Fake::new("exec head -c 10000000000 /dev/zero > big.bin");
    let (r, _, took) = fake.verify(&["--max-output", "8", "--timeout", "120"], &[]);
    assert_eq!(r["status"], "ERROR", "{r}");
    assert!(r["error"]["message"].as_str().unwrap().contains("file size limit exceeded"), "{r}");
    assert!(took < Duration::from_secs(30), "{took:?}");
}

#[test]
fn a_busy_loop_stops_at_the_cpu_limit() {
    if !sandbox_here() {
        return;
    }
    let fake = Fake::new("while :; do :; done");
    let (r, _, took) = fake.verify(&["--cpu-limit", "1", "--timeout", "60"], &[]);
    assert_eq!(r["status"], "ERROR", "{r}");
    assert!(r["error"]["message"].as_str().unwrap().contains("CPU time limit exceeded"), "{r}");
    assert!(took < Duration::from_secs(30), "{took:?}");
}

#[test]
fn a_verifier_ignoring_sigterm_is_killed_after_the_grace() {
    if !sandbox_here() {
        return;
    }
    let fake = Fake::new("trap '' TERM\necho $$ > pid\nwhile :; do sleep 1; done");
    let (r, code, took) = fake.verify(&["--timeout", "1"], &[]);
    assert_eq!(r["status"], "TIMEOUT", "{r}");
    assert_eq!(code, 1);
    // One second, then three of grace after SIGTERM, then SIGKILL.
    assert!(took >= Duration::from_secs(4), "killed before the grace ran out: {took:?}");
    assert!(took < Duration::from_secs(20), "{took:?}");
    std::thread::sleep(Duration::from_millis(200));
    assert!(processes_naming(fake.tool.to_str().unwrap()).is_empty(), "still running");
    // One that does stop on SIGTERM gets it first and is not waited for.
    let polite = Fake::new("trap 'echo got TERM; exit 3' TERM\nsleep 100 &\nwait");
    let (r, _, took) = polite.verify(&["--timeout", "1"], &[]);
    assert_eq!(r["status"], "TIMEOUT", "{r}");
    assert!(took < Duration::from_secs(4), "{took:?}");
    assert!(text(&r, "stdout_tail").contains("got TERM"), "{r}");
}

#[test]
fn without_landlock_cfb_refuses_unless_sandbox_off() {
    // Run cfb where it cannot make a network namespace: in a user namespace allowed none.
    let probe = Command::new("unshare").args(["-r", "sh", "-c", "echo 0 > /proc/sys/user/max_net_namespaces"]).output();
    if !probe.is_ok_and(|o| o.status.success()) {
        support::loud("SKIPPED: cannot make a user namespace without network namespaces (unshare -r)");
        return;
    }
    let fake = Fake::new("echo ran");
    let script = format!(
        "echo 0 > /proc/sys/user/max_net_namespaces && CFB_PROVERIF={} exec {} verify --format json \"$@\" {}",
        fake.tool.display(),
        assert_cmd::cargo::cargo_bin!("cfb").display(),
        fake.model.display()
    );
    let run = |extra: &[&str]| {
        Command::new("unshare")
            .args(["-r", "sh", "-c", &script, "sh"])
            .args(extra)
            .current_dir(fake.dir.path())
            .env_remove("CFB_SANDBOX")
            .output()
            .unwrap()
    };
    let out = run(&[]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot sandbox the verifier runs here") && err.contains("--sandbox=off"), "{err}");
    assert_eq!(err.matches("cannot sandbox").count(), 1, "said once: {err}");
    assert!(out.stdout.is_empty(), "nothing ran");
    let out = run(&["--sandbox=off"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("\"sandbox\":\"off"), "{stdout}");
}

fn maude_here() -> bool {
    if Command::new("maude").arg("--version").output().is_ok() {
        return true;
    }
    let msg = "`maude` not found (apt-get install -y maude)";
    if std::env::var("CFB_REQUIRE_MAUDE").is_ok_and(|v| v == "1") {
        panic!("CFB_REQUIRE_MAUDE=1 but {msg}");
    }
    support::loud(&format!("SKIPPED: {msg}"));
    false
}

/// A plain Maude file that, while it loads, opens a file outside its folder for writing and a
/// TCP connection, with Maude told to trust it (`-trust`): neither happens in the sandbox; with
/// `--sandbox=off --allow-network` both do.
#[test]
fn real_maude_cannot_write_files_or_connect() {
    if !sandbox_here() || !maude_here() {
        return;
    }
    let (port, accepted) = listener();
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("pwned.txt");
    let model = dir.path().join("hostile.maude");
    std::fs::write(
        &model,
        format!(
            "load file.maude\nload socket.maude\nmod HOSTILE is\n  including FILE .\n  including SOCKET .\n  op me : -> \
             Oid .\n  op User : -> Cid .\n  vars F S : Oid .\n  rl [opened] : openedFile(me, fileManager, F) => \
             write(F, me, \"pwned\\n\") .\n  rl [wrote] : wrote(me, F) => closeFile(F, me) .\n  rl [created] : \
             createdSocket(me, socketManager, S) => send(S, me, \"hello\") .\n  rl [sent] : sent(me, S) => \
             closeSocket(S, me) .\nendm\nerew <> < me : User | none > openFile(fileManager, me, \"{}\", \"w\") \
             createClientTcpSocket(socketManager, me, \"127.0.0.1\", {port}) .\n",
            target.display()
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("cfb.toml"), "[verify.args]\nmaude = [\"-trust\"]\n").unwrap();
    let run = |extra: &[&str]| -> Value {
        let out = cfb()
            .current_dir(dir.path())
            .env_remove("CFB_SANDBOX")
            .args(["verify", "--format", "json", "--timeout", "60"])
            .args(extra)
            .arg(&model)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        serde_json::from_str(stdout.lines().next().expect("a record")).unwrap()
    };
    let r = run(&[]);
    let out = text(&r, "stdout_tail");
    assert!(out.contains("fileError") && out.contains("socketError"), "Maude was refused both: {r}");
    std::thread::sleep(Duration::from_millis(300));
    assert!(!target.exists(), "Maude wrote {}", target.display());
    assert_eq!(accepted.load(Ordering::SeqCst), 0, "Maude connected: {r}");
    // Control: the same file does both without the sandbox, with the network allowed.
    let r = run(&["--sandbox=off", "--allow-network"]);
    std::thread::sleep(Duration::from_millis(300));
    assert!(target.exists(), "{r}");
    assert_eq!(accepted.load(Ordering::SeqCst), 1, "{r}");
}

/// Tamarin's `#include "/etc/passwd"` reads nothing (real Tamarin, when installed).
#[test]
fn real_tamarin_include_of_etc_passwd_reads_nothing() {
    if !sandbox_here() {
        return;
    }
    let installed =
        [std::env::var("CFB_TAMARIN").unwrap_or_default(), "/work/verifiers/tamarin/bin/tamarin-prover".into()]
            .into_iter()
            .find(|p| !p.is_empty() && Path::new(p).is_file());
    let Some(tamarin) = installed.or_else(|| {
        Command::new("tamarin-prover").arg("--version").output().ok().map(|_| "tamarin-prover".to_string())
    }) else {
        let msg = "tamarin-prover not found (set CFB_TAMARIN)";
        if std::env::var("CFB_REQUIRE_TAMARIN").is_ok_and(|v| v == "1") {
            panic!("CFB_REQUIRE_TAMARIN=1 but {msg}");
        }
        support::loud(&format!("SKIPPED: {msg}"));
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("inc.spthy");
    std::fs::write(&model, "theory Inc\nbegin\n#include \"/etc/passwd\"\nend\n").unwrap();
    let out = cfb()
        .current_dir(dir.path())
        .env("CFB_TAMARIN", &tamarin)
        .env_remove("CFB_SANDBOX")
        .args(["verify", "--format", "json", "--timeout", "120"])
        .arg(&model)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let r: Value = serde_json::from_str(stdout.lines().next().expect("a record")).unwrap();
    let both = format!("{}{}", text(&r, "stdout_tail"), text(&r, "stderr_tail"));
    assert!(!both.contains("root:x:0:0"), "Tamarin read /etc/passwd: {r}");
    assert_eq!(r["status"], "ERROR", "{r}");
    let msg = r["error"]["message"].as_str().unwrap_or("").to_lowercase();
    assert!(msg.contains("/etc/passwd") && msg.contains("permission denied"), "{r}");
}
