; Top-level items of a CryptoVerif file, for `cfb similarity`'s per-item scores: each
; declaration, process definition, query and the main process. An item's name is its `name`
; field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 1
; A large file may be linted a window of items at a time (src/lint/windows.rs): an item
; reads only the names it mentions, and the kinds below, which change how every later item
; reads, join every window.
; lint-windows: set_declaration expand_declaration
[
  (builtin_equation_declaration) (channel_declaration) (collision_declaration)
  (constant_declaration) (equation_declaration) (equivalence_declaration)
  (equivalence_process_declaration) (event_declaration) (expand_declaration)
  (function_declaration) (implementation_declaration) (letfun_declaration)
  (letproba_declaration) (macro_definition) (parameter_declaration) (probability_declaration)
  (process_declaration) (process_definition) (proof_declaration) (query_declaration)
  (query_equiv_declaration) (set_declaration) (special_equivalence_declaration)
  (table_declaration) (type_declaration)
] @item
