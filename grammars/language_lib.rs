//! One language's grammars, compiled (see `language_build.rs`): `LANGUAGE`, its tree-sitter
//! grammar, and a module `pest_<front_end>` with the pest parser of each `<front_end>.pest`.
//! A crate per language because pest's generated parsers are most of cfb's compile time and
//! the compiler works through one crate's on one core: apart, they compile side by side.

#![allow(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/language.rs"));
