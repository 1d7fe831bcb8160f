use super::symbols::untyped;
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a variable (or `_`) bound by a pattern without a type where nothing else gives
    /// it one: the whole pattern of an input `in(c, x)`, and the elements of a tuple pattern
    /// `(x, y)`. (The arguments of a data constructor `f(x, y)` take the types of `f`'s
    /// declaration, a `let x = t` pattern the type of `t`, a `get` pattern the table's types.)
    ///
    /// ## Why is this bad?
    /// ProVerif's typed front end refuses the file (`variable x should be declared with a
    /// type`). A variable in a pattern always binds a new variable, even when a variable of
    /// that name is already in scope: to compare with an existing value, write `=x`.
    ///
    /// ## Example
    /// ```proverif
    /// free c: channel.
    /// process in(c, (m, n: bitstring)); out(c, m)
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// free c: channel.
    /// process in(c, (m: bitstring, n: bitstring)); out(c, m)
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml`, `check_ep` (case `PPatVar`, `PPatAny`) called by
    /// `check_process` on `PInput` and by `check_ep` on `PPatTuple`; ProVerif manual,
    /// section 3.1.4 (patterns).
    pub struct UntypedPatternVariable {
        code: "PV006", language: Pv, severity: Error,
        upstream: "ProVerif: `variable x should be declared with a type` / `the any term pattern '_' should be declared with a type`",
        exactness: Exact,
    }
}

impl Rule for UntypedPatternVariable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // The untyped front ends (`.pi`, `.horn`) have no types to declare.
        if untyped(ctx) {
            return;
        }
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in ctx.nodes_of_kind("simple_pattern") {
            if ctx.tree.child_by_field(id, "type").is_some() || type_known(ctx, id) {
                continue;
            }
            // A macro body is checked only once expanded.
            if in_macro[id] {
                continue;
            }
            let Some(name) = ctx.tree.child_by_field(id, "name") else { continue };
            let message = if ctx.tree.node(name).kind == "wildcard" {
                "the any term pattern '_' should be declared with a type".to_string()
            } else {
                format!("variable {} should be declared with a type", ctx.text(name))
            };
            out.push(self.diagnostic(ctx.span(id), message).with_help("give it its type: `x: T`"));
        }
    }
}

/// Whether the context of the pattern `id` gives it a type (ProVerif's `type_pat_opt`).
fn type_known(ctx: &LintContext, id: NodeId) -> bool {
    let Some(mut parent) = ctx.tree.node(id).parent else { return true };
    // The elements of a tuple, a constructor or a `get` hang below a pattern_list.
    if ctx.tree.node(parent).kind == "pattern_list" {
        match ctx.tree.node(parent).parent {
            Some(p) => parent = p,
            None => return true,
        }
    }
    match ctx.tree.node(parent).kind {
        "input" => false,
        "tuple_pattern" => false,
        // Both sides of `choice[p1, p2]` get the choice's own type, else the context's.
        "choice_pattern" => ctx.tree.child_by_field(parent, "type").is_some() || type_known(ctx, parent),
        // Constructor arguments, `let` and `get` patterns, sums: typed by their context.
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UntypedPatternVariable));
    }

    #[test]
    fn typed_by_their_context_passes() {
        let text = "type key.\nfun pair(bitstring, key): bitstring [data].\ntable t(key, bitstring).\nfree c: channel.\n\
                    process in(c, pair(m, k)); let x = m in let pair(y, z) = x in get t(k2, _) in\n  \
                    let (a: bitstring, =k) = (m, k) in x <- m; let w: bitstring suchthat w = m in out(c, (x, y, a, w))\n";
        assert_eq!(lines(&UntypedPatternVariable, text), Vec::<usize>::new());
    }

    #[test]
    fn process_terms_and_letfun() {
        let text = "free c: channel.\nletfun f(x: bitstring) = let (y, z: bitstring) = x in z.\nprocess in(c, x: bitstring); out(c, f(x))\n";
        assert_eq!(lines(&UntypedPatternVariable, text), vec![2]);
    }

    #[test]
    fn untyped_front_end_passes() {
        let text = "free c.\nprocess in(c, (x, y)); out(c, x)\n";
        assert_eq!(lines_in(&UntypedPatternVariable, "a.pi", text), Vec::<usize>::new());
    }

    #[test]
    fn macro_bodies_pass() {
        let text = "def M(c) { let P = in(c, x); 0. }\nprocess 0\n";
        assert_eq!(lines(&UntypedPatternVariable, text), Vec::<usize>::new());
    }
}
