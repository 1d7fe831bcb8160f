//! `cfb merge`: join the verdict-record files of a sharded run into one.

use crate::cli::Global;
use std::io::Write;
use std::path::PathBuf;

use crate::cli::exit;
use crate::verify::batch;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Record files (JSON Lines from `cfb verify --out`).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Exit 0 even when lines were skipped (each is still reported).
    #[arg(long)]
    pub lenient: bool,
}

pub fn run(args: Args, global: &Global) -> u8 {
    let merged = match batch::merge(&args.files) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    for (file, s) in &merged.skipped {
        eprintln!("cfb: {}:{}: skipped: {}", file.display(), s.line, s.reason);
    }
    if merged.duplicates > 0 {
        eprintln!("cfb: {} duplicate (path, tool) record(s); the last one read was kept", merged.duplicates);
    }
    let mut text = String::new();
    for r in &merged.records {
        text.push_str(&r.to_json_line());
        text.push('\n');
    }
    if let Err(e) = std::io::stdout().lock().write_all(text.as_bytes()) {
        eprintln!("cfb: {e}");
        return exit::USAGE;
    }
    if !global.quiet {
        let skipped = match merged.skipped.len() {
            0 => String::new(),
            n => format!(", {n} line(s) skipped"),
        };
        eprintln!("cfb: {} record(s) from {} file(s){skipped}", merged.records.len(), args.files.len());
    }
    if merged.skipped.is_empty() || args.lenient {
        exit::OK
    } else {
        exit::FINDINGS
    }
}
