; Scopes, definitions and references for Maude.
;
; Scopes: the file (implicit; module and view names live there) and each module (with the
; commands after it) or view. Sorts and operators are put in the file scope: a module sees
; them through its imports (`protecting M .`), which Maude-NPA files use to split symbols,
; algebra and protocol into modules of one file; variables stay the module's. Mixfix
; operators (`_;_`) are not matched to their tokens (`a ; b`): those references stay
; unresolved, as do names of modules of other files and of Maude's prelude.

; ---------------------------------------------------------------- scopes

; Maude reads a command in its current module, the module last entered above it, and the
; command's terms may use that module's variables: the module's scope runs on over the items
; after it, up to the next module (`red in M :` and `select` are not followed).
((module_definition) @local.scope
  (#set! scope.extends-until "module_definition"))
(view_definition) @local.scope

; ----------------------------------------------------------- definitions

((module_definition
  name: (identifier) @local.definition.module)
  (#set! definition.scope "parent"))

((view_definition
  name: (identifier) @local.definition.view)
  (#set! definition.scope "parent"))

(parameter
  name: (identifier) @local.definition.parameter)

((sort_declaration
  name: (sort name: (identifier) @local.definition.type))
  (#set! definition.scope "global"))

((operator_declaration
  name: (operator_name (identifier) @local.definition.function))
  (#set! definition.scope "global"))

(variable_declaration
  name: (identifier) @local.definition.variable)

((strategy_declaration
  name: (identifier) @local.definition.function)
  (#set! definition.scope "global"))

((class_declaration
  name: (sort name: (identifier) @local.definition.type))
  (#set! definition.scope "global"))

; ------------------------------------------------------------ references

; sorts used in subsort, operator, variable and membership declarations: a sort, never the
; variable of that name (`var Key : Nonce .` beside `var K : Key .`)
(subsort_declaration (sort name: (identifier) @local.reference.type))
(operator_declaration domain: (sort name: (identifier) @local.reference.type))
(operator_declaration range: (sort name: (identifier) @local.reference.type))
(kind (sort name: (identifier) @local.reference.type))
(variable_declaration type: (sort name: (identifier) @local.reference.type))

; imported modules (and views, in an instantiation `LIST{Nat}`)
((module_name) @local.reference (#set! reference.kinds "module view"))

; tokens of terms: operators, constants and variables
(term (identifier) @local.reference)
(paren_group (identifier) @local.reference)
