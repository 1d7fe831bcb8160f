; ProVerif (.pv, .pi, .horn) folds: every declaration that spans lines (processes, queries,
; rewrite rules, clauses, lemmas), and parenthesised sub-processes.
; Captures follow nvim-treesitter (`@fold`); see docs/editors.md.

[
  (process_definition)
  (main_process)
  (equivalence_process)
  (letfun_definition)
  (letproba_definition)
  (macro_definition)
  (query_declaration)
  (lemma_declaration)
  (not_declaration)
  (nounif_declaration)
  (reduc_declaration)
  (fun_declaration)
  (equation_declaration)
  (clauses_declaration)
  (horn_clauses)
  (elimtrue_declaration)
  (noninterf_declaration)
  (proof_declaration)
  (parenthesized_process)
] @fold
