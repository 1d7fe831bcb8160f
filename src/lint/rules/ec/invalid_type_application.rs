use std::collections::HashMap;

use super::scope::{stdlib, visible_names};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a type applied to a number of type arguments other than its declaration takes:
    /// `int int`, `bool real`, `boxq` or `(int, int) boxq` after `type 'a boxq.`. It knows the
    /// arity of EasyCrypt's built-in types (`unit`, `bool`, `int`, `real`, `xint`: none) and
    /// of a type the file declares when every declaration of that name agrees and no theory
    /// of the standard library writes the name; it checks only files whose every `require`
    /// names a theory of the standard library.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 stops with `invalid type application: int` (measured on
    /// `op b : int int.`, `op b : (int * bool) -> bool real.`, and on `op b : boxq.` and
    /// `op b : (int, int) boxq.` after `type 'a boxq.`): usually two types written where one
    /// arrow or product was meant (`int -> int`, `int * int`).
    ///
    /// ## Example
    /// ```easycrypt
    /// op a : int int -> int.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// op a : int -> int -> int.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecTyping.ml` (`transty`, error `InvalidTypeAppl`).
    pub struct InvalidTypeApplication {
        code: "EC004", language: Ec, severity: Error,
        upstream: "EasyCrypt: `invalid type application: t`", exactness: Exact,
    }
}

/// EasyCrypt's built-in types, which take no argument.
const BUILTIN_TYPES: &[&str] = &["unit", "bool", "int", "real", "xint"];

impl Rule for InvalidTypeApplication {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        if visible_names(ctx).is_none() {
            return;
        }
        let arities = declared_arities(ctx);
        for id in ctx.tree.preorder() {
            let Some((name, given)) = applied(ctx, id) else { continue };
            let expected = match arities.get(name) {
                Some(&Some(n)) => n,
                Some(None) => continue,
                None if BUILTIN_TYPES.contains(&name) => 0,
                None => continue,
            };
            if given != expected {
                out.push(self.diagnostic(ctx.span(id), format!("invalid type application: {name}")).with_help(
                    format!("`{name}` takes {expected} type argument(s), here {given}: was `->` or `*` meant?"),
                ));
            }
        }
    }
}

/// The name a type use `id` applies and its number of arguments: `int` in `int list` (0),
/// `list` in `int list` (1), `map` in `(int, bool) map` (2).
fn applied<'a>(ctx: &'a LintContext, id: NodeId) -> Option<(&'a str, usize)> {
    let node = ctx.tree.node(id);
    if node.kind != "identifier" {
        return None;
    }
    let parent_id = node.parent?;
    let parent = ctx.tree.node(parent_id);
    match parent.kind {
        "simple_type" if ctx.tree.children(parent_id).len() == 1 => Some((ctx.text(id), 0)),
        "applied_type" if node.field == Some("constructor") => {
            let argument = *ctx.tree.children(parent_id).first()?;
            let bracketed = ctx.tree.node(argument).kind == "simple_type"
                && ctx.tree.children(argument).first().is_some_and(|&c| ctx.text(c) == "(");
            let n = if bracketed { ctx.tree.named_children(argument).count() } else { 1 };
            Some((ctx.text(id), n))
        }
        _ => None,
    }
}

/// The number of parameters of each type the file declares; `None` when declarations of the
/// name disagree or the standard library writes the name too (its type may be the one in scope).
fn declared_arities<'a>(ctx: &'a LintContext) -> HashMap<&'a str, Option<usize>> {
    let mut arities: HashMap<&str, Option<usize>> = HashMap::new();
    for id in ctx.tree.preorder().filter(|&id| ctx.tree.node(id).kind == "type_declaration") {
        let mut pending = 0;
        for &c in ctx.tree.children(id) {
            let child = ctx.tree.node(c);
            if child.kind == "type_parameters" {
                pending = ctx.tree.named_children(c).count().max(1);
            } else if child.field == Some("name") {
                let name = ctx.text(c);
                let arity = if stdlib().names.contains(name) { None } else { Some(pending) };
                arities.entry(name).and_modify(|a| *a = if *a == arity { arity } else { None }).or_insert(arity);
                pending = 0;
            }
        }
    }
    arities
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing::lines;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(super::super::scope::testing::fixture(&InvalidTypeApplication));
    }

    #[test]
    fn library_types_and_shadowed_names_are_left_alone() {
        // `list` belongs to the library (arity unknown to cfb); `int` redeclared takes one.
        let text = "require import AllCore List.\ntype 'a int.\nop a : int list.\nop b : bool int.\n";
        assert_eq!(lines(Language::Ec, &InvalidTypeApplication, text), Vec::<usize>::new());
    }
}
