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
    let parser = fs::read_to_string(src.join("parser.c")).unwrap();
    let scanner = src.join("scanner.c");
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (LEXER_REWRITES, &parser).hash(&mut hasher);
    if scanner.exists() {
        fs::read(&scanner).unwrap().hash(&mut hasher);
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
    let compiled = out_dir.join(format!("{name}-parser.c"));
    fs::write(&compiled, set_contains_ascii_first(&advance_maps_as_switches(&parser))).unwrap();
    let mut build = cc::Build::new();
    build.include(src).std("c11").warnings(false).opt_level(2).file(&compiled);
    if scanner.exists() {
        build.file(&scanner);
    }
    build.compile(&lib);
    fs::write(stamp_file, stamp).unwrap();
}

/// The version of the two rewrites below, part of the stamp: a change to them recompiles the
/// parsers.
const LEXER_REWRITES: &str = "advance-map-as-switch 1, set-contains-ascii-first 1";

/// tree-sitter's `ADVANCE_MAP(c1, s1, c2, s2, …)` (`tree_sitter/parser.h`) compares the character
/// with its pairs one by one, for every character a lexer state reads: for the white space
/// before each token too, which the state skips only after the map. Written as a `switch`, the
/// C compiler makes one jump of it (a fifth of a Tamarin parse's lexing). The committed
/// `parser.c` stays as generated; the compiled copy is rewritten here.
fn advance_maps_as_switches(c: &str) -> String {
    const MAP: &str = "ADVANCE_MAP(";
    let mut out = String::with_capacity(c.len() + c.len() / 8);
    let mut rest = c;
    while let Some(at) = rest.find(MAP) {
        out.push_str(&rest[..at]);
        let args = &rest[at + MAP.len()..];
        let (pairs, used) = map_arguments(args);
        out.push_str("switch (lookahead) {");
        for pair in pairs.chunks(2) {
            let _ = write!(out, " case {}: ADVANCE({});", pair[0], pair[1]);
        }
        out.push_str(" default: break; }");
        // what follows the closing parenthesis: the `;` ends an empty statement
        rest = &args[used..];
    }
    out.push_str(rest);
    out
}

/// tree-sitter's `set_contains` finds a character among a set's sorted ranges by a binary
/// search: ten steps for the 771 ranges of a Unicode identifier's letters, for every character
/// of every identifier. An ASCII character is among the first few ranges: scanned from the
/// start, the search stops at the first range past it.
fn set_contains_ascii_first(c: &str) -> String {
    const INCLUDE: &str = "#include \"tree_sitter/parser.h\"\n";
    const ASCII_FIRST: &str = "\
static inline bool cfb_set_contains(const TSCharacterRange *ranges, uint32_t len, int32_t lookahead) {
  if (lookahead < 128) {
    for (uint32_t i = 0; i < len && ranges[i].start <= lookahead; i++) {
      if (lookahead <= ranges[i].end) return true;
    }
    return false;
  }
  return set_contains(ranges, len, lookahead);
}
";
    let Some(at) = c.find(INCLUDE).map(|at| at + INCLUDE.len()) else { return c.to_string() };
    let body = c[at..].replace("set_contains(", "cfb_set_contains(");
    format!("{}{ASCII_FIRST}{body}", &c[..at])
}

/// The arguments of an `ADVANCE_MAP(` call up to its closing parenthesis (C character literals,
/// `','` among them, and numbers), and how many bytes they and the parenthesis take.
fn map_arguments(args: &str) -> (Vec<&str>, usize) {
    let bytes = args.as_bytes();
    let mut items = Vec::new();
    let mut i = 0;
    loop {
        while bytes[i].is_ascii_whitespace() || bytes[i] == b',' {
            i += 1;
        }
        if bytes[i] == b')' {
            assert!(items.len() % 2 == 0, "ADVANCE_MAP with an odd number of arguments");
            return (items, i + 1);
        }
        let start = i;
        if bytes[i] == b'\'' {
            i += 1;
            while bytes[i] != b'\'' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
        } else {
            while bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
        }
        assert!(i > start, "unexpected character in ADVANCE_MAP: {:?}", &args[i..i + 1]);
        items.push(&args[start..i]);
    }
}
