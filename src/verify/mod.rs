//! `cfb verify`: run the real verifiers the same way and turn every outcome into one
//! [`record::VerdictRecord`].
//!
//! Stages, one module each:
//! - [`tools`]: one adapter per verifier (command lines, output parser);
//! - [`config`]: where the tools are (`cfb.toml`, `CFB_*` variables, `PATH`) and their versions;
//! - [`process`]: one run in a fresh temporary folder, with time-out, process-group kill,
//!   limits (memory, CPU, processes, file and output size) and bounded output capture;
//! - [`sandbox`]: the Landlock rules and network namespace of a run; [`cgroup`]: its pids cgroup;
//! - [`run`]: a file through its adapter (versions newest first, multi-step tools);
//! - [`scratch`]: each run's temporary folder, and those of killed runs removed;
//! - [`batch`]: many files with `--jobs`, resumable `--out`, `--shard K/N`, Ctrl-C;
//! - [`record`]: the verdict record and its JSON Lines file.

pub mod batch;
pub mod cgroup;
pub mod config;
pub mod process;
pub mod record;
pub mod run;
pub mod sandbox;
pub mod scratch;
pub mod tools;

pub use record::{PropStatus, Property, Status, ToolError, Verdict, VerdictRecord};
pub use tools::Tool;
