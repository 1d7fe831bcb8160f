; ProVerif highlighting

(comment) @comment
(string) @string
(integer) @number
(float) @number
(projection) @function.builtin

[
  "among" "axiom" "channel" "clauses" "const" "def" "do" "elimtrue" "else"
  "equation" "equivalence" "event" "expand" "for" "forall" "foreach" "free" "fun"
  "get" "if" "implementation" "in" "inj-event" "insert" "lemma" "let" "letfun"
  "letproba" "new" "noninterf" "noselect" "nounif" "optim-if" "is-cst" "or"
  "otherwise" "out" "param" "phase" "pred" "proba" "process" "proof" "public_vars"
  "putbegin" "query" "reduc" "restriction" "secret" "select" "set" "suchthat"
  "sync" "table" "then" "type" "weaksecret" "yield"
  ; untyped pi calculus and Horn clauses
  "private" "data" "name" "where" "can"
] @keyword

[ "choice" "diff" "not" ] @function.builtin
(fail) @constant.builtin
(nil_process) @constant.builtin

[
  "!" "#" "&&" "||" "+" "-" "*" "/" "^" "=" "<>" "<=" ">=" "<" ">" "->" "<-" "<->"
  "<-R" "<=>" "==>" "|" "@" "&"
] @operator

[ "(" ")" "[" "]" "{" "}" ] @punctuation.bracket
[ "," ";" ":" "." ] @punctuation.delimiter

(type_identifier) @type

(fun_declaration name: (identifier) @function)
(letfun_definition name: (identifier) @function)
(function_application function: (identifier) @function.call)
(constructor_pattern function: (identifier) @function.call)
(process_definition name: (identifier) @function)
(process_call name: (identifier) @function.call)
(macro_definition name: (identifier) @function.macro)
(expand_declaration name: (identifier) @function.macro)
(event_declaration name: (identifier) @function)
(event_process name: (identifier) @function.call)
(event_term name: (identifier) @function.call)
(predicate_declaration name: (identifier) @function)
(fact predicate: (identifier) @function.call)
(colon_fact predicate: (identifier) @function.call)
(data_declaration name: (identifier) @function)
(name_declaration name: (identifier) @constant)
(table_declaration name: (identifier) @function)
(insert_process table: (identifier) @function.call)
(get_process table: (identifier) @function.call)
(set_declaration name: (identifier) @property)
(option name: (identifier) @attribute)
(const_declaration name: (identifier_list (identifier) @constant))
(free_declaration name: (identifier_list (identifier) @constant))
(time_variable name: (identifier) @variable)
(simple_pattern name: (identifier) @variable)
(typed_variable_group name: (identifier) @variable.parameter)
(parameter name: (identifier) @variable.parameter)
(identifier) @variable
