//! `cfb score --compare-configs`: every model's overall score and rank under each scoring
//! configuration, and how each ranking agrees with the reference one (C1) by Spearman's ρ
//! and Kendall's τ-b.
//!
//! Ranks are taken from the printed scores (0–100, one decimal), the numbers a reader of the
//! table compares: two models printed alike share a rank.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{display_name, Report, ScoreConfig};

/// Ranks by value, highest first (rank 1); equal values share the mean of their positions
/// (1, 2.5, 2.5, 4), the ranks Spearman's ρ needs to stay a correlation under ties.
pub fn average_ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
    let mut ranks = vec![0.0; values.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start;
        while end + 1 < order.len() && values[order[end + 1]] == values[order[start]] {
            end += 1;
        }
        // Positions start..=end (0-based) are ranks start+1 ..= end+1.
        let shared = (start + end) as f64 / 2.0 + 1.0;
        for &i in &order[start..=end] {
            ranks[i] = shared;
        }
        start = end + 1;
    }
    ranks
}

/// Pearson's correlation; `None` when either side is constant (no ranking to compare).
fn pearson(x: &[f64], y: &[f64]) -> Option<f64> {
    let n = x.len().min(y.len());
    if n < 2 {
        return None;
    }
    let mean = |v: &[f64]| v[..n].iter().sum::<f64>() / n as f64;
    let (mx, my) = (mean(x), mean(y));
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for i in 0..n {
        let (dx, dy) = (x[i] - mx, y[i] - my);
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    (sxx > 0.0 && syy > 0.0).then(|| sxy / (sxx * syy).sqrt())
}

/// Spearman's ρ of two score lists (same models, same order): Pearson's correlation of their
/// average ranks. `None` when either list is all ties.
pub fn spearman_rho(x: &[f64], y: &[f64]) -> Option<f64> {
    pearson(&average_ranks(x), &average_ranks(y))
}

/// Kendall's τ-b of two score lists: `(C − D) / √((P − Tx)(P − Ty))` over the `P` pairs of
/// models, `C`/`D` the pairs both lists order alike/oppositely, `Tx`/`Ty` the pairs tied in
/// `x`/`y`. `None` when either list is all ties.
pub fn kendall_tau_b(x: &[f64], y: &[f64]) -> Option<f64> {
    let n = x.len().min(y.len());
    let (mut concordant, mut discordant, mut tied_x, mut tied_y, mut pairs) = (0i64, 0i64, 0i64, 0i64, 0i64);
    for i in 0..n {
        for j in i + 1..n {
            pairs += 1;
            let (dx, dy) = (x[i] - x[j], y[i] - y[j]);
            if dx == 0.0 {
                tied_x += 1;
            }
            if dy == 0.0 {
                tied_y += 1;
            }
            match (dx * dy).partial_cmp(&0.0) {
                Some(std::cmp::Ordering::Greater) => concordant += 1,
                Some(std::cmp::Ordering::Less) => discordant += 1,
                _ => {}
            }
        }
    }
    let denominator = (((pairs - tied_x) * (pairs - tied_y)) as f64).sqrt();
    (denominator > 0.0).then(|| (concordant - discordant) as f64 / denominator)
}

/// One model under one configuration.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Placed {
    /// Overall score, 0–100, one decimal.
    pub overall: f64,
    /// 1 = best; models with the same printed score share the mean of their ranks.
    pub rank: f64,
}

/// One configuration's ranking.
#[derive(Debug, Clone, Serialize)]
pub struct ConfigRanking {
    #[serde(flatten)]
    pub config: ScoreConfig,
    /// Parameters of this configuration the mode does not apply (upstream: γ, α, β, λ
    /// that differ from the recipe's fixed C1 values).
    pub not_applied: Vec<&'static str>,
    /// Against the reference configuration; null when a ranking is all ties.
    pub spearman_rho: Option<f64>,
    pub kendall_tau_b: Option<f64>,
    pub models: BTreeMap<String, Placed>,
}

/// The result of `cfb score --compare-configs`.
#[derive(Debug, Clone, Serialize)]
pub struct ConfigComparison {
    pub mode: String,
    /// The configuration the others are correlated with (the first one: C1).
    pub reference: String,
    pub configs: Vec<ConfigRanking>,
}

/// Scores every configuration with `score` and correlates each ranking with the first's.
/// `unapplied` names the parameters of a configuration that the mode does not use.
pub fn compare_configs(
    configs: &[ScoreConfig],
    score: impl Fn(&ScoreConfig) -> Report,
    unapplied: impl Fn(&ScoreConfig) -> Vec<&'static str>,
) -> ConfigComparison {
    let reports: Vec<Report> = configs.iter().map(&score).collect();
    // BTreeMap order: the same model order in every report.
    let overall = |r: &Report| r.models.values().map(|m| m.overall).collect::<Vec<f64>>();
    let reference = reports.first().map(overall).unwrap_or_default();
    let rankings = configs
        .iter()
        .zip(&reports)
        .map(|(config, report)| {
            let scores = overall(report);
            let ranks = average_ranks(&scores);
            ConfigRanking {
                config: config.clone(),
                not_applied: unapplied(config),
                spearman_rho: spearman_rho(&reference, &scores),
                kendall_tau_b: kendall_tau_b(&reference, &scores),
                models: report
                    .models
                    .keys()
                    .zip(scores.iter().zip(ranks))
                    .map(|(k, (&overall, rank))| (k.clone(), Placed { overall, rank }))
                    .collect(),
            }
        })
        .collect();
    ConfigComparison {
        mode: reports.first().map(|r| r.mode.clone()).unwrap_or_default(),
        reference: configs.first().map(|c| c.name.clone()).unwrap_or_default(),
        configs: rankings,
    }
}

/// `7`, or `7.5` for a shared rank.
fn rank_text(rank: f64) -> String {
    if rank.fract() == 0.0 {
        format!("{rank:.0}")
    } else {
        format!("{rank:.1}")
    }
}

fn coefficient_text(c: Option<f64>) -> String {
    c.map_or("n/a".into(), |v| format!("{v:.3}"))
}

impl ConfigComparison {
    /// Models by their rank under the reference configuration, then by key.
    fn model_order(&self) -> Vec<&String> {
        let Some(first) = self.configs.first() else { return Vec::new() };
        let mut keys: Vec<&String> = first.models.keys().collect();
        keys.sort_by(|a, b| first.models[*a].rank.total_cmp(&first.models[*b].rank).then(a.cmp(b)));
        keys
    }

    pub fn to_text(&self) -> String {
        let mut s = format!(
            "mode {}: overall score (rank) under each configuration; Spearman ρ and Kendall τ-b against {}\n",
            self.mode, self.reference
        );
        s.push_str(&format!("{:<20}", "model"));
        for c in &self.configs {
            s.push_str(&format!(" {:>12}", c.config.name));
        }
        s.push('\n');
        for key in self.model_order() {
            s.push_str(&format!("{:<20}", display_name(key)));
            for c in &self.configs {
                let p = c.models[key];
                s.push_str(&format!(" {:>12}", format!("{:.1} ({})", p.overall, rank_text(p.rank))));
            }
            s.push('\n');
        }
        for (label, value) in [
            ("Spearman ρ", (|c: &ConfigRanking| c.spearman_rho) as fn(&ConfigRanking) -> Option<f64>),
            ("Kendall τ-b", |c| c.kendall_tau_b),
        ] {
            s.push_str(&format!("{label:<20}"));
            for c in &self.configs {
                s.push_str(&format!(" {:>12}", coefficient_text(value(c))));
            }
            s.push('\n');
        }
        for c in self.configs.iter().filter(|c| !c.not_applied.is_empty()) {
            s.push_str(&format!(
                "note: {}: {} not applied in {} mode, only its task weights are (see `cfb score --help`)\n",
                c.config.name,
                c.not_applied.join(", "),
                self.mode
            ));
        }
        s
    }

    pub fn to_csv(&self) -> String {
        let mut s = String::from("mode,config,model,overall,rank,spearman_rho,kendall_tau_b\n");
        let csv = |c: Option<f64>| c.map_or(String::new(), |v| v.to_string());
        for c in &self.configs {
            for key in self.model_order() {
                let p = c.models[key];
                s.push_str(&format!(
                    "{},{},{},{:.1},{},{},{}\n",
                    self.mode,
                    c.config.name,
                    key,
                    p.overall,
                    p.rank,
                    csv(c.spearman_rho),
                    csv(c.kendall_tau_b)
                ));
            }
        }
        s
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a comparison always serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(got: Option<f64>, want: f64) -> bool {
        got.is_some_and(|g| (g - want).abs() < 1e-12)
    }

    #[test]
    fn ties_share_the_mean_rank() {
        assert_eq!(average_ranks(&[3.0, 1.0, 3.0, 2.0]), [1.5, 4.0, 1.5, 3.0]);
        assert_eq!(average_ranks(&[5.0, 5.0, 5.0]), [2.0, 2.0, 2.0]);
        assert_eq!(average_ranks(&[0.1, 0.9]), [2.0, 1.0]);
    }

    #[test]
    fn spearman_by_hand() {
        let x = [5.0, 4.0, 3.0, 2.0, 1.0];
        assert!(close(spearman_rho(&x, &x), 1.0));
        assert!(close(spearman_rho(&x, &[1.0, 2.0, 3.0, 4.0, 5.0]), -1.0));
        // One adjacent swap of five: Σd² = 2, ρ = 1 − 6·2/(5·24) = 0.9.
        assert!(close(spearman_rho(&x, &[5.0, 4.0, 3.0, 1.0, 2.0]), 0.9));
        // With a tie: ranks (4, 3, 2, 1) against (4, 2.5, 2.5, 1); deviations from 2.5 are
        // (1.5, .5, −.5, −1.5) and (1.5, 0, 0, −1.5): ρ = 4.5/√(5·4.5) = √0.9.
        assert!(close(spearman_rho(&[1.0, 2.0, 3.0, 4.0], &[1.0, 2.0, 2.0, 3.0]), 0.9f64.sqrt()));
        assert_eq!(spearman_rho(&x, &[1.0; 5]), None);
    }

    #[test]
    fn kendall_tau_b_by_hand() {
        let x = [1.0, 2.0, 3.0, 4.0, 5.0];
        assert!(close(kendall_tau_b(&x, &x), 1.0));
        assert!(close(kendall_tau_b(&x, &[5.0, 4.0, 3.0, 2.0, 1.0]), -1.0));
        // One discordant pair of ten: (9 − 1)/10.
        assert!(close(kendall_tau_b(&x, &[1.0, 2.0, 3.0, 5.0, 4.0]), 0.8));
        // Six pairs, five concordant, one tied in y only: 5/√(6·5).
        assert!(close(kendall_tau_b(&[1.0, 2.0, 3.0, 4.0], &[1.0, 2.0, 2.0, 3.0]), 5.0 / 30f64.sqrt()));
        // Ties on both sides: x ties pair (1,2), y ties pair (3,4), the other four pairs are
        // concordant: 4/√((6 − 1)(6 − 1)).
        assert!(close(kendall_tau_b(&[1.0, 1.0, 2.0, 3.0], &[1.0, 2.0, 3.0, 3.0]), 0.8));
        assert_eq!(kendall_tau_b(&x, &[2.0; 5]), None);
    }

    #[test]
    fn a_comparison_ranks_and_correlates() {
        use crate::score::ModelScores;
        let report = |name: &str, overall: [f64; 3]| Report {
            mode: "paper".into(),
            config: name.into(),
            models: ["a", "b", "c"]
                .iter()
                .zip(overall)
                .map(|(k, o)| (k.to_string(), ModelScores { overall: o, ..Default::default() }))
                .collect(),
        };
        let mut configs = ScoreConfig::builtins();
        configs.truncate(2);
        let cmp = compare_configs(
            &configs,
            |c| if c.name == "C1" { report("C1", [30.0, 20.0, 10.0]) } else { report("C2", [20.0, 30.0, 20.0]) },
            |_| Vec::new(),
        );
        assert_eq!(cmp.reference, "C1");
        assert_eq!(cmp.configs[1].models["b"], Placed { overall: 30.0, rank: 1.0 });
        assert_eq!(cmp.configs[1].models["a"].rank, 2.5);
        assert!(close(cmp.configs[0].spearman_rho, 1.0));
        // Ranks (1, 2, 3) against (2.5, 1, 2.5): deviations (−1, 0, 1) and (.5, −1, .5),
        // covariance 0: ρ = 0. Pairs: (a,b) discordant, (a,c) tied in y, (b,c) concordant: τ-b = 0.
        assert!(close(cmp.configs[1].spearman_rho, 0.0));
        assert!(close(cmp.configs[1].kendall_tau_b, 0.0));
        let text = cmp.to_text();
        assert!(text.contains("30.0 (1)") && text.contains("20.0 (2.5)"), "{text}");
        let json: serde_json::Value = serde_json::from_str(&cmp.to_json()).unwrap();
        assert_eq!(json["configs"][1]["name"], "C2");
        assert_eq!(json["configs"][1]["weights"][0], 0.2);
        assert_eq!(json["configs"][1]["models"]["a"]["rank"], 2.5);
    }
}
