; Layout rules for hlpsl (cfb fmt): see src/fmt/rules.rs for the capture names.
; indent: 2
;
; What the layout does in HLPSL (AVISPA), after the style of the AVISPA library
; (`role alice(...)` / `played_by A def=` / sections two spaces in / transitions
; and composed roles one level deeper / `end role` at the margin):
; - a role's sections (`local`, `owns`, `const`, `init`, `accept`,
;   `intruder_knowledge`, `transition`, `composition`) start a line, one level
;   in; `played_by`, a `def=` that starts a line and `end role` stay at the margin;
; - each transition and each goal starts a line; transitions and the items of a
;   composition are one level deeper than their section keyword, the continuation
;   lines of a transition (`/\ ...`, `=|>`) one more;
; - continuation lines of declarations, parameter lists, argument lists, sets and
;   parentheses are one level deeper; a closing `)` or `}` that starts a line goes
;   one level back;
; - a blank line between top-level items (roles, the goal section, the final call
;   `environment()`), unless a comment stands right before the item;
; - one space around `:=`, `=`, `:`, `/\`, `\/`, `=>`, `->`, `;`, `=|>`, `--|>`
;   and after `,` and a transition label's `.`; none before `,`, inside
;   parentheses and braces, around `.` (concatenation), around `_` of `{M}_K`,
;   before `'` (`Na'`), nor between a function or role and its `(`.
; What it never touches: the tokens and their order, comments (`%` to the end of
; the line: they stay where they are, re-indented only), the line breaks the
; author put (at most one blank line is kept); it never joins lines, so a
; transition written over several lines keeps its breaks. Alignment made with
; runs of spaces (`State  = 0`, `bob  (A,B)`) becomes single spaces.
;
; Safety: no `@leaf` or `@keep` is needed. The multi-character operators
; (`def=`, `:=`, `=|>`, `--|>`, `/\`, `\/`, `=>`, `->`, `[]`, `<->`, `<>`, `(-)`,
; `[-]`) are single tokens of the grammar, so spaces only ever go between whole
; tokens; and spaces are removed only next to punctuation (`( ) { } , . _ '`)
; that no identifier or number can absorb (`.` never glues two numbers into
; another token: HLPSL has no decimals), so no two tokens can merge.

; ---------------------------------------------------------------------------
; Top level: a blank line between roles, the goal section and the main call.
; Written as "item right after item" so that a comment placed directly above a
; role (its header) is not cut off from it by a blank line.
; ---------------------------------------------------------------------------

((role_definition) . (role_definition) @blank.before)
((role_definition) . (goal_section) @blank.before)
((role_definition) . (role_instance) @blank.before)
((goal_section) . (role_instance) @blank.before)

; ---------------------------------------------------------------------------
; Role definitions: `role name(params) played_by A def= sections end role`
; ---------------------------------------------------------------------------

; Everything after `role` is one level in; the header lines go back to the margin.
(role_definition) @indent
(role_definition "played_by" @newline.before @dedent)
(role_definition "def=" @dedent)
(role_definition "end" @newline.before @dedent)

; `role alice(A, B : agent)`: no space before the parameter list.
(role_definition parameters: (parameter_list) @nospace.before)
(parameter_list) @indent
(parameter_list ")" @dedent)

; Sections: each starts a line; its continuation lines are one level deeper.
[
  (local_section)
  (owns_section)
  (constant_section)
  (init_section)
  (accept_section)
  (intruder_knowledge_section)
  (transition_section)
  (composition_section)
] @newline.before @indent

; Declarations `A, B : agent`.
(variable_declaration ":" @space.before @space.after)
(constant_declaration ":" @space.before @space.after)

; `init State := 0 /\ ...`, `accept State = 3 /\ ...`
(init_section "/\\" @space.before @space.after)
(accept_section "/\\" @space.before @space.after)

; `intruder_knowledge = {a, b, ki, inv(ki)}`
(intruder_knowledge_section "=" @space.before @space.after)

; ---------------------------------------------------------------------------
; Types
; ---------------------------------------------------------------------------

; `channel(dy)`, `hash(text)`, `inv(public_key)`: no space before or inside `(`.
(channel_type "(" @nospace.before @nospace.after)
(hash_type "(" @nospace.before)
(inverse_type "(" @nospace.before)

; `{text}_public_key`
(encrypted_type "_" @nospace.before)
(encrypted_type key: (_) @nospace.before)

; `text.nat` (concatenation of types)
(pair_type "." @nospace.before)
(pair_type right: (_) @nospace.before)

; `agent -> text`
(function_type "->" @space.before @space.after)

; ---------------------------------------------------------------------------
; Transitions: `1. State = 0 /\ RCV(X') =|> State' := 1 /\ SND(X')`
; ---------------------------------------------------------------------------

(transition) @newline.before @indent
(transition "." @nospace.before @space.after)
(transition "/\\" @space.before @space.after)
(transition arrow: _ @space.before @space.after)

(assignment ":=" @space.before @space.after)
(equation "=" @space.before @space.after)
(comparison operator: _ @space.before @space.after)

; ---------------------------------------------------------------------------
; Compositions: `alice(...) /\ bob(...)`, `/\_{in(X, Set)} role(...)`
; ---------------------------------------------------------------------------

(composition operator: _ @space.before @space.after)
(role_instance arguments: (argument_list) @nospace.before)

; `/\_{in(X, Set)}` is glued (the `/\` here is no conjunction: no space after it).
(parallel_composition "_" @nospace.before)
(parallel_composition "{" @nospace.before)
(parallel_composition "in" @nospace.before)
(parallel_composition "(" @nospace.before)
; its body, when on the next line, one level in
(parallel_composition) @indent

; ---------------------------------------------------------------------------
; Goals: `goal secrecy_of na authentication_on x end goal`, one goal a line
; ---------------------------------------------------------------------------

(goal_section) @indent
(goal_section "end" @newline.before @dedent)
[
  (secrecy_goal)
  (authentication_goal)
  (weak_authentication_goal)
  (temporal_goal)
] @newline.before

(temporal_goal operator: _ @space.after)
(binary_formula operator: _ @space.before @space.after)

; ---------------------------------------------------------------------------
; Terms
; ---------------------------------------------------------------------------

; `F(X)`, `witness(A, B, id, X')`, `new()`
(application arguments: (argument_list) @nospace.before)
(fresh_value "(" @nospace.before)
(argument_list) @indent

; `Na'`
(primed_variable "'" @nospace.before)

; `{M}_K`
(encryption "_" @nospace.before)
(encryption key: (_) @nospace.before)
(encryption) @indent

; `A.B.C`: concatenation without spaces. The space after `.` is removed by a rule
; on the right operand, not on `.` itself, so that a comment after a trailing `.`
; (`Ccs'.   % change cipher spec`) keeps its space.
(pair "." @nospace.before)
(pair right: (_) @nospace.before)

(set_literal) @indent
[
  (parenthesized_term)
  (parenthesized_predicate)
  (parenthesized_composition)
  (parenthesized_formula)
  (parenthesized_type)
] @indent

; ---------------------------------------------------------------------------
; Punctuation
; ---------------------------------------------------------------------------

"," @nospace.before @space.after

; No space inside parentheses and braces. The space after an opening bracket is
; removed by a rule on the first item, and never when that item is a comment
; (`{a.b,   % sessions` keeps its space before the comment).
(("(" . (_) @nospace.before) (#not-match? @nospace.before "^%"))
(("{" . (_) @nospace.before) (#not-match? @nospace.before "^%"))
")" @nospace.before
"}" @nospace.before

; A closing bracket that starts a line goes back to the level of its opening line.
(argument_list ")" @dedent)
(set_literal "}" @dedent)
(encryption "}" @dedent)
(parenthesized_term ")" @dedent)
(parenthesized_predicate ")" @dedent)
(parenthesized_composition ")" @dedent)
(parenthesized_formula ")" @dedent)
(parenthesized_type ")" @dedent)
