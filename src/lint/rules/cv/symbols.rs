//! What the CryptoVerif rules share: the standard library's macros and the file's declarations,
//! read from the tree (one grammar serves the channel front end `.cv` and the oracle one `.ocv`).

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use crate::lint::rule::LintContext;
use crate::parse::tree::NodeId;

/// Types CryptoVerif 2.06 knows without a declaration (`Syntax.init_env`).
pub const BUILTIN_TYPES: &[&str] = &["bitstring", "bitstringbot", "bool"];

/// The macros of CryptoVerif's default library and their number of parameters, from
/// `library_macros.tsv` (data read off CryptoVerif 2.06's `default.cvl`/`default.ocvl`).
pub fn library_macros() -> &'static HashMap<&'static str, usize> {
    static TABLE: OnceLock<HashMap<&'static str, usize>> = OnceLock::new();
    TABLE.get_or_init(|| {
        include_str!("library_macros.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| {
                let (name, arity) = l.split_once('\t')?;
                Some((name, arity.trim().parse().ok()?))
            })
            .collect()
    })
}

/// The names of an `identifier_list` (or similar list) node.
pub fn names_of(ctx: &LintContext, list: Option<NodeId>) -> Vec<NodeId> {
    list.map(|l| ctx.tree.named_children(l).collect()).unwrap_or_default()
}

/// Every place the tree holds a type name: (node of the type name).
pub fn type_uses(ctx: &LintContext) -> Vec<NodeId> {
    let mut out = Vec::new();
    for id in ctx.tree.preorder() {
        let kind = ctx.tree.node(id).kind;
        match kind {
            "function_declaration" | "event_declaration" | "table_declaration" => {
                if let Some(t) = ctx.tree.child_by_field(id, "type") {
                    out.push(t);
                }
                out.extend(names_of(ctx, ctx.tree.child_by_field(id, "parameters")));
            }
            "constant_declaration" | "new_restriction" | "random_restriction" => {
                out.extend(ctx.tree.child_by_field(id, "type"));
            }
            "typed_variables" | "typed_pattern" => {
                // `x <= N` bounds an index by a parameter; `x: T` gives a type.
                let bounded = ctx.tree.children(id).iter().any(|&c| !ctx.tree.node(c).named && ctx.text(c) == "<=");
                if !bounded {
                    out.extend(ctx.tree.child_by_field(id, "type"));
                }
            }
            _ => {}
        }
    }
    out
}

/// Declaration kinds whose `name` fields (and name lists) declare names at the top level.
pub const DECLARING: &[&str] = &[
    "type_declaration",
    "function_declaration",
    "constant_declaration",
    "parameter_declaration",
    "probability_declaration",
    "table_declaration",
    "event_declaration",
    "letfun_declaration",
    "channel_declaration",
    "process_definition",
    "letproba_declaration",
];

/// Functions CryptoVerif 2.06 knows without a declaration (`Syntax.init_env`), and the one
/// name its standard library declares outside any macro (`const bottom: bitstringbot.`).
pub const BUILTIN_FUNCTIONS: &[&str] = &["true", "false", "not", "if_fun", "bottom"];

/// The top-level declaration holding `id` (a child of the root; the root for itself).
pub fn top_level(ctx: &LintContext, id: NodeId) -> NodeId {
    ctx.shared(TopLevel::of).0.get(id).copied().unwrap_or(id)
}

/// Each node's top-level declaration, by node id: one pass per file for every rule, where
/// walking up from each name cost as many steps as the processes around it are deep.
struct TopLevel(Vec<NodeId>);

impl TopLevel {
    fn of(ctx: &LintContext) -> TopLevel {
        let tree = ctx.tree;
        let mut top: Vec<NodeId> = tree.preorder().collect();
        // The arena is in pre-order: a parent's entry is set before its children's.
        for id in tree.preorder() {
            if let Some(p) = tree.node(id).parent.filter(|&p| p != tree.root()) {
                top[id] = top[p];
            }
        }
        TopLevel(top)
    }
}

/// The top-level `letfun`s, process definitions (`let P = …`) and macros (`def`) that
/// CryptoVerif never checks: it checks a letfun body where the letfun is applied, a process
/// body where the process is called, and a macro body where it is expanded, so a definition
/// nothing checked uses is never checked itself. Found once per file for all the rules that
/// skip them.
pub fn unchecked_definitions(ctx: &LintContext) -> std::sync::Arc<UncheckedDefinitions> {
    ctx.shared(|ctx| UncheckedDefinitions(find_unchecked_definitions(ctx)))
}

/// See [`unchecked_definitions`].
pub struct UncheckedDefinitions(HashSet<NodeId>);

impl UncheckedDefinitions {
    pub fn contains(&self, definition: &NodeId) -> bool {
        self.0.contains(definition)
    }
}

fn find_unchecked_definitions(ctx: &LintContext) -> HashSet<NodeId> {
    let tree = ctx.tree;
    let mut definitions: HashMap<(&str, &str), NodeId> = HashMap::new();
    let mut todo = Vec::new();
    for id in tree.named_children(tree.root()) {
        let kind = tree.node(id).kind;
        match kind {
            "letfun_declaration" | "process_definition" | "macro_definition" => {
                if let Some(n) = tree.child_by_field(id, "name") {
                    definitions.insert((kind, ctx.text(n)), id);
                }
            }
            _ => todo.push(id),
        }
    }
    let mut checked: HashSet<NodeId> = HashSet::new();
    while let Some(id) = todo.pop() {
        if !checked.insert(id) {
            continue;
        }
        for d in std::iter::once(id).chain(tree.descendants(id)) {
            let node = tree.node(d);
            let used = match node.kind {
                "identifier" => match occurrence(ctx, d) {
                    Occurrence::Function | Occurrence::Read => Some(("letfun_declaration", d)),
                    _ => None,
                },
                "call_process" => tree.child_by_field(d, "name").map(|n| ("process_definition", n)),
                "expand_declaration" => tree.child_by_field(d, "name").map(|n| ("macro_definition", n)),
                _ => None,
            };
            if let Some((kind, n)) = used {
                if let Some(&def) = definitions.get(&(kind, ctx.text(n))) {
                    if !checked.contains(&def) {
                        todo.push(def);
                    }
                }
            }
        }
    }
    definitions.into_values().filter(|d| !checked.contains(d)).collect()
}

/// Parts of a file whose identifiers the name rules neither count as uses nor as declarations:
/// probability formulas, proof scripts, settings and implementation annotations.
fn is_opaque(kind: &str) -> bool {
    kind.ends_with("_probability")
        || matches!(
            kind,
            "probability_list"
                | "letproba_declaration"
                | "proof_declaration"
                | "set_declaration"
                | "implementation_declaration"
                | "collision_bound"
                | "options"
                | "priority"
        )
}

/// Node kinds whose `value`, `condition`, `consequence`, `alternative`, `left`, `right` or
/// `body` field holds a term (when that field is an identifier).
fn holds_terms(kind: &str) -> bool {
    kind.ends_with("_term")
        || matches!(
            kind,
            "let_process"
                | "assign_process"
                | "if_process"
                | "find_branch_process"
                | "output_process"
                | "return_process"
                | "equal_pattern"
                | "letfun_declaration"
                | "defined_condition"
                | "if_body"
                | "find_branch_body"
                | "assign_body"
                | "let_body"
                | "get_body"
                | "get_process"
        )
}

/// How an identifier occurs: as a use inside a term (a function applied, or a variable or
/// constant read), or anywhere else (a declaration, a binder, a type, a channel…), or in a part
/// the name rules skip.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occurrence {
    /// `f` in `f(…)` inside a term.
    Function,
    /// A bare name read inside a term (`x`, `x[i]`, `c`).
    Read,
    /// The event of `event e(…)`, `event(e(…))`, `inj-event(…)`, `event_abort e`.
    Event,
    /// Any other place: declarations, binders, patterns, types, oracle and process names.
    Other,
    /// Inside a probability formula, a proof script, a setting.
    Opaque,
}

/// Which nodes lie inside an opaque part ([`Occurrence::Opaque`]), by node id: built once per
/// file for every rule that classifies names. (Asked per identifier by walking up, it cost a
/// walk as deep as the process around the name, which in CryptoVerif nests every statement in
/// the one before: a tenth of linting the corpus.)
struct OpaqueNodes(Vec<bool>);

impl OpaqueNodes {
    fn of(ctx: &LintContext) -> OpaqueNodes {
        OpaqueNodes(ctx.tree.inside_kinds(is_opaque))
    }
}

/// Classifies one `identifier` node (see [`Occurrence`]).
pub fn occurrence(ctx: &LintContext, id: NodeId) -> Occurrence {
    let tree = ctx.tree;
    if ctx.shared(OpaqueNodes::of).0.get(id).copied().unwrap_or(false) {
        return Occurrence::Opaque;
    }
    let node = tree.node(id);
    let Some(p) = node.parent else { return Occurrence::Other };
    let pk = tree.node(p).kind;
    match (pk, node.field) {
        (_, Some("event")) => Occurrence::Event,
        ("application", Some("function")) if tree.node(p).field == Some("event") => Occurrence::Event,
        ("application", Some("function")) => Occurrence::Function,
        ("term_list", _) => Occurrence::Read,
        ("array_access", Some("array")) => Occurrence::Read,
        ("defined_condition", None) => Occurrence::Read,
        (_, Some("value" | "condition" | "consequence" | "alternative" | "left" | "right" | "body"))
            if holds_terms(pk) =>
        {
            Occurrence::Read
        }
        _ => Occurrence::Other,
    }
}

/// Helpers for the rule tests, bound to CryptoVerif (see `rules::testing`).
#[cfg(test)]
pub(crate) mod testing {
    use crate::language::Language;
    use crate::lint::rule::Rule;
    use crate::lint::rules::testing;

    /// The 1-based lines the diagnostics of `rule` start on in `text` (a `.cv` file for
    /// `Language::Cv`, an `.ocv` one for `Language::Ocv`).
    pub fn lines(language: Language, rule: &dyn Rule, text: &str) -> Vec<usize> {
        testing::lines(language, rule, text)
    }

    /// Runs `rule` on `tests/fixtures/lint/<cv|ocv>/<CODE>.<ext>`, asserts that it fires exactly
    /// on the lines listed in the fixture's first line, and returns the human rendering.
    pub fn fixture(language: Language, rule: &dyn Rule) -> String {
        testing::fixture(language, rule, |got, expected, rel| {
            assert_eq!(got, expected, "lines of {} in {rel}", rule.meta().code)
        })
    }
}
