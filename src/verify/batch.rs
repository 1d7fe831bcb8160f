//! Many files: `--jobs` runs at once, each record appended to `--out` as soon as it is known
//! (a rerun skips the (path, tool) pairs already there), `--shard K/N` for splitting a run
//! over machines, and Ctrl-C stopping every child.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use tokio::sync::{mpsc, Semaphore};

use crate::verify::config::{Located, Settings};
use crate::verify::process;
use crate::verify::record::{self, VerdictRecord};
use crate::verify::run::{self, Job};

/// `--shard K/N`: this machine takes the inputs whose path hash is K modulo N (K from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    pub index: u64,
    pub count: u64,
}

impl std::str::FromStr for Shard {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (k, n) = s.split_once('/').ok_or_else(|| format!("`{s}`: expected K/N, e.g. 0/4"))?;
        let index: u64 = k.trim().parse().map_err(|_| format!("`{s}`: K is not a number"))?;
        let count: u64 = n.trim().parse().map_err(|_| format!("`{s}`: N is not a number"))?;
        if count == 0 || index >= count {
            return Err(format!(
                "`{s}`: need 0 <= K < N (K counts from 0, like SLURM_ARRAY_TASK_ID with --array=0-{})",
                count.max(1) - 1
            ));
        }
        Ok(Shard { index, count })
    }
}

impl Shard {
    /// Whether this shard takes `path`. FNV-1a of the path as given: stable across machines,
    /// runs and Rust versions, and independent of the other inputs.
    pub fn takes(&self, path: &str) -> bool {
        let mut h: u64 = 0xcbf29ce484222325;
        for b in path.as_bytes() {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x100000001b3);
        }
        h % self.count == self.index
    }
}

pub struct Options {
    pub jobs: usize,
    pub out: Option<PathBuf>,
    pub settings: Settings,
}

/// What a batch did.
#[derive(Debug, Default)]
pub struct Summary {
    pub ran: usize,
    pub skipped: usize,
    pub interrupted: bool,
}

/// The jobs a run with `opts` will verify: those the `--out` file holds no record of yet.
pub struct Pending {
    pub todo: Vec<Job>,
    /// Jobs left out because `--out` has their record.
    pub skipped: usize,
}

/// Leaves out of `jobs` those already in the `--out` file (after repairing a torn last line).
pub fn pending(jobs: Vec<Job>, opts: &Options) -> std::io::Result<Pending> {
    let done: HashSet<(String, String)> = match &opts.out {
        Some(p) => {
            record::repair_tail(p)?;
            record::done_keys(p)?
        }
        None => HashSet::new(),
    };
    let before = jobs.len();
    let todo: Vec<Job> =
        jobs.into_iter().filter(|j| !done.contains(&(j.display.clone(), j.tool.id().to_string()))).collect();
    Ok(Pending { skipped: before - todo.len(), todo })
}

/// Runs the pending jobs, calling `emit` with each record as it completes (in completion order)
/// after appending it to `opts.out`.
pub async fn run_batch(
    pending: Pending,
    located: Arc<Located>,
    opts: &Options,
    mut emit: impl FnMut(&VerdictRecord),
) -> std::io::Result<Summary> {
    let mut summary = Summary { skipped: pending.skipped, ..Summary::default() };
    // The folders of earlier runs killed with SIGKILL (this one's reruns most of all).
    super::scratch::remove_abandoned();
    let todo = pending.todo;
    let sem = Arc::new(Semaphore::new(opts.jobs.max(1)));
    let (tx, mut rx) = mpsc::unbounded_channel::<VerdictRecord>();
    let settings = Arc::new(opts.settings.clone());
    let mut handles = Vec::new();
    for job in todo {
        let sem = sem.clone();
        let tx = tx.clone();
        let located = located.clone();
        let settings = settings.clone();
        handles.push(tokio::spawn(async move {
            let Ok(_permit) = sem.acquire_owned().await else { return };
            if process::stopping() {
                return;
            }
            // A bug in an adapter must not lose the file: it becomes an ERROR record.
            let j = job.clone();
            let rec = match tokio::spawn(async move { run::verify(&j, &located, &settings).await }).await {
                Ok(r) => r,
                Err(e) => run::failed(&job, format!("internal error in cfb (please report): {e}")),
            };
            if process::stopping() {
                // Killed by Ctrl-C: not a verdict, leave it for the rerun.
                return;
            }
            let _ = tx.send(rec);
        }));
    }
    drop(tx);
    // Ctrl-C (SIGINT) and SIGTERM (a cancelled Slurm job, a deleted Kubernetes pod) both stop
    // every verifier: they run in their own process groups and would not get the signal.
    let ctrl_c = tokio::signal::ctrl_c();
    tokio::pin!(ctrl_c);
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    loop {
        tokio::select! {
            rec = rx.recv() => {
                let Some(rec) = rec else { break };
                if let Some(p) = &opts.out {
                    if let Err(e) = record::append_record(p, &rec) {
                        // A full disk: stop every run; the file keeps whole lines only.
                        process::kill_all();
                        return Err(std::io::Error::new(
                            e.kind(),
                            format!(
                                "cannot append a record to {}: {e}; the {} record(s) written are whole: free some \
                                 space and rerun the same command to resume",
                                p.display(),
                                summary.ran
                            ),
                        ));
                    }
                }
                summary.ran += 1;
                emit(&rec);
            }
            _ = &mut ctrl_c, if !summary.interrupted => {
                summary.interrupted = true;
                process::kill_all();
            }
            _ = term.recv(), if !summary.interrupted => {
                summary.interrupted = true;
                process::kill_all();
            }
        }
    }
    for h in handles {
        let _ = h.await;
    }
    Ok(summary)
}

/// What `cfb merge` read from several record files.
#[derive(Debug, Default)]
pub struct Merged {
    /// One per (path, tool) (the last one read wins), sorted by path then tool.
    pub records: Vec<VerdictRecord>,
    /// How many records a later one replaced.
    pub duplicates: usize,
    /// Every line that is not a record, with its file.
    pub skipped: Vec<(PathBuf, record::SkippedLine)>,
}

/// `cfb merge`: joins record files; a missing file is an error, an unreadable line is skipped
/// and reported in [`Merged::skipped`].
pub fn merge(files: &[PathBuf]) -> std::io::Result<Merged> {
    let mut map: std::collections::BTreeMap<(String, String), VerdictRecord> = Default::default();
    let mut merged = Merged::default();
    for f in files {
        if !f.exists() {
            return Err(std::io::Error::new(std::io::ErrorKind::NotFound, format!("{}: no such file", f.display())));
        }
        let (records, skipped) = record::read_record_lines(f)?;
        merged.skipped.extend(skipped.into_iter().map(|s| (f.clone(), s)));
        for r in records {
            if map.insert(r.key(), r).is_some() {
                merged.duplicates += 1;
            }
        }
    }
    merged.records = map.into_values().collect();
    Ok(merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_inputs() {
        let paths: Vec<String> = (0..1000).map(|i| format!("dir/model{i}.pv")).collect();
        let shards: Vec<Shard> = (0..4).map(|k| format!("{k}/4").parse().unwrap()).collect();
        let mut total = 0;
        for s in &shards {
            let n = paths.iter().filter(|p| s.takes(p)).count();
            assert!(n > 150 && n < 350, "unbalanced shard: {n}");
            total += n;
        }
        assert_eq!(total, 1000);
        for p in &paths {
            assert_eq!(shards.iter().filter(|s| s.takes(p)).count(), 1);
        }
        assert!("4/4".parse::<Shard>().is_err());
        assert!("1/0".parse::<Shard>().is_err());
        assert!("x".parse::<Shard>().is_err());
    }
}
