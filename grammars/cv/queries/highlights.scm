; CryptoVerif 2.06 highlighting (both front ends)

(comment) @comment
(string) @string
(integer) @number
(float) @number

; Declaration keywords
[
  "param" "type" "proba" "fun" "const" "equation" "builtin" "event" "query" "secret"
  "public_vars" "set" "proof" "implementation" "table" "letfun" "letproba" "let"
  "channel" "equiv" "collision" "def" "expand" "special" "process" "equivalence"
  "query_equiv" "forall" "exists"
] @keyword

; Process, oracle and term keywords
[
  "new" "in" "out" "if" "then" "else" "find" "orfind" "suchthat" "defined" "insert"
  "get" "event_abort" "foreach" "do" "return" "run" "diff" "newChannel" "newOracle"
] @keyword

[ "inj-event" "independent-of" "optim-if" "is-cst" ] @keyword.operator

; Probability functions
[ "time" "length" "max" "min" "maxlength" "eps_rand" "Pcoll1rand" "Pcoll2rand" "number" "inf" ] @function.builtin

; Proof-script commands and their option words
[
  "SArename" "above" "after" "after_nth" "all" "all_simplify" "allowed_collisions" "array"
  "assign" "assume" "at" "at_nth" "auto" "before" "before_nth" "binder" "coll_elim"
  "crypto" "expand" "findcond" "focus" "forget_old_games" "global_dep_anal" "guess"
  "guess_branch" "help" "insert" "insert_event" "interactive" "level" "merge_arrays"
  "merge_branches" "move" "move_if_fun" "no_test" "noarrayref" "occ" "out_commands"
  "out_equiv" "out_facts" "out_game" "out_state" "quit" "random" "random_noarrayref"
  "remove_assign" "replace" "restart" "set" "show_commands" "show_equiv" "show_facts"
  "show_game" "show_state" "simplify" "special" "start_from_other_end" "success" "tag"
  "terms" "to" "to_term" "types" "undo" "up" "use_variable" "useless" "variables"
] @keyword
(yield_process) @keyword
(eps_find) @function.builtin

[
  "=" "<>" "&&" "||" "==>" "<-" "<-R" ":=" "<=" ">=" "<" ">" "+" "-" "*" "/" "^" "!" "#" "|" "->"
] @operator

[ "<=(" ")=>" ] @punctuation.special
[ "(" ")" "[" "]" "{" "}" ] @punctuation.bracket
[ "," ";" ":" "." ] @punctuation.delimiter

; Names at their declarations
(type_declaration name: (identifier) @type)
(function_declaration name: (identifier) @function)
(function_declaration type: (identifier) @type)
(type_list (identifier) @type)
(letfun_declaration name: (identifier) @function)
(constant_declaration name: (identifier) @constant)
(constant_declaration type: (identifier) @type)
(parameter_declaration name: (identifier) @constant)
(probability_declaration name: (identifier) @function)
(letproba_declaration name: (identifier) @function)
(event_declaration name: (identifier) @function)
(table_declaration name: (identifier) @type)
(channel_declaration name: (identifier) @variable)
(expand_declaration name: (identifier) @function.macro)
(macro_definition name: (identifier) @function.macro)
(process_definition name: (identifier) @function)
(oracle_definition name: (identifier) @function)
(oracle name: (identifier) @function)
(call_process name: (identifier) @function)
(typed_variables type: (identifier) @type)
(typed_pattern type: (identifier) @type)
(new_restriction type: (identifier) @type)
(random_restriction type: (identifier) @type)
(options (identifier) @attribute)

; Uses
(application function: (identifier) @function.call)
(pattern_application function: (identifier) @function.call)
(probability_application function: (identifier) @function.call)
(event_term event: (identifier) @function)
(event_term event: (application function: (identifier) @function))

(wildcard) @variable.builtin
(identifier) @variable
