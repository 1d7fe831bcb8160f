//! `DIR/results.jsonl`: one line per instance and sample, appended as soon as it is known (one
//! `write` per line, so a crash leaves at most a torn last line, which a rerun skips and redoes).

use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::stages::{Extracted, LintResult};
use super::task::Task;
use crate::compare::similarity::Scores;
use crate::verify::record::{self, Status, VerdictRecord};

/// One line of `results.jsonl`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ResultLine {
    pub model: String,
    pub task: Task,
    pub lang: String,
    pub id: String,
    /// 0 .. K-1 (`--k`).
    pub sample: usize,
    /// sha256 of the request (the cache key); for a replay, of the prompt cfb would send.
    pub prompt_sha256: String,
    /// The model's reply; `None` when none came (see `reply_error`).
    pub reply: Option<String>,
    pub reply_error: Option<String>,
    /// Where the reply came from: `endpoint`, `cache` or `replay`.
    pub reply_source: Option<String>,
    /// The extracted code (code sub-tasks).
    pub code: Option<String>,
    pub extraction: Option<Extracted>,
    /// The code in the canonical layout (`cfb fmt`); `None` when it does not parse.
    pub normalized: Option<String>,
    pub lint: Option<LintResult>,
    /// The verdict record (`cfb verify`'s format): status NO_TOOL when the verifier is not
    /// installed, `tool` = `recorded:crypformbench` for a verdict taken from the release.
    pub verdict: Option<VerdictRecord>,
    /// The reference verdict (SAFE/UNSAFE) recorded by the benchmark's authors.
    pub expected: Option<Status>,
    /// tp, tn, fp, fn (positive = insecure), `timeout`, `not-analysed`, or `no-verdict` (the
    /// tool is not installed or no verdict is recorded: not counted either way).
    pub outcome: String,
    /// Completion: code similarity to the complete reference model (`cfb similarity`).
    pub similarity: Option<Scores>,
    /// Interpretation: cosine similarity of the answer's embedding to the reference's.
    pub semantic_similarity: Option<f64>,
}

impl ResultLine {
    pub fn key(&self) -> (Task, String, String, usize) {
        (self.task, self.lang.clone(), self.id.clone(), self.sample)
    }

    /// Whether a rerun may keep this line: it has a reply and a decided verdict (a missing tool
    /// is not a decision; installing it and rerunning fills the line in).
    pub fn is_final(&self) -> bool {
        self.reply.is_some() && self.outcome != "no-verdict"
    }
}

/// The benchmark's reading of a verdict against the reference verdict.
pub fn outcome(verdict: Option<&VerdictRecord>, expected_insecure: Option<bool>) -> String {
    let Some(v) = verdict else { return "not-analysed".into() };
    match v.status {
        Status::NoTool => return "no-verdict".into(),
        Status::Timeout => return "timeout".into(),
        _ => {}
    }
    match (v.insecure(), expected_insecure) {
        (None, _) => "not-analysed",
        (Some(_), None) => "no-reference",
        (Some(true), Some(true)) => "tp",
        (Some(false), Some(false)) => "tn",
        (Some(true), Some(false)) => "fp",
        (Some(false), Some(true)) => "fn",
    }
    .into()
}

/// Appends one line.
pub fn append(path: &Path, line: &ResultLine) -> std::io::Result<()> {
    let json = serde_json::to_string(line).map_err(std::io::Error::other)?;
    record::append_line(path, &json)
}

/// The lines of a results file, the last one per key winning; torn lines (a crash mid-write)
/// are skipped and counted. A missing file has none.
pub fn read(path: &Path) -> std::io::Result<(BTreeMap<(Task, String, String, usize), ResultLine>, usize)> {
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Default::default()),
        Err(e) => return Err(e),
    };
    let (mut lines, mut torn) = (BTreeMap::new(), 0);
    for line in std::io::BufReader::new(file).lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<ResultLine>(&line) {
            Ok(r) => {
                lines.insert(r.key(), r);
            }
            Err(_) => torn += 1,
        }
    }
    Ok((lines, torn))
}

/// Rewrites the results file with one line per key, in key order, renamed into place.
pub fn rewrite(path: &Path, lines: &BTreeMap<(Task, String, String, usize), ResultLine>) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    for line in lines.values() {
        serde_json::to_writer(&mut tmp, line).map_err(std::io::Error::other)?;
        tmp.write_all(b"\n")?;
    }
    tmp.flush()?;
    super::persist(tmp, path)
}
