; Top-level items of an HLPSL file, for `cfb similarity`'s per-item scores: each role, the
; goal section and the main role instance. An item's name is its `name` field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 1
; A large file may be linted a window of items at a time (src/lint/windows.rs): an item
; reads only the names it mentions; no kind of item changes how the others read.
; lint-windows:
[
  (goal_section) (role_definition) (role_instance)
] @item
