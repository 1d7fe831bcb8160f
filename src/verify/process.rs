//! One verifier run: its own process group, a hard time-out that kills the whole group, a
//! memory limit, optional network isolation, bounded output capture, and always reaped.
//!
//! Every child is started in a new process group (`setpgid(0, 0)`), so the verifier and all
//! its helpers (Tamarin's Maude, AVISPA's back ends, shell wrappers) are killed together with
//! one `kill(-pgid, SIGKILL)`: at the time-out, after the main process has exited (helpers it
//! left behind would keep the output pipes open), and on Ctrl-C ([`kill_all`]). The direct
//! child is always waited for, so no zombie is left.

use std::collections::HashSet;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use tokio::io::AsyncReadExt;

/// What to run.
#[derive(Debug, Clone)]
pub struct Spec {
    pub argv: Vec<String>,
    pub cwd: PathBuf,
    /// Run in a new network namespace (no network). Fails the run when that is impossible.
    pub no_network: bool,
}

/// Limits for one run.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub timeout: Duration,
    /// RLIMIT_DATA in bytes; 0 = none. (Not RLIMIT_AS: GHC and OCaml 5 runtimes reserve
    /// huge address ranges up front and would not start.)
    pub memory_bytes: u64,
    /// Bytes kept of each stream: the first `max_output` and the last `max_output / 4`.
    pub max_output: usize,
}

/// A finished run.
#[derive(Debug, Clone, Default)]
pub struct Finished {
    pub stdout: String,
    pub stderr: String,
    /// Exit code; `None` when killed by a signal or not started.
    pub exit: Option<i32>,
    pub signal: Option<i32>,
    pub timed_out: bool,
    pub seconds: f64,
    /// Bytes dropped from the middle of stdout and stderr.
    pub dropped: u64,
    /// The process could not be started (program missing, isolation impossible).
    pub spawn_error: Option<String>,
}

static ACTIVE: Mutex<Option<HashSet<i32>>> = Mutex::new(None);
static STOPPING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn register(pgid: i32) {
    if let Ok(mut g) = ACTIVE.lock() {
        g.get_or_insert_with(HashSet::new).insert(pgid);
    }
}

fn unregister(pgid: i32) {
    if let Ok(mut g) = ACTIVE.lock() {
        g.get_or_insert_with(HashSet::new).remove(&pgid);
    }
}

fn kill_group(pgid: i32) {
    if pgid > 1 {
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is touched.
        unsafe {
            libc::kill(-pgid, libc::SIGKILL);
        }
    }
}

/// Kills every running verifier's process group and makes new runs fail at once (Ctrl-C).
pub fn kill_all() {
    STOPPING.store(true, std::sync::atomic::Ordering::SeqCst);
    if let Ok(g) = ACTIVE.lock() {
        for &pgid in g.iter().flatten() {
            kill_group(pgid);
        }
    }
}

/// True once [`kill_all`] was called.
pub fn stopping() -> bool {
    STOPPING.load(std::sync::atomic::Ordering::SeqCst)
}

/// Keeps the head and the tail of a stream, dropping the middle beyond the limit.
struct Capture {
    head: Vec<u8>,
    tail: Vec<u8>,
    head_cap: usize,
    tail_cap: usize,
    dropped: u64,
}

impl Capture {
    fn new(max: usize) -> Self {
        Capture { head: Vec::new(), tail: Vec::new(), head_cap: max, tail_cap: (max / 4).max(1), dropped: 0 }
    }

    fn push(&mut self, mut data: &[u8]) {
        if self.head.len() < self.head_cap {
            let n = data.len().min(self.head_cap - self.head.len());
            self.head.extend_from_slice(&data[..n]);
            data = &data[n..];
        }
        if data.is_empty() {
            return;
        }
        self.tail.extend_from_slice(data);
        if self.tail.len() > 2 * self.tail_cap {
            let cut = self.tail.len() - self.tail_cap;
            self.dropped += cut as u64;
            self.tail.drain(..cut);
        }
    }

    fn finish(mut self) -> (String, u64) {
        if self.tail.len() > self.tail_cap {
            let cut = self.tail.len() - self.tail_cap;
            self.dropped += cut as u64;
            self.tail.drain(..cut);
        }
        let mut text = String::from_utf8_lossy(&self.head).into_owned();
        if self.dropped > 0 {
            text.push_str(&format!("\n[cfb: {} bytes of output dropped here]\n", self.dropped));
        }
        text.push_str(&String::from_utf8_lossy(&self.tail));
        (text, self.dropped)
    }
}

async fn drain<R: tokio::io::AsyncRead + Unpin>(mut r: R, max: usize) -> (String, u64) {
    let mut cap = Capture::new(max);
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        match r.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => cap.push(&buf[..n]),
        }
    }
    cap.finish()
}

/// Runs `spec` under `limits`. Never panics on the child's behaviour; a spawn failure is
/// reported in [`Finished::spawn_error`].
pub async fn run(spec: &Spec, limits: Limits) -> Finished {
    let start = Instant::now();
    let mut done = Finished::default();
    if stopping() {
        done.spawn_error = Some("interrupted".into());
        return done;
    }
    let Some((prog, args)) = spec.argv.split_first() else {
        done.spawn_error = Some("empty command".into());
        return done;
    };
    let mut cmd = tokio::process::Command::new(prog);
    cmd.args(args)
        .current_dir(&spec.cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .process_group(0);
    let memory = limits.memory_bytes;
    let no_network = spec.no_network;
    // SAFETY: the closure runs in the forked child before exec and only calls
    // async-signal-safe functions (setrlimit, unshare) without allocating.
    unsafe {
        cmd.pre_exec(move || {
            let core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            libc::setrlimit(libc::RLIMIT_CORE, &core);
            if memory > 0 {
                let lim = libc::rlimit { rlim_cur: memory as libc::rlim_t, rlim_max: memory as libc::rlim_t };
                if libc::setrlimit(libc::RLIMIT_DATA, &lim) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            if no_network
                && libc::unshare(libc::CLONE_NEWNET) != 0
                && libc::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWNET) != 0
            {
                return Err(std::io::Error::other("cannot run without network access (unshare failed)"));
            }
            Ok(())
        });
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            done.spawn_error = Some(format!("{prog}: {e}"));
            done.seconds = start.elapsed().as_secs_f64();
            return done;
        }
    };
    let pgid = child.id().map(|p| p as i32).unwrap_or(0);
    register(pgid);
    if stopping() {
        kill_group(pgid);
    }
    let out_task = tokio::spawn(drain(child.stdout.take().expect("piped"), limits.max_output));
    let err_task = tokio::spawn(drain(child.stderr.take().expect("piped"), limits.max_output));
    let status = match tokio::time::timeout(limits.timeout, child.wait()).await {
        Ok(s) => s.ok(),
        Err(_) => {
            done.timed_out = true;
            kill_group(pgid);
            child.wait().await.ok()
        }
    };
    // Helpers the main process left behind would hold the pipes open: end the group.
    kill_group(pgid);
    unregister(pgid);
    // A process that left the group (setsid) may still hold a pipe: do not wait for it.
    let grace = Duration::from_secs(2);
    let (stdout, d1) = tokio::time::timeout(grace, out_task).await.ok().and_then(Result::ok).unwrap_or_default();
    let (stderr, d2) = tokio::time::timeout(grace, err_task).await.ok().and_then(Result::ok).unwrap_or_default();
    done.stdout = stdout;
    done.stderr = stderr;
    done.dropped = d1 + d2;
    if let Some(s) = status {
        use std::os::unix::process::ExitStatusExt;
        done.exit = s.code();
        done.signal = s.signal();
    }
    if stopping() && !done.timed_out && done.exit.is_none() {
        done.spawn_error = Some("interrupted".into());
    }
    done.seconds = start.elapsed().as_secs_f64();
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_keeps_head_and_tail() {
        let mut c = Capture::new(8);
        for i in 0..100u8 {
            c.push(&[b'a' + (i % 26)]);
        }
        let (text, dropped) = c.finish();
        assert!(text.starts_with("abcdefgh"));
        assert_eq!(dropped, 100 - 8 - 2);
        assert!(text.ends_with("uv"), "{text}");
    }
}
