//! HLPSL (AVISPA) rules: the checks hlpsl2if's front end makes after parsing (its `Sem.Err`
//! messages), before any back end runs. Names come from the symbol engine (`locals.scm`:
//! roles are the file's, a role's parameters and locals its own, constants the file's); the
//! declared types are read from the declarations those names point at.

pub mod roles;

pub mod argument_count;
pub mod argument_type;
pub mod fresh_without_new;
pub mod redeclared_variable;
pub mod undeclared_variable;
pub mod undefined_role;
pub mod unknown_function;

pub use argument_count::ArgumentCount;
pub use argument_type::ArgumentType;
pub use fresh_without_new::FreshWithoutNew;
pub use redeclared_variable::RedeclaredVariable;
pub use undeclared_variable::UndeclaredVariable;
pub use undefined_role::UndefinedRole;
pub use unknown_function::UnknownFunction;
