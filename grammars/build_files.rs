//! Shared by both build scripts (`build.rs`, `language_build.rs`), which must agree on names.

use std::fs;
use std::path::{Path, PathBuf};

/// The files of `dir` (not below it) whose extension is `ext`, sorted; none when `dir` is absent.
pub fn files_with_extension(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == ext)).collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The module of a language crate that holds the pest parser of `<front_end>.pest`.
pub fn pest_module(front_end: &str) -> String {
    format!("pest_{}", front_end.replace('-', "_"))
}
