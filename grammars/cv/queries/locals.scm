; CryptoVerif 2.06 scopes, definitions and references (both front ends, .cv and .ocv), read
; by cfb's symbol engine (src/symbols/).
;
; A binder's name is visible in the rest of its process or term: the grammar nests that rest
; in the binding node (`new_process`, `input_process`, `let_process`, ...), the scope.
;
; An array reference `x[i]` (in `defined(...)`, `find`) reads x wherever the game defines it,
; by name, so `fmt --rename` keeps one name one name across scopes:
; rename-numbers: name

; Scopes
(source_file) @local.scope
(new_process) @local.scope
(input_process) @local.scope
; `let pattern = value in body else alternative` and `pattern <- value; body` bind in the body
; only: `value` and the `else` branch read the names around them (`x <- f(x);` reads an
; outer x)
((let_process) @local.scope (#set! scope.visible-in "body"))
((assign_process) @local.scope (#set! scope.visible-in "body"))
(get_process) @local.scope
(replication_process) @local.scope
(new_term) @local.scope
(new_body) @local.scope
((let_term) @local.scope (#set! scope.visible-in "body"))
((let_body) @local.scope (#set! scope.visible-in "body"))
((assign_term) @local.scope (#set! scope.visible-in "body"))
((assign_body) @local.scope (#set! scope.visible-in "body"))
(get_term) @local.scope
(get_body) @local.scope
(macro_definition) @local.scope
(letfun_declaration) @local.scope
(process_definition) @local.scope
(equation) @local.scope
(query) @local.scope
(collision_declaration) @local.scope
(equivalence_declaration) @local.scope
(oracle) @local.scope
(oracle_definition) @local.scope

; Global definitions
(type_declaration name: (identifier) @local.definition.type)
(function_declaration name: (identifier) @local.definition.function)
((letfun_declaration name: (identifier) @local.definition.function) (#set! definition.scope "parent"))
(constant_declaration name: (identifier) @local.definition.constant)
(parameter_declaration name: (identifier) @local.definition.param)
(probability_declaration name: (identifier) @local.definition.probability)
(letproba_declaration name: (identifier) @local.definition.probability)
(event_declaration name: (identifier) @local.definition.event)
(table_declaration name: (identifier) @local.definition.table)
(channel_declaration name: (identifier) @local.definition.channel)
((macro_definition name: (identifier) @local.definition.macro) (#set! definition.scope "parent"))
(macro_definition parameters: (identifier_list (identifier) @local.definition.parameter))
((process_definition name: (identifier) @local.definition.process) (#set! definition.scope "parent"))

; Local variables (the parameters first: of two patterns on one name, the first wins)
(process_definition parameters: (typed_variable_list (typed_variables name: (identifier) @local.definition.parameter)))
(letfun_declaration parameters: (typed_variable_list (typed_variables name: (identifier) @local.definition.parameter)))
(typed_variables name: (identifier) @local.definition.variable)
(typed_pattern name: (identifier) @local.definition.variable)
(new_restriction name: (identifier) @local.definition.variable)
(random_restriction name: (identifier) @local.definition.variable)
(assign_process pattern: (identifier) @local.definition.variable)
(assign_term pattern: (identifier) @local.definition.variable)
(assign_body pattern: (identifier) @local.definition.variable)
(replication index: (identifier) @local.definition.variable)
(find_index name: (identifier) @local.definition.variable)
; oracle names are the file's: CryptoVerif wants them distinct across the whole game
((oracle_definition name: (identifier) @local.definition.oracle) (#set! definition.scope "global"))
((oracle name: (identifier) @local.definition.oracle) (#set! definition.scope "global"))

; `expand M(a, b, ...)` of a library macro declares (or reuses) the names it is given; kind
; `expanded`, since which of them are types, functions or probabilities is the macro's affair
(expand_declaration arguments: (identifier_list (identifier) @local.definition.expanded))

; References (a specific pattern before the catch-all: of two captures of one name, the
; earlier pattern's counts)
; a type names a type (declared, or given to a macro's `expand`), not a variable of the same
; name (`new nonce: nonce`)
((_ type: (identifier) @local.reference)
  (#set! reference.kinds "type expanded"))
(identifier) @local.reference
