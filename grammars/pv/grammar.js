/**
 * Tree-sitter grammar for ProVerif 2.05 input files.
 *
 * Written from the facts of ProVerif's typed front end (src/pitlexer.mll,
 * src/pitparser.mly); section comments name the yacc rules mirrored. The typed
 * language (`.pv`, `.pcv` after m4) is the target. The untyped pi calculus
 * (src/piparser.mly, `.pi`) and Horn clauses (src/parser.mly, `.horn`,
 * `.horntype`) are added as a superset: their declarations, `p:t` facts,
 * `n[...]` names, and a final `reduc`/`clauses` section instead of a process.
 * The pest grammars (pv.pest, pi.pest, horn.pest) are the exact acceptance check.
 *
 * Precedences follow pitparser.mly (low to high):
 *   ==> < | < || < && < = < <> < <= < >= < > < < < + - < * / < ! < unary - < ^
 * ProVerif's comparisons are non-associative; here they are left associative (a
 * superset), except that `=t` patterns stop before `=`, `&&` and `||` as in ProVerif.
 */

const PREC = {
  else: -1,
  open: 0, // terms and processes whose last part extends to the right
  implies: 1,
  bar: 1,
  or: 2,
  and: 3,
  // comparisons: see COMPARISON_PREC
  sum: 30,
  prefix_sum: 31,
  product: 32,
  replication: 33,
  unary: 34,
  power: 35,
  call: 40,
};

// pitparser.mly: %nonassoc EQUAL, DIFF, LEQ, GEQ, GREATER, LESS (low to high)
const COMPARISON_PREC = { '=': 10, '<>': 11, '<=': 12, '>=': 13, '>': 14, '<': 15 };

const commaSep1 = (rule) => seq(rule, repeat(seq(',', rule)));
const commaSep = (rule) => optional(commaSep1(rule));
const semiSep1 = (rule) => seq(rule, repeat(seq(';', rule)));

/**
 * One family of terms: `||`, `&&` (right associative), comparisons, then
 * `t + n`, `t - n`, `n + t`, then the atoms. ProVerif's comparisons are
 * non-associative; this tree-sitter grammar accepts chains of them (a superset:
 * the pest grammar rejects `a = b = c`).
 */
function termFamily(name, atom, comparisons, withMinus, implies, noLogic) {
  const r = {};
  const T = `_${name}`;
  r[T] = ($) => choice(
    atom($),
    alias($[`${name}_binary`], $.binary_term),
    alias($[`${name}_sum`], $.binary_term),
    alias($[`${name}_prefix_sum`], $.binary_term),
  );
  r[`${name}_binary`] = ($) => choice(
    ...(implies ? [
      prec.left(PREC.implies, seq(field('left', $[T]), field('operator', '==>'), field('right', $[T]))),
      // untyped pi calculus hypotheses: | and & (piparser.mly `hyp`)
      prec.right(PREC.or, seq(field('left', $[T]), field('operator', '|'), field('right', $[T]))),
      prec.right(PREC.and, seq(field('left', $[T]), field('operator', '&'), field('right', $[T]))),
    ] : []),
    ...(noLogic ? [] : [
      prec.right(PREC.or, seq(field('left', $[T]), field('operator', '||'), field('right', $[T]))),
      prec.right(PREC.and, seq(field('left', $[T]), field('operator', '&&'), field('right', $[T]))),
    ]),
    ...comparisons.map((op) => prec.left(COMPARISON_PREC[op],
      seq(field('left', $[T]), field('operator', op), field('right', $[T])))),
  );
  r[`${name}_sum`] = ($) => prec.left(PREC.sum, seq(
    field('left', $[T]),
    field('operator', withMinus ? choice('+', '-') : '+'),
    field('right', $.integer)));
  r[`${name}_prefix_sum`] = ($) => prec(PREC.prefix_sum, seq(
    field('left', $.integer), field('operator', '+'), field('right', $[T])));
  return r;
}

// pterm: || && = <> <= >= > < and + -
const PROCESS_CMP = ['=', '<>', '<=', '>=', '>', '<'];
// term (declarations): || && = <> and + -
const TERM_CMP = ['=', '<>'];
// gterm (queries): ==> above || && = <> <= >= > < and +
const QUERY_CMP = ['=', '<>', '<=', '>=', '>', '<'];

module.exports = grammar({
  name: 'pv',

  externals: ($) => [$.comment],

  extras: ($) => [/[ \t\f\r\n]/, $.comment],

  word: ($) => $.identifier,


  // Words reserved everywhere: the keywords that the typed (pitlexer.mll) and the untyped
  // (pilexer.mll) pi calculus front ends share. The other typed keywords (`type`, `table`,
  // `secret`, `or`, ...) stay contextual, since untyped and Horn files use them as names.
  reserved: {
    global: (_) => [
      'among', 'choice', 'clauses', 'diff', 'elimtrue', 'else', 'equation', 'event', 'fail',
      'free', 'fun', 'if', 'in', 'let', 'new', 'noninterf', 'not', 'nounif', 'otherwise', 'out',
      'param', 'phase', 'pred', 'process', 'putbegin', 'query', 'reduc', 'suchthat', 'sync',
      'then', 'weaksecret',
    ],
  },

  supertypes: ($) => [$._declaration, $._process, $._pattern],

  conflicts: ($) => [
    // `reduc` opens both a typed rewrite-rule declaration and the final Horn clauses of a .horn file
    [$._extended_equation, $._fact],
    // `query n [...]`: options of the typed query, or a name with bindings (untyped pi)
    [$._simple_query_term, $.query_name_application],
    // `nounif x:T; ...` (typed variables) or `nounif c:x; ...` (untyped fact, then bindings)
    [$._type, $._simple_format],
    // `query x:T; ...` / `query c:x; ...`, `elimtrue x:T; ...` / `elimtrue c:x, y.`,
    // `if x:T <- ...` / `if c:x ...`
    [$._type, $._simple_query_term],
    [$._type, $._simple_term],
    [$._type, $.simple_pattern],
    // `let x, y suchthat` (untyped) or `let x, y: T suchthat`
    [$.identifier_list, $.typed_variable_group],
    // `noninterf x, y.` (secrets) or `noninterf x, y: T; ...` (typed variables)
    [$.typed_variable_group, $.noninterf_secret],
  ],

  rules: {
    // all: lib PROCESS tprocess EOF | lib EQUIVALENCE tprocess tprocess EOF
    // .pv/.pcv/.pi end with a process; .horn with `reduc` clauses, .horntype with `clauses`.
    source_file: ($) => seq(
      repeat($._declaration),
      choice($.main_process, $.equivalence_process, $.horn_clauses, $.clauses_declaration),
    ),

    // .horn: REDUCTION reduc EOF (parser.mly); .horntype ends with CLAUSES treduc EOF,
    // which has the form of a clauses_declaration.
    horn_clauses: ($) => seq('reduc', semiSep1(field('body', alias($.horn_clause, $.clause))), '.'),
    horn_clause: ($) => seq(
      field('left', $._fact), repeat(seq('&', field('left', $._fact))),
      optional(seq(field('operator', choice('->', '<->', '<=>')), field('right', $._fact))),
    ),

    main_process: ($) => seq('process', field('body', $._process)),

    equivalence_process: ($) => seq(
      'equivalence',
      field('left', $._process),
      field('right', $._process),
    ),

    // ------------------------------------------------------------------
    // Lexical tokens (pitlexer.mll)
    // ------------------------------------------------------------------

    identifier: (_) => /[a-zA-Z][a-zA-Z0-9_']*/,
    integer: (_) => /[0-9]+/,
    // In a process, the only integer is 0 (the nil process), and phase and sync numbers are
    // positive: pitparser.mly / piparser.mly refuse the others while parsing.
    _zero: (_) => /0+/,
    _positive_integer: (_) => /0*[1-9][0-9]*/,
    float: (_) => token(/[0-9]+((\.[0-9]*)?[eE][+-]?[0-9]+|\.[0-9]+)/),
    projection: (_) => token(/[0-9]+-proj-[a-zA-Z0-9][a-zA-Z0-9_'\-]*/),
    string: (_) => token(seq('"', repeat(choice(/[^"\\]/, /\\[\\'"ntbr]/)), '"')),

    // ------------------------------------------------------------------
    // Declarations (lib)
    // ------------------------------------------------------------------

    _declaration: ($) => choice(
      $.type_declaration,
      $.fun_declaration,
      $.data_declaration,
      $.name_declaration,
      $.reduc_declaration,
      $.const_declaration,
      $.equation_declaration,
      $.event_declaration,
      $.predicate_declaration,
      $.table_declaration,
      $.process_definition,
      $.letfun_definition,
      $.set_declaration,
      $.nounif_declaration,
      $.query_declaration,
      $.noninterf_declaration,
      $.weaksecret_declaration,
      $.not_declaration,
      $.param_declaration,
      $.proba_declaration,
      $.letproba_definition,
      $.proof_declaration,
      $.implementation_declaration,
      $.elimtrue_declaration,
      $.channel_declaration,
      $.free_declaration,
      $.clauses_declaration,
      $.macro_definition,
      $.expand_declaration,
      $.lemma_declaration,
    ),

    // TYPE IDENT options DOT
    type_declaration: ($) => seq(
      'type', field('name', alias($.identifier, $.type_identifier)),
      optional(field('options', $.options)), '.',
    ),

    // FUN IDENT (typeidseq) : typeid [REDUCTION treducmayfail] options DOT
    fun_declaration: ($) => choice(
      seq(
        'fun', field('name', $.identifier),
        '(', optional(field('parameters', $.type_list)), ')',
        ':', field('type', $._type),
        optional(seq('reduc', field('body', $.fun_rewrite_rules))),
        optional(field('options', $.options)), '.',
      ),
      // untyped front ends: [private] fun f/n.
      seq(optional('private'), 'fun', field('name', $.identifier), '/', field('arity', $.integer), '.'),
    ),

    // .horntype: name n: T.
    name_declaration: ($) => seq('name', field('name', $.identifier), ':', field('type', $._type), '.'),

    // untyped front ends: data f/n.
    data_declaration: ($) => seq('data', field('name', $.identifier), '/', field('arity', $.integer), '.'),

    // REDUCTION treduc options DOT
    reduc_declaration: ($) => seq(
      optional('private'), 'reduc', field('body', $.rewrite_rules), optional(field('options', $.options)), '.',
    ),

    // CONST neidentseq : typeid options DOT
    const_declaration: ($) => seq(
      'const', field('name', $.identifier_list), ':', field('type', $._type),
      optional(field('options', $.options)), '.',
    ),

    // EQUATION eqlist options DOT
    equation_declaration: ($) => seq(
      'equation', optional(field('options', $.options)), field('body', $.rewrite_rules),
      optional(field('options', $.options)), '.',
    ),

    // EVENT IDENT [(typeidseq)] DOT
    event_declaration: ($) => seq(
      'event', field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.type_list)), ')')), '.',
    ),

    // PREDICATE IDENT [(typeidseq)] options DOT
    predicate_declaration: ($) => seq(
      'pred', field('name', $.identifier),
      choice(
        seq(optional(seq('(', optional(field('parameters', $.type_list)), ')')),
          optional(field('options', $.options))),
        // untyped front ends: pred p/n [options].
        seq('/', field('arity', $.integer), optional(field('options', $.identifier_list))),
      ),
      '.',
    ),

    // TABLE IDENT (typeidseq) DOT
    table_declaration: ($) => seq(
      'table', field('name', $.identifier), '(', optional(field('parameters', $.type_list)), ')', '.',
    ),

    // LET IDENT [(mayfailvartypeseq)] = tprocess DOT
    process_definition: ($) => seq(
      'let', field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.parameter_list)), ')')),
      '=', field('body', $._process), '.',
    ),

    // LETFUN IDENT [(mayfailvartypeseq)] = pterm DOT
    letfun_definition: ($) => seq(
      'letfun', field('name', $.identifier),
      optional(seq('(', optional(field('parameters', $.parameter_list)), ')')),
      '=', field('body', $._process_term), '.',
    ),

    // SET IDENT = IDENT | STRING | INT DOT
    set_declaration: ($) => seq(
      'set', field('name', $.identifier), '=',
      field('value', choice($.identifier, $.string, $.integer)), '.',
    ),

    // NOUNIF / SELECT [nevartype ;] tfnebindingseq nounif_value options DOT
    nounif_declaration: ($) => seq(
      field('kind', choice('nounif', 'noselect', 'select')),
      optional(seq(field('variables', $.typed_variables), ';')),
      field('body', $.nounif_fact),
      optional(field('weight', $.nounif_weight)),
      optional(seq(';', semiSep1($.format_binding))),
      optional(field('options', $.options)), '.',
    ),

    // QUERY [nevartype ;] tqueryseq options DOT
    query_declaration: ($) => seq(
      'query', $._query_head, optional(field('options', $.options)), '.',
    ),
    _query_head: ($) => choice(
      seq(field('variables', $.typed_variables), ';', semiSep1(field('body', $._query))),
      semiSep1(field('body', $._query)),
    ),

    // NONINTERF [nevartype ;] niseq DOT
    noninterf_declaration: ($) => seq(
      'noninterf',
      optional(seq(field('variables', $.typed_variables), ';')),
      commaSep1(field('secret', $.noninterf_secret)), '.',
    ),

    // WEAKSECRET IDENT DOT
    weaksecret_declaration: ($) => seq('weaksecret', field('name', $.identifier), '.'),

    // NOT [nevartype ;] gterm DOT
    not_declaration: ($) => seq(
      'not', optional(seq(field('variables', $.typed_variables), ';')),
      field('body', $._query_term),
      optional(field('phase', $.phase)), optional(seq(';', semiSep1($.name_binding))), '.',
    ),

    // PARAM neidentseq options DOT
    param_declaration: ($) => choice(
      seq('param', field('name', $.identifier_list), optional(field('options', $.options)), '.'),
      // untyped front ends: param name = value.
      seq('param', field('name', $.identifier), '=', field('value', choice($.identifier, $.string, $.integer)), '.'),
    ),

    // PROBA IDENT probaargs options DOT
    proba_declaration: ($) => seq(
      'proba', field('name', $.identifier),
      optional(seq('(', commaSep(field('parameter', $.dimension)), ')')),
      optional(field('options', $.options)), '.',
    ),

    // LETPROBA IDENT letprobaargs = probaf DOT
    letproba_definition: ($) => seq(
      'letproba', field('name', $.identifier),
      optional(seq('(', commaSep(field('parameter', $.probability_parameter)), ')')),
      '=', field('body', $._probability), '.',
    ),

    // PROOF { proof }
    proof_declaration: ($) => seq('proof', '{', semiSep1($.proof_command), '}'),

    // IMPLEMENTATION impllist DOT
    implementation_declaration: ($) => seq(
      'implementation', semiSep1($.implementation_annotation), '.',
    ),

    // ELIMTRUE [nemayfailvartypeseq ;] term DOT
    elimtrue_declaration: ($) => seq(
      'elimtrue', optional(seq(field('variables', $.parameter_list), ';')),
      field('body', $._fact), optional(field('may_fail', $.may_fail_condition)), '.',
    ),

    // CHANNEL neidentseq DOT
    channel_declaration: ($) => seq('channel', field('name', $.identifier_list), '.'),

    // FREE neidentseq : typeid options DOT
    free_declaration: ($) => seq(
      optional('private'), 'free', field('name', $.identifier_list),
      optional(seq(':', field('type', $._type), optional(field('options', $.options)))), '.',
    ),

    // CLAUSES tclauses
    clauses_declaration: ($) => seq('clauses', semiSep1(field('body', $.clause)), '.'),

    // DEFINE IDENT (typeidseq) { lib }
    macro_definition: ($) => seq(
      'def', field('name', $.identifier),
      '(', optional(field('parameters', $.type_list)), ')',
      '{', repeat(field('body', $._declaration)), '}',
    ),

    // EXPAND IDENT (typeidseq) DOT
    expand_declaration: ($) => seq(
      'expand', field('name', $.identifier),
      '(', optional(field('arguments', $.type_list)), ')', '.',
    ),

    // lemma [nevartype ;] tlemmaseq options DOT
    lemma_declaration: ($) => seq(
      field('kind', choice('lemma', 'axiom', 'restriction')),
      optional(seq(field('variables', $.typed_variables), ';')),
      semiSep1(field('body', $.lemma)),
      optional(field('options', $.options)), '.',
    ),

    // ------------------------------------------------------------------
    // Names, types, options
    // ------------------------------------------------------------------

    identifier_list: ($) => commaSep1($.identifier),

    // typeid: IDENT | CHANNEL
    _type: ($) => choice(alias($.identifier, $.type_identifier), alias('channel', $.type_identifier)),

    type_list: ($) => commaSep1(field('type', $._type)),

    // options: [ singleoption, ... ]
    options: ($) => seq('[', commaSep1($.option), ']'),
    option: ($) => seq(
      field('name', $.identifier),
      optional(seq('=', field('value', choice($.identifier, seq('{', $.identifier_list, '}'))))),
    ),

    // nevartype: x, y: T, z: U
    typed_variables: ($) => commaSep1($.typed_variable_group),
    typed_variable_group: ($) => seq(
      commaSep1(field('name', $.identifier)), ':', field('type', $._type),
    ),

    // nemayfailvartypeseq: x, y: T or fail, z: U
    parameter_list: ($) => commaSep1($.parameter),
    parameter: ($) => seq(
      commaSep1(field('name', $.identifier)), ':', field('type', $._type),
      optional(field('may_fail', $.may_fail)),
    ),
    may_fail: (_) => seq('or', 'fail'),

    // newarg
    name_arguments: ($) => seq('[', optional($.identifier_list), ']'),

    // ------------------------------------------------------------------
    // Rewrite rules, equations, clauses
    // ------------------------------------------------------------------

    // treduc / eqlist
    rewrite_rules: ($) => seq($.rewrite_rule, repeat(seq(choice(';', 'otherwise'), $.rewrite_rule))),
    rewrite_rule: ($) => seq(
      optional(seq('forall', field('variables', $.typed_variables), ';')),
      field('body', $._extended_equation),
      optional(field('may_fail', $.may_fail_condition)),
    ),
    // untyped front ends: where x, y can fail
    may_fail_condition: ($) => seq('where', $.identifier_list, 'can', 'fail'),

    // treducmayfail
    fun_rewrite_rules: ($) => seq($.fun_rewrite_rule, repeat(seq('otherwise', $.fun_rewrite_rule))),
    fun_rewrite_rule: ($) => seq(
      optional(seq('forall', field('variables', $.parameter_list), ';')),
      field('body', $._extended_equation),
    ),

    // extended_equation
    _extended_equation: ($) => choice($.equation_let, $._term),
    equation_let: ($) => choice(
      seq('let', field('name', $.identifier), '=', field('value', $._term), 'in',
        field('body', $._extended_equation)),
      seq(field('name', $.identifier), '<-', field('value', $._term), ';',
        field('body', $._extended_equation)),
    ),

    // tclause
    clause: ($) => seq(
      optional(seq('forall', field('variables', $.parameter_list), ';')),
      field('left', $._fact), repeat(seq('&', field('left', $._fact))),
      optional(seq(field('operator', choice('->', '<->', '<=>')), field('right', $._fact))),
      optional(field('may_fail', $.may_fail_condition)),
    ),
    // a term, or an untyped fact p:t1,...,tn
    _fact: ($) => choice($._term, $.colon_fact),
    colon_fact: ($) => prec.dynamic(-1, prec.right(seq(field('predicate', $.identifier), ':', optional(field('arguments', $.term_list))))),

    // ------------------------------------------------------------------
    // Terms of declarations (term)
    // ------------------------------------------------------------------

    ...termFamily('term', ($) => $._simple_term, TERM_CMP, true),

    _simple_term: ($) => choice(
      $.fail,
      $.function_application,
      $.projection_application,
      $.choice_term,
      $.not_term,
      $.tuple,
      $.name_application,
      $.identifier,
      $.integer,
    ),
    fail: (_) => 'fail',
    // Horn clauses: n[t1, ..., tn]
    name_application: ($) => prec(-1, seq(field('name', $.identifier), '[', optional(field('arguments', $.term_list)), ']')),
    function_application: ($) => seq(
      field('function', $.identifier), '(', optional(field('arguments', $.term_list)), ')',
    ),
    projection_application: ($) => seq(field('function', $.projection), '(', field('argument', $._term), ')'),
    choice_term: ($) => seq(choice('choice', 'diff'), '[', field('left', $._term), ',', field('right', $._term), ']'),
    not_term: ($) => seq('not', '(', field('argument', $._term), ')'),
    tuple: ($) => seq('(', optional(field('elements', $.term_list)), ')'),
    term_list: ($) => prec.right(commaSep1($._term)),

    // ------------------------------------------------------------------
    // Queries, lemmas (gterm)
    // ------------------------------------------------------------------

    // tquery
    _query: ($) => choice($.secret_query, $.putbegin_query, $.query),
    query: ($) => seq(field('body', $._query_term), optional(field('public_vars', $.public_variables))),
    secret_query: ($) => prec.right(seq(
      'secret', field('name', $.identifier),
      optional(field('public_vars', $.public_variables)), optional(field('options', $.options)),
    )),
    putbegin_query: ($) => seq('putbegin', choice('event', 'inj-event', $.identifier), ':', field('name', $.identifier_list)),
    public_variables: ($) => seq('public_vars', $.identifier_list),

    // tlemmaseq element
    lemma: ($) => seq(
      field('body', $._query_term),
      optional(choice(
        seq('for', '{', 'public_vars', field('public_vars', $.identifier_list), '}'),
        seq('for', '{', 'secret', field('secret', $.identifier),
          optional(field('public_vars', $.public_variables)), '[', field('mode', $.identifier), ']', '}'),
      )),
    ),

    // niseq element
    noninterf_secret: ($) => seq(
      field('name', $.identifier),
      optional(seq('among', '(', field('values', $.term_list), ')')),
    ),

    // gterm: ==> is the weakest, non-associative
    ...termFamily('query_term', ($) => $._simple_query_term, QUERY_CMP, false, true),

    _simple_query_term: ($) => choice(
      $.identifier,
      $.integer,
      $.fact,
      alias($.query_colon_fact, $.colon_fact),
      alias($.query_name_application, $.name_application),
      $.event_fact,
      $.table_fact,
      alias($.query_choice, $.choice_term),
      alias($.query_not, $.not_term),
      alias($.query_tuple, $.tuple),
      $.name_term,
      alias($.query_let, $.let_term),
    ),
    // IDENT (gtermseq) [phase n] [@ i]
    fact: ($) => prec.right(seq(
      field('predicate', $.identifier), '(', optional(field('arguments', $.query_term_list)), ')',
      optional(field('phase', $.phase)), optional(field('time', $.time_variable)),
    )),
    // event(...) / inj-event(...)
    event_fact: ($) => seq(
      field('kind', choice('event', 'inj-event')), '(', optional(field('arguments', $.query_term_list)), ')',
      optional(field('time', $.time_variable)),
    ),
    // table(...) [phase n] [@ i]
    table_fact: ($) => prec.right(seq(
      'table', '(', field('argument', $._query_term), ')',
      optional(field('phase', $.phase)), optional(field('time', $.time_variable)),
    )),
    phase: ($) => seq('phase', $.integer),
    // untyped front ends: p:t1,...,tn [phase n], and names n[x = t; ...]
    // (piparser.mly gfact: IDENT `:` gtermseq, whose gterms have no operators: the arguments end
    // before `==>`, `|`, `&`, `=`, `<>`)
    query_colon_fact: ($) => prec.dynamic(-1, prec.right(seq(
      field('predicate', $.identifier), ':', optional(field('arguments', alias($.query_colon_arguments, $.query_term_list))),
      optional(field('phase', $.phase)),
    ))),
    query_name_application: ($) => seq(
      field('name', $.identifier), '[', optional(choice($.name_bindings, field('arguments', $.query_term_list))), ']',
    ),
    query_colon_arguments: ($) => prec.right(commaSep1($._simple_query_term)),
    time_variable: ($) => seq('@', field('name', $.identifier)),
    query_choice: ($) => seq(choice('choice', 'diff'), '[', field('left', $._query_term), ',', field('right', $._query_term), ']'),
    query_not: ($) => seq('not', '(', field('argument', $._query_term), ')'),
    query_tuple: ($) => seq('(', optional(field('elements', $.query_term_list)), ')'),
    // new IDENT [bindings]
    name_term: ($) => prec.right(seq('new', field('name', $.identifier), optional(seq('[', optional($.name_bindings), ']')))),
    name_bindings: ($) => semiSep1($.name_binding),
    name_binding: ($) => prec(PREC.call, seq(choice(seq('!', $.integer), field('name', $.identifier)), '=', field('value', $._query_term))),
    query_let: ($) => prec.right(PREC.open, choice(
      seq('let', field('name', $.identifier), '=', field('value', $._query_term), optional(seq('in', field('body', $._query_term)))),
      seq(field('name', $.identifier), '<-', field('value', $._query_term), ';', field('body', $._query_term)),
    )),
    query_term_list: ($) => prec.right(commaSep1($._query_term)),

    // ------------------------------------------------------------------
    // nounif / select (tfnebindingseq, gformat)
    // ------------------------------------------------------------------

    nounif_fact: ($) => choice(
      seq('let', field('name', $.identifier), '=', field('value', $._format), 'in', field('body', $.nounif_fact)),
      seq(field('name', $.identifier), '<-', field('value', $._format), ';', field('body', $.nounif_fact)),
      seq(field('predicate', choice($.identifier, 'table', 'event')), '(', optional(field('arguments', $.format_list)), ')',
        optional(field('phase', $.phase))),
      field('predicate', $.identifier),
      // untyped front ends: p:formats [phase n]
      seq(field('predicate', $.identifier), ':', optional(field('arguments', $.format_list)),
        optional(field('phase', $.phase))),
    ),
    nounif_weight: ($) => seq('/', optional('-'), $.integer),

    _format: ($) => choice(
      $._simple_format,
      alias($.format_sum, $.binary_term),
      alias($.format_prefix_sum, $.binary_term),
    ),
    format_sum: ($) => prec.left(PREC.sum, seq(field('left', $._format), field('operator', '+'), field('right', $.integer))),
    format_prefix_sum: ($) => prec(PREC.prefix_sum, seq(field('left', $.integer), field('operator', '+'), field('right', $._format))),
    _simple_format: ($) => choice(
      alias($.format_application, $.function_application),
      alias($.format_choice, $.choice_term),
      alias($.format_tuple, $.tuple),
      alias($.format_name, $.name_term),
      // untyped front ends: names n[x = f; ...] (piparser.mly gformat: IDENT [fbindingseq]) and
      // n[f1, ..., fn] (parser.mly format, .horn: IDENT [formatseq])
      alias($.format_name_application, $.name_application),
      $.any_format,
      alias($.format_let, $.let_term),
      $.identifier,
      $.integer,
    ),
    format_application: ($) => seq(field('function', $.identifier), '(', optional(field('arguments', $.format_list)), ')'),
    format_choice: ($) => seq(choice('choice', 'diff'), '[', field('left', $._format), ',', field('right', $._format), ']'),
    format_tuple: ($) => seq('(', optional(field('elements', $.format_list)), ')'),
    format_name: ($) => prec.right(seq('new', field('name', $.identifier), optional(seq('[', optional($.format_bindings), ']')))),
    format_name_application: ($) => prec(1, seq(
      field('name', $.identifier), '[', optional(choice($.format_bindings, field('arguments', $.format_list))), ']',
    )),
    format_bindings: ($) => semiSep1($.format_binding),
    format_binding: ($) => seq(choice(seq('!', $.integer), field('name', $.identifier)), '=', field('value', $._format)),
    any_format: ($) => seq('*', field('name', $.identifier)),
    format_let: ($) => prec.right(PREC.open, choice(
      seq('let', field('name', $.identifier), '=', field('value', $._format), 'in', field('body', $._format)),
      seq(field('name', $.identifier), '<-', field('value', $._format), ';', field('body', $._format)),
    )),
    format_list: ($) => prec.right(commaSep1($._format)),

    // ------------------------------------------------------------------
    // Processes (tprocess)
    // ------------------------------------------------------------------

    _process: ($) => choice(
      $.parallel_process,
      $.parenthesized_process,
      $.replication,
      $.nil_process,
      $.restriction,
      $.conditional,
      $.input,
      $.output,
      $.let_process,
      $.let_filter_process,
      $.insert_process,
      $.get_process,
      $.event_process,
      $.phase_process,
      $.sync_process,
      $.implementation_block,
      $.process_call,
    ),

    // tprocess BAR tprocess
    parallel_process: ($) => prec.right(PREC.bar, seq(field('left', $._process), '|', field('right', $._process))),

    parenthesized_process: ($) => seq('(', field('body', $._process), ')'),

    // REPL tprocess | REPL IDENT <= IDENT tprocess | FOREACH IDENT <= IDENT DO tprocess
    replication: ($) => prec(PREC.replication, choice(
      seq('!', field('body', $._process)),
      seq('!', field('index', $.identifier), '<=', field('bound', $.identifier), field('body', $._process)),
      seq('foreach', field('index', $.identifier), '<=', field('bound', $.identifier), 'do', field('body', $._process)),
    )),

    // INT | YIELD
    nil_process: ($) => choice(alias($._zero, $.integer), 'yield'),

    _continuation: ($) => seq(';', field('body', $._process)),
    else_branch: ($) => seq('else', field('body', $._process)),

    // NEW IDENT newarg : typeid opttprocess | IDENT <-R typeid opttprocess
    restriction: ($) => prec.right(PREC.open, seq(
      choice(
        seq('new', field('name', $.identifier), optional(field('arguments', $.name_arguments)), ':',
          field('type', $._type)),
        seq(field('name', $.identifier), '<-R', field('type', $._type)),
        // untyped pi calculus: new a
        seq('new', field('name', $.identifier)),
      ),
      optional($._continuation),
    )),

    // IF pterm THEN tprocess optelseprocess
    conditional: ($) => prec.right(PREC.open, seq(
      'if', field('condition', $._condition), 'then', field('consequence', $._process),
      optional(field('alternative', $.else_branch)),
    )),

    // IN (pterm, tpattern) options opttprocess
    input: ($) => prec.right(PREC.open, seq(
      'in', '(', field('channel', $._process_term), ',', field('pattern', $._pattern), ')',
      optional(field('options', $.options)), optional($._continuation),
    )),

    // OUT (pterm, pterm) progend opttprocess
    output: ($) => prec.right(PREC.open, seq(
      'out', '(', field('channel', $._process_term), ',', field('message', $._process_term), ')',
      optional('}'), optional($._continuation),
    )),

    // LET tpattern = pterm [IN tprocess optelseprocess] | basicpattern <- pterm opttprocess
    let_process: ($) => prec.right(PREC.open, choice(
      seq('let', field('pattern', $._pattern), '=', field('value', $._process_term),
        optional(seq('in', field('body', $._process), optional(field('alternative', $.else_branch))))),
      seq(field('pattern', $.simple_pattern), '<-', field('value', $._process_term), optional($._continuation)),
    )),

    // LET nevartype SUCHTHAT pterm options [IN tprocess optelseprocess]
    let_filter_process: ($) => prec.right(PREC.open, seq(
      'let', field('variables', choice($.typed_variables, $.identifier_list)), 'suchthat',
      field('condition', $._condition),
      optional(field('options', $.options)),
      optional(seq('in', field('body', $._process), optional(field('alternative', $.else_branch)))),
    )),

    // INSERT IDENT (ptermseq) opttprocess
    insert_process: ($) => prec.right(PREC.open, seq(
      'insert', field('table', $.identifier), '(', optional(field('arguments', $.process_term_list)), ')',
      optional($._continuation),
    )),

    // GET IDENT (tpatternseq) optsuchthat options optinprocess optelseprocess
    get_process: ($) => prec.right(PREC.open, seq(
      'get', field('table', $.identifier), '(', optional(field('patterns', $.pattern_list)), ')',
      optional(seq('suchthat', field('condition', $._process_term))),
      optional(field('options', $.options)),
      optional(seq('in', field('body', $._process))),
      optional(field('alternative', $.else_branch)),
    )),

    // EVENT IDENT [(ptermseq)] newarg opttprocess
    event_process: ($) => prec.right(PREC.open, seq(
      'event', field('name', $.identifier),
      optional(seq('(', optional(field('arguments', $.process_term_list)), ')')),
      optional(field('environment', $.name_arguments)),
      optional($._continuation),
    )),

    // PHASE INT opttprocess
    phase_process: ($) => prec.right(PREC.open, seq('phase', field('phase', alias($._positive_integer, $.integer)), optional($._continuation))),

    // BARRIER INT [[IDENT]] opttprocess
    sync_process: ($) => prec.right(PREC.open, seq(
      'sync', field('number', alias($._positive_integer, $.integer)), optional(seq('[', field('tag', $.identifier), ']')),
      optional($._continuation),
    )),

    // progbegin tprocess (CryptoVerif implementation annotation)
    implementation_block: ($) => prec.right(PREC.open, seq(
      field('name', $.identifier),
      optional(seq('[', commaSep1($.program_option), ']')),
      '{', field('body', $._process),
    )),
    program_option: ($) => seq($.identifier, choice('>', '<'), $.identifier),

    // IDENT syncopt | IDENT (ptermseq) syncopt
    process_call: ($) => prec.right(seq(
      field('name', $.identifier),
      optional(seq('(', optional(field('arguments', $.process_term_list)), ')')),
      optional(field('sync', $.sync_option)),
    )),
    sync_option: ($) => seq('[', 'sync', ':', $.identifier, $.identifier, $.identifier, ']'),

    // ------------------------------------------------------------------
    // Patterns (tpattern)
    // ------------------------------------------------------------------

    // basicpattern
    simple_pattern: ($) => seq(
      field('name', choice($.identifier, alias('_', $.wildcard))),
      optional(seq(':', field('type', $._type))),
    ),

    _pattern: ($) => choice(
      $.simple_pattern,
      $.tuple_pattern,
      $.constructor_pattern,
      $.choice_pattern,
      $.equality_pattern,
      $.integer,
      alias($.pattern_sum, $.sum_pattern),
      alias($.pattern_prefix_sum, $.sum_pattern),
    ),
    tuple_pattern: ($) => seq('(', optional(field('elements', $.pattern_list)), ')'),
    constructor_pattern: ($) => seq(
      field('function', $.identifier), '(', optional(field('arguments', $.pattern_list)), ')',
    ),
    choice_pattern: ($) => seq(
      choice('choice', 'diff'), '[', field('left', $._pattern), ',', field('right', $._pattern), ']',
      optional(seq(':', field('type', $._type))),
    ),
    // EQUAL pterm: %prec EQUAL, so the term stops before "=", "&&" and "||"
    equality_pattern: ($) => seq('=', field('value', $._pattern_term)),
    ...termFamily('pattern_term', ($) => $._simple_process_term, PROCESS_CMP.slice(1), true, false, true),
    pattern_sum: ($) => prec.left(PREC.sum, seq(field('left', $._pattern), '+', field('right', $.integer))),
    pattern_prefix_sum: ($) => prec(PREC.prefix_sum, seq(field('left', $.integer), '+', field('right', $._pattern))),
    pattern_list: ($) => commaSep1($._pattern),

    // ------------------------------------------------------------------
    // Terms of processes (pterm)
    // ------------------------------------------------------------------

    ...termFamily('process_term', ($) => $._simple_process_term, PROCESS_CMP, true),

    _simple_process_term: ($) => choice(
      alias($.process_application, $.function_application),
      alias($.process_choice, $.choice_term),
      alias($.process_not, $.not_term),
      alias($.process_tuple, $.tuple),
      $.new_term,
      $.if_term,
      $.let_term,
      $.event_term,
      $.insert_term,
      $.get_term,
      $.identifier,
      $.integer,
    ),
    process_application: ($) => prec(PREC.call, seq(
      field('function', $.identifier), '(', optional(field('arguments', $.process_term_list)), ')',
    )),
    process_choice: ($) => seq(
      choice('choice', 'diff'), '[', field('left', $._process_term), ',', field('right', $._process_term), ']',
    ),
    process_not: ($) => seq('not', '(', field('argument', $._process_term), ')'),
    process_tuple: ($) => seq('(', optional(field('elements', $.process_term_list)), ')'),
    new_term: ($) => prec.right(PREC.open, seq(
      choice(
        seq('new', field('name', $.identifier), optional(field('arguments', $.name_arguments)), ':'),
        seq(field('name', $.identifier), '<-R'),
      ),
      field('type', $._type), ';', field('body', $._process_term),
    )),
    if_term: ($) => prec.right(PREC.open, seq(
      'if', field('condition', $._process_term), 'then', field('consequence', $._process_term),
      optional(seq('else', field('alternative', $._process_term))),
    )),
    let_term: ($) => prec.right(PREC.open, choice(
      seq('let', field('pattern', $._pattern), '=', field('value', $._process_term),
        'in', field('body', $._process_term), optional(seq('else', field('alternative', $._process_term)))),
      seq('let', field('variables', $.typed_variables), 'suchthat', field('condition', $._process_term),
        'in', field('body', $._process_term), optional(seq('else', field('alternative', $._process_term)))),
      seq(field('pattern', $.simple_pattern), '<-', field('value', $._process_term), ';', field('body', $._process_term)),
    )),
    event_term: ($) => prec.right(PREC.open, seq(
      'event', field('name', $.identifier),
      optional(seq('(', optional(field('arguments', $.process_term_list)), ')')),
      optional(field('environment', $.name_arguments)), ';', field('body', $._process_term),
    )),
    insert_term: ($) => prec.right(PREC.open, seq(
      'insert', field('table', $.identifier), '(', optional(field('arguments', $.process_term_list)), ')',
      ';', field('body', $._process_term),
    )),
    get_term: ($) => prec.right(PREC.open, seq(
      'get', field('table', $.identifier), '(', optional(field('patterns', $.pattern_list)), ')',
      optional(seq('suchthat', field('condition', $._process_term))),
      optional(field('options', $.options)),
      'in', field('body', $._process_term), optional(seq('else', field('alternative', $._process_term))),
    )),
    process_term_list: ($) => prec.right(commaSep1($._process_term)),
    // a term, or an untyped fact p:t1,...,tn (untyped pi calculus)
    _condition: ($) => choice($._process_term, alias($.process_colon_fact, $.colon_fact)),
    process_colon_fact: ($) => prec.dynamic(-1, prec.right(seq(
      field('predicate', $.identifier), ':', optional(field('arguments', $.process_term_list)),
    ))),

    // ------------------------------------------------------------------
    // CryptoVerif compatibility: probabilities, proofs, implementation
    // ------------------------------------------------------------------

    // dim
    dimension: ($) => seq($._dimension_factor, repeat(seq(choice('*', '/'), $._dimension_factor))),
    _dimension_factor: ($) => seq($.identifier, optional(seq('^', optional('-'), $.integer))),
    // vardim
    probability_parameter: ($) => seq(field('name', $.identifier_list), ':', field('dimension', $.dimension)),

    // probaf
    _probability: ($) => choice(
      $._simple_probability,
      $.binary_probability,
      $.unary_probability,
      $.power_probability,
      $.optim_if,
    ),
    binary_probability: ($) => choice(
      prec.left(PREC.sum, seq(field('left', $._probability), field('operator', choice('+', '-')), field('right', $._probability))),
      prec.left(PREC.product, seq(field('left', $._probability), field('operator', choice('*', '/')), field('right', $._probability))),
    ),
    unary_probability: ($) => prec(PREC.unary, seq('-', field('argument', $._probability))),
    power_probability: ($) => prec.left(PREC.power, seq(field('base', $._probability), '^', optional('-'), field('exponent', $.integer))),
    optim_if: ($) => prec.right(PREC.else, seq(
      'optim-if', field('condition', $._probability_condition), 'then', field('consequence', $._probability),
      'else', field('alternative', $._probability),
    )),
    _simple_probability: ($) => choice(
      alias($.probability_tuple, $.tuple),
      alias($.probability_application, $.function_application),
      $.time_application,
      $.identifier,
      $.count,
      $.length,
      $.integer,
      $.float,
    ),
    probability_tuple: ($) => seq('(', commaSep1($._probability), ')'),
    probability_application: ($) => seq(field('function', $.identifier), '(', commaSep1($._probability), ')'),
    time_application: ($) => seq(field('function', $.identifier), '(', choice(
      seq('let', $.identifier, optional(seq(',', commaSep1($._probability)))),
      seq('=', $.identifier, optional(seq(',', commaSep1($._probability)))),
      seq('let', '(', optional($.identifier_list), ')', optional(seq(',', commaSep1($._probability)))),
      seq('out', $.identifier, optional(seq(',', commaSep1($._probability)))),
      seq('out', '[', $.identifier_list, ']', $.identifier, optional(seq(',', commaSep1($._probability)))),
      seq('in', $.integer),
      '!', 'foreach', seq('[', $.integer, ']'), '&&', '||',
      seq('new', $.identifier), seq('<-R', $.identifier), 'if',
      seq($.identifier, $.integer),
    ), ')'),
    count: ($) => seq('#', $.identifier),
    length: ($) => seq('|', $.identifier, '|'),
    _probability_condition: ($) => choice(
      $.probability_comparison,
      alias($.probability_condition_binary, $.binary_term),
      seq('is-cst', '(', $._probability, ')'),
      seq($.identifier, '(', $._probability_condition, ')'),
      seq('(', $._probability_condition, ')'),
    ),
    probability_comparison: ($) => seq($._probability, choice('=', '<=', '>=', '<', '>'), $._probability),
    probability_condition_binary: ($) => choice(
      prec.right(PREC.or, seq($._probability_condition, '||', $._probability_condition)),
      prec.right(PREC.and, seq($._probability_condition, '&&', $._probability_condition)),
    ),

    // proofcommand: prooftoken+
    proof_command: ($) => repeat1(choice(
      $.identifier, $.string, $.integer, '*', '.', 'set', 'insert', '=', ',', '(', ')',
    )),

    // impl
    implementation_annotation: ($) => choice(
      seq('type', field('name', $.identifier), '=', choice($.integer, $.string),
        optional(seq('[', semiSep1($.implementation_option), ']'))),
      seq('fun', field('name', $.identifier), '=', $.string,
        optional(seq('[', semiSep1($.implementation_option), ']'))),
      seq('table', field('name', $.identifier), '=', $.string),
      seq('const', field('name', $.identifier), '=', $.string),
    ),
    implementation_option: ($) => seq(choice($.identifier, 'pred'), '=', commaSep1($.string)),
  },
});
