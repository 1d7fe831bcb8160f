use super::scope::{infer, walk_processes, Types, Visit};
use super::symbols::{declared_types, untyped};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags, in processes and `letfun` bodies, an argument of a constructor `fun f(T1, ...,
    /// Tn): T` whose type is evident and differs from the declared one, and the channel of an
    /// `in` or `out` whose type is evident and is not `channel`. A type is evident for a
    /// variable declared with its type (`new k: key`, `in(c, x: T)`, a parameter `x: T`, or
    /// `let x = t` with `t` evident), a global name or constant, a constructor's result, a
    /// tuple (`bitstring`), an integer (`nat`) and a comparison or boolean operator (`bool`).
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file (`function f expects 1 argument of type G but is here given 1
    /// argument of type bitstring.`, `this term has type key but should have type channel`).
    /// It is usually swapped arguments, a tuple where a single value was meant, or a missing
    /// type conversion.
    ///
    /// ## Example
    /// ```proverif
    /// type skey.
    /// type pkey.
    /// fun pk(skey): pkey.
    /// free c: channel.
    /// process new sk: skey; out(c, pk(pk(sk)))
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// type skey.
    /// type pkey.
    /// fun pk(skey): pkey.
    /// free c: channel.
    /// process new sk: skey; out(c, pk(sk))
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`: `get_apply_symb` (`function f expects ... but is here
    /// given ...`), `check_process` on `PInput`/`POutput` (`this term has type ... but should
    /// have type channel`); ProVerif manual, section 3.1.
    pub struct ArgumentType {
        code: "PV011", language: Pv, severity: Error,
        upstream: "ProVerif: `function f expects N argument(s) of type(s) … but is here given N argument(s) of type(s) …` / `this term has type T but should have type channel`",
        exactness: Exact,
    }
}

impl Rule for ArgumentType {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        if untyped(ctx) {
            return;
        }
        let types = Types::of(ctx);
        // A type that is not declared is PV001's error; comparing with it would only echo it.
        let declared = declared_types(ctx);
        let known = |t: &str| declared.contains(t);
        walk_processes(ctx, &mut |v: Visit| {
            let Visit::Node(id, scope, scopes) = v else { return };
            match ctx.tree.node(id).kind {
                "function_application" => {
                    let Some(f) = ctx.tree.child_by_field(id, "function") else { return };
                    let name = ctx.text(f);
                    if scopes.lookup(scope, name).is_some() {
                        return;
                    }
                    let Some((params, _)) = types.functions.get(name) else { return };
                    let args: Vec<_> = ctx
                        .tree
                        .child_by_field(id, "arguments")
                        .map_or(Vec::new(), |l| ctx.tree.named_children(l).collect());
                    if args.len() != params.len() {
                        return; // PV003
                    }
                    let given: Vec<Option<&str>> = args.iter().map(|&a| infer(ctx, &types, scopes, scope, a)).collect();
                    let wrong = params
                        .iter()
                        .zip(&given)
                        .any(|(p, g)| g.is_some_and(|g| g != *p && *p != "any_type" && known(g) && known(p)));
                    if wrong {
                        let shown: Vec<&str> = given.iter().map(|g| g.unwrap_or("?")).collect();
                        out.push(self.diagnostic(
                            ctx.span(id),
                            format!(
                                "function {name} expects {} argument(s) of type(s) {} but is here given {} argument(s) of type(s) {}",
                                params.len(),
                                params.join(", "),
                                given.len(),
                                shown.join(", ")
                            ),
                        ));
                    }
                }
                "input" | "output" => {
                    let Some(ch) = ctx.tree.child_by_field(id, "channel") else { return };
                    if let Some(ty) = infer(ctx, &types, scopes, scope, ch).filter(|t| *t != "channel" && known(t)) {
                        out.push(
                            self.diagnostic(
                                ctx.span(ch),
                                format!("this term has type {ty} but should have type channel"),
                            ),
                        );
                    }
                }
                _ => {}
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&ArgumentType));
    }

    #[test]
    fn well_typed_passes() {
        let text = "type key.\ntype G.\nfun senc(bitstring, key): bitstring.\nfun exp(G, key): G.\nconst g: G.\n\
                    fun conv(G): key [typeConverter].\nreduc forall m: bitstring, k: key; sdec(senc(m, k), k) = m.\n\
                    letfun mk(k: key) = senc((k, k), k).\nfree c: channel.\n\
                    let P(k: key, x: G) = let y = exp(x, k) in let z = sdec(senc((y, 1), conv(y)), k) in out(c, (z, choice[k, k]));\n  \
                    let k = exp(g, k) in out(c, exp(k, conv(k))).\n\
                    process new k: key; in(c, (x: G, m: bitstring)); out(c, senc(m, conv(exp(x, k)))) | P(k, g) | out(c, mk(k))\n";
        assert_eq!(lines(&ArgumentType, text), Vec::<usize>::new());
    }

    #[test]
    fn unknown_types_do_not_fire() {
        // The type of a destructor's or a letfun's result, or of an untyped let, is not evident.
        let text = "type key.\nfun senc(bitstring, key): bitstring.\nreduc forall m: bitstring, k: key; sdec(senc(m, k), k) = m.\n\
                    letfun id(x: bitstring) = x.\nfree c: channel.\n\
                    process new k: key; in(c, m: bitstring); let (a: key, b: key) = m in out(c, senc(sdec(m, k), a)); out(c, senc(id(m), b))\n";
        assert_eq!(lines(&ArgumentType, text), Vec::<usize>::new());
    }

    #[test]
    fn undeclared_types_are_left_to_pv001() {
        let text = "type key.\nfun f(key): bitstring.\nfree c: chanel.\nfree k: kye.\nprocess out(c, f(k))\n";
        assert_eq!(lines(&ArgumentType, text), Vec::<usize>::new());
    }

    #[test]
    fn untyped_front_end_passes() {
        assert_eq!(lines_in(&ArgumentType, "a.pi", "fun f/1.\nfree c.\nprocess out(f(c), c)\n"), Vec::<usize>::new());
    }
}
