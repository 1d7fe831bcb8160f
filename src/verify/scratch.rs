//! The temporary folder of each verifier run (`cfb-verify-…` in the system's temporary folder),
//! and the removal of those that killed runs left behind.
//!
//! A run's folder is removed when the run ends, but a cfb killed with SIGKILL (a batch runner
//! stopped by the scheduler, an out-of-memory kill) cannot remove its folders, and a benchmark
//! run is thousands of them. So each folder holds a lock file, locked (`flock`) while its run
//! lives; the kernel lets go of the lock when the process dies. A batch, before it starts,
//! removes every run folder of the user's whose lock it can take. Folders without a lock file
//! (left by an older cfb, or being made right now) are left alone. The verifier dies with cfb
//! (`PR_SET_PDEATHSIG`), so no process still works in a folder that is removed.

use std::fs::File;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

/// The prefix of every run folder's name.
const PREFIX: &str = "cfb-verify-";
/// The lock file in a run folder (hidden: the verifiers read only the files they are given).
const LOCK: &str = ".cfb-lock";

/// A run's temporary folder, removed when dropped; its lock is held as long.
pub struct RunDir {
    // (Dropped in this order: the folder is removed before its lock is let go.)
    dir: tempfile::TempDir,
    _lock: File,
}

impl RunDir {
    /// A new run folder in the system's temporary folder, locked.
    pub fn new() -> std::io::Result<RunDir> {
        RunDir::new_in(&std::env::temp_dir())
    }

    fn new_in(parent: &Path) -> std::io::Result<RunDir> {
        let dir = tempfile::Builder::new().prefix(PREFIX).tempdir_in(parent)?;
        // Locked under another name, then renamed: a sweep never sees the lock file unlocked.
        let staging = dir.path().join(".cfb-lock-new");
        let lock = File::create(&staging)?;
        lock.try_lock().map_err(std::io::Error::other)?;
        std::fs::rename(&staging, dir.path().join(LOCK))?;
        Ok(RunDir { dir, _lock: lock })
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }
}

/// Removes the run folders in the system's temporary folder that no living run holds; the
/// number removed.
pub fn remove_abandoned() -> usize {
    remove_abandoned_in(&std::env::temp_dir())
}

fn remove_abandoned_in(parent: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(parent) else { return 0 };
    // SAFETY: getuid has no preconditions and cannot fail.
    let uid = unsafe { libc::getuid() };
    let mut removed = 0;
    for entry in entries.flatten() {
        if !entry.file_name().to_string_lossy().starts_with(PREFIX) {
            continue;
        }
        // A folder of the user's own, not a link to one.
        let path = entry.path();
        let Ok(meta) = std::fs::symlink_metadata(&path) else { continue };
        if !meta.is_dir() || meta.uid() != uid {
            continue;
        }
        let Ok(lock) = File::open(path.join(LOCK)) else { continue };
        if lock.try_lock().is_ok() && std::fs::remove_dir_all(&path).is_ok() {
            removed += 1;
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_removed_once_its_run_is_gone_and_not_before() {
        let parent = tempfile::tempdir().unwrap();
        let living = RunDir::new_in(parent.path()).unwrap();
        std::fs::write(living.path().join("m.pv"), "process 0\n").unwrap();
        // A run killed with SIGKILL: its folder stays, and so does its lock file, unlocked.
        let killed = RunDir::new_in(parent.path()).unwrap();
        std::fs::write(killed.path().join("m.pv"), "process 0\n").unwrap();
        let killed_path = killed.path().to_path_buf();
        let RunDir { dir, _lock } = killed;
        let _ = dir.keep();
        drop(_lock);
        // A folder without a lock file (an older cfb's), and a file of the same name.
        let unlocked = parent.path().join(format!("{PREFIX}old"));
        std::fs::create_dir(&unlocked).unwrap();
        std::fs::write(parent.path().join(format!("{PREFIX}file")), "").unwrap();

        assert_eq!(remove_abandoned_in(parent.path()), 1);
        assert!(!killed_path.exists());
        assert!(living.path().join("m.pv").exists());
        assert!(unlocked.exists());
        assert_eq!(remove_abandoned_in(parent.path()), 0);

        // A run that ends removes its own folder.
        let living_path = living.path().to_path_buf();
        drop(living);
        assert!(!living_path.exists());
    }
}
