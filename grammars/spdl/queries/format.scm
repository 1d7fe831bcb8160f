; Layout rules for spdl (cfb fmt): see src/fmt/rules.rs for the capture names.
; indent: 4
;
; What the layout does, in the style of Scyther's own protocol library
; (gui/Protocols: Allman braces, one event or declaration per line):
; - `protocol` and `role` bodies: the opening `{` on a line of its own, under the
;   header; the body indented one level (4 spaces) deeper; the closing `}` back
;   at the level of the header;
; - one event (send/recv/claim/match) or declaration per line; a statement
;   continued on further lines has those lines one level deeper than its start;
; - a blank line before a protocol and after one, and between two roles;
; - one space after `,`, none before `,` `;` `:`, one after `:`, one around
;   the `=` of a macro; no space inside `( )` or inside the braces of an
;   encryption `{m}k`; labels and argument lists glued to their keyword
;   (`send_1(`, `claim(`, `pk(`, `match(`), the key glued to its `}`;
;   `inversekeys (pk, sk)` with one space, as the library writes it;
; - a closing `)` or encryption `}` that starts a line goes back to the level
;   of its statement.
; What it never touches: the text of any token (names with `'`, `-`, `!`, `^`,
; `@`; strings), comments (kept in place, on their line; block comments keep
; their inner lines), line breaks already in the file (at most one blank line
; is kept), and the order of anything. The engine cannot remove a line break:
; blank lines just after `{` or before `}` stay (one at most).
;
; Safety: every rule that removes a space does so next to one-character
; punctuation (`( ) { } _ . , ; :`), which no identifier contains and no
; comment starts with, so no two tokens can merge; a space is only ever
; inserted between tokens. No rule puts a line break before a comment or
; between a token and a comment that follows it on its line.

; ---------------------------------------------------------------------------
; Top level: one item per line, a blank line around protocols
; ---------------------------------------------------------------------------

(source_file
  [(protocol_definition) (usertype_declaration) (untrusted_declaration)
   (run_statement) (option_directive) (include_directive)
   (const_declaration) (fresh_declaration) (var_declaration)
   (secret_declaration) (inversekeys_declaration) (compromised_declaration)
   (function_declaration) (macro_declaration)] @newline.before)

; The blank lines go only next to items, never between a comment and what
; follows it (a comment above a protocol stays attached to it) and never
; before a comment (a comment after `}` on the same line stays there).
; (`@_previous` is needed: without a capture on the first node, tree-sitter's
; cursor drops some of the overlapping matches of a sibling pair.)
(source_file
  [(usertype_declaration) (untrusted_declaration) (run_statement)
   (option_directive) (include_directive) (const_declaration)
   (fresh_declaration) (var_declaration) (secret_declaration)
   (inversekeys_declaration) (compromised_declaration)
   (function_declaration) (macro_declaration) (protocol_definition)] @_previous
  .
  (protocol_definition) @blank.before)

(source_file
  (protocol_definition) @_previous
  .
  [(usertype_declaration) (untrusted_declaration) (run_statement)
   (option_directive) (include_directive) (const_declaration)
   (fresh_declaration) (var_declaration) (secret_declaration)
   (inversekeys_declaration) (compromised_declaration)
   (function_declaration) (macro_declaration)] @blank.before)

; ---------------------------------------------------------------------------
; Protocol and role bodies: Allman braces, indented contents
; ---------------------------------------------------------------------------

[(protocol_body) (role_body)] @indent

(protocol_body "{" @newline.before)
(role_body "{" @newline.before)

; No rule puts a line break after `{`: the first item gets its own line from
; its @newline.before, and a comment after `{` on the same line stays there.
(protocol_body "}" @newline.before @dedent)
(role_body "}" @newline.before @dedent)

(protocol_body
  [(role_definition) (include_directive) (const_declaration)
   (fresh_declaration) (var_declaration) (secret_declaration)
   (inversekeys_declaration) (compromised_declaration)
   (function_declaration) (macro_declaration)] @newline.before)

; A blank line between two roles (not after a comment above a role).
(protocol_body
  [(role_definition) (const_declaration) (fresh_declaration)
   (var_declaration) (secret_declaration) (inversekeys_declaration)
   (compromised_declaration) (function_declaration) (macro_declaration)
   (include_directive)] @_previous
  .
  (role_definition) @blank.before)

(role_body
  [(send_event) (recv_event) (claim_event) (match_event)
   (const_declaration) (fresh_declaration) (var_declaration)
   (secret_declaration) (inversekeys_declaration) (compromised_declaration)
   (function_declaration) (macro_declaration) (knows_declaration)
   (include_directive)] @newline.before)

; ---------------------------------------------------------------------------
; Statements: continuation lines one level deeper
; ---------------------------------------------------------------------------

[(send_event) (recv_event) (claim_event) (match_event)
 (const_declaration) (fresh_declaration) (var_declaration)
 (secret_declaration) (inversekeys_declaration) (compromised_declaration)
 (function_declaration) (macro_declaration) (knows_declaration)
 (usertype_declaration) (untrusted_declaration) (run_statement)
 (parameter_list)] @indent

; ---------------------------------------------------------------------------
; Punctuation
; ---------------------------------------------------------------------------

"," @nospace.before @space.after
";" @nospace.before
(_ ":" @nospace.before @space.after)
(macro_declaration "=" @space.before @space.after)

; Parentheses of argument lists, tuples, role lists, match and inversekeys.
"(" @nospace.after
")" @nospace.before

; A closing `)` or encryption `}` that starts a line (a list written one
; element a line) goes back to the level of the statement it closes.
")" @dedent
(encryption "}" @dedent)

; Labels: `send_1`, `claim_i1`, `recv_!2` (`_` is a token of its own, and no
; identifier character is `_`, so gluing merges nothing).
"_" @nospace.before @nospace.after

; Argument lists glued to what they belong to: `send_1(`, `claim(`, `pk(`,
; `run p.I(`, `protocol ns3(`.
(argument_list) @nospace.before
(protocol_definition (parameter_list) @nospace.before)
(match_event "(" @nospace.before)

; `inversekeys (pk, sk);` is a declaration: one space after the keyword, as in
; Scyther's library (48 of the corpus's 59 `inversekeys`).
(inversekeys_declaration "(" @space.before)

; `run p.I(...)`: the role reference is one dotted name.
(role_reference "." @nospace.before @nospace.after)

; Encryption `{m1, m2}k`: no space inside the braces, the key glued to `}`.
(encryption "{" @nospace.after)
(encryption "}" @nospace.before @nospace.after)

; ---------------------------------------------------------------------------
; Comments
; ---------------------------------------------------------------------------

; Comments on their own line are re-indented with the code around them (a
; block comment's first line only: its inner lines are part of the comment's
; text). The exception: the line markers that cpp leaves in preprocessed
; models (`# 97 "common.h"`, in Scyther's IKE models) are comments for Scyther
; but cpp's lines, so they keep their line start (column 0).
((comment) @keep
  (#match? @keep "^#[ \t]*[0-9]+[ \t]+\""))
