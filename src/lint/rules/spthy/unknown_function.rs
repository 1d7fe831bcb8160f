use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

use super::signature::Theory;

declare_rule! {
    /// ## What it does
    /// Flags a function application whose symbol is not declared (by `functions:`, `macros:` or
    /// a `builtins:` theory) before its use, or whose number of arguments differs from the
    /// declared arity, and a symbol declared twice with different arities.
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
            let braced = tree.node(id).children.iter().any(|&c| ctx.text(c) == "{" && !tree.node(c).named);
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

    #[test]
    fn include_silences_unknown_symbols() {
        let text = "theory T begin\n#include \"sig.spthy\"\nrule R: [ ] --> [ Out(f('a')) ]\nend\n";
        assert_eq!(lines(&UnknownFunction, text), Vec::<usize>::new());
    }
}
