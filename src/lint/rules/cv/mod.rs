//! CryptoVerif rules: the checks CryptoVerif 2.06's front end makes before any game
//! transformation. Each serves both front ends, `.cv` (channels) and `.ocv` (oracles), which
//! share one tree-sitter grammar.

pub mod duplicate_declaration;
pub mod library_macro_argument;
pub mod macro_expansion;
pub mod nested_role;
pub mod symbols;
pub mod type_mismatch;
pub mod type_option;
pub mod undeclared_event;
pub mod undeclared_type;
pub mod undefined_identifier;
pub mod wrong_arity;
