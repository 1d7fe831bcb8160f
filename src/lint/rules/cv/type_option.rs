use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags an option of a `type` declaration that CryptoVerif does not know. Known are
    /// `fixed`, `bounded`, `nonuniform`, `large`, `password`, `small`, `size<n>`,
    /// `size<min>_<max>` and `pcoll<n>`.
    ///
    /// ## Why is this bad?
    /// CryptoVerif refuses the file with `Unknown type option O`. A misspelt `fixed` or
    /// `large` would otherwise silently change which cryptographic assumptions apply.
    ///
    /// ## Example
    /// ```cryptoverif
    /// type nonce [large, fixd].
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type nonce [large, fixed].
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml` (`TypeDecl` in `check_one`) and `src/settings.ml`
    /// (`parse_type_size_pcoll`).
    pub struct TypeOption {
        code: "CV003", language: Cv, severity: Error,
        upstream: "CryptoVerif: `Unknown type option O`", exactness: Exact,
    }
}

/// True for the options `Settings.parse_type_size_pcoll` and `TypeDecl` accept.
fn known_option(o: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    match o {
        "fixed" | "bounded" | "nonuniform" | "large" | "password" | "small" => true,
        _ => {
            if let Some(rest) = o.strip_prefix("size") {
                match rest.split_once('_') {
                    Some((a, b)) => digits(a) && digits(b),
                    None => digits(rest),
                }
            } else if let Some(rest) = o.strip_prefix("pcoll") {
                digits(rest)
            } else {
                false
            }
        }
    }
}

impl Rule for TypeOption {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        for id in ctx.nodes_of_kind("type_declaration") {
            let Some(options) = ctx.tree.child_by_field(id, "options") else { continue };
            for o in ctx.tree.named_children(options) {
                let text = ctx.text(o);
                if !known_option(text) {
                    out.push(self.diagnostic(ctx.span(o), format!("Unknown type option {text}")).with_help(
                        "known options: fixed, bounded, nonuniform, large, password, small, size<n>, size<min>_<max>, pcoll<n>",
                    ));
                }
            }
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
        insta::assert_snapshot!(fixture(Language::Cv, &TypeOption));
    }

    #[test]
    fn known_options_pass() {
        let text =
            "type a [fixed, large].\ntype b [bounded, size30].\ntype c [nonuniform, size10_20, pcoll5].\nprocess 0\n";
        assert_eq!(lines(Language::Ocv, &TypeOption, text), Vec::<usize>::new());
    }

    #[test]
    fn a_typo_fires() {
        assert_eq!(lines(Language::Cv, &TypeOption, "type a [fixd].\nprocess 0\n"), vec![1]);
    }
}
