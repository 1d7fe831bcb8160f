; EasyCrypt (.ec, .eca) folds: modules and module types, procedures, statement blocks,
; lemmas, operators and predicates that span lines. Sections and theories (`section X.` …
; `end section X.`) and proofs (`proof.` … `qed.`) are sentences, not nodes, in the grammar:
; they are not folded.
; Captures follow nvim-treesitter (`@fold`); see docs/editors.md.

[
  (module_declaration)
  (module_type_declaration)
  (procedure_definition)
  (block)
  (lemma_declaration)
  (axiom_declaration)
  (operator_declaration)
  (predicate_declaration)
  (clone_declaration)
] @fold
