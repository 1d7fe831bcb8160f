//! `cfb score`: the CrypFormBench scores from verdict counts, in two documented modes.
//!
//! - [`paper`]: §4.5 of the paper as printed (per-language scores, macro average, weighted
//!   correction and interpretation, configurable γ, α, β, λ and task weights, C1–C4).
//! - [`upstream`]: the recipe that reproduces the released leaderboard from the released
//!   statistics (counts pooled over languages, values rounded to two decimals before the
//!   harmonic means).
//!
//! Inputs ([`data`]): the released statistics (`cfb/calculated_results`), or items (one per
//! benchmark item: model, task, language, expected verdict) joined with `cfb verify` records.

pub mod data;
pub mod paper;
pub mod rank;
pub mod upstream;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Verdict counts of one (model, task, language) cell, as in the released statistics.
/// Positive = insecure (attack found / property not proved).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub len: u64,
    #[serde(default)]
    pub num_generates: u64,
    /// Items the verifier ran on to the end or to a time-out.
    pub num_analysis: u64,
    #[serde(default)]
    pub num_timeout: u64,
    pub tp: u64,
    pub tn: u64,
    pub fp: u64,
    #[serde(rename = "fn")]
    pub fn_: u64,
}

impl std::ops::Add for Counts {
    type Output = Counts;
    fn add(self, o: Counts) -> Counts {
        Counts {
            len: self.len + o.len,
            num_generates: self.num_generates + o.num_generates,
            num_analysis: self.num_analysis + o.num_analysis,
            num_timeout: self.num_timeout + o.num_timeout,
            tp: self.tp + o.tp,
            tn: self.tn + o.tn,
            fp: self.fp + o.fp,
            fn_: self.fn_ + o.fn_,
        }
    }
}

impl std::iter::Sum for Counts {
    fn sum<I: Iterator<Item = Counts>>(iter: I) -> Counts {
        iter.fold(Counts::default(), |a, b| a + b)
    }
}

fn ratio(n: u64, d: u64) -> f64 {
    if d == 0 {
        0.0
    } else {
        n as f64 / d as f64
    }
}

impl Counts {
    /// Analyzability: analysed items (time-outs included) over all items.
    pub fn a(&self) -> f64 {
        ratio(self.num_analysis, self.len)
    }
    /// Accuracy over all items (an item without a verdict counts as wrong).
    pub fn acc(&self) -> f64 {
        ratio(self.tp + self.tn, self.len)
    }
    /// Accuracy on the items with a verdict.
    pub fn acc_a(&self) -> f64 {
        ratio(self.tp + self.tn, self.tp + self.tn + self.fp + self.fn_)
    }
    /// F1 on the items with a verdict, positive = insecure.
    pub fn f1_a(&self) -> f64 {
        ratio(2 * self.tp, 2 * self.tp + self.fp + self.fn_)
    }
}

/// The paper's harmonic mean `HM(x,y) = 2xy/(x+y+1e-6)`.
pub fn hm(x: f64, y: f64) -> f64 {
    2.0 * x * y / (x + y + 1e-6)
}

/// The plain harmonic mean `2xy/(x+y)`, 0 when both are 0 (the released scripts' form).
pub fn hm_exact(x: f64, y: f64) -> f64 {
    if x + y == 0.0 {
        0.0
    } else {
        2.0 * x * y / (x + y)
    }
}

/// Rounds like Python's `round(x, digits)`: to the nearest, ties to even, on the exact
/// binary value of `x` (so `round(0.125, 2) = 0.12` but `round(0.025, 2) = 0.03`).
pub fn py_round(x: f64, digits: usize) -> f64 {
    if !x.is_finite() {
        return x;
    }
    // The float's exact decimal expansion, far enough to see a tie.
    let s = format!("{:.60}", x.abs());
    let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
    let keep = &frac[..digits];
    let rest = &frac[digits..];
    let mut digits_str = format!("{int}{keep}");
    let first = rest.as_bytes().first().copied().unwrap_or(b'0');
    let tail_zero = rest.bytes().skip(1).all(|b| b == b'0');
    let last_odd = digits_str.as_bytes().last().is_some_and(|b| (b - b'0') % 2 == 1);
    let up = first > b'5' || (first == b'5' && (!tail_zero || last_odd));
    if up {
        // Increment the decimal string.
        let mut bytes = digits_str.into_bytes();
        let mut i = bytes.len();
        loop {
            if i == 0 {
                bytes.insert(0, b'1');
                break;
            }
            i -= 1;
            if bytes[i] == b'9' {
                bytes[i] = b'0';
            } else {
                bytes[i] += 1;
                break;
            }
        }
        digits_str = String::from_utf8(bytes).expect("digits");
    }
    let n: f64 = digits_str.parse().unwrap_or(0.0);
    let v = n / 10f64.powi(digits as i32);
    if x < 0.0 {
        -v
    } else {
        v
    }
}

/// The five tasks, in the paper's order.
pub const TASKS: [&str; 5] = ["gen", "comp", "trans", "corr", "interp"];

/// Scoring parameters (paper §4.5).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreConfig {
    pub name: String,
    /// Exponent on analyzability in `S = HM(a^γ, HM(ACC_A, F1_A))`.
    pub gamma: f64,
    /// Interpretation weight of the description similarity `s_logic`.
    pub alpha: f64,
    /// Interpretation weight of the annotated-code similarity `s_anno`.
    pub beta: f64,
    /// Correction weight of the syntax/content-error half.
    pub lambda_err: f64,
    /// Correction weight of the wrong-verdict half.
    pub lambda_false: f64,
    /// Task weights: gen, comp, trans, corr, interp.
    pub weights: [f64; 5],
}

impl ScoreConfig {
    /// C1, the paper's default: gen .25, comp .20, trans .25, corr .15, interp .15,
    /// α = β = .3, λ_err = .4, λ_false = .6, γ = 1.
    pub fn c1() -> ScoreConfig {
        ScoreConfig::builtins().swap_remove(0)
    }

    /// The paper's four configurations (Table 4, "Alternative scoring configurations"), C1
    /// the default: C2 uniform task weights, C3 heavier generation and transformation, C4
    /// other interpretation/correction sub-weights and a weaker analyzability penalty (γ = .5).
    pub fn builtins() -> Vec<ScoreConfig> {
        let config = |name: &str, weights: [f64; 5], [alpha, beta, lambda_err, lambda_false, gamma]: [f64; 5]| {
            ScoreConfig { name: name.into(), gamma, alpha, beta, lambda_err, lambda_false, weights }
        };
        // α, β, λ_err, λ_false, γ
        let c1_sub = [0.30, 0.30, 0.40, 0.60, 1.0];
        vec![
            config("C1", [0.25, 0.20, 0.25, 0.15, 0.15], c1_sub),
            config("C2", [0.20, 0.20, 0.20, 0.20, 0.20], c1_sub),
            config("C3", [0.30, 0.15, 0.30, 0.10, 0.15], c1_sub),
            config("C4", [0.25, 0.20, 0.20, 0.15, 0.20], [0.40, 0.20, 0.50, 0.50, 0.5]),
        ]
    }

    /// γ, α, β, λ_err and λ_false by their field names (everything but the task weights).
    pub fn sub_parameters(&self) -> [(&'static str, f64); 5] {
        [
            ("gamma", self.gamma),
            ("alpha", self.alpha),
            ("beta", self.beta),
            ("lambda_err", self.lambda_err),
            ("lambda_false", self.lambda_false),
        ]
    }

    /// A built-in configuration by name (C1–C4, any case).
    pub fn builtin(name: &str) -> Option<ScoreConfig> {
        Self::builtins().into_iter().find(|c| c.name.eq_ignore_ascii_case(name))
    }

    /// Configurations from a TOML file: `[C2] gamma = 2.0 ...`; unspecified values are C1's.
    pub fn from_toml(text: &str) -> Result<Vec<ScoreConfig>, String> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Partial {
            gamma: Option<f64>,
            alpha: Option<f64>,
            beta: Option<f64>,
            lambda_err: Option<f64>,
            lambda_false: Option<f64>,
            weights: Option<[f64; 5]>,
        }
        let table: BTreeMap<String, Partial> = toml::from_str(text).map_err(|e| e.to_string())?;
        let c1 = Self::c1();
        Ok(table
            .into_iter()
            .map(|(name, p)| ScoreConfig {
                name,
                gamma: p.gamma.unwrap_or(c1.gamma),
                alpha: p.alpha.unwrap_or(c1.alpha),
                beta: p.beta.unwrap_or(c1.beta),
                lambda_err: p.lambda_err.unwrap_or(c1.lambda_err),
                lambda_false: p.lambda_false.unwrap_or(c1.lambda_false),
                weights: p.weights.unwrap_or(c1.weights),
            })
            .collect())
    }
}

/// One model's task scores and overall score, on the 0–1 scale.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct ModelScores {
    pub gen: f64,
    pub comp: f64,
    pub trans: f64,
    pub corr: f64,
    pub interp: f64,
    pub overall: f64,
}

impl ModelScores {
    pub fn tasks(&self) -> [f64; 5] {
        [self.gen, self.comp, self.trans, self.corr, self.interp]
    }

    pub fn with_overall(mut self, weights: &[f64; 5]) -> ModelScores {
        self.overall = self.tasks().iter().zip(weights).map(|(s, w)| s * w).sum();
        self
    }

    /// On the 0–100 scale with one decimal, as the paper prints them.
    pub fn printed(&self) -> ModelScores {
        let p = |x: f64| py_round(x * 100.0, 1);
        ModelScores {
            gen: p(self.gen),
            comp: p(self.comp),
            trans: p(self.trans),
            corr: p(self.corr),
            interp: p(self.interp),
            overall: p(self.overall),
        }
    }
}

/// The result of `cfb score`.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub mode: String,
    pub config: String,
    /// Scores on the 0–100 scale, one decimal.
    pub models: BTreeMap<String, ModelScores>,
}

/// Human names of the released model keys.
pub fn display_name(key: &str) -> &str {
    match key {
        "claude-3-5-sonnet-coder" => "Claude-3.5-Sonnet",
        "deepseek-coder" => "DeepSeek-Coder",
        "deepseek-r1-250528" => "DeepSeek-R1",
        "gemini-2.5-pro-exp-03-25" => "Gemini-2.5-Pro",
        "glm-4-airx" => "GLM-4",
        "gpt-4o" => "GPT-4o",
        "gpt-4o-mini" => "GPT-4o-mini",
        "grok-3-re" => "Grok-3",
        "llama4-maverick-instruct-basic" => "LLaMA4",
        "deepseek-prover" => "DeepSeek-Prover",
        other => other,
    }
}

impl Report {
    /// Models by overall score, best first.
    fn ranked(&self) -> Vec<(&String, &ModelScores)> {
        let mut v: Vec<_> = self.models.iter().collect();
        v.sort_by(|a, b| b.1.overall.partial_cmp(&a.1.overall).unwrap_or(std::cmp::Ordering::Equal).then(a.0.cmp(b.0)));
        v
    }

    pub fn to_text(&self) -> String {
        let mut s = format!("mode {}, config {}\n", self.mode, self.config);
        s.push_str(&format!(
            "{:<44} {:>6} {:>6} {:>6} {:>6} {:>6} {:>8}\n",
            "model", "gen", "comp", "trans", "corr", "interp", "overall"
        ));
        for (k, m) in self.ranked() {
            let name = format!("{} ({k})", display_name(k));
            s.push_str(&format!(
                "{:<44} {:>6.1} {:>6.1} {:>6.1} {:>6.1} {:>6.1} {:>8.1}\n",
                if display_name(k) == k { k.clone() } else { name },
                m.gen,
                m.comp,
                m.trans,
                m.corr,
                m.interp,
                m.overall
            ));
        }
        s
    }

    pub fn to_csv(&self) -> String {
        let mut s = String::from("mode,config,model,gen,comp,trans,corr,interp,overall\n");
        for (k, m) in self.ranked() {
            s.push_str(&format!(
                "{},{},{},{:.1},{:.1},{:.1},{:.1},{:.1},{:.1}\n",
                self.mode, self.config, k, m.gen, m.comp, m.trans, m.corr, m.interp, m.overall
            ));
        }
        s
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a report always serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_rounding() {
        assert_eq!(py_round(0.125, 2), 0.12);
        assert_eq!(py_round(0.375, 2), 0.38);
        assert_eq!(py_round(0.025, 2), 0.03);
        assert_eq!(py_round(2.675, 2), 2.67);
        assert_eq!(py_round(0.5, 0), 0.0);
        assert_eq!(py_round(1.5, 0), 2.0);
        assert_eq!(py_round(0.999, 2), 1.0);
        assert_eq!(py_round(38.55, 1), 38.5); // 38.55 is 38.549999... in binary
        assert_eq!(py_round(0.0, 2), 0.0);
    }

    #[test]
    fn harmonic_means() {
        assert!((hm(0.5, 0.5) - 0.5).abs() < 1e-5);
        assert_eq!(hm(0.0, 0.0), 0.0);
        assert_eq!(hm_exact(0.0, 0.0), 0.0);
        assert_eq!(hm_exact(1.0, 0.5), 2.0 / 3.0);
    }

    #[test]
    fn config_file_fills_from_c1() {
        let cs = ScoreConfig::from_toml("[C9]\ngamma = 2.0\nweights = [0.2, 0.2, 0.2, 0.2, 0.2]\n").unwrap();
        assert_eq!(cs[0].name, "C9");
        assert_eq!(cs[0].gamma, 2.0);
        assert_eq!(cs[0].alpha, 0.3);
        assert!(ScoreConfig::from_toml("[C9]\ndelta = 1\n").is_err());
    }

    #[test]
    fn builtin_configurations_are_table_4() {
        let c4 = ScoreConfig::builtin("c4").unwrap();
        assert_eq!(c4.name, "C4");
        assert_eq!(c4.weights, [0.25, 0.20, 0.20, 0.15, 0.20]);
        assert_eq!((c4.alpha, c4.beta, c4.lambda_err, c4.lambda_false, c4.gamma), (0.4, 0.2, 0.5, 0.5, 0.5));
        assert_eq!(ScoreConfig::builtin("C2").unwrap().weights, [0.2; 5]);
        assert_eq!(ScoreConfig::builtin("C3").unwrap().weights, [0.30, 0.15, 0.30, 0.10, 0.15]);
        assert_eq!(ScoreConfig::c1().weights, [0.25, 0.20, 0.25, 0.15, 0.15]);
        assert!(ScoreConfig::builtin("C5").is_none());
        for c in ScoreConfig::builtins() {
            let sum: f64 = c.weights.iter().sum();
            assert!((sum - 1.0).abs() < 1e-9, "{}: task weights sum to {sum}", c.name);
            assert!(c.alpha + c.beta <= 1.0 && (c.lambda_err + c.lambda_false - 1.0).abs() < 1e-9, "{}", c.name);
        }
    }
}
