//! SPTHY (Tamarin) rules: the checks Tamarin's parser and wellformedness report make.

pub mod signature;

pub mod duplicate_name;
pub mod fresh_argument;
pub mod inconsistent_fact;
pub mod misplaced_special_fact;
pub mod unbound_variable;
pub mod undefined_process;
pub mod unguarded_formula;
pub mod unguarded_goal;
pub mod unknown_action;
pub mod unknown_function;

pub use duplicate_name::DuplicateName;
pub use fresh_argument::FreshNotVariable;
pub use inconsistent_fact::InconsistentFact;
pub use misplaced_special_fact::MisplacedSpecialFact;
pub use unbound_variable::UnboundVariable;
pub use undefined_process::UndefinedProcess;
pub use unguarded_formula::UnguardedFormula;
pub use unguarded_goal::UnguardedProofGoal;
pub use unknown_action::UnknownAction;
pub use unknown_function::UnknownFunction;
