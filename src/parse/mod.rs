//! Parsing: the lossless tree (tree-sitter) and the strict check (pest) of a language.

pub mod backtrack;
pub mod conditional;
pub mod mixfix;
pub mod preprocess;
pub mod query;
pub mod refused;
pub mod registry;
pub mod runaway;
pub mod strict;
pub mod tree;
pub mod window;

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::diagnostic::Span;
use crate::language::{BlockComment, Language, OpenComment};
use tree::{Node, NodeId, SyntaxTree};

/// Why a text could not be parsed at all.
#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    #[error("cfb has no tree-sitter grammar for {0} yet (grammars/{1}/ has no src/parser.c)")]
    NoGrammar(Language, &'static str),
    #[error("tree-sitter could not load the {0} grammar: {1}")]
    Incompatible(Language, String),
    #[error("tree-sitter gave up on the input")]
    Aborted,
}

/// Parses `text` with the language's tree-sitter grammar into cfb's tree. Never fails on bad
/// input: errors are `ERROR`/`MISSING` nodes in the tree.
pub fn parse(language: Language, text: &str) -> Result<SyntaxTree, ParseError> {
    let (ts_tree, ts_language) = parse_tree_sitter(language, text)?;
    let tree = convert(&ts_tree, names(language.spec().grammar, &ts_language));
    if text.len() <= LEFT_TO_EXIT_UP_TO && LEAVE_TREES_TO_EXIT.load(std::sync::atomic::Ordering::Relaxed) {
        std::mem::forget(ts_tree);
    }
    Ok(tree)
}

static LEAVE_TREES_TO_EXIT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
/// The longest text whose tree-sitter tree [`leave_trees_to_exit`] leaves: a larger tree's
/// memory is better given back to what is built after it.
const LEFT_TO_EXIT_UP_TO: usize = 256 * 1024;

/// From now on [`parse`] leaves tree-sitter's trees of texts up to 256 kB to the end of the
/// process instead of freeing them once copied: for a command that reads a file or two and
/// exits (`cfb diff`, `cfb similarity`), where freeing them subtree by subtree was 3% of the run.
pub fn leave_trees_to_exit() {
    LEAVE_TREES_TO_EXIT.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// tree-sitter's tree of a front end's input (see [`parser_input`]) where the front end's lexer
/// ends a comment left open at the end of the text (ProVerif's untyped `.pi` and `.horn`): read
/// with the comment closed there, where the grammar's scanner, which nests comments as the
/// typed front end does, finds no closer and makes the opener an error. `None` for every other
/// front end and text: [`parse`] reads them as the tool does.
pub fn parse_with_final_comment_closed(
    language: Language,
    path: Option<&std::path::Path>,
    text: &str,
) -> Option<SyntaxTree> {
    let comment = language.front_end(path).comment.filter(|c| c.left_open_at == OpenComment::EndedByEndOfFile)?;
    if comment.open_at_end(text).is_empty() {
        return None;
    }
    let scanner_depth = BlockComment { nests: true, ..comment }.open_at_end(text).len();
    let closed = format!("{text}{}", comment.close.repeat(scanner_depth));
    let mut tree = parse(language, &closed).ok()?;
    tree.clamp_spans(text.len());
    Some(tree)
}

/// [`parse`] of a front end's input (see [`parser_input`]) as its lexer reads it: with a comment
/// left open at the end closed there where the front end ends it so
/// ([`parse_with_final_comment_closed`]), and as its parser reads it: with what the front end
/// refuses of what its language's grammar reads made errors ([`refused`]).
pub fn parse_as_read(language: Language, path: Option<&std::path::Path>, text: &str) -> Result<SyntaxTree, ParseError> {
    let mut tree = match parse_with_final_comment_closed(language, path, text) {
        Some(tree) => tree,
        None => parse(language, text)?,
    };
    refused::mark(language, path, &mut tree, text);
    Ok(tree)
}

/// Parses `text` and hands every node of what would be [`parse`]'s tree to `visit`, in
/// pre-order with its id there and its number of children, without building the tree: for
/// output that streams. A text longer than [`window::WINDOWED_ABOVE`] is read a window of
/// top-level items at a time, so that no whole tree is held (see [`window`]; where it has
/// syntax errors, their recovery may differ).
pub fn for_each_node(
    language: Language,
    text: &str,
    mut visit: impl FnMut(NodeId, Node, usize),
) -> Result<(), ParseError> {
    if text.len() > window::WINDOWED_ABOVE {
        if let Some(()) = window::for_each_node(language, text, window::WINDOW_BYTES, &mut visit)? {
            return Ok(());
        }
    }
    let (ts_tree, ts_language) = parse_tree_sitter(language, text)?;
    walk(&ts_tree, names(language.spec().grammar, &ts_language), visit);
    Ok(())
}

/// [`for_each_node`] of a front end's input (see [`parser_input`]), with a comment left open at
/// the end read as the front end's lexer reads it ([`parse_with_final_comment_closed`]).
pub fn for_each_node_as_read(
    language: Language,
    path: Option<&std::path::Path>,
    text: &str,
    mut visit: impl FnMut(NodeId, Node, usize),
) -> Result<(), ParseError> {
    let closed =
        (text.len() <= window::WINDOWED_ABOVE).then(|| parse_with_final_comment_closed(language, path, text)).flatten();
    let Some(tree) = closed else { return for_each_node(language, text, visit) };
    for id in tree.preorder() {
        visit(id, tree.node(id).clone(), tree.children(id).len());
    }
    Ok(())
}

/// The tokens of a text as tree-sitter reads it, without cfb's tree (for checking a rewritten
/// text cheaply): leaves and extras, a comment one token however tree-sitter splits it.
pub struct Tokens {
    /// Non-empty tokens in order, with whether each is an extra (a comment).
    pub tokens: Vec<(Span, bool)>,
    /// Where the first `ERROR` or `MISSING` node starts.
    pub first_error: Option<usize>,
}

/// Parses `text` and lists its [`Tokens`].
pub fn tokens(language: Language, text: &str) -> Result<Tokens, ParseError> {
    tokens_with(language, text, false)
}

/// [`tokens`], reading into an `ERROR` node tree-sitter skipped as an extra: on a text with a
/// syntax error such a node holds code (a misspelt keyword and what follows), not a comment.
pub fn tokens_in_errors(language: Language, text: &str) -> Result<Tokens, ParseError> {
    tokens_with(language, text, true)
}

/// [`tokens_in_errors`] of the text `tree` was read from, without reading it again.
pub fn tree_tokens_in_errors(tree: &SyntaxTree) -> Tokens {
    let mut out = Tokens { tokens: Vec::new(), first_error: None };
    let mut id = tree.root();
    while id < tree.len() {
        let n = tree.node(id);
        if out.first_error.is_none() && (n.is_error || n.is_missing) {
            out.first_error = Some(n.span.start);
        }
        let whole = (n.is_extra && !n.is_error) || tree.is_leaf(id);
        if !whole {
            id += 1;
            continue;
        }
        if n.span.end > n.span.start {
            out.tokens.push((n.span, n.is_extra));
        }
        // Past the token's subtree (an extra may have children): the arena is in pre-order.
        id = tree.subtree_end(id);
    }
    out
}

fn tokens_with(language: Language, text: &str, into_errors: bool) -> Result<Tokens, ParseError> {
    let (ts_tree, _) = parse_tree_sitter(language, text)?;
    Ok(tokens_of(&ts_tree, into_errors, None))
}

/// The tokens of a tree, or of its nodes that overlap or touch one of the ranges `within`
/// (in order, disjoint).
fn tokens_of(ts_tree: &tree_sitter::Tree, into_errors: bool, within: Option<&[std::ops::Range<usize>]>) -> Tokens {
    let mut out = Tokens { tokens: Vec::new(), first_error: None };
    let mut cursor = ts_tree.walk();
    // The first range that does not end before the node (nodes come in order of their start).
    let mut range = 0;
    loop {
        let n = cursor.node();
        let (start, end) = (n.start_byte(), n.end_byte());
        let outside = within.is_some_and(|within| {
            while within.get(range).is_some_and(|r| r.end < start) {
                range += 1;
            }
            within.get(range).is_none_or(|r| r.start > end)
        });
        if !outside {
            if out.first_error.is_none() && (n.is_error() || n.is_missing()) {
                out.first_error = Some(start);
            }
            let whole = (n.is_extra() && !(into_errors && n.is_error())) || n.child_count() == 0;
            if whole && end > start {
                out.tokens.push((Span::new(start, end), n.is_extra()));
            }
            if !whole && cursor.goto_first_child() {
                continue;
            }
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return out;
            }
        }
    }
}

/// tree-sitter's own tree of `text`, and the grammar it was read with.
fn parse_tree_sitter(language: Language, text: &str) -> Result<(tree_sitter::Tree, tree_sitter::Language), ParseError> {
    reparse_tree_sitter(language, text, None)
}

/// [`parse_tree_sitter`] reusing what an edited `old` tree says of the unchanged text.
fn reparse_tree_sitter(
    language: Language,
    text: &str,
    old: Option<&tree_sitter::Tree>,
) -> Result<(tree_sitter::Tree, tree_sitter::Language), ParseError> {
    let grammar = language.spec().grammar;
    let ts_language = registry::tree_sitter(grammar).ok_or(ParseError::NoGrammar(language, grammar))?;
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&ts_language).map_err(|e| ParseError::Incompatible(language, e.to_string()))?;
    let ts_tree = parser.parse(text, old).ok_or(ParseError::Aborted)?;
    Ok((ts_tree, ts_language))
}

/// The tree of a text that is edited again and again (an editor's document, `cfb lsp`): each
/// edit is recorded in the tree ([`edit`](Self::edit)), and the next [`reparse`](Self::reparse)
/// reads only what the edits touched, reusing the rest of the old tree (tree-sitter's
/// incremental parsing).
#[derive(Debug, Clone)]
pub struct IncrementalTree {
    language: Language,
    tree: tree_sitter::Tree,
}

impl IncrementalTree {
    pub fn parse(language: Language, text: &str) -> Result<Self, ParseError> {
        let (tree, _) = parse_tree_sitter(language, text)?;
        Ok(IncrementalTree { language, tree })
    }

    /// Records that the bytes `span` of `old_text` are replaced by `replacement` (call once
    /// per change, in order, each with the text as the earlier changes left it).
    pub fn edit(&mut self, old_text: &str, span: Span, replacement: &str) {
        self.edit_all(old_text, &[(span, replacement)]);
    }

    /// Records the changes `edits` (spans of `old_text` in order, not overlapping, each with
    /// its replacement) at once: each position is found by one pass over the text.
    pub fn edit_all(&mut self, old_text: &str, edits: &[(Span, &str)]) {
        // Rows and columns of the edits' ends in the old text, in one pass.
        let mut points = Vec::with_capacity(edits.len() * 2);
        let (mut at, mut row, mut line_start) = (0, 0, 0);
        for offset in edits.iter().flat_map(|(span, _)| [span.start, span.end]) {
            let offset = offset.min(old_text.len());
            for (k, _) in old_text.as_bytes()[at..offset].iter().enumerate().filter(|(_, &b)| b == b'\n') {
                row += 1;
                line_start = at + k + 1;
            }
            at = offset;
            points.push(tree_sitter::Point { row, column: offset - line_start });
        }
        // Back to front: an edit then never moves the text an earlier one names.
        for (k, (span, replacement)) in edits.iter().enumerate().rev() {
            let start_position = points[2 * k];
            self.tree.edit(&tree_sitter::InputEdit {
                start_byte: span.start,
                old_end_byte: span.end,
                new_end_byte: span.start + replacement.len(),
                start_position,
                old_end_position: points[2 * k + 1],
                new_end_position: point_after(start_position, replacement),
            });
        }
    }

    /// The [`Tokens`] of the text last parsed that overlap or touch one of the ranges `within`
    /// (in order, disjoint), and the first error there.
    pub fn tokens_within(&self, within: &[std::ops::Range<usize>]) -> Tokens {
        tokens_of(&self.tree, false, Some(within))
    }

    /// Parses `text`, the old text with the recorded edits made, reusing the old tree.
    pub fn reparse(&mut self, text: &str) -> Result<(), ParseError> {
        let (tree, _) = reparse_tree_sitter(self.language, text, Some(&self.tree))?;
        self.tree = tree;
        Ok(())
    }

    /// [`reparse`](Self::reparse), returning where the new tree differs from the old one: byte
    /// ranges of `text`; the rest reads as the old text did (tree-sitter's changed ranges).
    pub fn reparse_changes(&mut self, text: &str) -> Result<Vec<std::ops::Range<usize>>, ParseError> {
        let old = self.tree.clone();
        self.reparse(text)?;
        Ok(old.changed_ranges(&self.tree).map(|r| r.start_byte..r.end_byte).collect())
    }

    /// cfb's tree of the text last parsed.
    pub fn syntax_tree(&self) -> SyntaxTree {
        let grammar = self.language.spec().grammar;
        convert(&self.tree, names(grammar, &self.tree.language()))
    }
}

/// Where `text` ends when written from `start` on.
fn point_after(start: tree_sitter::Point, text: &str) -> tree_sitter::Point {
    match text.rfind('\n') {
        None => tree_sitter::Point { row: start.row, column: start.column + text.len() },
        Some(k) => tree_sitter::Point { row: start.row + text.matches('\n').count(), column: text.len() - k - 1 },
    }
}

/// The text a front end's parser reads: `text` after the front end's preprocessor, if any,
/// with the same offsets (see [`preprocess`]).
pub fn parser_input<'t>(
    language: Language,
    path: Option<&std::path::Path>,
    text: &'t str,
) -> std::borrow::Cow<'t, str> {
    match language.front_end(path).preprocess {
        Some(p) => std::borrow::Cow::Owned(p.apply(text)),
        None => std::borrow::Cow::Borrowed(text),
    }
}

/// The words the grammar reserves: its anonymous tokens that read as words (`rule`,
/// `let`, `frozen`, `asymmetric-encryption`), for "did you mean" hints.
pub fn reserved_words(language: Language) -> &'static std::collections::HashSet<String> {
    static CACHE: PerGrammar<std::collections::HashSet<String>> = OnceLock::new();
    let grammar = language.spec().grammar;
    once_per_grammar(&CACHE, grammar, || {
        let mut words = std::collections::HashSet::new();
        if let Some(ts) = registry::tree_sitter(grammar) {
            for id in 0..ts.node_kind_count() as u16 {
                let Some(kind) = ts.node_kind_for_id(id) else { continue };
                let word = kind.starts_with(|c: char| c.is_alphabetic())
                    && kind.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
                if word && !ts.node_kind_is_named(id) && ts.node_kind_is_visible(id) {
                    words.insert(kind.to_string());
                }
            }
        }
        words
    })
}

/// Values made once per grammar folder and kept for the process.
pub(crate) type PerGrammar<T> = OnceLock<Mutex<HashMap<&'static str, &'static T>>>;

/// The value of `cache` for `grammar`, made by `make` the first time.
pub(crate) fn once_per_grammar<T: Send + Sync>(
    cache: &'static PerGrammar<T>,
    grammar: &'static str,
    make: impl FnOnce() -> T,
) -> &'static T {
    let mut cache = cache.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    cache.entry(grammar).or_insert_with(|| Box::leak(Box::new(make())))
}

/// Whether cfb has a tree-sitter grammar for the language.
pub fn has_tree_grammar(language: Language) -> bool {
    registry::tree_sitter(language.spec().grammar).is_some()
}

/// The grammar's symbol names by id ([`Node::grammar_id`]): a rule's name, an external's, a
/// token's made from a rule (`variable_token1`), or a literal's text, under any alias (a
/// Tamarin fact's name, which the external scanner reads, is an `identifier` in the tree and
/// `_fact_name` here).
pub fn grammar_names(language: Language) -> &'static [&'static str] {
    static CACHE: PerGrammar<Vec<&'static str>> = OnceLock::new();
    let grammar = language.spec().grammar;
    let Some(ts) = registry::tree_sitter(grammar) else { return &[] };
    let names = once_per_grammar(&CACHE, grammar, || {
        // tree-sitter names a symbol that is always aliased by its alias: the grammar's own
        // name comes from the build (`ContextTokens::symbols`).
        let own = registry::context_tokens(grammar).symbols;
        let kinds = &names(grammar, &ts).kinds;
        kinds
            .iter()
            .enumerate()
            .map(|(id, &kind)| own.get(id).copied().filter(|n| !n.is_empty()).unwrap_or(kind))
            .collect()
    });
    names
}

/// A grammar's node kind and field names, made `'static` once per grammar so that trees
/// outlive the parser that made them.
struct Names {
    kinds: Vec<&'static str>,
    fields: Vec<&'static str>,
}

fn names(grammar: &'static str, language: &tree_sitter::Language) -> &'static Names {
    static CACHE: PerGrammar<Names> = OnceLock::new();
    once_per_grammar(&CACHE, grammar, || {
        let leak = |s: Option<&str>| -> &'static str { Box::leak(s.unwrap_or("").to_owned().into_boxed_str()) };
        let kinds = (0..language.node_kind_count()).map(|id| leak(language.node_kind_for_id(id as u16))).collect();
        // Field ids start at 1.
        let fields = (0..=language.field_count()).map(|id| leak(language.field_name_for_id(id as u16))).collect();
        Names { kinds, fields }
    })
}

/// Copies a tree-sitter tree into the arena.
fn convert(ts_tree: &tree_sitter::Tree, names: &Names) -> SyntaxTree {
    // Sized once (a million nodes moved at every doubling cost a tenth of a large file's read).
    let mut nodes: Vec<Node> = Vec::with_capacity(ts_tree.root_node().descendant_count());
    walk(ts_tree, names, |_, node, _| nodes.push(node));
    SyntaxTree::from_nodes(nodes)
}

/// Visits a tree-sitter tree in pre-order, as cfb's nodes, with each node's number of children:
/// read in one pass by `tree_export.c`.
fn walk(ts_tree: &tree_sitter::Tree, names: &Names, mut visit: impl FnMut(NodeId, Node, usize)) {
    let root = ts_tree.root_node();
    let capacity = root.descendant_count();
    let mut exported: Vec<ExportedNode> = Vec::with_capacity(capacity);
    let raw = root.into_raw();
    // SAFETY: `raw.id` is the root subtree of `ts_tree`, which outlives the call, and
    // `raw.context[0]` its start byte; `exported` has room for `capacity` nodes, of which the
    // function writes the count it returns (or reports that they did not fit).
    let written =
        unsafe { cfb_tree_export(raw.id, raw.context[0], raw.tree.cast(), exported.as_mut_ptr(), capacity as u32) };
    if written == u32::MAX || written as usize > capacity {
        // Out of memory, or a tree-sitter whose layout the export does not know: the cursor
        // reads the same nodes, more slowly.
        return walk_with_cursor(ts_tree, names, visit);
    }
    // SAFETY: the first `written` elements were initialized by the call.
    unsafe { exported.set_len(written as usize) };
    for (id, n) in exported.iter().enumerate() {
        let is_error = n.kind_id == u16::MAX;
        let node = Node {
            kind: if is_error { "ERROR" } else { names.kinds.get(n.kind_id as usize).copied().unwrap_or("ERROR") },
            kind_id: n.kind_id,
            grammar_id: n.grammar_id,
            field: (n.field_id != 0).then(|| names.fields.get(n.field_id as usize).copied()).flatten(),
            span: Span::new(n.start_byte as usize, n.end_byte as usize),
            named: n.flags & EXPORTED_NAMED != 0,
            is_error,
            is_missing: n.flags & EXPORTED_MISSING != 0,
            is_extra: n.flags & EXPORTED_EXTRA != 0,
            parent: (n.parent != u32::MAX).then_some(n.parent as usize),
        };
        visit(id, node, n.child_count as usize);
    }
}

/// A node as `tree_export.c` writes it (`CfbExportedNode` there).
#[repr(C)]
struct ExportedNode {
    start_byte: u32,
    end_byte: u32,
    parent: u32,
    child_count: u32,
    kind_id: u16,
    grammar_id: u16,
    field_id: u16,
    flags: u16,
}

const EXPORTED_NAMED: u16 = 1;
const EXPORTED_MISSING: u16 = 2;
const EXPORTED_EXTRA: u16 = 4;

extern "C" {
    /// See `tree_export.c`: `root` and `tree` are the root `TSNode`'s `id` and `tree`.
    fn cfb_tree_export(
        root: *const std::ffi::c_void,
        root_start: u32,
        tree: *const std::ffi::c_void,
        out: *mut ExportedNode,
        capacity: u32,
    ) -> u32;
}

/// [`walk`] with tree-sitter's cursor, as the API offers it: the reference the export is held
/// to, and what it falls back on.
fn walk_with_cursor(ts_tree: &tree_sitter::Tree, names: &Names, mut visit: impl FnMut(NodeId, Node, usize)) {
    let mut cursor = ts_tree.walk();
    // How many siblings follow the current node (`left`), and each ancestor with its own:
    // tree-sitter's cursor then never looks for a sibling or a child that is not there, which
    // walks through the hidden nodes around it and back (a quarter of the walk on a Tamarin file).
    let mut left = 0;
    let mut parents: Vec<(NodeId, usize)> = Vec::new();
    let mut next_id = 0;
    loop {
        let n = cursor.node();
        let id = next_id;
        next_id += 1;
        let is_error = n.is_error();
        let kind_id = n.kind_id();
        let node = Node {
            kind: if is_error { "ERROR" } else { names.kinds.get(kind_id as usize).copied().unwrap_or("ERROR") },
            kind_id: if is_error { u16::MAX } else { kind_id },
            grammar_id: n.grammar_id(),
            field: cursor.field_id().and_then(|f| names.fields.get(f.get() as usize).copied()),
            span: Span::new(n.start_byte(), n.end_byte()),
            named: n.is_named(),
            is_error,
            is_missing: n.is_missing(),
            is_extra: n.is_extra(),
            parent: parents.last().map(|&(parent, _)| parent),
        };
        let child_count = n.child_count() as usize;
        visit(id, node, child_count);
        if child_count > 0 && cursor.goto_first_child() {
            parents.push((id, left));
            left = child_count - 1;
            continue;
        }
        loop {
            if left > 0 && cursor.goto_next_sibling() {
                left -= 1;
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
            left = parents.pop().map_or(0, |(_, left)| left);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node of [`walk`] (tree_export.c) and of tree-sitter's cursor, in order, on every
    /// input of the grammars' test corpora (errors included), the saved fuzz inputs (mostly
    /// broken text), the bundled examples and, when present, the shared corpus.
    #[test]
    fn the_one_pass_export_reads_the_nodes_the_cursor_reads() {
        use std::path::Path;
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let files = |dir: &Path| -> Vec<std::path::PathBuf> {
            walkdir::WalkDir::new(dir)
                .into_iter()
                .flatten()
                .filter(|e| e.file_type().is_file())
                .map(|e| e.into_path())
                .collect()
        };
        let mut inputs: Vec<(Language, String)> = Vec::new();
        for language in Language::all() {
            for file in files(&root.join("grammars").join(language.spec().grammar).join("test/corpus")) {
                let text = std::fs::read_to_string(&file).unwrap();
                // A case is a header between `===` lines, the input, a `---` line, the tree.
                for case in text.split("\n===").skip(1).collect::<Vec<_>>().chunks(2) {
                    let Some(body) = case.get(1) else { continue };
                    let body = body.split_once('\n').map_or("", |(_, rest)| rest);
                    let input = body.split("\n---").next().unwrap_or("");
                    inputs.push((language, input.to_owned()));
                }
            }
        }
        // A `lint-<ext>` target's inputs are files of that extension; the other targets' inputs
        // are read here by each language in turn (their first byte picks one in the fuzzer).
        let languages: Vec<Language> = Language::all().collect();
        for (k, file) in
            files(&root.join("fuzz/corpus")).into_iter().chain(files(&root.join("datasets/examples"))).enumerate()
        {
            let target = file.parent().and_then(|p| p.file_name()).and_then(|n| n.to_str()).unwrap_or("");
            let language = Language::from_path(&file)
                .or_else(|| target.strip_prefix("lint-").and_then(Language::from_extension))
                .unwrap_or_else(|| languages[k % languages.len()]);
            inputs.push((language, String::from_utf8_lossy(&std::fs::read(&file).unwrap()).into_owned()));
        }
        let shared = std::env::var_os("CFB_SHARED").map_or_else(|| root.join("../shared"), Into::into).join("corpus");
        for file in files(&shared) {
            if let (Some(language), Ok(text)) = (Language::from_path(&file), std::fs::read_to_string(&file)) {
                inputs.push((language, text));
            }
        }
        assert!(inputs.len() > 2_000, "{} inputs", inputs.len());
        let nodes = |language: Language, text: &str, one_pass: bool| {
            let (ts_tree, ts_language) = parse_tree_sitter(language, text).unwrap();
            let names = names(language.spec().grammar, &ts_language);
            let mut out = Vec::new();
            let visit = |id, node: Node, children| out.push(format!("{id} {children} {node:?}"));
            if one_pass {
                walk(&ts_tree, names, visit)
            } else {
                walk_with_cursor(&ts_tree, names, visit)
            }
            out
        };
        for (language, text) in &inputs {
            let (one_pass, cursor) = (nodes(*language, text, true), nodes(*language, text, false));
            if one_pass != cursor {
                let at =
                    one_pass.iter().zip(&cursor).position(|(a, b)| a != b).unwrap_or(one_pass.len().min(cursor.len()));
                panic!(
                    "{language}: the export and the cursor differ at node {at}:\n  {:?}\n  {:?}\ninput:\n{text}",
                    one_pass.get(at),
                    cursor.get(at)
                );
            }
            // cfb's tree lists as each node's children the nodes the cursor counted, in order.
            let (ts_tree, ts_language) = parse_tree_sitter(*language, text).unwrap();
            let names = names(language.spec().grammar, &ts_language);
            let tree = convert(&ts_tree, names);
            let mut counts = Vec::new();
            walk_with_cursor(&ts_tree, names, |_, _, n| counts.push(n));
            for id in tree.preorder() {
                let children = tree.children(id);
                assert_eq!(children.len(), counts[id], "{language}: node {id}'s children\ninput:\n{text}");
                assert_eq!(tree.is_leaf(id), counts[id] == 0);
                assert!(children.iter().all(|&c| tree.node(c).parent == Some(id)));
                assert!(children.windows(2).all(|w| w[0] < w[1]));
            }
        }
    }

    /// ProVerif's untyped lexers end a comment at the end of the file; the typed one refuses
    /// it. tree-sitter's scanner, shared by both, nests comments and wants every closer.
    #[test]
    fn a_comment_left_open_at_the_end_is_closed_there_for_the_untyped_front_ends_only() {
        use std::path::Path;
        let text = "free c.\nprocess 0\n(* a (* b\n";
        assert!(parse(Language::Pv, text).unwrap().errors().next().is_some());
        for path in ["a.pi", "a.horn", "a.horntype"] {
            let tree = parse_with_final_comment_closed(Language::Pv, Some(Path::new(path)), text).unwrap();
            assert_eq!(tree.errors().count(), 0, "{path}: {}", tree.to_sexp());
            let comment = tree.preorder().map(|id| tree.node(id)).find(|n| n.kind == "comment").unwrap();
            assert_eq!((comment.span.start, comment.span.end), (text.find("(*").unwrap(), text.len()));
            assert!(tree.preorder().all(|id| tree.node(id).span.end <= text.len()));
        }
        assert!(parse_with_final_comment_closed(Language::Pv, Some(Path::new("a.pv")), text).is_none());
        // `cfb parse` reads it so too.
        let errors_read = |path: &str| {
            let mut errors = 0;
            for_each_node_as_read(Language::Pv, Some(Path::new(path)), text, |_, n, _| {
                errors += usize::from(n.is_error || n.is_missing)
            })
            .unwrap();
            errors
        };
        assert_eq!((errors_read("a.pi"), errors_read("a.pv") > 0), (0, true));
        assert!(parse_with_final_comment_closed(Language::Pv, Some(Path::new("a.pi")), "process 0 (* a *)\n").is_none());
    }

    /// The tokens of a tree read already are those of the text read again, on every lint
    /// fixture and on each cut off at a third and at two thirds (syntax errors, `ERROR` nodes).
    #[test]
    fn a_trees_tokens_are_those_of_its_text_read_again() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint");
        let mut checked = 0;
        for entry in walkdir::WalkDir::new(&root).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file())
        {
            let Some(language) = Language::from_path(entry.path()) else { continue };
            let Ok(text) = std::fs::read_to_string(entry.path()) else { continue };
            let cuts = [text.len(), text.len() / 3, text.len() * 2 / 3]
                .map(|c| crate::parse::window::floor_boundary(&text, c));
            for cut in cuts {
                let text = &text[..cut];
                let (Ok(tree), Ok(again)) = (parse(language, text), tokens_in_errors(language, text)) else { continue };
                let found = tree_tokens_in_errors(&tree);
                assert_eq!(found.tokens, again.tokens, "{} cut at {cut}", entry.path().display());
                assert_eq!(found.first_error, again.first_error, "{} cut at {cut}", entry.path().display());
                checked += 1;
            }
        }
        assert!(checked > 200, "only {checked} texts");
    }

    /// A Tamarin fact's name is an `identifier` in the tree, and the grammar's own symbols by
    /// their own names: the external scanner's built-in fact name, the immediate name of `~k`.
    #[test]
    fn grammar_names_are_the_symbols_own_names_under_their_aliases() {
        let tree = parse(Language::Spthy, "theory T begin\nrule R: [ Fr(~k) ] --> [ Out(~k) ]\nend\n").unwrap();
        let names = grammar_names(Language::Spthy);
        let leaves: Vec<(&str, &str)> = tree
            .preorder()
            .filter(|&id| tree.is_leaf(id))
            .map(|id| tree.node(id))
            .filter(|n| n.kind == "identifier")
            .map(|n| (n.kind, names[usize::from(n.grammar_id)]))
            .collect();
        let own: Vec<&str> = leaves.iter().map(|&(_, own)| own).collect();
        assert_eq!(
            own,
            [
                "identifier",
                "identifier",
                "_fresh_fact_name",
                "variable_token1",
                "_builtin_fact_name",
                "variable_token1"
            ]
        );
    }

    /// Edits of every kind (insertions, deletions, replacements across lines, a break that
    /// makes an error and its repair), each reparsed incrementally: the tree is always the
    /// one a fresh parse of the text gives.
    #[test]
    fn an_edited_tree_reparses_as_a_fresh_parse() {
        let mut text =
            String::from("type key.\nfree c: channel.\nlet P(k: key) = out(c, k).\nprocess new k: key; P(k)\n");
        let mut tree = IncrementalTree::parse(Language::Pv, &text).unwrap();
        let edits: &[(&str, &str)] = &[
            ("out(c, k)", "out(c, k); out(c, k)"),
            ("type key.\n", ""),
            ("P(k)\n", "(P(k) | P(k)\n"),
            ("(P(k) | P(k)\n", "(P(k) | P(k))\n"),
            ("free c: channel.\nlet", "free c: channel.\n(* é𝔸 *)\nfree d: channel.\nlet"),
            ("process", "process\n  "),
        ];
        for (from, to) in edits {
            let start = text.find(from).unwrap();
            let span = Span::new(start, start + from.len());
            tree.edit(&text, span, to);
            text.replace_range(span.start..span.end, to);
            tree.reparse(&text).unwrap();
            let nodes = |t: &SyntaxTree| t.preorder().map(|n| (t.node(n).kind, t.node(n).span)).collect::<Vec<_>>();
            let (edited, fresh) = (tree.syntax_tree(), parse(Language::Pv, &text).unwrap());
            assert_eq!(edited.to_sexp(), fresh.to_sexp(), "after {from:?} -> {to:?}");
            assert_eq!(nodes(&edited), nodes(&fresh), "after {from:?} -> {to:?}");
        }
    }
}
