; CryptoVerif (.cv, .ocv) indentation, in nvim-treesitter's captures (`@indent.begin` indents
; the lines after a node's first line, `@indent.branch` puts a closing token back at the
; opening line's level, `@indent.end` ends the indented region there); see docs/editors.md.
; A process's body sits one level in from `let P =` or `process`, an oracle's body one level in
; from `O(...) :=`, a replication's body one level in from `foreach i <= N do` (`!N` in .cv).

[
  (process_definition)
  (process_declaration)
  (equivalence_process_declaration)
  (oracle_definition)
  (replication_process)
  (equivalence_declaration)
  (query_declaration)
  (letfun_declaration)
  (macro_definition)
  (proof_declaration)
  (parenthesized_process)
] @indent.begin

(if_process "else" @indent.branch)
(proof_declaration "}" @indent.branch @indent.end)
(parenthesized_process ")" @indent.branch @indent.end)

(comment) @indent.auto
