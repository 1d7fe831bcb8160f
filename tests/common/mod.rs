//! Shared by the integration tests: where `../shared` is, and how its TSV files escape text.
#![allow(dead_code)]

use std::path::PathBuf;

/// The shared data folder: `$CFB_SHARED`, else `shared` beside the repository root.
/// Returns None (after saying so loudly) when it is absent, unless `CFB_REQUIRE_SHARED=1`,
/// when its absence fails the test.
pub fn shared_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("CFB_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("shared"));
    if dir.is_dir() {
        return Some(dir);
    }
    let required = std::env::var("CFB_REQUIRE_SHARED").is_ok_and(|v| v == "1");
    let msg = format!(
        "SHARED DATA ABSENT: {} does not exist (set CFB_SHARED); tests over the real corpus are SKIPPED",
        dir.display()
    );
    assert!(!required, "{msg}, but CFB_REQUIRE_SHARED=1 makes them mandatory");
    eprintln!("\n!!!!! {msg} !!!!!\n");
    None
}

/// MUTANTS.tsv escapes `\t`, `\n`, `\r` and `\\` in insert_text.
pub fn unescape_insert_text(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('t') => out.push('\t'),
                Some('n') => out.push('\n'),
                Some('r') => out.push('\r'),
                Some('\\') => out.push('\\'),
                Some(o) => {
                    out.push('\\');
                    out.push(o)
                }
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}
