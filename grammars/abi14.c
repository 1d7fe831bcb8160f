/*
 * An ABI 14 view of a grammar's committed parser, for editors whose tree-sitter runtime loads
 * parsers of ABI 13-14 only (Neovim 0.7-0.10, Helix 25.01 and older, any tree-sitter < 0.25).
 *
 * The committed src/parser.c is ABI 15, which cfb needs: its queries match supertypes through
 * the ABI 15 supertype map, and its grammars reserve keywords (`reserved:` in grammar.js), which
 * ABI 14 cannot express. ABI 15 appended fields to the end of TSLanguage (name, reserved words,
 * supertype map, metadata), which an older runtime never reads, and gave each lex mode a third
 * member (reserved_word_set_id), which changes the stride of that array. So this file copies
 * the language, rewrites the lex modes at the old stride and reports ABI 14: the parse tables
 * are shared. What an older editor loses is what ABI 14 lacks: a reserved word where a name may
 * stand parses as a name, so some invalid input gets no ERROR node there. Input that parses
 * without errors at ABI 15 gets the same tree.
 *
 * Build from grammars/<lang>/ (LANG = the folder name; add src/scanner.c when present):
 *   cc -c -fPIC -O1 -I src -Dtree_sitter_LANG=tree_sitter_LANG_abi15 src/parser.c -o parser.o
 *   cc -shared -fPIC -O1 -I src -DTS_GRAMMAR=LANG parser.o src/scanner.c ../abi14.c -o LANG.so
 * See docs/editors.md; tests/suite/editors.rs builds every grammar this way for Neovim 0.7.
 */

#include <stdlib.h>

#include "tree_sitter/parser.h"

#ifndef TS_GRAMMAR
#error "compile with -DTS_GRAMMAR=<lang>, the grammar's folder name"
#endif

#define CFB_PASTE_(a, b) a##b
#define CFB_PASTE(a, b) CFB_PASTE_(a, b)
#define CFB_ENTRY CFB_PASTE(tree_sitter_, TS_GRAMMAR)
#define CFB_ABI15_ENTRY CFB_PASTE(CFB_ENTRY, _abi15)

const TSLanguage *CFB_ABI15_ENTRY(void);

#if defined(_WIN32)
__declspec(dllexport)
#else
__attribute__((visibility("default")))
#endif
const TSLanguage *CFB_ENTRY(void) {
  static TSLanguage language;
  static TSLexMode *lex_modes;
  const TSLanguage *full = CFB_ABI15_ENTRY();
  if (full->abi_version < 15) return full;
  if (lex_modes) return &language;
  TSLexMode *modes = calloc(full->state_count ? full->state_count : 1, sizeof *modes);
  if (!modes) return NULL;
  for (uint32_t i = 0; i < full->state_count; i++) {
    modes[i].lex_state = full->lex_modes[i].lex_state;
    modes[i].external_lex_state = full->lex_modes[i].external_lex_state;
  }
  language = *full;
  language.abi_version = 14;
  language.lex_modes = (const void *)modes;
  language.reserved_words = NULL;
  language.max_reserved_word_set_size = 0;
  language.supertype_count = 0;
  language.supertype_symbols = NULL;
  language.supertype_map_slices = NULL;
  language.supertype_map_entries = NULL;
  lex_modes = modes;
  return &language;
}
