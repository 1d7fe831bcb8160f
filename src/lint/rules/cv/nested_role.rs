use super::symbols::{top_level, unchecked_definitions};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a role (a module of the implementation extraction, `Name { … }` or
    /// `Name [options] { … }` in a process) opened while another role is still open, in the
    /// main process or in a process definition that something calls. A role stays open
    /// until a `return(…) }` (`out(…) }` in `.cv` files) closes it.
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file with `Roles cannot be nested`: each role becomes one
    /// module of the generated implementation, and the role opened first runs until the end
    /// of its process, so a second `Name {` inside it would have to be a module within a
    /// module.
    ///
    /// ## Example
    /// ```cryptoverif
    /// process
    ///   Initiator {
    ///     O1() := return();
    ///     Initiator2 {
    ///       O2() := return()
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// process
    ///   Initiator {
    ///     O1() := return();
    ///     O2() := return()
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml`, `check_process` (case `PBeginModule`).
    pub struct NestedRole {
        code: "CV008", language: Cv, severity: Error,
        upstream: "CryptoVerif: `Roles cannot be nested`", exactness: Exact,
    }
}

impl Rule for NestedRole {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let tree = ctx.tree;
        let unchecked = unchecked_definitions(ctx);
        // The role open at `id`: the nearest enclosing role, unless a `return(…) }` or
        // `out(…) }` between them closed it (the `}` is the parser's `progend`).
        let open_role = |id| {
            let mut child = id;
            let mut up = tree.node(id).parent;
            while let Some(a) = up {
                let node = tree.node(a);
                match node.kind {
                    "module_process" => return Some(a),
                    "return_process" | "output_process"
                        if tree.node(child).field == Some("body")
                            && tree.children(a).iter().any(|&c| !tree.node(c).named && ctx.text(c) == "}") =>
                    {
                        return None
                    }
                    _ => {}
                }
                child = a;
                up = node.parent;
            }
            None
        };
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in ctx.nodes_of_kind("module_process") {
            let Some(outer) = open_role(id) else { continue };
            if unchecked.contains(&top_level(ctx, id)) || in_macro[id] {
                continue;
            }
            let at = tree.child_by_field(id, "name").unwrap_or(id);
            let outer_name = tree.child_by_field(outer, "name").map(|n| ctx.text(n)).unwrap_or("?");
            out.push(self.diagnostic(ctx.span(at), "Roles cannot be nested".to_string()).with_note(format!(
                "this role is inside the role {outer_name}, which runs until the end of its process"
            )));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;
    use crate::language::Language;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(Language::Ocv, &NestedRole));
    }

    #[test]
    fn a_closed_role_may_be_followed_by_another() {
        let text = "process A { O1() := return() }; B { O2() := return() }\n";
        assert_eq!(lines(Language::Ocv, &NestedRole, text), Vec::<usize>::new());
    }

    #[test]
    fn sibling_roles_do_not_fire() {
        let text = "process (Initiator { O1() := return() }) | (Responder { O2() := return() })\n";
        assert_eq!(lines(Language::Ocv, &NestedRole, text), Vec::<usize>::new());
        let cv = "channel c1, c2.\nprocess (A { in(c1, ()); out(c1, ()) }) | (B { in(c2, ()); out(c2, ()) })\n";
        assert_eq!(lines(Language::Cv, &NestedRole, cv), Vec::<usize>::new());
    }
}
