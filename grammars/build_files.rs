//! Shared by both build scripts (`build.rs`, `language_build.rs`), which must agree on names.

use std::fs;
use std::path::{Path, PathBuf};

/// The files of `dir` (not below it) whose extension is `ext`, sorted; none when `dir` is absent.
pub fn files_with_extension(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == ext)).collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The module of a language crate that holds the pest parser of `<front_end>.pest`.
pub fn pest_module(front_end: &str) -> String {
    format!("pest_{}", front_end.replace('-', "_"))
}

/// Rules named `file` or `<something>_file` defined at the start of a line.
pub fn entry_rules(grammar: &str) -> Vec<String> {
    defined_rules(grammar).filter(|name| name == "file" || name.ends_with("_file")).collect()
}

/// The rule a grammar may define for a lexical pass over the whole file (unterminated comments),
/// which the strict check runs apart, after the entry rule fails (see `check` in `lib.rs`).
pub const LEXICAL_RULE: &str = "lexical_check";

/// Whether the grammar defines [`LEXICAL_RULE`].
pub fn has_lexical_rule(grammar: &str) -> bool {
    defined_rules(grammar).any(|name| name == LEXICAL_RULE)
}

/// The names of the rules defined at the start of a line.
fn defined_rules(grammar: &str) -> impl Iterator<Item = String> + '_ {
    grammar.lines().filter_map(|line| {
        let name: String = line.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let rest = line[name.len()..].trim_start();
        (!name.is_empty() && rest.starts_with('=')).then_some(name)
    })
}

/// The rule the strict check runs for an entry rule: the entry inside a positive lookahead,
/// silent. pest then records no token (a parse of a 20 MB file kept gigabytes of them, and
/// the check reads none), while its error positions and expected lists stay the same: pest
/// tracks attempts inside a positive lookahead as outside.
pub fn accept_rule(entry: &str) -> String {
    format!("accept_{entry}")
}

/// The pest text that defines [`accept_rule`] for each entry rule of a grammar and its
/// [`LEXICAL_RULE`].
pub fn accept_rules_grammar(grammar: &str) -> String {
    let mut rules = entry_rules(grammar);
    if has_lexical_rule(grammar) {
        rules.push(LEXICAL_RULE.to_string());
    }
    rules.iter().map(|e| format!("{} = _{{ &{e} }}\n", accept_rule(e))).collect()
}
