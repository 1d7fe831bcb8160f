//! Maude rules: the checks Maude makes when it builds a module (its imports exist, the sorts
//! its declarations name are declared) and the checks its term parser makes on each
//! statement, against the module's signature.

pub mod signature;

pub mod duplicate_declaration;
pub mod undeclared_sort;
pub mod undefined_module;
pub mod unparsable_term;

pub use duplicate_declaration::DuplicateDeclaration;
pub use undeclared_sort::UndeclaredSort;
pub use undefined_module::UndefinedModule;
pub use unparsable_term::UnparsableTerm;
