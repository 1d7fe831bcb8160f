//! The grammars work in a real editor: every `grammars/<lang>/` is built the way
//! docs/editors.md tells a Neovim user to build it (the committed ABI 15 `src/parser.c` behind
//! `grammars/abi14.c`) into `parser/<lang>.so`, its queries are copied to `queries/<lang>/`,
//! and Neovim (headless, no config; Debian 12 ships 0.7, whose tree-sitter loads ABI 13–14)
//! loads each parser and its highlights, locals, folds, indents and injections queries, opens
//! every bundled example (datasets/examples), parses it, starts the highlighter and counts the
//! captures (`editors.lua`). Every query must load, every example parse without ERROR/MISSING
//! nodes to the tree cfb's own parser builds, get keyword and comment highlights, locals and
//! folds, and hand-picked tokens their captures. Needs `nvim` and `cc`: without them the test
//! is skipped loudly, unless CFB_REQUIRE_NEOVIM=1 (`.ci/run` installs Debian's neovim).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use cfb::language::Language;
use serde_json::{json, Value};

/// The queries an editor reads; tree-sitter.json lists the first three, nvim-treesitter and
/// Neovim ≥ 0.10 read `folds`, nvim-treesitter `indents`.
const KINDS: [&str; 5] = ["highlights", "locals", "folds", "indents", "injections"];

/// Per grammar: a word that starts a line in its examples, and the capture it must get.
const PROBES: [(&str, &str, &str); 7] = [
    ("spdl", "protocol", "keyword"),
    ("hlpsl", "role", "keyword"),
    ("pv", "process", "keyword"),
    ("spthy", "rule", "keyword"),
    ("maude", "fmod", "keyword"),
    ("cv", "param", "keyword"),
    ("ec", "module", "keyword"),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn which(program: &str) -> Option<PathBuf> {
    cfb::verify::config::which(program, std::env::var("PATH").ok().as_deref())
}

/// `nvim` and `cc`, or None after a loud skip (a failure with CFB_REQUIRE_NEOVIM=1).
fn tools() -> Option<(PathBuf, PathBuf)> {
    let nvim = which("nvim");
    let cc = which("cc");
    if let (Some(nvim), Some(cc)) = (&nvim, &cc) {
        return Some((nvim.clone(), cc.clone()));
    }
    let missing = [("nvim", nvim.is_none()), ("cc", cc.is_none())]
        .iter()
        .filter(|(_, m)| *m)
        .map(|(p, _)| *p)
        .collect::<Vec<_>>()
        .join(" and ");
    let msg = format!(
        "SKIPPED: the grammars are not checked in Neovim ({missing} not found; install neovim and a C compiler)"
    );
    assert!(std::env::var("CFB_REQUIRE_NEOVIM").map_or(true, |v| v != "1"), "{msg}, but CFB_REQUIRE_NEOVIM=1");
    crate::support::loud(&msg);
    None
}

/// Grammar folders (with a committed parser), sorted.
fn grammars() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("grammars"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("src/parser.c").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The file types each grammar's tree-sitter.json claims: extension -> grammar.
fn file_types(grammars: &[String]) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    for grammar in grammars {
        let path = root().join("grammars").join(grammar).join("tree-sitter.json");
        let config: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for entry in config["grammars"].as_array().expect("tree-sitter.json has grammars") {
            assert_eq!(entry["name"], grammar.as_str(), "{}: the grammar's name is its folder's", path.display());
            for ext in entry["file-types"].as_array().expect("file-types") {
                let ext = ext.as_str().unwrap().to_string();
                if let Some(other) = map.insert(ext.clone(), grammar.clone()) {
                    // A shared extension (`.pcv`, read by ProVerif and CryptoVerif) goes to the
                    // first grammar in name order; no bundled example uses one.
                    map.insert(ext, other);
                }
            }
        }
    }
    map
}

/// The bundled examples (datasets/examples), each with the grammar whose tree-sitter.json
/// claims its extension.
fn examples_by_grammar(grammars: &[String]) -> Vec<(PathBuf, String)> {
    let types = file_types(grammars);
    let mut out = Vec::new();
    for entry in walkdir::WalkDir::new(root().join("datasets/examples")).sort_by_file_name() {
        let path = entry.unwrap().into_path();
        if path.is_file() {
            let ext = path.extension().map(|e| e.to_string_lossy().into_owned()).unwrap_or_default();
            let grammar =
                types.get(&ext).unwrap_or_else(|| panic!("{}: no tree-sitter.json claims .{ext}", path.display()));
            out.push((path, grammar.clone()));
        }
    }
    out
}

/// Builds `<dir>/parser/<grammar>.so` as docs/editors.md says: parser.c with its entry point
/// renamed, then abi14.c (and scanner.c) around it.
fn build_parser(cc: &Path, grammar: &str, dir: &Path) -> Result<(), String> {
    let folder = root().join("grammars").join(grammar);
    let object = dir.join(format!("{grammar}.o"));
    let run = |cmd: &mut Command| -> Result<(), String> {
        let out = cmd.current_dir(&folder).output().map_err(|e| e.to_string())?;
        if out.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).into_owned())
        }
    };
    run(Command::new(cc)
        .args(["-c", "-fPIC", "-O1", "-I", "src"])
        .arg(format!("-Dtree_sitter_{grammar}=tree_sitter_{grammar}_abi15"))
        .arg("src/parser.c")
        .arg("-o")
        .arg(&object))?;
    let mut link = Command::new(cc);
    link.args(["-shared", "-fPIC", "-O1", "-I", "src"]).arg(format!("-DTS_GRAMMAR={grammar}")).arg(&object);
    if folder.join("src/scanner.c").is_file() {
        link.arg("src/scanner.c");
    }
    link.arg("../abi14.c").arg("-o").arg(dir.join("parser").join(format!("{grammar}.so")));
    run(&mut link)
}

/// (row, column) of the first line of `text` that starts with `word` as a whole word.
fn line_starting_with(text: &str, word: &str) -> Option<(usize, usize)> {
    text.lines().enumerate().find_map(|(row, line)| {
        let col = line.len() - line.trim_start().len();
        let rest = &line[col..];
        let whole =
            rest.strip_prefix(word).is_some_and(|after| !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'));
        whole.then_some((row, col))
    })
}

fn count(captures: &Value, prefix: &str) -> u64 {
    captures
        .as_object()
        .map(|m| {
            m.iter()
                .filter(|(name, _)| name.split('.').next() == Some(prefix))
                .map(|(_, n)| n.as_u64().unwrap_or(0))
                .sum()
        })
        .unwrap_or(0)
}

fn total(captures: &Value) -> u64 {
    captures.as_object().map(|m| m.values().map(|n| n.as_u64().unwrap_or(0)).sum()).unwrap_or(0)
}

#[test]
fn every_grammar_highlights_every_example_in_neovim() {
    let Some((nvim, cc)) = tools() else { return };
    let grammars = grammars();
    assert!(!grammars.is_empty());
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::create_dir_all(dir.join("parser")).unwrap();

    // The parsers, two at a time (ec's parser.c is 9 MB).
    let failures: Vec<String> =
        crate::common::par_map(&grammars, |g| build_parser(&cc, g, dir).err().map(|e| format!("{g}: {e}")))
            .into_iter()
            .flatten()
            .collect();
    assert!(failures.is_empty(), "cc failed:\n{}", failures.join("\n"));
    for grammar in &grammars {
        let queries = dir.join("queries").join(grammar);
        std::fs::create_dir_all(&queries).unwrap();
        for kind in KINDS {
            let from = root().join("grammars").join(grammar).join("queries").join(format!("{kind}.scm"));
            assert!(from.is_file(), "grammars/{grammar}/queries/{kind}.scm is missing");
            std::fs::copy(&from, queries.join(format!("{kind}.scm"))).unwrap();
        }
    }

    let mut examples: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for (path, grammar) in examples_by_grammar(&grammars) {
        examples.entry(grammar).or_default().push(path);
    }
    let mut job_languages = Vec::new();
    for grammar in &grammars {
        let files = examples.get(grammar).cloned().unwrap_or_default();
        assert!(!files.is_empty(), "no bundled example for grammar {grammar}");
        let (_, word, _) = PROBES.iter().find(|(g, _, _)| g == grammar).expect("a probe for every grammar");
        let mut probes = Vec::new();
        for file in &files {
            let text = std::fs::read_to_string(file).unwrap();
            if let Some((row, col)) = line_starting_with(&text, word) {
                probes.push(json!({"file": file, "row": row, "col": col, "text": word}));
            }
            // Every example opens with a comment.
            probes.push(json!({"file": file, "row": 0, "col": 0, "text": "(first line)"}));
        }
        job_languages.push(json!({"name": grammar, "kinds": KINDS, "files": files, "probes": probes}));
    }
    let report_path = dir.join("report.json");
    let job = dir.join("job.json");
    std::fs::write(&job, json!({"out": report_path, "languages": job_languages}).to_string()).unwrap();
    let script = dir.join("editors.lua");
    std::fs::write(&script, include_str!("editors.lua")).unwrap();

    // Neovim, under a watchdog.
    let mut child = Command::new(&nvim)
        .args(["--headless", "-u", "NONE", "-i", "NONE", "-n"])
        .arg("--cmd")
        .arg(format!("set runtimepath^={}", dir.display()))
        .arg("-c")
        .arg(format!("luafile {}", script.display()))
        .args(["-c", "qall!"])
        .env("CFB_EDITORS_JOB", &job)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nvim runs");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("nvim did not finish in 120 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    let report: Value = match std::fs::read_to_string(&report_path) {
        Ok(text) => serde_json::from_str(&text).unwrap(),
        Err(_) => panic!(
            "nvim wrote no report (status {}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    };

    let mut problems = Vec::new();
    let mut table = vec![format!(
        "Neovim {} (parser ABI {}) with the grammars through grammars/abi14.c:",
        report["nvim"].as_str().unwrap_or("?"),
        report["abi"]
    )];
    for language in report["languages"].as_array().unwrap() {
        let name = language["name"].as_str().unwrap();
        if language["loaded"] != true {
            problems.push(format!("{name}: the parser does not load: {}", language["load_error"]));
            continue;
        }
        for kind in KINDS {
            if let Some(error) = language["queries"][kind]["error"].as_str() {
                problems.push(format!("{name}: queries/{kind}.scm: {error}"));
            }
        }
        let (_, word, expected) = PROBES.iter().find(|(g, _, _)| *g == name).unwrap();
        let mut probed = false;
        for file in language["files"].as_array().unwrap() {
            let path = PathBuf::from(file["path"].as_str().unwrap());
            let short = path.strip_prefix(root()).unwrap_or(&path).display().to_string();
            if let Some(error) = file["error"].as_str() {
                problems.push(format!("{short}: {error}"));
                continue;
            }
            if let Some(error) = file["highlighter_error"].as_str() {
                problems.push(format!("{short}: the highlighter does not start: {error}"));
            }
            if file["problems"] != 0 {
                problems.push(format!(
                    "{short}: {} ERROR/MISSING nodes, the first {}",
                    file["problems"], file["first_problem"]
                ));
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let language = Language::from_path(&path).unwrap();
            let cfb_tree = cfb::parse::parse(language, &text).unwrap().to_sexp();
            if file["sexp"].as_str() != Some(cfb_tree.as_str()) {
                problems.push(format!(
                    "{short}: Neovim's tree differs from cfb's:\n  nvim {}\n  cfb  {cfb_tree}",
                    file["sexp"]
                ));
            }
            let captures = &file["captures"];
            let highlights = &captures["highlights"];
            for (prefix, least) in [("keyword", 1), ("comment", 1)] {
                if count(highlights, prefix) < least {
                    problems.push(format!("{short}: no @{prefix} highlight"));
                }
            }
            for kind in ["locals", "folds"] {
                if total(&captures[kind]) == 0 {
                    problems.push(format!("{short}: no {kind} capture"));
                }
            }
            for probe in file["probes"].as_array().unwrap() {
                let names: Vec<&str> =
                    probe["captures"].as_array().unwrap().iter().filter_map(|n| n.as_str()).collect();
                let (text, want) =
                    if probe["text"] == *word { (*word, *expected) } else { ("the first line", "comment") };
                probed |= text == *word;
                if !names.iter().any(|n| n.split('.').next() == Some(want)) {
                    problems.push(format!("{short}: {text} gets {names:?}, not @{want}"));
                }
            }
            table.push(format!(
                "  {name:6} {short:52} highlights {:4} (keyword {:3}, comment {:2})  locals {:4}  folds {:3}  indents {:3}  injections {}",
                total(highlights),
                count(highlights, "keyword"),
                count(highlights, "comment"),
                total(&captures["locals"]),
                total(&captures["folds"]),
                total(&captures["indents"]),
                total(&captures["injections"]),
            ));
        }
        if !probed {
            problems.push(format!("{name}: no example has a line starting with `{word}` to probe"));
        }
    }
    eprintln!("{}", table.join("\n"));
    assert!(problems.is_empty(), "{} problems in Neovim:\n{}", problems.len(), problems.join("\n"));
}

/// The ABI 15 side (Neovim ≥ 0.11, Helix ≥ 25.07, `tree-sitter highlight`): with
/// tree-sitter-cli installed, each grammar folder is highlighted as tree-sitter.json describes
/// it (its highlights, locals and injections queries), and every example gets keyword and
/// comment spans. Without the CLI this is skipped as grammars.rs says.
#[test]
fn tree_sitter_cli_highlights_every_example() {
    let Some(cli) = crate::grammars::tree_sitter_cli() else { return };
    let libdir = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    for (path, grammar) in examples_by_grammar(&grammars()) {
        let out = Command::new(&cli)
            .args(["highlight", "--html", "--style", "minimal", "--layout", "fragment", "--grammar-path", "."])
            .arg(&path)
            .env("TREE_SITTER_LIBDIR", libdir.path())
            .current_dir(root().join("grammars").join(&grammar))
            .output()
            .unwrap();
        let html = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let short = path.strip_prefix(root()).unwrap().display().to_string();
        // The CLI warns when it has no config file of its own; anything else is a problem.
        let complaints: Vec<&str> = stderr
            .lines()
            .filter(|l| {
                !l.trim().is_empty()
                    && !l.contains("parser directories")
                    && !l.contains("init-config")
                    && !l.contains("configuration file")
                    && !l.contains("language grammars")
            })
            .collect();
        if !out.status.success() || !complaints.is_empty() {
            problems.push(format!("{short}: tree-sitter highlight: {}", complaints.join(" | ")));
        }
        for class in ["keyword", "comment"] {
            if !html.contains(&format!("class='{class}")) {
                problems.push(format!("{short}: no {class} span in tree-sitter highlight's HTML"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
