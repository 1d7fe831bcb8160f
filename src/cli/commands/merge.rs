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
}

pub fn run(args: Args, global: &Global) -> u8 {
    let (records, dups) = match batch::merge(&args.files) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    let mut text = String::new();
    for r in &records {
        text.push_str(&r.to_json_line());
        text.push('\n');
    }
    if dups > 0 {
        eprintln!("cfb: {dups} duplicate (path, tool) record(s); the last one read was kept");
    }
    let written = std::io::stdout().lock().write_all(text.as_bytes());
    match written {
        Ok(()) => {
            if !global.quiet {
                eprintln!("cfb: {} record(s) from {} file(s)", records.len(), args.files.len());
            }
            exit::OK
        }
        Err(e) => {
            eprintln!("cfb: {e}");
            exit::USAGE
        }
    }
}
