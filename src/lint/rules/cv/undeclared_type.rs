use super::symbols::{type_uses, BUILTIN_TYPES};
use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a type name that no `type` declaration introduces and that is not one of
    /// CryptoVerif's built-in types (`bitstring`, `bitstringbot`, `bool`).
    ///
    /// ## Why is this bad?
    /// CryptoVerif stops with `T not defined. Expected a type.` before any game
    /// transformation: usually a typo or a missing `type` declaration.
    ///
    /// ## Example
    /// ```cryptoverif
    /// type key [fixed].
    /// fun enc(bitstrng, key): bitstring.
    /// ```
    ///
    /// ## Use instead
    /// ```cryptoverif
    /// type key [fixed].
    /// fun enc(bitstring, key): bitstring.
    /// ```
    ///
    /// ## References
    /// CryptoVerif 2.06 `src/syntax.ml` (`get_type`, `init_env`); CryptoVerif manual,
    /// section "Declarations".
    pub struct UndeclaredType {
        code: "CV002", language: Cv, severity: Error,
        upstream: "CryptoVerif: `T not defined. Expected a type.`", exactness: Exact,
    }
}

impl Rule for UndeclaredType {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        // Names usable where a type is expected: the built-in types, every `type` of the file,
        // every `param` (tables take parameters as types) and every argument of an `expand` (a
        // macro may declare its type arguments), in any scope.
        let known = ctx.symbols.names_of_kinds(&["type", "param", "expanded"]);
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in type_uses(ctx) {
            let name = ctx.text(id);
            if known.contains(name) || BUILTIN_TYPES.contains(&name) || in_macro[id] {
                continue;
            }
            out.push(
                self.diagnostic(ctx.span(id), format!("{name} not defined. Expected a type."))
                    .with_help(format!("declare it with `type {name}.` or fix the spelling")),
            );
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
        insta::assert_snapshot!(fixture(Language::Ocv, &UndeclaredType));
    }

    #[test]
    fn declared_and_builtin_types_pass() {
        let text = "type key [fixed].\nparam N.\nfun f(key, bitstring): bool.\ntable t(N, key).\nprocess 0\n";
        assert_eq!(lines(Language::Cv, &UndeclaredType, text), Vec::<usize>::new());
    }

    #[test]
    fn a_typo_in_a_restriction_fires() {
        let text = "type key [fixed].\nchannel c.\nprocess in(c, ()); new k: kye; out(c, ())\n";
        assert_eq!(lines(Language::Cv, &UndeclaredType, text), vec![3]);
    }
}
