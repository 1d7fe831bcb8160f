//! `cfb extract`: the code of a raw LLM reply, or of every reply of a CrypFormBench reply file.

use crate::cli::Global;
use std::io::Write;
use std::path::{Path, PathBuf};

use clap::ValueEnum;

use crate::cli::exit;
use crate::cli::progress::Progress;
use crate::extract::{self, batch, Options};
use crate::language::Language;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// The extracted code only.
    Text,
    /// {code, lang, detected_lang, method, blocks: [...], warnings: [...], notes: [...]}.
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The reply to read (`-`: standard input).
    #[arg(value_name = "FILE", conflicts_with = "cfb_replies", required_unless_present = "cfb_replies")]
    pub file: Option<String>,
    /// The language the code should be in (e.g. spdl, hlpsl, pv, spthy, maude, cv, ocv, ec).
    /// Required for a single reply; in batch mode it overrides the file ids' extensions.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    /// The extension the code will be saved with, when it picks a front end (pv: pi, horn).
    #[arg(long, value_name = "EXT")]
    pub ext: Option<String>,
    /// For a completion reply: the masked file (with ____(CAT_N)____ placeholders) it completes.
    #[arg(long, value_name = "FILE")]
    pub masked: Option<PathBuf>,
    /// Output format for a single reply.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Batch mode: a CrypFormBench reply file (`<lang>_files_all.json.gz`).
    #[arg(long, value_name = "FILE", requires = "out")]
    pub cfb_replies: Option<PathBuf>,
    /// Batch mode: the folder for one file per reply and `summary.jsonl`.
    #[arg(long, value_name = "DIR", requires = "cfb_replies")]
    pub out: Option<PathBuf>,
    /// Batch mode: a CrypFormBench completion dataset (`*_com_datasets_*.json`) whose
    /// `incomplete` files are the masked files of the replies.
    #[arg(long, value_name = "FILE", requires = "cfb_replies")]
    pub masked_dataset: Option<PathBuf>,
}

pub fn run(args: Args, global: &Global) -> u8 {
    if let Some(replies) = &args.cfb_replies {
        let out = args.out.as_deref().expect("clap requires --out");
        return run_batch(replies, out, args.lang, args.masked_dataset.as_deref(), global);
    }
    let Some(lang) = args.lang else {
        eprintln!("cfb: extract needs --lang L (or --cfb-replies FILE --out DIR)");
        return exit::USAGE;
    };
    let display = args.file.clone().unwrap_or_else(|| "-".into());
    let bytes = match crate::cli::input::read_bytes(&display) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("cfb: {display}: {e}");
            return exit::USAGE;
        }
    };
    let reply = String::from_utf8_lossy(&bytes);
    let masked = match &args.masked {
        Some(p) => match std::fs::read(p) {
            Ok(b) => Some(String::from_utf8_lossy(&b).into_owned()),
            Err(e) => {
                eprintln!("cfb: {}: {e}", p.display());
                return exit::USAGE;
            }
        },
        None => None,
    };
    let ext = args
        .ext
        .clone()
        .or_else(|| args.masked.as_deref().and_then(|p| p.extension()).and_then(|e| e.to_str()).map(str::to_string));
    let options = Options { lang, ext, masked };
    let result = extract::extract(&reply, &options);
    let mut stdout = std::io::stdout().lock();
    let written = match args.format {
        Format::Json => writeln!(stdout, "{}", serde_json::to_string(&result).expect("extraction serializes")),
        Format::Text => match &result.code {
            Some(code) => write!(stdout, "{code}"),
            None => Ok(()),
        },
    };
    if written.is_err() {
        return exit::USAGE;
    }
    if matches!(args.format, Format::Text) {
        if !global.quiet {
            for w in &result.warnings {
                eprintln!("cfb: warning: {w}");
            }
            for n in &result.notes {
                eprintln!("cfb: note: {n}");
            }
        }
        if result.code.is_none() {
            eprintln!("cfb: the reply holds no {} code", lang.spec().display_name);
        }
    }
    if result.found() {
        exit::OK
    } else {
        exit::FINDINGS
    }
}

/// The `incomplete` field of a completion dataset, by file id.
fn read_masked_dataset(path: &Path) -> Result<std::collections::HashMap<String, String>, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let value: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
    let list = value.as_array().ok_or("not a JSON list")?;
    Ok(list
        .iter()
        .filter_map(|r| Some((r.get("file")?.as_str()?.to_string(), r.get("incomplete")?.as_str()?.to_string())))
        .collect())
}

fn run_batch(replies: &Path, out: &Path, lang: Option<Language>, masked_dataset: Option<&Path>, global: &Global) -> u8 {
    let records = match batch::read_replies(replies) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    let masked = match masked_dataset.map(read_masked_dataset).transpose() {
        Ok(m) => m.unwrap_or_default(),
        Err(e) => {
            eprintln!("cfb: {}: {e}", masked_dataset.map(|p| p.display().to_string()).unwrap_or_default());
            return exit::USAGE;
        }
    };
    if let Err(e) = std::fs::create_dir_all(out) {
        eprintln!("cfb: {}: {e}", out.display());
        return exit::USAGE;
    }
    let summary_path = out.join("summary.jsonl");
    let mut summary = match std::fs::File::create(&summary_path) {
        Ok(f) => std::io::BufWriter::new(f),
        Err(e) => {
            eprintln!("cfb: {}: {e}", summary_path.display());
            return exit::USAGE;
        }
    };
    let mut io_error = false;
    let (mut total, mut found) = (0usize, 0usize);
    let progress = Progress::new(global, "extract", records.len(), "replies");
    batch::run(&records, lang, &|key| masked.get(key).cloned(), &extract::grammar_parses, |reply, result| {
        progress.inc();
        total += 1;
        let (line, code) = match result {
            Some(r) => {
                let file = r.code.as_ref().map(|_| batch::output_path(&reply.key));
                let line = batch::SummaryLine {
                    key: &reply.key,
                    lang: r.lang,
                    detected_lang: r.detected_lang,
                    method: r.method,
                    found: r.found(),
                    file: file.as_ref().map(|p| p.display().to_string()),
                    sha256: r.code.as_deref().map(extract::choose::sha256_key),
                    lines: r.code.as_deref().map_or(0, |c| c.lines().count()),
                    upstream_flag: reply.upstream_flag,
                    source: reply.source,
                    n_blocks: r.blocks.len(),
                    warnings: &r.warnings,
                    notes: &r.notes,
                };
                (serde_json::to_string(&line), r.code.as_ref().zip(file))
            }
            None => {
                progress.suspend(|| eprintln!("cfb: {}: cannot tell the target language; pass --lang", reply.key));
                (
                    Ok(serde_json::json!({"key": reply.key, "found": false, "error": "unknown target language"})
                        .to_string()),
                    None,
                )
            }
        };
        if let Some((code, rel)) = code {
            found += 1;
            let path = out.join(rel);
            let written =
                path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|_| std::fs::write(&path, code));
            if let Err(e) = written {
                progress.suspend(|| eprintln!("cfb: {}: {e}", path.display()));
                io_error = true;
            }
        }
        if let Ok(line) = line {
            if writeln!(summary, "{line}").is_err() {
                io_error = true;
            }
        }
    });
    drop(progress);
    if summary.flush().is_err() {
        io_error = true;
    }
    if !global.quiet {
        eprintln!("cfb: {found} of {total} replies hold code; summary in {}", summary_path.display());
    }
    if io_error {
        exit::USAGE
    } else {
        exit::OK
    }
}
