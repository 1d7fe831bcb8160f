//! EasyCrypt rules: the checks EasyCrypt r2025.08 makes before any proof step that need no
//! type checker or prover. Names (EC001 types, EC002 values, EC003 procedures, EC006 lemmas)
//! and EC004 (type arity) are checked only where cfb can know every name in scope (see `scope`);
//! EC005 (applied non-functions), EC007 (duplicates), EC008 and EC009 (free type variables)
//! and EC010 (datatype positivity) read the declaration alone. Typing errors (overloading,
//! argument types) and proof-engine errors (`nothing to rewrite`, `cannot close goals`) stay
//! the tool's.

pub mod applied_non_function;
pub mod duplicate_declaration;
pub mod invalid_type_application;
pub mod non_positive_datatype;
pub mod scope;
pub mod unknown_lemma;
pub mod unknown_procedure;
pub mod unknown_type;
pub mod unknown_variable;
pub mod untyped_operator;
pub mod untyped_unused_binder;

pub use applied_non_function::AppliedNonFunction;
pub use duplicate_declaration::DuplicateDeclaration;
pub use invalid_type_application::InvalidTypeApplication;
pub use non_positive_datatype::NonPositiveDatatype;
pub use unknown_lemma::UnknownLemma;
pub use unknown_procedure::UnknownProcedure;
pub use unknown_type::UnknownType;
pub use unknown_variable::UnknownVariable;
pub use untyped_operator::UntypedOperator;
pub use untyped_unused_binder::UntypedUnusedBinder;
