use std::collections::HashMap;

use super::symbols::untyped;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a global declaration of a name that is already declared: types, free names and
    /// channels, constants, functions and destructors, predicates, events, tables, process
    /// macros (`let`) and `letfun` all share one name space, which also holds ProVerif's
    /// built-in `true`, `false`, `not`, `is_nat`, the types `channel`, `bitstring`, `bool`,
    /// `nat`, and the reserved `attacker`, `mess`, `table`, `subterm`, `any_type`, `time`,
    /// `sid`.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file (`identifier f already defined (as a free name, a function, a
    /// predicate, a type, an event, a table, or a process)`). Two processes or functions of
    /// the same name are usually a copy-paste left unrenamed.
    ///
    /// ## Example
    /// ```proverif
    /// free c: channel.
    /// event c.
    /// process 0
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// free c: channel.
    /// event done.
    /// process 0
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`: `check_no_def`, called by `check_type_decl`,
    /// `check_fun_decl`, `check_red`, `check_pred`, `add_free_name`, `check_event`,
    /// `check_table` and `check_one` (`TPDef`, `TLetFun`); `initialize_env` for the built-in
    /// identifiers.
    pub struct DuplicateDeclaration {
        code: "PV012", language: Pv, severity: Error,
        upstream: "ProVerif: `identifier x already defined (as a free name, a function, a predicate, a type, an event, a table, or a process)`",
        exactness: Exact,
    }
}

/// Identifiers in ProVerif's global environment before the file is read (`initialize_env`).
const INITIAL: &[&str] = &[
    "true",
    "false",
    "not",
    "is_nat",
    "mess",
    "table",
    "attacker",
    "subterm",
    "any_type",
    "time",
    "sid",
    "channel",
    "bitstring",
    "bool",
    "nat",
];

impl Rule for DuplicateDeclaration {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        if untyped(ctx) || ctx.source.name.to_ascii_lowercase().ends_with(".horntype") {
            return;
        }
        // name -> line of the first declaration (None: built in)
        let mut seen: HashMap<&str, Option<usize>> = INITIAL.iter().map(|s| (*s, None)).collect();
        if ctx.source.name.to_ascii_lowercase().ends_with(".pcv") {
            // declared by the cryptoverif.pvl library read before a .pcv file
            seen.insert("bitstringbot", None);
            seen.insert("bottom", None);
        }
        for decl in ctx.tree.named_children(ctx.tree.root()) {
            let names: Vec<NodeId> = match ctx.tree.node(decl).kind {
                "type_declaration"
                | "fun_declaration"
                | "predicate_declaration"
                | "event_declaration"
                | "table_declaration"
                | "process_definition"
                | "letfun_definition" => ctx.tree.child_by_field(decl, "name").into_iter().collect(),
                "const_declaration" | "free_declaration" | "channel_declaration" => {
                    ctx.tree.child_by_field(decl, "name").map_or(Vec::new(), |l| ctx.tree.named_children(l).collect())
                }
                // A `reduc` declares the function at the head of its first rule.
                "reduc_declaration" => {
                    let first = ctx.tree.descendants(decl).find(|&d| ctx.tree.node(d).kind == "rewrite_rule");
                    let mut body = first.and_then(|r| ctx.tree.child_by_field(r, "body"));
                    // `let x = t in ...` / `x <- t; ...` before the equation
                    while let Some(b) = body.filter(|&b| ctx.tree.node(b).kind == "equation_let") {
                        body = ctx.tree.child_by_field(b, "body");
                    }
                    let head = body.and_then(|b| ctx.tree.child_by_field(b, "left"));
                    head.filter(|&h| ctx.tree.node(h).kind == "function_application")
                        .and_then(|h| ctx.tree.child_by_field(h, "function"))
                        .into_iter()
                        .collect()
                }
                _ => continue,
            };
            for n in names {
                let name = ctx.text(n);
                let line = ctx.source.line_col(ctx.span(n).start).line;
                match seen.get(name) {
                    None => {
                        seen.insert(name, Some(line));
                    }
                    Some(first) => {
                        let before = match first {
                            Some(l) => format!("first declared on line {l}"),
                            None => "a built-in or reserved identifier".to_string(),
                        };
                        out.push(self.diagnostic(ctx.span(n), format!("identifier {name} already defined ({before})")));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&DuplicateDeclaration));
    }

    #[test]
    fn distinct_names_pass() {
        let text = "type key.\nfun senc(bitstring, key): bitstring.\nreduc forall m: bitstring, k: key; sdec(senc(m, k), k) = m;\n  \
                    forall k: key; sdec(k, k) = k.\nfree c: channel.\nconst a, b: key.\nevent e.\ntable t(key).\npred p(key).\n\
                    letfun f(x: key) = x.\nlet P = 0.\ndef M(x) { fun c(x): x. }\nexpand M(key).\nprocess P\n";
        assert_eq!(lines(&DuplicateDeclaration, text), Vec::<usize>::new());
    }

    #[test]
    fn untyped_front_end_passes() {
        assert_eq!(lines_in(&DuplicateDeclaration, "a.pi", "free c.\nfree c.\nprocess 0\n"), Vec::<usize>::new());
    }
}
