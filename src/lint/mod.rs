//! Linting: syntax errors from the grammars, then the semantic rules of the file's language.

pub mod codes;
pub mod pool;
pub mod repair;
pub mod rule;
pub mod rules;
pub mod syntax;
mod windows;

use std::path::Path;

use crate::diagnostic::{Diagnostic, Fix, Severity, Span};
use crate::language::Language;
use crate::parse::conditional::{self, SkippedBranch};
use crate::parse::strict::StrictError;
use crate::parse::tree::SyntaxTree;
use crate::parse::window;
use crate::parse::{self, backtrack, registry, strict};
use crate::source::SourceFile;
use crate::symbols::SymbolTable;
use rule::LintContext;
pub use windows::lint_by_windows;

/// What `cfb lint` may be told.
#[derive(Debug, Clone)]
pub struct LintOptions {
    /// Report syntax errors only: those of the grammars and of the rules that parse what the
    /// grammars leave unparsed ([`TERM_RULES`]: Maude's terms); run no other rule.
    pub syntax_only: bool,
    /// Deepest bracket nesting to parse (see [`syntax::DEFAULT_MAX_NESTING`]).
    pub max_nesting: usize,
}

impl Default for LintOptions {
    fn default() -> Self {
        LintOptions { syntax_only: false, max_nesting: syntax::DEFAULT_MAX_NESTING }
    }
}

/// Stack for the strict parser: pest recurses once per nesting level.
pub const STRICT_STACK_BYTES: usize = 256 << 20;

thread_local! {
    /// This thread was started with a stack of [`STRICT_STACK_BYTES`] (see [`mark_big_stack`]).
    static BIG_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Says that the current thread was started with a stack of [`STRICT_STACK_BYTES`], so the
/// strict parser runs on it directly instead of on a thread of its own (batch workers).
pub fn mark_big_stack() {
    BIG_STACK.set(true);
}

/// All diagnostics for one file, in document order. `path` picks the front end by extension.
pub fn lint(language: Language, path: Option<&Path>, source: &SourceFile, options: &LintOptions) -> Vec<Diagnostic> {
    lint_with_tree(language, path, source, options, None)
}

/// [`lint`] with the tree-sitter tree of the text already made (by an editor's incremental
/// reparse, `cfb lsp`): `tree` must be [`parse::parse`]'s tree of the text the front end reads
/// ([`parse::parser_input`]).
pub fn lint_with_tree(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    options: &LintOptions,
    tree: Option<SyntaxTree>,
) -> Vec<Diagnostic> {
    lint_given(language, path, source, options, tree, true)
}

/// [`lint_with_tree`]; with `parser_rules` false and `--syntax-only`, the [`TERM_RULES`] are
/// not run: the grammars' errors alone.
fn lint_given(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    options: &LintOptions,
    tree: Option<SyntaxTree>,
    parser_rules: bool,
) -> Vec<Diagnostic> {
    let parser_rules = parser_rules || !options.syntax_only;
    let mut out = Vec::new();
    if let Some(d) = syntax::nesting_limit(language, source, options.max_nesting) {
        out.push(d);
        return out;
    }
    let spec = language.spec();
    let whole = strict_whole(language, path, source);
    // A file the strict grammar accepts has no syntax error: no tree is needed to say so (a
    // 20 MB file's tree takes gigabytes), unless the tool's parser checks more than the grammar.
    let has_parser_rules = || codes::rules_for(language).any(|r| TERM_RULES.contains(&r.meta().code));
    if options.syntax_only && matches!(whole, Some(Ok(()))) && !(parser_rules && has_parser_rules()) {
        return out;
    }
    // A large accepted file is linted a window at a time where the grammar says how (under
    // `--syntax-only`, when the tool's parser checks more than the grammar: Maude's terms).
    let large = source.text.len() > window::WINDOWED_ABOVE && windows::allowed(language);
    if large && matches!(whole, Some(Ok(()))) && tree.is_none() {
        if let Some(found) = lint_by_windows(language, path, source, options, window::WINDOW_BYTES) {
            return found;
        }
    }
    // A large file with a syntax error: tree-sitter reads from the item around the error on
    // (for the hints and the further errors), not the whole text.
    let (error_window, tree) = match (&whole, tree) {
        (Some(Err(error)), None) if source.text.len() > window::WINDOWED_ABOVE => {
            let text = parse::parser_input(language, path, &source.text);
            let error_window = error_ranges(language, &text, error.offset);
            let tree = error_window.as_ref().and_then(|(ranges, _)| window::read(language, &text, ranges).ok());
            (error_window, tree)
        }
        (_, tree) => (None, tree),
    };
    let cut = error_window.as_ref().and_then(|(_, cut)| *cut);
    // The symbol table serves the rules only.
    let checked = check_syntax_given(language, path, source, whole, tree, parser_rules);
    // tree-sitter's say on the text the tool reads (without the branches it skips, if one of
    // them is broken).
    let read_tree = checked.read_tree.as_ref().or(checked.tree.as_ref());
    let left_open = match &checked.strict {
        Some(Err(error)) => syntax::unclosed_comment(language, path, source, error),
        _ => None,
    };
    match (&checked.strict, read_tree) {
        (None, None) => out.push(Diagnostic::new(
            "no-grammar",
            Severity::Warning,
            format!("cfb has no grammar for {} yet: nothing was checked", spec.display_name),
            Span::new(0, 0),
        )),
        // A comment left open: the tool's own message, no bracket hint or repair (the rest of
        // the file is comment).
        (Some(Err(_)), _) if left_open.is_some() => out.extend(left_open),
        (Some(Err(error)), _) => {
            let mut d = syntax::strict_diagnostic(language, source, error);
            let mut hint = read_tree.and_then(|t| syntax::bracket_hint(source, t, error.offset));
            // A Maude runaway statement: its `(` comes after the error, and no change near the
            // statement's keyword is the fix.
            let runaway = runaway_hint(language, source, error);
            let runaway_found = runaway.is_some();
            hint = runaway.or(hint);
            // A misspelt word the grammar takes there, or the one bracket left open, already
            // names the fix; else a search for one.
            // The one bracket left open names the fix; else a search for one, which a misspelt
            // word the grammar takes there joins as the first candidate.
            let closed = hint.as_ref().is_some_and(|h| syntax::closer_fix(source, error, h).is_some());
            let misspelt = syntax::misspelling(language, source, error).map(|m| (m.span, m.keyword));
            let repair = match closed || runaway_found {
                true => None,
                false => {
                    let tokens = match &error_window {
                        Some((ranges, _)) => TokensFrom::Ranges(ranges),
                        // The tree is of the source text itself unless the tool reads another
                        // text (a preprocessed one, or one with branches blanked).
                        None if checked.read_tree.is_none() && language.front_end(path).preprocess.is_none() => {
                            TokensFrom::Tree
                        }
                        None => TokensFrom::Text,
                    };
                    find_repair(language, path, source, error, read_tree, tokens, misspelt.clone())
                }
            };
            // The misspelling's own message stands when the search finds nothing better.
            let repair =
                repair.filter(|r| misspelt.as_ref().is_none_or(|(span, word)| (r.span, &r.text) != (*span, word)));
            if let Some(repair) = &repair {
                // The repair the grammar reads furthest with overrules a guess that differs.
                if hint.as_ref().is_none_or(|h| !repair.is_insertion() || h.missing != repair.text) {
                    hint = None;
                    syntax::name_repair(source, error, &mut d, repair);
                }
            }
            if let Some(hint) = hint {
                // A misspelt word and a bracket both explain the error: neither fix is certain.
                let both = d.help.is_some();
                d.fix = if both { None } else { syntax::closer_fix(source, error, &hint) };
                if d.fix.is_none() && !both {
                    d.fix = repair.as_ref().filter(|r| r.reach == usize::MAX).map(|r| syntax::repair_fix(source, r));
                }
                d.help = Some(match d.help {
                    Some(keyword) => format!("{keyword} ({})", hint.help),
                    None => hint.help,
                });
                d.labels.push((hint.span, hint.label));
            }
            if d.fix.as_ref().is_some_and(|fix| !fix_gets_past(language, path, source, error.offset, fix)) {
                d.fix = None;
            }
            out.push(d);
            if let Some(tree) = read_tree {
                out.extend(syntax::tree_diagnostics(source, tree, Some(error.offset)));
                let symbols = if checked.read_tree.is_some() { &checked.read_symbols } else { &checked.symbols };
                let symbols = symbols.clone().unwrap_or_default();
                if parser_rules {
                    let codes = if options.syntax_only { TERM_RULES } else { PARSER_RULES };
                    out.extend(parser_rule_error(language, source, tree, &symbols, error.offset, codes));
                }
            }
        }
        // The strict grammar is the acceptance check; without one, tree-sitter's errors stand in.
        (None, Some(tree)) => out.extend(syntax::tree_diagnostics(source, tree, None)),
        (Some(Ok(())), _) => {}
    }
    // Errors of branches the tool skips without flags: warnings that name the flag.
    for (error, k) in &checked.branch_errors {
        let mut d = syntax::strict_diagnostic(language, source, error);
        d.severity = Severity::Warning;
        d.message = format!(
            "{} (in a branch that {} reads only with {})",
            d.message, spec.verifier, checked.skipped[*k].condition
        );
        d.note = Some(format!(
            "{} skips this branch when run without flags; run with the flag, it refuses the file",
            spec.verifier
        ));
        out.push(d);
    }
    // Rules read every branch, unless one does not parse: then the text the tool reads.
    let every_branch_parses = checked.tree.as_ref().is_some_and(|t| t.errors().next().is_none());
    let (tree, symbols) = if every_branch_parses || checked.read_tree.is_none() {
        (checked.tree, checked.symbols)
    } else {
        (checked.read_tree, checked.read_symbols)
    };

    // Where the error tree was cut, tree-sitter's reading of its last part is not the file's.
    if let Some(cut) = cut {
        out.retain(|d| d.span.start + window::WINDOW_BYTES / 16 < cut);
    }
    let syntax_ok = !out.iter().any(|d| d.severity == Severity::Error);
    if let (true, Some(tree)) = (syntax_ok, &tree) {
        let accepted = matches!(checked.strict, Some(Ok(())));
        run_rules(language, source, tree, &symbols.unwrap_or_default(), options, accepted, parser_rules, &mut out);
    }
    out.sort_by_key(|d| (d.span.start, d.span.end));
    out
}

/// What tree-sitter reads of a large text with a syntax error at `offset`: from the item
/// around the error on (a window of it, longer if the item is), with the head of the text (see
/// [`window::Layout::until`]); and where it was cut, if it was.
fn error_ranges(language: Language, text: &str, offset: usize) -> Option<(Vec<std::ops::Range<usize>>, Option<usize>)> {
    let layout = window::Layout::until(language, text, window::WINDOW_BYTES, offset).ok()??;
    let from = layout.tail.start;
    let limit = (from + window::WINDOW_BYTES).max(offset + window::WINDOW_BYTES / 4);
    let cut = (limit < text.len()).then(|| window::floor_boundary(text, limit));
    Some((vec![layout.head, from..cut.unwrap_or(text.len())], cut))
}

/// The rules' findings on `tree` (with `parser_rules`; under `--syntax-only` the
/// [`TERM_RULES`] alone), unless the strict grammar `accepted` the text but tree-sitter
/// misread part of it: rules walking that tree would report what is not there, so they stay
/// silent and say so.
#[allow(clippy::too_many_arguments)]
fn run_rules(
    language: Language,
    source: &SourceFile,
    tree: &SyntaxTree,
    symbols: &SymbolTable,
    options: &LintOptions,
    accepted: bool,
    parser_rules: bool,
    out: &mut Vec<Diagnostic>,
) {
    let misread = tree.errors().next().map(|id| tree.node(id).span.start);
    if let (true, Some(at)) = (accepted, misread) {
        if !options.syntax_only {
            out.push(
                Diagnostic::new(
                    "rules-skipped",
                    Severity::Warning,
                    "the syntax is valid, but cfb's syntax tree could not read this part, so the lint rules were not run",
                    Span::new(at, at),
                )
                .with_note("a known limit of the error-tolerant grammar; the verifier's verdict is unaffected"),
            );
        }
    } else if parser_rules {
        let ctx = LintContext::new(language, source, tree, symbols);
        let parser_rule = |code: &str| TERM_RULES.contains(&code);
        for rule in codes::rules_for(language).filter(|r| !options.syntax_only || parser_rule(r.meta().code)) {
            rule.check(&ctx, out);
        }
    }
}

/// The grammars' syntax errors of a file (lint's error-level diagnostics with `--syntax-only`,
/// without the [`TERM_RULES`]), empty when cfb's grammars accept it. The strict grammar
/// alone answers for most files; the full syntax lint runs only for a file it refuses (and
/// decides files with `#ifdef` branches the tool skips). For stages that take only
/// well-formed files (mask, fmt).
pub fn syntax_errors(language: Language, path: Option<&Path>, source: &SourceFile) -> Vec<Diagnostic> {
    let options = LintOptions { syntax_only: true, ..LintOptions::default() };
    let found = lint_given(language, path, source, &options, None, false);
    found.into_iter().filter(|d| d.severity == Severity::Error).collect()
}

/// The strict grammar's verdict on the whole text, as the tool reports it, when the tool reads
/// all of it (no `#ifdef` it may skip); `None` otherwise, or without a strict grammar. Callers
/// must have applied the nesting limit.
fn strict_whole(language: Language, path: Option<&Path>, source: &SourceFile) -> Option<Result<(), StrictError>> {
    let check = strict_check(language, path)?;
    on_whole_text(language, path, source, |text| check(text))
}

/// [`strict_whole`]'s error offset alone (no "expected" list to find).
fn strict_whole_offset(language: Language, path: Option<&Path>, source: &SourceFile) -> Option<Result<(), usize>> {
    let offset = registry::strict_offset(language.front_end(path).strict)?;
    on_whole_text(language, path, source, |text| {
        offset(text)
            .map_err(|at| backtrack::relocate(language, text, StrictError { offset: at, expected: Vec::new() }).offset)
    })
}

/// `check` of the text the tool reads, on a big stack, when the tool reads all of it.
fn on_whole_text<T: Send>(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    check: impl Fn(&str) -> T + Send + Sync,
) -> Option<T> {
    let text = parse::parser_input(language, path, &source.text);
    if conditional::may_skip_text(language, &text) {
        return None;
    }
    Some(run_with_stack(|| check(&text)))
}

/// The hint of a Maude runaway statement (see [`parse::runaway`]): the `(` never closed.
fn runaway_hint(language: Language, source: &SourceFile, error: &StrictError) -> Option<syntax::BracketHint> {
    if language != Language::Maude {
        return None;
    }
    let open = parse::runaway::open_parenthesis(&source.text, error)?;
    let line = source.line_col(open).line;
    Some(syntax::BracketHint {
        help: format!("the `(` on line {line} is never closed: a `)` is missing"),
        span: Span::new(open, open + 1),
        label: "this `(` is never closed".into(),
        missing_closer: None,
        missing: ")",
    })
}

/// Where the repair search takes the text's tokens from.
enum TokensFrom<'a> {
    /// The ranges tree-sitter read of a large file ([`error_ranges`]), read again.
    Ranges(&'a [std::ops::Range<usize>]),
    /// The tree lint read, which is of the source text itself.
    Tree,
    /// The source text, read again.
    Text,
}

/// The single change near the strict error that lets the strict grammar read furthest (see
/// [`repair`]), if one gets past the error's line. `tree`: what tree-sitter read.
fn find_repair(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    error: &StrictError,
    tree: Option<&SyntaxTree>,
    tokens: TokensFrom,
    first: Option<(Span, String)>,
) -> Option<repair::Repair> {
    let reach = registry::strict_reach(language.front_end(path).strict)?;
    if conditional::may_skip_text(language, &source.text) {
        return None;
    }
    let tokens = match (tokens, tree) {
        (TokensFrom::Ranges(ranges), _) => window::tokens_in_errors(language, &source.text, ranges).ok()?,
        (TokensFrom::Tree, Some(tree)) => parse::tree_tokens_in_errors(tree),
        _ => parse::tokens_in_errors(language, &source.text).ok()?,
    };
    let words = parse::reserved_words(language);
    let read = |text: &str| reach(&parse::parser_input(language, path, text));
    let items = tree.map(|t| items_around(t, error.offset)).unwrap_or_default();
    let sentence_end = language.front_end(path).sentence_end;
    let check = strict_check(language, path)?;
    let expected = |text: &str| check(&parse::parser_input(language, path, text)).err().map(|e| (e.offset, e.expected));
    let grammar = repair::Grammar {
        tokens: &tokens.tokens,
        words,
        reach: &read,
        items: &items,
        sentence_end,
        expected: Some(&expected),
    };
    run_with_stack(|| repair::search(source, error.offset, &error.expected, &grammar, first))
}

/// The starts of the children of each node that holds `offset`, outermost first, for nodes
/// with more than one child: the items a repair's trials may leave out.
fn items_around(tree: &SyntaxTree, offset: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut id = tree.root();
    loop {
        let children = tree.children(id);
        if children.len() > 1 {
            out.push(children.iter().map(|&c| tree.node(c).span.start).collect());
        }
        match children.iter().find(|&&c| tree.node(c).span.start <= offset && offset < tree.node(c).span.end) {
            Some(&c) => id = c,
            None => return out,
        }
    }
}

/// The strict check of a file's front end, its error placed where the tool reports it (see
/// [`backtrack`]).
fn strict_check(language: Language, path: Option<&Path>) -> Option<impl Fn(&str) -> Result<(), StrictError> + Sync> {
    let front_end = language.front_end(path);
    let check = registry::strict(front_end.strict)?;
    let offset = registry::strict_offset(front_end.strict)?;
    Some(move |text: &str| {
        let verdict = match front_end.sentence_end {
            Some(end) => strict::check_from_last_sentence(check, offset, end, text),
            None => check(text),
        };
        verdict.map_err(|e| backtrack::relocate(language, text, e))
    })
}

/// Whether the strict grammar, rerun on the text with `fix` made, gets past the line of the
/// error at `offset`: a fix the grammar still stops at (or before) is a guess, not a fix.
fn fix_gets_past(language: Language, path: Option<&Path>, source: &SourceFile, offset: usize, fix: &Fix) -> bool {
    let fixed = SourceFile::new(source.name.clone(), fix.apply(&source.text));
    let line_end = source.line_start(source.line_col(offset).line + 1);
    let growth = fixed.text.len() as isize - source.text.len() as isize;
    let verdict = strict_whole_offset(language, path, &fixed)
        .or_else(|| check_syntax(language, path, &fixed).strict.map(|v| v.map_err(|e| e.offset)));
    match verdict {
        Some(Err(at)) => at as isize > line_end as isize + growth,
        _ => true,
    }
}

/// Rules that mirror checks the tool's parser itself makes while it reads the file (Tamarin
/// looks every applied function symbol up in the signature read so far and stops at the `(`
/// of an application it cannot read, looks every process call up among the processes defined
/// so far, and converts every proof goal to a guarded formula). The grammars leave these
/// checks to lint, so on a file with a syntax error these rules run too: the tool stops at the
/// first thing they find before the strict grammar's error. Maude parses a module's terms once
/// it has read the module: a term error of an earlier module comes first.
const PARSER_RULES: &[&str] = &["SPTHY001", "SPTHY009", "SPTHY010", "MAUDE001"];

/// Of the [`PARSER_RULES`], those that parse what both grammars read as uninterpreted text
/// (Maude's terms are bubbles to them): their errors are syntax errors, which `--syntax-only`
/// reports too. (Tamarin's grammars parse its terms; its lookups stay with the other rules.)
const TERM_RULES: &[&str] = &["MAUDE001"];

/// The first error of a rule of `codes` before `offset`, in a tree with syntax errors; without
/// a fix: made on a tree with error nodes, it is a guess next to the strict error's.
fn parser_rule_error(
    language: Language,
    source: &SourceFile,
    tree: &SyntaxTree,
    symbols: &SymbolTable,
    offset: usize,
    codes: &[&str],
) -> Option<Diagnostic> {
    let ctx = LintContext::new(language, source, tree, symbols);
    let mut found = Vec::new();
    for rule in codes::rules_for(language).filter(|r| codes.contains(&r.meta().code)) {
        rule.check(&ctx, &mut found);
    }
    let first = found
        .into_iter()
        .filter(|d| d.severity == Severity::Error && d.span.start < offset)
        .min_by_key(|d| d.span.start);
    first.map(|d| Diagnostic { fix: None, ..d })
}

/// What both grammars say of a text (each None when the language has no such grammar).
pub struct SyntaxCheck {
    /// The strict grammar's verdict on the text the tool reads when run without flags (the
    /// branches of conditionals it skips blanked, see [`conditional`]).
    pub strict: Option<Result<(), StrictError>>,
    /// tree-sitter's tree of the whole text, every branch included.
    pub tree: Option<SyntaxTree>,
    /// The branches the tool skips without flags (none for most files).
    pub skipped: Vec<SkippedBranch>,
    /// Strict errors in skipped branches (found with every branch read), with the index of the
    /// branch in `skipped`.
    pub branch_errors: Vec<(StrictError, usize)>,
    /// When the tool skips some text: tree-sitter's tree of the text it reads.
    pub read_tree: Option<SyntaxTree>,
    /// The symbol tables of `tree` and `read_tree` (built with the same parse, from the
    /// grammar's `locals.scm`; empty when the grammar has none).
    pub symbols: Option<SymbolTable>,
    pub read_symbols: Option<SymbolTable>,
}

impl SyntaxCheck {
    /// tree-sitter's error and missing nodes in the text the tool reads, in document order.
    pub fn tree_errors(&self) -> Vec<Span> {
        let Some(tree) = self.read_tree.as_ref().or(self.tree.as_ref()) else { return Vec::new() };
        tree.errors().map(|id| tree.node(id).span).collect()
    }
}

/// Runs the strict grammar of the file's front end and the tree-sitter grammar.
/// Callers must have applied the nesting limit ([`syntax::nesting_limit`]) first.
pub fn check_syntax(language: Language, path: Option<&Path>, source: &SourceFile) -> SyntaxCheck {
    check_syntax_given(language, path, source, None, None, false)
}

/// [`check_syntax`], with the strict verdict on the whole text when the caller has it already
/// (from [`strict_whole`]), and the symbol tables when `with_symbols` (else empty ones).
fn check_syntax_given(
    language: Language,
    path: Option<&Path>,
    source: &SourceFile,
    whole: Option<Result<(), StrictError>>,
    given: Option<SyntaxTree>,
    with_symbols: bool,
) -> SyntaxCheck {
    let text = parse::parser_input(language, path, &source.text);
    let check = strict_check(language, path);
    let (tree, symbols) = parse_with_symbols(language, path, &text, given, with_symbols);
    let skipped = match &tree {
        Some(t) if conditional::has_conditionals(language) => conditional::skipped_branches(t, &text),
        _ => Vec::new(),
    };
    let mut branch_errors = Vec::new();
    let all: Vec<&SkippedBranch> = skipped.iter().collect();
    let read = conditional::blank(&text, &all);
    let strict = check.map(|check| {
        if skipped.is_empty() {
            return whole.unwrap_or_else(|| run_with_stack(|| check(&text)));
        }
        let verdict = run_with_stack(|| check(&read));
        // Every branch: a first error that a skipped branch explains is that branch's; the
        // branch is blanked and the text checked again, for the errors of the other branches.
        let mut blanked: Vec<&SkippedBranch> = Vec::new();
        loop {
            let input = conditional::blank(&text, &blanked);
            let Err(e) = run_with_stack(|| check(&input)) else { break };
            let Some(k) = skipped.iter().position(|b| b.covers(e.offset) && !blanked.contains(&b)) else { break };
            if verdict.as_ref().err().is_some_and(|v| v.offset == e.offset) {
                break;
            }
            blanked.push(&skipped[k]);
            branch_errors.push((e, k));
        }
        verdict
    });
    let (read_tree, read_symbols) =
        if skipped.is_empty() { (None, None) } else { parse_with_symbols(language, path, &read, None, with_symbols) };
    SyntaxCheck { strict, tree, skipped, branch_errors, read_tree, symbols, read_symbols }
}

/// The rules that read [`LintContext::symbols`]: the table costs a query run per file, so it is
/// built only for a language with one of them (the others get an empty table).
const SYMBOL_RULES: &[&str] = &[
    "SPTHY009", "PV001", "PV002", "PV011", "CV002", "HLPSL001", "HLPSL003", "HLPSL004", "HLPSL005", "HLPSL007",
    "EC001", "EC002",
];

/// tree-sitter's tree (`given`, or parsed now as the front end reads `text`) and, when `wanted`,
/// its symbol table.
fn parse_with_symbols(
    language: Language,
    path: Option<&Path>,
    text: &str,
    given: Option<SyntaxTree>,
    wanted: bool,
) -> (Option<SyntaxTree>, Option<SymbolTable>) {
    let needed = wanted && codes::rules_for(language).any(|r| SYMBOL_RULES.contains(&r.meta().code));
    // Compiled only when needed: compiling a query costs as much as linting a small file.
    let locals = if needed { crate::symbols::locals_query(language) } else { None };
    let Some(locals) = locals else {
        return (given.or_else(|| parse::parse_as_read(language, path, text).ok()), Some(SymbolTable::default()));
    };
    if let Some(tree) = given {
        let table = SymbolTable::build(&tree, text, &locals, &locals.captures(&tree, text));
        return (Some(tree), Some(table));
    }
    match crate::symbols::analyze_with(language, path, text, &locals) {
        Ok((tree, table)) => (Some(tree), Some(table)),
        Err(_) => (None, None),
    }
}

/// Runs `f` on a thread with a stack of [`STRICT_STACK_BYTES`] (unless this thread has one)
/// and returns its result.
pub fn run_with_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if BIG_STACK.get() {
        return f();
    }
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(STRICT_STACK_BYTES)
            .spawn_scoped(scope, f)
            .expect("spawning the parser thread")
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Given the tree an editor's incremental reparse keeps, lint says what it says when it
    /// parses the text itself: on every rule fixture (rules that read the tree and the symbol
    /// table fire) and on syntax errors.
    #[test]
    fn a_given_tree_lints_as_a_parsed_one() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint");
        let mut checked = 0;
        for entry in walkdir::WalkDir::new(&root).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file())
        {
            let path = entry.path();
            let Some(language) = Language::from_path(path) else { continue };
            let text = std::fs::read_to_string(path).unwrap();
            for text in [text.clone(), text.replacen(')', "", 1)] {
                let source = SourceFile::new("t", text);
                let options = LintOptions::default();
                let read = parse::parser_input(language, Some(path), &source.text);
                let tree = parse::parse(language, &read).unwrap();
                let found = lint(language, Some(path), &source, &options);
                assert_eq!(
                    lint_with_tree(language, Some(path), &source, &options, Some(tree)),
                    found,
                    "{}",
                    path.display()
                );
                checked += 1;
            }
        }
        assert!(checked > 50, "{checked} fixtures");
    }
}
