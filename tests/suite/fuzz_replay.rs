//! Replays the fuzzers' saved inputs (`fuzz/corpus/<target>/`, minimized corpora) and every
//! finding (`fuzz/regressions/<target>/`) through the same target bodies the AFL binary runs
//! (`fuzz/targets.rs`), in the normal build: a crash, a broken invariant or a hang found once
//! cannot come back. Each input runs on a thread of its own under a watchdog; the watchdog
//! fails the test when one input takes longer than [`LIMIT`] (AFL's `-t 1000` in the fuzzer).
//! A regression whose name starts with `known-` is a finding not fixed yet: it is listed and
//! not run (`fuzz/README.md` says why each one is).

#[path = "../../fuzz/targets.rs"]
#[allow(dead_code)]
mod targets;

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Longest time one input may take. The fuzzer's limit is 1 s in a release build; the tests'
/// build is less optimized (`opt-level = 1` for cfb), so the watchdog allows a little more.
const LIMIT: Duration = Duration::from_millis(2500);

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The saved inputs of a target: (path, bytes), corpus then regressions, in name order.
fn inputs(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for folder in ["corpus", "regressions"] {
        let dir = fuzz_dir().join(folder).join(target);
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut paths: Vec<PathBuf> =
            entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_file()).collect();
        paths.sort();
        for path in paths {
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push((path, bytes));
        }
    }
    out
}

/// Runs one input on a big-stack thread; Err says what went wrong (panic or watchdog).
fn replay(target: &'static targets::Target, path: &Path, bytes: Vec<u8>) -> Result<Duration, String> {
    let (done, wait) = mpsc::channel();
    let started = Instant::now();
    let _worker = targets::on_big_stack(move || {
        let result = std::panic::catch_unwind(|| (target.run)(&bytes));
        let _ = done.send(result.map_err(|p| {
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        }));
    });
    match wait.recv_timeout(LIMIT) {
        Ok(Ok(())) => Ok(started.elapsed()),
        Ok(Err(message)) => Err(format!("{} ({}): panicked: {message}", path.display(), target.name)),
        // The thread cannot be stopped: it is left to finish while the test fails.
        Err(_) => Err(format!("{} ({}): still running after {LIMIT:?} (a hang)", path.display(), target.name)),
    }
}

#[test]
fn every_saved_input_runs_clean() {
    let mut failures = Vec::new();
    let mut known = Vec::new();
    let mut counts = Vec::new();
    let started = Instant::now();
    for target in targets::TARGETS {
        let mut ran = 0;
        let mut slowest = (Duration::ZERO, PathBuf::new());
        for (path, bytes) in inputs(target.name) {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if name.starts_with("known-") {
                known.push(path.display().to_string());
                continue;
            }
            if name == "README.md" {
                continue;
            }
            match replay(target, &path, bytes) {
                Ok(took) if took > slowest.0 => slowest = (took, path),
                Ok(_) => {}
                Err(e) => failures.push(e),
            }
            ran += 1;
        }
        counts.push(format!("{} {ran} (slowest {:?} {})", target.name, slowest.0, slowest.1.display()));
    }
    eprintln!("fuzz replay in {:?}:\n  {}", started.elapsed(), counts.join("\n  "));
    if !known.is_empty() {
        eprintln!("KNOWN FAILURES, not run (see fuzz/README.md):\n  {}", known.join("\n  "));
    }
    assert!(failures.is_empty(), "{} saved fuzz inputs fail:\n{}", failures.len(), failures.join("\n"));
}

/// Every target has saved inputs, and every folder under fuzz/corpus and fuzz/regressions is
/// a target's (a renamed target would otherwise silently replay nothing).
#[test]
fn every_target_has_saved_inputs() {
    for target in targets::TARGETS {
        assert!(!inputs(target.name).is_empty(), "fuzz/corpus/{} has no inputs", target.name);
    }
    for folder in ["corpus", "regressions"] {
        let Ok(entries) = std::fs::read_dir(fuzz_dir().join(folder)) else { continue };
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name().to_string_lossy().to_string();
            assert!(targets::target(&name).is_some(), "fuzz/{folder}/{name} is no target's");
        }
    }
}
