//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

/// The `shared` data folder: env `CFB_SHARED`, else `<repo>/../shared` (beside the repository
/// root). `None` (with a loud message) when it is absent, unless `CFB_REQUIRE_SHARED=1`, when
/// its absence fails the test.
pub fn shared_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("CFB_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("shared"));
    if dir.is_dir() {
        return Some(dir);
    }
    let msg = format!("shared data folder {} not found (set CFB_SHARED)", dir.display());
    if std::env::var("CFB_REQUIRE_SHARED").as_deref() == Ok("1") {
        panic!("{msg}; CFB_REQUIRE_SHARED=1");
    }
    eprintln!("\n!!!!! SKIPPED: {msg} !!!!!\n");
    None
}
