//! `cfb eval`: the CrypFormBench tasks end to end against an OpenAI-compatible endpoint, or
//! offline over recorded replies (`--replay`).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::cli::progress::Progress;
use crate::cli::{exit, Global};
use crate::eval::recorded::{Recorded, RecordedSimilarity};
use crate::eval::{self, client, replay::Replay, stages::Verifier, task::Task, Plan, Semantic, Source};
use crate::score::data::LANGS;
use crate::score::ScoreConfig;
use crate::verify::batch::Shard;
use crate::verify::config::{self, FileConfig, SandboxMode, Settings};

/// `cfb eval` interrupted (Ctrl-C): rerun with the same --out to resume.
pub const INTERRUPTED: u8 = 130;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The datasets folder, in CrypFormBench's `datasets/` layout (generation/, completion/,
    /// correction/, interpretation/, transformation/). With --replay and no CFB_DATA: the
    /// release's `datasets/` beside the replay folder's `model_outputs/`.
    #[arg(long, env = "CFB_DATA", value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Tasks, comma-separated: generation, completion, transformation (or translation),
    /// correction (its error and false sub-tasks), interpretation (its code and logic
    /// sub-tasks), or one sub-task (correction-error, interpretation-logic, ...).
    #[arg(long, value_name = "T[,T...]", required_unless_present = "merge")]
    pub task: Option<String>,
    /// Languages, comma-separated (spdl, hlpsl, pv, spthy, maude, cv, ec); all by default. For
    /// transformation, the target language.
    #[arg(long, value_name = "L[,L...]")]
    pub lang: Option<String>,
    /// The model's name: sent to the endpoint, and the model's folder under --replay.
    #[arg(long, value_name = "NAME")]
    pub model: Option<String>,
    /// The OpenAI-compatible endpoint (`POST URL/chat/completions`); the key comes from
    /// CFB_API_KEY or OPENAI_API_KEY and is never written anywhere.
    #[arg(long, value_name = "URL", required_unless_present_any = ["replay", "merge"], conflicts_with = "replay")]
    pub endpoint: Option<String>,
    /// Take the replies from recorded model outputs instead (CrypFormBench's
    /// `model_outputs/<model>/` layout: DIR is the model's folder, or their parent with --model).
    #[arg(long, value_name = "DIR")]
    pub replay: Option<PathBuf>,
    /// Verdicts from the release instead of running the verifiers: CrypFormBench's
    /// `original_results/` (per reply, for correction, interpretation and translation only;
    /// the verdict of the authors' run on their own extraction of the reply).
    #[arg(long, value_name = "DIR")]
    pub recorded_verdicts: Option<PathBuf>,
    /// Interpretation's semantic similarities from the release instead of an embeddings
    /// endpoint: CrypFormBench's
    /// `calculated_results/result_statistics_interpretation_similarity.json` (the authors'
    /// embeddings of their run's replies).
    #[arg(long, value_name = "FILE", conflicts_with = "embeddings")]
    pub recorded_similarity: Option<PathBuf>,
    /// The first N instances per task and language.
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
    /// Samples per instance, for pass@k (k = 1..K).
    #[arg(long, default_value_t = 1, value_name = "K")]
    pub k: usize,
    /// Solved examples of the same task and language put before each question (never the
    /// instance itself).
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub few_shot: usize,
    /// Sampling temperature sent with each request (the endpoint's default when not given).
    #[arg(long, value_name = "X")]
    pub temperature: Option<f64>,
    /// Requests in flight at once.
    #[arg(long, default_value_t = 4, value_name = "N")]
    pub concurrency: usize,
    /// Seconds to wait for one answer before it counts as failed (and is retried).
    #[arg(long, default_value_t = 300.0, value_name = "S")]
    pub timeout: f64,
    /// Retries of a request after a 429, a 5xx, a time-out or a malformed answer.
    #[arg(long, default_value_t = 5, value_name = "N")]
    pub retries: u32,
    /// The first back-off in milliseconds, doubled at each retry (`Retry-After` wins).
    #[arg(long, env = "CFB_BACKOFF_MS", default_value_t = 1000, value_name = "MS")]
    pub backoff_ms: u64,
    /// Prompt templates replacing the built-in ones: DIR/<sub-task>.txt (generation.txt,
    /// completion.txt, translation.txt, correction-error.txt, correction-false.txt,
    /// interpretation-code.txt, interpretation-logic.txt, few-shot-example.txt), with
    /// {{variables}} as in cfb's own `prompts/` folder.
    #[arg(long, value_name = "DIR")]
    pub prompts: Option<PathBuf>,
    /// An OpenAI-compatible embeddings endpoint (`POST URL/embeddings`) for interpretation's
    /// semantic similarity (cosine); needs --embedding-model.
    #[arg(long, value_name = "URL", requires = "embedding_model")]
    pub embeddings: Option<String>,
    #[arg(long, value_name = "NAME", requires = "embeddings")]
    pub embedding_model: Option<String>,
    /// Take only share K of N of the instances (K from 0), chosen by a hash of task/lang/id, as
    /// `cfb verify --shard` does.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,
    /// Instead of running, join the output folders of a sharded run into --out: results (one
    /// line per instance and sample), cached answers, scores.json and report.html.
    #[arg(long, value_name = "DIR", num_args = 1.., conflicts_with_all = ["endpoint", "replay", "shard"])]
    pub merge: Vec<PathBuf>,
    /// Scoring configuration of scores.json (C1–C4, see `cfb score --help`).
    #[arg(long = "config", default_value = "C1", value_name = "NAME")]
    pub score_config: String,
    /// Verifier time-out per run in seconds (as `cfb verify --timeout`).
    #[arg(long, env = "CFB_TIMEOUT", value_name = "SECS")]
    pub verify_timeout: Option<f64>,
    /// The output folder: results.jsonl, scores.json, cache/, answers/. A rerun with the same
    /// folder resumes: it asks nothing it has an answer for and redoes only what is missing.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
}

/// The progress bar of the run (see [`Progress`]) over what is left to do: work kept from an
/// earlier run is neither counted nor timed.
struct Bar<'g> {
    global: &'g Global,
    shown: Option<(Progress, usize)>,
}

impl eval::Progress for Bar<'_> {
    fn update(&mut self, done: usize, total: usize, what: &str) {
        let global = self.global;
        let (bar, kept) =
            self.shown.get_or_insert_with(|| (Progress::new(global, "eval", total - done, "replies"), done));
        bar.set_position(done - (*kept).min(done));
        bar.set_message(what);
    }
}

fn langs(arg: Option<&str>) -> Result<Vec<&'static str>, String> {
    let Some(arg) = arg else { return Ok(LANGS.to_vec()) };
    let mut out = Vec::new();
    for name in arg.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let key = crate::language::Language::from_name(name)
            .and_then(eval::dataset::lang_key)
            .ok_or_else(|| format!("unknown language `{name}`: use {}", LANGS.join(", ")))?;
        if !out.contains(&key) {
            out.push(key);
        }
    }
    Ok(out)
}

pub fn run(args: Args, global: &Global) -> u8 {
    match run_inner(args, global) {
        Ok(status) => status,
        Err(e) => {
            eprintln!("cfb: {e}");
            exit::USAGE
        }
    }
}

fn run_inner(args: Args, global: &Global) -> Result<u8, String> {
    let score_config = ScoreConfig::builtin(&args.score_config)
        .ok_or_else(|| format!("unknown scoring configuration `{}` (C1, C2, C3, C4)", args.score_config))?;
    if !args.merge.is_empty() {
        let merged = eval::merge(&args.merge, &args.out, &score_config)?;
        eval::write_atomic(&args.out.join("report.html"), &crate::render::eval::render(&[&merged.scores]))?;
        if !global.quiet {
            eprintln!(
                "cfb: {} result line(s) from {} part(s) ({} replaced by a later part), {} cached answer(s) copied into {}",
                merged.lines,
                args.merge.len(),
                merged.replaced,
                merged.cached_answers,
                args.out.display()
            );
        }
        return Ok(exit::OK);
    }
    let tasks = Task::parse_list(args.task.as_deref().unwrap_or_default())?;
    let langs = langs(args.lang.as_deref())?;
    if args.k == 0 {
        return Err("--k must be at least 1".into());
    }
    if !(args.timeout > 0.0 && args.timeout.is_finite()) {
        return Err("--timeout must be a positive number of seconds".into());
    }
    let model = match (&args.model, &args.replay) {
        (Some(m), _) => m.clone(),
        (None, Some(dir)) => dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .ok_or("--replay DIR: name the model with --model")?,
        (None, None) => return Err("--model NAME is required with --endpoint".into()),
    };
    let plan = Plan {
        data: args
            .data
            .clone()
            .or_else(|| args.replay.as_deref().and_then(eval::dataset::beside_replay))
            .ok_or("--data DIR (or CFB_DATA) is required")?,
        tasks,
        langs,
        model: model.clone(),
        limit: args.limit,
        samples: args.k,
        few_shot: args.few_shot,
        temperature: args.temperature,
        prompts: args.prompts.clone(),
        shard: args.shard,
        out: args.out.clone(),
        score_config,
    };
    let api_key =
        ["CFB_API_KEY", "OPENAI_API_KEY"].iter().find_map(|v| std::env::var(v).ok().filter(|k| !k.is_empty()));
    let settings = |url: &str, embedding_model: Option<String>| client::Settings {
        url: url.to_string(),
        api_key: api_key.clone(),
        timeout: Duration::from_secs_f64(args.timeout),
        concurrency: args.concurrency.max(1),
        retries: args.retries,
        backoff: Duration::from_millis(args.backoff_ms),
        cache_dir: args.out.join("cache"),
        embedding_model,
    };
    let source = match (&args.replay, &args.endpoint) {
        (Some(dir), _) => Source::Replay(Replay::open(dir, &model)?),
        (None, Some(url)) => Source::Endpoint(Arc::new(client::Client::new(settings(url, None))?)),
        (None, None) => return Err("give --endpoint URL or --replay DIR".into()),
    };
    let semantic = match (&args.embeddings, &args.recorded_similarity) {
        (Some(url), _) => Semantic::Embeddings(client::Client::new(settings(url, args.embedding_model.clone()))?),
        (None, Some(file)) => Semantic::Recorded(RecordedSimilarity::open(file, &model)?),
        (None, None) => Semantic::None,
    };
    let verifier = match &args.recorded_verdicts {
        Some(dir) => Verifier::Recorded(Recorded::open(dir, &model)?),
        None => {
            let (cfg, _) = FileConfig::load(None).map_err(|e| e.to_string())?;
            let located = config::locate(&cfg, &config::std_env, true);
            let defaults = Settings::default();
            let timeout = args.verify_timeout.or(cfg.verify.timeout).unwrap_or(defaults.timeout.as_secs_f64());
            // The sandbox as `cfb verify` has it: CFB_SANDBOX, else `[verify] sandbox`, else on.
            let sandbox = std::env::var("CFB_SANDBOX").ok().and_then(|v| v.parse::<SandboxMode>().ok());
            let sandbox = sandbox.or(cfg.verify.sandbox).unwrap_or(SandboxMode::On) == SandboxMode::On;
            if sandbox {
                crate::verify::sandbox::status(false).map_err(|why| {
                    format!(
                        "cannot sandbox the verifier runs here: {why}; set CFB_SANDBOX=off (or [verify] sandbox = \
                         \"off\" in cfb.toml) to run them with cfb's own rights"
                    )
                })?;
            }
            let allow_include = cfg.verify.allow_include.clone().unwrap_or_default();
            // The folders of earlier runs killed with SIGKILL.
            crate::verify::scratch::remove_abandoned();
            Verifier::Tools {
                located,
                settings: Settings { timeout: Duration::from_secs_f64(timeout), sandbox, allow_include, ..defaults },
            }
        }
    };
    let endpoint = match &source {
        Source::Endpoint(c) => Some(c.clone()),
        Source::Replay(_) => None,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    let stopping = Arc::new(AtomicBool::new(false));
    let mut bar = Bar { global, shown: None };
    let summary = runtime.block_on(async {
        let flag = stopping.clone();
        tokio::spawn(async move {
            if tokio::signal::ctrl_c().await.is_ok() {
                flag.store(true, Ordering::SeqCst);
            }
        });
        let stop = || stopping.load(Ordering::SeqCst);
        eval::run(&plan, source, &verifier, &semantic, &mut bar, &stop).await
    })?;
    if let Some(s) = &summary.scores {
        eval::write_atomic(&args.out.join("report.html"), &crate::render::eval::render(&[s]))?;
    }
    if !global.quiet {
        let requests = endpoint.map(|c| c.requests.load(Ordering::SeqCst));
        eprintln!(
            "cfb: {} instance(s) × {} sample(s): {} processed, {} kept from an earlier run{}{}",
            summary.instances,
            plan.samples,
            summary.processed,
            summary.kept,
            requests.map(|n| format!(", {n} request(s) sent")).unwrap_or_default(),
            if summary.reply_errors > 0 {
                format!(", {} without a reply", summary.reply_errors)
            } else {
                String::new()
            },
        );
        if let Some(s) = &summary.scores {
            for note in &s.notes {
                eprintln!("cfb: note: {note}");
            }
        }
        eprintln!(
            "cfb: results in {}, scores in {}, report in {}",
            args.out.join("results.jsonl").display(),
            args.out.join("scores.json").display(),
            args.out.join("report.html").display()
        );
    }
    if let Some(s) = &summary.scores {
        println!("{}", serde_json::to_string(&serde_json::json!({"model": s.model, "upstream": s.upstream, "paper": s.paper, "over_verdicts": s.over_verdicts})).unwrap_or_default());
    }
    if summary.interrupted {
        eprintln!("cfb: interrupted; rerun with the same --out to resume");
        return Ok(INTERRUPTED);
    }
    Ok(if summary.reply_errors > 0 { exit::FINDINGS } else { exit::OK })
}
