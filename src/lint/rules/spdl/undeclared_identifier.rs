use std::collections::HashSet;

use super::symbols::{EventKind, Model};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a name used in a term (a message, a claim, `knows`, `compromised`,
    /// `inversekeys`, …) that is not declared in a scope visible at that point: the role, its
    /// protocol, or the global level, declared *before* the use.
    ///
    /// ## Why is this bad?
    /// Scyther compiles the file top to bottom and looks every name up when it reaches it. An
    /// unknown name stops it before any analysis, with `error: [12] undeclared symbol Nb on
    /// line 12.` Typical causes are a typo, a declaration that comes after the use or sits in
    /// another role, and the agent names `Alice`, `Bob`, `Eve`, …, which Scyther only adds
    /// after compiling the file (older Scyther versions predeclared them and `e`).
    ///
    /// A misspelled claim type (`Nisynchh`) is reported by `UnknownClaimType` instead.
    ///
    /// ## Example
    /// ```spdl
    /// protocol P(I,R) {
    ///   role I { fresh na: Nonce; send_1(I,R,{na,nb}pk(R)); }
    ///   role R { var na: Nonce; recv_1(I,R,{na,nb}pk(R)); }
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// protocol P(I,R) {
    ///   role I { fresh na, nb: Nonce; send_1(I,R,{na,nb}pk(R)); }
    ///   role R { var na, nb: Nonce; recv_1(I,R,{na,nb}pk(R)); }
    /// }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `tacTerm` (the lookup, via `symbolFind` over the levels of
    /// `levelDeclare`); `specialTermInit` and `specialTermInitAfter` in `src/specialterm.c`
    /// for the predefined names.
    pub struct UndeclaredIdentifier {
        code: "SPDL001",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `undeclared symbol X on line N.`",
        exactness: Exact,
    }
}

impl Rule for UndeclaredIdentifier {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        if model.has_include {
            return;
        }
        // The claim type position belongs to UnknownClaimType.
        let claim_types: HashSet<usize> = model
            .roles
            .iter()
            .flat_map(|r| r.events.iter())
            .filter(|e| e.kind == EventKind::Claim)
            .filter_map(|e| e.args.get(1).copied())
            .collect();
        for u in model.uses.iter().filter(|u| u.sym.is_none()) {
            if u.site == u.node && claim_types.contains(&u.node) {
                continue;
            }
            let name = ctx.text(u.node);
            let mut d = if u.site == u.node {
                self.diagnostic(ctx.span(u.node), format!("undeclared symbol `{name}`"))
            } else {
                self.diagnostic(
                    ctx.span(u.site),
                    format!("macro `{}` expands to the undeclared symbol `{name}`", ctx.text(u.site)),
                )
                .with_label(ctx.span(u.node), format!("`{name}` comes from this macro definition"))
            };
            let elsewhere = model.symbols.iter().filter_map(|s| s.decl.filter(|_| s.name == name)).next();
            if let Some(decl) = elsewhere {
                let line = ctx.source.line_col(ctx.span(decl).start).line;
                d = d.with_label(ctx.span(decl), "declared here, which is not in scope at the use").with_help(format!(
                    "Scyther reads declarations in order and per scope: declare `{name}` before line {} in this role, its protocol or globally (it is declared on line {line})",
                    ctx.source.line_col(ctx.span(u.site).start).line
                ));
            } else if ["Alice", "Bob", "Charlie", "Dave", "Eve", "Simon", "Pete"].contains(&name) {
                d = d.with_help(format!(
                    "Scyther adds the agent `{name}` only after compiling the file; declare it: `const {name}: Agent;`"
                ));
            } else {
                d = d.with_help(format!("declare `{name}` (`var`, `fresh`, `const` or a function) before its use"));
            }
            out.push(d.with_note(format!(
                "Scyther stops before any analysis: `undeclared symbol {name} on line {}.`",
                ctx.source.line_col(ctx.span(u.site).start).line
            )));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UndeclaredIdentifier));
    }

    #[test]
    fn declared_names_do_not_fire() {
        let text = "usertype T;\nhashfunction h;\nprotocol P(I,R) {\n role I { fresh n: Nonce; var x: T; \
                    send_1(I,R,{n,h(n)}pk(R)); recv_2(R,I,x); claim(I,Secret,n); }\n role R { var n: Nonce; \
                    fresh x: T; recv_1(I,R,{n,h(n)}pk(R)); send_2(R,I,x); }\n}\n";
        assert_eq!(lines(&UndeclaredIdentifier, text), Vec::<usize>::new());
    }

    #[test]
    fn use_before_declaration_fires() {
        let text = "protocol P(I,R) {\n role I {\n send_1(I,R,n);\n fresh n: Nonce;\n }\n}\n";
        assert_eq!(lines(&UndeclaredIdentifier, text), vec![3]);
    }

    #[test]
    fn labels_become_protocol_constants_and_macros_expand() {
        let text = "macro m = n, I;\nprotocol P(I,R) {\n role I { fresh n: Nonce; send_x(I,R,m); send_y(I,R,x); }\n}\n";
        assert_eq!(lines(&UndeclaredIdentifier, text), Vec::<usize>::new());
        let text = "macro m = q;\nprotocol P(I,R) {\n role I { send_1(I,R,m); }\n}\n";
        assert_eq!(lines(&UndeclaredIdentifier, text), vec![3]);
    }

    #[test]
    fn agent_names_are_not_predeclared() {
        let text = "protocol P(I,R) {\n role I { send_1(I,R,Alice); }\n}\n";
        assert_eq!(lines(&UndeclaredIdentifier, text), vec![2]);
    }
}
