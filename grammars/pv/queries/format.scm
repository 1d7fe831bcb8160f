; indent: 8
; scanner-starts: \(\*
; Layout rules for pv (cfb fmt): ProVerif .pv, untyped pi calculus .pi, Horn clauses .horn /
; .horntype, and .pcv files shared with CryptoVerif. Capture names: src/fmt/rules.rs.
;
; What the layout does (the style of ProVerif's own examples, examples/pitype/*):
; - one top-level declaration per line (each ends with its `.`); continuation lines of a
;   declaration (`query ...;` followed by more queries, `reduc ...; ...`, the body of
;   `let P(...) =`, `letfun`, `process`, `equivalence`) one level deeper; a level is 8
;   columns, the tab of ProVerif's examples, written as spaces;
; - processes: a sequence `in(...); new ...; let ... in` stays at one level (ProVerif's
;   guard style: `if c then` and `let p = t in` without `else` do not indent what follows);
;   an `if`, `let ... in`, `let ... suchthat`, `get` that HAS an `else` indents its branches
;   one level, with `then`/`else` starting a line back at the level of the `if`/`let`, and
;   an `else if` chain stays flat; `( ... )` around a process indents its contents, the
;   closing `)` goes back (a `( ... )` branch of an `if`/`let` with `else` is laid out like
;   braces: `then (` ... `) else (` ... `)`);
; - terms broken over lines: arguments one level deeper than `f(`, a `)` starting a line back;
; - one space after `,` and `;` (none before), around binary operators (`=`, `<>`, `&&`,
;   `||`, `==>`, `+`, `-`, `<=`, `|`, `->`, `<-`, `<-R`, ...), after the `:` of a typed
;   name (`x: T`, none before), before the options of a declaration (`type key [fixed].`);
;   none inside `( )` and `[ ]`, none before the final `.`; `=x` patterns stay glued;
; - a blank line before `let P(...) =` and `process` when another declaration is right above;
; - the author's line breaks, comments and blank lines (at most one) are kept.
; What it never touches: comment text (the inner lines of a multi-line comment stay as they
; are); `proof { ... }` blocks (CryptoVerif proof scripts, kept verbatim); untyped facts
; `attacker:x` of .pi/.horn files; the flat clause sections of .horn/.horntype files; `!`,
; `@`, `/`, `^`, `#`; alignment made of runs of spaces inside a line (becomes one space).
; m4 `ifdef(...)` calls of .pcv files: cfb fmt parses the raw file, where an `ifdef` call is
; a syntax error, so the safety net leaves such a file exactly as it is (the m4 text is never
; changed); no rule here can lay those files out.

; ---------------------------------------------------------------------------
; Top level: one declaration per line, continuation lines one level deeper
; ---------------------------------------------------------------------------

(source_file
  [
    (type_declaration) (fun_declaration) (data_declaration) (name_declaration)
    (reduc_declaration) (const_declaration) (equation_declaration) (event_declaration)
    (predicate_declaration) (table_declaration) (process_definition) (letfun_definition)
    (set_declaration) (nounif_declaration) (query_declaration) (noninterf_declaration)
    (weaksecret_declaration) (not_declaration) (param_declaration) (proba_declaration)
    (letproba_definition) (proof_declaration) (implementation_declaration)
    (elimtrue_declaration) (channel_declaration) (free_declaration) (macro_definition)
    (expand_declaration) (lemma_declaration) (main_process) (equivalence_process)
  ] @newline.before @indent)

; The clause sections that end .horn (`reduc`) and .horntype (`clauses`) files are written
; flat at column 0 in ProVerif's examples: the section is not indented, each clause's own
; continuation lines are.
(source_file [(horn_clauses) (clauses_declaration)] @newline.before)
(horn_clauses body: (clause) @indent)
(clauses_declaration body: (clause) @indent)

; A blank line before a process definition or the main process that follows another
; declaration directly (not when a comment sits right above it: the comment stays attached).
((_declaration) . [(process_definition) (macro_definition)] @blank.before)
((_declaration) . [(main_process) (equivalence_process)] @blank.before)

; `def M(...) { declarations }`: one per line, indented; `}` back on its own line.
(macro_definition body: (_declaration) @newline.before)
(macro_definition "{" @space.before)
(macro_definition "}" @newline.before @dedent)

; A `)` that starts a line closes a declaration's parameter list: back at its level.
(fun_declaration ")" @dedent)
(event_declaration ")" @dedent)
(table_declaration ")" @dedent)
(predicate_declaration ")" @dedent)
(expand_declaration ")" @dedent)
(macro_definition ")" @dedent)
(process_definition ")" @dedent)
(letfun_definition ")" @dedent)
(proba_declaration ")" @dedent)
(letproba_definition ")" @dedent)

; Options after a declared name or type: `type key [fixed].`, `fun f(T): U [data].`
(type_declaration options: (options) @space.before)
(fun_declaration options: (options) @space.before)
(const_declaration options: (options) @space.before)
(free_declaration options: (options) @space.before)
(reduc_declaration options: (options) @space.before)
(equation_declaration options: (options) @space.before)
(predicate_declaration options: (options) @space.before)
(query_declaration options: (options) @space.before)
(secret_query options: (options) @space.before)
(nounif_declaration options: (options) @space.before)
(lemma_declaration options: (options) @space.before)
(param_declaration options: (options) @space.before)
(proba_declaration options: (options) @space.before)

; CryptoVerif proof scripts are written for the eye and contain `(`, `*`, `.` tokens: kept.
(proof_declaration) @keep

; ---------------------------------------------------------------------------
; Processes
; ---------------------------------------------------------------------------

; `( P | Q )`: contents one level deeper, `)` back.
(parenthesized_process ")" @dedent)
(process_definition body: (parenthesized_process) @indent)
(main_process body: (parenthesized_process) @indent)
(parenthesized_process body: (parenthesized_process) @indent)
(replication body: (parenthesized_process) @indent)
(restriction body: (parenthesized_process) @indent)
(input body: (parenthesized_process) @indent)
(output body: (parenthesized_process) @indent)
(insert_process body: (parenthesized_process) @indent)
(event_process body: (parenthesized_process) @indent)
(phase_process body: (parenthesized_process) @indent)
(sync_process body: (parenthesized_process) @indent)
(implementation_block body: (parenthesized_process) @indent)
(parallel_process left: (parenthesized_process) @indent)
(parallel_process right: (parenthesized_process) @indent)
(equivalence_process left: (parenthesized_process) @indent)
(equivalence_process right: (parenthesized_process) @indent)
(conditional consequence: (parenthesized_process) @indent !alternative)
(let_process body: (parenthesized_process) @indent !alternative)
(let_filter_process body: (parenthesized_process) @indent !alternative)
(get_process body: (parenthesized_process) @indent !alternative)

; `( ... )` as a branch of an `if`/`let`/`get` that has an `else`: the branch indent is
; the block's, so `then (` / `in (` / `) else (` ... `)` read as braces; a `(` that starts
; its own line goes back to the level of the `if`, like its `)`.
(conditional consequence: (parenthesized_process "(" @dedent) alternative: (else_branch))
(let_process body: (parenthesized_process "(" @dedent) alternative: (else_branch))
(let_filter_process body: (parenthesized_process "(" @dedent) alternative: (else_branch))
(get_process body: (parenthesized_process "(" @dedent) alternative: (else_branch))
(else_branch body: (parenthesized_process "(" @dedent))

; CryptoVerif implementation blocks `Name { P }`: P one level deeper; the `}` (grammar:
; the end of the last output) back.
(implementation_block) @indent
(output "}" @dedent)

; Branching with an `else`: both branches one level deeper than `if` / `let` / `get`;
; `then` and `else` at the start of a line go back to that level. Without `else` nothing is
; indented (guard style: what follows `if c then` or `let p = t in` is the rest of the role).
; An `else if` / `else let` chain stays flat (`else if c then` at the level of the first
; `if`): the process in an `else` is not indented again (nor its `then`), so these rules
; list every place a process can be except `else_branch`.
(process_definition body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(process_definition body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(main_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(main_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(parenthesized_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(parenthesized_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(replication body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(replication body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(restriction body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(restriction body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(input body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(input body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(output body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(output body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(let_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(let_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(let_filter_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(let_filter_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(insert_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(insert_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(get_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(get_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(event_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(event_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(phase_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(phase_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(sync_process body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(sync_process body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(implementation_block body: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(implementation_block body: (conditional "then" @dedent alternative: (else_branch)) @indent)
(conditional consequence: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(conditional consequence: (conditional "then" @dedent alternative: (else_branch)) @indent)
(parallel_process left: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(parallel_process left: (conditional "then" @dedent alternative: (else_branch)) @indent)
(parallel_process right: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(parallel_process right: (conditional "then" @dedent alternative: (else_branch)) @indent)
(equivalence_process left: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(equivalence_process left: (conditional "then" @dedent alternative: (else_branch)) @indent)
(equivalence_process right: [
  (let_process alternative: (else_branch)) (let_filter_process alternative: (else_branch))
  (get_process alternative: (else_branch))
] @indent)
(equivalence_process right: (conditional "then" @dedent alternative: (else_branch)) @indent)
(else_branch "else" @dedent)

; `P | Q`, `!i <= N P`
(parallel_process "|" @space.before @space.after)
(replication "<=" @space.before @space.after)
(replication "do" @space.before @space.after)

; ---------------------------------------------------------------------------
; Terms and patterns in brackets: `f(` then arguments on their own lines one level deeper,
; the closing `)` / `]` back at the level of `f`.
; ---------------------------------------------------------------------------

[
  (function_application) (tuple) (fact) (event_fact) (table_fact) (not_term) (choice_term)
  (name_application) (constructor_pattern) (tuple_pattern) (choice_pattern) (process_call)
] @indent
(function_application ")" @dedent)
(tuple ")" @dedent)
(fact ")" @dedent)
(event_fact ")" @dedent)
(table_fact ")" @dedent)
(not_term ")" @dedent)
(constructor_pattern ")" @dedent)
(tuple_pattern ")" @dedent)
(process_call ")" @dedent)
(choice_term "]" @dedent)
(name_application "]" @dedent)
(choice_pattern "]" @dedent)

; ---------------------------------------------------------------------------
; Operators: one space around
; ---------------------------------------------------------------------------

(binary_term operator: _ @space.before @space.after)
(binary_probability operator: _ @space.before @space.after)
(sum_pattern "+" @space.before @space.after)
(probability_comparison ["=" "<=" ">=" "<" ">"] @space.before @space.after)

; definitions and bindings: `=`, `<-`, `<-R`
(process_definition "=" @space.before @space.after)
(letfun_definition "=" @space.before @space.after)
(letproba_definition "=" @space.before @space.after)
(set_declaration "=" @space.before @space.after)
(param_declaration "=" @space.before @space.after)
(let_process ["=" "<-"] @space.before @space.after)
(let_term ["=" "<-"] @space.before @space.after)
(equation_let ["=" "<-"] @space.before @space.after)
(nounif_fact ["=" "<-"] @space.before @space.after)
(restriction "<-R" @space.before @space.after)
(new_term "<-R" @space.before @space.after)

; Horn clauses: `H1 & H2 -> C`
(clause ["&" "->" "<->" "<=>"] @space.before @space.after)

; `=t` patterns: the `=` stays glued to its term (a term never starts with `=`, `>` or `<`,
; so no longer token can form).
(equality_pattern "=" @nospace.after)

; ---------------------------------------------------------------------------
; Typed names: `x: T`
; ---------------------------------------------------------------------------

(typed_variable_group ":" @nospace.before @space.after)
(parameter ":" @nospace.before @space.after)
(simple_pattern ":" @nospace.before @space.after)
(choice_pattern ":" @nospace.before @space.after)
(restriction ":" @nospace.before @space.after)
(new_term ":" @nospace.before @space.after)
(fun_declaration ":" @nospace.before @space.after)
(const_declaration ":" @nospace.before @space.after)
(free_declaration ":" @nospace.before @space.after)
(name_declaration ":" @nospace.before @space.after)
(probability_parameter ":" @nospace.before @space.after)

; ---------------------------------------------------------------------------
; Punctuation
; ---------------------------------------------------------------------------

;  The `.` that ends a top-level item: no space before it. SAFETY: not after text ending
;  in a digit (`process 0 .`, `set x = 3 .`), which would read as the start of a number.
(source_file (_ _ @_prev . "." @nospace.before (#not-match? @_prev "[0-9]$")))

"," @nospace.before @space.after
";" @nospace.before @space.after
")" @nospace.before
"]" @nospace.before
"[" @nospace.after

; No space after `(`. SAFETY: `(` followed by `*` would open a comment `(*`; the only `*`
; that can follow a `(` outside proof scripts is a nounif format `*x`, which gets a space
; before it (a space rule wins over a no-space rule where the input had a space, and the
; input must have had one there).
"(" @nospace.after
(any_format "*" @space.before)
