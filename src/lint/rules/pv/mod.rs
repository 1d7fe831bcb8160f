//! ProVerif rules: the checks ProVerif 2.05's front end makes before analysis.

pub mod argument_type;
pub mod bad_setting;
pub mod declaration_option;
pub mod duplicate_declaration;
pub mod event_table_arity;
pub mod events_tables;
pub mod function_arity;
pub mod macro_expansion;
pub mod predicate_arity;
pub mod scope;
pub mod symbols;
pub mod undeclared_event_or_table;
pub mod undeclared_identifier;
pub mod undeclared_type;
pub mod undefined_process;
pub mod untyped_pattern_variable;
