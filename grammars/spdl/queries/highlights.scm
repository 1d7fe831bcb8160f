; Highlighting for SPDL (Scyther).
;
; Later patterns take precedence over earlier ones (tree-sitter-highlight
; and editors agree on this), so the generic `identifier` capture comes
; first and the specific ones after it. Capture names are those of
; tree-sitter's default theme, so that `tree-sitter test` checks them
; (test/highlight/).

; Names
(identifier) @variable

; Predefined types of Scyther
((identifier) @type.builtin
  (#any-of? @type.builtin
    "Agent" "Function" "Nonce" "Ticket" "SessionKey" "Data"))

; Role names listed after a protocol name
(parameter_list (identifier) @variable.parameter)

; Definitions
(protocol_definition name: (identifier) @module)
(role_definition name: (identifier) @type)
(usertype_declaration name: (identifier) @type)
(function_declaration name: (identifier) @function)
(macro_declaration name: (identifier) @constant)
(role_reference protocol: (identifier) @module)
(role_reference role: (identifier) @type)

; Type annotations of declarations
(const_declaration type: (identifier) @type)
(fresh_declaration type: (identifier) @type)
(var_declaration type: (identifier) @type)
(secret_declaration type: (identifier) @type)
((const_declaration type: (identifier) @type.builtin)
  (#any-of? @type.builtin
    "Agent" "Function" "Nonce" "Ticket" "SessionKey" "Data"))
((fresh_declaration type: (identifier) @type.builtin)
  (#any-of? @type.builtin
    "Agent" "Function" "Nonce" "Ticket" "SessionKey" "Data"))
((var_declaration type: (identifier) @type.builtin)
  (#any-of? @type.builtin
    "Agent" "Function" "Nonce" "Ticket" "SessionKey" "Data"))
((secret_declaration type: (identifier) @type.builtin)
  (#any-of? @type.builtin
    "Agent" "Function" "Nonce" "Ticket" "SessionKey" "Data"))

; Function symbols in terms, and Scyther's predefined key functions
(function_application function: (identifier) @function)
(function_application
  function: (identifier) @function.builtin
  (#any-of? @function.builtin "pk" "sk" "k"))

; Event labels
(send_event label: (identifier) @constant)
(recv_event label: (identifier) @constant)
(claim_event label: (identifier) @constant)

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

(comment) @comment

(string) @string

; Keywords (every keyword token of Scyther's lexer that the parser uses)
[
  "protocol"
  "role"
  "singular"
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
  "send"
  "recv"
  "read"
  "claim"
  "match"
  "not"
  "run"
  "include"
  "option"
  "trusted"
] @keyword

; Punctuation
["(" ")" "{" "}"] @punctuation.bracket
["," ";" ":" "." "_"] @punctuation.delimiter
"=" @operator
