//! Names: scopes, definitions and references, read from each grammar's `queries/locals.scm`,
//! with every reference resolved to its definition. One engine for every language; the
//! languages' facts are their queries. Built once per file (lint hands it to every rule
//! through [`LintContext`](crate::lint::rule::LintContext)); the same table serves renaming,
//! per-symbol masks, data-flow similarity and go-to-definition.
//!
//! # The captures
//! tree-sitter's locals convention, with these additions (see `README.md` here for the kinds
//! per language):
//! - `@local.scope` on a node: a scope spanning the node. The file is the outermost scope.
//! - `@local.definition.KIND` on a name: a definition of kind KIND (`variable`, `function`,
//!   `role`, …) in the innermost scope holding the node, or, when the pattern says
//!   `(#set! definition.scope "parent")`, in that scope's parent (a rule's or process's own
//!   name belongs to the file, not to the rule); `"global"` puts it in the file scope.
//! - `@local.reference` on a name: a use, resolved to a definition of any kind;
//!   `@local.reference.KIND` resolves only to definitions of that kind (a ProVerif type name
//!   to a type, not to a variable called the same).
//! - `(#set! scope.visible-in "FIELD")` on a scope pattern: references see the scope's names
//!   only inside the node's child FIELD (`let (x, y) = f(x) in P else Q` binds in P, not in
//!   `f(x)` or Q); elsewhere in the node they resolve in the scope around it.
//! - `(#set! reference.kinds "KIND ...")` on a reference pattern: as `@local.reference.KIND`,
//!   for any of several kinds (a ProVerif type is declared by `type` or by a macro's `expand`).
//! - `(#set! reference.implicit "KIND")` on a reference pattern: a reference that resolves to
//!   nothing declares a symbol of KIND in its innermost scope, at its first occurrence (a
//!   Tamarin rule's variables are the variables written in it, bound by a premise or not).
//! - `(#set! scope.reference-kinds "KIND ...")` on a scope pattern: a reference in the scope
//!   (or a scope inside it) that names no kind of its own resolves only to definitions of these
//!   kinds (an EasyCrypt proof's `={x}` names a variable of whichever procedure the goal holds,
//!   which no scope says: only lemmas, operators, types and modules are found for it).
//! - `(#set! scope.extends-until "KIND ...")` on a scope pattern: the scope also spans the
//!   node's later siblings, up to the next sibling of one of those kinds (Maude reads a
//!   command after a module in that module, with its variables).
//! - `(#set! name.drop-prefix "CHARS")` on a pattern: the name drops leading CHARS (Tamarin's
//!   temporal `#i` is the `i` written after `@`).
//! - `(#set! name.end-before "CHARS")` on a pattern: the name ends before the first of CHARS
//!   (a SAPIC process's `in(m:bitstring)` binds the `m` it then uses).
//!
//! A node captured as a definition is not also a reference; a node two reference patterns capture
//! is the earlier pattern's (a specific kind before a catch-all). A symbol's name is the captured
//! node's text without white space (and the dropped prefix), so a name with a sort or prefix keeps
//! it where the query captures the whole node (Tamarin's `~x` and `$A` are `variable` nodes: `~x`
//! and `x` are two variables, as in Tamarin).
//!
//! # Resolution
//! A reference resolves in the innermost enclosing scope that defines its name (with the
//! reference's kind, if it names one): there, to the nearest definition at or before the
//! reference, else to the first one after it. So scopes, not the order of the text, decide
//! what is visible: a Tamarin rule's `let` block and premises bind in the whole rule, a
//! lemma's quantifier in its formula, a Maude or EasyCrypt operator anywhere in its module.
//! Where a language binds "in the rest of the process" (ProVerif and SAPIC `new`, `in`,
//! `let`, CryptoVerif's oracles), its grammar nests the rest of the process inside the
//! binding node and the query makes that node the scope. Definitions of one name and kind in
//! one scope are one symbol with several definitions (the duplicate-declaration rules' case).
//! A reference that resolves to nothing is unresolved: a builtin, a name from an included or
//! imported file, or undeclared.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diagnostic::Span;
use crate::language::Language;
use crate::parse::query::{self, Capture, CompiledQuery};
use crate::parse::tree::{NodeId, SyntaxTree};
use crate::parse::ParseError;

pub type SymbolId = usize;
pub type ScopeId = usize;
pub type OccurrenceId = usize;

/// A scope: the file (id 0, no node) or a node captured `@local.scope`.
#[derive(Debug, Clone)]
pub struct Scope {
    pub node: Option<NodeId>,
    pub span: Span,
    pub parent: Option<ScopeId>,
    /// Where references see the scope's names: its span, or (`scope.visible-in`) one child's.
    pub visible: Span,
}

/// A name defined once or more in one scope.
#[derive(Debug, Clone)]
pub struct Symbol {
    /// The defining node's text without white space (`k`, `~k`, `#i`, `Init`).
    pub name: String,
    /// From the capture `@local.definition.KIND` (`variable`, `function`, …; `definition`
    /// when the capture names no kind).
    pub kind: &'static str,
    /// The scope the symbol is defined in: every occurrence lies inside its span.
    pub scope: ScopeId,
    /// Its defining occurrences, in document order (empty for an implicit symbol).
    pub definitions: Vec<OccurrenceId>,
    /// Declared by its first use (`reference.implicit`), not by a definition.
    pub implicit: bool,
    /// Its first occurrence: the first definition, or the first use of an implicit symbol.
    pub first: OccurrenceId,
}

impl Symbol {
    /// A bound name (variable, nonce, fresh value, parameter, pattern or quantifier variable,
    /// role-local name), which renaming may change; the rest are declared global names
    /// (functions, events, types, roles, lemmas, …). See `README.md` for the kinds.
    pub fn is_bound(&self) -> bool {
        BOUND_KINDS.contains(&self.kind)
    }
}

/// The kinds of bound names, in every language's query.
pub const BOUND_KINDS: &[&str] = &["variable", "parameter", "fresh", "index"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Definition,
    Reference,
}

/// One definition or reference of a name.
#[derive(Debug, Clone)]
pub struct Occurrence {
    pub node: NodeId,
    pub span: Span,
    pub role: Role,
    /// The symbol it defines or resolves to; None for an unresolved reference.
    pub symbol: Option<SymbolId>,
    /// The innermost scope holding the node.
    pub scope: ScopeId,
}

/// Why a text could not be analysed.
#[derive(Debug, thiserror::Error)]
pub enum AnalyzeError {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error("grammars/{0}/queries/locals.scm is missing or does not compile (the test every_query_compiles_against_its_grammar says why)")]
    NoLocals(&'static str),
}

/// The names of one file.
#[derive(Debug, Clone, Default)]
pub struct SymbolTable {
    scopes: Vec<Scope>,
    symbols: Vec<Symbol>,
    /// In document order.
    occurrences: Vec<Occurrence>,
    /// Each symbol's occurrences, in document order (indexes into `occurrences`): those of
    /// symbol `s` are `by_symbol[by_symbol_start[s]..by_symbol_start[s + 1]]`.
    by_symbol: Vec<OccurrenceId>,
    by_symbol_start: Vec<usize>,
    /// The longest occurrence span: how far back `symbol_at` must look.
    longest: usize,
    /// Symbols by scope and the hash of their name ([`name_key`]): the first and the last of
    /// them, in order of making, each linked to the next by `same_key` (the list may hold
    /// another name of the same hash). A list per key was an allocation per symbol.
    by_name: FxHashMap<(ScopeId, u64), (SymbolId, SymbolId)>,
    same_key: Vec<Option<SymbolId>>,
}

/// The key of `name` in `scope` in [`SymbolTable::by_name`]: a hash, so that looking a name
/// up copies no string.
fn name_key(scope: ScopeId, name: &str) -> (ScopeId, u64) {
    (scope, name_hash(name))
}

/// The hash the table keys names by (so that looking one up copies no string); `lint`'s
/// windows keep a large file's names by it too.
pub fn name_hash(name: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    name.hash(&mut h);
    h.finish()
}

/// The compiled `queries/locals.scm` of a language (once per process).
pub fn locals_query(language: Language) -> Option<Arc<CompiledQuery>> {
    CompiledQuery::grammar_query(language, "locals")
}

/// Parses `text` (read from `path`, whose extension may name a front end) and builds its symbol
/// table with the language's `locals.scm`.
pub fn analyze(
    language: Language,
    path: Option<&std::path::Path>,
    text: &str,
) -> Result<(SyntaxTree, SymbolTable), AnalyzeError> {
    let locals = locals_query(language).ok_or(AnalyzeError::NoLocals(language.spec().grammar))?;
    analyze_with(language, path, text, &locals)
}

/// [`analyze`] with another locals query (a query being written, `cfb symbols --locals`).
pub fn analyze_with(
    language: Language,
    path: Option<&std::path::Path>,
    text: &str,
    locals: &CompiledQuery,
) -> Result<(SyntaxTree, SymbolTable), AnalyzeError> {
    let (tree, captures) = query::parse_and_query(language, path, text, &[locals])?;
    let table = SymbolTable::build(&tree, text, locals, &captures[0]);
    Ok((tree, table))
}

/// The span of the scope of `node`: the node's own, or with `scope.extends-until` (a list of
/// node kinds), on over the siblings after it up to the next one of those kinds, else to the
/// end of its parent.
fn scope_span(tree: &SyntaxTree, node: NodeId, extends_until: Option<&str>) -> Span {
    let own = tree.node(node).span;
    let (Some(until), Some(parent)) = (extends_until, tree.node(node).parent) else { return own };
    let siblings = tree.children(parent);
    let after = siblings.iter().skip_while(|&&s| s != node).skip(1);
    let end = after
        .map(|&s| tree.node(s))
        .find(|s| until.split_whitespace().any(|k| k == s.kind))
        .map_or(tree.node(parent).span.end, |s| s.span.start);
    Span::new(own.start, end.max(own.end))
}

/// A capture read: what it is and its options.
enum Read<'q> {
    Scope,
    Definition { kind: &'q str, place: Place },
    Reference { kind: Option<&'q str>, implicit: Option<&'q str> },
}

/// A name capture's text as a symbol name: without white space, without a leading character
/// its pattern's `name.drop-prefix` lists and from the first one `name.end-before` lists.
fn name_of<'s>(query: &CompiledQuery, c: &Capture, tree: &SyntaxTree, source: &'s str) -> Cow<'s, str> {
    let text = tree.text(c.node, source);
    // Most names are one word: borrowed, not copied.
    let mut name: Cow<'s, str> = if text.contains(char::is_whitespace) {
        Cow::Owned(text.chars().filter(|c| !c.is_whitespace()).collect())
    } else {
        Cow::Borrowed(text)
    };
    if let Some(end) = query.property(c.pattern, "name.end-before") {
        if let Some(at) = name.find(|ch| end.contains(ch)) {
            match &mut name {
                Cow::Borrowed(b) => *b = &b[..at],
                Cow::Owned(o) => o.truncate(at),
            }
        }
    }
    match (query.property(c.pattern, "name.drop-prefix"), name) {
        (Some(drop), Cow::Borrowed(b)) => Cow::Borrowed(b.trim_start_matches(|ch| drop.contains(ch))),
        (Some(drop), Cow::Owned(o)) => Cow::Owned(o.trim_start_matches(|ch| drop.contains(ch)).to_string()),
        (None, name) => name,
    }
}

#[derive(Clone, Copy)]
enum Place {
    Innermost,
    Parent,
    Global,
}

fn read<'q>(query: &'q CompiledQuery, c: &Capture) -> Option<Read<'q>> {
    let name = query.capture_names.get(c.name)?.as_str();
    if name == "local.scope" {
        return Some(Read::Scope);
    }
    if let Some(rest) = name.strip_prefix("local.definition") {
        let kind = rest.strip_prefix('.').filter(|k| !k.is_empty()).unwrap_or("definition");
        let place = match query.property(c.pattern, "definition.scope") {
            Some("parent") => Place::Parent,
            Some("global") => Place::Global,
            _ => Place::Innermost,
        };
        return Some(Read::Definition { kind, place });
    }
    if let Some(rest) = name.strip_prefix("local.reference") {
        let kind = rest.strip_prefix('.').filter(|k| !k.is_empty()).or(query.property(c.pattern, "reference.kinds"));
        return Some(Read::Reference { kind, implicit: query.property(c.pattern, "reference.implicit") });
    }
    None
}

impl SymbolTable {
    /// Builds the table from `tree`, its `source` text and the captures of the locals `query`
    /// over it (as [`query::parse_and_query`] returns them: in document order).
    pub fn build(tree: &SyntaxTree, source: &str, query: &CompiledQuery, captures: &[Capture]) -> SymbolTable {
        let mut t = SymbolTable::default();
        let root_span = if tree.is_empty() { Span::new(0, source.len()) } else { tree.node(tree.root()).span };
        let file = Span::new(0, root_span.end.max(source.len()));
        t.scopes.push(Scope { node: None, span: file, parent: None, visible: file });

        // Scopes, outer before inner: by start, then longest first.
        let mut scope_nodes: Vec<(NodeId, Span, Span, Option<&str>)> = captures
            .iter()
            .filter(|c| matches!(read(query, c), Some(Read::Scope)))
            .map(|c| {
                let span = scope_span(tree, c.node, query.property(c.pattern, "scope.extends-until"));
                let visible = query.property(c.pattern, "scope.visible-in").map_or(span, |field| {
                    tree.child_by_field(c.node, field).map_or(Span::new(0, 0), |f| tree.node(f).span)
                });
                (c.node, span, visible, query.property(c.pattern, "scope.reference-kinds"))
            })
            .collect();
        scope_nodes.sort_by_key(|&(n, span, _, _)| (span.start, std::cmp::Reverse(span.end), n));
        scope_nodes.dedup_by_key(|&mut (n, _, _, _)| n);
        // Per scope, the kinds its references (of no kind of their own) may resolve to.
        let mut reference_kinds: Vec<Option<&str>> = vec![None];
        let mut stack: Vec<ScopeId> = vec![0];
        for (n, span, visible, kinds) in scope_nodes {
            while stack.len() > 1 && {
                let top = t.scopes[*stack.last().unwrap()].span;
                !(top.start <= span.start && span.end <= top.end)
            } {
                stack.pop();
            }
            let parent = *stack.last().unwrap();
            t.scopes.push(Scope { node: Some(n), span, parent: Some(parent), visible });
            reference_kinds.push(kinds.or(reference_kinds[parent]));
            stack.push(t.scopes.len() - 1);
        }

        // Names: definitions win over references on the same node, and of two references the
        // one of the earlier pattern (a type name's `@local.reference.type` over the catch-all).
        let mut names: Vec<(NodeId, Read, Cow<str>, usize)> = Vec::new();
        let mut defined: FxHashSet<NodeId> = Default::default();
        for c in captures {
            match read(query, c) {
                Some(r @ Read::Definition { .. }) => {
                    if defined.insert(c.node) {
                        names.push((c.node, r, name_of(query, c, tree, source), c.pattern));
                    }
                }
                Some(r @ Read::Reference { .. }) => names.push((c.node, r, name_of(query, c, tree, source), c.pattern)),
                _ => {}
            }
        }
        names.retain(|(n, r, _, _)| !matches!(r, Read::Reference { .. }) || !defined.contains(n));
        names.sort_by_key(|(n, r, _, pattern)| {
            (tree.node(*n).span.start, matches!(r, Read::Reference { .. }), *n, *pattern)
        });
        names.dedup_by_key(|(n, _, _, _)| *n);

        // Definitions first (a reference may resolve to a later one), then references.
        let mut refs: Vec<(OccurrenceId, &str, Option<&str>, Option<&str>)> = Vec::new();
        // The kinds met so far, interned (a symbol holds no copy of its own; [`query::intern`]
        // takes a lock).
        let mut kinds: Vec<&'static str> = Vec::new();
        let mut interned = |kind: &str| match kinds.iter().find(|&&k| k == kind) {
            Some(&k) => k,
            None => {
                let k = query::intern(kind);
                kinds.push(k);
                k
            }
        };
        t.occurrences.reserve_exact(names.len());
        for (node, r, name, _) in &names {
            let span = tree.node(*node).span;
            let scope = t.innermost(span);
            let id = t.occurrences.len();
            match r {
                Read::Definition { kind, place } => {
                    let home = match place {
                        Place::Innermost => scope,
                        Place::Parent => t.scopes[scope].parent.unwrap_or(scope),
                        Place::Global => 0,
                    };
                    let sym = t.symbol_for(home, name, interned(kind), id);
                    t.symbols[sym].definitions.push(id);
                    t.occurrences.push(Occurrence {
                        node: *node,
                        span,
                        role: Role::Definition,
                        symbol: Some(sym),
                        scope,
                    });
                }
                Read::Reference { kind, implicit } => {
                    refs.push((id, &**name, kind.or(reference_kinds[scope]), *implicit));
                    t.occurrences.push(Occurrence { node: *node, span, role: Role::Reference, symbol: None, scope });
                }
                Read::Scope => {}
            }
        }
        for (id, name, kind, implicit) in refs {
            let occ = &t.occurrences[id];
            let (at, scope) = (occ.span.start, occ.scope);
            let mut found = t.resolve(scope, name, kind, at);
            if found.is_none() {
                if let Some(kind) = implicit {
                    let sym = t.symbol_for(scope, name, interned(kind), id);
                    t.symbols[sym].implicit = t.symbols[sym].definitions.is_empty();
                    found = Some(sym);
                }
            }
            t.occurrences[id].symbol = found;
        }
        // Each symbol's occurrences, counted, then placed (in document order).
        let mut start = vec![0; t.symbols.len() + 1];
        for s in t.occurrences.iter().filter_map(|o| o.symbol) {
            start[s + 1] += 1;
        }
        for s in 0..t.symbols.len() {
            start[s + 1] += start[s];
        }
        let mut next = start.clone();
        t.by_symbol = vec![0; start[t.symbols.len()]];
        for (k, o) in t.occurrences.iter().enumerate() {
            if let Some(s) = o.symbol {
                t.by_symbol[next[s]] = k;
                next[s] += 1;
            }
        }
        t.by_symbol_start = start;
        t.longest = t.occurrences.iter().map(|o| o.span.end - o.span.start).max().unwrap_or(0);
        t
    }

    /// The symbol of `name` and `kind` in `scope`, made when new with `first` as its first
    /// occurrence.
    fn symbol_for(&mut self, scope: ScopeId, name: &str, kind: &'static str, first: OccurrenceId) -> SymbolId {
        let key = name_key(scope, name);
        if let Some(s) = self.same_key(key).find(|&s| self.symbols[s].kind == kind && self.symbols[s].name == name) {
            return s;
        }
        let id = self.symbols.len();
        match self.by_name.get_mut(&key) {
            Some((_, last)) => {
                self.same_key[*last] = Some(id);
                *last = id;
            }
            None => {
                self.by_name.insert(key, (id, id));
            }
        }
        self.same_key.push(None);
        self.symbols.push(Symbol {
            name: name.to_string(),
            kind,
            scope,
            definitions: Vec::new(),
            implicit: false,
            first,
        });
        id
    }

    /// The symbols of one [`name_key`], in order of making.
    fn same_key(&self, key: (ScopeId, u64)) -> impl Iterator<Item = SymbolId> + '_ {
        std::iter::successors(self.by_name.get(&key).map(|&(first, _)| first), |&s| self.same_key[s])
    }

    /// See the module doc: the innermost scope outward; there the nearest definition at or
    /// before `at`, else the first after it.
    fn resolve(&self, mut scope: ScopeId, name: &str, kind: Option<&str>, at: usize) -> Option<SymbolId> {
        let key_hash = name_hash(name);
        loop {
            let sc = &self.scopes[scope];
            if sc.visible.start <= at && at < sc.visible.end {
                let mut before: Option<(usize, SymbolId)> = None;
                let mut after: Option<(usize, SymbolId)> = None;
                let named_of_kind = |s: SymbolId| {
                    self.symbols[s].name == name
                        && kind.is_none_or(|k| k.split_whitespace().any(|k| self.symbols[s].kind == k))
                };
                for s in self.same_key((scope, key_hash)).filter(|&s| named_of_kind(s)) {
                    let sym = &self.symbols[s];
                    let implicit = sym.implicit.then_some(sym.first);
                    let occurrences = if implicit.is_some() { &[][..] } else { &sym.definitions[..] };
                    for &d in implicit.iter().chain(occurrences) {
                        let start = self.occurrences[d].span.start;
                        if start <= at {
                            if before.is_none_or(|(b, _)| start > b) {
                                before = Some((start, s));
                            }
                        } else if after.is_none_or(|(a, _)| start < a) {
                            after = Some((start, s));
                        }
                    }
                }
                if let Some((_, s)) = before.or(after) {
                    return Some(s);
                }
            }
            scope = self.scopes[scope].parent?;
        }
    }

    /// The innermost scope whose span holds `span`.
    fn innermost(&self, span: Span) -> ScopeId {
        // Scopes are in pre-order: the last one starting at or before `span` that holds it,
        // walking up its parents.
        let k = self.scopes.partition_point(|s| s.span.start <= span.start).saturating_sub(1);
        let mut s = k;
        loop {
            let sc = &self.scopes[s];
            if sc.span.start <= span.start && span.end <= sc.span.end {
                return s;
            }
            match sc.parent {
                Some(p) => s = p,
                None => return 0,
            }
        }
    }

    pub fn scopes(&self) -> &[Scope] {
        &self.scopes
    }

    pub fn symbols(&self) -> &[Symbol] {
        &self.symbols
    }

    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id]
    }

    /// Every definition and reference, in document order.
    pub fn occurrences(&self) -> &[Occurrence] {
        &self.occurrences
    }

    /// The occurrences of a symbol, definitions and references, in document order.
    pub fn occurrences_of(&self, id: SymbolId) -> impl Iterator<Item = &Occurrence> + '_ {
        let range = match self.by_symbol_start.get(id..=id + 1) {
            Some(&[start, end]) => start..end,
            _ => 0..0,
        };
        self.by_symbol[range].iter().map(|&k| &self.occurrences[k])
    }

    /// The first definition of a symbol (the first use, for an implicit one).
    pub fn definition_of(&self, id: SymbolId) -> &Occurrence {
        let s = &self.symbols[id];
        &self.occurrences[s.definitions.first().copied().unwrap_or(s.first)]
    }

    /// Every reference, resolved or not, in document order.
    pub fn references(&self) -> impl Iterator<Item = &Occurrence> + '_ {
        self.occurrences.iter().filter(|o| o.role == Role::Reference)
    }

    /// Every definition, in document order.
    pub fn definitions(&self) -> impl Iterator<Item = &Occurrence> + '_ {
        self.occurrences.iter().filter(|o| o.role == Role::Definition)
    }

    /// The occurrence at a node, if the node is a captured name.
    pub fn occurrence_at_node(&self, node: NodeId) -> Option<&Occurrence> {
        self.occurrences.iter().find(|o| o.node == node)
    }

    /// The symbol of the (smallest) occurrence holding `byte_offset` (an offset just after a
    /// name counts as in it, as an editor's cursor does).
    pub fn symbol_at(&self, byte_offset: usize) -> Option<SymbolId> {
        let end = self.occurrences.partition_point(|o| o.span.start <= byte_offset);
        // Occurrences are in order of start: none starting more than `longest` before the
        // offset can hold it.
        let begin = self.occurrences[..end].partition_point(|o| o.span.start + self.longest < byte_offset);
        self.occurrences[begin..end]
            .iter()
            .filter(|o| byte_offset <= o.span.end)
            .min_by_key(|o| o.span.end - o.span.start)
            .and_then(|o| o.symbol)
    }

    /// The symbols named `name` (any scope), in order of definition.
    pub fn named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = SymbolId> + 'a {
        (0..self.symbols.len()).filter(move |&s| self.symbols[s].name == name)
    }

    /// The names of the symbols of any of `kinds`, in any scope: what a rule that looks names
    /// up in the whole file (a type declared anywhere) checks against.
    pub fn names_of_kinds(&self, kinds: &[&str]) -> HashSet<&str> {
        self.symbols.iter().filter(|s| kinds.contains(&s.kind)).map(|s| s.name.as_str()).collect()
    }

    /// The symbols defined directly in `scope`.
    pub fn symbols_in(&self, scope: ScopeId) -> impl Iterator<Item = SymbolId> + '_ {
        (0..self.symbols.len()).filter(move |&s| self.symbols[s].scope == scope)
    }

    /// The scope whose node is `node`, if it is one.
    pub fn scope_of_node(&self, node: NodeId) -> Option<ScopeId> {
        self.scopes.iter().position(|s| s.node == Some(node))
    }

    /// Whether scope `inner` is `outer` or lies inside it.
    pub fn is_within(&self, mut inner: ScopeId, outer: ScopeId) -> bool {
        loop {
            if inner == outer {
                return true;
            }
            match self.scopes[inner].parent {
                Some(p) => inner = p,
                None => return false,
            }
        }
    }
}

#[cfg(test)]
mod tests;
