use super::signature::{self, FileModules};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::{NodeId, SyntaxTree};

declare_rule! {
    /// ## What it does
    /// Flags a sort named in a subsort, operator or variable declaration (or in a kind
    /// `[S]`) that neither the module nor anything it imports declares.
    ///
    /// ## Why is this bad?
    /// Maude 3.5.1 says `Warning: "f.maude", line 4 (fmod M): undeclared sort U.` at the
    /// declaration's line (one message per sort and declaration, in the order of the
    /// declarations). It patches the module up (the sort is added) and goes on, but the
    /// declaration does not mean what it says, and the corpus counts the message as an error, as
    /// cfb does: a deleted sort name in `op pk : Name Msg -> Msg` leaves `->` taking the next
    /// word for a sort, a stray word in a domain is one sort too many.
    ///
    /// ## Example
    /// ```maude
    /// fmod M is
    ///   sort Nat .
    ///   op f : Nat -> Natural .
    /// endfm
    /// ```
    ///
    /// ## Use instead
    /// ```maude
    /// fmod M is
    ///   sort Nat .
    ///   op f : Nat -> Nat .
    /// endfm
    /// ```
    ///
    /// ## References
    /// Maude manual, "Sorts and subsorts"; the message comes from Maude's module builder
    /// (`undeclared sort`). `Universal` is Maude's own sort for polymorphic operators, and a
    /// sort an import renames is declared by its new name. Only plain sort names are checked (not instances such as
    /// `List{Nat}` or parameter sorts `X$Elt`), in modules whose imports cfb resolves (the
    /// file's earlier modules, Maude's prelude, Maude-NPA) and that declare no classes.
    pub struct UndeclaredSort {
        code: "MAUDE002",
        language: Maude,
        severity: Error,
        upstream: "Maude: `undeclared sort S.`",
        exactness: Exact,
    }
}

impl Rule for UndeclaredSort {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let text = &ctx.source.text;
        let file = FileModules::of(ctx);
        for (module, node, flats) in file.resolved() {
            // A sort counts as declared when some Maude-NPA dialect whose imports resolve
            // declares it; with no dialect resolving them, nothing is checked.
            let known: Vec<Vec<&String>> = flats
                .iter()
                .map(|flat| {
                    // A renamed sort (`* (sort List{Qid} to QidList)`) is declared by its new
                    // name, which cfb's flattening keeps only as a subsort pair: the sorts of
                    // the imported subsorts count (not those of the module's own).
                    let subsorts = signature::beyond(&flat.subsorts, &module.subsorts);
                    flat.sorts.iter().chain(subsorts.into_iter().flatten()).collect()
                })
                .collect();
            if known.is_empty() {
                continue;
            }
            for (sort, id) in sort_uses(ctx.tree, text, node) {
                let builtin = sort == "Universal";
                if is_plain(&sort) && !builtin && !known.iter().any(|sorts| sorts.contains(&&sort)) {
                    let span = ctx.tree.node(id).span;
                    out.push(self.diagnostic(span, format!("undeclared sort {sort}")).with_help(format!(
                        "declare it (`sort {sort} .`) or import the module that does; Maude adds it and warns"
                    )));
                }
            }
        }
    }
}

/// A sort name without parameters, instances or escapes: one cfb can look up as it is.
fn is_plain(sort: &str) -> bool {
    !sort.is_empty() && !sort.contains(['{', '}', '$', '`', '(', ')', '[', ']', ','])
}

/// The sorts a module's subsort, operator and variable declarations name (those in kinds
/// too), with their nodes, in order.
fn sort_uses(tree: &SyntaxTree, text: &str, module: NodeId) -> Vec<(String, NodeId)> {
    let mut out = Vec::new();
    let fields: &[&str] = &["sort", "domain", "range", "type"];
    for decl in tree.children_by_field(module, "body") {
        let kind = tree.node(decl).kind;
        if !matches!(kind, "subsort_declaration" | "operator_declaration" | "variable_declaration") {
            continue;
        }
        for field in fields {
            for id in tree.children_by_field(decl, field) {
                let sorts: Vec<NodeId> = match tree.node(id).kind {
                    "kind" => tree.named_children(id).collect(),
                    _ => vec![id],
                };
                out.extend(sorts.into_iter().map(|s| (tree.text(s, text).split_whitespace().collect(), s)));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing;

    fn found(text: &str) -> Vec<(usize, String)> {
        testing::messages(Language::Maude, &UndeclaredSort, text)
    }

    #[test]
    fn sorts_no_module_declares_are_flagged_where_maude_names_them() {
        // Maude 3.5.1: "undeclared sort U." (line 3), V and W (line 4), Y (5), Q (6).
        let text = "fmod FOO is\n  sorts S T .\n  subsort S < U .\n  op f : S V -> W .\n  var X : Y .\n  op g : [S] -> [Q] .\nendfm\n";
        let lines: Vec<(usize, String)> =
            [(3, "U"), (4, "V"), (4, "W"), (5, "Y"), (6, "Q")].map(|(l, s)| (l, format!("undeclared sort {s}"))).into();
        assert_eq!(found(text), lines);
    }

    #[test]
    fn imported_and_prelude_sorts_are_declared() {
        let text = "fmod A is\n  sort Key .\nendfm\nfmod B is\n  pr A .\n  pr NAT .\n  pr QID-LIST .\n  sort S .\n  subsort Key < S .\n  op f : Nat Bool Key QidList -> S .\n  var N : [Nat] .\n  op g : Universal -> S [poly (1)] .\nendfm\n";
        assert_eq!(found(text), []);
    }

    #[test]
    fn modules_with_unknown_imports_are_not_checked() {
        let text = "fmod B is\n  pr SOMEWHERE-ELSE .\n  op f : Elsewhere -> Elsewhere .\nendfm\n";
        assert_eq!(found(text), []);
    }

    #[test]
    fn fires_on_the_lines_its_fixture_lists() {
        // The lines Maude 3.5.1 names for the fixture.
        testing::fixture(Language::Maude, &UndeclaredSort, |got, expected, rel| assert_eq!(got, expected, "{rel}"));
    }
}
