// External scanner for the Tamarin grammar.
//
// * Nested block comments (Token.hs: commentStart "/*", commentEnd "*/",
//   nestedComments = True). An unclosed comment is not a comment, so the
//   parser reports an error.
// * The text after `end`, which Tamarin ignores (only after `end`, never
//   during error recovery, when every external token is marked valid).
// * Fact names (Fact.hs: a fact is a name starting with an upper-case letter
//   followed by "("). A fact name is only produced where the grammar expects
//   one, so lower-case "facts" such as out(x) in a rule are errors, as in
//   Tamarin. The built-in facts Out, In, KU, KD, Ded and Fr (any case) are
//   a token of their own: they take exactly one argument (Fr, which cannot
//   be persistent, is a token of its own again).

#include "tree_sitter/parser.h"

#include <wctype.h>

enum TokenType { BLOCK_COMMENT, FACT_NAME, TRAILING_TEXT, BUILTIN_FACT_NAME, FRESH_FACT_NAME };

void *tree_sitter_spthy_external_scanner_create(void) { return NULL; }
void tree_sitter_spthy_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_spthy_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_spthy_external_scanner_deserialize(void *payload, const char *buffer,
                                                     unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

static bool is_space(int32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' ||
         c == 0xA0;
}

static bool is_identifier_char(int32_t c) { return iswalnum(c) || c == '_'; }

static bool scan_block_comment(TSLexer *lexer) {
  // lexer->lookahead is '/'
  lexer->advance(lexer, false);
  if (lexer->lookahead != '*') return false;
  lexer->advance(lexer, false);
  unsigned depth = 1;
  while (depth > 0) {
    if (lexer->eof(lexer)) return false;
    int32_t c = lexer->lookahead;
    lexer->advance(lexer, false);
    if (c == '*' && lexer->lookahead == '/') {
      lexer->advance(lexer, false);
      depth--;
    } else if (c == '/' && lexer->lookahead == '*') {
      lexer->advance(lexer, false);
      depth++;
    }
  }
  lexer->result_symbol = BLOCK_COMMENT;
  return true;
}

static bool scan_fact_name(TSLexer *lexer, const bool *valid_symbols) {
  // lexer->lookahead is an upper-case letter
  char word[4];
  unsigned length = 0;
  while (is_identifier_char(lexer->lookahead)) {
    if (length < sizeof word) {
      int32_t c = towlower(lexer->lookahead);
      word[length] = c < 128 ? (char)c : '?';
    }
    length++;
    lexer->advance(lexer, false);
  }
  lexer->mark_end(lexer);
  while (is_space(lexer->lookahead)) lexer->advance(lexer, false);
  if (lexer->lookahead != '(') return false;
  if (length == 2 && word[0] == 'f' && word[1] == 'r') {
    if (!valid_symbols[FRESH_FACT_NAME]) return false;
    lexer->result_symbol = FRESH_FACT_NAME;
    return true;
  }
  bool builtin =
      (length == 2 && ((word[0] == 'i' && word[1] == 'n') ||
                       (word[0] == 'k' && (word[1] == 'u' || word[1] == 'd')))) ||
      (length == 3 && ((word[0] == 'o' && word[1] == 'u' && word[2] == 't') ||
                       (word[0] == 'd' && word[1] == 'e' && word[2] == 'd')));
  if (builtin) {
    if (!valid_symbols[BUILTIN_FACT_NAME]) return false;
    lexer->result_symbol = BUILTIN_FACT_NAME;
    return true;
  }
  if (!valid_symbols[FACT_NAME]) return false;
  lexer->result_symbol = FACT_NAME;
  return true;
}

bool tree_sitter_spthy_external_scanner_scan(void *payload, TSLexer *lexer,
                                             const bool *valid_symbols) {
  (void)payload;
  while (is_space(lexer->lookahead)) lexer->advance(lexer, true);
  if (lexer->lookahead == '/' && valid_symbols[BLOCK_COMMENT]) return scan_block_comment(lexer);
  if ((valid_symbols[FACT_NAME] || valid_symbols[BUILTIN_FACT_NAME] ||
       valid_symbols[FRESH_FACT_NAME]) &&
      iswupper(lexer->lookahead)) {
    return scan_fact_name(lexer, valid_symbols);
  }
  if (valid_symbols[TRAILING_TEXT] && !valid_symbols[FACT_NAME] && !valid_symbols[BUILTIN_FACT_NAME] &&
      !valid_symbols[FRESH_FACT_NAME] &&
      !lexer->eof(lexer)) {
    // An unclosed comment after `end` is an error.
    if (lexer->lookahead == '/') {
      lexer->advance(lexer, false);
      if (lexer->lookahead == '*') return false;
    }
    while (!lexer->eof(lexer)) lexer->advance(lexer, false);
    lexer->result_symbol = TRAILING_TEXT;
    return true;
  }
  return false;
}
