; Top-level items of a Maude-NPA file, for `cfb similarity`'s per-item scores: each module
; (SORTS, THEORY, PROTOCOL-SPECIFICATION …), view and command. An item's name is its `name`
; field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 1
[
  (command) (directive) (file_directive) (full_maude_input) (listing_directive) (module_definition)
  (set_command) (step_command) (stop_reading) (view_definition)
] @item
