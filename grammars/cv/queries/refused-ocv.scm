; What CryptoVerif's oracle front end (`.ocv`, parser.mly's oracle rules) refuses of what the
; grammar, shared with the channel front end, reads. Each `@refused` capture is an error of the
; tree.

; A process macro is run with `run P(M, …)`; a bare `P(M, …)` is no oracle process (a misspelt
; `return(…)` reads as one).
(call_process !run) @refused
