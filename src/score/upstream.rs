//! `--mode upstream`: the recipe that reproduces the released leaderboard from the released
//! statistics (checked by recomputation; see `docs/verify.md`).
//!
//! 1. Counts are pooled over the seven languages (no macro average).
//! 2. `a = num_analysis/len` (time-outs count as analysed), `ACC = (tp+tn)/(tp+tn+fp+fn)`,
//!    `F1 = 2tp/(2tp+fp+fn)` (positive = insecure), each rounded to two decimals.
//! 3. `S = HM(a, HM(ACC, F1))`, `HM(x,y) = 2xy/(x+y)`.
//! 4. Correction: one `S` over the pooled error and false counts.
//! 5. Interpretation: `0.3·mean(s_logic) + 0.3·mean(s_anno) + 0.4·S` over all items.
//! 6. Overall: the C1 task weights.
//!
//! Only the task weights of the configuration enter this recipe: it fixes γ = 1 and α = β = .3
//! (C1's values) and pools correction without λ. [`unapplied`] names what a configuration
//! sets otherwise, so that the CLI can say so instead of ignoring it silently.

use super::data::{ByLang, ModelStats, Stats};
use super::{hm_exact, py_round, Counts, ModelScores, Report, ScoreConfig};

/// `S` of pooled counts, as the released scripts compute it.
pub fn s(c: &Counts) -> f64 {
    let a = py_round(c.a(), 2);
    let acc = py_round(c.acc_a(), 2);
    let f1 = py_round(c.f1_a(), 2);
    hm_exact(a, hm_exact(acc, f1))
}

fn pooled(cells: &[&ByLang]) -> Counts {
    cells.iter().flat_map(|m| m.values().copied()).sum()
}

pub fn model(m: &ModelStats, cfg: &ScoreConfig) -> ModelScores {
    let sims: Vec<(f64, f64)> = m.sim.values().flatten().copied().collect();
    let mean = |f: fn(&(f64, f64)) -> f64| {
        if sims.is_empty() {
            0.0
        } else {
            sims.iter().map(f).sum::<f64>() / sims.len() as f64
        }
    };
    ModelScores {
        gen: s(&pooled(&[&m.gen])),
        comp: s(&pooled(&[&m.comp])),
        trans: s(&pooled(&[&m.trans])),
        corr: s(&pooled(&[&m.corr_err, &m.corr_false])),
        interp: 0.3 * mean(|x| x.0) + 0.3 * mean(|x| x.1) + 0.4 * s(&pooled(&[&m.interp])),
        overall: 0.0,
    }
    .with_overall(&cfg.weights)
}

/// The sub-parameters of `cfg` (γ, α, β, λ) that differ from the C1 values this recipe
/// stands for, and so do not take effect here.
pub fn unapplied(cfg: &ScoreConfig) -> Vec<&'static str> {
    let recipe = ScoreConfig::c1().sub_parameters();
    cfg.sub_parameters().iter().zip(recipe).filter(|(mine, fixed)| mine.1 != fixed.1).map(|(mine, _)| mine.0).collect()
}

pub fn score(stats: &Stats, cfg: &ScoreConfig) -> Report {
    Report {
        mode: "upstream".into(),
        config: cfg.name.clone(),
        models: stats.iter().map(|(k, m)| (k.clone(), model(m, cfg).printed())).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_task_weights_apply() {
        assert!(unapplied(&ScoreConfig::c1()).is_empty());
        assert!(unapplied(&ScoreConfig::builtin("C2").unwrap()).is_empty());
        assert_eq!(
            unapplied(&ScoreConfig::builtin("C4").unwrap()),
            ["gamma", "alpha", "beta", "lambda_err", "lambda_false"]
        );
    }
}
