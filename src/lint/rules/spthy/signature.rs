//! What the SPTHY rules share: the signature (declared and built-in function symbols with their
//! arities, in the order Tamarin's parser learns them), `#ifdef` branches, and small accessors
//! for rules, facts and variables of the tree.

use std::collections::HashSet;

use crate::lint::rule::LintContext;
use crate::parse::tree::NodeId;

/// The function symbols a `builtins:` name adds (Tamarin `Theory/Text/Parser/Signature.hs`
/// `builtinsNames`, symbols from `Term/Builtin/Signature.hs` and `Term/Term/FunctionSymbols.hs`;
/// AC operators such as `mult` or `xor` are infix only and not listed).
pub fn builtin_functions(builtin: &str) -> &'static [(&'static str, usize)] {
    const DH: &[(&str, usize)] = &[("exp", 2), ("inv", 1), ("one", 0), ("DH_neutral", 0)];
    match builtin {
        "diffie-hellman" => DH,
        "bilinear-pairing" => &[("exp", 2), ("inv", 1), ("one", 0), ("DH_neutral", 0), ("pmult", 2)],
        "xor" => &[("zero", 0)],
        "symmetric-encryption" | "dest-symmetric-encryption" => &[("senc", 2), ("sdec", 2)],
        "asymmetric-encryption" | "dest-asymmetric-encryption" => &[("aenc", 2), ("adec", 2), ("pk", 1)],
        "signing" | "dest-signing" => &[("sign", 2), ("verify", 3), ("true", 0), ("pk", 1)],
        "revealing-signing" => &[("revealSign", 2), ("revealVerify", 3), ("getMessage", 1), ("true", 0), ("pk", 1)],
        "hashing" => &[("h", 1)],
        "natural-numbers" => &[("tone", 0)],
        "locations-report" => &[("rep", 2), ("check_rep", 2), ("get_rep", 1), ("report", 1)],
        _ => &[],
    }
}

/// Symbols every theory has: pairing (`minimalMaudeSig`) and `em`, which `lookupArity` always
/// knows.
pub const ALWAYS: &[(&str, usize)] = &[("pair", 2), ("fst", 1), ("snd", 1), ("em", 2)];

/// One function symbol as the parser learns it.
#[derive(Debug, Clone)]
pub struct FunctionSymbol {
    pub name: String,
    pub arity: usize,
    /// Byte offset from which the symbol is known (its declaration); 0 for [`ALWAYS`].
    pub from: usize,
    /// The declaring node (`function_declaration`, `macro_definition` or `builtin`), if any.
    pub node: Option<NodeId>,
}

/// `#ifdef` / `#else` / `#endif` structure: which branch of which conditional each offset is in.
#[derive(Debug, Default)]
pub struct Branches {
    /// (start offset, branch path from there on), sorted by offset.
    regions: Vec<(usize, Vec<(usize, u8)>)>,
}

impl Branches {
    pub fn of(text: &str) -> Self {
        let mut regions = vec![(0, Vec::new())];
        let mut path: Vec<(usize, u8)> = Vec::new();
        let mut next_id = 0;
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            let t = line.trim_start();
            let changed = if t.starts_with("#ifdef") {
                path.push((next_id, 0));
                next_id += 1;
                true
            } else if t.starts_with("#else") {
                if let Some(last) = path.last_mut() {
                    last.1 = 1;
                }
                true
            } else if t.starts_with("#endif") {
                path.pop();
                true
            } else {
                false
            };
            offset += line.len();
            if changed {
                regions.push((offset, path.clone()));
            }
        }
        Branches { regions }
    }

    fn path(&self, offset: usize) -> &[(usize, u8)] {
        let i = self.regions.partition_point(|(start, _)| *start <= offset);
        &self.regions[i.saturating_sub(1)].1
    }

    /// True when `a` and `b` are in different branches of one `#ifdef`: Tamarin never reads both.
    pub fn exclusive(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (self.path(a), self.path(b));
        pa.iter().any(|(id, br)| pb.iter().any(|(id2, br2)| id == id2 && br != br2))
    }

    /// True when the file has any conditional.
    pub fn any(&self) -> bool {
        self.regions.len() > 1
    }
}

/// The theory's signature and layout facts the rules need.
pub struct Theory {
    pub functions: Vec<FunctionSymbol>,
    pub branches: Branches,
    /// `#include` lines: declarations and rules may come from another file.
    pub has_include: bool,
    /// SAPIC+ processes: Tamarin translates them into rules cfb does not see.
    pub has_process: bool,
}

impl Theory {
    pub fn of(ctx: &LintContext) -> Self {
        let tree = ctx.tree;
        let mut functions: Vec<FunctionSymbol> =
            ALWAYS.iter().map(|&(n, a)| FunctionSymbol { name: n.into(), arity: a, from: 0, node: None }).collect();
        let mut has_include = false;
        let mut has_process = false;
        for id in tree.preorder() {
            let node = tree.node(id);
            match node.kind {
                "builtin" => {
                    for &(n, a) in builtin_functions(ctx.text(id)) {
                        functions.push(FunctionSymbol {
                            name: n.into(),
                            arity: a,
                            from: node.span.start,
                            node: Some(id),
                        });
                    }
                }
                "function_declaration" => {
                    let Some(name) = tree.child_by_field(id, "name") else { continue };
                    let arity = match tree.child_by_field(id, "arity") {
                        Some(a) => ctx.text(a).parse().unwrap_or(0),
                        None => tree.children_by_field(id, "argument_type").count(),
                    };
                    functions.push(FunctionSymbol {
                        name: ctx.text(name).into(),
                        arity,
                        from: node.span.start,
                        node: Some(id),
                    });
                }
                "macro_definition" => {
                    let Some(name) = tree.child_by_field(id, "name") else { continue };
                    let arity = tree.children_by_field(id, "parameter").count();
                    functions.push(FunctionSymbol {
                        name: ctx.text(name).into(),
                        arity,
                        from: node.span.start,
                        node: Some(id),
                    });
                }
                "preprocessor_directive" if ctx.text(id).starts_with("#include") => has_include = true,
                "process_declaration" | "process_definition" | "equivalence_lemma" | "diff_equivalence_lemma" => {
                    has_process = true
                }
                _ => {}
            }
        }
        Theory { functions, branches: Branches::of(&ctx.source.text), has_include, has_process }
    }

    /// The symbols named `name` known at `offset` (declared before it, not in an exclusive
    /// `#ifdef` branch).
    pub fn lookup<'s>(&'s self, name: &'s str, offset: usize) -> impl Iterator<Item = &'s FunctionSymbol> + 's {
        self.functions.iter().filter(move |f| {
            f.name == name && f.from <= offset && !(f.from > 0 && self.branches.exclusive(f.from, offset))
        })
    }

    /// Names of nullary symbols: written without parentheses they are constants, not variables.
    pub fn constants(&self) -> HashSet<&str> {
        self.functions.iter().filter(|f| f.arity == 0).map(|f| f.name.as_str()).collect()
    }
}

/// Protocol rules at the top level of the theory (not the `left`/`right` parts of diff rules).
pub fn top_level_rules<'a>(ctx: &'a LintContext) -> impl Iterator<Item = NodeId> + 'a {
    ctx.nodes_of_kind("rule").filter(|&id| ctx.tree.node(id).parent.is_some_and(|p| ctx.tree.node(p).kind == "theory"))
}

/// A fact's name as written.
pub fn fact_name<'a>(ctx: &'a LintContext, fact: NodeId) -> &'a str {
    ctx.tree.child_by_field(fact, "name").map(|n| ctx.text(n)).unwrap_or("")
}

pub fn fact_arity(ctx: &LintContext, fact: NodeId) -> usize {
    ctx.tree.children_by_field(fact, "argument").count()
}

pub fn fact_persistent(ctx: &LintContext, fact: NodeId) -> bool {
    ctx.tree.child_by_field(fact, "persistent").is_some()
}

/// The facts directly listed in a `premises`, `actions` or `conclusions` node.
pub fn facts_of(ctx: &LintContext, list: Option<NodeId>) -> Vec<NodeId> {
    list.map(|l| ctx.tree.named_children(l).filter(|&c| ctx.tree.node(c).kind == "fact").collect()).unwrap_or_default()
}

/// A variable's identity in a rule: sort (`~ $ # %` or `' '` for messages), name and index.
/// A `:sort` suffix counts as the prefix would.
pub fn variable_key(ctx: &LintContext, var: NodeId) -> (char, String, String) {
    let tree = ctx.tree;
    let mut sort = tree.child_by_field(var, "sort").and_then(|s| ctx.text(s).chars().next()).unwrap_or(' ');
    if let Some(t) = tree.child_by_field(var, "type") {
        sort = match ctx.text(t) {
            "pub" => '$',
            "fresh" => '~',
            "node" => '#',
            "nat" => '%',
            _ => sort,
        };
    }
    let name = tree.child_by_field(var, "name").map(|n| ctx.text(n)).unwrap_or("").to_string();
    let index = tree.child_by_field(var, "index").map(|n| ctx.text(n)).unwrap_or("").to_string();
    (sort, name, index)
}

/// A variable's name and index (formulas bind by name: `#i` and `i` are one variable).
pub fn variable_name(ctx: &LintContext, var: NodeId) -> String {
    let (_, name, index) = variable_key(ctx, var);
    name + &index
}

/// `variable` nodes under `id` (and `id` itself if it is one), in document order.
pub fn variables_under<'a>(ctx: &'a LintContext, id: NodeId) -> impl Iterator<Item = NodeId> + 'a {
    std::iter::once(id).chain(ctx.tree.descendants(id)).filter(|&n| ctx.tree.node(n).kind == "variable")
}

/// Helpers for the rule tests, bound to SPTHY (see `rules::testing`).
#[cfg(test)]
pub(crate) mod testing {
    use crate::language::Language;
    use crate::lint::rule::Rule;
    use crate::lint::rules::testing;

    /// The distinct 1-based lines on which `rule` fires in `text`.
    pub fn lines(rule: &dyn Rule, text: &str) -> Vec<usize> {
        let mut l = testing::lines(Language::Spthy, rule, text);
        l.dedup();
        l
    }

    /// Runs `rule` on `tests/fixtures/lint/spthy/<CODE>.spthy`, asserts that it fires on exactly
    /// the lines its first comment lists, and returns the human rendering.
    pub fn fixture(rule: &dyn Rule) -> String {
        testing::fixture(Language::Spthy, rule, |mut got, expected, rel| {
            got.dedup();
            assert_eq!(got, expected, "{rel}: lines fired vs. lines listed in its first comment");
        })
    }
}
