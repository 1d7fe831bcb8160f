; Scopes and definitions of ProVerif names, for undeclared / duplicate name checks.

; Scopes
(source_file) @local.scope
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
(fun_declaration name: (identifier) @local.definition.function)
(data_declaration name: (identifier) @local.definition.function)
(name_declaration name: (identifier) @local.definition.constant)
(const_declaration name: (identifier_list (identifier) @local.definition.constant))
(free_declaration name: (identifier_list (identifier) @local.definition.constant))
(channel_declaration name: (identifier_list (identifier) @local.definition.constant))
(event_declaration name: (identifier) @local.definition.event)
(predicate_declaration name: (identifier) @local.definition.predicate)
(table_declaration name: (identifier) @local.definition.table)
(process_definition name: (identifier) @local.definition.process)
(letfun_definition name: (identifier) @local.definition.function)
(macro_definition name: (identifier) @local.definition.macro)
(param_declaration name: (identifier_list (identifier) @local.definition.parameter))
(proba_declaration name: (identifier) @local.definition.probability)
(letproba_definition name: (identifier) @local.definition.probability)

; Bound variables
(typed_variable_group name: (identifier) @local.definition.variable)
(parameter name: (identifier) @local.definition.variable)
(simple_pattern name: (identifier) @local.definition.variable)
(restriction name: (identifier) @local.definition.variable)
(new_term name: (identifier) @local.definition.variable)
(equation_let name: (identifier) @local.definition.variable)
(replication index: (identifier) @local.definition.variable)

; References
(identifier) @local.reference
(type_identifier) @local.reference
