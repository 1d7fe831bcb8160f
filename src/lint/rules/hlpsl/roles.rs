//! What the HLPSL rules share: roles, their parameters' declared types, and the type a
//! name was declared with, read through the symbol engine.

use crate::lint::rule::LintContext;
use crate::parse::strict::edit_distance_within;
use crate::parse::tree::NodeId;
use crate::symbols::Occurrence;

/// The role definition named `name`, if the file defines one.
pub fn role_named(ctx: &LintContext, name: &str) -> Option<NodeId> {
    ctx.nodes_of_kind("role_definition")
        .find(|&r| ctx.tree.child_by_field(r, "name").is_some_and(|n| ctx.text(n) == name))
}

/// A role call of a role the file defines.
pub struct RoleCall<'a> {
    pub call: NodeId,
    /// The called role's name, and its definition.
    pub name: &'a str,
    pub role: NodeId,
}

/// Every call of a role the file defines (calls of undefined roles are HLPSL001's).
pub fn calls_of_defined_roles<'a>(ctx: &'a LintContext<'a>) -> impl Iterator<Item = RoleCall<'a>> + 'a {
    ctx.nodes_of_kind("role_instance").filter_map(move |call| {
        let name = ctx.tree.text(ctx.tree.child_by_field(call, "role")?, &ctx.source.text);
        Some(RoleCall { call, name, role: role_named(ctx, name)? })
    })
}

/// The declared type of a declaration's names (`agent`, `channel(dy)`, `text set`), without
/// white space; None where the node is not a declaration.
pub fn declaration_type(ctx: &LintContext, declaration: NodeId) -> Option<String> {
    let ty = ctx.tree.child_by_field(declaration, "type")?;
    Some(ctx.text(ty).split_whitespace().collect())
}

/// The declared types of a role's parameters, in order (one per name).
pub fn parameter_types(ctx: &LintContext, role: NodeId) -> Vec<Option<String>> {
    let Some(list) = ctx.tree.child_by_field(role, "parameters") else { return Vec::new() };
    let mut out = Vec::new();
    for decl in ctx.tree.named_children(list).filter(|&d| ctx.tree.node(d).kind == "variable_declaration") {
        let ty = declaration_type(ctx, decl);
        out.extend(ctx.tree.children_by_field(decl, "name").map(|_| ty.clone()));
    }
    out
}

/// The declared type of the name `reference` resolves to (a parameter, local or constant),
/// the intruder `i` being an `agent`; None for any other name or a term.
pub fn type_of_reference(ctx: &LintContext, reference: &Occurrence) -> Option<String> {
    let Some(symbol) = reference.symbol else {
        return (ctx.text(reference.node) == "i").then(|| "agent".to_string());
    };
    let definition = ctx.symbols.definition_of(symbol);
    let declaration = ctx.tree.node(definition.node).parent?;
    declaration_type(ctx, declaration)
}

/// Whether `name` is written as an HLPSL variable (a capital first letter); constants and
/// functions start with a small letter.
pub fn is_variable_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
}

/// The candidate nearest to `name` within two edits (the first by name on a tie), for a
/// "did you mean" help.
pub fn closest<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let near = candidates.into_iter().filter_map(|c| Some((edit_distance_within(name, c, 2)?, c)));
    near.min().map(|(_, c)| c)
}

/// The argument nodes of a role call, in order.
pub fn call_arguments(ctx: &LintContext, call: NodeId) -> Vec<NodeId> {
    match ctx.tree.child_by_field(call, "arguments") {
        Some(list) => ctx.tree.named_children(list).filter(|&a| !ctx.tree.node(a).is_extra).collect(),
        None => Vec::new(),
    }
}

/// The roles hlpsl2if instantiates: the main call's role and, from there, every role a
/// composition of an instantiated role calls. Checks made while instantiating (the
/// transitions' fresh values) skip the others.
pub fn instantiated_roles<'a>(ctx: &LintContext<'a>) -> std::collections::HashSet<&'a str> {
    let text = &ctx.source.text;
    let callee = |call: NodeId| ctx.tree.child_by_field(call, "role").map(|n| ctx.tree.text(n, text));
    let main = ctx.tree.child_by_field(ctx.tree.root(), "main").and_then(callee);
    let mut seen: std::collections::HashSet<&str> = main.into_iter().collect();
    let mut todo: Vec<&str> = seen.iter().copied().collect();
    while let Some(name) = todo.pop() {
        let Some(role) = role_named(ctx, name) else { continue };
        for call in ctx.tree.descendants(role).filter(|&n| ctx.tree.node(n).kind == "role_instance") {
            if let Some(next) = callee(call).filter(|c| seen.insert(c)) {
                todo.push(next);
            }
        }
    }
    seen
}

/// The name of the role whose definition holds `node`.
pub fn enclosing_role<'a>(ctx: &LintContext<'a>, node: NodeId) -> Option<&'a str> {
    let role = ctx.tree.ancestor(node, "role_definition")?;
    ctx.tree.child_by_field(role, "name").map(|n| ctx.tree.text(n, &ctx.source.text))
}

#[cfg(test)]
pub(crate) mod testing {
    use crate::language::Language;
    use crate::lint::rule::Rule;
    use crate::lint::rules::testing;

    /// The 1-based lines the diagnostics of `rule` start on in `text`.
    pub fn lines(rule: &dyn Rule, text: &str) -> Vec<usize> {
        testing::lines(Language::Hlpsl, rule, text)
    }

    /// Runs `rule` on `tests/fixtures/lint/hlpsl/<CODE>.hlpsl`, asserts that it fires exactly
    /// on the lines listed in the fixture's first line, and returns the human rendering.
    pub fn fixture(rule: &dyn Rule) -> String {
        testing::fixture(Language::Hlpsl, rule, |got, expected, rel| {
            assert_eq!(got, expected, "lines of {} in {rel}", rule.meta().code)
        })
    }

    /// A small protocol: `alice` calls with `ARGS`, its second transition does `ACTIONS`.
    pub fn protocol(args: &str, actions: &str) -> String {
        format!(
            "role alice(A, B: agent, Ka: public_key, Snd, Rcv: channel(dy))\nplayed_by A\ndef=\n  local State: nat, Na, Nb: text\n  init State := 0\n  transition\n  1. State = 0 /\\ Rcv(start) =|> State' := 1 /\\ Na' := new() /\\ Snd({{Na'}}_Ka)\n  2. State = 1 /\\ Rcv({{Nb'}}_Ka) =|> State' := 2 /\\ {actions}\nend role\n\nrole session(A, B: agent, Ka: public_key)\ndef=\n  local SA, RA: channel(dy)\n  composition alice({args})\nend role\n\nrole environment()\ndef=\n  const a, b: agent, ka: public_key\n  intruder_knowledge = {{a, b, ka}}\n  composition session(a, b, ka)\nend role\n\ngoal\nend goal\n\nenvironment()\n"
        )
    }
}
