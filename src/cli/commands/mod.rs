//! One module per subcommand.

pub mod extract;
pub mod languages;
pub mod lint;
pub mod merge;
pub mod parse;
pub mod rule;
pub mod score;
pub mod verify;
