; Highlighting for SPDL (Scyther).

(comment) @comment

(string) @string

; Keywords (every keyword token of Scyther's lexer that the parser uses)
[
  "protocol"
  "role"
  "singular"
] @keyword

[
  "const"
  "fresh"
  "var"
  "secret"
  "usertype"
  "untrusted"
  "compromised"
  "knows"
  "inversekeys"
  "inversekeyfunctions"
  "function"
  "hashfunction"
  "macro"
] @keyword.storage

[
  "send"
  "recv"
  "read"
  "claim"
  "match"
  "not"
] @keyword.function

[
  "run"
] @keyword

[
  "include"
  "option"
] @keyword.directive

; Punctuation
["(" ")" "{" "}"] @punctuation.bracket
["," ";" ":" "." "_"] @punctuation.delimiter
"=" @operator

; Definitions
(protocol_definition name: (identifier) @module)
(role_definition name: (identifier) @type.definition)
(parameter_list (identifier) @variable.parameter)
(role_reference protocol: (identifier) @module)
(role_reference role: (identifier) @type)

(function_declaration name: (identifier) @function)
(macro_declaration name: (identifier) @constant.macro)
(usertype_declaration name: (identifier) @type.definition)

; Type annotations of declarations
(const_declaration type: (identifier) @type)
(fresh_declaration type: (identifier) @type)
(var_declaration type: (identifier) @type)
(secret_declaration type: (identifier) @type)

; Event labels
(send_event label: (identifier) @label)
(recv_event label: (identifier) @label)
(claim_event label: (identifier) @label)

; Terms
(function_application function: (identifier) @function.call)

; Predefined claim types (the second argument of a claim)
(claim_event
  arguments: (argument_list
    .
    (_)
    .
    (identifier) @constant.builtin
    (#any-of? @constant.builtin
      "Secret" "Alive" "Weakagree" "Nisynch" "Niagree" "Empty" "Reachable"
      "NotEqual" "SID" "SKR" "Commit" "Running")))

; Predefined types
((identifier) @type.builtin
  (#any-of? @type.builtin
    "Agent" "Function" "Nonce" "Ticket" "SessionKey" "Data"))

; Predefined key functions
(function_application
  function: (identifier) @function.builtin
  (#any-of? @function.builtin "pk" "sk" "k"))

(identifier) @variable
