; HLPSL (AVISPA) indentation, in nvim-treesitter's captures (`@indent.begin` indents the lines
; after a node's first line, `@indent.branch` puts a closing token back at the opening line's
; level, `@indent.end` ends the indented region there); see docs/editors.md.
; A role's sections sit one level in from `role`, a transition's conditions and actions one
; level in from its label, `end role` and `end goal` back at the level of what they close.

[
  (role_definition)
  (goal_section)
  (local_section)
  (transition_section)
  (composition_section)
  (transition)
  (parameter_list)
] @indent.begin

(role_definition "end" @indent.branch)
(role_definition "role" @indent.end .)
(goal_section "end" @indent.branch)
(goal_section "goal" @indent.end .)
(parameter_list ")" @indent.branch @indent.end)

(comment) @indent.auto
