; EasyCrypt highlighting

(comment) @comment
(string) @string
(number) @number

; Sentence keywords (ecParser.mly `global_action`)
[
  "require" "import" "export" "from" "theory" "end" "section" "abstract" "clone" "as"
  "with" "proof" "rename" "remove" "module" "type" "op" "const" "pred" "inductive"
  "abbrev" "notation" "axiom" "lemma" "axiomatized" "realize" "pragma" "print" "search"
  "locate" "hint" "instance" "prover" "timeout" "why3" "dump" "exception" "subtype" "of"
  "include" "local" "time" "debug" "fail" "undo" "exit"
] @keyword

(proof_start) @keyword
(proof_end) @keyword
(sentence_prefix) @keyword
(locality) @keyword

; Program and formula keywords
[
  "proc" "var" "return" "if" "then" "else" "elif" "while" "match" "is" "raise" "forall" "exists"
  "fun" "let" "in" "glob" "Pr" "hoare" "ehoare" "phoare" "equiv" "eager" "islossless"
] @keyword

; Tactics
(tactic_name) @function.builtin
(tactical [ "by" "try" "do" "first" "last" ] @keyword)
(keyword) @keyword
(bullet) @punctuation.special
(goal_selector) @number

(operator) @operator
(named_operator) @operator
(backtick_operator) @operator
[ "<-" "<$" "<@" "==>" "->" "<:" "~" "=>" "?" ] @operator

[ "(" ")" "[" "]" "{" "}" "{|" "|}" ".[" ] @punctuation.bracket
[ "," ";" ":" ] @punctuation.delimiter
(full_stop) @punctuation.delimiter

; Names at their declarations
(theory_declaration name: (identifier) @module)
(theory_end name: (identifier) @module)
(require_declaration theory: (identifier) @module)
(clone_declaration theory: (_) @module)
(clone_declaration name: (identifier) @module)
(module_declaration name: (identifier) @module)
(module_header name: (identifier) @module)
(module_type_declaration name: (identifier) @type)
(module_parameter name: (identifier) @variable.parameter)
(module_parameter type: (_) @type)
(type_declaration name: (identifier) @type)
(record_field name: (identifier) @property)
(constructor name: (_) @constructor)
(operator_declaration name: (_) @function)
(predicate_declaration name: (_) @function)
(abbreviation_declaration name: (_) @function)
(axiom_declaration name: (identifier) @function)
(lemma_declaration name: (identifier) @function)
(procedure_definition name: (identifier) @function.method)
(procedure_declaration name: (identifier) @function.method)
(variable_declaration name: (identifier) @variable)
(local_declaration name: (identifier) @variable)
(typed_names name: (identifier) @variable.parameter)
(binder_name (identifier) @variable.parameter)

; Types
(type_variable) @type
(simple_type (identifier) @type.builtin (#any-of? @type.builtin "int" "real" "bool" "unit" "xint" "distr" "list" "fmap" "option"))
(simple_type (identifier) @type)
(applied_type constructor: (_) @type)

; Uses
(application function: (identifier) @function)
(procedure_path) @function.method
(memory) @variable.builtin
(qualified_name) @variable
(identifier) @variable
