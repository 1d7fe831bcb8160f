//! One verifier run: its own process group, a hard time-out that ends the whole group, limits
//! (memory, CPU time, processes, file size, output size), the sandbox, bounded output capture,
//! and always reaped.
//!
//! Every child is started in a new process group (`setpgid(0, 0)`), so the verifier and all
//! its helpers (Tamarin's Maude, AVISPA's back ends, shell wrappers) are signalled together:
//! at the time-out SIGTERM, then SIGKILL after [`Limits::grace`] (a verifier that ignores
//! SIGTERM is killed all the same); SIGKILL at once when the output limit is passed, after the
//! main process has exited (helpers it left behind would keep the output pipes open), and on
//! Ctrl-C ([`kill_all`]). Where cfb can make a pids cgroup for the run ([`Cgroup`]) every
//! process in it is killed too, also those that left the group. The direct child is always
//! waited for, so no zombie is left, and it dies with cfb (`PR_SET_PDEATHSIG`).

use std::collections::HashSet;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::AsyncReadExt;

use crate::verify::cgroup::Cgroup;
use crate::verify::sandbox::Policy;

/// What to run.
#[derive(Debug, Clone, Default)]
pub struct Spec {
    pub argv: Vec<String>,
    pub cwd: PathBuf,
    /// Run in a new network namespace (no network). Fails the run when that is impossible.
    pub no_network: bool,
    /// Landlock rules (`None`: `--sandbox=off`). `cwd` is the folder the run may write.
    pub sandbox: Option<Policy>,
}

/// Limits for one run; 0 means none.
#[derive(Debug, Clone, Copy, Default)]
pub struct Limits {
    pub timeout: Duration,
    /// RLIMIT_DATA in bytes; 0 = none. (Not RLIMIT_AS: GHC and OCaml 5 runtimes reserve
    /// huge address ranges up front and would not start.)
    pub memory_bytes: u64,
    /// Bytes kept of each stream: the first `max_output` and the last `max_output / 4`.
    pub max_output: usize,
    /// Stdout and stderr bytes together after which the group is killed (`--max-output`).
    pub output_cap: u64,
    /// RLIMIT_FSIZE: the largest file a run may write (SIGXFSZ beyond).
    pub file_bytes: u64,
    /// RLIMIT_CPU of each process in seconds (SIGXCPU beyond).
    pub cpu_seconds: u64,
    /// Processes and threads of the run (pids cgroup, else RLIMIT_NPROC).
    pub max_processes: u32,
    /// Time between SIGTERM and SIGKILL at the time-out.
    pub grace: Duration,
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
    /// Killed because the output passed [`Limits::output_cap`].
    pub output_exceeded: bool,
    /// Forks refused at the process bound (pids cgroup only).
    pub refused_forks: u64,
    pub seconds: f64,
    /// Bytes dropped from the middle of stdout and stderr.
    pub dropped: u64,
    /// The process could not be started (program missing, isolation impossible).
    pub spawn_error: Option<String>,
}

static ACTIVE: Mutex<Option<HashSet<i32>>> = Mutex::new(None);
static STOPPING: AtomicBool = AtomicBool::new(false);

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
    signal_group(pgid, libc::SIGKILL);
}

fn signal_group(pgid: i32, signal: i32) {
    if pgid > 1 {
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is touched.
        unsafe {
            libc::kill(-pgid, signal);
        }
    }
}

/// Kills every running verifier's process group and makes new runs fail at once (Ctrl-C).
pub fn kill_all() {
    STOPPING.store(true, Ordering::SeqCst);
    if let Ok(g) = ACTIVE.lock() {
        for &pgid in g.iter().flatten() {
            kill_group(pgid);
        }
    }
}

/// True once [`kill_all`] was called.
pub fn stopping() -> bool {
    STOPPING.load(Ordering::SeqCst)
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

/// The output both streams of a run have written, against [`Limits::output_cap`].
struct Output {
    total: AtomicU64,
    cap: u64,
    exceeded: tokio::sync::Notify,
}

impl Output {
    /// Counts `n` more bytes; false once the cap is passed (the reader then stops).
    fn add(&self, n: usize) -> bool {
        let total = self.total.fetch_add(n as u64, Ordering::SeqCst) + n as u64;
        if self.cap > 0 && total > self.cap {
            self.exceeded.notify_one();
            return false;
        }
        true
    }
}

async fn drain<R: tokio::io::AsyncRead + Unpin>(mut r: R, max: usize, output: Arc<Output>) -> (String, u64) {
    let mut cap = Capture::new(max);
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        match r.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                cap.push(&buf[..n]);
                if !output.add(n) {
                    break;
                }
            }
        }
    }
    cap.finish()
}

/// Sets `resource` to `value` (soft) and `hard` (hard), both lowered to the hard limit cfb
/// itself has (only root may raise it). Async-signal-safe: called between fork and exec.
fn set_limit(resource: libc::__rlimit_resource_t, value: u64, hard: u64) -> std::io::Result<()> {
    let mut now = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit(2) and setrlimit(2) read and write the structs on our stack.
    unsafe {
        if libc::getrlimit(resource, &mut now) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let cap = |v: u64| (v as libc::rlim_t).min(now.rlim_max);
        let lim = libc::rlimit { rlim_cur: cap(value), rlim_max: cap(hard) };
        if libc::setrlimit(resource, &lim) != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Processes the real user has now: RLIMIT_NPROC counts them all, so a run's bound is added
/// to it (only used where no pids cgroup can be made, and never for root, which it ignores).
fn user_processes() -> u64 {
    // SAFETY: getuid(2) cannot fail.
    let uid = unsafe { libc::getuid() };
    let Ok(entries) = std::fs::read_dir("/proc") else { return 0 };
    let mut n = 0;
    for e in entries.flatten() {
        use std::os::unix::fs::MetadataExt;
        if e.file_name().to_string_lossy().bytes().all(|b| b.is_ascii_digit())
            && e.metadata().is_ok_and(|m| m.uid() == uid)
        {
            // Threads count too.
            let status = std::fs::read_to_string(e.path().join("status")).unwrap_or_default();
            n += status
                .lines()
                .find_map(|l| l.strip_prefix("Threads:"))
                .and_then(|t| t.trim().parse::<u64>().ok())
                .unwrap_or(1);
        }
    }
    n
}

/// How a run ended.
enum End {
    Exited(Option<std::process::ExitStatus>),
    TimedOut,
    OutputCap,
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
    let landlock = match &spec.sandbox {
        Some(policy) => match policy.prepare(&spec.cwd) {
            Ok(fd) => Some(fd),
            Err(e) => {
                done.spawn_error = Some(format!("sandbox: {e}"));
                return done;
            }
        },
        None => None,
    };
    let cgroup = if limits.max_processes > 0 { Cgroup::new(limits.max_processes) } else { None };
    let mut cmd = tokio::process::Command::new(prog);
    cmd.args(args)
        .current_dir(&spec.cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .process_group(0);
    if spec.sandbox.is_some() {
        // Temporary files (Why3's prover inputs, ...) go where the run may write.
        for var in ["TMPDIR", "TMP", "TEMP"] {
            cmd.env(var, &spec.cwd);
        }
    }
    // SAFETY: getuid(2) cannot fail.
    let root = unsafe { libc::getuid() } == 0;
    let nproc = if cgroup.is_none() && !root && limits.max_processes > 0 {
        user_processes() + u64::from(limits.max_processes)
    } else {
        0
    };
    let memory = limits.memory_bytes;
    let cpu = limits.cpu_seconds;
    let fsize = limits.file_bytes;
    let no_network = spec.no_network;
    let cgroup_fd = cgroup.as_ref().map_or(-1, Cgroup::procs_fd);
    let landlock_fd = landlock.as_ref().map_or(-1, std::os::fd::AsRawFd::as_raw_fd);
    // SAFETY: the closure runs in the forked child before exec and only makes system calls
    // (setrlimit, prctl, write, unshare, landlock_restrict_self) without allocating.
    unsafe {
        cmd.pre_exec(move || {
            set_limit(libc::RLIMIT_CORE, 0, 0)?;
            if memory > 0 {
                set_limit(libc::RLIMIT_DATA, memory, memory)?;
            }
            if cpu > 0 {
                // The soft limit sends SIGXCPU; the hard one a second later SIGKILL.
                set_limit(libc::RLIMIT_CPU, cpu, cpu + 1)?;
            }
            if fsize > 0 {
                set_limit(libc::RLIMIT_FSIZE, fsize, fsize)?;
            }
            if nproc > 0 {
                set_limit(libc::RLIMIT_NPROC, nproc, nproc)?;
            }
            // A cfb killed with -9 takes its verifier along (their helpers run out of CPU time).
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
            if cgroup_fd >= 0 && libc::write(cgroup_fd, b"0".as_ptr().cast(), 1) != 1 {
                return Err(std::io::Error::other("cannot join the run's pids cgroup"));
            }
            if no_network
                && libc::unshare(libc::CLONE_NEWNET) != 0
                && libc::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWNET) != 0
            {
                return Err(std::io::Error::other("cannot run without network access (unshare failed)"));
            }
            if landlock_fd >= 0 {
                if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1 as libc::c_ulong, 0, 0, 0) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                if libc::syscall(libc::SYS_landlock_restrict_self, landlock_fd, 0u32) != 0 {
                    return Err(std::io::Error::other("the kernel refused the Landlock rules"));
                }
            }
            Ok(())
        });
    }
    let spawned = cmd.spawn();
    drop(landlock);
    let mut child = match spawned {
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
    let output = Arc::new(Output { total: AtomicU64::new(0), cap: limits.output_cap, exceeded: Default::default() });
    let out_task = tokio::spawn(drain(child.stdout.take().expect("piped"), limits.max_output, output.clone()));
    let err_task = tokio::spawn(drain(child.stderr.take().expect("piped"), limits.max_output, output.clone()));
    let end = tokio::select! {
        s = child.wait() => End::Exited(s.ok()),
        _ = tokio::time::sleep(limits.timeout) => End::TimedOut,
        _ = output.exceeded.notified() => End::OutputCap,
    };
    let status = match end {
        End::Exited(s) => s,
        End::TimedOut => {
            done.timed_out = true;
            // SIGTERM lets a verifier print what it has; one that ignores it is killed.
            signal_group(pgid, libc::SIGTERM);
            match tokio::time::timeout(limits.grace, child.wait()).await {
                Ok(s) => s.ok(),
                Err(_) => {
                    kill_group(pgid);
                    child.wait().await.ok()
                }
            }
        }
        End::OutputCap => {
            done.output_exceeded = true;
            kill_group(pgid);
            child.wait().await.ok()
        }
    };
    // Helpers the main process left behind would hold the pipes open: end the group, and
    // whatever else is in the run's cgroup.
    kill_group(pgid);
    if let Some(cg) = &cgroup {
        cg.kill_all();
        done.refused_forks = cg.refused_forks();
    }
    unregister(pgid);
    // A process that left the group (setsid) may still hold a pipe: do not wait for it.
    let grace = Duration::from_secs(2);
    let (stdout, d1) = tokio::time::timeout(grace, out_task).await.ok().and_then(Result::ok).unwrap_or_default();
    let (stderr, d2) = tokio::time::timeout(grace, err_task).await.ok().and_then(Result::ok).unwrap_or_default();
    drop(cgroup);
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
