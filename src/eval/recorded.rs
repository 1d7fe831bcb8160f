//! `--recorded-verdicts DIR`: the verdicts CrypFormBench's authors recorded per reply
//! (`original_results/`), for comparing an offline replay with the released scores where no
//! verifier is installed.
//!
//! What is recorded is the outcome of the authors' run on *their* extraction of the reply:
//! per item `[num_generates, num_analysis, num_timeout, tp, tn, fp, fn, seconds, size, score]`.
//! The release holds such items for correction, interpretation and translation only (the
//! generation/completion file is missing), so other instances get a NO_TOOL record saying so.

use std::collections::HashMap;
use std::path::Path;

use serde_json::Value;

use super::task::Task;
use crate::verify::record::{Status, ToolError, VerdictRecord};

/// The `tool` of records taken from the release.
pub const TOOL: &str = "recorded:crypformbench";

/// Recorded per-item outcomes of one model by (sub-task, language key, instance id).
pub struct Recorded {
    items: HashMap<(Task, String, String), Vec<Value>>,
}

impl Recorded {
    pub fn open(dir: &Path, model: &str) -> Result<Recorded, String> {
        let read = |name: &str| -> Result<Value, String> {
            let path = dir.join(name);
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
        };
        let mut items = HashMap::new();
        let mut put = |task: Task, lang: &str, by_id: Option<&Value>| {
            for (id, item) in by_id.and_then(Value::as_object).into_iter().flatten() {
                if let Some(v) = item.as_array() {
                    items.insert((task, lang.to_string(), id.clone()), v.clone());
                }
            }
        };
        let correction = read("result_detailed_statistics_correction.json")?;
        for (lang, parts) in correction.get(model).and_then(Value::as_object).into_iter().flatten() {
            put(Task::CorrectionError, lang, parts.get("error"));
            put(Task::CorrectionFalse, lang, parts.get("false"));
        }
        let interpretation = read("result_statistics_interpretation.json")?;
        for (lang, by_id) in interpretation.get(model).and_then(Value::as_object).into_iter().flatten() {
            put(Task::InterpretationCode, lang, Some(by_id));
        }
        let translation = read("result_statistics_translation.json")?;
        if let Some(by_key) = translation.get(model).and_then(Value::as_object) {
            for (key, item) in by_key {
                let Some(lang) = super::dataset::target_lang_key(key) else { continue };
                if let Some(v) = item.as_array() {
                    items.insert((Task::Translation, lang.to_string(), key.clone()), v.clone());
                }
            }
        }
        if items.is_empty() {
            return Err(format!("{}: no recorded item of model `{model}`", dir.display()));
        }
        Ok(Recorded { items })
    }

    /// The reference verdict the recorded outcome implies (`tp`/`fn`: insecure, `tn`/`fp`:
    /// secure), for instances whose dataset record holds none (most interpretation files).
    pub fn expected_insecure(&self, task: Task, lang: &str, id: &str) -> Option<bool> {
        let item = self.items.get(&(task, lang.to_string(), id.to_string()))?;
        let n = |i: usize| item.get(i).and_then(Value::as_u64).unwrap_or(0);
        match (n(3) + n(6) > 0, n(4) + n(5) > 0) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => None,
        }
    }

    /// The recorded verdict on an instance's reply as a verdict record for `path`.
    pub fn verdict(&self, task: Task, lang: &str, id: &str, path: &str) -> VerdictRecord {
        let record = |status: Status, error: Option<String>, seconds: f64| VerdictRecord {
            path: path.to_string(),
            lang: lang.to_string(),
            tool: TOOL.into(),
            tool_version: None,
            command: Vec::new(),
            status,
            properties: Vec::new(),
            error: error.map(|m| ToolError::new(m, None, None)),
            seconds,
            stdout_tail: String::new(),
            stderr_tail: String::new(),
            sandbox: None,
        };
        let Some(item) = self.items.get(&(task, lang.to_string(), id.to_string())) else {
            let why = match task {
                Task::Generation | Task::Completion => {
                    "the release records no per-reply verdicts for generation and completion"
                }
                _ => "the release records no verdict for this reply",
            };
            return record(
                Status::NoTool,
                Some(format!("{why}: install the verifier and run without --recorded-verdicts")),
                0.0,
            );
        };
        let n = |i: usize| item.get(i).and_then(Value::as_u64).unwrap_or(0);
        let seconds = item.get(7).and_then(Value::as_f64).unwrap_or(0.0);
        let (analysed, timeout, tp, tn, fp, fn_) = (n(1), n(2), n(3), n(4), n(5), n(6));
        if analysed == 0 {
            let why = if n(0) == 0 {
                "no code was extracted in the recorded run"
            } else {
                "the recorded run did not analyse the code"
            };
            return record(Status::Error, Some(why.into()), seconds);
        }
        let status = if timeout > 0 {
            Status::Timeout
        } else if tp + fp > 0 {
            Status::Unsafe
        } else if tn + fn_ > 0 {
            Status::Safe
        } else {
            Status::Unknown
        };
        record(status, None, seconds)
    }
}

/// `--recorded-similarity FILE`: the interpretation similarities the release recorded per reply
/// (`calculated_results/result_statistics_interpretation_similarity.json`:
/// `{model: {lang: {file id: [[s_logic, s_anno]]}}}`, from the authors' embedding model).
pub struct RecordedSimilarity {
    by_id: HashMap<(String, String), (f64, f64)>,
}

impl RecordedSimilarity {
    pub fn open(path: &Path, model: &str) -> Result<RecordedSimilarity, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let v: Value = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut by_id = HashMap::new();
        for (lang, ids) in v.get(model).and_then(Value::as_object).into_iter().flatten() {
            for (id, samples) in ids.as_object().into_iter().flatten() {
                let pair = samples.get(0).and_then(Value::as_array);
                let at = |i: usize| pair.and_then(|p| p.get(i)).and_then(Value::as_f64);
                if let (Some(logic), Some(anno)) = (at(0), at(1)) {
                    by_id.insert((lang.clone(), id.clone()), (logic, anno));
                }
            }
        }
        if by_id.is_empty() {
            return Err(format!("{}: no recorded similarity of model `{model}`", path.display()));
        }
        Ok(RecordedSimilarity { by_id })
    }

    /// The recorded similarity of an interpretation reply: `s_logic` for the description,
    /// `s_anno` for the annotated model.
    pub fn get(&self, task: Task, lang: &str, id: &str) -> Option<f64> {
        let (logic, anno) = self.by_id.get(&(lang.to_string(), id.to_string()))?;
        match task {
            Task::InterpretationLogic => Some(*logic),
            Task::InterpretationCode => Some(*anno),
            _ => None,
        }
    }
}
