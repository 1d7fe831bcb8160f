//! The grammars found in `grammars/` at build time (the `cfb-grammars` crate, `grammars/lib.rs`).

pub use cfb_grammars::{
    context_tokens, fast_checks, query, strict, strict_offset, strict_reach, tree_sitter, ContextTokens, FastCheck,
    StrictCheck, StrictOffset, StrictReach, FAST, QUERIES, STRICT, TREE_SITTER,
};
