//! Score inputs: the released statistics, or benchmark items joined with verdict records.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use super::Counts;
use crate::verify::record::{Status, VerdictRecord};

/// The languages of the benchmark, in its order.
pub const LANGS: [&str; 7] = ["spdl", "hlpsl", "pv", "spthy", "maude", "cv", "ec"];

/// Counts per language for one task (translation: per target language, or the single key
/// `all` in the released statistics, which do not split it).
pub type ByLang = BTreeMap<String, Counts>;

/// Everything scored about one model.
#[derive(Debug, Clone, Default)]
pub struct ModelStats {
    pub gen: ByLang,
    pub comp: ByLang,
    pub trans: ByLang,
    pub corr_err: ByLang,
    pub corr_false: ByLang,
    pub interp: ByLang,
    /// Per language, per interpretation item: (s_logic, s_anno).
    pub sim: BTreeMap<String, Vec<(f64, f64)>>,
}

/// Models by key.
pub type Stats = BTreeMap<String, ModelStats>;

#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0}: {1}")]
    Json(String, String),
    #[error("{0}")]
    Invalid(String),
}

fn read_json<T: for<'de> Deserialize<'de>>(path: &Path) -> Result<T, DataError> {
    let text = std::fs::read_to_string(path).map_err(|e| DataError::Io(path.display().to_string(), e))?;
    serde_json::from_str(&text).map_err(|e| DataError::Json(path.display().to_string(), e.to_string()))
}

/// Reads `calculated_results/` of the CrypFormBench release. Models missing from some file
/// get empty cells there; `deepseek-prover` (in two files only) is left out.
pub fn load_released(dir: &Path) -> Result<Stats, DataError> {
    type PerLang<T> = BTreeMap<String, BTreeMap<String, T>>;
    let gc: PerLang<BTreeMap<String, Counts>> = read_json(&dir.join("result_statistics_generation_completion.json"))?;
    let corr: PerLang<BTreeMap<String, Counts>> = read_json(&dir.join("result_statistics_correction.json"))?;
    let interp: PerLang<Counts> = read_json(&dir.join("result_statistics_interpretation.json"))?;
    let trans: BTreeMap<String, Counts> = read_json(&dir.join("result_statistics_translation.json"))?;
    let sim: PerLang<BTreeMap<String, Vec<Vec<f64>>>> =
        read_json(&dir.join("result_statistics_interpretation_similarity.json"))?;
    let mut stats = Stats::new();
    for (model, t) in &trans {
        let mut m = ModelStats::default();
        m.trans.insert("all".into(), *t);
        for (lang, tasks) in gc.get(model).into_iter().flatten() {
            if let Some(c) = tasks.get("generation") {
                m.gen.insert(lang.clone(), *c);
            }
            if let Some(c) = tasks.get("completion") {
                m.comp.insert(lang.clone(), *c);
            }
        }
        for (lang, tasks) in corr.get(model).into_iter().flatten() {
            if let Some(c) = tasks.get("error") {
                m.corr_err.insert(lang.clone(), *c);
            }
            if let Some(c) = tasks.get("false") {
                m.corr_false.insert(lang.clone(), *c);
            }
        }
        for (lang, c) in interp.get(model).into_iter().flatten() {
            m.interp.insert(lang.clone(), *c);
        }
        for (lang, items) in sim.get(model).into_iter().flatten() {
            let v: Vec<(f64, f64)> = items
                .values()
                .filter_map(|samples| samples.first())
                .filter_map(|s| Some((*s.first()?, *s.get(1)?)))
                .collect();
            m.sim.insert(lang.clone(), v);
        }
        stats.insert(model.clone(), m);
    }
    if stats.is_empty() {
        return Err(DataError::Invalid(format!("{}: no model in the released statistics", dir.display())));
    }
    Ok(stats)
}

/// One benchmark item to score (a line of the `--items` JSON Lines file).
///
/// `status` is the verdict on the model's output: given inline, or looked up by `path` in the
/// verdict records. An item with `generated: false` or without any verdict counts as not
/// analysed.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Item {
    pub model: String,
    /// gen, comp, trans, corr_err, corr_false, interp.
    pub task: String,
    pub lang: String,
    #[serde(default = "yes")]
    pub generated: bool,
    /// The verified file (joins with the records' `path`).
    pub path: Option<String>,
    /// Inline verdict, instead of a record.
    pub status: Option<Status>,
    /// The reference verdict: SAFE or UNSAFE.
    pub expected: Status,
    pub s_logic: Option<f64>,
    pub s_anno: Option<f64>,
}

fn yes() -> bool {
    true
}

/// Counts the items, reading their verdicts from `records` (by path) where not inline.
pub fn from_items(items: &[Item], records: &[VerdictRecord]) -> Result<Stats, DataError> {
    let by_path: BTreeMap<&str, &VerdictRecord> = records.iter().map(|r| (r.path.as_str(), r)).collect();
    let mut stats = Stats::new();
    for (i, it) in items.iter().enumerate() {
        let m = stats.entry(it.model.clone()).or_default();
        let cell = match it.task.as_str() {
            "gen" => &mut m.gen,
            "comp" => &mut m.comp,
            "trans" => &mut m.trans,
            "corr_err" => &mut m.corr_err,
            "corr_false" => &mut m.corr_false,
            "interp" => &mut m.interp,
            other => {
                return Err(DataError::Invalid(format!(
                    "item {}: unknown task `{other}` (gen, comp, trans, corr_err, corr_false, interp)",
                    i + 1
                )))
            }
        };
        let c = cell.entry(it.lang.clone()).or_default();
        c.len += 1;
        if it.task == "interp" {
            m.sim.entry(it.lang.clone()).or_default().push((it.s_logic.unwrap_or(0.0), it.s_anno.unwrap_or(0.0)));
        }
        let c = match it.task.as_str() {
            "gen" => m.gen.get_mut(&it.lang),
            "comp" => m.comp.get_mut(&it.lang),
            "trans" => m.trans.get_mut(&it.lang),
            "corr_err" => m.corr_err.get_mut(&it.lang),
            "corr_false" => m.corr_false.get_mut(&it.lang),
            _ => m.interp.get_mut(&it.lang),
        }
        .expect("inserted above");
        if !it.generated {
            continue;
        }
        c.num_generates += 1;
        let expected_insecure = match it.expected {
            Status::Safe => false,
            Status::Unsafe => true,
            other => {
                return Err(DataError::Invalid(format!("item {}: expected must be SAFE or UNSAFE, not {other}", i + 1)))
            }
        };
        let rec = it.path.as_deref().and_then(|p| by_path.get(p)).copied();
        let insecure = match (it.status, rec) {
            (Some(Status::Timeout), _) => {
                c.num_analysis += 1;
                c.num_timeout += 1;
                continue;
            }
            (Some(s), _) => match s {
                Status::Safe => Some(false),
                Status::Unsafe => Some(true),
                _ => None,
            },
            (None, Some(r)) if r.status == Status::Timeout => {
                c.num_analysis += 1;
                c.num_timeout += 1;
                continue;
            }
            // Not installed is not the model's failure: scoring it as "not analysed" would
            // be a guessed verdict.
            (None, Some(r)) if r.status == Status::NoTool => {
                return Err(DataError::Invalid(format!(
                    "item {}: {}: no verdict, {} was not installed (NO_TOOL); install it and rerun `cfb verify` with the same --out",
                    i + 1,
                    r.path,
                    r.tool
                )))
            }
            (None, Some(r)) => r.insecure(),
            (None, None) => None,
        };
        let Some(insecure) = insecure else { continue };
        c.num_analysis += 1;
        match (insecure, expected_insecure) {
            (true, true) => c.tp += 1,
            (false, false) => c.tn += 1,
            (true, false) => c.fp += 1,
            (false, true) => c.fn_ += 1,
        }
    }
    Ok(stats)
}

/// Reads an items file (JSON Lines).
pub fn read_items(path: &Path) -> Result<Vec<Item>, DataError> {
    let text = std::fs::read_to_string(path).map_err(|e| DataError::Io(path.display().to_string(), e))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            serde_json::from_str(l)
                .map_err(|e| DataError::Json(format!("{}: line {}", path.display(), i + 1), e.to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(path: &str, status: &str) -> VerdictRecord {
        serde_json::from_value(serde_json::json!({
            "path": path, "lang": "pv", "tool": "proverif", "tool_version": null, "command": [],
            "status": status, "properties": [], "error": null, "seconds": 0.0,
            "stdout_tail": "", "stderr_tail": ""
        }))
        .unwrap()
    }

    fn item(path: &str) -> Item {
        serde_json::from_value(serde_json::json!({
            "model": "m", "task": "gen", "lang": "pv", "path": path, "expected": "SAFE"
        }))
        .unwrap()
    }

    #[test]
    fn a_missing_tool_is_refused_not_scored() {
        let err = from_items(&[item("a.pv")], &[record("a.pv", "NO_TOOL")]).unwrap_err().to_string();
        assert!(err.contains("a.pv") && err.contains("proverif was not installed"), "{err}");
        let stats = from_items(&[item("a.pv")], &[record("a.pv", "SAFE")]).unwrap();
        assert_eq!(stats["m"].gen["pv"].tn, 1);
    }
}
