//! What the ProVerif rules share: the global declarations of a file, read from the tree.

use std::collections::{HashMap, HashSet};

use crate::lint::rule::LintContext;
use crate::parse::tree::NodeId;

/// Types ProVerif 2.05 knows without a declaration (`Param.types_initial`), and the reserved
/// ones it accepts where polymorphism, session ids or time are allowed.
pub const BUILTIN_TYPES: &[&str] = &["channel", "bitstring", "bool", "nat", "any_type", "sid", "time"];

/// True for the untyped front ends (`.pi`, `.horn`), whose files declare no types and may call
/// a process macro defined further down.
pub fn untyped(ctx: &LintContext) -> bool {
    let name = ctx.source.name.to_ascii_lowercase();
    name.ends_with(".pi") || name.ends_with(".horn")
}

/// The file's macro (`def`) definitions and `expand` declarations, whose bodies and arguments
/// may declare anything: rules that need a complete symbol table stay silent on such files.
pub fn has_macros(ctx: &LintContext) -> bool {
    ctx.tree.preorder().any(|id| matches!(ctx.tree.node(id).kind, "macro_definition" | "expand_declaration"))
}

/// The built-in types and every type the file declares with `type T.` (in any scope), plus the
/// arguments of `expand` (a macro may declare its type arguments), from the symbol table.
pub fn declared_types<'a>(ctx: &LintContext<'a>) -> HashSet<&'a str> {
    let mut out = ctx.symbols.names_of_kinds(&["type", "expanded"]);
    out.extend(BUILTIN_TYPES);
    out
}

/// How many comma-separated items a list node holds (0 for none).
pub fn list_len(ctx: &LintContext, list: Option<NodeId>) -> usize {
    list.map_or(0, |l| ctx.tree.named_children(l).count())
}

/// Declared arities of the functions of the file: `fun f(T, U): V`, `fun f/2`, `data f/2`,
/// `const c: T` (0) and the destructors of `reduc` (the arity of the first rule's head).
/// A name declared twice with different arities is left out.
pub fn function_arities(ctx: &LintContext) -> HashMap<String, usize> {
    let mut out: HashMap<String, Option<usize>> = HashMap::new();
    let mut add = |name: String, arity: usize| {
        out.entry(name)
            .and_modify(|a| {
                if *a != Some(arity) {
                    *a = None
                }
            })
            .or_insert(Some(arity));
    };
    // In pre-order, skipping each macro definition's subtree whole (asking every node whether
    // it lies inside one walked up as deep as the processes around it).
    let mut next = ctx.tree.root();
    while next < ctx.tree.len() {
        let id = next;
        let node = ctx.tree.node(id);
        if node.kind == "macro_definition" {
            next = ctx.tree.subtree_end(id);
            continue;
        }
        next += 1;
        match node.kind {
            "fun_declaration" | "data_declaration" => {
                let Some(name) = ctx.tree.child_by_field(id, "name") else { continue };
                let arity = match ctx.tree.child_by_field(id, "arity") {
                    Some(a) => match ctx.text(a).parse() {
                        Ok(n) => n,
                        Err(_) => continue,
                    },
                    None => list_len(ctx, ctx.tree.child_by_field(id, "parameters")),
                };
                add(ctx.text(name).to_string(), arity);
            }
            "const_declaration" => {
                if let Some(names) = ctx.tree.child_by_field(id, "name") {
                    for n in ctx.tree.named_children(names) {
                        add(ctx.text(n).to_string(), 0);
                    }
                }
            }
            "reduc_declaration" => {
                // reduc forall x: T; f(x, y) = x; ...: the head of each rule names the destructor.
                for rule in ctx.tree.descendants(id).filter(|&d| ctx.tree.node(d).kind == "rewrite_rule") {
                    let Some(body) = ctx.tree.child_by_field(rule, "body") else { continue };
                    let head = ctx.tree.child_by_field(body, "left");
                    if let Some(head) = head.filter(|&h| ctx.tree.node(h).kind == "function_application") {
                        if let Some(f) = ctx.tree.child_by_field(head, "function") {
                            let n = list_len(ctx, ctx.tree.child_by_field(head, "arguments"));
                            add(ctx.text(f).to_string(), n);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out.into_iter().filter_map(|(k, v)| v.map(|v| (k, v))).collect()
}

/// Helpers for the rule tests, bound to ProVerif (see `rules::testing`).
#[cfg(test)]
pub(crate) mod testing {
    use crate::language::Language;
    use crate::lint::rule::Rule;
    use crate::lint::rules::testing;
    use crate::source::SourceFile;

    /// The 1-based lines the diagnostics of `rule` start on in `text` (a `.pv` file).
    pub fn lines(rule: &dyn Rule, text: &str) -> Vec<usize> {
        testing::lines(Language::Pv, rule, text)
    }

    /// The same for a file called `name`, whose extension picks the front end (`a.pi`, `a.horn`).
    pub fn lines_in(rule: &dyn Rule, name: &str, text: &str) -> Vec<usize> {
        let source = SourceFile::new(name, text);
        testing::run(Language::Pv, rule, &source).iter().map(|d| source.line_col(d.span.start).line).collect()
    }

    /// Runs `rule` on `tests/fixtures/lint/pv/<CODE>.pv`, asserts that it fires exactly on the
    /// lines listed in the fixture's first line, and returns the human rendering.
    pub fn fixture(rule: &dyn Rule) -> String {
        testing::fixture(Language::Pv, rule, |got, expected, rel| {
            assert_eq!(got, expected, "lines of {} in {rel}", rule.meta().code)
        })
    }
}
