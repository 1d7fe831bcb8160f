//! What the EasyCrypt rules share: every name a file can see, when cfb can know them all.
//!
//! A file sees the names it declares, EasyCrypt's built-in names, and the names of the theories
//! it `require`s. cfb knows the standard library's names from data
//! (`grammars/ec/stdlib/names.tsv`: every name EasyCrypt r2025.08's `theories/` write, read by
//! cfb's own parser, see [`tests::regenerate`]). A project's own theory is read from the file
//! beside the checked one, where EasyCrypt finds it ([`project_theory`]). A file that requires
//! a theory found in neither place (or anything `from` a library) has an unknown scope, and so
//! does a file whose `clone … rename` makes new names: the rules stay silent there.
//!
//! The names are kept as one set, whatever their kind and wherever they are written (a name
//! bound in one lemma counts as known in every other): the rules flag only names that exist
//! nowhere, which no scoping subtlety (sections, clones, imports, procedure parameters named
//! in a Hoare formula, names EasyCrypt derives from a declaration) can make valid.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use crate::lint::rule::LintContext;
use crate::parse::tree::NodeId;

/// Names EasyCrypt knows without any theory: its built-in types and the names its type checker
/// gives a meaning to (`res` in a postcondition, the module of `glob`).
const BUILTIN: &[&str] = &["unit", "bool", "int", "real", "xint", "tt", "true", "false", "res", "arg", "_"];

/// The standard library: the theories one may `require` without a project of one's own, and
/// every name they write (a superset of what they declare, and of what `clone … rename` makes).
pub struct Stdlib {
    pub theories: HashSet<&'static str>,
    /// The types (and module types) the theories declare: EasyCrypt derives lemma names from
    /// a type's name (`t_ind`).
    pub types: HashSet<&'static str>,
    pub names: HashSet<String>,
}

/// The standard library's theories and names, from `grammars/ec/stdlib/names.tsv`.
pub fn stdlib() -> &'static Stdlib {
    static TABLE: OnceLock<Stdlib> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut lib = Stdlib { theories: HashSet::new(), types: HashSet::new(), names: HashSet::new() };
        for line in include_str!("../../../../grammars/ec/stdlib/names.tsv").lines() {
            let Some((kind, name)) = line.split_once('\t') else { continue };
            match kind {
                "theory" => _ = lib.theories.insert(name),
                "type" => _ = lib.types.insert(name),
                _ => {}
            }
            lib.names.insert(name.to_string());
        }
        lib
    })
}

/// Every name `ctx`'s file can see, or `None` when cfb cannot know them all (a required theory
/// neither in the standard library nor beside the file, a `from … require`, a `clone …
/// rename`). Besides what its
/// symbol table defines, every identifier the file writes outside a value or a type (the name
/// of an `inductive`, an `op … as` axiom, a tactic's intro pattern) counts as declared.
pub fn visible_names<'a>(ctx: &'a LintContext) -> Option<HashSet<&'a str>> {
    let lib = stdlib();
    let mut names: HashSet<&str> = BUILTIN.iter().copied().collect();
    let folder = Path::new(&ctx.source.name).parent().filter(|_| ctx.source.name != "-");
    for id in ctx.tree.preorder() {
        match ctx.tree.node(id).kind {
            "require_declaration" => {
                if ctx.tree.child_by_field(id, "from").is_some() {
                    return None;
                }
                for theory in ctx.tree.children_by_field(id, "theory") {
                    let theory = ctx.text(theory);
                    if !lib.theories.contains(theory) {
                        let project = project_theory(folder?, theory)?;
                        names.extend(project.iter().map(String::as_str));
                    }
                }
            }
            "clone_rename" => return None,
            // `subtype t = { … } rename "insub", "val"` names the two operators it makes.
            "string" if ctx.tree.node(id).parent.is_some_and(|p| ctx.tree.node(p).kind == "type_declaration") => {
                names.insert(ctx.text(id).trim_matches('"'));
            }
            "identifier" if use_position(ctx, id).is_none() && !in_proof_formula(ctx, id) => {
                names.insert(ctx.text(id));
            }
            "operator_name" => names.extend(percent_operator(ctx.text(id))),
            "qualified_name" => {
                let text = ctx.text(id);
                names.insert(text.rsplit('.').next().unwrap_or(text));
            }
            _ => {}
        }
    }
    names.extend(ctx.symbols.symbols().iter().map(|s| s.name.as_str()));
    Some(names)
}

/// The name tree-sitter reads in the use of an operator `op (%foo)`: `1 %foo` is `%` and `foo`.
fn percent_operator(operator_name: &str) -> Option<&str> {
    operator_name.trim_matches(|c: char| c == '(' || c == ')' || c.is_whitespace()).strip_prefix('%')
}

/// The identifiers put to `use` whose name nothing declares (see [`visible_names`]); none when
/// cfb cannot know every name in scope.
pub fn unknown_uses<'a>(ctx: &'a LintContext, use_: Use) -> Vec<(NodeId, &'a str)> {
    let Some(visible) = visible_names(ctx) else { return Vec::new() };
    ctx.tree
        .preorder()
        .filter(|&id| ctx.tree.node(id).kind == "identifier")
        .filter(|&id| match use_position(ctx, id) {
            Some(found) => found == use_,
            None => use_ == Use::Value && in_proof_formula(ctx, id),
        })
        .map(|id| (id, ctx.text(id)))
        .filter(|&(id, name)| !known(&visible, name) && (use_position(ctx, id).is_some() || written_once(ctx, name)))
        .filter(|&(id, _)| !in_failing_sentence(ctx, id))
        .collect()
}

/// Whether a node lies in a sentence marked `fail` (or `expect fail "…"`): EasyCrypt accepts
/// the file when that sentence fails, so its unknown names are no error.
pub fn in_failing_sentence(ctx: &LintContext, id: NodeId) -> bool {
    let tree = ctx.tree;
    let mut sentence = id;
    while let Some(parent) = tree.node(sentence).parent.filter(|&p| p != tree.root()) {
        sentence = parent;
    }
    let siblings = tree.children(tree.root());
    let at = siblings.iter().position(|&c| c == sentence).unwrap_or(0);
    siblings[..at]
        .iter()
        .rev()
        .find(|&&c| !tree.node(c).is_extra)
        .is_some_and(|&c| tree.node(c).kind == "sentence_prefix" && ctx.text(c).contains("fail"))
}

/// Whether `name` stands once in the file as a word. In a proof's formulas, a name a tactic
/// binds (`move=> x`, `forall x,`, a memory `&m'` read as `{m'}`) is written again where it
/// is used: only a name written once is certainly unknown.
fn written_once(ctx: &LintContext, name: &str) -> bool {
    let text = &ctx.source.text;
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '\'';
    let whole = |&(at, _): &(usize, &str)| !text[..at].ends_with(word) && !text[at + name.len()..].starts_with(word);
    text.match_indices(name).filter(whole).nth(1).is_none()
}

/// Whether an identifier of a proof script stands in a formula, where a name must be in
/// scope: inside `Pr[…]`, inside an invariant `(_: …)` (`call`, `conseq`, `while`), or in
/// the statement of a `have` (after its `:`, before `by`). Tactic arguments are tokens to
/// cfb's grammars; these three places hold formulas whatever the tactic.
fn in_proof_formula(ctx: &LintContext, id: NodeId) -> bool {
    let tree = ctx.tree;
    let mut child = id;
    while let Some(parent) = tree.node(child).parent {
        let siblings = tree.children(parent);
        // Where the child stands among its siblings, asked only below the root (whose
        // children are the file's commands: asking there made the rule quadratic).
        let at = || siblings.iter().position(|&c| c == child).unwrap_or(0);
        match tree.node(parent).kind {
            // `Pr[M.f() @ &m : event]`, not `rewrite Pr[lemma]`.
            "token_group_bracket" => {
                let before = tree.node(parent).parent.and_then(|g| {
                    let uncles = tree.children(g);
                    let k = uncles.iter().position(|&c| c == parent)?;
                    k.checked_sub(1).map(|k| uncles[k])
                });
                let at_memory = siblings.iter().any(|&c| tree.node(c).kind == "at_token");
                if before.is_some_and(|b| ctx.text(b) == "Pr") && at_memory {
                    return true;
                }
            }
            "token_group_paren" => {
                let texts: Vec<&str> = siblings.iter().take(2).map(|&c| ctx.text(c)).collect();
                if texts == ["_", ":"] && at() >= 2 {
                    return true;
                }
            }
            "tactic" => {
                let named = siblings.first().is_some_and(|&c| ctx.text(c) == "have");
                let at = at();
                let colon = siblings[..at].iter().position(|&c| ctx.text(c) == ":" && tree.node(c).kind == "operator");
                let by = siblings[..at].iter().any(|&c| tree.node(c).kind == "tactical");
                return named && colon.is_some() && !by;
            }
            "tactic_sentence" => return false,
            _ => {}
        }
        child = parent;
    }
    false
}

/// A known name: visible in the file or named by the standard library.
pub fn known(visible: &HashSet<&str>, name: &str) -> bool {
    visible.contains(name) || stdlib().names.contains(name)
}

/// Where an identifier stands for a name EasyCrypt must find in scope.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// A value in a formula or a program: a variable, constant or operator.
    Value,
    /// A type.
    Type,
    /// The procedure of a call without a module (`f(x);`, `r <@ f(x);`).
    Procedure,
    /// The lemma (or hypothesis) a proof step names first: `apply l`, `exact l`, `rewrite l`.
    Lemma,
}

/// The use an identifier is put to, when it is a plain value or type outside proof scripts and
/// theory commands; `None` for every other place (a definition, a procedure or module path, a
/// memory, a tactic's argument, a record field, a clone override).
pub fn use_position(ctx: &LintContext, id: NodeId) -> Option<Use> {
    let tree = ctx.tree;
    let node = tree.node(id);
    let parent_id = node.parent?;
    let parent = tree.node(parent_id);
    if parent.kind == "tactic" {
        return lemma_step(ctx, id).then_some(Use::Lemma);
    }
    let first = tree.children(parent_id).first() == Some(&id);
    let found = match parent.kind {
        "simple_type" => Use::Type,
        "applied_type" if node.field == Some("constructor") => Use::Type,
        "binary_formula" | "unary_formula" | "ternary_formula" | "application" | "tuple" | "arguments" | "list"
        | "interval" | "if_formula" | "cast" | "absolute_value" | "return_statement" => Use::Value,
        "quantified_formula" | "lambda" | "let_formula" if node.field == Some("body") => Use::Value,
        "let_formula" | "match_formula" | "record_value" if node.field == Some("value") => Use::Value,
        "operator_declaration" | "predicate_declaration" | "abbreviation_declaration" if node.field == Some("body") => {
            Use::Value
        }
        "axiom_declaration" | "lemma_declaration" if node.field == Some("statement") => Use::Value,
        "operator_case" if tree.children(parent_id).last() == Some(&id) => Use::Value,
        "assign_statement" if node.field == Some("right") => Use::Value,
        "if_statement" | "while_statement" if node.field == Some("condition") => Use::Value,
        "projection" | "side_formula" | "get_formula" | "scope_formula" if first => Use::Value,
        "procedure_path"
            if tree.children(parent_id).len() == 1
                && parent.field == Some("procedure")
                && parent.parent.is_some_and(|g| tree.node(g).kind == "call_statement") =>
        {
            Use::Procedure
        }
        _ => return None,
    };
    let mut cur = parent.parent;
    while let Some(p) = cur {
        if OUTSIDE.contains(&tree.node(p).kind) {
            return None;
        }
        cur = tree.node(p).parent;
    }
    Some(found)
}

/// True when `id` is the first argument of `apply`, `exact` or `rewrite` (also after a
/// tactical: `by apply l`).
fn lemma_step(ctx: &LintContext, id: NodeId) -> bool {
    let tree = ctx.tree;
    let Some(parent) = tree.node(id).parent else { return false };
    let siblings = tree.children(parent);
    let Some(at) = siblings.iter().position(|&c| c == id) else { return false };
    let Some(&before) = at.checked_sub(1).and_then(|i| siblings.get(i)) else { return false };
    let word = match tree.node(before).kind {
        "tactic_name" => Some(before),
        "tactical" => tree.named_children(before).last().filter(|&c| tree.node(c).kind == "tactic_name"),
        _ => None,
    };
    word.is_some_and(|w| matches!(ctx.text(w), "apply" | "exact" | "rewrite"))
}

/// Where cfb does not check names: proof scripts (tactics bind names cfb does not track) and
/// theory commands (clone overrides name the cloned theory's names).
const OUTSIDE: &[&str] =
    &["tactic_sentence", "tactic", "clone_declaration", "require_declaration", "import_declaration"];

/// The names a project's own theory `name` makes visible, read from `<name>.ec` or
/// `<name>.eca` in `folder` (where EasyCrypt finds it when it checks a file of that folder):
/// every name it and the theories it requires write. `None` when the file is not there, cfb's
/// grammar does not read it whole, or it requires a theory cfb cannot read in turn. Each
/// theory file is read once per process.
fn project_theory(folder: &Path, name: &str) -> Option<&'static HashSet<String>> {
    project_theory_within(folder, name, &mut Vec::new())
}

/// [`project_theory`], while the theories of `reading` are being read: one that requires
/// itself, directly or not, is not read (an unknown scope). Only finished results are kept, so
/// a file linted on another thread meanwhile never sees a theory as unreadable that is not.
fn project_theory_within(folder: &Path, name: &str, reading: &mut Vec<PathBuf>) -> Option<&'static HashSet<String>> {
    // Kept for the process, as the standard library's names are.
    type Cache = Mutex<HashMap<PathBuf, Option<&'static HashSet<String>>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let path = ["ec", "eca"].iter().map(|e| folder.join(format!("{name}.{e}"))).find(|p| p.is_file())?;
    let cache = CACHE.get_or_init(Default::default);
    if let Some(known) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&path) {
        return *known;
    }
    if reading.contains(&path) {
        return None;
    }
    reading.push(path.clone());
    let mut read = || {
        let text = std::fs::read_to_string(&path).ok()?;
        let theory = read_theory(&text)?;
        let mut names: HashSet<String> = theory.names.into_iter().collect();
        for required in &theory.requires {
            match required {
                None => return None,
                Some(r) if stdlib().theories.contains(r.as_str()) => {}
                Some(r) => names.extend(project_theory_within(folder, r, reading)?.iter().cloned()),
            }
        }
        Some(&*Box::leak(Box::new(names)))
    };
    let names = read();
    reading.pop();
    cache.lock().unwrap_or_else(|e| e.into_inner()).insert(path, names);
    names
}

/// What cfb reads of a theory file: the names it writes ([`mentioned_names`]) and the theories
/// it requires (`None` for a `from … require`, whose library cfb does not know).
struct Theory {
    names: std::collections::BTreeSet<String>,
    requires: Vec<Option<String>>,
}

/// Every name one theory file writes (identifiers, the last part of qualified names, and what a
/// `clone … rename "a" as "b"` makes of them). `None` when cfb's grammar does not read the
/// file whole.
pub fn mentioned_names(text: &str) -> Option<std::collections::BTreeSet<String>> {
    read_theory(text).map(|t| t.names)
}

fn read_theory(text: &str) -> Option<Theory> {
    let tree = crate::parse::parse(crate::language::Language::Ec, text).ok()?;
    if tree.errors().next().is_some() {
        return None;
    }
    let mut names = std::collections::BTreeSet::new();
    let mut requires = Vec::new();
    let mut pairs = Vec::new();
    for id in tree.preorder() {
        match tree.node(id).kind {
            "require_declaration" if tree.child_by_field(id, "from").is_some() => requires.push(None),
            "require_declaration" => {
                requires.extend(tree.children_by_field(id, "theory").map(|t| Some(tree.text(t, text).to_string())))
            }
            "identifier" => {
                names.insert(tree.text(id, text).to_string());
            }
            "operator_name" => names.extend(percent_operator(tree.text(id, text)).map(str::to_string)),
            "qualified_name" => {
                let t = tree.text(id, text);
                names.insert(t.rsplit('.').next().unwrap_or(t).to_string());
            }
            "clone_rename" => {
                let strings: Vec<&str> = tree
                    .named_children(id)
                    .filter(|&c| tree.node(c).kind == "string")
                    .map(|c| tree.text(c, text).trim_matches('"'))
                    .collect();
                pairs.extend(strings.chunks(2).filter(|p| p.len() == 2).map(|p| (p[0].to_string(), p[1].to_string())));
            }
            _ => {}
        }
    }
    // `rename "a" as "b"` replaces `a` by `b` inside every cloned name.
    let written: Vec<String> = names.iter().cloned().collect();
    for (from, to) in pairs {
        names.extend(written.iter().filter(|n| n.contains(from.as_str())).map(|n| n.replace(from.as_str(), &to)));
        names.insert(to);
    }
    Some(Theory { names, requires })
}

/// Test helpers shared by the EasyCrypt rules.
#[cfg(test)]
pub(crate) mod testing {
    use crate::language::Language;
    use crate::lint::rule::Rule;
    use crate::lint::rules::testing;

    /// Runs `rule` on `tests/fixtures/lint/ec/<CODE>.ec`, asserts that it fires exactly on the
    /// lines listed in the fixture's first line, and returns the human rendering.
    pub fn fixture(rule: &dyn Rule) -> String {
        testing::fixture(Language::Ec, rule, |got, expected, rel| {
            assert_eq!(got, expected, "lines of {} in {rel}", rule.meta().code)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regenerates `grammars/ec/stdlib/names.tsv` from EasyCrypt's `theories/` folder (see
    /// `grammars/ec/stdlib/README.md` for the command).
    #[test]
    #[ignore = "writes grammars/ec/stdlib/names.tsv; run by hand, see grammars/ec/stdlib/README.md"]
    fn regenerate() {
        let dir = std::env::var("CFB_EC_THEORIES").expect("set CFB_EC_THEORIES to EasyCrypt's theories/ folder");
        let mut files = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(dir)];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "ec" || e == "eca") {
                    files.push(path);
                }
            }
        }
        assert!(files.len() > 100, "not a theories/ folder: {} files", files.len());
        let mut lines = std::collections::BTreeSet::new();
        for path in &files {
            let text = std::fs::read_to_string(path).unwrap();
            lines.insert(format!("theory\t{}", path.file_stem().unwrap().to_string_lossy()));
            let names = mentioned_names(&text)
                .unwrap_or_else(|| panic!("{}: cfb's grammar does not read it whole", path.display()));
            lines.extend(names.into_iter().filter(|n| !n.is_empty()).map(|n| format!("name\t{n}")));
            let (_, symbols) = crate::symbols::analyze(crate::language::Language::Ec, None, &text).unwrap();
            lines.extend(symbols.symbols().iter().filter(|s| s.kind == "type").map(|s| format!("type\t{}", s.name)));
        }
        let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/ec/stdlib/names.tsv");
        std::fs::write(out, lines.into_iter().map(|l| l + "\n").collect::<String>()).unwrap();
    }

    #[test]
    fn the_data_holds_the_prelude_and_common_theories() {
        let lib = stdlib();
        for theory in ["AllCore", "Int", "Real", "Distr", "List", "FSet", "SmtMap", "Logic"] {
            assert!(lib.theories.contains(theory), "{theory}");
        }
        for name in ["fst", "snd", "size", "mu", "dunit", "oget", "predT", "fun_ext"] {
            assert!(lib.names.contains(name), "{name}");
        }
        assert!(!lib.names.contains("boool"));
    }
}
