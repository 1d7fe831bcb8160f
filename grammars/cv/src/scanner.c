// External scanner for CryptoVerif comments: `(* … *)`, nested since CryptoVerif 2.06
// (src/lexer.mll counts the comment depth).

#include "tree_sitter/parser.h"

#include <stdbool.h>

enum TokenType { COMMENT };

void *tree_sitter_cv_external_scanner_create(void) { return NULL; }

void tree_sitter_cv_external_scanner_destroy(void *payload) { (void)payload; }

unsigned tree_sitter_cv_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}

void tree_sitter_cv_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

static bool is_space(int32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

bool tree_sitter_cv_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  if (!valid_symbols[COMMENT]) return false;
  while (is_space(lexer->lookahead)) lexer->advance(lexer, true);
  if (lexer->lookahead != '(') return false;
  lexer->advance(lexer, false);
  if (lexer->lookahead != '*') return false;
  lexer->advance(lexer, false);
  unsigned depth = 1;
  while (depth > 0) {
    if (lexer->eof(lexer)) return false; // unterminated comment: a lexer error in CryptoVerif
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
