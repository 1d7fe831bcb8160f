use std::collections::HashMap;

use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Flags a second declaration of a name in the same theory and the same namespace:
    /// operators, predicates and abbreviations share one, lemmas and axioms one, types,
    /// modules and module types one each (`type t` and `op t` may coexist). Sections do not
    /// open a namespace; `theory T. … end T.` does. Declarations marked `local` or `declare`
    /// (which a section's end removes), sentences prefixed by `fail`, lemmas whose proof ends
    /// in `abort` (EasyCrypt forgets them), and what a clone brings are left alone.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 refuses the file: `the symbol f already exists` (measured on two
    /// `op f`, `op f` and `pred f`, `op f` and `abbrev f`, `axiom a` and `lemma a`, two
    /// `module M`, two `module type M`, also across a section) and ``duplicated
    /// type/type-class name `t'`` for two `type t`; it accepts `type t` with `op t`, and an
    /// `op f` of the file with another `op f` in `theory T`. Operators are not overloaded
    /// within one theory: `op f (x : int)` and `op f (x : bool)` clash too.
    ///
    /// ## Example
    /// ```easycrypt
    /// op f : int.
    /// op f : int.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// op f : int.
    /// op g : int.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecScope.ml` (`DuplicatedSymbol`) and `src/ecEnv.ml`
    /// (`DuplicatedBinding`).
    pub struct DuplicateDeclaration {
        code: "EC007", language: Ec, severity: Error,
        upstream: "EasyCrypt: `the symbol f already exists`", exactness: Exact,
    }
}

/// The namespace a declaration kind puts its names in.
fn namespace(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "operator_declaration" | "predicate_declaration" | "abbreviation_declaration" => "operator",
        "axiom_declaration" | "lemma_declaration" => "lemma",
        "type_declaration" => "type",
        "module_declaration" => "module",
        "module_type_declaration" => "module type",
        _ => return None,
    })
}

impl Rule for DuplicateDeclaration {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        // Each `theory T.` opened gets its own number: two theories of one name never compare.
        let mut opened = 0usize;
        let mut theories = vec![0usize];
        let mut seen: HashMap<(usize, &str, &str), NodeId> = HashMap::new();
        let mut previous: Option<NodeId> = None;
        for sentence in tree.named_children(tree.root()) {
            let kind = tree.node(sentence).kind;
            let after_prefix = previous.is_some_and(|p| tree.node(p).kind == "sentence_prefix");
            previous = Some(sentence);
            match kind {
                "theory_declaration" if tree.child_by_field(sentence, "value").is_none() => {
                    opened += 1;
                    theories.push(opened);
                }
                "theory_end" if !tree.children(sentence).iter().any(|&c| ctx.text(c) == "section") => {
                    if theories.len() > 1 {
                        theories.pop();
                    }
                }
                _ => {}
            }
            let Some(space) = namespace(kind) else { continue };
            let local = tree.named_children(sentence).any(|c| tree.node(c).kind == "locality")
                || tree.named_children(sentence).any(|c| tree.node(c).kind == "sentence_prefix");
            if local || after_prefix || aborted(ctx, sentence) {
                continue;
            }
            let theory = *theories.last().unwrap_or(&0);
            for name in names(ctx, sentence) {
                if let Some(&first) = seen.get(&(theory, space, ctx.text(name))) {
                    let line = ctx.source.line_col(ctx.span(first).start).line;
                    let text = ctx.text(name);
                    let message = if space == "type" {
                        format!("duplicated type/type-class name `{text}'")
                    } else {
                        format!("the symbol {text} already exists")
                    };
                    out.push(
                        self.diagnostic(ctx.span(name), message)
                            .with_help(format!("the {space} `{text}` is already declared on line {line}: rename one")),
                    );
                } else {
                    seen.insert((theory, space, ctx.text(name)), name);
                }
            }
        }
    }
}

/// True for a lemma whose proof ends in `abort` (EasyCrypt forgets it), and for one named
/// `nosmt` (the old modifier, which EC008 reports: EasyCrypt refuses that lemma).
fn aborted(ctx: &LintContext, declaration: NodeId) -> bool {
    let tree = ctx.tree;
    if tree.node(declaration).kind != "lemma_declaration" && tree.node(declaration).kind != "axiom_declaration" {
        return false;
    }
    if tree.child_by_field(declaration, "name").is_some_and(|n| ctx.text(n) == "nosmt") {
        return true;
    }
    if tree.node(declaration).kind == "axiom_declaration" || tree.child_by_field(declaration, "proof").is_some() {
        return false;
    }
    let sentences = tree.children(tree.root());
    let at = sentences.iter().position(|&c| c == declaration).unwrap_or(sentences.len());
    sentences[at..].iter().find(|&&c| tree.node(c).kind == "proof_end").is_some_and(|&end| ctx.text(end) == "abort")
}

/// The names a declaration declares (`op a, b : int.` declares two; a module's name sits in
/// its header).
fn names(ctx: &LintContext, declaration: NodeId) -> Vec<NodeId> {
    let tree = ctx.tree;
    let mut out: Vec<NodeId> = tree.children_by_field(declaration, "name").collect();
    if let Some(header) = tree.child_by_field(declaration, "header") {
        out.extend(tree.child_by_field(header, "name"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing::lines;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(super::super::scope::testing::fixture(&DuplicateDeclaration));
    }

    #[test]
    fn theories_open_a_namespace_and_local_names_go_with_their_section() {
        let text = "lemma L : true.\nproof. abort.\nlemma L : true.\nproof. trivial. qed.\nop f : int.\ntheory T.\nop f : int.\nend T.\ntheory T2.\nop g : int.\nend T2.\nop g : int.\nsection.\nlocal op h : int.\nend section.\nop h : int.\n";
        assert_eq!(lines(Language::Ec, &DuplicateDeclaration, text), Vec::<usize>::new());
    }
}
