//! `cfb extract --masked` over the real completion replies of `shared/cfb/model_outputs`, each
//! with the masked file it answers (`shared/cfb/datasets/completion`): how many replies that
//! give their fill-ins apart from the file are rebuilt into the completed file, and the
//! invariants of that rebuilding — every fill-in read is text of the reply, a fully filled file
//! warns of nothing, and a partly filled one names exactly the placeholders left.

use crate::common;

use std::collections::HashMap;
use std::path::Path;

use cfb::extract::{self, batch, fillins, normalize, Method};

/// The masked files (`incomplete`) of a completion dataset, by file id.
fn masked_files(path: &Path) -> HashMap<String, String> {
    let list: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    list.as_array()
        .unwrap()
        .iter()
        .filter_map(|r| Some((r["file"].as_str()?.to_string(), r["incomplete"].as_str()?.to_string())))
        .collect()
}

/// The hidden text of every placeholder, by (file id, placeholder id).
fn answers(path: &Path) -> HashMap<(String, String), String> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Some(((f.first()?.to_string(), f.get(1)?.to_string()), common::unescape_insert_text(f.get(5)?)))
        })
        .collect()
}

#[test]
fn fillin_replies_are_rebuilt() {
    let Some(shared) = common::shared_dir() else { return };
    let cfb_dir = shared.join("cfb");
    let answers = answers(&cfb_dir.join("completion_masks.tsv"));
    let mut files: Vec<_> = walkdir::WalkDir::new(cfb_dir.join("model_outputs"))
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.to_string_lossy().contains("/completion/") && p.to_string_lossy().ends_with(".json.gz"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no completion replies");
    let (mut replies, mut rebuilt, mut complete, mut fills, mut right) = (0, 0, 0, 0, 0);
    let mut failures = Vec::new();
    for file in &files {
        let lang_dir: cfb::language::Language =
            file.parent().and_then(|p| p.file_name()).and_then(|n| n.to_str()).and_then(|n| n.parse().ok()).unwrap();
        let dataset = cfb_dir.join(format!("datasets/completion/{}_com_datasets_data_eng_100.json", lang_dir.id()));
        let masked = masked_files(&dataset);
        for reply in batch::read_replies(file).unwrap() {
            let Some(m) = masked.get(&reply.key).filter(|m| !fillins::placeholder_ids(m).is_empty()) else {
                continue;
            };
            replies += 1;
            let (lang, ext) = batch::target_of(&reply.key, Some(lang_dir)).unwrap();
            let options = extract::Options { lang, ext, masked: Some(m.clone()) };
            let result = extract::extract(&reply.text, &options);
            let at = format!("{}: {}", file.display(), reply.key);
            if result.method != Method::Fillins {
                continue;
            }
            rebuilt += 1;
            let code = result.code.as_deref().unwrap_or_default();
            let text = normalize::normalize(&reply.text).text;
            let ids = fillins::placeholder_ids(m);
            let read = fillins::parse_fillins(&text).values;
            for id in &ids {
                let Some(v) = read.get(id) else { continue };
                fills += 1;
                right += (answers.get(&(reply.key.clone(), id.clone())).map(|a| a.trim()) == Some(v.as_str())) as usize;
                if !text.contains(v.as_str()) {
                    failures.push(format!("{at}: fill-in {id} = {v:?} is not text of the reply"));
                }
            }
            let left = fillins::placeholder_ids(code);
            let about_placeholders: Vec<&String> =
                result.warnings.iter().filter(|w| w.contains("placeholder") || w.contains("fill-in")).collect();
            if left.is_empty() {
                complete += 1;
                if !about_placeholders.is_empty() {
                    failures.push(format!("{at}: every placeholder filled, yet warned {about_placeholders:?}"));
                }
            } else if about_placeholders.len() != 1
                || !left.iter().all(|id| about_placeholders[0].contains(id.as_str()))
            {
                failures.push(format!("{at}: {left:?} left, warned {about_placeholders:?}"));
            }
        }
    }
    eprintln!(
        "extract completion: {replies} replies with a masked file, {rebuilt} rebuilt from fill-ins \
         ({complete} with every placeholder filled); {right} of {fills} fill-ins read are the answer"
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    // measured on this data when fill-ins in prose and in blocks of fill-ins were added (7 before)
    assert!(rebuilt >= 11, "only {rebuilt} replies rebuilt from fill-ins");
}
