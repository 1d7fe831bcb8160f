; Top-level items of a Tamarin theory, for `cfb similarity`'s per-item scores: each rule,
; lemma, restriction, declaration block and process. An item's name is its `name` field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 2
; The items a large file is read by, a window at a time (src/parse/window.rs): a theory's
; children after its `begin`.
; window-container: theory after begin
[
  (accountability_lemma) (builtins_declaration) (case_test) (configuration)
  (diff_equivalence_lemma) (diff_lemma) (equations_declaration) (equivalence_lemma)
  (export_declaration) (formal_comment) (functions_declaration) (heuristic_declaration)
  (intruder_rule) (lemma) (macros_declaration) (options_declaration) (predicates_declaration)
  (process_declaration) (process_definition) (restriction) (rule) (tactic_declaration)
] @item
