/**
 * Tree-sitter grammar for Tamarin prover theories (.spthy, SAPIC+ processes).
 *
 * Hand-written from the facts of Tamarin's own parser
 * (lib/theory/src/Theory/Text/Parser.hs and Parser/*.hs; tokens in
 * Parser/Token.hs) and the Tamarin manual. Section comments name the Haskell
 * module each group of rules mirrors. The strict acceptance check is
 * spthy.pest; this grammar accepts the same files (a superset in places:
 * fact names are not checked for an upper-case letter, every infix operator
 * is always available) and recovers from errors.
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

const PREC = {
  // processes (Sapic.hs): prefix forms extend as far as possible
  process_prefix: 0,
  process_binary: 1,
  process_sequence: 3,
  // formulas (Formula.hs)
  quantified: 0,
  iff: 1,
  implies: 2,
  or: 3,
  and: 4,
  not: 5,
  // terms (Term.hs)
  union: 1,
  nat_plus: 2,
  xor: 3,
  mult: 4,
  exp: 5,
};

const IDENT = /[\p{L}\p{N}][\p{L}\p{N}_]*/;

function commaSep1(rule) {
  return seq(rule, repeat(seq(',', rule)));
}

/** Tamarin's commaSep1 (sepEndBy1): a trailing comma is allowed. */
function commaSepEnd1(rule) {
  return seq(rule, repeat(seq(',', rule)), optional(','));
}

function list(rule) {
  return seq('[', optional(commaSepEnd1(rule)), ']');
}

module.exports = grammar({
  name: 'spthy',

  word: $ => $.identifier,

  // Token.hs: reservedNames
  reserved: {
    global: _ => ['in', 'let', 'rule', 'diff'],
  },

  externals: $ => [
    $._block_comment,
    $._fact_name,
    $.trailing_text,
    $._builtin_fact_name,
    $._fresh_fact_name,
  ],

  extras: $ => [
    /[\s\u00a0\u000b\u000c]/,
    $.comment,
    $.preprocessor_directive,
  ],

  supertypes: $ => [
    $._theory_item,
  ],

  // Hidden rules inlined: each cost a reduction per term, formula or process. The visible tree
  // is the same; tree-sitter reads the corpus in a fifth less time.
  inline: $ => [
    $._term,
    $._simple_term,
    $._formula,
    $._negated,
    $._atomic_formula,
    $._equation_term,
    $._quoted_formula,
    $._process,
    $._sequenced_process,
    $._sapic_action,
    $._proof,
    $._goal,
    $._diff_proof,
    $._tactic_disjunction,
  ],

  conflicts: $ => [
    [$.fact, $.function_application],
  ],

  rules: {
    // -----------------------------------------------------------------------
    // Theory (Parser.hs: theory, diffTheory)
    // -----------------------------------------------------------------------

    source_file: $ => seq($.theory, optional($.trailing_text)),

    // Tamarin stops reading after `end` (trailing_text: src/scanner.c).

    theory: $ => seq(
      'theory',
      field('name', $.identifier),
      optional($.configuration),
      'begin',
      repeat($._theory_item),
      'end',
    ),

    configuration: $ => seq('configuration', ':', field('value', $.string)),

    _theory_item: $ => choice(
      $.heuristic_declaration,
      $.tactic_declaration,
      $.builtins_declaration,
      $.options_declaration,
      $.functions_declaration,
      $.equations_declaration,
      $.macros_declaration,
      $.restriction,
      $.case_test,
      $.accountability_lemma,
      $.lemma,
      $.diff_lemma,
      $.rule,
      $.intruder_rule,
      $.formal_comment,
      $.process_declaration,
      $.process_definition,
      $.equivalence_lemma,
      $.diff_equivalence_lemma,
      $.predicates_declaration,
      $.export_declaration,
    ),

    // -----------------------------------------------------------------------
    // Lexical (Token.hs)
    // -----------------------------------------------------------------------

    identifier: _ => IDENT,

    natural: _ => /[0-9]+/,

    comment: $ => choice(
      token(seq('//', /[^\n]*/)),
      $._block_comment,
    ),

    // #ifdef / #else / #endif / #define / #include lines are layout: every
    // branch is parsed.
    preprocessor_directive: _ => token(seq(
      choice('#ifdef', '#else', '#endif', '#define', '#include'),
      /[^\n]*/,
    )),

    // formalComment: text{* ... *}, section{* ... *}, ...
    formal_comment: _ => token(seq(
      /\p{L}+/,
      '{*',
      repeat(choice(/[^*\\]/, /\\[\\*]/)),
      '*}',
    )),

    string: _ => token(seq('"', repeat(choice(/[^"\\\n]/, /\\./)), '"')),

    // -----------------------------------------------------------------------
    // Signature (Signature.hs, Macro.hs)
    // -----------------------------------------------------------------------

    builtins_declaration: $ => seq('builtins', ':', commaSepEnd1($.builtin)),

    builtin: _ => choice(
      'diffie-hellman', 'bilinear-pairing', 'multiset', 'xor',
      'symmetric-encryption', 'asymmetric-encryption', 'signing',
      'dest-pairing', 'dest-symmetric-encryption', 'dest-asymmetric-encryption',
      'dest-signing', 'revealing-signing', 'hashing', 'natural-numbers',
      'locations-report', 'reliable-channel',
    ),

    options_declaration: $ => seq('options', ':', commaSepEnd1($.option)),

    option: _ => choice(
      'translation-progress', 'translation-allow-pattern-lookups',
      'translation-state-optimisation', 'translation-asynchronous-channels',
      'translation-compress-events',
    ),

    functions_declaration: $ => seq(
      choice('functions', 'function'),
      ':',
      commaSepEnd1($.function_declaration),
    ),

    function_declaration: $ => seq(
      field('name', $.identifier),
      choice(
        seq('/', field('arity', $.natural)),
        seq(
          '(',
          optional(commaSepEnd1(field('argument_type', $.type))),
          ')',
          ':',
          field('result_type', $.type),
        ),
      ),
      optional(field('attributes', $.function_attributes)),
    ),

    function_attributes: $ => list($.function_attribute),

    function_attribute: _ => choice('private', 'destructor'),

    type: $ => $.identifier,

    equations_declaration: $ => seq(
      'equations',
      optional(seq('[', 'convergent', ']')),
      ':',
      commaSepEnd1($.equation),
    ),

    equation: $ => seq(field('left', $._equation_term), '=', field('right', $._equation_term)),

    // Term.hs `term` with eqn = True: no infix operators, no public names,
    // no diff.
    _equation_term: $ => choice(
      alias($.equation_tuple, $.tuple),
      alias($.equation_parenthesized_term, $.parenthesized_term),
      $.constant,
      alias($.equation_application, $.function_application),
      $.fresh_name,
      $.variable,
    ),
    equation_tuple: $ => seq('<', commaSep1($._equation_term), '>'),
    equation_parenthesized_term: $ => seq('(', $._equation_term, ')'),
    equation_application: $ => choice(
      seq(
        field('name', choice($.identifier, alias($._fact_name, $.identifier))),
        '(',
        optional(commaSep1(field('argument', $._equation_term))),
        ')',
      ),
      seq(
        field('name', $.identifier),
        '{',
        commaSep1(field('argument', $._equation_term)),
        '}',
        field('argument', $._equation_term),
      ),
    ),

    macros_declaration: $ => seq(
      'macros',
      ':',
      optional(commaSepEnd1($.macro_definition)),
    ),

    macro_definition: $ => seq(
      field('name', $.identifier),
      '(',
      optional(commaSepEnd1(field('parameter', $.variable))),
      ')',
      '=',
      field('body', $._simple_term),
    ),

    predicates_declaration: $ => seq(
      choice('predicates', 'predicate'),
      ':',
      commaSepEnd1($.predicate_definition),
    ),

    predicate_definition: $ => seq(
      field('name', $.fact),
      // Signature.hs `predicate`: only the ASCII `<=>` (formulas also take `⇔`).
      '<=>',
      field('formula', $._formula),
    ),

    export_declaration: $ => seq(
      'export',
      field('name', $.identifier),
      ':',
      field('text', $.export_text),
    ),

    export_text: _ => token(seq('"', repeat(choice(/[^"\\]/, /\\["\\]/)), '"')),

    // heuristic: the rankings on the line of the colon.
    heuristic_declaration: $ => seq('heuristic', field('rankings', $.heuristic_rankings)),

    heuristic_rankings: _ => token(seq(':', /[^\n]*/)),

    // -----------------------------------------------------------------------
    // Tactics (Tactics.hs)
    // -----------------------------------------------------------------------

    tactic_declaration: $ => seq(
      'tactic',
      ':',
      field('name', $.identifier),
      optional($.presort),
      repeat($.prioritisation),
      repeat($.deprioritisation),
    ),

    presort: $ => seq('presort', ':', field('ranking', $.identifier)),

    prioritisation: $ => seq(
      'prio',
      ':',
      optional(seq('{', field('ranking', $.identifier), '}')),
      repeat1($._tactic_disjunction),
    ),

    deprioritisation: $ => seq(
      'deprio',
      ':',
      optional(seq('{', field('ranking', $.identifier), '}')),
      repeat1($._tactic_disjunction),
    ),

    _tactic_disjunction: $ => choice(
      $.tactic_function,
      $.tactic_not,
      $.tactic_and,
      $.tactic_or,
    ),

    tactic_or: $ => prec.left(1, seq($._tactic_disjunction, choice('|', '∨'), $._tactic_disjunction)),
    tactic_and: $ => prec.left(2, seq($._tactic_disjunction, choice('&', '∧'), $._tactic_disjunction)),
    tactic_not: $ => prec(3, seq(choice('not', '¬'), $.tactic_function)),

    tactic_function: $ => prec.right(seq(
      field('name', $.identifier),
      repeat1(field('argument', $.tactic_argument)),
    )),

    tactic_argument: _ => token(seq('"', /[^"]*/, '"')),

    // -----------------------------------------------------------------------
    // Restrictions and lemmas (Restriction.hs, Lemma.hs, Accountability.hs)
    // -----------------------------------------------------------------------

    restriction: $ => seq(
      choice('restriction', 'axiom'),
      field('name', $.identifier),
      optional(field('attributes', $.restriction_attributes)),
      ':',
      $._quoted_formula,
    ),

    restriction_attributes: $ => list($.restriction_attribute),
    restriction_attribute: _ => choice('left', 'right', 'both'),

    _quoted_formula: $ => seq('"', field('formula', $._formula), '"'),

    case_test: $ => seq(
      'test',
      field('name', $.identifier),
      ':',
      $._quoted_formula,
    ),

    accountability_lemma: $ => seq(
      'lemma',
      field('name', $.identifier),
      optional(field('attributes', $.lemma_attributes)),
      ':',
      // no trailing comma: the word after it would be read as one more case test
      commaSep1(field('case_test', $.identifier)),
      choice('accounts for', 'account for'),
      $._quoted_formula,
    ),

    lemma: $ => seq(
      'lemma',
      optional($._modulo_e),
      field('name', $.identifier),
      optional(field('attributes', $.lemma_attributes)),
      ':',
      optional(field('quantifier', $.trace_quantifier)),
      $._quoted_formula,
      optional(field('proof', $._proof)),
    ),

    diff_lemma: $ => seq(
      'diffLemma',
      field('name', $.identifier),
      optional(field('attributes', $.lemma_attributes)),
      ':',
      optional(field('proof', $._diff_proof)),
    ),

    trace_quantifier: _ => choice('all-traces', 'exists-trace'),

    lemma_attributes: $ => list($.lemma_attribute),

    lemma_attribute: $ => choice(
      'typing', 'sources', 'reuse', 'diff_reuse', 'use_induction', 'left', 'right',
      seq('hide_lemma', '=', field('value', $.identifier)),
      seq('heuristic', '=', field('value', $.goal_ranking)),
      seq('output', '=', '[', optional(commaSepEnd1(field('value', $.output_module))), ']'),
    ),

    goal_ranking: _ => choice(
      token(seq(/[oO]/, /[ ]*/, optional(seq('"', /[^"\n]+/, '"')))),
      token(seq('{', /[^"\n{}]*/, '}')),
      /\p{L}+/,
    ),

    output_module: _ => choice('spthytyped', 'spthy', 'msr', 'proverifequiv', 'proverif', 'deepsec'),

    modulo_e: _ => seq('(', 'modulo', 'E', ')'),
    modulo_ac: _ => seq('(', 'modulo', 'AC', ')'),
    _modulo_e: $ => alias($.modulo_e, $.modulo),
    _modulo_ac: $ => alias($.modulo_ac, $.modulo),

    // -----------------------------------------------------------------------
    // Proofs (Proof.hs)
    // -----------------------------------------------------------------------

    _proof: $ => choice(
      $.solved,
      $.proof_step,
    ),

    solved: _ => 'SOLVED',

    proof_step: $ => choice(
      seq('by', field('method', $.proof_method)),
      seq(field('method', $.proof_method), choice($.proof_cases, field('next', $._proof))),
    ),

    proof_cases: $ => seq(
      optional(seq($.proof_case, repeat(seq('next', $.proof_case)))),
      'qed',
    ),

    proof_case: $ => seq('case', field('name', $.identifier), field('proof', $._proof)),

    proof_method: $ => choice(
      'sorry', 'simplify', 'contradiction', 'induction', 'INVALIDATED', 'UNFINISHABLE',
      seq('solve', '(', field('goal', $._goal), ')'),
    ),

    _goal: $ => choice(
      $.premise_goal,
      $.chain_goal,
      $.split_goal,
      $.disjunction_goal,
    ),

    premise_goal: $ => seq($.fact, $.premise_index, field('node', $.variable)),
    premise_index: _ => token(seq('▶', /\s*/, /[₀₁₂₃₄₅₆₇₈₉]+/)),

    chain_goal: $ => seq($.node_conclusion, '~~>', $.node_conclusion),
    node_conclusion: $ => seq('(', field('node', $.variable), ',', field('index', $.natural), ')'),

    split_goal: $ => seq('splitEqs', '(', $.natural, ')'),

    // a formula goal (action, subterm and disjunction goals)
    disjunction_goal: $ => seq($._formula, repeat(seq('∥', $._formula))),

    _diff_proof: $ => choice(
      $.mirrored,
      $.diff_proof_step,
    ),

    mirrored: _ => 'MIRRORED',

    diff_proof_step: $ => choice(
      seq('by', field('method', $.diff_proof_method)),
      seq(field('method', $.diff_proof_method), choice($.diff_proof_cases, field('next', $._diff_proof))),
    ),

    diff_proof_cases: $ => seq(
      optional(seq($.diff_proof_case, repeat(seq('next', $.diff_proof_case)))),
      'qed',
    ),

    diff_proof_case: $ => seq('case', field('name', $.identifier), field('proof', $._diff_proof)),

    diff_proof_method: $ => choice(
      'sorry', 'rule-equivalence', 'backward-search', 'ATTACK', 'UNFINISHABLEdiff',
      seq('step', '(', field('method', $.proof_method), ')'),
    ),

    // -----------------------------------------------------------------------
    // Rules (Rule.hs, Let.hs)
    // -----------------------------------------------------------------------

    rule: $ => prec.right(seq(
      'rule',
      optional($._modulo_e),
      field('name', $.identifier),
      optional(field('attributes', $.rule_attributes)),
      ':',
      optional(field('let', $.let_block)),
      $._rule_body,
      optional(choice($.variants, $.left_right_rules)),
    )),

    // rule (modulo AC) cname 1: ... (intruder rules in Tamarin's output)
    intruder_rule: $ => seq(
      'rule',
      $._modulo_ac,
      field('name', $.identifier),
      optional(field('limit', $.natural)),
      ':',
      $._rule_body,
    ),

    variants: $ => prec.right(seq('variants', commaSep1($.variant))),

    variant: $ => seq(
      'rule',
      $._modulo_ac,
      field('name', $.identifier),
      optional(field('attributes', $.rule_attributes)),
      ':',
      optional(field('let', $.let_block)),
      $._rule_body,
    ),

    left_right_rules: $ => seq('left', field('left', $.rule), 'right', field('right', $.rule)),

    rule_attributes: $ => list($.rule_attribute),

    rule_attribute: $ => choice(
      seq(choice('colour=', 'color='), field('value', $.color)),
      seq('process=', field('value', $.string)),
      seq('role=', field('value', $.string)),
      'derivchecks',
      'no_derivcheck',
      'issapicrule',
    ),

    color: _ => choice(
      token(seq(optional('#'), /[0-9a-fA-F]+/)),
      token(seq('\'', /\s*/, optional('#'), /[0-9a-fA-F]+/, '\'')),
    ),

    let_block: $ => seq('let', repeat1($.let_definition), 'in'),

    let_definition: $ => seq(field('variable', $.variable), '=', field('value', $._term)),

    _rule_body: $ => seq(
      field('premises', $.premises),
      choice('-->', seq('--[', optional(field('actions', $.actions)), ']->')),
      field('conclusions', $.conclusions),
    ),

    premises: $ => seq('[', optional(commaSepEnd1($.fact)), ']'),
    conclusions: $ => seq('[', optional(commaSepEnd1($.fact)), ']'),
    actions: $ => commaSepEnd1(choice($.fact, $.embedded_restriction)),

    embedded_restriction: $ => seq('_restrict', '(', field('formula', $._formula), ')'),

    // -----------------------------------------------------------------------
    // Facts (Fact.hs)
    // -----------------------------------------------------------------------

    // Out, In, KU, KD, Ded and Fr take exactly one term; Fr is never
    // persistent.
    fact: $ => prec.right(seq(
      choice(
        seq(
          field('name', alias($._fresh_fact_name, $.identifier)),
          '(',
          field('argument', $._term),
          optional(','),
          ')',
        ),
        seq(
          optional(field('persistent', $.persistent)),
          field('name', alias($._builtin_fact_name, $.identifier)),
          '(',
          field('argument', $._term),
          optional(','),
          ')',
        ),
        seq(
          optional(field('persistent', $.persistent)),
          field('name', alias($._fact_name, $.identifier)),
          '(',
          optional(commaSepEnd1(field('argument', $._term))),
          ')',
        ),
      ),
      optional(field('annotations', $.fact_annotations)),
    )),

    persistent: _ => '!',

    fact_annotations: $ => list($.fact_annotation),
    fact_annotation: _ => choice('+', '++', '-', 'no_precomp'),

    // -----------------------------------------------------------------------
    // Terms (Term.hs)
    // -----------------------------------------------------------------------

    _term: $ => choice(
      $.binary_term,
      $._simple_term,
    ),

    _simple_term: $ => choice(
      $.tuple,
      $.parenthesized_term,
      $.constant,
      $.function_application,
      $.diff_term,
      $.fresh_name,
      $.public_name,
      $.natural_name,
      $.variable,
      $.match_variable,
    ),

    binary_term: $ => choice(
      ...[
        [choice('++', '+'), PREC.union],
        ['%+', PREC.nat_plus],
        [choice('XOR', '⊕'), PREC.xor],
        ['*', PREC.mult],
        ['^', PREC.exp],
      ].map(([op, p]) => prec.left(p, seq(
        field('left', $._term),
        field('operator', op),
        field('right', $._term),
      ))),
    ),

    tuple: $ => seq('<', commaSep1($._term), '>'),

    parenthesized_term: $ => seq('(', $._term, ')'),

    constant: _ => choice('DH_neutral', '1:nat', '%1', '1'),

    function_application: $ => choice(
      seq(
        field('name', choice($.identifier, alias($._fact_name, $.identifier))),
        '(',
        optional(commaSep1(field('argument', $._term))),
        ')',
      ),
      // op{t1}t2
      prec.right(seq(
        field('name', $.identifier),
        '{',
        commaSep1(field('argument', $._term)),
        '}',
        field('argument', $._simple_term),
      )),
    ),

    diff_term: $ => seq(
      'diff',
      '(',
      field('left', $._term),
      ',',
      field('right', $._term),
      optional(','),
      ')',
    ),

    fresh_name: $ => seq('~', $._quoted_name),
    public_name: $ => $._quoted_name,
    natural_name: $ => seq('%', $._quoted_name),
    _quoted_name: $ => alias(token(seq('\'', /[^'\n]+/, '\'')), $.name),

    // A logical variable: an optional sort prefix (~ fresh, $ public,
    // # node, % natural), a name, an optional index (x.1) and an optional
    // sort or SAPIC type (x:pub, x:bitstring).
    variable: $ => prec.right(seq(
      choice(
        field('name', $.identifier),
        seq(
          field('sort', alias(choice('~', '$', '#', '%'), $.sort)),
          field('name', alias(token.immediate(IDENT), $.identifier)),
        ),
      ),
      optional(field('index', alias(token.immediate(/\.[0-9]+/), $.index))),
      optional(seq(':', field('type', $.type))),
    )),

    match_variable: $ => seq('=', $.variable),

    // -----------------------------------------------------------------------
    // Formulas (Formula.hs)
    // -----------------------------------------------------------------------

    _formula: $ => choice(
      $.equivalence,
      $.implication,
      $.disjunction,
      $.conjunction,
      $.negation,
      $.quantified_formula,
      $._atomic_formula,
    ),

    equivalence: $ => prec.left(PREC.iff, seq(field('left', $._formula), choice('<=>', '⇔'), field('right', $._formula))),
    implication: $ => prec.right(PREC.implies, seq(field('left', $._formula), choice('==>', '⇒'), field('right', $._formula))),
    disjunction: $ => prec.left(PREC.or, seq(field('left', $._formula), choice('|', '∨'), field('right', $._formula))),
    conjunction: $ => prec.left(PREC.and, seq(field('left', $._formula), choice('&', '∧'), field('right', $._formula))),
    negation: $ => prec(PREC.not, seq(choice('not', '¬'), field('formula', $._negated))),
    _negated: $ => choice($._atomic_formula, $.quantified_formula),

    quantified_formula: $ => prec.right(PREC.quantified, seq(
      field('quantifier', $.quantifier),
      repeat1(field('variable', $.variable)),
      '.',
      field('body', $._formula),
    )),

    quantifier: _ => choice('All', '∀', 'Ex', '∃'),

    _atomic_formula: $ => choice(
      $.true,
      $.false,
      $.last_atom,
      $.action_atom,
      $.predicate_atom,
      $.comparison,
      $.parenthesized_formula,
    ),

    true: _ => choice('T', '⊤'),
    false: _ => choice('F', '⊥'),

    last_atom: $ => seq('last', '(', field('node', $.variable), ')'),

    action_atom: $ => seq(field('fact', $.fact), '@', field('node', $._formula_atom_term)),

    predicate_atom: $ => prec(-1, field('fact', $.fact)),

    comparison: $ => seq(
      field('left', $._formula_atom_term),
      field('operator', choice('=', '<', '<<', '⊏', '(<)')),
      field('right', $._formula_atom_term),
    ),

    _formula_atom_term: $ => $._term,

    parenthesized_formula: $ => seq('(', $._formula, ')'),

    // -----------------------------------------------------------------------
    // SAPIC+ processes (Sapic.hs)
    // -----------------------------------------------------------------------

    process_declaration: $ => seq('process', ':', field('process', $._process)),

    process_definition: $ => seq(
      'let',
      field('name', $.identifier),
      optional(seq('(', optional(commaSepEnd1(field('parameter', $.variable))), ')')),
      '=',
      field('body', $._process),
    ),

    equivalence_lemma: $ => seq(
      'equivLemma', ':',
      field('left', $._process),
      field('right', $._process),
    ),

    diff_equivalence_lemma: $ => seq('diffEquivLemma', ':', field('process', $._process)),

    _process: $ => choice(
      $.parallel_process,
      $.choice_process,
      $.replication,
      $.lookup_process,
      $.conditional_process,
      $.let_process,
      $.null_process,
      $.action_process,
      $.parenthesized_process,
      $.process_call,
    ),

    parallel_process: $ => prec.left(PREC.process_binary, seq(
      field('left', $._process), choice('|', '||'), field('right', $._process),
    )),

    choice_process: $ => prec.left(PREC.process_binary, seq(
      field('left', $._process), '+', field('right', $._process),
    )),

    replication: $ => prec.right(PREC.process_prefix, seq('!', field('process', $._process))),

    lookup_process: $ => prec.right(PREC.process_prefix, seq(
      'lookup', field('key', $._term), 'as', field('variable', $.variable),
      'in', field('then', $._process),
      optional(seq('else', field('else', $._process))),
    )),

    conditional_process: $ => prec.right(PREC.process_prefix, seq(
      'if', field('condition', $._formula),
      'then', field('then', $._process),
      optional(seq('else', field('else', $._process))),
    )),

    let_process: $ => prec.right(PREC.process_prefix, seq(
      'let',
      repeat1($.let_binding),
      'in', field('then', $._process),
      optional(seq('else', field('else', $._process))),
    )),

    let_binding: $ => seq(field('pattern', $._term), '=', field('value', $._term)),

    null_process: _ => '0',

    action_process: $ => prec.right(PREC.process_sequence, seq(
      field('action', $._sapic_action),
      optional(seq(';', field('process', $._sequenced_process))),
    )),

    _sequenced_process: $ => choice(
      $.replication,
      $.lookup_process,
      $.conditional_process,
      $.let_process,
      $.null_process,
      $.action_process,
      $.parenthesized_process,
      $.process_call,
    ),

    parenthesized_process: $ => prec.right(seq(
      '(', $._process, ')',
      optional(seq('@', field('location', $._simple_term))),
    )),

    process_call: $ => prec.right(seq(
      field('name', $.identifier),
      optional(seq('(', optional(commaSepEnd1(field('argument', $._term))), ')')),
    )),

    _sapic_action: $ => choice(
      $.new_action,
      $.insert_action,
      $.delete_action,
      $.input_action,
      $.output_action,
      $.lock_action,
      $.unlock_action,
      $.event_action,
      $.embedded_rule,
    ),

    new_action: $ => seq('new', field('variable', $.variable)),
    insert_action: $ => seq('insert', field('key', $._term), ',', field('value', $._term)),
    delete_action: $ => seq('delete', field('key', $._term)),
    input_action: $ => seq(
      'in', '(',
      optional(seq(field('channel', $._term), ',')),
      field('pattern', $._term),
      ')',
    ),
    output_action: $ => seq(
      'out', '(',
      optional(seq(field('channel', $._term), ',')),
      field('message', $._term),
      ')',
    ),
    lock_action: $ => seq('lock', field('key', $._term)),
    unlock_action: $ => seq('unlock', field('key', $._term)),
    event_action: $ => seq('event', field('fact', $.fact)),
    embedded_rule: $ => $._rule_body,
  },
});
