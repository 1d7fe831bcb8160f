/**
 * @file Tree-sitter grammar for Maude 3 and Maude-NPA specifications.
 * @license MIT
 *
 * Written from the facts of Maude's own front end (maude-lang/Maude,
 * src/Mixfix: lexer.ll and lexerAux.cc for tokens, bubbles and comments;
 * top.yy, modules.yy and commands.yy for the LALR grammar) and the Maude and
 * Maude-NPA manuals. Section comments name the bison rule a rule mirrors.
 *
 * Terms are user-defined mixfix syntax: Maude's lexer collects them as
 * "bubbles" (token runs with balanced parentheses, cut at a terminator) and
 * parses them later against the declared operators. This grammar does the
 * same: a term is a flat run of tokens and parenthesised groups.
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

module.exports = grammar({
  name: 'maude',

  externals: $ => [
    $.statement_period,
    $.command_period,
    $.stop_reading,
    $.comment,
  ],

  extras: $ => [/[ \t\r\n\f]/, $.comment],

  word: $ => $.identifier,

  supertypes: $ => [$._declaration],


  rules: {
    // ------------------------------------------------------------------
    // Input (top.yy: top, item)
    // ------------------------------------------------------------------

    source_file: $ => seq(
      repeat($._item),
      optional($.stop_reading),
    ),

    _item: $ => choice(
      $.module_definition,
      $.view_definition,
      $.file_directive,
      $.directive,
      $.listing_directive,
      $.set_command,
      $.step_command,
      $.command,
      $.full_maude_input,
    ),

    // ------------------------------------------------------------------
    // Modules (modules.yy: module); the end keyword matches the start
    // keyword (syntacticPreModule.cc: compatible)
    // ------------------------------------------------------------------

    module_definition: $ => choice(
      seq(field('kind', 'fmod'), $._module_body, field('end', 'endfm')),
      seq(field('kind', 'mod'), $._module_body, field('end', 'endm')),
      seq(field('kind', 'smod'), $._module_body, field('end', 'endsm')),
      seq(field('kind', 'omod'), $._module_body, field('end', 'endom')),
      seq(field('kind', 'th'), $._module_body, field('end', 'endth')),
      seq(field('kind', 'fth'), $._module_body, field('end', 'endfth')),
      seq(field('kind', 'sth'), $._module_body, field('end', 'endsth')),
      seq(field('kind', 'oth'), $._module_body, field('end', 'endoth')),
      seq(field('kind', 'obj'), $._module_body, field('end', choice('endo', 'jbo'))),
      // Not `make … endm` (newer than Maude 3.5.1, whose lexer.ll has no `make`).
    ),

    _module_body: $ => seq(
      field('name', $.identifier),
      optional(field('parameters', $.parameter_list)),
      'is',
      repeat(field('body', $._declaration)),
    ),

    // modules.yy: parameters, parameter
    parameter_list: $ => seq('{', commaSep1($.parameter), '}'),

    parameter: $ => seq(
      field('name', $.identifier),
      // Maude warns "saw : instead of ::" for a single colon
      '::',
      field('theory', $.module_expression),
    ),

    // ------------------------------------------------------------------
    // Module expressions (modules.yy: moduleExpr, renaming, instantArgs)
    // ------------------------------------------------------------------

    module_expression: $ => seq(
      $._module_summand,
      repeat(seq('+', $._module_summand)),
    ),

    _module_summand: $ => seq(
      choice(
        seq('(', $.module_expression, ')'),
        alias($.identifier, $.module_name),
      ),
      repeat(choice($.renaming, $.instantiation)),
    ),

    instantiation: $ => seq('{', commaSep1($.view_expression), '}'),

    view_expression: $ => seq(
      alias($.identifier, $.view_name),
      repeat($.instantiation),
    ),

    renaming: $ => seq('*', '(', commaSep1($.renaming_item), ')'),

    renaming_item: $ => choice(
      seq(choice('sort', 'class'), field('from', $.sort), 'to', field('to', $.sort)),
      seq('label', field('from', $.identifier), 'to', field('to', $.identifier)),
      // modules.yy fromAttrSpec: `attr` token (`:` typeName1)? `to` token
      seq('attr', field('from', $.identifier), optional(seq(':', $._type)), 'to', field('to', $.identifier)),
      seq(
        choice('op', 'msg', 'message', 'strat'),
        field('from', $.term),
        optional(seq(':', repeat($._type), choice('->', '~>', '@'), $._type)),
        'to',
        // the target ends at `,`, `[` or `)` (lexBubble BAR_COMMA | BAR_LEFT_BRACKET | BAR_RIGHT_PAREN)
        field('to', alias($.renaming_target, $.term)),
        optional($.attribute_list),
      ),
    ),

    renaming_target: $ => repeat1(choice($.identifier, $.paren_group, '{', '}', ']')),

    // ------------------------------------------------------------------
    // Declarations (modules.yy: declaration)
    // ------------------------------------------------------------------

    _declaration: $ => choice(
      $.import_declaration,
      $.sort_declaration,
      $.subsort_declaration,
      $.operator_declaration,
      $.variable_declaration,
      $.membership_axiom,
      $.equation,
      $.rule,
      $.strategy_declaration,
      $.strategy_definition,
      $.class_declaration,
      $.subclass_declaration,
    ),

    import_declaration: $ => seq(
      field('kind', choice(
        // `using`/`us` are lexed too, but Maude 3.5.1 warns "importation mode using not supported"
        'protecting', 'pr', 'extending', 'ex', 'including', 'inc', 'generated-by', 'gb',
      )),
      field('module', $.module_expression),
      '.',
    ),

    sort_declaration: $ => seq(
      field('kind', choice('sort', 'sorts')),
      repeat1(field('name', $.sort)),
      '.',
    ),

    subsort_declaration: $ => seq(
      field('kind', choice('subsort', 'subsorts')),
      repeat1(field('sort', $.sort)),
      repeat1(seq('<', repeat1(field('sort', $.sort)))),
      '.',
    ),

    // `op` bubble `:` domain arrow range attributes `.`; `ops` names `:` ...
    operator_declaration: $ => choice(
      seq(
        // lexer.ll: `msg|message` are both KW_MSG
        field('kind', choice('op', 'msg', 'message')),
        field('name', alias($.operator_name_bubble, $.operator_name)),
        ':',
        $._operator_type,
      ),
      seq(
        field('kind', choice('ops', 'msgs')),
        repeat1(field('name', alias($._operator_name_token, $.operator_name))),
        ':',
        $._operator_type,
      ),
    ),

    operator_name_bubble: $ => repeat1($._term_token),

    _operator_name_token: $ => choice(
      $.identifier,
      $.paren_group,
      '[', ']', '{', '}', ',',
    ),

    _operator_type: $ => seq(
      repeat(field('domain', $._type)),
      field('arrow', choice('->', '~>')),
      field('range', $._type),
      optional(field('attributes', $.attribute_list)),
      '.',
    ),

    variable_declaration: $ => seq(
      field('kind', choice('var', 'vars')),
      repeat1(field('name', $.identifier)),
      ':',
      field('type', $._type),
      '.',
    ),

    // Statements: bubbles up to a terminator (lexBubble / lexContinueBubble).
    membership_axiom: $ => choice(
      seq(field('kind', 'mb'), field('term', $.term), ':', field('sort', $.term), alias($.statement_period, '.')),
      seq(
        field('kind', 'cmb'), field('term', $.term), ':', field('sort', $.term),
        'if', field('condition', $.term), alias($.statement_period, '.'),
      ),
    ),

    equation: $ => choice(
      seq(field('kind', 'eq'), field('left', $.term), '=', field('right', $.term), alias($.statement_period, '.')),
      seq(
        field('kind', choice('ceq', 'cq')), field('left', $.term), '=', field('right', $.term),
        'if', field('condition', $.term), alias($.statement_period, '.'),
      ),
    ),

    rule: $ => choice(
      seq(field('kind', 'rl'), field('left', $.term), '=>', field('right', $.term), alias($.statement_period, '.')),
      seq(
        field('kind', 'crl'), field('left', $.term), '=>', field('right', $.term),
        'if', field('condition', $.term), alias($.statement_period, '.'),
      ),
    ),

    strategy_definition: $ => choice(
      seq(field('kind', 'sd'), field('left', $.term), ':=', field('right', $.term), alias($.statement_period, '.')),
      seq(
        field('kind', 'csd'), field('left', $.term), ':=', field('right', $.term),
        'if', field('condition', $.term), alias($.statement_period, '.'),
      ),
    ),

    // modules.yy: stratDeclKeyword stratIdList stratSignature stratAttributes dot
    strategy_declaration: $ => seq(
      field('kind', choice('strat', 'strats')),
      repeat1(field('name', $.identifier)),
      optional(seq(':', repeat(field('domain', $._type)))),
      '@',
      field('subject', $._type),
      optional(seq('[', 'metadata', $.identifier, ']')),
      '.',
    ),

    class_declaration: $ => seq(
      'class',
      field('name', $.sort),
      optional(seq('|', commaSep1($.class_attribute))),
      '.',
    ),

    class_attribute: $ => seq(field('name', $.identifier), ':', field('type', $._type)),

    subclass_declaration: $ => seq(
      choice('subclass', 'subclasses'),
      repeat1(field('class', $.sort)),
      repeat1(seq('<', repeat1(field('class', $.sort)))),
      '.',
    ),

    // ------------------------------------------------------------------
    // Sorts and kinds (modules.yy: sortName, typeName)
    // ------------------------------------------------------------------

    sort: $ => seq(
      field('name', $.identifier),
      repeat(seq('{', commaSep1(field('argument', $.sort)), '}')),
    ),

    _type: $ => choice($.sort, $.kind),

    kind: $ => seq('[', commaSep1($.sort), ']'),

    // ------------------------------------------------------------------
    // Operator attributes (modules.yy: attribute)
    // ------------------------------------------------------------------

    attribute_list: $ => seq('[', repeat1($.attribute), ']'),

    attribute: $ => choice(
      field('name', choice(
        'assoc', 'associative', 'comm', 'commutative', 'idem', 'idempotent', 'iter',
        'iterated', 'memo', 'ctor', 'constructor', 'config', 'configuration', 'object',
        'msg', 'message', 'portal', 'ditto', 'pconst',
      )),
      seq(field('name', 'obj')),
      seq(
        field('name', seq(optional(choice('left', 'right')), choice('id:', 'identity:'))),
        // ends at `]` or at an attribute keyword (lexBubble BAR_RIGHT_BRACKET | BAR_OP_ATTRIBUTE)
        field('value', alias($.identity_term, $.term)),
      ),
      seq(field('name', choice('prec', 'precedence', 'metadata')), field('value', $.identifier)),
      seq(
        field('name', choice('gather', 'format', 'strat', 'strategy', 'poly', 'polymorphic')),
        '(', repeat1(field('value', $.identifier)), ')',
      ),
      seq(field('name', 'frozen'), optional(seq('(', repeat1(field('value', $.identifier)), ')'))),
      seq(field('name', 'latex'), $.paren_group),
      seq(field('name', 'special'), '(', repeat1($.hook), ')'),
    ),

    identity_term: $ => repeat1(choice($.identifier, $.paren_group, '[', '{', '}', ',')),

    hook: $ => seq(
      field('kind', choice('id-hook', 'op-hook', 'term-hook')),
      field('name', $.identifier),
      optional(field('arguments', $.paren_group)),
    ),

    // ------------------------------------------------------------------
    // Terms (lexer.ll BUBBLE_MODE): tokens and balanced parentheses
    // ------------------------------------------------------------------

    term: $ => repeat1($._term_token),

    _term_token: $ => choice(
      $.identifier,
      $.paren_group,
      '[', ']', '{', '}', ',',
    ),

    paren_group: $ => seq('(', repeat($._term_token), ')'),

    // lexer.ll maudeId: a run of characters other than white space, control
    // characters and ( ) [ ] { } , where a backquote escapes one of those.
    identifier: _ => token(repeat1(choice(
      /[^\s\x00-\x1f\x7f()\[\]{},`"]/,
      /`[()\[\]{},]?/,
      /"([^"\\\x00-\x1f]|\\[^\x00-\x1f]|\\\n|\t)*"/,
    ))),

    // ------------------------------------------------------------------
    // Views (modules.yy: view)
    // ------------------------------------------------------------------

    view_definition: $ => seq(
      'view',
      field('name', $.identifier),
      optional(field('parameters', $.parameter_list)),
      'from', field('from', $.module_expression),
      'to', field('to', $.module_expression),
      'is',
      repeat(field('body', $.view_mapping)),
      'endv',
    ),

    view_mapping: $ => choice(
      seq(choice('sort', 'class'), field('from', $.sort), 'to', field('to', $.sort), '.'),
      seq(choice('var', 'vars'), repeat1(field('name', $.identifier)), ':', $._type, '.'),
      seq(
        choice('op', 'msg', 'message', 'strat'),
        field('from', $.term), 'to', field('to', $.term), alias($.statement_period, '.'),
      ),
      seq('attr', field('from', $.identifier), optional(seq(':', $._type)), 'to', field('to', $.identifier), '.'),
    ),

    // ------------------------------------------------------------------
    // Directives (top.yy: directive)
    // ------------------------------------------------------------------

    file_directive: $ => seq(
      field('kind', choice('in', 'load', 'sload', 'cd', 'pushd')),
      field('path', alias($.identifier, $.file_name)),
    ),

    directive: _ => choice('pwd', 'popd'),

    // `ls` and `ll` pass the rest of their line to the shell (lexer.ll: UNINTERPRETED_STRING).
    listing_directive: $ => seq(
      field('kind', choice('ls', 'll')),
      optional(field('arguments', alias(token.immediate(prec(1, /[ \t][^\n\f]*/)), $.shell_arguments))),
    ),

    // ------------------------------------------------------------------
    // Commands (commands.yy: command)
    // ------------------------------------------------------------------

    // `set ... on .` takes a plain period (the option words are not checked here); `on.` is
    // lexed too, but Maude warns "missing space between on and period".
    set_command: $ => seq(
      'set',
      repeat1(field('option', $.identifier)),
      field('value', choice('on', 'off')),
      '.',
    ),

    // Looser than Maude (and the pest grammar): the words after the command keyword are not
    // checked against commands.yy (`show`, `get irred variants`, `trace select`, ...).
    command: $ => seq(
      optional('debug'),
      // commands.yy optOptions before `vu-narrow`: `{fold, vfold, path}`
      optional(field('options', $.narrowing_options)),
      field('kind', choice(
        'select', 'dump', 'parse', 'creduce', 'cred', 'sreduce', 'sred', 'reduce',
        'red', 'rewrite', 'rew', 'erewrite', 'erew', 'frewrite', 'frew', 'srewrite', 'srew',
        'dsrewrite', 'dsrew', 'check', 'search', 'smt-search', 'narrow', 'nar', 'xg-narrow',
        'vu-narrow', 'fvu-narrow', 'xmatch', 'match', 'irredundant', 'irred', 'unify',
        'filtered', 'variant', 'get', 'test', 'loop', 'trace', 'break', 'print', 'do', 'show',
      )),
      field('arguments', alias($.command_arguments, $.term)),
      alias($.command_period, '.'),
    ),

    // `resume .`, `abort .`, `step .`, `where .`, `continue N .`: a plain period.
    step_command: $ => seq(
      choice(
        field('kind', choice('resume', 'abort', 'step', 'where')),
        seq(optional('debug'), field('kind', choice('continue', 'cont')), optional(field('count', $.identifier))),
      ),
      '.',
    ),

    command_arguments: $ => repeat1($._term_token),

    narrowing_options: $ => seq('{', commaSep1(choice('fold', 'vfold', 'path')), '}'),

    // A parenthesised input, read by Full Maude.
    full_maude_input: $ => $.paren_group,
  },
});
