// External scanner for ProVerif comments: "(*" ... "*)", nested as in
// pitlexer.mll (the lexer counts comment_depth).
#include "tree_sitter/parser.h"

enum TokenType { COMMENT };

void *tree_sitter_pv_external_scanner_create(void) { return NULL; }
void tree_sitter_pv_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_pv_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload; (void)buffer;
  return 0;
}
void tree_sitter_pv_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload; (void)buffer; (void)length;
}

bool tree_sitter_pv_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  if (!valid_symbols[COMMENT]) return false;
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\n' ||
         lexer->lookahead == '\r' || lexer->lookahead == '\f') {
    lexer->advance(lexer, true);
  }
  if (lexer->lookahead != '(') return false;
  lexer->advance(lexer, false);
  if (lexer->lookahead != '*') return false;
  lexer->advance(lexer, false);
  unsigned depth = 1;
  while (depth > 0) {
    if (lexer->eof(lexer)) return false;  // unterminated: no comment token, so "(" and "*" are errors
    int32_t c = lexer->lookahead;
    lexer->advance(lexer, false);
    if (c == '(' && lexer->lookahead == '*') {
      lexer->advance(lexer, false);
      depth++;
    } else if (c == '*' && lexer->lookahead == ')') {
      lexer->advance(lexer, false);
      depth--;
    }
  }
  lexer->result_symbol = COMMENT;
  lexer->mark_end(lexer);
  return true;
}
