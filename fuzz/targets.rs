//! The fuzz targets: what each one calls with the fuzzer's bytes and what it asserts.
//!
//! One file for both users: the AFL binary (`fuzz/src/main.rs`) and the replay of the saved
//! corpora and regressions in `cargo test` (`tests/suite/fuzz_replay.rs`) include it with
//! `#[path]`, so CI runs exactly the code that was fuzzed. Every target runs the entry point as
//! the CLI does: on a thread with the strict parser's stack ([`cfb::lint::STRICT_STACK_BYTES`],
//! marked with [`cfb::lint::mark_big_stack`]); [`on_big_stack`] makes one.
//!
//! A target fails by panicking (a broken invariant is an assertion); a hang or a stack
//! overflow is the fuzzer's (`-t 1000`) or the replay's watchdog's to see.

use cfb::compare::{self, Comparison, Side};
use cfb::language::Language;
use cfb::lint::LintOptions;
use cfb::mask::{self, select::Amount, MaskOptions, Profile};
use cfb::render::{self, FileReport};
use cfb::source::SourceFile;

/// A target: its name (a folder under `fuzz/corpus/` and `fuzz/regressions/`) and its body.
pub struct Target {
    pub name: &'static str,
    pub run: fn(&[u8]),
}

/// Every target. The `lint-*` ones take the whole input as a file of that extension; the
/// others read their first byte as the extension ([`EXTENSIONS`], modulo its length).
pub const TARGETS: &[Target] = &[
    Target { name: "lint-spdl", run: |d| lint("spdl", d) },
    Target { name: "lint-hlpsl", run: |d| lint("hlpsl", d) },
    Target { name: "lint-pv", run: |d| lint("pv", d) },
    Target { name: "lint-spthy", run: |d| lint("spthy", d) },
    Target { name: "lint-maude", run: |d| lint("maude", d) },
    Target { name: "lint-cv", run: |d| lint("cv", d) },
    Target { name: "lint-ocv", run: |d| lint("ocv", d) },
    Target { name: "lint-ec", run: |d| lint("ec", d) },
    Target { name: "parse", run: parse },
    Target { name: "fmt", run: fmt },
    Target { name: "mask", run: mask },
    Target { name: "diff", run: diff },
    Target { name: "extract", run: extract },
];

/// The extensions a first byte picks (append only: saved inputs keep their meaning).
pub const EXTENSIONS: &[&str] =
    &["spdl", "hlpsl", "pv", "pi", "horn", "horntype", "spthy", "sapic", "maude", "cv", "ocv", "ec", "eca"];

pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// Runs `f` on a thread started with the strict parser's stack and marked as such, as the
/// CLI's workers are.
pub fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> std::thread::JoinHandle<T> {
    std::thread::Builder::new()
        .name("cfb-fuzz".into())
        .stack_size(cfb::lint::STRICT_STACK_BYTES)
        .spawn(move || {
            cfb::lint::mark_big_stack();
            f()
        })
        .expect("spawning the fuzz thread")
}

/// The extension, language and rest of an input whose first byte picks the extension.
fn split_language(data: &[u8]) -> Option<(&'static str, Language, &[u8])> {
    let (&first, rest) = data.split_first()?;
    let ext = EXTENSIONS[first as usize % EXTENSIONS.len()];
    Some((ext, Language::from_extension(ext).expect("every fuzz extension is a language's"), rest))
}

/// The text as every command reads a file (byte-order mark, invalid UTF-8 replaced).
fn source(ext: &str, bytes: &[u8]) -> (std::path::PathBuf, SourceFile, Vec<cfb::diagnostic::Diagnostic>) {
    let path = std::path::PathBuf::from(format!("fuzz.{ext}"));
    let (source, notes) = SourceFile::from_bytes(path.display().to_string(), bytes);
    (path, source, notes)
}

/// `cfb lint` of one file: every diagnostic, rendered as text and JSON. Spans lie in the text,
/// on character boundaries, and a fix's edits too.
fn lint(ext: &str, data: &[u8]) {
    let language = Language::from_extension(ext).expect("a lint target's extension is a language's");
    let (path, source, notes) = source(ext, data);
    let report =
        FileReport::lint(path.display().to_string(), language, Some(&path), source, notes, &LintOptions::default());
    let text = &report.source.text;
    for d in &report.diagnostics {
        let spans = std::iter::once(d.span).chain(d.labels.iter().map(|(s, _)| *s));
        let edits = d.fix.iter().flat_map(|f| f.edits.iter().map(|e| e.span));
        for span in spans.chain(edits) {
            assert!(
                span.start <= span.end && span.end <= text.len(),
                "{}: span {span:?} outside the text ({} bytes)",
                d.code,
                text.len()
            );
            assert!(
                text.is_char_boundary(span.start) && text.is_char_boundary(span.end),
                "{}: span {span:?} inside a character",
                d.code
            );
        }
    }
    render::human::render(&report, false);
    render::json::render(&report);
    fast_check_agrees(language, &path, text);
}

/// The strict grammar's fast check answers as pest does (see `grammars/fast_check.rs`).
fn fast_check_agrees(language: Language, path: &std::path::Path, text: &str) {
    for (rule, fast, pest) in cfb::parse::registry::fast_checks(language.front_end(Some(path)).strict) {
        if let Some(answer) = fast(text) {
            assert_eq!(answer, pest(text), "the fast check of {rule} differs from pest's");
        }
    }
}

/// `cfb parse`: tree-sitter's tree (as S-expression) and the strict grammar's verdict.
fn parse(data: &[u8]) {
    let Some((ext, language, rest)) = split_language(data) else { return };
    let (path, source, _) = source(ext, rest);
    let text = cfb::parse::parser_input(language, Some(&path), &source.text);
    if cfb::lint::syntax::nesting_limit(language, &source, LintOptions::default().max_nesting).is_some() {
        return;
    }
    if let Ok(tree) = cfb::parse::parse(language, &text) {
        tree.to_sexp();
    }
    cfb::extract::strict_parses(language, Some(ext), &source.text);
}

/// `cfb fmt`: an accepted file formats to a text the strict grammar accepts, and formatting
/// that again changes nothing.
fn fmt(data: &[u8]) {
    let Some((ext, language, rest)) = split_language(data) else { return };
    let (path, source, _) = source(ext, rest);
    let options = cfb::fmt::FmtOptions::default();
    let Ok(formatted) = cfb::fmt::format(language, Some(&path), &source, &options) else { return };
    let again = SourceFile::new(path.display().to_string(), formatted.text.clone());
    let errors = cfb::lint::syntax_errors(language, Some(&path), &again);
    assert!(errors.is_empty(), "the formatted text has syntax errors: {errors:?}\n{}", formatted.text);
    match cfb::fmt::relayout(language, Some(&path), &formatted.text, &options) {
        Ok(second) => assert_eq!(second.text, formatted.text, "formatting is not idempotent"),
        Err(e) => panic!("the formatted text does not format again: {e}"),
    }
}

/// `cfb mask`: filling an instance's placeholders with its answers gives the file back.
fn mask(data: &[u8]) {
    let Some((ext, language, rest)) = split_language(data) else { return };
    let (path, source, _) = source(ext, rest);
    // The first byte's high bit: mask files with syntax errors too (`--allow-syntax-errors`).
    let allow = data[0] & 0x80 != 0;
    let Ok(prepared) = mask::prepare(language, Some(&path), &source, allow) else { return };
    prepared.candidate_records(Profile::Levels);
    for (profile, per_symbol) in [(Profile::Cfb, false), (Profile::Levels, true)] {
        let options = MaskOptions {
            profile,
            amount: Amount::Ratio(0.5),
            per_symbol,
            seed: data.len() as u64,
            allow_syntax_errors: allow,
            ..MaskOptions::default()
        };
        let Ok(instance) = prepared.instance("fuzz", &options) else { continue };
        assert_eq!(instance.complete, source.text, "the answer key's file is not the input");
        // A file that spells a placeholder itself is ambiguous to fill.
        if !source.text.contains("____(") {
            assert_eq!(mask::fill(&instance.incomplete, &instance.answers), source.text, "filling gives another file");
        }
    }
}

/// `cfb diff` and `cfb similarity`: the input is two models split at the first NUL byte (one
/// model is compared with itself). A model equals itself; similarities lie in [0, 1]; every
/// rendering runs.
fn diff(data: &[u8]) {
    let Some((ext, language, rest)) = split_language(data) else { return };
    let (a, b) = match rest.iter().position(|&c| c == 0) {
        Some(k) => (&rest[..k], &rest[k + 1..]),
        None => (rest, rest),
    };
    let (path, sa, _) = source(ext, a);
    let (_, sb, _) = source(ext, b);
    let options = compare::Options::default();
    let side = |text: &str| Side::new(language, Some(&path), text.to_string(), options);
    let (Ok(x), Ok(y), Ok(x2)) = (side(&sa.text), side(&sb.text), side(&sa.text)) else { return };
    let same = Comparison::new(x.clone(), x2);
    assert!(same.is_equal(), "a model differs from itself: {:?}", same.actions());
    let cmp = Comparison::new(x, y);
    let similarity = cmp.tree_similarity();
    assert!((0.0..=1.0).contains(&similarity), "tree similarity {similarity}");
    let view = render::diff::View::new(&cmp, "a", "b", language.id());
    serde_json::to_string(&view.report).expect("a diff report serializes");
    render::diff::html::render(&view);
    for layout in [render::diff::text::Layout::SideBySide, render::diff::text::Layout::Inline] {
        let options = render::diff::text::TextOptions { color: false, width: 80, context: 2, layout };
        render::diff::text::render(&view, &options);
    }
    let weights = compare::similarity::Weights::default();
    let report = render::similarity::report("a", "b", language, &cmp, weights);
    serde_json::to_string(&report).expect("a similarity report serializes");
}

/// `cfb extract`: the code of a raw reply for the language the first byte picks.
fn extract(data: &[u8]) {
    let Some((ext, language, rest)) = split_language(data) else { return };
    let reply = String::from_utf8_lossy(rest);
    let options = cfb::extract::Options { lang: language, ext: Some(ext.to_string()), masked: None };
    let result = cfb::extract::extract(&reply, &options);
    serde_json::to_string(&result).expect("an extraction serializes");
}
