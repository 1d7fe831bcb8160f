; EasyCrypt (.ec, .eca) indentation, in nvim-treesitter's captures (`@indent.begin` indents
; the lines after a node's first line, `@indent.branch` puts a closing token back at the
; opening line's level, `@indent.end` ends the indented region there); see docs/editors.md.
; Braces of modules, module types, procedures and statement blocks indent what they hold; a
; lemma's or operator's continuation lines sit one level in.

[
  (module_body)
  (signature_body)
  (procedure_body)
  (block)
  (lemma_declaration)
  (axiom_declaration)
  (operator_declaration)
  (predicate_declaration)
] @indent.begin

(module_body "}" @indent.branch @indent.end)
(signature_body "}" @indent.branch @indent.end)
(procedure_body "}" @indent.branch @indent.end)
(block "}" @indent.branch @indent.end)
(if_statement "else" @indent.branch)

(comment) @indent.auto
