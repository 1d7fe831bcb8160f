//! cfb's integration tests as one binary: every test binary links all of cfb and its
//! dependencies, so one binary instead of thirteen saves most of a clean build's link time.
//! Run one part with a filter, e.g. `cargo test --test suite verify_maude::`.
//! The corpus conformance run has its own harness and binary (`tests/corpus_conformance.rs`).

#[path = "../common/mod.rs"]
mod common;
#[path = "../support/mod.rs"]
mod support;

mod cli;
mod cli_consistency;
mod compare_cli;
mod compare_corpus;
mod ec_theories;
mod editors;
mod eval_cli;
mod extract_cases;
mod extract_cli;
mod extract_completion;
mod extract_corpus;
mod extract_ground_truth;
mod extract_identify;
mod fast_check;
mod fmt_cli;
mod fmt_corpus;
mod fuzz_replay;
mod grammars;
mod hostile_inputs;
mod jobs;
mod lint_fixes;
mod lint_messages;
mod lint_sarif;
mod lsp;
mod mask_cli;
mod mask_corpus;
mod one_shot_heap;
mod parse_windows;
mod progress;
mod python_package;
mod query_engine;
mod score_released;
mod static_link;
mod symbols_corpus;
mod syntax_mutants;
mod verify_adapters;
mod verify_batch_kill;
mod verify_benchmark_outputs;
mod verify_maude;
mod verify_parsers;
mod verify_process;
mod verify_sandbox;
mod worst_case;
mod worst_case_ec;
