; Top-level items of a ProVerif file, for `cfb similarity`'s per-item scores: each
; declaration, process definition, query and the main process. An item's name is its `name`
; field.
; max-start-depth: 2
(source_file (_) @item)
