//! The verdict record: one per file and tool, written as one JSON line.
//!
//! Every outcome of a verifier run (a verdict, a refused input, a time-out, unreadable output)
//! becomes a [`VerdictRecord`]. Parsers in `tools/` produce the [`Verdict`] part; the runner adds
//! the command, timing and output tails.

use std::collections::HashSet;
use std::fs::OpenOptions;
use std::io::{BufRead, Write};
use std::path::Path;

use serde::{Deserialize, Serialize};

/// The verdict on a whole file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Status {
    /// Every checked property holds.
    Safe,
    /// At least one property is violated (an attack or a counterexample).
    Unsafe,
    /// The tool refused the input (parse or type error), see `error`.
    Error,
    /// The hard time-out expired; the process group was killed.
    Timeout,
    /// The tool ran but its output could not be read as a verdict, or it decided some property
    /// neither way (`cannot be proved`, `Could not prove`, `analysis incomplete`).
    Unknown,
    /// The tool (or a program it needs) is not installed; nothing ran. Never counted as done
    /// when a batch resumes, so installing the tool and rerunning fills these in.
    #[serde(rename = "NO_TOOL")]
    NoTool,
}

impl Status {
    /// Every status, in the order summaries list them.
    pub const ALL: [Status; 6] =
        [Status::Safe, Status::Unsafe, Status::Error, Status::Timeout, Status::Unknown, Status::NoTool];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Safe => "SAFE",
            Status::Unsafe => "UNSAFE",
            Status::Error => "ERROR",
            Status::Timeout => "TIMEOUT",
            Status::Unknown => "UNKNOWN",
            Status::NoTool => "NO_TOOL",
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The verdict on one property (claim, lemma, query, goal, attack state).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PropStatus {
    Holds,
    Violated,
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Property {
    pub name: String,
    pub status: PropStatus,
    /// The tool's own words about it (`[at least 1 attack]`, `up to probability ...`).
    pub detail: Option<String>,
}

impl Property {
    /// Scyther's `Ok [no attack within bounds]`: undecided, but the tool's status says `Ok`.
    fn is_bounded_ok(&self) -> bool {
        self.status == PropStatus::Unknown && self.detail.as_deref().is_some_and(|d| d.contains("within bounds"))
    }

    pub fn new(name: impl Into<String>, status: PropStatus, detail: Option<String>) -> Self {
        Property { name: name.into(), status, detail }
    }
}

/// Where and why the tool refused the input. `line`/`column` are 1-based and refer to the
/// input file; a location in another file (a library) is part of `message` instead.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolError {
    pub message: String,
    pub line: Option<u32>,
    pub column: Option<u32>,
}

impl ToolError {
    pub fn new(message: impl Into<String>, line: Option<u32>, column: Option<u32>) -> Self {
        ToolError { message: message.into(), line, column }
    }
}

/// What a tool's output says, as read by its parser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub status: Status,
    pub properties: Vec<Property>,
    pub error: Option<ToolError>,
}

impl Verdict {
    /// SAFE when every property holds, UNSAFE when one is violated, else UNKNOWN (also when
    /// there is no property at all).
    pub fn from_properties(properties: Vec<Property>) -> Verdict {
        let status = status_of(&properties);
        Verdict { status, properties, error: None }
    }

    pub fn error(error: ToolError) -> Verdict {
        Verdict { status: Status::Error, properties: Vec::new(), error: Some(error) }
    }

    pub fn unknown() -> Verdict {
        Verdict { status: Status::Unknown, properties: Vec::new(), error: None }
    }

    /// The run was killed at the time-out: keep the properties decided before the kill.
    pub fn timed_out(mut self) -> Verdict {
        self.status = Status::Timeout;
        self
    }
}

/// The file status the properties add up to.
pub fn status_of(properties: &[Property]) -> Status {
    if properties.iter().any(|p| p.status == PropStatus::Violated) {
        Status::Unsafe
    } else if !properties.is_empty() && properties.iter().all(|p| p.status == PropStatus::Holds) {
        Status::Safe
    } else {
        Status::Unknown
    }
}

/// One line of `cfb verify --format json` and of `--out` files.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VerdictRecord {
    pub path: String,
    pub lang: String,
    pub tool: String,
    pub tool_version: Option<String>,
    pub command: Vec<String>,
    pub status: Status,
    pub properties: Vec<Property>,
    pub error: Option<ToolError>,
    pub seconds: f64,
    pub stdout_tail: String,
    pub stderr_tail: String,
    /// How the runs were isolated (`landlock abi 6, no network (own network namespace); at
    /// most 512 processes (pids cgroup)`, or `off`); `None` when nothing ran, and in records
    /// written before cfb had a sandbox.
    #[serde(default)]
    pub sandbox: Option<String>,
}

impl VerdictRecord {
    /// The key a rerun uses to skip work already done.
    pub fn key(&self) -> (String, String) {
        (self.path.clone(), self.tool.clone())
    }

    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).expect("a verdict record always serialises")
    }

    /// The benchmark's reading of a record: `Some(true)` = insecure (an attack, or a property
    /// the tool could not prove), `Some(false)` = secure, `None` = not analysed (error, or
    /// output without any verdict). Time-outs are analysed but have no verdict: `None` too;
    /// callers that count analysed items check [`Status::Timeout`] themselves.
    pub fn insecure(&self) -> Option<bool> {
        match self.status {
            Status::Safe => Some(false),
            Status::Unsafe => Some(true),
            // CrypFormBench's parsers read Scyther's status column, which says `Ok` for a claim
            // whose bounded search found no attack: such claims hold for the benchmark.
            Status::Unknown
                if self.tool == "scyther"
                    && !self.properties.is_empty()
                    && self.properties.iter().all(|p| p.status == PropStatus::Holds || p.is_bounded_ok()) =>
            {
                Some(false)
            }
            // It reads a Maude file without an attack search (no `IdSystem` result) that
            // Maude runs without error as secure.
            Status::Unknown if self.tool == "maude-npa" && self.properties.is_empty() && self.error.is_none() => {
                Some(false)
            }
            Status::Unknown if !self.properties.is_empty() => Some(true),
            _ => None,
        }
    }
}

/// The last `max` bytes of `text`, cut at a character boundary (and after a line break when
/// one is near), prefixed with `…` when something was cut.
pub fn tail(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut start = text.len() - max;
    while !text.is_char_boundary(start) {
        start += 1;
    }
    let rest = &text[start..];
    // Prefer to start on a fresh line if one begins within the first quarter of the tail.
    if let Some((nl, _)) = rest.char_indices().take_while(|(i, _)| *i < max / 4).find(|(_, c)| *c == '\n') {
        return format!("…{}", &rest[nl + 1..]);
    }
    format!("…{rest}")
}

/// Appends one record to `path` as a single `write` of one line, so concurrent writers and a
/// kill between records never leave half a line behind (O_APPEND writes of one buffer).
pub fn append_record(path: &Path, record: &VerdictRecord) -> std::io::Result<()> {
    append_line(path, &record.to_json_line())
}

/// Appends `line` and a line break to `path` as one `write` (see [`append_record`]). When the
/// write fails part way (a full disk, EFBIG) the part written is cut off again, so the file
/// still ends with a whole line and a rerun resumes from it.
pub fn append_line(path: &Path, line: &str) -> std::io::Result<()> {
    let mut bytes = String::with_capacity(line.len() + 1);
    bytes.push_str(line);
    bytes.push('\n');
    let mut file = OpenOptions::new().create(true).append(true).open(path)?;
    let before = file.metadata()?.len();
    let written = file.write_all(bytes.as_bytes()).and_then(|_| file.flush());
    if written.is_err() {
        let _ = file.set_len(before);
    }
    written
}

/// Cuts off a torn last line (a crash mid-write) so that `path` ends with a whole line and
/// the next appended record starts on its own line; that file's record is then redone.
pub fn repair_tail(path: &Path) -> std::io::Result<()> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    if bytes.last().is_some_and(|&b| b != b'\n') {
        let keep = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        OpenOptions::new().write(true).open(path)?.set_len(keep as u64)?;
    }
    Ok(())
}

/// A line of a record file that is not a record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedLine {
    /// 1-based.
    pub line: usize,
    pub reason: String,
    /// Torn by a crash mid-write: the last line, or one that does not end a JSON object.
    pub torn: bool,
}

/// The records of a JSON Lines file and every non-blank line that is not one. A missing file
/// has none.
pub fn read_record_lines(path: &Path) -> std::io::Result<(Vec<VerdictRecord>, Vec<SkippedLine>)> {
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Default::default()),
        Err(e) => return Err(e),
    };
    let lines: Vec<String> = std::io::BufReader::new(file).lines().collect::<Result<_, _>>()?;
    let (mut records, mut skipped) = (Vec::new(), Vec::new());
    let last = lines.len().saturating_sub(1);
    for (i, line) in lines.iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<VerdictRecord>(line) {
            Ok(r) => records.push(r),
            Err(e) => {
                // After `repair_tail` a torn line is no longer last, but it still does not end
                // an object.
                let torn = i == last || !line.trim_end().ends_with('}');
                let reason = if torn { format!("incomplete line ({e})") } else { format!("not a verdict record: {e}") };
                skipped.push(SkippedLine { line: i + 1, reason, torn });
            }
        }
    }
    Ok((records, skipped))
}

/// Reads a JSON Lines file of records for resuming a batch. Torn lines (a crash mid-write) and
/// blank lines are skipped, their files redone; any other unreadable line is an error.
pub fn read_records(path: &Path) -> std::io::Result<Vec<VerdictRecord>> {
    let (records, skipped) = read_record_lines(path)?;
    if let Some(bad) = skipped.iter().find(|s| !s.torn) {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("{}: line {}: {}", path.display(), bad.line, bad.reason),
        ));
    }
    Ok(records)
}

/// The (path, tool) keys already decided in `path`, for resuming a batch. A record of a
/// missing tool is not a decision: its file runs again.
pub fn done_keys(path: &Path) -> std::io::Result<HashSet<(String, String)>> {
    Ok(read_records(path)?.iter().filter(|r| r.status != Status::NoTool).map(VerdictRecord::key).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(path: &str) -> VerdictRecord {
        VerdictRecord {
            path: path.into(),
            lang: "pv".into(),
            tool: "proverif".into(),
            tool_version: Some("2.05".into()),
            command: vec!["proverif".into(), path.into()],
            status: Status::Safe,
            properties: vec![Property::new("q", PropStatus::Holds, None)],
            error: None,
            seconds: 1.5,
            stdout_tail: String::new(),
            stderr_tail: String::new(),
            sandbox: Some("off".into()),
        }
    }

    #[test]
    fn json_shape() {
        let v: serde_json::Value = serde_json::from_str(&rec("a.pv").to_json_line()).unwrap();
        assert_eq!(v["status"], "SAFE");
        assert_eq!(v["properties"][0]["status"], "holds");
        assert!(v["error"].is_null());
        assert_eq!(v.as_object().unwrap().len(), 12);
        let mut old = v.clone();
        old.as_object_mut().unwrap().remove("sandbox");
        let read: VerdictRecord = serde_json::from_value(old).unwrap();
        assert_eq!(read.sandbox, None, "records written before the sandbox still read");
    }

    #[test]
    fn the_benchmark_reads_scythers_bounded_ok_and_plain_maude_files_as_secure() {
        use PropStatus::*;
        let with = |tool: &str, properties: Vec<Property>| VerdictRecord {
            tool: tool.into(),
            status: status_of(&properties),
            properties,
            ..rec("a")
        };
        let bounded = || Property::new("I Secret_1", Unknown, Some("k: [no attack within bounds]".into()));
        let undecided = || Property::new("I Secret_2", Unknown, Some("[unknown]".into()));
        assert_eq!(with("scyther", vec![Property::new("x", Holds, None), bounded()]).insecure(), Some(false));
        assert_eq!(with("scyther", vec![bounded(), undecided()]).insecure(), Some(true));
        assert_eq!(with("tamarin", vec![bounded()]).insecure(), Some(true), "only Scyther's status column says Ok");
        assert_eq!(with("maude-npa", vec![]).insecure(), Some(false));
        assert_eq!(with("proverif", vec![]).insecure(), None);
        let failed = VerdictRecord {
            error: Some(ToolError { message: "x".into(), line: None, column: None }),
            ..with("maude-npa", vec![])
        };
        assert_eq!(failed.insecure(), None);
    }

    #[test]
    fn statuses_from_properties() {
        use PropStatus::*;
        let p = |s| Property::new("x", s, None);
        assert_eq!(status_of(&[p(Holds), p(Violated)]), Status::Unsafe);
        assert_eq!(status_of(&[p(Holds), p(Holds)]), Status::Safe);
        assert_eq!(status_of(&[p(Holds), p(Unknown)]), Status::Unknown);
        assert_eq!(status_of(&[]), Status::Unknown);
    }

    #[test]
    fn tail_cuts_at_char_boundary() {
        let s = "é".repeat(100);
        let t = tail(&s, 11);
        assert!(t.starts_with('…'));
        assert!(t.len() <= 11 + '…'.len_utf8());
        assert_eq!(tail("short", 10), "short");
        // Multi-byte characters around the quarter mark (a panic once).
        let s = format!("{}\n{}", "é".repeat(10), "\u{fffd}".repeat(500));
        for max in 1..60 {
            let _ = tail(&s, max);
        }
    }

    #[test]
    fn torn_last_line_is_skipped() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out.jsonl");
        append_record(&p, &rec("a.pv")).unwrap();
        append_record(&p, &rec("b.pv")).unwrap();
        let mut f = OpenOptions::new().append(true).open(&p).unwrap();
        f.write_all(b"{\"path\": \"c.p").unwrap();
        let keys = done_keys(&p).unwrap();
        assert_eq!(keys.len(), 2);
        repair_tail(&p).unwrap();
        append_record(&p, &rec("c.pv")).unwrap();
        assert_eq!(done_keys(&p).unwrap().len(), 3);
        let (records, skipped) = read_record_lines(&p).unwrap();
        assert_eq!((records.len(), skipped.len()), (3, 0), "the torn line is cut off, not kept");
    }
}
