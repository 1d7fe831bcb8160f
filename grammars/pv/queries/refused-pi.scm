; What ProVerif's untyped front end (`.pi`, piparser.mly) refuses of what the grammar, shared
; with the typed front end, reads. Each `@refused` capture is an error of the tree.

; process: IDENT — a process macro (`let P = …`, no parameters) is called by its name alone.
(process_call "(" @refused)

; fact: IDENT : termseq | term <> term | term = term — a query names a fact, never a bare
; term (`query s.` for `query attacker:s.`).
(query body: [(name_application) (identifier)] @refused)
