//! `cfb lint` of a large accepted file a window of items at a time, so that no whole tree is
//! held (see `parse::window`, which says where the items lie).
//!
//! A rule reads an item and the top-level names it mentions; so each window holds its own
//! items and, transitively, every item that defines a word one of them contains (all its
//! definers, so that a clash between two is seen too). The items that define a name are kept
//! in one window. The head and the tail of the file (its first and last items), the items of
//! the kinds the grammar lists (settings, macro expansions: they change how every later item
//! reads) and what they mention are in every window. A name used but defined nowhere (a
//! typo) brings the definers of the names within two edits of it, which a rule's "did you
//! mean" would suggest.
//!
//! A finding stands when every window that holds its item makes it: its item reads the same
//! names in each, and a finding that depends on a reader (a name unused) is not made where
//! the reader is. A rule that reports clashes ([`super::rule::RuleMeta::reports_conflicts`])
//! needs one window.
//!
//! Which grammars allow it is data: the header line `; lint-windows: KIND …` of
//! `queries/items.scm` names the kinds in every window (none: the line is empty after the
//! colon); without it a large file is linted whole. `; lint-windows-links:` names the nodes
//! that link items as a name does though no symbol defines them, `; lint-windows-blocks:`
//! and `; lint-windows-continued:` the items taken as one (see [`Settings`]).

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::Path;

use super::{codes, parse_with_symbols, pool, run_rules, LintOptions};
use crate::diagnostic::{Diagnostic, Span};
use crate::language::Language;
use crate::parse::strict::edit_distance_within;
use crate::parse::{self, registry, window};
use crate::source::SourceFile;
use crate::symbols::SymbolTable;

/// The items that every window holds may be read again for each window up to this size.
const SHARED_BYTES: usize = 2 * window::WINDOW_BYTES;

/// How many windows are read at once: not more than fit the memory bound of a 20 MB file
/// whatever the machine.
fn jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get()).min(MAX_JOBS)
}
const MAX_JOBS: usize = 2;

/// The grammar's settings from `queries/items.scm`.
struct Settings {
    /// `; lint-windows: KIND …`: the kinds of items every window holds.
    everywhere: Vec<&'static str>,
    /// `; lint-windows-links: KIND except NAME …`: nodes of these kinds link the items that
    /// hold them by their `name` (a Tamarin fact: the rules that emit an action and the lemmas
    /// that read it, the rules that use a state fact), except the names listed (facts every
    /// rule may use).
    links: Vec<&'static str>,
    unlinked: Vec<&'static str>,
    /// `; lint-windows-blocks: OPEN … to CLOSE`: an item of an opening kind, the item of the
    /// closing kind with the same name (none: the same lack of one) and what lies between are
    /// one part (an EasyCrypt theory or section: its commands are items of their own).
    openers: Vec<&'static str>,
    closer: Option<&'static str>,
    /// `; lint-windows-continued: KIND …`: items of these kinds belong to the part before
    /// them (EasyCrypt's proof sentences, to their lemma).
    continued: Vec<&'static str>,
}

/// `None` when the grammar does not allow linting by windows.
fn settings(language: Language) -> Option<Settings> {
    let source = registry::query(language.spec().grammar, "items")?;
    let everywhere = parse::query::header(source, "lint-windows")?.split_whitespace().collect();
    let links = parse::query::header(source, "lint-windows-links").unwrap_or("");
    let (links, unlinked) = links.split_once(" except ").unwrap_or((links, ""));
    let blocks = parse::query::header(source, "lint-windows-blocks").unwrap_or("");
    let (openers, closer) = blocks.split_once(" to ").unwrap_or((blocks, ""));
    let continued = parse::query::header(source, "lint-windows-continued").unwrap_or("");
    Some(Settings {
        everywhere,
        links: links.split_whitespace().collect(),
        unlinked: unlinked.split_whitespace().collect(),
        openers: openers.split_whitespace().collect(),
        closer: Some(closer.trim()).filter(|c| !c.is_empty()),
        continued: continued.split_whitespace().collect(),
    })
}

/// Whether a large file of `language` may be linted by windows.
pub fn allowed(language: Language) -> bool {
    settings(language).is_some()
}

/// [`super::lint`] of a file the strict grammar accepts, a window of about `window_bytes` of
/// items at a time (see the module's doc). `None` (lint the file whole) when the grammar does
/// not allow it, the text cannot be read so, a window's tree has an error, or what every
/// window must hold is too large to read again for each. `cfb lint` reads windows of
/// [`window::WINDOW_BYTES`] in files over [`window::WINDOWED_ABOVE`]; tests, smaller ones.
pub fn lint_by_windows(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    options: &LintOptions,
    window_bytes: usize,
) -> Option<Vec<Diagnostic>> {
    let settings = settings(language)?;
    let text = parse::parser_input(language, path, &source.text);
    let parts = Parts::new(&window::Layout::of(language, &text, window_bytes).ok()??, &text, &settings);
    // Windows read at once share the memory one would take, and each is half as large as
    // a window of `cfb parse`: its trees and symbols take up to 400 bytes per byte of text
    // (Tamarin's), so a 20 MB file stays within 20 bytes per byte.
    let jobs = jobs();
    let window_bytes = (window_bytes / jobs / 2).max(1);
    let pool = pool::build(jobs);
    let names = names(language, &text, &parts, &settings, window_bytes, pool.as_ref())?;
    let plan = Plan::new(&text, &parts, &names, &settings.everywhere, window_bytes)?;
    let conflict =
        |d: &Diagnostic| codes::rules_for(language).any(|r| r.meta().code == d.code && r.meta().reports_conflicts);
    // Each finding with the number of windows that made it.
    let mut made: Vec<(Diagnostic, usize)> = Vec::new();
    let mut index: HashMap<(String, Span, String), usize> = HashMap::new();
    let found = pool::map_on(pool.as_ref(), &plan.windows, |members| {
        let tree = window::read(language, &text, &parts.ranges(members.iter().copied())).ok()?;
        if tree.errors().next().is_some() {
            return None;
        }
        let (tree, symbols) = parse_with_symbols(language, None, &text, Some(tree), true);
        let mut found = Vec::new();
        run_rules(language, source, &tree?, &symbols.unwrap_or_default(), options, true, true, &mut found);
        Some(found)
    });
    for d in found.into_iter().collect::<Option<Vec<_>>>()?.into_iter().flatten() {
        let key = (d.code.clone(), d.span, d.message.clone());
        match index.get(&key) {
            Some(&k) => made[k].1 += 1,
            None => {
                index.insert(key, made.len());
                made.push((d, 1));
            }
        }
    }
    let mut out: Vec<Diagnostic> = made
        .into_iter()
        .filter(|(d, count)| conflict(d) || *count == plan.holders[parts.of(d.span.start)])
        .map(|(d, _)| d)
        .collect();
    out.sort_by_key(|d| (d.span.start, d.span.end));
    Some(out)
}

/// The parts of a text: 0 the head, then the items (an item, or a block of them, see
/// [`Settings::openers`] and [`Settings::continued`]), then the tail. They tile the text.
struct Parts {
    starts: Vec<usize>,
    ends: Vec<usize>,
    /// The kind of each part's first item (`""` for the head and the tail).
    kinds: Vec<&'static str>,
}

impl Parts {
    fn new(layout: &window::Layout, text: &str, settings: &Settings) -> Self {
        let items = &layout.items;
        let name = |k: usize| items[k].name.clone().and_then(|r| text.get(r)).unwrap_or("");
        // Where each item's part ends: past its block's closer, or its own end.
        let mut last_of: Vec<usize> = (0..items.len()).collect();
        let mut open: Vec<usize> = Vec::new();
        for (k, item) in items.iter().enumerate() {
            if settings.openers.contains(&item.kind) {
                open.push(k);
            } else if settings.closer == Some(item.kind) {
                if let Some(at) = open.iter().rposition(|&o| name(o) == name(k)) {
                    let first = open[at];
                    open.truncate(at);
                    // Only the outermost block is a part.
                    if open.is_empty() {
                        last_of[first] = k;
                    }
                }
            }
        }
        let mut parts = Parts { starts: vec![layout.head.start], ends: vec![layout.head.end], kinds: vec![""] };
        let mut k = 0;
        while k < items.len() {
            let mut last = last_of[k];
            while last + 1 < items.len() && settings.continued.contains(&items[last + 1].kind) {
                last = last_of[last + 1];
            }
            parts.starts.push(items[k].range.start);
            parts.ends.push(items[last].range.end);
            parts.kinds.push(items[k].kind);
            k = last + 1;
        }
        parts.starts.push(layout.tail.start);
        parts.ends.push(layout.tail.end);
        parts.kinds.push("");
        parts
    }

    /// The ranges to read for `members` (parts, in order), with the head and the tail.
    fn ranges(&self, members: impl IntoIterator<Item = usize>) -> Vec<Range<usize>> {
        let inner = members.into_iter().filter(|&p| p != 0 && p != self.tail());
        std::iter::once(0).chain(inner).chain([self.tail()]).map(|p| self.range(p)).collect()
    }

    /// The parts between the head and the tail split in order into runs of about `window`
    /// bytes.
    fn runs(&self, window: usize) -> Vec<Range<usize>> {
        let runs = window::runs((1..self.tail()).map(|p| self.range(p).len()), window);
        runs.into_iter().map(|run| run.start + 1..run.end + 1).collect()
    }

    fn len(&self) -> usize {
        self.starts.len()
    }

    fn range(&self, part: usize) -> Range<usize> {
        self.starts[part]..self.ends[part]
    }

    /// The part that holds `offset`.
    fn of(&self, offset: usize) -> usize {
        self.starts.partition_point(|&s| s <= offset).saturating_sub(1)
    }

    fn tail(&self) -> usize {
        self.len() - 1
    }
}

/// The words of a text (what a name of another item could be, as the rules read names):
/// letters, digits, `_` and `'`.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '\'')).filter(|w| !w.is_empty())
}

/// The file's top-level names (those whose symbol's scope is not inside one part), read a
/// run of items at a time with the symbol engine.
fn names(
    language: Language,
    text: &str,
    parts: &Parts,
    settings: &Settings,
    window_bytes: usize,
    pool: Option<&rayon_core::ThreadPool>,
) -> Option<Names> {
    let locals = crate::symbols::locals_query(language)?;
    let runs = parts.runs(window_bytes);
    let found = pool::map_on(pool, &runs, |run| {
        let tree = window::read(language, text, &parts.ranges(run.clone())).ok()?;
        let table = SymbolTable::build(&tree, text, &locals, &locals.captures(&tree, text));
        let mut defined: Vec<(String, usize)> = Vec::new();
        for symbol in table.symbols().iter().filter(|s| !s.implicit) {
            let scope = table.scopes()[symbol.scope].span;
            let first = parts.of(scope.start);
            if scope.end <= parts.ends[first] && scope.start >= parts.starts[first] {
                continue;
            }
            let key = if words(&symbol.name).eq([symbol.name.as_str()]) { symbol.name.as_str() } else { "" };
            for &d in &symbol.definitions {
                let part = parts.of(table.occurrences()[d].span.start);
                if run.contains(&part) {
                    defined.push((key.to_string(), part));
                }
            }
        }
        // A link is a name its items define together.
        for id in tree.preorder().filter(|&id| settings.links.contains(&tree.node(id).kind)) {
            let Some(name) = tree.child_by_field(id, "name").map(|n| tree.text(n, text)) else { continue };
            let part = parts.of(tree.node(id).span.start);
            if run.contains(&part) && !settings.unlinked.contains(&name) {
                defined.push((name.to_string(), part));
            }
        }
        let unresolved = table.references().filter(|o| o.symbol.is_none());
        let unresolved: HashSet<&str> = unresolved.filter_map(|o| text.get(o.span.start..o.span.end)).collect();
        Some((defined, unresolved.into_iter().map(str::to_string).collect::<Vec<_>>()))
    });
    let mut all: Vec<(String, usize)> = Vec::new();
    let mut unresolved: HashSet<String> = HashSet::new();
    for (defined, names_read) in found.into_iter().collect::<Option<Vec<_>>>()? {
        all.extend(defined);
        unresolved.extend(names_read);
    }
    // A name defined nowhere may be misspelt: a rule's "did you mean" looks for names within
    // two edits of it, so their definers join its window.
    let mut near: HashMap<u64, Vec<usize>> = HashMap::new();
    let defined: HashSet<&str> = all.iter().map(|(name, _)| name.as_str()).collect();
    for typo in unresolved.iter().filter(|n| !defined.contains(n.as_str())) {
        let close = all
            .iter()
            .filter(|(name, _)| !name.is_empty() && edit_distance_within(name, typo, 2).is_some())
            .map(|&(_, part)| part);
        let close: Vec<usize> = close.collect();
        if !close.is_empty() {
            near.insert(key(typo), close);
        }
    }
    let mut definers: Vec<(u64, usize)> = all.iter().map(|(name, part)| (key(name), *part)).collect();
    definers.sort_unstable();
    Some(Names { definers, near })
}

/// A name as [`Names`] keeps it: the symbol engine's hash of it. Two names of one hash are
/// taken as one, so that a window holds more than it needs, never less.
fn key(name: &str) -> u64 {
    crate::symbols::name_hash(name)
}

/// The top-level names of a file and the parts that define each, kept small (a 20 MB file
/// has about a million).
struct Names {
    /// Each name's key with a part that defines it, sorted; a name that is not one word is
    /// kept as the empty string (its definers join every window).
    definers: Vec<(u64, usize)>,
    /// For a name used but defined nowhere, the definers of the names within two edits.
    near: HashMap<u64, Vec<usize>>,
}

impl Names {
    /// The parts that define the name of `key`.
    fn definers_of(&self, key: u64) -> impl Iterator<Item = usize> + '_ {
        let from = self.definers.partition_point(|&(k, _)| k < key);
        self.definers[from..].iter().take_while(move |&&(k, _)| k == key).map(|&(_, part)| part)
    }

    /// The parts a part that contains `word` reads.
    fn read_by(&self, word: &str) -> impl Iterator<Item = usize> + '_ {
        let key = key(word);
        self.definers_of(key).chain(self.near.get(&key).into_iter().flatten().copied())
    }
}

/// The windows to read: the parts each holds, and how many windows hold each part.
struct Plan {
    windows: Vec<Vec<usize>>,
    holders: Vec<usize>,
}

impl Plan {
    fn new(
        text: &str,
        parts: &Parts,
        names: &Names,
        everywhere_kinds: &[&'static str],
        window_bytes: usize,
    ) -> Option<Plan> {
        let bytes = |members: &HashSet<usize>| members.iter().map(|&p| parts.range(p).len()).sum::<usize>();
        // What every window holds.
        let mut seeds = vec![0, parts.tail()];
        seeds.extend(names.definers_of(key("")));
        seeds.extend((1..parts.tail()).filter(|&p| everywhere_kinds.contains(&parts.kinds[p])));
        let shared = closure(text, parts, names, seeds, &HashSet::new());
        if bytes(&shared) > SHARED_BYTES {
            return None;
        }
        // The items that define one name stay together.
        let mut group: Vec<usize> = (0..parts.len()).collect();
        fn root(group: &mut [usize], mut p: usize) -> usize {
            while group[p] != p {
                group[p] = group[group[p]];
                p = group[p];
            }
            p
        }
        for same in names.definers.windows(2).filter(|pair| pair[0].0 == pair[1].0) {
            let (first, other) = (root(&mut group, same[0].1), root(&mut group, same[1].1));
            group[other] = first;
        }
        // Each group's parts: `order` holds them together, from `start[root]`.
        let roots: Vec<usize> = (0..parts.len()).map(|p| root(&mut group, p)).collect();
        let mut order: Vec<usize> = (1..parts.tail()).collect();
        order.sort_unstable_by_key(|&p| (roots[p], p));
        let mut start = vec![usize::MAX; parts.len()];
        for (i, &p) in order.iter().enumerate().rev() {
            start[roots[p]] = i;
        }
        // Groups in the order of their first item, packed into windows of about `window_bytes`.
        let mut placed = vec![false; parts.len()];
        let mut homes: Vec<Vec<usize>> = vec![Vec::new()];
        let mut size = 0;
        for p in 1..parts.tail() {
            let root = roots[p];
            if std::mem::replace(&mut placed[root], true) {
                continue;
            }
            let group = order[start[root]..].iter().take_while(|&&q| roots[q] == root);
            let members: Vec<usize> = group.copied().filter(|q| !shared.contains(q)).collect();
            let group_bytes: usize = members.iter().map(|&q| parts.range(q).len()).sum();
            if !homes[homes.len() - 1].is_empty() && size + group_bytes > window_bytes {
                homes.push(Vec::new());
                size = 0;
            }
            size += group_bytes;
            homes.last_mut().expect("one window at least").extend(members);
        }
        let mut holders = vec![0; parts.len()];
        let mut windows = Vec::new();
        for home in homes {
            let own = closure(text, parts, names, home, &shared);
            if bytes(&own) > 4 * window_bytes.max(window::WINDOW_BYTES) {
                return None;
            }
            let mut members: Vec<usize> = own.into_iter().chain(shared.iter().copied()).collect();
            members.sort_unstable();
            for &p in &members {
                holders[p] += 1;
            }
            windows.push(members);
        }
        Some(Plan { windows, holders })
    }
}

/// `seeds` and every part that one of them reads ([`Names::read_by`]), transitively; without `known`
/// (already closed) and what only it reaches.
fn closure(text: &str, parts: &Parts, names: &Names, seeds: Vec<usize>, known: &HashSet<usize>) -> HashSet<usize> {
    let mut found: HashSet<usize> = HashSet::new();
    let mut stack: Vec<usize> = seeds.into_iter().filter(|p| !known.contains(p)).collect();
    while let Some(p) = stack.pop() {
        if !found.insert(p) {
            continue;
        }
        for word in words(&text[parts.range(p)]) {
            stack.extend(names.read_by(word).filter(|q| !known.contains(q) && !found.contains(q)));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file linted a few items at a time says what it says linted whole: every rule
    /// fixture the strict grammar accepts, in the languages that allow it, with windows of
    /// 200 bytes. (The whole corpus: `tests/suite/parse_windows.rs`.)
    #[test]
    fn windows_lint_as_the_whole_file() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint");
        let mut checked = 0;
        for entry in walkdir::WalkDir::new(&root).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file())
        {
            let path = entry.path();
            let Some(language) = Language::from_path(path).filter(|&l| allowed(l)) else { continue };
            let source = SourceFile::new("t", std::fs::read_to_string(path).unwrap());
            let options = LintOptions::default();
            if super::super::strict_whole(language, Some(path), &source) != Some(Ok(())) {
                continue;
            }
            let whole = super::super::lint(language, Some(path), &source, &options);
            let windowed = lint_by_windows(language, Some(path), &source, &options, 200).expect("a layout");
            assert_eq!(windowed, whole, "{}", path.display());
            checked += 1;
        }
        assert!(checked >= 40, "{checked} files");
    }

    /// A window holds its items and what they read, not the rest: in a Tamarin theory whose
    /// rules emit one action each, the lemma reading the first rule's action is linted with
    /// that rule (a lemma without it would read an action no rule emits), the signature is in
    /// every window, and a typo brings the name it is near. (`h`, which the symbol engine
    /// does not know, brings the names within two edits: none here.)
    #[test]
    fn windows_hold_what_their_items_read() {
        let mut text = String::from("theory T\nbegin\nbuiltins: hashing\n");
        for i in 0..40 {
            text.push_str(&format!("rule Rule{i}: [ Fr(~k) ] --[ Act{i}(~k) ]-> [ Out(h(~k)) ]\n"));
        }
        text.push_str("lemma l: \"All x #i. Act0(x) @ i ==> F\"\nend\n");
        let language = Language::Spthy;
        let layout = window::Layout::of(language, &text, 100).unwrap().unwrap();
        let spthy = settings(language).unwrap();
        let parts = Parts::new(&layout, &text, &spthy);
        let read = names(language, &text, &parts, &spthy, 100, None).unwrap();
        let plan = Plan::new(&text, &parts, &read, &spthy.everywhere, 100).unwrap();
        let part_of = |needle: &str| parts.of(text.find(needle).unwrap());
        assert!(plan.windows.len() > 5, "{} windows", plan.windows.len());
        // The lemma is the tail: in every window, with the first rule, and no other rule.
        let (builtins, r0, r1) = (part_of("builtins"), part_of("rule Rule0:"), part_of("rule Rule1:"));
        assert_eq!(builtins, 0);
        assert_eq!(plan.holders[r0], plan.windows.len());
        assert_eq!(plan.holders[r1], 1);
        assert!(plan.windows.iter().all(|w| w.len() < 12), "{:?}", plan.windows);

        // A misspelt role call brings the roles within two edits of it.
        let text = "role alice(A: agent) played_by A def=\n local S: nat\n init S := 0\n transition\n 1. S = 0 =|> S' := 1\nend role\n\
            role bob(A: agent) played_by A def=\n local S: nat\n init S := 0\n transition\n 1. S = 0 =|> S' := 1\nend role\n\
            role environment() def=\n const a: agent\n composition bobb(a)\nend role\n\
            goal secrecy_of s end goal\nenvironment()\n";
        let language = Language::Hlpsl;
        let layout = window::Layout::of(language, text, 50).unwrap().unwrap();
        let hlpsl = settings(language).unwrap();
        let parts = Parts::new(&layout, text, &hlpsl);
        let read = names(language, text, &parts, &hlpsl, 50, None).unwrap();
        assert_eq!(read.near.get(&key("bobb")), Some(&vec![parts.of(text.find("role bob").unwrap())]));
    }

    /// The kinds the settings name are node kinds of the grammar (a misspelt one would be
    /// left out of every window without a word).
    #[test]
    fn settings_name_kinds_of_the_grammar() {
        let mut checked = 0;
        for language in Language::all().filter(|&l| allowed(l)) {
            let grammar = registry::tree_sitter(language.spec().grammar).unwrap();
            let settings = settings(language).unwrap();
            let kinds = [&settings.everywhere, &settings.links, &settings.openers, &settings.continued];
            for kind in kinds.into_iter().flatten().chain(&settings.closer) {
                assert_ne!(grammar.id_for_node_kind(kind, true), 0, "{language}: `{kind}`");
                checked += 1;
            }
        }
        assert!(checked >= 10, "{checked} kinds");
    }
}
