//! Lint rules, one folder per language, one file per rule.

pub mod cv;
pub mod ec;
pub mod hlpsl;
pub mod maude;
pub mod pv;
pub mod spdl;
pub mod spthy;
#[cfg(test)]
pub(crate) mod testing;
