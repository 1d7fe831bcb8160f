use std::collections::HashMap;

use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::tree::NodeId;

use super::signature::{top_level_rules, Branches};

declare_rule! {
    /// ## What it does
    /// Flags a rule, lemma, restriction, case test, accountability lemma or process definition
    /// whose name an earlier item of the same kind already has. Items in different branches of
    /// one `#ifdef` are not compared, lemmas marked `[left]` and `[right]` are separate, and a
    /// rule repeated word for word is accepted (as Tamarin accepts it).
    ///
    /// ## Why is this bad?
    /// Tamarin adds items to the theory one by one and refuses the file when a name is taken
    /// (`duplicate rule`, `duplicate lemma`, `duplicate process`): proofs and lemma references
    /// name items, so names must be unique.
    ///
    /// ## Example
    /// ```spthy
    /// lemma secrecy: "All x #i. Secret(x) @ i ==> not (Ex #j. K(x) @ j)"
    /// lemma secrecy: exists-trace "Ex x #i. Secret(x) @ i"
    /// ```
    ///
    /// ## Use instead
    /// ```spthy
    /// lemma secrecy: "All x #i. Secret(x) @ i ==> not (Ex #j. K(x) @ j)"
    /// lemma executable: exists-trace "Ex x #i. Secret(x) @ i"
    /// ```
    ///
    /// ## References
    /// Tamarin `lib/theory/src/Theory/Text/Parser.hs` (`liftedAddProtoRule`, `liftedAddLemma`,
    /// `liftedAddRestriction`, `liftedAddProcessDef`: `DuplicateItem`, `duplicate process`).
    pub struct DuplicateName {
        code: "SPTHY002",
        language: Spthy,
        severity: Error,
        upstream: "Tamarin parser: `DuplicateItem` (duplicate rule/lemma/restriction) / `duplicate process: P`",
        exactness: Exact,
    }
}

/// The namespace of an item and the words used for it.
fn namespace(ctx: &LintContext, id: NodeId) -> Option<(&'static str, String)> {
    let tree = ctx.tree;
    let kind = match tree.node(id).kind {
        "rule" => "rule",
        "restriction" => "restriction",
        "case_test" => "test",
        "accountability_lemma" => "accountability lemma",
        "diff_lemma" => "diff lemma",
        "process_definition" => "process",
        "lemma" => "lemma",
        _ => return None,
    };
    // A lemma for one side of a diff theory only clashes with lemmas for that side.
    let side = tree
        .child_by_field(id, "attributes")
        .map(|a| {
            let sides: Vec<&str> =
                tree.named_children(a).map(|c| ctx.text(c)).filter(|t| *t == "left" || *t == "right").collect();
            sides.join(",")
        })
        .unwrap_or_default();
    Some((kind, side))
}

/// The tokens of an item, without layout and comments.
fn tokens<'a>(ctx: &'a LintContext<'a>, id: NodeId) -> Vec<&'a str> {
    ctx.tree
        .descendants(id)
        .filter(|&n| ctx.tree.is_leaf(n) && !ctx.tree.node(n).is_extra)
        .map(|n| ctx.text(n))
        .collect()
}

impl Rule for DuplicateName {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        let branches = Branches::of(&ctx.source.text);
        let rules: Vec<NodeId> = top_level_rules(ctx).collect();
        let items = tree.named_children(tree.root()).flat_map(|t| tree.named_children(t).collect::<Vec<_>>());
        let mut seen: HashMap<(&'static str, String, String), Vec<NodeId>> = HashMap::new();
        for id in items {
            if tree.node(id).kind == "rule" && !rules.contains(&id) {
                continue;
            }
            let Some((kind, side)) = namespace(ctx, id) else { continue };
            let Some(name_node) = tree.child_by_field(id, "name") else { continue };
            let name = ctx.text(name_node).to_string();
            let earlier = seen.entry((kind, name.clone(), side)).or_default();
            let start = ctx.span(id).start;
            // Tamarin lets a rule be given twice when both copies are the same rule.
            let clashes = |e: NodeId| kind != "rule" || tokens(ctx, e) != tokens(ctx, id);
            if let Some(&first) = earlier.iter().find(|&&e| !branches.exclusive(ctx.span(e).start, start) && clashes(e))
            {
                let first_name = tree.child_by_field(first, "name").unwrap_or(first);
                out.push(
                    self.diagnostic(ctx.span(name_node), format!("{kind} `{name}` is defined twice"))
                        .with_label(ctx.span(first_name), "first defined here")
                        .with_help(format!("rename one of the two {kind}s"))
                        .with_note(format!("Tamarin refuses the file: duplicate {kind} `{name}`")),
                );
            }
            earlier.push(id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::signature::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&DuplicateName));
    }

    #[test]
    fn same_name_for_a_rule_and_a_lemma_does_not_fire() {
        let text = "theory T begin\nrule A: [ ] --> [ ]\nlemma A: \"F\"\nend\n";
        assert_eq!(lines(&DuplicateName, text), Vec::<usize>::new());
    }

    #[test]
    fn identical_rule_twice_does_not_fire() {
        let text = "theory T begin\nrule A: [ In(x) ] --> [ Out(x) ]\n/* again */\nrule A:\n  [ In(x) ]\n  -->\n  [ Out(x) ]\nend\n";
        assert_eq!(lines(&DuplicateName, text), Vec::<usize>::new());
    }

    #[test]
    fn ifdef_branches_do_not_clash() {
        let text = "theory T begin\n#ifdef X\nrule A: [ ] --> [ ]\n#else\nrule A: [ ] --> [ Out('a') ]\n#endif\nend\n";
        assert_eq!(lines(&DuplicateName, text), Vec::<usize>::new());
    }
}
