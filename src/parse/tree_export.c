/*
 * The visible nodes of a tree-sitter tree as one flat array, in pre-order: what cfb's walk
 * (src/parse/mod.rs) would read node by node with a TreeCursor, in one pass.
 *
 * Why not the cursor: every grammar has hidden rules and `repeat`s, which tree-sitter keeps as
 * hidden subtrees (a `repeat` as a balanced binary tree of them). The cursor steps from one
 * visible node to the next by popping its stack up to the hidden ancestor that holds the next
 * one and descending again, and it finds a node's field by walking up the stack once more: on a
 * Tamarin file that was 650 instructions per sibling, three quarters of the copy of the tree
 * and a sixth of `cfb diff`. This walk visits each subtree once and carries down what the
 * cursor looks up: the alias sequence and field map of the production, the field a hidden
 * ancestor gives its visible descendants, and the byte position.
 *
 * It reads tree-sitter's private layout (subtree.h, language.h) of the version the crate pins;
 * the build script takes the headers from that crate. The suite checks, for every grammar's test
 * corpus and the saved fuzz inputs, that this walk and the cursor give the same nodes.
 */

#include <stdint.h>
#include <stdlib.h>

#include "language.h"
#include "subtree.h"

/* One visible node; `src/parse/mod.rs` declares the same layout (`ExportedNode`). */
typedef struct {
  uint32_t start_byte;
  uint32_t end_byte;
  /* Index of the parent in the array, UINT32_MAX for the root. */
  uint32_t parent;
  /* Number of visible children. */
  uint32_t child_count;
  /* The public symbol after any alias (tree-sitter's ts_node_symbol). */
  uint16_t kind_id;
  /* The subtree's own symbol (ts_node_grammar_symbol). */
  uint16_t grammar_id;
  /* 0 when the parent holds the node under no field. */
  uint16_t field_id;
  /* CFB_NAMED | CFB_MISSING | CFB_EXTRA */
  uint16_t flags;
} CfbExportedNode;

enum { CFB_NAMED = 1, CFB_MISSING = 2, CFB_EXTRA = 4 };

/* A subtree whose children are being read. */
typedef struct {
  const Subtree *children;
  uint32_t count;
  uint32_t index;
  /* The index among the non-extra children, which alias sequences and field maps count. */
  uint32_t structural_index;
  const TSSymbol *aliases;
  const TSFieldMapEntry *fields;
  const TSFieldMapEntry *fields_end;
  /* The visible node the children hang under. */
  uint32_t visible_parent;
  /* The field of this (hidden) subtree in its own parent, which a visible child without a
   * field of its own takes: tree-sitter's ts_tree_cursor_current_field_id walks up hidden
   * ancestors the same way, and stops at an extra. */
  uint16_t inherited_field;
  /* Where the next child starts (after its padding). */
  uint32_t position;
} Frame;

static uint16_t field_in(const Frame *frame) {
  for (const TSFieldMapEntry *map = frame->fields; map < frame->fields_end; map++) {
    if (!map->inherited && map->child_index == frame->structural_index) return map->field_id;
  }
  return 0;
}

static int push(Frame **stack, uint32_t *size, uint32_t *capacity, const TSLanguage *language,
                Subtree subtree, uint32_t position, uint32_t visible_parent, uint16_t inherited_field) {
  if (*size == *capacity) {
    uint32_t grown = *capacity ? *capacity * 2 : 64;
    Frame *bigger = realloc(*stack, grown * sizeof(Frame));
    if (!bigger) return 0;
    *stack = bigger;
    *capacity = grown;
  }
  Frame *frame = &(*stack)[(*size)++];
  frame->children = ts_subtree_children(subtree);
  frame->count = subtree.ptr->child_count;
  frame->index = 0;
  frame->structural_index = 0;
  frame->aliases = ts_language_alias_sequence(language, subtree.ptr->production_id);
  ts_language_field_map(language, subtree.ptr->production_id, &frame->fields, &frame->fields_end);
  frame->visible_parent = visible_parent;
  frame->inherited_field = inherited_field;
  frame->position = position;
  return 1;
}

static CfbExportedNode node_of(const TSLanguage *language, Subtree subtree, TSSymbol alias, uint32_t start,
                               uint32_t parent, uint16_t field) {
  TSSymbol symbol = ts_subtree_symbol(subtree);
  int named = alias ? ts_language_symbol_metadata(language, alias).named : ts_subtree_named(subtree);
  CfbExportedNode node = {
    .start_byte = start,
    .end_byte = start + ts_subtree_size(subtree).bytes,
    .parent = parent,
    .child_count = 0,
    .kind_id = ts_language_public_symbol(language, alias ? alias : symbol),
    .grammar_id = symbol,
    .field_id = field,
    .flags = (named ? CFB_NAMED : 0) | (ts_subtree_missing(subtree) ? CFB_MISSING : 0) |
             (ts_subtree_extra(subtree) ? CFB_EXTRA : 0),
  };
  return node;
}

/*
 * Writes the visible nodes of `tree`, whose root is `root` (the root TSNode's `id`, starting at
 * `root_start`), into `out`, which has room for `capacity` nodes (ts_node_descendant_count).
 * Returns how many were written, or UINT32_MAX if `out` was too small or memory ran out.
 */
uint32_t cfb_tree_export(const void *root, uint32_t root_start, const TSTree *tree,
                         CfbExportedNode *out, uint32_t capacity) {
  if (capacity == 0) return UINT32_MAX;
  const TSLanguage *language = ts_tree_language(tree);
  Subtree subtree = *(const Subtree *)root;
  out[0] = node_of(language, subtree, 0, root_start, UINT32_MAX, 0);
  uint32_t written = 1;
  if (ts_subtree_child_count(subtree) == 0) return written;

  Frame *stack = NULL;
  uint32_t size = 0, stack_capacity = 0;
  if (!push(&stack, &size, &stack_capacity, language, subtree, root_start, 0, 0)) return UINT32_MAX;
  while (size > 0) {
    Frame *frame = &stack[size - 1];
    if (frame->index == frame->count) {
      size--;
      continue;
    }
    Subtree child = frame->children[frame->index];
    uint32_t start = frame->position;
    int extra = ts_subtree_extra(child);
    TSSymbol alias = 0;
    uint16_t field = 0;
    if (!extra) {
      if (frame->aliases) alias = frame->aliases[frame->structural_index];
      field = field_in(frame);
      if (!field) field = frame->inherited_field;
      frame->structural_index++;
    }
    frame->index++;
    frame->position = start + ts_subtree_size(child).bytes;
    if (frame->index < frame->count) frame->position += ts_subtree_padding(frame->children[frame->index]).bytes;

    uint32_t visible_parent = frame->visible_parent;
    if (ts_subtree_visible(child) || alias) {
      if (written == capacity) break;
      out[written] = node_of(language, child, alias, start, visible_parent, field);
      out[visible_parent].child_count++;
      uint32_t id = written++;
      if (ts_subtree_child_count(child) > 0 &&
          !push(&stack, &size, &stack_capacity, language, child, start, id, 0)) {
        break;
      }
    } else if (ts_subtree_visible_child_count(child) > 0) {
      /* A hidden subtree: its visible descendants are its parent's children. `frame` may move
       * when the stack grows; `field` and `visible_parent` were read from it before. */
      if (!push(&stack, &size, &stack_capacity, language, child, start, visible_parent, field)) break;
    }
  }
  uint32_t result = size == 0 ? written : UINT32_MAX;
  free(stack);
  return result;
}
