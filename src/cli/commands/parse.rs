//! `cfb parse`: the concrete syntax tree of one model.

use crate::cli::Global;
use clap::ValueEnum;
use std::io::Write;
use std::path::Path;

use crate::cli::{exit, input};
use crate::language::Language;
use crate::parse;
use crate::parse::tree::SexpWriter;
use crate::render;
use crate::source::SourceFile;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// Named nodes with field names, as tree-sitter's tests print them.
    Sexp,
    /// Every node (named or not) as a flat list with parent ids, spans, lines and columns.
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The model file, or `-` for standard input.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Language, overriding the extension.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    #[arg(long, value_enum, default_value_t = Format::Sexp)]
    pub format: Format,
}

pub fn run(args: Args, _global: &Global) -> u8 {
    let inp = match input::read(&args.file, args.lang) {
        Ok(inp) => inp,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    let path = inp.path.as_deref();
    let text = parse::parser_input(inp.language, path, &inp.source.text);
    let parsed = match args.format {
        Format::Sexp => write_sexp(inp.language, path, &text),
        Format::Json => write_json(&inp.display, inp.language, path, &inp.source, &text),
    };
    match parsed {
        Ok(true) => exit::FINDINGS,
        Ok(false) => exit::OK,
        Err(e) => {
            eprintln!("cfb: {}: {e}", inp.display);
            exit::USAGE
        }
    }
}

/// Writes the S-expression of the tree to standard output as tree-sitter's tree is walked
/// (see [`write_json`]). Returns whether the tree has errors.
fn write_sexp(language: Language, path: Option<&Path>, text: &str) -> Result<bool, String> {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let (mut writer, mut buffer) = (SexpWriter::default(), String::new());
    let (mut has_errors, mut failed) = (false, false);
    parse::for_each_node_as_read(language, path, text, |id, n, _| {
        has_errors |= n.is_error || n.is_missing;
        writer.node(id, &n, &mut buffer);
        if buffer.len() > 1 << 16 {
            failed |= out.write_all(buffer.as_bytes()).is_err();
            buffer.clear();
        }
    })
    .map_err(|e| e.to_string())?;
    writer.finish(&mut buffer);
    if failed || writeln!(out, "{buffer}").is_err() || out.flush().is_err() {
        return Err("standard output could not be written".into());
    }
    Ok(has_errors)
}

/// Writes `{"path", "lang", "nodes": [...]}` to standard output node by node as tree-sitter's
/// tree is walked: neither cfb's tree nor the whole output is ever held (a 20 MB model gives
/// gigabytes of JSON). Returns whether the tree has errors.
fn write_json(
    display: &str,
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    text: &str,
) -> Result<bool, String> {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let empty = render::tree::JsonTree { path: display, lang: language.id(), nodes: Vec::new() };
    let header = serde_json::to_string(&empty).expect("a tree serializes");
    // The document with its node list left open (`nodes` is its last field), then the nodes.
    let mut failed = write!(out, "{}", header.strip_suffix("]}").unwrap_or(&header)).is_err();
    let mut has_errors = false;
    parse::for_each_node_as_read(language, path, text, |id, n, child_count| {
        has_errors |= n.is_error || n.is_missing;
        if failed {
            return;
        }
        let row = render::tree::node(source, id, &n, child_count);
        failed = (id > 0 && out.write_all(b",").is_err()) || serde_json::to_writer(&mut out, &row).is_err();
    })
    .map_err(|e| e.to_string())?;
    // A closed pipe ends the process by SIGPIPE before this; other write errors end here.
    if failed || writeln!(out, "]}}").is_err() || out.flush().is_err() {
        return Err("standard output could not be written".into());
    }
    Ok(has_errors)
}
