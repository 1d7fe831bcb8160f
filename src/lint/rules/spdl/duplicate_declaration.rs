use super::symbols::{Duplicate, Model};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags the declarations Scyther refuses because of an earlier one: a second protocol of
    /// the same name, and a `usertype` whose name is already a global non-type (a constant, a
    /// variable, a function or a protocol).
    ///
    /// ## Why is this bad?
    /// Protocol names identify protocols (in labels, claims and attack output), and a name is
    /// either a type or a term. Scyther stops before any analysis with `Double declaration of
    /// protocol P` or `Conflicting definitions in usertype definition on line N.` (Declaring
    /// the same variable or constant twice in one scope, or the same usertype twice, is
    /// accepted: Scyther reuses the first symbol.)
    ///
    /// ## Example
    /// ```spdl
    /// const Key;
    /// usertype Key;
    /// protocol P(I,R) { role I { } }
    /// protocol P(A,B) { role A { } }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// usertype Key;
    /// protocol P(I,R) { role I { } }
    /// protocol P2(A,B) { role A { } }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `protocolCompile` (the `prold` loop) and `defineUsertype`.
    pub struct DuplicateDeclaration {
        code: "SPDL002",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `Double declaration of protocol P` / `Conflicting definitions in usertype definition on line N.`",
        exactness: Exact,
        reports_conflicts: true,
    }
}

impl Rule for DuplicateDeclaration {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for dup in &model.duplicates {
            match *dup {
                Duplicate::Protocol { node, earlier } => {
                    let name = ctx.text(node);
                    let line = ctx.source.line_col(ctx.span(node).start).line;
                    out.push(
                        self.diagnostic(ctx.span(node), format!("protocol `{name}` is declared twice"))
                            .with_label(ctx.span(earlier), "first declared here")
                            .with_help("rename one of the protocols")
                            .with_note(format!(
                                "Scyther stops before any analysis: `[{line}] Double declaration of protocol {name}`"
                            )),
                    );
                }
                Duplicate::Usertype { node, earlier } => {
                    let name = ctx.text(node);
                    let line = ctx.source.line_col(ctx.span(node).start).line;
                    let mut d =
                        self.diagnostic(ctx.span(node), format!("usertype `{name}` is already declared as a non-type"));
                    if let Some(decl) = model.symbols[earlier].decl {
                        d = d.with_label(ctx.span(decl), "declared here");
                    }
                    out.push(
                        d.with_help("rename the type or the earlier declaration")
                            .with_note(format!("Scyther stops before any analysis: `Conflicting definitions in usertype definition on line {line}.`")),
                    );
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
        insta::assert_snapshot!(fixture(&DuplicateDeclaration));
    }

    #[test]
    fn repeated_usertypes_and_variables_are_accepted() {
        let text = "usertype K;\nusertype K;\nprotocol P(I,R) {\n role I { var x: K; var x: K; }\n}\nprotocol Q(I,R) { role I { } }\n";
        assert_eq!(lines(&DuplicateDeclaration, text), Vec::<usize>::new());
    }

    #[test]
    fn function_as_usertype_fires() {
        let text = "hashfunction h;\nusertype h;\n";
        assert_eq!(lines(&DuplicateDeclaration, text), vec![2]);
    }
}
