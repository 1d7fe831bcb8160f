; Scopes and definitions for Tamarin (.spthy)

; ---- scopes -----------------------------------------------------------------
(theory) @local.scope
(rule) @local.scope
(let_process) @local.scope
(action_process) @local.scope
(variant) @local.scope
(intruder_rule) @local.scope
(lemma) @local.scope
(accountability_lemma) @local.scope
(restriction) @local.scope
(case_test) @local.scope
(predicate_definition) @local.scope
(macro_definition) @local.scope
(process_definition) @local.scope
(quantified_formula) @local.scope

; ---- theory-level definitions ------------------------------------------------
(function_declaration name: (identifier) @local.definition.function)
(macro_definition name: (identifier) @local.definition.macro)
(rule name: (identifier) @local.definition.rule)
(variant name: (identifier) @local.definition.rule)
(lemma name: (identifier) @local.definition.lemma)
(diff_lemma name: (identifier) @local.definition.lemma)
(accountability_lemma name: (identifier) @local.definition.lemma)
(restriction name: (identifier) @local.definition.restriction)
(case_test name: (identifier) @local.definition.case_test)
(process_definition name: (identifier) @local.definition.process)
(predicate_definition name: (fact name: (identifier) @local.definition.predicate))

; ---- bound variables ---------------------------------------------------------
(quantified_formula variable: (variable name: (identifier) @local.definition.variable))
(macro_definition parameter: (variable name: (identifier) @local.definition.parameter))
(process_definition parameter: (variable name: (identifier) @local.definition.parameter))
(let_definition variable: (variable name: (identifier) @local.definition.variable))
(new_action variable: (variable name: (identifier) @local.definition.variable))
(lookup_process variable: (variable name: (identifier) @local.definition.variable))

; SAPIC patterns bind their variables (`=x` is a match, a reference)
(let_binding pattern: (variable name: (identifier) @local.definition.variable))
(let_binding pattern: (tuple (variable name: (identifier) @local.definition.variable)))
(input_action pattern: (variable name: (identifier) @local.definition.variable))
(input_action pattern: (tuple (variable name: (identifier) @local.definition.variable)))
(input_action pattern: (tuple (tuple (variable name: (identifier) @local.definition.variable))))

; rule premises bind the variables of a rule
(premises (fact argument: (variable name: (identifier) @local.definition.variable)))
(premises (fact argument: (tuple (variable name: (identifier) @local.definition.variable))))
(premises (fact argument: (function_application argument: (variable name: (identifier) @local.definition.variable))))

; ---- references --------------------------------------------------------------
(variable name: (identifier) @local.reference)
(function_application name: (identifier) @local.reference)
(process_call name: (identifier) @local.reference)
(accountability_lemma case_test: (identifier) @local.reference)
