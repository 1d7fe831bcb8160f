use std::collections::HashSet;

use super::signature;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an imported module (`protecting`, `extending`, `including`, `generated-by` and
    /// their short forms, in any module expression: `pr LIST{Nat} + QID .`) that is neither
    /// one of the file's earlier modules nor a module of Maude's prelude or of Maude-NPA.
    ///
    /// ## Why is this bad?
    /// Maude 3.5.1 says `Warning: "f.maude", line 2 (fmod M): module X does not exist.` at the
    /// import's line and then "this module contains one or more errors that could not be patched
    /// up and thus it cannot be used or imported": every later use of the module fails. A module
    /// must be defined before the module that imports it (a module further down the file does
    /// not count).
    ///
    /// ## Example
    /// ```maude
    /// fmod M is
    ///   protecting NATURAL .
    /// endfm
    /// ```
    ///
    /// ## Use instead
    /// ```maude
    /// fmod M is
    ///   protecting NAT .
    /// endfm
    /// ```
    ///
    /// ## References
    /// Maude manual, "Module importation". A file that loads other files (`in`, `load`,
    /// `sload`) may import their modules: it is not checked, nor is Full Maude input.
    pub struct UndefinedModule {
        code: "MAUDE003",
        language: Maude,
        severity: Error,
        upstream: "Maude: `module X does not exist.`",
        exactness: Exact,
    }
}

impl Rule for UndefinedModule {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let (tree, text) = (ctx.tree, &ctx.source.text);
        if tree.preorder().any(|id| matches!(tree.node(id).kind, "file_directive" | "full_maude_input")) {
            return;
        }
        let mut defined: HashSet<&str> = HashSet::new();
        for module in tree.preorder().filter(|&id| tree.node(id).kind == "module_definition") {
            for import in tree.children_by_field(module, "body").filter(|&d| tree.node(d).kind == "import_declaration")
            {
                let Some(expr) = tree.child_by_field(import, "module") else { continue };
                for id in tree.descendants(expr).filter(|&id| tree.node(id).kind == "module_name") {
                    let name = tree.text(id, text);
                    let known = defined.contains(name) || signature::libraries().iter().any(|l| l.contains_key(name));
                    if !known {
                        let d = self.diagnostic(tree.node(id).span, format!("module {name} does not exist"));
                        out.push(d.with_help(format!(
                            "define `{name}` before this module, load the file that does, or check the spelling"
                        )));
                    }
                }
            }
            if let Some(name) = tree.child_by_field(module, "name") {
                defined.insert(tree.text(name, text));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing;

    fn found(text: &str) -> Vec<(usize, String)> {
        testing::messages(Language::Maude, &UndefinedModule, text)
    }

    #[test]
    fn a_module_defined_later_or_nowhere_does_not_exist() {
        // Maude 3.5.1: "module BAR does not exist." (line 2): BAR comes after FOO.
        let text = "fmod FOO is\n  protecting BAR .\n  sort S .\nendfm\nfmod BAR is\n  pr FOO + NOWHERE .\nendfm\n";
        assert_eq!(
            found(text),
            [(2, "module BAR does not exist".to_string()), (6, "module NOWHERE does not exist".to_string())]
        );
    }

    #[test]
    fn earlier_prelude_and_maude_npa_modules_exist() {
        let text = "fmod A is\n  pr NAT + QID .\n  pr LIST{Nat} .\nendfm\nfmod B is\n  inc A .\n  pr DEFINITION-PROTOCOL-RULES .\nendfm\n";
        assert_eq!(found(text), []);
    }

    #[test]
    fn files_that_load_others_are_not_checked() {
        let text = "load other.maude\nfmod B is\n  pr FROM-OTHER .\nendfm\n";
        assert_eq!(found(text), []);
    }

    #[test]
    fn fires_on_the_lines_its_fixture_lists() {
        // The lines Maude 3.5.1 names for the fixture.
        testing::fixture(Language::Maude, &UndefinedModule, |got, expected, rel| assert_eq!(got, expected, "{rel}"));
    }
}
