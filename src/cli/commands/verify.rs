//! `cfb verify`: run the real verifiers on files and print one verdict record per file.

use crate::cli::Global;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use clap::ValueEnum;

use crate::cli::progress::Progress;
use crate::cli::{exit, input};
use crate::language::Language;
use crate::verify::batch::{self, Shard};
use crate::verify::config::{self, FileConfig, Located, SandboxMode, Settings, PROGRAMS};
use crate::verify::record::{PropStatus, Status, VerdictRecord};
use crate::verify::run::Job;
use crate::verify::tools::Tool;

/// Exit status after Ctrl-C (128 + SIGINT); the records written so far stay in `--out`.
pub const INTERRUPTED: u8 = 130;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// One line per file with its status, then one line per property.
    #[value(alias = "human")]
    Text,
    /// One verdict record per line (JSON Lines), as written to `--out`.
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders (walked; files picked by extension).
    #[arg(value_name = "PATH", required_unless_present = "check_tools")]
    pub paths: Vec<String>,
    /// Use this verifier for every input instead of the language's own
    /// (scyther, avispa, proverif, tamarin, maude-npa, cryptoverif, easycrypt).
    #[arg(long, value_name = "T")]
    pub tool: Option<Tool>,
    /// Language of every input, overriding extensions.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    /// Hard time-out per run in seconds; the verifier's whole process group is killed when it
    /// expires. Default: `[verify] timeout` in cfb.toml, else 600.
    #[arg(long, env = "CFB_TIMEOUT", value_name = "SECS")]
    pub timeout: Option<f64>,
    /// Verifier runs at the same time. Default: `[verify] jobs` in cfb.toml, else the number of
    /// CPUs.
    #[arg(long, short = 'j', env = "CFB_JOBS", value_name = "N")]
    pub jobs: Option<usize>,
    /// Memory limit per run in MiB (the data segment, RLIMIT_DATA); 0 = none. Default:
    /// `[verify] memory_mb` in cfb.toml, else 8192.
    #[arg(long, env = "CFB_MEMORY_MB", value_name = "MB")]
    pub memory: Option<u64>,
    /// Output format on standard output.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Append each record to FILE (JSON Lines) as soon as it is known; a rerun skips the
    /// (path, tool) pairs already there, so a killed batch resumes where it stopped.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Configuration file (default: cfb.toml in the working directory, if any).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// List the verifiers found (cfb.toml, then CFB_* variables, then PATH) with their
    /// versions, and exit (status 1 when some tool cannot run).
    #[arg(long)]
    pub check_tools: bool,
    /// Take only this machine's share K of N of the inputs (K from 0), chosen by a hash of
    /// each path: N machines with K = 0..N-1 split a run; join the outputs with `cfb merge`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,
    /// Bytes of the end of stdout and stderr kept in each record.
    #[arg(long, env = "CFB_TAIL_BYTES", default_value_t = 4000, value_name = "N")]
    pub tail_bytes: usize,
    /// Let the verifiers use the network (denied by default: each run gets its own network
    /// namespace; Maude files run their commands while loading, and some open sockets).
    #[arg(long)]
    pub allow_network: bool,
    /// Run each verifier in a sandbox: Landlock lets it write only its temporary folder and
    /// read only the system's programs and libraries, the verifiers' installation folders and
    /// the --allow-include folders; no network, no signals to other processes. `off` runs the
    /// verifiers with cfb's own rights. Where the kernel cannot sandbox, cfb says so and runs
    /// nothing (exit status 2) unless `--sandbox=off` is given. Default: `[verify] sandbox`
    /// in cfb.toml, else on.
    #[arg(long, env = "CFB_SANDBOX", value_name = "on|off")]
    pub sandbox: Option<SandboxMode>,
    /// Let the verifiers read DIR (repeatable): the folders that models `#include` (Tamarin)
    /// or load libraries from (ProVerif `-lib`, CryptoVerif, EasyCrypt `require`).
    #[arg(long, value_name = "DIR")]
    pub allow_include: Vec<PathBuf>,
    /// Processes and threads one run may have at once (a pids cgroup where cfb can make one,
    /// else RLIMIT_NPROC); 0 = no bound. Default 512.
    #[arg(long, value_name = "N")]
    pub max_processes: Option<u32>,
    /// Stop a run whose stdout and stderr pass MB MiB together (recorded as ERROR "output
    /// limit exceeded"); also the largest file it may write. 0 = none. Default 512.
    #[arg(long, value_name = "MB")]
    pub max_output: Option<u64>,
    /// CPU seconds each process of a run may use (RLIMIT_CPU). Default: twice --timeout,
    /// plus 10.
    #[arg(long, value_name = "SECS")]
    pub cpu_limit: Option<u64>,
}

pub fn run(args: Args, global: &Global) -> u8 {
    let (cfg, _cfg_path) = match FileConfig::load(args.config.as_deref()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    let located = config::locate(&cfg, &config::std_env, true);
    if args.check_tools {
        return check_tools(&located, args.format);
    }
    let defaults = Settings::default();
    let timeout = args.timeout.or(cfg.verify.timeout).unwrap_or(defaults.timeout.as_secs_f64());
    if !(timeout > 0.0 && timeout.is_finite()) {
        eprintln!("cfb: --timeout must be a positive number of seconds");
        return exit::USAGE;
    }
    let settings = Settings {
        timeout: Duration::from_secs_f64(timeout),
        memory_bytes: args.memory.or(cfg.verify.memory_mb).map(|m| m << 20).unwrap_or(defaults.memory_bytes),
        tail_bytes: args.tail_bytes,
        allow_network: args.allow_network || cfg.verify.allow_network.unwrap_or(false),
        npa_command: cfg.verify.maude_npa_command.unwrap_or(defaults.npa_command),
        npa_depths: cfg.verify.maude_npa_depths.clone().unwrap_or_else(|| defaults.npa_depths.clone()),
        sandbox: args.sandbox.or(cfg.verify.sandbox).unwrap_or(SandboxMode::On) == SandboxMode::On,
        max_processes: args.max_processes.or(cfg.verify.max_processes).unwrap_or(defaults.max_processes),
        output_cap: args.max_output.or(cfg.verify.max_output_mb).map(|m| m << 20).unwrap_or(defaults.output_cap),
        cpu_seconds: args.cpu_limit.or(cfg.verify.cpu_limit),
        ..defaults
    };
    let mut settings = settings;
    for dir in args.allow_include.iter().chain(cfg.verify.allow_include.iter().flatten()) {
        match dir.canonicalize() {
            Ok(d) if d.is_dir() => settings.allow_include.push(d),
            Ok(_) => {
                eprintln!("cfb: --allow-include {}: not a folder", dir.display());
                return exit::USAGE;
            }
            Err(e) => {
                eprintln!("cfb: --allow-include {}: {e}", dir.display());
                return exit::USAGE;
            }
        }
    }
    let jobs = args
        .jobs
        .or(cfg.verify.jobs)
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
        .max(1);

    let mut io_error = false;
    let mut work = Vec::new();
    let mut stdin_dir = None;
    for entry in input::expand_paths(&args.paths) {
        let display = match entry {
            Ok(d) => d,
            Err(e) => {
                eprintln!("cfb: {e}");
                io_error = true;
                continue;
            }
        };
        let path = if display == "-" {
            // The verifiers read files: standard input is saved under the language's extension.
            match save_stdin(args.lang, &mut stdin_dir) {
                Ok(p) => p,
                Err(e) => {
                    eprintln!("cfb: -: {e}");
                    io_error = true;
                    continue;
                }
            }
        } else if is_stream(&display) {
            // A pipe (`<(…)`) or FIFO can be read once: cfb reads it now, before the runtime
            // takes over signals, and the verifier gets a copy.
            match save_stream(&display, &mut stdin_dir) {
                Ok(p) => p,
                Err(e) => {
                    eprintln!("cfb: {display}: {e}");
                    io_error = true;
                    continue;
                }
            }
        } else {
            PathBuf::from(&display)
        };
        let Some(lang) = args.lang.or_else(|| Language::from_path(&path)) else {
            eprintln!("cfb: {display}: cannot tell the language from the extension; pass --lang");
            io_error = true;
            continue;
        };
        if args.shard.is_some_and(|s| !s.takes(&display)) {
            continue;
        }
        let tool = args.tool.unwrap_or_else(|| Tool::for_language(lang));
        work.push(Job { display, path, lang, tool });
    }

    if settings.sandbox && !work.is_empty() {
        if let Err(why) = crate::verify::sandbox::status(settings.allow_network) {
            eprintln!(
                "cfb: cannot sandbox the verifier runs here: {why}.\n\
                 cfb: nothing was run; pass --sandbox=off to run the verifiers with cfb's own rights \
                 (see `cfb verify --help`)"
            );
            return exit::USAGE;
        }
    }
    let opts = batch::Options { jobs, out: args.out.clone(), settings };
    let runtime = match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cfb: cannot start the runtime: {e}");
            return exit::USAGE;
        }
    };
    let stdout = std::io::stdout();
    let mut all_safe = true;
    let mut broken_pipe = false;
    let mut by_status: std::collections::BTreeMap<&'static str, usize> = Default::default();
    let pending = match batch::pending(work, &opts) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("cfb: {}: {e}", args.out.as_ref().map(|p| p.display().to_string()).unwrap_or_default());
            return exit::USAGE;
        }
    };
    let progress = Progress::new(global, "verify", pending.todo.len(), "files");
    let result = runtime.block_on(batch::run_batch(pending, Arc::new(located), &opts, |rec| {
        progress.inc();
        all_safe &= rec.status == Status::Safe;
        *by_status.entry(rec.status.as_str()).or_default() += 1;
        let mut out = stdout.lock();
        let written = progress.suspend(|| match args.format {
            Format::Json => writeln!(out, "{}", rec.to_json_line()),
            Format::Text => write!(out, "{}", human(rec)),
        });
        broken_pipe |= written.is_err();
    }));
    drop(progress);
    let summary = match result {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    if matches!(args.format, Format::Text) && !broken_pipe && !global.quiet {
        let parts: Vec<String> =
            Status::ALL.iter().filter_map(|s| by_status.get(s.as_str()).map(|n| format!("{n} {s}"))).collect();
        println!("{} file(s) verified{}{}", summary.ran, if parts.is_empty() { "" } else { ": " }, parts.join(", "));
    }
    if summary.skipped > 0 && !global.quiet {
        eprintln!("cfb: {} file(s) skipped: already in {}", summary.skipped, opts.out.as_ref().unwrap().display());
    }
    if summary.interrupted {
        eprintln!("cfb: interrupted; {} record(s) written; rerun with the same --out to resume", summary.ran);
        return INTERRUPTED;
    }
    if io_error || broken_pipe {
        exit::USAGE
    } else if all_safe {
        exit::OK
    } else {
        exit::FINDINGS
    }
}

/// Saves standard input in a temporary folder (kept in `dir` until the run ends) as a file
/// with the extension of `lang`, or of the language its content reads as.
fn save_stdin(lang: Option<Language>, dir: &mut Option<tempfile::TempDir>) -> Result<PathBuf, String> {
    let bytes = input::read_bytes("-").map_err(|e| e.to_string())?;
    let lang = lang
        .or_else(|| crate::language::guess_from_content(&String::from_utf8_lossy(&bytes)))
        .ok_or("cannot tell the language of standard input; pass --lang")?;
    save(format!("stdin.{}", lang.front_end(None).extension), &bytes, dir)
}

/// Whether `path` names something other than a file or folder: a pipe, a FIFO, a device.
fn is_stream(path: &str) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// A copy of the stream `path` under its own name, so the language and the tool's messages
/// still go by it.
fn save_stream(path: &str, dir: &mut Option<tempfile::TempDir>) -> Result<PathBuf, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let name = Path::new(path).file_name().map_or("stream".into(), |n| n.to_string_lossy().into_owned());
    save(name, &bytes, dir)
}

/// Writes `bytes` as `name` in the run's temporary folder (made on first use).
fn save(name: String, bytes: &[u8], dir: &mut Option<tempfile::TempDir>) -> Result<PathBuf, String> {
    if dir.is_none() {
        *dir = Some(tempfile::tempdir().map_err(|e| e.to_string())?);
    }
    // One folder per saved input: two streams may share a name.
    let parent = dir.as_ref().expect("just made").path();
    let folder = parent.join(std::fs::read_dir(parent).map_err(|e| e.to_string())?.count().to_string());
    std::fs::create_dir(&folder).map_err(|e| e.to_string())?;
    let path = folder.join(name);
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    Ok(path)
}

/// A record as text: the status line, the error, then one line per property.
pub fn human(rec: &VerdictRecord) -> String {
    let mut s = format!(
        "{:<7} {}  ({} {}, {:.1}s)\n",
        rec.status.as_str(),
        rec.path,
        rec.tool,
        rec.tool_version.as_deref().unwrap_or("?"),
        rec.seconds
    );
    if let Some(e) = &rec.error {
        let at = match (e.line, e.column) {
            (Some(l), Some(c)) => format!("{}:{l}:{c}: ", rec.path),
            (Some(l), None) => format!("{}:{l}: ", rec.path),
            _ => String::new(),
        };
        s.push_str(&format!("  error: {at}{}\n", e.message));
    }
    for p in &rec.properties {
        let st = match p.status {
            PropStatus::Holds => "holds",
            PropStatus::Violated => "VIOLATED",
            PropStatus::Unknown => "unknown",
        };
        s.push_str(&format!("  {st:<8} {}", p.name));
        if let Some(d) = &p.detail {
            s.push_str(&format!("  [{d}]"));
        }
        s.push('\n');
    }
    s
}

fn check_tools(located: &Located, format: Format) -> u8 {
    let mut ok = true;
    let mut tools = Vec::new();
    for tool in Tool::ALL {
        let missing = located.missing(tool);
        ok &= missing.is_empty();
        tools.push((tool, missing));
    }
    // The newest EasyCrypt's provers (`None`: not installed, or it does not list them).
    let smt_provers = located.first("easycrypt").and_then(|i| config::easycrypt_provers(&i.path));
    match format {
        Format::Json => {
            let programs: serde_json::Map<String, serde_json::Value> = PROGRAMS
                .iter()
                .map(|p| {
                    let installs: Vec<serde_json::Value> = located
                        .installs(p.id)
                        .iter()
                        .map(|i| serde_json::json!({"path": i.path.display().to_string(), "version": i.version, "source": i.source}))
                        .collect();
                    (p.id.to_string(), serde_json::Value::Array(installs))
                })
                .collect();
            let t: serde_json::Map<String, serde_json::Value> = tools
                .iter()
                .map(|(t, m)| {
                    let mut entry = serde_json::json!({"ready": m.is_empty(), "missing": m});
                    if *t == Tool::Easycrypt {
                        entry["smt_provers"] = serde_json::json!(smt_provers);
                    }
                    (t.id().to_string(), entry)
                })
                .collect();
            let absent: serde_json::Map<String, serde_json::Value> = located
                .absent
                .iter()
                .map(|(id, installs)| {
                    let paths = installs
                        .iter()
                        .map(|i| serde_json::json!({"path": i.path.display().to_string(), "source": i.source}));
                    (id.to_string(), paths.collect())
                })
                .collect();
            println!("{}", serde_json::json!({"programs": programs, "tools": t, "absent": absent}));
        }
        Format::Text => {
            println!("{:<16} {:<10} {:<12} path", "program", "version", "found via");
            for p in PROGRAMS {
                let installs = located.installs(p.id);
                for i in located.absent.get(p.id).into_iter().flatten() {
                    println!("{:<16} {:<10} {:<12} {} (does not exist)", p.id, "-", i.source, i.path.display());
                }
                if installs.is_empty() && !located.absent.contains_key(p.id) {
                    println!(
                        "{:<16} {:<10} {:<12} (set {} or [verify.programs] {} in cfb.toml)",
                        p.id, "-", "not found", p.env, p.id
                    );
                }
                for i in installs {
                    println!(
                        "{:<16} {:<10} {:<12} {}",
                        p.id,
                        i.version.as_deref().unwrap_or("?"),
                        i.source,
                        i.path.display()
                    );
                }
            }
            println!();
            for (t, m) in &tools {
                if *t == Tool::MaudeNpa && m == &["maude-npa"] {
                    println!("{:<12} plain Maude files only: maude-npa missing", t.id());
                } else if m.is_empty() && *t == Tool::Easycrypt && smt_provers.as_ref().is_some_and(Vec::is_empty) {
                    println!("{:<12} ready, but {}", t.id(), config::NO_SMT_PROVER);
                } else if m.is_empty() {
                    println!("{:<12} ready", t.id());
                } else {
                    println!("{:<12} cannot run: {} missing", t.id(), m.join(", "));
                }
            }
        }
    }
    if ok {
        exit::OK
    } else {
        exit::FINDINGS
    }
}
