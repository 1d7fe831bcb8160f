//! One file through its verifier: a fresh temporary folder holding a copy of the input, the
//! adapter's command lines, installed versions tried newest first, and the verdict record.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::language::Language;
use crate::verify::config::{Install, Located, Settings};
use crate::verify::process::{self, Finished, Limits, Spec};
use crate::verify::record::{tail, Status, ToolError, Verdict, VerdictRecord};
use crate::verify::sandbox::{self, Policy};
use crate::verify::scratch::RunDir;
use crate::verify::tools::{avispa, cryptoverif, easycrypt, maude_npa, proverif, scyther, tamarin, RunOutput, Tool};

/// One file to verify.
#[derive(Debug, Clone)]
pub struct Job {
    /// The path as given (the record's `path` and the resume key).
    pub display: String,
    pub path: PathBuf,
    pub lang: Language,
    pub tool: Tool,
}

struct Step {
    argv: Vec<String>,
    finished: Finished,
}

fn limits(settings: &Settings, timeout: Duration) -> Limits {
    Limits {
        timeout,
        memory_bytes: settings.memory_bytes,
        max_output: settings.max_output,
        output_cap: settings.output_cap,
        file_bytes: settings.output_cap,
        cpu_seconds: settings.cpu_seconds.unwrap_or_else(|| 2 * settings.timeout.as_secs() + 10),
        max_processes: settings.max_processes,
        grace: settings.grace,
    }
}

/// What each record says in `sandbox`: the isolation its runs had, and the process bound.
pub fn sandbox_label(settings: &Settings) -> String {
    let mut text = if settings.sandbox {
        match sandbox::status(settings.allow_network) {
            Ok(t) => t,
            Err(e) => format!("unavailable: {e}"),
        }
    } else {
        "off".to_string()
    };
    if settings.max_processes > 0 {
        let how = if crate::verify::cgroup::Cgroup::available() { "pids cgroup" } else { "RLIMIT_NPROC" };
        text.push_str(&format!("; at most {} processes ({how})", settings.max_processes));
    }
    text
}

/// The Landlock policy of a run of `job`: every installed verifier's folder, the
/// `--allow-include` folders, and for EasyCrypt the input's own folder (its `-I`) and its
/// configuration (`~/.config/easycrypt`, `~/.why3.conf`).
fn policy(job: &Job, located: &Located, settings: &Settings) -> Policy {
    let mut read: Vec<PathBuf> = crate::verify::config::PROGRAMS
        .iter()
        .flat_map(|p| located.installs(p.id).iter().filter_map(|i| sandbox::install_root(&i.path)))
        .collect();
    read.extend(settings.allow_include.iter().cloned());
    if job.tool == Tool::Easycrypt {
        if let Some(parent) = job.path.parent().filter(|p| !p.as_os_str().is_empty()) {
            read.push(parent.to_path_buf());
        }
        if let Some(home) = std::env::var_os("HOME").map(PathBuf::from) {
            read.extend([home.join(".config/easycrypt"), home.join(".why3.conf")]);
        }
    }
    read.sort();
    read.dedup();
    Policy { read, network: settings.allow_network }
}

fn record(
    job: &Job,
    version: Option<String>,
    steps: &[Step],
    mut verdict: Verdict,
    seconds: f64,
    settings: &Settings,
) -> VerdictRecord {
    let last = steps.last();
    // A verifier that caught the time-out's SIGTERM and exited with an error status of its own
    // was not refusing the input: the run timed out. (Killed by the signal, what it printed
    // before still counts, e.g. Maude's warnings.)
    if verdict.status == Status::Error
        && last.is_some_and(|s| {
            let f = &s.finished;
            f.timed_out && f.exit.is_some() && f.spawn_error.is_none() && f.refused_forks == 0 && !f.output_exceeded
        })
    {
        verdict = Verdict { status: Status::Timeout, error: None, ..verdict };
    }
    let (stdout, stderr) = last.map(|s| (s.finished.stdout.as_str(), s.finished.stderr.as_str())).unwrap_or(("", ""));
    VerdictRecord {
        path: job.display.clone(),
        lang: job.lang.id().to_string(),
        tool: job.tool.id().to_string(),
        tool_version: version,
        command: last.map(|s| s.argv.clone()).unwrap_or_default(),
        status: verdict.status,
        properties: verdict.properties,
        error: verdict.error,
        seconds: (seconds * 1000.0).round() / 1000.0,
        stdout_tail: tail(stdout, settings.tail_bytes),
        stderr_tail: tail(stderr, settings.tail_bytes),
        sandbox: Some(sandbox_label(settings)),
    }
}

/// A record for a file cfb could not run at all (unreadable input, no temporary folder).
pub fn failed(job: &Job, message: impl Into<String>) -> VerdictRecord {
    not_run(job, Status::Error, message)
}

fn not_run(job: &Job, status: Status, message: impl Into<String>) -> VerdictRecord {
    VerdictRecord {
        path: job.display.clone(),
        lang: job.lang.id().to_string(),
        tool: job.tool.id().to_string(),
        tool_version: None,
        command: Vec::new(),
        status,
        properties: Vec::new(),
        error: Some(ToolError::new(message, None, None)),
        seconds: 0.0,
        stdout_tail: String::new(),
        stderr_tail: String::new(),
        sandbox: None,
    }
}

/// The name of the input's copy: its own name with the extension in lower case, since the
/// verifiers choose their front end by extension (ProVerif's `.pv`, EasyCrypt's `.ec`,
/// hlpsl2if's `NAME.if` from `NAME.hlpsl`) while cfb accepts any case (`X.HLPSL`).
fn copy_name(path: &Path, lang: Language) -> String {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return format!("input.{}", lang.id());
    };
    match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => format!("{stem}.{}", ext.to_ascii_lowercase()),
        _ => name,
    }
}

fn s(p: &Path) -> String {
    p.display().to_string()
}

/// Verifies one file. Never fails: every outcome is a record.
pub async fn verify(job: &Job, located: &Located, settings: &Settings) -> VerdictRecord {
    let bytes = match std::fs::read(&job.path) {
        Ok(b) => b,
        Err(e) => return failed(job, format!("cannot read {}: {e}", job.display)),
    };
    let source = String::from_utf8_lossy(&bytes).into_owned();
    let mut missing = located.missing(job.tool);
    if job.tool == Tool::MaudeNpa && !maude_npa::is_npa_spec(&source) {
        // A plain Maude file needs Maude only.
        missing.retain(|m| *m != "maude-npa");
    }
    if !missing.is_empty() {
        let vars: Vec<String> = missing.iter().map(|m| crate::verify::config::program(m).env.to_string()).collect();
        let absent: Vec<String> = missing
            .iter()
            .flat_map(|m| located.absent.get(m).into_iter().flatten().map(move |i| (m, i)))
            .map(|(m, i)| format!("{m}: {} (from {}) does not exist", i.path.display(), i.source))
            .collect();
        let message = match absent.is_empty() {
            true => format!(
                "{} not found: set {} or [verify.programs] in cfb.toml (see `cfb verify --check-tools`)",
                missing.join(", "),
                vars.join(", ")
            ),
            false => format!("{} (see `cfb verify --check-tools`)", absent.join("; ")),
        };
        return not_run(job, Status::NoTool, message);
    }
    let main_program = match job.tool {
        Tool::Scyther => "scyther",
        Tool::Avispa => "hlpsl2if",
        Tool::Proverif => "proverif",
        Tool::Tamarin => "tamarin",
        Tool::MaudeNpa if maude_npa::is_npa_spec(&source) => "maude-npa",
        Tool::MaudeNpa => "maude",
        Tool::Cryptoverif => "cryptoverif",
        Tool::Easycrypt => "easycrypt",
    };
    let installs: Vec<Install> = located.installs(main_program).to_vec();
    let mut first: Option<VerdictRecord> = None;
    for install in &installs {
        let rec = attempt(job, &bytes, &source, install, located, settings).await;
        let retry = rec.status == Status::Error && !rec.command.is_empty() && !process::stopping();
        if !retry {
            return rec;
        }
        // An older version may accept what the newest refuses; keep the newest's error if
        // none does.
        first.get_or_insert(rec);
    }
    first.unwrap_or_else(|| failed(job, "no installation to run"))
}

async fn attempt(
    job: &Job,
    bytes: &[u8],
    source: &str,
    install: &Install,
    located: &Located,
    settings: &Settings,
) -> VerdictRecord {
    let start = Instant::now();
    let dir = match RunDir::new() {
        Ok(d) => d,
        Err(e) => return failed(job, format!("cannot create a temporary folder: {e}")),
    };
    let name = copy_name(&job.path, job.lang);
    let input = dir.path().join(&name);
    if let Err(e) = std::fs::write(&input, bytes) {
        return failed(job, format!("cannot copy the input: {e}"));
    }
    let deadline = start + settings.timeout;
    let remaining = || deadline.saturating_duration_since(Instant::now());
    let mut steps: Vec<Step> = Vec::new();
    let version = install.version.clone();
    let extra = |id: &str| located.args(id).to_vec();
    // Sandboxed, no run has the network (unless allowed); without the sandbox Maude still has
    // none: its files run their commands while loading.
    let sandbox = settings.sandbox.then(|| policy(job, located, settings));
    let spec = |argv: Vec<String>, maude: bool| Spec {
        argv,
        cwd: dir.path().to_path_buf(),
        no_network: !settings.allow_network && (maude || settings.sandbox),
        sandbox: sandbox.clone(),
    };
    fn out_of<'a>(f: &'a Finished, source: &'a str, name: &'a str) -> RunOutput<'a> {
        RunOutput {
            stdout: &f.stdout,
            stderr: &f.stderr,
            exit: f.exit,
            timed_out: f.timed_out,
            source: Some(source),
            input_name: Some(name),
        }
    }

    let verdict: Verdict = match job.tool {
        Tool::Avispa => {
            let mut argv = vec![s(&install.path)];
            argv.extend(extra("hlpsl2if"));
            argv.extend(["--output".into(), s(dir.path()), s(&input)]);
            let f = process::run(&spec(argv.clone(), false), limits(settings, remaining())).await;
            steps.push(Step { argv, finished: f });
            let f1 = &steps[0].finished;
            if let Some(e) = spawn_failure(f1) {
                e
            } else if let Some(v) = avispa::parse_hlpsl2if(&out_of(f1, source, &name)) {
                v
            } else {
                let stem = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                let if_file = dir.path().join(format!("{stem}.if"));
                if !if_file.is_file() {
                    // The back ends would fail to open it and print no verdict: say why here.
                    let said = f1.stderr.trim();
                    let said = if said.is_empty() { f1.stdout.trim() } else { said };
                    let mut message = format!("hlpsl2if wrote no {stem}.if");
                    if !said.is_empty() {
                        message.push_str(&format!(": {}", tail(said, 300)));
                    }
                    let seconds = start.elapsed().as_secs_f64();
                    let v = Verdict::error(ToolError::new(message, None, None));
                    return record(job, version, &steps, v, seconds, settings);
                }
                let mut verdicts = Vec::new();
                let mut versions = vec![format!("hlpsl2if {}", version.clone().unwrap_or_else(|| "?".into()))];
                for backend in ["ofmc", "cl-atse"] {
                    let Some(b) = located.first(backend) else { continue };
                    let mut argv = vec![s(&b.path)];
                    if backend == "cl-atse" {
                        argv.extend(["--if".into(), "--of".into(), "if".into()]);
                        argv.extend(extra(backend));
                        argv.extend(["-f".into(), s(&if_file)]);
                    } else {
                        argv.push(s(&if_file));
                        argv.extend(extra(backend));
                    }
                    versions.push(format!("{backend} {}", b.version.clone().unwrap_or_else(|| "?".into())));
                    let f = process::run(&spec(argv.clone(), false), limits(settings, remaining())).await;
                    let v =
                        spawn_failure(&f).unwrap_or_else(|| avispa::parse_backend(&out_of(&f, source, &name), backend));
                    steps.push(Step { argv, finished: f });
                    let stop = v.status == Status::Unsafe || v.status == Status::Timeout;
                    verdicts.push(v);
                    if stop {
                        break;
                    }
                }
                let seconds = start.elapsed().as_secs_f64();
                let combined = avispa::combine(verdicts);
                return record(job, Some(versions.join(", ")), &steps, combined, seconds, settings);
            }
        }
        Tool::MaudeNpa => {
            let maude = located.first("maude").expect("checked by missing()");
            let maude_run = true;
            if maude_npa::is_npa_spec(source) {
                let states = {
                    let st = maude_npa::attack_states(source);
                    if st.is_empty() {
                        vec![0]
                    } else {
                        st
                    }
                };
                let mut verdict = Verdict::unknown();
                // States answered by a deeper run that then ran out of time keep that answer;
                // only the others are retried shallower.
                let mut decided: Vec<crate::verify::record::Property> = Vec::new();
                let mut todo = states.clone();
                let depths = if settings.npa_depths.is_empty() { vec![12] } else { settings.npa_depths.clone() };
                for (k, depth) in depths.iter().enumerate() {
                    let cmds = dir.path().join("commands.maude");
                    if let Err(e) =
                        std::fs::write(&cmds, maude_npa::commands(settings.npa_command.name(), &todo, *depth))
                    {
                        return failed(job, format!("cannot write commands.maude: {e}"));
                    }
                    let mut argv = vec![
                        s(&maude.path),
                        "-no-banner".into(),
                        "-no-advise".into(),
                        "-batch".into(),
                        "-no-wrap".into(),
                    ];
                    argv.extend(extra("maude"));
                    // Absolute: Maude resolves a relative name against the folder of the file loaded
                    // before it, not the working directory.
                    argv.extend([s(&install.path), s(&input), s(&cmds)]);
                    // Each depth gets the full time-out: a deeper search that ran out of time
                    // is retried shallower.
                    let f = process::run(&spec(argv.clone(), maude_run), limits(settings, settings.timeout)).await;
                    verdict = spawn_failure(&f).unwrap_or_else(|| maude_npa::parse(&out_of(&f, source, &name)));
                    steps.push(Step { argv, finished: f });
                    let last = k + 1 == depths.len() || process::stopping();
                    if verdict.status == Status::Timeout && !last {
                        decided.append(&mut verdict.properties);
                        todo.retain(|st| !decided.iter().any(|p| p.name == format!("attack state {st}")));
                        if todo.is_empty() {
                            // Killed after the last answer (e.g. before `Bye.`).
                            verdict = Verdict::unknown();
                            break;
                        }
                        continue;
                    }
                    break;
                }
                if !decided.is_empty() && verdict.status != Status::Error {
                    decided.append(&mut verdict.properties);
                    decided
                        .sort_by_key(|p| p.name.trim_start_matches("attack state ").parse::<u32>().unwrap_or(u32::MAX));
                    let timed_out = verdict.status == Status::Timeout;
                    verdict = Verdict::from_properties(decided);
                    if timed_out {
                        verdict = verdict.timed_out();
                    }
                }
                let versions = format!(
                    "Maude {}, Maude-NPA {}",
                    maude.version.clone().unwrap_or_else(|| "?".into()),
                    version.clone().unwrap_or_else(|| "?".into())
                );
                let seconds = start.elapsed().as_secs_f64();
                return record(job, Some(versions), &steps, verdict, seconds, settings);
            }
            // A plain Maude file: load it (its own commands run) and report what Maude says.
            let mut argv =
                vec![s(&maude.path), "-no-banner".into(), "-no-advise".into(), "-batch".into(), "-no-wrap".into()];
            argv.extend(extra("maude"));
            argv.push(s(&input));
            let f = process::run(&spec(argv.clone(), maude_run), limits(settings, remaining())).await;
            let v = spawn_failure(&f).unwrap_or_else(|| maude_npa::parse(&out_of(&f, source, &name)));
            steps.push(Step { argv, finished: f });
            let seconds = start.elapsed().as_secs_f64();
            let version = Some(format!("Maude {}", maude.version.clone().unwrap_or_else(|| "?".into())));
            return record(job, version, &steps, v, seconds, settings);
        }
        _ => {
            let mut argv = vec![s(&install.path)];
            let maude_run = false;
            match job.tool {
                Tool::Scyther => {
                    argv.push("--plain".into());
                    argv.extend(extra("scyther"));
                }
                Tool::Proverif => argv.extend(extra("proverif")),
                Tool::Tamarin => {
                    argv.push("--prove".into());
                    if tamarin::needs_diff(source) {
                        argv.push("--diff".into());
                    }
                    // Only a Maude named in cfb.toml or CFB_MAUDE is passed on; else Tamarin
                    // finds its own in PATH.
                    if let Some(m) = located.first("maude").filter(|m| m.source != "PATH") {
                        argv.push(format!("--with-maude={}", s(&m.path)));
                    }
                    argv.extend(extra("tamarin"));
                }
                Tool::Cryptoverif => {
                    if let Some(lib) = located.first("cryptoverif-lib") {
                        let l = s(&lib.path);
                        let l = l.trim_end_matches(".ocvl").trim_end_matches(".cvl").to_string();
                        argv.extend(["-lib".into(), l]);
                    }
                    let front = if job.lang == Language::Ocv { "oracles" } else { "channels" };
                    argv.extend(["-in".into(), front.into()]);
                    argv.extend(extra("cryptoverif"));
                }
                Tool::Easycrypt => {
                    argv.extend(["compile".into(), "-no-eco".into()]);
                    // `require`d neighbours of the input resolve from its own folder.
                    if let Some(parent) = job.path.parent().filter(|p| !p.as_os_str().is_empty()) {
                        let parent = parent.canonicalize().unwrap_or_else(|_| parent.to_path_buf());
                        argv.extend(["-I".into(), s(&parent)]);
                    }
                    argv.extend(extra("easycrypt"));
                }
                _ => unreachable!(),
            }
            argv.push(s(&input));
            let f = process::run(&spec(argv.clone(), maude_run), limits(settings, remaining())).await;
            let out = out_of(&f, source, &name);
            let v = spawn_failure(&f).unwrap_or_else(|| match job.tool {
                Tool::Scyther => scyther::parse(&out),
                Tool::Proverif => proverif::parse(&out),
                Tool::Tamarin => tamarin::parse(&out),
                Tool::Cryptoverif => cryptoverif::parse(&out),
                Tool::Easycrypt => no_smt_hint(easycrypt::parse(&out), install),
                _ => unreachable!(),
            });
            steps.push(Step { argv, finished: f });
            v
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    record(job, version, &steps, verdict, seconds, settings)
}

/// An EasyCrypt proof left undecided by an install that knows no SMT prover says why.
fn no_smt_hint(mut verdict: Verdict, install: &Install) -> Verdict {
    if verdict.status == Status::Unknown
        && crate::verify::config::easycrypt_provers(&install.path).is_some_and(|p| p.is_empty())
    {
        for p in verdict.properties.iter_mut().filter(|p| p.status == crate::verify::record::PropStatus::Unknown) {
            let detail = p.detail.take().unwrap_or_default();
            let sep = if detail.is_empty() { "" } else { "; " };
            p.detail = Some(format!("{detail}{sep}{}", crate::verify::config::NO_SMT_PROVER));
        }
    }
    verdict
}

/// A run that did not start, or died of a signal other than the time-out kill (a crash, the
/// memory limit), as an ERROR verdict; `None` when the output should be parsed.
fn spawn_failure(f: &Finished) -> Option<Verdict> {
    if let Some(e) = &f.spawn_error {
        return Some(Verdict::error(ToolError::new(e.clone(), None, None)));
    }
    if f.refused_forks > 0 && (f.timed_out || f.exit != Some(0)) {
        return Some(Verdict::error(ToolError::new(
            format!("process limit reached: {} fork(s) refused (raise --max-processes)", f.refused_forks),
            None,
            None,
        )));
    }
    if f.output_exceeded {
        return Some(Verdict::error(ToolError::new(
            "output limit exceeded: the verifier was stopped (raise --max-output)",
            None,
            None,
        )));
    }
    if !f.timed_out {
        if let Some(sig) = f.signal {
            let what = match sig {
                libc::SIGSEGV => "segmentation fault (the memory limit may have been reached)",
                libc::SIGABRT => "aborted",
                libc::SIGKILL => "killed",
                libc::SIGXCPU => "CPU time limit exceeded (--cpu-limit)",
                libc::SIGXFSZ => "file size limit exceeded: it wrote a file larger than --max-output",
                _ => "killed by a signal",
            };
            return Some(Verdict::error(ToolError::new(
                format!("the verifier crashed: {what} (signal {sig})"),
                None,
                None,
            )));
        }
    }
    None
}
