; Scopes, definitions and references for HLPSL (AVISPA).
;
; Scopes: the file (implicit) and each role definition. Role names are
; global; a role's parameters, local variables and constants belong to the
; role. Constants declared in the `const` section of `environment` are used
; by the goal section as protocol ids (`secrecy_of sec_kab`), which hlpsl2if
; resolves globally.
;
; hlpsl2if takes a name declared in two roles of one composition for one variable (their
; types must agree), so `fmt --rename` keeps one name one name across roles:
; rename-numbers: name

; ---------------------------------------------------------------- scopes

(role_definition) @local.scope

; ----------------------------------------------------------- definitions

; a role's name is the file's, though the node is the role's scope
((role_definition
  name: (identifier) @local.definition.role)
  (#set! definition.scope "parent"))

(parameter_list
  (variable_declaration
    name: (identifier) @local.definition.parameter))

(local_section
  (variable_declaration
    name: (identifier) @local.definition.variable))

; constants are the file's wherever declared (protocol ids of `environment` are used in
; the other roles' `witness`/`request` and in the goal section)
((constant_declaration
  name: (identifier) @local.definition.constant)
  (#set! definition.scope "global"))

; ------------------------------------------------------------ references

(role_definition
  player: (identifier) @local.reference)
(owns_section
  name: (identifier) @local.reference)
(role_instance
  role: (identifier) @local.reference)

; names used in terms
(application
  function: (identifier) @local.reference)
(primed_variable
  name: (identifier) @local.reference)
(argument_list
  (identifier) @local.reference)
(pair
  left: (identifier) @local.reference)
(pair
  right: (identifier) @local.reference)
(encryption
  body: (identifier) @local.reference)
(encryption
  key: (identifier) @local.reference)
(set_literal
  (identifier) @local.reference)
(equation
  left: (identifier) @local.reference)
(equation
  right: (identifier) @local.reference)
(comparison
  left: (identifier) @local.reference)
(comparison
  right: (identifier) @local.reference)
(assignment
  left: (identifier) @local.reference)
(assignment
  right: (identifier) @local.reference)
(parenthesized_term
  (identifier) @local.reference)
(parallel_composition
  element: (identifier) @local.reference)
(parallel_composition
  set: (identifier) @local.reference)
