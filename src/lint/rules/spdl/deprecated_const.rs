use super::symbols::Model;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a `const` declaration inside a protocol or a role.
    ///
    /// ## Why is this bad?
    /// Inside a role, a value generated per run is a `fresh` value; a `const` there is the
    /// old way to write it, and a `const` in a protocol body is shared by all runs, which is
    /// rarely what was meant. Scyther accepts the file but warns `warning: const [x] usage
    /// inside roles is deprecated. Please use 'fresh' instead on line N.`
    ///
    /// ## Example
    /// ```spdl
    /// role I { const na: Nonce; send_1(I,R,na); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { fresh na: Nonce; send_1(I,R,na); }
    /// ```
    /// (or a global `const` for a value shared by all runs of all protocols).
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `normalDeclaration` (case `TAC_CONST`, `level > 0`).
    pub struct DeprecatedConst {
        code: "SPDL014",
        language: Spdl,
        severity: Warning,
        upstream: "Scyther: `warning: const [x] usage inside roles is deprecated. Please use 'fresh' instead on line N.`",
        exactness: Exact,
    }
}

impl Rule for DeprecatedConst {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for &decl in &model.consts_inside {
            let names: Vec<&str> = ctx.tree.children_by_field(decl, "name").map(|n| ctx.text(n)).collect();
            let line = ctx.source.line_col(ctx.span(decl).start).line;
            let kind = ctx.tree.child_by_field(decl, "kind").unwrap_or(decl);
            out.push(
                self.diagnostic(ctx.span(kind), format!("`const` {} inside a protocol or role", names.join(", ")))
                    .with_help("use `fresh` for a value each run generates, or move the `const` to the global level")
                    .with_note(format!(
                        "Scyther warns: `const [{}] usage inside roles is deprecated. Please use 'fresh' instead on line {line}.`",
                        names.join(",")
                    )),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&DeprecatedConst));
    }

    #[test]
    fn global_const_does_not_fire() {
        let text = "const c: Nonce;\nprotocol P(I,R) {\n role I { fresh n: Nonce; send_1(I,R,n,c); }\n}\n";
        assert_eq!(lines(&DeprecatedConst, text), Vec::<usize>::new());
    }
}
