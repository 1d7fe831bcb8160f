//! Shared by the integration tests: where `../shared` is, and how its TSV files escape text.
#![allow(dead_code)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};

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

/// Runs a `cfb` command: exit status, standard output and error; fails the test if it
/// panicked.
pub fn outcome(cmd: &mut assert_cmd::Command) -> (i32, String, String) {
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!stderr.contains("panicked"), "cfb panicked: {stderr}");
    (out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap(), stderr)
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

/// A TSV file with a header line: one map from column to value per row (blank lines skipped).
pub fn read_tsv(path: &Path) -> Vec<HashMap<String, String>> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or("").split('\t').collect();
    lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| header.iter().zip(l.split('\t')).map(|(h, v)| (h.to_string(), v.to_string())).collect())
        .collect()
}

/// `f` over `items` on every core, results in the items' order. Each thread takes the next
/// item when it is done with one, so a few large files do not leave the other cores idle.
pub fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(k) else { return mine };
                        mine.push((k, f(item)));
                    }
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("worker thread")).collect()
    });
    done.sort_unstable_by_key(|d| d.0);
    done.into_iter().map(|d| d.1).collect()
}

/// The corpus files the tool accepts (`LABELS.tsv` verdict OK) and the accepted mutants
/// (`MUTANTS.tsv`, recipe applied), each with its language (by extension) and a name.
pub fn accepted_texts(corpus: &Path) -> Vec<(String, cfb::language::Language, PathBuf, String)> {
    let mut out = Vec::new();
    let mut bases: HashMap<String, Vec<u8>> = HashMap::new();
    for (rel, language, bytes) in accepted_files(corpus) {
        if let Ok(text) = String::from_utf8(bytes.clone()) {
            out.push((rel.clone(), language, corpus.join(&rel), text));
        }
        bases.insert(rel, bytes);
    }
    for m in read_tsv(&corpus.join("MUTANTS.tsv")).into_iter().filter(|m| m["verdict"] == "OK") {
        let path = corpus.join(&m["relpath"]);
        let Some(language) = cfb::language::Language::from_path(&path) else { continue };
        let base = match bases.get(&m["relpath"]) {
            Some(b) => b.clone(),
            None => match std::fs::read(&path) {
                Ok(b) => b,
                Err(_) => continue,
            },
        };
        let (at, del): (usize, usize) = (m["byte_offset"].parse().unwrap(), m["delete_len"].parse().unwrap());
        if at + del > base.len() {
            continue;
        }
        let mut bytes = base[..at].to_vec();
        bytes.extend_from_slice(unescape_insert_text(&m["insert_text"]).as_bytes());
        bytes.extend_from_slice(&base[at + del..]);
        if let Ok(text) = String::from_utf8(bytes) {
            out.push((format!("mutant {}", m["mutant_id"]), language, path, text));
        }
    }
    out
}

/// The corpus files the tool accepts (`LABELS.tsv` verdict OK) in a language cfb knows: (path
/// in the corpus, language, bytes).
fn accepted_files(corpus: &Path) -> Vec<(String, cfb::language::Language, Vec<u8>)> {
    read_tsv(&corpus.join("LABELS.tsv"))
        .into_iter()
        .filter(|r| r["verdict"] == "OK")
        .filter_map(|r| {
            let rel = r["relpath"].clone();
            let language = cfb::language::Language::from_path(Path::new(&rel))?;
            let bytes = std::fs::read(corpus.join(&rel)).ok()?;
            Some((rel, language, bytes))
        })
        .collect()
}

/// [`accepted_files`] as the front end reads them (invalid UTF-8 replaced): (path in the
/// corpus, language, text).
pub fn accepted_corpus_files(corpus: &Path) -> Vec<(String, cfb::language::Language, String)> {
    accepted_files(corpus)
        .into_iter()
        .map(|(rel, language, bytes)| {
            let raw = String::from_utf8_lossy(&bytes);
            let text = cfb::parse::parser_input(language, Some(Path::new(&rel)), &raw).into_owned();
            (rel, language, text)
        })
        .collect()
}
