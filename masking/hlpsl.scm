; Mask specification for HLPSL (AVISPA): see masking/README.md for the capture names.
;
; Profile `cfb` (CrypFormBench's categories; a token takes the category of the innermost
; construct around it):
;   ROLE      the frame of a role or of the goal section: `role`, the role's name (also where
;             a composition instantiates it), `played_by` and the player, `def=`, `end`;
;             `goal` / `end goal`.           e.g. `role [[alice]] (A, B: agent) played_by [[A]]`
;   PARAM     anything in a role's parameter list, names and types.
;                                            e.g. `role alice ([[A]], B: [[agent]], Snd: channel([[dy]]))`
;   VARIABLE  anything in the `local` and `const` sections, names and types.
;                                            e.g. `local [[State]]: [[nat]]`, `const [[sec_kab]]: protocol_id`
;   STATE     the state counter: a transition's guard, its update and the initial value
;             (an equation or assignment with a number on the right), every token of it.
;                                            e.g. `1. [[State]] [[=]] [[0]] /\ ...`, `[[State']] := [[1]]`
;   MESSAGE   a send or receive on a channel (an application of an upper-case channel variable
;             in a transition), the channel and the whole message.
;                                            e.g. `/\ [[Snd]]({[[Na']].A}_[[Kb]])`
;   EVENT     a goal fact of a transition (`secret`, `witness`, `request`, `wrequest`): the
;             fact's name and its arguments.  e.g. `/\ [[witness]](A, [[B]], bob_alice_na, [[Na']])`
;   GOAL      a goal of the goal section: its keyword and protocol ids.
;                                            e.g. `[[secrecy_of]] [[sec_kab]]`, `authentication_on [[alice_bob_nb]]`
; A primed variable `X'` is one token (masked whole, never `X` alone); the `:` of a
; declaration and the `_` of an encryption `{M}_K` are never candidates.
;
; Profile `levels` (whole nodes):
;   term.ENCRYPTION         `{Na'.A}_Kb`
;   term.CONCAT             `Na'.A` (a concatenation; nested ones are terms too)
;   term.APPLICATION        `H(IDi.Kgwnui)`, `exp(G, X')`, `inv(Ka)` (a function applied inside a term)
;   term.SET                `{A, B}` (a set literal)
;   term.FRESH              `new()`
;   statement.TRANSITION    `1. State = 0 /\ Rcv(start) =|> State' := 1 /\ Snd({Na'.A}_Kb)`
;   statement.GUARD         `State = 0` (an equation in a transition's condition)
;   statement.RECV          `Rcv({Na'.A}_Kb)` (a channel application in a transition's condition)
;   statement.SEND          `Snd({Na'.A}_Kb)` (a channel application in a transition's action)
;   statement.EVENT         `witness(A, B, bob_alice_na, Na')`, `secret(Kab', sec_kab, {A, B})`
;   statement.ASSIGNMENT    `Na' := new()`, `State' := 1` (also `init State := 0`)
;   statement.INSTANCE      `alice(A, B, Ka, Kb, SA, RA)` (a role instance in a composition)
;   declaration.ROLE        `role alice (...) played_by A def= ... end role`
;   declaration.PARAM       `A, B: agent` (a declaration of the parameter list)
;   declaration.LOCAL       `State: nat` (a declaration of the `local` section)
;   declaration.CONST       `sec_kab: protocol_id` (a declaration of the `const` section)
;   declaration.KNOWLEDGE   `intruder_knowledge = {a, b, ki, inv(ki)}`
;   property.SECRECY        `secrecy_of sec_kab`
;   property.AUTHENTICATION `authentication_on alice_bob_nb`
;   property.WEAKAUTHENTICATION `weak_authentication_on alice_bob_nb`
;   property.GOAL           `g : [] (...)` (a goal written as a temporal formula)

(primed_variable) @atom

; pure syntax, never worth a placeholder: the `:` of declarations, the `_` of `{M}_K`
":" @skip
"_" @skip

; ================================================================ profile cfb

; ------------------------------------------------------------------ roles
(role_definition name: (identifier) @cfb.ROLE)
(role_instance role: (identifier) @cfb.ROLE)
(role_definition "role" @cfb.ROLE)
(role_definition "played_by" @cfb.ROLE)
(role_definition player: (identifier) @cfb.ROLE)
(role_definition "def=" @cfb.ROLE)
(role_definition "end" @cfb.ROLE)
(goal_section "goal" @cfb.ROLE)
(goal_section "end" @cfb.ROLE)

; ------------------------------------------------------------- declarations
(parameter_list) @cfb.PARAM
(local_section) @cfb.VARIABLE
(constant_section) @cfb.VARIABLE

; -------------------------------------------------------------- transitions
(transition
  condition: (equation right: (number)) @cfb.STATE)
(transition
  action: (assignment right: (number)) @cfb.STATE)
(init_section
  (assignment right: (number)) @cfb.STATE)

; goal facts before the channels: on one node the earlier pattern wins
((transition
  action: (application function: (identifier) @_fact) @cfb.EVENT)
  (#any-of? @_fact "secret" "witness" "request" "wrequest"))

((transition
  condition: (application function: (identifier) @_channel) @cfb.MESSAGE)
  (#match? @_channel "^[A-Z]"))
((transition
  action: (application function: (identifier) @_channel) @cfb.MESSAGE)
  (#match? @_channel "^[A-Z]"))

; --------------------------------------------------------------------- goals
(secrecy_goal) @cfb.GOAL
(authentication_goal) @cfb.GOAL
(weak_authentication_goal) @cfb.GOAL
(temporal_goal) @cfb.GOAL

; ============================================================= profile levels

; --------------------------------------------------------------------- terms
(encryption) @term.ENCRYPTION
(pair) @term.CONCAT
(argument_list (application) @term.APPLICATION)
(pair (application) @term.APPLICATION)
(encryption (application) @term.APPLICATION)
(set_literal (application) @term.APPLICATION)
(assignment right: (application) @term.APPLICATION)
(equation (application) @term.APPLICATION)
(parenthesized_term (application) @term.APPLICATION)
(set_literal) @term.SET
(fresh_value) @term.FRESH

; ---------------------------------------------------------------- statements
(transition) @statement.TRANSITION
(transition condition: (equation) @statement.GUARD)
((transition
  action: (application function: (identifier) @_fact) @statement.EVENT)
  (#any-of? @_fact "secret" "witness" "request" "wrequest"))
((transition
  condition: (application function: (identifier) @_channel) @statement.RECV)
  (#match? @_channel "^[A-Z]"))
((transition
  action: (application function: (identifier) @_channel) @statement.SEND)
  (#match? @_channel "^[A-Z]"))
(assignment) @statement.ASSIGNMENT
(role_instance) @statement.INSTANCE

; -------------------------------------------------------------- declarations
(role_definition) @declaration.ROLE
(parameter_list (variable_declaration) @declaration.PARAM)
(local_section (variable_declaration) @declaration.LOCAL)
(constant_declaration) @declaration.CONST
(intruder_knowledge_section) @declaration.KNOWLEDGE

; ---------------------------------------------------------------- properties
(secrecy_goal) @property.SECRECY
(authentication_goal) @property.AUTHENTICATION
(weak_authentication_goal) @property.WEAKAUTHENTICATION
(temporal_goal) @property.GOAL
