; Scopes, definitions and references of ProVerif names (all front ends: .pv .pi .horn
; .horntype), read by cfb's symbol engine (src/symbols/).
;
; A binder's name is visible in the rest of its process: the grammar nests that rest in the
; binding node (`restriction`, `input`, `let_process`, ...), which is therefore the scope.

; Scopes
(source_file) @local.scope
(restriction) @local.scope
(input) @local.scope
; `let pattern = value in body else alternative` binds in the body only: `value` and the
; `else` branch read the names around the `let` (`let (k: key) = h(k) in` reads an outer k)
((let_process) @local.scope
  (#set! scope.visible-in "body"))
(let_filter_process) @local.scope
(get_process) @local.scope
(replication) @local.scope
(new_term) @local.scope
((let_term) @local.scope
  (#set! scope.visible-in "body"))
(get_term) @local.scope
(equation_declaration) @local.scope
(reduc_declaration) @local.scope
(fun_declaration) @local.scope
(macro_definition) @local.scope
(process_definition) @local.scope
(letfun_definition) @local.scope
(rewrite_rule) @local.scope
(fun_rewrite_rule) @local.scope
(clause) @local.scope
(query_declaration) @local.scope
(lemma_declaration) @local.scope
(not_declaration) @local.scope
(nounif_declaration) @local.scope
(noninterf_declaration) @local.scope
(elimtrue_declaration) @local.scope

; Global declarations
(type_declaration name: (type_identifier) @local.definition.type)
((fun_declaration name: (identifier) @local.definition.function) (#set! definition.scope "parent"))
(data_declaration name: (identifier) @local.definition.function)
(name_declaration name: (identifier) @local.definition.constant)
(const_declaration name: (identifier_list (identifier) @local.definition.constant))
(free_declaration name: (identifier_list (identifier) @local.definition.constant))
(channel_declaration name: (identifier_list (identifier) @local.definition.constant))
(event_declaration name: (identifier) @local.definition.event)
(predicate_declaration name: (identifier) @local.definition.predicate)
(table_declaration name: (identifier) @local.definition.table)
((process_definition name: (identifier) @local.definition.process) (#set! definition.scope "parent"))
((letfun_definition name: (identifier) @local.definition.function) (#set! definition.scope "parent"))
((macro_definition name: (identifier) @local.definition.macro) (#set! definition.scope "parent"))
; a destructor is defined by its rewrite rules' left-hand sides (one symbol, several definitions)
((reduc_declaration body: (rewrite_rules (rewrite_rule body: (binary_term left: (function_application function: (identifier) @local.definition.function)))))
  (#set! definition.scope "global"))
(param_declaration name: (identifier_list (identifier) @local.definition.param))
(proba_declaration name: (identifier) @local.definition.probability)
(letproba_definition name: (identifier) @local.definition.probability)

; Bound variables
(typed_variable_group name: (identifier) @local.definition.variable)
(parameter name: (identifier) @local.definition.parameter)
(simple_pattern name: (identifier) @local.definition.variable)
(restriction name: (identifier) @local.definition.variable)
(let_term name: (identifier) @local.definition.variable)
(time_variable name: (identifier) @local.definition.variable)
(new_term name: (identifier) @local.definition.variable)
(equation_let name: (identifier) @local.definition.variable)
(replication index: (identifier) @local.definition.variable)

; `expand M(a, b, ...)` of a library macro declares (or reuses) the names it is given; kind
; `expanded`, since which of them are types, functions or probabilities is the macro's affair
(expand_declaration arguments: (type_list type: (type_identifier) @local.definition.expanded))

; References (a specific pattern before the catch-all: of two captures of one name, the
; earlier pattern's counts)
; a process call names a process, not a variable of the same name
(process_call name: (identifier) @local.reference.process)
(identifier) @local.reference
; a type names a type (declared, or given to a macro's `expand`), not a variable of the same
; name (`new nonce: nonce`)
((type_identifier) @local.reference
  (#set! reference.kinds "type expanded"))
