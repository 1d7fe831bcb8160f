; Top-level items of an HLPSL file, for `cfb similarity`'s per-item scores: each role, the
; goal section and the main role instance. An item's name is its `name` field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 1
[
  (goal_section) (role_definition) (role_instance)
] @item
