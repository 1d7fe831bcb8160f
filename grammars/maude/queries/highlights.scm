; Highlighting for Maude (Maude 3 modules and commands, Maude-NPA specs).
;
; Later patterns take precedence over earlier ones (tree-sitter-highlight
; and editors agree on this), so the generic `identifier` capture comes
; first and the specific ones after it. Capture names are those of
; tree-sitter's default theme, so that `tree-sitter test` checks them
; (test/highlight/).

(comment) @comment

; Term tokens: operators and constants of the module's own mixfix syntax.
(identifier) @variable

; On-the-fly variables `X:Sort` and Maude-NPA strand punctuation.
((identifier) @variable.parameter
  (#match? @variable.parameter "^[^:]+:[^:]+$"))
((identifier) @operator
  (#any-of? @operator "::" "|" "||" "&" "+" "-" "nil" "=/=" "==" "=?" "=>*" "=>+" "=>!"))

; Strings (a Maude string is a token of its own kind).
((identifier) @string
  (#match? @string "^\".*\"$"))

; Applications: the identifier before a parenthesised group is an operator.
(term (identifier) @function . (paren_group))

; Declared names
(module_definition name: (identifier) @module)
(view_definition name: (identifier) @module)
(module_name) @module
(view_name) @module
(file_name) @string.special
(parameter name: (identifier) @variable.parameter)
(sort name: (identifier) @type)
(operator_name (identifier) @function)
(variable_declaration name: (identifier) @variable.parameter)
(strategy_declaration name: (identifier) @function)
(class_attribute name: (identifier) @property)
(hook name: (identifier) @constant)
(attribute value: (identifier) @constant)

; Keywords
[
  "fmod" "endfm" "mod" "endm" "smod" "endsm" "omod" "endom" "th" "endth" "fth"
  "endfth" "sth" "endsth" "oth" "endoth" "obj" "endo" "jbo" "is" "view"
  "from" "to" "endv"
  "protecting" "pr" "extending" "ex" "including" "inc" "generated-by" "gb"
  "sort" "sorts" "subsort" "subsorts" "op" "ops" "msg" "message" "msgs" "var" "vars"
  "mb" "cmb" "eq" "ceq" "cq" "rl" "crl" "sd" "csd" "strat" "strats" "if"
  "class" "subclass" "subclasses" "label" "attr"
  "in" "load" "sload" "cd" "pushd" "pwd" "popd" "ls" "ll"
  "set" "on" "off" "debug"
  "select" "dump" "parse" "creduce" "cred" "sreduce" "sred" "reduce" "red"
  "rewrite" "rew" "erewrite" "erew" "frewrite" "frew" "srewrite" "srew" "dsrewrite"
  "dsrew" "check" "search" "smt-search" "narrow" "nar" "xg-narrow" "vu-narrow"
  "fvu-narrow" "xmatch" "match" "irredundant" "irred" "unify" "filtered" "variant"
  "get" "continue" "cont" "test" "loop" "trace" "break" "print" "do" "show" "resume"
  "abort" "step" "where"
] @keyword

(stop_reading) @keyword

; Operator attributes
(attribute name: _ @attribute)

; Punctuation
["(" ")" "[" "]" "{" "}"] @punctuation.bracket
["," "."] @punctuation.delimiter
[":" "::" "->" "~>" "=" "=>" ":=" "<" "@" "*" "+" "|"] @operator
