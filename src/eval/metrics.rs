//! From result lines to `scores.json`: per (sub-task, language) cell the counts and the
//! paper's metrics (analyzability, ACC, ACC_A, F1_A), mean code and semantic similarity,
//! pass@k; per task the CrypFormBench scores through `cfb score`'s own recipes.
//!
//! A reply whose verdict could not be had (verifier not installed, no recorded verdict) is
//! counted as `no_verdict`, never as a failure: a task with such replies has no score
//! (`null`), and `over_verdicts` gives the scores over the replies that have one, named so.

use std::collections::BTreeMap;

use serde::Serialize;

use super::results::ResultLine;
use super::task::Task;
use crate::score::data::{from_items, Item};
use crate::score::{paper, upstream, Counts, ModelScores, ScoreConfig};
use crate::verify::record::Status;

/// The unbiased pass@k estimator of Chen et al. (2021): `1 - C(n-c, k) / C(n, k)` for `n`
/// samples of which `c` are correct, as a running product (no large binomials).
pub fn pass_at_k(n: usize, c: usize, k: usize) -> f64 {
    if k == 0 || k > n {
        return f64::NAN;
    }
    if n - c < k {
        return 1.0;
    }
    let mut miss = 1.0;
    for i in (n - c + 1)..=n {
        miss *= 1.0 - k as f64 / i as f64;
    }
    1.0 - miss
}

/// One (sub-task, language) cell.
#[derive(Debug, Clone, Serialize)]
pub struct Cell {
    pub task: Task,
    pub lang: String,
    /// Instances (first samples).
    pub instances: usize,
    pub replies: usize,
    /// Replies with extracted code.
    pub generated: usize,
    /// Replies whose code `cfb lint` accepts.
    pub valid: usize,
    /// Verdict counts over the first samples (positive = insecure).
    pub counts: Counts,
    /// Replies without a verdict (tool not installed, nothing recorded): not counted.
    pub no_verdict: usize,
    /// Replies with a verdict but no reference verdict to judge it by.
    pub no_reference: usize,
    pub analyzability: f64,
    pub acc: f64,
    pub acc_a: f64,
    pub f1_a: f64,
    pub mean_codebleu: Option<f64>,
    pub mean_semantic_similarity: Option<f64>,
    /// pass@k for k = 1..K over all samples (correct = the verdict agrees with the reference).
    pub pass_at_k: BTreeMap<usize, f64>,
}

/// `scores.json`.
#[derive(Debug, Clone, Serialize)]
pub struct Scores {
    pub model: String,
    pub config: String,
    pub samples: usize,
    pub cells: Vec<Cell>,
    /// The task scores (0–100, one decimal) of the upstream recipe and of the paper's §4.5;
    /// `null` for a task that was not run or has replies without a verdict.
    pub upstream: BTreeMap<&'static str, Option<f64>>,
    pub paper: BTreeMap<&'static str, Option<f64>>,
    /// The same over the replies that have a verdict only (for runs without the verifiers).
    pub over_verdicts: BTreeMap<&'static str, BTreeMap<&'static str, f64>>,
    pub notes: Vec<String>,
}

fn mean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let v: Vec<f64> = values.collect();
    (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64)
}

fn is_correct(outcome: &str) -> bool {
    outcome == "tp" || outcome == "tn"
}

/// The score item of a first sample; `None` when it has no verdict or no reference.
fn item(model: &str, line: &ResultLine, s_logic: Option<f64>) -> Option<Item> {
    let status = match line.outcome.as_str() {
        "tp" | "fp" => Status::Unsafe,
        "tn" | "fn" => Status::Safe,
        "timeout" => Status::Timeout,
        "not-analysed" => Status::Error,
        _ => return None,
    };
    Some(Item {
        model: model.into(),
        task: line.task.score_key().into(),
        lang: line.lang.clone(),
        generated: line.verdict.is_some(),
        path: None,
        status: Some(status),
        expected: line.expected?,
        s_logic,
        s_anno: line.semantic_similarity,
    })
}

pub fn scores(model: &str, lines: &[ResultLine], samples: usize, cfg: &ScoreConfig) -> Scores {
    let mut by_cell: BTreeMap<(Task, String), Vec<&ResultLine>> = BTreeMap::new();
    for l in lines {
        by_cell.entry((l.task, l.lang.clone())).or_default().push(l);
    }
    let mut cells = Vec::new();
    let mut items = Vec::new();
    let mut blocked: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut ran: BTreeMap<&'static str, bool> = BTreeMap::new();
    // Score items (replies with a verdict and a reference verdict) per task key.
    let mut decided: BTreeMap<&'static str, usize> = BTreeMap::new();
    let s_logic: BTreeMap<(String, String), f64> = lines
        .iter()
        .filter(|l| l.task == Task::InterpretationLogic && l.sample == 0)
        .filter_map(|l| Some(((l.lang.clone(), l.id.clone()), l.semantic_similarity?)))
        .collect();
    let mut missing_similarity = false;
    for ((task, lang), cell_lines) in &by_cell {
        let first: Vec<&&ResultLine> = cell_lines.iter().filter(|l| l.sample == 0).collect();
        let mut cell_items = Vec::new();
        let (mut no_verdict, mut no_reference) = (0, 0);
        for l in &first {
            match l.outcome.as_str() {
                "no-verdict" => no_verdict += 1,
                "no-reference" => no_reference += 1,
                _ => {}
            }
            if task.wants_code() {
                let logic = s_logic.get(&(l.lang.clone(), l.id.clone())).copied();
                if *task == Task::InterpretationCode && (logic.is_none() || l.semantic_similarity.is_none()) {
                    missing_similarity = true;
                }
                cell_items.extend(item(model, l, logic));
            }
        }
        let counts = from_items(&cell_items, &[])
            .ok()
            .and_then(|s| s.get(model).map(|m| cell_counts(m, *task, lang)))
            .unwrap_or_default();
        if task.wants_code() {
            let key = task.score_key();
            *ran.entry(key).or_default() = true;
            *decided.entry(key).or_default() += cell_items.len();
            *blocked.entry(key).or_default() += no_verdict + no_reference;
        }
        // pass@k per instance over its samples.
        let mut per_instance: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        for l in cell_lines {
            let e = per_instance.entry(&l.id).or_default();
            e.0 += 1;
            e.1 += usize::from(is_correct(&l.outcome));
        }
        // pass@k only where every sample has a verdict: a missing tool is no failed sample.
        let all_decided = cell_lines.iter().all(|l| l.outcome != "no-verdict" && l.outcome != "no-reference");
        let pass_at_k = (1..=samples)
            .filter_map(|k| {
                let v = mean(per_instance.values().filter(|(n, _)| *n >= k).map(|(n, c)| pass_at_k(*n, *c, k)))?;
                Some((k, v))
            })
            .filter(|_| task.wants_code() && all_decided)
            .collect();
        cells.push(Cell {
            task: *task,
            lang: lang.clone(),
            instances: first.len(),
            replies: cell_lines.len(),
            generated: cell_lines.iter().filter(|l| l.code.is_some()).count(),
            valid: cell_lines.iter().filter(|l| l.lint.as_ref().is_some_and(|x| x.ok)).count(),
            counts,
            no_verdict,
            no_reference,
            analyzability: counts.a(),
            acc: counts.acc(),
            acc_a: counts.acc_a(),
            f1_a: counts.f1_a(),
            mean_codebleu: mean(first.iter().filter_map(|l| l.similarity.map(|s| s.codebleu))),
            mean_semantic_similarity: mean(first.iter().filter_map(|l| l.semantic_similarity)),
            pass_at_k,
        });
        items.extend(cell_items);
    }
    let stats = from_items(&items, &[]).unwrap_or_default();
    let empty = Default::default();
    let m = stats.get(model).unwrap_or(&empty);
    let up = upstream::model(m, cfg).printed();
    let pp = paper::model(m, cfg).printed();
    let mut notes = Vec::new();
    let task_scores = |s: &ModelScores, strict: bool| -> BTreeMap<&'static str, Option<f64>> {
        let values = [("gen", s.gen), ("comp", s.comp), ("trans", s.trans), ("corr", s.corr), ("interp", s.interp)];
        let mut out: BTreeMap<&'static str, Option<f64>> = BTreeMap::new();
        let mut all = true;
        for (key, v) in values {
            let keys: &[&str] = if key == "corr" { &["corr_err", "corr_false"] } else { std::slice::from_ref(&key) };
            let was_run = keys.iter().any(|k| ran.get(k).copied().unwrap_or(false));
            let complete = keys.iter().all(|k| blocked.get(k).copied().unwrap_or(0) == 0)
                && !(key == "interp" && missing_similarity);
            let any_decided = keys.iter().any(|k| decided.get(k).copied().unwrap_or(0) > 0);
            let ok = was_run && if strict { complete } else { any_decided };
            all &= ok;
            out.insert(key, ok.then_some(v));
        }
        out.insert("overall", all.then_some(s.overall));
        out
    };
    if blocked.values().any(|n| *n > 0) {
        notes.push(
            "some replies have no verdict (verifier not installed, or no recorded verdict) or no reference \
             verdict: their tasks have no score; `over_verdicts` scores the replies that have one"
                .into(),
        );
    }
    if missing_similarity {
        notes.push(
            "interpretation needs the semantic similarities (--embeddings URL --embedding-model NAME): \
             without them its score is not given; `over_verdicts` counts them as 0"
                .into(),
        );
    }
    let flat = |m: BTreeMap<&'static str, Option<f64>>| m.into_iter().filter_map(|(k, v)| Some((k, v?))).collect();
    Scores {
        model: model.into(),
        config: cfg.name.clone(),
        samples,
        cells,
        upstream: task_scores(&up, true),
        paper: task_scores(&pp, true),
        over_verdicts: [("upstream", flat(task_scores(&up, false))), ("paper", flat(task_scores(&pp, false)))]
            .into_iter()
            .collect(),
        notes,
    }
}

fn cell_counts(m: &crate::score::data::ModelStats, task: Task, lang: &str) -> Counts {
    let by_lang = match task.score_key() {
        "gen" => &m.gen,
        "comp" => &m.comp,
        "trans" => &m.trans,
        "corr_err" => &m.corr_err,
        "corr_false" => &m.corr_false,
        _ => &m.interp,
    };
    by_lang.get(lang).copied().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_at_k_matches_the_closed_form() {
        // 1 - C(n-c,k)/C(n,k) for n = 5, c = 2, k = 2: 1 - C(3,2)/C(5,2) = 1 - 3/10.
        assert!((pass_at_k(5, 2, 2) - 0.7).abs() < 1e-12);
        assert_eq!(pass_at_k(5, 0, 3), 0.0);
        assert_eq!(pass_at_k(5, 4, 2), 1.0);
        assert!((pass_at_k(10, 3, 1) - 0.3).abs() < 1e-12);
        assert!(pass_at_k(2, 1, 3).is_nan());
    }
}
