//! The grammars found in `grammars/` at build time (the `cfb-grammars` crate, `grammars/lib.rs`).

pub use cfb_grammars::{query, strict, tree_sitter, StrictCheck, QUERIES, STRICT, TREE_SITTER};
