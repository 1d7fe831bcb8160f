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

/// A headless Chromium to render HTML pages in, or `None` (the test is skipped, loudly) when
/// none is installed; with `CFB_REQUIRE_BROWSER=1` its absence fails the test (`.ci/run`
/// installs Debian's `chromium`).
pub fn browser() -> Option<Browser> {
    let found = ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|b| cfb::verify::config::which(b, std::env::var("PATH").ok().as_deref()));
    if found.is_none() {
        if std::env::var("CFB_REQUIRE_BROWSER").is_ok_and(|v| v == "1") {
            panic!("CFB_REQUIRE_BROWSER=1 but no chromium is installed");
        }
        loud("SKIPPED: the HTML page is not rendered (no chromium; `.ci/run` installs Debian's)");
    }
    found.map(|program| Browser { program })
}

pub struct Browser {
    program: PathBuf,
}

impl Browser {
    /// Runs the browser headless on `page` (a file) with `extra` flags; `profile` is a fresh
    /// folder for its user data.
    pub fn run(&self, page: &std::path::Path, profile: &std::path::Path, extra: &[&str]) -> std::process::Output {
        std::process::Command::new(&self.program)
            // (no sandbox and no /dev/shm: CI runs in a container)
            .args(["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"])
            .arg("--window-size=1200,800")
            .arg(format!("--user-data-dir={}", profile.display()))
            .args(extra)
            .arg(format!("file://{}", page.display()))
            .output()
            .unwrap()
    }

    /// The DOM after the page's scripts ran (`--dump-dom`).
    pub fn dom(&self, page: &std::path::Path, profile: &std::path::Path) -> String {
        String::from_utf8_lossy(&self.run(page, profile, &["--dump-dom", "--virtual-time-budget=2000"]).stdout)
            .into_owned()
    }

    /// A PNG screenshot of the page, its bytes.
    pub fn screenshot(&self, page: &std::path::Path, profile: &std::path::Path, png: &std::path::Path) -> Vec<u8> {
        self.run(page, profile, &[&format!("--screenshot={}", png.display())]);
        std::fs::read(png).expect("chromium wrote the screenshot")
    }
}
