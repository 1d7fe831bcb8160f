//! Maude signatures: the sorts, subsorts, operators and variables each module declares, read
//! from cfb's tree, and the signatures of the modules a file imports from Maude's prelude and
//! from Maude-NPA (`grammars/maude/signatures/*.sig`, made by this same reader from
//! `prelude.maude` and `maude-npa.maude`; see [`tests::regenerate`]).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, OnceLock};

use crate::lint::rule::LintContext;
use crate::parse::tree::{NodeId, SyntaxTree};

/// One operator declaration (`ops a b : ...` gives one per name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpDecl {
    /// The name as written, white space collapsed: `_;_`, `::_::[_|_]`, `+`(_`)`.
    pub name: String,
    pub domain: Vec<String>,
    pub range: String,
    /// Argument places (1-based) and `0` for the range that `poly (…)` makes polymorphic.
    pub poly: Vec<usize>,
    /// `special (id-hook H …)` hook names, with their arguments: `SMT_NumberSymbol(reals)`.
    pub hooks: Vec<String>,
    /// Other attributes, as written (`prec 33`, `gather (e E)`, `assoc`): kept for a later
    /// precedence filter.
    pub attrs: Vec<String>,
}

/// One module's own declarations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModuleSig {
    pub name: String,
    /// `fmod`, `mod`, `fth`, …
    pub kind: String,
    pub parameterized: bool,
    /// Parameter names (`X` of `LIST{X :: TRIV}`).
    pub params: Vec<String>,
    /// Imported modules: name and the views of an instance (`LIST{Nat}` → `LIST`, `[Nat]`).
    /// `None` for a module expression cfb does not follow.
    pub imports: Vec<Option<(String, Vec<String>)>>,
    pub sorts: Vec<String>,
    /// Each subsort declaration's sorts (all of one kind).
    pub subsorts: Vec<Vec<String>>,
    pub ops: Vec<Arc<OpDecl>>,
    /// `* (sort A to B)`, `* (op F to G)` in an import: (`sort` or `op`, from, to); for a view
    /// (`kind` `view`), its sort mappings.
    pub renamings: Vec<(String, String, String)>,
    /// Declared variables: name and sort.
    pub vars: Vec<(String, String)>,
    /// Declarations cfb does not model (classes): no term of the module is checked.
    pub unsupported: bool,
    /// The module's node in the tree it was read from.
    pub node: Option<NodeId>,
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect()
}

/// The modules of a file, in order.
pub fn extract(tree: &SyntaxTree, text: &str) -> Vec<ModuleSig> {
    let t = |id: NodeId| tree.text(id, text);
    let mut out = Vec::new();
    for module in tree.preorder() {
        let node = tree.node(module);
        if node.kind == "view_definition" {
            // A view: its name, and the sorts it maps (`sort Elt to Nat .`).
            let Some(name) = tree.child_by_field(module, "name") else { continue };
            let mut sig = ModuleSig { name: t(name).to_string(), kind: "view".into(), ..ModuleSig::default() };
            // An instance through the view includes the view's target (`view Qid from TRIV to
            // QID`: `LIST{Qid}` has QID's quoted identifiers).
            if let Some(to) = tree.child_by_field(module, "to").map(|n| squash(t(n))) {
                if !to.contains(['{', '(', '+', '*']) {
                    sig.imports.push(Some((to, Vec::new())));
                }
            }
            for mapping in tree.children_by_field(module, "body") {
                if let (Some(from), Some(to)) =
                    (tree.child_by_field(mapping, "from"), tree.child_by_field(mapping, "to"))
                {
                    if tree.node(from).kind == "sort" {
                        sig.renamings.push(("sort".into(), squash(t(from)), squash(t(to))));
                    }
                }
            }
            out.push(sig);
            continue;
        }
        if node.kind != "module_definition" {
            continue;
        }
        let (Some(kind), Some(name)) = (tree.child_by_field(module, "kind"), tree.child_by_field(module, "name"))
        else {
            continue;
        };
        let parameters = tree.child_by_field(module, "parameters");
        let params = parameters
            .map(|p| {
                let names = tree.named_children(p).filter_map(|q| tree.child_by_field(q, "name"));
                names.map(|n| t(n).to_string()).collect()
            })
            .unwrap_or_default();
        let mut sig = ModuleSig {
            name: t(name).to_string(),
            kind: t(kind).to_string(),
            parameterized: parameters.is_some(),
            params,
            node: Some(module),
            ..ModuleSig::default()
        };
        for decl in tree.children_by_field(module, "body") {
            match tree.node(decl).kind {
                "import_declaration" => {
                    // Every module of a sum, an instance as its module (its operators keep the
                    // parameter sorts, which match any kind), a renamed module with both names
                    // of what it renames (lenient: the old names stay).
                    let Some(expr) = tree.child_by_field(decl, "module") else { continue };
                    for id in tree.descendants(expr) {
                        match tree.node(id).kind {
                            "module_name" => {
                                // An instance's views follow the module's name.
                                let parent = tree.node(id).parent.map(|p| tree.children(p)).unwrap_or_default();
                                let at = parent.iter().position(|&c| c == id).unwrap_or(0);
                                let views = parent[at + 1..]
                                    .iter()
                                    .take_while(|&&c| tree.node(c).kind == "instantiation")
                                    .flat_map(|&c| tree.named_children(c))
                                    .map(|v| squash(t(v)))
                                    .collect();
                                sig.imports.push(Some((t(id).to_string(), views)));
                            }
                            "renaming_item" => {
                                let (Some(from), Some(to)) =
                                    (tree.child_by_field(id, "from"), tree.child_by_field(id, "to"))
                                else {
                                    continue;
                                };
                                let words = |n: NodeId| t(n).split_whitespace().collect::<Vec<_>>().join(" ");
                                match tree.node(from).kind {
                                    "sort" => sig.renamings.push(("sort".into(), squash(t(from)), squash(t(to)))),
                                    "term" => sig.renamings.push(("op".into(), words(from), words(to))),
                                    _ => {}
                                }
                            }
                            _ => {}
                        }
                    }
                }
                "sort_declaration" => sig.sorts.extend(tree.children_by_field(decl, "name").map(|s| squash(t(s)))),
                "subsort_declaration" => {
                    sig.subsorts.push(tree.children_by_field(decl, "sort").map(|s| squash(t(s))).collect())
                }
                "operator_declaration" => {
                    let domain: Vec<String> =
                        tree.children_by_field(decl, "domain").map(|s| type_name(tree, text, s)).collect();
                    let range =
                        tree.child_by_field(decl, "range").map(|s| type_name(tree, text, s)).unwrap_or_default();
                    let (mut poly, mut hooks, mut attrs) = (Vec::new(), Vec::new(), Vec::new());
                    if let Some(list) = tree.child_by_field(decl, "attributes") {
                        for attr in tree.named_children(list).filter(|&a| tree.node(a).kind == "attribute") {
                            let words = t(attr).split_whitespace().collect::<Vec<_>>().join(" ");
                            let head = words.split([' ', '(']).next().unwrap_or("");
                            match head {
                                "poly" | "polymorphic" => {
                                    poly = tree
                                        .children_by_field(attr, "value")
                                        .filter_map(|v| t(v).parse().ok())
                                        .collect();
                                }
                                "special" => {
                                    for hook in tree.named_children(attr).filter(|&h| tree.node(h).kind == "hook") {
                                        if let Some(n) = tree.child_by_field(hook, "name") {
                                            let args = tree.child_by_field(hook, "arguments").map(|a| squash(t(a)));
                                            hooks.push(format!("{}{}", t(n), args.unwrap_or_default()));
                                        }
                                    }
                                }
                                _ => attrs.push(words),
                            }
                        }
                    }
                    for name in tree.children_by_field(decl, "name") {
                        let name = t(name).split_whitespace().collect::<Vec<_>>().join(" ");
                        let (domain, range) = (domain.clone(), range.clone());
                        let (poly, hooks, attrs) = (poly.clone(), hooks.clone(), attrs.clone());
                        sig.ops.push(Arc::new(OpDecl { name, domain, range, poly, hooks, attrs }));
                    }
                }
                "variable_declaration" => {
                    let sort = tree.child_by_field(decl, "type").map(|s| type_name(tree, text, s)).unwrap_or_default();
                    sig.vars.extend(tree.children_by_field(decl, "name").map(|n| (t(n).to_string(), sort.clone())));
                }
                "class_declaration" | "subclass_declaration" => sig.unsupported = true,
                _ => {}
            }
        }
        out.push(sig);
    }
    out
}

/// A sort's name, or for a kind `[S, …]` its first sort in brackets: `[S]`.
fn type_name(tree: &SyntaxTree, text: &str, id: NodeId) -> String {
    if tree.node(id).kind == "kind" {
        let first = tree.named_children(id).next().map(|s| squash(tree.text(s, text))).unwrap_or_default();
        format!("[{first}]")
    } else {
        squash(tree.text(id, text))
    }
}

/// The signatures as data: one declaration a line, fields separated by tabs.
pub fn to_text(modules: &[ModuleSig]) -> String {
    let mut out = String::new();
    for m in modules {
        out.push_str(&format!(
            "module\t{}\t{}\t{}\n",
            m.name,
            m.kind,
            if m.parameterized { "parameterized" } else { "" }
        ));
        if !m.params.is_empty() {
            out.push_str(&format!("params\t{}\n", m.params.join(" ")));
        }
        for i in &m.imports {
            match i {
                Some((name, views)) if views.is_empty() => out.push_str(&format!("import\t{name}\n")),
                Some((name, views)) => out.push_str(&format!("import\t{name}\t{}\n", views.join(" "))),
                None => out.push_str("import\t?\n"),
            }
        }
        if !m.sorts.is_empty() {
            out.push_str(&format!("sorts\t{}\n", m.sorts.join(" ")));
        }
        for s in &m.subsorts {
            out.push_str(&format!("subsorts\t{}\n", s.join(" ")));
        }
        for op in &m.ops {
            let poly = op.poly.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(" ");
            out.push_str(&format!(
                "op\t{}\t{}\t{}\t{}\t{}\t{}\n",
                op.name,
                op.domain.join(" "),
                op.range,
                poly,
                op.hooks.join(" "),
                op.attrs.join("; ")
            ));
        }
        for (what, from, to) in &m.renamings {
            out.push_str(&format!("rename\t{what}\t{from}\t{to}\n"));
        }
        for (v, s) in &m.vars {
            out.push_str(&format!("var\t{v}\t{s}\n"));
        }
        if m.unsupported {
            out.push_str("unsupported\n");
        }
    }
    out
}

/// Reads [`to_text`]'s form back.
pub fn from_text(text: &str) -> Vec<ModuleSig> {
    let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    let mut out: Vec<ModuleSig> = Vec::new();
    for line in text.lines() {
        // (Seven fields at most, an absent one empty; a fixed array spares an allocation per
        // line.)
        let mut f = [""; 7];
        for (slot, value) in f.iter_mut().zip(line.split('\t')) {
            *slot = value;
        }
        if f[0] == "module" {
            out.push(ModuleSig {
                name: f[1].into(),
                kind: f[2].into(),
                parameterized: f[3] == "parameterized",
                ..ModuleSig::default()
            });
            continue;
        }
        let Some(m) = out.last_mut() else { continue };
        match f[0] {
            "params" => m.params = words(f[1]),
            "import" => m.imports.push((f[1] != "?").then(|| (f[1].to_string(), words(f[2])))),
            "sorts" => m.sorts.extend(words(f[1])),
            "subsorts" => m.subsorts.push(words(f[1])),
            "op" => m.ops.push(Arc::new(OpDecl {
                name: f[1].into(),
                domain: words(f[2]),
                range: f[3].into(),
                poly: f[4].split_whitespace().filter_map(|p| p.parse().ok()).collect(),
                hooks: words(f[5]),
                attrs: f[6].split("; ").filter(|a| !a.is_empty()).map(String::from).collect(),
            })),
            "rename" => m.renamings.push((f[1].into(), f[2].into(), f[3].into())),
            "var" => m.vars.push((f[1].into(), f[2].into())),
            "unsupported" => m.unsupported = true,
            _ => {}
        }
    }
    out
}

/// A library: modules by name.
pub type Library = HashMap<&'static str, &'static ModuleSig>;

/// The committed signatures of Maude's prelude with those of one dialect of Maude-NPA, by
/// module name (a Maude-NPA module of the same name as a prelude one wins: it is loaded
/// later). Maude-NPA 3.1.4 first, then its 3.1.5 `IMsg` variant, which some specifications are
/// written for (cfb's verify runs both, see `verify::config`). Each data file is read once per
/// process; the dialects share the prelude's modules, and the variant shares every module
/// whose text is the same in both (all but a few).
pub fn libraries() -> &'static [Library] {
    static READ: OnceLock<[Vec<ModuleSig>; 4]> = OnceLock::new();
    static LIBRARIES: OnceLock<Vec<Library>> = OnceLock::new();
    LIBRARIES.get_or_init(|| {
        let npa_blocks: HashMap<&str, &str> = module_blocks(MAUDE_NPA).collect();
        // The variant's modules whose text differs from (or is not in) 3.1.4's.
        let own = |(name, block): &(&str, &str)| npa_blocks.get(name) != Some(block);
        let [prelude, smt, npa, imsg_own] = READ.get_or_init(|| {
            let imsg_own: String = module_blocks(MAUDE_NPA_IMSG).filter(own).map(|(_, block)| block).collect();
            [PRELUDE, SMT, MAUDE_NPA, &imsg_own].map(from_text)
        });
        let by_name = |modules: &'static [ModuleSig]| modules.iter().map(|m| (m.name.as_str(), m));
        let npa_by_name: Library = by_name(npa).collect();
        let imsg_by_name: Library = by_name(imsg_own).collect();
        let imsg = module_blocks(MAUDE_NPA_IMSG).filter_map(|(name, block)| {
            let shared = if own(&(name, block)) { &imsg_by_name } else { &npa_by_name };
            shared.get(name).map(|&m| (name, m))
        });
        let base = || by_name(prelude).chain(by_name(smt));
        vec![base().chain(npa_by_name.clone()).collect(), base().chain(imsg).collect()]
    })
}

/// The modules of a signature file ([`to_text`]'s form): each name with its lines, from its
/// `module` line to the next.
fn module_blocks(text: &'static str) -> impl Iterator<Item = (&'static str, &'static str)> {
    let starts: Vec<usize> = text
        .match_indices("module\t")
        .map(|(at, _)| at)
        .filter(|&at| at == 0 || text.as_bytes()[at - 1] == b'\n')
        .collect();
    let ends: Vec<usize> = starts.iter().skip(1).copied().chain([text.len()]).collect();
    starts.into_iter().zip(ends).map(move |(start, end)| {
        let block = &text[start..end];
        let name = block.split('\t').nth(1).unwrap_or_default();
        (name, block)
    })
}

pub const PRELUDE: &str = include_str!("../../../../grammars/maude/signatures/prelude.sig");
pub const SMT: &str = include_str!("../../../../grammars/maude/signatures/smt.sig");
pub const MAUDE_NPA: &str = include_str!("../../../../grammars/maude/signatures/maude-npa.sig");
pub const MAUDE_NPA_IMSG: &str = include_str!("../../../../grammars/maude/signatures/maude-npa-imsg.sig");

/// A module's whole signature: its own declarations and those of everything it imports, the
/// file's modules first, then the library's.
#[derive(Debug, Default)]
pub struct Flat {
    pub sorts: Vec<String>,
    pub subsorts: Vec<Vec<String>>,
    pub ops: Vec<Arc<OpDecl>>,
    /// The module's own variables (imported modules' variables are not visible).
    pub vars: Vec<(String, String)>,
    /// Where the library's part of the vectors above starts, and what it is.
    pub library: LibraryPart,
}

/// The part of a [`Flat`] that the library's modules make: the same for every module of every
/// file that imports the same library modules, so that what is built from it can be shared.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct LibraryPart {
    /// The library modules read, with their views, in order, and the library's place in
    /// [`libraries`]: equal keys mean equal parts. `None` when the part depends on the file
    /// (a view the file declares, a renaming in the file's imports).
    pub key: Option<String>,
    /// The first library sort, subsort group and operator in the [`Flat`]'s vectors.
    pub sorts: usize,
    pub subsorts: usize,
    pub ops: usize,
}

/// Flattens `module`, looking imports up in `earlier` (the file's modules before it) and then
/// in `library` (one of [`libraries`]); BOOL is imported implicitly, as Maude does by default.
/// `None` when an import is not known or a module is beyond what cfb models. The library's
/// renamings apply to the library's part alone (its modules' own imports), the file's to all.
pub fn flatten(module: &ModuleSig, earlier: &HashMap<String, &ModuleSig>, library: &Library) -> Option<Flat> {
    if module.parameterized || module.unsupported {
        return None;
    }
    let lookup = |name: &str| earlier.get(name).copied().or_else(|| library.get(name).copied());
    let of_file = |m: &ModuleSig| std::ptr::eq(m, module) || earlier.get(&m.name).is_some_and(|e| std::ptr::eq(*e, m));
    // The file's part and the library's, each with its renamings.
    let (mut own, mut lib) = (Flat::default(), Flat::default());
    let (mut own_renamings, mut lib_renamings) = (Vec::new(), Vec::new());
    let mut lib_keys: Vec<String> = Vec::new();
    let mut shareable = true;
    let mut seen: HashSet<String> = HashSet::new();
    // Modules to read, each with its parameters' views (an instance: `LIST{Nat}`).
    let mut stack: Vec<(&ModuleSig, Vec<(String, String)>)> = vec![(module, Vec::new())];
    if let Some(&bool_module) = library.get("BOOL") {
        stack.push((bool_module, Vec::new()));
    }
    while let Some((m, bound)) = stack.pop() {
        let key = format!("{}{{{}}}", m.name, bound.iter().map(|(_, v)| v.as_str()).collect::<Vec<_>>().join(","));
        if !seen.insert(key.clone()) {
            continue;
        }
        if m.unsupported {
            return None;
        }
        let file_module = of_file(m);
        for (_, view) in &bound {
            shareable &= !earlier.contains_key(view.as_str());
            let view_imports = lookup(view).filter(|v| v.kind == "view").map(|v| v.imports.as_slice()).unwrap_or(&[]);
            for (target, _) in view_imports.iter().flatten() {
                if let Some(target) = lookup(target) {
                    stack.push((target, Vec::new()));
                }
            }
        }
        let (part, renamings) =
            if file_module { (&mut own, &mut own_renamings) } else { (&mut lib, &mut lib_renamings) };
        if !file_module {
            lib_keys.push(key);
        }
        let sort = |s: &String| instantiate(s, &bound, &lookup);
        part.sorts.extend(m.sorts.iter().map(sort));
        part.subsorts.extend(m.subsorts.iter().map(|g| g.iter().map(sort).collect()));
        // Operators are shared with the module, unless an instance changes their sorts.
        if bound.is_empty() {
            part.ops.extend(m.ops.iter().cloned());
        } else {
            part.ops.extend(m.ops.iter().map(|o| {
                Arc::new(OpDecl { domain: o.domain.iter().map(sort).collect(), range: sort(&o.range), ..(**o).clone() })
            }));
        }
        renamings.extend(m.renamings.iter().map(|(w, f, t)| {
            if w == "sort" {
                (w.clone(), sort(f), sort(t))
            } else {
                (w.clone(), f.clone(), t.clone())
            }
        }));
        for import in &m.imports {
            let (name, views) = import.as_ref()?;
            let target = lookup(name)?;
            // A view that is a parameter of the importing module stands for that parameter's view.
            let views = views.iter().map(|v| bound.iter().find(|(p, _)| p == v).map_or(v.clone(), |(_, b)| b.clone()));
            stack.push((target, target.params.iter().cloned().zip(views).collect()));
        }
    }
    rename(&mut lib, lib_renamings);
    shareable &= own_renamings.is_empty();
    let library_index = libraries().iter().position(|l| std::ptr::eq(l, library));
    let mut flat = Flat {
        library: LibraryPart {
            key: (shareable && library_index.is_some())
                .then(|| format!("{}:{}", library_index.unwrap_or_default(), lib_keys.join(" "))),
            sorts: own.sorts.len(),
            subsorts: own.subsorts.len(),
            ops: own.ops.len(),
        },
        sorts: own.sorts,
        subsorts: own.subsorts,
        ops: own.ops,
        vars: module.vars.clone(),
    };
    flat.sorts.extend(lib.sorts);
    flat.subsorts.extend(lib.subsorts);
    flat.ops.extend(lib.ops);
    rename(&mut flat, own_renamings);
    Some(flat)
}

/// Applies renamings: a renamed sort shares the kind of its old name; a renamed operator is
/// there by both names.
fn rename(flat: &mut Flat, renamings: Vec<(String, String, String)>) {
    for (what, from, to) in renamings {
        if what == "sort" {
            flat.subsorts.push(vec![from, to]);
        } else {
            let renamed: Vec<Arc<OpDecl>> = flat
                .ops
                .iter()
                .filter(|o| o.name == from)
                .map(|o| Arc::new(OpDecl { name: to.clone(), ..(**o).clone() }))
                .collect();
            flat.ops.extend(renamed);
        }
    }
}

/// `all` without one copy of each of `own`: what a module's flattened signature holds beyond
/// its own declarations (its imports' sorts or subsorts; [`flatten`] reads the module itself
/// first).
pub fn beyond<'a, T: PartialEq>(all: &'a [T], own: &[T]) -> Vec<&'a T> {
    let mut rest: Vec<&T> = all.iter().collect();
    for mine in own {
        if let Some(at) = rest.iter().position(|t| *t == mine) {
            rest.remove(at);
        }
    }
    rest
}

/// A file's modules and each one's whole signature with each of [`libraries`]: what the Maude
/// rules check a file against, built once per file ([`FileModules::of`]).
#[derive(Debug, Default)]
pub struct FileModules {
    /// The modules and views of the file, in order.
    pub modules: Vec<ModuleSig>,
    /// For each module, its [`flatten`]ing with each library (`None` where its imports do not
    /// resolve); none for a view.
    pub flat: Vec<Vec<Option<Flat>>>,
}

impl FileModules {
    /// The file's modules, shared by the rules that read them.
    pub fn of(ctx: &LintContext) -> Arc<FileModules> {
        ctx.shared(|ctx| FileModules::new(ctx.tree, &ctx.source.text))
    }

    pub fn new(tree: &SyntaxTree, text: &str) -> FileModules {
        let modules = extract(tree, text);
        let mut earlier: HashMap<String, &ModuleSig> = HashMap::new();
        let mut flat = Vec::with_capacity(modules.len());
        for module in &modules {
            let flats = match module.node {
                Some(_) => libraries().iter().map(|library| flatten(module, &earlier, library)).collect(),
                None => Vec::new(),
            };
            flat.push(flats);
            earlier.insert(module.name.clone(), module);
        }
        FileModules { modules, flat }
    }

    /// Each module of the file with a node in the tree, with its signatures (one per library
    /// its imports resolve with).
    pub fn resolved(&self) -> impl Iterator<Item = (&ModuleSig, NodeId, Vec<&Flat>)> {
        self.modules
            .iter()
            .zip(&self.flat)
            .filter_map(|(m, flats)| Some((m, m.node?, flats.iter().flatten().collect())))
    }
}

/// A sort of a parameterized module in an instance: `X$Elt` becomes what the view bound to
/// `X` maps `Elt` to (itself when the view does not map it), `List{X}` becomes `List{Nat}`.
/// A parameter without a known view is left as it is (such sorts match any kind).
fn instantiate<'a>(sort: &str, bound: &[(String, String)], lookup: &impl Fn(&str) -> Option<&'a ModuleSig>) -> String {
    if bound.is_empty() {
        return sort.to_string();
    }
    if let Some((param, name)) = sort.split_once('$') {
        let Some((_, view)) = bound.iter().find(|(p, _)| p == param) else { return sort.to_string() };
        return match lookup(view).filter(|v| v.kind == "view") {
            Some(v) => {
                v.renamings.iter().find(|(_, from, _)| from == name).map_or(name.to_string(), |(_, _, to)| to.clone())
            }
            None => sort.to_string(),
        };
    }
    let Some((head, rest)) = sort.split_once('{') else { return sort.to_string() };
    let args = rest.strip_suffix('}').unwrap_or(rest);
    let args: Vec<String> =
        args.split(',').map(|a| bound.iter().find(|(p, _)| p == a).map_or(a.to_string(), |(_, v)| v.clone())).collect();
    format!("{head}{{{}}}", args.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;

    fn read(text: &str) -> Vec<ModuleSig> {
        let tree = crate::parse::parse(Language::Maude, text).unwrap();
        extract(&tree, text)
    }

    #[test]
    fn reads_declarations_and_round_trips_as_text() {
        let modules = read(
            "fmod FOO is\n pr NAT .\n sorts A B .\n subsort A < B .\n ops a b : -> A .\n \
             op _;_ : B B -> B [assoc gather (e E)] .\n op +`(_`) : [B] -> B .\n var X : A .\nendfm\n",
        );
        assert_eq!(modules.len(), 1);
        let m = &modules[0];
        assert_eq!((m.name.as_str(), m.kind.as_str()), ("FOO", "fmod"));
        assert_eq!(m.imports, vec![Some(("NAT".to_string(), vec![]))]);
        assert_eq!(m.sorts, ["A", "B"]);
        assert_eq!(m.subsorts, vec![vec!["A".to_string(), "B".to_string()]]);
        let names: Vec<&str> = m.ops.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "_;_", "+`(_`)"]);
        assert_eq!(m.ops[2].attrs, ["assoc", "gather (e E)"]);
        assert_eq!(m.ops[3].domain, ["[B]"]);
        assert_eq!(m.vars, vec![("X".to_string(), "A".to_string())]);
        assert_eq!(
            from_text(&to_text(&modules)),
            modules.iter().map(|m| ModuleSig { node: None, ..m.clone() }).collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_library_knows_the_prelude_and_maude_npa() {
        let lib = &libraries()[0];
        let nat = &lib["NAT"];
        assert!(nat.ops.iter().any(|o| o.name == "s_" && o.hooks.contains(&"SuccSymbol".to_string())));
        assert!(lib["DEFINITION-PROTOCOL-RULES"].ops.iter().any(|o| o.name == "::_::[_|_]"));
        let flat = flatten(&lib["DEFINITION-CONSTRAINTS-INPUT"], &HashMap::new(), lib).expect("resolvable");
        assert!(flat.ops.iter().any(|o| o.name == "ATTACK-STATE"));
        assert!(flat.ops.iter().any(|o| o.name == "_and_"), "BOOL is imported implicitly");
        assert!(libraries()[1]["DEFINITION-PROTOCOL-RULES"].sorts.contains(&"IMsg".to_string()));
        assert!(lib["REAL"].ops.iter().any(|o| o.hooks.contains(&"SMT_NumberSymbol(reals)".to_string())));
        // An instance: QID-LIST is LIST{Qid} with its sorts renamed.
        let qids = flatten(&lib["QID-LIST"], &HashMap::new(), lib).unwrap();
        assert!(
            qids.ops.iter().any(|o| o.name == "__" && o.domain == ["List{Qid}", "List{Qid}"]),
            "{:?}",
            qids.ops.iter().filter(|o| o.name == "__").collect::<Vec<_>>()
        );
        assert!(qids.subsorts.iter().any(|g| g.contains(&"Qid".to_string()) && g.contains(&"List{Qid}".to_string())));
        assert!(qids.subsorts.contains(&vec!["List{Qid}".to_string(), "QidList".to_string()]));
    }

    /// Each library is its files read whole, though the dialects share their equal modules.
    #[test]
    fn each_library_holds_its_files_modules_as_read_whole() {
        let [prelude, smt, npa, imsg] = [PRELUDE, SMT, MAUDE_NPA, MAUDE_NPA_IMSG].map(from_text);
        for (library, dialect) in libraries().iter().zip([&npa, &imsg]) {
            let mut whole: HashMap<&str, &ModuleSig> = HashMap::new();
            whole.extend([&prelude, &smt, dialect].into_iter().flatten().map(|m| (m.name.as_str(), m)));
            assert_eq!(library.len(), whole.len());
            for (name, module) in whole {
                assert_eq!(library.get(name).copied(), Some(module), "{name}");
            }
        }
        let shared =
            npa.iter().filter(|m| std::ptr::eq(libraries()[0][m.name.as_str()], libraries()[1][m.name.as_str()]));
        assert!(shared.count() > npa.len() / 2, "most of Maude-NPA's modules are read once");
    }

    /// Regenerates `grammars/maude/signatures/*.sig` from Maude's own files (see
    /// `grammars/maude/signatures/README.md` for the command).
    #[test]
    #[ignore = "writes grammars/maude/signatures; run by hand, see grammars/maude/signatures/README.md"]
    fn regenerate() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/maude/signatures");
        let sources = [
            ("CFB_MAUDE_PRELUDE", "prelude.sig"),
            ("CFB_MAUDE_SMT", "smt.sig"),
            ("CFB_MAUDE_NPA", "maude-npa.sig"),
            ("CFB_MAUDE_NPA_IMSG", "maude-npa-imsg.sig"),
        ];
        for (var, file) in sources {
            let path = std::env::var(var).unwrap_or_else(|_| panic!("set {var} to the source file"));
            let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
            let tree = crate::parse::parse(Language::Maude, &text).unwrap();
            assert!(tree.errors().next().is_none(), "{path}: cfb's grammar does not read it whole");
            let source = std::path::Path::new(&path).file_name().unwrap().to_string_lossy().into_owned();
            let header = format!("# generated from {source} by signature::tests::regenerate; do not edit\n");
            std::fs::write(dir.join(file), header + &to_text(&extract(&tree, &text))).unwrap();
        }
    }
}
