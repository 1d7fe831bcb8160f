use super::scope::{unknown_uses, Use};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a name used as a value in a formula or a program (`B (glob Mem) ress`) that
    /// nothing can declare: neither the file (as any kind of name, in any scope), nor
    /// EasyCrypt's built-ins, nor any theory of the standard library. It checks only files
    /// whose every `require` names a theory of the standard library and that make no names by
    /// `clone … rename`. In proof scripts, whose tactics bind names cfb does not track
    /// (`move=> x`), it checks only the formulas (inside `Pr[…]`, an invariant `(_: …)`, the
    /// statement of a `have`), and only names the file writes once: a bound name is written
    /// again where it is used.
    ///
    /// ## Why is this bad?
    /// EasyCrypt r2025.08 stops at the name with ``unknown variable or constant: `ress'``
    /// before it looks at any proof: measured on the corpus's mutants `ress` for `res` in a
    /// lemma's statement and `wwith` for `with` in an operator's definition. In a proof it
    /// stops at the tactic whose formula names it (`rees` in a `Pr[…]`, `bby` for `by` in a
    /// `have`).
    ///
    /// ## Example
    /// ```easycrypt
    /// require import AllCore.
    /// op f (x : int) = x + y.
    /// ```
    ///
    /// ## Use instead
    /// ```easycrypt
    /// require import AllCore.
    /// op f (x y : int) = x + y.
    /// ```
    ///
    /// ## References
    /// EasyCrypt r2025.08 `src/ecTyping.ml` (`trans_var`, error `UnknownVarOrOp`); the names
    /// of its `theories/` are data (`grammars/ec/stdlib/names.tsv`).
    pub struct UnknownVariable {
        code: "EC002", language: Ec, severity: Error,
        upstream: "EasyCrypt: ``unknown variable or constant: `x'``", exactness: Stricter,
    }
}

impl Rule for UnknownVariable {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for (id, name) in unknown_uses(ctx, Use::Value) {
            out.push(
                self.diagnostic(ctx.span(id), format!("unknown variable or constant: `{name}'"))
                    .with_help("declare it, bind it, or fix the spelling"),
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
        insta::assert_snapshot!(super::super::scope::testing::fixture(&UnknownVariable));
    }

    #[test]
    fn names_a_subtype_makes_pass() {
        let text = "require import AllCore.\nrequire Subtype.\nsubtype nat = { x : int | 0 <= x } rename \"ofnat\", \"tonat\".\nop z : nat = ofnat 0.\n";
        assert_eq!(lines(Language::Ec, &UnknownVariable, text), Vec::<usize>::new());
    }

    /// In a proof, names in formulas are checked; names tactics bind are not flagged.
    #[test]
    fn a_name_in_a_proof_formula_is_checked() {
        let text = "require import AllCore.\nmodule M = { proc main() : bool = { return true; } }.\n\
                    lemma l &m : Pr[M.main() @ &m : res] = Pr[M.main() @ &m : res].\nproof.\n\
                    move=> y h.\nhave -> : y = h by smt().\n\
                    have : Pr[M.main() @ &m : rees] = 0%r.\nhave -> : y = y bby ring.\n\
                    rewrite zz1 /= => w.\nqed.\n";
        assert_eq!(lines(Language::Ec, &UnknownVariable, text), vec![7, 8]);
    }

    #[test]
    fn an_unbound_name_fires() {
        let text = "require import AllCore.\nop f (x : int) = x + yy1.\nop g = fst (1, 2).\nop h : int = yy2.\nlemma l : yy3.\nop o (x : int option) = with x = None => 0 with x = Some v => yy4.\n";
        assert_eq!(lines(Language::Ec, &UnknownVariable, text), vec![2, 4, 5, 6]);
    }

    /// Both accepted by EasyCrypt r2025.08 (found by the grammar audit): a postfix operator
    /// `op (%foo)` used as `1 %foo`, and a sentence the file expects to fail.
    #[test]
    fn a_percent_operator_and_a_failing_sentence_pass() {
        let text = "require import AllCore.\nop (%foo) (x : int) = x.\nop e = (1 %foo).\n\
                    fail op g : int = yy1.\nexpect fail \"unknown\" op h : int = yy2.\nop k : int = yy3.\n";
        assert_eq!(lines(Language::Ec, &UnknownVariable, text), vec![6]);
    }
}
