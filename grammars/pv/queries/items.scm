; Top-level items of a ProVerif file, for `cfb similarity`'s per-item scores: each
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
  (channel_declaration) (clauses_declaration) (const_declaration) (data_declaration)
  (elimtrue_declaration) (equation_declaration) (equivalence_process) (event_declaration)
  (expand_declaration) (free_declaration) (fun_declaration) (horn_clauses)
  (implementation_declaration) (lemma_declaration) (letfun_definition) (letproba_definition)
  (macro_definition) (main_process) (name_declaration) (noninterf_declaration)
  (not_declaration) (nounif_declaration) (param_declaration) (predicate_declaration)
  (proba_declaration) (process_definition) (proof_declaration) (query_declaration)
  (reduc_declaration) (set_declaration) (table_declaration) (type_declaration)
  (weaksecret_declaration)
] @item
