; ProVerif (.pv, .pi, .horn) indentation, in nvim-treesitter's captures (`@indent.begin`
; indents the lines after a node's first line, `@indent.branch` puts a closing token back at
; the opening line's level, `@indent.end` ends the indented region there); see docs/editors.md.
; A declaration's continuation lines sit one level in (`let P(x) =` then its process),
; `else` lines up with its `if`, a parenthesised process's `)` with its `(`.

[
  (process_definition)
  (main_process)
  (equivalence_process)
  (letfun_definition)
  (letproba_definition)
  (query_declaration)
  (lemma_declaration)
  (not_declaration)
  (nounif_declaration)
  (reduc_declaration)
  (fun_declaration)
  (equation_declaration)
  (clauses_declaration)
  (horn_clauses)
  (parenthesized_process)
] @indent.begin

(else_branch "else" @indent.branch)
(parenthesized_process ")" @indent.branch @indent.end)

(comment) @indent.auto
