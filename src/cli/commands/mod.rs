//! One module per subcommand.

pub mod extract;
pub mod languages;
pub mod lint;
pub mod parse;
pub mod rule;
