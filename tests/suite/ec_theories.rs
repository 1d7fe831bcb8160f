//! EasyCrypt's standard library lints clean: every `.ec` and `.eca` file of a `theories/` tree
//! (the one EasyCrypt r2025.08 ships, which every EasyCrypt user loads) must give no diagnostic
//! at all, neither a syntax error nor a warning such as `rules-skipped` (tree-sitter misread the
//! file). The tree is not part of the project: point `CFB_EC_THEORIES` at a checkout's
//! `theories/` folder (e.g. `git archive r2025.08 theories` of EasyCrypt/easycrypt). Skipped,
//! loudly, when it is unset; `CFB_REQUIRE_EC_THEORIES=1` makes its absence a failure.
//!
//! Also: the forms the theories use that the grammars once refused, and their near misses that
//! EasyCrypt's parser refuses, which must stay refused.

use std::path::{Path, PathBuf};

use cfb::language::Language;
use cfb::lint::{self, LintOptions};
use cfb::source::SourceFile;

use crate::{common, support};

fn theories_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("CFB_EC_THEORIES").map(PathBuf::from).filter(|d| d.is_dir());
    if dir.is_none() {
        let msg = "CFB_EC_THEORIES is not set to EasyCrypt's theories/ folder: the standard library is NOT linted";
        if std::env::var("CFB_REQUIRE_EC_THEORIES").is_ok_and(|v| v == "1") {
            panic!("CFB_REQUIRE_EC_THEORIES=1 but {msg}");
        }
        support::loud(&format!("SKIPPED: {msg}"));
    }
    dir
}

fn ec_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            ec_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ec" || e == "eca") {
            out.push(path);
        }
    }
}

/// Every diagnostic of `cfb lint` on `text`, as `line:column code message`.
fn lint_text(name: &str, text: &str) -> Vec<String> {
    let source = SourceFile::new(name, text);
    lint::lint(Language::from_path(Path::new(name)).unwrap(), Some(Path::new(name)), &source, &LintOptions::default())
        .into_iter()
        .map(|d| {
            let at = source.line_col(d.span.start);
            format!("{}:{} {} {}", at.line, at.column, d.code, d.message)
        })
        .collect()
}

#[test]
fn easycrypt_theories_lint_clean() {
    let Some(dir) = theories_dir() else { return };
    let mut files = Vec::new();
    ec_files(&dir, &mut files);
    files.sort();
    assert!(files.len() > 100, "{} holds only {} EasyCrypt files: not a theories/ tree", dir.display(), files.len());
    let results = common::par_map(&files, |path| {
        let text = std::fs::read_to_string(path).unwrap();
        let rel = path.strip_prefix(&dir).unwrap().display().to_string();
        (rel.clone(), lint_text(&rel, &text))
    });
    let dirty: Vec<String> =
        results.iter().filter(|(_, ds)| !ds.is_empty()).map(|(f, ds)| format!("{f}: {}", ds.join("; "))).collect();
    eprintln!("EasyCrypt theories: {}/{} files lint clean", files.len() - dirty.len(), files.len());
    assert!(dirty.is_empty(), "{} of {} files are not clean:\n{}", dirty.len(), files.len(), dirty.join("\n"));
}

/// Sentences of the theories (r2025.08) that lint must accept.
const ACCEPTED: &[(&str, &str)] = &[
    ("operator section", "op ( ^+ ) x k = iter `|k|%Int (( * ) x) e."),
    ("named operator", "abbrev (\\in) (x : 'a) (d : 'a distr) = support d x."),
    ("postfix operator name", "abbrev (%r) = to_real."),
    ("numeric operator", "abbrev ('0) = N 0.\nop z = '0 + Rpbar.('0)."),
    ("mixfix clone override", "clone Foo as Bar with op \"`|_|\" <- Int.\"`|_|\"."),
    ("mixfix constructor", "type 'a list = [\n  | \"[]\"\n  | (::) of 'a & 'a list ]."),
    ("map getter after a theory name", "lemma polyXE k : X.[k] = if k = 1 then oner else zeror."),
    ("typed map getter", "op g (m : (int, int) fmap) = m.[:(int) 0]."),
    ("pattern before =>", "op f x = with x = Inf => Inf."),
    ("binary pattern in parentheses", "op f (x : bool) = with x = (a => b) => a."),
    ("absolute value then scope", "lemma l (z : int) : `|z|%r = `|z%r|."),
    ("rewrite with &", "lemma l : true.\nproof. rewrite &(lerr_eq) &BAdd.eq_big_int /=.\nqed."),
    ("split operator run before a tactic", "lemma l : true.\nproof. split; [apply h => /#|move => _].\nqed."),
    ("do with a count", "lemma l : true.\nproof. do 2 ! rewrite h.\nqed."),
    ("eager formula", "lemma e : eager [R.r();, F.get ~ R.get, R.r(); : ={x} ==> ={res}]."),
];

/// Near misses EasyCrypt's parser refuses (ecLexer.mll, ecParser.mly, EcCoreLib.is_mixfix_op).
const REFUSED: &[(&str, &str)] = &[
    ("string that is no mixfix operator", "op \"foo\" = 1."),
    ("do with a count and no mark", "lemma l : true.\nproof. do 2 rewrite h.\nqed."),
    ("a run of minus signs is no prefix operator", "op x = --1."),
    // `with x = a => b => a` is fine: the pattern is `a`, the body `b => a`
    ("`<=>` pattern outside parentheses", "op f (x : bool) = with x = a <=> b => a."),
    ("memory with an upper-case name", "lemma l &M : true."),
    ("eager formula without its statement lists", "lemma e : eager [F.get ~ R.get : true ==> true]."),
    ("`|` does not start an operator", "op x = a |% b."),
];

#[test]
fn theories_forms_are_accepted_and_their_near_misses_refused() {
    let mut failures = Vec::new();
    for (what, text) in ACCEPTED {
        let ds = lint_text("t.ec", &format!("{text}\n"));
        if !ds.is_empty() {
            failures.push(format!("{what}: refused: {}", ds.join("; ")));
        }
    }
    for (what, text) in REFUSED {
        let ds = lint_text("t.ec", &format!("{text}\n"));
        if !ds.iter().any(|d| d.contains(" syntax ")) {
            failures.push(format!("{what}: accepted `{text}`"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
