//! `--mode paper`: §4.5 of the CrypFormBench paper as printed.
//!
//! Per task, language and model: analyzability `a = num_analysis/len`, `ACC = (tp+tn)/len`,
//! `ACC_A = (tp+tn)/(tp+tn+fp+fn)` (accuracy on analyzable outputs), `F1_A = 2tp/(2tp+fp+fn)`
//! (positive = insecure), and `S = HM(a^γ, HM(ACC_A, F1_A))` with
//! `HM(x,y) = 2xy/(x+y+1e-6)`. Correction: `λ_err·S_err + λ_false·S_false`. Interpretation:
//! `α·mean(s_logic) + β·mean(s_anno) + (1−α−β)·S_anno`. Each task score is the macro average
//! over the languages that have items; the overall score weighs the tasks. No rounding
//! before the end. (The released statistics do not split translation by language: it is
//! then one pooled cell.)

use super::data::{ByLang, ModelStats, Stats};
use super::{hm, Counts, ModelScores, Report, ScoreConfig};

/// `S` of one cell.
pub fn s(c: &Counts, gamma: f64) -> f64 {
    hm(c.a().powf(gamma), hm(c.acc_a(), c.f1_a()))
}

fn macro_avg(values: impl Iterator<Item = f64>) -> f64 {
    let v: Vec<f64> = values.collect();
    if v.is_empty() {
        0.0
    } else {
        v.iter().sum::<f64>() / v.len() as f64
    }
}

fn task(cells: &ByLang, gamma: f64) -> f64 {
    macro_avg(cells.values().filter(|c| c.len > 0).map(|c| s(c, gamma)))
}

pub fn model(m: &ModelStats, cfg: &ScoreConfig) -> ModelScores {
    let g = cfg.gamma;
    let langs: std::collections::BTreeSet<&String> = m.corr_err.keys().chain(m.corr_false.keys()).collect();
    let corr = macro_avg(langs.iter().map(|l| {
        let e = m.corr_err.get(*l).map(|c| s(c, g)).unwrap_or(0.0);
        let f = m.corr_false.get(*l).map(|c| s(c, g)).unwrap_or(0.0);
        cfg.lambda_err * e + cfg.lambda_false * f
    }));
    let langs: std::collections::BTreeSet<&String> = m.interp.keys().chain(m.sim.keys()).collect();
    let interp = macro_avg(langs.iter().map(|l| {
        let sims = m.sim.get(*l).map(Vec::as_slice).unwrap_or(&[]);
        let mean = |f: fn(&(f64, f64)) -> f64| {
            if sims.is_empty() {
                0.0
            } else {
                sims.iter().map(f).sum::<f64>() / sims.len() as f64
            }
        };
        let s_anno = m.interp.get(*l).map(|c| s(c, g)).unwrap_or(0.0);
        cfg.alpha * mean(|x| x.0) + cfg.beta * mean(|x| x.1) + (1.0 - cfg.alpha - cfg.beta) * s_anno
    }));
    ModelScores { gen: task(&m.gen, g), comp: task(&m.comp, g), trans: task(&m.trans, g), corr, interp, overall: 0.0 }
        .with_overall(&cfg.weights)
}

/// One row per (model, task, language) cell: counts and the paper's metrics, as CSV.
pub fn cells_csv(stats: &Stats, cfg: &ScoreConfig) -> String {
    let mut out =
        String::from("model,task,lang,len,num_generates,num_analysis,num_timeout,tp,tn,fp,fn,a,acc,acc_a,f1_a,s\n");
    for (model, m) in stats {
        let tasks: [(&str, &ByLang); 6] = [
            ("gen", &m.gen),
            ("comp", &m.comp),
            ("trans", &m.trans),
            ("corr_err", &m.corr_err),
            ("corr_false", &m.corr_false),
            ("interp", &m.interp),
        ];
        for (task, cells) in tasks {
            for (lang, c) in cells {
                out.push_str(&format!(
                    "{model},{task},{lang},{},{},{},{},{},{},{},{},{:.4},{:.4},{:.4},{:.4},{:.4}\n",
                    c.len,
                    c.num_generates,
                    c.num_analysis,
                    c.num_timeout,
                    c.tp,
                    c.tn,
                    c.fp,
                    c.fn_,
                    c.a(),
                    c.acc(),
                    c.acc_a(),
                    c.f1_a(),
                    s(c, cfg.gamma)
                ));
            }
        }
    }
    out
}

pub fn score(stats: &Stats, cfg: &ScoreConfig) -> Report {
    Report {
        mode: "paper".into(),
        config: cfg.name.clone(),
        models: stats.iter().map(|(k, m)| (k.clone(), model(m, cfg).printed())).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_cell_by_hand() {
        // 10 items, 8 analysed, tp 3, tn 3, fp 1, fn 1.
        let c = Counts { len: 10, num_generates: 10, num_analysis: 8, num_timeout: 0, tp: 3, tn: 3, fp: 1, fn_: 1 };
        assert_eq!(c.acc(), 0.6);
        assert_eq!(c.acc_a(), 0.75);
        assert_eq!(c.f1_a(), 0.75);
        let inner = 2.0 * 0.75 * 0.75 / (1.5 + 1e-6);
        let expected = 2.0 * 0.8 * inner / (0.8 + inner + 1e-6);
        assert!((s(&c, 1.0) - expected).abs() < 1e-12);
        // γ > 1 punishes low analyzability.
        assert!(s(&c, 2.0) < s(&c, 1.0));
    }
}
