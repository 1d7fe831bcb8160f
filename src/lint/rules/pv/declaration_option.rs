use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an option in brackets that ProVerif does not allow on that declaration: on `free`
    /// names only `private`; on constructors `data`, `private`, `typeConverter`, `projection`
    /// and `uniform`; on destructors (`reduc`, `fun ... reduc`) only `private`; on equations
    /// only `convergent` or `linear`.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file before analysis (`for free names, the only allowed option is
    /// private.` and the like). A misspelt `private` would otherwise make a secret public.
    ///
    /// ## Example
    /// ```proverif
    /// free k: bitstring [privat].
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// free k: bitstring [private].
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`: `add_free_name`, `check_fun_decl`, `check_red`,
    /// `check_equations`; ProVerif manual, section 3.1.
    pub struct DeclarationOption {
        code: "PV004", language: Pv, severity: Error,
        upstream: "ProVerif: `for free names, the only allowed option is private.` / `for functions, the only allowed options are data, private, typeConverter, and projection and uniform, …` / `for functions defined by rewrite rules, the only allowed option is private` / `for equations, the only allowed options are either convergent or linear`",
        exactness: Exact,
    }
}

impl Rule for DeclarationOption {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for id in ctx.tree.preorder() {
            let kind = ctx.tree.node(id).kind;
            let (allowed, what): (&[&str], &str) = match kind {
                "free_declaration" => (&["private"], "for free names, the only allowed option is private"),
                "fun_declaration" if ctx.tree.child_by_field(id, "body").is_some() => {
                    (&["private"], "for functions defined by rewrite rules, the only allowed option is private")
                }
                "fun_declaration" => (
                    &["data", "private", "typeConverter", "projection", "uniform"],
                    "for functions, the only allowed options are data, private, typeConverter, projection and uniform",
                ),
                "reduc_declaration" => {
                    (&["private"], "for functions defined by rewrite rules, the only allowed option is private")
                }
                "equation_declaration" => {
                    (&["convergent", "linear"], "for equations, the only allowed options are convergent or linear")
                }
                _ => continue,
            };
            for options in ctx.tree.children_by_field(id, "options") {
                for option in ctx.tree.named_children(options) {
                    let name = ctx.tree.child_by_field(option, "name").map_or("", |n| ctx.text(n));
                    if !allowed.contains(&name) {
                        out.push(self.diagnostic(ctx.span(option), format!("option {name} not allowed here: {what}")));
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

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&DeclarationOption));
    }

    #[test]
    fn allowed_options_pass() {
        let text = "type key.\nfree s: bitstring [private].\nfun f(key): bitstring [data].\nfun g(key): bitstring [typeConverter].\nreduc forall k: key; h(f(k)) = k [private].\nprocess 0\n";
        assert!(lines(&DeclarationOption, text).is_empty());
    }

    #[test]
    fn a_typo_fires() {
        assert_eq!(lines(&DeclarationOption, "free s: bitstring [privat].\nprocess 0\n"), vec![1]);
    }
}
