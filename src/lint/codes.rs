//! The registry of lint rules: code → rule. A rule exists once it is listed here.

use super::rule::Rule;
#[allow(unused_imports)]
use super::rules::*;
use crate::language::Language;

/// Every rule, ordered by code.
pub static RULES: &[&dyn Rule] = &[
    &spdl::UndeclaredIdentifier,
    &spdl::DuplicateDeclaration,
    &spdl::UnknownClaimType,
    &spdl::UnmatchedSendLabel,
    &spdl::UnmatchedRecvLabel,
    &spdl::DuplicateEventLabel,
    &spdl::FreshOutsideRole,
    &spdl::WrongClaimArity,
    &spdl::WrongEventArity,
    &spdl::EventRoleMismatch,
    &spdl::UnknownType,
    &spdl::VariableNotReceived,
    &spdl::RoleParameterMismatch,
    &spdl::DeprecatedConst,
    &spdl::UnusedVariable,
    &spthy::UnknownFunction,
    &spthy::DuplicateName,
    &spthy::InconsistentFact,
    &spthy::UnboundVariable,
    &spthy::FreshNotVariable,
    &spthy::MisplacedSpecialFact,
    &spthy::UnknownAction,
    &spthy::UnguardedFormula,
    &spthy::UndefinedProcess,
    &spthy::UnguardedProofGoal,
    &cv::macro_expansion::MacroExpansion,
    &cv::undeclared_type::UndeclaredType,
    &cv::type_option::TypeOption,
    &cv::undefined_identifier::UndefinedIdentifier,
    &cv::wrong_arity::WrongArity,
    &cv::library_macro_argument::LibraryMacroArgument,
    &cv::type_mismatch::TypeMismatch,
    &cv::nested_role::NestedRole,
    &cv::duplicate_declaration::DuplicateDeclaration,
    &cv::undeclared_event::UndeclaredEvent,
    &pv::undeclared_type::UndeclaredType,
    &pv::undefined_process::UndefinedProcess,
    &pv::function_arity::FunctionArity,
    &pv::declaration_option::DeclarationOption,
    &pv::bad_setting::BadSetting,
    &pv::untyped_pattern_variable::UntypedPatternVariable,
    &pv::predicate_arity::PredicateArity,
    &pv::undeclared_identifier::UndeclaredIdentifier,
    &pv::undeclared_event_or_table::UndeclaredEventOrTable,
    &pv::event_table_arity::EventTableArity,
    &pv::argument_type::ArgumentType,
    &pv::duplicate_declaration::DuplicateDeclaration,
    &pv::macro_expansion::MacroExpansion,
    &hlpsl::UndefinedRole,
    &hlpsl::ArgumentCount,
    &hlpsl::ArgumentType,
    &hlpsl::RedeclaredVariable,
    &hlpsl::UndeclaredVariable,
    &hlpsl::FreshWithoutNew,
    &hlpsl::UnknownFunction,
    &maude::UnparsableTerm,
    &maude::UndeclaredSort,
    &maude::UndefinedModule,
    &maude::DuplicateDeclaration,
    &ec::UnknownType,
    &ec::UnknownVariable,
    &ec::UnknownProcedure,
    &ec::InvalidTypeApplication,
    &ec::AppliedNonFunction,
    &ec::UnknownLemma,
    &ec::DuplicateDeclaration,
    &ec::UntypedUnusedBinder,
    &ec::UntypedOperator,
    &ec::NonPositiveDatatype,
];

/// The rules of one language. A rule walks the tree of its language's grammar, so it also
/// serves the languages parsed by the same grammar (the CV rules serve `.ocv` files too).
pub fn rules_for(language: Language) -> impl Iterator<Item = &'static dyn Rule> {
    RULES.iter().copied().filter(move |r| {
        let own = r.meta().language;
        own == language || own.spec().grammar == language.spec().grammar
    })
}

/// The rule with this code (any case).
pub fn by_code(code: &str) -> Option<&'static dyn Rule> {
    RULES.iter().copied().find(|r| r.meta().code.eq_ignore_ascii_case(code))
}

/// A code cfb itself reports, in every language, for what is no rule's finding.
#[derive(Debug)]
pub struct BuiltinCode {
    pub code: &'static str,
    /// One line: what the code means.
    pub summary: &'static str,
    /// What to do about it.
    pub help: &'static str,
}

/// Every built-in code.
pub static BUILTIN: &[BuiltinCode] = &[
    BuiltinCode {
        code: super::syntax::SYNTAX,
        summary: "The verifier's parser refuses the file",
        help: "Fix the syntax error: the message names what the verifier's grammar accepts there.",
    },
    BuiltinCode {
        code: super::syntax::NESTING,
        summary: "Brackets nested deeper than cfb parses",
        help: "Flatten the term, or raise the limit with --max-nesting if the depth is intended.",
    },
    BuiltinCode { code: "invalid-utf8", summary: "Bytes that are not UTF-8", help: "Save the file as UTF-8." },
    BuiltinCode {
        code: "byte-order-mark",
        summary: "A UTF-8 byte-order mark",
        help: "Save the file without a byte-order mark.",
    },
    BuiltinCode {
        code: "no-grammar",
        summary: "No grammar for this language yet",
        help: "Nothing was checked; no action is possible.",
    },
    BuiltinCode {
        code: "rules-skipped",
        summary: "Rules were not run on this file",
        help: "tree-sitter misread part of the file: the verifier's verdict stands; report the file to cfb.",
    },
];

/// The built-in code `code` (any case).
pub fn builtin(code: &str) -> Option<&'static BuiltinCode> {
    BUILTIN.iter().find(|b| b.code.eq_ignore_ascii_case(code))
}

/// The documentation of a rule or built-in code as Markdown, as `cfb rule CODE` prints it
/// (and the language server's hover shows it); `None` for an unknown code.
pub fn explain(code: &str) -> Option<String> {
    if let Some(rule) = by_code(code) {
        let m = rule.meta();
        Some(format!(
            "# {} ({})\n\nLanguage: {}   Severity: {}   Mirrors: {}\n\n{}",
            m.name,
            m.code,
            m.language,
            m.severity,
            m.upstream,
            m.doc_markdown()
        ))
    } else {
        builtin(code).map(|b| {
            format!("# {}\n\nReported by cfb itself, in every language.\n\n{}.\n\n{}\n", b.code, b.summary, b.help)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_prefixed_by_their_language() {
        let mut seen = std::collections::HashSet::new();
        for rule in RULES {
            let meta = rule.meta();
            assert!(seen.insert(meta.code), "code {} listed twice", meta.code);
            assert!(meta.code.starts_with(&meta.language.id().to_ascii_uppercase()), "{}", meta.code);
        }
    }

    #[test]
    fn every_rule_doc_has_the_fixed_headings() {
        for rule in RULES {
            let meta = rule.meta();
            for heading in ["## What it does", "## Why is this bad?", "## Example", "## Use instead", "## References"] {
                assert!(meta.doc.contains(heading), "{} ({}) lacks `{heading}`", meta.code, meta.name);
            }
        }
    }
}
