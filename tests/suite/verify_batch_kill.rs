//! The batch runner under real signals: `cfb verify --out F` killed with SIGKILL at random
//! (seeded) moments and rerun until done loses no record, writes none twice and leaves no
//! torn line; a full disk (RLIMIT_FSIZE on cfb, SIGXFSZ ignored: EFBIG) stops it with a clear
//! error and a file the rerun completes.

use std::collections::BTreeMap;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn cfb() -> Command {
    Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
}

/// A fake `proverif` that sleeps the seconds written in the model's first line, then answers.
fn setup(n: usize, seed: u64) -> (tempfile::TempDir, PathBuf, Vec<String>) {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let tool = dir.path().join("fake-proverif");
    std::fs::write(
        &tool,
        "#!/bin/sh\nif [ \"$1\" = \"-help\" ]; then echo \"Proverif 2.05 (fake)\"; exit 0; fi\n\
         sleep \"$(sed -n '1s/[^0-9.]//gp' \"$1\")\"\necho \"RESULT not attacker(s[]) is true.\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut rng = Lcg(seed);
    let models = (0..n)
        .map(|i| {
            let p = dir.path().join(format!("m{i:02}.pv"));
            std::fs::write(&p, format!("(* 0.{:02} *)\nprocess 0\n", 5 + rng.below(35))).unwrap();
            p.display().to_string()
        })
        .collect();
    (dir, tool, models)
}

/// A small deterministic generator (the moments of the kills are reproducible).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// The temporary folder the runs of [`command`] make their folders in.
fn scratch(dir: &Path) -> PathBuf {
    dir.join("tmp")
}

fn command(dir: &Path, tool: &Path, out: &Path, models: &[String]) -> Command {
    std::fs::create_dir_all(scratch(dir)).unwrap();
    let mut c = cfb();
    c.current_dir(dir)
        .env("TMPDIR", scratch(dir))
        .env("CFB_PROVERIF", tool)
        .env_remove("CFB_SANDBOX")
        .env_remove("CFB_TIMEOUT")
        .args(["verify", "--format", "json", "--jobs", "4", "--timeout", "30", "--out"])
        .arg(out)
        .args(models)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    c
}

/// Every line of `out` is a whole record; the paths, with how often each occurs.
fn check_whole(out: &Path) -> BTreeMap<String, usize> {
    let text = std::fs::read_to_string(out).unwrap_or_default();
    assert!(text.is_empty() || text.ends_with('\n'), "the file ends in a torn line");
    let mut seen = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let r: cfb::verify::VerdictRecord =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: not a record ({e}): {line}", i + 1));
        *seen.entry(r.path).or_insert(0) += 1;
    }
    seen
}

/// The sandbox, or `--sandbox=off` where the kernel has none (the batch runner is the point).
fn sandbox_flag() -> &'static str {
    if cfb::verify::sandbox::status(false).is_ok() {
        "--sandbox=on"
    } else {
        "--sandbox=off"
    }
}

#[test]
fn kill_9_at_random_moments_then_rerun_loses_and_duplicates_nothing() {
    let n = 40;
    let (dir, tool, models) = setup(n, 20261205);
    let out = dir.path().join("verdicts.jsonl");
    let mut rng = Lcg(7);
    let mut kills = 0;
    let mut killed_pids = Vec::new();
    let start = Instant::now();
    let mut finished = false;
    for round in 0..60 {
        assert!(start.elapsed() < Duration::from_secs(300), "no complete run after {round} rounds");
        let mut child = command(dir.path(), &tool, &out, &models).arg(sandbox_flag()).spawn().unwrap();
        // Kill after 0.2 to 1.2 s; a pass over everything takes about 2 s at 4 jobs.
        let deadline = Instant::now() + Duration::from_millis(200 + rng.below(1000));
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break Some(s);
            }
            if Instant::now() >= deadline {
                break None;
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        match status {
            Some(s) => {
                let mut err = String::new();
                std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut err).unwrap();
                assert_eq!(s.code(), Some(0), "{err}");
                finished = true;
                break;
            }
            None => {
                killed_pids.push(child.id());
                child.kill().unwrap(); // SIGKILL
                child.wait().unwrap();
                kills += 1;
                // Whatever the kill left: whole lines only, each file at most once.
                let seen = check_whole(&out);
                assert!(seen.values().all(|&c| c == 1), "a duplicate after kill {kills}: {seen:?}");
            }
        }
    }
    assert!(finished, "never completed");
    assert!(kills >= 3, "only {kills} kills: the test did not interrupt the batch");
    let seen = check_whole(&out);
    assert_eq!(seen.len(), n, "every input has a record");
    assert!(seen.values().all(|&c| c == 1), "no duplicate: {seen:?}");
    let expected: Vec<&String> = models.iter().collect();
    assert_eq!(seen.keys().collect::<Vec<_>>(), expected);
    eprintln!("verify batch: {kills} kill -9 then complete, {n} records, none twice");
    // The killed runs' temporary folders were removed by the reruns, the last run's by itself.
    let left: Vec<_> = std::fs::read_dir(scratch(dir.path()))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("cfb-verify-"))
        .collect();
    assert!(left.is_empty(), "run folders left after {kills} kills: {left:?}");
    // The killed runs' cgroups were cleaned up by the reruns.
    if let Ok(entries) = std::fs::read_dir("/sys/fs/cgroup/pids") {
        let names: Vec<String> = entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
        for pid in killed_pids {
            let prefix = format!("cfb-{pid}-");
            assert!(!names.iter().any(|n| n.starts_with(&prefix)), "cgroup of killed cfb {pid} left");
        }
    }
}

#[test]
fn a_full_disk_stops_with_a_clear_error_and_the_rerun_completes() {
    let n = 12;
    let (dir, tool, models) = setup(n, 99);
    let out = dir.path().join("verdicts.jsonl");
    let limit: u64 = 2500;
    let mut first = command(dir.path(), &tool, &out, &models);
    first.arg(sandbox_flag());
    // SAFETY: setrlimit and signal in the child before exec; no allocation.
    unsafe {
        first.pre_exec(move || {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let lim = libc::rlimit { rlim_cur: limit, rlim_max: libc::RLIM_INFINITY };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let o = first.output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains(&format!("cannot append a record to {}", out.display())), "{err}");
    assert!(err.contains("File too large") && err.contains("rerun the same command to resume"), "{err}");
    let len = std::fs::metadata(&out).unwrap().len();
    assert!(len > 0 && len <= limit, "{len}");
    let kept = check_whole(&out);
    assert!(!kept.is_empty() && kept.len() < n, "{kept:?}");
    // Space is back: the rerun does the rest.
    let o = command(dir.path(), &tool, &out, &models).arg(sandbox_flag()).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let seen = check_whole(&out);
    assert_eq!(seen.len(), n);
    assert!(seen.values().all(|&c| c == 1), "{seen:?}");
}

/// A verifier that would run for an hour dies with a `kill -9` of cfb (PR_SET_PDEATHSIG).
#[test]
fn verifiers_die_with_a_killed_cfb() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let tool = dir.path().join("fake-proverif-hang");
    std::fs::write(
        &tool,
        "#!/bin/sh\nif [ \"$1\" = \"-help\" ]; then echo \"Proverif 2.05 (fake)\"; exit 0; fi\necho started\nexec sleep 4321\n",
    )
    .unwrap();
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    let model = dir.path().join("m.pv");
    std::fs::write(&model, "process 0\n").unwrap();
    let out = dir.path().join("out.jsonl");
    let mut child =
        command(dir.path(), &tool, &out, &[model.display().to_string()]).arg(sandbox_flag()).spawn().unwrap();
    // The verifier is running (`sleep 4321`; a command line's words are NUL-separated).
    let t = Instant::now();
    let running = |needle: &str| crate::verify_sandbox::processes_naming(needle);
    while running("sleep\u{0}4321").is_empty() {
        assert!(t.elapsed() < Duration::from_secs(20), "the fake verifier never started");
        std::thread::sleep(Duration::from_millis(20));
    }
    let pids = running("sleep\u{0}4321");
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let t = Instant::now();
    while pids.iter().any(|p| Path::new(&format!("/proc/{p}")).exists()) {
        assert!(t.elapsed() < Duration::from_secs(5), "the verifier outlived the kill -9 of cfb: {pids:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}
