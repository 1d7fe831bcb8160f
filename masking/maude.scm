; Mask specification for maude (Maude 3 and Maude-NPA `.maude` files).
; Capture names: see src/mask/spec.rs (@atom, @skip, @cfb.CAT, @cfb.CAT.name, @LEVEL.CAT).
;
; Maude terms are user-defined mixfix syntax: the grammar reads them as flat runs of tokens
; ("bubbles", as Maude's own lexer does), so a token is an `identifier` (a maximal run of
; characters other than white space and `( ) [ ] { } ,`: `K:Key`, `_;_`, `-`, `'BAD`,
; `ST'` are one token each), a keyword or a separator such as `:`, `->`, `<`, `.`.
;
; Profile `cfb` (CrypFormBench's categories; every token inside the construct):
;   OP       an operator declaration `op`/`ops`/`msg`: its name, arity sorts, range and
;            attributes, e.g. `op n : Name Fresh -> Nonce [frozen] .` (`n`, `Name`, `frozen`)
;   EQ       a statement (`eq`/`ceq`, `rl`/`crl`, `mb`/`cmb`, `sd`/`csd`) or a command's term
;            (`red`, `unify`, `search`, ...), e.g. `eq d(K, e(K, M)) = M [variant] .`,
;            `red h(g(11), g(11)) .`, a strand `:: r :: [ nil | +(n(A, r)), -(N) ]`
;   VAR      a variable declaration, e.g. `vars X Y Z : Msg .` (`X`, `Msg`, `.`)
;   SUBSORT  a subsort declaration, e.g. `subsort Name Nonce < Msg .`
;
; Profile `levels` (whole nodes):
;   term.LHS            the left side of an equation/rule/strategy definition, or the
;                       term of a membership axiom, e.g. `d(K, e(K, M))` in `eq d(K, e(K, M)) = M .`
;   term.RHS            the right side of a statement, e.g. `M [variant]`
;   term.CONDITION      the condition after `if`, e.g. `S in S' = true`
;   statement.EQUATION  an equation `eq`/`ceq` (other than the Maude-NPA strands and attack
;                       states below), e.g. `eq pk(K, sk(K, Z)) = Z [variant] .`
;   statement.RULE      a rewrite rule `rl`/`crl`, e.g. `rl [debit] : debit(A, M) => ... .`
;   statement.MEMBERSHIP a membership axiom `mb`/`cmb`, e.g. `mb 0 : Nat .`
;   statement.STRATEGY  a strategy definition `sd`/`csd`, e.g. `sd st := r1 ; r2 .`
;   statement.COMMAND   a command, e.g. `red in MAUDE-NPA : run(0, 10) .`, `select MAUDE-NPA .`
;   declaration.MODULE  a module or theory, e.g. `fmod PROTOCOL-SPECIFICATION is ... endfm`
;   declaration.VIEW    a view, e.g. `view Nat from TRIV to NAT is sort Elt to Nat . endv`
;   declaration.IMPORT  an import, e.g. `protecting DEFINITION-PROTOCOL-RULES .`
;   declaration.SORT    a sort declaration, e.g. `sorts Name Nonce Key .`
;   declaration.SUBSORT a subsort declaration, e.g. `subsort Name Nonce < Msg .`
;   declaration.OP      an operator declaration, e.g. `op pk : Key Msg -> Msg [frozen] .`
;   declaration.VAR     a variable declaration, e.g. `vars r r' : Fresh .`
;   declaration.STRAT   a strategy declaration, e.g. `strat swap : Nat @ Config .`
;   declaration.CLASS   a class or subclass declaration, e.g. `class Account | bal : Int .`
;   declaration.STRANDS the Maude-NPA protocol or intruder strands, an equation
;                       `eq STRANDS-PROTOCOL = ... [nonexec] .` or `eq STRANDS-DOLEVYAO = ...`
;   property.ATTACK     a Maude-NPA attack state, `eq ATTACK-STATE(0) = :: r :: [...] || ... .`

; The rest of the file after `quit`/`q`/`eof` is not Maude input: nothing in it is a token.
(stop_reading) @skip

; ---------------------------------------------------------------------------------------
; Profile cfb
; ---------------------------------------------------------------------------------------

(operator_declaration) @cfb.OP
(variable_declaration) @cfb.VAR
(subsort_declaration) @cfb.SUBSORT
; CFB labels every token of a statement EQ: equations, and also rules (bike.maude's `crl`).
(equation) @cfb.EQ
(rule) @cfb.EQ
(membership_axiom) @cfb.EQ
(strategy_definition) @cfb.EQ
; ... and the terms of commands (`red h(g(11)) .`, `unify f(X, Y) =? f(U, V) .`).
(command) @cfb.EQ

; ---------------------------------------------------------------------------------------
; Profile levels
; ---------------------------------------------------------------------------------------

; term
(equation left: (term) @term.LHS)
(rule left: (term) @term.LHS)
(strategy_definition left: (term) @term.LHS)
(membership_axiom term: (term) @term.LHS)
(equation right: (term) @term.RHS)
(rule right: (term) @term.RHS)
(strategy_definition right: (term) @term.RHS)
(equation condition: (term) @term.CONDITION)
(rule condition: (term) @term.CONDITION)
(strategy_definition condition: (term) @term.CONDITION)
(membership_axiom condition: (term) @term.CONDITION)

; statement (Maude-NPA's strand and attack-state equations are declarations and properties)
((equation left: (term) @_left) @statement.EQUATION
  (#not-match? @_left "^(STRANDS-PROTOCOL|STRANDS-DOLEVYAO|ATTACK-STATE)"))
(rule) @statement.RULE
(membership_axiom) @statement.MEMBERSHIP
(strategy_definition) @statement.STRATEGY
(command) @statement.COMMAND
(set_command) @statement.COMMAND
(step_command) @statement.COMMAND

; declaration
(module_definition) @declaration.MODULE
(view_definition) @declaration.VIEW
(import_declaration) @declaration.IMPORT
(sort_declaration) @declaration.SORT
(subsort_declaration) @declaration.SUBSORT
(operator_declaration) @declaration.OP
(variable_declaration) @declaration.VAR
(strategy_declaration) @declaration.STRAT
(class_declaration) @declaration.CLASS
(subclass_declaration) @declaration.CLASS
((equation left: (term) @_left) @declaration.STRANDS
  (#match? @_left "^(STRANDS-PROTOCOL|STRANDS-DOLEVYAO)$"))

; property
((equation left: (term) @_left) @property.ATTACK
  (#match? @_left "^ATTACK-STATE"))
