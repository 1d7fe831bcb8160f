; Top-level items of an EasyCrypt file, for `cfb similarity`'s per-item scores: each command
; at top level (require, type, operator, module, lemma, a proof's tactic sentences, theory and
; section starts and ends). An item's name is its `name` field.
; max-start-depth: 2
(source_file (_) @item)
