//! `cfb diff A B`: what changed between two models, node by node (tree matching, not lines).

use crate::cli::Global;
use std::io::Write;

use crate::cli::{exit, input};
use crate::compare::{Comparison, Options, Side};
use crate::fmt::rename::Rename;
use crate::language::Language;
use crate::render::diff::{html, text, Report, View};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// For a terminal: both sides with the changed nodes highlighted, and a summary line.
    Text,
    /// One self-contained page: two synchronized panes, a summary table, moves linked.
    Html,
    /// `{"a", "b", "lang", "actions": [...], "summary": {...}}`.
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The old model (a file, or `-` for standard input).
    #[arg(value_name = "A")]
    pub a: String,
    /// The new model.
    #[arg(value_name = "B")]
    pub b: String,
    /// Language of both, overriding extensions.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub rename: RenameArg,
    /// Unchanged lines shown around each change (text).
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub context: usize,
    /// Side by side, inline, or side by side when the lines fit the terminal (text).
    #[arg(long, value_enum, default_value_t = text::Layout::Auto)]
    pub layout: text::Layout,
    /// Terminal width (default: the terminal's, else $COLUMNS, else 80).
    #[arg(long, value_name = "COLUMNS")]
    pub width: Option<usize>,
}

// `--rename` of the commands that compare two models (not a doc comment: clap would make it
// their about text).
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct RenameArg {
    /// Compare names as `cfb fmt --rename` canonicalizes them, so that renamed bound names are
    /// no change: `bound` (the default of a bare --rename) or `all`.
    #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "bound", default_value_t = Rename::None)]
    pub rename: Rename,
}

/// Bytes of the two models from which their trees are built on two threads.
const PARALLEL_FROM: usize = 256 * 1024;

/// Both sides' trees; prints why not, and warns of recovered syntax errors.
pub(crate) fn sides(x: &input::Input, y: &input::Input, language: Language, options: Options) -> Option<(Side, Side)> {
    let side = |i: &input::Input| match Side::new(language, i.path.as_deref(), i.source.text.clone(), options) {
        Ok(s) => {
            if s.tree.has_errors {
                eprintln!(
                    "cfb: warning: {} has syntax errors (`cfb lint {}` shows them); it is compared as tree-sitter recovered it",
                    i.display, i.display
                );
            }
            Some(s)
        }
        Err(e) => {
            eprintln!("cfb: {}: {e}", i.display);
            None
        }
    };
    // Two large files are read on two cores; for small ones a thread costs more than it saves
    // (its start and its own allocator arena take longer than a 10 kB parse).
    let (sa, sb) = if x.source.text.len() + y.source.text.len() < PARALLEL_FROM {
        (side(x), side(y))
    } else {
        std::thread::scope(|s| {
            let other = s.spawn(|| side(y));
            (side(x), other.join().ok().flatten())
        })
    };
    Some((sa?, sb?))
}

/// Columns of the terminal on standard output, if it is one.
fn terminal_width() -> Option<usize> {
    #[cfg(unix)]
    {
        let mut ws: libc::winsize = unsafe { std::mem::zeroed() };
        // SAFETY: TIOCGWINSZ fills the winsize it is given; fd 1 may be anything.
        if unsafe { libc::ioctl(1, libc::TIOCGWINSZ, &mut ws) } == 0 && ws.ws_col > 0 {
            return Some(ws.ws_col as usize);
        }
    }
    None
}

pub fn run(args: Args, global: &Global) -> u8 {
    let Some((x, y, language)) = input::read_pair(&args.a, &args.b, args.lang) else { return exit::USAGE };
    crate::cli::heap::one_shot(x.source.text.len() + y.source.text.len());
    let options = Options { rename: args.rename.rename, dataflow: false };
    let Some((a, b)) = sides(&x, &y, language, options) else { return exit::USAGE };
    let cmp = Comparison::new(a, b);
    let view = || View::new(&cmp, &x.display, &y.display, language.id());
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let written = match args.format {
        // Written as it is serialized: the report's text (often larger than both models) is
        // never held whole.
        Format::Json => {
            let report = Report::new(&cmp, &x.display, &y.display, language.id());
            serde_json::to_writer(&mut stdout, &report)
                .map_err(std::io::Error::from)
                .and_then(|()| stdout.write_all(b"\n"))
        }
        Format::Html => stdout.write_all(html::render(&view()).as_bytes()),
        Format::Text => {
            let color = global.color_stdout();
            let width = args
                .width
                .or_else(terminal_width)
                .or_else(|| std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()))
                .unwrap_or(80);
            let options = text::TextOptions { color, width, context: args.context, layout: args.layout };
            stdout.write_all(text::render(&view(), &options).as_bytes())
        }
    };
    if written.and_then(|()| stdout.flush()).is_err() {
        return exit::USAGE;
    }
    let equal = cmp.is_equal();
    // The process ends here: freeing a million nodes one by one is time for nothing.
    std::mem::forget(cmp);
    if equal {
        exit::OK
    } else {
        exit::FINDINGS
    }
}
