; Scopes, definitions and references for EasyCrypt.
;
; Scopes: the file (implicit), each module body, procedure body, module type body,
; and each binder form of formulas (quantifiers, fun, let). Theories and sections
; are sentences of their own (`theory T.` … `end T.`), not nodes, so the names they
; declare are definitions of the file scope. Declarations that are scopes themselves
; (operators, lemmas, procedures) put their name in the enclosing scope ("parent").
;
; `inline` names the copy of a procedure's variable `key` `key0` (`key1`, …) when `key` is
; taken, and proofs then write `key0{1}`: `fmt --rename` keeps `key` where `key0` is written.
; rename-stray-stem: digits

; ---------------------------------------------------------------- scopes

; A module's (or module type's) parameters are its own, not the file's (`module W(A : T)`
; beside a section's `declare module A`)
(module_declaration) @local.scope
(module_type_declaration) @local.scope
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
; A tactic names the goal's variables (`={c, pt}`, `x{1}`), which belong to whichever
; procedure or lemma the goal came from: its names are found only among the file's lemmas,
; operators, types and modules, and any other stays unresolved (so `fmt --rename` keeps it).
((tactic) @local.scope
  (#set! scope.reference-kinds "namespace module type constructor field function lemma"))

; ----------------------------------------------------------- definitions

(theory_declaration name: (identifier) @local.definition.namespace)
((module_declaration name: (identifier) @local.definition.module) (#set! definition.scope "parent"))
((module_header name: (identifier) @local.definition.module) (#set! definition.scope "parent"))
((module_type_declaration name: (identifier) @local.definition.type) (#set! definition.scope "parent"))
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

; A type's name is a type, never the parameter of that name (`proc enc(key : key)`, a module
; parameter `RFA : RFA`). Of two reference patterns on one node, the earlier one counts.
(simple_type (identifier) @local.reference.type)
(applied_type constructor: (identifier) @local.reference.type)
(module_parameter type: (identifier) @local.reference.type)
; A record's field is a field (`{| x = x |}`, `r.`x`), never the variable of its name.
(record_value key: (identifier) @local.reference.field)
(projection (_) (identifier) @local.reference.field .)

; Every other identifier is a use: in terms and formulas, types, statements, module paths,
; tactics (lemma and hypothesis names), clone overrides, `end T.` A definition capture above
; wins over this one on the same node.
(identifier) @local.reference
