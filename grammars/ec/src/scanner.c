// External scanner of the EasyCrypt tree-sitter grammar.
//
// Two tokens that a regular expression cannot describe (facts of src/ecLexer.mll):
//  * `comment`: `(* ... *)`, nesting. `(*)`, `(**)` and `(* )` are operator names
//    (the lexer's `'(' blank* binop blank* ')'` is the longer match); `(*op*)` with a run
//    of operator characters is a comment (same length, the comment rule comes first).
//  * `full_stop`: a `.` followed by white space or the end of the file ends a sentence;
//    any other `.` belongs to a longer token (`M.f`, `.[`, `..`).

#include "tree_sitter/parser.h"
#include <stdbool.h>

enum TokenType { COMMENT, FULL_STOP };

void *tree_sitter_ec_external_scanner_create(void) { return NULL; }
void tree_sitter_ec_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_ec_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload; (void)buffer; return 0;
}
void tree_sitter_ec_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload; (void)buffer; (void)length;
}

static bool is_space(int32_t c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'; }

static bool is_opchar(int32_t c) {
  switch (c) {
    case '=': case '<': case '>': case '+': case '-': case '*': case '/': case '\\':
    case '%': case '&': case '^': case '|': case ':': case '#': case '$':
      return true;
    default:
      return false;
  }
}

// After the opening `(*` (both consumed): the body up to the matching `*)`.
static bool finish_comment(TSLexer *lexer) {
  unsigned depth = 1;
  while (!lexer->eof(lexer)) {
    int32_t c = lexer->lookahead;
    lexer->advance(lexer, false);
    if (c == '*' && lexer->lookahead == ')') {
      lexer->advance(lexer, false);
      if (--depth == 0) {
        lexer->mark_end(lexer);
        return true;
      }
    } else if (c == '(' && lexer->lookahead == '*') {
      lexer->advance(lexer, false);
      depth++;
    }
  }
  return false;  // unterminated: no token, the parser reports the error
}

bool tree_sitter_ec_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  while (is_space(lexer->lookahead)) lexer->advance(lexer, true);

  if (valid_symbols[FULL_STOP] && lexer->lookahead == '.') {
    lexer->advance(lexer, false);
    lexer->mark_end(lexer);
    if (lexer->eof(lexer) || is_space(lexer->lookahead)) {
      lexer->result_symbol = FULL_STOP;
      return true;
    }
    return false;
  }

  if (valid_symbols[COMMENT] && lexer->lookahead == '(') {
    lexer->advance(lexer, false);
    if (lexer->lookahead != '*') return false;
    lexer->advance(lexer, false);
    // `(*` followed by operator characters: an operator name or a comment?
    unsigned run = 0;
    int32_t last = 0;
    while (is_opchar(lexer->lookahead)) {
      last = lexer->lookahead;
      lexer->advance(lexer, false);
      run++;
    }
    if (lexer->lookahead == ')') {
      if (run >= 2 && last == '*') {  // `(*op*)`
        lexer->advance(lexer, false);
        lexer->mark_end(lexer);
        lexer->result_symbol = COMMENT;
        return true;
      }
      return false;  // `(*)`, `(**)`, `(*+)`: operator names
    }
    if (run == 0) {
      bool blanks = false;
      while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\r') {
        lexer->advance(lexer, false);
        blanks = true;
      }
      if (blanks && lexer->lookahead == ')') return false;  // `(* )`
      if (lexer->lookahead == '*' || lexer->lookahead == '(') {
        // fall through to the body scan, which sees these characters itself
      }
    }
    lexer->result_symbol = COMMENT;
    return finish_comment(lexer);
  }
  return false;
}
