; HLPSL (AVISPA) folds: a role from `role` to `end role`, its sections, the goals.
; Captures follow nvim-treesitter (`@fold`); see docs/editors.md.

[
  (role_definition)
  (parameter_list)
  (local_section)
  (transition_section)
  (composition_section)
  (transition)
  (goal_section)
] @fold
