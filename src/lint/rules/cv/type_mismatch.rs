use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use super::symbols::{library_macros, names_of, occurrence, top_level, unchecked_definitions, Occurrence};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags an argument of a function whose type is known locally and differs from the
    /// type the function declares for it, and a value of a typed `let x: T = …` / `x: T <- …`
    /// of another type. Types are known only where they are certain: a tuple `(a, b)` is a
    /// `bitstring`; `f(…)` has the result type of `f`; a constant has its declared type; a
    /// variable has a type when every binding of that name in the file (in a letfun body:
    /// in that letfun) gives it the same known type (`x: T`, `new x: T`, `x <-R T`, `x <- t`, `let x = t`). Functions are the
    /// file's `fun` declarations, `not`, and the functions (and letfuns) that an `expand` of a
    /// standard-library macro declares, with the types read off the library
    /// (`src/lint/rules/cv/library_functions.tsv`); a name declared or bound more than once is
    /// skipped.
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file with `This expression has type T1 but expects type T2`
    /// (for a letfun: `Process or letfun expects an argument of type T2 but is here given an
    /// argument of type T1`; for a typed `let`: `Pattern is declared of type T2 and should be
    /// of type T1`):
    /// its types are exact (no subtyping, no conversion), so a forgotten function around a
    /// tuple or a swapped argument is an error, not something the prover can work with.
    ///
    /// ## Example
    /// ```cryptoverif
    /// type key [fixed].
    /// type block [fixed, large].
    /// proba Pprf.
    /// expand PRF(key, block, block, AES, Pprf).
    /// fun concat(block, block): block.
    /// letfun enc2(k: key, a: block, b: block) = AES(k, (a, b)).
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type key [fixed].
    /// type block [fixed, large].
    /// proba Pprf.
    /// expand PRF(key, block, block, AES, Pprf).
    /// fun concat(block, block): block.
    /// letfun enc2(k: key, a: block, b: block) = AES(k, concat(a, b)).
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/stringmap.ml` (`check_type`) called from `check_term` in
    /// `src/syntax.ml` on every function application; the library `default.cvl` /
    /// `default.ocvl` for the types of the functions its macros declare.
    pub struct TypeMismatch {
        code: "CV007", language: Cv, severity: Error,
        upstream: "CryptoVerif: `This expression has type T1 but expects type T2`",
        exactness: Exact,
    }
}

/// A library function template: (macro, parameter naming it, argument types, result type).
type Template = (usize, Vec<&'static str>, &'static str);

fn library_functions() -> &'static HashMap<&'static str, Vec<Template>> {
    static TABLE: OnceLock<HashMap<&'static str, Vec<Template>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut out: HashMap<&'static str, Vec<Template>> = HashMap::new();
        for l in include_str!("library_functions.tsv").lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let cols: Vec<&'static str> = l.split('\t').collect();
            let [name, index, args, result] = cols[..] else { continue };
            let Ok(index) = index.parse() else { continue };
            let args = if args.is_empty() { Vec::new() } else { args.split(',').collect() };
            out.entry(name).or_default().push((index, args, result));
        }
        out
    })
}

/// A function's parameter types and result type (`None`: unknown).
#[derive(Clone)]
struct Signature {
    params: Vec<Option<String>>,
    result: Option<String>,
    /// A `letfun` (CryptoVerif words its error differently).
    letfun: bool,
}

struct Types<'a, 'c> {
    ctx: &'c LintContext<'a>,
    functions: HashMap<&'c str, Signature>,
    constants: HashMap<&'c str, String>,
    /// name -> its binding occurrences.
    bindings: HashMap<&'c str, Vec<NodeId>>,
    /// (name, letfun scope) -> type.
    variables: RefCell<HashMap<(String, Option<NodeId>), Option<String>>>,
    in_progress: RefCell<HashSet<(String, Option<NodeId>)>>,
}

impl<'a, 'c> Types<'a, 'c> {
    /// The type of a term, when it is certain.
    fn of(&self, t: NodeId) -> Option<String> {
        let tree = self.ctx.tree;
        match tree.node(t).kind {
            "tuple_term" => {
                let items = names_of(self.ctx, tree.named_children(t).find(|&c| tree.node(c).kind == "term_list"));
                match items.len() {
                    1 => self.of(items[0]),
                    _ => Some("bitstring".into()),
                }
            }
            "application" => {
                let f = tree.child_by_field(t, "function")?;
                self.functions.get(self.ctx.text(f))?.result.clone()
            }
            "identifier" => self.of_name(self.ctx.text(t), self.scope(t)),
            "array_access" => {
                let a = tree.child_by_field(t, "array")?;
                self.variable(self.ctx.text(a), self.scope(t))
            }
            _ => None,
        }
    }

    /// The letfun whose body holds `id`: its variables are local to it.
    fn scope(&self, id: NodeId) -> Option<NodeId> {
        self.ctx.tree.ancestor(id, "letfun_declaration")
    }

    fn of_name(&self, name: &str, scope: Option<NodeId>) -> Option<String> {
        match name {
            "true" | "false" => Some("bool".into()),
            _ => {
                if let Some(c) = self.constants.get(name) {
                    return Some(c.clone());
                }
                if let Some(f) = self.functions.get(name) {
                    return if f.params.is_empty() { f.result.clone() } else { None };
                }
                self.variable(name, scope)
            }
        }
    }

    /// The type every binding of `name` gives it, if they all give the same known one. Inside a
    /// letfun, only the letfun's own bindings count (its variables are local).
    fn variable(&self, name: &str, scope: Option<NodeId>) -> Option<String> {
        let key = (name.to_string(), scope);
        if let Some(t) = self.variables.borrow().get(&key) {
            return t.clone();
        }
        if !self.in_progress.borrow_mut().insert(key.clone()) {
            return None;
        }
        let mut found: Option<String> = None;
        let mut ok = true;
        let all = self.bindings.get(name).map(|v| v.as_slice()).unwrap_or(&[]);
        for &b in all.iter().filter(|&&b| scope.is_none() || self.scope(b) == scope) {
            match self.binding_type(b) {
                Some(t) if found.as_ref().is_none_or(|f| *f == t) => found = Some(t),
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        let result = if ok { found } else { None };
        self.in_progress.borrow_mut().remove(&key);
        self.variables.borrow_mut().insert(key, result.clone());
        result
    }

    /// The type one binding occurrence gives its name.
    fn binding_type(&self, id: NodeId) -> Option<String> {
        let tree = self.ctx.tree;
        let node = tree.node(id);
        let p = node.parent?;
        let pk = tree.node(p).kind;
        match (pk, node.field) {
            ("typed_variables" | "typed_pattern" | "new_restriction" | "random_restriction", Some("name")) => {
                let bounded = tree.children(p).iter().any(|&c| !tree.node(c).named && self.ctx.text(c) == "<=");
                if bounded {
                    return None;
                }
                tree.child_by_field(p, "type").map(|t| self.ctx.text(t).to_string())
            }
            (_, Some("pattern")) if pk.starts_with("let_") || pk.starts_with("assign_") => {
                self.of(tree.child_by_field(p, "value")?)
            }
            _ => None,
        }
    }
}

impl Rule for TypeMismatch {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        let mut bindings: HashMap<&str, Vec<NodeId>> = HashMap::new();
        let naming_equivalence = ctx.nodes_inside("equivalence_name");
        for id in ctx.nodes_of_kind("identifier") {
            // `equiv(f)` names an equivalence after a function; it binds nothing.
            if occurrence(ctx, id) == Occurrence::Other && !naming_equivalence[id] {
                bindings.entry(ctx.text(id)).or_default().push(id);
            }
        }
        let once = |name: &str| bindings.get(name).is_some_and(|v| v.len() == 1);
        let mut functions: HashMap<&str, Signature> = HashMap::new();
        let mut constants: HashMap<&str, String> = HashMap::new();
        functions
            .insert("not", Signature { params: vec![Some("bool".into())], result: Some("bool".into()), letfun: false });
        let own_macros: HashSet<&str> = ctx
            .nodes_of_kind("macro_definition")
            .filter_map(|d| tree.child_by_field(d, "name"))
            .map(|n| ctx.text(n))
            .collect();
        for id in tree.named_children(tree.root()) {
            match tree.node(id).kind {
                "function_declaration" => {
                    let Some(name) = tree.child_by_field(id, "name") else { continue };
                    let params = names_of(ctx, tree.child_by_field(id, "parameters"));
                    let result = tree.child_by_field(id, "type").map(|t| ctx.text(t).to_string());
                    functions.insert(
                        ctx.text(name),
                        Signature {
                            params: params.iter().map(|&p| Some(ctx.text(p).to_string())).collect(),
                            result,
                            letfun: false,
                        },
                    );
                }
                "letfun_declaration" => {
                    let Some(name) = tree.child_by_field(id, "name") else { continue };
                    let mut params = Vec::new();
                    if let Some(list) = tree.child_by_field(id, "parameters") {
                        for tv in tree.named_children(list) {
                            let names = tree.children_by_field(tv, "name").count().max(1);
                            let bounded = tree.children(tv).iter().any(|&c| !tree.node(c).named && ctx.text(c) == "<=");
                            let ty =
                                tree.child_by_field(tv, "type").filter(|_| !bounded).map(|t| ctx.text(t).to_string());
                            params.extend(std::iter::repeat_n(ty, names));
                        }
                    }
                    functions.insert(ctx.text(name), Signature { params, result: None, letfun: true });
                }
                "constant_declaration" => {
                    let Some(ty) = tree.child_by_field(id, "type") else { continue };
                    let mut names: Vec<NodeId> = tree.children_by_field(id, "name").collect();
                    for c in tree.named_children(id) {
                        if tree.node(c).kind == "identifier_list" {
                            names.extend(tree.named_children(c));
                        }
                    }
                    for n in names {
                        constants.insert(ctx.text(n), ctx.text(ty).to_string());
                    }
                }
                "expand_declaration" => {
                    let Some(name) = tree.child_by_field(id, "name") else { continue };
                    let macro_name = ctx.text(name);
                    let args = names_of(ctx, tree.child_by_field(id, "arguments"));
                    if own_macros.contains(macro_name) || library_macros().get(macro_name) != Some(&args.len()) {
                        continue;
                    }
                    let Some(templates) = library_functions().get(macro_name) else { continue };
                    let inst = |t: &str| -> Option<String> {
                        match t.strip_prefix('$') {
                            Some(k) => {
                                k.parse::<usize>().ok().and_then(|k| args.get(k)).map(|&a| ctx.text(a).to_string())
                            }
                            None if t == "?" => None,
                            None => Some(t.to_string()),
                        }
                    };
                    for (index, params, result) in templates {
                        let Some(&f) = args.get(*index) else { continue };
                        functions.insert(
                            ctx.text(f),
                            Signature {
                                params: params.iter().map(|t| inst(t)).collect(),
                                result: inst(result),
                                letfun: *result == "?",
                            },
                        );
                    }
                }
                _ => {}
            }
        }
        functions.retain(|name, _| *name == "not" || once(name));
        constants.retain(|name, _| once(name));
        if !bindings.contains_key("bottom") {
            // Declared by the standard library, outside any macro.
            constants.insert("bottom", "bitstringbot".into());
        }
        let types = Types {
            ctx,
            functions,
            constants,
            bindings,
            variables: RefCell::new(HashMap::new()),
            in_progress: RefCell::new(HashSet::new()),
        };
        let unchecked = unchecked_definitions(ctx);
        let in_macro = ctx.nodes_inside("macro_definition");
        let skipped = |id: NodeId| unchecked.contains(&top_level(ctx, id)) || in_macro[id];
        let mismatch = |at: NodeId, got: &str, want: &str| {
            self.diagnostic(ctx.span(at), format!("This expression has type {got} but expects type {want}"))
        };
        for id in ctx.nodes_of_kind("application") {
            if skipped(id) {
                continue;
            }
            let Some(f) = tree.child_by_field(id, "function") else { continue };
            if occurrence(ctx, f) != Occurrence::Function {
                continue;
            }
            // `event e(…)`, `event(e(…))`: an event, not a function.
            if tree.node(id).field == Some("event") {
                continue;
            }
            let name = ctx.text(f);
            let Some(sig) = types.functions.get(name) else { continue };
            let args = names_of(ctx, tree.child_by_field(id, "arguments"));
            if args.len() != sig.params.len() {
                continue;
            }
            for (&a, want) in args.iter().zip(&sig.params) {
                let (Some(want), Some(got)) = (want, types.of(a)) else { continue };
                if *want != got {
                    let d = if sig.letfun {
                        self.diagnostic(
                            ctx.span(a),
                            format!("Process or letfun expects an argument of type {want} but is here given an argument of type {got}"),
                        )
                    } else {
                        mismatch(a, &got, want)
                    };
                    out.push(d.with_note(format!("argument of {name}, declared with parameter type {want}")));
                }
            }
        }
        for kind in ["let_process", "let_term", "let_body", "assign_process", "assign_term", "assign_body"] {
            for id in ctx.nodes_of_kind(kind) {
                if skipped(id) {
                    continue;
                }
                let (Some(pat), Some(value)) = (tree.child_by_field(id, "pattern"), tree.child_by_field(id, "value"))
                else {
                    continue;
                };
                if tree.node(pat).kind != "typed_pattern" {
                    continue;
                }
                let Some(want) = tree.child_by_field(pat, "type").map(|t| ctx.text(t)) else { continue };
                if let Some(got) = types.of(value) {
                    if got != want {
                        let at = tree.child_by_field(pat, "type").unwrap_or(pat);
                        out.push(self.diagnostic(
                            ctx.span(at),
                            format!("Pattern is declared of type {want} and should be of type {got}"),
                        ));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;
    use crate::language::Language;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(Language::Ocv, &TypeMismatch));
    }

    #[test]
    fn channel_fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(Language::Cv, &TypeMismatch));
    }

    #[test]
    fn every_template_names_a_library_macro() {
        for (name, templates) in library_functions() {
            let arity = *library_macros().get(name).unwrap_or_else(|| panic!("{name}"));
            for (i, params, result) in templates {
                assert!(*i < arity, "{name}");
                for t in params.iter().chain(std::iter::once(result)) {
                    if let Some(k) = t.strip_prefix('$') {
                        assert!(k.parse::<usize>().unwrap() < arity, "{name}");
                    }
                }
            }
        }
    }

    #[test]
    fn well_typed_terms_do_not_fire() {
        let decls = "type key [fixed].\ntype block [fixed, large].\nproba Pprf.\nexpand PRF(key, block, block, AES, Pprf).\nfun concat(block, block): block.\nfun pair(bitstring, block): bitstring.\nconst zero: block.\nletfun enc2(k: key, a: block, b: block) = AES(k, concat(a, b)).\n";
        let ocv = format!("{decls}process O(k: key, m: block) := x <- AES(k, m); y <- (x, m); z: bitstring <- pair(y, zero); let w: block = AES(k, x) in return(pair((w, w), (zero)), not(true))\n");
        assert_eq!(lines(Language::Ocv, &TypeMismatch, &ocv), Vec::<usize>::new());
        let cv = format!("{decls}channel c.\nprocess in(c, (k: key, m: block)); let x = AES(k, m) in out(c, pair((x, m), enc2(k, x, m)))\n");
        assert_eq!(lines(Language::Cv, &TypeMismatch, &cv), Vec::<usize>::new());
    }

    #[test]
    fn letfun_variables_are_local() {
        let text = "type key [fixed].\nfun h(key): key.\nletfun a(x: key) = y <- h(x); y.\nletfun b(k: key) = y <- (k, k); h(y).\nprocess O(k: key) := return(a(k), b(k))\n";
        assert_eq!(lines(Language::Ocv, &TypeMismatch, text), vec![4]);
    }

    #[test]
    fn names_bound_with_several_types_are_skipped() {
        let text = "type key [fixed].\nfun f(key): key.\nprocess O(x: key) := return(f(x)) | O2(x: bitstring) := return(f(x))\n";
        assert_eq!(lines(Language::Ocv, &TypeMismatch, text), Vec::<usize>::new());
    }
}
