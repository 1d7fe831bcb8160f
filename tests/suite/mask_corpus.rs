//! Masking over the whole shared corpus, and agreement with CrypFormBench's own masks.
//!
//! Round trip: every file the tool and cfb accept, masked at every eligible span of every
//! profile and level (and per symbol), gives its original bytes back when the answers are put
//! in; every masked span is a whole token or a whole named node of the file's tree.
//!
//! Agreement: for every span CrypFormBench masked in its completion records
//! (`shared/cfb/completion_masks.tsv`), does `--profile cfb --candidates` on the complete
//! text list the same span with the same category? The disagreements must be exactly those
//! listed with a reason in `tests/conformance/mask_gaps/<lang>.tsv`.

use crate::common::{accepted_texts, par_map, read_tsv as tsv};
use crate::support;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use cfb::language::Language;
use cfb::mask::{self, select::Amount, Level, MaskOptions, Profile};
use cfb::source::SourceFile;

/// The spans of a tree that a mask may cover: leaves and named nodes.
fn maskable_spans(language: Language, text: &str) -> BTreeSet<(usize, usize)> {
    let tree = cfb::parse::parse(language, text).expect("grammar");
    tree.preorder()
        .filter(|&id| tree.node(id).named || tree.is_leaf(id))
        .map(|id| (tree.node(id).span.start, tree.node(id).span.end))
        .collect()
}

/// Every problem of one file's round trips, as lines.
fn round_trips(language: Language, path: &Path, text: &str) -> Vec<String> {
    let source = SourceFile::new(path.display().to_string(), text);
    let prepared = match mask::prepare(language, Some(path), &source, false) {
        Ok(p) => p,
        Err(e) => return vec![format!("refused: {e}")],
    };
    let spans = maskable_spans(language, text);
    let mut problems = Vec::new();
    let runs = [
        (Profile::Cfb, Level::Token, false),
        (Profile::Cfb, Level::Token, true),
        (Profile::Levels, Level::Token, false),
        (Profile::Levels, Level::Term, false),
        (Profile::Levels, Level::Statement, false),
        (Profile::Levels, Level::Declaration, false),
        (Profile::Levels, Level::Property, false),
    ];
    for (profile, level, per_symbol) in runs {
        let options = MaskOptions { profile, level, per_symbol, amount: Amount::Ratio(1.0), ..MaskOptions::default() };
        let instance = match prepared.instance("f", &options) {
            Ok(i) => i,
            Err(mask::MaskError::NothingEligible { .. }) => continue,
            Err(e) => {
                problems.push(format!("{profile:?}/{level}: {e}"));
                continue;
            }
        };
        if mask::fill(&instance.incomplete, &instance.answers) != text {
            problems.push(format!("{profile:?}/{level}/per_symbol={per_symbol}: answers do not give the text back"));
        }
        let mut last_end = 0;
        for m in &instance.masks {
            if !spans.contains(&(m.start_byte, m.end_byte)) {
                problems
                    .push(format!("{profile:?}/{level}: {:?} at {} is no token or named node", m.text, m.start_byte));
            }
            if m.start_byte < last_end {
                problems.push(format!("{profile:?}/{level}: masks overlap at {}", m.start_byte));
            }
            last_end = m.end_byte;
            if instance.answers.get(&m.id) != Some(&m.text) {
                problems.push(format!("{profile:?}/{level}: id {} stands for two texts", m.id));
            }
        }
    }
    problems
}

#[test]
fn every_accepted_corpus_file_round_trips() {
    let Some(corpus) = support::shared("corpus") else { return };
    // The tool-accepted files (not the mutants), as their own text (`.pcv`: before m4).
    let files: Vec<_> = accepted_texts(&corpus)
        .into_iter()
        .filter(|(name, language, _, _)| !name.starts_with("mutant ") && cfb::parse::has_tree_grammar(*language))
        .collect();
    let results = par_map(&files, |(_, language, path, text)| (path.clone(), round_trips(*language, path, text)));
    let (mut checked, mut failures, mut refused) = (0usize, Vec::new(), Vec::new());
    for (path, problems) in results {
        checked += 1;
        if problems.len() == 1 && problems[0].starts_with("refused") {
            refused.push(format!("{}: {}", path.display(), problems[0]));
        } else if !problems.is_empty() {
            failures.push(format!("{}:\n  {}", path.display(), problems.join("\n  ")));
        }
    }
    eprintln!("mask round trip: {checked} tool-accepted files, {} refused by cfb's strict grammar", refused.len());
    assert!(checked > 1000, "the corpus should hold over 1000 accepted files, found {checked}");
    assert!(refused.is_empty(), "cfb refuses tool-accepted files:\n{}", refused.join("\n"));
    assert!(failures.is_empty(), "{} files fail the round trip:\n{}", failures.len(), failures.join("\n"));
}

/// CrypFormBench's language keys and file id prefixes.
const CFB_LANGS: &[(&str, &str)] = &[
    ("spdl", "SPDL"),
    ("hlpsl", "HLPSL"),
    ("pv", "PV"),
    ("spthy", "SPTHY"),
    ("maude", "MAUDE"),
    ("cv", "CV"),
    ("ec", "EC"),
];

#[test]
fn candidates_agree_with_crypformbench_masks() {
    let Some(cfb_dir) = support::shared("cfb") else { return };
    let masks = tsv(&cfb_dir.join("completion_masks.tsv"));
    let gaps_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/mask_gaps");
    let mut report = Vec::new();
    let mut problems = Vec::new();
    for (lang, prefix) in CFB_LANGS {
        let records: Vec<serde_json::Value> = serde_json::from_str(
            &std::fs::read_to_string(
                cfb_dir.join(format!("datasets/completion/{lang}_com_datasets_data_eng_100.json")),
            )
            .expect("completion dataset"),
        )
        .expect("completion dataset is JSON");
        let texts: HashMap<String, String> = records
            .iter()
            .filter_map(|r| Some((r["file"].as_str()?.to_string(), r["complete:"].as_str()?.to_string())))
            .collect();
        // (file, start, end) -> category, of every candidate of every record
        let mut listed: HashMap<(String, usize, usize), String> = HashMap::new();
        let mut strict_refused = 0;
        for (file, text) in &texts {
            let path = PathBuf::from(file);
            let Some(language) = Language::from_path(&path) else { continue };
            let source = SourceFile::new(file.clone(), text.as_str());
            if matches!(mask::prepare(language, Some(&path), &source, false), Err(mask::MaskError::Syntax(_))) {
                strict_refused += 1;
            }
            let candidates = mask::candidates(language, Some(&path), &source, Profile::Cfb, true).expect("spec loads");
            for c in candidates {
                listed.insert((file.clone(), c.start_byte, c.end_byte), c.category.to_string());
            }
        }
        let mut total: BTreeMap<String, (usize, usize)> = BTreeMap::new();
        let mut disagreements: BTreeSet<(String, usize, usize, String)> = BTreeSet::new();
        for m in masks.iter().filter(|m| m["file"].starts_with(&format!("{prefix}-"))) {
            let (start, end) = (m["start_byte"].parse().unwrap(), m["end_byte"].parse().unwrap());
            let entry = total.entry(m["category"].clone()).or_default();
            entry.1 += 1;
            if listed.get(&(m["file"].clone(), start, end)) == Some(&m["category"]) {
                entry.0 += 1;
            } else {
                disagreements.insert((m["file"].clone(), start, end, m["category"].clone()));
            }
        }
        let (agree, all) = total.values().fold((0, 0), |(a, t), (x, y)| (a + x, t + y));
        let per_category: Vec<String> = total.iter().map(|(c, (a, t))| format!("{c} {a}/{t}")).collect();
        report.push(format!(
            "{lang:6} {agree:5}/{all:5} = {:5.1} %  ({}; {} of {} complete texts refused by the strict grammar)",
            100.0 * agree as f64 / all.max(1) as f64,
            per_category.join(", "),
            strict_refused,
            texts.len()
        ));
        let gaps_file = gaps_dir.join(format!("{lang}.tsv"));
        let known: BTreeSet<(String, usize, usize, String)> = if gaps_file.exists() {
            tsv(&gaps_file)
                .into_iter()
                .map(|g| {
                    assert!(
                        !g.get("reason").is_none_or(|r| r.trim().is_empty()),
                        "{}: gap without a reason",
                        gaps_file.display()
                    );
                    (
                        g["file"].clone(),
                        g["start_byte"].parse().unwrap(),
                        g["end_byte"].parse().unwrap(),
                        g["category"].clone(),
                    )
                })
                .collect()
        } else {
            BTreeSet::new()
        };
        for d in disagreements.difference(&known) {
            problems.push(format!("{lang}: new disagreement {} {}-{} {}", d.0, d.1, d.2, d.3));
        }
        for d in known.difference(&disagreements) {
            problems.push(format!("{lang}: listed gap now agrees (remove it): {} {}-{} {}", d.0, d.1, d.2, d.3));
        }
    }
    eprintln!("\nagreement of --profile cfb --candidates with CrypFormBench's masked spans:\n{}\n", report.join("\n"));
    assert!(problems.is_empty(), "{} differences from mask_gaps/*.tsv:\n{}", problems.len(), problems.join("\n"));
}
