//! Lint rules, one folder per language, one file per rule.

pub mod spdl;
pub mod spthy;
