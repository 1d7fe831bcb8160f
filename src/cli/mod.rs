//! The `cfb` command line. Each subcommand lives in `commands/<name>.rs` with its own `Args`.

pub mod commands;
pub mod heap;
pub mod input;
pub mod progress;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Exit statuses, the same for every subcommand.
pub mod exit {
    /// Everything checked is fine.
    pub const OK: u8 = 0;
    /// Some input has an error (lint) or holds no answer (extract).
    pub const FINDINGS: u8 = 1;
    /// Usage or I/O error: a bad flag, an unreadable path, an unknown language.
    pub const USAGE: u8 = 2;

    /// The status of a run over many inputs: an I/O error wins over findings.
    pub fn of(io_error: bool, findings: bool) -> u8 {
        if io_error {
            USAGE
        } else if findings {
            FINDINGS
        } else {
            OK
        }
    }
}

/// cfb understands the languages of the cryptographic-protocol verifiers: SPDL (Scyther),
/// HLPSL (AVISPA), ProVerif, SPTHY (Tamarin), Maude-NPA, CryptoVerif and EasyCrypt.
///
/// It lints a model in milliseconds before the slow verifier runs, and prints syntax trees.
/// Verdicts always come from the real verifiers; cfb never guesses one.
///
/// Exit status: 0 when nothing is wrong, 1 when some file has an error, 2 on usage or I/O errors.
#[derive(Debug, Parser)]
#[command(name = "cfb", version, propagate_version = true, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    #[command(flatten)]
    pub global: Global,
}

/// The options every command takes, before or after its name (`cfb -q lint …`, `cfb lint -q …`).
#[derive(Debug, Clone, clap::Args)]
pub struct Global {
    /// Write what goes to standard output to FILE instead, as `> FILE` would.
    #[arg(short = 'o', long, global = true, value_name = "FILE")]
    pub output: Option<std::path::PathBuf>,
    /// Colour: auto (when the output is a terminal and NO_COLOR is not set), always or never.
    #[arg(long, global = true, value_enum, default_value_t = Color::Auto)]
    pub color: Color,
    /// Print results and errors only: no summary lines, progress or warnings.
    #[arg(short, long, global = true)]
    pub quiet: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Color {
    Auto,
    Always,
    Never,
}

impl Global {
    /// Whether to colour standard output.
    pub fn color_stdout(&self) -> bool {
        self.colors(std::io::IsTerminal::is_terminal(&std::io::stdout()))
    }

    /// Whether to colour standard error (diagnostics of the commands that refuse a file).
    pub fn color_stderr(&self) -> bool {
        self.colors(std::io::IsTerminal::is_terminal(&std::io::stderr()))
    }

    fn colors(&self, terminal: bool) -> bool {
        match self.color {
            Color::Always => true,
            Color::Never => false,
            Color::Auto => terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
        }
    }

    /// Whether progress counters may be drawn: standard error is a terminal and not `--quiet`.
    pub fn progress(&self) -> bool {
        !self.quiet && std::io::IsTerminal::is_terminal(&std::io::stderr())
    }
}

/// Points standard output at a temporary file beside `path` for the rest of the process, so
/// every command honours `-o` without threading a writer through each `println!` (what the
/// shell's `>` does); [`finish_output`] renames it into place, so a reader never sees half a file.
fn redirect_stdout(path: &std::path::Path) -> std::io::Result<tempfile::NamedTempFile> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    let file = tempfile::NamedTempFile::new_in(dir)?;
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        // SAFETY: dup2 on two descriptors this process owns; no Rust handle caches fd 1's state
        // beyond its buffer, which is empty before any command ran.
        if unsafe { libc::dup2(file.as_file().as_raw_fd(), libc::STDOUT_FILENO) } < 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(file)
    }
    #[cfg(not(unix))]
    {
        drop(file);
        Err(std::io::Error::new(std::io::ErrorKind::Unsupported, "-o needs a Unix system; use > FILE"))
    }
}

/// Flushes standard output and moves the `-o` file into place.
fn finish_output(file: tempfile::NamedTempFile, path: &std::path::Path) -> std::io::Result<()> {
    use std::io::Write;
    std::io::stdout().flush()?;
    file.persist(path).map(|_| ()).map_err(|e| e.error)
}

// `defer`: a subcommand's arguments are built only when it runs (or its help is asked for),
// not all fourteen commands' on every start.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum Command {
    /// Check models for syntax errors and for the mistakes the verifier refuses or warns about.
    ///
    /// Examples:
    ///   cfb lint model.spdl
    ///   cfb lint --format json datasets/examples
    ///   cat reply.txt | cfb lint --lang spdl -
    #[command(verbatim_doc_comment)]
    Lint(commands::lint::Args),
    /// Print the concrete syntax tree of a model (tree-sitter), as an S-expression or JSON.
    ///
    /// Examples:
    ///   cfb parse model.spdl
    ///   cfb parse --format json model.spdl
    #[command(verbatim_doc_comment)]
    Parse(commands::parse::Args),
    /// Explain a lint rule, or list them all.
    ///
    /// Examples:
    ///   cfb rule            (list every rule)
    ///   cfb rule SPDL001    (its documentation)
    #[command(verbatim_doc_comment)]
    Rule(commands::rule::Args),
    /// Extract the code from a raw LLM reply, or from every reply of a CrypFormBench reply file.
    ///
    /// Reads fences, <think> blocks, prose and fill-ins.
    ///
    /// Exit status: 0 when code was found, 1 when the reply holds no code for the language.
    ///
    /// Examples:
    ///   cfb extract --lang spthy reply.txt
    ///   cfb extract --lang pv --format json - < reply.txt
    ///   cfb extract --lang spthy --masked masked.spthy reply.txt
    ///   cfb extract --cfb-replies pv_files_all.json.gz --out extracted/
    #[command(verbatim_doc_comment)]
    Extract(commands::extract::Args),
    /// Format models in place in the canonical layout of their language.
    ///
    /// Indentation, one statement per line where the language separates them, single spaces,
    /// blank lines between top-level items. Only white space changes, and every result is
    /// checked to read as the same tokens; files with syntax errors are left as they are.
    ///
    /// Exit status: 0 when all is well, 1 when --check or --diff finds a file to change or a
    /// file could not be formatted, 2 on usage or I/O errors.
    ///
    /// Examples:
    ///   cfb fmt model.spthy
    ///   cfb fmt --check models/
    ///   cfb fmt --diff model.pv
    ///   cat reply.spdl | cfb fmt --lang spdl -
    #[command(verbatim_doc_comment)]
    Fmt(commands::fmt::Args),
    /// Make code-completion instances: a model with parts hidden, and the answer key.
    ///
    /// The hidden parts become ____(CAT_N)____ placeholders.
    ///
    /// Profile `cfb` hides single tokens in CrypFormBench's categories (spthy LEM PRE POST
    /// LABEL, pv FUN QUERY ...); profile `levels` hides whole terms, statements, declarations
    /// or properties. Files with syntax errors are refused with the lint diagnostic.
    ///
    /// Exit status: 0 when every file was masked, 1 when some file was refused (syntax error,
    /// nothing eligible), 2 on usage or I/O errors.
    ///
    /// Examples:
    ///   cfb mask datasets/examples/nsl.spthy
    ///   cfb mask --ratio 0.3 --seed 7 --out instances.jsonl models/
    ///   cfb mask --profile levels --level statement --count 3 model.spdl
    ///   cfb mask --per-symbol --categories ROLE model.spdl
    ///   cfb mask --candidates model.pv
    ///   cfb mask --format cfb models/ > spthy_com_datasets.json
    #[command(verbatim_doc_comment)]
    Mask(commands::mask::Args),
    /// Grade a model's reply to a completion instance, placeholder by placeholder.
    ///
    /// Per placeholder: exact, normalized (same tokens) and equivalent (a per-symbol name
    /// consistently renamed), and whether the filled file passes `cfb lint`. Prints JSON; exit
    /// status 0 (2 on usage or I/O errors).
    ///
    /// Examples:
    ///   cfb grade-completion --masked model.masked.spthy --answers instance.json reply.txt
    #[command(verbatim_doc_comment)]
    GradeCompletion(commands::grade_completion::Args),
    /// Print the symbol table of a model: its scopes' symbols and what each reference names.
    ///
    /// Each symbol with its kind, name, definitions and references, and what every reference
    /// resolves to, read from the grammar's `queries/locals.scm`.
    ///
    /// Examples:
    ///   cfb symbols model.spthy
    ///   cfb symbols --unresolved model.pv
    ///   cfb symbols --locals my-locals.scm model.ec
    #[command(verbatim_doc_comment)]
    Symbols(commands::symbols::Args),
    /// Show what changed between two models, node by node (an AST diff).
    ///
    /// Insertions, deletions, updates and moves found by matching their syntax trees
    /// (GumTree), so layout, comments and (with --rename) renamed bound names are no change.
    ///
    /// Exit status: 0 when the trees are equal, 1 when they differ, 2 on errors (as `diff`).
    ///
    /// Examples:
    ///   cfb diff old.spthy new.spthy
    ///   cfb diff --rename reference.pv reply.pv
    ///   cfb diff --format html a.spdl b.spdl > diff.html
    ///   cfb diff --format json a.ec b.ec
    #[command(verbatim_doc_comment)]
    Diff(commands::diff::Args),
    /// Score how close a model (A, the candidate) is to another (B, the reference).
    ///
    /// Tree edit similarity, BLEU, keyword BLEU, syntax match, data-flow match and CodeBLEU,
    /// in [0, 1], plus each top-level item of A with its best match in B.
    ///
    /// Examples:
    ///   cfb similarity reply.spthy reference.spthy
    ///   cfb similarity --format json --rename reply.pv reference.pv
    ///   cfb similarity --pairs pairs.jsonl > scores.jsonl
    #[command(verbatim_doc_comment)]
    Similarity(commands::similarity::Args),
    /// List the languages cfb knows, their extensions and which grammars are built in.
    Languages(commands::languages::Args),
    /// Run the real verifiers and print one verdict record per file.
    ///
    /// Verdicts: SAFE, UNSAFE, ERROR, TIMEOUT, UNKNOWN, NO_TOOL, with per-property results.
    ///
    /// Examples:
    ///   cfb verify --check-tools
    ///   cfb verify --timeout 300 --jobs 4 --out verdicts.jsonl models/
    ///   cfb verify --shard 0/4 --out part0.jsonl models/
    #[command(verbatim_doc_comment)]
    Verify(commands::verify::Args),
    /// Join the record files of a sharded `cfb verify` run (one record per path and tool).
    Merge(commands::merge::Args),
    /// Run the CrypFormBench tasks end to end against a model, or offline over recorded replies.
    ///
    /// Against an OpenAI-compatible endpoint: prompts, replies (cached; a rerun resumes),
    /// extraction, layout, lint, the real verifiers, metrics and scores, in OUT/results.jsonl
    /// and OUT/scores.json.
    ///
    /// Exit status: 0 when every instance got a reply, 1 when some did not, 2 on usage or I/O
    /// errors, 130 when interrupted (rerun with the same --out to resume).
    ///
    /// Examples:
    ///   cfb eval --data ../shared/cfb/datasets --task completion --lang spdl \
    ///     --replay ../shared/cfb/model_outputs/gpt-4o --out runs/gpt-4o
    ///   CFB_API_KEY=... cfb eval --data ../shared/cfb/datasets --task generation,correction \
    ///     --model gpt-4o-mini --endpoint https://api.openai.com/v1 --limit 5 --k 3 --out runs/mini
    #[command(verbatim_doc_comment)]
    Eval(commands::eval::Args),
    /// Compute the CrypFormBench scores (paper §4.5 as printed, or the upstream recipe).
    ///
    /// Examples:
    ///   cfb score --mode upstream --released ../shared/cfb/calculated_results
    ///   cfb score --mode paper --items items.jsonl --records verdicts.jsonl --format json
    ///   cfb score --config C2 --released ../shared/cfb/calculated_results
    ///   cfb score --compare-configs --released ../shared/cfb/calculated_results
    #[command(verbatim_doc_comment)]
    Score(commands::score::Args),
    /// Run the language server over standard input and output, for editors.
    ///
    /// Diagnostics as you type, go to definition, references, outline, hover with the rules'
    /// documentation, formatting and semantic tokens, for every language cfb reads (see
    /// docs/lsp.md).
    ///
    /// Exit status: 0 after the editor's shutdown and exit, 1 when it exits or closes the
    /// connection without shutdown, 2 on a broken message or an I/O error.
    ///
    /// Examples:
    ///   cfb lsp                      (started by the editor)
    ///   CFB_LSP_DEBOUNCE_MS=500 cfb lsp
    #[command(verbatim_doc_comment)]
    Lsp(commands::lsp::Args),
}

/// [`Cli::try_parse`], without freeing clap's command tree: the process ends soon, and
/// freeing it cost a tenth of the start-up of a run (`cfb --version`).
fn parse_args() -> Result<Cli, clap::Error> {
    use clap::{CommandFactory, FromArgMatches};
    let command = Box::leak(Box::new(Cli::command()));
    let mut matches = command.try_get_matches_from_mut(std::env::args_os())?;
    Cli::from_arg_matches_mut(&mut matches).map_err(|e| e.format(command))
}

/// Runs the command line and returns the process's exit status.
pub fn main() -> ExitCode {
    // A closed pipe (`cfb parse big.pv | head`) ends cfb as it ends other Unix tools, quietly
    // by SIGPIPE; Rust's runtime ignores the signal, so `println!` would panic instead.
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of one signal before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = match parse_args() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { exit::USAGE } else { exit::OK });
        }
    };
    let global = cli.global;
    let output = match &global.output {
        None => None,
        Some(path) => match redirect_stdout(path) {
            Ok(file) => Some((file, path.clone())),
            Err(e) => {
                eprintln!("cfb: {}: {e}", path.display());
                return ExitCode::from(exit::USAGE);
            }
        },
    };
    let status = match cli.command {
        Command::Lint(args) => commands::lint::run(args, &global),
        Command::Parse(args) => commands::parse::run(args, &global),
        Command::Rule(args) => commands::rule::run(args, &global),
        Command::Languages(args) => commands::languages::run(args, &global),
        Command::Extract(args) => commands::extract::run(args, &global),
        Command::Fmt(args) => commands::fmt::run(args, &global),
        Command::Mask(args) => commands::mask::run(args, &global),
        Command::GradeCompletion(args) => commands::grade_completion::run(args, &global),
        Command::Verify(args) => commands::verify::run(args, &global),
        Command::Merge(args) => commands::merge::run(args, &global),
        Command::Score(args) => commands::score::run(args, &global),
        Command::Eval(args) => commands::eval::run(args, &global),
        Command::Symbols(args) => commands::symbols::run(args, &global),
        Command::Diff(args) => commands::diff::run(args, &global),
        Command::Similarity(args) => commands::similarity::run(args, &global),
        Command::Lsp(args) => commands::lsp::run(args, &global),
    };
    if let Some((file, path)) = output {
        if let Err(e) = finish_output(file, &path) {
            eprintln!("cfb: {}: {e}", path.display());
            return ExitCode::from(exit::USAGE);
        }
    }
    ExitCode::from(status)
}
