use super::symbols::{Model, TypeIssue, TYPES};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a type annotation (`var x: T;`, `const c: T;`, `fresh n: T;`) whose type is not a
    /// global type: one of Scyther's `Agent`, `Function`, `Nonce`, `Ticket`, `SessionKey`,
    /// `Data`, or a name declared with `usertype` before.
    ///
    /// ## Why is this bad?
    /// Scyther looks types up at the global level only and stops before any analysis with
    /// `Undeclared type on line N.` for an unknown name, or `Non-type constant in type
    /// declaration on line N.` for a global name that is no type (a constant, a function).
    ///
    /// ## Example
    /// ```spdl
    /// protocol P(I,R) { role I { var k: Key; } }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// usertype Key;
    /// protocol P(I,R) { role I { var k: Key; } }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `levelTacDeclaration` (the type list scan) and
    /// `defineUsertype`.
    pub struct UnknownType {
        code: "SPDL011",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `Undeclared type on line N.` / `Non-type constant in type declaration on line N.`",
        exactness: Exact,
    }
}

impl Rule for UnknownType {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        if model.has_include {
            return;
        }
        for issue in &model.type_issues {
            let d = match *issue {
                TypeIssue::Undeclared(node) => {
                    let name = ctx.text(node);
                    let d = self.diagnostic(ctx.span(node), format!("undeclared type `{name}`"));
                    let later =
                        model.symbols.iter().find(|s| s.name == name && s.decl.is_some() && model.is_type_sym(s));
                    let d = match later.and_then(|s| s.decl) {
                        Some(decl) => d
                            .with_label(ctx.span(decl), "declared as a type only here, after the use")
                            .with_help(format!("move `usertype {name};` before its first use")),
                        None => d.with_help(format!(
                            "declare it globally with `usertype {name};` or use one of {}",
                            TYPES.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>().join(", ")
                        )),
                    };
                    let line = ctx.source.line_col(ctx.span(node).start).line;
                    d.with_note(format!("Scyther stops before any analysis: `Undeclared type on line {line}.`"))
                }
                TypeIssue::NotAType(node, s) => {
                    let mut d = self.diagnostic(ctx.span(node), format!("`{}` is not a type", ctx.text(node)));
                    if let Some(decl) = model.symbols[s].decl {
                        d = d.with_label(ctx.span(decl), "declared here as a non-type");
                    }
                    let line = ctx.source.line_col(ctx.span(node).start).line;
                    d.with_help("use a type: a `usertype` or one of Scyther's predefined types").with_note(format!(
                        "Scyther stops before any analysis: `Non-type constant in type declaration on line {line}.`"
                    ))
                }
            };
            out.push(d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UnknownType));
    }

    #[test]
    fn declared_types_do_not_fire() {
        let text = "usertype Key, Text;\nconst c: Key;\nprotocol P(I,R) {\n role I { var x: Text, Nonce; fresh k: SessionKey; var t: Ticket; }\n}\n";
        assert_eq!(lines(&UnknownType, text), Vec::<usize>::new());
    }

    #[test]
    fn constant_as_type_fires() {
        let text = "const c;\nprotocol P(I,R) {\n role I { var x: c; }\n}\n";
        assert_eq!(lines(&UnknownType, text), vec![3]);
    }
}
