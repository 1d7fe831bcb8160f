; Mask specification for spdl (Scyther's SPDL): see masking/README.md for the capture names.
;
; Profile `cfb` (CrypFormBench's categories, one per token; CFB masks one identifier at
; all its occurrences, so the first four are `.name` captures: the category is the kind of
; the symbol, given to every occurrence of its name in the file):
;   ROLE       a role name: `role R {`, `protocol nsl3(I,R)`, `send_1(I,R, ...)`, `pk(R)`
;   KEY        a name declared with a key type (SessionKey, Key, SesKey, ...):
;              `var kir: SessionKey;` and every later `kir`; also the tokens of an
;              encryption's key that are no such name: the `k` of `{ni}k(I,R)`
;   NONCE      a name declared with type Nonce (fresh, var or const): `fresh ni: Nonce;`
;              and every later `ni`
;   ENCRYPTED  a payload value, declared fresh/var with any other type or none (Data, Ticket,
;              MySecret, ...): `fresh sec: MySecret;` and every later `sec`; also the tokens
;              of an encryption's body that are no such name: `h` and `P1` of `{h(ni),P1}pk(R)`
; Precedence of names: ROLE, then KEY, then NONCE, then ENCRYPTED (a name declared `fresh`
; in one role and `var` in another is one symbol for CFB and gets one category).
;
; Profile `levels` (whole nodes):
;   term.ENCRYPTION       an encryption `{ni,I}pk(R)`
;   term.APPLICATION      a function application `k(I,R)`, `h(g(x))`
;   term.TUPLE            a parenthesised term list `(Fresh,kir)`
;   statement.SEND        a send event `send_1(I,R,{ni}pk(R));`
;   statement.RECV        a receive event `recv_2(R,I,{ni,nr}pk(I));` (also `read_`)
;   statement.MATCH       a match event `match(x, h(y));` / `not match(...)`
;   declaration.PROTOCOL  a protocol `protocol nsl3(I,R) { ... }`
;   declaration.ROLE      a role `role I { ... }`
;   declaration.FRESH     `fresh ni: Nonce;`
;   declaration.VAR       `var nr: Nonce;`
;   declaration.CONST     `const pk: Function;` / `secret const ...;`
;   declaration.SECRET    `secret sk: Function;`
;   declaration.FUNCTION  `hashfunction h;` / `function f;`
;   declaration.MACRO     `macro m1 = {ni}pk(R);`
;   declaration.USERTYPE  `usertype SessionKey;`
;   declaration.INVERSEKEYS  `inversekeys (pk,sk);`
;   declaration.KNOWS     `knows k(I,R);`
;   declaration.COMPROMISED  `compromised sk(Eve);`
;   declaration.UNTRUSTED `untrusted Eve;`
;   declaration.RUN       `run nsl3.I(Alice,Bob);`
;   property.CLAIM        a claim `claim_i1(I,Secret,ni);`

; ------------------------------------------------------------------ profile cfb

(string) @skip

; names (earlier pattern wins for one text)
(role_definition name: (identifier) @cfb.ROLE.name)
(protocol_definition roles: (parameter_list (identifier) @cfb.ROLE.name))

((fresh_declaration name: (identifier) @cfb.KEY.name type: (identifier) @_type)
  (#match? @_type "[Kk][Ee][Yy]"))
((var_declaration name: (identifier) @cfb.KEY.name type: (identifier) @_type)
  (#match? @_type "[Kk][Ee][Yy]"))
((const_declaration name: (identifier) @cfb.KEY.name type: (identifier) @_type)
  (#match? @_type "[Kk][Ee][Yy]"))

((fresh_declaration name: (identifier) @cfb.NONCE.name type: (identifier) @_type)
  (#eq? @_type "Nonce"))
((var_declaration name: (identifier) @cfb.NONCE.name type: (identifier) @_type)
  (#eq? @_type "Nonce"))
((const_declaration name: (identifier) @cfb.NONCE.name type: (identifier) @_type)
  (#eq? @_type "Nonce"))

(fresh_declaration name: (identifier) @cfb.ENCRYPTED.name)
(var_declaration name: (identifier) @cfb.ENCRYPTED.name)

; constructs: the other tokens of an encryption
(encryption body: (_) @cfb.ENCRYPTED)
(encryption key: (_) @cfb.KEY)

; ------------------------------------------------------------------ profile levels

(encryption) @term.ENCRYPTION
(function_application) @term.APPLICATION
(tuple) @term.TUPLE

(send_event) @statement.SEND
(recv_event) @statement.RECV
(match_event) @statement.MATCH

(protocol_definition) @declaration.PROTOCOL
(role_definition) @declaration.ROLE
(fresh_declaration) @declaration.FRESH
(var_declaration) @declaration.VAR
(const_declaration) @declaration.CONST
(secret_declaration) @declaration.SECRET
(function_declaration) @declaration.FUNCTION
(macro_declaration) @declaration.MACRO
(usertype_declaration) @declaration.USERTYPE
(inversekeys_declaration) @declaration.INVERSEKEYS
(knows_declaration) @declaration.KNOWS
(compromised_declaration) @declaration.COMPROMISED
(untrusted_declaration) @declaration.UNTRUSTED
(run_statement) @declaration.RUN

(claim_event) @property.CLAIM
