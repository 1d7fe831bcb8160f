//! `cfb fmt --rename`: bound names renamed canonically, from the symbol engine
//! ([`crate::symbols`]), so that two models that differ only in their choice of names read the
//! same.
//!
//! The names of one scope are numbered in the order of their first occurrence, after those of the
//! scopes around it (so an inner name never takes the number, and the name, of an outer one it
//! could hide; sibling scopes reuse numbers: the same rule written twice reads the same, except in
//! a language whose `locals.scm` says `; rename-numbers: name`, where each name has one number in
//! the whole file). Only a name's core changes: the sort or prefix a language needs stays (`~x` →
//! `~v1`, `$A` → `$V2`, `x.1` → `v3.1`, `X'` → `V4'`), and so does the case of its first letter
//! (HLPSL tells variables from constants by it). A symbol is left alone when its name is also
//! written, outside comments, where the engine sees no occurrence of any symbol: a reference it
//! could not resolve (ProVerif's `not attacker(new k)` names the process's `new k`, a Scyther macro
//! uses a role's variable), a CryptoVerif proof's `insert before "if b"`, a branch of a `.pcv` file
//! the other tool reads. Renaming half of a name would change the model. Where `locals.scm` says
//! `; rename-stray-stem: digits`, such a name also keeps the name without its final digits (an
//! EasyCrypt proof's `key0` is the copy `inline` made of a procedure's `key`).

use std::collections::{HashMap, HashSet};
use std::path::Path;

use regex::Regex;

use crate::diagnostic::Span;
use crate::language::Language;
use crate::parse::tree::SyntaxTree;
use crate::symbols::{self, SymbolId, SymbolTable};

/// Which names `--rename` changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Rename {
    /// Nothing.
    #[default]
    None,
    /// Bound names: variables, nonces, fresh names, parameters, pattern and quantifier
    /// variables, role-local names.
    Bound,
    /// Every name the file declares (functions, events, types, roles, lemmas too).
    All,
}

fn core_pattern() -> &'static Regex {
    static CORE: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    CORE.get_or_init(|| Regex::new(r"[A-Za-z_][A-Za-z0-9_]*").expect("valid regex"))
}

/// The canonical new core of a symbol: its prefix and number (`v1`, `V2`).
pub fn numbered(prefix: &str, n: usize, _symbols: usize) -> String {
    format!("{prefix}{n}")
}

/// `text` with the chosen names renamed (the text itself when nothing is to be renamed).
pub fn rename(
    language: Language,
    path: Option<&Path>,
    text: &str,
    which: Rename,
) -> Result<String, symbols::AnalyzeError> {
    rename_with(language, path, text, which, &numbered)
}

/// [`rename`] with another naming: `name(prefix, number, symbols)` gives the new core of the
/// symbol numbered `number` of `symbols` chosen (prefix is `v`, `V` or another pair that no
/// name the renaming keeps could be confused with).
pub fn rename_with(
    language: Language,
    path: Option<&Path>,
    text: &str,
    which: Rename,
    name: &dyn Fn(&str, usize, usize) -> String,
) -> Result<String, symbols::AnalyzeError> {
    if which == Rename::None {
        return Ok(text.to_string());
    }
    // Names as the tool reads them (after m4 for `.pcv`, offsets kept).
    let (tree, table) = symbols::analyze(language, path, &crate::parse::parser_input(language, path, text))?;
    Ok(apply(text, 0..text.len(), &renamings(language, &table, &tree, text, which, name)))
}

/// The text of `range` with the `edits` that fall inside it made.
pub fn apply(text: &str, range: std::ops::Range<usize>, edits: &[(usize, usize, String)]) -> String {
    let first = edits.partition_point(|e| e.0 < range.start);
    let mut out = String::with_capacity(range.len());
    let mut at = range.start;
    for (start, end, name) in &edits[first..] {
        if *end > range.end {
            break;
        }
        out.push_str(&text[at..*start]);
        out.push_str(name);
        at = *end;
    }
    out.push_str(&text[at..range.end]);
    out
}

/// The edits [`rename_with`] makes, from the symbol table of `text` (built on the text its
/// tool reads): `(start, end, new core)` byte ranges, in order, none overlapping. `cfb diff
/// --rename` reads names through them without rewriting the file.
pub fn renamings(
    language: Language,
    table: &SymbolTable,
    tree: &SyntaxTree,
    text: &str,
    which: Rename,
    name: &dyn Fn(&str, usize, usize) -> String,
) -> Vec<(usize, usize, String)> {
    if which == Rename::None {
        return Vec::new();
    }
    let comments: Vec<Span> = tree
        .preorder()
        .map(|n| tree.node(n))
        .filter(|n| n.is_extra && n.kind.contains("comment"))
        .map(|n| n.span)
        .collect();
    let locals = crate::parse::registry::query(language.spec().grammar, "locals");
    let stems = locals.and_then(|source| crate::parse::query::header(source, "rename-stray-stem")) == Some("digits");
    let mut chosen = renamable(table, text, &comments, which, stems);
    let per_name = numbers_per_name(locals, tree);
    if per_name {
        // One name stays one name: none of its symbols is renamed when one of them is kept (a
        // role's `fresh Npr` sent where the other role receives the macro `Npr`).
        let set: HashSet<SymbolId> = chosen.iter().copied().collect();
        let kept: HashSet<&str> =
            (0..table.symbols().len()).filter(|s| !set.contains(s)).map(|s| table.symbol(s).name.as_str()).collect();
        chosen.retain(|&s| !kept.contains(table.symbol(s).name.as_str()));
    }
    if chosen.is_empty() {
        return Vec::new();
    }
    let numbers = number(table, &chosen, per_name);
    let renamed: HashSet<(usize, usize)> =
        chosen.iter().flat_map(|&s| table.occurrences_of(s).map(|o| (o.span.start, o.span.end))).collect();
    let (lower, upper) = prefixes(text, &renamed);
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for (&symbol, &n) in &numbers {
        for occurrence in table.occurrences_of(symbol) {
            let span = occurrence.span;
            let Some(core) = core_pattern().find(&text[span.start..span.end]) else { continue };
            let prefix = if core.as_str().starts_with(|c: char| c.is_ascii_uppercase()) { upper } else { lower };
            edits.push((span.start + core.start(), span.start + core.end(), name(prefix, n, chosen.len())));
        }
    }
    edits.sort_by_key(|e| e.0);
    edits.dedup_by_key(|e| e.0);
    // Nested occurrences: the outer one's core was renamed already.
    let mut at = 0;
    edits.retain(|e| {
        let keep = e.0 >= at;
        if keep {
            at = e.1;
        }
        keep
    });
    edits
}

/// The symbols to rename: of the chosen class, with one core in all occurrences, and their
/// core written nowhere outside `comments` but where a symbol occurs (nor, with `stems`, that
/// core followed by digits).
fn renamable(table: &SymbolTable, text: &str, comments: &[Span], which: Rename, stems: bool) -> Vec<SymbolId> {
    let core = |s: &str| core_pattern().find(s).map(|m| m.as_str().to_string());
    // Where the cores of resolved occurrences start.
    let seen: HashSet<usize> = table
        .occurrences()
        .iter()
        .filter(|o| o.symbol.is_some())
        .filter_map(|o| core_pattern().find(&text[o.span.start..o.span.end]).map(|m| o.span.start + m.start()))
        .collect();
    let in_comment = |at: usize| {
        let k = comments.partition_point(|c| c.start <= at);
        k > 0 && at < comments[k - 1].end
    };
    // Names also written where no symbol occurs.
    let stray: HashSet<&str> = core_pattern()
        .find_iter(text)
        .filter(|m| !seen.contains(&m.start()) && !in_comment(m.start()))
        .flat_map(|m| {
            let stem = m.as_str().trim_end_matches(|c: char| c.is_ascii_digit());
            [Some(m.as_str()), (stems && !stem.is_empty()).then_some(stem)]
        })
        .flatten()
        .collect();
    (0..table.symbols().len())
        .filter(|&id| {
            let symbol = table.symbol(id);
            if which == Rename::Bound && !symbol.is_bound() {
                return false;
            }
            let cores: HashSet<Option<String>> =
                table.occurrences_of(id).map(|o| core(&text[o.span.start..o.span.end])).collect();
            let cores: Vec<Option<String>> = cores.into_iter().collect();
            let [Some(name)] = &cores[..] else { return false };
            !stray.contains(name.as_str())
        })
        .collect()
}

/// Whether the `locals.scm` says `; rename-numbers: name` (or `name-with KIND` and
/// the tree has a KIND node): one number per name over the whole file, so that a name bound
/// in several scopes stays one name. Scyther matches a role's `send_3` with the other role's
/// `recv_3` term by term, hlpsl2if takes a name declared in two composed roles for one
/// variable, and Tamarin inlines a SAPIC `let P = ...` where P is called, so P's free names
/// are the caller's.
fn numbers_per_name(locals: Option<&str>, tree: &SyntaxTree) -> bool {
    let header = locals.and_then(|source| crate::parse::query::header(source, "rename-numbers"));
    match header {
        Some("name") => true,
        Some(with) => with
            .strip_prefix("name-with ")
            .is_some_and(|kind| tree.preorder().any(|n| tree.node(n).kind == kind.trim())),
        None => false,
    }
}

/// Each chosen symbol's number, from 1: after the numbers of the scopes around its own, in the
/// order of first occurrence within its scope; or, `per_name`, the rank of its name among
/// the chosen names in the order they first occur in the file.
fn number(table: &SymbolTable, chosen: &[SymbolId], per_name: bool) -> HashMap<SymbolId, usize> {
    if per_name {
        let mut by_first: Vec<SymbolId> = chosen.to_vec();
        by_first.sort_by_key(|&s| table.occurrences()[table.symbol(s).first].span.start);
        let mut rank: HashMap<&str, usize> = HashMap::new();
        return by_first
            .into_iter()
            .map(|s| {
                let next = rank.len() + 1;
                (s, *rank.entry(table.symbol(s).name.as_str()).or_insert(next))
            })
            .collect();
    }
    let scopes = table.scopes();
    let mut in_scope: Vec<Vec<SymbolId>> = vec![Vec::new(); scopes.len()];
    for &s in chosen {
        in_scope[table.symbol(s).scope].push(s);
    }
    for list in &mut in_scope {
        list.sort_by_key(|&s| table.occurrences()[table.symbol(s).first].span.start);
    }
    // A scope's first number: one past the last of its ancestors' (scopes come after their
    // parents in the table).
    let mut start = vec![1usize; scopes.len()];
    for k in 0..scopes.len() {
        if let Some(p) = scopes[k].parent.filter(|&p| p < k) {
            start[k] = start[p] + in_scope[p].len();
        }
    }
    let mut out = HashMap::new();
    for k in 0..scopes.len() {
        for (i, &s) in in_scope[k].iter().enumerate() {
            out.insert(s, start[k] + i);
        }
    }
    out
}

/// Name prefixes no kept identifier of the file starts with (followed by a digit), lower and
/// upper. Identifiers inside `renamed` spans do not count: they are the names being replaced,
/// so the choice does not depend on the names a model happened to use.
fn prefixes(text: &str, renamed: &HashSet<(usize, usize)>) -> (&'static str, &'static str) {
    const CHOICES: &[(&str, &str)] = &[("v", "V"), ("w", "W"), ("u", "U"), ("z", "Z"), ("vv", "VV"), ("nm", "NM")];
    let mut spans: Vec<(usize, usize)> = renamed.iter().copied().collect();
    spans.sort();
    let inside = |at: usize| {
        let k = spans.partition_point(|s| s.0 <= at);
        k > 0 && at < spans[k - 1].1
    };
    let used: HashSet<&str> =
        core_pattern().find_iter(text).filter(|m| !inside(m.start())).map(|m| m.as_str()).collect();
    let clashes = |p: &str| {
        used.iter().any(|u| u.strip_prefix(p).is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit())))
    };
    CHOICES.iter().copied().find(|(l, u)| !clashes(l) && !clashes(u)).unwrap_or(("nm_", "NM_"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tamarin inlines `let Q = ...` at `Q`'s call: Q's free `sk` is the process's `new sk:skey`,
    /// and `in(m:bitstring)` binds the `m` used after it. Renaming either apart leaves a variable
    /// unbound ("Process not well-formed", said Tamarin 1.8.0 of the corpus's SAPIC exports).
    #[test]
    fn spthy_sapic_names_stay_one_name_with_their_types_kept() {
        let text = "theory T begin\nbuiltins: symmetric-encryption\nlet Q = in(m:bitstring); out(sdec(m, sk))\nprocess:\nnew sk:skey; Q\nend\n";
        let out = rename(Language::Spthy, None, text, Rename::Bound).unwrap();
        let want = text.replace("in(m:", "in(v1:").replace("sdec(m, sk)", "sdec(v1, v2)").replace("new sk:", "new v2:");
        assert_eq!(out, want);
    }

    /// EasyCrypt's `inline` names its copy of `key` `key0` when `key` is taken; a proof that
    /// writes `key0{1}` keeps the parameter `key` from being renamed (MEE-CBC's CBC.eca).
    #[test]
    fn ec_a_proofs_inlined_copy_keeps_its_procedure_variable() {
        let text = "type key.\nmodule M = {\n  proc f(key : key, n : int) : int = {\n    return n;\n  }\n}.\n\
                    lemma l : true.\nproof.\nwhile (key0{1} = key0{2}).\nqed.\n";
        let out = rename(Language::Ec, None, text, Rename::Bound).unwrap();
        assert_eq!(out, text.replace("n : int) : int", "v1 : int) : int").replace("return n;", "return v1;"));
    }
}
