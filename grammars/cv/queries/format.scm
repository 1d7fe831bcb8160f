; Layout rules for cv (cfb fmt): see src/fmt/rules.rs for the capture names.
; indent: 2
; scanner-starts: \(\*
;
; CryptoVerif, both front ends (channel `.cv`, oracle `.ocv`: one grammar).
; What the layout does, in the style of CryptoVerif's own examples and
; library (examples/, the `equiv`s of default.cvl), 2 spaces a level:
; - one declaration per line; a blank line before and after the large items
;   (`let` process definitions, the final `process` / `equivalence` /
;   `query_equiv`, `proof { }`, `def { }`, `equiv`, `implementation`, letfuns
;   written over several lines); the small ones (`type`, `fun`, `const`,
;   `event`, `query`, ...) keep their grouping;
; - a declaration continued on further lines has them one level deeper: the
;   body of `let P(...) =`, `letfun`, `process`, the term of a `query` or an
;   `equation` after its binder line; a parameter list continued on further
;   lines one level deeper again;
; - processes the CryptoVerif way: a sequence is flat, one step per line
;   (the step after the `;` of `new`, `<-`, `<-R`, `in`, `out`, `event`,
;   `insert`, `return` and after the `in` of `let ... in` starts a line), at
;   the level of the step before: `foreach ... do`, `!N`, `O(...) :=` and the
;   one-armed `if ... then` / `find ... then` / `get ... in` (whose branch is
;   the rest of the process) indent nothing;
; - blocks: the inside of `( ... )` one level deeper, a `)` that starts a
;   line back at the level of its `(`; a `|` that starts a line at the level
;   of the group; an `if`/`find`/`get` with an `else` (processes, terms, the
;   oracle bodies of `equiv`) has its branches one level deeper and `else` /
;   `orfind` back, a branch in parentheses adding no level of its own (both
;   `then (` ... `) else (` ... `)` and `then` / `(` ... `)` / `else` come out
;   right); `proof { }`, `def M(...) { }` and implementation modules
;   `Name { }`: one command / declaration per line, one level deeper, the `}`
;   back (and, for `proof`/`def`, on a line of its own);
; - `equiv`: each side on lines of its own one level deeper, `<=(P)=>` on its
;   own line back at the level of `equiv`, the oracles inside
;   `foreach ... do k <-R T; (` one level deeper;
; - one space after `,` and `:` and none before them (`x: T`, `f(a, b)`);
;   none before `;` and the final `.`; none inside `( )` and `[ ]`; argument
;   lists glued to their name or keyword (`f(x)`, `in(c, x)`, `return(x)`,
;   `x[i]`, `defined(x)`); one space before an option list (`[fixed, large]`,
;   `find [unique]`); one space around `=` (of `let`, definitions, `set`,
;   binary terms), `<>`, `==>`, `&&`, `||`, `<-`, `<-R`, `:=`, `<=`, `->`,
;   the `|` of parallel composition and the `+ - *` of probabilities; `^`
;   and `|T|` glued.
; What it never touches: the text of any token (identifiers with `'`,
; strings, among them the multi-line strings of `insert` / `replace` in
; proofs), comments `(* ... *)` (kept in place; the lines inside a block
; comment keep their text and indentation), line breaks already in the file
; (at most one blank line is kept), where `then` / `else` / `in` go, the
; space after `!`, the spacing of `/` in probabilities and of `=x` patterns,
; and the order of anything.
;
; Safety (comments are `(* ... *)`): a rule that removed the space in `( *`
; or `* )` would make a comment out of code. `"(" @nospace.after` and
; `")" @nospace.before` below are safe only because no `*` can follow `(` or
; precede `)` in CryptoVerif (a `*` is an infix operator, or the last word
; of `crypto ... *`, which `;`/`}` follow); no rule removes a space next to
; a `*`. A comment right after `(` may end up glued to it (`f((* c *)x)`),
; which still reads as `(` and a comment.
;
; What the engine cannot express here: the value of `let x =` written on
; the next line stays at the level of the `let` (a line can only be
; indented by a node that starts before it and ends after it, and the only
; such node, the `let`, also holds the rest of the process); two openers on
; one line (`((`, `get ... in (` inside a `let ... in (`) indent two levels;
; the `}` of an implementation module that ends inside a two-armed `if`
; comes out one level too deep (the grammar reads it as part of the last
; `return`).

; ---------------------------------------------------------------------------
; Top level: one declaration per line, blank lines around the large items
; ---------------------------------------------------------------------------

(source_file (_declaration) @newline.before)
(source_file
  [(process_declaration) (equivalence_process_declaration)
   (query_equiv_declaration)] @newline.before)
(macro_definition (_declaration) @newline.before)

; A blank line before a large item that follows a declaration (not after a
; comment: a comment above an item stays attached to it).
(_
  (_declaration)
  .
  [(process_definition) (proof_declaration) (macro_definition)
   (equivalence_declaration) (special_equivalence_declaration)
   (implementation_declaration) (process_declaration)
   (equivalence_process_declaration) (query_equiv_declaration)] @blank.before)

; ... and after one, before the next declaration (not before a comment: a
; comment after the final `.` on the same line stays there).
(_
  [(process_definition) (proof_declaration) (macro_definition)
   (equivalence_declaration) (special_equivalence_declaration)
   (implementation_declaration)]
  .
  (_declaration) @blank.before)

; A letfun written over several lines counts as a large item; one-line
; letfuns keep their grouping.
(_
  (_declaration)
  .
  (letfun_declaration) @blank.before
  (#match? @blank.before "\n"))
(_
  (letfun_declaration) @_multi
  .
  (_declaration) @blank.before
  (#match? @_multi "\n"))

; Continuation lines of a declaration one level deeper (this is also what
; indents the body of `let P(...) =`, `letfun`, `process` and `equivalence`).
[(function_declaration) (event_declaration) (equation_declaration)
 (builtin_equation_declaration) (set_declaration) (query_declaration)
 (parameter_declaration) (probability_declaration) (constant_declaration)
 (type_declaration) (table_declaration) (letfun_declaration)
 (expand_declaration) (special_equivalence_declaration)
 (letproba_declaration) (process_definition) (channel_declaration)
 (equivalence_declaration) (collision_declaration)
 (implementation_declaration) (process_declaration)
 (equivalence_process_declaration) (query_equiv_declaration)] @indent

; `expand M(` / `a, b,` / `)`: a `)` that starts a line is back at the level
; of `expand`.
(expand_declaration ")" @dedent)

; The final `.` of a declaration glued to it (the `.` that may end a
; `crypto` command in a proof keeps its space: space + nospace = as it is).
"." @nospace.before
(detailed_information "." @space.before)
(transformation_information "." @space.before)

; ---------------------------------------------------------------------------
; Blocks in braces: proof scripts and macro definitions
; ---------------------------------------------------------------------------

[(proof_declaration) (macro_definition)] @indent
(proof_declaration "{" @space.before)
(macro_definition "{" @space.before)
; No rule puts a line break after `{`: the first command gets its own line
; from its @newline.before, and a comment after `{` on the same line stays.
(proof_declaration (proof_command) @newline.before)
(proof_declaration "}" @newline.before @dedent)
(macro_definition "}" @newline.before @dedent)
(implementation_declaration (implementation) @newline.before)

; ---------------------------------------------------------------------------
; Processes: flat sequences, one step per line, parentheses indent
; ---------------------------------------------------------------------------

; The step after `;` (or after the `in` of `let ... in`) on a line of its own.
; The break goes before the next step, not after the `;`: a comment after
; the `;` on the same line stays there.
(new_process body: (_) @newline.before)
(assign_process body: (_) @newline.before)
(event_process body: (_) @newline.before)
(input_process body: (_) @newline.before)
(output_process body: (_) @newline.before)
(insert_process body: (_) @newline.before)
(return_process body: (_) @newline.before)
(let_process body: (_) @newline.before)

; `if`, `find` and `get` with an `else`: both branches one level deeper,
; `else` (and `orfind`) back at the level of the `if`/`find`. One-armed ones
; (the usual `if c then` / `find ... then` / `get ... in` followed by the rest
; of the process) stay flat: their branch is the rest of the process.
((if_process "else") @indent)
(if_process "else" @dedent)
((find_process "else") @indent)
(find_process "else" @dedent)
(find_process "orfind" @dedent "else")
((get_process "else") @indent)
(get_process "else" @dedent)

; `( P )`: the inside one level deeper, the `)` that starts a line back at
; the level of the line with `(`.
(parenthesized_process ")" @dedent)
; A parenthesized process opens a block of its own wherever it stands ...
(process_declaration body: (parenthesized_process) @indent)
(process_definition body: (parenthesized_process) @indent)
(equivalence_process_declaration left: (parenthesized_process) @indent)
(equivalence_process_declaration right: (parenthesized_process) @indent)
(parenthesized_process (parenthesized_process) @indent)
(parallel_process left: (parenthesized_process) @indent)
(parallel_process right: (parenthesized_process) @indent)
(diff_process left: (parenthesized_process) @indent)
(diff_process right: (parenthesized_process) @indent)
(replication_process body: (parenthesized_process) @indent)
(oracle_definition body: (parenthesized_process) @indent)
(module_process body: (parenthesized_process) @indent)
(new_process body: (parenthesized_process) @indent)
(assign_process body: (parenthesized_process) @indent)
(event_process body: (parenthesized_process) @indent)
(input_process body: (parenthesized_process) @indent)
(output_process body: (parenthesized_process) @indent)
(insert_process body: (parenthesized_process) @indent)
(return_process body: (parenthesized_process) @indent)
(let_process body: (parenthesized_process) @indent)
(let_process alternative: (parenthesized_process) @indent)
(if_process !alternative consequence: (parenthesized_process) @indent)
(find_process !alternative (find_branch_process consequence: (parenthesized_process) @indent))
(get_process !alternative body: (parenthesized_process) @indent)
; ... except as a branch of a two-armed `if`/`find`/`get`, which already
; indents it: there the parentheses add no level, and a `(` that starts a
; line is at the level of the `if` (`then (` ... `) else (` ... `)`, and
; `then` / `(` / ... / `)` / `else` / `(` ... `)` both come out right).
(if_process consequence: (parenthesized_process) @dedent alternative: (_))
(if_process alternative: (parenthesized_process) @dedent)
(find_process (find_branch_process consequence: (parenthesized_process) @dedent) alternative: (_))
(find_process alternative: (parenthesized_process) @dedent)
(get_process body: (parenthesized_process) @dedent alternative: (_))
(get_process alternative: (parenthesized_process) @dedent)

; `P | Q`; a `|` that starts a line is at the level of the `(` of the group
; (`( P` / `| Q` / `)`).
(parallel_process "|" @space.before @space.after)
(parallel_process "|" @dedent)

; ---------------------------------------------------------------------------
; Terms
; ---------------------------------------------------------------------------

; `if`, `find`, `get` terms (they always have an `else`): branches one level
; deeper, `else`/`orfind` back, as for processes; a branch in parentheses
; adds no level of its own.
[(if_term) (find_term) (get_term)] @indent
(if_term "else" @dedent)
(find_term ["else" "orfind"] @dedent)
(get_term "else" @dedent)
(if_term consequence: (tuple_term) @dedent)
(if_term alternative: (tuple_term) @dedent)
(find_branch_term consequence: (tuple_term) @dedent)
(find_term alternative: (tuple_term) @dedent)
(get_term body: (tuple_term) @dedent)
(get_term alternative: (tuple_term) @dedent)

; `( M )` written over several lines elsewhere (letfun bodies, the value of
; a `let`, arguments): the inside one level deeper.
(tuple_term ")" @dedent)
(term_list (tuple_term) @indent)
(letfun_declaration body: (tuple_term) @indent)
(let_term value: (tuple_term) @indent)
(let_term body: (tuple_term) @indent)
(let_term alternative: (tuple_term) @indent)
(let_process value: (tuple_term) @indent)
(assign_process value: (tuple_term) @indent)
(assign_term value: (tuple_term) @indent)
(assign_term body: (tuple_term) @indent)
(new_term body: (tuple_term) @indent)
(event_then_term body: (tuple_term) @indent)
(insert_term body: (tuple_term) @indent)
(exists_term body: (tuple_term) @indent)
(output_process value: (tuple_term) @indent)
(binary_term left: (tuple_term) @indent)
(binary_term right: (tuple_term) @indent)
(tuple_pattern) @indent
(tuple_pattern ")" @dedent)

; Argument lists continued on further lines one level deeper.
[(application) (pattern_application)] @indent
(application ")" @dedent)
(pattern_application ")" @dedent)

(binary_term operator: _ @space.before @space.after)
(defined_condition "&&" @space.before @space.after)


; `=` of definitions and bindings: `let x = M in`, `let P(x) = ...`,
; `letfun f(x) = M`, `set x = v`, `find j = i <= N`.
(let_process "=" @space.before @space.after)
(let_term "=" @space.before @space.after)
(let_body "=" @space.before @space.after)
(process_definition "=" @space.before @space.after)
(letfun_declaration "=" @space.before @space.after)
(letproba_declaration "=" @space.before @space.after)
(set_declaration "=" @space.before @space.after)
(proof_command "=" @space.before @space.after)
(find_index "=" @space.before @space.after)
(implementation "=" @space.before @space.after)
(implementation_option "=" @space.before @space.after)

; `=M` (a pattern that tests equality) stays glued to its term: no rule.

; Assignments, random choices, oracle definitions, bounds.
"<-" @space.before @space.after
"<-R" @space.before @space.after
":=" @space.before @space.after
(find_index "<=" @space.before @space.after)
(replication "<=" @space.before @space.after)
(typed_variables "<=" @space.before @space.after)
(typed_pattern "<=" @space.before @space.after)
(detailed_information "->" @space.before @space.after)

; ---------------------------------------------------------------------------
; Equivalences: `equiv` sides one level deeper, `<=(P)=>` back
; ---------------------------------------------------------------------------

; Each side on a line of its own, and `<=(P)=>` between them on its own.
(equivalence_declaration left: (_) @newline.before)
(equivalence_declaration right: (_) @newline.before)
(equivalence_declaration "<=(" @newline.before @dedent)
(query_equiv_declaration left: (_) @newline.before)
(query_equiv_declaration right: (_) @newline.before)
(query_equiv_declaration "<=(" @newline.before @dedent)
; `<=(` and `)=>` are single tokens: nothing inside them; the probability
; glued to them.
"<=(" @nospace.after
")=>" @nospace.before
(collision_declaration "<=(" @space.before)
(collision_declaration ")=>" @space.after)

; `foreach i <= N do new k: T; ( O1(...) := ... | O2(...) := ... )`: the
; oracles inside one level deeper than the line of `foreach` (only the
; outermost group of a line indents: a group nested in a group adds nothing).
(replicated_group) @indent
(oracle_group_mode (restriction_group) @indent)
(oracle) @indent
(replicated_group ")" @dedent)
(restriction_group ")" @dedent)
(replicated_group "|" @space.before @space.after)
(restriction_group "|" @space.before @space.after)
(equivalence_member "|" @space.before @space.after)

; Oracle bodies with branches: `if`, `find` and `get` (and a `let` with an
; `else`) indent their branches; `else`/`orfind` and the `)` of a branch in
; parentheses (`then (` ... `) else (` ... `)`: the grammar has no node for
; such a parenthesized body, its parentheses belong to the `if`/`find`/...)
; go back to the level of the line that opened them. Sequences (`x <-R T;`,
; `let ... in` without `else`) stay flat, as in processes.
[(if_body) (find_body) (get_body)] @indent
((let_body "else") @indent)
(if_body ["else" "(" ")"] @dedent)
(find_body ["else" "(" ")"] @dedent)
(find_branch_body ["(" ")"] @dedent)
(find_body "orfind" @dedent)
(get_body ["else" ")"] @dedent)
(get_body "in" . "(" @dedent)
(get_body "else" . "(" @dedent)
(let_body "else" @dedent)
(let_body ["(" ")"] @dedent "else")
(let_body "else" ["(" ")"] @dedent)

; ---------------------------------------------------------------------------
; Probabilities
; ---------------------------------------------------------------------------

(binary_probability operator: "+" @space.before @space.after)
(binary_probability operator: "-" @space.before @space.after)
(binary_probability operator: "*" @space.before @space.after)
(power_probability "^" @nospace.before @nospace.after)
; `|T|`: the bars glued to the type only (never to what is outside them).
(cardinal_probability "|" @nospace.after . (identifier))
(cardinal_probability (identifier) . "|" @nospace.before)
(count_probability "#" @nospace.after)
(comparison_condition operator: _ @space.before @space.after)

; ---------------------------------------------------------------------------
; Punctuation
; ---------------------------------------------------------------------------

"," @nospace.before @space.after
";" @nospace.before
":" @nospace.before @space.after

; Parentheses and brackets: nothing inside.
"(" @nospace.after
")" @nospace.before
"[" @nospace.after
"]" @nospace.before

; Argument lists glued to their name or keyword.
(application "(" @nospace.before)
(pattern_application "(" @nospace.before)
(call_process "(" @nospace.before)
(function_declaration "(" @nospace.before)
(event_declaration "(" @nospace.before)
(expand_declaration "(" @nospace.before)
(table_declaration "(" @nospace.before)
(letfun_declaration "(" @nospace.before)
(process_definition "(" @nospace.before)
(macro_definition "(" @nospace.before)
(probability_declaration "(" @nospace.before)
(letproba_declaration "(" @nospace.before)
(builtin_equation_declaration "(" @nospace.before)
(oracle "(" @nospace.before)
(oracle_definition "(" @nospace.before)
(event_term "(" @nospace.before)
(input_process "(" @nospace.before)
(output_process "(" @nospace.before)
(return_process "(" @nospace.before)
(return_term "(" @nospace.before)
(collision_declaration "(" @nospace.before)
(insert_process "(" @nospace.before)
(insert_term "(" @nospace.before)
(insert_body table: (identifier) . "(" @nospace.before)
(get_process "(" @nospace.before)
(get_term "(" @nospace.before)
(get_body table: (identifier) . "(" @nospace.before)
(defined_condition "(" @nospace.before)
(probability_application "(" @nospace.before)
(time_probability "(" @nospace.before)
(length_probability "(" @nospace.before)
(maxlength_probability "(" @nospace.before)
(collision_probability "(" @nospace.before)
(collision_elimination "(" @nospace.before)
(array_access "[" @nospace.before)
(channel "[" @nospace.before)
(options "[" @space.before)

; A parameter list continued on further lines one level deeper than the
; declaration's body (`letfun f(a: T,` / `b: T) =`).
(typed_variable_list) @indent

; ---------------------------------------------------------------------------
; Implementation modules (`Name [opts] { P }`, for cv2OCaml / cv2fstar)
; ---------------------------------------------------------------------------

; The module body one level deeper; its closing `}` (which the grammar reads
; as part of the last `return`/`out` of the body) back at the level of `Name`.
(module_process) @indent
(return_process "}" @dedent)
(output_process "}" @dedent)
(module_process "{" @space.before)

; An `implementation` item continued on further lines (`[serial = ...]`).
(implementation) @indent
