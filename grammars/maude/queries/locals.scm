; Scopes, definitions and references for Maude.
;
; Scopes: the file (implicit; module and view names live there) and each
; module or view, whose sorts, operators and variables are local to it
; (imported modules bring in names that no query can see).

; ---------------------------------------------------------------- scopes

(module_definition) @local.scope
(view_definition) @local.scope

; ----------------------------------------------------------- definitions

(module_definition
  name: (identifier) @local.definition.module)

(view_definition
  name: (identifier) @local.definition.view)

(parameter
  name: (identifier) @local.definition.parameter)

(sort_declaration
  name: (sort name: (identifier) @local.definition.type))

(operator_declaration
  name: (operator_name (identifier) @local.definition.function))

(variable_declaration
  name: (identifier) @local.definition.var)

(strategy_declaration
  name: (identifier) @local.definition.function)

(class_declaration
  name: (sort name: (identifier) @local.definition.type))

; ------------------------------------------------------------ references

; sorts used in subsort, operator, variable and membership declarations
(subsort_declaration (sort name: (identifier) @local.reference))
(operator_declaration domain: (sort name: (identifier) @local.reference))
(operator_declaration range: (sort name: (identifier) @local.reference))
(kind (sort name: (identifier) @local.reference))
(variable_declaration type: (sort name: (identifier) @local.reference))

; imported modules
(module_name) @local.reference

; tokens of terms: operators, constants and variables
(term (identifier) @local.reference)
(paren_group (identifier) @local.reference)
