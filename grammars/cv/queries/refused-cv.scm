; What CryptoVerif's channel front end (`.cv`) refuses of what the grammar, shared with the
; oracle front end, reads. Each `@refused` capture is an error of the tree.

; `run P(M, …)` is the oracle front end's form; here a process macro is called by `P(M, …)`.
(call_process run: _ @refused)
