; SPDL (Scyther) folds: a protocol and each of its roles.
; Captures follow nvim-treesitter (`@fold`); see docs/editors.md.

[
  (protocol_definition)
  (role_definition)
  (macro_declaration)
] @fold
