; Scopes, definitions and references for Tamarin (.spthy), read by cfb's symbol engine
; (src/symbols/). A variable's name is the whole `variable` node, sort included (`~k`,
; `$A`): Tamarin tells `~k` and `k` apart. Temporal variables drop their `#`
; (`name.drop-prefix`): formulas write `#i` in the quantifier and `i` after `@`, one variable.
; A name ends before its type (`name.end-before`): SAPIC's `in(m:bitstring)` binds the `m` the
; process then uses (and `x:pub`, Tamarin's `$x`, reads as `x`: a rename keeps the annotation).
;
; Tamarin inlines a SAPIC process definition `let P = ...` where P is called, so P's free
; variables are the caller's: in a file with one, `fmt --rename` keeps one name one name.
; rename-numbers: name-with process_definition

; ---- scopes -----------------------------------------------------------------
(theory) @local.scope
(rule) @local.scope
(variant) @local.scope
(intruder_rule) @local.scope
(equation) @local.scope
(lemma) @local.scope
(diff_lemma) @local.scope
(equivalence_lemma) @local.scope
(diff_equivalence_lemma) @local.scope
(accountability_lemma) @local.scope
(restriction) @local.scope
(case_test) @local.scope
(predicate_definition) @local.scope
(macro_definition) @local.scope
(process_definition) @local.scope
(process_declaration) @local.scope
(quantified_formula) @local.scope
; SAPIC binders: the rest of the process is nested inside the binding node
(let_process) @local.scope
(action_process) @local.scope
(lookup_process) @local.scope

; ---- theory-level definitions ------------------------------------------------
; Items that are scopes themselves put their name in the theory ("parent").
(function_declaration name: (identifier) @local.definition.function)
((macro_definition name: (identifier) @local.definition.macro) (#set! definition.scope "parent"))
((rule name: (identifier) @local.definition.rule) (#set! definition.scope "parent"))
((variant name: (identifier) @local.definition.rule) (#set! definition.scope "parent"))
((lemma name: (identifier) @local.definition.lemma) (#set! definition.scope "parent"))
((diff_lemma name: (identifier) @local.definition.lemma) (#set! definition.scope "parent"))
((accountability_lemma name: (identifier) @local.definition.lemma) (#set! definition.scope "parent"))
((restriction name: (identifier) @local.definition.restriction) (#set! definition.scope "parent"))
((case_test name: (identifier) @local.definition.case_test) (#set! definition.scope "parent"))
((process_definition name: (identifier) @local.definition.process) (#set! definition.scope "parent"))
((predicate_definition name: (fact name: (identifier) @local.definition.predicate)) (#set! definition.scope "parent"))

; ---- bound variables ---------------------------------------------------------
((quantified_formula variable: (variable) @local.definition.variable) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((macro_definition parameter: (variable) @local.definition.parameter) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((process_definition parameter: (variable) @local.definition.parameter) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((predicate_definition (fact argument: (variable) @local.definition.parameter)) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((let_definition variable: (variable) @local.definition.variable) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((new_action variable: (variable) @local.definition.variable) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((lookup_process variable: (variable) @local.definition.variable) (#set! name.drop-prefix "#") (#set! name.end-before ":"))

; SAPIC patterns bind their variables (`=x` is a match, a reference)
((let_binding pattern: (variable) @local.definition.variable) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((let_binding pattern: (tuple (variable) @local.definition.variable)) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((input_action pattern: (variable) @local.definition.variable) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((input_action pattern: (tuple (variable) @local.definition.variable)) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((input_action pattern: (tuple (tuple (variable) @local.definition.variable))) (#set! name.drop-prefix "#") (#set! name.end-before ":"))

; Rule premises bind the variables of a rule, at any depth of the facts' terms (four levels
; here; deeper ones are still the rule's variables, by the implicit references below).
((premises (fact argument: (variable) @local.definition.variable)) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((premises (fact argument: (_ (variable) @local.definition.variable))) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((premises (fact argument: (_ (_ (variable) @local.definition.variable)))) (#set! name.drop-prefix "#") (#set! name.end-before ":"))
((premises (fact argument: (_ (_ (_ (variable) @local.definition.variable))))) (#set! name.drop-prefix "#") (#set! name.end-before ":"))

; ---- references --------------------------------------------------------------
; A rule's (equation's, process's) variables are those written in it: one not bound by a
; premise or binder is still one variable of its innermost scope, declared where first used.
; (`true` is Tamarin's constant, not a variable: `equations: isok(x) = true`)
((variable) @local.reference (#not-eq? @local.reference "true") (#set! reference.implicit "variable")
  (#set! name.drop-prefix "#") (#set! name.end-before ":"))
; an applied name is a function or macro, never the variable of that name (`let pk = pk(~sk)`)
((function_application name: (identifier) @local.reference)
  (#set! reference.kinds "function macro"))
(process_call name: (identifier) @local.reference.process)
(accountability_lemma case_test: (identifier) @local.reference.case_test)
(predicate_atom (fact name: (identifier) @local.reference.predicate))
