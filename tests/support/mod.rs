//! Helpers of the verify and score tests, on top of `common::shared_dir`.
#![allow(dead_code)]

use std::path::PathBuf;

/// Writes past the test harness's output capture, so a skip is seen in every run.
pub fn loud(msg: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "\n**********\n*** {msg}\n**********\n");
}

/// A subfolder of the shared data, or `None` (the test is skipped, loudly) when the shared
/// data or the subfolder is absent; with `CFB_REQUIRE_SHARED=1` their absence fails the test.
pub fn shared(sub: &str) -> Option<PathBuf> {
    let Some(root) = crate::common::shared_dir() else {
        loud("SKIPPED: the shared data is absent (set CFB_SHARED)");
        return None;
    };
    let d = root.join(sub);
    if d.exists() {
        return Some(d);
    }
    if std::env::var("CFB_REQUIRE_SHARED").is_ok_and(|v| v == "1") {
        panic!("CFB_REQUIRE_SHARED=1 but {} is missing", d.display());
    }
    loud(&format!("SKIPPED: {} is missing", d.display()));
    None
}

/// The shared data folder, or `None` (skipped loudly).
pub fn shared_dir() -> Option<PathBuf> {
    let d = crate::common::shared_dir();
    if d.is_none() {
        loud("SKIPPED: the shared data is absent (set CFB_SHARED)");
    }
    d
}
