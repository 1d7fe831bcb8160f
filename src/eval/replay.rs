//! `--replay`: replies from recorded model outputs (CrypFormBench's `model_outputs/<model>/`
//! layout, one sample per instance) instead of an endpoint.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::task::Task;
use crate::extract::batch::{parse_replies, read_value};

/// The recorded replies of one model.
pub struct Replay {
    pub dir: PathBuf,
    /// (sub-task, language key) → reply text by instance id; files read on first use.
    loaded: HashMap<(Task, String), HashMap<String, String>>,
}

impl Replay {
    /// `dir` is a model's folder (`model_outputs/gpt-4o`), or the folder of all models with
    /// `model` naming one.
    pub fn open(dir: &Path, model: &str) -> Result<Replay, String> {
        let dir = if dir.join(model).is_dir() { dir.join(model) } else { dir.to_path_buf() };
        if !Task::ALL.iter().any(|t| dir.join(folder(*t)).is_dir()) {
            return Err(format!(
                "{}: not a recorded model's folder (expected generation/, completion/, translation/, ... as in \
                 CrypFormBench's model_outputs/<model>/)",
                dir.display()
            ));
        }
        Ok(Replay { dir, loaded: HashMap::new() })
    }

    /// The file holding a sub-task's replies in one language.
    pub fn file_of(&self, task: Task, lang: &str) -> PathBuf {
        let name = match task {
            Task::Translation => "translation/files_all.json.gz".to_string(),
            Task::CorrectionError => format!("correction/{lang}/error/{lang}_files_all.json.gz"),
            Task::CorrectionFalse => format!("correction/{lang}/false/{lang}_files_all.json.gz"),
            _ => format!("{}/{lang}/{lang}_files_all.json.gz", folder(task)),
        };
        self.dir.join(name)
    }

    /// The recorded reply to an instance; `Ok(None)` when the model has none for it.
    pub fn reply(&mut self, task: Task, lang: &str, id: &str) -> Result<Option<String>, String> {
        let key = (task, lang.to_string());
        if !self.loaded.contains_key(&key) {
            let path = self.file_of(task, lang);
            let replies = if path.exists() { read(&path, task)? } else { HashMap::new() };
            self.loaded.insert(key.clone(), replies);
        }
        Ok(self.loaded[&key].get(id).cloned())
    }
}

fn folder(task: Task) -> &'static str {
    match task {
        Task::Generation => "generation",
        Task::Completion => "completion",
        Task::Translation => "translation",
        Task::CorrectionError | Task::CorrectionFalse => "correction",
        Task::InterpretationCode | Task::InterpretationLogic => "interpretation",
    }
}

/// The replies of one file by key: the raw reply where the record keeps one, else the stored
/// code (as `cfb extract --cfb-replies` reads them). Interpretation records hold both parts.
fn read(path: &Path, task: Task) -> Result<HashMap<String, String>, String> {
    let name = path.display();
    let mut value = read_value(path).map_err(|e| e.to_string())?;
    if task == Task::InterpretationLogic {
        // The describe part: `{"code": [...], "logic": [[true, text]]}` → its `logic` sample.
        let obj = value.as_object_mut().ok_or_else(|| format!("{name}: the top level is not an object"))?;
        for v in obj.values_mut() {
            *v = v.get("logic").cloned().unwrap_or(Value::Null);
        }
    }
    let replies = parse_replies(&value).map_err(|e| format!("{name}: not a CrypFormBench reply file: {e}"))?;
    Ok(replies.into_iter().map(|r| (r.key, r.text)).collect())
}
