/**
 * @file Tree-sitter grammar for HLPSL, the High-Level Protocol Specification
 *       Language of the AVISPA tool.
 * @license MIT
 *
 * Written from the HLPSL grammar of the AVISPA v1.1 user manual (section
 * 2.1.1) and the syntax errors of AVISPA's translator hlpsl2if 2.1, which name
 * the rule that failed (`Syn.Err(n)`); section comments follow the manual's
 * grammar (SpecHLPSL, Role_definition, Transition, Composition, Goal, Type,
 * Term).  It accepts what hlpsl2if's parser accepts, as the strict grammar
 * `hlpsl.pest` does.
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

/**
 * One or more `rule`, separated by commas.
 *
 * @param {RuleOrLiteral} rule
 */
function commaSep1(rule) {
  return seq(rule, repeat(seq(',', rule)));
}

/**
 * One or more `rule`, separated by `/\`.
 *
 * @param {RuleOrLiteral} rule
 */
function conjunction1(rule) {
  return seq(rule, repeat(seq('/\\', rule)));
}

/**
 * The declarations of a role, in the order hlpsl2if takes them.
 *
 * @param {any} $
 */
function roleDeclarations($) {
  return [
    optional($.local_section),
    optional($.owns_section),
    optional($.constant_section),
    optional($.init_section),
    optional($.accept_section),
    optional($.intruder_knowledge_section),
  ];
}

// The keywords of hlpsl2if's lexer that are never constant identifiers.
const KEYWORDS = [
  'accept', 'agent', 'authentication_on', 'bool', 'channel', 'composition',
  'const', 'dy', 'end', 'goal', 'hash', 'hash_func', 'init',
  'intruder_knowledge', 'local', 'message', 'nat', 'new', 'ota', 'owns',
  'played_by', 'protocol_id', 'public_key', 'role', 'secrecy_of', 'set',
  'symmetric_key', 'text', 'transition', 'weak_authentication_on',
];

module.exports = grammar({
  name: 'hlpsl',

  // lexer: blanks are space, tab, CR, LF and form feed; `%` starts a comment
  // that runs to the end of the line.
  extras: $ => [/[ \t\r\n\f]/, $.comment],

  word: $ => $.identifier,

  reserved: {
    global: _ => KEYWORDS,
  },

  // Hidden rules inlined: each cost a reduction per node. The visible tree is the same.
  inline: $ => [
    $._formula,
    $._formula_term,
    $._formula_atom,
    $._expression,
    $._primary_term,
    $._unparenthesized_primary,
    $._unparenthesized_term,
    $._predicate,
    $._primary_type,
    $._goal,
    $._composition_item,
  ],

  supertypes: $ => [$._term, $._type],

  conflicts: $ => [
    // `((A) = B)` and `((A))`: a bracket opens a term or a formula / predicate
    [$.parenthesized_formula, $._term],
    [$.parenthesized_predicate, $._term],
    [$._unparenthesized_pair, $.pair],
  ],

  rules: {
    // ------------------------------------------------------------------
    // SpecHLPSL: role definitions, the goal section, the call of the
    // main role (usually `environment()`)
    // ------------------------------------------------------------------

    source_file: $ => seq(
      repeat1($.role_definition),
      optional($.goal_section),
      field('main', $.role_instance),
    ),

    // ------------------------------------------------------------------
    // Role_definition: basic roles (`played_by`, `transition`) and
    // composed roles (`composition`)
    // ------------------------------------------------------------------

    role_definition: $ => seq(
      'role',
      field('name', $.identifier),
      field('parameters', $.parameter_list),
      // hlpsl2if 2.1: a role with `played_by` is a basic role and has
      // `transition`, a role without it is composed and has `composition`
      choice(
        seq(
          'played_by', field('player', $._variable), 'def=',
          ...roleDeclarations($),
          field('body', $.transition_section),
        ),
        seq('def=', ...roleDeclarations($), field('body', $.composition_section)),
      ),
      'end',
      'role',
    ),

    parameter_list: $ => seq('(', optional(commaSep1($.variable_declaration)), ')'),

    // Local_declaration: `local X, Y : text, ...`
    local_section: $ => seq('local', commaSep1($.variable_declaration)),

    // Const_declaration: `const a, b : agent, ...`
    constant_section: $ => seq('const', commaSep1($.constant_declaration)),

    // Owned_declaration: `owns X, Y`
    owns_section: $ => seq('owns', commaSep1(field('name', $._variable))),

    // Init_declaration: `init State := 0 /\ ...`
    init_section: $ => seq('init', conjunction1(choice(alias($._initialisation, $.assignment), $.application))),

    // `State := 0` (hlpsl2if 2.1 takes no prime here)
    _initialisation: $ => seq(
      field('left', $._variable),
      ':=',
      field('right', $._term),
    ),

    // Accept_declaration: `accept State = 3`
    accept_section: $ => seq('accept', conjunction1($._predicate)),

    // Intruder_knowledge: `intruder_knowledge = {a, b, ki, inv(ki)}`
    intruder_knowledge_section: $ => seq('intruder_knowledge', '=', field('knowledge', $.set_literal)),

    variable_declaration: $ => seq(
      commaSep1(field('name', $._variable)),
      ':',
      field('type', $._type),
    ),

    constant_declaration: $ => seq(
      commaSep1(field('name', $.identifier)),
      ':',
      field('type', $._type),
    ),

    // ------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------

    _type: $ => choice(
      $.simple_type,
      $.channel_type,
      $.hash_type,
      $.inverse_type,
      $.encrypted_type,
      $.enumeration_type,
      $.parenthesized_type,
      $.set_type,
      $.pair_type,
      $.function_type,
    ),

    simple_type: _ => choice(
      'agent', 'text', 'nat', 'protocol_id', 'public_key', 'symmetric_key',
      'hash_func', 'message', 'bool',
    ),

    // `channel`, `channel(dy)`, `channel(ota)`
    channel_type: $ => seq('channel', optional(seq('(', field('attribute', choice('dy', 'ota')), ')'))),

    hash_type: $ => seq('hash', '(', field('argument', $._type), ')'),

    inverse_type: $ => seq('inv', '(', field('argument', $._type), ')'),

    // `{text}_public_key`: the type of messages encrypted with a key of a type
    encrypted_type: $ => seq('{', field('body', $._type), '}', '_', field('key', $._primary_type)),

    // `{a, b, c}`: a type of listed constants
    enumeration_type: $ => seq('{', optional(commaSep1(field('value', choice($.identifier, $.number)))), '}'),

    parenthesized_type: $ => seq('(', $._type, ')'),

    _primary_type: $ => choice(
      $.simple_type,
      $.channel_type,
      $.hash_type,
      $.inverse_type,
      $.encrypted_type,
      $.enumeration_type,
      $.parenthesized_type,
    ),

    set_type: $ => prec(3, seq(field('element', $._type), 'set')),

    // right associative, as hlpsl2if reads it: `text.text.nat` is `text.(text.nat)`
    pair_type: $ => prec.right(2, seq(field('left', $._type), '.', field('right', $._type))),

    function_type: $ => prec.right(1, seq(field('domain', $._type), '->', field('range', $._type))),

    // ------------------------------------------------------------------
    // Transitions: `label. predicates =|> actions` (spontaneous) and
    // `label. event --|> actions` (immediate)
    // ------------------------------------------------------------------

    transition_section: $ => seq('transition', repeat($.transition)),

    transition: $ => seq(
      field('label', choice($.number, $.identifier)),
      '.',
      conjunction1(field('condition', $._predicate)),
      field('arrow', choice('=|>', '--|>')),
      conjunction1(field('action', choice($.assignment, $.application))),
    ),

    // A predicate: an equation `t1 = t2`, a comparison `t1 /= t2` or `t1 <= t2`
    // (a side may be a parenthesised term: `(A) = B`), a fact (`not(P)` and
    // `in(X, S)` read as facts), or one of them in parentheses (a parenthesised
    // term alone is not a predicate). The strict grammar says which facts a
    // predicate and its parentheses take (hlpsl2if keeps `not`, `in`, `start`).
    _predicate: $ => choice(
      $.equation,
      $.comparison,
      $.application,
      $.parenthesized_predicate,
    ),

    parenthesized_predicate: $ => seq('(', $._predicate, ')'),

    _unparenthesized_term: $ => choice(
      $._unparenthesized_primary,
      alias($._unparenthesized_pair, $.pair),
    ),

    _unparenthesized_pair: $ => prec.right(seq(field('left', $._unparenthesized_primary), '.', field('right', $._term))),

    // `X' := term`: an action assigns primed variables only
    assignment: $ => seq(
      field('left', $.primed_variable),
      ':=',
      field('right', $._term),
    ),

    // ------------------------------------------------------------------
    // Compositions: `a(...) /\ b(...)`, `a(...) ; b(...)`,
    // `/\_{in(X, Set)} a(...)`
    // ------------------------------------------------------------------

    composition_section: $ => seq('composition', optional($.composition)),

    // hlpsl2if 2.1: a chain of role instances joined by one operator, `/\` or
    // `;` (never both); only its last item may be a parenthesised composition or
    // a `/\_{in(X, S)}` (whose body goes on with the chain): `(a ; b) /\ c` and
    // `a /\ b ; c` are syntax errors.
    composition: $ => choice(
      seq(repeat1(seq($.role_instance, field('operator', '/\\'))), $._composition_item),
      seq(repeat1(seq($.role_instance, field('operator', ';'))), $._composition_item),
      $._composition_item,
    ),

    _composition_item: $ => choice(
      $.role_instance,
      $.parallel_composition,
      $.parenthesized_composition,
    ),

    parenthesized_composition: $ => seq('(', $.composition, ')'),

    role_instance: $ => seq(
      field('role', $.identifier),
      field('arguments', alias($._role_arguments, $.argument_list)),
    ),

    // a role may have no parameters: `environment()`
    _role_arguments: $ => seq('(', optional(commaSep1($._expression)), ')'),

    parallel_composition: $ => seq(
      '/\\', '_', '{', 'in', '(',
      field('element', $._term),
      ',',
      field('set', $._term),
      ')', '}',
      field('body', $.composition),
    ),

    // ------------------------------------------------------------------
    // Goals
    // ------------------------------------------------------------------

    goal_section: $ => seq('goal', repeat($._goal), 'end', 'goal'),

    _goal: $ => choice(
      $.secrecy_goal,
      $.authentication_goal,
      $.weak_authentication_goal,
      $.temporal_goal,
    ),

    secrecy_goal: $ => seq('secrecy_of', commaSep1(field('name', $.identifier))),
    authentication_goal: $ => seq('authentication_on', commaSep1(field('name', $.identifier))),
    weak_authentication_goal: $ => seq('weak_authentication_on', commaSep1(field('name', $.identifier))),

    // hlpsl2if 2.1: a goal written as a temporal formula is `[]` and a fact or
    // a parenthesised formula, with no name (`name : [] ...` is a syntax error).
    temporal_goal: $ => seq(
      field('operator', '[]'),
      field('formula', choice($.parenthesized_formula, $.application)),
    ),

    _formula: $ => choice($.binary_formula, $._formula_term),

    binary_formula: $ => prec.left(seq(
      field('left', $._formula),
      field('operator', choice('=>', '/\\', '\\/')),
      field('right', $._formula_term),
    )),

    _formula_term: $ => choice($.temporal_formula, $._formula_atom),

    // `[]` does not nest and `<>` is no token of hlpsl2if
    temporal_formula: $ => seq(
      field('operator', choice('<->', '(-)', '[-]', '~')),
      field('body', $._formula_term),
    ),

    // a parenthesis in a formula always opens a formula
    _formula_atom: $ => choice(
      $.parenthesized_formula,
      $.equation,
      $.comparison,
      $._unparenthesized_term,
    ),

    parenthesized_formula: $ => seq('(', $._formula, ')'),

    // ------------------------------------------------------------------
    // Terms: concatenation `.` is right associative and binds looser than
    // application and encryption
    // ------------------------------------------------------------------

    _expression: $ => choice($._term, $.equation, $.comparison),

    equation: $ => seq(field('left', $._term), '=', field('right', $._term)),

    // `X /= Y`, `State <= 3`
    comparison: $ => seq(field('left', $._term), field('operator', choice('/=', '<=')), field('right', $._term)),

    _term: $ => choice($._primary_term, $.pair),

    pair: $ => prec.right(seq(field('left', $._primary_term), '.', field('right', $._term))),

    _primary_term: $ => choice(
      $._unparenthesized_primary,
      $.parenthesized_term,
    ),

    _unparenthesized_primary: $ => choice(
      $.fresh_value,
      $.encryption,
      $.set_literal,
      $.application,
      $.primed_variable,
      $._variable,
      $.identifier,
      $.number,
    ),

    // (no comparison inside: hlpsl2if refuses `A = (B = C)`)
    parenthesized_term: $ => seq('(', $._term, ')'),

    // `new()`
    fresh_value: _ => seq('new', '(', ')'),

    // `{M}_K`
    encryption: $ => seq('{', field('body', $._term), '}', '_', field('key', $._primary_term)),

    // `{A, B}`
    set_literal: $ => seq('{', optional(commaSep1($._expression)), '}'),

    // `F(X)`, `SND(M)`, `witness(A, B, id, X')`, `GR'(X)`
    application: $ => seq(
      field('function', choice($._variable, $.identifier, $.primed_variable)),
      field('arguments', $.argument_list),
    ),

    argument_list: $ => seq('(', commaSep1($._expression), ')'),

    primed_variable: $ => seq(field('name', $._variable), "'"),

    // ------------------------------------------------------------------
    // Lexical entities
    // ------------------------------------------------------------------

    // const_ident: a lower-case letter, then letters, digits and `_`
    identifier: _ => /[a-z][A-Za-z0-9_]*/,

    // var_ident: an upper-case letter, then letters, digits and `_`
    _variable: $ => alias($._variable_identifier, $.identifier),
    _variable_identifier: _ => /[A-Z][A-Za-z0-9_]*/,

    number: _ => /[0-9]+/,

    comment: _ => token(seq('%', /.*/)),
  },
});
