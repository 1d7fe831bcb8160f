//! `cfb eval`: the five CrypFormBench tasks end to end, against an OpenAI-compatible endpoint
//! or recorded replies.
//!
//! Stages, one module each, dependencies pointing down the list:
//! - [`task`]: the sub-tasks;
//! - [`dataset`]: instances from a folder in the CrypFormBench `datasets/` layout;
//! - [`prompt`]: prompts from template files (`prompts/<sub-task>.txt`), few-shot examples;
//! - [`client`]: chat completions and embeddings over HTTP, every answer cached under the
//!   output folder by a hash of its request, retries with back-off, a time-out;
//! - [`replay`]: replies from recorded model outputs instead;
//! - [`stages`]: one reply through `cfb extract`, `cfb fmt`, `cfb lint`, `cfb similarity` and a
//!   verifier (`cfb verify`'s runner, or [`recorded`] verdicts);
//! - [`results`]: `results.jsonl`, appended line by line and resumed;
//! - [`metrics`]: `scores.json` through `cfb score`'s recipes.
//!
//! [`run`] ties them together; only the CLI knows where the options come from.

pub mod client;
pub mod dataset;
pub mod metrics;
pub mod prompt;
pub mod recorded;
pub mod replay;
pub mod results;
pub mod stages;
pub mod task;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use sha2::{Digest, Sha256};

use dataset::{Dataset, Instance};
use results::ResultLine;
use task::Task;

use crate::score::ScoreConfig;
use crate::verify::batch::Shard;

/// Where replies come from.
pub enum Source {
    Replay(replay::Replay),
    Endpoint(Arc<client::Client>),
}

/// Where interpretation's semantic similarities come from.
pub enum Semantic {
    /// Not computed: interpretation then has no score.
    None,
    /// An embeddings endpoint.
    Embeddings(client::Client),
    /// The similarities the release recorded.
    Recorded(recorded::RecordedSimilarity),
}

/// What to run.
pub struct Plan {
    pub data: PathBuf,
    pub tasks: Vec<Task>,
    /// Language keys (`spdl` ... `ec`); for translation, target languages.
    pub langs: Vec<&'static str>,
    pub model: String,
    pub limit: Option<usize>,
    pub samples: usize,
    pub few_shot: usize,
    pub temperature: Option<f64>,
    pub prompts: Option<PathBuf>,
    pub shard: Option<Shard>,
    pub out: PathBuf,
    pub score_config: ScoreConfig,
}

/// What a run did.
#[derive(Debug, Default)]
pub struct Summary {
    pub instances: usize,
    pub kept: usize,
    pub processed: usize,
    pub reply_errors: usize,
    pub torn_lines: usize,
    pub interrupted: bool,
    pub scores: Option<metrics::Scores>,
}

/// The instances of a plan, in task, language and file order: the first `limit` per task and
/// language, then this shard's share (by `task/lang/id`, as `cfb verify --shard` picks paths).
pub fn instances(plan: &Plan) -> Result<Vec<Instance>, String> {
    let data = Dataset::open(&plan.data).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for task in &plan.tasks {
        for lang in &plan.langs {
            let mut v = data.instances(*task, lang).map_err(|e| e.to_string())?;
            if let Some(n) = plan.limit {
                v.truncate(n);
            }
            out.extend(v);
        }
    }
    if let Some(shard) = plan.shard {
        out.retain(|i| shard.takes(&shard_key(i)));
    }
    Ok(out)
}

fn shard_key(i: &Instance) -> String {
    format!("{}/{}/{}", i.task, i.lang, i.id)
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Progress on standard error (when drawn at all).
pub trait Progress {
    fn update(&mut self, done: usize, total: usize, what: &str);
}

/// The request of one sample (its hash is the cache key).
pub fn request_body(plan: &Plan, prompt: &str, sample: usize) -> serde_json::Value {
    let mut body = serde_json::json!({
        "model": plan.model,
        "messages": [{"role": "user", "content": prompt}],
    });
    if let Some(t) = plan.temperature {
        body["temperature"] = serde_json::json!(t);
    }
    // Samples of one prompt are separate requests, told apart by their cache key only.
    body["cfb_sample"] = serde_json::json!(sample);
    body
}

/// Runs the plan: replies (replayed or requested, cached), stages, `results.jsonl`,
/// `scores.json`. `stop` says when Ctrl-C asked to stop.
pub async fn run(
    plan: &Plan,
    mut source: Source,
    verifier: &stages::Verifier,
    semantic: &Semantic,
    progress: &mut dyn Progress,
    stop: &dyn Fn() -> bool,
) -> Result<Summary, String> {
    let templates = prompt::Templates::load(plan.prompts.as_deref())?;
    let all = instances(plan)?;
    // Few-shot examples come from the whole dataset, not the shard or the limit.
    let pool = if plan.few_shot > 0 {
        let everything = Plan { limit: None, shard: None, ..clone_plan(plan) };
        instances(&everything)?
    } else {
        Vec::new()
    };
    std::fs::create_dir_all(&plan.out).map_err(|e| format!("{}: {e}", plan.out.display()))?;
    let results_path = plan.out.join("results.jsonl");
    crate::verify::record::repair_tail(&results_path).map_err(|e| format!("{}: {e}", results_path.display()))?;
    let (mut lines, torn) = results::read(&results_path).map_err(|e| format!("{}: {e}", results_path.display()))?;
    let mut summary = Summary { instances: all.len(), torn_lines: torn, ..Default::default() };

    // The work: every (instance, sample) not final in results.jsonl, with its prompt.
    let mut work = Vec::new();
    for inst in &all {
        let examples = prompt::examples(inst, &pool, plan.few_shot);
        let text = templates.prompt(inst, &examples).map_err(|e| format!("{}: {e}", inst.id))?;
        for sample in 0..plan.samples {
            let key = (inst.task, inst.lang.to_string(), inst.id.clone(), sample);
            if let Some(line) = lines.get_mut(&key).filter(|l| l.is_final()) {
                // Read again from the record kept: a rerun applies a newer reading of verdicts
                // (see `VerdictRecord::insecure`) without running the verifier again.
                if line.verdict.is_some() {
                    let expected_insecure = line.expected.map(|s| s == crate::verify::Status::Unsafe);
                    line.outcome = results::outcome(line.verdict.as_ref(), expected_insecure);
                }
                summary.kept += 1;
                continue;
            }
            let body = request_body(plan, &text, sample);
            work.push((inst, sample, body));
        }
    }
    // Each reply goes through the stages and into results.jsonl as soon as it is there:
    // requested concurrently (each answer cached as it arrives), or replayed in order. A kill
    // loses at most the requests in flight.
    let total = work.len();
    progress.update(0, total, "");
    let mut finish =
        Finish { plan, verifier, semantic, results_path: &results_path, lines: &mut lines, summary: &mut summary };
    match &mut source {
        Source::Endpoint(c) => {
            let bodies: Vec<serde_json::Value> = work.iter().map(|(_, _, b)| b.clone()).collect();
            let (in_flight, mut answers) = c.chat_stream(bodies);
            let mut n = 0;
            loop {
                if stop() {
                    finish.summary.interrupted = true;
                    break;
                }
                // Wakes up now and then to notice Ctrl-C while a slow request is out.
                let answer = match tokio::time::timeout(std::time::Duration::from_millis(200), answers.recv()).await {
                    Ok(Some(a)) => a,
                    Ok(None) => break,
                    Err(_) => continue,
                };
                let (i, reply) = answer;
                let (inst, sample, body) = &work[i];
                n += 1;
                progress.update(n, total, &format!("{} {} {}", inst.task, inst.lang, inst.id));
                finish.line(inst, *sample, body, reply).await?;
            }
            drop(in_flight);
        }
        Source::Replay(r) => {
            for (n, (inst, sample, body)) in work.iter().enumerate() {
                if stop() {
                    finish.summary.interrupted = true;
                    break;
                }
                let reply = match r.reply(inst.task, inst.lang, &inst.id)? {
                    Some(text) => Ok((text, "replay")),
                    None => Err(format!("{}: no recorded reply in {}", inst.id, r.dir.display())),
                };
                finish.line(inst, *sample, body, reply).await?;
                progress.update(n + 1, total, &format!("{} {} {}", inst.task, inst.lang, inst.id));
            }
        }
    }
    // One line per key, in order: drops the lines later ones replaced.
    results::rewrite(&results_path, &lines).map_err(|e| format!("{}: {e}", results_path.display()))?;
    let wanted: std::collections::HashSet<(Task, String, String, usize)> = all
        .iter()
        .flat_map(|i| (0..plan.samples).map(move |s| (i.task, i.lang.to_string(), i.id.clone(), s)))
        .collect();
    let scored: Vec<ResultLine> = lines.into_values().filter(|l| wanted.contains(&l.key())).collect();
    let scores = metrics::scores(&plan.model, &scored, plan.samples, &plan.score_config);
    write_atomic(&plan.out.join("scores.json"), &(serde_json::to_string_pretty(&scores).unwrap_or_default() + "\n"))?;
    summary.scores = Some(scores);
    Ok(summary)
}

/// Puts one reply through the stages and appends its result line.
struct Finish<'a> {
    plan: &'a Plan,
    verifier: &'a stages::Verifier,
    semantic: &'a Semantic,
    results_path: &'a Path,
    lines: &'a mut std::collections::BTreeMap<(Task, String, String, usize), ResultLine>,
    summary: &'a mut Summary,
}

impl Finish<'_> {
    async fn line(
        &mut self,
        inst: &Instance,
        sample: usize,
        body: &serde_json::Value,
        reply: Result<(String, &'static str), String>,
    ) -> Result<(), String> {
        let line = process(self.plan, inst, sample, body, reply, self.verifier, self.semantic).await;
        self.summary.reply_errors += usize::from(line.reply.is_none());
        results::append(self.results_path, &line).map_err(|e| format!("{}: {e}", self.results_path.display()))?;
        self.lines.insert(line.key(), line);
        self.summary.processed += 1;
        Ok(())
    }
}

/// What [`merge`] did.
#[derive(Debug)]
pub struct Merged {
    pub lines: usize,
    /// Lines of a part that a later part's line for the same instance and sample replaced.
    pub replaced: usize,
    pub cached_answers: usize,
    pub scores: metrics::Scores,
}

/// Joins the output folders of a sharded run (`--shard K/N`) into `out`: the result lines (one
/// per instance and sample, a later part winning), the cached answers (so that a rerun over
/// `out` asks nothing), the scores over all of them.
pub fn merge(parts: &[PathBuf], out: &Path, cfg: &ScoreConfig) -> Result<Merged, String> {
    let mut all = std::collections::BTreeMap::new();
    let mut replaced = 0;
    for part in parts {
        let path = part.join("results.jsonl");
        if !path.is_file() {
            return Err(format!("{}: no results.jsonl (not a cfb eval output folder)", part.display()));
        }
        let (lines, _) = results::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        for (k, v) in lines {
            replaced += usize::from(all.insert(k, v).is_some());
        }
    }
    let models: std::collections::BTreeSet<&str> = all.values().map(|l| l.model.as_str()).collect();
    let model = match models.into_iter().collect::<Vec<_>>()[..] {
        [m] => m.to_string(),
        [] => return Err("the parts hold no result line".into()),
        ref many => {
            return Err(format!(
                "the parts are runs of different models ({}): merge one model at a time",
                many.join(", ")
            ))
        }
    };
    std::fs::create_dir_all(out.join("cache")).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut cached_answers = 0;
    for part in parts {
        let Ok(entries) = std::fs::read_dir(part.join("cache")) else { continue };
        for entry in entries.flatten() {
            let target = out.join("cache").join(entry.file_name());
            if !target.exists() {
                std::fs::copy(entry.path(), &target).map_err(|e| format!("{}: {e}", target.display()))?;
                cached_answers += 1;
            }
        }
    }
    let path = out.join("results.jsonl");
    results::rewrite(&path, &all).map_err(|e| format!("{}: {e}", path.display()))?;
    let samples = all.keys().map(|k| k.3 + 1).max().unwrap_or(1);
    let lines: Vec<ResultLine> = all.into_values().collect();
    let scores = metrics::scores(&model, &lines, samples, cfg);
    write_atomic(&out.join("scores.json"), &(serde_json::to_string_pretty(&scores).unwrap_or_default() + "\n"))?;
    Ok(Merged { lines: lines.len(), replaced, cached_answers, scores })
}

fn clone_plan(p: &Plan) -> Plan {
    Plan {
        data: p.data.clone(),
        tasks: p.tasks.clone(),
        langs: p.langs.clone(),
        model: p.model.clone(),
        limit: p.limit,
        samples: p.samples,
        few_shot: p.few_shot,
        temperature: p.temperature,
        prompts: p.prompts.clone(),
        shard: p.shard,
        out: p.out.clone(),
        score_config: p.score_config.clone(),
    }
}

/// Writes `text` to `path` through a temporary file renamed into place.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), String> {
    use std::io::Write;
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    tmp.write_all(text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
    persist(tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Moves a finished temporary file into place, readable by others as a plain file would be
/// (temporary files are created private).
pub fn persist(tmp: tempfile::NamedTempFile, path: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        tmp.as_file().set_permissions(std::fs::Permissions::from_mode(0o644))?;
    }
    tmp.persist(path).map(|_| ()).map_err(|e| e.error)
}

/// One reply through the stages into its result line.
async fn process(
    plan: &Plan,
    inst: &Instance,
    sample: usize,
    body: &serde_json::Value,
    reply: Result<(String, &'static str), String>,
    verifier: &stages::Verifier,
    semantic: &Semantic,
) -> ResultLine {
    let expected_insecure = inst.expected_insecure.or_else(|| match verifier {
        stages::Verifier::Recorded(r) => r.expected_insecure(inst.task, inst.lang, &inst.id),
        stages::Verifier::Tools { .. } => None,
    });
    let expected =
        expected_insecure.map(|i| if i { crate::verify::Status::Unsafe } else { crate::verify::Status::Safe });
    let mut line = ResultLine {
        model: plan.model.clone(),
        task: inst.task,
        lang: inst.lang.to_string(),
        id: inst.id.clone(),
        sample,
        prompt_sha256: client::cache_key(body),
        reply: None,
        reply_error: None,
        reply_source: None,
        code: None,
        extraction: None,
        normalized: None,
        lint: None,
        verdict: None,
        expected,
        outcome: "not-analysed".into(),
        similarity: None,
        semantic_similarity: None,
    };
    let (reply, origin) = match reply {
        Ok(r) => r,
        Err(e) => {
            line.reply_error = Some(e);
            return line;
        }
    };
    line.reply_source = Some(origin.into());
    if inst.task.wants_code() {
        let st = stages::code_stages(inst, &reply);
        line.extraction = st.extraction;
        line.lint = st.lint;
        line.normalized = st.normalized;
        line.similarity = st.similarity;
        let recorded = matches!(verifier, stages::Verifier::Recorded(_));
        // A recorded verdict is on the recorded run's own extraction: it stands even where
        // cfb finds no code in the reply.
        if st.code.is_some() || recorded {
            let rel = PathBuf::from("answers")
                .join(inst.task.id())
                .join(inst.lang)
                .join(format!("sample-{sample}"))
                .join(crate::extract::batch::output_path(&inst.id))
                .join(stages::file_name(inst));
            let path = plan.out.join(&rel);
            if let Some(code) = &st.code {
                let written =
                    path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|_| std::fs::write(&path, code));
                if let Err(e) = written {
                    line.reply_error = Some(format!("{}: {e}", path.display()));
                }
            }
            let verdict = verifier.verdict(inst, path, rel.display().to_string()).await;
            line.outcome = results::outcome(Some(&verdict), expected_insecure);
            line.verdict = Some(verdict);
        }
        line.code = st.code;
    } else {
        line.outcome = "prose".into();
    }
    if matches!(inst.task, Task::InterpretationCode | Task::InterpretationLogic) {
        let answer = if inst.task.wants_code() { line.code.clone() } else { Some(reply.clone()) };
        match (semantic, answer, inst.reference.as_deref()) {
            (Semantic::None, _, _) | (Semantic::Embeddings(_), _, None) => {}
            (Semantic::Recorded(r), _, _) => line.semantic_similarity = r.get(inst.task, inst.lang, &inst.id),
            // No code came back: nothing to compare, as the release scores it.
            (Semantic::Embeddings(_), None, Some(_)) => line.semantic_similarity = Some(0.0),
            (Semantic::Embeddings(e), Some(answer), Some(reference)) => match e.similarity(&answer, reference).await {
                Ok(s) => line.semantic_similarity = Some(s),
                Err(err) => line.reply_error = Some(format!("embeddings: {err}")),
            },
        }
    }
    line.reply = Some(reply);
    line
}
