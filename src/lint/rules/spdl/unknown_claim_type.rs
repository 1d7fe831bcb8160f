use super::symbols::{EventKind, Model, Term, CLAIM_TYPES};
use crate::declare_rule;
use crate::diagnostic::{Diagnostic, Fix};
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a claim whose second argument is not one of Scyther's claim types: `Secret`,
    /// `Alive`, `Weakagree`, `Nisynch`, `Niagree`, `Empty`, `Reachable`, `NotEqual`, `SID`,
    /// `SKR`, `Commit`, `Running`.
    ///
    /// ## Why is this bad?
    /// Claim types are predefined constants, so a misspelled one (`Nisynchh`) is an unknown
    /// name and Scyther stops with `undeclared symbol Nisynchh on line N.`; a declared name
    /// that is no claim type (`claim(I, Nonce)`) stops it with `claim term is not of claim
    /// type Nonce on line N.` Either way no claim of the file is verified.
    ///
    /// ## Example
    /// ```spdl
    /// role I { claim_i1(I, Nisynchh); }
    /// ```
    ///
    /// ## Use instead
    /// ```spdl
    /// role I { claim_i1(I, Nisynch); }
    /// ```
    ///
    /// ## References
    /// Scyther `src/compiler.c`: `commEvent` (case `CLAIM`, the `TERM_Claim` type check) and
    /// `tacTerm` (the lookup); the claim types are made in `specialTermInit`
    /// (`src/specialterm.c`).
    pub struct UnknownClaimType {
        code: "SPDL003",
        language: Spdl,
        severity: Error,
        upstream: "Scyther: `undeclared symbol X on line N.` / `claim term is not of claim type X on line N.`",
        exactness: Exact,
    }
}

/// Levenshtein distance, ignoring case.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The claim type closest to `name`, when it is close, and whether no other one is as close.
pub fn closest_claim_type(name: &str) -> Option<(&'static str, bool)> {
    let mut near: Vec<(usize, &str)> = CLAIM_TYPES.iter().map(|c| (distance(name, c), *c)).collect();
    near.sort();
    let &(d, c) = near.first().filter(|&&(d, _)| d <= 2.max(name.len() / 3))?;
    Some((c, near.get(1).is_none_or(|n| n.0 > d)))
}

impl Rule for UnknownClaimType {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let model = Model::of(ctx);
        for e in model.roles.iter().flat_map(|r| r.events.iter()).filter(|e| e.kind == EventKind::Claim) {
            let Some((_, _)) = model.claim_parts(e) else {
                continue;
            };
            let node = e.args[1];
            let first = model.flatten(e.terms[1])[0];
            let line = ctx.source.line_col(ctx.span(node).start).line;
            let text = ctx.text(node);
            let d = match model.terms[first] {
                Term::Leaf(s) if model.is_claim_type(s) => continue,
                Term::Leaf(s) => self
                    .diagnostic(ctx.span(node), format!("`{}` is not a claim type", model.symbols[s].name))
                    .with_note(format!(
                        "Scyther stops before any analysis: `claim term is not of claim type {} on line {line}.`",
                        model.symbols[s].name
                    )),
                Term::Enc(..) => {
                    self.diagnostic(ctx.span(node), format!("`{text}` is not a claim type")).with_note(format!(
                        "Scyther stops before any analysis: `claim term is not of claim type {text} on line {line}.`"
                    ))
                }
                // Undeclared names inside a bigger term are UndeclaredIdentifier's.
                Term::Unknown if ctx.tree.node(node).kind != "identifier" || model.has_include => continue,
                _ => self.diagnostic(ctx.span(node), format!("unknown claim type `{text}`")).with_note(format!(
                    "Scyther stops before any analysis: `undeclared symbol {text} on line {line}.`"
                )),
            };
            let (help, fix) = match closest_claim_type(text) {
                // Certain for an undeclared name (no declared one is meant) with one nearest type.
                Some((c, unique)) => (
                    format!("did you mean `{c}`?"),
                    (unique && matches!(model.terms[first], Term::Unknown))
                        .then(|| Fix::replace(format!("replace `{text}` with `{c}`"), ctx.span(node), c)),
                ),
                None => (format!("the claim types are {}", CLAIM_TYPES.join(", ")), None),
            };
            let d = d.with_help(help);
            out.push(match fix {
                Some(fix) => d.with_fix(fix),
                None => d,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&UnknownClaimType));
    }

    #[test]
    fn every_claim_type_is_known() {
        let claims: String = CLAIM_TYPES.iter().map(|c| format!("claim(I,{c});")).collect();
        let text = format!("protocol P(I,R) {{ role I {{ {claims} }} }}\n");
        assert_eq!(lines(&UnknownClaimType, &text), Vec::<usize>::new());
    }

    #[test]
    fn suggestions() {
        assert_eq!(closest_claim_type("Nisynchh"), Some(("Nisynch", true)));
        assert_eq!(closest_claim_type("secret"), Some(("Secret", true)));
        assert_eq!(closest_claim_type("Xyzzy"), None);
        // `SKR` and `SID` are both two edits from `SXX`.
        assert_eq!(closest_claim_type("SXX").map(|c| c.1), Some(false));
    }

    #[test]
    fn a_misspelt_claim_type_is_fixed_and_a_declared_name_is_not() {
        let text = "const Fresh;\nprotocol P(I,R) {\n role I { claim(I,Nisynchh); claim(I,Fresh); }\n}\n";
        let source = crate::source::SourceFile::new("t.spdl", text);
        let found = crate::lint::rules::testing::run(crate::language::Language::Spdl, &UnknownClaimType, &source);
        let fixes: Vec<_> = found.iter().map(|d| d.fix.as_ref().map(|f| f.apply(text))).collect();
        assert_eq!(fixes.len(), 2);
        assert!(fixes[0].as_deref().is_some_and(|t| t.contains("claim(I,Nisynch);")), "{fixes:?}");
        assert_eq!(fixes[1], None);
    }

    #[test]
    fn claims_removed_by_an_option_are_not_checked() {
        let text = "option \"--remove-claims\";\nprotocol P(I,R) {\n role I { claim(I,Nisynchh); }\n}\n";
        assert_eq!(lines(&UnknownClaimType, text), Vec::<usize>::new());
    }

    #[test]
    fn user_constant_is_no_claim_type() {
        let text = "const Fresh;\nprotocol P(I,R) {\n role I { claim(I,Fresh); }\n}\n";
        assert_eq!(lines(&UnknownClaimType, text), vec![3]);
    }
}
