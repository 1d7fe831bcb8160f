//! `cfb merge`: join the verdict-record files of a sharded run into one.

use std::io::Write;
use std::path::PathBuf;

use crate::cli::exit;
use crate::verify::batch;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Record files (JSON Lines from `cfb verify --out`).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Write the merged records here (atomically: a temporary file renamed into place)
    /// instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub out: Option<PathBuf>,
}

pub fn run(args: Args) -> u8 {
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
    let written = match &args.out {
        None => std::io::stdout().lock().write_all(text.as_bytes()),
        Some(out) => {
            let dir = out
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from("."));
            tempfile::NamedTempFile::new_in(&dir).and_then(|mut t| {
                t.write_all(text.as_bytes())?;
                t.persist(out).map(|_| ()).map_err(|e| e.error)
            })
        }
    };
    match written {
        Ok(()) => {
            eprintln!("cfb: {} record(s) from {} file(s)", records.len(), args.files.len());
            exit::OK
        }
        Err(e) => {
            eprintln!("cfb: {e}");
            exit::USAGE
        }
    }
}
