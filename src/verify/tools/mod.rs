//! One adapter per verifier: how to call it and how to read its output.
//!
//! Each adapter has a pure `parse` function from a finished run ([`RunOutput`]) to a
//! [`Verdict`], tested on real recorded outputs (`../shared/verifier-outputs/`), and a `plan`
//! that builds the command lines. Everything that is the same for all tools (temporary
//! folder, time-out, process group, memory limit) lives in `process.rs`.

pub mod avispa;
pub mod cryptoverif;
pub mod easycrypt;
pub mod maude_npa;
pub mod proverif;
pub mod scyther;
pub mod tamarin;

use crate::language::Language;
use crate::verify::record::{ToolError, Verdict};

/// A verifier cfb can run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tool {
    Scyther,
    Avispa,
    Proverif,
    Tamarin,
    MaudeNpa,
    Cryptoverif,
    Easycrypt,
}

impl Tool {
    pub const ALL: [Tool; 7] = [
        Tool::Scyther,
        Tool::Avispa,
        Tool::Proverif,
        Tool::Tamarin,
        Tool::MaudeNpa,
        Tool::Cryptoverif,
        Tool::Easycrypt,
    ];

    /// The id used in records, `--tool` and `cfb.toml`.
    pub fn id(self) -> &'static str {
        match self {
            Tool::Scyther => "scyther",
            Tool::Avispa => "avispa",
            Tool::Proverif => "proverif",
            Tool::Tamarin => "tamarin",
            Tool::MaudeNpa => "maude-npa",
            Tool::Cryptoverif => "cryptoverif",
            Tool::Easycrypt => "easycrypt",
        }
    }

    /// The verifier of a language.
    pub fn for_language(lang: Language) -> Tool {
        match lang {
            Language::Spdl => Tool::Scyther,
            Language::Hlpsl => Tool::Avispa,
            Language::Pv => Tool::Proverif,
            Language::Spthy => Tool::Tamarin,
            Language::Maude => Tool::MaudeNpa,
            Language::Cv | Language::Ocv => Tool::Cryptoverif,
            Language::Ec => Tool::Easycrypt,
        }
    }

    pub fn from_name(name: &str) -> Option<Tool> {
        let n = name.to_ascii_lowercase();
        let n = match n.as_str() {
            "maude" | "npa" | "maudenpa" => "maude-npa",
            "scyther-linux" => "scyther",
            "tamarin-prover" => "tamarin",
            "cl-atse" | "ofmc" | "hlpsl2if" => "avispa",
            "ec" => "easycrypt",
            "cv" => "cryptoverif",
            "pv" => "proverif",
            other => other,
        };
        Tool::ALL.into_iter().find(|t| t.id() == n)
    }
}

impl std::fmt::Display for Tool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Tool {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Tool::from_name(s).ok_or_else(|| {
            let ids: Vec<_> = Tool::ALL.iter().map(|t| t.id()).collect();
            format!("unknown tool `{s}`; known: {}", ids.join(", "))
        })
    }
}

/// A finished (or killed) run, as the parsers see it.
#[derive(Debug, Clone, Default)]
pub struct RunOutput<'a> {
    pub stdout: &'a str,
    pub stderr: &'a str,
    /// Exit code; `None` when killed by a signal (time-out included).
    pub exit: Option<i32>,
    pub timed_out: bool,
    /// The input's text, when available: some tools name only a line, and the adapter finds
    /// the lemma or goal there.
    pub source: Option<&'a str>,
    /// The input's base name as the tool was given it (to tell the input from libraries in
    /// error locations).
    pub input_name: Option<&'a str>,
}

/// Applies the time-out rule shared by all tools: a killed run is TIMEOUT, keeping whatever
/// properties were decided before the kill, unless the output already shows an input error.
pub(crate) fn finish(out: &RunOutput<'_>, verdict: Verdict) -> Verdict {
    if out.timed_out && verdict.error.is_none() {
        verdict.timed_out()
    } else {
        verdict
    }
}

/// The error of an OCaml-built tool (ProVerif, CryptoVerif): `Error: message` after a
/// `File "…", line L, character(s) C…:` line. A location in a library goes into the message.
pub(crate) fn ocaml_error(text: &str, input_name: Option<&str>) -> Option<ToolError> {
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let Some(msg) = line.trim_start().strip_prefix("Error: ") else { continue };
        let loc = i.checked_sub(1).and_then(|j| ocaml_location(lines[j]));
        return Some(match loc {
            Some((file, ln, col)) if is_input_file(&file, input_name) => ToolError::new(msg.trim(), Some(ln), col),
            Some((file, ln, _)) => ToolError::new(format!("{} (in {file}, line {ln})", msg.trim()), None, None),
            None => ToolError::new(msg.trim(), None, None),
        });
    }
    None
}

/// A run that failed without reporting anything: its last non-empty line of `text` is the
/// error, or `<tool> exited with status N` when there is none.
pub(crate) fn exit_error(tool: &str, status: i32, last_line: Option<&str>) -> Verdict {
    let message = match last_line.map(str::trim).filter(|l| !l.is_empty()) {
        Some(line) => line.to_string(),
        None => format!("{tool} exited with status {status}"),
    };
    Verdict::error(ToolError::new(message, None, None))
}

/// Lines of a text where carriage-return progress indicators are split into their own lines.
pub(crate) fn lines(text: &str) -> impl DoubleEndedIterator<Item = &str> {
    text.split(['\n', '\r']).map(|l| l.trim_end())
}

/// The first unsigned number at the start of `s`.
pub(crate) fn leading_number(s: &str) -> Option<u32> {
    let digits: String = s.trim_start().chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

/// Parses OCaml-style locations used by ProVerif and CryptoVerif:
/// `File "F", line 8, character 1:` or `File "F", line 7, characters 13-16:`.
/// Returns (file, line, first column), columns 1-based as the tools print them.
pub(crate) fn ocaml_location(line: &str) -> Option<(String, u32, Option<u32>)> {
    let rest = line.trim().strip_prefix("File \"")?;
    let q = rest.find('"')?;
    let file = rest[..q].to_string();
    let rest = rest[q + 1..].trim_start_matches(',').trim_start();
    let rest = rest.strip_prefix("line ")?;
    let ln = leading_number(rest)?;
    let col = rest.find("character").and_then(|i| {
        let r = &rest[i..];
        let r = r.trim_start_matches("characters").trim_start_matches("character");
        leading_number(r)
    });
    Some((file, ln, col))
}

/// True when a location's file is the input rather than a library: the recorded outputs
/// write `<file>`, real runs the input's own name (cfb runs tools on a copy with the same
/// base name in a temporary folder).
pub(crate) fn is_input_file(file: &str, source_name: Option<&str>) -> bool {
    if file == "<file>" {
        return true;
    }
    let base = std::path::Path::new(file).file_name().and_then(|n| n.to_str()).unwrap_or(file);
    match source_name {
        Some(name) => base == name,
        None => {
            !file.contains("<tool-lib>")
                && !base.ends_with(".ocvl")
                && !base.ends_with(".pvl")
                && !base.ends_with(".cvl")
        }
    }
}

/// Reads the output of a one-step run of `tool`. AVISPA runs in steps: use
/// [`avispa::parse_hlpsl2if`] and [`avispa::parse_backend`].
pub fn parse(tool: Tool, out: &RunOutput<'_>) -> Verdict {
    match tool {
        Tool::Scyther => scyther::parse(out),
        Tool::Avispa => avispa::parse_hlpsl2if(out).unwrap_or_else(|| avispa::parse_backend(out, "cl-atse")),
        Tool::Proverif => proverif::parse(out),
        Tool::Tamarin => tamarin::parse(out),
        Tool::MaudeNpa => maude_npa::parse(out),
        Tool::Cryptoverif => cryptoverif::parse(out),
        Tool::Easycrypt => easycrypt::parse(out),
    }
}
