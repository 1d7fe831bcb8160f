//! What Scyther's compiler knows about an SPDL file, rebuilt once per file from cfb's tree.
//!
//! Scyther (`src/compiler.c`) compiles a file top to bottom with three scope levels: global,
//! protocol and role (`levelInit`/`levelDone`). A name is declared in the current level
//! (`levelDeclare`: a second declaration in the same level reuses the first symbol and only
//! replaces its type list) and looked up from the current level down to the global one
//! (`symbolFind`), at the moment the statement is compiled: a name declared after its use is
//! undeclared at the use. This module replays that walk:
//!
//! - the global level starts with Scyther's predefined names (`specialTermInit`): the types
//!   `Agent`, `Function`, `Nonce`, `Ticket`, `SessionKey`, `Data`, the claim types and the
//!   functions `pk`, `sk`, `k`; `Alice`, `Bob`, … are only added after compilation, so a
//!   file cannot use them;
//! - a protocol's name becomes a global constant, its role names protocol-level variables of
//!   type `Agent`, and every event label a protocol-level constant (`commEvent`);
//! - macros are expanded where they are used, as Scyther's parser does (`basicormacro`);
//! - a role whose name is not among the protocol's parameters is skipped (`protocolCompile`);
//! - `run` statements are never compiled by Scyther 1.3 (`compile (spdltac, 0)` sets the run
//!   limit to 0), so they are not looked at.
//!
//! Every walk here is iterative: terms may be nested 100,000 levels deep.

use std::collections::HashMap;
use std::sync::Arc;

use crate::lint::rule::LintContext;
use crate::parse::tree::{NodeId, SyntaxTree};

pub type SymId = usize;
pub type TermId = usize;

/// Scope levels, as Scyther numbers them.
pub const GLOBAL: u8 = 0;
pub const PROTOCOL: u8 = 1;
pub const ROLE: u8 = 2;

// Predefined symbols, in the order `Model::new` creates them.
pub const TYPE: SymId = 0;
pub const CLAIM: SymId = 1;
pub const AGENT: SymId = 2;
pub const FUNCTION: SymId = 3;
pub const TICKET: SymId = 5;
pub const SECRET: SymId = 8;
pub const ALIVE: SymId = 9;
pub const WEAKAGREE: SymId = 10;
pub const NISYNCH: SymId = 11;
pub const NIAGREE: SymId = 12;
pub const REACHABLE: SymId = 14;
pub const NOTEQUAL: SymId = 15;
pub const SID: SymId = 16;
pub const SKR: SymId = 17;
pub const COMMIT: SymId = 18;
pub const RUNNING: SymId = 19;

/// Scyther's predefined types (`specialTermInit`).
pub const TYPES: &[&str] = &["Agent", "Function", "Nonce", "Ticket", "SessionKey", "Data"];
/// Scyther's claim types (`specialTermInit`), in its order.
pub const CLAIM_TYPES: &[&str] = &[
    "Secret",
    "Alive",
    "Weakagree",
    "Nisynch",
    "Niagree",
    "Empty",
    "Reachable",
    "NotEqual",
    "SID",
    "SKR",
    "Commit",
    "Running",
];
/// Scyther's predefined functions (`specialTermInit`).
pub const FUNCTIONS: &[&str] = &["pk", "sk", "k"];

#[derive(Debug, Clone)]
pub struct Symbol {
    pub name: String,
    pub level: u8,
    pub is_var: bool,
    /// Types (symbols whose `stype` holds [`TYPE`]); [`CLAIM`] for claim types.
    pub stype: Vec<SymId>,
    /// The declaring identifier; None for predefined names and labels.
    pub decl: Option<NodeId>,
    pub predefined: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Term {
    Leaf(SymId),
    /// Encryption `{body}key`; a function application `f(x)` is `{x}f`, as in Scyther.
    Enc(TermId, TermId),
    Tuple(TermId, TermId),
    /// An undeclared name (Scyther stops there).
    Unknown,
}

/// One identifier looked up as a term.
#[derive(Debug, Clone)]
pub struct Use {
    pub node: NodeId,
    /// Where the lookup happened: the identifier itself, or the macro use it was expanded at.
    pub site: NodeId,
    pub sym: Option<SymId>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    Send,
    Recv,
    Claim,
    Match,
    NotMatch,
}

#[derive(Debug, Clone)]
pub struct Event {
    pub node: NodeId,
    pub kind: EventKind,
    /// The label identifier (send, recv, claim).
    pub label: Option<NodeId>,
    /// Argument nodes (for `match`: pattern, value).
    pub args: Vec<NodeId>,
    /// One term per argument.
    pub terms: Vec<TermId>,
}

#[derive(Debug, Clone)]
pub struct Role {
    pub node: NodeId,
    pub name_node: NodeId,
    pub name: String,
    pub protocol: usize,
    /// The role-name symbol, when the name is one of the protocol's parameters.
    pub sym: Option<SymId>,
    /// Whether Scyther compiles the body (false when the name is no parameter).
    pub compiled: bool,
    /// The name is no parameter but another protocol-level name (Scyther then stops with
    /// `undeclared role name`).
    pub name_clash: bool,
    pub events: Vec<Event>,
    /// Variables declared in the role body (`thisRole->declaredvars`), in order.
    pub declared_vars: Vec<SymId>,
}

#[derive(Debug, Clone)]
pub struct Protocol {
    pub node: NodeId,
    pub name_node: NodeId,
    pub name: String,
    /// Parameter identifiers and their role-name symbols.
    pub params: Vec<(NodeId, SymId)>,
    pub roles: Vec<usize>,
}

/// Something wrong with a type annotation (`levelTacDeclaration`).
#[derive(Debug, Clone)]
pub enum TypeIssue {
    /// No global symbol of that name.
    Undeclared(NodeId),
    /// A global symbol that is no type.
    NotAType(NodeId, SymId),
}

/// A declaration Scyther refuses because of an earlier one.
#[derive(Debug, Clone)]
pub enum Duplicate {
    /// `protocol P` when P was compiled before (`protocolCompile`).
    Protocol { node: NodeId, earlier: NodeId },
    /// `usertype T` when T is a global non-type (`defineUsertype`).
    Usertype { node: NodeId, earlier: SymId },
}

#[derive(Debug, Default)]
pub struct Model {
    pub symbols: Vec<Symbol>,
    pub terms: Vec<Term>,
    pub uses: Vec<Use>,
    pub protocols: Vec<Protocol>,
    pub roles: Vec<Role>,
    /// The file includes others: names may come from them.
    pub has_include: bool,
    pub type_issues: Vec<TypeIssue>,
    pub duplicates: Vec<Duplicate>,
    /// `fresh` declarations compiled at the global or protocol level.
    pub fresh_outside_roles: Vec<NodeId>,
    /// `const` declarations compiled at the protocol or role level.
    pub consts_inside: Vec<NodeId>,
    /// An `option` line removes the file's claims (`--remove-claims`, `--auto-claims`,
    /// `--check`, `--characterize`): Scyther then compiles no claim event.
    pub removes_claims: bool,
    /// An `option` line changes matching or tupling (`--match`, `-m`, `--la-tupling`,
    /// `--tupling`): label matching then unifies differently.
    pub nondefault_matching: bool,
    /// The tuple term made for each list of argument terms.
    list_tuples: HashMap<Vec<TermId>, TermId>,
}

impl Model {
    /// The model of the file in `ctx`, built by the first rule that asks and shared by the
    /// others ([`LintContext::shared`]).
    pub fn of(ctx: &LintContext) -> Arc<Model> {
        ctx.shared(|ctx| Builder::build(ctx.tree, &ctx.source.text))
    }

    /// The compiled roles grouped by (protocol, role symbol), groups in order of their first
    /// member: a role defined twice continues one event list, as in Scyther (`roleCompile`).
    pub fn role_groups(&self) -> Vec<Vec<usize>> {
        let mut index: HashMap<(usize, Option<SymId>), usize> = HashMap::new();
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for (i, role) in self.roles.iter().enumerate().filter(|(_, r)| r.compiled) {
            let k = *index.entry((role.protocol, role.sym)).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[k].push(i);
        }
        groups
    }

    pub fn is_type(&self, s: SymId) -> bool {
        self.symbols[s].stype.contains(&TYPE)
    }

    /// Whether the symbol is a type (given the symbol itself).
    pub fn is_type_sym(&self, s: &Symbol) -> bool {
        s.stype.contains(&TYPE)
    }

    pub fn is_claim_type(&self, s: SymId) -> bool {
        self.symbols[s].stype.contains(&CLAIM)
    }

    /// Scyther's `isTermEqual` on leaves: same kind, name and level.
    pub fn leaf_eq(&self, a: SymId, b: SymId) -> bool {
        let (x, y) = (&self.symbols[a], &self.symbols[b]);
        a == b || (x.name == y.name && x.level == y.level && x.is_var == y.is_var)
    }

    /// `isTermEqual`.
    pub fn term_eq(&self, a: TermId, b: TermId) -> bool {
        let mut stack = vec![(a, b)];
        while let Some((a, b)) = stack.pop() {
            match (self.terms[a], self.terms[b]) {
                (Term::Leaf(x), Term::Leaf(y)) if self.leaf_eq(x, y) => {}
                (Term::Enc(p, q), Term::Enc(r, s)) | (Term::Tuple(p, q), Term::Tuple(r, s)) => {
                    stack.push((p, r));
                    stack.push((q, s));
                }
                _ => return false,
            }
        }
        true
    }

    /// The components of a right-nested tuple, flattened like Scyther's `tupleCount`.
    pub fn flatten(&self, t: TermId) -> Vec<TermId> {
        let mut out = Vec::new();
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            match self.terms[t] {
                Term::Tuple(a, b) => {
                    stack.push(b);
                    stack.push(a);
                }
                _ => out.push(t),
            }
        }
        out
    }

    /// The symbols of the variables in a term (`termlistAddVariables`), in order, once each.
    pub fn variables(&self, t: TermId) -> Vec<SymId> {
        let mut out: Vec<SymId> = Vec::new();
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            match self.terms[t] {
                Term::Leaf(s) => {
                    if self.symbols[s].is_var && !out.iter().any(|&o| self.leaf_eq(o, s)) {
                        out.push(s);
                    }
                }
                Term::Enc(a, b) | Term::Tuple(a, b) => {
                    stack.push(b);
                    stack.push(a);
                }
                Term::Unknown => {}
            }
        }
        out
    }

    /// Whether the term contains an undeclared name.
    pub fn has_unknown(&self, t: TermId) -> bool {
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            match self.terms[t] {
                Term::Unknown => return true,
                Term::Enc(a, b) | Term::Tuple(a, b) => {
                    stack.push(a);
                    stack.push(b);
                }
                Term::Leaf(_) => {}
            }
        }
        false
    }

    /// The term as Scyther prints it, shortened.
    pub fn show(&self, t: TermId) -> String {
        enum Step {
            T(TermId),
            S(&'static str),
        }
        let mut out = String::new();
        let mut stack = vec![Step::T(t)];
        while let Some(step) = stack.pop() {
            if out.len() > 80 {
                out.push('…');
                break;
            }
            match step {
                Step::S(s) => out.push_str(s),
                Step::T(t) => match self.terms[t] {
                    Term::Leaf(s) => out.push_str(&self.symbols[s].name),
                    Term::Unknown => out.push('?'),
                    Term::Tuple(a, b) => {
                        stack.push(Step::T(b));
                        stack.push(Step::S(","));
                        stack.push(Step::T(a));
                    }
                    Term::Enc(a, b) => {
                        stack.push(Step::T(b));
                        stack.push(Step::S("}"));
                        stack.push(Step::T(a));
                        stack.push(Step::S("{"));
                    }
                },
            }
        }
        out
    }

    /// A send or recv event's message (the arguments after the two roles) as one term.
    pub fn message(&self, e: &Event) -> Option<TermId> {
        e.terms.get(2..).filter(|t| !t.is_empty()).map(|ts| self.tuple_of(ts))
    }

    fn tuple_of(&self, ts: &[TermId]) -> TermId {
        // The builder records the tuple of every argument tail it may be asked for.
        self.list_tuples.get(ts).copied().unwrap_or(ts[0])
    }

    /// A claim event's type symbol and its parameters (flattened), as `commEvent` computes them.
    pub fn claim_parts(&self, e: &Event) -> Option<(Option<SymId>, Vec<TermId>)> {
        if e.kind != EventKind::Claim || e.terms.len() < 2 {
            return None;
        }
        let big = self.tuple_of(&e.terms[1..]);
        let flat = self.flatten(big);
        let ty = match self.terms[flat[0]] {
            Term::Leaf(s) => Some(s),
            _ => None,
        };
        Some((ty, flat[1..].to_vec()))
    }
}

/// Typed unification of two role terms, as Scyther's `termMguTerm` in its default matching
/// mode (`-m0`): a typed variable (neither untyped nor `Ticket`) only takes a name that shares
/// one of its types.
struct Unifier<'m> {
    m: &'m Model,
    subst: HashMap<SymId, TermId>,
    /// Variables bound, in order.
    bound: Vec<SymId>,
}

impl<'m> Unifier<'m> {
    fn devar(&self, mut t: TermId) -> TermId {
        while let Term::Leaf(s) = self.m.terms[t] {
            match self.subst.get(&s) {
                Some(&u) => t = u,
                None => break,
            }
        }
        t
    }

    fn open_var(&self, t: TermId) -> Option<SymId> {
        match self.m.terms[t] {
            Term::Leaf(s) if self.m.symbols[s].is_var && !self.subst.contains_key(&s) => Some(s),
            _ => None,
        }
    }

    /// Whether `t` holds an unbound variable (`hasTermVariable`).
    fn has_var(&self, t: TermId) -> bool {
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            let t = self.devar(t);
            match self.m.terms[t] {
                Term::Leaf(s) if self.m.symbols[s].is_var => return true,
                Term::Enc(a, b) | Term::Tuple(a, b) => {
                    stack.push(a);
                    stack.push(b);
                }
                _ => {}
            }
        }
        false
    }

    /// `isTermEqual` under the substitution.
    fn equal(&self, a: TermId, b: TermId) -> bool {
        let mut stack = vec![(a, b)];
        while let Some((a, b)) = stack.pop() {
            let (a, b) = (self.devar(a), self.devar(b));
            match (self.m.terms[a], self.m.terms[b]) {
                (Term::Leaf(x), Term::Leaf(y)) if self.m.leaf_eq(x, y) => {}
                (Term::Enc(p, q), Term::Enc(r, s)) | (Term::Tuple(p, q), Term::Tuple(r, s)) => {
                    stack.push((p, r));
                    stack.push((q, s));
                }
                _ => return false,
            }
        }
        true
    }

    /// Whether variable `v` occurs in `t` (`termSubTerm`).
    fn occurs(&self, t: TermId, v: SymId) -> bool {
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            let t = self.devar(t);
            match self.m.terms[t] {
                Term::Leaf(s) if self.m.leaf_eq(s, v) => return true,
                Term::Enc(a, b) | Term::Tuple(a, b) => {
                    stack.push(a);
                    stack.push(b);
                }
                _ => {}
            }
        }
        false
    }

    fn generic(&self, v: SymId) -> bool {
        let st = &self.m.symbols[v].stype;
        st.is_empty() || st.contains(&TICKET)
    }

    /// `goodsubst` / `checkTypeTerm` in matching mode 0.
    fn good(&self, v: SymId, t: TermId) -> bool {
        if self.generic(v) {
            return true;
        }
        match self.m.terms[self.devar(t)] {
            Term::Leaf(s) => self.m.symbols[v].stype.iter().any(|ty| self.m.symbols[s].stype.contains(ty)),
            _ => false,
        }
    }

    fn bind(&mut self, v: SymId, t: TermId) {
        self.subst.insert(v, t);
        self.bound.push(v);
    }

    fn unify(&mut self, a: TermId, b: TermId) -> bool {
        let mut stack = vec![(a, b)];
        while let Some((t1, t2)) = stack.pop() {
            let (t1, t2) = (self.devar(t1), self.devar(t2));
            if let (Term::Leaf(x), Term::Leaf(y)) = (self.m.terms[t1], self.m.terms[t2]) {
                if x == y {
                    continue;
                }
            }
            if !(self.has_var(t1) || self.has_var(t2)) {
                if self.equal(t1, t2) {
                    continue;
                }
                return false;
            }
            match (self.open_var(t1), self.open_var(t2)) {
                (Some(v1), Some(v2)) if self.good(v1, t2) => {
                    // `preferSubstitutionOrder`: the recv side's variable is bound unless it is
                    // of type Agent only.
                    let agent_only = self.m.symbols[v2].stype == [AGENT];
                    if agent_only {
                        self.bind(v1, t2);
                    } else {
                        self.bind(v2, t1);
                    }
                    continue;
                }
                (_, Some(v2)) => {
                    if self.occurs(t1, v2) || !self.good(v2, t1) {
                        return false;
                    }
                    self.bind(v2, t1);
                    continue;
                }
                (Some(v1), None) => {
                    if self.occurs(t2, v1) || !self.good(v1, t2) {
                        return false;
                    }
                    self.bind(v1, t2);
                    continue;
                }
                (None, None) => {}
            }
            match (self.m.terms[t1], self.m.terms[t2]) {
                (Term::Enc(b1, k1), Term::Enc(b2, k2)) => {
                    // Keys first, then bodies.
                    stack.push((b1, b2));
                    stack.push((k1, k2));
                }
                (Term::Tuple(p1, q1), Term::Tuple(p2, q2)) => {
                    stack.push((q1, q2));
                    stack.push((p1, p2));
                }
                _ => return false,
            }
        }
        true
    }
}

impl Model {
    /// Scyther's `checkEventMatch` of a send and a recv: the same sender and recipient, and
    /// messages that unify without binding a role name (`checkRoletermMatch`).
    pub fn events_match(&self, send: &Event, recv: &Event, role_names: &[SymId]) -> bool {
        if send.terms.len() < 3 || recv.terms.len() < 3 {
            return true;
        }
        if !self.term_eq(send.terms[0], recv.terms[0]) || !self.term_eq(send.terms[1], recv.terms[1]) {
            return false;
        }
        let (Some(a), Some(b)) = (self.message(send), self.message(recv)) else {
            return true;
        };
        let mut u = Unifier { m: self, subst: HashMap::new(), bound: Vec::new() };
        if !u.unify(a, b) {
            return false;
        }
        !u.bound.iter().any(|v| role_names.contains(v))
    }
}

/// Builds the model by replaying Scyther's compilation order.
struct Builder<'a> {
    tree: &'a SyntaxTree,
    text: &'a str,
    m: Model,
    levels: [HashMap<String, SymId>; 3],
    level: u8,
    /// The role being compiled.
    current_role: Option<usize>,
    /// Macro name → definitions (end offset, node), in file order.
    macros: HashMap<String, Vec<(usize, NodeId)>>,
    /// Protocol name → its first definition (a lookup per protocol must not scan them all).
    protocol_by_name: HashMap<String, usize>,
}

impl Model {
    fn push_term(&mut self, t: Term) -> TermId {
        self.terms.push(t);
        self.terms.len() - 1
    }
}

impl<'a> Builder<'a> {
    fn build(tree: &'a SyntaxTree, text: &'a str) -> Model {
        let mut b = Builder {
            tree,
            text,
            m: Model::default(),
            levels: Default::default(),
            level: GLOBAL,
            current_role: None,
            macros: HashMap::new(),
            protocol_by_name: HashMap::new(),
        };
        b.predefine();
        b.collect_macros();
        b.m.has_include = tree.preorder().any(|id| tree.node(id).kind == "include_directive");
        b.read_options();
        let root = tree.root();
        let items: Vec<NodeId> = tree.named_children(root).collect();
        for item in items {
            b.top_item(item);
        }
        b.m
    }

    fn text(&self, id: NodeId) -> &'a str {
        self.tree.text(id, self.text)
    }

    fn predefine(&mut self) {
        let add = |b: &mut Self, name: &str, stype: Vec<SymId>| {
            let id = b.new_symbol(name, GLOBAL, false, None);
            b.m.symbols[id].stype = stype;
            b.m.symbols[id].predefined = true;
        };
        add(self, " _Type_ ", vec![]);
        add(self, " _Claim_ ", vec![]);
        for t in TYPES {
            add(self, t, vec![TYPE]);
        }
        for c in CLAIM_TYPES {
            add(self, c, vec![CLAIM]);
        }
        for f in FUNCTIONS {
            add(self, f, vec![FUNCTION]);
        }
        add(self, "!Match", vec![]);
        debug_assert_eq!(self.m.symbols[SECRET].name, "Secret");
        debug_assert_eq!(self.m.symbols[RUNNING].name, "Running");
    }

    /// Options are applied by Scyther's parser, so they hold for the whole file.
    fn read_options(&mut self) {
        for id in self.tree.preorder() {
            if self.tree.node(id).kind != "option_directive" {
                continue;
            }
            let Some(v) = self.tree.child_by_field(id, "value") else {
                continue;
            };
            for word in self.text(v).trim_matches('"').split_whitespace() {
                let flag = word.split('=').next().unwrap_or(word);
                if ["--remove-claims", "-a", "--auto-claims", "-C", "--check", "-c", "--characterize"].contains(&flag) {
                    self.m.removes_claims = true;
                }
                if flag.starts_with("-m") || ["--match", "--la-tupling", "--tupling"].contains(&flag) {
                    self.m.nondefault_matching = true;
                }
            }
        }
    }

    fn collect_macros(&mut self) {
        for id in self.tree.preorder() {
            let n = self.tree.node(id);
            if n.kind == "macro_declaration" {
                if let Some(name) = self.tree.child_by_field(id, "name") {
                    self.macros.entry(self.text(name).to_string()).or_default().push((n.span.end, id));
                }
            }
        }
    }

    /// The macro definition in force at `offset` for `name` (the latest one before it).
    fn macro_at(&self, name: &str, offset: usize) -> Option<NodeId> {
        self.macros.get(name)?.iter().rev().find(|(end, _)| *end <= offset).map(|&(_, id)| id)
    }

    fn new_symbol(&mut self, name: &str, level: u8, is_var: bool, decl: Option<NodeId>) -> SymId {
        let id = self.m.symbols.len();
        self.m.symbols.push(Symbol {
            name: name.to_string(),
            level,
            is_var,
            stype: Vec::new(),
            decl,
            predefined: false,
        });
        self.levels[level as usize].insert(name.to_string(), id);
        id
    }

    /// `levelDeclare`: the symbol of that name in `level`, made if absent.
    fn declare(&mut self, name: &str, is_var: bool, level: u8, decl: Option<NodeId>) -> SymId {
        match self.levels[level as usize].get(name) {
            Some(&s) => s,
            None => self.new_symbol(name, level, is_var, decl),
        }
    }

    /// `symbolFind`.
    fn find(&self, name: &str) -> Option<SymId> {
        (0..=self.level as usize).rev().find_map(|l| self.levels[l].get(name).copied())
    }

    fn enter(&mut self) {
        self.level += 1;
        self.levels[self.level as usize].clear();
    }

    fn leave(&mut self) {
        self.levels[self.level as usize].clear();
        self.level -= 1;
    }

    fn top_item(&mut self, item: NodeId) {
        match self.tree.node(item).kind {
            "protocol_definition" => self.protocol(item),
            "usertype_declaration" => self.usertype(item),
            // Never compiled by Scyther 1.3 (run limit 0).
            "run_statement" => {}
            "untrusted_declaration" => self.term_list(item, "name"),
            _ => self.declaration(item),
        }
    }

    fn usertype(&mut self, item: NodeId) {
        let names: Vec<NodeId> = self.tree.children_by_field(item, "name").collect();
        for name in names {
            if self.tree.node(name).kind != "identifier" {
                break;
            }
            let text = self.text(name);
            match self.levels[GLOBAL as usize].get(text).copied() {
                None => {
                    let s = self.declare(text, false, GLOBAL, Some(name));
                    self.m.symbols[s].stype = vec![TYPE];
                }
                Some(s) if self.m.is_type(s) => {}
                Some(s) => self.m.duplicates.push(Duplicate::Usertype { node: name, earlier: s }),
            }
        }
    }

    fn protocol(&mut self, item: NodeId) {
        let Some(name_node) = self.tree.child_by_field(item, "name") else {
            return;
        };
        let name = self.text(name_node).to_string();
        self.declare(&name, false, self.level, Some(name_node));
        let pidx = self.m.protocols.len();
        if let Some(&earlier) = self.protocol_by_name.get(&name) {
            self.m
                .duplicates
                .push(Duplicate::Protocol { node: name_node, earlier: self.m.protocols[earlier].name_node });
        } else {
            self.protocol_by_name.insert(name.clone(), pidx);
        }
        self.m.protocols.push(Protocol { node: item, name_node, name, params: Vec::new(), roles: Vec::new() });
        self.enter();
        if let Some(list) = self.tree.child_by_field(item, "roles") {
            let params: Vec<NodeId> = self.tree.named_children(list).collect();
            for p in params {
                // `levelVar`: the parameters are plain names in Scyther's grammar of 1.3 files.
                let s = self.declare(self.text(p), true, PROTOCOL, Some(p));
                self.m.symbols[s].stype = vec![AGENT];
                self.m.protocols[pidx].params.push((p, s));
            }
        }
        if let Some(body) = self.tree.child_by_field(item, "body") {
            let items: Vec<NodeId> = self.tree.named_children(body).collect();
            for it in items {
                match self.tree.node(it).kind {
                    "role_definition" => self.role(pidx, it),
                    "untrusted_declaration" => self.term_list(it, "name"),
                    _ => self.declaration(it),
                }
            }
        }
        self.leave();
    }

    fn role(&mut self, pidx: usize, item: NodeId) {
        let Some(name_node) = self.tree.child_by_field(item, "name") else {
            return;
        };
        let name = self.text(name_node).to_string();
        let sym = self.m.protocols[pidx].params.iter().map(|&(_, s)| s).find(|&s| self.m.symbols[s].name == name);
        let found = self.levels[PROTOCOL as usize].get(&name).copied();
        // Scyther compiles the body when the name is found in the protocol level and is a role.
        let compiled = found.is_some() && sym.is_some() && found == sym;
        let ridx = self.m.roles.len();
        let name_clash = found.is_some() && !compiled;
        self.m.roles.push(Role {
            node: item,
            name_node,
            name,
            protocol: pidx,
            sym,
            compiled,
            name_clash,
            events: Vec::new(),
            declared_vars: Vec::new(),
        });
        self.m.protocols[pidx].roles.push(ridx);
        if !compiled {
            return;
        }
        self.enter();
        self.current_role = Some(ridx);
        if let Some(body) = self.tree.child_by_field(item, "body") {
            let items: Vec<NodeId> = self.tree.named_children(body).collect();
            for it in items {
                self.role_item(ridx, it);
            }
        }
        self.current_role = None;
        self.leave();
    }

    fn role_item(&mut self, ridx: usize, it: NodeId) {
        let kind = match self.tree.node(it).kind {
            "send_event" => EventKind::Send,
            "recv_event" => EventKind::Recv,
            "claim_event" => EventKind::Claim,
            "match_event" => {
                if self.tree.child_by_field(it, "negation").is_some() {
                    EventKind::NotMatch
                } else {
                    EventKind::Match
                }
            }
            "knows_declaration" => return self.term_list(it, "name"),
            _ => return self.declaration(it),
        };
        let label = self.tree.child_by_field(it, "label");
        if let Some(l) = label {
            // (Declared even for claims an option removes: `commEvent` reads the label first.)
            // Labels are bound to the protocol (`commEvent`).
            let text = self.text(l);
            if !self.levels[PROTOCOL as usize].contains_key(text) {
                self.new_symbol(text, PROTOCOL, false, None);
            }
        }
        if kind == EventKind::Claim && self.m.removes_claims {
            return;
        }
        let args: Vec<NodeId> = match kind {
            EventKind::Match | EventKind::NotMatch => {
                ["pattern", "value"].iter().filter_map(|f| self.tree.child_by_field(it, f)).collect()
            }
            _ => match self.tree.child_by_field(it, "arguments") {
                Some(list) => self.tree.named_children(list).collect(),
                None => Vec::new(),
            },
        };
        let terms: Vec<TermId> = args.iter().map(|&a| self.term(a)).collect();
        // Record the tuples of the argument tails Scyther builds (`tacTuple`).
        for start in [1usize, 2] {
            if terms.len() > start {
                self.tuple_list(&terms[start..]);
            }
        }
        self.m.roles[ridx].events.push(Event { node: it, kind, label, args, terms });
    }

    fn declaration(&mut self, it: NodeId) {
        let kind = self.tree.node(it).kind;
        match kind {
            "const_declaration" | "fresh_declaration" | "var_declaration" | "secret_declaration" => {
                let is_var = kind == "var_declaration";
                let types: Vec<NodeId> = self.tree.children_by_field(it, "type").collect();
                let mut stype = Vec::new();
                for t in types {
                    match self.levels[GLOBAL as usize].get(self.text(t)).copied() {
                        None => self.m.type_issues.push(TypeIssue::Undeclared(t)),
                        Some(s) => {
                            if !self.m.is_type(s) {
                                self.m.type_issues.push(TypeIssue::NotAType(t, s));
                            }
                            stype.push(s);
                        }
                    }
                }
                let names: Vec<NodeId> = self.tree.children_by_field(it, "name").collect();
                for n in names {
                    let s = self.declare(self.text(n), is_var, self.level, Some(n));
                    self.m.symbols[s].stype = stype.clone();
                    if let (true, ROLE, Some(r)) = (is_var, self.level, self.current_role) {
                        self.m.roles[r].declared_vars.push(s);
                    }
                }
                if kind == "fresh_declaration" && self.level < ROLE {
                    self.m.fresh_outside_roles.push(it);
                }
                if kind == "const_declaration" && self.level > GLOBAL {
                    self.m.consts_inside.push(it);
                }
            }
            "function_declaration" => {
                let names: Vec<NodeId> = self.tree.children_by_field(it, "name").collect();
                for n in names {
                    let s = self.declare(self.text(n), false, self.level, Some(n));
                    self.m.symbols[s].stype = vec![FUNCTION];
                }
            }
            "compromised_declaration" | "untrusted_declaration" | "knows_declaration" => self.term_list(it, "name"),
            "inversekeys_declaration" => {
                for f in ["left", "right"] {
                    if let Some(t) = self.tree.child_by_field(it, f) {
                        self.term(t);
                    }
                }
            }
            "include_directive" => self.m.has_include = true,
            // Macros are expanded at their uses; options and comments do nothing here.
            _ => {}
        }
    }

    fn term_list(&mut self, it: NodeId, field: &str) {
        let names: Vec<NodeId> = self.tree.children_by_field(it, field).collect();
        for n in names {
            self.term(n);
        }
    }

    /// The right-nested tuple of a list of terms (the last element alone when single).
    fn tuple_list(&mut self, ts: &[TermId]) -> TermId {
        if let Some(&t) = self.m.list_tuples.get(ts) {
            return t;
        }
        let mut acc = *ts.last().expect("non-empty list");
        for i in (0..ts.len() - 1).rev() {
            acc = self.m.push_term(Term::Tuple(ts[i], acc));
        }
        self.m.list_tuples.insert(ts.to_vec(), acc);
        acc
    }

    fn tuple_of_values(&mut self, values: Vec<TermId>) -> TermId {
        if values.is_empty() {
            return self.m.push_term(Term::Unknown);
        }
        let mut acc = *values.last().expect("non-empty list");
        for i in (0..values.len() - 1).rev() {
            acc = self.m.push_term(Term::Tuple(values[i], acc));
        }
        acc
    }

    fn lookup(&mut self, node: NodeId, site: NodeId) -> TermId {
        let sym = self.find(self.text(node));
        self.m.uses.push(Use { node, site, sym });
        self.m.push_term(sym.map(Term::Leaf).unwrap_or(Term::Unknown))
    }

    /// Builds the term of `node` as Scyther's `tacTerm` would, looking names up now.
    fn term(&mut self, node: NodeId) -> TermId {
        let tree = self.tree;
        let mut values: Vec<TermId> = Vec::new();
        let start = tree.node(node).span.start;
        let mut stack = vec![Step::Visit(node, start, None)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Ready(t) => values.push(t),
                Step::Tuple(n) => {
                    let vs = values.split_off(values.len() - n);
                    let t = self.tuple_of_values(vs);
                    values.push(t);
                }
                Step::Enc => {
                    let key = values.pop().expect("key");
                    let body = values.pop().expect("body");
                    let t = self.m.push_term(Term::Enc(body, key));
                    values.push(t);
                }
                Step::Visit(id, at, site) => match tree.node(id).kind {
                    "identifier" => {
                        if let Some(def) = self.macro_at(self.text(id), at) {
                            let vals: Vec<NodeId> = tree.children_by_field(def, "value").collect();
                            let def_at = tree.node(def).span.start;
                            push_list(&mut stack, &vals, def_at, Some(site.unwrap_or(id)));
                        } else {
                            let t = self.lookup(id, site.unwrap_or(id));
                            values.push(t);
                        }
                    }
                    "function_application" => {
                        let args: Vec<NodeId> = tree
                            .child_by_field(id, "arguments")
                            .map(|l| tree.named_children(l).collect())
                            .unwrap_or_default();
                        // The function name is a plain name (never a macro); looked up before the arguments.
                        let key = match tree.child_by_field(id, "function") {
                            Some(f) => self.lookup(f, site.unwrap_or(f)),
                            None => self.m.push_term(Term::Unknown),
                        };
                        stack.push(Step::Enc);
                        stack.push(Step::Ready(key));
                        push_list(&mut stack, &args, at, site);
                    }
                    "encryption" => {
                        let bodies: Vec<NodeId> = tree.children_by_field(id, "body").collect();
                        stack.push(Step::Enc);
                        match tree.child_by_field(id, "key") {
                            Some(k) => stack.push(Step::Visit(k, at, site)),
                            None => {
                                let t = self.m.push_term(Term::Unknown);
                                stack.push(Step::Ready(t));
                            }
                        }
                        push_list(&mut stack, &bodies, at, site);
                    }
                    "tuple" => {
                        let items: Vec<NodeId> = tree.named_children(id).collect();
                        push_list(&mut stack, &items, at, site);
                    }
                    _ => values.push(self.m.push_term(Term::Unknown)),
                },
            }
        }
        values.pop().expect("one term")
    }
}

enum Step {
    /// Node, offset for macro lookup, the use site (None: the node itself).
    Visit(NodeId, usize, Option<NodeId>),
    /// A term already built.
    Ready(TermId),
    /// Pop `n` values into a right-nested tuple.
    Tuple(usize),
    /// Pop key, then body, into an encryption.
    Enc,
}

/// Schedules the terms of a list, then their tuple (an empty list is an unknown term).
fn push_list(stack: &mut Vec<Step>, items: &[NodeId], at: usize, site: Option<NodeId>) {
    if items.is_empty() {
        stack.push(Step::Tuple(0));
        return;
    }
    stack.push(Step::Tuple(items.len()));
    for &v in items.iter().rev() {
        stack.push(Step::Visit(v, at, site));
    }
}

/// Helpers for the rule tests, bound to SPDL (see `rules::testing`).
#[cfg(test)]
pub(crate) mod testing {
    use crate::language::Language;
    use crate::lint::rule::Rule;
    use crate::lint::rules::testing;

    /// The 1-based lines the diagnostics of `rule` start on in `text`.
    pub fn lines(rule: &dyn Rule, text: &str) -> Vec<usize> {
        testing::lines(Language::Spdl, rule, text)
    }

    /// Runs `rule` on `tests/fixtures/lint/spdl/<CODE>.spdl`, asserts that it fires exactly on
    /// the lines listed in the fixture's first line, and returns the human rendering.
    pub fn fixture(rule: &dyn Rule) -> String {
        testing::fixture(Language::Spdl, rule, |got, expected, rel| {
            assert_eq!(got, expected, "lines of {} in {rel}", rule.meta().code)
        })
    }
}
