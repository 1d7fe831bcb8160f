use super::scope::{walk_processes, UseKind, Visit};
use super::symbols::untyped;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags, in processes and `letfun` bodies, an identifier that is neither a variable in
    /// scope (a parameter, or bound by `new`, `in`, `let`, `get`, `<-`, `<-R`) nor declared
    /// by the file (`free`, `const`, `fun`, `reduc`, `letfun`, `pred`, `channel`, or an
    /// argument of `expand`), and a function application whose function the file does not
    /// declare. Variables are visible only after their binding and, for `let`/`get`, only in
    /// the `in` branch, not after `else`.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file (`Variable, function, name, or predicate x not declared.`,
    /// `f not defined.`): usually a typo, a variable used in the `else` branch of the `let`
    /// that binds it, or a value received in another process.
    ///
    /// ## Example
    /// ```proverif
    /// free c: channel.
    /// fun h(bitstring): bitstring.
    /// process in(c, x: bitstring); out(c, hash(y))
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// free c: channel.
    /// fun h(bitstring): bitstring.
    /// process in(c, x: bitstring); out(c, h(x))
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`: `get_term_from_ident`, `get_apply_symb`,
    /// `check_process`, `check_et`, `check_ep`; macro expansion (`apply`, which renames the
    /// identifiers a macro declares unless they are its arguments); ProVerif manual,
    /// section 3.1.
    pub struct UndeclaredIdentifier {
        code: "PV008", language: Pv, severity: Error,
        upstream: "ProVerif: `Variable, function, name, or predicate x not declared.` / `f not defined.`",
        exactness: Exact,
    }
}

impl Rule for UndeclaredIdentifier {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // The untyped front ends declare free names implicitly (with a warning).
        if untyped(ctx) {
            return;
        }
        walk_processes(ctx, &mut |v: Visit| {
            let Visit::Use(u) = v else { return };
            if u.bound || u.global {
                return;
            }
            let message = match u.kind {
                UseKind::Term => format!("Variable, function, name, or predicate {} not declared", u.name),
                UseKind::Function => format!("{} not defined", u.name),
                UseKind::Pattern => format!("function {} not defined", u.name),
                UseKind::Event | UseKind::Table => return,
            };
            out.push(self.diagnostic(ctx.span(u.node), message));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UndeclaredIdentifier));
    }

    #[test]
    fn scoping_passes() {
        let text = "type key.\nfun senc(bitstring, key): bitstring.\nreduc forall m: bitstring, k: key; sdec(senc(m, k), k) = m.\n\
                    fun pair(bitstring, bitstring): bitstring [data].\nfree c: channel.\nconst zero: bitstring.\ntable keys(key).\n\
                    event e(bitstring).\npred ok(bitstring).\n\
                    letfun f(x: bitstring, k: key) = let y = senc(x, k) in sdec(y, k).\n\
                    let P(k: key) = in(c, pair(a, b)); let (x: bitstring, =a) = (b, a) in new n: bitstring; out(c, f(x, k)) else out(c, a).\n\
                    process ! new k: key; insert keys(k); (P(k) | get keys(k2) in out(c, senc(zero, k2)) |\n  \
                    let z: bitstring suchthat ok(z) in event e(z); out(c, choice[z, zero]) | r <-R key; s <- senc(zero, r); out(c, s) |\n  \
                    out(c, new m: bitstring; let w = m in w) | in(c, n: nat); let n' + 1 = n in out(c, not(n' = 0 || is_nat(n'))))\n";
        assert_eq!(lines(&UndeclaredIdentifier, text), Vec::<usize>::new());
    }

    #[test]
    fn else_branch_and_equality_patterns() {
        let text =
            "free c: channel.\nprocess in(c, m: bitstring); let (x: bitstring, =x) = m in out(c, x) else out(c, x)\n";
        // `=x` is read before the pattern binds x; `else` does not see x.
        assert_eq!(lines(&UndeclaredIdentifier, text), vec![2, 2]);
    }

    #[test]
    fn expand_arguments_and_macro_bodies_pass() {
        let text = "def M(f) { fun f(bitstring): bitstring. fun g(bitstring): bitstring. let Q = out(c, g(c)). }\n\
                    free c: channel.\nexpand M(h).\nprocess out(c, h(c))\n";
        assert_eq!(lines(&UndeclaredIdentifier, text), Vec::<usize>::new());
    }

    #[test]
    fn untyped_front_end_passes() {
        assert_eq!(lines_in(&UndeclaredIdentifier, "a.pi", "free c.\nprocess out(c, s)\n"), Vec::<usize>::new());
    }
}
