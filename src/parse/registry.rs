//! The grammars found in `grammars/` at build time (see `build.rs`).

#![allow(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/grammars.rs"));

/// The tree-sitter grammar of a `grammars/<folder>`.
pub fn tree_sitter(folder: &str) -> Option<tree_sitter::Language> {
    TREE_SITTER.iter().find(|(name, _)| *name == folder).map(|(_, f)| f())
}

/// The strict check of a front end (`grammars/*/<front_end>.pest`).
pub fn strict(front_end: &str) -> Option<fn(&str) -> Result<(), super::strict::StrictError>> {
    STRICT.iter().find(|(name, _)| *name == front_end).map(|(_, f)| *f)
}

/// The source of `grammars/<folder>/queries/<kind>.scm`.
pub fn query(folder: &str, kind: &str) -> Option<&'static str> {
    QUERIES.iter().find(|(g, k, _)| *g == folder && *k == kind).map(|(_, _, q)| *q)
}
