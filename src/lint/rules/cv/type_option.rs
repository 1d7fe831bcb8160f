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
    /// `large` would otherwise silently change which cryptographic assumptions apply. A
    /// number of a `size` or `pcoll` option over 10^9 is refused with `Bounds should be at
    /// most 1000000000`, and one too long for OCaml's integers (over 2^62 - 1) makes the
    /// option unknown.
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

/// How CryptoVerif reads a type option (`Settings.parse_type_size_pcoll` and `TypeDecl`).
#[derive(Debug, PartialEq)]
enum Reading {
    Known,
    Unknown,
    /// A size or collision bound over CryptoVerif's limit of 10^9.
    OverBound,
}

/// The largest number OCaml's `int_of_string` reads on a 64-bit machine (2^62 - 1): a longer
/// one makes the whole option unknown.
const OCAML_MAX_INT: u64 = (1 << 62) - 1;
const MAX_BOUND: u64 = 1_000_000_000;

fn read_option(o: &str) -> Reading {
    let number = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u64>().ok().filter(|&n| n <= OCAML_MAX_INT))
            .flatten()
    };
    let numbers: Option<Vec<Option<u64>>> = match o {
        "fixed" | "bounded" | "nonuniform" | "large" | "password" | "small" => return Reading::Known,
        _ => match (o.strip_prefix("size"), o.strip_prefix("pcoll")) {
            (Some(rest), _) => Some(match rest.split_once('_') {
                Some((a, b)) => vec![number(a), number(b)],
                None => vec![number(rest)],
            }),
            (None, Some(rest)) => Some(vec![number(rest)]),
            (None, None) => None,
        },
    };
    match numbers {
        Some(ns) if ns.iter().all(Option::is_some) => {
            if ns.iter().flatten().any(|&n| n > MAX_BOUND) {
                Reading::OverBound
            } else {
                Reading::Known
            }
        }
        _ => Reading::Unknown,
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
                match read_option(text) {
                    Reading::Known => {}
                    Reading::Unknown => out.push(self.diagnostic(ctx.span(o), format!("Unknown type option {text}")).with_help(
                        "known options: fixed, bounded, nonuniform, large, password, small, size<n>, size<min>_<max>, pcoll<n> (n at most 10^9)",
                    )),
                    Reading::OverBound => out.push(
                        self.diagnostic(ctx.span(o), format!("{text}: bounds should be at most 1000000000"))
                            .with_note("CryptoVerif stops with `Bounds should be at most 1000000000`"),
                    ),
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

    /// Measured with CryptoVerif 2.06 (its own `examplesnd/test/size5.cv` and `size7.cv`).
    #[test]
    fn bounds_and_overlong_numbers() {
        assert_eq!(read_option("size1000000000"), Reading::Known);
        assert_eq!(read_option("size5_1000000001"), Reading::OverBound);
        assert_eq!(read_option("pcoll4611686018427387903"), Reading::OverBound);
        assert_eq!(read_option("size4611686018427387904"), Reading::Unknown);
        assert_eq!(read_option("pcoll99999999999999999999"), Reading::Unknown);
        assert_eq!(lines(Language::Cv, &TypeOption, "type t [size1000000000000000].\nprocess 0\n"), vec![1]);
    }

    #[test]
    fn a_typo_fires() {
        assert_eq!(lines(Language::Cv, &TypeOption, "type a [fixd].\nprocess 0\n"), vec![1]);
    }
}
