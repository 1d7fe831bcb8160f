//! Turning PATH arguments into inputs: files, folders walked for known extensions, or `-`.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::diagnostic::Diagnostic;
use crate::language::{guess_from_content, Language};
use crate::source::SourceFile;

/// One input to process.
pub struct Input {
    /// The path as the user gave it, or `-`.
    pub display: String,
    /// The file's path (None for standard input).
    pub path: Option<PathBuf>,
    pub language: Language,
    pub source: SourceFile,
    /// What decoding the bytes changed (BOM, invalid UTF-8).
    pub decode_notes: Vec<Diagnostic>,
}

/// A path that could not be turned into an input; reported on stderr, exit status 2.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0}: cannot tell the language (extension not known and content unclear); pass --lang")]
    UnknownLanguage(String),
    #[error("{0}: no such file or folder")]
    Missing(String),
    #[error("{0}: the folder holds no model file (none with an extension `cfb languages` lists)")]
    NoModels(String),
}

/// Files under the given paths: folders are walked (sorted, hidden entries skipped) and keep
/// the files whose extension a language claims; files are kept as given.
pub fn expand_paths(paths: &[String]) -> Vec<Result<String, InputError>> {
    let mut out = Vec::new();
    for p in paths {
        let path = Path::new(p);
        if p == "-" || path.is_file() {
            out.push(Ok(p.clone()));
        } else if path.is_dir() {
            let before = out.len();
            let walker = walkdir::WalkDir::new(path)
                .sort_by_file_name()
                .into_iter()
                .filter_entry(|e| e.depth() == 0 || !e.file_name().to_str().is_some_and(|n| n.starts_with('.')));
            for entry in walker {
                match entry {
                    Ok(e) if e.file_type().is_file() && Language::from_path(e.path()).is_some() => {
                        out.push(Ok(e.path().display().to_string()))
                    }
                    Ok(_) => {}
                    Err(err) => {
                        let where_ = err.path().map(|p| p.display().to_string()).unwrap_or_else(|| p.clone());
                        out.push(Err(InputError::Io(where_, err.into())))
                    }
                }
            }
            if out.len() == before {
                out.push(Err(InputError::NoModels(p.clone())));
            }
        } else {
            // A pipe or device is read as a file; a symlink loop or a forbidden path says why.
            match std::fs::metadata(path) {
                Ok(_) => out.push(Ok(p.clone())),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => out.push(Err(InputError::Missing(p.clone()))),
                Err(e) => out.push(Err(InputError::Io(p.clone(), e))),
            }
        }
    }
    out
}

/// The bytes of one path, or of standard input for `-`: how every command reads a file argument.
pub fn read_bytes(display: &str) -> std::io::Result<Vec<u8>> {
    if display == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf)?;
        Ok(buf)
    } else {
        std::fs::read(display)
    }
}

/// Reads one path (or `-`) and decides its language: `lang` wins, then the extension, then,
/// for standard input only, the content.
pub fn read(display: &str, lang: Option<Language>) -> Result<Input, InputError> {
    let bytes = read_bytes(display).map_err(|e| InputError::Io(display.into(), e))?;
    let path = (display != "-").then(|| PathBuf::from(display));
    let (source, decode_notes) = SourceFile::from_bytes(display, &bytes);
    let language = lang
        .or_else(|| path.as_deref().and_then(Language::from_path))
        .or_else(|| if path.is_none() { guess_from_content(&source.text) } else { None })
        .ok_or_else(|| InputError::UnknownLanguage(display.into()))?;
    Ok(Input { display: display.into(), path, language, source, decode_notes })
}

/// Reads the two models a comparison reads (`cfb diff`, `cfb similarity`) in one language:
/// `lang` wins, then the extensions; standard input takes the other side's. Prints why not.
pub fn read_pair(a: &str, b: &str, lang: Option<Language>) -> Option<(Input, Input, Language)> {
    if a == "-" && b == "-" {
        eprintln!("cfb: only one of A and B can be standard input");
        return None;
    }
    let read = |p: &str| match read(p, lang) {
        Ok(i) => Some(i),
        Err(e) => {
            eprintln!("cfb: {e}");
            None
        }
    };
    let (x, y) = (read(a)?, read(b)?);
    // Standard input takes the other side's language.
    let language = match (lang, x.path.is_some(), y.path.is_some()) {
        (Some(l), _, _) => l,
        (None, true, false) => x.language,
        (None, false, true) => y.language,
        _ if x.language == y.language => x.language,
        _ => {
            eprintln!(
                "cfb: {} is {} and {} is {}: pass --lang to compare them as one language",
                x.display, x.language, y.display, y.language
            );
            return None;
        }
    };
    Some((x, y, language))
}

/// Prints a file's diagnostics to standard error as `cfb lint` shows them (for commands that
/// refuse files with syntax errors).
pub fn print_diagnostics(inp: &Input, diagnostics: Vec<Diagnostic>, color: bool) {
    let report = crate::render::FileReport {
        path: inp.display.clone(),
        language: inp.language,
        source: inp.source.clone(),
        diagnostics,
    };
    eprint!("{}", crate::render::human::render(&report, color));
}

// `--jobs`, for the commands that work through many files (not a doc comment: clap would
// make it the about text of every command that flattens this).
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct Jobs {
    /// Files worked on at once (default: the number of cores). Output is the same and in the
    /// same order whatever N is; `--jobs 1` works through the files one by one on one thread.
    #[arg(short = 'j', long = "jobs", value_name = "N", value_parser = parse_jobs)]
    pub jobs: Option<usize>,
}

impl Jobs {
    /// The number of threads to use: `--jobs`, else the cores this process may run on.
    pub fn count(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }
}

fn parse_jobs(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err("must be at least 1 (1 works through the files one by one)".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{s}` is not a number of threads")),
    }
}

/// Reads each input and runs `work` on it, on `jobs` threads of a work-stealing pool, and
/// hands every result to `emit` on this thread in input order, each as soon as it and those
/// before it are done (so output streams as in a sequential run). An input that could not be
/// read is handed over as its error, in its place. `emit` returns false to stop early (output
/// closed): inputs not yet started are then skipped.
pub fn for_each<R: Send>(
    entries: Vec<Result<String, InputError>>,
    lang: Option<Language>,
    jobs: usize,
    work: impl Fn(Input) -> R + Sync,
    mut emit: impl FnMut(Result<R, InputError>) -> bool,
) {
    let run = |entry: Result<String, InputError>| entry.and_then(|display| read(&display, lang)).map(&work);
    let pool = if entries.len() > 1 { crate::lint::pool::build(jobs) } else { None };
    let Some(pool) = pool else {
        for entry in entries {
            if !emit(run(entry)) {
                return;
            }
        }
        return;
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::channel();
    pool.in_place_scope_fifo(|scope| {
        // FIFO, so the pool takes inputs roughly in order and few results wait for an earlier one.
        for (k, entry) in entries.into_iter().enumerate() {
            let (tx, stop, run) = (tx.clone(), &stop, &run);
            scope.spawn_fifo(move |_| {
                if !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    let _ = tx.send((k, run(entry)));
                }
            });
        }
        drop(tx);
        let mut done = std::collections::BTreeMap::new();
        let mut next = 0;
        for (k, result) in rx {
            done.insert(k, result);
            while let Some(result) = done.remove(&next) {
                next += 1;
                if !emit(result) {
                    stop.store(true, std::sync::atomic::Ordering::Relaxed);
                    return;
                }
            }
        }
    });
}
