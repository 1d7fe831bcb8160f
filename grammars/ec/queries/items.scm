; Top-level items of an EasyCrypt file, for `cfb similarity`'s per-item scores: each command
; at top level (require, type, operator, module, lemma, a proof's tactic sentences, theory and
; section starts and ends). An item's name is its `name` field.
; The kinds are listed and no parent is named: matches start no deeper than the items (the
; line below), and a pattern with a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 1
; A large file is read a window of commands at a time (src/parse/window.rs), each window
; starting after a command's full stop.
; window-after: full_stop
; A large file may be linted a window of items at a time (src/lint/windows.rs): a theory or
; a section, from its start to the end of its name, is one item, and so is a lemma with its
; proof; an item reads the names it mentions; what brings names into scope (require,
; import, clone) and the settings join every window.
; lint-windows: require_declaration import_declaration clone_declaration pragma_declaration other_command
; lint-windows-blocks: theory_declaration section_declaration to theory_end
; lint-windows-continued: proof_start proof_end tactic_sentence sentence_prefix realize_declaration
[
  (abbreviation_declaration) (axiom_declaration) (clone_declaration) (full_stop)
  (import_declaration) (lemma_declaration) (module_declaration) (module_type_declaration)
  (operator_declaration) (other_command) (pragma_declaration) (predicate_declaration)
  (proof_end) (proof_start) (realize_declaration) (require_declaration) (section_declaration)
  (sentence_prefix) (tactic_sentence) (theory_declaration) (theory_end) (type_declaration)
] @item
