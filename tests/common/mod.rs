//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

/// The shared data folder (`../shared` beside the repository root, or `$CFB_SHARED`).
///
/// When it is absent the calling test prints a loud message and returns `None` (the test is
/// skipped), unless `CFB_REQUIRE_SHARED=1`, when it panics so CI cannot pass by skipping.
pub fn shared_dir() -> Option<PathBuf> {
    let dir = match std::env::var_os("CFB_SHARED") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("shared"),
    };
    if dir.is_dir() {
        return Some(dir);
    }
    let msg = format!(
        "shared data not found at {} (set CFB_SHARED to the folder holding corpus/, verifier-outputs/, cfb/)",
        dir.display()
    );
    if std::env::var("CFB_REQUIRE_SHARED").is_ok_and(|v| v == "1") {
        panic!("CFB_REQUIRE_SHARED=1 but {msg}");
    }
    loud(&format!("SKIPPED: {msg}"));
    None
}

/// Writes past the test harness's output capture, so a skip is seen in every run.
pub fn loud(msg: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "\n**********\n*** {msg}\n**********\n");
}

/// A subfolder of the shared data, or `None` (skip) as in [`shared_dir`].
pub fn shared(sub: &str) -> Option<PathBuf> {
    let d = shared_dir()?.join(sub);
    if d.exists() {
        return Some(d);
    }
    if std::env::var("CFB_REQUIRE_SHARED").is_ok_and(|v| v == "1") {
        panic!("CFB_REQUIRE_SHARED=1 but {} is missing", d.display());
    }
    loud(&format!("SKIPPED: {} is missing", d.display()));
    None
}
