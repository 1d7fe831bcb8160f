use super::scope::{stdlib, unknown_uses, Use};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags the lemma a proof step names first (`apply l`, `exact l`, `rewrite l`, also after
    /// `by`) when nothing can declare it: neither the file (as any name written anywhere, so
    /// every hypothesis an intro pattern or `have` names counts), nor any theory of the
    /// standard library, nor EasyCrypt's derivation from a type (`t_ind`, `t_case`: a name
    /// that starts with a type's name and `_` is left alone). It checks only files whose
    /// every `require` names a theory of the standard library and that make no names by
    /// `clone … rename`.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 stops the proof with ``unknown lemma `l'`` (measured on
    /// `apply foo_unknown.`, `exact foo_unknown.` and `rewrite foo_unknown.`), usually a
    /// lemma renamed or removed from the standard library (`xle_rle` in the corpus).
    ///
    /// ## Example
    /// ```easycrypt
    /// require import AllCore.
    /// lemma l (x : int) : x + 0 = x.
    /// proof. by rewrite addrO. qed.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// require import AllCore.
    /// lemma l (x : int) : x + 0 = x.
    /// proof. by rewrite addr0. qed.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecProofTerm.ml` (`process_named_pterm`, error `UnknownLemma`);
    /// the names of its `theories/` are data (`grammars/ec/stdlib/names.tsv`).
    pub struct UnknownLemma {
        code: "EC006", language: Ec, severity: Error,
        upstream: "EasyCrypt: ``unknown lemma `l'``", exactness: Exact,
    }
}

impl Rule for UnknownLemma {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let types = ctx.symbols.names_of_kinds(&["type"]);
        for (id, name) in unknown_uses(ctx, Use::Lemma) {
            let derived = name.match_indices('_').any(|(at, _)| {
                let prefix = &name[..at];
                types.contains(prefix) || stdlib().types.contains(prefix)
            });
            if derived {
                continue;
            }
            out.push(
                self.diagnostic(ctx.span(id), format!("unknown lemma `{name}'"))
                    .with_help("fix the spelling, or look the lemma up in the theory it should come from"),
            );
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
        insta::assert_snapshot!(super::super::scope::testing::fixture(&UnknownLemma));
    }

    #[test]
    fn derived_and_introduced_names_pass() {
        let text = "require import AllCore.\ntype t = [A | B].\nlemma l (x : t) : true.\nproof. elim/t_ind x; trivial. qed.\nlemma m : true => true.\nproof. move=> h; apply h. qed.\nlemma n : true.\nproof. apply t_case_foo. qed.\n";
        assert_eq!(lines(Language::Ec, &UnknownLemma, text), Vec::<usize>::new());
    }
}
