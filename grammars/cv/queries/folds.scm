; CryptoVerif (.cv, .ocv) folds: processes and oracle definitions, equivalences, queries,
; function macros, proof blocks, parenthesised processes.
; Captures follow nvim-treesitter (`@fold`); see docs/editors.md.

[
  (process_definition)
  (process_declaration)
  (equivalence_process_declaration)
  (oracle_definition)
  (equivalence_declaration)
  (special_equivalence_declaration)
  (query_equiv_declaration)
  (query_declaration)
  (equation_declaration)
  (collision_declaration)
  (letfun_declaration)
  (letproba_declaration)
  (macro_definition)
  (proof_declaration)
  (implementation_declaration)
  (parenthesized_process)
] @fold
