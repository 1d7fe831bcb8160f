; Scopes, definitions and references for SPDL (Scyther).
;
; Scopes: the file (implicit), each protocol, each role body. The protocol, not its
; body, is the scope: the role names listed after its name and its `role` definitions
; are one symbol each (Scyther's roles).
; Names declared at the top level are global; names declared in a protocol
; body are visible in all its roles; names declared in a role body are local
; to that role.
;
; Scyther matches a `send_N` of one role with the `recv_N` of another term by term, so the
; same variable name in two roles must stay one name under `fmt --rename`:
; rename-numbers: name

; ---------------------------------------------------------------- scopes

(protocol_definition) @local.scope
(role_body) @local.scope

; ----------------------------------------------------------- definitions

(protocol_definition
  name: (identifier) @local.definition.protocol
  (#set! definition.scope "parent"))

; the role names listed after the protocol name
(parameter_list
  (identifier) @local.definition.role)

(role_definition
  name: (identifier) @local.definition.role)

(const_declaration
  name: (identifier) @local.definition.constant)

(secret_declaration
  name: (identifier) @local.definition.constant)

(fresh_declaration
  name: (identifier) @local.definition.fresh)

(var_declaration
  name: (identifier) @local.definition.variable)

(usertype_declaration
  name: (identifier) @local.definition.type)

(function_declaration
  name: (identifier) @local.definition.function)

(macro_declaration
  name: (identifier) @local.definition.macro)

; ------------------------------------------------------------ references

; types in declarations
(const_declaration
  type: (identifier) @local.reference)
(fresh_declaration
  type: (identifier) @local.reference)
(var_declaration
  type: (identifier) @local.reference)
(secret_declaration
  type: (identifier) @local.reference)

; names used in terms
(function_application
  function: (identifier) @local.reference)
(argument_list
  (identifier) @local.reference)
(tuple
  (identifier) @local.reference)
(encryption
  body: (identifier) @local.reference)
(encryption
  key: (identifier) @local.reference)
(macro_declaration
  value: (identifier) @local.reference)
(match_event
  pattern: (identifier) @local.reference)
(match_event
  value: (identifier) @local.reference)
(inversekeys_declaration
  left: (identifier) @local.reference)
(inversekeys_declaration
  right: (identifier) @local.reference)
(untrusted_declaration
  name: (identifier) @local.reference)
(compromised_declaration
  name: (identifier) @local.reference)
(knows_declaration
  name: (identifier) @local.reference)

; protocol and role named by a run statement
(role_reference
  protocol: (identifier) @local.reference)
(role_reference
  role: (identifier) @local.reference)
