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

/// True when `id` lies inside a node of kind `kind`.
pub fn inside(ctx: &LintContext, id: NodeId, kind: &str) -> bool {
    ctx.tree.ancestor(id, kind).is_some()
}

/// The names of an `identifier_list` (or similar list) node.
pub fn names_of(ctx: &LintContext, list: Option<NodeId>) -> Vec<NodeId> {
    list.map(|l| ctx.tree.named_children(l).collect()).unwrap_or_default()
}

/// Names usable where a type is expected: built-in types, every `type` declaration of the
/// file, every `param` (tables take parameters as types), and every argument of an `expand`
/// (a macro may declare its type arguments).
pub fn known_types(ctx: &LintContext) -> HashSet<String> {
    let mut out: HashSet<String> = BUILTIN_TYPES.iter().map(|s| s.to_string()).collect();
    for id in ctx.tree.preorder() {
        match ctx.tree.node(id).kind {
            "type_declaration" | "parameter_declaration" => {
                for n in ctx.tree.children_by_field(id, "name") {
                    out.insert(ctx.text(n).to_string());
                }
            }
            "expand_declaration" => {
                for a in names_of(ctx, ctx.tree.child_by_field(id, "arguments")) {
                    out.insert(ctx.text(a).to_string());
                }
            }
            _ => {}
        }
    }
    out
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
                let bounded = ctx.tree.node(id).children.iter().any(|&c| !ctx.tree.node(c).named && ctx.text(c) == "<=");
                if !bounded {
                    out.extend(ctx.tree.child_by_field(id, "type"));
                }
            }
            _ => {}
        }
    }
    out
}
