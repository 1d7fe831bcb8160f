; Layout rules for ec (cfb fmt): see src/fmt/rules.rs for the capture names.
; indent: 2
; scanner-starts: \(\*|\.
;
; EasyCrypt (`.ec`, `.eca`). What the layout does:
; - every sentence that follows a full stop starts a line, except tactic sentences and
;   `qed.`/`admitted.`/`abort.` (so `proof. by smt(). qed.` stays one line); a blank line
;   before lemmas, modules, module types, theories and sections, and after `qed.` and
;   module (type) definitions; continuation lines of a sentence are one level deeper, and
;   so are lines inside brackets, quantifiers and `match` of a formula that spans lines;
; - module bodies, signatures, procedure bodies, `if`/`elif`/`else`, `while` and `match`
;   statements: one item or statement per line, one level deeper (a branch without braces
;   too), `}` on its own line (an empty `{ }` stays); a blank line around procedures with
;   a body (`proc f = M.f` aliases stay grouped);
; - one space after `,` and none before it; one space around binary operators, `? :`,
;   `<-` `<$` `<@`, `->`, `<:` of module types, `:` `~` `==>` of Hoare/equiv judgements, the
;   `=` of definitions and the `:` of type annotations; one space after the `;` between
;   tactics.
; What it never touches:
; - proof scripts: every line that starts inside a tactic sentence (and a comment just
;   before a tactic sentence or `qed.`) keeps its line start, so the author's bullet
;   structure (`- `, `+ `, sub-proofs indented under their bullet, arguments aligned under
;   an opening bracket) stays as it is; no line break is added or removed there; inside a
;   line, a run of spaces becomes one space and `,` and the `;` between tactics get a
;   space after; the `{ … }` block of `outline … by { … }` is written as it is;
; - comments: their text, and their place (a comment after a full stop stays on its line;
;   one that spans lines keeps its line start, see below); strings; every token;
; - no rule removes a space after `(` or before `)`: the lexer reads `(*` as a comment,
;   `( * )` is one token (an operator name), `( *)` would open a comment.
; What the engine cannot express: the tree is flat at the top level (`theory T.` … `end T.`
; and `section.` … `end section.` are sibling sentences, no node spans their body), so
; their bodies cannot be indented: every top-level sentence starts at column 0 (the tool's
; own examples indent them by 2).

; ------------------------------------------------------------------ sentences

; A sentence that follows a full stop starts a line (never a comment: a comment after a
; full stop stays on its line; never a tactic sentence or `qed.`, see above).
; (Anchored sibling patterns are written without their parent, `((a) . (b))`: with the
; parent, `(source_file (a) . (b))`, tree-sitter reports only some of the matches.)
((full_stop)
  .
  [
    (require_declaration) (import_declaration) (theory_declaration) (theory_end)
    (section_declaration) (clone_declaration) (module_type_declaration) (module_declaration)
    (type_declaration) (operator_declaration) (predicate_declaration)
    (abbreviation_declaration) (axiom_declaration) (lemma_declaration) (proof_start)
    (realize_declaration) (pragma_declaration) (other_command) (sentence_prefix)
  ] @newline.before)

; Blank lines between top-level items: before lemmas, modules, module types, theories and
; sections that follow a full stop (a comment just above an item stays attached to it).
((full_stop)
  .
  [
    (lemma_declaration) (module_type_declaration) (module_declaration body: (_))
    (theory_declaration) (section_declaration)
  ] @blank.before)

; … and after `qed.` and module (type) definitions (not before a comment on the same line).
; (one pattern per kind: an alternation before an anchor `.` misses matches)
((proof_end) . (full_stop) . (_) @blank.before
  (#not-match? @blank.before "^[(][*]"))
((module_declaration body: (module_body)) . (full_stop) . (_) @blank.before
  (#not-match? @blank.before "^[(][*]"))
((module_type_declaration) . (full_stop) . (_) @blank.before
  (#not-match? @blank.before "^[(][*]"))

; Continuation lines of a sentence: one level deeper (module and module type definitions:
; their body is the nesting, see below).
[
  (require_declaration) (import_declaration) (theory_declaration) (clone_declaration)
  (type_declaration) (operator_declaration)
  (predicate_declaration) (abbreviation_declaration) (axiom_declaration) (lemma_declaration)
  (realize_declaration) (pragma_declaration) (other_command)
] @indent

; Formulas that span lines: lines inside brackets, quantifiers and `match` are one level
; deeper (no rule on binary operators: a chain `a /\ b /\ c` would make a staircase;
; none on `fun` (`(fun x =>` would put its body two levels deeper), on `let … in` or on
; `if … then … else`, whose parts line up with the `let`/`if`).
[
  (tuple) (cast) (list) (interval) (record) (arguments) (parameter_list) (binder)
  (hoare_formula) (equiv_formula) (phoare_formula) (probability) (absolute_value)
  (quantified_formula) (match_formula)
] @indent
; a closing bracket that starts a line goes back to the level of its opening line
(tuple ")" @dedent)
(cast ")" @dedent)
(arguments ")" @dedent)
(parameter_list ")" @dedent)
(binder ")" @dedent)
(list "]" @dedent)
(interval "]" @dedent)
(hoare_formula "]" @dedent)
(equiv_formula "]" @dedent)
(phoare_formula "]" @dedent)
(probability "]" @dedent)
(record "|}" @dedent)
(match_formula ["|" "end"] @dedent)
; a record type's closing brace goes back to the declaration's level
(record_type "}" @dedent)

; ------------------------------------------------------------------ comments

; A comment that spans lines is written as it is with its line start: its inner lines are
; part of the token and never move, so moving its first line would break its alignment.
((comment) @keep (#match? @keep "\n"))

; ------------------------------------------------------------------ proof scripts

; Proof scripts keep their line starts (bullets and sub-proofs as the author indented them):
; every token of a tactic that may start a line is @keep (a leaf: written as it is, its
; line start kept). No rule adds a line break inside a tactic sentence or between two of
; them (a break before a kept token would keep the run of spaces before it as indentation).
(tactic_sentence
  [
    (bullet) ";"
  ] @keep)

(tactic
  [
    (identifier) (qualified_name) (operator_name) (operator) (tactic_name) (goal_selector)
    (keyword) (memory) (member) (named_operator) (type_variable) (backtick_operator)
    (smt_shorthand) (number) (string) (comment)
    "," ";" ":" "?" "!" "~" "@" "/" "*" "-" "." ".." ".`" "`|" "<@" "<$" "{0,1}"
  ] @keep)

(tactical
  [
    "by" "try" "do" "first" "last" (repeat_mark) (goal_selector) (number) (tactic_name)
    (comment)
  ] @keep)

(token_group_paren
  [
    (identifier) (qualified_name) (operator_name) (operator) (tactic_name) (goal_selector)
    (keyword) (memory) (member) (named_operator) (type_variable) (backtick_operator)
    (smt_shorthand) (number) (string) (comment)
    "(" ")" "[" ".[" "]" "{" "`{" "}"
    "," ";" ":" "?" "!" "~" "@" "/" "*" "-" "." ".." ".`" "`|" "<@" "<$" "{0,1}"
  ] @keep)

(token_group_bracket
  [
    (identifier) (qualified_name) (operator_name) (operator) (tactic_name) (goal_selector)
    (keyword) (memory) (member) (named_operator) (type_variable) (backtick_operator)
    (smt_shorthand) (number) (string) (comment)
    "(" ")" "[" ".[" "]" "{" "`{" "}"
    "," ";" ":" "?" "!" "~" "@" "/" "*" "-" "." ".." ".`" "`|" "<@" "<$" "{0,1}"
  ] @keep)

(token_group
  [
    (identifier) (qualified_name) (operator_name) (operator) (tactic_name) (goal_selector)
    (keyword) (memory) (member) (named_operator) (type_variable) (backtick_operator)
    (smt_shorthand) (number) (string) (comment)
    "(" ")" "[" ".[" "]" "{" "`{" "}"
    "," ";" ":" "?" "!" "~" "@" "/" "*" "-" "." ".." ".`" "`|" "<@" "<$" "{0,1}"
  ] @keep)

(at_token
  [
    (identifier) (qualified_name) (operator_name) (operator) (tactic_name) (goal_selector)
    (keyword) (memory) (member) (named_operator) (type_variable) (backtick_operator)
    (smt_shorthand) (number) (string) (comment)
    "(" ")" "[" ".[" "]" "{" "`{" "}"
    "," ";" ":" "?" "!" "~" "@" "/" "*" "-" "." ".." ".`" "`|" "<@" "<$" "{0,1}"
  ] @keep)

; `outline … by { statements }`: the block is written as it is.
(tactical (block) @keep)

; Comments among the sentences of a proof keep their line start too (those just before a
; tactic sentence or `qed.`, up to three in a row).
((comment) @keep . [(tactic_sentence) (proof_end)])
((comment) @keep . (comment) . [(tactic_sentence) (proof_end)])
((comment) @keep . (comment) . (comment) . [(tactic_sentence) (proof_end)])

; Tactic sequences: `proc;auto` -> `proc; auto`.
(tactic_sentence ";" @space.after)

; ------------------------------------------------------------------ modules

(signature_body) @indent
(signature_body [(procedure_declaration) (include_item)] @newline.before)
(signature_body "}" @dedent)
(signature_body (_) "}" @newline.before)

; A module update (`M with { … }`) as a module body; a procedure's changes one per line, one
; level deeper, its `]` back at the procedure's level when it starts a line (no line break is
; put before it: after a branch selector's `.` that would make a full stop).
(module_update) @indent
(module_update
  [(removed_variables) (variable_declaration) (procedure_update)] @newline.before)
(module_update "}" @dedent)
(module_update (_) "}" @newline.before)
(procedure_update) @indent
(procedure_update [(variable_declaration) (code_update)] @newline.before)
(procedure_update "]" @dedent)

(module_body) @indent
(module_body
  [(variable_declaration) (procedure_definition) (include_item) "module" "import"]
  @newline.before)
(module_body "}" @dedent)
(module_body (_) "}" @newline.before)
; a blank line before a procedure with a body that follows another item, and after one
; (not next to a comment; `proc f = M.f` aliases stay grouped)
((variable_declaration) . (procedure_definition body: (_)) @blank.before)
((procedure_definition) . (procedure_definition body: (_)) @blank.before)
((include_item) . (procedure_definition body: (_)) @blank.before)
((procedure_definition body: (_))
  .
  [(variable_declaration) (procedure_definition) (include_item)] @blank.before)

; ------------------------------------------------------------------ procedure code

(procedure_body) @indent
(procedure_body
  [
    (local_declaration) (if_statement) (while_statement) (match_statement)
    (sample_statement) (assign_statement) (call_statement) (raise_statement)
    (statement_name) (return_statement)
  ] @newline.before)
(procedure_body "}" @dedent)
(procedure_body (_) "}" @newline.before)

; `if`/`elif`/`else`, `while`, `match`: the statement is the level (its branches are one level
; deeper, braces or not); `{` (when it starts a line), `}`, `elif`, `else`, `|`, `end` go
; back.
; A block has no level of its own, so a branch without braces (`else x <- 0;`) is indented
; like one with braces.
[(if_statement) (while_statement) (match_statement)] @indent
(if_statement ["elif" "else"] @dedent)
(match_statement ["|" "end"] @dedent)
(block "{" @dedent)
(block "}" @dedent)
(block
  "{"
  [
    (if_statement) (while_statement) (match_statement) (sample_statement)
    (assign_statement) (call_statement) (raise_statement) (statement_name)
  ] @newline.before)
(block "{" (_) "}" @newline.before)

; continuation lines of a statement
[
  (local_declaration) (sample_statement) (assign_statement) (call_statement)
  (raise_statement) (return_statement)
] @indent
; (a condition that spans lines: two levels, below the branches' one)
(if_statement condition: (_) @indent)
(while_statement condition: (_) @indent)

; ------------------------------------------------------------------ white space in a line

; `,`: none before, one after (`{0,1}` and goal selectors such as `2,3` are single tokens).
("," @nospace.before @space.after)

; binary operators, `? :`
(binary_formula operator: (operator) @space.before @space.after)
(ternary_formula ["?" ":"] @space.before @space.after)

; statements
(sample_statement "<$" @space.before @space.after)
(assign_statement "<-" @space.before @space.after)
(call_statement "<@" @space.before @space.after)
(local_declaration ["<-" ":"] @space.before @space.after)

; types
(function_type "->" @space.before @space.after)

; module types: `declare module A <: Adv`, `(A <: Adv)` (not `<:` of type instances)
(module_declaration "<:" @space.before @space.after)
(global_binder "<:" @space.before @space.after)

; program logics
(hoare_body [":" "==>"] @space.before @space.after)
(equiv_body [":" "==>" "~"] @space.before @space.after)

; the `=` of definitions
(module_declaration "=" @space.before @space.after)
(module_type_declaration "=" @space.before @space.after)
(module_body "=" @space.before @space.after)
(procedure_definition "=" @space.before @space.after)
(type_declaration "=" @space.before @space.after)
(operator_declaration "=" @space.before @space.after)
(predicate_declaration "=" @space.before @space.after)
(abbreviation_declaration "=" @space.before @space.after)
(record_value "=" @space.before @space.after)
(theory_declaration "=" @space.before @space.after)

; the `:` of type annotations and statements
(variable_declaration ":" @space.before @space.after)
(typed_names ":" @space.before @space.after)
(procedure_definition ":" @space.before @space.after)
(procedure_declaration ":" @space.before @space.after)
(module_parameter ":" @space.before @space.after)
(record_field ":" @space.before @space.after)
(typed_binders ":" @space.before @space.after)
(lemma_declaration ":" @space.before @space.after)
(axiom_declaration ":" @space.before @space.after)
(operator_declaration ":" @space.before @space.after)

; `op f … = with x = A => … with x = B => …`: one case per line
(operator_declaration (operator_case) @newline.before)

; ---- theory and section bodies ---------------------------------------------
; `theory T.` ... `end T.` and `section.` ... `end section.` are sibling sentences (no node
; spans the body): the body is indented between them. A theory alias `theory T = U.` opens
; no body.
((theory_declaration) @indent.start (#not-match? @indent.start "="))
(section_declaration) @indent.start
(theory_end) @indent.stop
