//! The grammars found in `grammars/` at build time (the `cfb-grammars` crate, `grammars/lib.rs`).

pub use cfb_grammars::{
    query, strict, strict_accepts, tree_sitter, StrictAccepts, StrictCheck, QUERIES, STRICT, TREE_SITTER,
};
