//! Build script of every language crate `grammars/<lang>/` (each folder's `Cargo.toml` names
//! this file): compiles the folder's tree-sitter parser (`src/parser.c`, and `src/scanner.c`
//! when present) and derives a pest parser for each `<front_end>.pest`, into
//! `$OUT_DIR/language.rs`, which `language_lib.rs` includes. The registry crate
//! (`grammars/build.rs`) lists what these crates hold.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

// Each build script uses part of these.
#[allow(dead_code)]
#[path = "build_files.rs"]
mod build_files;
use build_files::{
    accept_rule, accept_rules_grammar, entry_rules, files_with_extension, has_lexical_rule, pest_module, LEXICAL_RULE,
};

#[path = "fast_check.rs"]
mod fast_check;

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let name = dir.file_name().unwrap().to_string_lossy().to_string();
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut items = String::new();

    let src = dir.join("src");
    if src.join("parser.c").exists() {
        compile_tree_sitter(&name, &src);
        let _ = writeln!(
            items,
            "unsafe extern \"C\" {{ fn tree_sitter_{name}() -> *const (); }}\n\
             /// The tree-sitter grammar of this folder.\n\
             pub const LANGUAGE: tree_sitter_language::LanguageFn =\n    \
             unsafe {{ tree_sitter_language::LanguageFn::from_raw(tree_sitter_{name}) }};"
        );
    }
    for path in files_with_extension(&dir, "pest") {
        println!("cargo:rerun-if-changed={}", path.display());
        let front_end = path.file_stem().unwrap().to_string_lossy().to_string();
        let module = pest_module(&front_end);
        let grammar = fs::read_to_string(&path).unwrap();
        let accept = accept_rules_grammar(&grammar);
        let mut entries: Vec<String> = entry_rules(&grammar).iter().map(|e| accept_rule(e)).collect();
        if has_lexical_rule(&grammar) {
            entries.push(accept_rule(LEXICAL_RULE));
        }
        // pest_derive reads the file, then the inline text, as one grammar.
        let fast = fast_check::generate(&format!("{grammar}\n{accept}"), &entries);
        let fast_path = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join(format!("fast_{front_end}.rs"));
        fs::write(&fast_path, fast).unwrap();
        let _ = writeln!(
            items,
            "/// The strict parser of `{front_end}.pest`.\n\
             pub mod {module} {{\n    \
             #[derive(pest_derive::Parser)]\n    \
             #[grammar = {path:?}]\n    \
             #[grammar_inline = {accept:?}]\n    \
             pub struct Grammar;\n    \
             /// The same grammar's fast check (see `fast_check.rs`).\n    \
             #[allow(unused_parens, dead_code, clippy::all)]\n    \
             pub mod fast {{ include!({fast_path:?}); }}\n}}"
        );
    }
    let dest = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("language.rs");
    fs::write(dest, items).unwrap();
}

/// Compiles a grammar's C sources, or reuses the archive of an earlier build when the sources
/// have not changed: any edit in the folder reruns this script, and recompiling a
/// multi-megabyte `parser.c` for a one-line pest change would cost a minute.
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
