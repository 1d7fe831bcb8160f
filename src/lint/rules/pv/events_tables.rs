//! The uses of events and tables in a typed file: in processes (`event e(...)`,
//! `insert t(...)`, `get t(...)`) and in queries, lemmas and axioms (`event(e(...))`,
//! `inj-event(e(...))`, `table(t(...))`).

use std::collections::HashMap;

use super::symbols::list_len;
use crate::lint::rule::LintContext;
use crate::parse::tree::NodeId;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Event,
    Table,
}

/// One use: the identifier naming the event or table, and how many arguments it is given.
pub struct Use {
    pub sort: Sort,
    pub name: NodeId,
    pub given: usize,
    /// The node to point at (the whole event or table use).
    pub at: NodeId,
}

/// Declared events and tables with their arities (None when declared twice with different
/// arities), and the `expand` arguments (which a macro may declare as either).
pub struct Declared {
    pub events: HashMap<String, Option<usize>>,
    pub tables: HashMap<String, Option<usize>>,
    pub expanded: Vec<String>,
}

pub fn declared(ctx: &LintContext) -> Declared {
    let mut d = Declared { events: HashMap::new(), tables: HashMap::new(), expanded: Vec::new() };
    for decl in ctx.tree.named_children(ctx.tree.root()) {
        let kind = ctx.tree.node(decl).kind;
        let map = match kind {
            "event_declaration" => &mut d.events,
            "table_declaration" => &mut d.tables,
            "expand_declaration" => {
                if let Some(args) = ctx.tree.child_by_field(decl, "arguments") {
                    d.expanded.extend(ctx.tree.named_children(args).map(|a| ctx.text(a).to_string()));
                }
                continue;
            }
            _ => continue,
        };
        let Some(name) = ctx.tree.child_by_field(decl, "name") else { continue };
        let n = list_len(ctx, ctx.tree.child_by_field(decl, "parameters"));
        let e = map.entry(ctx.text(name).to_string()).or_insert(Some(n));
        if *e != Some(n) {
            *e = None;
        }
    }
    d
}

/// Every use of an event or a table outside macro bodies, in document order.
pub fn uses(ctx: &LintContext) -> Vec<Use> {
    let mut out = Vec::new();
    let in_macro = ctx.nodes_inside("macro_definition");
    for id in ctx.tree.preorder() {
        let kind = ctx.tree.node(id).kind;
        let (sort, name, given) = match kind {
            "event_process" | "event_term" => {
                let Some(name) = ctx.tree.child_by_field(id, "name") else { continue };
                (Sort::Event, name, list_len(ctx, ctx.tree.child_by_field(id, "arguments")))
            }
            "insert_process" | "insert_term" => {
                let Some(name) = ctx.tree.child_by_field(id, "table") else { continue };
                (Sort::Table, name, list_len(ctx, ctx.tree.child_by_field(id, "arguments")))
            }
            "get_process" | "get_term" => {
                let Some(name) = ctx.tree.child_by_field(id, "table") else { continue };
                (Sort::Table, name, list_len(ctx, ctx.tree.child_by_field(id, "patterns")))
            }
            // event(e(x, y)), inj-event(e), table(t(x)) in queries, lemmas, axioms
            "event_fact" | "table_fact" => {
                let inner = if kind == "event_fact" {
                    let Some(list) = ctx.tree.child_by_field(id, "arguments") else { continue };
                    let items: Vec<NodeId> = ctx.tree.named_children(list).collect();
                    if items.len() != 1 {
                        continue;
                    }
                    items[0]
                } else {
                    let Some(arg) = ctx.tree.child_by_field(id, "argument") else { continue };
                    arg
                };
                let sort = if kind == "event_fact" { Sort::Event } else { Sort::Table };
                match ctx.tree.node(inner).kind {
                    "identifier" => (sort, inner, 0),
                    "fact" => {
                        // A phase or a time on the inner fact is not an event/table use we read.
                        if ctx.tree.child_by_field(inner, "phase").is_some()
                            || ctx.tree.child_by_field(inner, "time").is_some()
                        {
                            continue;
                        }
                        let Some(name) = ctx.tree.child_by_field(inner, "predicate") else { continue };
                        (sort, name, list_len(ctx, ctx.tree.child_by_field(inner, "arguments")))
                    }
                    _ => continue,
                }
            }
            _ => continue,
        };
        if in_macro[id] {
            continue;
        }
        out.push(Use { sort, name, given, at: id });
    }
    out
}
