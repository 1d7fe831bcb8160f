//! Lint rules, one folder per language, one file per rule.

pub mod spdl;
pub mod spthy;
pub mod cv;
pub mod pv;
#[cfg(test)]
pub(crate) mod testing;
