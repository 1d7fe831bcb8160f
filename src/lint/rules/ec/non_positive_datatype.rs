use super::scope::in_failing_sentence;
use crate::declare_rule;
use crate::diagnostic::{Diagnostic, Span};
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::{NodeId, SyntaxTree};
use crate::symbols::Role;

declare_rule! {
    /// ## What it does
    /// Flags a datatype that a constructor's argument names other than positively: left of
    /// an arrow (`B of (t -> int)`), or as an argument of a type constructor (`B of t list`,
    /// `B of (int, t) map`, even an abbreviation's). A constructor may take the datatype
    /// itself, in a tuple, or right of an arrow (`B of t & (int -> t) & (t * bool)`). The
    /// check reads the types as written: EasyCrypt r2025.08 does not unfold abbreviations
    /// for it (`type 'a id = 'a.` then `B of t id` is refused too). Sentences marked `fail`
    /// are left alone.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 refuses the declaration with `the datatype does not respect the
    /// positivity condition` (measured on each form above), since it could not state the
    /// datatype's induction principle. Newer EasyCrypt versions accept some of these forms
    /// (a datatype nested in a `list`).
    ///
    /// ## Example
    /// ```easycrypt
    /// require import List.
    /// type tree = [ Leaf | Node of tree list ].
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// type tree = [ Leaf | Node of forest ]
    /// (* or, with the children as constructor arguments: *)
    /// type tree2 = [ Leaf2 | Node2 of tree2 & tree2 ].
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecInductive.ml` (`indsc_of_datatype`'s `scheme1`, exception
    /// `NonPositive`), raised from `src/ecScope.ml` as `DTE_NonPositive`.
    pub struct NonPositiveDatatype {
        code: "EC010", language: Ec, severity: Error,
        upstream: "EasyCrypt: `the datatype does not respect the positivity condition`", exactness: Exact,
    }
}

impl Rule for NonPositiveDatatype {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        for declaration in tree.preorder().filter(|&id| tree.node(id).kind == "type_declaration") {
            let (Some(name), Some(value)) =
                (tree.child_by_field(declaration, "name"), tree.child_by_field(declaration, "value"))
            else {
                continue;
            };
            if tree.node(value).kind != "datatype" || in_failing_sentence(ctx, declaration) {
                continue;
            }
            // The datatype's own uses, as the symbol engine resolves them.
            let Some(symbol) = ctx.symbols.occurrence_at_node(name).and_then(|o| o.symbol) else { continue };
            let uses: Vec<Span> =
                ctx.symbols.occurrences_of(symbol).filter(|o| o.role == Role::Reference).map(|o| o.span).collect();
            let datatype = Datatype { tree, uses };
            let mut arguments = tree
                .named_children(value)
                .filter(|&c| tree.node(c).kind == "constructor")
                .flat_map(|c| tree.named_children(c).filter(|&a| tree.node(a).field != Some("name")));
            let Some((at, place)) = arguments.find_map(|a| datatype.negative(a)) else { continue };
            // On the declaration's first line. (EasyCrypt's location starts right after the
            // previous sentence's full stop: on a blank line before the declaration, if any.)
            let head = Span::new(tree.node(declaration).span.start, tree.node(name).span.end);
            let own = ctx.text(name);
            let label = match place {
                Some(constructor) => format!("`{own}` as an argument of `{}`", ctx.text(constructor)),
                None => format!("`{own}` left of an arrow"),
            };
            out.push(
                self.diagnostic(head, "the datatype does not respect the positivity condition".into())
                    .with_label(ctx.span(at), label)
                    .with_help(format!(
                        "a constructor may take `{own}` itself, in a tuple or right of an arrow, not left of an arrow nor as a type argument"
                    )),
            );
        }
    }
}

/// A datatype being declared: its tree and the spans where its name is used.
struct Datatype<'t> {
    tree: &'t SyntaxTree,
    uses: Vec<Span>,
}

impl Datatype<'_> {
    /// Whether the datatype's name is used within `node`.
    fn occurs(&self, node: NodeId) -> bool {
        let span = self.tree.node(node).span;
        self.uses.iter().any(|u| span.start <= u.start && u.end <= span.end)
    }

    /// The first part of a constructor argument's type where the datatype occurs negatively
    /// or nested, as `scheme1` walks it: a tuple's members and an arrow's result are walked,
    /// an arrow's argument and a type constructor's arguments must not mention it. With it,
    /// that type constructor (None: the part is left of an arrow).
    fn negative(&self, ty: NodeId) -> Option<(NodeId, Option<NodeId>)> {
        let tree = self.tree;
        let node = tree.node(ty);
        match node.kind {
            // A bracketed type; several inside are a constructor's arguments, read below.
            "simple_type" => match tree.named_children(ty).collect::<Vec<_>>()[..] {
                [inner] => self.negative(inner),
                _ => None,
            },
            "tuple_type" => tree.named_children(ty).find_map(|c| self.negative(c)),
            "function_type" => {
                let domain = tree.child_by_field(ty, "domain")?;
                if self.occurs(domain) {
                    return Some((domain, None));
                }
                self.negative(tree.child_by_field(ty, "codomain")?)
            }
            "applied_type" => {
                let constructor = tree.child_by_field(ty, "constructor");
                let argument = tree.named_children(ty).filter(|&c| Some(c) != constructor).find(|&c| self.occurs(c))?;
                Some((argument, constructor))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing::lines;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(super::super::scope::testing::fixture(&NonPositiveDatatype));
    }

    /// Positive places, names that are not the datatype's, and records are no finding.
    #[test]
    fn positive_and_unrelated_uses_are_left_alone() {
        // (EasyCrypt r2025.08 accepts this text.)
        let text = "require import List.\ntheory T. type t = [ A ]. end T.\n\
                    type t = [ A | B of t & (int -> t) & (t * bool) & (int -> int -> t) ].\n\
                    type u = [ U | C of (T.t -> u) ].\n\
                    type 'a v = [ D of 'a list & ('a -> int) ].\n\
                    type r = { f : int -> int }.\n";
        assert_eq!(lines(Language::Ec, &NonPositiveDatatype, text), Vec::<usize>::new());
    }
}
