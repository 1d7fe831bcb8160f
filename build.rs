//! cfb's build script:
//! - compiles `src/parse/tree_export.c`, the one-pass copy of tree-sitter's trees, against the
//!   private headers of the tree-sitter crate cfb links (its `src/`, beside the `include/`
//!   directory the crate announces as `DEP_TREE_SITTER_INCLUDE`);
//! - links the `cfb` binary as a position-dependent executable on Linux. As a PIE the loader
//!   must patch about 20,000 pointers in cfb's static tables (the grammars' parse tables and
//!   names) at every start, copying each page it touches: 80 of the 230 page faults and a fifth
//!   of the time of `cfb --version`. At a fixed address they are final in the file. The shared
//!   libraries, heap and stacks are still placed at random.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/parse/tree_export.c");
    let include =
        PathBuf::from(std::env::var("DEP_TREE_SITTER_INCLUDE").expect("the tree-sitter crate names its headers"));
    let private = include.parent().map(|crate_dir| crate_dir.join("src")).filter(|src| src.join("subtree.h").is_file());
    let private = private
        .unwrap_or_else(|| panic!("no subtree.h beside {}: a tree-sitter without its C sources", include.display()));
    cc::Build::new()
        .file("src/parse/tree_export.c")
        .include(&include)
        .include(&private)
        .opt_level(2)
        .compile("cfb_tree_export");

    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
