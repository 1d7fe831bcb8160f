; Top-level items of an HLPSL file, for `cfb similarity`'s per-item scores: each role, the
; goal section and the main role instance. An item's name is its `name` field.
; max-start-depth: 2
(source_file (_) @item)
