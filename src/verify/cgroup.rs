//! A pids cgroup per verifier run: a hard bound on its processes and threads (root ignores
//! RLIMIT_NPROC, and a fork bomb would otherwise fill the process table before the time-out),
//! and a way to kill every process of the run, also those that left its process group.
//!
//! The cgroup is made under cfb's own pids cgroup (cgroup v1 `pids` hierarchy, or cgroup v2
//! when the `pids` controller is delegated there), named `cfb-PID-N`. Where none can be made
//! (no permission, no controller) runs get RLIMIT_NPROC instead, see
//! [`crate::verify::process`]. Folders left by a cfb that was killed are cleaned up on the next
//! start.

use std::io::Write;
use std::os::fd::{AsRawFd, RawFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// One run's cgroup; dropping it kills what is left in it and removes it.
pub struct Cgroup {
    dir: PathBuf,
    procs: std::fs::File,
}

/// Candidate parents: cfb's own cgroup in each hierarchy that may have the pids controller.
fn candidates() -> Vec<PathBuf> {
    let own = std::fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let mut out = Vec::new();
    for line in own.lines() {
        let mut parts = line.splitn(3, ':');
        let (Some(_), Some(controllers), Some(path)) = (parts.next(), parts.next(), parts.next()) else { continue };
        let rel = path.trim_start_matches('/');
        if controllers.split(',').any(|c| c == "pids") {
            out.push(Path::new("/sys/fs/cgroup/pids").join(rel));
        } else if controllers.is_empty() {
            out.push(Path::new("/sys/fs/cgroup").join(rel));
            out.push(Path::new("/sys/fs/cgroup/unified").join(rel));
        }
    }
    out
}

/// The folder cfb makes run cgroups in, probed once (`None`: runs get RLIMIT_NPROC instead).
fn parent() -> Option<&'static Path> {
    static PARENT: OnceLock<Option<PathBuf>> = OnceLock::new();
    PARENT
        .get_or_init(|| {
            let parent = candidates().into_iter().find(|c| {
                let probe = c.join(format!("cfb-{}-probe", std::process::id()));
                let ok = std::fs::create_dir(&probe).is_ok() && probe.join("pids.max").exists();
                let _ = std::fs::remove_dir(&probe);
                ok
            })?;
            remove_stale(&parent);
            Some(parent)
        })
        .as_deref()
}

/// Removes the run cgroups of cfb processes that no longer exist (killed with -9), killing
/// what is left in them.
fn remove_stale(parent: &Path) {
    let Ok(entries) = std::fs::read_dir(parent) else { return };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.strip_prefix("cfb-").and_then(|r| r.split('-').next()) else { continue };
        if pid.parse::<u32>().is_ok() && !Path::new("/proc").join(pid).exists() {
            kill_members(&e.path());
            remove(&e.path());
        }
    }
}

fn members(dir: &Path) -> Vec<i32> {
    let text = std::fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
    text.lines().filter_map(|l| l.trim().parse().ok()).collect()
}

/// SIGKILLs every process in `dir` until none is left (forks racing the kill are caught by the
/// next round; the pids bound ends a fork bomb's growth).
fn kill_members(dir: &Path) {
    // cgroup v2 kills the whole cgroup at once.
    if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(dir.join("cgroup.kill")) {
        let _ = f.write_all(b"1");
    }
    for _ in 0..200 {
        let pids = members(dir);
        if pids.is_empty() {
            return;
        }
        for p in pids {
            // SAFETY: kill(2) on a process id read from the cgroup; touches no memory.
            unsafe {
                libc::kill(p, libc::SIGKILL);
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn remove(dir: &Path) {
    // Killed processes leave the cgroup as they exit: a few short retries.
    for _ in 0..50 {
        if std::fs::remove_dir(dir).is_ok() || !dir.exists() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

impl Cgroup {
    /// A new cgroup allowing at most `max` processes and threads; `None` when this machine
    /// gives cfb no pids cgroup.
    pub fn new(max: u32) -> Option<Cgroup> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let parent = parent()?;
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = parent.join(format!("cfb-{}-{n}", std::process::id()));
        std::fs::create_dir(&dir).ok()?;
        let made = std::fs::write(dir.join("pids.max"), format!("{max}\n"))
            .and_then(|_| std::fs::OpenOptions::new().write(true).open(dir.join("cgroup.procs")));
        match made {
            Ok(procs) => Some(Cgroup { dir, procs }),
            Err(_) => {
                remove(&dir);
                None
            }
        }
    }

    /// Whether runs on this machine get a pids cgroup.
    pub fn available() -> bool {
        parent().is_some()
    }

    /// The open `cgroup.procs`: the child writes `0` to it before exec to join.
    pub fn procs_fd(&self) -> RawFd {
        self.procs.as_raw_fd()
    }

    /// Kills every process still in the cgroup.
    pub fn kill_all(&self) {
        kill_members(&self.dir);
    }

    /// How many times a fork failed at the bound (`pids.events`' `max`).
    pub fn refused_forks(&self) -> u64 {
        let text = std::fs::read_to_string(self.dir.join("pids.events")).unwrap_or_default();
        text.lines().find_map(|l| l.strip_prefix("max ")).and_then(|n| n.trim().parse().ok()).unwrap_or(0)
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        kill_members(&self.dir);
        remove(&self.dir);
    }
}
