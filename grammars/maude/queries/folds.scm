; Maude / Maude-NPA (.maude) folds: modules and theories (`fmod` … `endfm`, `mod` … `endm`,
; …), views, and the statements inside them that span lines.
; Captures follow nvim-treesitter (`@fold`); see docs/editors.md.

[
  (module_definition)
  (view_definition)
  (operator_declaration)
  (equation)
  (rule)
  (membership_axiom)
  (strategy_definition)
  (command)
  (full_maude_input)
] @fold
