; Mask specification for ec (EasyCrypt): see masking/README.md for the capture names.
;
; Profile `cfb` (CrypFormBench's categories: the construct a masked token sits in)
;   OP       inside an `op`/`pred`/`abbrev` declaration or a clone's `op`/`pred` override:
;            `op dec: cip -> msg.`, `clone ... with op dout <- dptxt`
;   TYPE     inside a `type`/`subtype` declaration or a clone's `type` override:
;            `type ctxt = rand * ptxt.`, `clone ... with type input <- unit`
;   CONST    inside a `const` declaration: `const q : { int | 0 < q } as gt0_q.`
;   LEMMA    inside a lemma or axiom (name, binders, statement, `by` proof):
;            `lemma addpK p1 p2: p1 +^ p2 +^ p2 = p1.`
;   DECLARE  inside a `declare module` (section-local abstract module):
;            `declare module A <: Adv { -LRO }.`
;   MODULE   inside a module or module type definition: `module S = Hashed_ElGamal(H).`,
;            `module type Distinguisher(G: PRGA) = { proc distinguish(): bool }.`
;   HINT     inside a `hint` command: `hint exact random : dnonce_ll.`
;
; Profile `levels` (whole nodes)
;   term.FORMULA           a formula or expression: `p1 +^ p2`, `is_lossless dptxt`
;   term.TYPE              a type expression: `key -> ptxt -> ptxt`, `(S * trace_t) distr`
;   statement.INSTRUCTION  a procedure instruction: `x <$ dkey;`, `r <@ A.guess(c);`, `if (b) {...}`
;   statement.TACTIC       one tactic of a proof script: `rewrite /dec`, `smt(@List)`, `by auto`
;   declaration.TYPE       a type declaration: `type ctxt = rand * ptxt.`
;   declaration.OP         an operator, constant, predicate or abbreviation declaration:
;                          `op f : pkey -> rand -> rand.`
;   declaration.MODULE     a module, module type or declared module: `module S = M(H).`
;   declaration.PROCEDURE  a procedure of a module or module type: `proc f(x : int) = { ... }`
;   declaration.THEORY     a clone or a theory alias: `clone import BitWord as Bits with ...`
;   property.LEMMA         a lemma (equiv/hoare/phoare lemmas too): `lemma L : hoare[M.f : true ==> res].`
;   property.AXIOM         an axiom: `axiom dkey_ll : is_lossless dkey.`

; ---------------------------------------------------------------- tokens

; a number with its scope is one literal: `0%r`, `1%r`
((scope_formula (number) (scope)) @atom)

; ---------------------------------------------------------------- profile cfb

(operator_declaration "const") @cfb.CONST
(operator_declaration) @cfb.OP
(predicate_declaration) @cfb.OP
(abbreviation_declaration) @cfb.OP
(clone_override "op") @cfb.OP
(clone_override "pred") @cfb.OP
(type_declaration) @cfb.TYPE
(clone_override "type") @cfb.TYPE
(lemma_declaration) @cfb.LEMMA
(axiom_declaration) @cfb.LEMMA
((module_declaration (locality) @_declare) @cfb.DECLARE
  (#eq? @_declare "declare"))
(module_declaration) @cfb.MODULE
(module_type_declaration) @cfb.MODULE
(other_command "hint") @cfb.HINT

; ---------------------------------------------------------------- profile levels

[
  (binary_formula)
  (unary_formula)
  (ternary_formula)
  (application)
  (quantified_formula)
  (lambda)
  (let_formula)
  (if_formula)
  (phoare_formula)
  (lossless_formula)
  (glob_formula)
  (tuple)
  (cast)
  (list)
  (interval)
  (record)
  (hoare_formula)
  (equiv_formula)
  (probability)
  (match_formula)
  (absolute_value)
  (get_formula)
  (side_formula)
  (projection)
  (scope_formula)
  (instantiated_name)
] @term.FORMULA

[
  (function_type)
  (tuple_type)
  (applied_type)
] @term.TYPE

[
  (if_statement)
  (while_statement)
  (match_statement)
  (sample_statement)
  (call_statement)
  (assign_statement)
  (raise_statement)
  (return_statement)
] @statement.INSTRUCTION

(tactic) @statement.TACTIC

(type_declaration) @declaration.TYPE
[
  (operator_declaration)
  (predicate_declaration)
  (abbreviation_declaration)
] @declaration.OP
[
  (module_declaration)
  (module_type_declaration)
] @declaration.MODULE
[
  (procedure_definition)
  (procedure_declaration)
] @declaration.PROCEDURE
[
  (clone_declaration)
  (theory_declaration)
] @declaration.THEORY

(lemma_declaration) @property.LEMMA
(axiom_declaration) @property.AXIOM
