//! The benchmark instances, read from a folder in the CrypFormBench `datasets/` layout
//! (`generation/`, `completion/`, `correction/`, `interpretation/`, `transformation/`; the field
//! names are documented in `cfb/README.md` of the shared data).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::task::Task;
use crate::extract::batch::target_of;
use crate::language::Language;
use crate::score::data::LANGS;

/// One instance of one sub-task: what its prompt needs and what its answer is judged against.
#[derive(Debug, Clone)]
pub struct Instance {
    pub task: Task,
    /// The dataset's language key (`spdl` ... `ec`); for translation the target's.
    pub lang: &'static str,
    /// The language and extension the answer is written in (`ocv`, `pi` pick front ends).
    pub language: Language,
    pub ext: Option<String>,
    /// The file id (`PV-1/signedDH.pv`), or for translation the reply key
    /// `<source stem>_<source ext>-<target file>` of the recorded outputs.
    pub id: String,
    /// The template variables of its prompt (`logic`, `code`, `incomplete`, `info`, ...).
    pub fields: BTreeMap<&'static str, String>,
    /// What the answer is compared with: the complete model (completion), the correct model
    /// (correction), the annotated model or the description (interpretation).
    pub reference: Option<String>,
    /// The completion instance's masked file.
    pub masked: Option<String>,
    /// The reference verdict recorded by the benchmark's authors: `Some(true)` = insecure.
    pub expected_insecure: Option<bool>,
    /// A correct answer, where the datasets hold one (a solved example for `--few-shot`).
    pub answer: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum DatasetError {
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0}: not a CrypFormBench dataset file: {1}")]
    Format(String, String),
}

fn read_json(path: &Path) -> Result<Value, DatasetError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| DatasetError::Io(name.clone(), e))?;
    serde_json::from_slice(&bytes).map_err(|e| DatasetError::Format(name, e.to_string()))
}

fn records(path: &Path) -> Result<Vec<serde_json::Map<String, Value>>, DatasetError> {
    let v = read_json(path)?;
    let list = v.as_array().ok_or_else(|| DatasetError::Format(path.display().to_string(), "not a list".into()))?;
    Ok(list.iter().filter_map(|r| r.as_object().cloned()).collect())
}

fn text(r: &serde_json::Map<String, Value>, key: &str) -> String {
    r.get(key).and_then(Value::as_str).unwrap_or_default().to_string()
}

/// The recorded verdict of a `results` field, `Some(true)` when insecure: the boolean is
/// `[ran, [verdict, output, seconds]]` or (hlpsl, cv) `[ran, [[ran, verdict, output, seconds]]]`.
pub fn recorded_insecure(results: &Value) -> Option<bool> {
    let run = results.get(1)?;
    let secure = match run.get(0)? {
        Value::Bool(b) => *b,
        Value::Array(inner) => inner.get(1)?.as_bool()?,
        _ => return None,
    };
    Some(!secure)
}

/// A dataset folder: the instances of the asked sub-tasks and languages, in file order.
pub struct Dataset {
    pub dir: PathBuf,
    /// Reference verdicts by file id, from every file that records one (interpretation
    /// records none of its own).
    verdicts: BTreeMap<String, bool>,
    /// Reference models by file id, from every file that holds one (generation and the
    /// translation targets hold none of their own).
    models: BTreeMap<String, String>,
}

/// The `datasets/` folder of the CrypFormBench release a replay folder belongs to: the nearest
/// `datasets/` beside `model_outputs/<model>/` or `model_outputs/` (`--data`'s default with
/// `--replay` when `CFB_DATA` is not set).
pub fn beside_replay(replay: &Path) -> Option<PathBuf> {
    replay.ancestors().skip(1).take(3).map(|a| a.join("datasets")).find(|d| {
        ["generation", "completion", "correction", "interpretation", "transformation"]
            .iter()
            .any(|t| d.join(t).is_dir())
    })
}

impl Dataset {
    pub fn open(dir: &Path) -> Result<Dataset, DatasetError> {
        if !dir.is_dir() {
            return Err(DatasetError::Io(
                dir.display().to_string(),
                std::io::Error::new(std::io::ErrorKind::NotFound, "no such dataset folder"),
            ));
        }
        let mut verdicts = BTreeMap::new();
        let mut models = BTreeMap::new();
        for lang in LANGS {
            for (path, key) in [
                (dir.join(format!("completion/{lang}_com_datasets_data_eng_100.json")), "complete:"),
                (dir.join(format!("correction/{lang}_corr_error_datasets_data_eng_100.json")), "code"),
                (dir.join(format!("interpretation/{lang}_inters_datasets_data_eng_100.json")), "code"),
            ] {
                if path.exists() {
                    for r in records(&path)? {
                        models.entry(text(&r, "file")).or_insert_with(|| text(&r, key));
                    }
                }
            }
            for (path, key) in [
                (dir.join(format!("generation/{lang}_datasets_data_eng_100.json")), "results"),
                (dir.join(format!("correction/{lang}_corr_false_datasets_data_eng_100.json")), "results"),
                (dir.join(format!("correction/{lang}_corr_error_datasets_data_eng_100.json")), "results"),
            ] {
                if !path.exists() {
                    continue;
                }
                for r in records(&path)? {
                    if let Some(v) = r.get(key).and_then(recorded_insecure) {
                        verdicts.entry(text(&r, "file")).or_insert(v);
                    }
                }
            }
        }
        Ok(Dataset { dir: dir.to_path_buf(), verdicts, models })
    }

    /// The file holding a sub-task's instances of one language.
    pub fn file_of(&self, task: Task, lang: &str) -> PathBuf {
        let name = match task {
            Task::Generation => format!("generation/{lang}_datasets_data_eng_100.json"),
            Task::Completion => format!("completion/{lang}_com_datasets_data_eng_100.json"),
            Task::Translation => "transformation/trans_datasets_data_eng_100.json".into(),
            Task::CorrectionError => format!("correction/{lang}_corr_error_datasets_data_eng_100.json"),
            Task::CorrectionFalse => format!("correction/{lang}_corr_false_datasets_data_eng_100.json"),
            Task::InterpretationCode | Task::InterpretationLogic => {
                format!("interpretation/{lang}_inters_datasets_data_eng_100.json")
            }
        };
        self.dir.join(name)
    }

    /// The instances of `task` in `lang` (a key of [`LANGS`]); a missing file has none.
    pub fn instances(&self, task: Task, lang: &'static str) -> Result<Vec<Instance>, DatasetError> {
        let path = self.file_of(task, lang);
        if !path.exists() {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for r in records(&path)? {
            let file = text(&r, "file");
            let mut fields = BTreeMap::new();
            let mut answer = None;
            let (id, reference, masked, expected) = match task {
                Task::Generation => {
                    fields.insert("logic", text(&r, "logic"));
                    answer = self.models.get(&file).cloned();
                    let expected = r.get("results").and_then(recorded_insecure);
                    (file, None, None, expected)
                }
                Task::Completion => {
                    let incomplete = text(&r, "incomplete");
                    fields.insert("incomplete", incomplete.clone());
                    let expected = self.verdicts.get(&file).copied();
                    (file, Some(text(&r, "complete:")), Some(incomplete), expected)
                }
                Task::CorrectionError | Task::CorrectionFalse => {
                    let (code, info) = if task == Task::CorrectionError {
                        ("errorcode", "errorinfo")
                    } else {
                        ("falsecode", "falseinfo")
                    };
                    fields.insert("code", text(&r, code));
                    fields.insert("info", text(&r, info));
                    fields.insert("logic", text(&r, "logic"));
                    let expected = r.get("results").and_then(recorded_insecure);
                    (file, Some(text(&r, "code")), None, expected)
                }
                Task::InterpretationCode | Task::InterpretationLogic => {
                    fields.insert("code", text(&r, "code"));
                    let reference = if task == Task::InterpretationCode { "codenote" } else { "logic" };
                    let expected = self.verdicts.get(&file).copied();
                    (file, Some(text(&r, reference)), None, expected)
                }
                Task::Translation => {
                    let (from, to) = (text(&r, "filefrom"), text(&r, "fileto"));
                    let Some(key) = translation_key(&from, &to) else { continue };
                    if target_lang_key(&to) != Some(lang) {
                        continue;
                    }
                    fields.insert("code", text(&r, "codefrom:"));
                    fields.insert("logic", text(&r, "logicfrom"));
                    let source = target_of(&from, None).map(|(l, _)| l.spec().display_name).unwrap_or("");
                    fields.insert("source_language", source.to_string());
                    answer = self.models.get(&to).cloned();
                    let expected = r.get("resultsfrom").and_then(recorded_insecure);
                    (key, None, None, expected)
                }
            };
            let Some((language, ext)) = target_of(&id, None) else { continue };
            fields.insert("language", language.spec().display_name.to_string());
            fields.insert("ext", ext.clone().unwrap_or_else(|| language.id().to_string()));
            out.push(Instance {
                task,
                lang,
                language,
                ext,
                id,
                fields,
                answer: answer.or_else(|| reference.clone()),
                reference,
                masked,
                expected_insecure: expected,
            });
        }
        Ok(out)
    }
}

/// The language key of a file id's extension (`ocv` counts as `cv`, `pi` as `pv`).
pub fn target_lang_key(file: &str) -> Option<&'static str> {
    let (language, _) = target_of(file, None)?;
    lang_key(language)
}

/// The dataset's language key of a language: the family's first member (`ocv` is `cv`).
pub fn lang_key(language: Language) -> Option<&'static str> {
    LANGS
        .iter()
        .copied()
        .find(|k| Language::from_name(k).is_some_and(|l| crate::language::identify::same_family(l, language)))
}

/// The recorded outputs' key of a translation: `<source stem>_<source ext>-<target file name>`.
pub fn translation_key(from: &str, to: &str) -> Option<String> {
    let source = Path::new(from).file_name()?.to_str()?;
    let (stem, ext) = source.rsplit_once('.')?;
    let target = Path::new(to).file_name()?.to_str()?;
    Some(format!("{stem}_{ext}-{target}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdict_shapes() {
        let flat: Value = serde_json::json!([true, [false, "RESULT x is false.", 1.0]]);
        let nested: Value = serde_json::json!([true, [[true, true, "  SAFE\n", 0.5]]]);
        assert_eq!(recorded_insecure(&flat), Some(true));
        assert_eq!(recorded_insecure(&nested), Some(false));
        assert_eq!(recorded_insecure(&serde_json::json!([])), None);
    }

    #[test]
    fn translation_keys() {
        assert_eq!(
            translation_key("SPDL-1/yahalom.spdl", "MAUDE-1/Yahalom.maude").as_deref(),
            Some("yahalom_spdl-Yahalom.maude")
        );
        assert_eq!(target_lang_key("CV-1/a.ocv"), Some("cv"));
        assert_eq!(target_lang_key("PV-1/a.horn"), Some("pv"));
        assert_eq!(target_lang_key("x_spdl-y.spthy"), Some("spthy"));
    }
}
