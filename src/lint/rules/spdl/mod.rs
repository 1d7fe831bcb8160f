//! SPDL (Scyther) rules: the checks Scyther's compiler makes before analysis.

pub mod symbols;

pub mod duplicate_event_label;
pub mod fresh_outside_role;
pub mod undeclared_identifier;
pub mod unknown_claim_type;
pub mod unmatched_recv_label;
pub mod unmatched_send_label;

pub use duplicate_event_label::DuplicateEventLabel;
pub use fresh_outside_role::FreshOutsideRole;
pub use undeclared_identifier::UndeclaredIdentifier;
pub use unknown_claim_type::UnknownClaimType;
pub use unmatched_recv_label::UnmatchedRecvLabel;
pub use unmatched_send_label::UnmatchedSendLabel;
