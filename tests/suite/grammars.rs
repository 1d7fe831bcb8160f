//! The grammars folder holds what it says: every query compiles, every tree-sitter test case
//! parses to its expected tree in cfb's own parser, every committed parser is stamped with the
//! hash of the `grammar.js` it was generated from (`grammars/generate` writes the stamp), and
//! (with tree-sitter-cli 0.27.1 on the PATH) the committed `src/` is exactly what `grammar.js`
//! generates and `tree-sitter test` passes. CI does not install the CLI (building it takes
//! longer than the whole test run); CFB_REQUIRE_TREE_SITTER=1 makes that last check mandatory.

use std::path::{Path, PathBuf};
use std::process::Command;

use cfb::language::{Language, LANGUAGES};
use cfb::parse::{self, registry};

const TREE_SITTER_VERSION: &str = "0.27.1";

fn grammars_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars")
}

/// Grammar folders with a `grammar.js`.
fn grammar_folders() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(grammars_dir())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("grammar.js").is_file())
        .collect();
    dirs.sort();
    dirs
}

#[test]
fn every_committed_parser_is_stamped_with_its_grammar_js() {
    use sha2::{Digest, Sha256};
    for dir in grammar_folders() {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let grammar = std::fs::read(dir.join("grammar.js")).unwrap();
        let hash: String = Sha256::digest(&grammar).iter().map(|b| format!("{b:02x}")).collect();
        let stamp = std::fs::read_to_string(dir.join("src/grammar.js.sha256")).unwrap_or_default();
        assert_eq!(
            stamp.trim(),
            hash,
            "grammars/{name}/src was not generated from this grammar.js: run `grammars/generate {name}` and commit"
        );
    }
}

#[test]
fn every_query_compiles_against_its_grammar() {
    for (grammar, kind, source) in registry::QUERIES {
        let language =
            registry::tree_sitter(grammar).unwrap_or_else(|| panic!("queries for {grammar} without a parser"));
        if let Err(e) = tree_sitter::Query::new(&language, source) {
            panic!("grammars/{grammar}/queries/{kind}.scm: {e}");
        }
    }
}

#[test]
fn every_grammar_folder_with_a_parser_is_some_languages_grammar() {
    for dir in grammar_folders() {
        let name = dir.file_name().unwrap().to_str().unwrap();
        assert!(LANGUAGES.iter().any(|s| s.grammar == name), "grammars/{name} belongs to no language of the registry");
        assert!(registry::tree_sitter(name).is_some(), "grammars/{name}/src/parser.c was not built in");
        for kind in ["highlights", "locals"] {
            assert!(registry::query(name, kind).is_some(), "grammars/{name}/queries/{kind}.scm is missing");
        }
    }
}

/// One case of tree-sitter's test format.
struct CorpusCase {
    file: String,
    name: String,
    input: String,
    expected: String,
    /// The `:error` attribute: the case only asserts that the tree has an error.
    error_attribute: bool,
}

impl CorpusCase {
    /// The case asserts an error: the `:error` attribute, or an error node in its tree.
    fn expects_error(&self) -> bool {
        self.error_attribute || ["ERROR", "MISSING", "UNEXPECTED"].iter().any(|w| self.expected.contains(w))
    }
}

/// The cases of a grammar folder's `test/corpus`, file by file in name order; `None` without
/// the folder.
fn corpus_cases(dir: &Path) -> Option<Vec<CorpusCase>> {
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(dir.join("test/corpus")).ok()?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    Some(files.iter().flat_map(|f| read_corpus(f)).collect())
}

fn is_rule(line: &str, c: char) -> bool {
    line.len() >= 3 && line.chars().all(|x| x == c)
}

fn read_corpus(path: &Path) -> Vec<CorpusCase> {
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut cases = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !is_rule(lines[i].trim_end(), '=') {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        let mut name_lines = Vec::new();
        while j < lines.len() && !is_rule(lines[j].trim_end(), '=') {
            name_lines.push(lines[j]);
            j += 1;
        }
        let mut k = j + 1;
        let mut input = Vec::new();
        while k < lines.len() && !is_rule(lines[k].trim_end(), '-') {
            input.push(lines[k]);
            k += 1;
        }
        let mut m = k + 1;
        let mut expected = Vec::new();
        while m < lines.len() && !is_rule(lines[m].trim_end(), '=') {
            expected.push(lines[m]);
            m += 1;
        }
        let name = name_lines.iter().find(|l| !l.starts_with(':')).unwrap_or(&"").trim().to_string();
        let error_attribute = name_lines.iter().any(|l| l.trim() == ":error");
        let input = input.join("\n").trim_matches('\n').to_string() + "\n";
        cases.push(CorpusCase {
            file: path.file_name().unwrap().to_string_lossy().into(),
            name,
            input,
            expected: normalize(&expected.join(" ")),
            error_attribute,
        });
        i = m;
    }
    cases
}

/// Collapses white space the way tree-sitter's test runner compares trees.
fn normalize(sexp: &str) -> String {
    let collapsed = sexp.split_whitespace().collect::<Vec<_>>().join(" ");
    collapsed.replace("( ", "(").replace(" )", ")")
}

/// The actual tree normalized as tree-sitter's runner compares it: field names are kept only
/// when the expected tree names fields.
fn actual_as_expected(actual: &str, expected: &str) -> String {
    let has_fields = |s: &str| s.split_whitespace().any(|w| w.ends_with(':') && w.len() > 1);
    if has_fields(expected) {
        normalize(actual)
    } else {
        normalize(
            &actual.split_whitespace().filter(|w| !(w.ends_with(':') && w.len() > 1)).collect::<Vec<_>>().join(" "),
        )
    }
}

#[test]
fn tree_sitter_test_corpus_in_cfbs_parser() {
    let mut failures = Vec::new();
    let mut count = 0;
    for dir in grammar_folders() {
        let name = dir.file_name().unwrap().to_str().unwrap();
        let language = Language::all().find(|l| l.spec().grammar == name).unwrap();
        let Some(cases) = corpus_cases(&dir) else {
            failures.push(format!("grammars/{name}: no test/corpus"));
            continue;
        };
        for case in cases {
            count += 1;
            let tree = parse::parse(language, &case.input).unwrap();
            if case.expects_error() {
                if tree.errors().next().is_none() {
                    failures.push(format!("{name}/{} `{}`: expected an error, tree has none", case.file, case.name));
                }
            } else if actual_as_expected(&tree.to_sexp(), &case.expected) != case.expected {
                failures.push(format!(
                    "{name}/{} `{}`:\n  expected {}\n  got      {}",
                    case.file,
                    case.name,
                    case.expected,
                    actual_as_expected(&tree.to_sexp(), &case.expected)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {count} corpus cases differ:\n{}", failures.len(), failures.join("\n"));
    assert!(count > 0 || grammar_folders().is_empty());
}

pub(crate) fn tree_sitter_cli() -> Option<PathBuf> {
    let candidates = [
        std::env::var_os("CFB_TREE_SITTER").map(PathBuf::from),
        Some(PathBuf::from("tree-sitter")),
        std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo/bin/tree-sitter")),
    ];
    let found = candidates.into_iter().flatten().find(|cli| {
        Command::new(cli)
            .arg("--version")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains(TREE_SITTER_VERSION))
    });
    if found.is_none() {
        let msg = format!(
            "tree-sitter-cli {TREE_SITTER_VERSION} not found: generated parsers and `tree-sitter test` are NOT checked"
        );
        assert!(
            std::env::var("CFB_REQUIRE_TREE_SITTER").map_or(true, |v| v != "1"),
            "{msg}, but CFB_REQUIRE_TREE_SITTER=1"
        );
        eprintln!("\n!!!!! {msg} (cargo install tree-sitter-cli --version {TREE_SITTER_VERSION} --locked) !!!!!\n");
    }
    found
}

fn copy_dir(from: &Path, to: &Path, skip: &[&str]) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if skip.iter().any(|s| name == *s) {
            continue;
        }
        let target = to.join(&name);
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target, &[]);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn committed_parsers_match_grammar_js_and_pass_tree_sitter_test() {
    let Some(cli) = tree_sitter_cli() else { return };
    for dir in grammar_folders() {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let tmp = tempfile::tempdir().unwrap();
        let work = tmp.path().join(&name);
        copy_dir(&dir, &work, &["src", "target", "node_modules", "build"]);
        // A hand-written external scanner is source, not generated.
        if dir.join("src/scanner.c").is_file() {
            std::fs::create_dir_all(work.join("src")).unwrap();
            std::fs::copy(dir.join("src/scanner.c"), work.join("src/scanner.c")).unwrap();
        }
        // tree-sitter caches compiled parsers by grammar name: keep this copy's build apart.
        let libdir = tmp.path().join("lib");
        let out = Command::new(&cli).arg("generate").current_dir(&work).output().unwrap();
        assert!(
            out.status.success(),
            "grammars/{name}: tree-sitter generate failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        for file in ["parser.c", "grammar.json", "node-types.json"] {
            let committed = std::fs::read(dir.join("src").join(file)).unwrap_or_default();
            let generated = std::fs::read(work.join("src").join(file)).unwrap();
            assert!(
                committed == generated,
                "grammars/{name}/src/{file} differs from what grammar.js generates: run `tree-sitter generate` in grammars/{name} and commit"
            );
        }
        let out =
            Command::new(&cli).arg("test").env("TREE_SITTER_LIBDIR", &libdir).current_dir(&work).output().unwrap();
        assert!(
            out.status.success(),
            "grammars/{name}: tree-sitter test failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Every tree-sitter test case that expects no error is a whole file the strict grammar
/// accepts as well: the two grammars agree on each form the cases show. A case is read by its
/// language's first front end, or by the one its name mentions in parentheses (`(.ocv)`).
#[test]
fn tree_sitter_test_cases_are_accepted_by_the_strict_grammar() {
    let mut failures = Vec::new();
    let mut count = 0;
    for dir in grammar_folders() {
        let name = dir.file_name().unwrap().to_str().unwrap();
        // The front ends of every language written with this grammar (CryptoVerif's `.cv` and `.ocv`).
        let front_ends: Vec<_> = LANGUAGES
            .iter()
            .filter(|s| s.grammar == name)
            .flat_map(|s| s.front_ends.iter().map(move |f| (s, f)))
            .collect();
        for case in corpus_cases(&dir).unwrap().into_iter().filter(|c| !c.expects_error()) {
            count += 1;
            let (spec, front_end) = front_ends
                .iter()
                .find(|(_, f)| case.name.contains(&format!("(.{})", f.extension)))
                .unwrap_or(&front_ends[0]);
            let extension = front_end.extension;
            let path = PathBuf::from(format!("case.{extension}"));
            let source = cfb::source::SourceFile::new(case.name.clone(), case.input.as_str());
            if let Some(e) = cfb::lint::syntax_errors(spec.language, Some(&path), &source).first() {
                failures.push(format!("{name}/{} `{}` ({extension}): {}", case.file, case.name, e.message));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} error-free cases are refused:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `grammars/<lang>/test/productions.tsv` walks the tool's own grammar production by
/// production: each row names a rule of the tool's grammar, the form (alternative) of it, and
/// the test case that shows the form, and records that the tool's parse-only check accepted the
/// case's text. Every named case must exist and expect no error, so both of cfb's grammars
/// accept it (the two tests above).
#[test]
fn every_audited_production_has_an_error_free_test_case() {
    let mut failures = Vec::new();
    let mut rows = 0;
    for dir in grammar_folders() {
        let name = dir.file_name().unwrap().to_str().unwrap();
        let Ok(table) = std::fs::read_to_string(dir.join("test/productions.tsv")) else { continue };
        let cases: std::collections::HashMap<String, bool> = corpus_cases(&dir)
            .unwrap()
            .into_iter()
            .map(|case| (format!("{}: {}", case.file, case.name), case.expects_error()))
            .collect();
        for (n, line) in table.lines().enumerate().filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty()) {
            rows += 1;
            let at = format!("grammars/{name}/test/productions.tsv:{}", n + 1);
            let fields: Vec<&str> = line.split('\t').collect();
            let [rule, form, case, tool] = fields[..] else {
                failures.push(format!(
                    "{at}: expected 4 tab-separated fields (rule, form, case, tool), found {}",
                    fields.len()
                ));
                continue;
            };
            if rule.is_empty() || form.is_empty() {
                failures.push(format!("{at}: empty rule or form"));
            }
            if !tool.starts_with("accepted") {
                failures
                    .push(format!("{at}: the tool column must record `accepted by <tool version>`, found `{tool}`"));
            }
            match cases.get(case) {
                None => failures.push(format!("{at}: no test case `{case}` (write it as `file.txt: case name`)")),
                Some(true) => failures.push(format!("{at}: test case `{case}` expects an error")),
                Some(false) => {}
            }
        }
    }
    assert!(failures.is_empty(), "{} of {rows} audited productions:\n{}", failures.len(), failures.join("\n"));
}

/// ProVerif's parsers (pitparser.mly, piparser.mly) refuse, while parsing, a process integer
/// other than 0 and a phase or sync number that is not positive; the strict grammar refuses
/// them too (tree-sitter's side: grammars/pv/test/corpus/errors.txt).
#[test]
fn pv_process_integers_are_refused_where_proverifs_parser_refuses_them() {
    let pv = LANGUAGES.iter().find(|s| s.grammar == "pv").unwrap();
    let cases = [
        ("pv", "process 0", true),
        ("pv", "process 00 | yield", true),
        ("pv", "process phase 1; sync 2 [t]; 0", true),
        ("pv", "process 1", false),
        ("pv", "process phase 0; 0", false),
        ("pv", "process sync 0; 0", false),
        ("pi", "process phase 1; sync 1; 0", true),
        ("pi", "process 2", false),
        ("pi", "process phase 0; 0", false),
        ("pi", "process sync 00 [t]; 0", false),
    ];
    for (extension, text, accepted) in cases {
        let path = PathBuf::from(format!("case.{extension}"));
        let source = cfb::source::SourceFile::new(text.to_string(), text);
        let errors = cfb::lint::syntax_errors(pv.language, Some(&path), &source);
        assert_eq!(errors.is_empty(), accepted, "{extension} `{text}`: {:?}", errors.first().map(|e| &e.message));
    }
}

/// Maude-lang's newer syntax that Maude 3.5.1, the version of the corpus labels, refuses (its
/// lexer.ll has neither `make` nor `rpo`; Debian's Maude 3.2 refuses both too): both of cfb's
/// grammars refuse it (tree-sitter's side: grammars/maude/test/corpus/errors.txt).
#[test]
fn maude_syntax_newer_than_3_5_1_is_refused() {
    let path = PathBuf::from("case.maude");
    let errors = |text: &str| {
        let source = cfb::source::SourceFile::new("case.maude".to_string(), text);
        cfb::lint::syntax_errors(Language::Maude, Some(&path), &source).len()
    };
    for text in [
        "fmod A is\n  sort S .\nendfm\nmake B is A endm\n",
        "fmod A is\n  sort S .\n  op f : S -> S [rpo 1] .\nendfm\n",
    ] {
        assert!(errors(text) > 0, "accepted, but Maude 3.5.1 refuses:\n{text}");
    }
    assert_eq!(errors("fmod A is\n  sort S .\n  op f : S -> S [prec 1] .\nendfm\n"), 0);
}

/// EasyCrypt's module updates (`M with { … }`), as r2025.08's `ecParser.mly` (`mod_update_fun`,
/// `fun_update`, `update_stmt`, `update_cond`, `codepos`) and `ecLexer.mll` (operator runs, a
/// full stop) read them: the strict grammar refuses what they refuse. (Both grammars read
/// the body as balanced tokens before, and took `^if - { }`.)
#[test]
fn ec_module_updates_are_read_as_ecparser_reads_them() {
    let path = PathBuf::from("case.ec");
    let errors = |update: &str| {
        let text = format!(
            "module M = {{ var x : int proc f() : int = {{ if (x = 0) {{ x <- 1; }} return x; }} }}.\nmodule N = M with {{ {update} }}.\n"
        );
        let source = cfb::source::SourceFile::new("case.ec".to_string(), &text);
        cfb::lint::syntax_errors(Language::Ec, Some(&path), &source).len()
    };
    for refused in [
        "proc f [ ^if - { } ]",         // `-` deletes; it takes no statements
        "proc f [ ^if - . ]",           // `. ` is a full stop
        "proc f [ 1 +^ { x <- 0; } ]",  // `+^` is one operator
        "proc f [ ]",                   // at least one change
        "var y : int -var x",           // removed variables come first
        "proc f [ ^if ~ { } ] res (x)", // `res ~`
    ] {
        assert!(errors(refused) > 0, "accepted, but EasyCrypt's parser refuses: {refused}");
    }
    for accepted in [
        "-var x var y : int proc f [ var z : int 1 + ^ { z <- 0; } ^if ~ (x = 1) 2.1 ~ { } ] res ~ (x)",
        "proc f [ [1..2] ~ { } ^if{1} - ? ^x<- - 1 & + 1 - ]",
        "proc f [ ^ <$ - ^(x) <- - [1 - 1] - ^match - #A.]",
    ] {
        assert_eq!(errors(accepted), 0, "refused, but EasyCrypt's parser reads it: {accepted}");
    }
}

/// Forms the tree-sitter grammar lets through (it has no lookahead) but Tamarin 1.8.0's
/// `--parse-only` refuses, each checked with the tool: the strict grammar refuses them too.
#[test]
fn strict_spthy_grammar_refuses_what_tamarin_refuses() {
    let refused = [
        // sepEndBy: after the comma, `end` is read as one more function, equation or macro
        "theory T begin\nfunctions: f/1,\nend\n",
        "theory T begin\nfunctions: f/1,\nlemma l: \"F\"\nend\n",
        "theory T begin\nequations: x = x,\nend\n",
        "theory T begin\nmacros: m() = x,\nend\n",
        "theory T begin\nmacros:\nend\n",
        // `accounts` after the comma is one more case test name
        "theory T begin\ntest t1: \"Ex #i. A(x) @ i\"\nlemma acc: t1, accounts for \"not Ex x #i. A(x) @ i\"\nend\n",
        // a predicate definition takes only `<=>`
        "theory T begin\npredicates: P(x) ⇔ T\nend\n",
    ];
    let accepted = [
        "theory T begin\nfunctions: f/1,\nrule R: [ ] --> [ ]\nend\n",
        "theory T begin\nmacros: m() = x,\nrule R: [ ] --> [ ]\nend\n",
        "theory T begin\nfunctions: f/1, // c\n#ifdef A\n#endif\nend\n",
        "theory T begin\nmacros: /* c */\n#ifdef A\n#endif\nend\n",
    ];
    let path = PathBuf::from("case.spthy");
    let errors = |text: &str| {
        let source = cfb::source::SourceFile::new("case.spthy".to_string(), text);
        cfb::lint::syntax_errors(Language::Spthy, Some(&path), &source).len()
    };
    for text in refused {
        assert!(errors(text) > 0, "accepted, but Tamarin refuses:\n{text}");
    }
    for text in accepted {
        assert_eq!(errors(text), 0, "refused, but Tamarin accepts:\n{text}");
    }
}

/// HLPSL's predicates as hlpsl2if 2.1 reads them (each form below run through it): `/=` and `<=`
/// beside `=`, a parenthesised left term, `not(P)` and `in(X, S)` as predicates only, `start`
/// only as a fact's whole argument, and no comparison inside a term. The first error of each
/// refused form is on its line, where hlpsl2if puts it.
/// The line of the first syntax error of `text` (a file named `file`), if any.
fn first_syntax_error_line(language: Language, file: &str, text: &str) -> Option<usize> {
    let source = cfb::source::SourceFile::new(file.to_string(), text);
    let errors = cfb::lint::syntax_errors(language, Some(&PathBuf::from(file)), &source);
    errors.first().map(|d| source.line_col(d.span.start).line)
}

#[test]
fn hlpsl_predicates_are_read_as_hlpsl2if_reads_them() {
    let first_error_line = |guard: &str, action: &str| {
        let text = format!(
            "role alice(A, B : agent, SND, RCV : channel(dy)) played_by A def=\n  local State : nat, Ag : agent set\n  init State := 0\n  transition\n    1. {guard} =|>\n       State' := 1 /\\ {action}\nend role\n\nrole environment() def=\n  local S, R : channel(dy)\n  const a, b : agent\n  composition\n    alice(a, b, S, R)\nend role\n\nenvironment()\n"
        );
        first_syntax_error_line(Language::Hlpsl, "case.hlpsl", &text)
    };
    for guard in [
        "A /= B",
        "State <= 1 /\\ A /= B",
        "(A) = B /\\ ((A)) = B /\\ A = (B)",
        "(A /= B) /\\ ((State <= 1))",
        "not(A /= B) /\\ not(not(State <= 1)) /\\ not(in(A, Ag))",
        "in(A, Ag) /\\ (in(A, Ag))",
        "RCV(start) /\\ not(RCV(start))",
    ] {
        assert_eq!(first_error_line(guard, "SND(A)"), None, "refused, but hlpsl2if accepts: {guard}");
    }
    for (guard, action) in [
        ("(RCV(A))", "SND(A)"),      // a fact in brackets
        ("(not(A = B))", "SND(A)"),  // a negation in brackets
        ("(A)", "SND(A)"),           // a term alone
        ("not(A)", "SND(A)"),        // `not` takes a predicate
        ("(RCV(start))", "SND(A)"),  // `start` only as a fact's argument
        ("A = start", "SND(A)"),     // … never as a term
        ("in(A, B) /= B", "SND(A)"), // `in` is no term
        ("(A = B) = B", "SND(A)"),   // a comparison is no term
        ("A = (B = A)", "SND(A)"),   // … in brackets neither
        ("A <= B <= A", "SND(A)"),   // comparisons do not chain
        ("A = B", "SND(A /= B)"),    // no comparison in an argument
        ("A = B", "SND(A = B)"),
        ("A = B", "SND({A = B})"), // … nor in a set
        ("A = B", "SND(start)"),
        ("A = B", "SND(not(A))"),
    ] {
        let line = if action == "SND(A)" { 5 } else { 6 };
        assert_eq!(first_error_line(guard, action), Some(line), "not refused on its line: {guard} =|> {action}");
    }
}

/// The line of the first syntax error of an EasyCrypt file whose proof is `tactic` (its sentence on
/// line 3).
fn ec_tactic_error_line(tactic: &str) -> Option<usize> {
    first_syntax_error_line(Language::Ec, "case.ec", &format!("lemma L : true.\nproof.\n{tactic}\nqed.\n"))
}

/// The head of a tactic sentence as EasyCrypt r2025.08 reads it (each case run through the
/// tool): a sentence, `by`, `try`, `do`, `(` and a goal selector start a tactic_core; a
/// tactic_chain (`[t|]`, `first`, `last`, `expect`, `1: t`) only follows a `;`; the judgment
/// words are tactics only as `hoare` and `phoare split`/`equiv`.
#[test]
fn ec_tactic_heads_are_read_as_easycrypt_reads_them() {
    for tactic in [
        "hoare.",
        "hoare => //.",
        "hoare; auto.",
        "phoare split ! 1%r 0%r.",
        "(auto).",
        "((auto)).",
        "(auto; 1: auto).",
        "(try auto).",
        "do (auto; smt).",
        "by (move=> h).",
        "by [].",
        "do !auto.",
        "auto; [auto|].",
        "by auto; [auto|].",
        "auto; first last.",
        "auto; first 1 last.",
        "auto; first auto.",
        "auto; expect 1 auto.",
        "auto; expect 1 (1: auto).",
        "- auto.",
    ] {
        assert_eq!(ec_tactic_error_line(tactic), None, "refused, but EasyCrypt accepts: {tactic}");
    }
    for tactic in [
        "ehoare.",
        "equiv.",
        "hoare foo.",
        "hoare [x].",
        "phoare foo.",
        "(: _ : true) => //.",
        "().",
        "(1: auto).",
        "([auto|]).",
        "(first auto).",
        "1: auto.",
        "[auto|].",
        "first (auto).",
        "expect 1 auto.",
        "by [auto|].",
        "by 1: auto.",
        "do [auto|].",
        "try [auto|].",
        "auto; try 1: auto.",
        "auto; (1: auto).",
        "auto; 1:.",
        "auto; 1: [auto|].",
        "auto; 1: first auto.",
        "- 1: auto.",
        "+ [auto|].",
        "by.",
        "do.",
        "try.",
    ] {
        assert_eq!(ec_tactic_error_line(tactic), Some(3), "not refused on its line: {tactic}");
    }
}

/// The arguments EasyCrypt r2025.08 checks in a tactic whose other arguments the strict grammar
/// reads as tokens, as src/ecParser.mly has them (read from the parser, not run through the
/// tool): the branches of `[t1 | t2]` (tactic_chain_r: all plain, each a tactics0, empty or
/// starting with a tactic_core; or all focused, `tcfc : tactics`, then maybe `else tactics`),
/// the options of `progress` (pgoption), the bounds of `phoare split` (bdhoare_split: two
/// sforms at least) and goal selectors (tcfc: sets of ranges, `s1? ~ s2`, no index 0). The
/// sentence is on line 3; a refused form gives the line of the token
/// EasyCrypt stops at.
#[test]
fn ec_tactic_arguments_are_read_as_easycrypt_reads_them() {
    for tactic in [
        // tactic_chain_r, plain branches
        "auto; [auto|].",
        "auto; [|].",
        "auto; [].",
        "auto; [auto | smt | done].",
        "auto; [auto; [smt|] | done].",
        "auto; [(auto; [smt|done]) | smt].",
        "auto; [by auto | try smt | do !auto | progress | done].",
        "auto; [auto || smt | done].",
        "auto; [move=> [a|b] | smt] => x.",
        "auto; [move=> /#|smt].",
        "auto; [auto; first auto | smt].",
        "auto; [have: `|x| <= 1 | smt].",
        "auto; [have: match x with | A => true | B => false end | smt].",
        // tactic_chain_r, focused branches
        "auto; [1: auto | 2: smt].",
        "auto; [1: auto |-1: smt].",
        "auto; [1,2: auto | ~1: smt].",
        "auto; [1: auto; [smt|done] | 2: smt].",
        "auto; [1: auto | 2: smt else done].",
        "auto; [1..2: auto else smt].",
        "auto; [..2: auto | 3..: smt].",
        "auto; [1 .. 2, 4: auto | ~ 1: smt].",
        "auto; 2..: smt.",
        "auto; -1: smt.",
        "auto; 1,2~2: smt.",
        // pgoptions
        "progress.",
        "progress => x.",
        "progress [-split] => x.",
        "progress [-split delta:case subst] trivial.",
        "progress @[delta delta:split - delta : case solve -disjunct].",
        "auto; try progress [split].",
        // bdhoare_split
        "phoare split ! 1%r 0%r.",
        "phoare split (1%r/2%r) (1%r/2%r) : (x = 1).",
        "phoare split a b c.",
        "phoare equiv {1} a b.",
    ] {
        assert_eq!(ec_tactic_error_line(tactic), None, "refused, but EasyCrypt accepts: {tactic}");
    }
    for (tactic, line) in [
        // a plain branch starts with a tactic_core, not with a tactic_chain_r
        ("auto; [[auto|]|].", 3),
        ("auto; [auto|[auto|]].", 3),
        ("auto; [\n  auto\n| [auto|]\n].", 5),
        ("auto; [(auto; [[smt|]|]) | smt].", 3),
        ("auto; [\n first auto | smt].", 4),
        ("auto; [expect 1 auto | smt].", 3),
        ("auto; [- auto | smt].", 3),
        ("auto; [auto |-smt].", 3),
        ("auto; [auto; smt | done; [[smt|]|]].", 3),
        // focused and plain branches do not mix; a focused branch is never empty
        ("auto; [1: auto\n  | smt].", 4),
        ("auto; [auto\n  | 1: smt].", 4),
        ("auto; [1: auto |].", 3),
        // tcfc: no bare `..` or `~`, no focus index 0, one range per comma
        ("auto; [..: auto | smt].", 3),
        ("auto; [1: auto\n  | ~: smt].", 4),
        ("auto; 0: smt.", 3),
        ("auto; 1..2..3: smt.", 3),
        ("auto; 1,: smt.", 3),
        // pgoption: `delta`, `delta:split`, `delta:case`, `split`, `solve`, `subst`, `disjunct`
        ("progress [].", 3),
        ("progress @[].", 3),
        ("progress [-split\n  foo] trivial.", 4),
        ("progress [-split\n  delta:foo].", 4),
        ("progress [case].", 3),
        ("progress [--split].", 3),
        ("auto; try progress [splt].", 3),
        ("auto; [auto; progress []\n  | smt].", 3),
        // bdhoare_split: two sforms at least, no hole
        ("phoare split.", 3),
        ("phoare split 1%r\n  => x.", 4),
        ("phoare split ! 1%r.", 3),
        ("phoare split _ _.", 3),
        ("by phoare split.", 3),
        ("auto; [auto; phoare split\n  | smt].", 4),
        ("auto; (phoare split).", 3),
    ] {
        assert_eq!(ec_tactic_error_line(tactic), Some(line), "not refused on its line {line}: {tactic}");
    }
}
