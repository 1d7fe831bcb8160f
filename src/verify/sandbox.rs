//! The sandbox of a verifier run: Landlock rules (what it may read, write and execute; no TCP;
//! no signals or abstract sockets outside its own processes) and a network namespace.
//!
//! The Landlock ruleset is built here, in cfb, where allocating is safe; the forked child only
//! makes the two system calls that apply it (`prctl(PR_SET_NO_NEW_PRIVS)` and
//! `landlock_restrict_self`), see [`crate::verify::process`]. A run may:
//! - read and execute the system's programs and libraries ([`SYSTEM_READ`]), the verifiers'
//!   own installation folders and the folders named with `--allow-include`;
//! - read and write its temporary folder (its working directory and `TMPDIR`), and
//!   `/dev/null`, `/dev/zero`, `/dev/full`;
//! - nothing else: writing anywhere else, or reading `/etc/passwd` or a home folder, fails
//!   with EACCES.

use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use landlock::{
    Access, AccessFs, AccessNet, PathBeneath, PathFd, Ruleset, RulesetAttr, RulesetCreatedAttr, Scope, ABI,
};

/// The Landlock ABI whose rights cfb handles; on an older kernel the crate drops what it lacks
/// (the ABI in use is recorded, see [`status`]).
const TARGET: ABI = ABI::V6;

/// Read-only (and executable) locations every verifier may need: programs, shared libraries,
/// the dynamic loader's cache, the time zone, and `/proc`, `/sys` (language runtimes read the
/// CPU count and their own memory maps there).
pub const SYSTEM_READ: &[&str] = &[
    "/usr",
    "/bin",
    "/sbin",
    "/lib",
    "/lib32",
    "/lib64",
    "/libx32",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
    "/proc",
    "/sys",
    "/dev/urandom",
    "/dev/random",
];

/// Devices a run may read and write.
const DEVICES: &[&str] = &["/dev/null", "/dev/zero", "/dev/full"];

/// What one run may touch beyond the system folders and its temporary folder.
#[derive(Debug, Clone, Default)]
pub struct Policy {
    /// Folders and files it may read (and execute): installations, `--allow-include` folders.
    pub read: Vec<PathBuf>,
    /// Keep the network (`--allow-network`): no network namespace, TCP not handled.
    pub network: bool,
}

impl Policy {
    /// The Landlock ruleset for a run in `run_dir`, ready for `landlock_restrict_self` in the
    /// child. Paths that do not exist are left out.
    pub fn prepare(&self, run_dir: &Path) -> Result<OwnedFd, String> {
        let err = |e: landlock::RulesetError| format!("cannot build the Landlock rules: {e}");
        let mut ruleset = Ruleset::default().handle_access(AccessFs::from_all(TARGET)).map_err(err)?;
        let mut scopes = landlock::make_bitflags!(Scope::{Signal});
        if !self.network {
            ruleset = ruleset.handle_access(AccessNet::from_all(TARGET)).map_err(err)?;
            scopes |= Scope::AbstractUnixSocket;
        }
        debug_assert!(Scope::from_all(TARGET).contains(scopes));
        let mut rules = ruleset.scope(scopes).map_err(err)?.create().map_err(err)?;
        let read = AccessFs::from_read(TARGET);
        let system = SYSTEM_READ.iter().map(PathBuf::from);
        for p in system.chain(self.read.iter().cloned()) {
            if let Ok(fd) = PathFd::new(&p) {
                rules = rules.add_rule(PathBeneath::new(fd, read)).map_err(err)?;
            }
        }
        for d in DEVICES {
            if let Ok(fd) = PathFd::new(d) {
                rules = rules.add_rule(PathBeneath::new(fd, AccessFs::from_file(TARGET))).map_err(err)?;
            }
        }
        let fd = PathFd::new(run_dir).map_err(|e| format!("{}: {e}", run_dir.display()))?;
        rules = rules.add_rule(PathBeneath::new(fd, AccessFs::from_all(TARGET))).map_err(err)?;
        let fd: Option<OwnedFd> = rules.into();
        fd.ok_or_else(|| "this kernel does not enforce Landlock".to_string())
    }
}

/// The folder a program's installation lives in: its own folder, or the one above when that is
/// a `bin` folder (`/opt/tamarin/bin/tamarin-prover` → `/opt/tamarin`, which holds its
/// libraries and data).
pub fn install_root(program: &Path) -> Option<PathBuf> {
    let real = program.canonicalize().ok()?;
    let dir = real.parent()?;
    if dir.file_name().is_some_and(|n| n == "bin") {
        dir.parent().map(Path::to_path_buf)
    } else {
        Some(dir.to_path_buf())
    }
}

/// Landlock's ABI version in this kernel (0: none: not built in, or not enabled at boot).
pub fn landlock_abi() -> i32 {
    // SAFETY: landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION) only returns
    // a number; it reads no memory.
    let v = unsafe { libc::syscall(libc::SYS_landlock_create_ruleset, std::ptr::null::<libc::c_void>(), 0usize, 1u32) };
    v.max(0) as i32
}

/// Whether a child can be put in a new network namespace (as root, or through a user
/// namespace); the reason when not.
fn network_namespace() -> Result<(), String> {
    use std::os::unix::process::CommandExt;
    let mut cmd = std::process::Command::new("/bin/sh");
    cmd.args(["-c", ":"]).stdin(std::process::Stdio::null());
    // SAFETY: unshare(2) only, in the child before exec.
    unsafe {
        cmd.pre_exec(|| {
            if libc::unshare(libc::CLONE_NEWNET) != 0 && libc::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWNET) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    match cmd.status() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("a test child in a new network namespace failed ({s})")),
        Err(e) => Err(format!("cannot make a network namespace: {e}")),
    }
}

/// Whether this machine can sandbox verifier runs, and how (the text every record carries in
/// `sandbox`), or why not. Probed once per process.
pub fn status(network: bool) -> Result<String, String> {
    static PROBE: OnceLock<(i32, Result<(), String>)> = OnceLock::new();
    let (abi, netns) = PROBE.get_or_init(|| (landlock_abi(), network_namespace()));
    if *abi < 1 {
        return Err("the kernel does not offer Landlock (CONFIG_SECURITY_LANDLOCK and `landlock` in the lsm= boot \
                    parameter are needed)"
            .into());
    }
    let used = (*abi).min(TARGET as i32);
    let mut text = format!("landlock abi {used}");
    if network {
        text.push_str(", network allowed");
    } else {
        netns.clone()?;
        text.push_str(", no network (own network namespace)");
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn install_roots() {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("tamarin/bin");
        std::fs::create_dir_all(&bin).unwrap();
        std::fs::write(bin.join("tamarin-prover"), "").unwrap();
        std::fs::write(dir.path().join("maude-npa.maude"), "").unwrap();
        let root = dir.path().canonicalize().unwrap();
        assert_eq!(install_root(&bin.join("tamarin-prover")), Some(root.join("tamarin")));
        assert_eq!(install_root(&dir.path().join("maude-npa.maude")), Some(root));
        assert_eq!(install_root(Path::new("/no/such/program")), None);
    }
}
