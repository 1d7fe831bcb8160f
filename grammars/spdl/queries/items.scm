; Top-level items of an SPDL file, for `cfb similarity`'s per-item scores: every declaration,
; each protocol and each role in it. An item's name is its `name` field.
; Declarations are matched under `source_file` (the same kinds occur in role bodies); the
; kinds are listed, not `(_)`: a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 3
; What `cfb lint` may check apart in a large file (src/parse/window.rs): a protocol reads
; the global declarations and nothing of another protocol but its name.
; window-units: protocol_definition
(source_file
  [
    (compromised_declaration) (const_declaration) (fresh_declaration) (function_declaration)
    (include_directive) (inversekeys_declaration) (macro_declaration) (option_directive)
    (protocol_definition) (run_statement) (secret_declaration) (untrusted_declaration)
    (usertype_declaration) (var_declaration)
  ] @item)
(protocol_body (role_definition) @item)
