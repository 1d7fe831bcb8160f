//! Where the verifiers are: `cfb.toml` (working directory or `--config`), then the `CFB_*`
//! environment variables, then `PATH`. The first of these that names a program wins; several
//! installations named there are tried newest version first.
//!
//! ```toml
//! [verify]
//! timeout = 600        # seconds per run
//! jobs = 2
//! memory_mb = 8192     # 0 = no limit
//!
//! [verify.programs]
//! proverif = "/opt/proverif-2.05/proverif"
//! tamarin = [ { path = "/opt/tamarin-1.10/tamarin-prover", version = "1.10.0" },
//!             { path = "/opt/tamarin-1.8/tamarin-prover" } ]
//! maude = "/usr/bin/maude"
//! maude-npa = ["/opt/npa/maude-npa-3.1.5-imsg.maude", "/opt/npa/maude-npa.maude"]
//!
//! [verify.args]        # extra arguments, before the input file
//! easycrypt = ["-pragmas", "Proofs:weak"]
//! ```

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use serde::Deserialize;

use crate::verify::tools::Tool;

/// A program (or file) a tool needs.
#[derive(Debug)]
pub struct Program {
    /// Key in `[verify.programs]` of `cfb.toml`.
    pub id: &'static str,
    /// Environment variable; may hold several paths separated by `:`.
    pub env: &'static str,
    /// Names looked up in `PATH` (empty: a data file, never looked up in `PATH`).
    pub path_names: &'static [&'static str],
    /// Arguments that make the program print its version. Read from the tools' sources:
    /// Scyther's `switches.c` (`--version`), Tamarin's `Main/Console.hs` (`--version`), the
    /// usage line ProVerif's and CryptoVerif's `main.ml` print for `-help`, EasyCrypt's
    /// `config` command (`git-hash: r2025.08` on stderr), `maude --version`. AVISPA's programs
    /// have no public source: `--version`/`--help` as their recorded banners suggest.
    pub version_args: &'static [&'static str],
}

pub static PROGRAMS: &[Program] = &[
    Program {
        id: "scyther",
        env: "CFB_SCYTHER",
        path_names: &["scyther-linux", "scyther"],
        version_args: &["--version"],
    },
    Program { id: "hlpsl2if", env: "CFB_HLPSL2IF", path_names: &["hlpsl2if"], version_args: &["--version"] },
    Program { id: "ofmc", env: "CFB_OFMC", path_names: &["ofmc"], version_args: &["--version"] },
    Program { id: "cl-atse", env: "CFB_CL_ATSE", path_names: &["cl-atse", "cl-atse.linux"], version_args: &["--help"] },
    Program { id: "proverif", env: "CFB_PROVERIF", path_names: &["proverif"], version_args: &["-help"] },
    Program { id: "tamarin", env: "CFB_TAMARIN", path_names: &["tamarin-prover"], version_args: &["--version"] },
    Program { id: "maude", env: "CFB_MAUDE", path_names: &["maude", "maude.linux64"], version_args: &["--version"] },
    Program { id: "maude-npa", env: "CFB_MAUDE_NPA", path_names: &[], version_args: &[] },
    Program { id: "cryptoverif", env: "CFB_CRYPTOVERIF", path_names: &["cryptoverif"], version_args: &["-help"] },
    Program { id: "cryptoverif-lib", env: "CFB_CRYPTOVERIF_LIB", path_names: &[], version_args: &[] },
    Program { id: "easycrypt", env: "CFB_EASYCRYPT", path_names: &["easycrypt"], version_args: &["config"] },
];

pub fn program(id: &str) -> &'static Program {
    PROGRAMS.iter().find(|p| p.id == id).expect("known program id")
}

/// The programs a tool uses: (program id, required).
pub fn programs_of(tool: Tool) -> &'static [(&'static str, bool)] {
    match tool {
        Tool::Scyther => &[("scyther", true)],
        // At least one of the back ends is needed; `Located::missing` checks that.
        Tool::Avispa => &[("hlpsl2if", true), ("ofmc", false), ("cl-atse", false)],
        Tool::Proverif => &[("proverif", true)],
        Tool::Tamarin => &[("tamarin", true), ("maude", false)],
        Tool::MaudeNpa => &[("maude", true), ("maude-npa", true)],
        Tool::Cryptoverif => &[("cryptoverif", true), ("cryptoverif-lib", false)],
        Tool::Easycrypt => &[("easycrypt", true)],
    }
}

/// The `cfb.toml` file: cfb verify reads its `[verify]` table (other tables belong to other
/// commands and are ignored here).
#[derive(Debug, Default, Deserialize)]
pub struct FileConfig {
    #[serde(default)]
    pub verify: VerifySection,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VerifySection {
    pub timeout: Option<f64>,
    pub jobs: Option<usize>,
    pub memory_mb: Option<u64>,
    /// Let Maude use the network (it is denied by default: files run commands while loading).
    pub allow_network: Option<bool>,
    /// Maude-NPA: `initials` (default) or `summary`.
    pub maude_npa_command: Option<NpaCommand>,
    /// Maude-NPA depths tried in turn after time-outs (default [12, 5]).
    pub maude_npa_depths: Option<Vec<u32>>,
    /// `"on"` (default) or `"off"`, as `--sandbox`.
    pub sandbox: Option<SandboxMode>,
    /// Folders verifier runs may read, as `--allow-include`.
    pub allow_include: Option<Vec<PathBuf>>,
    /// As `--max-processes`.
    pub max_processes: Option<u32>,
    /// As `--max-output`, MiB.
    pub max_output_mb: Option<u64>,
    /// As `--cpu-limit`, seconds.
    pub cpu_limit: Option<u64>,
    /// Where the programs are.
    #[serde(default)]
    pub programs: BTreeMap<String, Entry>,
    /// Extra arguments per program, before the input file.
    #[serde(default)]
    pub args: BTreeMap<String, Vec<String>>,
}

/// A `[verify.programs]` value: a path, an installation, or a list of either.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Entry {
    Path(String),
    // Before `Install`: serde reads a struct from a sequence too, so `["/a", "/b"]` would be
    // one installation at `/a` whose version is "/b".
    Many(Vec<Entry>),
    Install(InstallSpec),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstallSpec {
    pub path: String,
    pub version: Option<String>,
}

impl Entry {
    fn flatten(&self, out: &mut Vec<InstallSpec>) {
        match self {
            Entry::Path(p) => out.push(InstallSpec { path: p.clone(), version: None }),
            Entry::Install(i) => out.push(i.clone()),
            Entry::Many(v) => v.iter().for_each(|e| e.flatten(out)),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0}: not a valid cfb.toml: {1}")]
    Parse(String, String),
    #[error("{0}: [verify.programs] or [verify.args] names an unknown program `{1}`; known: {2}")]
    UnknownProgram(String, String, String),
}

impl FileConfig {
    /// Reads `path`, or `cfb.toml` in the working directory when `path` is `None` (a missing
    /// default file is an empty configuration).
    pub fn load(path: Option<&Path>) -> Result<(FileConfig, Option<PathBuf>), ConfigError> {
        let (p, required) = match path {
            Some(p) => (p.to_path_buf(), true),
            None => (PathBuf::from("cfb.toml"), false),
        };
        let text = match std::fs::read_to_string(&p) {
            Ok(t) => t,
            Err(e) if !required && e.kind() == std::io::ErrorKind::NotFound => {
                return Ok((FileConfig::default(), None))
            }
            Err(e) => return Err(ConfigError::Io(p.display().to_string(), e)),
        };
        let cfg = Self::parse(&text).map_err(|e| match e {
            ConfigError::Parse(_, m) => ConfigError::Parse(p.display().to_string(), m),
            ConfigError::UnknownProgram(_, a, b) => ConfigError::UnknownProgram(p.display().to_string(), a, b),
            other => other,
        })?;
        Ok((cfg, Some(p)))
    }

    pub fn parse(text: &str) -> Result<FileConfig, ConfigError> {
        let cfg: FileConfig = toml::from_str(text).map_err(|e| ConfigError::Parse(String::new(), e.to_string()))?;
        for key in cfg.verify.programs.keys().chain(cfg.verify.args.keys()) {
            if !PROGRAMS.iter().any(|p| p.id == key) {
                let known: Vec<_> = PROGRAMS.iter().map(|p| p.id).collect();
                return Err(ConfigError::UnknownProgram(String::new(), key.clone(), known.join(", ")));
            }
        }
        Ok(cfg)
    }
}

/// Where a program was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Install {
    pub path: PathBuf,
    pub version: Option<String>,
    /// `cfb.toml`, the environment variable's name, or `PATH`.
    pub source: String,
}

/// Every program's installations, newest version first.
#[derive(Debug, Clone, Default)]
pub struct Located {
    pub programs: BTreeMap<&'static str, Vec<Install>>,
    pub args: BTreeMap<String, Vec<String>>,
    /// Installations named in cfb.toml or a variable whose path holds nothing (reported, never run).
    pub absent: BTreeMap<&'static str, Vec<Install>>,
}

impl Located {
    pub fn installs(&self, id: &str) -> &[Install] {
        self.programs.get(id).map(Vec::as_slice).unwrap_or(&[])
    }

    pub fn first(&self, id: &str) -> Option<&Install> {
        self.installs(id).first()
    }

    pub fn args(&self, id: &str) -> &[String] {
        self.args.get(id).map(Vec::as_slice).unwrap_or(&[])
    }

    /// What `tool` lacks, as program ids (empty when it can run).
    pub fn missing(&self, tool: Tool) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = programs_of(tool)
            .iter()
            .filter(|(id, req)| *req && self.installs(id).is_empty())
            .map(|(id, _)| *id)
            .collect();
        if tool == Tool::Avispa && self.installs("ofmc").is_empty() && self.installs("cl-atse").is_empty() {
            out.push("cl-atse");
        }
        out
    }
}

/// Finds every program: `cfb.toml`, then environment, then `PATH`; probes versions (each
/// program at most once per process) unless `probe` is false.
pub fn locate(cfg: &FileConfig, env: &dyn Fn(&str) -> Option<String>, probe: bool) -> Located {
    let mut located = Located { args: cfg.verify.args.clone(), ..Default::default() };
    for prog in PROGRAMS {
        let mut specs = Vec::new();
        let mut source = String::new();
        if let Some(entry) = cfg.verify.programs.get(prog.id) {
            entry.flatten(&mut specs);
            source = "cfb.toml".into();
        } else if let Some(v) = env(prog.env).filter(|v| !v.is_empty()) {
            specs =
                v.split(':').filter(|s| !s.is_empty()).map(|p| InstallSpec { path: p.into(), version: None }).collect();
            source = prog.env.into();
        } else if let Some(p) = prog.path_names.iter().find_map(|n| which(n, env("PATH").as_deref())) {
            specs.push(InstallSpec { path: p.display().to_string(), version: None });
            source = "PATH".into();
        }
        let (present, absent): (Vec<InstallSpec>, Vec<InstallSpec>) =
            specs.into_iter().partition(|s| is_present(prog, Path::new(&s.path), env));
        if !absent.is_empty() {
            let absent =
                absent.into_iter().map(|s| Install { path: s.path.into(), version: None, source: source.clone() });
            located.absent.insert(prog.id, absent.collect());
        }
        let mut installs: Vec<Install> = present
            .into_iter()
            .map(|s| {
                let path = PathBuf::from(&s.path);
                let version = s.version.or_else(|| if probe { probe_version(prog, &path) } else { None });
                Install { path, version, source: source.clone() }
            })
            .collect();
        // Newest first; installations without a known version keep their order, after the rest.
        installs.sort_by(|a, b| match (&a.version, &b.version) {
            (Some(x), Some(y)) => compare_versions(y, x),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        });
        located.programs.insert(prog.id, installs);
    }
    located
}

/// Whether an installation's path names something that is there: the file, a bare program name
/// found in `PATH`, or for the CryptoVerif library (named without its extension) its `.cvl` or
/// `.ocvl` file.
fn is_present(prog: &Program, path: &Path, env: &dyn Fn(&str) -> Option<String>) -> bool {
    if path.components().count() == 1
        && !path.is_absolute()
        && which(&path.to_string_lossy(), env("PATH").as_deref()).is_some()
    {
        return true;
    }
    path.exists() || (prog.id == "cryptoverif-lib" && ["cvl", "ocvl"].iter().any(|e| path.with_extension(e).exists()))
}

/// The standard environment lookup.
pub fn std_env(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The first executable `name` in `path_var` (a `PATH` value).
pub fn which(name: &str, path_var: Option<&str>) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    for dir in path_var?.split(':').filter(|d| !d.is_empty()) {
        let p = Path::new(dir).join(name);
        if let Ok(m) = std::fs::metadata(&p) {
            if m.is_file() && m.permissions().mode() & 0o111 != 0 {
                return Some(p);
            }
        }
    }
    None
}

static VERSION_CACHE: Mutex<Option<HashMap<PathBuf, Option<String>>>> = Mutex::new(None);
static PROBE_OUTPUT: Mutex<Option<HashMap<PathBuf, String>>> = Mutex::new(None);

/// Asks a program for its version (10 s limit), or reads it from a data file (Maude-NPA's
/// `Maude-NPA Version: 3.1.5` banner text).
pub fn probe_version(prog: &Program, path: &Path) -> Option<String> {
    if let Some(v) = VERSION_CACHE.lock().ok()?.get_or_insert_with(HashMap::new).get(path) {
        return v.clone();
    }
    let v = if prog.version_args.is_empty() {
        std::fs::read(path).ok().and_then(|b| {
            let text = String::from_utf8_lossy(&b);
            let i = text.find("Version")?;
            let window: String = text[i..].chars().take(80).collect();
            find_version(&window)
        })
    } else {
        run_for_version(path, prog.version_args)
    };
    VERSION_CACHE.lock().ok()?.get_or_insert_with(HashMap::new).insert(path.to_path_buf(), v.clone());
    v
}

fn run_for_version(path: &Path, args: &[&str]) -> Option<String> {
    use std::process::{Command, Stdio};
    let mut child = Command::new(path)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if std::time::Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
    let out = child.wait_with_output().ok()?;
    let text = format!("{}\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let version = find_version(&text);
    if let Ok(mut cache) = PROBE_OUTPUT.lock() {
        cache.get_or_insert_with(HashMap::new).insert(path.to_path_buf(), text);
    }
    version
}

/// The SMT provers an EasyCrypt install knows, from the `known provers: Alt-Ergo@2.5.4, Z3@4.12`
/// line its `config` command prints (EasyCrypt's `ecOptions`/`ec.ml`); `None` when it prints
/// no such line (older releases) or was never asked. Empty: every `smt` call will fail.
pub fn easycrypt_provers(path: &Path) -> Option<Vec<String>> {
    let prog = program("easycrypt");
    probe_version(prog, path);
    let cache = PROBE_OUTPUT.lock().ok()?;
    let text = cache.as_ref()?.get(path)?;
    let line = text.lines().find_map(|l| l.trim().strip_prefix("known provers:"))?;
    Some(line.split(',').map(str::trim).filter(|p| !p.is_empty()).map(str::to_string).collect())
}

/// What to tell a user whose EasyCrypt knows no SMT prover.
pub const NO_SMT_PROVER: &str =
    "EasyCrypt knows no SMT prover, so every `smt` call fails: install Alt-Ergo or Z3, then run `why3 config detect`";

/// The first version-like token: `3.5.1`, `2.05`, `v1.3.0-5-g...` (-> `1.3.0-5`),
/// `Version 2.5-18`, `r2025.08`.
pub fn find_version(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let start_ok = i == 0 || !b[i - 1].is_ascii_alphanumeric() || matches!(b[i - 1], b'v' | b'V' | b'r');
        if b[i].is_ascii_digit() && start_ok {
            let mut j = i;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            if j < b.len() && b[j] == b'.' && b.get(j + 1).is_some_and(u8::is_ascii_digit) {
                // digits ( . digits )+ ( - digits )?
                while j < b.len() && b[j] == b'.' && b.get(j + 1).is_some_and(u8::is_ascii_digit) {
                    j += 1;
                    while j < b.len() && b[j].is_ascii_digit() {
                        j += 1;
                    }
                }
                if j < b.len() && b[j] == b'-' && b.get(j + 1).is_some_and(u8::is_ascii_digit) {
                    j += 1;
                    while j < b.len() && b[j].is_ascii_digit() {
                        j += 1;
                    }
                }
                let prefix =
                    if i > 0 && b[i - 1] == b'r' && (i < 2 || !b[i - 2].is_ascii_alphanumeric()) { "r" } else { "" };
                return Some(format!("{prefix}{}", &text[i..j]));
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    None
}

/// Orders version strings numerically component by component (`1.10.0` > `1.8.0`).
pub fn compare_versions(a: &str, b: &str) -> std::cmp::Ordering {
    let parts = |s: &str| -> Vec<u64> {
        s.split(|c: char| !c.is_ascii_digit()).filter(|p| !p.is_empty()).map(|p| p.parse().unwrap_or(0)).collect()
    };
    parts(a).cmp(&parts(b))
}

/// Run settings after flags, `cfb.toml` and defaults.
#[derive(Debug, Clone)]
pub struct Settings {
    pub timeout: Duration,
    /// Limit on each run's data memory (RLIMIT_DATA), bytes; 0 = none.
    pub memory_bytes: u64,
    /// Bytes of stdout/stderr kept in the record (`stdout_tail`, `stderr_tail`).
    pub tail_bytes: usize,
    /// Bytes of each stream kept for the parser; the rest (the middle) is dropped.
    pub max_output: usize,
    pub allow_network: bool,
    /// Maude-NPA command per attack state: `initials` (default; an empty answer holds within
    /// the depth) or `summary` (holds only when the search space is exhausted).
    pub npa_command: NpaCommand,
    /// Maude-NPA depths, the next one tried after a time-out.
    pub npa_depths: Vec<u32>,
    /// Run each verifier in the sandbox (Landlock, own network namespace); `--sandbox`.
    pub sandbox: bool,
    /// Folders runs may read besides the installations (`--allow-include`).
    pub allow_include: Vec<PathBuf>,
    /// Processes and threads per run (`--max-processes`); 0 = no bound.
    pub max_processes: u32,
    /// Stdout plus stderr bytes after which a run is stopped, also the largest file it may
    /// write (`--max-output`); 0 = none.
    pub output_cap: u64,
    /// CPU seconds per process (`--cpu-limit`); `None`: twice the time-out, plus 10.
    pub cpu_seconds: Option<u64>,
    /// Between SIGTERM and SIGKILL at the time-out.
    pub grace: Duration,
}

/// `--sandbox=on|off`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SandboxMode {
    On,
    Off,
}

impl std::str::FromStr for SandboxMode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "on" => Ok(SandboxMode::On),
            "off" => Ok(SandboxMode::Off),
            _ => Err(format!("`{s}`: expected `on` or `off`")),
        }
    }
}

/// The Maude-NPA command cfb issues per attack state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NpaCommand {
    Initials,
    Summary,
}

impl NpaCommand {
    pub fn name(self) -> &'static str {
        match self {
            NpaCommand::Initials => "initials",
            NpaCommand::Summary => "summary",
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            timeout: Duration::from_secs(600),
            memory_bytes: 8 << 30,
            tail_bytes: 4000,
            max_output: 16 << 20,
            allow_network: false,
            npa_command: NpaCommand::Initials,
            npa_depths: vec![12, 5],
            sandbox: true,
            allow_include: Vec::new(),
            max_processes: 512,
            output_cap: 512 << 20,
            cpu_seconds: None,
            grace: Duration::from_secs(3),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions() {
        assert_eq!(find_version("Proverif 2.05. Cryptographic protocol verifier").as_deref(), Some("2.05"));
        assert_eq!(find_version("scyther-linux version v1.3.0-5-gac49bec").as_deref(), Some("1.3.0-5"));
        assert_eq!(
            find_version("%% Constraint Logic-based ATtack SEarcher (CL-ATSE) Version 2.5-18 (2012-septembre-26).")
                .as_deref(),
            Some("2.5-18")
        );
        assert_eq!(find_version("3.5.1\n").as_deref(), Some("3.5.1"));
        assert_eq!(find_version("version: r2025.08").as_deref(), Some("r2025.08"));
        assert_eq!(find_version("tamarin-prover 1.8.0, (C) David Basin").as_deref(), Some("1.8.0"));
        assert_eq!(compare_versions("1.10.0", "1.8.0"), std::cmp::Ordering::Greater);
    }

    #[test]
    fn config_precedence_and_order() {
        let dir = tempfile::tempdir().unwrap();
        let file = |name: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, "").unwrap();
            path.display().to_string()
        };
        let (old, new, env_tamarin, one, two) = (file("old"), file("new"), file("env"), file("one"), file("two"));
        let cfg = FileConfig::parse(&format!(
            r#"
            [verify.programs]
            tamarin = [ {{ path = "{old}", version = "1.8.0" }}, {{ path = "{new}", version = "1.10.0" }} ]
            [verify.args]
            easycrypt = ["-pragmas", "Proofs:weak"]
            "#
        ))
        .unwrap();
        let env = |k: &str| match k {
            "CFB_TAMARIN" => Some(env_tamarin.clone()),
            "CFB_PROVERIF" => Some(format!("{one}:{two}")),
            _ => None,
        };
        let loc = locate(&cfg, &env, false);
        let t = loc.installs("tamarin");
        assert_eq!(t[0].path, PathBuf::from(&new), "config wins over env, newest first");
        assert_eq!(t[0].source, "cfb.toml");
        assert_eq!(loc.installs("proverif").len(), 2);
        assert_eq!(loc.installs("proverif")[0].source, "CFB_PROVERIF");
        assert_eq!(loc.args("easycrypt"), ["-pragmas", "Proofs:weak"]);
        assert_eq!(loc.missing(Tool::Scyther), vec!["scyther"]);
        assert!(FileConfig::parse("[verify.programs]\nnope = \"x\"").is_err());
        assert!(FileConfig::parse("[verify]\ntimeot = 3").is_err(), "typos in [verify] are errors");
        assert!(FileConfig::parse("[lint]\nwhatever = 3").is_ok());
    }

    #[test]
    fn a_list_of_paths_is_several_installations() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.maude"), dir.path().join("b.maude"));
        std::fs::write(&a, "").unwrap();
        std::fs::write(&b, "").unwrap();
        let cfg = FileConfig::parse(&format!("[verify.programs]\nmaude-npa = [{:?}, {:?}]", a, b)).unwrap();
        let loc = locate(&cfg, &|_: &str| None, false);
        let paths: Vec<&PathBuf> = loc.installs("maude-npa").iter().map(|i| &i.path).collect();
        assert_eq!(paths, [&a, &b]);
        assert!(loc.installs("maude-npa").iter().all(|i| i.version.is_none()));
    }

    #[test]
    fn a_configured_path_that_holds_nothing_is_absent_not_installed() {
        let dir = tempfile::tempdir().unwrap();
        let lib = dir.path().join("default");
        std::fs::write(lib.with_extension("cvl"), "").unwrap();
        let gone = dir.path().join("no-such-easycrypt");
        let cfg = FileConfig::parse(&format!("[verify.programs]\neasycrypt = {:?}\ncryptoverif-lib = {:?}", gone, lib))
            .unwrap();
        let loc = locate(&cfg, &|_: &str| None, false);
        assert_eq!(loc.missing(Tool::Easycrypt), vec!["easycrypt"]);
        assert_eq!(loc.absent["easycrypt"][0].path, gone);
        assert_eq!(loc.absent["easycrypt"][0].source, "cfb.toml");
        assert_eq!(loc.installs("cryptoverif-lib")[0].path, lib, "the library is named without its extension");
    }
}
