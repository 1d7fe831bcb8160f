; Tamarin (.spthy) folds: rules, lemmas and their proofs, restrictions, processes, the
; theory's declaration blocks. The theory itself is not folded (it is the whole file).
; Captures follow nvim-treesitter (`@fold`); see docs/editors.md.

[
  (rule)
  (intruder_rule)
  (variant)
  (lemma)
  (diff_lemma)
  (equivalence_lemma)
  (diff_equivalence_lemma)
  (accountability_lemma)
  (restriction)
  (case_test)
  (proof_case)
  (diff_proof_case)
  (process_definition)
  (process_declaration)
  (equations_declaration)
  (functions_declaration)
  (macros_declaration)
  (predicates_declaration)
  (tactic_declaration)
  (heuristic_declaration)
  (formal_comment)
  (export_declaration)
] @fold
