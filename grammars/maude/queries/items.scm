; Top-level items of a Maude-NPA file, for `cfb similarity`'s per-item scores: each module
; (SORTS, THEORY, PROTOCOL-SPECIFICATION …), view and command. An item's name is its `name`
; field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 1
; A large file may be linted a window of items at a time (src/lint/windows.rs): an item
; reads only the names it mentions; no kind of item changes how the others read.
; lint-windows:
[
  (command) (directive) (file_directive) (full_maude_input) (listing_directive) (module_definition)
  (set_command) (step_command) (stop_reading) (view_definition)
] @item
