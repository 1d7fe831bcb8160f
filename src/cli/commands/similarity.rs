//! `cfb similarity A B` and `cfb similarity --pairs PAIRS.jsonl`: how close a model is to a
//! reference, as scores in [0, 1], overall and per top-level item.

use crate::cli::Global;
use std::io::{BufRead, Write};

use crate::cli::progress::Progress;
use crate::cli::{commands::diff, exit, input};
use crate::compare::similarity::Weights;
use crate::compare::{Comparison, Options, Side};
use crate::language::Language;
use crate::render::similarity::{report, text};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// A table of the scores and of the items.
    Text,
    /// `{"a", "b", "lang", "scores": {...}, "items": [...]}` (a line per pair with --pairs).
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The candidate model (a file or `-`).
    #[arg(value_name = "A", required_unless_present = "pairs")]
    pub a: Option<String>,
    /// The reference model.
    #[arg(value_name = "B", required_unless_present = "pairs")]
    pub b: Option<String>,
    /// Score many pairs: a JSON Lines file (or `-`) of `{"a": path or text, "b": …, "lang": L}`
    /// (a value that names no file is read as the model's text; `lang` may be left out for
    /// paths with known extensions). Prints one JSON line per pair, in order.
    #[arg(long, value_name = "PAIRS.jsonl", conflicts_with_all = ["a", "b"])]
    pub pairs: Option<String>,
    /// Language, overriding extensions.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub rename: diff::RenameArg,
    /// CodeBLEU's weights of token_bleu, keyword_bleu, syntax_match and dataflow_match.
    #[arg(long, value_name = "T,K,S,D", default_value = "0.25,0.25,0.25,0.25")]
    pub weights: Weights,
}

pub fn run(args: Args, global: &Global) -> u8 {
    let options = Options { rename: args.rename.rename, dataflow: true };
    if let Some(pairs) = &args.pairs {
        return run_pairs(pairs, args.lang, options, args.weights, global);
    }
    let (a, b) = (args.a.as_deref().unwrap_or("-"), args.b.as_deref().unwrap_or("-"));
    let Some((x, y, language)) = input::read_pair(a, b, args.lang) else { return exit::USAGE };
    crate::cli::heap::one_shot(x.source.text.len() + y.source.text.len());
    let Some((sa, sb)) = diff::sides(&x, &y, language, options) else { return exit::USAGE };
    let cmp = Comparison::new(sa, sb);
    let r = report(&x.display, &y.display, language, &cmp, args.weights);
    let out = match args.format {
        Format::Json => serde_json::to_string(&r).unwrap_or_default() + "\n",
        Format::Text => text(&r),
    };
    // The process ends here: the trees need not be freed node by node (as in `cfb diff`).
    std::mem::forget(cmp);
    if std::io::stdout().lock().write_all(out.as_bytes()).is_err() {
        return exit::USAGE;
    }
    exit::OK
}

#[derive(serde::Deserialize)]
struct PairLine {
    a: String,
    b: String,
    lang: Option<String>,
}

/// One line of a pairs file: its report as a JSON line, or why not.
fn score_line(line: &str, lang: Option<Language>, options: Options, weights: Weights) -> Result<String, String> {
    let p: PairLine = serde_json::from_str(line).map_err(|e| format!("not a pair: {e}"))?;
    // A path when it names a file, else the text itself.
    let load = |v: &str| -> (Option<std::path::PathBuf>, String, String) {
        let path = std::path::Path::new(v);
        if !v.contains('\n') && path.is_file() {
            if let Ok(bytes) = std::fs::read(path) {
                // Decoded as every command decodes a file (BOM, invalid UTF-8).
                let text = crate::source::SourceFile::from_bytes(v, &bytes).0.text;
                return (Some(path.to_path_buf()), text, v.to_string());
            }
        }
        (None, v.to_string(), "<text>".to_string())
    };
    let ((pa, ta, na), (pb, tb, nb)) = (load(&p.a), load(&p.b));
    let named = match &p.lang {
        Some(l) => Some(l.parse::<Language>().map_err(|e| format!("\"lang\": {e}"))?),
        None => None,
    };
    let language = named
        .or(lang)
        .or_else(|| pa.as_deref().and_then(Language::from_path))
        .or_else(|| pb.as_deref().and_then(Language::from_path))
        .ok_or("no \"lang\" and no path with a known extension")?;
    let a = Side::new(language, pa.as_deref(), ta, options).map_err(|e| e.to_string())?;
    let b = Side::new(language, pb.as_deref(), tb, options).map_err(|e| e.to_string())?;
    let cmp = Comparison::new(a, b);
    serde_json::to_string(&report(&na, &nb, language, &cmp, weights)).map_err(|e| e.to_string())
}

fn run_pairs(path: &str, lang: Option<Language>, options: Options, weights: Weights, global: &Global) -> u8 {
    let reader = match crate::cli::input::read_bytes(path) {
        Ok(bytes) => std::io::Cursor::new(bytes),
        Err(e) => {
            eprintln!("cfb: {path}: {e}");
            return exit::USAGE;
        }
    };
    let lines: Vec<String> = match reader.lines().collect() {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cfb: {path}: {e}");
            return exit::USAGE;
        }
    };
    let todo: Vec<(usize, &String)> = lines.iter().enumerate().filter(|(_, l)| !l.trim().is_empty()).collect();
    // Pairs are independent: every core takes the next one.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<String, String>>>> =
        todo.iter().map(|_| Default::default()).collect();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(todo.len().max(1));
    let progress = Progress::new(global, "similarity", todo.len(), "pairs");
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((_, line)) = todo.get(k) else { break };
                let r = score_line(line, lang, options, weights);
                *results[k].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
                progress.inc();
            });
        }
    });
    drop(progress);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut failed = false;
    for ((number, _), r) in todo.iter().zip(results) {
        match r.into_inner().unwrap_or_else(|e| e.into_inner()) {
            Some(Ok(json)) => {
                if writeln!(out, "{json}").is_err() {
                    return exit::USAGE;
                }
            }
            Some(Err(e)) => {
                failed = true;
                eprintln!("cfb: {path}:{}:1: {e}", number + 1);
                let _ = writeln!(out, "{}", serde_json::json!({ "line": number + 1, "error": e }));
            }
            None => failed = true,
        }
    }
    if failed {
        exit::USAGE
    } else {
        exit::OK
    }
}
