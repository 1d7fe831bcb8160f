; Maude / Maude-NPA (.maude) indentation, in nvim-treesitter's captures (`@indent.begin`
; indents the lines after a node's first line, `@indent.branch` puts a closing token back at
; the opening line's level, `@indent.end` ends the indented region there); see docs/editors.md.
; A module's statements sit one level in from `fmod`/`mod`/`th`/…, its closing keyword back
; at the opening level; a statement's continuation lines one level further in.

[
  (module_definition)
  (view_definition)
  (operator_declaration)
  (equation)
  (rule)
  (membership_axiom)
  (strategy_definition)
  (paren_group)
] @indent.begin

(module_definition end: _ @indent.branch @indent.end)
(view_definition "endv" @indent.branch @indent.end)
(paren_group ")" @indent.branch @indent.end)

(comment) @indent.auto
