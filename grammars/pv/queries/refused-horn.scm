; What ProVerif's untyped Horn-clause front end (`.horn`, parser.mly) refuses of what the
; grammar, shared with the typed front ends, reads. Each `@refused` capture is an error of the
; tree.

; fact: IDENT : termseq | term <> term — never a typed fact `p(t1, …, tn)` or `p`.
(clause left: [(function_application) (name_application) (identifier)] @refused)
(clause right: [(function_application) (name_application) (identifier)] @refused)
; (In queries and `not`, an application reads as a `fact`.)
(not_declaration body: [(fact) (name_application) (identifier)] @refused)
(query body: [(fact) (name_application) (identifier)] @refused)
(elimtrue_declaration body: [(function_application) (name_application) (identifier)] @refused)
