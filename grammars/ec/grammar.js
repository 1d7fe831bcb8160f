/**
 * @file EasyCrypt (`.ec`, `.eca`) tree-sitter grammar for cfb.
 *
 * Written from the facts of EasyCrypt's src/ecLexer.mll and src/ecParser.mly (r2025.08);
 * section comments name the ecParser.mly rules. Nested `(* … *)` comments and the
 * sentence-ending full stop (a `.` followed by white space) come from src/scanner.c.
 * Formulas, types, declarations and module code follow the parser; tactic sentences
 * (proof scripts) are a tactic word followed by balanced tokens, as in ec.pest.
 */

/* eslint-disable no-undef */

// ecParser.mly precedence table, from low to high
const PREC = {
  binder: -1, // forall/exists/fun/let/if: the body extends rightwards
  impl: 1, // => (right)
  iff: 2, // <=> (nonassoc)
  or: 3, // \/ || (right)
  and: 4, // /\ && (right)
  not: 5, // ! (prefix)
  eq: 6, // = <> (nonassoc)
  nop: 7, // \in, \subset, … (left)
  order: 8, // < > <= >= (left)
  lop1: 9, // other operators starting with = < > (left)
  ternary: 10, // ? : (right)
  lop2: 11, // + - and operators starting with + - | (left)
  lop3: 13, // * / and operators starting with * / & % (left)
  lop4: 15, // @ ^ \ and other operators (left)
  rop4: 16, // :: and other colon runs (right)
  unary: 17,
  app: 18,
  postfix: 19,
};

const commaSep1 = (rule) => seq(rule, repeat(seq(',', rule)));
const commaSep = (rule) => optional(commaSep1(rule));
const sep1 = (separator, rule) => seq(rule, repeat(seq(separator, rule)));

// ecLexer.mll `_keywords`
const KEYWORDS = [
  'admit', 'admitted', 'forall', 'exists', 'fun', 'glob', 'let', 'in', 'for', 'var',
  'proc', 'if', 'is', 'match', 'then', 'else', 'elif', 'while', 'raise', 'return',
  'res', 'equiv', 'hoare', 'ehoare', 'phoare', 'islossless', 'async', 'try', 'first', 'last',
  'do', 'expect', 'extens', 'beta', 'iota', 'zeta', 'eta', 'logic', 'delta', 'simplify',
  'cbv', 'congr', 'change', 'split', 'left', 'right', 'case', 'pose', 'gen', 'have',
  'suff', 'elim', 'exlim', 'ecall', 'clear', 'wlog', 'idassign', 'apply', 'rewrite', 'rwnormal',
  'subst', 'progress', 'trivial', 'auto', 'idtac', 'move', 'modpath', 'field', 'fieldeq', 'ring',
  'ringeq', 'algebra', 'exact', 'assumption', 'smt', 'coq', 'check', 'edit', 'fix', 'by',
  'reflexivity', 'done', 'solve', 'replace', 'transitivity', 'symmetry', 'seq', 'wp', 'sp', 'sim',
  'skip', 'call', 'rcondt', 'rcondf', 'swap', 'cfold', 'rnd', 'rndsem', 'pr_bounded', 'bypr',
  'byphoare', 'byehoare', 'byequiv', 'byupto', 'fel', 'conseq', 'exfalso', 'inline', 'outline', 'interleave',
  'alias', 'weakmem', 'fission', 'fusion', 'unroll', 'splitwhile', 'kill', 'eager', 'array', 'bind',
  'circuit', 'bitstring', 'axiom', 'axiomatized', 'lemma', 'realize', 'proof', 'qed', 'abort', 'goal',
  'end', 'from', 'import', 'export', 'include', 'local', 'global', 'declare', 'hint', 'module',
  'of', 'const', 'op', 'exception', 'pred', 'inductive', 'notation', 'abbrev', 'require', 'theory',
  'abstract', 'section', 'subtype', 'type', 'instance', 'print', 'search', 'locate', 'as', 'Pr',
  'clone', 'with', 'rename', 'prover', 'timeout', 'why3', 'dump', 'remove', 'exit', 'fail',
  'time', 'undo', 'debug', 'pragma', 'Top', 'Self', 'class',
];

// ecLexer.mll `_keywords` that the parser takes back as lower-case identifiers (`_lident`)
const LIDENT_KEYWORDS = [
  'abort', 'admitted', 'array', 'async', 'bind', 'bitstring', 'debug', 'dump', 'expect', 'first',
  'gen', 'interleave', 'last', 'left', 'right', 'solve', 'wlog', 'exlim', 'ecall', 'from', 'exit',
  'check', 'edit', 'fix', 'global', 'ring', 'ringeq', 'field', 'fieldeq',
];

// words that start a tactic (ecParser.mly `tactic_core_r`, `logtactic`, `phltactic`, tacticals)
const TACTIC_KEYWORDS = [
  'admit', 'exists', 'fun', 'if', 'match', 'while', 'equiv', 'hoare', 'ehoare', 'phoare',
  'islossless', 'async', 'try', 'first', 'last', 'do', 'extens', 'beta', 'iota', 'zeta',
  'eta', 'logic', 'delta', 'simplify', 'cbv', 'congr', 'change', 'split', 'left', 'right', 'case',
  'pose', 'gen', 'have', 'suff', 'elim', 'exlim', 'ecall', 'clear', 'wlog', 'idassign', 'apply',
  'rewrite', 'rwnormal', 'subst', 'progress', 'trivial', 'auto', 'idtac', 'move', 'modpath',
  'field', 'fieldeq', 'ring', 'ringeq', 'algebra', 'exact', 'assumption', 'smt', 'coq', 'check',
  'edit', 'fix', 'by', 'reflexivity', 'done', 'solve', 'replace', 'transitivity', 'symmetry',
  'seq', 'wp', 'sp', 'sim', 'skip', 'call', 'rcondt', 'rcondf', 'swap', 'cfold', 'rnd', 'rndsem',
  'pr_bounded', 'bypr', 'byphoare', 'byehoare', 'byequiv', 'byupto', 'fel', 'conseq', 'exfalso',
  'inline', 'outline', 'interleave', 'alias', 'weakmem', 'fission', 'fusion', 'unroll',
  'splitwhile', 'kill', 'eager', 'proc', 'with', 'circuit', 'bind',
];

const TACTICALS = ['by', 'try', 'do', 'first', 'last'];

// judgment words that start no tactic alone (`phoare` only before `split` or `equiv`)
const JUDGMENT_ONLY = ['equiv', 'ehoare', 'phoare'];

// tactic words that are no part of formulas, patterns or tactic arguments
const TACTIC_ONLY_KEYWORDS = [
  'transitivity', 'reflexivity', 'assumption', 'splitwhile', 'pr_bounded', 'byehoare', 'byphoare',
  'idassign', 'progress', 'rwnormal', 'symmetry', 'algebra', 'byequiv', 'exfalso', 'fission',
  'replace', 'rewrite', 'trivial', 'weakmem', 'byupto', 'conseq', 'extens', 'fusion', 'modpath',
  'outline', 'rcondf', 'rcondt', 'rndsem', 'unroll', 'apply', 'cfold', 'clear', 'exact', 'idtac',
  'inline', 'admit', 'alias', 'auto', 'bypr', 'call', 'case', 'done', 'elim', 'have', 'kill', 'move',
  'pose', 'skip', 'subst', 'suff', 'swap', 'change', 'congr', 'coq', 'fel', 'rnd', 'seq', 'sim',
  'smt', 'sp', 'wp', 'try', 'do',
];

// other keywords that may stand inside a tactic's arguments
const INNER_KEYWORDS = [
  'forall', 'glob', 'let', 'in', 'for', 'var', 'is', 'then', 'else', 'elif', 'raise', 'return',
  'res', 'end', 'of', 'as', 'Pr', 'Top', 'Self', 'timeout', 'prover', 'import', 'export',
  'include', 'from', 'global', 'local', 'hint', 'goal', 'abstract', 'exit',
  'print', 'search', 'locate', 'why3', 'dump', 'array',
  'bitstring', 'axiomatized', 'exception', 'abort', 'admitted',
];

module.exports = grammar({
  name: 'ec',

  word: ($) => $.identifier,

  // the lexer's keywords are never identifiers, except those `_lident` takes back
  reserved: {
    global: (_) => KEYWORDS.filter((k) => !LIDENT_KEYWORDS.includes(k)),
  },

  externals: ($) => [$.comment, $.full_stop],

  extras: ($) => [/[ \t\r\n\f]/, $.comment],

  supertypes: ($) => [$._formula],

  conflicts: ($) => [
    [$.binder, $._simple_formula],
    [$.binder, $.predicate_declaration],
    [$.typed_binders, $._simple_formula],
    [$.binder_name, $._simple_formula],
    [$.procedure_path, $._simple_formula],
    [$.module_path, $.procedure_path],
    [$.module_path, $._simple_formula],
    [$.pattern, $._simple_formula],
    [$.binder_name, $.pattern],
    [$.typed_binders],
    [$.global_binder, $._simple_formula],
    [$.left_value, $._simple_formula],
    [$.left_value, $.module_path],
    [$.applied_type, $.simple_type],
    [$.module_header],
    [$.lemma_declaration, $._name],
    [$.procedure_path],
    [$.procedure_path, $.module_path],
    [$.tactical, $._name],
    [$._chain_tactical, $._name],
    [$.lemma_declaration, $._tactic_core],
    [$._first_tactic, $._tactic_head],
  ],

  rules: {
    source_file: ($) => repeat($._sentence),

    // ------------------------------------------------------------ global (sentences)

    _sentence: ($) => seq(
      repeat($.sentence_prefix),
      choice(
        $.require_declaration,
        $.import_declaration,
        $.theory_declaration,
        $.theory_end,
        $.section_declaration,
        $.clone_declaration,
        $.module_type_declaration,
        $.module_declaration,
        $.type_declaration,
        $.operator_declaration,
        $.predicate_declaration,
        $.abbreviation_declaration,
        $.axiom_declaration,
        $.lemma_declaration,
        $.proof_start,
        $.proof_end,
        $.realize_declaration,
        $.pragma_declaration,
        $.other_command,
        $.tactic_sentence,
      ),
      $.full_stop,
    ),

    // failmode, debug_global
    sentence_prefix: (_) => choice('time', 'debug', 'fail', seq('expect', 'fail', /"[^"]*"/)),

    _locality: ($) => choice(alias('local', $.locality), alias('declare', $.locality)),

    // theory_require
    require_declaration: ($) => seq(
      optional(seq('from', field('from', $._uident))),
      'require',
      optional(field('mode', choice('import', 'export'))),
      repeat1(choice(
        field('theory', $._uident),
        seq('[', field('theory', $._uident), 'as', field('alias', $._uident), ']'),
      )),
    ),

    // A theory's name where only UIDENT may stand (a capital first, as ecLexer reads it): a
    // name in lower case there is the parser's error, `require imporpt` the commonest.
    _uident: ($) => alias(token(prec(1, /[A-Z][A-Za-z0-9_']*/)), $.identifier),

    // theory_import, theory_export, module_import
    import_declaration: ($) => seq(
      choice('import', 'export'),
      optional('var'),
      repeat(field('name', $._name)),
    ),

    // theory_open, theory_alias
    theory_declaration: ($) => seq(
      optional($._locality),
      optional('abstract'),
      'theory',
      field('name', $.identifier),
      optional(seq('=', field('value', $._name))),
    ),

    // theory_close, section_close, theory_clear
    theory_end: ($) => choice(
      seq('end', 'section', optional(field('name', $.identifier))),
      seq('end', optional(seq('[', repeat($.clear_item), ']')), field('name', $.identifier)),
    ),
    clear_item: (_) => token(seq(repeat(seq(/[A-Z][A-Za-z0-9_']*/, '.')), '*')),

    // section_open
    section_declaration: ($) => seq('section', optional(field('name', $.identifier))),

    // theory_clone
    clone_declaration: ($) => seq(
      optional(choice(alias('local', $.locality), alias('global', $.locality))),
      'clone',
      optional(seq('[', repeat1(seq(optional('-'), 'abstract')), ']')),
      optional(field('mode', choice('import', 'export', 'include'))),
      field('theory', $._name),
      optional(seq('as', field('name', $.identifier))),
      optional(seq('with', commaSep1($.clone_override))),
      repeat(choice($.clone_proof, $.clone_rename, $.clone_remove)),
    ),
    clone_override: ($) => choice(
      seq('type', optional($.type_parameters), field('name', $._name), $._override_mode, field('value', $._type)),
      seq(
        choice('op', 'pred'), field('name', choice($._name, $.string)),
        optional(seq('[', repeat($.type_variable), ']')),
        repeat($.binder),
        optional(seq(':', field('type', $._type))),
        optional(seq($._override_mode, field('value', $._formula))),
      ),
      seq(choice('axiom', 'lemma'), field('name', choice($._name, $.string)), $._override_mode, field('value', choice($._name, $.string))),
      seq('module', optional('type'), field('name', $._name), $._override_mode, field('value', $._name)),
      seq('theory', field('name', $._name), $._override_mode, field('value', $._name)),
    ),
    _override_mode: (_) => choice('=', '<-', '<='),
    clone_proof: ($) => seq('proof', commaSep1($.clone_lemma)),
    clone_lemma: ($) => seq(
      choice(
        field('name', $._name),
        // `proof *[tag -tag]`: the lemmas with (or without) these tags
        seq(field('name', choice('*', $.clone_wildcard)), optional($.clone_lemma_tags)),
      ),
      optional(seq('by', $.tactic)),
    ),
    clone_lemma_tags: ($) => seq(token.immediate('['), repeat1(seq(optional('-'), $.identifier)), ']'),
    clone_wildcard: (_) => token(seq(repeat1(seq(/[A-Z][A-Za-z0-9_']*/, '.')), '*')),
    clone_rename: ($) => seq('rename', repeat1(seq(
      optional(seq('[', commaSep1(choice('type', 'op', 'pred', 'lemma', 'module', 'theory', 'exception')), ']')),
      $.string, 'as', $.string,
    ))),
    clone_remove: ($) => seq('remove', repeat1(seq('abbrev', repeat1($._name)))),

    // ------------------------------------------------------------ modules

    // sig_def
    module_type_declaration: ($) => seq(
      optional($._locality),
      'module', 'type',
      field('name', $.identifier),
      repeat($.module_parameters),
      '=',
      field('body', $.signature_body),
    ),
    module_parameters: ($) => seq('(', commaSep1($.module_parameter), ')'),
    module_parameter: ($) => seq(field('name', $.identifier), ':', field('type', $._name)),
    signature_body: ($) => seq('{', repeat($._signature_item), '}'),
    _signature_item: ($) => choice($.include_item, $.procedure_declaration),
    include_item: ($) => seq(
      'include', optional('var'), field('module', $.module_path),
      optional(seq('[', optional(choice('+', '-')), commaSep1($.identifier), ']')),
      optional(seq('{', repeat($._name), '}')),
    ),
    procedure_declaration: ($) => seq(
      'proc', field('name', $.identifier), field('parameters', $.parameter_list),
      ':', field('type', $._type),
      optional(field('oracles', $.oracle_restriction)),
    ),
    oracle_restriction: ($) => seq('{', commaSep(seq(optional('#'), $._name)), '}'),

    // mod_def_or_decl
    module_declaration: ($) => choice(
      seq(optional($._locality), 'module', field('name', $.identifier), '<:', field('type', $._name),
        optional(field('restriction', $.module_restriction))),
      seq(optional($._locality), 'module', field('header', $.module_header),
        optional($.module_cast), '=', field('body', $._module_body)),
    ),
    module_header: ($) => seq(
      choice(field('name', $.identifier), seq('(', $.module_header, $.module_cast, ')')),
      repeat($.module_parameters),
    ),
    module_cast: ($) => seq(':', commaSep1($._name)),
    module_restriction: ($) => seq('{', commaSep(seq(optional(choice('+', '-')), $.module_path)), '}'),
    _module_body: ($) => choice($.module_body, seq($.module_path, optional(seq('with', $.module_update)))),
    // mod_body's `M with { … }`: mod_remove_var, mod_update_var, mod_update_fun
    module_update: ($) => seq('{', optional($.removed_variables), repeat($.variable_declaration),
      repeat($.procedure_update), '}'),
    removed_variables: ($) => seq('-', 'var', commaSep1(field('name', $.identifier))),
    procedure_update: ($) => seq('proc', field('name', $.identifier), '[', repeat($.variable_declaration),
      repeat1($.code_update), ']', optional(seq('res', '~', field('result', $._simple_formula)))),
    // fun_update: a code position or range, then update_stmt or update_cond
    code_update: ($) => seq(field('position', choice($.code_position, $.code_range)), choice(
      seq('+', optional('^'), field('body', $.block_body)),
      seq('~', field('body', $.block_body)),
      seq('+', optional('^'), field('condition', $._simple_formula)),
      seq('~', field('condition', $._simple_formula)),
      seq('-', optional($.branch_select)),
    )),
    // codepos_range, codepos, codepos1, icodepos_r, branch_select
    code_range: ($) => seq('[', $.code_position, choice(seq('..', $.code_position), seq('-', $._code_position1)), ']'),
    code_position: ($) => seq(repeat(seq($._code_position1, $.branch_select)), $._code_position1),
    _code_position1: ($) => seq(
      choice($._signed_word, seq('^', $.instruction_match, optional(seq('{', $._signed_word, '}')))),
      optional(seq('&', choice('+', '-'), $._word)),
    ),
    _signed_word: ($) => seq(optional('-'), $._word),
    // `2.1` is a position, a branch and a position (EasyCrypt splits a decimal the parser
    // cannot take there).
    _word: ($) => alias(token(/[0-9]+/), $.number),
    instruction_match: ($) => choice('if', 'while', 'match',
      seq('(', optional($._name), ')', '<-'),
      seq(optional($._name), choice('<$', '<@', '<-'))),
    branch_select: ($) => choice(seq('#', $.identifier, '.'), '.', '?'),
    module_body: ($) => seq('{', repeat($._module_item), '}'),
    _module_item: ($) => choice(
      $.variable_declaration,
      $.procedure_definition,
      $.include_item,
      seq('module', field('name', $.identifier), optional($.module_cast), '=', $._module_body),
      seq('import', 'var', repeat1($.module_path)),
    ),
    variable_declaration: ($) => seq('var', commaSep1(field('name', $.identifier)), ':', field('type', $._type)),
    procedure_definition: ($) => choice(
      seq('proc', field('name', $.identifier), field('parameters', $.parameter_list),
        optional(seq(':', field('type', $._type))), '=', field('body', $.procedure_body)),
      seq('proc', field('name', $.identifier), '=', field('value', $.procedure_path)),
    ),
    parameter_list: ($) => seq('(', commaSep($.typed_names), ')'),
    typed_names: ($) => seq(repeat1(field('name', choice($.identifier, '_'))), optional(seq(':', field('type', $._type)))),

    // module paths: `M`, `A.B`, `M(A, B)`, `M(A).N`
    module_path: ($) => prec.left(seq(
      $._name,
      optional(seq('(', commaSep1($.module_path), ')')),
      repeat(seq($._dot_identifier, optional(seq('(', commaSep1($.module_path), ')')))),
    )),
    procedure_path: ($) => seq($._name, repeat(seq(optional($.module_arguments), $._dot_identifier))),
    module_arguments: ($) => seq('(', commaSep1($.module_path), ')'),
    _dot_identifier: ($) => alias(token.immediate(/\.[A-Za-z_][A-Za-z0-9_']*/), $.member),

    // fun_def_body
    procedure_body: ($) => seq('{', repeat($.local_declaration), repeat($._statement), optional($.return_statement), '}'),
    local_declaration: ($) => seq(
      'var',
      choice(commaSep1(field('name', $.identifier)), seq('(', commaSep1(field('name', $.identifier)), ')')),
      optional(seq(':', field('type', $._type))),
      optional(seq('<-', field('value', $._formula))),
      ';',
    ),
    return_statement: ($) => seq('return', field('value', $._formula), ';'),

    // ------------------------------------------------------------ statements (instr)

    _statement: ($) => choice(
      $.if_statement,
      $.while_statement,
      $.match_statement,
      seq($._basic_instruction, ';'),
    ),
    block_body: ($) => seq('{', repeat($._statement), '}'),
    block: ($) => choice(seq('{', repeat($._statement), '}'), seq($._basic_instruction, ';')),
    if_statement: ($) => prec.right(choice(
      seq('if', '(', field('condition', $._formula), 'is', field('pattern', $.pattern), ')', field('then', $.block),
        optional(seq('else', field('else', $.block)))),
      seq('if', '(', field('condition', $._formula), ')', field('then', $.block),
        repeat(seq('elif', '(', field('condition', $._formula), ')', field('then', $.block))),
        optional(seq('else', field('else', $.block)))),
    )),
    while_statement: ($) => seq('while', '(', field('condition', $._formula), ')', field('body', $.block)),
    match_statement: ($) => seq('match', field('value', $._formula), 'with', optional('|'),
      optional(sep1('|', seq($.pattern, '=>', $.block))), 'end', ';'),
    _basic_instruction: ($) => choice(
      $.sample_statement,
      $.call_statement,
      $.assign_statement,
      $.raise_statement,
      $.assert_statement,
      alias($.identifier, $.statement_name),
    ),
    sample_statement: ($) => seq(field('left', $.left_value), '<$', field('right', $._formula)),
    assign_statement: ($) => seq(field('left', $.left_value), '<-', field('right', $._formula)),
    call_statement: ($) => seq(
      optional(seq(field('left', $.left_value), '<@')),
      field('procedure', $.procedure_path),
      field('arguments', $.arguments),
    ),
    raise_statement: ($) => seq('raise', $._formula),
    assert_statement: ($) => seq('assert', '(', field('condition', $._formula), ')'),
    arguments: ($) => seq('(', commaSep($._formula), ')'),
    left_value: ($) => choice(
      seq('(', commaSep1($._name), ')'),
      seq($.procedure_path, optional(seq('.[', optional($.type_application),
        optional(seq(':', '(', field('codomain', $._type), ')')), commaSep1($._formula), ']'))),
    ),

    // ------------------------------------------------------------ types (type_exp)

    _type: ($) => choice($.function_type, $.tuple_type, $.applied_type, $.simple_type),
    function_type: ($) => prec.right(1, seq(field('domain', $._type), '->', field('codomain', $._type))),
    tuple_type: ($) => prec.left(2, seq($._type_factor, repeat1(seq('*', $._type_factor)))),
    _type_factor: ($) => choice($.applied_type, $.simple_type),
    applied_type: ($) => prec.left(3, seq(choice($.simple_type, $.applied_type), field('constructor', $._name))),
    simple_type: ($) => choice(
      '_',
      $.type_variable,
      seq('glob', $.module_path),
      seq('(', commaSep1($._type), ')'),
      $._name,
    ),

    // typedecl, subtype
    type_declaration: ($) => choice(
      seq(optional($._locality), 'type', optional($.type_parameters), field('name', $.identifier),
        '=', field('value', choice($.record_type, $.datatype, $._type))),
      // `type t <: tc1, tc2`: an abstract type in type classes
      seq(optional($._locality), 'type', optional($.type_parameters), field('name', $.identifier),
        '<:', commaSep1($._name)),
      // typeclass: `type class c <: d = { op o : t axiom a : f }`
      seq(optional($._locality), 'type', 'class', field('name', $.identifier), optional(seq('<:', $._name)), '=',
        '{', repeat($.class_operator), repeat($.class_axiom), '}'),
      seq(optional($._locality), 'type', sep1(',', seq(optional($.type_parameters), field('name', $.identifier)))),
      seq('subtype', field('name', $.identifier), optional(seq('as', $.identifier)), '=',
        '{', $.identifier, ':', $._type, '|', $._formula, '}',
        optional(seq('rename', $.string, ',', $.string))),
    ),
    class_operator: ($) => seq('op', field('name', $._operator_symbol), ':', field('type', $._type)),
    class_axiom: ($) => seq('axiom', field('name', $.identifier), ':', field('statement', $._formula)),
    type_parameters: ($) => choice($.type_variable, seq('(', commaSep1($.type_parameter), ')')),
    type_parameter: ($) => seq($.type_variable, optional(seq('<:', sep1('&', $._name)))),
    record_type: ($) => seq('{', sep1(';', $.record_field), optional(';'), '}'),
    record_field: ($) => seq(field('name', $.identifier), ':', field('type', $._type)),
    datatype: ($) => seq('[', optional('|'), sep1('|', $.constructor), ']'),
    constructor: ($) => seq(field('name', choice($.identifier, $.operator_name, $.string)),
      optional(seq('of', sep1('&', $._type)))),

    // ------------------------------------------------------------ operators (operator, predicate)

    operator_declaration: ($) => choice(
      seq(
        optional($._locality), choice('op', 'const'),
        optional(seq('[', repeat($.identifier), ']')),
        commaSep1(field('name', $._operator_symbol)),
        optional($.type_variables),
        repeat($.binder),
        optional(seq('/', repeat($.binder))),
        choice(
          seq(':', '{', field('type', $._type), '|', $._formula, '}', 'as', $.identifier),
          seq(
            optional(seq(':', field('type', $._type))),
            optional(seq('=', field('body', choice($._formula, repeat1($.operator_case))),
              optional(seq('axiomatized', 'by', $.identifier)))),
          ),
        ),
      ),
      seq(optional($._locality), 'proc', 'op', field('name', $.identifier), '=', field('value', $.procedure_path)),
    ),
    _operator_symbol: ($) => choice($.identifier, $.operator_name, $.string),
    type_variables: ($) => seq('[', optional(seq($.type_parameter, repeat(seq(optional(','), $.type_parameter)))), ']'),
    operator_case: ($) => prec.right(seq('with', commaSep1(seq($.identifier, '=', $.pattern)), '=>', $._formula)),

    predicate_declaration: ($) => choice(
      seq(optional($._locality), 'pred', optional(seq('[', repeat($.identifier), ']')),
        field('name', $._operator_symbol), optional($.type_variables),
        optional(choice(
          seq(':', field('type', choice($._type, seq($._type, repeat1(seq('&', $._type)))))),
          seq(repeat($.binder), '=', field('body', $._formula)),
          // ptybindings: `x y : t`, names sharing one type without brackets
          seq(repeat1($.binder_name), ':', field('type', $._type), '=', field('body', $._formula)),
        ))),
      seq(optional($._locality), 'inductive', repeat1($._token)),
    ),

    // abbreviation, notation
    abbreviation_declaration: ($) => choice(
      seq(optional($._locality), 'abbrev', optional(seq('[', repeat1(seq(optional('-'), $.identifier)), ']')),
        field('name', $._operator_symbol), optional($.type_variables), repeat($.binder),
        optional(seq(':', field('type', $._type))), '=', field('body', $._formula)),
      seq(optional($._locality), 'notation', repeat1($._token)),
    ),

    // ------------------------------------------------------------ axioms and lemmas (axiom)

    axiom_declaration: ($) => seq(
      optional($._locality), 'axiom', optional(seq('[', repeat1($.identifier), ']')),
      field('name', $.identifier), optional($.type_variables), repeat($.global_binder),
      ':', field('statement', $._formula),
    ),
    lemma_declaration: ($) => seq(
      optional($._locality),
      choice(
        seq('lemma', field('name', $.identifier), optional($.type_variables),
          optional(seq('`{', repeat1($.identifier), '}')),
          repeat($.global_binder), ':', field('statement', $._formula)),
        seq('equiv', field('name', $.identifier), repeat($.global_binder), ':', field('statement', $.equiv_body)),
        seq(choice('hoare', 'ehoare'), field('name', $.identifier), repeat($.global_binder), ':', field('statement', $.hoare_body)),
        seq('phoare', field('name', $.identifier), repeat($.global_binder), ':',
          '[', field('statement', $.hoare_body), ']', $._bound_comparison, $._simple_formula),
      ),
      optional(field('proof', $.lemma_proof)),
    ),
    lemma_proof: ($) => seq('by', choice($._tactic_sequence, alias($._empty_proof, $.tactic))),
    global_binder: ($) => choice(
      seq('(', $.identifier, '<:', $._name, optional($.module_restriction), ')'),
      seq('(', $.memory, ':', '{', commaSep($.memory_type_item), '}', ')'),
      $.memory,
      $.binder,
    ),
    memory_type_item: ($) => seq(
      choice(commaSep1($.identifier), seq('(', commaSep1($.identifier), ')')), ':', $._type),
    _bound_comparison: (_) => choice('<=', '>=', '='),

    // proofend, PROOF, realize
    proof_start: (_) => 'proof',
    proof_end: (_) => choice('qed', 'admitted', 'abort'),
    realize_declaration: ($) => seq('realize', field('name', $._name), optional($.lemma_proof)),

    // PRAGMA
    pragma_declaration: ($) => seq('pragma', optional(choice('+', '-')),
      sep1(':', $.identifier), optional(seq('=', optional(choice('+', '-')), $.number))),

    // print, search, locate, hint, instance, prover, timeout, why3, dump, exception
    other_command: ($) => seq(
      optional('local'),
      choice('print', 'search', 'locate', 'hint', 'instance', 'prover', 'timeout', 'why3', 'dump', 'exception', 'undo', 'exit'),
      repeat($._any_token),
    ),

    // ------------------------------------------------------------ formulas (form, sform)

    _formula: ($) => choice(
      $.binary_formula,
      $.unary_formula,
      $.ternary_formula,
      $.application,
      $.quantified_formula,
      $.lambda,
      $.let_formula,
      $.if_formula,
      $.phoare_formula,
      $.lossless_formula,
      $.glob_formula,
      $.equality_set,
      $._simple_formula,
    ),

    binary_formula: ($) => {
      const table = [
        [prec.right, PREC.impl, choice('=>', '<@')],
        [prec.left, PREC.iff, '<=>'],
        [prec.right, PREC.or, choice('\\/', '||')],
        [prec.right, PREC.and, choice('/\\', '&&')],
        [prec.left, PREC.eq, choice('=', '<>')],
        [prec.left, PREC.nop, $.named_operator],
        [prec.left, PREC.order, choice('<', '>', '<=', '>=')],
        [prec.left, PREC.lop1, $._lop1],
        [prec.left, PREC.lop2, choice('+', '-', $._lop2)],
        [prec.left, PREC.lop3, choice('*', '/', '&', $._lop3)],
        [prec.left, PREC.lop4, choice('@', '^', '\\', $._lop4, $.backtick_operator)],
        [prec.right, PREC.rop4, $._rop4],
      ];
      return choice(...table.map(([fn, p, op]) => fn(p, seq(
        field('left', $._formula),
        field('operator', alias(op, $.operator)),
        optional($.type_application),
        field('right', $._formula),
      ))));
    },
    // an operator's class is its first character (ecLexer.mll `lex_std_op`)
    _lop1: (_) => token(/[=<>][=<>+\-*\/\\%&^|#$:]+/),
    // a run that starts with `|` is split by the lexer (`|%` is `|` then `%`: `` `|x|%r ``)
    _lop2: (_) => token(/[+\-][=<>+\-*\/\\%&^|#$:]*/),
    _lop3: (_) => token(/[*\/&%][=<>+\-*\/\\%&^|#$:]*/),
    _lop4: (_) => token(/[\^$][=<>+\-*\/\\%&^|#$:]*/),
    _rop4: (_) => token(/::+/),
    named_operator: (_) => token(prec(1, /\\[A-Za-z0-9_']+/)),
    backtick_operator: (_) => token(/`[=<>+\-*\/\\%&^|:#$]+`/),

    unary_formula: ($) => choice(
      prec(PREC.not, seq(field('operator', alias('!', $.operator)), field('operand', $._formula))),
      prec(PREC.unary, seq(field('operator', alias(choice('-', '+', $._minus_run, $.named_operator), $.operator)),
        optional($.type_application), field('operand', $._formula))),
    ),
    _minus_run: (_) => token(/(--+|\+\++)/),
    ternary_formula: ($) => prec.right(PREC.ternary, seq(
      field('condition', $._formula), '?', field('then', $._formula), ':', field('else', $._formula))),
    application: ($) => prec.left(PREC.app, seq(field('function', $._simple_formula), repeat1(field('argument', $._simple_formula)))),

    quantified_formula: ($) => prec.right(PREC.binder, seq(
      field('quantifier', choice('forall', 'exists')), repeat1($.global_binder), ',', field('body', $._formula))),
    lambda: ($) => prec.right(PREC.binder, seq(
      'fun', repeat1($.binder), optional(seq(':', $._type)), choice(',', '=>'), field('body', $._formula))),
    let_formula: ($) => prec.right(PREC.binder, seq(
      'let', field('pattern', $.let_pattern), optional(seq(':', $._type)), '=', field('value', $._formula),
      'in', field('body', $._formula))),
    let_pattern: ($) => choice($.identifier, seq('(', commaSep1(choice($.identifier, '_')), ')'), seq('{|', repeat($._token), '|}')),
    if_formula: ($) => prec.right(PREC.binder, seq(
      'if', field('condition', $._formula), 'then', field('then', $._formula), 'else', field('else', $._formula))),
    phoare_formula: ($) => prec.right(seq('phoare', '[', $.hoare_body, ']', $._bound_comparison, $._simple_formula)),
    lossless_formula: ($) => seq('islossless', $.procedure_path),
    glob_formula: ($) => prec.right(seq('glob', $.module_path)),
    equality_set: ($) => seq('=', choice(
      seq('{', commaSep1($._equality_item), '}', optional(seq('(', $.module_path, ',', $.module_path, ')'))),
      seq('{|', commaSep1($._formula), '|}'),
    )),
    _equality_item: ($) => choice(prec(1, seq('glob', $.module_path, '\\', '{', commaSep1($._name), '}')), $._formula),

    binder: ($) => choice(seq('(', commaSep1($.typed_binders), ')'), $.binder_name),
    typed_binders: ($) => seq(repeat1($.binder_name), optional(seq(':', field('type', $._type)))),
    binder_name: ($) => choice($.identifier, '_'),

    _simple_formula: ($) => choice(
      $._name,
      $.number,
      $.numeric_operator,
      $.string,
      $.memory,
      alias('res', $.identifier),
      alias('{0,1}', $.identifier),
      $.tuple,
      $.cast,
      $.list,
      $.interval,
      $.record,
      $.hoare_formula,
      $.equiv_formula,
      $.probability,
      $.match_formula,
      $.absolute_value,
      $.goal_reference,
      $.get_formula,
      $.side_formula,
      $.projection,
      $.scope_formula,
      $.instantiated_name,
    ),
    instantiated_name: ($) => prec(PREC.postfix, seq(choice($._name, $.numeric_operator, $.string), $.type_application)),
    // NUMOP: `'0`, an operator named by a number
    numeric_operator: (_) => /'[0-9]+/,
    type_application: ($) => seq('<:', commaSep1($._type), '>'),
    tuple: ($) => seq('(', commaSep($._formula), ')'),
    cast: ($) => seq('(', $._formula, ':~', $._type, ')'),
    list: ($) => seq('[', optional($.type_application), optional(sep1(';', $._formula)), ']'),
    interval: ($) => seq('[', optional($.type_application), $._formula, '..', $._formula, ']'),
    record: ($) => seq('{|', optional(seq($._simple_formula, 'with')), sep1(';', $.record_value), optional(';'), '|}'),
    record_value: ($) => seq(field('key', $._name), '=', field('value', $._formula)),
    absolute_value: ($) => seq('`|', optional($.type_application), $._formula, '|'),
    goal_reference: ($) => seq('#', $.identifier),
    // `m.[:(int) x]`: a getter with the type of the map's codomain
    get_formula: ($) => prec(PREC.postfix, seq($._simple_formula, '.[', optional($.type_application),
      optional(seq(':', '(', field('codomain', $._type), ')')), commaSep1($._formula), optional(seq('<-', $._formula)), ']')),
    side_formula: ($) => prec(PREC.postfix, seq($._simple_formula, token.immediate('{'), optional('!'),
      choice($.identifier, $.number), '}')),
    projection: ($) => prec(PREC.postfix, seq($._simple_formula, '.`', choice($.number, $._name))),
    scope_formula: ($) => prec(PREC.postfix, seq($._simple_formula, $.scope)),
    scope: (_) => token.immediate(/%[A-Za-z][A-Za-z0-9_']*(\.[A-Z][A-Za-z0-9_']*)*/),

    hoare_formula: ($) => seq(choice('hoare', 'ehoare'), '[', $.hoare_body, ']'),
    hoare_body: ($) => seq(
      field('procedure', $.procedure_path), optional(seq('{', $.memory, '}')), ':',
      field('precondition', $._formula), '==>', field('postcondition', $._formula),
    ),
    equiv_formula: ($) => choice(
      seq('equiv', '[', $.equiv_body, ']'),
      seq('eager', '[', $.eager_body, ']'),
    ),
    // eager_body: `s1, f ~ g, s2 : pre ==> post` with statement lists s1, s2
    eager_body: ($) => seq(
      repeat($._statement), ',', field('left', $.procedure_path), '~', field('right', $.procedure_path), ',',
      repeat($._statement), ':', field('precondition', $._formula), '==>', field('postcondition', $._formula),
    ),
    equiv_body: ($) => seq(
      field('left', $.procedure_path), optional(seq('{', $.memory, '}')), '~',
      field('right', $.procedure_path), optional(seq('{', $.memory, '}')), ':',
      field('precondition', $._formula), '==>', field('postcondition', $._formula),
    ),
    probability: ($) => seq('Pr', '[', field('procedure', $.procedure_path), field('arguments', $.arguments),
      optional(seq('{', $.memory, '}')), '@', field('memory', $.memory), ':', field('event', $._formula), ']'),
    match_formula: ($) => seq('match', field('value', $._formula), 'with', optional('|'),
      optional(sep1('|', $.match_branch)), 'end'),
    match_branch: ($) => seq(field('pattern', $.pattern), '=>', field('body', $._formula)),

    // mcptn
    pattern: ($) => choice(
      seq('(', $.pattern, ')'),
      seq('[', ']'),
      seq($.binder_name, choice('+', '-', '*', '/', '::', $._lop1, $._lop2, $._lop3, $._lop4, $._rop4, '='), $.binder_name),
      seq(choice('!', '-', '+'), optional($.binder_name)),
      // (qoident: a mixfix string too, `with s = "[]"`)
      prec.left(seq(choice($._name, $.string), optional($.type_application), repeat($.binder_name))),
    ),

    // ------------------------------------------------------------ tactics (tactics_or_prf)

    tactic_sentence: ($) => seq(optional(field('bullet', $.bullet)), $._tactic_sequence),
    bullet: (_) => token(prec(1, /(-+|\++|\*+)/)),
    // tactics: the first tactic is a tactic_core_r; a later one (subtactic) may also be a
    // tactic_chain_r (`[t1 | t2]`, a goal selector `1: t`, `first`, `last`, `expect n`)
    _tactic_sequence: ($) => seq(alias($._first_tactic, $.tactic), repeat(seq(';', $.tactic))),
    _first_tactic: ($) => prec.right(seq($._tactic_core, repeat($._tactic_token))),
    // A tactic word, a bracket or a goal selector starts a tactic; its arguments are
    // balanced tokens. Outside brackets, the words that only name tactics (`rewrite`,
    // `smt`, …) stand only after a tactical (`by`, `try`, `do`, `first`, `last`).
    tactic: ($) => prec.right(seq($._tactic_head, repeat($._tactic_token))),
    _tactic_head: ($) => choice(
      $._tactic_core,
      $.token_group_bracket,
      prec.right(seq($.goal_selector, ':', optional($._tactic_core))),
      alias($._chain_tactical, $.tactical),
    ),
    // tactic_core_r: what comes first in a sentence, after `by`, `try`, `do`, `(` and a goal
    // selector. Of the judgment words only `hoare` and `phoare split`/`phoare equiv` start one.
    _tactic_core: ($) => choice(
      alias(choice(...TACTIC_KEYWORDS.filter((k) => !LIDENT_KEYWORDS.includes(k) && !TACTICALS.includes(k) && !JUDGMENT_ONLY.includes(k))), $.tactic_name),
      alias(choice(...TACTIC_KEYWORDS.filter((k) => LIDENT_KEYWORDS.includes(k) && !TACTICALS.includes(k))), $.tactic_name),
      prec(1, seq(alias('proc', $.tactic_name), alias(choice(...TACTIC_ONLY_KEYWORDS.filter((k) => !TACTICALS.includes(k))), $.tactic_name))),
      // eager_tac: `eager seq ...`, `eager call ...`
      prec(1, seq(alias('eager', $.tactic_name), alias(choice('seq', 'call'), $.tactic_name))),
      // phltactic: `phoare split …`, `phoare equiv …`
      prec(1, seq(alias('phoare', $.tactic_name), alias(choice('split', 'equiv'), $.tactic_name))),
      // `gen have`, `wlog suff`; `progress` [`@`? `[` options `]`] [tactic] (tactic_core_r)
      prec(1, seq(alias('gen', $.tactic_name), alias('have', $.tactic_name))),
      prec(1, seq(alias('wlog', $.tactic_name), alias('suff', $.tactic_name))),
      prec.right(1, seq(alias('progress', $.tactic_name), optional(seq(optional('@'), $.token_group_bracket)), optional($._tactic_core))),
      // `( tactics )`
      alias($._tactic_group, $.token_group_paren),
      alias($._core_tactical, $.tactical),
    ),
    _tactic_group: ($) => seq('(', $._tactic_sequence, ')'),
    // `expect n ([t1 | t2]; …)`: tactic chains in brackets
    _chain_group: ($) => seq('(', sep1(';', $.tactic), ')'),
    tactical: ($) => choice($._core_tactical, $._chain_tactical),
    _core_tactical: ($) => prec.right(choice(
      seq(choice('by', 'try', seq('try', '!'), seq('do', optional(choice($.repeat_mark, seq(alias($.goal_selector, $.number), $._repeat_sign))))), $._tactic_core),
      seq('by', alias($.block_body, $.block)),
      seq('by', alias($._empty_brackets, $.token_group_bracket)),
    )),
    // `by []`: a proof that needs no tactic
    _empty_brackets: (_) => seq('[', ']'),
    _empty_proof: ($) => prec(1, seq(alias($._empty_brackets, $.token_group_bracket), repeat($._tactic_token))),
    // tactic_chain_r `expect n [tactic]`, `first [n] t`, `last [n] t`
    _chain_tactical: ($) => prec.right(choice(
      seq('expect', alias($.goal_selector, $.number), optional(choice($._tactic_core, alias($._chain_group, $.token_group_paren)))),
      seq(choice('first', 'last'), optional(choice($.number, $.goal_selector)), choice($._tactic_core, 'first', 'last')),
    )),
    repeat_mark: (_) => token(prec(3, /[0-9]*[!?]/)),
    // `do 2 !`: the count and the mark are separate tokens
    _repeat_sign: (_) => choice('!', '?'),
    goal_selector: (_) => token(prec(2, /(-?[0-9]+|\.\.|~)([ \t]*(,|\.\.|~|-?[0-9]+))*/)),

    _tactic_token: ($) => choice($._group, $._plain_token, $.tactical, $._or_else),
    // tactic: `t1 || t2`, the second tactic a tactic_core too
    _or_else: ($) => prec.right(seq(alias('||', $.operator), optional($._tactic_core))),
    _token: ($) => choice($._group, ';', $._plain_token, $.tactical,
      alias(choice(...TACTIC_ONLY_KEYWORDS.filter((k) => !TACTICALS.includes(k))), $.tactic_name)),
    _any_token: ($) => choice($._token, 'op', 'type', 'lemma', 'axiom', 'module', 'theory', 'pred', 'proof'),
    _group: ($) => choice($.token_group_paren, $.token_group_bracket, $.token_group),
    token_group_paren: ($) => seq('(', repeat($._token), ')'),
    token_group_bracket: ($) => seq(choice('[', '.['), repeat($._token), ']'),
    token_group: ($) => seq(choice('{', '`{'), repeat($._token), '}'),
    _plain_token: ($) => choice(
      $._name,
      $.number,
      $.string,
      $.memory,
      $.type_variable,
      $.numeric_operator,
      $.at_token,
      $.smt_shorthand,
      alias($._soup_operator, $.operator),
      alias(choice(...[...new Set([...TACTIC_KEYWORDS, ...INNER_KEYWORDS])].filter((k) => !LIDENT_KEYWORDS.includes(k) && !TACTIC_ONLY_KEYWORDS.includes(k) && k !== 'by')), $.keyword),
      ',', '?', '~', '!', '`|', '.`', '..', '{0,1}', '.', '<@', '<$', $._dot_identifier, $.backtick_operator, $.named_operator, $.goal_selector,
    ),
    smt_shorthand: (_) => token(/:?#smt/),
    // `@` never follows `@` (ecParser.mly: AT is an infix operator or prefixes a lemma name)
    at_token: ($) => seq('@', choice($._group, $._name, $.memory, $.number, '/', $._soup_operator, '!', '-')),
    _soup_operator: (_) => token(/[=<>+\-*\/\\%&^|:#$]+/),

    // ------------------------------------------------------------ names and tokens

    // qidents: `x`, `A.B.x`, `Top.x`, `A.(+)`, `A."_.[_]"`
    _name: ($) => choice($.identifier, $.qualified_name, $.operator_name, alias(choice(...LIDENT_KEYWORDS), $.identifier)),
    qualified_name: (_) => token(seq(
      repeat1(seq(/[A-Z][A-Za-z0-9_']*/, '.')),
      choice(/[A-Za-z_][A-Za-z0-9_']*/, /\([ \t]*[=<>+\-*\/\\%&^|:#$]+[ \t]*\)/, /\([ \t]*\[[ \t]*([\-+]+|!|\\[A-Za-z0-9_']+)[ \t]*\][ \t]*\)/, /\([ \t]*'[0-9]+[ \t]*\)/, /"[^"\n]*"/, /\\[A-Za-z0-9_']+/),
    )),
    operator_name: (_) => token(choice(
      /\([ \t]*[=<>+\-*\/\\%&^|:#$]+[ \t]*\)/,
      /\([ \t]*`[=<>+\-*\/\\%&^|:#$]+`[ \t]*\)/,
      /\([ \t]*\\[A-Za-z0-9_']+[ \t]*\)/,
      /\([ \t]*'[0-9]+[ \t]*\)/,
      /\([ \t]*%[a-z_][A-Za-z0-9_']*[ \t]*\)/,
      /\[[ \t]*([\-+]+|!|\\[A-Za-z0-9_']+)[ \t]*\]/,
      /\([ \t]*\[[ \t]*([\-+]+|!|\\[A-Za-z0-9_']+)[ \t]*\][ \t]*\)/,
    )),
    identifier: (_) => /[A-Za-z_][A-Za-z0-9_']*/,
    type_variable: (_) => /'[a-z_][A-Za-z0-9_']*/,
    memory: (_) => /&[A-Za-z0-9_']+/,
    number: (_) => token(choice(/[0-9]+(\.[0-9]+)?/, /0x[0-9a-fA-F]+/)),
    string: (_) => /"([^"\\]|\\.)*"/,
  },
});
