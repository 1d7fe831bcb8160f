//! Mask specifications: `masking/<grammar>.scm`, one tree-sitter query file per grammar folder,
//! whose capture names say what may be masked (see `masking/README.md`).
//!
//! Capture names:
//! - `@atom`: the node is one token (`~x`, `$A`, `x.1`): masked whole, never in parts;
//! - `@skip`: nothing in the node is masked (nor the node itself);
//! - `@cfb.CAT`: profile `cfb`, a construct: every token inside it is a candidate of
//!   category `CAT` (the innermost construct wins; on one node, the earlier pattern);
//! - `@cfb.CAT.name`: profile `cfb`, a name: every occurrence of the captured node's text in
//!   the file (as a named token) is a candidate of `CAT`, wherever it sits;
//! - `@term.CAT`, `@statement.CAT`, `@declaration.CAT`, `@property.CAT`: profile `levels`,
//!   the node itself at that level;
//! - names starting with `_` are the query's own (for predicates) and are ignored.
//!
//! Categories are upper-case letters only, as CrypFormBench's `____(CAT_N)____` requires.

use std::sync::{Arc, Mutex, OnceLock};

use std::collections::HashMap;

use crate::language::Language;
use crate::parse::query::{CompiledQuery, QueryError};

use super::Level;

/// The spec files built into cfb, by grammar folder.
static BUILT_IN: &[(&str, &str)] = &[
    ("spdl", include_str!("../../masking/spdl.scm")),
    ("hlpsl", include_str!("../../masking/hlpsl.scm")),
    ("pv", include_str!("../../masking/pv.scm")),
    ("spthy", include_str!("../../masking/spthy.scm")),
    ("maude", include_str!("../../masking/maude.scm")),
    ("cv", include_str!("../../masking/cv.scm")),
    ("ec", include_str!("../../masking/ec.scm")),
];

/// Environment variable naming a folder whose `<grammar>.scm` files replace the built-in
/// specs: for writing a spec without rebuilding cfb.
pub const SPEC_DIR_ENV: &str = "CFB_MASKING_DIR";

/// What a capture name means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Role {
    Atom,
    Skip,
    /// Profile `cfb`: tokens inside the node.
    Construct(&'static str),
    /// Profile `cfb`: every occurrence of the node's text.
    Name(&'static str),
    /// Profile `levels`: the node itself.
    Node(Level, &'static str),
    Ignored,
}

/// A language's compiled spec.
pub struct MaskSpec {
    pub query: CompiledQuery,
    /// By capture index.
    pub roles: Vec<Role>,
    /// Where it came from (`masking/spthy.scm` or the override's path).
    pub origin: String,
}

#[derive(Debug, thiserror::Error)]
pub enum SpecError {
    #[error("cfb has no mask specification for {0} (masking/{1}.scm)")]
    Missing(Language, &'static str),
    #[error("{0}")]
    Query(#[from] QueryError),
    #[error("{origin}: capture `@{name}`: {why}")]
    BadCapture { origin: String, name: String, why: String },
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
}

impl MaskSpec {
    /// The spec of a language, compiled once per process (from [`SPEC_DIR_ENV`] when set).
    pub fn for_language(language: Language) -> Result<Arc<MaskSpec>, Arc<SpecError>> {
        static CACHE: OnceLock<Mutex<HashMap<&'static str, Result<Arc<MaskSpec>, Arc<SpecError>>>>> = OnceLock::new();
        let grammar = language.spec().grammar;
        let mut cache = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
        cache.entry(grammar).or_insert_with(|| load(language).map(Arc::new).map_err(Arc::new)).clone()
    }

    /// Compiles a spec's text; `origin` names it in errors.
    pub fn compile(language: Language, source: &str, origin: &str) -> Result<MaskSpec, SpecError> {
        let query = CompiledQuery::new(language, source, origin)?;
        let roles = query
            .capture_names
            .iter()
            .map(|name| {
                role(name).map_err(|why| SpecError::BadCapture { origin: origin.to_string(), name: name.clone(), why })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(MaskSpec { query, roles, origin: origin.to_string() })
    }

    /// Every category the spec names for a profile, in order of first mention.
    pub fn categories(&self, profile: super::Profile) -> Vec<(Level, String)> {
        let mut out: Vec<(Level, String)> = Vec::new();
        for r in &self.roles {
            let entry = match (profile, r) {
                (super::Profile::Cfb, Role::Construct(c) | Role::Name(c)) => (Level::Token, c.to_string()),
                (super::Profile::Levels, Role::Node(l, c)) => (*l, c.to_string()),
                _ => continue,
            };
            if !out.contains(&entry) {
                out.push(entry);
            }
        }
        out
    }
}

fn load(language: Language) -> Result<MaskSpec, SpecError> {
    let grammar = language.spec().grammar;
    if let Some(dir) = std::env::var_os(SPEC_DIR_ENV) {
        let path = std::path::Path::new(&dir).join(format!("{grammar}.scm"));
        let origin = path.display().to_string();
        let source = std::fs::read_to_string(&path).map_err(|e| SpecError::Io(origin.clone(), e))?;
        return MaskSpec::compile(language, &source, &origin);
    }
    let source =
        BUILT_IN.iter().find(|(g, _)| *g == grammar).map(|(_, s)| *s).ok_or(SpecError::Missing(language, grammar))?;
    MaskSpec::compile(language, source, &format!("masking/{grammar}.scm"))
}

fn role(name: &str) -> Result<Role, String> {
    if name.starts_with('_') {
        return Ok(Role::Ignored);
    }
    let parts: Vec<&str> = name.split('.').collect();
    let category = |c: &str| -> Result<&'static str, String> {
        if !c.is_empty() && c.bytes().all(|b| b.is_ascii_uppercase()) {
            Ok(crate::parse::query::intern(c))
        } else {
            Err(format!("category `{c}` must be upper-case letters only (placeholders are ____(CAT_N)____)"))
        }
    };
    match parts.as_slice() {
        ["atom"] => Ok(Role::Atom),
        ["skip"] => Ok(Role::Skip),
        ["cfb", c] => Ok(Role::Construct(category(c)?)),
        ["cfb", c, "name"] => Ok(Role::Name(category(c)?)),
        [level, c] => match level.parse::<Level>() {
            Ok(Level::Token) => {
                Err("token-level categories are not named in specs (NAME, NUMBER, KEYWORD, OPERATOR)".into())
            }
            Ok(l) => Ok(Role::Node(l, category(c)?)),
            Err(_) => {
                Err(format!("unknown prefix `{level}` (atom, skip, cfb, term, statement, declaration, property)"))
            }
        },
        _ => Err("expected atom, skip, cfb.CAT, cfb.CAT.name or LEVEL.CAT".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_names() {
        assert_eq!(role("cfb.LEM"), Ok(Role::Construct("LEM")));
        assert_eq!(role("cfb.ROLE.name"), Ok(Role::Name("ROLE")));
        assert_eq!(role("statement.SEND"), Ok(Role::Node(Level::Statement, "SEND")));
        assert_eq!(role("_x"), Ok(Role::Ignored));
        assert!(role("cfb.lem").is_err());
        assert!(role("cfb.LEM_1").is_err());
        assert!(role("token.NAME").is_err());
        assert!(role("phrase.X").is_err());
    }

    #[test]
    fn every_built_in_spec_compiles() {
        for language in Language::all() {
            if crate::parse::has_tree_grammar(language) {
                let spec = MaskSpec::for_language(language);
                assert!(spec.is_ok(), "{language}: {}", spec.err().unwrap());
            }
        }
    }
}
