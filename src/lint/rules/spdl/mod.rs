//! SPDL (Scyther) rules: the checks Scyther's compiler makes before analysis.

pub mod symbols;

pub mod deprecated_const;
pub mod duplicate_declaration;
pub mod duplicate_event_label;
pub mod event_role_mismatch;
pub mod fresh_outside_role;
pub mod role_parameter_mismatch;
pub mod undeclared_identifier;
pub mod unknown_claim_type;
pub mod unknown_type;
pub mod unmatched_recv_label;
pub mod unmatched_send_label;
pub mod unused_variable;
pub mod variable_not_received;
pub mod wrong_claim_arity;
pub mod wrong_event_arity;

pub use deprecated_const::DeprecatedConst;
pub use duplicate_declaration::DuplicateDeclaration;
pub use duplicate_event_label::DuplicateEventLabel;
pub use event_role_mismatch::EventRoleMismatch;
pub use fresh_outside_role::FreshOutsideRole;
pub use role_parameter_mismatch::RoleParameterMismatch;
pub use undeclared_identifier::UndeclaredIdentifier;
pub use unknown_claim_type::UnknownClaimType;
pub use unknown_type::UnknownType;
pub use unmatched_recv_label::UnmatchedRecvLabel;
pub use unmatched_send_label::UnmatchedSendLabel;
pub use unused_variable::UnusedVariable;
pub use variable_not_received::VariableNotReceived;
pub use wrong_claim_arity::WrongClaimArity;
pub use wrong_event_arity::WrongEventArity;
