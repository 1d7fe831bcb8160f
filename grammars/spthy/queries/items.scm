; Top-level items of a Tamarin theory, for `cfb similarity`'s per-item scores: each rule,
; lemma, restriction, declaration block and process. An item's name is its `name` field.
; max-start-depth: 2
(theory (_) @item)
