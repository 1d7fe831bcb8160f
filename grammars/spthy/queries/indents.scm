; Tamarin (.spthy) indentation, in nvim-treesitter's captures (`@indent.begin` indents the
; lines after a node's first line, `@indent.branch` puts a closing token back at the opening
; line's level, `@indent.end` ends the indented region there); see docs/editors.md.
; Items between `begin` and `end` stay at the theory's level, as Tamarin's own examples write
; them; a rule's premises, actions and conclusions, a lemma's formula and proof, a process's
; body and a proof case sit one level in.

[
  (rule)
  (intruder_rule)
  (lemma)
  (diff_lemma)
  (equivalence_lemma)
  (diff_equivalence_lemma)
  (accountability_lemma)
  (restriction)
  (case_test)
  (proof_case)
  (process_definition)
  (process_declaration)
  (equations_declaration)
  (functions_declaration)
  (let_block)
  (parenthesized_process)
] @indent.begin

(let_block "in" @indent.branch)
(proof_cases "next" @indent.branch)
(proof_cases "qed" @indent.branch)
(parenthesized_process ")" @indent.branch @indent.end)
(theory "end" @indent.branch)

[(comment) (formal_comment)] @indent.auto
