//! Hand-written replies, one per case the extractor handles: `fixtures/extract/<name>.reply`
//! with `<name>.expect` (a header of `key: value` lines, `---`, then the expected code or
//! `NONE`). Run without grammars (the oracle answers "unknown") so the expectations do not
//! move as grammars land; the grammar-dependent choices have their own tests below.

use std::path::{Path, PathBuf};

use cfb::extract::{self, Method, Options};
use cfb::language::Language;

struct Expect {
    lang: Language,
    method: Option<String>,
    warnings: Vec<String>,
    /// `warnings: none`: the extraction must warn of nothing.
    no_warnings: bool,
    notes: Vec<String>,
    detected: Option<String>,
    masked: Option<String>,
    ext: Option<String>,
    code: Option<String>,
}

fn read_expect(path: &Path) -> Expect {
    let text = std::fs::read_to_string(path).unwrap();
    let (header, code) = text.split_once("---\n").expect("header, ---, code");
    let mut e = Expect {
        lang: Language::Pv,
        method: None,
        warnings: vec![],
        no_warnings: false,
        notes: vec![],
        detected: None,
        masked: None,
        ext: None,
        code: None,
    };
    for line in header.lines() {
        let (k, v) = line.split_once(": ").expect("key: value");
        match k {
            "lang" => e.lang = v.parse().unwrap(),
            "method" => e.method = Some(v.to_string()),
            "warning" => e.warnings.push(v.to_string()),
            "warnings" if v == "none" => e.no_warnings = true,
            "note" => e.notes.push(v.to_string()),
            "detected" => e.detected = Some(v.to_string()),
            "masked" => e.masked = Some(std::fs::read_to_string(path.with_file_name(v)).unwrap()),
            "ext" => e.ext = Some(v.to_string()),
            _ => panic!("unknown key {k}"),
        }
    }
    e.code = (code != "NONE\n").then(|| code.to_string());
    e
}

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/extract");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "expect"))
        .collect();
    v.sort();
    v
}

fn method_name(m: Method) -> String {
    serde_json::to_value(m).unwrap().as_str().unwrap().to_string()
}

#[test]
fn every_fixture() {
    let mut failures = Vec::new();
    let files = fixtures();
    assert!(files.len() >= 40, "fixtures missing");
    for path in &files {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let e = read_expect(path);
        let reply = std::fs::read_to_string(path.with_extension("reply")).unwrap();
        let options = Options { lang: e.lang, ext: e.ext.clone(), masked: e.masked.clone() };
        let got = extract::extract_with(&reply, &options, &|_, _, _| None);
        let mut problems = Vec::new();
        if got.code != e.code {
            problems.push(format!("code:\n--- expected\n{:?}\n--- got\n{:?}", e.code, got.code));
        }
        if let Some(m) = &e.method {
            if &method_name(got.method) != m {
                problems.push(format!("method {} (expected {m})", method_name(got.method)));
            }
        }
        for w in &e.warnings {
            if !got.warnings.iter().any(|g| g.contains(w.as_str())) {
                problems.push(format!("no warning with {w:?} in {:?}", got.warnings));
            }
        }
        if e.no_warnings && !got.warnings.is_empty() {
            problems.push(format!("warnings {:?} (expected none)", got.warnings));
        }
        for n in &e.notes {
            if !got.notes.iter().any(|g| g.contains(n.as_str())) {
                problems.push(format!("no note with {n:?} in {:?}", got.notes));
            }
        }
        if let Some(d) = &e.detected {
            if got.detected_lang.map(|l| l.id().to_string()).as_ref() != Some(d) {
                problems.push(format!("detected {:?} (expected {d})", got.detected_lang));
            }
        }
        if !problems.is_empty() {
            failures.push(format!("[{name}]\n{}", problems.join("\n")));
        }
    }
    assert!(failures.is_empty(), "{} of {} fixtures fail:\n\n{}", failures.len(), files.len(), failures.join("\n\n"));
}

const FULL_BAD: &str =
    "theory T\nbegin\nrule R:\n  [ Fr(~k) ] --[ A(~k) ]-> [ Out(~k) \nlemma l: \"All k #i. A(k) @ #i ==> T\"\nend\n";
const FULL_GOOD: &str =
    "theory T\nbegin\nrule R:\n  [ Fr(~k) ] --[ A(~k) ]-> [ Out(~k) ]\nlemma l: \"All k #i. A(k) @ #i ==> T\"\nend\n";

/// An oracle that accepts exactly the given texts (after trimming the end).
fn accepts<'a>(good: &'a [&'a str]) -> impl Fn(Language, Option<&str>, &str) -> Option<bool> + 'a {
    move |_, _, text| Some(good.iter().any(|g| g.trim_end() == text.trim_end()))
}

#[test]
fn parsing_version_wins_over_later_failing_one() {
    let reply = format!("Fixed:\n```spthy\n{FULL_GOOD}```\nOr, alternatively:\n```spthy\n{FULL_BAD}```\n");
    let got = extract::extract_with(&reply, &Options::new(Language::Spthy), &accepts(&[FULL_GOOD]));
    assert_eq!(got.code.as_deref(), Some(FULL_GOOD));
    assert_eq!(got.blocks.iter().map(|b| b.parses).collect::<Vec<_>>(), vec![Some(true), Some(false)]);
}

#[test]
fn passing_fragment_is_not_the_answer() {
    let reply = format!("The type is:\n```spthy\nbuiltins: hashing\n```\nThe whole file:\n```spthy\n{FULL_BAD}```\n");
    let got = extract::extract_with(&reply, &Options::new(Language::Spthy), &accepts(&["builtins: hashing"]));
    assert_eq!(got.code.as_deref(), Some(FULL_BAD));
}

#[test]
fn parser_confirms_target_over_tokens() {
    // tokens alone would not name the language of a tiny block; the grammar does
    let reply = "```\nfree c.\nprocess 0\n```\n";
    let got = extract::extract_with(reply, &Options::new(Language::Pv), &accepts(&["free c.\nprocess 0"]));
    assert_eq!(got.code.as_deref(), Some("free c.\nprocess 0\n"));
    assert_eq!(got.blocks[0].parses, Some(true));
}

#[test]
fn joined_blocks_when_only_the_join_parses() {
    let a = "theory T\nbegin\n";
    let b = "rule R:\n  [ Fr(~k) ] --[ A(~k) ]-> [ Out(~k) ]\nend\n";
    let joined = format!("{a}\n{b}");
    let reply = format!("```spthy\n{a}```\n```spthy\n{b}```\n");
    let got = extract::extract_with(&reply, &Options::new(Language::Spthy), &accepts(&[&joined]));
    assert_eq!(got.code.as_deref(), Some(joined.as_str()));
    assert_eq!(got.method, Method::JoinedBlocks);
}

#[test]
fn json_shape() {
    let reply = "Text\n```pv\nfree c: channel.\nprocess 0\n```\n";
    let got = extract::extract_with(reply, &Options::new(Language::Pv), &|_, _, _| None);
    let v = serde_json::to_value(&got).unwrap();
    for key in ["code", "lang", "detected_lang", "method", "blocks", "warnings"] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    assert_eq!(v["lang"], "pv");
    assert_eq!(v["method"], "block");
    let b = &v["blocks"][0];
    assert_eq!((b["start_line"].as_u64(), b["end_line"].as_u64()), (Some(3), Some(4)));
    assert_eq!(b["tag"], "pv");
    assert!(b.get("parses").is_some() && b.get("detected_lang").is_some());
}

#[test]
fn final_version_wins_over_quoted_task_file_when_both_parse() {
    // a completion reply quotes the task file, then gives the completed file: both parse, the
    // later one is the answer (the ground truth's probEnc reply, listed in known_worse.tsv
    // because the tool rejects the answer on a check that is not syntax)
    let quoted = "theory T\nbegin\nrule R:\n  [ Fr(~k) ] --[ A(~k) ]-> [ Out(~k) ]\nend\n";
    let reply = format!("The given code is:\n```spthy\n{quoted}```\nCompleted:\n```spthy\n{FULL_GOOD}```\n");
    let got = extract::extract_with(&reply, &Options::new(Language::Spthy), &accepts(&[quoted, FULL_GOOD]));
    assert_eq!(got.code.as_deref(), Some(FULL_GOOD));
}
