; SPDL (Scyther) indentation, in nvim-treesitter's captures (`@indent.begin` indents the lines
; after a node's first line, `@indent.branch` puts a closing token back at the opening line's
; level, `@indent.end` ends the indented region there); see docs/editors.md.

[
  (protocol_body)
  (role_body)
  (argument_list)
] @indent.begin

(protocol_body "}" @indent.branch @indent.end)
(role_body "}" @indent.branch @indent.end)
(argument_list ")" @indent.branch @indent.end)

(comment) @indent.auto
