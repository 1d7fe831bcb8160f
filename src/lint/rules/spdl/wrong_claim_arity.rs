use super::symbols::{
    EventKind, Model, Term, ALIVE, COMMIT, NIAGREE, NISYNCH, REACHABLE, RUNNING, SECRET, SID, SKR, WEAKAGREE,
};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a claim whose parameters (the arguments after the claim type, tuples counted by
    /// their components) do not fit its claim type:
    ///
    /// - `Secret` and `SKR` take exactly one term;
    /// - `Nisynch`, `Niagree` and `Reachable` take none;
    /// - `Alive` and `Weakagree` take at most one;
    /// - `SID` takes at least one;
    /// - `Commit` and `Running` take a target role followed by the data agreed on, and the
    ///   first parameter must be one of the protocol's roles.
    ///
    /// ## Why is this bad?
    /// Scyther checks each claim as it compiles it and stops before any analysis, with
    /// messages such as `Secrecy claim requires a list of terms to be secret on line N.`,
    /// `Secrecy claim on line N should not contain tuples (for Arachne) until it is officially
    /// supported.`, `NISYNCH claim requires no parameters at line N.`, `Alive claim of role I
    /// on line N requires at most 1 arguments.`, `Incorrect number of arguments in
    /// Commit/Running claim at line N.` or `Incorrect target role in Commit/Running claim at
    /// line N.`
    ///
    /// ## Example
    /// ```spdl
    /// role I { claim(I, Secret, na, nb); claim(I, Nisynch, R); claim(I, Commit, na); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { claim(I, Secret, na); claim(I, Secret, nb); claim(I, Nisynch); claim(I, Commit, R, na); }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `commEvent` (case `CLAIM`: the Secret/SKR, Nisynch and Niagree
    /// checks) and `claimCreate` (the Commit/Running checks and `checkParameterRange`).
    pub struct WrongClaimArity {
        code: "SPDL008",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `Secrecy claim requires a list of terms to be secret` / `NISYNCH claim requires no parameters` / `X claim of role R on line N requires at most K arguments.` / `Incorrect number of arguments in Commit/Running claim` / `Incorrect target role in Commit/Running claim`",
        exactness: Exact,
    }
}

impl Rule for WrongClaimArity {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for role in model.roles.iter() {
            let protocol = &model.protocols[role.protocol];
            for e in role.events.iter().filter(|e| e.kind == EventKind::Claim) {
                let Some((Some(ty), params)) = model.claim_parts(e) else {
                    continue;
                };
                if !model.is_claim_type(ty) || params.iter().any(|&t| model.has_unknown(t)) {
                    continue;
                }
                let n = params.len();
                let line = ctx.source.line_col(ctx.span(e.node).start).line;
                let name = &model.symbols[ty].name;
                let (message, upstream, help): (String, String, String) = match ty {
                    SECRET | SKR if n == 0 => (
                        format!("`{name}` claim without the term that should stay secret"),
                        format!("Secrecy claim requires a list of terms to be secret on line {line}."),
                        format!("name the term: `claim({}, {name}, x);`", role.name),
                    ),
                    SECRET | SKR if n > 1 => (
                        format!("`{name}` claim on {n} terms"),
                        format!("Secrecy claim on line {line} should not contain tuples (for Arachne) until it is officially supported."),
                        "make one secrecy claim per term".to_string(),
                    ),
                    NISYNCH | NIAGREE | REACHABLE if n > 0 => (
                        format!("`{name}` claim takes no parameters, it has {n}"),
                        match ty {
                            NISYNCH => format!("NISYNCH claim requires no parameters at line {line}."),
                            NIAGREE => format!("NIAGREE claim requires no parameters at line {line}."),
                            _ => format!("Reachable claim of role {} on line {line} does not require any arguments.", role.name),
                        },
                        format!("write `claim({}, {name});`", role.name),
                    ),
                    ALIVE | WEAKAGREE if n > 1 => (
                        format!("`{name}` claim takes at most one parameter, it has {n}"),
                        format!("{name} claim of role {} on line {line} requires at most 1 arguments.", role.name),
                        format!("write `claim({}, {name});` or name one role", role.name),
                    ),
                    SID if n == 0 => (
                        "`SID` claim without the session identifier".to_string(),
                        format!("SID claim of role {} on line {line} requires at least 1 arguments.", role.name),
                        format!("name the session identifier: `claim({}, SID, x);`", role.name),
                    ),
                    COMMIT | RUNNING if n < 2 => (
                        format!("`{name}` claim needs a target role and the data agreed on"),
                        format!("Incorrect number of arguments in Commit/Running claim at line {line}."),
                        "write `claim(R, Commit, R', data);` and `claim(R', Running, R, data);`".to_string(),
                    ),
                    COMMIT | RUNNING => {
                        let target = params[0];
                        let is_role = matches!(model.terms[target], Term::Leaf(s)
                            if protocol.params.iter().any(|&(_, r)| model.leaf_eq(r, s)));
                        if is_role {
                            continue;
                        }
                        (
                            format!("the target `{}` of this `{name}` claim is not a role of protocol `{}`", model.show(target), protocol.name),
                            format!("Incorrect target role in Commit/Running claim at line {line}."),
                            format!(
                                "the first parameter names the other role: one of {}",
                                protocol.params.iter().map(|&(n, _)| format!("`{}`", ctx.text(n))).collect::<Vec<_>>().join(", ")
                            ),
                        )
                    }
                    _ => continue,
                };
                out.push(
                    self.diagnostic(ctx.span(e.node), message)
                        .with_help(help)
                        .with_note(format!("Scyther stops before any analysis: `{upstream}`")),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&WrongClaimArity));
    }

    #[test]
    fn well_formed_claims_do_not_fire() {
        let text = "protocol P(I,R) {\n role I { fresh n: Nonce; send_1(I,R,n); claim(I,Secret,n); claim(I,Alive); claim(I,Alive,R); \
                    claim(I,Nisynch); claim(I,Niagree); claim(I,Weakagree); claim(I,Running,R,n); claim(I,SKR,n); }\n}\n";
        assert_eq!(lines(&WrongClaimArity, text), Vec::<usize>::new());
    }

    #[test]
    fn tuples_count_by_components() {
        let text = "protocol P(I,R) {\n role I { fresh n, m: Nonce; send_1(I,R,n,m);\n claim(I,Secret,(n,m)); }\n}\n";
        assert_eq!(lines(&WrongClaimArity, text), vec![3]);
    }
}
