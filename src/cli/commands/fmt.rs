//! `cfb fmt`: the canonical layout of model files, written in place, checked or shown as a diff.

use crate::cli::Global;
use std::io::Write;

use crate::cli::{exit, input};
use crate::fmt::{self, rename::Rename, FmtError, FmtOptions};
use crate::language::Language;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files, folders (walked; files picked by extension) or `-` (standard input to standard
    /// output).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<String>,
    /// Language of every input, overriding extensions.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    /// Change nothing; list the files that would change and exit 1 if there is one.
    #[arg(long)]
    pub check: bool,
    /// Change nothing; print a unified diff of what would change (exit 1 if anything would).
    #[arg(long, conflicts_with = "check")]
    pub diff: bool,
    /// Print the formatted files instead of writing them.
    #[arg(long, conflicts_with_all = ["check", "diff"])]
    pub stdout: bool,
    /// Remove comments.
    #[arg(long)]
    pub strip_comments: bool,
    /// Rename names canonically (v1, v2, … by scope, keeping sorts and prefixes such as `~`,
    /// `$`, `.1` and the case of the first letter): `bound` (the default of a bare --rename:
    /// variables, nonces, parameters, pattern and quantifier variables) or `all` (declared
    /// names too).
    #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "bound", default_value_t = Rename::None)]
    pub rename: Rename,
    #[command(flatten)]
    pub jobs: input::Jobs,
}

pub fn run(args: Args, global: &Global) -> u8 {
    let options = FmtOptions { strip_comments: args.strip_comments, rename: args.rename };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let (mut io_error, mut failed, mut changed, mut unchanged) = (false, 0usize, 0usize, 0usize);
    let mut closed = false;
    // Workers format; this thread writes, prints and reports in input order.
    let work = |inp: input::Input| {
        let formatted = fmt::format(inp.language, inp.path.as_deref(), &inp.source, &options);
        (inp, formatted)
    };
    input::for_each(input::expand_paths(&args.paths), args.lang, args.jobs.count(), work, |result| {
        let (inp, formatted) = match result {
            Ok(done) => done,
            Err(e) => {
                eprintln!("cfb: {e}");
                io_error = true;
                return true;
            }
        };
        let formatted = match formatted {
            Ok(f) => f,
            Err(e) => {
                failed += 1;
                report_failure(&inp, e, global.color_stderr());
                return true;
            }
        };
        if formatted.lines_only && !global.quiet {
            eprintln!(
                "cfb fmt: {}: only line starts were laid out (the full layout would have changed a token)",
                inp.display
            );
        }
        let differs = formatted.text != inp.source.text;
        if differs {
            changed += 1;
        } else {
            unchanged += 1;
        }
        let written = if inp.path.is_none() || args.stdout {
            out.write_all(formatted.text.as_bytes())
        } else if args.check {
            if differs {
                writeln!(out, "would reformat: {}", inp.display)
            } else {
                Ok(())
            }
        } else if args.diff {
            if differs {
                let diff = similar::TextDiff::from_lines(&inp.source.text, &formatted.text);
                write!(
                    out,
                    "{}",
                    diff.unified_diff().context_radius(3).header(&inp.display, &format!("{} (formatted)", inp.display))
                )
            } else {
                Ok(())
            }
        } else if differs {
            match std::fs::write(inp.path.as_deref().expect("a file"), &formatted.text) {
                Ok(()) => Ok(()),
                Err(e) => {
                    eprintln!("cfb: {}: {e}", inp.display);
                    io_error = true;
                    Ok(())
                }
            }
        } else {
            Ok(())
        };
        closed = written.is_err(); // stdout closed
        !closed
    });
    if closed {
        return exit::USAGE;
    }
    let stdin_only = args.paths.iter().all(|p| p == "-");
    if !stdin_only && !args.stdout && !global.quiet {
        let verb = if args.check || args.diff { "would be reformatted" } else { "reformatted" };
        let failed = if failed > 0 { format!(", {failed} not formatted (errors above)") } else { String::new() };
        eprintln!("cfb fmt: {changed} file(s) {verb}, {unchanged} unchanged{failed}");
    }
    exit::of(io_error, failed > 0 || ((args.check || args.diff) && changed > 0))
}

fn report_failure(inp: &input::Input, error: FmtError, color: bool) {
    match error {
        FmtError::Syntax(diagnostics) => {
            input::print_diagnostics(inp, diagnostics, color);
            eprintln!("cfb fmt: {}: left as it is: {}", inp.display, FmtError::Syntax(Vec::new()));
        }
        other => eprintln!("cfb fmt: {}: {other}", inp.display),
    }
}
