use std::collections::HashMap;

use super::roles::declaration_type;
use crate::declare_rule;
use crate::diagnostic::{Diagnostic, Span};
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a name declared twice among a role's parameters and local variables.
    ///
    /// ## Why is this bad?
    /// A role's parameters and locals share one name space. hlpsl2if refuses a second
    /// declaration: `Sem.Err(13): redeclared variable A`, and first, when the two types
    /// differ, `Sem.Err(16): variable C redeclared with incompatible type [Line 29]`.
    ///
    /// ## Example
    /// ```hlpsl
    /// role user(A, B, C: agent) played_by A def=
    ///   local State: nat, C: text
    ///   …
    /// ```
    ///
    /// ## Use instead
    /// Give the local another name (`Cid: text`).
    ///
    /// ## References
    /// hlpsl2if's front end, `Sem.Err(13)` and `Sem.Err(16)`.
    pub struct RedeclaredVariable {
        code: "HLPSL004",
        language: Hlpsl,
        severity: Error,
        upstream: "hlpsl2if: `Sem.Err(13): redeclared variable X`, `Sem.Err(16): variable X redeclared with incompatible type`",
        exactness: Exact,
    }
}

impl Rule for RedeclaredVariable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for role in ctx.nodes_of_kind("role_definition") {
            let Some(scope) = ctx.symbols.scope_of_node(role) else { continue };
            // Every declaring occurrence of a parameter or local of this role, in text order.
            let mut declared: Vec<(Span, &str, Option<String>)> = Vec::new();
            for symbol in ctx.symbols.symbols_in(scope) {
                let s = ctx.symbols.symbol(symbol);
                if s.kind != "parameter" && s.kind != "variable" {
                    continue;
                }
                for &d in &s.definitions {
                    let occurrence = &ctx.symbols.occurrences()[d];
                    let ty = ctx.tree.node(occurrence.node).parent.and_then(|p| declaration_type(ctx, p));
                    declared.push((occurrence.span, s.name.as_str(), ty));
                }
            }
            declared.sort_by_key(|(span, ..)| span.start);
            let mut first: HashMap<&str, (Span, Option<String>)> = HashMap::new();
            for (span, name, ty) in declared {
                let Some((earlier, earlier_ty)) = first.get(name) else {
                    first.insert(name, (span, ty));
                    continue;
                };
                let line = ctx.source.line_col(span.start).line;
                let (message, note) = if *earlier_ty != ty {
                    let types = format!(
                        " (`{}`, then `{}`)",
                        earlier_ty.as_deref().unwrap_or("?"),
                        ty.as_deref().unwrap_or("?")
                    );
                    (
                        format!("variable {name} redeclared with incompatible type{types}"),
                        format!("hlpsl2if stops with `Sem.Err(16): variable {name} redeclared with incompatible type [Line {line}]`"),
                    )
                } else {
                    (
                        format!("redeclared variable {name}"),
                        format!("hlpsl2if stops with `Sem.Err(13): redeclared variable {name}`"),
                    )
                };
                out.push(
                    self.diagnostic(span, message)
                        .with_label(*earlier, format!("{name} is first declared here"))
                        .with_help("a role's parameters and locals share one name space: rename one of them")
                        .with_note(note),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::roles::testing::{fixture, lines, protocol};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&RedeclaredVariable));
    }

    #[test]
    fn distinct_names_pass() {
        assert!(lines(&RedeclaredVariable, &protocol("A, B, Ka, SA, RA", "Snd(Nb')")).is_empty());
    }

    #[test]
    fn a_local_named_as_a_parameter_fires_with_or_without_the_same_type() {
        let base = protocol("A, B, Ka, SA, RA", "Snd(Nb')");
        let same = base.replace("local State: nat, Na, Nb: text", "local State: nat, Na, Nb: text, A: agent");
        assert_eq!(lines(&RedeclaredVariable, &same), vec![4]);
        let other = base.replace("local State: nat, Na, Nb: text", "local State: nat, Na, Nb: text, Na: nat");
        assert_eq!(lines(&RedeclaredVariable, &other), vec![4]);
    }

    #[test]
    fn the_same_name_in_two_roles_passes() {
        let text = protocol("A, B, Ka, SA, RA", "Snd(Nb')")
            .replace("local SA, RA: channel(dy)", "local SA, RA: channel(dy), Na: text");
        assert!(lines(&RedeclaredVariable, &text).is_empty());
    }
}
