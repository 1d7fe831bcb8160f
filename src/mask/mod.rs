//! Masking: code-completion instances (CrypFormBench's `____(CAT_N)____` placeholders) from
//! any model file, driven by the per-language specs of `masking/` ([`spec`]).
//!
//! A file becomes an instance in three steps: [`candidates`] lists every span the profile may
//! hide, [`select`] picks some (seeded, spread over the file, never overlapping), and
//! [`Instance::build`] writes the incomplete text and the answer key. [`grade`] scores a reply.

pub mod candidates;
pub mod grade;
pub mod select;
pub mod spec;

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;

use crate::diagnostic::{Diagnostic, Severity};
use crate::language::Language;
use crate::lint::{self, LintOptions};
use crate::parse::query;
use crate::source::SourceFile;
use select::{Amount, Unit};
use spec::MaskSpec;

/// Which categories a spec offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Profile {
    /// CrypFormBench's categories: tokens named by the construct they sit in.
    Cfb,
    /// Whole syntax nodes at a level (token, term, statement, declaration, property).
    Levels,
}

/// How much of the tree one mask hides (profile `levels`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// One token: a name, number, keyword or operator.
    Token,
    /// A term or expression.
    Term,
    /// A send/recv/event, a rule's fact, a process step, an equation, a tactic.
    Statement,
    /// A role, rule, function/type/op declaration, module, process definition.
    Declaration,
    /// A claim, lemma, query, goal, restriction, axiom.
    Property,
}

impl std::str::FromStr for Level {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        <Level as clap::ValueEnum>::from_str(s, false).map_err(|_| ())
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(clap::ValueEnum::to_possible_value(self).map(|v| v.get_name().to_string()).unwrap_or_default().as_str())
    }
}

/// A span a profile may mask.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    pub category: String,
    pub level: Level,
    pub start_byte: usize,
    pub end_byte: usize,
    pub node_kind: String,
    pub text: String,
    /// A named node (identifiers are; keywords and operators are not).
    #[serde(skip)]
    pub named: bool,
}

/// Why a file gives no instance.
#[derive(Debug, thiserror::Error)]
pub enum MaskError {
    #[error("{0}")]
    Spec(std::sync::Arc<spec::SpecError>),
    #[error("the file has syntax errors; cfb masks only files the verifier's parser accepts")]
    Syntax(Vec<Diagnostic>),
    #[error("cfb has no tree-sitter grammar for {0}")]
    NoGrammar(Language),
    #[error("no span of the file is eligible for masking (profile {profile:?}{level})")]
    NothingEligible { profile: Profile, level: String },
}

/// What a mask run may be told.
#[derive(Debug, Clone)]
pub struct MaskOptions {
    pub profile: Profile,
    /// Profile `levels`: the level to mask (`token` … `property`).
    pub level: Level,
    /// Only these categories (all when empty).
    pub categories: Vec<String>,
    pub amount: Amount,
    /// One id for every occurrence of one identifier.
    pub per_symbol: bool,
    pub seed: u64,
    /// Mask files the strict grammar rejects too, outside tree-sitter's error nodes.
    pub allow_syntax_errors: bool,
}

impl Default for MaskOptions {
    fn default() -> Self {
        MaskOptions {
            profile: Profile::Cfb,
            level: Level::Statement,
            categories: Vec::new(),
            amount: Amount::Ratio(0.1),
            per_symbol: false,
            seed: 0,
            allow_syntax_errors: false,
        }
    }
}

/// Every candidate of a file under `profile`; refuses files with syntax errors unless told.
pub fn candidates(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    profile: Profile,
    allow_syntax_errors: bool,
) -> Result<Vec<Candidate>, MaskError> {
    analyze(language, path, source, profile, allow_syntax_errors).map(|a| a.candidates)
}

fn analyze(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    profile: Profile,
    allow_syntax_errors: bool,
) -> Result<candidates::Analysis, MaskError> {
    if !allow_syntax_errors {
        let options = LintOptions { syntax_only: true, ..LintOptions::default() };
        let errors: Vec<Diagnostic> =
            lint::lint(language, path, source, &options).into_iter().filter(|d| d.severity == Severity::Error).collect();
        if !errors.is_empty() {
            return Err(MaskError::Syntax(errors));
        }
    }
    let spec = MaskSpec::for_language(language).map_err(MaskError::Spec)?;
    let (tree, captures) = query::parse_and_query(language, &source.text, &[&spec.query])
        .map_err(|_| MaskError::NoGrammar(language))?;
    Ok(candidates::collect(&tree, &source.text, &spec, &captures[0], profile))
}

/// One placeholder of an instance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mask {
    pub id: String,
    pub category: String,
    pub start_byte: usize,
    pub end_byte: usize,
    pub node_kind: String,
    pub text: String,
}

/// A completion instance: the incomplete text, the complete one and the answer key.
#[derive(Debug, Clone, Serialize)]
pub struct Instance {
    pub file: String,
    pub lang: Language,
    pub profile: Profile,
    pub level: Level,
    pub seed: u64,
    pub incomplete: String,
    /// Spelled with the colon, as CrypFormBench's files spell it.
    #[serde(rename = "complete:")]
    pub complete: String,
    pub answers: BTreeMap<String, String>,
    pub masks: Vec<Mask>,
}

/// The placeholder for an id, as CrypFormBench writes it.
pub fn placeholder(id: &str) -> String {
    format!("____({id})____")
}

/// Masks one file.
pub fn mask(
    language: Language,
    path: Option<&Path>,
    display: &str,
    source: &SourceFile,
    options: &MaskOptions,
) -> Result<Instance, MaskError> {
    let analysis = analyze(language, path, source, options.profile, options.allow_syntax_errors)?;
    let level = if options.profile == Profile::Cfb { Level::Token } else { options.level };
    let mut eligible: Vec<Candidate> = analysis
        .candidates
        .into_iter()
        .filter(|c| c.level == level)
        .filter(|c| options.categories.is_empty() || options.categories.contains(&c.category))
        .collect();
    if eligible.is_empty() {
        let level = if options.profile == Profile::Levels { format!(", level {level}") } else { String::new() };
        return Err(MaskError::NothingEligible { profile: options.profile, level });
    }
    let units = if options.per_symbol { per_symbol_units(&mut eligible, analysis.names) } else { single_units(&eligible) };
    let chosen = select::choose(&eligible, &units, options.amount, options.seed);
    Ok(Instance::build(display, language, options, level, &source.text, &eligible, &units, &chosen))
}

fn single_units(candidates: &[Candidate]) -> Vec<Unit> {
    (0..candidates.len()).map(|i| vec![i]).collect()
}

/// Per symbol: one unit for each name among the candidates, holding every occurrence of the
/// name in the file (candidate or not: the hidden name must not show elsewhere), eligible
/// candidate first. Occurrences that are no candidate are appended to `candidates`.
fn per_symbol_units(candidates: &mut Vec<Candidate>, names: Vec<Candidate>) -> Vec<Unit> {
    let mut by_name: BTreeMap<String, usize> = BTreeMap::new();
    let mut out: Vec<Unit> = Vec::new();
    let eligible = candidates.len();
    for i in 0..eligible {
        let c = &candidates[i];
        if c.named {
            if let Some(&u) = by_name.get(&c.text) {
                out[u].push(i);
                continue;
            }
            by_name.insert(c.text.clone(), out.len());
        }
        out.push(vec![i]);
    }
    let taken: std::collections::HashSet<(usize, usize)> =
        candidates.iter().map(|c| (c.start_byte, c.end_byte)).collect();
    for name in names {
        if taken.contains(&(name.start_byte, name.end_byte)) {
            continue;
        }
        if let Some(&u) = by_name.get(&name.text) {
            out[u].push(candidates.len());
            candidates.push(name);
        }
    }
    out
}

impl Instance {
    #[allow(clippy::too_many_arguments)]
    fn build(
        display: &str,
        language: Language,
        options: &MaskOptions,
        level: Level,
        text: &str,
        candidates: &[Candidate],
        units: &[Unit],
        chosen: &[usize],
    ) -> Instance {
        // Ids numbered per category from 0, in document order of each unit's first span.
        let mut next: BTreeMap<&str, usize> = BTreeMap::new();
        let mut masks = Vec::new();
        let mut answers = BTreeMap::new();
        for &k in chosen {
            let first = &candidates[units[k][0]];
            let n = next.entry(first.category.as_str()).or_insert(0);
            let id = format!("{}_{}", first.category, n);
            *n += 1;
            answers.insert(id.clone(), first.text.clone());
            for &c in &units[k] {
                let c = &candidates[c];
                masks.push(Mask {
                    id: id.clone(),
                    category: first.category.clone(),
                    start_byte: c.start_byte,
                    end_byte: c.end_byte,
                    node_kind: c.node_kind.clone(),
                    text: c.text.clone(),
                });
            }
        }
        masks.sort_by_key(|m| m.start_byte);
        let mut incomplete = String::with_capacity(text.len());
        let mut at = 0;
        for m in &masks {
            incomplete.push_str(&text[at..m.start_byte]);
            incomplete.push_str(&placeholder(&m.id));
            at = m.end_byte;
        }
        incomplete.push_str(&text[at..]);
        Instance {
            file: display.to_string(),
            lang: language,
            profile: options.profile,
            level,
            seed: options.seed,
            incomplete,
            complete: text.to_string(),
            answers,
            masks,
        }
    }
}

/// Puts the answers back: every placeholder of `incomplete` replaced by its answer (unknown
/// ids are left as they are).
pub fn fill(incomplete: &str, answers: &BTreeMap<String, String>) -> String {
    crate::extract::fillins::fill_placeholders(incomplete, |id| answers.get(id).cloned())
}
