//! Builds what `grammars/` holds into this crate, so that adding a language means adding files:
//! every `grammars/<dir>/src/parser.c` (and `scanner.c`) is compiled and registered as the
//! tree-sitter grammar `<dir>`, every `grammars/<dir>/<front_end>.pest` becomes the strict
//! parser `<front_end>`, and every `grammars/<dir>/queries/*.scm` is embedded.
//! The registry is written to `$OUT_DIR/grammars.rs` and included by `lib.rs`.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    println!("cargo:rerun-if-changed={}", root.display());
    let mut dirs: Vec<PathBuf> = fs::read_dir(&root)
        .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.is_dir()).collect())
        .unwrap_or_default();
    dirs.sort();

    let mut ts_entries = String::new();
    let mut strict_entries = String::new();
    let mut query_entries = String::new();
    let mut items = String::new();

    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        println!("cargo:rerun-if-changed={}", dir.display());
        let src = dir.join("src");
        let parser = src.join("parser.c");
        if parser.exists() {
            compile_tree_sitter(&name, &src);
            let _ = writeln!(
                items,
                "unsafe extern \"C\" {{ fn tree_sitter_{name}() -> *const (); }}\n\
                 fn ts_{name}() -> tree_sitter::Language {{\n    \
                 tree_sitter::Language::new(unsafe {{ tree_sitter_language::LanguageFn::from_raw(tree_sitter_{name}) }})\n}}"
            );
            let _ = writeln!(ts_entries, "    (\"{name}\", ts_{name} as fn() -> tree_sitter::Language),");
        }
        for path in files_with_extension(dir, "pest") {
            let front_end = path.file_stem().unwrap().to_string_lossy().to_string();
            println!("cargo:rerun-if-changed={}", path.display());
            let module = format!("pest_{}", front_end.replace('-', "_"));
            // Entry rules: `file`, keyed by the file's stem, and `<x>_file`, keyed `stem:<x>_file`
            // (one pest file may serve two front ends, e.g. ProVerif's `.horn` and `.horntype`).
            let grammar_text = fs::read_to_string(&path).unwrap();
            let mut checks = String::new();
            for entry in entry_rules(&grammar_text) {
                let key = if entry == "file" { front_end.clone() } else { format!("{front_end}:{entry}") };
                let _ = writeln!(
                    checks,
                    "    pub fn check_{entry}(text: &str) -> Result<(), crate::StrictError> {{\n        \
                     crate::check::<Grammar, Rule>(text, Rule::{entry})\n    }}"
                );
                let _ = writeln!(
                    strict_entries,
                    "    (\"{key}\", {module}::check_{entry} as fn(&str) -> Result<(), crate::StrictError>),"
                );
            }
            let _ = writeln!(
                items,
                "pub mod {module} {{\n    \
                 #[derive(pest_derive::Parser)]\n    \
                 #[grammar = {path:?}]\n    \
                 pub struct Grammar;\n{checks}}}"
            );
        }
        let queries = dir.join("queries");
        for path in files_with_extension(&queries, "scm") {
            let kind = path.file_stem().unwrap().to_string_lossy().to_string();
            println!("cargo:rerun-if-changed={}", path.display());
            let _ = writeln!(query_entries, "    (\"{name}\", \"{kind}\", include_str!({path:?})),");
        }
    }

    let out = format!(
        "{items}\n\
         /// (grammar folder, tree-sitter language)\n\
         pub static TREE_SITTER: &[(&str, fn() -> tree_sitter::Language)] = &[\n{ts_entries}];\n\
         /// (front end, strict check)\n\
         pub static STRICT: &[(&str, fn(&str) -> Result<(), crate::StrictError>)] = &[\n{strict_entries}];\n\
         /// (grammar folder, query kind, query source)\n\
         pub static QUERIES: &[(&str, &str, &str)] = &[\n{query_entries}];\n"
    );
    let dest = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("grammars.rs");
    fs::write(dest, out).unwrap();
}

/// Rules named `file` or `<something>_file` defined at the start of a line.
fn entry_rules(grammar: &str) -> Vec<String> {
    grammar
        .lines()
        .filter_map(|line| {
            let name: String = line.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            let rest = line[name.len()..].trim_start();
            (rest.starts_with('=') && (name == "file" || name.ends_with("_file"))).then_some(name)
        })
        .collect()
}

fn files_with_extension(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == ext)).collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Compiles a grammar's C sources, or reuses the archive of an earlier build when the sources
/// have not changed: any edit under `grammars/` reruns this script, and recompiling every
/// multi-megabyte `parser.c` for a one-line pest change would cost minutes.
fn compile_tree_sitter(name: &str, src: &Path) {
    use std::hash::{Hash, Hasher};
    let mut files = vec![src.join("parser.c")];
    let scanner = src.join("scanner.c");
    if scanner.exists() {
        files.push(scanner);
    }
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for file in &files {
        fs::read(file).unwrap().hash(&mut hasher);
    }
    for header in files_with_extension(&src.join("tree_sitter"), "h") {
        fs::read(header).unwrap().hash(&mut hasher);
    }
    let stamp = hasher.finish().to_string();
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let lib = format!("tree-sitter-{name}");
    let stamp_file = out_dir.join(format!("{lib}.stamp"));
    if out_dir.join(format!("lib{lib}.a")).exists() && fs::read_to_string(&stamp_file).is_ok_and(|s| s == stamp) {
        println!("cargo:rustc-link-search=native={}", out_dir.display());
        println!("cargo:rustc-link-lib=static={lib}");
        return;
    }
    let mut build = cc::Build::new();
    build.include(src).std("c11").warnings(false).opt_level(2).files(&files);
    build.compile(&lib);
    fs::write(stamp_file, stamp).unwrap();
}
