//! The Maude adapter with the real `maude` (Debian's package is enough): plain Maude files of
//! the corpus (`corpus/maude/cfb/`, files without a Maude-NPA protocol module) are loaded
//! without network access, and the errors Maude reports must agree with the corpus labels
//! (`LABELS.tsv`, recorded with Maude 3.5.1). Skipped, with a message, when `maude` is absent.

use crate::{common, support};

use std::collections::HashMap;
use std::process::Command;

/// Files whose verdict depends on the Maude version: (file, first version that agrees with the
/// label). Object-oriented `class` declarations in `omod` and the duplicate-attribute check are
/// newer than Debian's Maude 3.2.
const VERSION_DEPENDENT: &[(&str, &str)] =
    &[("dining-philosophers5.maude", "3.4"), ("doubleAttributeFebruary2023.maude", "3.3")];

/// `maude` absent: skip loudly, or fail when `CFB_REQUIRE_MAUDE=1` (CI installs it).
fn no_maude() {
    let msg = "`maude` not found (install Debian's `maude` package: apt-get install -y maude, or set CFB_MAUDE)";
    if std::env::var("CFB_REQUIRE_MAUDE").is_ok_and(|v| v == "1") {
        panic!("CFB_REQUIRE_MAUDE=1 but {msg}");
    }
    support::loud(&format!("SKIPPED: {msg}"));
}

/// The `maude` cfb's verifier configuration finds.
fn located_maude() -> Option<cfb::verify::config::Install> {
    let cfg = cfb::verify::config::FileConfig::default();
    let located = cfb::verify::config::locate(&cfg, &cfb::verify::config::std_env, true);
    located.first("maude").cloned()
}

fn maude_version() -> Option<String> {
    Some(located_maude()?.version.unwrap_or_else(|| "0".into()))
}

#[test]
fn plain_maude_files_load_and_report_errors() {
    let Some(version) = maude_version() else {
        no_maude();
        return;
    };
    let Some(corpus) = support::shared("corpus") else { return };
    let labels: HashMap<String, Vec<String>> = std::fs::read_to_string(corpus.join("LABELS.tsv"))
        .unwrap()
        .lines()
        .map(|l| {
            let cols: Vec<String> = l.split('\t').map(String::from).collect();
            (cols[0].clone(), cols)
        })
        .collect();
    let dir = corpus.join("maude/cfb/MAUDE-1");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "maude"))
        .filter(|p| !cfb::verify::tools::maude_npa::is_npa_spec(&std::fs::read_to_string(p).unwrap_or_default()))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "plain Maude files in {}", dir.display());
    let out = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["verify", "--format", "json", "--jobs", "2", "--timeout", "10"])
        .args(&files)
        .env_remove("CFB_TIMEOUT")
        .output()
        .unwrap();
    let mut checked = (0, 0);
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        let path = r["path"].as_str().unwrap();
        let name = path.rsplit('/').next().unwrap();
        let rel = format!("maude/cfb/MAUDE-1/{name}");
        let label = &labels[&rel];
        let status = r["status"].as_str().unwrap();
        assert!(r["tool_version"].as_str().unwrap().starts_with("Maude "), "{r}");
        if let Some((_, since)) = VERSION_DEPENDENT.iter().find(|(f, _)| *f == name) {
            if cfb::verify::config::compare_versions(&version, since).is_lt() {
                eprintln!("note: {name}: Maude {version} < {since}, label not comparable (got {status})");
                continue;
            }
        }
        match label[4].as_str() {
            "OK" => {
                // Loaded without complaint; a slow file may run out of time.
                assert!(status == "UNKNOWN" || status == "TIMEOUT", "{rel}: labelled OK, got {r}");
                checked.0 += 1;
            }
            _ => {
                assert_eq!(status, "ERROR", "{rel}: labelled {label:?}, got {r}");
                let line: u64 = label[6].parse().unwrap();
                assert_eq!(r["error"]["line"].as_u64(), Some(line), "{rel}: {r}");
                checked.1 += 1;
            }
        }
    }
    eprintln!(
        "real Maude {version}: {} plain files loaded as labelled OK, {} errors on the labelled line",
        checked.0, checked.1
    );
    assert!(checked.0 >= 10 && checked.1 >= 3, "{checked:?}");
}

/// The whole Maude-NPA path with the real engine, when `CFB_MAUDE_NPA` names a
/// `maude-npa.maude` (Maude-NPA is not packaged by Debian): Needham-Schroeder-Lowe has no
/// attack within 12 backwards steps for both attack states.
#[test]
fn maude_npa_on_needham_schroeder_lowe() {
    let Some(version) = maude_version() else {
        no_maude();
        return;
    };
    let Some(npa) = std::env::var_os("CFB_MAUDE_NPA").filter(|v| !v.is_empty()) else {
        support::loud("SKIPPED: CFB_MAUDE_NPA not set (path of maude-npa.maude); the real Maude-NPA run is left out");
        return;
    };
    let Some(corpus) = support::shared("corpus") else { return };
    let spec = corpus.join("maude/canhminhdo__parallel-maude-npa/sequential/examples/Needham_Schroeder_Lowe.maude");
    let out = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["verify", "--format", "json", "--timeout", "600"])
        .arg(&spec)
        .env("CFB_MAUDE_NPA", npa)
        .output()
        .unwrap();
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["status"], "SAFE", "{r}");
    assert_eq!(r["properties"].as_array().unwrap().len(), 2, "{r}");
    assert!(r["tool_version"].as_str().unwrap().contains(&format!("Maude {version}")));
}

/// The real Maude on the mutants of the plain Maude files of `corpus/maude/cfb/`
/// (`MUTANTS.tsv` recipes, labelled with Maude 3.5.1): every mutant labelled ERROR is an
/// ERROR, on the labelled line whenever Maude names one; every mutant labelled OK loads.
#[test]
fn plain_maude_mutants() {
    let Some(version) = maude_version() else {
        no_maude();
        return;
    };
    let Some(corpus) = support::shared("corpus") else { return };
    let dir = tempfile::tempdir().unwrap();
    let mut labels: HashMap<String, (String, Option<u64>, String)> = HashMap::new();
    let mut files = Vec::new();
    for line in std::fs::read_to_string(corpus.join("MUTANTS.tsv")).unwrap().lines().skip(1) {
        let c: Vec<&str> = line.split('\t').collect();
        let (id, rel) = (c[0], c[2]);
        let name = rel.rsplit('/').next().unwrap();
        if !rel.starts_with("maude/cfb/")
            || VERSION_DEPENDENT
                .iter()
                .any(|(f, since)| *f == name && cfb::verify::config::compare_versions(&version, since).is_lt())
        {
            continue;
        }
        let original = std::fs::read(corpus.join(rel)).unwrap();
        if cfb::verify::tools::maude_npa::is_npa_spec(&String::from_utf8_lossy(&original)) {
            continue;
        }
        let (off, del): (usize, usize) = (c[4].parse().unwrap(), c[5].parse().unwrap());
        let mut bytes = original[..off].to_vec();
        bytes.extend_from_slice(common::unescape_insert_text(c[6]).as_bytes());
        bytes.extend_from_slice(&original[(off + del).min(original.len())..]);
        let p = dir.path().join(format!("{id}.maude"));
        std::fs::write(&p, bytes).unwrap();
        files.push(p);
        labels.insert(id.to_string(), (c[7].to_string(), c[9].parse().ok(), c[11].to_string()));
    }
    assert!(files.len() >= 30, "{}", files.len());
    let out = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["verify", "--format", "json", "--jobs", "2", "--timeout", "10"])
        .args(&files)
        .env_remove("CFB_TIMEOUT")
        .output()
        .unwrap();
    let (mut errors, mut same_line, mut oks) = (0, 0, 0);
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        let id = r["path"].as_str().unwrap().rsplit('/').next().unwrap().trim_end_matches(".maude").to_string();
        let (verdict, label_line, msg) = &labels[&id];
        let status = r["status"].as_str().unwrap();
        if verdict == "OK" {
            assert!(status == "UNKNOWN" || status == "TIMEOUT", "{id}: labelled OK, got {r}");
            oks += 1;
            continue;
        }
        assert_eq!(status, "ERROR", "{id}: labelled ERROR ({msg}), got {r}");
        errors += 1;
        if let Some(l) = r["error"]["line"].as_u64() {
            assert_eq!(Some(l), *label_line, "{id}: {msg} / {r}");
            same_line += 1;
        }
    }
    eprintln!("real Maude {version}: {errors} mutants refused ({same_line} on the labelled line, the others without a line), {oks} loaded as labelled");
    assert!(errors >= 25 && same_line >= 15, "{errors} {same_line}");
}

/// Maude-NPA's own files (every `.maude` file in the folder of `CFB_MAUDE_NPA`: the dialects
/// Maude loads before a specification) get no error from `cfb lint`: Maude loads them without a
/// warning, so each error would be a false one (once: `_=[_]=_`, nested `if`, `max(a, b, c)`).
#[test]
fn maude_npa_itself_lints_clean() {
    let Some(npa) = std::env::var_os("CFB_MAUDE_NPA").filter(|v| !v.is_empty()) else {
        support::loud("SKIPPED: CFB_MAUDE_NPA not set (path of maude-npa.maude); Maude-NPA's own files are not linted");
        return;
    };
    let folder = std::path::Path::new(&npa).parent().unwrap().to_path_buf();
    let mut linted = 0;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "maude") {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let (source, _) = cfb::source::SourceFile::from_bytes(path.display().to_string(), &bytes);
        let options = cfb::lint::LintOptions::default();
        let errors: Vec<String> = cfb::lint::lint(cfb::language::Language::Maude, Some(&path), &source, &options)
            .into_iter()
            .filter(|d| d.severity == cfb::diagnostic::Severity::Error)
            .map(|d| format!("{}:{}: [{}] {}", path.display(), source.line_col(d.span.start).line, d.code, d.message))
            .collect();
        assert!(errors.is_empty(), "{errors:#?}");
        linted += 1;
    }
    assert!(linted > 0, "no .maude file next to {}", folder.display());
}

/// `cfb fmt --rename` renames a module's variables in the commands after the module too (Maude
/// reads a command in the module above it, with its variables), so Maude reduces the renamed
/// file as it reduces the original: no "bad token" for a name the renaming left behind.
#[test]
fn renamed_module_variables_are_renamed_in_the_commands_after_the_module() {
    let Some(maude) = located_maude() else {
        no_maude();
        return;
    };
    let model = "fmod M is\n  protecting NAT .\n  op f : Nat -> Nat .\n  var X : Nat .\n  eq f(X) = X .\nendfm\n\
                 red f(X) .\nred f(s(X)) .\nquit\n";
    let out = assert_cmd::Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["fmt", "--rename", "--lang", "maude", "-"])
        .write_stdin(model)
        .output()
        .unwrap();
    let renamed = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success() && !renamed.contains('X'), "every X is renamed:\n{renamed}");
    let dir = tempfile::tempdir().unwrap();
    let reduce = |text: &str| {
        let file = dir.path().join("m.maude");
        std::fs::write(&file, text).unwrap();
        let run = Command::new(&maude.path).arg("-no-banner").arg(&file).output().unwrap();
        (
            String::from_utf8_lossy(&run.stdout).matches("result Nat").count(),
            String::from_utf8_lossy(&run.stderr).into_owned(),
        )
    };
    let (original, renamed_run) = (reduce(model), reduce(&renamed));
    assert_eq!(original.0, 1, "Maude reduces f(X) of the original: {}", original.1);
    assert_eq!(renamed_run, (1, String::new()), "Maude on the renamed file:\n{renamed}");
}
