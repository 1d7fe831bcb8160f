; Scopes, definitions and references for EasyCrypt.
;
; Scopes: the file (implicit), each module body, procedure body, module type body,
; and each binder form of formulas (quantifiers, fun, let). Theories and sections
; are sentences of their own (`theory T.` … `end T.`), not nodes, so the names they
; declare are definitions of the file scope. Declarations that are scopes themselves
; (operators, lemmas, procedures) put their name in the enclosing scope ("parent").

; ---------------------------------------------------------------- scopes

(module_body) @local.scope
(procedure_definition) @local.scope
(signature_body) @local.scope
(quantified_formula) @local.scope
(lambda) @local.scope
(let_formula) @local.scope
(lemma_declaration) @local.scope
(axiom_declaration) @local.scope
(operator_declaration) @local.scope
(predicate_declaration) @local.scope

; ----------------------------------------------------------- definitions

(theory_declaration name: (identifier) @local.definition.namespace)
(module_declaration name: (identifier) @local.definition.module)
(module_header name: (identifier) @local.definition.module)
(module_type_declaration name: (identifier) @local.definition.type)
(module_parameter name: (identifier) @local.definition.parameter)
(type_declaration name: (identifier) @local.definition.type)
(constructor name: (_) @local.definition.constructor)
(record_field name: (identifier) @local.definition.field)
((operator_declaration name: (_) @local.definition.function) (#set! definition.scope "parent"))
((predicate_declaration name: (_) @local.definition.function) (#set! definition.scope "parent"))
(abbreviation_declaration name: (_) @local.definition.function)
((axiom_declaration name: (identifier) @local.definition.lemma) (#set! definition.scope "parent"))
((lemma_declaration name: (identifier) @local.definition.lemma) (#set! definition.scope "parent"))
((procedure_definition name: (identifier) @local.definition.function) (#set! definition.scope "parent"))
(procedure_declaration name: (identifier) @local.definition.function)
(variable_declaration name: (identifier) @local.definition.variable)
(local_declaration name: (identifier) @local.definition.variable)
(typed_names name: (identifier) @local.definition.parameter)
(binder_name (identifier) @local.definition.parameter)
(let_pattern (identifier) @local.definition.variable)

; ------------------------------------------------------------ references

; Every other identifier is a use: in terms and formulas, types, statements, module paths,
; tactics (lemma and hypothesis names), clone overrides, `end T.` A definition capture above
; wins over this one on the same node.
(identifier) @local.reference
