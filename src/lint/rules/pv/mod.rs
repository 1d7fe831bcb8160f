//! ProVerif rules: the checks ProVerif 2.05's front end makes before analysis.

pub mod declaration_option;
pub mod function_arity;
pub mod symbols;
pub mod undeclared_type;
pub mod undefined_process;
