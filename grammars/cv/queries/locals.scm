; CryptoVerif 2.06 scopes, definitions and references (both front ends)

; Scopes
(source_file) @local.scope
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
(letfun_declaration name: (identifier) @local.definition.function)
(constant_declaration name: (identifier) @local.definition.constant)
(parameter_declaration name: (identifier) @local.definition.parameter)
(probability_declaration name: (identifier) @local.definition.probability)
(letproba_declaration name: (identifier) @local.definition.probability)
(event_declaration name: (identifier) @local.definition.event)
(table_declaration name: (identifier) @local.definition.table)
(channel_declaration name: (identifier) @local.definition.channel)
(macro_definition name: (identifier) @local.definition.macro)
(macro_definition parameters: (identifier_list (identifier) @local.definition.parameter))
(process_definition name: (identifier) @local.definition.process)

; Local variables
(typed_variables name: (identifier) @local.definition.variable)
(typed_pattern name: (identifier) @local.definition.variable)
(new_restriction name: (identifier) @local.definition.variable)
(random_restriction name: (identifier) @local.definition.variable)
(assign_process pattern: (identifier) @local.definition.variable)
(assign_term pattern: (identifier) @local.definition.variable)
(assign_body pattern: (identifier) @local.definition.variable)
(replication index: (identifier) @local.definition.variable)
(find_index name: (identifier) @local.definition.variable)
(oracle_definition name: (identifier) @local.definition.oracle)
(oracle name: (identifier) @local.definition.oracle)

; References
(identifier) @local.reference
