; Mask specification for spthy (Tamarin): see masking/README.md for the capture names.
;
; Profile `cfb` (CrypFormBench's categories; every token inside the construct):
;   LEM    a token of a lemma's or restriction's formula       "All x #[[i]]. [[Secret]](x) @i ==> not ..."
;   PRE    a token of a rule's premises (left-hand side)        [ Fr([[~k]]), !Ltk([[$A]], ~lk) ]
;   LABEL  a token of a rule's actions (the --[ ]-> label)      --[ Secret([[~k]]), Honest([[$A]]) ]->
;   POST   a token of a rule's conclusions (right-hand side)    [ Out(aenc{[[~k]]}pk(k_A)) ]
;
; Profile `levels` (whole syntax nodes):
;   term        TERM        a message term: application, tuple, operator term   aenc{~k}pk(k_A), <$A, ~n>, 'g'^~x
;   term        FORMULA     a sub-formula of a lemma or restriction             Secret(x) @i ==> not (Ex #j. K(x) @j)
;   statement   PREMISE     one fact of a rule's premises                       !Ltk($A, ~lk)
;   statement   ACTION      one fact of a rule's actions                        Secret(~k)
;   statement   CONCLUSION  one fact of a rule's conclusions                    Out(aenc{~k}pk(k_A))
;   statement   LET         one `let` definition of a rule                      alpha = aenc{<A, pk(k_A)>}sk(k_A)
;   statement   EQUATION    one equation of an `equations:` declaration         adec(aenc(x.1, sk(x.2)), pk(x.2)) = x.1
;   statement   PROCESS     one SAPIC process step                              out(c, ~k), in(c, x), event Secret(x)
;   statement   TACTIC      one tactic ranking (prio/deprio block)              prio: regex "KU\(~k"
;   declaration RULE        a multiset rewriting rule                           rule Reveal: [ !Ltk($A, k) ] --> [ Out(k) ]
;   declaration FUNCTION    one function symbol of `functions:`                 aenc/2, h/1 [private]
;   declaration BUILTINS    a `builtins:` declaration                           builtins: symmetric-encryption, hashing
;   declaration PREDICATE   one predicate of `predicates:`                      Smaller(x, y) <=> Ex z. x + z = y
;   declaration MACRO       one macro of `macros:`                              m(x) = h(<'1', x>)
;   declaration PROCESS     a SAPIC process definition or the main process      let P(k) = out(c, k)
;   declaration TACTIC      a `tactic:` declaration                             tactic: t prio: regex "KU\(~k"
;   property    LEMMA       a lemma (trace, accountability, equivalence)        lemma secrecy: "All x #i. ..."
;   property    RESTRICTION a restriction / axiom (also `_restrict` in a rule)  restriction Eq: "All x y #i. Eq(x,y) @i ==> x = y"
;
; Tokens: a variable (`~x`, `$A`, `x.1`, `x:pub`) and a constant (`~'n'`, `%'1'`) are one token
; each; a temporal variable `#i` is not (CFB masks its name `i` alone) and its `#` is never a
; token. Tuple brackets `< >` and a quantifier's closing `.` are punctuation. Only a rule's
; premises, actions and conclusions and a lemma's/restriction's formula get a cfb category:
; rule and lemma names, `let` blocks, declarations and SAPIC processes have none (CFB masked
; none of them).

; ---------------------------------------------------------------------------------------------
; Tokens
; ---------------------------------------------------------------------------------------------

((variable sort: (sort) @_sort) @atom
  (#not-eq? @_sort "#"))
((variable !sort index: (index)) @atom)
((variable !sort type: (type)) @atom)
((variable sort: (sort) @skip)
  (#eq? @skip "#"))

; Fresh and natural constants ~'n', %'1' are one token too.
(fresh_name) @atom
(natural_name) @atom

; Pure punctuation: tuple brackets, the dot closing a quantifier's variables, string literals
; (rule attributes, configuration).
(tuple ["<" ">"] @skip)
(quantified_formula "." @skip)
(string) @skip

; ---------------------------------------------------------------------------------------------
; Profile cfb
; ---------------------------------------------------------------------------------------------

(lemma formula: (_) @cfb.LEM)
(restriction formula: (_) @cfb.LEM)
(accountability_lemma formula: (_) @cfb.LEM)
(case_test formula: (_) @cfb.LEM)
(premises) @cfb.PRE
(actions) @cfb.LABEL
(conclusions) @cfb.POST

; ---------------------------------------------------------------------------------------------
; Profile levels
; ---------------------------------------------------------------------------------------------

; term
[
  (function_application)
  (tuple)
  (binary_term)
  (diff_term)
] @term.TERM

[
  (equivalence)
  (implication)
  (disjunction)
  (conjunction)
  (negation)
  (quantified_formula)
  (action_atom)
  (predicate_atom)
  (comparison)
  (last_atom)
] @term.FORMULA

; statement
(premises (fact) @statement.PREMISE)
(actions (fact) @statement.ACTION)
(conclusions (fact) @statement.CONCLUSION)
(let_definition) @statement.LET
(equation) @statement.EQUATION
[
  (new_action)
  (insert_action)
  (delete_action)
  (input_action)
  (output_action)
  (lock_action)
  (unlock_action)
  (event_action)
  (embedded_rule)
  (conditional_process)
  (lookup_process)
  (let_process)
  (process_call)
] @statement.PROCESS
[
  (prioritisation)
  (deprioritisation)
] @statement.TACTIC

; declaration
(rule) @declaration.RULE
(function_declaration) @declaration.FUNCTION
(builtins_declaration) @declaration.BUILTINS
(predicate_definition) @declaration.PREDICATE
(macro_definition) @declaration.MACRO
[
  (process_definition)
  (process_declaration)
] @declaration.PROCESS
(tactic_declaration) @declaration.TACTIC

; property
[
  (lemma)
  (accountability_lemma)
  (diff_lemma)
  (equivalence_lemma)
  (diff_equivalence_lemma)
] @property.LEMMA
[
  (restriction)
  (embedded_restriction)
] @property.RESTRICTION
