//! `cfb score` on the released CrypFormBench statistics (`../shared/cfb/calculated_results`):
//! the upstream recipe must give the published leaderboard numbers.

use crate::support;

use std::collections::BTreeMap;
use std::process::Command;

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
