//! Scopes of the typed front end: which identifiers a process or `letfun` body may use, as
//! ProVerif 2.05's `check_process`, `check_et` and `check_ep` (src/pitsyntax.ml) bind them.
//!
//! The walk is iterative (a long chain of `in(...); out(...); ...` nests deeply) and visits
//! only the node kinds it knows: anything else is skipped, so an unknown construct can never
//! make a rule fire.

use std::collections::HashSet;

use crate::lint::rule::LintContext;
use crate::parse::tree::NodeId;

/// Identifiers ProVerif declares before reading the file (`initialize_env`).
pub const BUILTIN_FUNCTIONS: &[&str] = &["true", "false", "not", "is_nat"];

/// What the identifiers declared outside processes name.
#[derive(Default)]
pub struct Globals {
    /// Every identifier any declaration of the file introduces (functions, names, constants,
    /// predicates, letfun, events, tables, processes, types), with the arguments of `expand`.
    pub any: HashSet<String>,
    pub events: HashSet<String>,
    pub tables: HashSet<String>,
}

/// The global declarations of a typed file, outside macro bodies (a macro renames what it
/// declares unless it is one of its arguments, so only `expand` arguments escape it).
pub fn globals(ctx: &LintContext) -> Globals {
    let mut g = Globals::default();
    g.any.extend(BUILTIN_FUNCTIONS.iter().map(|s| s.to_string()));
    // `.pcv` files are read after the `cryptoverif.pvl` library, whose only top-level
    // declarations besides macros are `type bitstringbot.` and `const bottom: bitstringbot.`
    if ctx.source.name.to_ascii_lowercase().ends_with(".pcv") {
        g.any.insert("bottom".into());
        g.any.insert("bitstringbot".into());
    }
    let root = ctx.tree.root();
    for decl in ctx.tree.named_children(root) {
        let kind = ctx.tree.node(decl).kind;
        let mut names: Vec<NodeId> = Vec::new();
        match kind {
            "macro_definition" => continue,
            "expand_declaration" => {
                if let Some(args) = ctx.tree.child_by_field(decl, "arguments") {
                    for a in ctx.tree.named_children(args) {
                        let s = ctx.text(a).to_string();
                        g.events.insert(s.clone());
                        g.tables.insert(s.clone());
                        g.any.insert(s);
                    }
                }
                continue;
            }
            "event_declaration" => {
                if let Some(n) = ctx.tree.child_by_field(decl, "name") {
                    g.events.insert(ctx.text(n).to_string());
                }
            }
            "table_declaration" => {
                if let Some(n) = ctx.tree.child_by_field(decl, "name") {
                    g.tables.insert(ctx.text(n).to_string());
                }
            }
            "reduc_declaration" => {
                for rule in ctx.tree.descendants(decl).filter(|&d| ctx.tree.node(d).kind == "rewrite_rule") {
                    let head = ctx.tree.child_by_field(rule, "body").and_then(|b| ctx.tree.child_by_field(b, "left"));
                    if let Some(f) = head.and_then(|h| ctx.tree.child_by_field(h, "function")) {
                        names.push(f);
                    }
                }
            }
            _ => {}
        }
        for field in ["name", "names"] {
            for n in ctx.tree.children_by_field(decl, field) {
                if ctx.tree.node(n).kind == "identifier_list" {
                    names.extend(ctx.tree.named_children(n));
                } else {
                    names.push(n);
                }
            }
        }
        for n in names {
            g.any.insert(ctx.text(n).to_string());
        }
    }
    g
}

/// How an identifier is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UseKind {
    /// A term: a variable, a name, a constant (`get_term_from_ident`).
    Term,
    /// The function of an application in a term (`get_apply_symb`).
    Function,
    /// The function of a constructor pattern `f(p1, ..., pn)` (`check_ep`).
    Pattern,
    /// The event of `event e(...)` in a process.
    Event,
    /// The table of `insert t(...)` / `get t(...)`.
    Table,
}

/// One use of an identifier inside a process or a `letfun` body.
pub struct Use<'a> {
    /// The identifier node.
    pub node: NodeId,
    pub name: &'a str,
    pub kind: UseKind,
    /// A variable bound at this point (parameter, `new`, pattern, ...).
    pub bound: bool,
    /// Declared by the file for its kind (events and tables: their own declarations).
    pub global: bool,
}

/// A variable bound by a process: its name and, when written or evident, its type.
pub type Binding<'a> = (&'a str, Option<&'a str>);

/// The frames of the variable scopes: each has a parent and the variables it binds.
pub struct Scopes<'a> {
    frames: Vec<(Option<usize>, Vec<Binding<'a>>)>,
}

impl<'a> Scopes<'a> {
    fn push(&mut self, parent: Option<usize>, names: Vec<Binding<'a>>) -> Option<usize> {
        if names.is_empty() {
            return parent;
        }
        self.frames.push((parent, names));
        Some(self.frames.len() - 1)
    }

    /// The variable `name` visible in `scope` (the innermost binding), with its type if known.
    pub fn lookup(&self, mut scope: Option<usize>, name: &str) -> Option<Option<&'a str>> {
        while let Some(i) = scope {
            let (parent, names) = &self.frames[i];
            if let Some(&(_, ty)) = names.iter().rev().find(|(n, _)| *n == name) {
                return Some(ty);
            }
            scope = *parent;
        }
        None
    }

    fn contains(&self, scope: Option<usize>, name: &str) -> bool {
        self.lookup(scope, name).is_some()
    }
}

/// What the walk hands to its visitor.
pub enum Visit<'s, 'a> {
    /// A use of an identifier.
    Use(Use<'a>),
    /// A term or process node, with the scope it is read in (for type checks).
    Node(NodeId, Option<usize>, &'s Scopes<'a>),
}

/// Walks every process (`process`, `equivalence`, `let P(...) = ...`) and `letfun` body of a
/// typed file outside macro bodies, and hands each use of an identifier, and each node with
/// its scope, to `f`.
pub fn walk_processes<'a>(ctx: &'a LintContext, f: &mut dyn FnMut(Visit<'_, 'a>)) {
    let g = globals(ctx);
    let types = Types::of(ctx);
    let mut scopes = Scopes { frames: Vec::new() };
    let mut stack: Vec<(NodeId, Option<usize>)> = Vec::new();
    let root = ctx.tree.root();
    for decl in ctx.tree.named_children(root) {
        match ctx.tree.node(decl).kind {
            "main_process" => stack.extend(field(ctx, decl, "body").map(|b| (b, None))),
            "equivalence_process" => {
                stack.extend(field(ctx, decl, "left").map(|b| (b, None)));
                stack.extend(field(ctx, decl, "right").map(|b| (b, None)));
            }
            "process_definition" | "letfun_definition" => {
                let params = field(ctx, decl, "parameters").map_or(Vec::new(), |p| parameter_names(ctx, p));
                let scope = scopes.push(None, params);
                stack.extend(field(ctx, decl, "body").map(|b| (b, scope)));
            }
            _ => {}
        }
    }
    // Document order: pop from the end, so push children in reverse. (The walk starts at the
    // root's own declarations, and a process or letfun body holds no declaration, so it never
    // enters a macro's body.)
    stack.reverse();
    while let Some((id, scope)) = stack.pop() {
        f(Visit::Node(id, scope, &scopes));
        let mut next: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut uses: Vec<(NodeId, UseKind)> = Vec::new();
        let kind = ctx.tree.node(id).kind;
        match kind {
            "identifier" => uses.push((id, UseKind::Term)),
            "integer" | "nil_process" => {}
            // Processes and terms whose parts all see the same scope.
            "parallel_process"
            | "parenthesized_process"
            | "phase_process"
            | "sync_process"
            | "implementation_block"
            | "conditional"
            | "else_branch"
            | "output"
            | "if_term"
            | "binary_term"
            | "not_term"
            | "choice_term"
            | "tuple"
            | "process_term_list" => {
                for c in ctx.tree.named_children(id) {
                    if is_part(ctx, c) {
                        next.push((c, scope));
                    }
                }
            }
            "process_call" => next.extend(field(ctx, id, "arguments").map(|a| (a, scope))),
            "function_application" => {
                uses.extend(field(ctx, id, "function").map(|n| (n, UseKind::Function)));
                next.extend(field(ctx, id, "arguments").map(|a| (a, scope)));
            }
            "event_process" | "event_term" | "insert_process" | "insert_term" => {
                let (name_field, use_kind) =
                    if kind.starts_with("event") { ("name", UseKind::Event) } else { ("table", UseKind::Table) };
                uses.extend(field(ctx, id, name_field).map(|n| (n, use_kind)));
                next.extend(field(ctx, id, "arguments").map(|a| (a, scope)));
                next.extend(field(ctx, id, "body").map(|b| (b, scope)));
            }
            "replication" => {
                let index: Vec<Binding> = field(ctx, id, "index").map(|i| (ctx.text(i), None)).into_iter().collect();
                let inner = scopes.push(scope, index);
                next.extend(field(ctx, id, "body").map(|b| (b, inner)));
            }
            "restriction" | "new_term" => {
                let ty = field(ctx, id, "type").map(|t| ctx.text(t));
                let name: Vec<Binding> = field(ctx, id, "name").map(|i| (ctx.text(i), ty)).into_iter().collect();
                let inner = scopes.push(scope, name);
                next.extend(field(ctx, id, "body").map(|b| (b, inner)));
            }
            "input" => {
                next.extend(field(ctx, id, "channel").map(|c| (c, scope)));
                let bound = field(ctx, id, "pattern")
                    .map_or(Vec::new(), |p| pattern(ctx, p, None, scope, &mut next, &mut uses));
                let inner = scopes.push(scope, bound);
                next.extend(field(ctx, id, "body").map(|b| (b, inner)));
            }
            "let_process" | "let_term" | "let_filter_process" => {
                let bound = if let Some(vars) = field(ctx, id, "variables") {
                    variable_names(ctx, vars)
                } else {
                    let value = field(ctx, id, "value");
                    next.extend(value.map(|v| (v, scope)));
                    // `let x = t`: x has the type of t.
                    let ty = value.and_then(|v| infer(ctx, &types, &scopes, scope, v));
                    field(ctx, id, "pattern").map_or(Vec::new(), |p| pattern(ctx, p, ty, scope, &mut next, &mut uses))
                };
                let inner = scopes.push(scope, bound);
                next.extend(field(ctx, id, "condition").map(|c| (c, inner)));
                next.extend(field(ctx, id, "body").map(|b| (b, inner)));
                next.extend(field(ctx, id, "alternative").map(|a| (a, scope)));
            }
            "get_process" | "get_term" => {
                uses.extend(field(ctx, id, "table").map(|n| (n, UseKind::Table)));
                let bound = field(ctx, id, "patterns")
                    .map_or(Vec::new(), |p| pattern(ctx, p, None, scope, &mut next, &mut uses));
                let inner = scopes.push(scope, bound);
                next.extend(field(ctx, id, "condition").map(|c| (c, inner)));
                next.extend(field(ctx, id, "body").map(|b| (b, inner)));
                next.extend(field(ctx, id, "alternative").map(|a| (a, scope)));
            }
            // Anything else (untyped facts, CryptoVerif annotations): not walked.
            _ => {}
        }
        for (node, use_kind) in uses {
            let name = ctx.text(node);
            let bound = matches!(use_kind, UseKind::Term | UseKind::Function) && scopes.contains(scope, name);
            let global = match use_kind {
                UseKind::Event => g.events.contains(name),
                UseKind::Table => g.tables.contains(name),
                _ => g.any.contains(name),
            };
            f(Visit::Use(Use { node, name, kind: use_kind, bound, global }));
        }
        next.reverse();
        stack.extend(next);
    }
}

/// The child under `name`.
fn field(ctx: &LintContext, id: NodeId, name: &str) -> Option<NodeId> {
    ctx.tree.child_by_field(id, name)
}

/// A child that is a process or a term: an item of a list, or held under one of the fields
/// of processes and terms (not a name, a type, an option, a tag or a phase number).
fn is_part(ctx: &LintContext, id: NodeId) -> bool {
    matches!(
        ctx.tree.node(id).field,
        None | Some(
            "left"
                | "right"
                | "body"
                | "condition"
                | "consequence"
                | "alternative"
                | "channel"
                | "message"
                | "argument"
                | "elements"
                | "arguments"
        )
    )
}

/// The variables of a `parameter_list` or `typed_variables` (`x, y: T, z: U or fail`).
fn parameter_names<'a>(ctx: &'a LintContext, list: NodeId) -> Vec<Binding<'a>> {
    let mut out = Vec::new();
    for p in ctx.tree.named_children(list) {
        let ty = field(ctx, p, "type").map(|t| ctx.text(t));
        out.extend(ctx.tree.children_by_field(p, "name").map(|n| (ctx.text(n), ty)));
    }
    out
}

/// The variables of `x, y: T, z: U` or of an untyped `x, y`.
fn variable_names<'a>(ctx: &'a LintContext, vars: NodeId) -> Vec<Binding<'a>> {
    match ctx.tree.node(vars).kind {
        "identifier_list" => ctx.tree.named_children(vars).map(|n| (ctx.text(n), None)).collect(),
        _ => parameter_names(ctx, vars),
    }
}

/// The variables a pattern binds (`whole`: the type of the whole pattern when it is a bare
/// variable). Its `=t` terms are queued in `scope` (ProVerif checks them in the environment
/// before the pattern), its constructors are recorded as uses.
fn pattern<'a>(
    ctx: &'a LintContext,
    pat: NodeId,
    whole: Option<&'a str>,
    scope: Option<usize>,
    next: &mut Vec<(NodeId, Option<usize>)>,
    uses: &mut Vec<(NodeId, UseKind)>,
) -> Vec<Binding<'a>> {
    let mut bound = Vec::new();
    let mut todo = vec![pat];
    while let Some(p) = todo.pop() {
        match ctx.tree.node(p).kind {
            "simple_pattern" => {
                if let Some(n) = field(ctx, p, "name").filter(|&n| ctx.tree.node(n).kind == "identifier") {
                    let written = field(ctx, p, "type").map(|t| ctx.text(t));
                    bound.push((ctx.text(n), written.or(if p == pat { whole } else { None })));
                }
            }
            "equality_pattern" => next.extend(field(ctx, p, "value").map(|v| (v, scope))),
            "constructor_pattern" => {
                uses.extend(field(ctx, p, "function").map(|f| (f, UseKind::Pattern)));
                todo.extend(field(ctx, p, "arguments"));
            }
            "tuple_pattern" => todo.extend(field(ctx, p, "elements")),
            "pattern_list" | "choice_pattern" | "sum_pattern" => {
                let mut children: Vec<NodeId> = ctx.tree.named_children(p).filter(|&c| is_part(ctx, c)).collect();
                children.reverse();
                todo.extend(children);
            }
            _ => {}
        }
    }
    bound
}

/// The declared types the type checks rely on: constructor signatures (`fun f(T, U): V`
/// without `reduc`-defined ambiguity) and the types of global names and constants.
#[derive(Default)]
pub struct Types<'a> {
    /// `fun` declarations: parameter types and result type.
    pub functions: std::collections::HashMap<&'a str, (Vec<&'a str>, &'a str)>,
    /// `free`, `const`, `channel` names and 0-ary functions: their type.
    pub names: std::collections::HashMap<&'a str, &'a str>,
}

impl<'a> Types<'a> {
    pub fn of(ctx: &'a LintContext) -> Types<'a> {
        let mut functions: std::collections::HashMap<&'a str, Option<(Vec<&'a str>, &'a str)>> = Default::default();
        let mut names: std::collections::HashMap<&'a str, Option<&'a str>> = Default::default();
        let mut expanded: HashSet<&'a str> = HashSet::new();
        let mut other: HashSet<&'a str> = HashSet::new();
        for decl in ctx.tree.named_children(ctx.tree.root()) {
            let kind = ctx.tree.node(decl).kind;
            let ty = field(ctx, decl, "type").map(|t| ctx.text(t));
            match kind {
                "fun_declaration" => {
                    let (Some(name), Some(ty)) = (field(ctx, decl, "name"), ty) else { continue };
                    let params: Vec<&str> = field(ctx, decl, "parameters")
                        .map_or(Vec::new(), |l| ctx.tree.named_children(l).map(|t| ctx.text(t)).collect());
                    let sig = (params, ty);
                    let e = functions.entry(ctx.text(name)).or_insert(Some(sig.clone()));
                    if e.as_ref() != Some(&sig) {
                        *e = None;
                    }
                }
                "const_declaration" | "free_declaration" | "channel_declaration" => {
                    let ty = if kind == "channel_declaration" { Some("channel") } else { ty };
                    let Some(list) = field(ctx, decl, "name") else { continue };
                    for n in ctx.tree.named_children(list) {
                        let e = names.entry(ctx.text(n)).or_insert(ty);
                        if *e != ty {
                            *e = None;
                        }
                    }
                }
                "expand_declaration" => {
                    if let Some(args) = field(ctx, decl, "arguments") {
                        expanded.extend(ctx.tree.named_children(args).map(|a| ctx.text(a)));
                    }
                }
                "macro_definition" => {}
                _ => {
                    // Any other declaration of the same name (letfun, reduc, pred, ...) makes
                    // its type unknown here.
                    if let Some(n) = field(ctx, decl, "name") {
                        other.insert(ctx.text(n));
                    }
                    if kind == "reduc_declaration" {
                        for rule in ctx.tree.descendants(decl).filter(|&d| ctx.tree.node(d).kind == "rewrite_rule") {
                            let head = field(ctx, rule, "body").and_then(|b| field(ctx, b, "left"));
                            if let Some(f) = head.and_then(|h| field(ctx, h, "function")) {
                                other.insert(ctx.text(f));
                            }
                        }
                    }
                }
            }
        }
        let keep = |n: &&str| !expanded.contains(n) && !other.contains(n);
        let mut t = Types::default();
        for (n, sig) in functions {
            if let Some(sig) = sig.filter(|_| keep(&n) && !names.contains_key(n)) {
                if sig.0.is_empty() {
                    t.names.insert(n, sig.1);
                }
                t.functions.insert(n, sig);
            }
        }
        for (n, ty) in names {
            if let Some(ty) = ty.filter(|_| keep(&n) && !t.functions.contains_key(n)) {
                t.names.insert(n, ty);
            }
        }
        t.names.insert("true", "bool");
        t.names.insert("false", "bool");
        t
    }
}

/// The type of a process term when it is evident: a variable declared with its type, a
/// global name or constant, a constructor's result, a tuple (`bitstring`), an integer or a
/// sum (`nat`), a boolean operator (`bool`). None when cfb cannot tell.
pub fn infer<'a>(
    ctx: &'a LintContext,
    types: &Types<'a>,
    scopes: &Scopes<'a>,
    scope: Option<usize>,
    term: NodeId,
) -> Option<&'a str> {
    let mut term = term;
    loop {
        return match ctx.tree.node(term).kind {
            "identifier" => {
                let name = ctx.text(term);
                match scopes.lookup(scope, name) {
                    Some(ty) => ty,
                    None => types.names.get(name).copied(),
                }
            }
            "integer" => Some("nat"),
            "function_application" => {
                let f = ctx.text(field(ctx, term, "function")?);
                if scopes.contains(scope, f) {
                    return None;
                }
                if f == "not" || f == "is_nat" {
                    return Some("bool");
                }
                types.functions.get(f).map(|(_, r)| *r)
            }
            "tuple" => {
                let items: Vec<NodeId> =
                    field(ctx, term, "elements").map_or(Vec::new(), |l| ctx.tree.named_children(l).collect());
                if items.len() == 1 {
                    term = items[0];
                    continue;
                }
                Some("bitstring")
            }
            "not_term" => Some("bool"),
            "choice_term" => {
                term = field(ctx, term, "left")?;
                continue;
            }
            "binary_term" => {
                let op = ctx.tree.children_by_field(term, "operator").next().map(|o| ctx.text(o))?;
                match op {
                    "&&" | "||" | "=" | "<>" | "<" | ">" | "<=" | ">=" => Some("bool"),
                    "+" | "-" => Some("nat"),
                    _ => None,
                }
            }
            _ => None,
        };
    }
}
