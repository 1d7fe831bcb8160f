//! Whole-corpus conformance: cfb against the real verifiers' parse-only verdicts.
//!
//! One named test per corpus file (`LABELS.tsv`) and per mutant (`MUTANTS.tsv`) of every
//! language whose grammars this build has. A tool-accepted input must be accepted by the strict
//! grammar, leave no ERROR/MISSING node in the tree and get no error from lint; a `syntax`
//! rejection must be rejected by both grammars with the strict error on the tool's line (or
//! the line before: yacc-style tools name the line of their look-ahead token; or lint's first
//! error, when it comes before the strict one, for the checks a tool's parser makes that the
//! grammars leave to lint); a `semantic`
//! rejection must get an error from lint; a `version` file must get some diagnostic. Both
//! grammars are judged on the text the tool reads without flags (see `parse::conditional`).
//! What is expected of each verdict and error class, per language, is data in
//! `tests/conformance/policy.tsv`; known disagreements are listed in
//! `tests/conformance/known_gaps.tsv` (their tests pass while they disagree and fail once they
//! agree, so the list cannot go stale). After the run a table of agreement figures is printed.

mod common;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex};

use cfb::diagnostic::Severity;
use cfb::language::Language;
use cfb::lint::{self, syntax, LintOptions};
use cfb::parse::registry;
use cfb::source::SourceFile;
use libtest_mimic::{Arguments, Failed, Trial};

#[derive(Clone)]
struct Case {
    name: String,
    language: Language,
    /// Corpus relpath (for the extension and for reading).
    relpath: String,
    /// The bytes to check: the file, or the mutant built from its recipe.
    mutant: Option<Recipe>,
    verdict: String,
    class: String,
    line: Option<usize>,
    message: String,
}

#[derive(Clone)]
struct Recipe {
    offset: usize,
    delete: usize,
    insert: String,
}

#[derive(Default)]
struct Tally {
    // (language, set, measure) -> count; set is "files" or "mutants".
    counts: BTreeMap<(String, &'static str, &'static str), usize>,
}

fn main() {
    let args = Arguments::from_args();
    let Some(shared) = common::shared_dir() else {
        libtest_mimic::run(&args, Vec::new()).exit();
    };
    let corpus = shared.join("corpus");
    let gaps = known_gaps();
    let policy = Arc::new(policy());
    let tally = Arc::new(Mutex::new(Tally::default()));
    let mut trials = Vec::new();
    for case in cases(&corpus) {
        let known_gap = gaps.contains(case.name.split_once("::").map_or("", |(_, id)| id));
        let corpus = corpus.clone();
        let tally = tally.clone();
        let expect = expectation(&policy, &case);
        let name = case.name.clone();
        let kind = case.language.id();
        trials.push(
            Trial::test(name, move || {
                let result = check(&corpus, &case, &expect, &tally);
                match (known_gap, result) {
                    (false, result) => result,
                    (true, Err(_)) => Ok(()),
                    (true, Ok(())) => Err(
                        "listed in tests/conformance/known_gaps.tsv but cfb now agrees with the tool: remove the line"
                            .into(),
                    ),
                }
            })
            .with_kind(kind),
        );
    }
    let conclusion = libtest_mimic::run(&args, trials);
    print_tally(&tally.lock().unwrap());
    conclusion.exit();
}

/// Languages whose front end has a strict grammar and whose folder has a tree-sitter grammar.
fn has_grammars(language: Language, relpath: &str) -> bool {
    let front_end = language.front_end(Some(Path::new(relpath)));
    registry::strict(front_end.strict).is_some() && registry::tree_sitter(language.spec().grammar).is_some()
}

/// What cfb must do with a tool verdict or error class, per language (`*` for all), or with
/// the cases of a class whose message starts with a given text (`semantic:unknown type name`):
/// `tests/conformance/policy.tsv`.
fn policy() -> HashMap<(String, String), String> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/policy.tsv"))
        .expect("tests/conformance/policy.tsv");
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols.len() >= 3).then(|| ((cols[0].to_string(), cols[1].to_string()), cols[2].to_string()))
        })
        .collect()
}

fn expectation(policy: &HashMap<(String, String), String>, case: &Case) -> String {
    let class = if case.verdict == "OK" {
        "OK".to_string()
    } else if case.verdict == "ERROR" {
        case.class.clone()
    } else {
        case.verdict.clone()
    };
    // A class may be split by the start of the tool's message: `semantic:unknown type name`.
    let by_message = policy.iter().find(|((lang, key), _)| {
        lang == case.language.id()
            && key.split_once(':').is_some_and(|(c, prefix)| c == class && case.message.starts_with(prefix))
    });
    if let Some((_, expect)) = by_message {
        return expect.clone();
    }
    policy
        .get(&(case.language.id().to_string(), class.clone()))
        .or_else(|| policy.get(&("*".to_string(), class)))
        .cloned()
        .unwrap_or_else(|| "outside".into())
}

fn known_gaps() -> HashSet<String> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/known_gaps.tsv"))
        .expect("tests/conformance/known_gaps.tsv");
    text.lines().skip(1).filter_map(|l| l.split('\t').next()).filter(|s| !s.is_empty()).map(String::from).collect()
}

fn read_tsv(path: &Path) -> Vec<HashMap<String, String>> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut lines = text.lines();
    let header: Vec<String> = lines.next().unwrap().split('\t').map(String::from).collect();
    lines.map(|l| header.iter().cloned().zip(l.split('\t').map(String::from)).collect()).collect()
}

fn language_of(relpath: &str) -> Option<Language> {
    Language::from_path(Path::new(relpath))
}

fn cases(corpus: &Path) -> Vec<Case> {
    let mut out = Vec::new();
    for row in read_tsv(&corpus.join("LABELS.tsv")) {
        let relpath = row["relpath"].clone();
        let Some(language) = language_of(&relpath) else { continue };
        if !has_grammars(language, &relpath) {
            continue;
        }
        out.push(Case {
            name: format!("file::{relpath}"),
            language,
            relpath,
            mutant: None,
            verdict: row["verdict"].clone(),
            class: row["error_class"].clone(),
            line: row["line"].parse().ok(),
            message: row["message"].clone(),
        });
    }
    for row in read_tsv(&corpus.join("MUTANTS.tsv")) {
        let relpath = row["relpath"].clone();
        let Some(language) = language_of(&relpath) else { continue };
        if !has_grammars(language, &relpath) {
            continue;
        }
        out.push(Case {
            name: format!("mutant::{}", row["mutant_id"]),
            language,
            relpath,
            mutant: Some(Recipe {
                offset: row["byte_offset"].parse().unwrap(),
                delete: row["delete_len"].parse().unwrap(),
                insert: common::unescape_insert_text(&row["insert_text"]),
            }),
            verdict: row["verdict"].clone(),
            class: row["error_class"].clone(),
            line: row["line"].parse().ok(),
            message: row["message"].clone(),
        });
    }
    out
}

fn bytes_of(corpus: &Path, case: &Case) -> Vec<u8> {
    let mut bytes = std::fs::read(corpus.join(&case.relpath)).expect("corpus file");
    if let Some(r) = &case.mutant {
        bytes.splice(r.offset..r.offset + r.delete, r.insert.bytes());
    }
    bytes
}

fn check(corpus: &Path, case: &Case, expect: &str, tally: &Mutex<Tally>) -> Result<(), Failed> {
    let set = if case.mutant.is_some() { "mutants" } else { "files" };
    let bump = |measure: &'static str| {
        *tally.lock().unwrap().counts.entry((case.language.id().to_string(), set, measure)).or_default() += 1;
    };
    let bytes = bytes_of(corpus, case);
    // Named by its place in the corpus, as a user names a file: the theories beside it (an
    // EasyCrypt project's) are found there.
    let path = corpus.join(&case.relpath);
    let (source, _) = SourceFile::from_bytes(path.display().to_string(), &bytes);
    let options = LintOptions::default();
    let nesting = syntax::nesting_limit(case.language, &source, options.max_nesting);
    let checked = lint::check_syntax(case.language, Some(&path), &source);
    // Errors in a conditional branch the tool skips without flags are warnings (lint says
    // which flag reads the branch): both grammars are judged on the text the tool reads.
    assert!(checked.tree.is_some(), "tree-sitter grammar present");
    let first_tree_error = checked.tree_errors().first().map(|span| source.line_col(span.start).line);
    let strict = checked.strict.expect("strict grammar present");
    let strict_line = strict.as_ref().err().map(|e| source.line_col(e.offset).line);
    let describe = || {
        format!(
            "tool: {} {} line {:?} `{}`; cfb strict: {}; tree-sitter first error: {}",
            case.verdict,
            case.class,
            case.line,
            case.message,
            match (&strict, strict_line) {
                (Ok(()), _) => "accepted".to_string(),
                (Err(e), Some(l)) => format!("rejected at line {l} (expected {})", e.expected.join(", ")),
                (Err(_), None) => "rejected".into(),
            },
            first_tree_error.map(|l| format!("line {l}")).unwrap_or_else(|| "none".into())
        )
    };
    let lint_errors = || {
        lint::lint(case.language, Some(&path), &source, &options)
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .count()
    };
    match expect {
        "accepted" => {
            bump("tool OK");
            let diagnostics = lint::lint(case.language, Some(&path), &source, &options);
            let lint_error = diagnostics.iter().find(|d| d.severity == Severity::Error);
            if strict.is_err() || first_tree_error.is_some() || nesting.is_some() {
                return Err(format!("tool accepts, cfb's grammars do not: {}", describe()).into());
            }
            if let Some(d) = lint_error {
                let at = source.line_col(d.span.start);
                return Err(
                    format!("tool accepts, lint says {} at {}:{}: {}", d.code, at.line, at.column, d.message).into()
                );
            }
            bump("cfb accepts");
            Ok(())
        }
        "rejected-syntax" => {
            bump("tool syntax error");
            let tree_rejects = first_tree_error.is_some();
            if tree_rejects {
                bump("tree-sitter rejects");
            }
            if let (Some(tool), Some(t)) = (case.line, first_tree_error) {
                if t == tool || t + 1 == tool {
                    bump("tree-sitter same line");
                }
            }
            let Some(line) = strict_line else {
                // Some tools' parsers also check declarations (Tamarin: unknown operators and
                // arities); cfb's grammars leave that to lint, which must then fire on that line.
                let on_line = |l: usize| case.line.is_none_or(|tool| l == tool || l + 1 == tool);
                let lint_line = lint::lint(case.language, Some(&path), &source, &options)
                    .into_iter()
                    .filter(|d| d.severity == Severity::Error)
                    .map(|d| source.line_col(d.span.start).line)
                    .next();
                if lint_line.is_some_and(on_line) {
                    bump("lint rejects on line");
                    return Ok(());
                }
                return Err(format!(
                    "tool rejects, cfb's strict grammar accepts and lint {}: {}",
                    lint_line.map_or("finds no error".into(), |l| format!("errs on line {l}")),
                    describe()
                )
                .into());
            };
            bump("strict rejects");
            let on_line = |l: usize| case.line.is_none_or(|tool| l == tool || l + 1 == tool);
            let mut same_line = on_line(line);
            if same_line {
                bump("strict same line");
            } else {
                // The checks the tool's parser makes that the grammars leave to lint (see above)
                // can stop the tool before the strict grammar's error: cfb's first error counts.
                let first = lint::lint(case.language, Some(&path), &source, &options)
                    .into_iter()
                    .find(|d| d.severity == Severity::Error)
                    .map(|d| source.line_col(d.span.start).line);
                if first.is_some_and(|l| l < line && on_line(l)) {
                    bump("lint first error on line");
                    same_line = true;
                }
            }
            if !tree_rejects {
                return Err(format!("tool rejects, tree-sitter accepts: {}", describe()).into());
            }
            if !same_line {
                return Err(format!("first error on another line: {}", describe()).into());
            }
            Ok(())
        }
        "rejected" => {
            bump(if case.class == "semantic" { "tool semantic error" } else { "tool error (other class)" });
            if lint_errors() > 0 {
                bump("lint rejects");
                Ok(())
            } else {
                Err(format!("tool rejects ({}), lint finds no error: {}", case.class, describe()).into())
            }
        }
        "diagnosed" => {
            bump("tool version error");
            let diagnostics = lint::lint(case.language, Some(&path), &source, &options);
            if diagnostics.is_empty() {
                return Err(format!("file for another tool version gets no diagnostic: {}", describe()).into());
            }
            bump("cfb diagnoses");
            Ok(())
        }
        _ => {
            bump("outside the figures");
            if strict.is_ok() && first_tree_error.is_none() {
                bump("outside, cfb accepts");
            }
            Ok(())
        }
    }
}

fn print_tally(tally: &Tally) {
    if tally.counts.is_empty() {
        return;
    }
    println!("\ncorpus conformance figures (this run):");
    let mut current = (String::new(), "");
    for ((lang, set, measure), n) in &tally.counts {
        if (lang.clone(), *set) != current {
            current = (lang.clone(), set);
            println!("  {lang} {set}:");
        }
        println!("    {measure:<24} {n}");
    }
}
