; Top-level items of an SPDL file, for `cfb similarity`'s per-item scores: every declaration,
; each protocol and each role in it. An item's name is its `name` field.
; max-start-depth: 2
(source_file (_) @item)
(protocol_body (role_definition) @item)
