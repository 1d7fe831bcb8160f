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

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

use serde::Serialize;

use crate::diagnostic::Diagnostic;
use crate::language::Language;
use crate::lint;
use crate::parse::query;
use crate::source::SourceFile;
use crate::symbols::{SymbolId, SymbolTable};
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
        f.write_str(
            clap::ValueEnum::to_possible_value(self).map(|v| v.get_name().to_string()).unwrap_or_default().as_str(),
        )
    }
}

/// A span a profile may mask. Its text is the file's, `text[start_byte..end_byte]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// A category of the language's spec (interned once per spec).
    pub category: &'static str,
    pub level: Level,
    pub start_byte: usize,
    pub end_byte: usize,
    pub node_kind: &'static str,
    /// A named node (identifiers are; keywords and operators are not).
    pub named: bool,
}

impl Candidate {
    pub fn text<'t>(&self, text: &'t str) -> &'t str {
        &text[self.start_byte..self.end_byte]
    }
}

/// A candidate as `cfb mask --candidates` prints it.
#[derive(Debug, Clone, Serialize)]
pub struct CandidateRecord<'t> {
    pub category: &'static str,
    pub level: Level,
    pub start_byte: usize,
    pub end_byte: usize,
    pub node_kind: &'static str,
    pub text: &'t str,
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

impl MaskOptions {
    /// Why these options cannot be used together, if they cannot.
    pub fn check(&self) -> Result<(), String> {
        if let Amount::Ratio(r) = self.amount {
            if !(0.0..=1.0).contains(&r) {
                return Err(format!("the ratio must be between 0 and 1, got {r}"));
            }
        }
        if self.per_symbol && self.profile == Profile::Levels && self.level != Level::Token {
            return Err("per-symbol masks hide names: use it with the cfb profile or the token level".into());
        }
        Ok(())
    }
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

/// A file read once for masking: its candidates under both profiles, from which any number
/// of instances are made without parsing again.
pub struct Prepared {
    pub language: Language,
    text: String,
    cfb: Vec<Candidate>,
    levels: Vec<Candidate>,
    /// Every named token (the occurrences of per-symbol masks), and its symbol.
    names: Vec<Candidate>,
    name_keys: Vec<SymbolKey>,
}

/// Reads a file for masking; refuses files with syntax errors unless told (the errors are
/// the lint diagnostics).
pub fn prepare(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    allow_syntax_errors: bool,
) -> Result<Prepared, MaskError> {
    if !allow_syntax_errors {
        let errors = lint::syntax_errors(language, path, source);
        if !errors.is_empty() {
            return Err(MaskError::Syntax(errors));
        }
    }
    let spec = MaskSpec::for_language(language).map_err(MaskError::Spec)?;
    let locals = crate::symbols::locals_query(language);
    let mut queries = vec![&spec.query];
    queries.extend(locals.as_deref());
    let (tree, captures) =
        query::parse_and_query(language, path, &source.text, &queries).map_err(|_| MaskError::NoGrammar(language))?;
    let analysis = candidates::collect(&tree, &source.text, &spec, &captures[0]);
    let symbols = locals.as_deref().map(|q| SymbolTable::build(&tree, &source.text, q, &captures[1]));
    let name_keys = analysis.names.iter().map(|n| symbol_key(symbols.as_ref(), n)).collect();
    Ok(Prepared {
        language,
        text: source.text.clone(),
        cfb: analysis.cfb,
        levels: analysis.levels,
        names: analysis.names,
        name_keys,
    })
}

/// What makes two name tokens one symbol for `--per-symbol`: the symbol engine's symbol
/// (`grammars/<lang>/queries/locals.scm`), or, for a name it does not resolve (a builtin, a
/// name from a library), the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum SymbolKey {
    Symbol(SymbolId),
    Unresolved,
}

/// The symbol of a name token: of the occurrence at its span, inside it (the token is an atom
/// such as `~k` around the name) or around it.
fn symbol_key(symbols: Option<&SymbolTable>, token: &Candidate) -> SymbolKey {
    let Some(table) = symbols else { return SymbolKey::Unresolved };
    let occurrences = table.occurrences();
    let first = occurrences.partition_point(|o| o.span.start < token.start_byte);
    let around = first.checked_sub(1).map(|k| &occurrences[k]).filter(|o| o.span.end >= token.end_byte);
    let inside = occurrences[first..]
        .iter()
        .take_while(|o| o.span.start < token.end_byte)
        .filter(|o| o.span.end <= token.end_byte);
    inside.chain(around).find_map(|o| o.symbol).map_or(SymbolKey::Unresolved, SymbolKey::Symbol)
}

/// Every candidate of a file under `profile` (see [`prepare`]).
pub fn candidates(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    profile: Profile,
    allow_syntax_errors: bool,
) -> Result<Vec<Candidate>, MaskError> {
    let mut prepared = prepare(language, path, source, allow_syntax_errors)?;
    Ok(match profile {
        Profile::Cfb => std::mem::take(&mut prepared.cfb),
        Profile::Levels => std::mem::take(&mut prepared.levels),
    })
}

/// Masks one file (see [`prepare`] and [`Prepared::instance`]).
pub fn mask(
    language: Language,
    path: Option<&Path>,
    display: &str,
    source: &SourceFile,
    options: &MaskOptions,
) -> Result<Instance, MaskError> {
    prepare(language, path, source, options.allow_syntax_errors)?.instance(display, options)
}

impl Prepared {
    pub fn candidates(&self, profile: Profile) -> &[Candidate] {
        match profile {
            Profile::Cfb => &self.cfb,
            Profile::Levels => &self.levels,
        }
    }

    /// The candidates of `profile` with their texts.
    pub fn candidate_records(&self, profile: Profile) -> Vec<CandidateRecord<'_>> {
        self.candidates(profile)
            .iter()
            .map(|c| CandidateRecord {
                category: c.category,
                level: c.level,
                start_byte: c.start_byte,
                end_byte: c.end_byte,
                node_kind: c.node_kind,
                text: c.text(&self.text),
            })
            .collect()
    }

    /// One instance: the candidates of the options' profile, level and categories, chosen
    /// with the options' amount and seed.
    pub fn instance(&self, display: &str, options: &MaskOptions) -> Result<Instance, MaskError> {
        let level = if options.profile == Profile::Cfb { Level::Token } else { options.level };
        let mut eligible: Vec<&Candidate> = self
            .candidates(options.profile)
            .iter()
            .filter(|c| c.level == level)
            .filter(|c| options.categories.is_empty() || options.categories.iter().any(|k| k == c.category))
            .collect();
        if eligible.is_empty() {
            let level = if options.profile == Profile::Levels { format!(", level {level}") } else { String::new() };
            return Err(MaskError::NothingEligible { profile: options.profile, level });
        }
        if options.per_symbol {
            let units = per_symbol_units(&mut eligible, self);
            Ok(self.build(display, options, level, &eligible, &units))
        } else {
            let units: Vec<[usize; 1]> = (0..eligible.len()).map(|i| [i]).collect();
            Ok(self.build(display, options, level, &eligible, &units))
        }
    }

    fn build<U: AsRef<[usize]>>(
        &self,
        display: &str,
        options: &MaskOptions,
        level: Level,
        eligible: &[&Candidate],
        units: &[U],
    ) -> Instance {
        let spans: Vec<(usize, usize)> = eligible.iter().map(|c| (c.start_byte, c.end_byte)).collect();
        let chosen = select::choose(&spans, units, options.amount, options.seed);
        Instance::build(display, self.language, options, level, &self.text, eligible, units, &chosen)
    }
}

/// Per symbol: one unit for each symbol among the candidates (names the symbol engine does
/// not resolve: by text), holding every occurrence of it in the file, candidate or not (the
/// hidden name must not show elsewhere), an eligible candidate first. Occurrences that are no
/// candidate are appended to `candidates`.
fn per_symbol_units<'a>(candidates: &mut Vec<&'a Candidate>, prepared: &'a Prepared) -> Vec<Unit> {
    let text = prepared.text.as_str();
    let key_of: HashMap<(usize, usize), SymbolKey> =
        prepared.names.iter().zip(&prepared.name_keys).map(|(n, k)| ((n.start_byte, n.end_byte), *k)).collect();
    let key = |c: &Candidate| {
        (key_of.get(&(c.start_byte, c.end_byte)).copied().unwrap_or(SymbolKey::Unresolved), c.text(text))
    };
    let mut by_key: BTreeMap<(SymbolKey, &str), usize> = BTreeMap::new();
    let mut out: Vec<Unit> = Vec::new();
    for (i, c) in candidates.iter().enumerate() {
        if c.named {
            if let Some(&u) = by_key.get(&key(c)) {
                out[u].push(i);
                continue;
            }
            by_key.insert(key(c), out.len());
        }
        out.push(vec![i]);
    }
    let taken: HashSet<(usize, usize)> = candidates.iter().map(|c| (c.start_byte, c.end_byte)).collect();
    for name in &prepared.names {
        if taken.contains(&(name.start_byte, name.end_byte)) {
            continue;
        }
        if let Some(&u) = by_key.get(&key(name)) {
            out[u].push(candidates.len());
            candidates.push(name);
        }
    }
    out
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

impl Instance {
    #[allow(clippy::too_many_arguments)]
    fn build<U: AsRef<[usize]>>(
        display: &str,
        language: Language,
        options: &MaskOptions,
        level: Level,
        text: &str,
        candidates: &[&Candidate],
        units: &[U],
        chosen: &[usize],
    ) -> Instance {
        // Ids numbered per category from 0, in document order of each unit's first span.
        let mut next: BTreeMap<&str, usize> = BTreeMap::new();
        let mut masks = Vec::new();
        let mut answers = BTreeMap::new();
        for &k in chosen {
            let first = &candidates[units[k].as_ref()[0]];
            let n = next.entry(first.category).or_insert(0);
            let id = format!("{}_{}", first.category, n);
            *n += 1;
            answers.insert(id.clone(), first.text(text).to_string());
            for &c in units[k].as_ref() {
                let c = &candidates[c];
                masks.push(Mask {
                    id: id.clone(),
                    category: first.category.to_string(),
                    start_byte: c.start_byte,
                    end_byte: c.end_byte,
                    node_kind: c.node_kind.to_string(),
                    text: c.text(text).to_string(),
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
