use std::collections::HashSet;

use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

use super::signature::{variable_name, variables_under};

declare_rule! {
    /// ## What it does
    /// Flags a quantifier in a lemma or restriction that is not guarded: every variable bound
    /// by `Ex` must occur in an action `F(…) @ i` (or be fixed by an equation) in the
    /// conjunction directly below it, and `All` must have an implication whose premise
    /// conjunction guards its variables the same way.
    ///
    /// ## Why is this bad?
    /// Tamarin's constraint solver only handles guarded formulas. It reports unguarded ones in
    /// its wellformedness check ("Formula guardedness": `unguarded variable(s)`, `universal
    /// quantifier without toplevel implication`) and cannot prove the lemma.
    ///
    /// ## Example
    /// ```spthy
    /// lemma secret: "All x. not (Ex #j. K(x) @ j)"
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// lemma secret: "All x #i. Secret(x) @ i ==> not (Ex #j. K(x) @ j)"
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Constraint/System/Guarded.hs` (`formulaToGuarded`) and
    /// `Theory/Tools/Wellformedness.hs` (`checkGuarded`); manual, chapter "Property
    /// Specification" (guarded formulas).
    pub struct UnguardedFormula {
        code: "SPTHY008",
        language: Spthy,
        severity: Warning,
        upstream: "Tamarin wellformedness: `Formula guardedness` (unguarded variable(s) … / universal quantifier without toplevel implication)",
        exactness: Exact,
    }
}

fn unparen(ctx: &LintContext, mut id: NodeId) -> NodeId {
    while ctx.tree.node(id).kind == "parenthesized_formula" {
        match ctx.tree.named_children(id).next() {
            Some(inner) => id = inner,
            None => break,
        }
    }
    id
}

fn is_all(ctx: &LintContext, q: NodeId) -> bool {
    ctx.tree.child_by_field(q, "quantifier").is_some_and(|n| matches!(ctx.text(n), "All" | "∀"))
}

/// The atoms of a top-level conjunction.
fn conjuncts(ctx: &LintContext, id: NodeId) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut stack = vec![id];
    while let Some(n) = stack.pop() {
        let n = unparen(ctx, n);
        if ctx.tree.node(n).kind == "conjunction" {
            stack.extend(["right", "left"].iter().filter_map(|f| ctx.tree.child_by_field(n, f)));
        } else {
            out.push(n);
        }
    }
    out
}

fn names(ctx: &LintContext, id: NodeId) -> HashSet<String> {
    variables_under(ctx, id).map(|v| variable_name(ctx, v)).collect()
}

/// Variables of `bound` that the guards among `atoms` leave unguarded.
fn unguarded(ctx: &LintContext, bound: &[String], atoms: &[NodeId]) -> Vec<String> {
    let mut left: HashSet<String> = bound.iter().cloned().collect();
    for &a in atoms {
        if matches!(ctx.tree.node(a).kind, "action_atom" | "predicate_atom") {
            for n in names(ctx, a) {
                left.remove(&n);
            }
        }
    }
    let equations: Vec<(HashSet<String>, HashSet<String>)> = atoms
        .iter()
        .filter(|&&a| ctx.tree.node(a).kind == "comparison")
        .filter(|&&a| ctx.tree.child_by_field(a, "operator").is_some_and(|o| ctx.text(o) == "="))
        .filter_map(|&a| {
            Some((names(ctx, ctx.tree.child_by_field(a, "left")?), names(ctx, ctx.tree.child_by_field(a, "right")?)))
        })
        .collect();
    loop {
        let before = left.len();
        for (s, t) in &equations {
            if s.is_disjoint(&left) {
                left.retain(|v| !t.contains(v));
            } else if t.is_disjoint(&left) {
                left.retain(|v| !s.contains(v));
            }
        }
        if left.len() == before {
            break;
        }
    }
    let mut out: Vec<String> = bound.iter().filter(|v| left.contains(*v)).cloned().collect();
    out.dedup();
    out
}

/// A quantifier of a formula that Tamarin's `formulaToGuarded` refuses.
pub(super) struct Unguarded {
    /// The `All`/`Ex` keyword.
    pub quantifier: NodeId,
    /// `None`: a universal quantifier without a top-level implication; otherwise the variables
    /// no guard covers.
    pub variables: Option<Vec<String>>,
    pub universal: bool,
}

impl Unguarded {
    pub fn message(&self) -> String {
        match &self.variables {
            None => "universal quantifier without a top-level implication".to_string(),
            Some(v) => {
                let list = v.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", ");
                format!("unguarded variable{} {list}", if v.len() == 1 { "" } else { "s" })
            }
        }
    }

    pub fn help(&self) -> String {
        match (&self.variables, self.universal) {
            (None, _) => "write `All x #i. Action(x) @ i ==> …`".to_string(),
            (Some(_), true) => {
                "each quantified variable must occur in an action `F(…) @ i` of the premise of the implication".into()
            }
            (Some(_), false) => {
                "each quantified variable must occur in an action `F(…) @ i` of the conjunction below the quantifier"
                    .into()
            }
        }
    }
}

/// Every quantifier in `formula` (the formula itself included) that is not guarded.
pub(super) fn unguarded_quantifiers(ctx: &LintContext, formula: NodeId) -> Vec<Unguarded> {
    let tree = ctx.tree;
    let mut found = Vec::new();
    for q in std::iter::once(formula).chain(tree.descendants(formula)) {
        if tree.node(q).kind != "quantified_formula" {
            continue;
        }
        // A quantifier directly below one of the same kind was opened with it.
        let mut parent = tree.node(q).parent;
        while let Some(p) = parent.filter(|&p| tree.node(p).kind == "parenthesized_formula") {
            parent = tree.node(p).parent;
        }
        if parent.is_some_and(|p| tree.node(p).kind == "quantified_formula" && is_all(ctx, p) == is_all(ctx, q)) {
            continue;
        }
        let universal = is_all(ctx, q);
        let mut bound: Vec<String> = Vec::new();
        let mut body = q;
        loop {
            bound.extend(tree.children_by_field(body, "variable").map(|v| variable_name(ctx, v)));
            let Some(b) = tree.child_by_field(body, "body") else { break };
            let b = unparen(ctx, b);
            body = b;
            if !(tree.node(b).kind == "quantified_formula" && is_all(ctx, b) == universal) {
                break;
            }
        }
        let quantifier = tree.child_by_field(q, "quantifier").unwrap_or(q);
        let atoms = if universal {
            if tree.node(body).kind != "implication" {
                found.push(Unguarded { quantifier, variables: None, universal });
                continue;
            }
            match tree.child_by_field(body, "left") {
                Some(l) => conjuncts(ctx, l),
                None => continue,
            }
        } else {
            conjuncts(ctx, body)
        };
        let missing = unguarded(ctx, &bound, &atoms);
        if !missing.is_empty() {
            found.push(Unguarded { quantifier, variables: Some(missing), universal });
        }
    }
    found
}

impl Rule for UnguardedFormula {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        for item in tree.preorder().filter(|&id| matches!(tree.node(id).kind, "lemma" | "restriction")) {
            let Some(formula) = tree.child_by_field(item, "formula") else { continue };
            let item_name = tree.child_by_field(item, "name").map(|n| ctx.text(n)).unwrap_or("");
            for found in unguarded_quantifiers(ctx, formula) {
                out.push(
                    self.diagnostic(ctx.span(found.quantifier), found.message()).with_help(found.help()).with_note(
                        format!("Tamarin's wellformedness check reports this formula of `{item_name}` as not guarded"),
                    ),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::signature::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UnguardedFormula));
    }

    #[test]
    fn guarded_formulas_do_not_fire() {
        let text = "theory T begin\nrule R: [ Fr(~n) ] --[ A(~n), B(~n) ]-> [ ]\n\
                    lemma l: \"All x #i. A(x) @ i ==> (Ex #j. B(x) @ j & #j < #i) | (Ex y #k. B(y) @ k & y = x)\"\n\
                    lemma e: exists-trace \"Ex x #i #j. A(x) @ i & B(x) @ j & not (Ex #k. A(x) @ k & #k < #i)\"\n\
                    restriction r: \"All x #i #j. A(x) @ i & A(x) @ j ==> #i = #j\"\nend\n";
        assert_eq!(lines(&UnguardedFormula, text), Vec::<usize>::new());
    }
}
