/**
 * @file Tree-sitter grammar for SPDL, the input language of the Scyther
 *       security protocol verifier.
 * @license MIT
 *
 * Written from the facts of Scyther's own lexer (src/scanner.l) and yacc
 * grammar (src/parser.y) and the language chapter of the Scyther manual.
 * Section comments and rule comments name the yacc rule a rule mirrors.
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

/**
 * One or more `rule`, separated by commas (yacc `termlist`,
 * `basictermlist`).
 *
 * @param {RuleOrLiteral} rule
 */
function commaSep1(rule) {
  return seq(rule, repeat(seq(',', rule)));
}

// Every word the Scyther lexer turns into a keyword token.  None of them
// can be used as a name, anywhere.
const KEYWORDS = [
  'protocol', 'role', 'read', 'recv', 'send', 'match', 'not', 'macro',
  'var', 'const', 'fresh', 'claim', 'run', 'secret', 'inversekeys',
  'inversekeyfunctions', 'untrusted', 'compromised', 'usertype', 'singular',
  'function', 'hashfunction', 'knows', 'trusted', 'option', 'include',
];

module.exports = grammar({
  name: 'spdl',

  // lexer: delimiter [ \t\r\n]; any other character (form feed, non-ASCII
  // space) is a token of its own for Scyther and so a syntax error.
  extras: $ => [/[ \t\r\n]/, $.comment],

  word: $ => $.identifier,

  // Scyther's keywords are reserved everywhere (flex returns the keyword
  // token whatever the parser state is).
  reserved: {
    global: _ => KEYWORDS,
  },

  supertypes: $ => [$._term, $._declaration, $._event],

  rules: {
    // ------------------------------------------------------------------
    // Input file (yacc: spdlcomplete, spdlrep, spdl)
    // ------------------------------------------------------------------

    source_file: $ => repeat($._top_level_item),

    _top_level_item: $ => choice(
      $.protocol_definition,
      $.usertype_declaration,
      $.untrusted_declaration,
      $.run_statement,
      $.option_directive,
      $.include_directive,
      $._declaration,
      $._trusted,
    ),

    // lexer: `trusted` is a keyword token (TRUSTED) that no parser rule
    // uses, so Scyther rejects it wherever it occurs. Tree-sitter can only
    // reserve a word that the grammar uses: this rule uses it, followed by a
    // token that matches no input, so it can never be completed. The token
    // is needed twice: error recovery inserts at most one MISSING token, so
    // `trusted` at the end of a file cannot be completed by a MISSING one.
    _trusted: $ => seq('trusted', $._never, $._never),
    _never: _ => token(/[^\s\S]/),

    // yacc: spdl -> UNTRUSTED termlist ';'
    untrusted_declaration: $ => seq(
      field('kind', 'untrusted'),
      commaSep1(field('name', $._term)),
      ';',
    ),

    // yacc: spdl -> USERTYPE termlist ';'
    usertype_declaration: $ => seq(
      field('kind', 'usertype'),
      commaSep1(field('name', $._term)),
      ';',
    ),

    // yacc: spdl -> RUN roleref '(' termlist ')' ';'
    run_statement: $ => seq(
      'run',
      field('role', $.role_reference),
      field('arguments', $.argument_list),
      ';',
    ),

    // yacc: roleref -> ID '.' ID
    role_reference: $ => seq(
      field('protocol', $.identifier),
      '.',
      field('role', $.identifier),
    ),

    // yacc: options -> OPTION TEXT optclosing
    option_directive: $ => seq(
      'option',
      field('value', $.string),
      optional(';'),
    ),

    // lexer: `include` switches the scanner to the named file; after
    // that file the closing quote and an optional ';' are eaten.
    include_directive: $ => seq(
      'include',
      field('path', $.string),
      optional(';'),
    ),

    // ------------------------------------------------------------------
    // Protocols and roles (yacc: spdl -> PROTOCOL ..., roles, role)
    // ------------------------------------------------------------------

    // yacc: PROTOCOL ID '(' termlist ')' '{' roles '}' optclosing
    protocol_definition: $ => seq(
      'protocol',
      field('name', $.identifier),
      field('roles', $.parameter_list),
      field('body', $.protocol_body),
      optional(';'),
    ),

    // The role names of a protocol (a termlist for the parser).
    parameter_list: $ => seq('(', commaSep1($._term), ')'),

    // yacc: roles -> empty | role roles | declaration roles
    protocol_body: $ => seq(
      '{',
      repeat(choice($.role_definition, $._declaration, $.include_directive)),
      '}',
    ),

    // yacc: role -> singular ROLE ID '{' roledef '}' optclosing
    role_definition: $ => seq(
      optional(field('modifier', 'singular')),
      'role',
      field('name', $.identifier),
      field('body', $.role_body),
      optional(';'),
    ),

    // yacc: roledef -> empty | event roledef | declaration roledef
    //                | knowsdecl roledef
    role_body: $ => seq(
      '{',
      repeat(choice(
        $._event,
        $._declaration,
        $.knows_declaration,
        $.include_directive,
      )),
      '}',
    ),

    // ------------------------------------------------------------------
    // Events (yacc: event, label, optlabel)
    // ------------------------------------------------------------------

    _event: $ => choice(
      $.send_event,
      $.recv_event,
      $.claim_event,
      $.match_event,
    ),

    // yacc: SENDT label '(' termlist ')' ';'
    send_event: $ => seq(
      field('kind', 'send'),
      $._label,
      field('arguments', $.argument_list),
      ';',
    ),

    // yacc: RECVT label '(' termlist ')' ';' and its older synonym READT
    recv_event: $ => seq(
      field('kind', choice('recv', 'read')),
      $._label,
      field('arguments', $.argument_list),
      ';',
    ),

    // yacc: CLAIMT optlabel '(' termlist ')' ';'
    claim_event: $ => seq(
      field('kind', 'claim'),
      optional($._label),
      field('arguments', $.argument_list),
      ';',
    ),

    // yacc: MATCH '(' term ',' term ')' ';'
    //     | NOT MATCH '(' term ',' term ')' ';'
    match_event: $ => seq(
      optional(field('negation', 'not')),
      field('kind', 'match'),
      '(',
      field('pattern', $._term),
      ',',
      field('value', $._term),
      ')',
      ';',
    ),

    // yacc: label -> '_' ID  (the lexer makes `_` a token of its own, so
    // `send_1` is `send` `_` `1`; an ID may start with `!`, as in `send_!1`)
    _label: $ => seq('_', field('label', $.identifier)),

    // yacc: knowsdecl -> KNOWS termlist ';'
    knows_declaration: $ => seq(
      field('kind', 'knows'),
      commaSep1(field('name', $._term)),
      ';',
    ),

    // ------------------------------------------------------------------
    // Declarations (yacc: declaration, macrodecl, secretpref, typeinfo1,
    // typeinfoN, funcORhash)
    // ------------------------------------------------------------------

    _declaration: $ => choice(
      $.const_declaration,
      $.fresh_declaration,
      $.var_declaration,
      $.secret_declaration,
      $.inversekeys_declaration,
      $.compromised_declaration,
      $.function_declaration,
      $.macro_declaration,
    ),

    // yacc: secretpref CONST basictermlist typeinfo1 ';'
    const_declaration: $ => seq(
      optional(field('modifier', 'secret')),
      field('kind', 'const'),
      commaSep1(field('name', $.identifier)),
      optional(seq(':', field('type', $.identifier))),
      ';',
    ),

    // yacc: FRESH basictermlist typeinfo1 ';'
    fresh_declaration: $ => seq(
      field('kind', 'fresh'),
      commaSep1(field('name', $.identifier)),
      optional(seq(':', field('type', $.identifier))),
      ';',
    ),

    // yacc: secretpref VAR basictermlist typeinfoN ';'
    var_declaration: $ => seq(
      optional(field('modifier', 'secret')),
      field('kind', 'var'),
      commaSep1(field('name', $.identifier)),
      optional(seq(':', commaSep1(field('type', $.identifier)))),
      ';',
    ),

    // yacc: SECRET basictermlist typeinfo1 ';'
    secret_declaration: $ => seq(
      field('kind', 'secret'),
      commaSep1(field('name', $.identifier)),
      optional(seq(':', field('type', $.identifier))),
      ';',
    ),

    // yacc: INVERSEKEYS '(' term ',' term ')' ';'
    //     | INVERSEKEYFUNCTIONS '(' term ',' term ')' ';'
    inversekeys_declaration: $ => seq(
      field('kind', choice('inversekeys', 'inversekeyfunctions')),
      '(',
      field('left', $._term),
      ',',
      field('right', $._term),
      ')',
      ';',
    ),

    // yacc: COMPROMISED termlist ';'
    compromised_declaration: $ => seq(
      field('kind', 'compromised'),
      commaSep1(field('name', $._term)),
      ';',
    ),

    // yacc: secretpref funcORhash basictermlist ';'
    function_declaration: $ => seq(
      optional(field('modifier', 'secret')),
      field('kind', choice('function', 'hashfunction')),
      commaSep1(field('name', $.identifier)),
      ';',
    ),

    // yacc: macrodecl -> MACRO basicterm '=' termlist ';'
    macro_declaration: $ => seq(
      field('kind', 'macro'),
      field('name', $.identifier),
      '=',
      commaSep1(field('value', $._term)),
      ';',
    ),

    // ------------------------------------------------------------------
    // Terms (yacc: term, termlist, key, basicormacro)
    // ------------------------------------------------------------------

    _term: $ => choice(
      $.identifier,
      $.function_application,
      $.encryption,
      $.tuple,
    ),

    // yacc: term -> ID '(' termlist ')'
    function_application: $ => seq(
      field('function', $.identifier),
      field('arguments', $.argument_list),
    ),

    // yacc: term -> '{' termlist '}' key ; key -> term
    encryption: $ => seq(
      '{',
      commaSep1(field('body', $._term)),
      '}',
      field('key', $._term),
    ),

    // yacc: term -> '(' termlist ')'
    tuple: $ => seq('(', commaSep1($._term), ')'),

    // A parenthesised, non-empty termlist after a function name, an event
    // keyword and label, or a role reference.
    argument_list: $ => seq('(', commaSep1($._term), ')'),

    // ------------------------------------------------------------------
    // Lexical tokens (scanner.l)
    // ------------------------------------------------------------------

    // lexer: id -> @?({letter}|{digit}|[\^\-!'])+  (no underscore: `_`
    // is the label separator)
    identifier: _ => /@?[A-Za-z0-9^!'-]+/,

    // lexer: text -> \"({ascii_char}|{escaped_char})*\" , one line only
    string: _ => token(seq('"', repeat(choice(/[^"\n]/, '\\"')), '"')),

    // lexer: comment1 "//".*, comment2 "#".*, and C block comments
    comment: _ => token(choice(
      seq('//', /.*/),
      seq('#', /.*/),
      seq('/*', /[^*]*\*+([^/*][^*]*\*+)*/, '/'),
    )),
  },
});
