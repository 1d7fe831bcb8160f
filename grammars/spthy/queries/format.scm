; Layout rules for spthy (cfb fmt): see src/fmt/rules.rs for the capture names.
; indent: 2
; scanner-starts: /\*|\p{Lu}[\p{L}\p{N}_]*\s*\(
; scanner-skips-blanks: comment _block_comment _fact_name _builtin_fact_name _fresh_fact_name
;
; What the layout does in a Tamarin theory (with SAPIC+ processes):
; - `theory X` / `begin` / items / `end` each start a line; a blank line separates two
;   adjacent top-level items (rules, lemmas, restrictions, processes, formal comments), not
;   two adjacent one-line declarations (`builtins:`, `functions:`, `equations:` ...), and
;   comments between items stay where they are, glued to the item they describe;
; - the body of every item is indented one level (2 spaces);
; - a rule is laid out as in the Tamarin manual: premises, the arrow (`-->` or
;   `--[ actions ]->`) and the conclusions each on a line of their own, all one level in
;   (Tamarin's own `    [ ... ]` / `  --[ ... ]->` half-level offset cannot be expressed);
;   brackets get one space inside (`[ Fr(~k) ]`, `--[ Send(k) ]->`); continuation lines of
;   a fact list are one level deeper, a leading `,` sits under its `[`, a closing `]` that
;   starts a line goes back; `let` definitions of a rule one level deeper, `in` back;
; - formulas: lines inside parentheses are one level deeper, a `)` that starts a line goes
;   back; the body of a top-level quantifier (`"All x #i.` / `    A(x) @ i ==> ...`) too;
;   one space around connectives (`&` `|` `==>` `<=>`, `∧` `∨` `⇒`), comparisons (`=` `<`),
;   `@`, and after the `.` of a quantifier;
; - SAPIC+ processes: `if`/`then`/`else` and `lookup ... in` branches are one level deeper,
;   `then`/`else` starting a line go back to their `if`; sequences (`new n; out(n); P`),
;   `let ... in` and parallel `|`/`||` stay at the level of their first process;
;   parenthesized processes are blocks;
; - one space after `,` and after the `:` of a declaration, no space before them, none inside
;   `f(...)`; trailing white space goes, the file ends with one newline.
; What it never touches:
; - the tokens themselves, and which tokens are glued: `~k`, `$A`, `#i`, `x.1`, `!Pk`, `x:pub`,
;   `g^x`, `h/1`, `'c'` keep their (absence of) spaces: no rule inserts a space there;
; - proof scripts (`simplify`, `solve(...)`, `case`/`next`/`qed`, `by contradiction`, `SOLVED`,
;   `MIRRORED`...), usually written back by Tamarin itself: kept verbatim, line starts
;   included (`@keep`);
; - preprocessor lines (`#ifdef`, `#else`, `#endif`, `#define`, `#include`): verbatim at
;   their column (`@keep`);
; - comments and formal comments (`section{* ... *}`): their text; a comment that starts a
;   line is re-indented, a comment at the end of a line stays there;
; - `heuristic:` rankings (one token up to the line end), strings, everything after `end`;
; - line breaks: the engine never removes one (at most one blank line is kept).

; ---------------------------------------------------------------------------
; Verbatim nodes
; ---------------------------------------------------------------------------

; Preprocessor lines: kept at their own column (Tamarin's preprocessor reads them per line).
(preprocessor_directive) @keep

; Proof scripts: Tamarin's own layout (column 0, `case` one level in), kept as written; for
; safety too: `solve( !KU( x ) ▶₀ #i )` holds Tamarin's goal text, glued as Tamarin wrote it.
(lemma proof: (_) @keep)
(diff_lemma proof: (_) @keep)

; ---------------------------------------------------------------------------
; Theory and top-level items
; ---------------------------------------------------------------------------

"begin" @newline.before
"end" @newline.before

; Every item starts a line. (These patterns name no parent: the kinds occur only in a theory,
; and a pattern rooted at `theory` stays live over the whole file while tree-sitter walks it,
; which made a 1 MB SAPIC file format in 9 s instead of 3.)
(
  [
    (heuristic_declaration) (tactic_declaration) (builtins_declaration)
    (options_declaration) (functions_declaration) (equations_declaration)
    (macros_declaration) (predicates_declaration) (export_declaration)
    (restriction) (case_test) (accountability_lemma) (lemma) (diff_lemma)
    (rule) (intruder_rule) (formal_comment) (process_declaration)
    (process_definition) (equivalence_lemma) (diff_equivalence_lemma)
  ] @newline.before)

; A blank line between two adjacent items, unless both are one-line declarations. (A comment
; or preprocessor line in between breaks the adjacency: its lines are left as they are.)
; (`@_previous` is needed: without a capture on the first node, tree-sitter misses some of the
; overlapping matches of a sibling pair.)
(
  [
    (heuristic_declaration) (tactic_declaration) (builtins_declaration)
    (options_declaration) (functions_declaration) (equations_declaration)
    (macros_declaration) (predicates_declaration) (export_declaration)
    (restriction) (case_test) (accountability_lemma) (lemma) (diff_lemma)
    (rule) (intruder_rule) (formal_comment) (process_declaration)
    (process_definition) (equivalence_lemma) (diff_equivalence_lemma)
  ] @_previous
  .
  [
    (restriction) (case_test) (accountability_lemma) (lemma) (diff_lemma)
    (rule) (intruder_rule) (formal_comment) (process_declaration)
    (process_definition) (equivalence_lemma) (diff_equivalence_lemma)
  ] @blank.before)

(
  [
    (restriction) (case_test) (accountability_lemma) (lemma) (diff_lemma)
    (rule) (intruder_rule) (formal_comment) (process_declaration)
    (process_definition) (equivalence_lemma) (diff_equivalence_lemma)
  ] @_previous
  .
  [
    (heuristic_declaration) (tactic_declaration) (builtins_declaration)
    (options_declaration) (functions_declaration) (equations_declaration)
    (macros_declaration) (predicates_declaration) (export_declaration)
  ] @blank.before)

; A blank line before `end` after an item (not after a comment).
(
  [
    (heuristic_declaration) (tactic_declaration) (builtins_declaration)
    (options_declaration) (functions_declaration) (equations_declaration)
    (macros_declaration) (predicates_declaration) (export_declaration)
    (restriction) (case_test) (accountability_lemma) (lemma) (diff_lemma)
    (rule) (intruder_rule) (formal_comment) (process_declaration)
    (process_definition) (equivalence_lemma) (diff_equivalence_lemma)
  ] @_previous
  .
  "end" @blank.before)

; The body of an item is one level in.
[
  (builtins_declaration) (options_declaration) (functions_declaration)
  (equations_declaration) (macros_declaration) (predicates_declaration)
  (export_declaration) (restriction) (case_test) (accountability_lemma) (lemma)
  (diff_lemma) (rule) (intruder_rule) (variant) (process_declaration)
  (process_definition) (equivalence_lemma) (diff_equivalence_lemma)
] @indent

; `name:` and `keyword:`: no space before the colon, one after. (Only these colons: the one of
; a typed variable, `x:pub`, stays glued.)
(builtins_declaration ":" @nospace.before @space.after)
(options_declaration ":" @nospace.before @space.after)
(functions_declaration ":" @nospace.before @space.after)
(equations_declaration ":" @nospace.before @space.after)
(macros_declaration ":" @nospace.before @space.after)
(predicates_declaration ":" @nospace.before @space.after)
(export_declaration ":" @nospace.before @space.after)
(restriction ":" @nospace.before @space.after)
(case_test ":" @nospace.before @space.after)
(accountability_lemma ":" @nospace.before @space.after)
(lemma ":" @nospace.before @space.after)
(diff_lemma ":" @nospace.before @space.after)
(rule ":" @nospace.before)
(intruder_rule ":" @nospace.before)
(variant ":" @nospace.before)
(process_declaration ":" @nospace.before @space.after)
(equivalence_lemma ":" @nospace.before @space.after)
(diff_equivalence_lemma ":" @nospace.before @space.after)
(configuration ":" @nospace.before @space.after)
(tactic_declaration ":" @nospace.before @space.after)
(presort ":" @nospace.before @space.after)
(prioritisation ":" @nospace.before)
(deprioritisation ":" @nospace.before)

; Equations, macros, predicates. (`=` only in these places, here and below: the `=` of a
; pattern, `in(=x)`, belongs to its variable.)
(equation "=" @space.before @space.after)
(macro_definition "=" @space.before @space.after)
(predicate_definition ["<=>" "⇔"] @space.before @space.after)

; ---------------------------------------------------------------------------
; Tactics: `tactic:`, `presort:`, `prio:`, `deprio:` at the item's level, the rankings of a
; `prio:` one level in (the manual's layout).
; ---------------------------------------------------------------------------

[(presort) (prioritisation) (deprioritisation)] @newline.before
[(prioritisation) (deprioritisation)] @indent

; ---------------------------------------------------------------------------
; Rules
; ---------------------------------------------------------------------------

; Premises, arrow and conclusions each on a line (the manual's layout). Only for protocol rules
; written as such: intruder rules and variants in Tamarin's output are left on their lines.
(rule premises: (premises) @newline.before)
(rule ["-->" "--["] @newline.before)
(rule conclusions: (conclusions) @newline.before)

; Brackets of fact lists: one space inside.
(premises "[" @space.after)
(premises "]" @space.before @dedent)
; Leading-comma style: a `,` that starts a line sits under the `[`.
(premises "," @dedent)
(conclusions "[" @space.after)
(conclusions "]" @space.before @dedent)
(conclusions "," @dedent)
"--[" @space.after
"]->" @space.before
[(premises) (conclusions)] @indent

; Actions: `--[ A(x)` / `    , B(y)` / `  ]->` (a leading `,` under the `[`). The first action
; is not inside the `actions` node's indentation: when Tamarin writes `--[` alone on its line
; and the actions below, it stays at the rule's level, so every further action that starts a
; line goes back there too (and a fact of the actions is not a block of its own: its
; continuation lines are the one level of the actions).
(actions) @indent
(actions "," . [(fact) (embedded_restriction)] @dedent)

; `let` blocks of a rule: definitions one level in, `in` back.
(let_block) @indent
(let_block "in" @dedent)
(let_definition "=" @space.before @space.after)

; ---------------------------------------------------------------------------
; Terms and facts
; ---------------------------------------------------------------------------

"," @nospace.before @space.after
"(" @nospace.after
")" @nospace.before
; No rule on the `<` `>` of tuples, for safety: `< <a, b>, c>` without its space would read
; `<<`, an operator of formulas.
; `f (x)` -> `f(x)`, `out (m)` -> `out(m)` (`not (A)`, `in (P)` and `(modulo E)` are left alone).
(fact "(" @nospace.before)
(function_application "(" @nospace.before)
(last_atom "(" @nospace.before)
(input_action "(" @nospace.before)
(output_action "(" @nospace.before)
(diff_term "(" @nospace.before)
(embedded_restriction "(" @nospace.before)

; Multi-line argument lists: one level in, `)` back.
[(function_application) (tuple)] @indent
(premises (fact) @indent)
(conclusions (fact) @indent)
(action_atom fact: (fact) @indent)
(predicate_atom fact: (fact) @indent)
(event_action fact: (fact) @indent)
(predicate_definition name: (fact) @indent)
(fact ")" @dedent)
(function_application ")" @dedent)
(tuple ">" @dedent)

; ---------------------------------------------------------------------------
; Formulas
; ---------------------------------------------------------------------------

; Lines inside parentheses are one level in, a `)` that starts a line goes back.
[(parenthesized_formula) (embedded_restriction) (last_atom)] @indent
(parenthesized_formula ")" @dedent)
(embedded_restriction ")" @dedent)

; The body of a quantifier is one level in (`"All x #i.` / `  A(x) @ i ==> ...`), but not
; where parentheses or an outer quantifier already indent it: `(All x. A` / `==> B)` would
; otherwise be two levels in.
(lemma formula: (quantified_formula) @indent)
(restriction formula: (quantified_formula) @indent)
(case_test formula: (quantified_formula) @indent)
(accountability_lemma formula: (quantified_formula) @indent)
(embedded_restriction formula: (quantified_formula) @indent)
(predicate_definition formula: (quantified_formula) @indent)
(negation formula: (quantified_formula) @indent)
(equivalence right: (quantified_formula) @indent)
(implication right: (quantified_formula) @indent)
(disjunction right: (quantified_formula) @indent)
(conjunction right: (quantified_formula) @indent)
(quantified_formula "." @nospace.before @space.after)

(equivalence ["<=>" "⇔"] @space.before @space.after)
(implication ["==>" "⇒"] @space.before @space.after)
(disjunction ["|" "∨"] @space.before @space.after)
(conjunction ["&" "∧"] @space.before @space.after)
(comparison operator: _ @space.before @space.after)
(action_atom "@" @space.before @space.after)

; ---------------------------------------------------------------------------
; SAPIC+ processes
; ---------------------------------------------------------------------------

(process_definition "=" @space.before @space.after)
(let_binding "=" @space.before @space.after)
(parallel_process ["|" "||"] @space.before @space.after)
(choice_process "+" @space.before @space.after)
(action_process ";" @nospace.before)

(parenthesized_process) @indent
(parenthesized_process ")" @dedent)

; `if c then` / `  P` / `else` / `  Q`. A conditional in the `else` branch of another one is not
; a block of its own: `else if c2 then` chains stay at one level instead of a staircase (so
; every parent of a conditional except that one is listed).
(conditional_process ["then" "else"] @dedent)
(process_declaration process: (conditional_process) @indent)
(process_definition body: (conditional_process) @indent)
(equivalence_lemma left: (conditional_process) @indent)
(equivalence_lemma right: (conditional_process) @indent)
(diff_equivalence_lemma process: (conditional_process) @indent)
(action_process process: (conditional_process) @indent)
(parenthesized_process (conditional_process) @indent)
(replication process: (conditional_process) @indent)
(parallel_process left: (conditional_process) @indent)
(parallel_process right: (conditional_process) @indent)
(choice_process left: (conditional_process) @indent)
(choice_process right: (conditional_process) @indent)
(conditional_process then: (conditional_process) @indent)
(lookup_process then: (conditional_process) @indent)
(lookup_process else: (conditional_process) @indent)
(let_process then: (conditional_process) @indent)
(let_process else: (conditional_process) @indent)
(lookup_process) @indent
(lookup_process ["in" "else"] @dedent)
