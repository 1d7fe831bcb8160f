//! Batch mode over CrypFormBench reply files (`<lang>_files_all.json.gz`, plain JSON too).
//!
//! Each file is a JSON object `{file id: [sample]}` (interpretation: `{"code": [sample], ...}`)
//! whose sample is `[true, code, raw]`, `[true, code]` or `[false, raw]`; the boolean only
//! says the benchmark's old pipeline pulled something out. cfb re-extracts from the raw reply
//! where there is one, else from the stored code.

use std::io::Read;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde_json::Value;

use super::{Extraction, Options, ParseOracle};
use crate::language::Language;

/// One reply of a reply file.
#[derive(Debug, Clone)]
pub struct Reply {
    pub key: String,
    /// The record's boolean.
    pub upstream_flag: bool,
    /// The raw reply, or the stored code when the record keeps no reply.
    pub text: String,
    /// `raw` or `stored_code`.
    pub source: &'static str,
    /// The stored code of `[true, code, ...]` records.
    pub stored_code: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum BatchError {
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0}: not a CrypFormBench reply file: {1}")]
    Format(String, String),
}

/// Reads a reply file (gzip or plain JSON).
pub fn read_replies(path: &Path) -> Result<Vec<Reply>, BatchError> {
    let value = read_value(path)?;
    parse_replies(&value).map_err(|e| BatchError::Format(path.display().to_string(), e))
}

/// The JSON value of a reply file, gzipped or not.
pub fn read_value(path: &Path) -> Result<Value, BatchError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| BatchError::Io(name.clone(), e))?;
    let json_bytes = if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&bytes[..]).read_to_end(&mut out).map_err(|e| BatchError::Io(name.clone(), e))?;
        out
    } else {
        bytes
    };
    serde_json::from_slice(&json_bytes).map_err(|e| BatchError::Format(name, e.to_string()))
}

/// The replies of a reply file's JSON value, in key order.
pub fn parse_replies(value: &Value) -> Result<Vec<Reply>, String> {
    let obj = value.as_object().ok_or("the top level is not an object")?;
    let mut out = Vec::new();
    for (key, v) in obj {
        let v = match v {
            Value::Object(o) => o.get("code").ok_or_else(|| format!("{key}: object without \"code\""))?,
            v => v,
        };
        let sample = v
            .as_array()
            .and_then(|a| a.first())
            .and_then(Value::as_array)
            .ok_or_else(|| format!("{key}: not a list holding one sample"))?;
        let flag =
            sample.first().and_then(Value::as_bool).ok_or_else(|| format!("{key}: sample without its boolean"))?;
        let strings: Vec<String> =
            sample[1..].iter().map(|x| x.as_str().map(str::to_string).unwrap_or_default()).collect();
        let reply = match (flag, strings.as_slice()) {
            (true, [code, raw]) => Reply {
                key: key.clone(),
                upstream_flag: true,
                text: raw.clone(),
                source: "raw",
                stored_code: Some(code.clone()),
            },
            (true, [code]) => Reply {
                key: key.clone(),
                upstream_flag: true,
                text: code.clone(),
                source: "stored_code",
                stored_code: Some(code.clone()),
            },
            (false, [raw, ..]) => {
                Reply { key: key.clone(), upstream_flag: false, text: raw.clone(), source: "raw", stored_code: None }
            }
            _ => return Err(format!("{key}: sample of unknown shape")),
        };
        out.push(reply);
    }
    Ok(out)
}

/// The target language and extension of a reply: from a translation key's target file
/// (`<stem>_<ext>-<target file>`), else from the file id's extension, else `fallback`.
pub fn target_of(key: &str, fallback: Option<Language>) -> Option<(Language, Option<String>)> {
    const SOURCE_EXTS: &[&str] =
        &["spdl", "hlpsl", "pv", "pi", "horn", "horntype", "spthy", "maude", "cv", "ocv", "ec"];
    let target_file = SOURCE_EXTS
        .iter()
        .filter_map(|e| key.find(&format!("_{e}-")).map(|i| &key[i + e.len() + 2..]))
        .next()
        .unwrap_or(key);
    let ext = Path::new(target_file).extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    match ext.as_deref().and_then(Language::from_extension) {
        Some(l) => Some((l, ext)),
        None => fallback.map(|l| (l, None)),
    }
}

/// One line of the summary.
#[derive(Debug, Serialize)]
pub struct SummaryLine<'a> {
    pub key: &'a str,
    pub lang: Language,
    pub detected_lang: Option<Language>,
    pub method: super::Method,
    pub found: bool,
    /// Where the code was written, relative to the output folder.
    pub file: Option<String>,
    pub sha256: Option<String>,
    pub lines: usize,
    pub upstream_flag: bool,
    pub source: &'static str,
    pub n_blocks: usize,
    pub warnings: &'a [String],
    pub notes: &'a [String],
}

/// Where the code of `key` goes under the output folder: the key as a relative path, with
/// anything that could leave the folder replaced.
pub fn output_path(key: &str) -> PathBuf {
    let mut p = PathBuf::new();
    for part in key.split('/') {
        let clean: String = part.chars().map(|c| if c == '\\' || c == ':' { '_' } else { c }).collect();
        if clean.is_empty() || clean == "." || clean == ".." {
            p.push("_");
        } else {
            p.push(clean);
        }
    }
    p
}

/// Extracts every reply of a file with the given oracle; the callback gets each reply and its
/// extraction.
pub fn run(
    replies: &[Reply],
    lang: Option<Language>,
    masked: &dyn Fn(&str) -> Option<String>,
    parses: &ParseOracle,
    mut each: impl FnMut(&Reply, Option<&Extraction>),
) {
    for reply in replies {
        let Some((language, ext)) = target_of(&reply.key, lang) else {
            each(reply, None);
            continue;
        };
        let options = Options {
            lang: lang.filter(|l| !crate::language::identify::same_family(*l, language)).unwrap_or(language),
            ext,
            masked: masked(&reply.key),
        };
        let extraction = super::extract_with(&reply.text, &options, parses);
        each(reply, Some(&extraction));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_shapes() {
        let v: Value = serde_json::from_str(
            r#"{"A/x.pv": [[true, "code", "raw reply"]], "A/y.pv": [[true, "stored"]], "A/z.pv": [[false, "prose"]],
                "A/i.pv": {"code": [[false, "r"]], "logic": [[true, "t"]]}}"#,
        )
        .unwrap();
        let r = parse_replies(&v).unwrap();
        assert_eq!(r.len(), 4);
        let x = r.iter().find(|r| r.key == "A/x.pv").unwrap();
        assert_eq!((x.text.as_str(), x.source), ("raw reply", "raw"));
        let y = r.iter().find(|r| r.key == "A/y.pv").unwrap();
        assert_eq!((y.text.as_str(), y.source), ("stored", "stored_code"));
        assert!(!r.iter().find(|r| r.key == "A/z.pv").unwrap().upstream_flag);
    }

    #[test]
    fn targets() {
        assert_eq!(target_of("PV-1/a.pi", None), Some((Language::Pv, Some("pi".into()))));
        assert_eq!(target_of("Signed-DH_spdl-signed_dh.maude", None), Some((Language::Maude, Some("maude".into()))));
        assert_eq!(target_of("CV-1/x.ocv", None), Some((Language::Ocv, Some("ocv".into()))));
        assert_eq!(target_of("weird", Some(Language::Ec)), Some((Language::Ec, None)));
        assert_eq!(output_path("../a/./b"), PathBuf::from("_/a/_/b"));
    }
}
