; Top-level items of an SPDL file, for `cfb similarity`'s per-item scores: every declaration,
; each protocol and each role in it. An item's name is its `name` field.
; Declarations are matched under `source_file` (the same kinds occur in role bodies); the
; kinds are listed, not `(_)`: a wildcard costs tree-sitter milliseconds to compile.
; max-start-depth: 3
; A large file may be linted a window of items at a time (src/lint/windows.rs): an item
; reads only the names it mentions; no kind of item changes how the others read.
; lint-windows:
(source_file
  [
    (compromised_declaration) (const_declaration) (fresh_declaration) (function_declaration)
    (include_directive) (inversekeys_declaration) (macro_declaration) (option_directive)
    (protocol_definition) (run_statement) (secret_declaration) (untrusted_declaration)
    (usertype_declaration) (var_declaration)
  ] @item)
(protocol_body (role_definition) @item)
