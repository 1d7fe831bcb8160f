//! What a lint rule is: metadata (with its documentation) and a check over cfb's tree.

use std::any::{Any, TypeId};
use std::sync::{Arc, Mutex};

use crate::diagnostic::{Diagnostic, Severity, Span};
use crate::language::Language;
use crate::parse::tree::{NodeId, SyntaxTree};
use crate::source::SourceFile;
use crate::symbols::{Occurrence, SymbolTable};

/// How closely a rule follows the verifier's own check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Exactness {
    /// Fires exactly where the verifier refuses or warns.
    Exact,
    /// Fires on everything the verifier flags and on a few things it lets pass.
    Stricter,
}

/// A rule's fixed facts. `doc` is the rule's doc comment, with the headings
/// *What it does*, *Why is this bad?*, *Example*, *Use instead*, *References*.
#[derive(Debug, serde::Serialize)]
pub struct RuleMeta {
    /// The rule's name, read after "allow": `UndeclaredIdentifier`.
    pub name: &'static str,
    /// Language prefix + number: `SPDL001`.
    pub code: &'static str,
    pub language: Language,
    pub severity: Severity,
    /// The verifier's check this rule mirrors (its message or source location).
    pub upstream: &'static str,
    pub exactness: Exactness,
    /// The rule reports a clash between two things, not a thing missing: where a large file
    /// is linted a window at a time, one window that sees the clash is enough to report it
    /// (see `lint::lint_by_windows`).
    pub reports_conflicts: bool,
    pub doc: &'static str,
}

impl RuleMeta {
    /// The documentation as Markdown: the doc comment without the space after each `///`.
    pub fn doc_markdown(&self) -> String {
        let mut out = String::with_capacity(self.doc.len());
        for line in self.doc.lines() {
            out.push_str(line.strip_prefix(' ').unwrap_or(line));
            out.push('\n');
        }
        out
    }

    /// The first sentence of the *What it does* section, on one line.
    pub fn summary(&self) -> String {
        let after = self.doc.split("## What it does").nth(1).unwrap_or(self.doc);
        let para = after.trim_start().split("\n\n").next().unwrap_or("");
        let line = para.split_whitespace().collect::<Vec<_>>().join(" ");
        let first = line.split(". ").next().unwrap_or(&line);
        first.trim_end_matches('.').to_string()
    }
}

/// Everything a rule may look at.
pub struct LintContext<'a> {
    pub language: Language,
    pub source: &'a SourceFile,
    pub tree: &'a SyntaxTree,
    /// The file's names (scopes, definitions, references), built once from the grammar's
    /// `locals.scm` and shared by every rule.
    pub symbols: &'a SymbolTable,
    /// What several rules derive from the file alike (a Maude file's flattened module
    /// signatures), built by the first rule that asks ([`LintContext::shared`]). A few per file,
    /// found by a scan: rules ask per node, and hashing the type's id was most of the look-up.
    shared: Mutex<Vec<(TypeId, Arc<dyn Any + Send + Sync>)>>,
}

/// Per node, whether it lies inside a node of some kind ([`LintContext::nodes_inside`]).
type InsideFlags = Arc<[bool]>;

/// The flags of [`LintContext::nodes_inside`], per node kind asked for.
#[derive(Default)]
struct NodesInside(Mutex<Vec<(&'static str, InsideFlags)>>);

impl<'a> LintContext<'a> {
    pub fn new(language: Language, source: &'a SourceFile, tree: &'a SyntaxTree, symbols: &'a SymbolTable) -> Self {
        LintContext { language, source, tree, symbols, shared: Mutex::default() }
    }

    /// The file's `T`, built with `build` by the first rule that asks and kept for the rules
    /// after it, as the symbol table is built once for them all: an analysis of the file that
    /// rules of one language share (the type names it).
    pub fn shared<T: Any + Send + Sync>(&self, build: impl FnOnce(&Self) -> T) -> Arc<T> {
        let key = TypeId::of::<T>();
        let found = self
            .shared
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, d)| d.clone());
        if let Some(done) = found.and_then(|d| d.downcast::<T>().ok()) {
            return done;
        }
        // Built without the lock held: `build` may ask for another shared analysis.
        let done = Arc::new(build(self));
        self.shared.lock().unwrap_or_else(|e| e.into_inner()).push((key, done.clone()));
        done
    }

    /// Per node, whether it lies inside a node of `kind` (below it: not the node itself), found
    /// in one pre-order pass the first time a rule asks for `kind` and kept for the rules after
    /// it. A rule that asks for many nodes fetches the flags once and indexes them; asked per
    /// node by walking up, it cost a walk as deep as the node (CryptoVerif nests every
    /// statement of a process in the one before).
    pub fn nodes_inside(&self, kind: &'static str) -> InsideFlags {
        let kinds = self.shared(|_| NodesInside::default());
        let mut kinds = kinds.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, flags)) = kinds.iter().find(|(k, _)| *k == kind) {
            return flags.clone();
        }
        let flags: InsideFlags = self.tree.inside_kinds(|k| k == kind).into();
        kinds.push((kind, flags.clone()));
        flags
    }

    pub fn text(&self, id: NodeId) -> &str {
        self.tree.text(id, &self.source.text)
    }

    pub fn span(&self, id: NodeId) -> Span {
        self.tree.node(id).span
    }

    /// The references that are the `name` of a node of `kind` (the name of a process call),
    /// each with that node, in document order.
    pub fn references_naming<'k>(&'k self, kind: &'k str) -> impl Iterator<Item = (&'a Occurrence, NodeId)> + 'k {
        let tree = self.tree;
        self.symbols.references().filter_map(move |r| {
            let node = tree.node(r.node);
            node.parent.filter(|&p| node.field == Some("name") && tree.node(p).kind == kind).map(|p| (r, p))
        })
    }

    /// The spans of the whole definitions (the defining names' parents) of the symbol
    /// `reference` resolves to, if that symbol is of `kind`; none for an unresolved name.
    pub fn definition_spans(&self, reference: &Occurrence, kind: &str) -> Vec<Span> {
        let Some(symbol) = reference.symbol.map(|s| self.symbols.symbol(s)).filter(|s| s.kind == kind) else {
            return Vec::new();
        };
        let names = symbol.definitions.iter().map(|&d| self.symbols.occurrences()[d].node);
        names.filter_map(|n| self.tree.node(n).parent).map(|p| self.span(p)).collect()
    }

    /// Node ids of the given kind, in document order.
    pub fn nodes_of_kind<'k>(&'k self, kind: &'k str) -> impl Iterator<Item = NodeId> + 'k {
        self.tree.preorder().filter(move |&id| self.tree.node(id).kind == kind)
    }
}

/// A lint rule. One per file under `src/lint/rules/<lang>/`, listed in `codes.rs`.
pub trait Rule: Sync {
    fn meta(&self) -> &'static RuleMeta;
    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>);

    /// A diagnostic of this rule at `span`.
    fn diagnostic(&self, span: Span, message: String) -> Diagnostic {
        let meta = self.meta();
        Diagnostic::new(meta.code, meta.severity, message, span)
    }
}

/// Declares a rule struct whose doc comment becomes its `RuleMeta::doc`.
///
/// ```ignore
/// declare_rule! {
///     /// ## What it does
///     /// ...
///     pub struct UndeclaredIdentifier {
///         code: "SPDL001", language: Spdl, severity: Error,
///         upstream: "Scyther: `undeclared symbol X on line N`", exactness: Exact,
///     }
/// }
/// ```
#[macro_export]
macro_rules! declare_rule {
    (
        $(#[doc = $doc:literal])*
        pub struct $name:ident {
            code: $code:literal,
            language: $lang:ident,
            severity: $sev:ident,
            upstream: $up:literal,
            exactness: $ex:ident
            $(, reports_conflicts: $conflicts:literal)? $(,)?
        }
    ) => {
        $(#[doc = $doc])*
        pub struct $name;

        impl $name {
            pub const META: $crate::lint::rule::RuleMeta = $crate::lint::rule::RuleMeta {
                name: stringify!($name),
                code: $code,
                language: $crate::language::Language::$lang,
                severity: $crate::diagnostic::Severity::$sev,
                upstream: $up,
                exactness: $crate::lint::rule::Exactness::$ex,
                reports_conflicts: false $(|| $conflicts)?,
                doc: concat!($($doc, "\n"),*),
            };
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_inside_flags_the_descendants_of_every_node_of_the_kind_and_is_built_once() {
        let text = "def M(x) {\n  fun f(x): x.\n}\nfun g(bitstring): bitstring.\nexpand M(bitstring).\nprocess 0\n";
        let source = SourceFile::new("t.pv", text);
        let (tree, symbols) = crate::symbols::analyze(Language::Pv, None, text).unwrap();
        let ctx = LintContext::new(Language::Pv, &source, &tree, &symbols);
        let inside = ctx.nodes_inside("macro_definition");
        assert_eq!(inside.len(), tree.len());
        let named = |name: &str| tree.preorder().find(|&id| tree.text(id, text) == name).unwrap();
        let (f, g) = (named("f"), named("g"));
        assert!(inside[f], "f is declared in the body of M");
        assert!(!inside[g], "g is declared at the top level");
        let def = tree.ancestor(f, "macro_definition").unwrap();
        assert!(!inside[def], "a node is not inside itself");
        // The second rule to ask gets the same flags; another kind gets its own.
        assert!(Arc::ptr_eq(&inside, &ctx.nodes_inside("macro_definition")));
        let in_declaration = ctx.nodes_inside("fun_declaration");
        assert!(in_declaration[f] && in_declaration[g] && !in_declaration[def]);
    }
}
