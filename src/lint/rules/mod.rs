//! Lint rules, one folder per language, one file per rule.
pub mod spthy;
