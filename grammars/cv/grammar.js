/**
 * @file CryptoVerif 2.06: one tree-sitter grammar for both front ends
 *       (channel front end `.cv`, oracle front end `.ocv`; a superset of both).
 *
 * Written from the facts of CryptoVerif's src/lexer.mll and src/parser.mly
 * (start symbols `all` / `oall`); section comments name the parser.mly rules.
 * Nested `(* … *)` comments come from src/scanner.c.
 */

/* eslint-disable no-undef */

// parser.mly precedence table, from low to high
const PREC = {
  prefix: -1, // if/find/let/new/… whose last part is a term or process extend rightwards
  optim_if: 0,
  implies: 1,
  bar: 2,
  or: 3,
  and: 4,
  add: 5,
  mul: 6,
  equal: 7,
  diff: 8,
  repl: 9,
  unary: 10,
  power: 11,
};

const commaSep1 = (rule) => seq(rule, repeat(seq(',', rule)));
const commaSep = (rule) => optional(commaSep1(rule));
const sep1 = (separator, rule) => seq(rule, repeat(seq(separator, rule)));

module.exports = grammar({
  name: 'cv',

  word: ($) => $.identifier,

  externals: ($) => [$.comment],

  extras: ($) => [/\s/, $.comment],

  // lexer.mll: words of common_keywords are never identifiers; inside `proof { … }` the lexer
  // uses keyword_table_proof instead. The front-end words (out, channel, newChannel for .cv;
  // run, newOracle for .ocv) stay contextual so that one grammar reads both front ends.
  reserved: {
    global: (_) => [
      'new', 'in', 'if', 'then', 'else', 'find', 'orfind', 'suchthat', 'fun', 'param', 'forall',
      'exists', 'equation', 'builtin', 'proba', 'type', 'equiv', 'diff', 'process', 'let', 'query',
      'secret', 'public_vars', 'const', 'set', 'defined', 'collision', 'event', 'time', 'yield',
      'event_abort', 'maxlength', 'length', 'max', 'min', 'eps_find', 'eps_rand', 'Pcoll1rand',
      'Pcoll2rand', 'number', 'foreach', 'do', 'return', 'def', 'expand', 'proof',
      'implementation', 'get', 'insert', 'table', 'letfun', 'letproba', 'equivalence',
      'query_equiv', 'special', 'inf',
    ],
  },

  conflicts: ($) => [
    // channel front end `P(M, …)` (process call) vs oracle front end `O(p, …) := P`
    [$._simple_term, $._basic_name],
    [$.tuple_term, $.tuple_pattern],
    // `query x:T; …` (typed variables) vs `query x:T <- M; …` (a term)
    [$.typed_variables, $._basic_name],
  ],

  supertypes: ($) => [$._declaration, $._simple_term, $._process, $._probability],

  rules: {
    // parser.mly: all / oall
    source_file: ($) => seq(repeat($._declaration), $._final_process),

    _final_process: ($) => choice(
      $.process_declaration,
      $.equivalence_process_declaration,
      $.query_equiv_declaration,
    ),

    process_declaration: ($) => seq('process', field('body', $._process)),

    equivalence_process_declaration: ($) => seq(
      'equivalence',
      field('left', $._process),
      field('right', $._process),
      optional($.public_variables),
    ),

    query_equiv_declaration: ($) => seq(
      'query_equiv',
      optional(field('name', $.equivalence_name)),
      field('left', $.equivalence_member),
      '<=(', '?', ')=>',
      optional($.priority),
      field('right', $.equivalence_member),
    ),

    // ------------------------------------------------------------------
    // Declarations (parser.mly: commonlibelem, lib, olib)
    // ------------------------------------------------------------------

    _declaration: ($) => choice(
      $.function_declaration,
      $.event_declaration,
      $.equation_declaration,
      $.builtin_equation_declaration,
      $.set_declaration,
      $.query_declaration,
      $.parameter_declaration,
      $.probability_declaration,
      $.constant_declaration,
      $.type_declaration,
      $.proof_declaration,
      $.implementation_declaration,
      $.table_declaration,
      $.letfun_declaration,
      $.expand_declaration,
      $.special_equivalence_declaration,
      $.letproba_declaration,
      $.process_definition,
      $.channel_declaration,
      $.equivalence_declaration,
      $.collision_declaration,
      $.macro_definition,
    ),

    function_declaration: ($) => seq(
      'fun',
      field('name', $.identifier),
      '(', optional(field('parameters', $.type_list)), ')',
      ':', field('type', $.identifier),
      optional(field('options', $.options)),
      '.',
    ),

    type_list: ($) => commaSep1($.identifier),

    event_declaration: ($) => seq(
      'event',
      field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.type_list)), ')')),
      '.',
    ),

    equation_declaration: ($) => seq(
      'equation',
      sep1(';', $.equation),
      optional(field('options', $.options)),
      '.',
    ),

    equation: ($) => seq(
      optional($.forall_binding),
      field('body', $._term),
      optional(seq('if', field('condition', $._term))),
    ),

    builtin_equation_declaration: ($) => seq(
      'equation', 'builtin',
      field('name', $.identifier),
      '(', optional(field('arguments', $.identifier_list)), ')',
      '.',
    ),

    set_declaration: ($) => seq(
      'set',
      field('name', $.identifier),
      '=',
      field('value', choice($.identifier, $.integer)),
      '.',
    ),

    query_declaration: ($) => seq(
      'query',
      optional(seq(optional($.typed_variable_list), ';')),
      sep1(';', $.query),
      '.',
    ),

    parameter_declaration: ($) => seq(
      'param',
      commaSep1(field('name', $.identifier)),
      optional(field('options', $.options)),
      '.',
    ),

    probability_declaration: ($) => seq(
      'proba',
      field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.dimension_list)), ')')),
      optional(field('options', $.options)),
      '.',
    ),

    constant_declaration: ($) => seq(
      'const',
      commaSep1(field('name', $.identifier)),
      ':', field('type', $.identifier),
      '.',
    ),

    type_declaration: ($) => seq(
      'type',
      field('name', $.identifier),
      optional(field('options', $.options)),
      '.',
    ),

    table_declaration: ($) => seq(
      'table',
      field('name', $.identifier),
      '(', field('parameters', $.type_list), ')',
      '.',
    ),

    letfun_declaration: ($) => seq(
      'letfun',
      field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.typed_variable_list)), ')')),
      '=',
      field('body', $._term),
      '.',
    ),

    expand_declaration: ($) => seq(
      'expand',
      field('name', $.identifier),
      '(', optional(field('arguments', $.identifier_list)), ')',
      '.',
    ),

    special_equivalence_declaration: ($) => seq(
      'equiv',
      optional(field('name', $.equivalence_name)),
      'special',
      field('kind', $.identifier),
      '(', optional(field('arguments', $.special_arguments)), ')',
      optional($.priority),
      '.',
    ),

    letproba_declaration: ($) => seq(
      'letproba',
      field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.letproba_parameters)), ')')),
      '=',
      field('body', $._probability),
      '.',
    ),

    letproba_parameters: ($) => commaSep1($.letproba_parameter),
    letproba_parameter: ($) => seq(commaSep1(field('name', $.identifier)), ':', field('type', $.dimension)),

    process_definition: ($) => seq(
      'let',
      field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.typed_variable_list)), ')')),
      '=',
      field('body', $._process),
      '.',
    ),

    channel_declaration: ($) => seq('channel', commaSep1(field('name', $.identifier)), '.'),

    equivalence_declaration: ($) => seq(
      'equiv',
      optional(field('name', $.equivalence_name)),
      field('left', $.equivalence_member),
      '<=(', field('probability', $._probability), ')=>',
      optional($.priority),
      field('right', $.equivalence_member),
      '.',
    ),

    collision_declaration: ($) => seq(
      'collision',
      repeat(seq($._restriction, ';')),
      optional(field('options', $.options)),
      optional($.forall_binding),
      'return', '(', field('left', $._term), ')',
      '<=(', field('probability', $._probability), ')=>',
      'return', '(', field('right', $._term), ')',
      optional(seq('if', field('condition', $._term))),
      '.',
    ),

    macro_definition: ($) => seq(
      'def',
      field('name', $.identifier),
      '(', optional(field('parameters', $.identifier_list)), ')',
      '{', field('body', repeat($._declaration)), '}',
    ),

    implementation_declaration: ($) => seq('implementation', sep1(';', $.implementation), '.'),

    implementation: ($) => choice(
      seq('type', field('name', $.identifier), '=', field('value', choice($.integer, $.string)),
        optional(seq('[', sep1(';', $.implementation_option), ']'))),
      seq('fun', field('name', $.identifier), '=', field('value', $.string),
        optional(seq('[', sep1(';', $.implementation_option), ']'))),
      seq('table', field('name', $.identifier), '=', field('value', $.string)),
      seq('const', field('name', $.identifier), '=', field('value', $.string)),
    ),

    implementation_option: ($) => seq(field('name', $.identifier), '=', commaSep1($.string)),

    identifier_list: ($) => commaSep1($.identifier),

    options: ($) => seq('[', commaSep1($.identifier), ']'),

    // proba P(time, length^2, number)
    dimension_list: ($) => commaSep1($.dimension),
    dimension: ($) => choice(
      seq(choice('time', 'length'), optional(seq('^', optional('-'), $.integer))),
      'number',
      prec.left(PREC.mul, seq($.dimension, choice('*', '/'), $.dimension)),
    ),

    special_arguments: ($) => commaSep1($._special_argument),
    _special_argument: ($) => choice($.identifier, $.string, $.special_tuple),
    special_tuple: ($) => seq('(', optional($.special_arguments), ')'),

    // ------------------------------------------------------------------
    // Variables and patterns (parser.mly: vartypeilist, restr, pattern)
    // ------------------------------------------------------------------

    typed_variable_list: ($) => commaSep1($.typed_variables),
    typed_variables: ($) => seq(
      commaSep1(field('name', $.identifier)),
      choice(':', '<='),
      field('type', $.identifier),
    ),

    forall_binding: ($) => seq('forall', $.typed_variable_list, ';'),

    _restriction: ($) => choice($.new_restriction, $.random_restriction),
    new_restriction: ($) => seq(
      'new', field('name', $.identifier),
      optional($.new_argument),
      ':', field('type', $.identifier),
    ),
    random_restriction: ($) => seq(field('name', $.identifier), '<-R', field('type', $.identifier)),
    new_argument: ($) => seq('[', optional($.identifier_list), ']'),

    _basic_name: ($) => choice($.identifier, $.wildcard),
    wildcard: (_) => '_',

    _basic_pattern: ($) => choice($._basic_name, $.typed_pattern),
    typed_pattern: ($) => seq(
      field('name', $._basic_name),
      choice(':', '<='),
      field('type', $.identifier),
    ),

    _pattern: ($) => choice(
      $._basic_pattern,
      $.pattern_application,
      $.tuple_pattern,
      $.equal_pattern,
    ),
    pattern_application: ($) => seq(field('function', $.identifier), '(', optional($.pattern_list), ')'),
    tuple_pattern: ($) => seq('(', optional($.pattern_list), ')'),
    equal_pattern: ($) => seq('=', field('value', $._term)),
    pattern_list: ($) => commaSep1($._pattern),

    // ------------------------------------------------------------------
    // Terms (parser.mly: term)
    // ------------------------------------------------------------------

    // `=` and `==>` are non-associative (parser.mly %nonassoc): their operands are one level up.
    _term: ($) => choice($._implies_operand, alias($.implies_term, $.binary_term)),
    _implies_operand: ($) => choice(
      $._equality_operand,
      alias($.equality_term, $.binary_term),
      alias($.or_term, $.binary_term),
      alias($.and_term, $.binary_term),
    ),
    _equality_operand: ($) => choice($._simple_term, alias($.difference_term, $.binary_term)),

    _simple_term: ($) => choice(
      $.identifier,
      $.application,
      $.array_access,
      $.tuple_term,
      $.event_term,
      $.if_term,
      $.find_term,
      $.assign_term,
      $.let_term,
      $.new_term,
      $.event_abort_term,
      $.event_then_term,
      $.insert_term,
      $.get_term,
      $.diff_term,
      $.exists_term,
      $.independent_term,
    ),

    application: ($) => prec(1, seq(field('function', $.identifier), '(', optional(field('arguments', $.term_list)), ')')),
    array_access: ($) => prec(1, seq(field('array', $.identifier), '[', optional(field('index', $.term_list)), ']')),
    tuple_term: ($) => seq('(', optional($.term_list), ')'),
    term_list: ($) => commaSep1($._term),

    _function_application: ($) => choice($.identifier, $.application),

    event_term: ($) => seq(choice('inj-event', 'event'), '(', field('event', $._function_application), ')'),

    if_term: ($) => prec.right(PREC.prefix, seq(
      'if', field('condition', $._find_condition),
      'then', field('consequence', $._term),
      'else', field('alternative', $._term),
    )),

    find_term: ($) => prec.right(PREC.prefix, seq(
      'find', optional(field('options', $.options)),
      sep1('orfind', $.find_branch_term),
      'else', field('alternative', $._term),
    )),
    find_branch_term: ($) => seq(
      optional($.find_indices), 'suchthat', field('condition', $._find_condition),
      'then', field('consequence', $._term),
    ),

    assign_term: ($) => prec.right(PREC.prefix, seq(
      field('pattern', $._basic_pattern), '<-', field('value', $._term), ';', field('body', $._term),
    )),

    let_term: ($) => prec.right(PREC.prefix, seq(
      'let', field('pattern', $._pattern), '=', field('value', $._term),
      'in', field('body', $._term),
      optional(seq('else', field('alternative', $._term))),
    )),

    new_term: ($) => prec.right(PREC.prefix, seq($._restriction, ';', field('body', $._term))),

    event_abort_term: ($) => seq('event_abort', field('event', $.identifier)),

    event_then_term: ($) => prec.right(PREC.prefix, seq(
      'event', field('event', $._function_application), optional($.new_argument), ';', field('body', $._term),
    )),

    insert_term: ($) => prec.right(PREC.prefix, seq(
      'insert', field('table', $.identifier), '(', optional($.term_list), ')', ';', field('body', $._term),
    )),

    get_term: ($) => prec.right(PREC.prefix, seq(
      'get', optional(field('options', $.options)),
      field('table', $.identifier), '(', optional($.pattern_list), ')',
      optional(seq('suchthat', field('condition', $._term))),
      'in', field('body', $._term),
      'else', field('alternative', $._term),
    )),

    diff_term: ($) => seq('diff', '[', field('left', $._term), ',', field('right', $._term), ']'),

    implies_term: ($) => prec(PREC.implies, seq(
      field('left', $._implies_operand), field('operator', '==>'), field('right', $._implies_operand),
    )),
    or_term: ($) => prec.right(PREC.or, seq(
      field('left', $._implies_operand), field('operator', '||'), field('right', $._implies_operand),
    )),
    and_term: ($) => prec.right(PREC.and, seq(
      field('left', $._implies_operand), field('operator', '&&'), field('right', $._implies_operand),
    )),
    equality_term: ($) => prec(PREC.equal, seq(
      field('left', $._equality_operand), field('operator', '='), field('right', $._equality_operand),
    )),
    // %nonassoc in parser.mly, but ocamlyacc's default reduction in the state after `M <> N`
    // drops the error: `M <> N <> P` is accepted as `(M <> N) <> P`.
    difference_term: ($) => prec.left(PREC.diff, seq(
      field('left', $._equality_operand), field('operator', '<>'), field('right', $._simple_term),
    )),

    exists_term: ($) => prec.right(PREC.prefix, seq('exists', $.typed_variable_list, ';', field('body', $._term))),

    independent_term: ($) => seq(field('left', $.identifier), 'independent-of', field('right', $.identifier)),

    // find conditions: defined(…) && M
    _find_condition: ($) => choice($.defined_condition, $._term, seq('(', $.defined_condition, ')')),
    defined_condition: ($) => seq(
      'defined', '(', commaSep1($._variable_reference), ')',
      optional(seq('&&', field('condition', $._term))),
    ),
    _variable_reference: ($) => choice($.identifier, $.array_access),

    find_indices: ($) => commaSep1($.find_index),
    find_index: ($) => seq(
      field('name', $.identifier),
      optional(seq('=', field('variable', $.identifier))),
      '<=', field('bound', $.identifier),
    ),

    // ------------------------------------------------------------------
    // Queries (parser.mly: queryseq, query)
    // ------------------------------------------------------------------

    query: ($) => choice(
      seq('secret', field('name', $.identifier), optional($.public_variables), optional(field('options', $.options))),
      seq(optional($.forall_binding), field('body', $._term), optional($.public_variables)),
    ),

    public_variables: ($) => seq('public_vars', commaSep1($.identifier)),

    // ------------------------------------------------------------------
    // Processes (parser.mly: process for .cv, oprocess for .ocv)
    // ------------------------------------------------------------------

    _process: ($) => choice(
      $.parenthesized_process,
      $.diff_process,
      $.call_process,
      $.replication_process,
      $.nil_process,
      $.new_process,
      $.if_process,
      $.find_process,
      $.insert_process,
      $.get_process,
      $.event_process,
      $.assign_process,
      $.let_process,
      $.input_process,
      $.output_process,
      $.oracle_definition,
      $.return_process,
      $.yield_process,
      $.event_abort_process,
      $.parallel_process,
      $.module_process,
    ),

    parenthesized_process: ($) => seq('(', $._process, ')'),

    diff_process: ($) => seq('diff', '[', field('left', $._process), ',', field('right', $._process), ']'),

    // .cv: P or P(M, …); .ocv: run P or run P(M, …) (each front end refuses the other's form:
    // queries/refused-*.scm)
    call_process: ($) => prec.right(seq(
      optional(field('run', 'run')),
      field('name', $.identifier),
      optional(seq('(', optional(field('arguments', $.term_list)), ')')),
    )),

    replication_process: ($) => prec(PREC.repl, seq($.replication, field('body', $._process))),

    replication: ($) => choice(
      seq('!', choice(
        field('bound', $.identifier),
        seq(field('index', $.identifier), '<=', field('bound', $.identifier)),
      )),
      seq('foreach', field('index', $.identifier), '<=', field('bound', $.identifier), 'do'),
    ),

    // parser.mly reads any INT here but refuses all but 0 ("The only integer in a process is 0")
    nil_process: ($) => alias(/0+/, $.integer),

    new_process: ($) => prec.right(PREC.prefix, seq($._restriction, optional(seq(';', field('body', $._process))))),

    if_process: ($) => prec.right(PREC.prefix, seq(
      'if', field('condition', $._find_condition),
      'then', field('consequence', $._process),
      optional(seq('else', field('alternative', $._process))),
    )),

    find_process: ($) => prec.right(PREC.prefix, seq(
      'find', optional(field('options', $.options)),
      sep1('orfind', $.find_branch_process),
      optional(seq('else', field('alternative', $._process))),
    )),
    find_branch_process: ($) => prec.right(PREC.prefix, seq(
      optional($.find_indices), 'suchthat', field('condition', $._find_condition),
      'then', field('consequence', $._process),
    )),

    insert_process: ($) => prec.right(PREC.prefix, seq(
      'insert', field('table', $.identifier), '(', optional($.term_list), ')',
      optional(seq(';', field('body', $._process))),
    )),

    get_process: ($) => prec.right(PREC.prefix, seq(
      'get', optional(field('options', $.options)),
      field('table', $.identifier), '(', optional($.pattern_list), ')',
      optional(seq('suchthat', field('condition', $._term))),
      'in', field('body', $._process),
      optional(seq('else', field('alternative', $._process))),
    )),

    event_process: ($) => prec.right(PREC.prefix, seq(
      'event', field('event', $._function_application), optional($.new_argument),
      optional(seq(';', field('body', $._process))),
    )),

    assign_process: ($) => prec.right(PREC.prefix, seq(
      field('pattern', $._basic_pattern), '<-', field('value', $._term),
      optional(seq(';', field('body', $._process))),
    )),

    let_process: ($) => prec.right(PREC.prefix, seq(
      'let', field('pattern', $._pattern), '=', field('value', $._term),
      optional(seq('in', field('body', $._process), optional(seq('else', field('alternative', $._process))))),
    )),

    input_process: ($) => prec.right(PREC.prefix, seq(
      'in', '(', field('channel', $.channel), ',', field('pattern', $._pattern), ')',
      optional(seq(';', field('body', $._process))),
    )),

    output_process: ($) => prec.right(PREC.prefix, seq(
      'out', '(', field('channel', $.channel), ',', field('value', $._term), ')',
      optional('}'),
      optional(seq(';', field('body', $._process))),
    )),

    channel: ($) => seq(field('name', $.identifier), optional(seq('[', optional($.identifier_list), ']'))),

    oracle_definition: ($) => prec.right(PREC.prefix, seq(
      field('name', $.identifier), '(', optional(field('parameters', $.pattern_list)), ')',
      ':=', field('body', $._process),
    )),

    return_process: ($) => prec.right(PREC.prefix, seq(
      'return', optional(seq('(', optional(field('value', $.term_list)), ')')),
      optional('}'),
      optional(seq(';', field('body', $._process))),
    )),

    yield_process: (_) => 'yield',

    event_abort_process: ($) => seq('event_abort', field('event', $.identifier)),

    parallel_process: ($) => prec.left(PREC.bar, seq(field('left', $._process), '|', field('right', $._process))),

    // implementation modules: Name [x > y] { … }
    module_process: ($) => prec.right(PREC.prefix, seq(
      field('name', $.identifier),
      optional(seq('[', commaSep1($.module_option), ']')),
      '{', field('body', $._process),
    )),
    module_option: ($) => seq($.identifier, choice('>', '<'), $.identifier),

    // ------------------------------------------------------------------
    // Equivalences (parser.mly: eqname, eqmember, fungroup, procasterm)
    // ------------------------------------------------------------------

    equivalence_name: ($) => seq('(', field('name', $.identifier), optional(seq('(', field('argument', $.identifier), ')')), ')'),

    equivalence_member: ($) => sep1('|', $.oracle_group_mode),

    oracle_group_mode: ($) => seq(
      choice($._oracle_group, $.restriction_group),
      optional(seq('[', field('mode', $.identifier), ']')),
    ),

    _oracle_group: ($) => choice($.oracle, $.replicated_group),

    oracle: ($) => seq(
      field('name', $.identifier),
      '(', optional(field('parameters', $.typed_variable_list)), ')',
      optional($.priority),
      ':=', field('body', $._oracle_body),
    ),

    replicated_group: ($) => seq($.replication, $._restrictions_then_groups),

    _restrictions_then_groups: ($) => choice(
      $._oracle_group,
      seq('(', sep1('|', $._oracle_group), ')'),
      $.restriction_group,
    ),

    restriction_group: ($) => seq($._restriction, optional(field('options', $.options)), ';', $._restrictions_then_groups),

    priority: ($) => choice(
      seq('[', $.identifier_list, ']', optional(seq('[', $.integer, ']'))),
      seq('[', $.integer, ']', optional(seq('[', $.identifier_list, ']'))),
    ),

    _oracle_body: ($) => choice(
      $.return_term,
      seq('(', $._oracle_body, ')'),
      $.if_body,
      $.find_body,
      $.assign_body,
      $.let_body,
      $.new_body,
      $.event_abort_term,
      $.insert_body,
      $.get_body,
    ),

    return_term: ($) => seq('return', '(', field('value', $._term), ')'),

    if_body: ($) => prec.right(PREC.prefix, seq(
      'if', field('condition', $._find_condition),
      'then', field('consequence', $._oracle_body),
      'else', field('alternative', $._oracle_body),
    )),

    find_body: ($) => prec.right(PREC.prefix, seq(
      'find', optional(field('options', $.options)),
      sep1('orfind', $.find_branch_body),
      'else', field('alternative', $._oracle_body),
    )),
    find_branch_body: ($) => seq(
      optional($.find_indices), 'suchthat', field('condition', $._find_condition),
      'then', field('consequence', $._oracle_body),
    ),

    assign_body: ($) => prec.right(PREC.prefix, seq(
      field('pattern', $._basic_pattern), '<-', field('value', $._term), ';', field('body', $._oracle_body),
    )),

    let_body: ($) => prec.right(PREC.prefix, seq(
      'let', field('pattern', $._pattern), '=', field('value', $._term),
      'in', field('body', $._oracle_body),
      optional(seq('else', field('alternative', $._oracle_body))),
    )),

    new_body: ($) => prec.right(PREC.prefix, seq($._restriction, ';', field('body', $._oracle_body))),

    insert_body: ($) => prec.right(PREC.prefix, seq(
      'insert', field('table', $.identifier), '(', optional($.term_list), ')', ';', field('body', $._oracle_body),
    )),

    get_body: ($) => prec.right(PREC.prefix, seq(
      'get', optional(field('options', $.options)),
      field('table', $.identifier), '(', optional($.pattern_list), ')',
      optional(seq('suchthat', field('condition', $._term))),
      'in', field('body', $._oracle_body),
      'else', field('alternative', $._oracle_body),
    )),

    // ------------------------------------------------------------------
    // Probabilities (parser.mly: probaf, oprobaf, commonprobaf)
    // ------------------------------------------------------------------

    _probability: ($) => choice(
      $.parenthesized_probability,
      $.unary_probability,
      $.binary_probability,
      $.power_probability,
      $.probability_application,
      $.time_probability,
      $.length_probability,
      $.optim_if_probability,
      $.count_probability,
      $.cardinal_probability,
      $.identifier,
      $.integer,
      $.float,
      $.maxlength_probability,
      $.eps_find,
      $.collision_probability,
    ),

    parenthesized_probability: ($) => seq('(', $._probability, ')'),
    unary_probability: ($) => prec(PREC.unary, seq('-', $._probability)),
    binary_probability: ($) => choice(
      prec.left(PREC.add, seq(field('left', $._probability), field('operator', choice('+', '-')), field('right', $._probability))),
      prec.left(PREC.mul, seq(field('left', $._probability), field('operator', choice('*', '/')), field('right', $._probability))),
    ),
    power_probability: ($) => prec(PREC.power, seq(field('base', $._probability), '^', optional('-'), field('exponent', $.integer))),

    probability_application: ($) => seq(
      field('function', choice($.identifier, 'max', 'min')),
      '(', field('arguments', $.probability_list), ')',
    ),
    probability_list: ($) => commaSep1($._probability),
    _probability_list_tail: ($) => seq(',', $.probability_list),

    time_probability: ($) => seq('time', optional(seq('(', $._time_argument, ')'))),
    _time_argument: ($) => choice(
      seq(field('function', $.identifier), optional($._probability_list_tail)),
      seq('let', field('function', $.identifier), optional($._probability_list_tail)),
      seq('=', field('type', $.identifier), optional($._probability_list_tail)),
      seq('(', optional($.identifier_list), ')', optional($._probability_list_tail)),
      seq('let', '(', optional($.identifier_list), ')', optional($._probability_list_tail)),
      'newChannel',
      'newOracle',
      seq('out', optional(seq('[', $.identifier_list, ']')), field('type', $.identifier), optional($._probability_list_tail)),
      seq('in', $.integer),
      '!', 'foreach', seq('[', $.integer, ']'), '&&', '||',
      seq('new', field('type', $.identifier)),
      seq('<-R', field('type', $.identifier)),
      'if',
      seq('find', $.integer),
    ),

    length_probability: ($) => seq(
      'length', '(',
      choice(field('function', $.identifier), seq('(', optional($.identifier_list), ')')),
      optional($._probability_list_tail),
      ')',
    ),

    optim_if_probability: ($) => prec.right(PREC.optim_if, seq(
      'optim-if', field('condition', $._optimization_condition),
      'then', field('consequence', $._probability),
      'else', field('alternative', $._probability),
    )),
    _optimization_condition: ($) => choice(
      seq('(', $._optimization_condition, ')'),
      $.is_cst_condition,
      $.comparison_condition,
      $.boolean_condition,
      $.function_condition,
    ),
    is_cst_condition: ($) => seq('is-cst', '(', $._probability, ')'),
    comparison_condition: ($) => seq(
      field('left', $._probability),
      field('operator', choice('=', '<=', '>=', '<', '>')),
      field('right', $._probability),
    ),
    boolean_condition: ($) => choice(
      prec.right(PREC.and, seq(field('left', $._optimization_condition), '&&', field('right', $._optimization_condition))),
      prec.right(PREC.or, seq(field('left', $._optimization_condition), '||', field('right', $._optimization_condition))),
    ),
    function_condition: ($) => seq(field('function', $.identifier), '(', $._optimization_condition, ')'),

    count_probability: ($) => choice(
      seq('#', field('oracle', $.identifier)),
      seq('#', '(', field('oracle', $.identifier), 'foreach', $.identifier_list, ')'),
    ),
    cardinal_probability: ($) => seq('|', field('type', $.identifier), '|'),
    maxlength_probability: ($) => seq('maxlength', '(', $._term, ')'),
    eps_find: (_) => 'eps_find',
    collision_probability: ($) => seq(choice('eps_rand', 'Pcoll1rand', 'Pcoll2rand'), '(', field('type', $.identifier), ')'),

    // ------------------------------------------------------------------
    // Proof scripts (parser.mly: proof, proofcommand)
    // ------------------------------------------------------------------

    proof_declaration: ($) => seq('proof', '{', sep1(';', $.proof_command), '}'),

    _proof_word: ($) => choice($.identifier, $.string),

    proof_command: ($) => choice(
      'interactive', 'help', '?', 'forget_old_games', 'restart',
      seq('undo', optional(choice('focus', $.integer, $._proof_word))),
      seq('tag', $._proof_word),
      seq('allowed_collisions', optional($.allowed_collisions)),
      seq('set', field('name', $.identifier), '=', field('value', choice($.identifier, $.integer))),
      'auto',
      seq('out_facts', $._proof_word, $.occurrence),
      seq('out_state', $._proof_word),
      seq('out_game', $._proof_word, optional('occ')),
      seq('out_equiv', $._proof_word, optional($._crypto_arguments)),
      seq('out_commands', $._proof_word),
      seq('show_facts', $.occurrence),
      'show_state',
      seq('show_game', optional('occ')),
      seq('show_equiv', optional($._crypto_arguments)),
      'show_commands',
      seq('success', optional(seq('simplify', optional($.collision_elimination)))),
      'quit',
      'start_from_other_end',
      seq('crypto', optional($._crypto_arguments)),
      'expand',
      'all_simplify',
      seq('global_dep_anal', $._proof_word, optional($.collision_elimination)),
      seq('SArename', choice('random', $._proof_word)),
      'merge_branches',
      seq('merge_arrays', sep1(',', repeat1($._proof_word))),
      seq(optional('assume'), 'replace', $.occurrence, $.string),
      seq('insert', $.occurrence, $.string),
      seq('insert_event', $._proof_word, $.occurrence),
      seq('simplify', optional($.collision_elimination)),
      seq('move', choice(
        'all', 'noarrayref', 'random', 'random_noarrayref', 'assign',
        seq('binder', repeat1($._proof_word)),
        seq('array', $._proof_word, optional(commaSep1($.string))),
        seq('up', repeat1($._proof_word), 'to', $.occurrence),
      )),
      seq('remove_assign', choice('useless', 'findcond', seq('binder', repeat1($._proof_word)))),
      seq('use_variable', repeat1($._proof_word)),
      seq('focus', commaSep1($.string)),
      seq('guess', choice(
        seq($._proof_word, optional(choice('no_test', seq('&&', 'above')))),
        seq($.occurrence, optional(seq('&&', 'above'))),
      )),
      seq('guess_branch', $.occurrence, optional('no_test')),
      seq('move_if_fun', choice(
        seq('level', $.integer),
        seq('to_term', optional(commaSep1($.occurrence))),
        commaSep1(choice($.occurrence, $.identifier)),
      )),
    ),

    _crypto_arguments: ($) => seq(
      field('equivalence', choice(seq($._proof_word, optional(seq('(', $._proof_word, ')'))), $.integer)),
      optional(seq('special', '(', optional($.special_arguments), ')')),
      optional($.transformation_information),
    ),

    transformation_information: ($) => choice(
      seq('*', optional('*')),
      seq('[', sep1(';', $.detailed_information), ']'),
      seq(repeat1($._proof_word), optional('.')),
    ),
    detailed_information: ($) => choice(
      seq('variables', ':', commaSep1(seq($._proof_word, '->', $._proof_word)), optional('.')),
      seq('terms', ':', commaSep1(seq($.occurrence, '->', $._proof_word)), optional('.')),
    ),

    collision_elimination: ($) => seq('coll_elim', '(', sep1(';', choice(
      seq(choice('variables', 'types'), ':', commaSep1($._proof_word)),
      seq('terms', ':', commaSep1($.occurrence)),
    )), ')'),

    occurrence: ($) => choice(
      $.integer,
      seq(choice('before', 'after'), $.string),
      seq(choice('before_nth', 'after_nth', 'at'), $.integer, $.string),
      seq('at_nth', $.integer, $.integer, $.string),
    ),

    allowed_collisions: ($) => choice(
      commaSep1($.collision_bound),
      $._proof_word,
    ),
    collision_bound: ($) => seq(
      choice(sep1('*', seq($._proof_word, optional(seq('^', $.integer)))), $.integer),
      '/', $._proof_word,
    ),

    // ------------------------------------------------------------------
    // Tokens (lexer.mll)
    // ------------------------------------------------------------------

    identifier: (_) => /[a-zA-Z][a-zA-Z0-9_']*/,
    integer: (_) => /[0-9]+/,
    float: (_) => choice(
      token(choice(/[0-9]+(\.[0-9]*)?[eE][+-]?[0-9]+/, /[0-9]+\.[0-9]+/)),
      'inf',
    ),
    string: (_) => token(seq('"', repeat(choice(/[^"\\]/, /\\[\\'"ntbr]/)), '"')),
  },
});
