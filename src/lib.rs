//! cfb: parsers, linter and tooling for the languages of cryptographic-protocol verifiers.
//!
//! Pipeline stages, one module each; dependencies point one way (engines → `language`,
//! only `cli` knows everything):
//! - [`language`]: the registry of the verifier languages (data, one entry each);
//! - [`source`]: reading a file's bytes into text with a line index;
//! - [`parse`]: tree-sitter (lossless tree) and pest (strict check) grammars from `grammars/`;
//! - [`symbols`]: scopes, definitions and references from each grammar's `locals.scm`;
//! - [`lint`]: syntax and semantic diagnostics, one rule per file;
//! - [`render`]: diagnostics as human text, JSON lines or SARIF;
//! - [`extract`]: the code in a raw LLM reply (fences, `<think>`, prose, fill-ins);
//! - [`fmt`]: the canonical layout of a model (`cfb fmt`);
//! - [`mask`]: code-completion instances (placeholders, answer key, grading);
//! - [`lsp`]: the language server (`cfb lsp`) over lint, symbols, fmt and the highlight queries;
//! - [`cli`]: the `cfb` command.

pub mod cli;
pub mod compare;
pub mod diagnostic;
pub mod eval;
pub mod extract;
pub mod fmt;
pub mod language;
pub mod lint;
pub mod lsp;
pub mod mask;
pub mod parse;
pub mod render;
pub mod score;
pub mod source;
pub mod symbols;
pub mod verify;
