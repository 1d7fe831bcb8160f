//! One module per subcommand.

pub mod diff;
pub mod eval;
pub mod extract;
pub mod fmt;
pub mod grade_completion;
pub mod languages;
pub mod lint;
pub mod lsp;
pub mod mask;
pub mod merge;
pub mod parse;
pub mod rule;
pub mod score;
pub mod similarity;
pub mod symbols;
pub mod verify;
