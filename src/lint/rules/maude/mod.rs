//! Maude rules: the checks Maude's term parser makes on each statement, against the module's
//! signature.

pub mod signature;

pub mod unparsable_term;

pub use unparsable_term::UnparsableTerm;
