use super::signature::{self, FileModules, Flat, ModuleSig};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::{NodeId, SyntaxTree};

declare_rule! {
    /// ## What it does
    /// Flags what Maude refuses to declare twice: a sort the module or a module it imports
    /// already declares, a variable name already declared in the module (with any sort), and an
    /// operator attribute given twice in one declaration (`[iter iter]`, `[ctor constructor]`,
    /// two `prec`, `gather` or `format` attributes).
    ///
    /// ## Why is this bad?
    /// Maude 3.5.1 warns at the declaration's line: `redeclaration of sort S.`,
    /// `redeclaration of variable alias X.`, `duplicate attributes.` (for the attributes
    /// without a value: `assoc`, `comm`, `idem`, `iter`, `memo`, `ctor`, `config`, `object`,
    /// `msg`, `pconst`, long forms included) and `multiple precedence attributes.` /
    /// `multiple gather attributes.` / `multiple format attributes.`. It keeps the first
    /// declaration and goes on; the corpus counts these messages as errors, as cfb does. A
    /// second declaration usually means a typo elsewhere (a variable meant for another sort, a
    /// sort of an imported module declared again by mistake).
    ///
    /// ## Example
    /// ```maude
    /// fmod M is
    ///   sort Foo .
    ///   op f : Foo -> Foo [iter iter] .
    ///   var X : Foo .
    ///   var X : Foo .
    /// endfm
    /// ```
    ///
    /// ## Use instead
    /// ```maude
    /// fmod M is
    ///   sort Foo .
    ///   op f : Foo -> Foo [iter] .
    ///   var X : Foo .
    /// endfm
    /// ```
    ///
    /// ## References
    /// Maude manual, "Operator attributes" and "Variables". Declaring the same operator twice
    /// is allowed (Maude says nothing). Imported sorts are only checked in modules whose
    /// imports cfb resolves (the file's earlier modules, Maude's prelude, Maude-NPA).
    pub struct DuplicateDeclaration {
        code: "MAUDE004",
        language: Maude,
        severity: Error,
        upstream: "Maude: `redeclaration of sort S.` / `redeclaration of variable alias X.` / `duplicate attributes.`",
        exactness: Exact,
    }
}

/// Attributes without a value, by their short name: a second one is a "duplicate attribute".
const FLAGS: [(&str, &str); 16] = [
    ("assoc", "assoc"),
    ("associative", "assoc"),
    ("comm", "comm"),
    ("commutative", "comm"),
    ("idem", "idem"),
    ("idempotent", "idem"),
    ("iter", "iter"),
    ("iterated", "iter"),
    ("memo", "memo"),
    ("ctor", "ctor"),
    ("constructor", "ctor"),
    ("config", "config"),
    ("configuration", "config"),
    ("object", "object"),
    ("msg", "msg"),
    ("message", "msg"),
];

/// Attributes with a value that may be given once, and how Maude names them.
const SINGLE: [(&str, &str); 4] =
    [("prec", "precedence"), ("precedence", "precedence"), ("gather", "gather"), ("format", "format")];

impl Rule for DuplicateDeclaration {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let (tree, text) = (ctx.tree, &ctx.source.text);
        let file = FileModules::of(ctx);
        for (module, node, flats) in file.resolved() {
            self.check_module(tree, text, node, &imported_sorts(module, &flats), out);
        }
    }
}

impl DuplicateDeclaration {
    fn check_module(
        &self,
        tree: &SyntaxTree,
        text: &str,
        module: NodeId,
        imported: &[String],
        out: &mut Vec<Diagnostic>,
    ) {
        let mut sorts: Vec<String> = Vec::new();
        let mut vars: Vec<String> = Vec::new();
        let words = |id: NodeId| tree.text(id, text).split_whitespace().collect::<String>();
        for decl in tree.children_by_field(module, "body") {
            match tree.node(decl).kind {
                "sort_declaration" => {
                    for id in tree.children_by_field(decl, "name") {
                        let sort = words(id);
                        if sorts.contains(&sort) || imported.contains(&sort) {
                            out.push(self.diagnostic(tree.node(id).span, format!("redeclaration of sort {sort}")));
                        }
                        sorts.push(sort);
                    }
                }
                "variable_declaration" => {
                    for id in tree.children_by_field(decl, "name") {
                        let var = words(id);
                        if vars.contains(&var) {
                            let d =
                                self.diagnostic(tree.node(id).span, format!("redeclaration of variable alias {var}"));
                            out.push(d.with_help("a variable name is declared once per module, whatever its sort"));
                        }
                        vars.push(var);
                    }
                }
                "operator_declaration" => self.check_attributes(tree, text, decl, out),
                _ => {}
            }
        }
    }

    fn check_attributes(&self, tree: &SyntaxTree, text: &str, decl: NodeId, out: &mut Vec<Diagnostic>) {
        let Some(list) = tree.child_by_field(decl, "attributes") else { return };
        let mut seen: Vec<&str> = Vec::new();
        for attr in tree.named_children(list).filter(|&a| tree.node(a).kind == "attribute") {
            let Some(name) = tree.child_by_field(attr, "name").map(|n| tree.text(n, text)) else { continue };
            let message = if let Some((_, short)) = FLAGS.iter().find(|(n, _)| *n == name) {
                seen.contains(short).then(|| "duplicate attributes".to_string()).or_else(|| {
                    seen.push(short);
                    None
                })
            } else if let Some((_, what)) = SINGLE.iter().find(|(n, _)| *n == name) {
                seen.contains(what).then(|| format!("multiple {what} attributes")).or_else(|| {
                    seen.push(what);
                    None
                })
            } else {
                None
            };
            if let Some(message) = message {
                out.push(self.diagnostic(tree.node(attr).span, message).with_help("give each attribute once"));
            }
        }
    }
}

/// The plain sorts that `module`'s imports declare, when its imports resolve with some
/// library (those every resolving library declares); empty otherwise. A module's signature
/// holds its own sorts once more than its imports' (see [`super::signature::flatten`]).
fn imported_sorts(module: &ModuleSig, flats: &[&Flat]) -> Vec<String> {
    let per_library: Vec<Vec<&String>> =
        flats.iter().map(|flat| signature::beyond(&flat.sorts, &module.sorts)).collect();
    let Some((first, rest)) = per_library.split_first() else { return Vec::new() };
    first
        .iter()
        .filter(|s| !s.contains(['{', '$', '`']) && rest.iter().all(|other| other.contains(s)))
        .map(|s| s.to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing;

    fn found(text: &str) -> Vec<(usize, String)> {
        testing::messages(Language::Maude, &DuplicateDeclaration, text)
    }

    #[test]
    fn what_maude_refuses_twice_is_flagged_on_its_line() {
        // Maude 3.5.1 on each: the message and line below.
        let text = "fmod FOO is\n  pr NAT .\n  sorts S T S .\n  sort Nat .\n  var X : S .\n  vars Y X : T .\n  op f : S -> S [iter iterated] .\n  op _+_ : S S -> S [assoc comm associative prec 10 precedence 20] .\nendfm\n";
        let expected: Vec<(usize, String)> = [
            (3, "redeclaration of sort S"),
            (4, "redeclaration of sort Nat"),
            (6, "redeclaration of variable alias X"),
            (7, "duplicate attributes"),
            (8, "duplicate attributes"),
            (8, "multiple precedence attributes"),
        ]
        .map(|(l, m)| (l, m.to_string()))
        .into();
        assert_eq!(found(text), expected);
    }

    #[test]
    fn one_declaration_each_is_clean() {
        // Maude 3.5.1 says nothing on it.
        let text = "fmod A is\n  sort S .\n  var X : S .\nendfm\nfmod B is\n  pr A .\n  sort T .\n  var X : T .\n  op z : -> T .\n  op _+_ : T T -> T [assoc comm id: z prec 10 gather (E e) format (d d d d)] .\nendfm\n";
        assert_eq!(found(text), []);
    }

    #[test]
    fn fires_on_the_lines_its_fixture_lists() {
        // The lines Maude 3.5.1 names for the fixture.
        testing::fixture(Language::Maude, &DuplicateDeclaration, |got, expected, rel| {
            assert_eq!(got, expected, "{rel}")
        });
    }
}
