//! `cfb lint`: syntax and semantic diagnostics for files, folders or standard input.

use crate::cli::Global;
use std::io::Write;

use clap::ValueEnum;

use crate::cli::progress::Progress;
use crate::cli::{exit, input};
use crate::diagnostic::Severity;
use crate::language::Language;
use crate::lint::{syntax::DEFAULT_MAX_NESTING, LintOptions};
use crate::render::{self, FileReport};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// Annotated source with a caret under each spot (also `human`).
    #[value(alias = "human")]
    Text,
    /// One JSON object per file and line: {path, lang, ok, diagnostics: [...]}.
    Json,
    /// SARIF 2.1.0, for GitHub code scanning.
    Sarif,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files, folders (walked; files picked by extension) or `-` for standard input.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<String>,
    /// Language of every input, overriding extensions (e.g. spdl, pv, spthy, cv, ocv, ec).
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Report syntax errors only: those of the grammars and of the rules that parse what the
    /// grammars leave unparsed (Maude's terms, MAUDE001); run no other rule.
    #[arg(long)]
    pub syntax_only: bool,
    /// Deepest bracket nesting to parse; deeper input is an error (the verifiers' parsers give
    /// up long before).
    #[arg(long, env = "CFB_MAX_NESTING", default_value_t = DEFAULT_MAX_NESTING, value_name = "N")]
    pub max_nesting: usize,
    #[command(flatten)]
    pub jobs: input::Jobs,
}

/// Lints one input: its report and what `cfb lint` prints for it (nothing yet for SARIF, which
/// is one document for all files).
pub fn check(inp: input::Input, options: &LintOptions, format: Format, color: bool) -> (FileReport, String) {
    let report =
        FileReport::lint(inp.display, inp.language, inp.path.as_deref(), inp.source, inp.decode_notes, options);
    let rendered = match format {
        Format::Text => render::human::render(&report, color),
        Format::Json => render::json::render(&report) + "\n",
        Format::Sarif => String::new(),
    };
    (report, rendered)
}

pub fn run(args: Args, global: &Global) -> u8 {
    let options = LintOptions { syntax_only: args.syntax_only, max_nesting: args.max_nesting };
    let stdout = std::io::stdout();
    let color = global.color_stdout();
    let mut out = stdout.lock();
    let mut io_error = false;
    let mut any_error = false;
    let mut closed = false;
    let (mut errors, mut warnings) = (0usize, 0usize);
    let mut reports = Vec::new();
    let (mut checked, mut not_read) = (0usize, 0usize);
    // Each worker lints and renders its file; this thread prints them in input order.
    let work = |inp: input::Input| check(inp, &options, args.format, color);
    let inputs = input::expand_paths(&args.paths);
    let progress = Progress::new(global, "lint", inputs.len(), "files");
    input::for_each(inputs, args.lang, args.jobs.count(), work, |result| {
        progress.inc();
        let (report, rendered) = match result {
            Ok(done) => done,
            Err(e) => {
                progress.suspend(|| eprintln!("cfb: {e}"));
                io_error = true;
                not_read += 1;
                return true;
            }
        };
        checked += 1;
        any_error |= !report.ok();
        errors += report.diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
        warnings += report.diagnostics.iter().filter(|d| d.severity == Severity::Warning).count();
        if let Format::Sarif = args.format {
            reports.push(report);
        } else if !rendered.is_empty() && progress.suspend(|| out.write_all(rendered.as_bytes())).is_err() {
            closed = true; // stdout closed (e.g. piped into `head`)
        }
        !closed
    });
    drop(progress);
    if closed {
        return exit::USAGE;
    }
    let _ = match args.format {
        Format::Sarif => writeln!(out, "{}", render::sarif::render(&reports)),
        Format::Text if global.quiet => Ok(()),
        Format::Text => writeln!(out, "{}", render::human::summary(checked, not_read, errors, warnings)),
        Format::Json => Ok(()),
    };
    exit::of(io_error, any_error)
}
