; Tamarin (.spthy) highlighting

(comment) @comment
(formal_comment) @comment.documentation
(preprocessor_directive) @keyword.directive

[
  "theory" "begin" "end" "configuration"
  "builtins" "options" "functions" "function" "equations" "macros"
  "predicates" "predicate" "export" "heuristic" "tactic" "presort" "prio" "deprio"
  "restriction" "axiom" "test" "lemma" "diffLemma" "rule" "variants" "modulo"
  "process" "equivLemma" "diffEquivLemma"
  "let" "in" "convergent"
] @keyword

[
  "new" "out" "insert" "delete" "lookup" "as" "lock" "unlock" "event"
  "if" "then" "else"
] @keyword.control

[
  "all-traces" "exists-trace" "accounts for" "account for"
] @keyword.modifier

[
  "by" "case" "next" "qed" "simplify" "solve" "sorry" "contradiction" "induction"
  "INVALIDATED" "UNFINISHABLE" "rule-equivalence" "backward-search" "step" "ATTACK"
  "UNFINISHABLEdiff" "splitEqs"
] @keyword.proof

(solved) @keyword.proof
(mirrored) @keyword.proof

(quantifier) @keyword.operator
["not" "¬" "last"] @keyword.operator

[
  "&" "∧" "|" "∨" "==>" "⇒" "<=>" "⇔" "=" "<" "<<" "⊏" "(<)" "@"
  "^" "*" "XOR" "⊕" "+" "++" "%+" "||" ";" "-->" "--[" "]->" "~~>" "∥"
] @operator

["(" ")" "[" "]" "{" "}" "<" ">"] @punctuation.bracket
["," ":" "." "/"] @punctuation.delimiter
"\"" @punctuation.special

(builtin) @constant.builtin
(option) @constant.builtin
(output_module) @constant.builtin
(trace_quantifier) @keyword.modifier
(lemma_attribute) @attribute
(rule_attribute) @attribute
(restriction_attribute) @attribute
(function_attribute) @attribute
(fact_annotation) @attribute

(true) @constant.builtin
(false) @constant.builtin
(constant) @constant.builtin
(null_process) @constant.builtin

(theory name: (identifier) @module)
(rule name: (identifier) @function.definition)
(variant name: (identifier) @function.definition)
(intruder_rule name: (identifier) @function.definition)
(lemma name: (identifier) @function.definition)
(diff_lemma name: (identifier) @function.definition)
(accountability_lemma name: (identifier) @function.definition)
(restriction name: (identifier) @function.definition)
(case_test name: (identifier) @function.definition)
(proof_case name: (identifier) @label)
(function_declaration name: (identifier) @function)
(macro_definition name: (identifier) @function.macro)
(process_definition name: (identifier) @function.definition)
(tactic_declaration name: (identifier) @function.definition)
(tactic_function name: (identifier) @function.call)

(fact name: (identifier) @type)
(persistent) @type.qualifier
(function_application name: (identifier) @function.call)
(diff_term "diff" @function.builtin)
(process_call name: (identifier) @function.call)
(type) @type

(variable sort: (sort) @variable.builtin)
(variable name: (identifier) @variable)
(variable index: (index) @number)
(fresh_name) @string.special
(public_name) @string
(natural_name) @string.special
(natural) @number
(premise_index) @number

(string) @string
(export_text) @string
(tactic_argument) @string
(heuristic_rankings) @string.special
(goal_ranking) @string.special
(color) @string.special
(trailing_text) @comment
