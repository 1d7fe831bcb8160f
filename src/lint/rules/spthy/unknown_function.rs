use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

use super::signature::Theory;

declare_rule! {
    /// ## What it does
    /// Flags a function application whose symbol is not declared (by `functions:`, `macros:` or
    /// a `builtins:` theory) before its use, or whose number of arguments differs from the
    /// declared arity, and a symbol declared twice with different arities. In a file with a
    /// syntax error it also names the `(` of the application (or of the fact in a formula)
    /// around the error, where Tamarin, which backtracks out of it, reports the error.
    ///
    /// ## Why is this bad?
    /// Tamarin's parser looks every applied symbol up in the signature it has read so far and
    /// refuses the whole file: `unknown operator` or `operator has arity k, but here it is used
    /// with arity n`. A unary symbol applied to several arguments is accepted (they form a
    /// tuple), and `op{a}b` needs a binary symbol.
    ///
    /// ## Example
    /// ```spthy
    /// builtins: hashing
    /// rule R: [ Fr(~k) ] --> [ Out(senc(h(~k, 'a'), ~k)) ]
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// builtins: hashing, symmetric-encryption
    /// rule R: [ Fr(~k) ] --> [ Out(senc(h(~k, 'a'), ~k)) ]
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Text/Parser/Term.hs` (`lookupArity`, `naryOpApp`,
    /// `binaryAlgApp`) and `Parser/Signature.hs` (`function`: conflicting arities); manual,
    /// chapter "Cryptographic Messages" (built-in message theories).
    pub struct UnknownFunction {
        code: "SPTHY001",
        language: Spthy,
        severity: Error,
        upstream: "Tamarin parser: `unknown operator `f'` / `operator `f' has arity k, but here it is used with arity n` / `conflicting arities`",
        exactness: Exact,
    }
}

impl Rule for UnknownFunction {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let theory = Theory::of(ctx);
        let tree = ctx.tree;
        // Conflicting redeclarations (`fst` and `snd` may be redeclared freely).
        for (i, f) in theory.functions.iter().enumerate() {
            let Some(node) = f.node else { continue };
            if tree.node(node).kind != "function_declaration" || f.name == "fst" || f.name == "snd" {
                continue;
            }
            let earlier = theory.functions[..i].iter().find(|g| {
                g.name == f.name && g.arity != f.arity && !(g.from > 0 && theory.branches.exclusive(g.from, f.from))
            });
            if let Some(g) = earlier {
                let mut d = self
                    .diagnostic(
                        ctx.span(node),
                        format!("`{}` declared with arity {} after arity {}", f.name, f.arity, g.arity),
                    )
                    .with_note("Tamarin refuses the file: conflicting arities for the same function symbol");
                if let Some(gn) = g.node {
                    d = d.with_label(ctx.span(gn), "first declared here");
                }
                out.push(d);
            }
        }
        for id in ctx.nodes_of_kind("function_application") {
            let Some(name_node) = tree.child_by_field(id, "name") else { continue };
            let name = ctx.text(name_node);
            let args = tree.children_by_field(id, "argument").count();
            let braced = tree.children(id).iter().any(|&c| ctx.text(c) == "{" && !tree.node(c).named);
            let at = ctx.span(name_node).start;
            let known: Vec<_> = theory.lookup(name, at).collect();
            if known.is_empty() {
                if theory.has_include {
                    continue; // may be declared in the included file
                }
                let declared_later = theory.functions.iter().any(|f| f.name == name);
                let help = if declared_later {
                    "Tamarin reads the file in order: move the declaration (or `builtins:`) above its first use"
                } else {
                    "declare it (`functions: f/n`) or add the `builtins:` theory that provides it"
                };
                out.push(
                    self.diagnostic(ctx.span(name_node), format!("unknown function symbol `{name}`"))
                        .with_help(help)
                        .with_note(format!("Tamarin refuses the file: unknown operator `{name}'")),
                );
                continue;
            }
            let fits = |k: usize| if braced { k == 2 } else { k == args || (k == 1 && args >= 1) };
            if known.iter().any(|f| fits(f.arity)) {
                continue;
            }
            let k = known[0].arity;
            let message = if braced {
                format!("`{name}{{…}}…` needs a binary symbol, `{name}` has arity {k}")
            } else {
                format!("`{name}` has arity {k} but is applied to {args} argument{}", if args == 1 { "" } else { "s" })
            };
            let mut d = self.diagnostic(ctx.span(id), message).with_note(format!(
                "Tamarin refuses the file: operator `{name}' has arity {k}, but here it is used with arity {args}"
            ));
            if let Some(decl) = known[0].node {
                d = d.with_label(ctx.span(decl), "declared here");
            }
            out.push(d);
        }
        broken_applications(self, ctx, out);
    }
}

/// Nodes an error inside a function application climbs through on its way out: Tamarin's
/// `term` parser has no `try` around tuples, parentheses and infix operators, so a failure
/// there fails the enclosing application, which backtracks to its name as a whole.
const TERM_KINDS: &[&str] =
    &["function_application", "diff_term", "tuple", "parenthesized_term", "binary_term", "ERROR"];

/// In a tree with syntax errors (lint runs this rule on the part of a file before its first
/// syntax error): an application whose arguments do not parse, or a fact in a formula. Tamarin reads every
/// application inside `try` (`Term.hs`: `application`), so it backtracks to the name, reads it
/// as a variable and stops at the `(` of the outermost application around the error.
fn broken_applications(rule: &UnknownFunction, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
    let tree = ctx.tree;
    let mut reported = std::collections::HashSet::new();
    for error in tree.errors() {
        let mut outermost = None;
        let mut cur = tree.node(error).parent;
        while let Some(p) = cur {
            let kind = tree.node(p).kind;
            if !TERM_KINDS.contains(&kind) {
                break;
            }
            if kind == "function_application" || kind == "diff_term" {
                outermost = Some(p);
            }
            cur = tree.node(p).parent;
        }
        // A fact in a formula (`Formula.hs`: action and predicate atoms, tried before a term
        // equality that then reads the fact's name as a variable) backtracks the same way.
        if let Some(fact) = cur.filter(|&f| tree.node(f).kind == "fact") {
            if tree.node(fact).parent.is_some_and(|a| matches!(tree.node(a).kind, "action_atom" | "predicate_atom")) {
                outermost = Some(fact);
            }
        }
        let Some(app) = outermost else { continue };
        let Some(paren) =
            tree.children(app).iter().copied().find(|&c| !tree.node(c).named && matches!(ctx.text(c), "(" | "{"))
        else {
            continue;
        };
        if !reported.insert(app) {
            continue;
        }
        let name = tree.child_by_field(app, "name").map_or("diff", |n| ctx.text(n));
        out.push(rule.diagnostic(ctx.span(paren), format!("the arguments of `{name}` do not parse")).with_note(
            "Tamarin backtracks out of an application (or a fact in a formula) it cannot read and stops at its `(`",
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::signature::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UnknownFunction));
    }

    #[test]
    fn declared_and_builtin_symbols_do_not_fire() {
        let text = "theory T begin\nbuiltins: hashing, signing\nfunctions: f/2, g(bitstring): bitstring\n\
                    rule R: [ Fr(~k) ] --> [ Out(<f(h(~k), g(~k)), sign(h(~k, 'a'), ~k), pk(~k), fst(<'a','b'>), f{'a'}'b'>) ]\nend\n";
        assert_eq!(lines(&UnknownFunction, text), Vec::<usize>::new());
    }

    #[test]
    fn use_before_declaration_fires() {
        let text = "theory T begin\nrule R: [ ] --> [ Out(f('a')) ]\nfunctions: f/1\nend\n";
        assert_eq!(lines(&UnknownFunction, text), vec![2]);
    }

    /// Lines of the errors `cfb lint` reports for a whole file.
    fn lint_error_lines(text: &str) -> Vec<usize> {
        let source = crate::source::SourceFile::new("t.spthy", text);
        crate::lint::lint(crate::language::Language::Spthy, None, &source, &Default::default())
            .iter()
            .filter(|d| d.severity == crate::diagnostic::Severity::Error)
            .map(|d| source.line_col(d.span.start).line)
            .collect()
    }

    #[test]
    fn syntax_error_inside_an_application_is_reported_at_its_parenthesis_first() {
        let text = "theory T begin\nbuiltins: hashing\nrule R:\n  let k = h(~x\n  in [ Fr(~x) ] --> [ Out(k) ]\nend\n";
        assert_eq!(lint_error_lines(text).first(), Some(&4));
        let formula = "theory T begin\nlemma L: \"All x #i. A(x,\n  <x) @ #i ==> F\"\nend\n";
        assert_eq!(lint_error_lines(formula).first(), Some(&2));
    }

    #[test]
    fn an_undeclared_function_before_a_syntax_error_comes_first() {
        let text = "theory T begin\nrule R:\n  [ Fr(~x) ] --> [ A(~x, B(~x),\n C(~x) ]\nend\n";
        assert_eq!(lint_error_lines(text).first(), Some(&3));
    }

    #[test]
    fn include_silences_unknown_symbols() {
        let text = "theory T begin\n#include \"sig.spthy\"\nrule R: [ ] --> [ Out(f('a')) ]\nend\n";
        assert_eq!(lines(&UnknownFunction, text), Vec::<usize>::new());
    }
}
