//! `cfb score` on the released CrypFormBench statistics (`../shared/cfb/calculated_results`):
//! the upstream recipe must give the published leaderboard numbers.

use crate::support;

use std::collections::BTreeMap;
use std::process::Command;

use cfb::score::rank::{compare_configs, ConfigComparison};
use cfb::score::{data, paper, upstream, ScoreConfig};

/// Published overall scores (paper table / leaderboard). Claude is the one miss: the released
/// translation counts give 22.7 where the paper prints 13.3, so 51.0 instead of 48.7
/// (upstream's own README badge says 51.0).
const PUBLISHED_OVERALL: &[(&str, f64)] = &[
    ("deepseek-coder", 38.6),
    ("gpt-4o", 35.0),
    ("deepseek-r1-250528", 34.6),
    ("llama4-maverick-instruct-basic", 27.8),
    ("gpt-4o-mini", 23.0),
    ("gemini-2.5-pro-exp-03-25", 22.8),
    ("grok-3-re", 18.0),
    ("glm-4-airx", 16.1),
    ("claude-3-5-sonnet-coder", 48.7),
];

/// What the recipe computes for every task (gen, comp, trans, corr, interp, overall): 43 of
/// the 45 task scores and 8 of the 9 overall scores are the published ones; the misses are
/// Claude transformation (22.7 vs 13.3 printed, hence overall 51.0 vs 48.7) and LLaMA4
/// completion (55.5 vs 55.6 printed).
const RECIPE: &[(&str, [f64; 6])] = &[
    ("claude-3-5-sonnet-coder", [24.2, 74.4, 22.7, 71.2, 91.7, 51.0]),
    ("deepseek-coder", [5.8, 68.0, 0.0, 63.9, 93.2, 38.6]),
    ("deepseek-r1-250528", [5.8, 65.2, 0.0, 56.9, 77.4, 34.6]),
    ("gemini-2.5-pro-exp-03-25", [7.7, 25.9, 0.0, 35.6, 69.1, 22.8]),
    ("glm-4-airx", [0.0, 22.8, 0.0, 14.5, 62.3, 16.1]),
    ("gpt-4o", [9.5, 51.5, 0.0, 54.7, 94.1, 35.0]),
    ("gpt-4o-mini", [0.0, 10.9, 0.0, 44.8, 93.8, 23.0]),
    ("grok-3-re", [12.8, 36.7, 0.0, 0.0, 49.6, 18.0]),
    ("llama4-maverick-instruct-basic", [5.8, 55.5, 0.0, 57.2, 44.4, 27.8]),
];

fn released() -> Option<std::path::PathBuf> {
    support::shared("cfb/calculated_results")
}

#[test]
fn upstream_reproduces_the_published_overall_scores() {
    let Some(dir) = released() else { return };
    let stats = data::load_released(&dir).unwrap();
    let report = upstream::score(&stats, &ScoreConfig::c1());
    assert_eq!(report.models.len(), 9);
    let mut exact = 0;
    for (model, published) in PUBLISHED_OVERALL {
        let got = report.models[*model].overall;
        if *model == "claude-3-5-sonnet-coder" {
            assert_eq!(got, 51.0, "Claude: the released counts give 51.0 (upstream badge), the paper prints 48.7");
            assert_ne!(got, *published);
        } else {
            assert_eq!(got, *published, "{model}");
            exact += 1;
        }
    }
    assert_eq!(exact, 8);
}

#[test]
fn upstream_task_scores() {
    let Some(dir) = released() else { return };
    let stats = data::load_released(&dir).unwrap();
    let report = upstream::score(&stats, &ScoreConfig::c1());
    for (model, want) in RECIPE {
        let m = report.models[*model];
        let got = [m.gen, m.comp, m.trans, m.corr, m.interp, m.overall];
        assert_eq!(&got, want, "{model}");
    }
    // The two task scores that differ from the paper's table.
    assert_eq!(report.models["llama4-maverick-instruct-basic"].comp, 55.5); // paper: 55.6
    assert_eq!(report.models["claude-3-5-sonnet-coder"].trans, 22.7); // paper: 13.3
}

#[test]
fn paper_mode_differs_and_is_configurable() {
    let Some(dir) = released() else { return };
    let stats = data::load_released(&dir).unwrap();
    let c1 = paper::score(&stats, &ScoreConfig::c1());
    let up = upstream::score(&stats, &ScoreConfig::c1());
    // Macro averaging and the weighted correction lower most scores against the pooled recipe.
    let lower = c1.models.iter().filter(|(k, m)| m.overall < up.models[*k].overall).count();
    assert!(lower >= 8, "{c1:?}");
    // Claude stays first, GLM-4 last, in both modes.
    let best = c1.models.iter().max_by(|a, b| a.1.overall.partial_cmp(&b.1.overall).unwrap()).unwrap().0;
    let worst = c1.models.iter().min_by(|a, b| a.1.overall.partial_cmp(&b.1.overall).unwrap()).unwrap().0;
    assert_eq!(best, "claude-3-5-sonnet-coder");
    assert_eq!(worst, "glm-4-airx");
    // Every score is within 0..100 and the overall is the weighted sum of the tasks.
    for m in c1.models.values() {
        let t = [m.gen, m.comp, m.trans, m.corr, m.interp];
        assert!(t.iter().all(|x| (0.0..=100.0).contains(x)));
        let w: f64 = t.iter().zip(ScoreConfig::c1().weights).map(|(s, w)| s * w).sum();
        assert!((w - m.overall).abs() < 0.2, "{m:?}");
    }
    // γ = 2 weighs analyzability harder: no score goes up.
    let mut g2 = ScoreConfig::c1();
    g2.gamma = 2.0;
    g2.name = "G2".into();
    let r2 = paper::score(&stats, &g2);
    for (k, m) in &r2.models {
        assert!(m.overall <= c1.models[k].overall, "{k}");
    }
}

#[test]
fn items_joined_with_verdicts_give_the_released_counts() {
    // The per-item results of correction and translation, turned into items with inline
    // verdicts, must sum to the released counts.
    let Some(shared) = support::shared("cfb/original_results") else { return };
    let Some(dir) = released() else { return };
    type PerItem = BTreeMap<String, Vec<serde_json::Value>>;
    let corr: BTreeMap<String, BTreeMap<String, BTreeMap<String, PerItem>>> = serde_json::from_str(
        &std::fs::read_to_string(shared.join("result_detailed_statistics_correction.json")).unwrap(),
    )
    .unwrap();
    let mut items = Vec::new();
    for (model, langs) in &corr {
        for (lang, kinds) in langs {
            for (kind, files) in kinds {
                for v in files.values() {
                    let n = |i: usize| v[i].as_u64().unwrap_or(0);
                    let (status, expected) = if n(2) == 1 {
                        ("TIMEOUT", "SAFE")
                    } else if n(3) == 1 {
                        ("UNSAFE", "UNSAFE")
                    } else if n(4) == 1 {
                        ("SAFE", "SAFE")
                    } else if n(5) == 1 {
                        ("UNSAFE", "SAFE")
                    } else if n(6) == 1 {
                        ("SAFE", "UNSAFE")
                    } else {
                        ("ERROR", "SAFE")
                    };
                    let line = serde_json::json!({
                        "model": model, "task": format!("corr_{}", if kind == "error" { "err" } else { "false" }),
                        "lang": lang, "generated": n(0) == 1, "status": status, "expected": expected,
                    });
                    items.push(serde_json::from_value::<data::Item>(line).unwrap());
                }
            }
        }
    }
    let from_items = data::from_items(&items, &[]).unwrap();
    let released = data::load_released(&dir).unwrap();
    let mut cells = 0;
    for (model, m) in &from_items {
        for (lang, c) in &m.corr_err {
            let mut want = released[model].corr_err[lang];
            // Items the per-item file lacks are not generated and not analysed.
            want.len = c.len;
            assert_eq!(c.tp + c.tn + c.fp + c.fn_, want.tp + want.tn + want.fp + want.fn_, "{model} {lang}");
            assert_eq!(
                (c.tp, c.tn, c.fp, c.fn_, c.num_timeout, c.num_analysis),
                (want.tp, want.tn, want.fp, want.fn_, want.num_timeout, want.num_analysis),
                "{model} {lang}"
            );
            cells += 1;
        }
    }
    assert!(cells >= 60, "{cells}");
}

#[test]
fn cli_json_and_csv() {
    let Some(dir) = released() else { return };
    let out = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["score", "--mode", "upstream", "--format", "json", "--released"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["mode"], "upstream");
    assert_eq!(v["config"], "C1");
    assert_eq!(v["models"]["deepseek-coder"]["overall"], 38.6);
    for k in ["gen", "comp", "trans", "corr", "interp", "overall"] {
        assert!(v["models"]["gpt-4o"][k].is_number(), "{k}");
    }
    let out = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["score", "--mode", "paper", "--format", "csv", "--released"])
        .arg(&dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("mode,config,model,gen,comp,trans,corr,interp,overall\n"));
    assert_eq!(text.lines().count(), 10);
    let cells = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["score", "--cells", "--released"])
        .arg(&dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&cells.stdout);
    // 9 models x (gen, comp, corr_err, corr_false, interp per language + one pooled trans).
    assert_eq!(text.lines().count(), 1 + 9 * (5 * 7 + 1));
    assert!(
        text.contains("\nclaude-3-5-sonnet-coder,gen,hlpsl,100,100,34,0,10,7,11,6,0.3400,0.1700,0.5000,0.5405,"),
        "{text}"
    );
    let bad = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["score", "--config", "C9", "--released"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// C1–C4 under one mode on the released statistics.
fn configurations(mode: &str) -> Option<ConfigComparison> {
    let stats = data::load_released(&released()?).unwrap();
    let configs = ScoreConfig::builtins();
    Some(match mode {
        "paper" => compare_configs(&configs, |c| paper::score(&stats, c), |_| Vec::new()),
        _ => compare_configs(&configs, |c| upstream::score(&stats, c), upstream::unapplied),
    })
}

/// Model keys from best to worst under one configuration (no ties occur on these numbers).
fn ranking(cmp: &ConfigComparison, config: &str) -> Vec<String> {
    let c = cmp.configs.iter().find(|c| c.config.name == config).unwrap();
    let mut keys: Vec<&String> = c.models.keys().collect();
    keys.sort_by(|a, b| c.models[*a].rank.total_cmp(&c.models[*b].rank));
    assert!(c.models.values().all(|p| p.rank.fract() == 0.0), "{config}: a tie");
    keys.into_iter().cloned().collect()
}

fn coefficients(cmp: &ConfigComparison, config: &str) -> (f64, f64) {
    let c = cmp.configs.iter().find(|c| c.config.name == config).unwrap();
    (c.spearman_rho.unwrap(), c.kendall_tau_b.unwrap())
}

fn close(got: (f64, f64), want: (f64, f64)) -> bool {
    (got.0 - want.0).abs() < 1e-9 && (got.1 - want.1).abs() < 1e-9
}

/// The paper's C1 leaderboard order (overall scores of the published table).
const PAPER_C1_ORDER: [&str; 9] = [
    "claude-3-5-sonnet-coder",
    "deepseek-coder",
    "gpt-4o",
    "deepseek-r1-250528",
    "llama4-maverick-instruct-basic",
    "gpt-4o-mini",
    "gemini-2.5-pro-exp-03-25",
    "grok-3-re",
    "glm-4-airx",
];

// §6.1: across C1–C4 the rankings are stable, the top models unchanged, only GLM-4 and Grok-3
// (the two lowest) swap under uniform weights (C2), and C1 correlates with the others with
// ρ ≥ 0.98, τ ≥ 0.94. With n = 9 there are 36 pairs and n(n²−1) = 720, so one adjacent swap
// gives ρ = 1 − 6·2/720 and τ-b = (35 − 1)/36, and ρ and τ-b are 1 for the same order.

#[test]
fn upstream_mode_reproduces_the_papers_robustness_claim() {
    let Some(cmp) = configurations("upstream") else { return };
    assert_eq!(ranking(&cmp, "C1"), PAPER_C1_ORDER);
    let mut swapped = PAPER_C1_ORDER;
    swapped.swap(7, 8);
    assert_eq!(ranking(&cmp, "C2"), swapped, "only GLM-4 and Grok-3 swap under uniform weights");
    assert_eq!(ranking(&cmp, "C3"), PAPER_C1_ORDER);
    assert_eq!(ranking(&cmp, "C4"), PAPER_C1_ORDER);
    assert!(close(coefficients(&cmp, "C2"), (1.0 - 12.0 / 720.0, 34.0 / 36.0)));
    for config in ["C1", "C3", "C4"] {
        assert!(close(coefficients(&cmp, config), (1.0, 1.0)), "{config}");
    }
    for c in &cmp.configs {
        let (rho, tau) = (c.spearman_rho.unwrap(), c.kendall_tau_b.unwrap());
        assert!(rho >= 0.98 && tau >= 0.94, "{}: ρ {rho}, τ-b {tau}", c.config.name);
    }
    // The recipe applies C4's task weights only: its γ, α, β, λ are reported, not used.
    let c4 = &cmp.configs[3];
    assert_eq!(c4.not_applied, ["gamma", "alpha", "beta", "lambda_err", "lambda_false"]);
    assert!(cmp.configs[..3].iter().all(|c| c.not_applied.is_empty()));
}

#[test]
fn paper_mode_keeps_the_top_but_c4_moves_the_lower_ranks() {
    let Some(cmp) = configurations("paper") else { return };
    let c1 = ranking(&cmp, "C1");
    // Macro averaging puts DeepSeek-R1 before GPT-4o (30.4 vs 29.1; pooled: 34.6 vs 35.0).
    let mut order = PAPER_C1_ORDER;
    order.swap(2, 3);
    assert_eq!(c1, order);
    // The paper's C2 swap does not happen here (Grok-3 16.7 → 18.7, GLM-4 12.3 → 15.2).
    assert_eq!(ranking(&cmp, "C2"), c1);
    assert_eq!(ranking(&cmp, "C3"), c1);
    // C4's γ = .5 lifts Gemini-2.5-Pro and Grok-3 over GPT-4o-mini (6th → 8th): Σd² = 4+1+1,
    // ρ = 1 − 36/720; 2 discordant pairs, τ-b = (34 − 2)/36. Below the paper's 0.98 / 0.94.
    let c4 = ranking(&cmp, "C4");
    assert_eq!(c4[..5], c1[..5], "the top five stay");
    assert_eq!(c4[5..], ["gemini-2.5-pro-exp-03-25", "grok-3-re", "gpt-4o-mini", "glm-4-airx"]);
    assert!(close(coefficients(&cmp, "C4"), (1.0 - 36.0 / 720.0, 32.0 / 36.0)));
    // γ is the cause: C4 with γ = 1 ranks as C1.
    let stats = data::load_released(&released().unwrap()).unwrap();
    let mut c4_gamma_1 = ScoreConfig::builtin("C4").unwrap();
    c4_gamma_1.gamma = 1.0;
    let cmp = compare_configs(&[ScoreConfig::c1(), c4_gamma_1], |c| paper::score(&stats, c), |_| Vec::new());
    assert!(close(coefficients(&cmp, "C4"), (1.0, 1.0)));
}

fn cfb_score(args: &[&str]) -> std::process::Output {
    let dir = released().expect("checked by the caller");
    Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .arg("score")
        .args(args)
        .arg("--released")
        .arg(dir)
        .output()
        .unwrap()
}

#[test]
fn cli_configs_and_compare_configs() {
    if released().is_none() {
        return;
    }
    // --config C2: the overall is the plain mean of the task scores.
    let out = cfb_score(&["--config", "c2", "--format", "json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["config"], "C2");
    for (model, m) in v["models"].as_object().unwrap() {
        let mean = ["gen", "comp", "trans", "corr", "interp"].iter().map(|k| m[k].as_f64().unwrap()).sum::<f64>() / 5.0;
        assert!((mean - m["overall"].as_f64().unwrap()).abs() <= 0.1, "{model}: {m}");
    }
    // Upstream says which of C4's values it cannot apply, unless --quiet.
    let out = cfb_score(&["--mode", "upstream", "--config", "C4"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("only the task weights of C4") && err.contains("gamma, alpha, beta"), "{err}");
    assert!(cfb_score(&["--mode", "upstream", "--config", "C4", "--quiet"]).stderr.is_empty());
    assert!(cfb_score(&["--mode", "paper", "--config", "C4"]).stderr.is_empty());

    let out = cfb_score(&["--compare-configs", "--mode", "upstream", "--format", "json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["mode"], "upstream");
    assert_eq!(v["reference"], "C1");
    let names: Vec<&str> = v["configs"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["C1", "C2", "C3", "C4"]);
    let c2 = &v["configs"][1];
    assert_eq!(c2["weights"], serde_json::json!([0.2, 0.2, 0.2, 0.2, 0.2]));
    assert_eq!(c2["models"]["glm-4-airx"]["rank"], 8.0);
    assert_eq!(c2["models"]["claude-3-5-sonnet-coder"]["rank"], 1.0);
    assert!(c2["spearman_rho"].as_f64().unwrap() < 1.0 && c2["kendall_tau_b"].is_number());
    assert_eq!(v["configs"][3]["not_applied"][0], "gamma");

    let out = cfb_score(&["--compare-configs"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("mode paper:"), "{text}");
    assert!(text.contains("Spearman ρ") && text.contains("Kendall τ-b"), "{text}");
    assert_eq!(text.lines().count(), 2 + 9 + 2, "{text}");
    let out = cfb_score(&["--compare-configs", "--format", "csv"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1 + 4 * 9);
    // One configuration or all of them, not both.
    assert_eq!(cfb_score(&["--compare-configs", "--config", "C2"]).status.code(), Some(2));
}

#[test]
fn compare_configs_takes_the_score_config_file() {
    if released().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("configs.toml");
    std::fs::write(&file, "[C2]\nweights = [1.0, 0.0, 0.0, 0.0, 0.0]\n[G2]\ngamma = 2.0\n").unwrap();
    let out = cfb_score(&["--compare-configs", "--format", "json", "--score-config", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = v["configs"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["C1", "C2", "C3", "C4", "G2"], "the file's C2 replaces the built-in one");
    assert_eq!(v["configs"][1]["weights"][0], 1.0);
    // Generation alone (paper mode gen: Claude 20.9, Grok-3 9.8, the others below): Grok-3
    // rises from 8th to 2nd.
    assert_eq!(v["configs"][1]["models"]["claude-3-5-sonnet-coder"]["rank"], 1.0);
    assert_eq!(v["configs"][1]["models"]["grok-3-re"]["rank"], 2.0);
    assert_eq!(v["configs"][0]["models"]["grok-3-re"]["rank"], 8.0);
}
