use super::symbols::{function_arities, list_len};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an application of a declared function (constructor, destructor or constant)
    /// to a different number of arguments than its declaration gives it.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file before analysis (`function f expects 2 arguments ... but is
    /// here given 1 argument`; the untyped front end says `function f should be applied to
    /// 2 arguments`). It is usually a forgotten key or a tuple written without its brackets.
    ///
    /// ## Example
    /// ```proverif
    /// type key.
    /// fun senc(bitstring, key): bitstring.
    /// free c: channel.
    /// process new k: key; out(c, senc(k))
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// type key.
    /// fun senc(bitstring, key): bitstring.
    /// free c: channel.
    /// free m: bitstring [private].
    /// process new k: key; out(c, senc(m, k))
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml` (`check_fun_arity`-style checks in `check_term`,
    /// `check_pattern`) and `src/pisyntax.ml`; ProVerif manual, section 3.1.
    pub struct FunctionArity {
        code: "PV003", language: Pv, severity: Error,
        upstream: "ProVerif: `function f expects N argument(s) of type(s) … but is here given M argument(s)` / `function f should be applied to N arguments.`",
        exactness: Exact,
    }
}

impl Rule for FunctionArity {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let arities = function_arities(ctx);
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in ctx.tree.preorder() {
            let kind = ctx.tree.node(id).kind;
            if kind != "function_application" && kind != "constructor_pattern" {
                continue;
            }
            let Some(f) = ctx.tree.child_by_field(id, "function") else { continue };
            let name = ctx.text(f);
            let Some(&expected) = arities.get(name) else { continue };
            if in_macro[id] {
                continue;
            }
            let given = list_len(ctx, ctx.tree.child_by_field(id, "arguments"));
            if given != expected {
                out.push(self.diagnostic(
                    ctx.span(id),
                    format!("function {name} expects {expected} {}, but is here given {given}", plural(expected)),
                ));
            }
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        "argument"
    } else {
        "arguments"
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&FunctionArity));
    }

    #[test]
    fn right_arity_passes() {
        let text = "type key.\nfun senc(bitstring, key): bitstring.\nreduc forall m: bitstring, k: key; sdec(senc(m, k), k) = m.\nfree c: channel.\nprocess new k: key; in(c, x: bitstring); out(c, sdec(senc(x, k), k))\n";
        assert!(lines(&FunctionArity, text).is_empty());
    }

    #[test]
    fn untyped_front_end() {
        let text = "fun pk/1.\nfree c.\nprocess new k; out(c, pk(k, k))\n";
        assert_eq!(lines_in(&FunctionArity, "a.pi", text), vec![3]);
    }
}
