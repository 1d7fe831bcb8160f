; Layout rules for maude (cfb fmt): see src/fmt/rules.rs for the capture names.
; indent: 2
; scanner-starts: \*\*\*|---|\.|q|e
;
; Maude 3 and Maude-NPA. What the layout does:
; - the body of a module (`fmod ... is` ... `endfm`, `mod`, `smod`, `th`, `omod`, ...)
;   and of a view (`view ... is` ... `endv`) is indented one level (2 spaces, the
;   style of the Maude and Maude-NPA example suites); `endfm`, `endm`, `endv`, ... go
;   back to the module's column, on a line of their own;
; - one declaration or statement per line (`var N : Nat . var M : Nat .` is split);
;   a declaration that goes on over several lines has its further lines one level
;   deeper (`ceq f(X)` / `= g(X)` / `if X > 0 .`);
; - a blank line before and after a module or a view (not between a module and a
;   comment just above it, which stays its heading); commands stay as they are grouped;
; - one space after a comma in terms and none before it (`d(K,M)` -> `d(K, M)`);
; - white space runs inside a line become one space, no trailing white space, at most
;   one blank line in a row, one final newline (the engine's own rules; the inside of
;   a `***( ... )` comment is text and keeps its own trailing blanks).
;
; What it never touches:
; - the line starts inside terms (equations, rules, memberships, strategy definitions,
;   view op mappings, command arguments): Maude-NPA strands, attack states and
;   grammars are aligned by hand, so a line that starts inside a term keeps its
;   column; when a term spans lines, the `=`, `=>`, `if`, `.` and comments of its
;   statement keep their columns too (only the keyword line is re-indented);
; - the text of comments (`---`, `***`, `***( ... )`), of Full Maude input
;   (`(fmod ... endfm)` at the top level) and of everything after `quit` / `eof`
;   (today cfb leaves a file with `quit`, `q` or `eof` unformatted: that token runs to
;   the end of the file, final newline included, and the engine's final newline
;   changes it; no rule here can avoid that);
; - anything glued: Maude's lexer makes one token of every run of characters other
;   than white space and `( ) [ ] { } ,` (`X:Nat`, `=>`, `_;_`, `=/=`, `||`), so
;   these rules add or remove white space only next to `,` (a token of its own) and
;   otherwise change only line starts and line breaks; next to `(`, `)`, `[`, `]` no
;   space is added or removed (`( grl ...`, `+(M)`, `e (K, M )` stay). Operator names
;   (`op _,_ :`, `op {_,_} :`), sorts and kinds (`Map{Nat,Nat}`, `[Nat,Int]`) keep
;   their commas as written.

; ---------------------------------------------------------------------------
; Modules and views: indented bodies, one declaration per line
; ---------------------------------------------------------------------------

(module_definition) @indent
(module_definition end: _ @dedent @newline.before)
(module_definition body: _ @newline.before)

(view_definition) @indent
(view_definition "endv" @dedent @newline.before)
(view_definition body: _ @newline.before)

; Continuation lines of a declaration, statement or command: one level deeper.
[
  (import_declaration) (sort_declaration) (subsort_declaration) (operator_declaration)
  (variable_declaration) (membership_axiom) (equation) (rule) (strategy_declaration)
  (strategy_definition) (class_declaration) (subclass_declaration) (view_mapping)
  (command) (set_command) (step_command)
] @indent

; ---------------------------------------------------------------------------
; Top level: one item per line, a blank line around modules and views
; ---------------------------------------------------------------------------

(source_file
  [(module_definition) (view_definition) (file_directive) (directive) (listing_directive)
   (set_command) (step_command) (command) (full_maude_input)] @newline.before)

; Written as sibling pairs without their parent: `(source_file (a) . (b))` finds only
; the first pair of a run of modules (tree-sitter drops overlapping matches there).
; The anchor `.` needs the two items to be next to each other, so a comment just
; above a module stays glued to it.
(
  [(module_definition) (view_definition)]
  .
  [(module_definition) (view_definition) (file_directive) (directive) (listing_directive)
   (set_command) (step_command) (command) (full_maude_input)] @blank.before)
(
  [(file_directive) (directive) (listing_directive) (set_command) (step_command) (command)
   (full_maude_input)]
  .
  [(module_definition) (view_definition)] @blank.before)

; Full Maude input is another parser's text (modules inside parentheses): verbatim.
(full_maude_input) @keep

; `ls` and `ll` hand the rest of their line to the shell: verbatim.
(listing_directive) @keep

; ---------------------------------------------------------------------------
; Terms: line starts kept (hand-aligned strands and states)
; ---------------------------------------------------------------------------

; Every token of a term (and of its parenthesised groups, at any depth) keeps its
; column when it starts a line; within a line the spacing rules below still apply.
(term [(identifier) "[" "]" "{" "}" "," (comment)] @keep)
(paren_group [(identifier) "(" ")" "[" "]" "{" "}" "," (comment)] @keep)

; A statement with a term that spans lines is laid out by hand: its `=`, `=>`, `:`,
; `:=`, `to`, `if`, `.` and comments keep their columns too (before and after the term),
; so that `eq STRANDS-DOLEVYAO` / `   = :: nil :: [...] &` / `     :: nil :: ...`
; stays aligned.
(_ (term) @_multiline
  [(comment) "=" "=>" ":" ":=" "to" "if" "."] @keep
  (#match? @_multiline "\n"))
(_ [(comment) "=" "=>" ":" ":=" "to" "if" "."] @keep
  (term) @_multiline
  (#match? @_multiline "\n"))

; ---------------------------------------------------------------------------
; Commas: `a, b`
; ---------------------------------------------------------------------------

; Only in terms, parameter lists and renamings; a comma is a token of its own for
; Maude's lexer, so a space after it never changes a token.
(term "," @space.after)
(paren_group "," @space.after)
(parameter_list "," @space.after)
(renaming "," @space.after)

; No space before a comma. Safety: not after an identifier that ends in a backquote,
; which would take the comma in (`` a` , `` -> `` a`, `` is one token); and only
; after a token right before it (a comment in between keeps its line).
(term (identifier) @_before . "," @nospace.before (#not-match? @_before "`$"))
(paren_group (identifier) @_before . "," @nospace.before (#not-match? @_before "`$"))
; One pattern per kind of token: with an alternation `[...] . ","` tree-sitter finds only
; the first comma of a term.
(term (paren_group) . "," @nospace.before)
(term "[" . "," @nospace.before)
(term "]" . "," @nospace.before)
(term "{" . "," @nospace.before)
(term "}" . "," @nospace.before)
(term "," . "," @nospace.before)
(paren_group (paren_group) . "," @nospace.before)
(paren_group "(" . "," @nospace.before)
(paren_group "[" . "," @nospace.before)
(paren_group "]" . "," @nospace.before)
(paren_group "{" . "," @nospace.before)
(paren_group "}" . "," @nospace.before)
(paren_group "," . "," @nospace.before)
