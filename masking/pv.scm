; Mask specification for pv (ProVerif: .pv, .pi, .horn, .horntype).
; See masking/README.md and src/mask/spec.rs for what the capture names mean.
;
; Profile `cfb`: CrypFormBench's categories for ProVerif. Every token gets the category of the
; innermost construct around it (one category per token).
;   TYPE      a token of a type declaration              type [[key]].
;   FUN       a token of a constructor declaration       fun enc([[bitstring]], key): bitstring.
;   CONST     a token of a constant declaration          const [[g]]: G.
;   FREE      a token of a free-name declaration         free [[c]]: channel [private].
;   NAME      a token of a name declaration (.horntype)  name [[sA]]: skey.
;   PRED      a token of a predicate declaration         pred [[c]]/1 elimVar, decompData.
;   REDUC     a destructor's `forall` and rule variables reduc forall [[x]]: bitstring, y: key; ...
;             (also those of the rules after `fun ... reduc`)
;   EQUATION  an equation's `forall` and rule variables  equation forall x: [[exponent]], y: ...
;   QUERY     a query's variables, connectives, top fact query [[x]]: host; event(e(x)) [[==>]] ...
;   LET       a process definition's name, the pattern   let [[processA]](...) = ...
;             of a let and its value unless that is a    let [[K]] = G_to_key(exp(gRB, RA)) in
;             function application                       let x = [[m]] in
;   NEW       a restriction: name and type               new [[Na]]: nonce;
;   IF        the condition of an if                     if [[x]] = h(y) then
;   MESSAGE   the facts of a .horn clause, except the    [[c]]:x & c:y -> c:encrypt(x,y)
;             terms inside a function application
;   OP        the terms the rest is made of: rule bodies out([[c]], senc(m, k));
;             of reduc/equation, channels, messages and  reduc forall x: T; dec(enc([[x]], y), y) = x.
;             patterns of in/out, the application in a   let K = f([[x]], y) in
;             let's value, event and call arguments,     event e([[bitstring]]).
;             process parameters, facts nested in query facts, and the declarations CFB has no
;             category for (event, table, lemma/axiom/restriction, not, nounif, clauses, letfun)
; Tokens of other declarations (set, param, proof, noninterf, ...) are no candidates.
;
; Profile `levels`: whole nodes.
;   declaration.TYPE / FUN / REDUC / EQUATION / CONST / FREE / NAME / EVENT / PRED / TABLE
;     / CHANNEL / NOT / NOUNIF / ELIMTRUE / CLAUSES
;                      a top-level declaration           fun h(passwd): key.
;   declaration.PROCESS  a process definition            let processA(...) = ... .
;   declaration.LETFUN   a letfun definition             letfun f(x: T) = g(x).
;   declaration.MAIN     the main process                process !processA(A, B) | ...
;   property.QUERY       a query declaration             query attacker(k).
;   property.LEMMA       a lemma, axiom or restriction   lemma x: T; event(e(x)) ==> ...
;   property.SECRET      a weaksecret / noninterf decl.  weaksecret w.
;   statement.NEW / IN / OUT / LET / IF / EVENT / INSERT / GET / CALL / REPL / PHASE / SYNC
;                      one process step (its node runs to the end of its continuation)
;                                                        new k: key; out(c, k)
;   statement.EQUATION   one rewrite rule of a reduc/equation/fun, or one clause
;                                                        forall x: bitstring; dec(enc(x,y),y) = x
;   term.TERM            a compound term                 senc(m, k), (a, b), choice[x, y]
;   term.PATTERN         a compound pattern              (=A, x: bitstring), f(x)
;   term.FACT            a fact of a query or lemma      attacker(k), event(e(x))

; ---------------------------------------------------------------------------------------
; Atoms and skips (both profiles)
; ---------------------------------------------------------------------------------------

; A string literal's quotes and content are one piece of data, not code to complete.
(string) @skip
; Statement terminator and type colon: pure punctuation (CFB never masked them).
"." @skip
":" @skip

; ---------------------------------------------------------------------------------------
; Profile cfb
; ---------------------------------------------------------------------------------------

; Declarations: every token of the declaration takes its kind.
(type_declaration) @cfb.TYPE
(fun_declaration) @cfb.FUN
(data_declaration) @cfb.FUN
(const_declaration) @cfb.CONST
(free_declaration) @cfb.FREE
(channel_declaration) @cfb.FREE
(name_declaration) @cfb.NAME
(predicate_declaration) @cfb.PRED

; `fun f(T): U reduc forall x: T; f(x) = ... otherwise ...`: the rules define a destructor.
(fun_rewrite_rule) @cfb.REDUC
(fun_rewrite_rule body: (_) @cfb.OP)

; reduc / equation: the quantifier and its variables take the declaration's kind, the
; terms of the rule itself are OP.
(reduc_declaration) @cfb.REDUC
(equation_declaration) @cfb.EQUATION
(reduc_declaration (rewrite_rules (rewrite_rule body: (_) @cfb.OP)))
(equation_declaration (rewrite_rules (rewrite_rule body: (_) @cfb.OP)))

; Declarations CFB labels OP throughout.
(event_declaration) @cfb.OP
(table_declaration) @cfb.OP
(lemma_declaration) @cfb.OP
(not_declaration) @cfb.OP
(nounif_declaration) @cfb.OP
(clauses_declaration) @cfb.OP
(letfun_definition) @cfb.OP

; Queries (and the other security properties): variables, connectives and the top-level
; fact are QUERY; the arguments of a fact nested in an event or another fact are OP. The
; first pattern wins on the same node: a query's own fact keeps QUERY.
(query_declaration) @cfb.QUERY
(weaksecret_declaration) @cfb.QUERY
(noninterf_declaration) @cfb.QUERY
(query body: (fact arguments: (query_term_list) @cfb.QUERY))
(fact arguments: (query_term_list) @cfb.OP)

; .horn clauses: the facts are MESSAGE, the function applications inside them OP.
(horn_clauses) @cfb.MESSAGE
(horn_clauses (clause (_ (term_list (function_application) @cfb.OP))))

; Processes: each step has its own category; its continuation is a process node of its own
; and takes its own category.
(process_definition) @cfb.LET
(process_definition parameters: (_) @cfb.OP)
(main_process) @cfb.OP
(equivalence_process) @cfb.OP
(let_process) @cfb.LET
(let_process value: (function_application) @cfb.OP)
(let_filter_process) @cfb.LET
(restriction) @cfb.NEW
(new_term) @cfb.NEW
(new_term body: (_) @cfb.OP)
(conditional) @cfb.IF
(input) @cfb.OP
(output) @cfb.OP
(event_process) @cfb.OP
(insert_process) @cfb.OP
(get_process) @cfb.OP
(process_call) @cfb.OP
(replication) @cfb.OP
(parallel_process) @cfb.OP
(parenthesized_process) @cfb.OP
(nil_process) @cfb.OP
(phase_process) @cfb.OP
(sync_process) @cfb.OP

; ---------------------------------------------------------------------------------------
; Profile levels
; ---------------------------------------------------------------------------------------

; Declarations
(type_declaration) @declaration.TYPE
(fun_declaration) @declaration.FUN
(data_declaration) @declaration.FUN
(reduc_declaration) @declaration.REDUC
(equation_declaration) @declaration.EQUATION
(const_declaration) @declaration.CONST
(free_declaration) @declaration.FREE
(channel_declaration) @declaration.CHANNEL
(name_declaration) @declaration.NAME
(event_declaration) @declaration.EVENT
(predicate_declaration) @declaration.PRED
(table_declaration) @declaration.TABLE
(not_declaration) @declaration.NOT
(nounif_declaration) @declaration.NOUNIF
(elimtrue_declaration) @declaration.ELIMTRUE
(clauses_declaration) @declaration.CLAUSES
(horn_clauses) @declaration.CLAUSES
(process_definition) @declaration.PROCESS
(letfun_definition) @declaration.LETFUN
(main_process) @declaration.MAIN
(equivalence_process) @declaration.MAIN

; Properties
(query_declaration) @property.QUERY
(lemma_declaration) @property.LEMMA
(weaksecret_declaration) @property.SECRET
(noninterf_declaration) @property.SECRET

; Statements: process steps (a step's node includes its continuation)
(restriction) @statement.NEW
(input) @statement.IN
(output) @statement.OUT
(let_process) @statement.LET
(let_filter_process) @statement.LET
(conditional) @statement.IF
(event_process) @statement.EVENT
(insert_process) @statement.INSERT
(get_process) @statement.GET
(process_call) @statement.CALL
(replication) @statement.REPL
(phase_process) @statement.PHASE
(sync_process) @statement.SYNC
; rewrite rules, equations, clauses
(rewrite_rule) @statement.EQUATION
(fun_rewrite_rule) @statement.EQUATION
(clause) @statement.EQUATION

; Terms
(function_application) @term.TERM
(tuple) @term.TERM
(choice_term) @term.TERM
(name_application) @term.TERM
(tuple_pattern) @term.PATTERN
(constructor_pattern) @term.PATTERN
(fact) @term.FACT
(event_fact) @term.FACT
