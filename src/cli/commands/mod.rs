//! One module per subcommand.

pub mod extract;
pub mod languages;
pub mod merge;
pub mod lint;
pub mod parse;
pub mod rule;
pub mod score;
pub mod verify;
