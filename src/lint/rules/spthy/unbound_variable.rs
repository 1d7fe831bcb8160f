use std::collections::{HashMap, HashSet};

use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

use super::signature::{top_level_rules, variable_key, variables_under, Theory};

declare_rule! {
    /// ## What it does
    /// Flags a variable in a rule's actions or conclusions that no premise binds. Public
    /// variables (`$A`, `x:pub`) and constants (`'c'`, nullary functions) need no binding; a
    /// `let` variable counts as its value. Variables differ by sort: `~k` and `k` are two
    /// variables.
    ///
    /// ## Why is this bad?
    /// An unbound variable can be instantiated with anything, including values the adversary
    /// chooses, so the rule is far more permissive than intended (often a typo or a missing
    /// `Fr(~x)`/`In(x)` premise). Tamarin reports it in its wellformedness check ("Unbound
    /// variables").
    ///
    /// ## Example
    /// ```spthy
    /// rule Send: [ !Ltk($A, ~k) ] --> [ Out(senc(m, ~k)) ]
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// rule Send: [ !Ltk($A, ~k), Fr(~m) ] --> [ Out(senc(~m, ~k)) ]
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Tools/Wellformedness.hs` (`unboundCheck`,
    /// `unboundReport`, topic "Unbound variables"); manual, chapter "Modeling Issues".
    pub struct UnboundVariable {
        code: "SPTHY004",
        language: Spthy,
        severity: Warning,
        upstream: "Tamarin wellformedness: `Unbound variables` (rule R has unbound variables)",
        exactness: Exact,
    }
}

type Key = (char, String, String);

/// The variables of `node` as (key, node), with `let` variables replaced by their values'
/// (Tamarin reads a rule's `let` block as one substitution: definitions may come in any order).
fn expanded(
    ctx: &LintContext,
    node: NodeId,
    lets: &HashMap<Key, NodeId>,
    constants: &HashSet<&str>,
) -> Vec<(Key, NodeId)> {
    let mut out = Vec::new();
    let mut opened: HashSet<Key> = HashSet::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        for v in variables_under(ctx, n) {
            if ctx.tree.ancestor(v, "embedded_restriction").is_some() {
                continue;
            }
            let key = variable_key(ctx, v);
            if key.0 == ' ' && key.2.is_empty() && constants.contains(key.1.as_str()) {
                continue;
            }
            match lets.get(&key) {
                Some(&value) => {
                    if opened.insert(key) {
                        stack.push(value);
                    }
                }
                None => out.push((key, v)),
            }
        }
    }
    out
}

impl Rule for UnboundVariable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let theory = Theory::of(ctx);
        let constants = theory.constants();
        let tree = ctx.tree;
        for rule in top_level_rules(ctx) {
            let mut lets: HashMap<Key, NodeId> = HashMap::new();
            if let Some(block) = tree.child_by_field(rule, "let") {
                for def in tree.named_children(block) {
                    if let (Some(var), Some(value)) =
                        (tree.child_by_field(def, "variable"), tree.child_by_field(def, "value"))
                    {
                        lets.insert(variable_key(ctx, var), value);
                    }
                }
            }
            let bound: HashSet<Key> = tree
                .child_by_field(rule, "premises")
                .map(|p| expanded(ctx, p, &lets, &constants).into_iter().map(|(k, _)| k).collect())
                .unwrap_or_default();
            let mut reported: HashSet<Key> = HashSet::new();
            let mut used = Vec::new();
            for field in ["actions", "conclusions"] {
                if let Some(n) = tree.child_by_field(rule, field) {
                    used.extend(expanded(ctx, n, &lets, &constants));
                }
            }
            used.sort_by_key(|(_, n)| *n);
            let rule_name = tree.child_by_field(rule, "name").map(|n| ctx.text(n)).unwrap_or("");
            for (key, node) in used {
                if key.0 == '$' || bound.contains(&key) || !reported.insert(key.clone()) {
                    continue;
                }
                let shown = ctx.text(node);
                let same_name = bound.iter().find(|b| b.1 == key.1 && b.2 == key.2);
                let mut d = self
                    .diagnostic(
                        ctx.span(node),
                        format!("variable `{shown}` of rule `{rule_name}` is not bound by its premises"),
                    )
                    .with_note(format!(
                        "Tamarin's wellformedness check reports: rule `{rule_name}` has unbound variables"
                    ));
                d = match same_name {
                    Some(b) => d.with_help(format!(
                        "the premises bind `{}{}{}`: the sort prefix is part of a variable's name",
                        if b.0 == ' ' { String::new() } else { b.0.to_string() },
                        b.1,
                        b.2
                    )),
                    None => {
                        d.with_help("bind it in a premise (`Fr(~x)`, `In(x)`, a state fact) or use a public name `$x`")
                    }
                };
                out.push(d);
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
        insta::assert_snapshot!(fixture(&UnboundVariable));
    }

    #[test]
    fn let_definitions_in_any_order_do_not_fire() {
        let text =
            "theory T begin\nrule R: let m = <a, b>\n a = fst(x)\n b = snd(x) in [ In(x) ] --> [ Out(m) ]\nend\n";
        assert_eq!(lines(&UnboundVariable, text), Vec::<usize>::new());
    }

    #[test]
    fn bound_public_let_and_constants_do_not_fire() {
        let text = "theory T begin\nfunctions: c/0, f/1\n\
                    rule R: let m = <x, ~n> in [ In(x), Fr(~n) ] --[ Sent($A, m) ]-> [ Out(<f(c), m, 'k', y:pub>) ]\nend\n";
        assert_eq!(lines(&UnboundVariable, text), Vec::<usize>::new());
    }
}
