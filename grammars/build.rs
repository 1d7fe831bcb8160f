//! Writes the registry of the language crates `grammars/<dir>/` (see `language_build.rs`) to
//! `$OUT_DIR/grammars.rs`, which `lib.rs` includes: `<dir>`'s tree-sitter grammar when it has
//! a `src/parser.c`, the strict check of each `<front_end>.pest`, and every
//! `queries/*.scm`. A language is a folder with a `Cargo.toml`; `Cargo.toml` here depends on it.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

// Each build script uses part of these.
#[allow(dead_code)]
#[path = "build_files.rs"]
mod build_files;
#[path = "build_lexing.rs"]
mod build_lexing;
use build_files::{accept_rule, entry_rules, files_with_extension, has_lexical_rule, pest_module, LEXICAL_RULE};

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    println!("cargo:rerun-if-changed={}", root.display());
    let mut dirs: Vec<PathBuf> = fs::read_dir(&root)
        .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.join("Cargo.toml").exists()).collect())
        .unwrap_or_default();
    dirs.sort();

    let mut ts_entries = String::new();
    let mut strict_entries = String::new();
    let mut reach_entries = String::new();
    let mut fast_entries = String::new();
    let mut offset_entries = String::new();
    let mut query_entries = String::new();
    let mut lexing_entries = String::new();
    let mut items = String::new();

    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let krate = format!("cfb_grammar_{}", name.replace('-', "_"));
        println!("cargo:rerun-if-changed={}", dir.display());
        if dir.join("src/parser.c").exists() {
            let _ = writeln!(ts_entries, "    (\"{name}\", || tree_sitter::Language::new({krate}::LANGUAGE)),");
        }
        if let Ok(json) = fs::read_to_string(dir.join("src/grammar.json")) {
            let parser_c = fs::read_to_string(dir.join("src/parser.c")).ok();
            let context = build_lexing::context_tokens(&json, parser_c.as_deref());
            let _ = writeln!(lexing_entries, "    (\"{name}\", {}),", context.rust());
        }
        for path in files_with_extension(dir, "pest") {
            println!("cargo:rerun-if-changed={}", path.display());
            let front_end = path.file_stem().unwrap().to_string_lossy().to_string();
            let module = format!("{krate}::{}", pest_module(&front_end));
            // Entry rules: `file`, keyed by the file's stem, and `<x>_file`, keyed `stem:<x>_file`
            // (one pest file may serve two front ends, e.g. ProVerif's `.horn` and `.horntype`).
            let grammar_text = fs::read_to_string(&path).unwrap();
            let lexical = match has_lexical_rule(&grammar_text) {
                true => format!(
                    "Some(({module}::Rule::{accept}, {module}::fast::{accept} as crate::FastCheck))",
                    accept = accept_rule(LEXICAL_RULE)
                ),
                false => "None".to_string(),
            };
            let mut entries = entry_rules(&grammar_text);
            // The lexical pass has a fast check too, but is no front end of its own.
            if has_lexical_rule(&grammar_text) {
                entries.push(LEXICAL_RULE.to_string());
            }
            for entry in entries {
                let front_end_entry = entry != LEXICAL_RULE;
                let key = if entry == "file" { front_end.clone() } else { format!("{front_end}:{entry}") };
                if front_end_entry {
                    let function = format!("check_{}_{entry}", front_end.replace('-', "_"));
                    let _ = writeln!(
                        items,
                        "fn {function}(text: &str) -> Result<(), crate::StrictError> {{\n    \
                         crate::check::<{module}::Grammar, _>(text, ({module}::Rule::{accept}, {module}::fast::{accept}), {lexical})\n}}",
                        accept = accept_rule(&entry)
                    );
                    let _ = writeln!(strict_entries, "    (\"{key}\", {function} as crate::StrictCheck),");
                    let offset = format!("offset_{}_{entry}", front_end.replace('-', "_"));
                    let _ = writeln!(
                        items,
                        "fn {offset}(text: &str) -> Result<(), usize> {{\n    \
                         crate::offset::<{module}::Grammar, _>(text, ({module}::Rule::{accept}, {module}::fast::{accept}), {lexical})\n}}",
                        accept = accept_rule(&entry)
                    );
                    let _ = writeln!(offset_entries, "    (\"{key}\", {offset} as crate::StrictOffset),");
                }
                let reach = format!("reach_{}_{entry}", front_end.replace('-', "_"));
                let _ = writeln!(
                    items,
                    "fn {reach}_pest(text: &str) -> Result<(), usize> {{\n    \
                     crate::reach::<{module}::Grammar, _>(text, {module}::Rule::{accept})\n}}",
                    accept = accept_rule(&entry)
                );
                if front_end_entry {
                    let _ = writeln!(
                        items,
                        "fn {reach}(text: &str) -> Result<(), usize> {{\n    \
                         {module}::fast::{accept}(text).unwrap_or_else(|| {reach}_pest(text))\n}}",
                        accept = accept_rule(&entry)
                    );
                    let _ = writeln!(reach_entries, "    (\"{key}\", {reach} as crate::StrictReach),");
                }
                let _ = writeln!(
                    fast_entries,
                    "    (\"{key}\", {module}::fast::{accept} as crate::FastCheck, {reach}_pest as crate::StrictReach),",
                    accept = accept_rule(&entry)
                );
            }
        }
        // The folder too: a new query file must be picked up.
        println!("cargo:rerun-if-changed={}", dir.join("queries").display());
        for path in files_with_extension(&dir.join("queries"), "scm") {
            let kind = path.file_stem().unwrap().to_string_lossy().to_string();
            println!("cargo:rerun-if-changed={}", path.display());
            let _ = writeln!(query_entries, "    (\"{name}\", \"{kind}\", include_str!({path:?})),");
        }
    }

    let out = format!(
        "{items}\n\
         /// (grammar folder, tree-sitter language)\n\
         pub static TREE_SITTER: &[(&str, crate::TreeSitterGrammar)] = &[\n{ts_entries}];\n\
         /// (front end, strict check)\n\
         pub static STRICT: &[(&str, crate::StrictCheck)] = &[\n{strict_entries}];\n\
         /// (front end, where its strict check stops)\n\
         pub static OFFSET: &[(&str, crate::StrictOffset)] = &[\n{offset_entries}];\n\
         /// (front end, how far the strict grammar reads)\n\
         pub static REACH: &[(&str, crate::StrictReach)] = &[\n{reach_entries}];\n\
         /// The rule a grammar may define for a lexical pass (keyed `<front end>:{LEXICAL_RULE}` in [`FAST`]).\n\
         pub const LEXICAL_RULE: &str = {LEXICAL_RULE:?};\n\
         /// (front end, its fast check alone, pest's reach alone): for tests that compare them\n\
         pub static FAST: &[(&str, crate::FastCheck, crate::StrictReach)] = &[\n{fast_entries}];\n\
         /// (grammar folder, its tokens white space around may change, see [`crate::ContextTokens`])\n\
         pub static LEXING: &[(&str, crate::ContextTokens)] = &[\n{lexing_entries}];\n\
         /// (grammar folder, query kind, query source)\n\
         pub static QUERIES: &[(&str, &str, &str)] = &[\n{query_entries}];\n"
    );
    let dest = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("grammars.rs");
    fs::write(dest, out).unwrap();
}
