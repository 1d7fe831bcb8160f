//! One reply through cfb's existing stages: extract (`cfb extract`), normalize (`cfb fmt`),
//! validity (`cfb lint`), similarity (`cfb similarity`); verification is asked of a
//! [`Verifier`] (the real tools through `cfb verify`'s runner, or recorded verdicts).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::dataset::Instance;
use super::recorded::Recorded;
use crate::compare::similarity::{self, Scores, Weights};
use crate::compare::{Comparison, Options as CompareOptions, Side};
use crate::diagnostic::Severity;
use crate::extract::{self, Method, Options as ExtractOptions};
use crate::fmt::{self, FmtOptions};
use crate::lint::{self, LintOptions};
use crate::source::SourceFile;
use crate::verify::config::{Located, Settings};
use crate::verify::record::VerdictRecord;
use crate::verify::run::{self, Job};
use crate::verify::Tool;

/// What `cfb extract` made of the reply.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Extracted {
    pub method: Method,
    pub warnings: Vec<String>,
}

/// `cfb lint`'s verdict on the extracted code.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct LintResult {
    pub ok: bool,
    pub errors: usize,
    pub warnings: usize,
    /// The first error: `line:column: message`.
    pub first_error: Option<String>,
}

/// The code stages' results for one reply.
#[derive(Debug, Clone, Default)]
pub struct CodeStages {
    pub code: Option<String>,
    pub extraction: Option<Extracted>,
    /// The code in the canonical layout; `None` when `cfb fmt` refuses it (syntax errors).
    pub normalized: Option<String>,
    pub lint: Option<LintResult>,
    pub similarity: Option<Scores>,
}

/// The file name the code is saved and verified under: the instance's own extension picks the
/// tool's front end (`.pi`, `.ocv`).
pub fn file_name(instance: &Instance) -> String {
    let ext = instance.ext.clone().unwrap_or_else(|| instance.language.id().to_string());
    format!("answer.{ext}")
}

/// Extract, normalize, lint and (where the instance has a reference model) compare.
pub fn code_stages(instance: &Instance, reply: &str) -> CodeStages {
    let options =
        ExtractOptions { lang: instance.language, ext: instance.ext.clone(), masked: instance.masked.clone() };
    let result = extract::extract(reply, &options);
    let extraction = Some(Extracted { method: result.method, warnings: result.warnings.clone() });
    let Some(code) = result.code else { return CodeStages { extraction, ..Default::default() } };
    let name = file_name(instance);
    let path = Path::new(&name);
    let source = SourceFile::new(name.clone(), code.clone());
    let diagnostics = lint::lint(instance.language, Some(path), &source, &LintOptions::default());
    let count = |s: Severity| diagnostics.iter().filter(|d| d.severity == s).count();
    let first_error = diagnostics.iter().find(|d| d.severity == Severity::Error).map(|d| {
        let at = source.line_col(d.span.start);
        format!("{}:{}: {}", at.line, at.column, d.message)
    });
    let lint = LintResult {
        ok: count(Severity::Error) == 0,
        errors: count(Severity::Error),
        warnings: count(Severity::Warning),
        first_error,
    };
    let normalized = if lint.ok {
        fmt::format(instance.language, Some(path), &source, &FmtOptions::default()).ok().map(|f| f.text)
    } else {
        None
    };
    let similarity = instance.reference.as_ref().filter(|_| instance.task.compares_code()).and_then(|reference| {
        let options = CompareOptions { dataflow: true, ..Default::default() };
        let a = Side::new(instance.language, Some(path), code.clone(), options).ok()?;
        let b = Side::new(instance.language, Some(path), reference.clone(), options).ok()?;
        Some(similarity::scores(instance.language, &Comparison::new(a, b), Weights::default()))
    });
    CodeStages { code: Some(code), extraction, normalized, lint: Some(lint), similarity }
}

/// Where verdicts come from.
pub enum Verifier {
    /// The real tools, as `cfb verify` runs them (NO_TOOL records where one is missing).
    Tools { located: Located, settings: Settings },
    /// The verdicts recorded in the release (`--recorded-verdicts`).
    Recorded(Recorded),
}

impl Verifier {
    /// The verdict on the code saved at `path` (`display` is the record's path).
    pub async fn verdict(&self, instance: &Instance, path: PathBuf, display: String) -> VerdictRecord {
        match self {
            Verifier::Tools { located, settings } => {
                let job = Job { display, path, lang: instance.language, tool: Tool::for_language(instance.language) };
                run::verify(&job, located, settings).await
            }
            Verifier::Recorded(r) => r.verdict(instance.task, instance.lang, &instance.id, &display),
        }
    }
}
