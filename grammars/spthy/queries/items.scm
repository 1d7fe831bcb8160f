; Top-level items of a Tamarin theory, for `cfb similarity`'s per-item scores: each rule,
; lemma, restriction, declaration block and process. An item's name is its `name` field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 2
; The items a large file is read by, a window at a time (src/parse/window.rs): a theory's
; children after its `begin`.
; window-container: theory after begin
; A large file may be linted a window of items at a time (src/lint/windows.rs): an item
; reads the names it mentions and the facts it shares with other items (an action a lemma
; reads, a state fact of a protocol's rules; not the facts every rule may use); the
; declarations of the signature, the options and the processes (whether a theory has one
; changes the checks of lemmas) join every window.
; lint-windows: builtins_declaration functions_declaration equations_declaration options_declaration predicates_declaration process_declaration
; lint-windows-links: fact except Fr In Out K KU KD Ded
[
  (accountability_lemma) (builtins_declaration) (case_test) (configuration)
  (diff_equivalence_lemma) (diff_lemma) (equations_declaration) (equivalence_lemma)
  (export_declaration) (formal_comment) (functions_declaration) (heuristic_declaration)
  (intruder_rule) (lemma) (macros_declaration) (options_declaration) (predicates_declaration)
  (process_declaration) (process_definition) (restriction) (rule) (tactic_declaration)
] @item
