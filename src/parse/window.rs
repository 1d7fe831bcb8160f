//! Large texts read a window of top-level items at a time.
//!
//! tree-sitter's tree of a model takes about 40 bytes per input byte and cfb's copy of it
//! more, so no whole tree of a 20 MB file may be held if `cfb parse` and `cfb lint` are to
//! stay within 20 bytes per input byte. A first pass ([`Layout::of`]) reads the text in
//! windows of about [`WINDOW_BYTES`] and keeps only where each top-level item lies. Later
//! passes ([`read`]) read chosen items together as one document, with tree-sitter's included
//! ranges, so that every node keeps its place in the whole text.
//!
//! What a top-level item is, and what holds the items, is the grammar's data: the header
//! lines of `queries/items.scm`: `; window-container: KIND after TOKEN` (default: the root),
//! and `; window-after: KIND` (items start only after such a child).

use std::ops::Range;

use super::tree::{Node, NodeId, SyntaxTree};
use super::{names, registry, Names, ParseError};
use crate::diagnostic::Span;
use crate::language::Language;

/// Texts longer than this are read by windows.
pub const WINDOWED_ABOVE: usize = 4 << 20;
/// About how much text one window reads.
pub const WINDOW_BYTES: usize = 1 << 20;

/// Where the top-level items of a text lie, and what surrounds them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// The root node's span in the whole text, and the container's (the node that holds the
    /// items, when it is not the root: a Tamarin `theory`).
    pub root: Span,
    pub container: Option<Span>,
    /// The text up to the second item: what opens the container (`theory T begin`), leading
    /// comments and the first item (some grammars require one: HLPSL's roles); and the last
    /// item with what follows it (some grammars require one there: ProVerif's process; what
    /// closes the container).
    pub head: Range<usize>,
    pub tail: Range<usize>,
    /// The other items in order; each item's range runs up to the next item, so head, items
    /// and tail tile the text.
    pub items: Vec<Item>,
    /// The longest text one window of the first pass read (a window grows over an item longer
    /// than it, or over what it cannot read whole).
    pub longest_read: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub kind: &'static str,
    pub range: Range<usize>,
    /// Where its `name` is, if it has one.
    pub name: Option<Range<usize>>,
}

/// An item as a window reads it.
struct Found {
    start: usize,
    kind_id: u16,
    /// It has an error, or it is the loose token where an `ERROR` root's reading failed.
    broken: bool,
    name: Option<Range<usize>>,
}

/// The grammar's window settings from `queries/items.scm`.
struct Settings {
    /// The kind of the node that holds the items, when not the root (`theory`), and the
    /// token after which its items start (`begin`).
    container: Option<&'static str>,
    opener: Option<&'static str>,
    /// Items start only after a child of this kind (EasyCrypt's `.`: a command's full stop
    /// is a child of its own).
    after: Option<&'static str>,
}

fn settings(language: Language) -> Settings {
    let source = registry::query(language.spec().grammar, "items").unwrap_or("");
    let header = |key| super::query::header(source, key);
    let mut container = header("window-container").unwrap_or("").split_whitespace();
    let kind = container.next();
    Settings { container: kind, opener: container.nth(1), after: header("window-after") }
}

/// A child of the container that is an item: named, not a comment.
fn is_item(n: &tree_sitter::Node) -> bool {
    n.is_named() && !n.is_extra()
}

/// The container of `tree`: the root, or its first named child of the container's kind (not
/// the keyword `theory`).
fn container<'t>(tree: &'t tree_sitter::Tree, kind: Option<&str>) -> Option<tree_sitter::Node<'t>> {
    let root = tree.root_node();
    let Some(kind) = kind else { return Some(root) };
    let mut cursor = root.walk();
    let found = root.children(&mut cursor).find(|c| c.is_named() && c.kind() == kind);
    found
}

struct Reader<'t> {
    parser: tree_sitter::Parser,
    names: &'static Names,
    text: &'t str,
    /// Line starts, for the points tree-sitter wants with each range.
    lines: Vec<usize>,
}

impl<'t> Reader<'t> {
    fn new(language: Language, text: &'t str) -> Result<Self, ParseError> {
        let grammar = language.spec().grammar;
        let ts_language = registry::tree_sitter(grammar).ok_or(ParseError::NoGrammar(language, grammar))?;
        let mut parser = tree_sitter::Parser::new();
        parser.set_language(&ts_language).map_err(|e| ParseError::Incompatible(language, e.to_string()))?;
        let newlines = text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1);
        let lines = std::iter::once(0).chain(newlines).collect();
        Ok(Reader { parser, names: names(grammar, &ts_language), text, lines })
    }

    /// The item `found`, up to `end`.
    fn item(&self, found: &Found, end: usize) -> Item {
        let kind = self.names.kinds.get(usize::from(found.kind_id)).copied().unwrap_or("ERROR");
        Item { kind, range: found.start..end, name: found.name.clone() }
    }

    fn point(&self, offset: usize) -> tree_sitter::Point {
        let row = self.lines.partition_point(|&start| start <= offset) - 1;
        tree_sitter::Point { row, column: offset - self.lines[row] }
    }

    /// tree-sitter's tree of the ranges read as one document (adjacent ranges merged).
    fn read(&mut self, ranges: &[Range<usize>]) -> Result<tree_sitter::Tree, ParseError> {
        let mut merged: Vec<Range<usize>> = Vec::new();
        for r in ranges.iter().filter(|r| !r.is_empty()) {
            match merged.last_mut() {
                Some(last) if last.end == r.start => last.end = r.end,
                _ => merged.push(r.clone()),
            }
        }
        let ts_ranges: Vec<tree_sitter::Range> = merged
            .iter()
            .map(|r| tree_sitter::Range {
                start_byte: r.start,
                end_byte: r.end,
                start_point: self.point(r.start),
                end_point: self.point(r.end),
            })
            .collect();
        self.parser.set_included_ranges(&ts_ranges).map_err(|_| ParseError::Aborted)?;
        let tree = self.parser.parse(self.text, None).ok_or(ParseError::Aborted);
        self.parser.set_included_ranges(&[]).map_err(|_| ParseError::Aborted)?;
        tree
    }
}

/// The largest char boundary of `text` at or before `at`.
pub fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

impl Layout {
    /// Reads `text` window by window (about `window` bytes each, more where an item is
    /// longer) and says where its items lie. `None` when the grammar's tree has no container
    /// where the settings say (the caller then reads the text whole).
    pub fn of(language: Language, text: &str, window: usize) -> Result<Option<Layout>, ParseError> {
        Self::read(language, text, window, None)
    }

    /// [`Layout::of`] up to the item around `offset` (a syntax error): the tail starts there,
    /// at the last item read whole before it, and nothing after it is read.
    pub fn until(language: Language, text: &str, window: usize, offset: usize) -> Result<Option<Layout>, ParseError> {
        Self::read(language, text, window, Some(offset))
    }

    fn read(
        language: Language,
        text: &str,
        window: usize,
        stop_at: Option<usize>,
    ) -> Result<Option<Layout>, ParseError> {
        let settings = settings(language);
        let mut reader = Reader::new(language, text)?;
        let mut items: Vec<Item> = Vec::new();
        let (mut root, mut container_span, mut head) = (Span::new(0, 0), None, 0..0);
        // Where the next window starts: the start of the first item not taken yet.
        let mut start = 0;
        let mut longest_read = 0;
        let mut size = window.max(1);
        loop {
            let end = if text.len() - start <= size { text.len() } else { floor_boundary(text, start + size) };
            let last_window = end == text.len();
            let mut ranges = if start == 0 { Vec::new() } else { vec![head.clone()] };
            ranges.push(start..end);
            let tree = reader.read(&ranges)?;
            longest_read = longest_read.max(end - start);
            // Outside the last window, a grammar that requires a last item (ProVerif's process)
            // or a closing token (a Tamarin theory's `end`) reads an `ERROR` root around the
            // items it read: the root holds them then.
            let holder = container(&tree, settings.container)
                .filter(|h| settings.container.is_none() || !h.is_error())
                .or_else(|| Some(tree.root_node()).filter(|root| root.is_error()));
            let Some(holder) = holder else {
                if last_window {
                    return Ok(None);
                }
                size *= 2;
                continue;
            };
            // The container's items from this window: where each starts, its kind, whether
            // it has an error.
            let mut cursor = holder.walk();
            let mut found: Vec<Found> = Vec::new();
            // Before the opener (when the settings name one), nothing is an item.
            let mut opened = settings.opener.is_none() || start > 0;
            // Whether an item may start here (see `Settings::after`).
            let mut may_start = true;
            for n in holder.children(&mut cursor) {
                // In an `ERROR` root, the items read are whole nodes; a loose token (not a
                // comment) is where the reading failed (as a window cut inside a comment reads
                // its text).
                let loose = n.is_error() || n.has_error() || (!n.is_extra() && n.child_count() == 0);
                if holder.is_error() && opened && n.start_byte() >= start && loose {
                    found.push(Found { start: n.start_byte(), kind_id: n.kind_id(), broken: true, name: None });
                    break;
                }
                if opened && may_start && is_item(&n) && n.start_byte() >= start {
                    let name = n.child_by_field_name("name").map(|name| name.byte_range());
                    let broken = n.has_error() || n.is_missing();
                    found.push(Found { start: n.start_byte(), kind_id: n.kind_id(), broken, name });
                }
                opened |= settings.opener == Some(n.kind()) && !n.is_named();
                if !n.is_extra() {
                    may_start = settings.after.is_none_or(|after| n.kind() == after);
                }
            }
            // A window cut inside a comment can also read the comment's text as items: none is
            // taken past the first error of the tree.
            let first_error =
                if holder.is_error() { usize::MAX } else { first_error(tree.root_node()).unwrap_or(usize::MAX) };
            let clean = |found: &[Found]| found.iter().take_while(|f| !f.broken && f.start <= first_error).count();
            if let Some(at) = stop_at.filter(|&at| at < end || last_window) {
                let whole = Span::new(0, text.len());
                if start == 0 {
                    return Ok(Some(Layout {
                        root: whole,
                        container: None,
                        head: 0..0,
                        tail: 0..text.len(),
                        items,
                        longest_read,
                    }));
                }
                let k = found[..clean(&found)].iter().rposition(|f| f.start <= at);
                for i in 0..k.unwrap_or(0) {
                    items.push(reader.item(&found[i], found[i + 1].start));
                }
                let tail = k.map_or(start, |k| found[k].start)..text.len();
                return Ok(Some(Layout { root: whole, container: None, head, tail, items, longest_read }));
            }
            if start == 0 {
                // The first item is read with the head (some grammars require one: HLPSL's
                // roles), so the head ends where a clean first item ends.
                if !last_window && (found.len() < 2 || found[0].broken) {
                    size *= 2;
                    continue;
                }
                root.start = tree.root_node().start_byte();
                // Where the container starts: at its keyword (in an `ERROR` root too).
                container_span = settings.container.map(|kind| {
                    let mut cursor = holder.walk();
                    let keyword = holder.children(&mut cursor).find(|c| !c.is_named() && c.kind() == kind);
                    keyword.map_or(holder.start_byte(), |k| k.start_byte())
                });
                head = 0..found.get(1).map_or(text.len(), |f| f.start);
                if !found.is_empty() {
                    found.remove(0);
                }
            }
            if last_window {
                // Every item but the last; the last one is read with the tail.
                let tail_start = found.last().map_or(head.end.max(start), |f| f.start);
                for pair in found.windows(2) {
                    items.push(reader.item(&pair[0], pair[1].start));
                }
                root.end = tree.root_node().end_byte();
                let container = container_span.map(|c| Span::new(c, holder.end_byte()));
                return Ok(Some(Layout { root, container, head, tail: tail_start..text.len(), items, longest_read }));
            }
            // Outside the last window the last item may be cut off, and what follows an error
            // may have been read differently than the whole text reads it: the items taken
            // are those before the last clean one, which starts the next window.
            let taken = clean(&found).saturating_sub(1);
            if taken == 0 {
                size *= 2;
                continue;
            }
            for k in 0..taken {
                items.push(reader.item(&found[k], found[k + 1].start));
            }
            start = found[taken].start;
            size = window.max(1);
        }
    }

    /// The items split in order into runs of about `window` bytes (as item indexes).
    pub fn runs(&self, window: usize) -> Vec<Range<usize>> {
        runs(self.items.iter().map(|i| i.range.len()), window)
    }

    /// The ranges to [`read`] for the items `members` (indexes, in order): the head, those
    /// items and the tail.
    pub fn ranges_of(&self, members: impl IntoIterator<Item = usize>) -> Vec<Range<usize>> {
        let mut ranges = vec![self.head.clone()];
        ranges.extend(members.into_iter().map(|k| self.items[k].range.clone()));
        ranges.push(self.tail.clone());
        ranges
    }
}

/// Things of these lengths split in order into runs of about `window` bytes (as indexes; a
/// thing longer than `window` is a run of its own; no thing: one empty run).
pub fn runs(lengths: impl IntoIterator<Item = usize>, window: usize) -> Vec<Range<usize>> {
    let mut runs: Vec<Range<usize>> = std::iter::once(0..0).collect();
    let mut size = 0;
    for (k, length) in lengths.into_iter().enumerate() {
        if !runs[runs.len() - 1].is_empty() && size + length > window {
            runs.push(k..k);
            size = 0;
        }
        runs.last_mut().expect("one run at least").end = k + 1;
        size += length;
    }
    runs
}

/// Where the first error or missing node below `node` starts.
fn first_error(node: tree_sitter::Node) -> Option<usize> {
    let mut node = node;
    'down: loop {
        if node.is_error() || node.is_missing() {
            return Some(node.start_byte());
        }
        if !node.has_error() {
            return None;
        }
        let mut cursor = node.walk();
        for child in node.children(&mut cursor) {
            if child.has_error() || child.is_missing() {
                node = child;
                continue 'down;
            }
        }
        return Some(node.start_byte());
    }
}

/// tree-sitter's tree of `ranges` of `text` read as one document, as cfb's tree.
pub fn read(language: Language, text: &str, ranges: &[Range<usize>]) -> Result<SyntaxTree, ParseError> {
    let mut reader = Reader::new(language, text)?;
    let tree = reader.read(ranges)?;
    Ok(super::convert(&tree, reader.names))
}

/// The tokens of `ranges` of `text` read as one document (see [`super::tokens_in_errors`]).
pub fn tokens_in_errors(language: Language, text: &str, ranges: &[Range<usize>]) -> Result<super::Tokens, ParseError> {
    let tree = Reader::new(language, text)?.read(ranges)?;
    Ok(super::tokens_of(&tree, true, None))
}

/// Hands every node of what would be [`super::parse`]'s tree of `text` to `visit`, as
/// [`super::for_each_node`] does, reading it window by window: never more than a window's
/// tree is held. `None` when the text cannot be read so (see [`Layout::of`]).
pub fn for_each_node(
    language: Language,
    text: &str,
    window: usize,
    mut visit: impl FnMut(NodeId, Node, usize),
) -> Result<Option<()>, ParseError> {
    let Some(layout) = Layout::of(language, text, window)? else { return Ok(None) };
    let windows: Vec<_> = layout.runs(window).into_iter().map(|run| layout.ranges_of(run)).collect();
    let container_kind = settings(language).container;
    let mut reader = Reader::new(language, text)?;
    let mut next_id = 0;
    // The ids of the root and the container in the whole tree (the first window's).
    let (mut root_id, mut container_id) = (0, 0);
    let last = windows.len() - 1;
    for (w, ranges) in windows.iter().enumerate() {
        let tree = reader.read(ranges)?;
        // This window's own nodes: below its items (the first window's also below its head,
        // the last one's below its tail).
        let own = |start: usize| {
            (w == 0 && layout.head.contains(&start))
                || (w == last && start >= layout.tail.start)
                || ranges[1..ranges.len() - 1].iter().any(|r| r.contains(&start))
        };
        // Local id -> id in the whole tree (`usize::MAX`: not this window's node).
        let mut global: Vec<usize> = Vec::new();
        // The local id of the node that holds the items.
        let mut holder = container_kind.is_none().then_some(0);
        super::walk(&tree, reader.names, |local, mut node, child_count| {
            let is_root = node.parent.is_none();
            let is_container = container_kind.is_some_and(|k| node.named && node.kind == k)
                && node.parent == Some(0)
                && holder.is_none();
            if is_container {
                holder = Some(local);
            }
            let emitted = if is_root || is_container {
                w == 0
            } else if node.parent.is_some_and(|p| p == 0 || Some(p) == holder) {
                own(node.span.start)
            } else {
                node.parent.is_some_and(|p| global[p] != usize::MAX)
            };
            if !emitted {
                global.push(match (is_root, is_container) {
                    (true, _) => root_id,
                    (_, true) => container_id,
                    _ => usize::MAX,
                });
                return;
            }
            let id = next_id;
            next_id += 1;
            global.push(id);
            if is_root {
                root_id = id;
                node.span = layout.root;
            }
            if is_container {
                container_id = id;
                node.span = layout.container.unwrap_or(node.span);
            }
            node.parent = node.parent.map(|p| global[p]);
            visit(id, node, child_count);
        });
    }
    Ok(Some(()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nodes_whole(language: Language, text: &str) -> Vec<(usize, String, Option<usize>, Span, usize)> {
        let mut out = Vec::new();
        let (tree, ts_language) = super::super::parse_tree_sitter(language, text).unwrap();
        let names = names(language.spec().grammar, &ts_language);
        super::super::walk(&tree, names, |id, n, c| out.push((id, n.kind.to_string(), n.parent, n.span, c)));
        out
    }

    fn nodes_windowed(
        language: Language,
        text: &str,
        window: usize,
    ) -> Vec<(usize, String, Option<usize>, Span, usize)> {
        let mut out = Vec::new();
        for_each_node(language, text, window, |id, n, c| out.push((id, n.kind.to_string(), n.parent, n.span, c)))
            .unwrap()
            .expect("a layout");
        out
    }

    /// A window does not grow over items it can read whole, whatever the grammar requires
    /// around them (a Tamarin theory's `end`, ProVerif's process, comments between items).
    #[test]
    fn windows_stay_small_over_small_items() {
        let item = |language| match language {
            Language::Spthy => "rule R: [ Fr(~k) ] --> [ Out(~k) ]\n/* c */\nlemma l: \"All x #i. K(x) @ i ==> F\"\n",
            Language::Pv => "let P(k: key) = out(c, k).\n(* c *)\n",
            _ => "protocol p(I) { role I { } }\n// c\n",
        };
        for (language, head, tail) in [
            (Language::Spthy, "theory T\nbegin\n", "end\n"),
            (Language::Pv, "type key.\nfree c: channel.\n", "process 0\n"),
            (Language::Spdl, "", ""),
        ] {
            let text = format!("{head}{}{tail}", item(language).repeat(200));
            let layout = Layout::of(language, &text, 300).unwrap().unwrap();
            assert!(layout.items.len() > 100, "{language}: {} items", layout.items.len());
            assert!(layout.longest_read <= 600, "{language}: a window read {} bytes", layout.longest_read);
        }
    }

    #[test]
    fn small_windows_give_the_whole_tree() {
        let spdl = "// c\nusertype Key;\nprotocol p(I,R) { role I { send_1(I,R,I); } role R { recv_1(I,R,I); } }\n// between\nconst k: Key;\nprotocol q(I) { role I { } }\n/* end */\n";
        let spthy = "theory T\nbegin\n// c\nbuiltins: hashing\nrule A: [ Fr(~k) ] --> [ Out(~k) ]\nrule B: [ In(x) ] --> [ ]\nlemma l: \"All x #i. K(x) @ i ==> F\"\nend\n// after\n";
        for (language, text) in [(Language::Spdl, spdl), (Language::Spthy, spthy)] {
            let whole = nodes_whole(language, text);
            for window in [1, 10, 40, 100, 1000] {
                let windowed = nodes_windowed(language, text, window);
                let child_counts_agree = whole.iter().zip(&windowed).all(|(a, b)| (a.4 == 0) == (b.4 == 0));
                let strip = |v: &[(usize, String, Option<usize>, Span, usize)]| {
                    v.iter().map(|(i, k, p, s, _)| (*i, k.clone(), *p, *s)).collect::<Vec<_>>()
                };
                assert_eq!(strip(&windowed), strip(&whole), "{language} window {window}");
                assert!(child_counts_agree);
            }
        }
    }
}
