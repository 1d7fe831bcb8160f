; Mask specification for cv (CryptoVerif, both front ends: channels `.cv`, oracles `.ocv`):
; see masking/README.md for the capture names.
;
; Profile `cfb` (CrypFormBench's categories; one category per token, by the declaration the
; token sits in; the innermost construct wins, so a `param` or `fun` inside a `def` macro is
; still PARAM or FUN; [[ ]] marks one example token):
;   PARAM    a token of a `param` declaration           param [[N]], N2.
;   TYPE     a token of a `type` declaration            type key [[[fixed]], large].
;   PROBA    a token of a `proba` declaration           proba [[Penc]].
;   CHANNEL  a token of a `channel` declaration         channel [[c1]], start.
;   EVENT    a token of an `event` declaration          event endA(host, [[nonce]]).
;   FUN      a token of a `fun` declaration             fun enc([[bitstring]], key): bitstring.
;   QUERY    a token of a `query` declaration           query [[secret]] b.  query event([[bad]]) ==> false.
;   OP       any other token of the model: processes, oracles, `let`/`letfun` definitions,
;            `expand`, `equiv`, equations, constants, tables, proofs (CFB's catch-all)
;                                                       in(c, [[x]]: bitstring); out([[c2]], enc(x, k))
;
; Profile `levels` (whole nodes):
;   term.CALL          a function application                  enc(m, k)
;   term.TUPLE         a non-empty tuple or parenthesized term (M, A, B)
;   term.BINARY        a binary operator term                  x = y   a && b   e1 ==> e2
;   term.ARRAY         an array access                         x[i]
;   term.EVENT         an event in a query                     event(endA(x, y))
;   term.PATTERN       a typed or tuple pattern                m: bitstring   (=M, x: key)
;   term.PROBA         a probability formula                   N * Penc(time, N)
;   statement.NEW      a random choice                         new k: key   k <-R key
;   statement.SEND     a final output                          out(c, (M, e))
;   statement.RECV     a final input                           in(c, x: bitstring)
;   statement.EVENT    a final event or event abort            event endB(A, B, M)   event_abort bad
;   statement.RETURN   an oracle's return                      return(enc(m, k))
;   statement.CALL     a call of a defined process             processA   run O(k)
;   statement.EQUATION one equation                            forall x: T; dec(enc(x, k), k) = x
;   statement.TACTIC   one command of a `proof { … }` block    crypto ind_cpa(enc)
;   declaration.PARAM, .TYPE, .PROBA, .CHANNEL, .EVENT, .FUN, .CONST, .TABLE, .SET
;                      the declaration of that keyword         const g: G.
;   declaration.EQUATION  an `equation` declaration            equation builtin commut(xor).
;   declaration.LETFUN    a `letfun` definition                letfun f(x: T) = g(x).
;   declaration.LETPROBA  a `letproba` definition              letproba P(N) = N * Pmac.
;   declaration.EXPAND    a macro use                          expand IND_CPA_sym_enc(key, ...).
;   declaration.MACRO     a macro definition                   def M(a, b) { ... }
;   declaration.PROCESS   a process definition or the main process   let processA = ...
;   declaration.ORACLE    an oracle definition (also in an equiv)  Oenc(m: bitstring) := return(enc(m, k))
;   declaration.EQUIV     an `equiv` or `collision` assumption equiv(ind_cpa(enc)) ... <=(P)=> ...
;   declaration.PROOF     a `proof { … }` block                proof { crypto uf_cma(mac); success }
;   declaration.IMPLEMENTATION  an `implementation` declaration
;   property.QUERY        a `query` declaration                query secret b.
;   property.EQUIVALENCE  a final `equivalence` / `query_equiv` to prove   equivalence run L run R

; ============================================================================================
; Profile cfb
; ============================================================================================

(parameter_declaration) @cfb.PARAM
(type_declaration) @cfb.TYPE
(probability_declaration) @cfb.PROBA
(channel_declaration) @cfb.CHANNEL
(event_declaration) @cfb.EVENT
(function_declaration) @cfb.FUN
(query_declaration) @cfb.QUERY
; everything else: the outermost construct, so every declaration above wins inside it
(source_file) @cfb.OP

; ============================================================================================
; Profile levels: terms
; ============================================================================================

(application) @term.CALL
(tuple_term (term_list)) @term.TUPLE
(binary_term) @term.BINARY
(array_access) @term.ARRAY
(event_term) @term.EVENT
(typed_pattern) @term.PATTERN
(tuple_pattern) @term.PATTERN
(binary_probability) @term.PROBA
(probability_application) @term.PROBA

; ============================================================================================
; Profile levels: statements (a process step is a whole node only where nothing follows it:
; `in(c, x); P` contains the rest of the process P)
; ============================================================================================

(new_restriction) @statement.NEW
(random_restriction) @statement.NEW
(output_process !body) @statement.SEND
(input_process !body) @statement.RECV
(event_process !body) @statement.EVENT
(event_abort_process) @statement.EVENT
(return_process !body) @statement.RETURN
(return_term) @statement.RETURN
(call_process) @statement.CALL
(equation) @statement.EQUATION
(proof_command) @statement.TACTIC

; ============================================================================================
; Profile levels: declarations
; ============================================================================================

(parameter_declaration) @declaration.PARAM
(type_declaration) @declaration.TYPE
(probability_declaration) @declaration.PROBA
(channel_declaration) @declaration.CHANNEL
(event_declaration) @declaration.EVENT
(function_declaration) @declaration.FUN
(constant_declaration) @declaration.CONST
(table_declaration) @declaration.TABLE
(set_declaration) @declaration.SET
(equation_declaration) @declaration.EQUATION
(builtin_equation_declaration) @declaration.EQUATION
(letfun_declaration) @declaration.LETFUN
(letproba_declaration) @declaration.LETPROBA
(expand_declaration) @declaration.EXPAND
(macro_definition) @declaration.MACRO
(process_definition) @declaration.PROCESS
(process_declaration) @declaration.PROCESS
(oracle_definition) @declaration.ORACLE
(oracle) @declaration.ORACLE
(equivalence_declaration) @declaration.EQUIV
(special_equivalence_declaration) @declaration.EQUIV
(collision_declaration) @declaration.EQUIV
(proof_declaration) @declaration.PROOF
(implementation_declaration) @declaration.IMPLEMENTATION

; ============================================================================================
; Profile levels: properties
; ============================================================================================

(query_declaration) @property.QUERY
(equivalence_process_declaration) @property.EQUIVALENCE
(query_equiv_declaration) @property.EQUIVALENCE
