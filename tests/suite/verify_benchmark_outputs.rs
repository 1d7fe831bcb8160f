//! The verdict parsers on the tool outputs embedded in the CrypFormBench data
//! (`../shared/cfb/datasets/**`, field `results`): our reading (insecure = an attack or a
//! property not proved) must agree with the verdict the benchmark authors stored.

use crate::support;

use std::collections::BTreeMap;

use cfb::verify::tools::{self, avispa, RunOutput, Tool};

/// (lang, output, stored verdict: true = secure)
fn outputs(root: &std::path::Path) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    let mut files = Vec::new();
    for sub in ["generation", "correction", "transformation"] {
        for e in std::fs::read_dir(root.join("datasets").join(sub)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "json") && !p.to_string_lossy().contains("logic_map") {
                files.push(p);
            }
        }
    }
    files.sort();
    for p in files {
        let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
        for rec in v.as_array().into_iter().flatten() {
            let (results, file) = match (rec.get("results"), rec.get("resultsfrom")) {
                (Some(r), _) => (r, rec["file"].as_str().unwrap_or("")),
                (None, Some(r)) => (r, rec["filefrom"].as_str().unwrap_or("")),
                _ => continue,
            };
            let ext = file.rsplit('.').next().unwrap_or("");
            let lang = match ext {
                "pi" | "horn" | "horntype" | "pv" => "pv",
                "ocv" | "cv" => "cv",
                other => other,
            };
            // [ran, [verdict, output, secs]] or [ran, [[ran2, verdict, output, secs]]]
            let inner = &results[1];
            let run = if inner[0].is_array() { &inner[0] } else { inner };
            let (verdict, output) =
                if run.as_array().is_some_and(|a| a.len() == 4) { (&run[1], &run[2]) } else { (&run[0], &run[1]) };
            let (Some(verdict), Some(output)) = (verdict.as_bool(), output.as_str()) else { continue };
            out.push((lang.to_string(), output.to_string(), verdict));
        }
    }
    out
}

/// Our reading of a stored output: Some(true) = secure, Some(false) = insecure, None = no verdict.
fn reading(lang: &str, text: &str) -> Option<bool> {
    let v = match lang {
        "hlpsl" => {
            let wrapped = format!("SUMMARY\n{text}\n");
            avispa::parse_backend(&RunOutput { stdout: &wrapped, exit: Some(0), ..Default::default() }, "cl-atse")
        }
        "ec" => {
            // EasyCrypt exits 1 exactly when it prints a `[critical]` error.
            let exit = if text.contains("[critical]") { 1 } else { 0 };
            tools::parse(Tool::Easycrypt, &RunOutput { stderr: text, exit: Some(exit), ..Default::default() })
        }
        "pv" => tools::parse(Tool::Proverif, &RunOutput { stdout: text, exit: Some(0), ..Default::default() }),
        "spthy" => tools::parse(Tool::Tamarin, &RunOutput { stdout: text, exit: Some(0), ..Default::default() }),
        "cv" => tools::parse(Tool::Cryptoverif, &RunOutput { stdout: text, exit: Some(0), ..Default::default() }),
        "maude" => tools::parse(Tool::MaudeNpa, &RunOutput { stdout: text, exit: Some(0), ..Default::default() }),
        _ => return None,
    };
    let rec = cfb::verify::VerdictRecord {
        path: String::new(),
        lang: lang.into(),
        tool: String::new(),
        tool_version: None,
        command: vec![],
        status: v.status,
        properties: v.properties,
        error: v.error,
        seconds: 0.0,
        stdout_tail: String::new(),
        stderr_tail: String::new(),
        sandbox: None,
    };
    rec.insecure().map(|b| !b)
}

#[test]
fn parsers_agree_with_the_benchmark_verdicts() {
    let Some(root) = support::shared("cfb/datasets").map(|p| p.parent().unwrap().to_path_buf()) else { return };
    let all = outputs(&root);
    assert!(all.len() > 400, "{}", all.len());
    // lang -> (agree, disagree, no verdict)
    let mut stats: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let mut examples: Vec<String> = Vec::new();
    let mut skipped: BTreeMap<String, usize> = BTreeMap::new();
    for (lang, text, verdict) in &all {
        if lang == "spdl" {
            continue; // stored as a parsed claim table, not Scyther's output
        }
        // Known, documented differences of reading (docs/verify.md):
        // - Horn-clause ProVerif: the benchmark stores `goal reachable` as secure;
        // - plain Maude sessions (no Maude-NPA command) and Tamarin theories without lemmas:
        //   the benchmark counts them secure, cfb reports no verdict (nothing was checked).
        // - one empty ProVerif output stored as secure (the benchmark's own odd record).
        let known = text.trim().is_empty()
            || (lang == "pv" && text.contains("RESULT goal "))
            || (lang == "maude" && !text.contains("reduce in MAUDE-NPA"))
            || (lang == "spthy" && !text.contains("): ") && !text.contains(" : "));
        if known {
            *skipped.entry(lang.clone()).or_default() += 1;
            continue;
        }
        let e = stats.entry(lang.clone()).or_default();
        match reading(lang, text) {
            Some(r) if r == *verdict => e.0 += 1,
            Some(_) => {
                e.1 += 1;
                examples.push(format!(
                    "{lang} stored {verdict}: {}",
                    text.chars().take(160).collect::<String>().replace('\n', " | ")
                ));
            }
            None => {
                e.2 += 1;
                examples.push(format!(
                    "{lang} stored {verdict}, no verdict read: {}",
                    text.chars().take(160).collect::<String>().replace('\n', " | ")
                ));
            }
        }
    }
    for (lang, (a, d, n)) in &stats {
        eprintln!(
            "{lang:<6} agree {a:>4}  disagree {d:>3}  no verdict {n:>3}  (known differences left out: {})",
            skipped.get(lang).copied().unwrap_or(0)
        );
    }
    for e in examples.iter().take(40) {
        eprintln!("  {e}");
    }
    for (lang, (a, d, n)) in &stats {
        let total = a + d + n;
        // Known differences are listed in docs/verify.md (Horn-clause `goal reachable`, plain
        // Maude files without any result, EasyCrypt's fixed sentence).
        assert!(*a == total, "{lang}: only {a} of {total} agree");
    }
}
