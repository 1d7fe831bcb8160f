; Highlighting for HLPSL (AVISPA).
;
; Later patterns take precedence over earlier ones (tree-sitter-highlight
; and editors agree on this), so the generic `identifier` captures come
; first and the specific ones after them. Capture names are those of
; tree-sitter's default theme, so that `tree-sitter test` checks them
; (test/highlight/).

; Names: constants start with a lower-case letter, variables with an
; upper-case one
(identifier) @constant
((identifier) @variable
  (#match? @variable "^[A-Z]"))

(number) @number

; Parameters of a role
(parameter_list
  (variable_declaration name: (identifier) @variable.parameter))

; Definitions and role instances
(role_definition name: (identifier) @type)
(role_instance role: (identifier) @type)

; Function symbols and facts: `H(X)`, `SND(M)`, `witness(...)`
(application function: (identifier) @function)
(application function: (primed_variable name: (identifier) @function))
(application
  function: (identifier) @function.builtin
  (#any-of? @function.builtin
    "inv" "exp" "xor" "cons" "delete" "in" "not" "witness" "request"
    "wrequest" "secret" "iknows"))

; Transition labels
(transition label: (identifier) @label)
(transition label: (number) @label)

; Goal names
(secrecy_goal name: (identifier) @constant)
(authentication_goal name: (identifier) @constant)
(weak_authentication_goal name: (identifier) @constant)

((identifier) @constant.builtin
  (#any-of? @constant.builtin "start" "i"))

(comment) @comment

; Types
(simple_type) @type.builtin
[
  "channel"
  "dy"
  "ota"
  "hash"
  "inv"
  "set"
] @type.builtin

; Keywords
[
  "role"
  "played_by"
  "def="
  "end"
  "local"
  "const"
  "owns"
  "init"
  "accept"
  "intruder_knowledge"
  "transition"
  "composition"
  "goal"
  "secrecy_of"
  "authentication_on"
  "weak_authentication_on"
  "new"
  "in"
] @keyword

; Operators and punctuation
[
  "=|>"
  "--|>"
  ":="
  "="
  "/="
  "<="
  "/\\"
  "\\/"
  "=>"
  "->"
  ";"
  "'"
  "[]"
  "<->"
  "(-)"
  "[-]"
  "~"
] @operator
["(" ")" "{" "}"] @punctuation.bracket
["," ":" "." "_"] @punctuation.delimiter
