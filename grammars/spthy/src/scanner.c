// External scanner for the Tamarin grammar: nested block comments
// (Token.hs: commentStart "/*", commentEnd "*/", nestedComments = True).
// An unclosed comment is not a comment, so the parser reports an error.

#include "tree_sitter/parser.h"

enum TokenType { BLOCK_COMMENT };

void *tree_sitter_spthy_external_scanner_create(void) { return NULL; }
void tree_sitter_spthy_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_spthy_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload; (void)buffer;
  return 0;
}
void tree_sitter_spthy_external_scanner_deserialize(void *payload, const char *buffer,
                                                     unsigned length) {
  (void)payload; (void)buffer; (void)length;
}

bool tree_sitter_spthy_external_scanner_scan(void *payload, TSLexer *lexer,
                                             const bool *valid_symbols) {
  (void)payload;
  if (!valid_symbols[BLOCK_COMMENT]) return false;
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\n' ||
         lexer->lookahead == '\r' || lexer->lookahead == '\f' || lexer->lookahead == '\v') {
    lexer->advance(lexer, true);
  }
  if (lexer->lookahead != '/') return false;
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
