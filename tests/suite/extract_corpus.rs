//! Every reply of `shared/cfb/model_outputs`: extraction never panics, the code it returns comes
//! from the reply, and replies with no code give nothing.

use crate::common;

use std::path::{Path, PathBuf};

use cfb::extract::{self, batch, normalize, prose, Method};

fn reply_files(root: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = walkdir::WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".json.gz"))
        .map(|e| e.into_path())
        .collect();
    v.sort();
    v
}

/// The code is the reply's text: a piece of the normalized reply, or lines each found in it
/// (blocks put together, a glued fence cut, code from a fence line).
fn comes_from(code: &str, reply: &str) -> bool {
    let norm = normalize::normalize(reply).text;
    let (norm, _) = extract::fillins::unwrap_fillins(&norm);
    if norm.contains(code.trim_end()) {
        return true;
    }
    code.lines().filter(|l| !l.trim().is_empty()).all(|l| norm.contains(l.trim()))
}

/// A reply with no fence and no line that holds code punctuation.
fn plainly_prose(reply: &str) -> bool {
    !reply.contains("```")
        && !reply.contains("~~~")
        && reply.lines().all(|l| {
            !l.contains([';', '(', ')', '{', '}', '[', ']', '=', '<', '>', '|', '\\', '%'])
                && (l.trim().is_empty() || prose::is_prose_line(l) || l.split_whitespace().count() > 6)
        })
}

#[test]
fn invariants_over_all_replies() {
    let Some(shared) = common::shared_dir() else { return };
    let root = shared.join("cfb/model_outputs");
    let files = reply_files(&root);
    assert!(!files.is_empty(), "no reply files under {}", root.display());
    let mut n = 0usize;
    let mut found = 0usize;
    let mut foreign = 0usize;
    let mut methods = std::collections::BTreeMap::<String, usize>::new();
    let mut failures = Vec::new();
    for file in &files {
        let replies = batch::read_replies(file).unwrap();
        let lang_dir = file.parent().and_then(|p| {
            let name = p.file_name()?.to_str()?;
            let name = if name == "error" || name == "false" { p.parent()?.file_name()?.to_str()? } else { name };
            name.parse().ok()
        });
        for reply in &replies {
            n += 1;
            let Some((lang, ext)) = batch::target_of(&reply.key, lang_dir) else {
                failures.push(format!("{}: {}: no target language", file.display(), reply.key));
                continue;
            };
            let options = extract::Options { lang, ext, masked: None };
            let result = std::panic::catch_unwind(|| extract::extract(&reply.text, &options));
            let Ok(result) = result else {
                failures.push(format!("{}: {}: panicked", file.display(), reply.key));
                continue;
            };
            *methods.entry(serde_json::to_value(result.method).unwrap().as_str().unwrap().to_string()).or_default() +=
                1;
            if result.code.is_none() && result.detected_lang.is_some() {
                foreign += 1;
            }
            if let Some(code) = &result.code {
                found += 1;
                if result.method != Method::Fillins && !comes_from(code, &reply.text) {
                    failures.push(format!("{}: {}: code not from the reply", file.display(), reply.key));
                }
                if plainly_prose(&reply.text) {
                    failures.push(format!("{}: {}: code from a prose-only reply", file.display(), reply.key));
                }
            }
        }
    }
    eprintln!(
        "extract corpus: {n} replies, {found} with code, {foreign} in another language only; methods {methods:?}"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}
