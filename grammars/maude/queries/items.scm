; Top-level items of a Maude-NPA file, for `cfb similarity`'s per-item scores: each module
; (SORTS, THEORY, PROTOCOL-SPECIFICATION …), view and command. An item's name is its `name`
; field.
; max-start-depth: 2
(source_file (_) @item)
