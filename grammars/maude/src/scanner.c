// External scanner for the Maude grammar (Maude 3, Maude-NPA specifications).
//
// Facts from Maude's lexer (maude-lang/Maude src/Mixfix/lexer.ll, lexerAux.cc):
// * Comments: `***` or `---` at the start of a token. If the first character after
//   them (past blanks and tabs) is `(`, the comment runs to the matching `)`
//   (parentheses after a backquote do not count; the end of the input ends it);
//   otherwise, and always for `***>` and `--->`, to the end of the line.
// * A statement ends at a period that is a token of its own (not followed by a
//   token character), outside parentheses, when the next token (past white space
//   and comments) is a keyword that starts a declaration or ends a module or view
//   (END_STATEMENT_MODE). Any other period inside a statement is a term token.
// * A command ends at a period that is followed by the end of the line (or of the
//   input), or by blanks and a comment (END_COMMAND_MODE).
// * `quit`, `q` and `eof` at the top level stop reading the file: the rest of the
//   input is one token.

#include "tree_sitter/parser.h"

#include <string.h>

enum TokenType { STATEMENT_PERIOD, COMMAND_PERIOD, STOP_READING, COMMENT };

void *tree_sitter_maude_external_scanner_create(void) { return NULL; }
void tree_sitter_maude_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_maude_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_maude_external_scanner_deserialize(void *payload, const char *buffer,
                                                     unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

static bool is_space(int32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

// A character that continues a Maude token (lexer `maudeId`): anything but white
// space, control characters and the special characters ( ) [ ] { } ,
static bool is_token_char(int32_t c) {
  if (c <= 0x1F || c == 0x7F) return false;
  return !(c == ' ' || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' ||
           c == '}' || c == ',');
}

// After `***` or `---` (already consumed): the rest of the comment.
static void finish_comment(TSLexer *lexer) {
  if (lexer->lookahead == '>') {
    while (!lexer->eof(lexer) && lexer->lookahead != '\n' && lexer->lookahead != '\f')
      lexer->advance(lexer, false);
    return;
  }
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\r')
    lexer->advance(lexer, false);
  if (lexer->lookahead == '(') {
    lexer->advance(lexer, false);
    unsigned depth = 1;
    bool backquote = false;
    while (!lexer->eof(lexer)) {
      int32_t c = lexer->lookahead;
      lexer->advance(lexer, false);
      if (!backquote && c == '(') depth++;
      if (!backquote && c == ')' && --depth == 0) return;
      backquote = c == '`';
    }
    return;
  }
  while (!lexer->eof(lexer) && lexer->lookahead != '\n' && lexer->lookahead != '\f')
    lexer->advance(lexer, false);
}

// At `*` or `-`: consumes `***` or `---` and returns true, or returns false.
static bool comment_start(TSLexer *lexer) {
  int32_t c = lexer->lookahead;
  if (c != '*' && c != '-') return false;
  for (int i = 0; i < 3; i++) {
    if (lexer->lookahead != c) return false;
    lexer->advance(lexer, false);
  }
  return true;
}

static const char *const STATEMENT_KEYWORDS[] = {
    "pr", "protecting", "ex", "extending", "us", "using", "inc", "including", "gb",
    "generated-by", "sort", "sorts", "subsort", "subsorts", "op", "ops", "var", "vars",
    "mb", "cmb", "eq", "cq", "ceq", "rl", "crl", "sd", "csd", "strat", "strats", "endth",
    "endoth", "endfth", "endsth", "endm", "endfm", "endsm", "endom", "endo", "endv",
    "endsv", "jbo", "msg", "msgs", "class", "subclass", "subclasses", NULL};

// After a period: skips white space and comments and tells whether a statement
// keyword follows.
static bool statement_keyword_follows(TSLexer *lexer) {
  for (;;) {
    while (is_space(lexer->lookahead)) lexer->advance(lexer, false);
    int32_t c = lexer->lookahead;
    if (c == '*' || c == '-') {
      // a comment, or a word starting with `*` or `-` (never a keyword)
      if (!comment_start(lexer)) return false;
      finish_comment(lexer);
      continue;
    }
    break;
  }
  char word[16];
  unsigned length = 0;
  while (is_token_char(lexer->lookahead)) {
    if (length >= sizeof word - 1) return false;
    int32_t c = lexer->lookahead;
    if (c > 127) return false;
    word[length++] = (char)c;
    lexer->advance(lexer, false);
  }
  word[length] = 0;
  for (const char *const *k = STATEMENT_KEYWORDS; *k; k++)
    if (strcmp(*k, word) == 0) return true;
  return false;
}

static bool scan_stop(TSLexer *lexer) {
  char word[5];
  unsigned length = 0;
  while (is_token_char(lexer->lookahead)) {
    if (length >= 4) return false;
    word[length++] = (char)lexer->lookahead;
    lexer->advance(lexer, false);
  }
  word[length] = 0;
  if (strcmp(word, "q") != 0 && strcmp(word, "quit") != 0 && strcmp(word, "eof") != 0)
    return false;
  while (!lexer->eof(lexer)) lexer->advance(lexer, false);
  lexer->mark_end(lexer);
  lexer->result_symbol = STOP_READING;
  return true;
}

bool tree_sitter_maude_external_scanner_scan(void *payload, TSLexer *lexer,
                                             const bool *valid_symbols) {
  (void)payload;
  bool recovering = valid_symbols[STATEMENT_PERIOD] && valid_symbols[COMMAND_PERIOD] &&
                    valid_symbols[STOP_READING];
  while (is_space(lexer->lookahead)) lexer->advance(lexer, true);
  int32_t c = lexer->lookahead;

  if (c == '*' || c == '-') {
    if (!valid_symbols[COMMENT] || !comment_start(lexer)) return false;
    finish_comment(lexer);
    lexer->mark_end(lexer);
    lexer->result_symbol = COMMENT;
    return true;
  }

  if (c == '.' && !recovering &&
      (valid_symbols[STATEMENT_PERIOD] || valid_symbols[COMMAND_PERIOD])) {
    lexer->advance(lexer, false);
    if (is_token_char(lexer->lookahead)) return false;  // `..`, `.foo`: a term token
    lexer->mark_end(lexer);
    if (valid_symbols[STATEMENT_PERIOD]) {
      if (!statement_keyword_follows(lexer)) return false;
      lexer->result_symbol = STATEMENT_PERIOD;
      return true;
    }
    // COMMAND_PERIOD: end of line, end of input, or blanks and a comment.
    bool blank = false;
    while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\r' ||
           lexer->lookahead == '\v' || lexer->lookahead == '\f') {
      blank = true;
      lexer->advance(lexer, false);
    }
    if (lexer->eof(lexer) || lexer->lookahead == '\n' || (blank && comment_start(lexer))) {
      lexer->result_symbol = COMMAND_PERIOD;
      return true;
    }
    return false;
  }

  if ((c == 'q' || c == 'e') && valid_symbols[STOP_READING] && !recovering)
    return scan_stop(lexer);
  return false;
}
