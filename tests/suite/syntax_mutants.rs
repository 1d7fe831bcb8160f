//! The corpus's syntax-error mutants, each with what `cfb lint --syntax-only` says of it,
//! computed once per test run: the message test (`lint_messages`) and the fix test
//! (`lint_fixes`) read the same diagnostics, and the repair search behind them is the
//! costliest part of lint.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use cfb::diagnostic::Diagnostic;
use cfb::language::Language;
use cfb::lint::{self, LintOptions};
use cfb::source::SourceFile;

use crate::common::{par_map, read_tsv, unescape_insert_text};
use crate::support;

/// One mutant the tool refuses with a syntax error.
pub struct Mutant {
    pub language: Language,
    /// The corpus file it was made from, relative to the corpus and as a path.
    pub relpath: String,
    pub path: PathBuf,
    /// The recipe's kind (`del_token`, `del_close`, `keyword_typo`, …), where and how much
    /// it deleted, and the file before the change.
    pub kind: String,
    pub at: usize,
    pub deleted: usize,
    pub base: Arc<String>,
    pub text: String,
    /// `cfb lint --syntax-only` of `text`.
    pub diagnostics: Vec<Diagnostic>,
}

/// Every syntax-error mutant of `MUTANTS.tsv` whose recipe applies, linted; `None` (skipped
/// loudly) without the shared corpus.
pub fn linted() -> Option<&'static [Mutant]> {
    static MUTANTS: OnceLock<Vec<Mutant>> = OnceLock::new();
    let corpus = support::shared("corpus")?;
    Some(MUTANTS.get_or_init(|| {
        let mut bases: HashMap<String, Option<Arc<String>>> = HashMap::new();
        let mut cases = Vec::new();
        for m in read_tsv(&corpus.join("MUTANTS.tsv")) {
            if m["verdict"] != "ERROR" || m["error_class"] != "syntax" {
                continue;
            }
            let path = corpus.join(&m["relpath"]);
            let Some(language) = Language::from_path(&path) else { continue };
            let base =
                bases.entry(m["relpath"].clone()).or_insert_with(|| std::fs::read_to_string(&path).ok().map(Arc::new));
            let Some(base) = base.clone() else { continue };
            let (at, deleted): (usize, usize) = (m["byte_offset"].parse().unwrap(), m["delete_len"].parse().unwrap());
            if base.get(at..at + deleted).is_none() {
                continue;
            }
            let text = format!("{}{}{}", &base[..at], unescape_insert_text(&m["insert_text"]), &base[at + deleted..]);
            cases.push((language, m["relpath"].clone(), path, m["kind"].clone(), at, deleted, base, text));
        }
        let diagnostics = par_map(&cases, |(language, relpath, _, _, _, _, _, text)| {
            let source = SourceFile::new(relpath.clone(), text.as_str());
            let options = LintOptions { syntax_only: true, ..LintOptions::default() };
            lint::lint(*language, Some(std::path::Path::new(relpath)), &source, &options)
        });
        cases
            .into_iter()
            .zip(diagnostics)
            .map(|((language, relpath, path, kind, at, deleted, base, text), diagnostics)| Mutant {
                language,
                relpath,
                path,
                kind,
                at,
                deleted,
                base,
                text,
                diagnostics,
            })
            .collect()
    }))
}
