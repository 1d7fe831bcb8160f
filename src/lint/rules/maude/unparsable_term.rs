use rustc_hash::FxHashMap as HashMap;

use std::sync::Arc;

use super::signature::{FileModules, Flat, OpDecl};
use crate::declare_rule;
use crate::diagnostic::{Diagnostic, Fix, Span};
use crate::lint::rule::{LintContext, Rule, RuleMeta};
use crate::parse::mixfix::{fits, Grammar, Input, Kind, Outcome, Prefix, Production, Sym, ANY, INNER, LOOSE, RESERVED};
use crate::parse::tree::NodeId;

declare_rule! {
    /// ## What it does
    /// Parses each statement's terms (equations, rules, memberships and their conditions)
    /// against the operators of its module and of every module it imports, Maude's prelude and
    /// Maude-NPA's modules included, and the terms of the commands Maude parses in a module of
    /// the file (`red`, `rew`, `unify`, `variant unify`, `get variants`, `search`, `match`), and
    /// flags the first token no term can have there: a token
    /// that no operator, declared variable (`var X : S .`), on-the-fly variable (`X:S`) or
    /// built-in constant (numbers, strings, quoted identifiers) has ("bad token"), or a token
    /// after which no term continues ("didn't expect token"), or a term that ends too early
    /// ("unexpected end of tokens").
    ///
    /// ## Why is this bad?
    /// Maude parses every term with the module's own mixfix grammar and refuses the statement
    /// (and Maude-NPA then finds no protocol): a deleted `,` or `]` in a strand, a misspelt
    /// `nonexec`, a lost period that makes one statement swallow the next.
    ///
    /// ## Example
    /// ```maude
    /// fmod M is
    ///   sort S .
    ///   ops a b : -> S .
    ///   op f : S S -> S .
    ///   eq f(a b) = a .
    /// endfm
    /// ```
    ///
    /// ## Use instead
    /// ```maude
    /// fmod M is
    ///   sort S .
    ///   ops a b : -> S .
    ///   op f : S S -> S .
    ///   eq f(a, b) = a .
    /// endfm
    /// ```
    ///
    /// ## References
    /// Maude manual, chapters "Syntax and basic parsing" (mixfix operators, kinds, on-the-fly
    /// variables) and "Functional modules" (statement attributes); Maude's messages `bad token`,
    /// `didn't expect token`, `unexpected end of tokens` (`src/Mixfix`). cfb reads kinds,
    /// precedences and gathering patterns, with Maude's defaults widened where Maude narrows
    /// them (associative operators), so it accepts some terms Maude refuses, never the reverse;
    /// ambiguity is not reported. Modules cfb cannot resolve (parameterized ones,
    /// unknown imports, classes) are not checked.
    pub struct UnparsableTerm {
        code: "MAUDE001",
        language: Maude,
        severity: Error,
        upstream: "Maude term parser: `bad token X` / `didn't expect token X` / `unexpected end of tokens`",
        exactness: Stricter,
    }
}

/// Chart items one term may take before cfb gives up on it (and accepts it): the largest
/// Maude-NPA strand of the corpus takes 25,000; a chain of 5,000 `_+_` without precedence to
/// tell its readings apart would take seconds.
const BUDGET: usize = 400_000;

/// Other places to split a statement that fails where cfb's tree splits it (see
/// [`UnparsableTerm::parses_split_elsewhere`]) cfb tries before it reports the failure.
const MAX_SPLITS: usize = 32;

/// The token every sort qualification `.S` reads as (no Maude token has a space).
const QUALIFY: &str = ". sort";

/// Condition fragments and sort names: kinds of cfb's own.
const CONDITION: Kind = RESERVED;
const SORT_NAME: Kind = RESERVED + 1;
/// The further arguments of an associative operator in prefix form (any kind: lenient).
const ARGUMENTS: Kind = RESERVED + 2;

/// Keywords that start a declaration or end a module (a typo of one becomes part of a term).
const KEYWORDS: &[&str] = &[
    "eq",
    "ceq",
    "cq",
    "rl",
    "crl",
    "mb",
    "cmb",
    "sd",
    "csd",
    "op",
    "ops",
    "var",
    "vars",
    "sort",
    "sorts",
    "subsort",
    "subsorts",
    "endfm",
    "endm",
    "protecting",
    "extending",
    "including",
    "msg",
    "msgs",
];

/// Statement attributes (Maude manual, "Statement attributes").
const STATEMENT_ATTRIBUTES: &[&str] =
    &["nonexec", "variant", "owise", "otherwise", "label", "metadata", "print", "narrowing"];

impl Rule for UnparsableTerm {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let file = FileModules::of(ctx);
        let commands = commands_by_module(ctx);
        for (module, node, flats) in file.resolved() {
            if !matches!(module.kind.as_str(), "fmod" | "mod") {
                continue;
            }
            let commands = commands.get(&node).map(Vec::as_slice).unwrap_or_default();
            if commands.is_empty() && statements(ctx, node).next().is_none() {
                // No term to read: no grammar to build.
                continue;
            }
            // A file is written for one dialect of Maude-NPA: the module is refused only when
            // it parses with neither (of those its imports resolve in), and then with the
            // errors of the one that reads furthest.
            let mut first: Option<(Vec<Found>, Signature)> = None;
            let reach = |found: &[Found]| found.first().map_or(usize::MAX, |f| f.d.span.start);
            for flat in flats {
                let mut found = Vec::new();
                let sig = Signature::of(flat);
                self.check_module(ctx, &sig, &module.name, node, &mut found);
                self.check_commands(ctx, &sig, &module.name, commands, &mut found);
                let clean = found.is_empty();
                first = Some(match first {
                    Some(earlier) if !clean && reach(&earlier.0) >= reach(&found) => earlier,
                    _ => (found, sig),
                });
                if clean {
                    break;
                }
            }
            // The search for the lost token, only for the errors reported (it parses the term
            // again many times).
            if let Some((found, sig)) = first {
                out.extend(found.into_iter().map(|f| repaired(ctx, &sig, f)));
            }
        }
    }
}

impl UnparsableTerm {
    fn check_module(&self, ctx: &LintContext, sig: &Signature, module: &str, node: NodeId, out: &mut Vec<Found>) {
        let tree = ctx.tree;
        for (stmt, kind) in statements(ctx, node) {
            let fields: &[&str] = match kind {
                "equation" | "rule" => &["left", "right", "condition"],
                _ => &["term", "condition"],
            };
            let bubbles: Vec<(NodeId, &str)> =
                fields.iter().filter_map(|f| tree.child_by_field(stmt, f).map(|b| (b, *f))).collect();
            for (k, &(bubble, field)) in bubbles.iter().enumerate() {
                let last = k + 1 == bubbles.len() && kind != "membership_axiom";
                let mut tokens = leaves(ctx, bubble);
                if field == "left" || field == "term" {
                    strip_label(ctx, &mut tokens);
                }
                let attributes = if last { strip_attributes(ctx, &mut tokens) } else { Vec::new() };
                let start = if field == "condition" { CONDITION } else { ANY };
                if let Some(mut d) = self.check_bubble(ctx, sig, module, &tokens, start, stmt, bubble, last) {
                    // A term that ends too early reads on into what looked like attributes, as
                    // Maude's does: a strand that lost its `]` stops at `[nonexec]` ("didn't
                    // expect token [").
                    if let Some(&first) = attributes.first() {
                        let read_on: Vec<Span> = tokens.iter().copied().chain([first]).collect();
                        let (_, input) = sig.input(&read_on, &ctx.source.text);
                        if sig.grammar.recognize(start, &input, BUDGET) == Outcome::Unexpected(tokens.len()) {
                            d = self.unexpected(ctx, module, first);
                        }
                    }
                    if kind == "membership_axiom" || !self.parses_split_elsewhere(ctx, sig, module, stmt, &bubbles) {
                        out.push(Found { d, tokens, start });
                    }
                    break;
                }
            }
        }
    }

    /// The first error in the terms of each of `commands`, which Maude parses in the module.
    fn check_commands(
        &self,
        ctx: &LintContext,
        sig: &Signature,
        module: &str,
        commands: &[Command],
        out: &mut Vec<Found>,
    ) {
        for command in commands {
            // A relation the module also has as an operator's token: cfb does not tell the two
            // readings apart, and leaves the command alone.
            let text = |s: &Span| &ctx.source.text[s.start..s.end];
            if command.relations.iter().any(|s| sig.operator_token(text(s))) {
                continue;
            }
            for piece in &command.terms {
                if let Some(d) = self.check_bubble(ctx, sig, module, piece, ANY, command.node, command.arguments, true)
                {
                    out.push(Found { d, tokens: piece.clone(), start: ANY });
                    break;
                }
            }
        }
    }

    /// Whether the statement parses with its sides split at another `=` (`=>`) or its
    /// condition at another `if`. Maude parses a statement whole, so the relation may be any
    /// `=` outside brackets (`T =[M]= T' = r`, with `_=[_]=_` declared) and the condition
    /// may start at any `if` (`= if A then if B then …`); cfb's tree splits at the first.
    fn parses_split_elsewhere(
        &self,
        ctx: &LintContext,
        sig: &Signature,
        module: &str,
        stmt: NodeId,
        bubbles: &[(NodeId, &str)],
    ) -> bool {
        let (Some(&(first, _)), Some(&(last, last_field))) = (bubbles.first(), bubbles.last()) else { return false };
        let tree = ctx.tree;
        let (from, to) = (tree.node(first).span.start, tree.node(last).span.end);
        let mut tokens: Vec<Span> = leaves(ctx, stmt).into_iter().filter(|s| s.start >= from && s.end <= to).collect();
        strip_label(ctx, &mut tokens);
        strip_attributes(ctx, &mut tokens);
        let text = |s: &Span| &ctx.source.text[s.start..s.end];
        let relation = if tree.node(stmt).kind == "rule" { "=>" } else { "=" };
        let conditional = last_field == "condition";
        let mut depth = 0i32;
        let (mut relations, mut ifs) = (Vec::new(), Vec::new());
        for (i, s) in tokens.iter().enumerate() {
            match text(s) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                w if depth == 0 && w == relation => relations.push(i),
                "if" if depth == 0 && conditional => ifs.push(i),
                _ => {}
            }
        }
        let parses = |part: &[Span], start: Kind| {
            !part.is_empty() && self.check_bubble(ctx, sig, module, part, start, stmt, first, false).is_none()
        };
        let mut tried = 0;
        for &r in &relations {
            let ends: Vec<Option<usize>> =
                if conditional { ifs.iter().filter(|&&c| c > r).map(|&c| Some(c)).collect() } else { vec![None] };
            for end in ends {
                tried += 1;
                if tried > MAX_SPLITS {
                    return false;
                }
                let right_end = end.unwrap_or(tokens.len());
                let condition_parses = end.is_none_or(|c| parses(&tokens[c + 1..], CONDITION));
                if parses(&tokens[..r], ANY) && parses(&tokens[r + 1..right_end], ANY) && condition_parses {
                    return true;
                }
            }
        }
        false
    }

    /// Maude's "didn't expect token": no term continues with the token at `span`.
    fn unexpected(&self, ctx: &LintContext, module: &str, span: Span) -> Diagnostic {
        let word = &ctx.source.text[span.start..span.end];
        self.diagnostic(span, format!("didn't expect token `{word}`"))
            .with_note(format!("Maude: no parse for the term: no term of module {module} continues with `{word}` here"))
    }

    #[allow(clippy::too_many_arguments)]
    fn check_bubble(
        &self,
        ctx: &LintContext,
        sig: &Signature,
        module: &str,
        tokens: &[Span],
        start: Kind,
        stmt: NodeId,
        bubble: NodeId,
        last: bool,
    ) -> Option<Diagnostic> {
        let text = |s: &Span| &ctx.source.text[s.start..s.end];
        // A sort qualification `(t).Sort` is a production (see [`Signature::new`]) for a sort
        // cfb knows by name; with another sort (`(t).List{Nat}`) the term is left unchecked.
        if tokens.iter().any(|s| {
            let word = text(s);
            word.strip_prefix('.').is_some_and(|r| r.starts_with(|c: char| c.is_alphabetic()))
                && sig.qualification(word).is_none()
                && sig.grammar.token_id(word).is_none()
        }) {
            return None;
        }
        // Nor are meta-level operator declarations written as terms (`op F : TpL -> Tp [AtS] .`
        // of META-MODULE, in Maude-NPA's own code), where `op` is one of the module's tokens.
        let words: Vec<&str> = tokens.iter().map(text).collect();
        if let Some(at) = words.iter().position(|w| *w == "op" && sig.grammar.token_id(w).is_some()) {
            if words[at..].contains(&":") && words[at..].contains(&"->") {
                return None;
            }
        }
        let (spans, input) = sig.input(tokens, &ctx.source.text);
        for (span, token) in spans.iter().zip(&input) {
            if token.token.is_none() && token.leaf.is_empty() {
                let word = text(span);
                let mut d = self.diagnostic(*span, format!("bad token `{word}`")).with_note(format!(
                    "Maude: no parse for the term: no operator of module {module} (or of a module it imports) has the token `{word}`, and it is no declared or on-the-fly variable"
                ));
                if let Some(near) = sig.nearest(word) {
                    d.help = Some(format!("did you mean `{near}`?"));
                }
                return Some(d);
            }
        }
        match sig.grammar.recognize(start, &input, BUDGET) {
            Outcome::Unexpected(i) => Some(self.unexpected(ctx, module, spans[i])),
            Outcome::UnexpectedEnd => {
                // The token after the term (`=`, `if`, `.`) is where Maude's parser stops.
                let tree = ctx.tree;
                let after = tree
                    .children(stmt)
                    .iter()
                    .map(|&c| tree.node(c).span)
                    .find(|s| s.start >= tree.node(bubble).span.end);
                let (span, message) = match after {
                    Some(s) if !last => (s, format!("didn't expect token `{}`", text(&s))),
                    _ => (
                        spans.last().copied().unwrap_or(tree.node(bubble).span),
                        "unexpected end of tokens".to_string(),
                    ),
                };
                Some(self.diagnostic(span, message).with_note(format!(
                    "Maude: no parse for the term: it ends before a term of module {module} is complete"
                )))
            }
            Outcome::Parsed | Outcome::GaveUp => None,
        }
    }
}

/// The statements of a module whose terms Maude parses: equations, rules and memberships.
fn statements<'c>(ctx: &'c LintContext, module: NodeId) -> impl Iterator<Item = (NodeId, &'static str)> + 'c {
    let tree = ctx.tree;
    tree.children_by_field(module, "body")
        .map(|stmt| (stmt, tree.node(stmt).kind))
        .filter(|(_, kind)| matches!(*kind, "equation" | "rule" | "membership_axiom"))
}

/// An error of a term, with the term's tokens and the kind it must have.
struct Found {
    d: Diagnostic,
    tokens: Vec<Span>,
    start: Kind,
}

/// The error with the help (and fix) of the token the term lost: a token between two words run
/// together (`ar` for `a, r`), which overrules a misspelling, or one put back before where the
/// term stops.
fn repaired(ctx: &LintContext, sig: &Signature, found: Found) -> Diagnostic {
    let Found { mut d, tokens, start } = found;
    let text = &ctx.source.text;
    let (spans, input) = sig.input(&tokens, text);
    let prefix = sig.grammar.prefix(start, &input, BUDGET);
    if let Some(i) = input.iter().position(|t| t.token.is_none() && t.leaf.is_empty()) {
        let (span, word) = (spans[i], &text[spans[i].start..spans[i].end]);
        if let Some((k, found)) = split_token(sig, &prefix, &input, i, word) {
            let (left, right) = word.split_at(k);
            d.help = Some(format!("insert {} between `{left}` and `{right}`", listed(&found)));
            d.fix = insertion(text, span.start + k, &found, true);
        }
        return d;
    }
    let stop = match prefix.outcome() {
        Outcome::Unexpected(i) => i,
        Outcome::UnexpectedEnd => input.len(),
        Outcome::Parsed | Outcome::GaveUp => return d,
    };
    name_missing_token(ctx, sig, &prefix, &input, &spans, stop, d)
}

/// Places before where a term stops that [`missing_token`] tries, nearest first.
const WINDOW: usize = 40;
/// Terms with one token put in that [`split_token`] or [`missing_token`] parses at most.
const MAX_TRIALS: usize = 2000;

/// `d` with the help (and, when one token does, the fix) of putting back the token the term
/// lacks, if one put in some place before where it stops (`stop`) makes the whole term parse.
#[allow(clippy::too_many_arguments)]
fn name_missing_token(
    ctx: &LintContext,
    sig: &Signature,
    prefix: &Prefix,
    input: &[Input],
    spans: &[Span],
    stop: usize,
    mut d: Diagnostic,
) -> Diagnostic {
    let Some((at, words)) = missing_token(sig, prefix, input, stop) else { return d };
    let text = &ctx.source.text;
    let (offset, place, inside) = match spans.get(at) {
        Some(s) => (s.start, format!("before `{}`", &text[s.start..s.end]), true),
        None => {
            let s = spans.last().copied().unwrap_or(d.span);
            (s.end, format!("after `{}`", &text[s.start..s.end]), false)
        }
    };
    d.help = Some(format!("insert {} {place}", listed(&words)));
    d.fix = insertion(text, offset, &words, inside);
    d
}

/// The tokens found, most likely first: "`,`", "`,` (or `&`, `;`)".
fn listed(words: &[String]) -> String {
    let others: Vec<String> = words.iter().skip(1).take(2).map(|w| format!("`{w}`")).collect();
    match (words.first(), others.is_empty()) {
        (Some(first), true) => format!("`{first}`"),
        (Some(first), false) => format!("`{first}` (or {})", others.join(", ")),
        (None, _) => String::new(),
    }
}

/// The fix that puts the one token found in at `offset` (none when several were found),
/// with the white space Maude needs around it (`followed`: a token comes after it).
fn insertion(text: &str, offset: usize, words: &[String], followed: bool) -> Option<Fix> {
    let [word] = words else { return None };
    // Maude's brackets and comma stand alone; other tokens need white space around them.
    let alone = matches!(word.as_str(), "(" | ")" | "[" | "]" | "{" | "}" | ",");
    let before = text[..offset].chars().next_back().is_some_and(|c| !c.is_whitespace() && !"([{,".contains(c));
    let after = text[offset..].chars().next().is_some_and(|c| !c.is_whitespace() && !")]},".contains(c));
    let space = |needed: bool| if needed && !alone { " " } else { "" };
    let insert = format!("{}{word}{}", space(before), space(after && followed));
    Some(Fix::replace(format!("insert `{word}`"), Span::new(offset, offset), insert))
}

/// Tokens a term most often loses, in that order; other punctuation comes after them.
const LIKELY: &[&str] = &[",", ")", "]", "}", "(", "[", "{", ";", "|", "+", "-", "&"];

/// The punctuation tokens of the module's operators (not an operator's name in prefix form,
/// `_+_`, which is never the one token lost), most likely first.
fn punctuation(sig: &Signature) -> Vec<&str> {
    let mut out: Vec<&str> =
        sig.grammar.tokens().filter(|w| !w.chars().any(|c| c.is_alphanumeric() || c == '_' || c == ' ')).collect();
    out.sort_unstable_by_key(|w| (LIKELY.iter().position(|l| l == w).unwrap_or(LIKELY.len()), *w));
    out
}

/// Where in the bad token `word` (input `at`) a punctuation token put between its two halves
/// makes the term parse, when both halves are tokens of their own (`ar` for `a, r`), and the
/// tokens that do.
fn split_token(
    sig: &Signature,
    prefix: &Prefix,
    input: &[Input],
    at: usize,
    word: &str,
) -> Option<(usize, Vec<String>)> {
    let alone = |w: &str| {
        let (_, mut one) = sig.input(&[Span::new(0, w.len())], w);
        one.pop().filter(|i| i.token.is_some() || !i.leaf.is_empty())
    };
    let candidates = punctuation(sig);
    let mut trials = Trials::default();
    for (k, _) in word.char_indices().skip(1) {
        let (Some(left), Some(right)) = (alone(&word[..k]), alone(&word[k..])) else { continue };
        let found = trials.fitting(sig, &candidates, |token| {
            let rest: Vec<Input> =
                [left.clone(), token, right.clone()].into_iter().chain(input[at + 1..].iter().cloned()).collect();
            prefix.recognize_with(at, &rest)
        })?;
        if !found.is_empty() {
            return Some((k, found));
        }
    }
    None
}

/// The place (an index of `input`, `input.len()` for the end) where one token put back makes
/// the term parse, and the tokens that do: punctuation of the module's operators the term may
/// have there, tried at the [`WINDOW`] places up to `stop`, nearest first.
fn missing_token(sig: &Signature, prefix: &Prefix, input: &[Input], stop: usize) -> Option<(usize, Vec<String>)> {
    let expected = prefix.expected();
    let punctuation = punctuation(sig);
    let mut trials = Trials::default();
    for at in (stop.saturating_sub(WINDOW)..=stop.min(input.len())).rev() {
        let Some(tokens) = expected.get(at) else { continue };
        let candidates: Vec<&str> = punctuation
            .iter()
            .copied()
            .filter(|w| sig.grammar.token_id(w).is_some_and(|id| tokens.contains(&id)))
            .collect();
        let found = trials.fitting(sig, &candidates, |token| {
            let rest: Vec<Input> = std::iter::once(token).chain(input[at..].iter().cloned()).collect();
            prefix.recognize_with(at, &rest)
        })?;
        if !found.is_empty() {
            return Some((at, found));
        }
    }
    None
}

/// The terms [`split_token`] and [`missing_token`] have parsed, at most [`MAX_TRIALS`].
#[derive(Default)]
struct Trials(usize);

impl Trials {
    /// The `candidates` whose token makes the term parse, as `parse` says of the term with
    /// the token put in; `None` once the trials are used up.
    fn fitting(
        &mut self,
        sig: &Signature,
        candidates: &[&str],
        parse: impl Fn(Input) -> Outcome,
    ) -> Option<Vec<String>> {
        let mut found = Vec::new();
        for &word in candidates {
            self.0 += 1;
            if self.0 > MAX_TRIALS {
                return None;
            }
            if parse(Input { token: sig.grammar.token_id(word), leaf: Vec::new() }) == Outcome::Parsed {
                found.push(word.to_string());
            }
        }
        Some(found)
    }
}

/// A command whose terms Maude parses in a module of the file (commands.yy: `reduce`,
/// `rewrite`, `unify`, `variant unify`, `get variants`, `search`, `match` and their kin).
struct Command {
    node: NodeId,
    arguments: NodeId,
    /// Its terms, each as tokens: the sides of its relations (`=?`, `/\`, `=>*`, `<=?`, …),
    /// without the bound `[n]`, the module `in M :` and the condition `such that …`.
    terms: Vec<Vec<Span>>,
    /// The relation tokens between the terms.
    relations: Vec<Span>,
}

/// The commands of the file by the module Maude parses them in: the current one, which is the
/// last module the file entered or named in a command (`in M :`). After a `select`, a `load`, a
/// module of Full Maude or a module that is not the file's, commands are left alone.
fn commands_by_module(ctx: &LintContext) -> HashMap<NodeId, Vec<Command>> {
    let tree = ctx.tree;
    let text = |s: &Span| &ctx.source.text[s.start..s.end];
    let mut out: HashMap<NodeId, Vec<Command>> = HashMap::default();
    let mut current: Option<NodeId> = None;
    let mut defined: HashMap<&str, NodeId> = HashMap::default();
    for item in tree.named_children(tree.root()) {
        match tree.node(item).kind {
            "module_definition" => {
                current = Some(item);
                if let Some(name) = tree.child_by_field(item, "name") {
                    defined.insert(ctx.text(name), item);
                }
            }
            "command" => {
                let (Some(kind), Some(arguments)) =
                    (tree.child_by_field(item, "kind"), tree.child_by_field(item, "arguments"))
                else {
                    continue;
                };
                let kind = ctx.text(kind);
                if kind == "select" {
                    current = None;
                    continue;
                }
                let tokens = leaves(ctx, arguments);
                let words: Vec<&str> = tokens.iter().map(text).collect();
                let Some((named, terms, relations)) = command_terms(kind, &words) else {
                    // A command cfb does not read may name a module (`srew in M : …`), which
                    // becomes the current one.
                    if words.contains(&"in") {
                        current = None;
                    }
                    continue;
                };
                // `in M :` makes M the current module (Maude 3.5.1 parses the next command there).
                if let Some(name) = named {
                    current = defined.get(name).copied();
                }
                let Some(module) = current else { continue };
                let pick = |range: &std::ops::Range<usize>| tokens[range.clone()].to_vec();
                let terms = terms.iter().map(pick).collect();
                let relations = relations.iter().map(|&k| tokens[k]).collect();
                out.entry(module).or_default().push(Command { node: item, arguments, terms, relations });
            }
            "view_definition" | "set_command" | "step_command" => {}
            _ => current = None,
        }
    }
    out
}

/// The module a command names (`in M :`), its terms (ranges of `words`) and its relations
/// (indexes of `words`), for the commands whose terms cfb checks; `None` for the others and
/// for a command whose form cfb does not follow. `words` are the tokens after the command's
/// first keyword (`kind`).
#[allow(clippy::type_complexity)]
fn command_terms<'w>(
    kind: &str,
    words: &[&'w str],
) -> Option<(Option<&'w str>, Vec<std::ops::Range<usize>>, Vec<usize>)> {
    let mut at = 0;
    let relations: &[&str] = match kind {
        "red" | "reduce" | "rew" | "rewrite" | "frew" | "frewrite" | "erew" | "erewrite" => &[],
        "unify" => &["=?", "/\\"],
        "variant" if words.first() == Some(&"unify") => {
            at = 1;
            &["=?", "/\\"]
        }
        "get" if words.first() == Some(&"variants") => {
            at = 1;
            &[]
        }
        "search" => &["=>1", "=>+", "=>*", "=>!", "=>#"],
        "match" | "xmatch" => &["<=?"],
        _ => return None,
    };
    // A bound: `[10]`, `[1, 5]`.
    if words.get(at) == Some(&"[") {
        at += words[at..].iter().position(|w| *w == "]")? + 1;
    }
    let mut named = None;
    if words.get(at) == Some(&"in") {
        if words.get(at + 2) != Some(&":") {
            return None;
        }
        named = Some(words[at + 1]);
        at += 3;
    }
    let mut end = words.len();
    let (mut terms, mut found) = (Vec::new(), Vec::new());
    let (mut depth, mut start) = (0i32, at);
    for k in at..words.len() {
        match words[k] {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "such" if depth == 0 && words.get(k + 1) == Some(&"that") => {
                end = k;
                break;
            }
            "s.t." if depth == 0 => {
                end = k;
                break;
            }
            w if depth == 0 && relations.contains(&w) => {
                terms.push(start..k);
                found.push(k);
                start = k + 1;
            }
            _ => {}
        }
    }
    terms.push(start..end);
    if terms.iter().any(|t| t.is_empty()) || (!relations.is_empty() && found.is_empty()) {
        return None;
    }
    Some((named, terms, found))
}

/// The tokens of a bubble: its leaves, comments left out.
fn leaves(ctx: &LintContext, bubble: NodeId) -> Vec<Span> {
    let tree = ctx.tree;
    tree.descendants(bubble)
        .filter(|&id| {
            let n = tree.node(id);
            tree.is_leaf(id) && !n.is_extra && n.span.start < n.span.end
        })
        .map(|id| tree.node(id).span)
        .collect()
}

/// Drops a statement label `[l] :` before the left-hand side.
fn strip_label(ctx: &LintContext, tokens: &mut Vec<Span>) {
    let t = |i: usize| &ctx.source.text[tokens[i].start..tokens[i].end];
    if tokens.len() > 4 && t(0) == "[" && t(2) == "]" && t(3) == ":" {
        tokens.drain(..4);
    }
}

/// Drops the statement attributes `[nonexec …]` at the end of the last term, and returns them.
fn strip_attributes(ctx: &LintContext, tokens: &mut Vec<Span>) -> Vec<Span> {
    let t = |s: &Span| &ctx.source.text[s.start..s.end];
    if tokens.last().is_none_or(|s| t(s) != "]") {
        return Vec::new();
    }
    let mut depth = 0i32;
    for i in (0..tokens.len()).rev() {
        match t(&tokens[i]) {
            "]" | ")" | "}" => depth += 1,
            "[" | "(" | "{" => {
                depth -= 1;
                if depth == 0 {
                    let first = tokens.get(i + 1).map(t).unwrap_or("");
                    if t(&tokens[i]) == "[" && STATEMENT_ATTRIBUTES.contains(&first) {
                        return tokens.split_off(i);
                    }
                    return Vec::new();
                }
            }
            _ => {}
        }
    }
    Vec::new()
}

/// A module's grammar: productions over kinds, its variables and built-in constants.
#[derive(Clone, Default)]
struct Signature {
    grammar: Grammar,
    /// The sorts' kinds: connected components under subsorts (union-find over sort ids).
    sorts: SortClasses,
    kinds: HashMap<String, Kind>,
    vars: HashMap<String, Kind>,
    /// Built-in constants: the kinds of each class of tokens.
    literals: HashMap<Literal, Vec<Kind>>,
    /// Which tokens (by id) an operator of the module has (cfb's own are not all of them).
    operator_tokens: Vec<bool>,
}

/// The sort a kind `[S]` is written with, or the sort itself.
fn sort_name(sort: &str) -> &str {
    sort.trim_start_matches('[').trim_end_matches(']')
}

/// Sorts by id, joined into kinds.
#[derive(Clone, Default)]
struct SortClasses {
    ids: HashMap<String, usize>,
    parent: Vec<usize>,
}

impl SortClasses {
    fn id(&mut self, name: &str) -> usize {
        let name = sort_name(name);
        if let Some(&known) = self.ids.get(name) {
            return known;
        }
        self.parent.push(self.parent.len());
        self.ids.insert(name.to_string(), self.parent.len() - 1);
        self.parent.len() - 1
    }

    fn root(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    /// Puts `x`'s class into `into`'s, keeping a class of the first `fixed` ids as the root; false
    /// (and nothing joined) when both are such classes and differ.
    fn join(&mut self, x: usize, into: usize, fixed: usize) -> bool {
        let (rx, rf) = (self.root(x), self.root(into));
        match (rx < fixed, rf < fixed) {
            _ if rx == rf => {}
            (true, true) => return false,
            (true, false) => self.parent[rf] = rx,
            _ => self.parent[rx] = rf,
        }
        true
    }
}

/// Base signatures: a library part ([`LibraryPart`]) with cfb's own productions, by key.
type Bases = std::sync::Mutex<HashMap<String, std::sync::Arc<Signature>>>;

/// How many base signatures a process keeps (a few library parts serve nearly every file).
const BASES_KEPT: usize = 16;

/// A class of built-in constant tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Literal {
    Natural,
    Negative,
    Fraction,
    String,
    Qid,
    Float,
}

/// The classes of constants an operator's hook makes of its range, and whether the operator is
/// that class alone (`<Strings>`) rather than also an operator of its own (`s_`, `-_`, `_/_`).
fn hook_literals(hook: &str) -> (&'static [Literal], bool) {
    use Literal::*;
    match hook {
        "SuccSymbol" => (&[Natural], false),
        "MinusSymbol" => (&[Negative], false),
        "DivisionSymbol" => (&[Fraction], false),
        "StringSymbol" => (&[String], true),
        "QuotedIdentifierSymbol" => (&[Qid], true),
        "FloatSymbol" => (&[Float], true),
        h if h.starts_with("QuotedIdentifierSymbol") => (&[Qid], true),
        "SMT_NumberSymbol(integers)" => (&[Natural, Negative], true),
        "SMT_NumberSymbol(reals)" => (&[Fraction], true),
        _ => (&[], false),
    }
}

impl Signature {
    /// The signature of a flattened module. Its library part is built once per process and
    /// shared: the module's own sorts, subsorts and operators are added to a copy of it.
    fn of(flat: &Flat) -> Self {
        static BASES: std::sync::OnceLock<Bases> = std::sync::OnceLock::new();
        let Some(key) = &flat.library.key else { return Signature::new(flat) };
        let bases = BASES.get_or_init(Default::default);
        let cached = bases.lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned();
        let base = cached.unwrap_or_else(|| {
            let base = std::sync::Arc::new(Signature::library_part(flat));
            let mut bases = bases.lock().unwrap_or_else(|e| e.into_inner());
            if bases.len() >= BASES_KEPT {
                bases.clear();
            }
            bases.insert(key.clone(), base.clone());
            base
        });
        base.extended(flat).unwrap_or_else(|| Signature::new(flat))
    }

    /// The whole signature of a flattened module, built from nothing.
    fn new(flat: &Flat) -> Self {
        let mut sig = Signature::default();
        sig.add_sorts(&flat.sorts, &flat.subsorts, &flat.ops, 0);
        sig.add_operators(&flat.ops, &flat.ops);
        sig.add_cfb_productions();
        sig.vars = flat.vars.iter().map(|(v, s)| (v.clone(), sig.kind_of(s))).collect();
        sig
    }

    /// The signature of `flat`'s library part alone, with cfb's own productions.
    fn library_part(flat: &Flat) -> Self {
        let part = &flat.library;
        let ops = &flat.ops[part.ops..];
        let mut sig = Signature::default();
        sig.add_sorts(&flat.sorts[part.sorts..], &flat.subsorts[part.subsorts..], ops, 0);
        sig.add_operators(ops, ops);
        sig.add_cfb_productions();
        sig
    }

    /// This library part's signature with `flat`'s own declarations added; `None` when they
    /// join two kinds of the library (its productions would name two kinds for one).
    fn extended(&self, flat: &Flat) -> Option<Self> {
        let part = &flat.library;
        let mut sig = self.clone();
        let fixed = sig.sorts.parent.len();
        let own_ops = &flat.ops[..part.ops];
        if !sig.add_sorts(&flat.sorts[..part.sorts], &flat.subsorts[..part.subsorts], own_ops, fixed) {
            return None;
        }
        sig.add_operators(own_ops, &flat.ops);
        sig.vars = flat.vars.iter().map(|(v, s)| (v.clone(), sig.kind_of(s))).collect();
        Some(sig)
    }

    /// The kind of a sort (`[S]` too); a sort no declaration names is of any kind.
    fn kind_of(&self, sort: &str) -> Kind {
        self.kinds.get(sort_name(sort)).copied().unwrap_or(ANY)
    }

    /// Adds sorts, joins each subsort group into one kind, and gives each new sort its kind;
    /// false when a group would join two classes of the first `fixed` sort ids.
    fn add_sorts(&mut self, sorts: &[String], subsorts: &[Vec<String>], ops: &[Arc<OpDecl>], fixed: usize) -> bool {
        let classes = &mut self.sorts;
        for s in sorts {
            classes.id(s);
        }
        for group in subsorts {
            let mut first = None;
            for s in group {
                let x = classes.id(s);
                match first {
                    None => first = Some(x),
                    Some(f) => {
                        if !classes.join(x, f, fixed) {
                            return false;
                        }
                    }
                }
            }
        }
        for op in ops {
            for s in op.domain.iter().chain(std::iter::once(&op.range)) {
                classes.id(s);
            }
        }
        let new: Vec<(String, usize)> =
            classes.ids.iter().filter(|&(_, &i)| i >= fixed).map(|(n, &i)| (n.clone(), i)).collect();
        for (name, i) in new {
            // A parameter's sort left (`X$Elt`: no view known for `X`) stands for whatever an
            // instance puts there. (`StrandSet$` is a sort of its own.)
            let parameter = name.split_once('$').is_some_and(|(p, s)| !p.is_empty() && !s.is_empty());
            let kind = if parameter { ANY } else { classes.root(i) as Kind };
            self.kinds.insert(name, kind);
        }
        true
    }

    /// The id of a token of an operator, added when new.
    fn add_operator_token(&mut self, text: &str) -> u32 {
        let id = self.grammar.token(text);
        let at = id as usize;
        if self.operator_tokens.len() <= at {
            self.operator_tokens.resize(at + 1, false);
        }
        self.operator_tokens[at] = true;
        id
    }

    /// The productions of `ops`; `ditto` takes its attributes from `all` (in order).
    fn add_operators(&mut self, ops: &[Arc<OpDecl>], all: &[Arc<OpDecl>]) {
        for op in ops {
            let range = if op.poly.contains(&0) { ANY } else { self.kind_of(&op.range) };
            let mut class_only = false;
            for hook in &op.hooks {
                let (classes, alone) = hook_literals(hook);
                class_only |= alone;
                for &class in classes {
                    let kinds = self.literals.entry(class).or_default();
                    if !kinds.contains(&range) {
                        kinds.push(range);
                    }
                }
            }
            if class_only {
                continue;
            }
            let args: Vec<Kind> = op
                .domain
                .iter()
                .enumerate()
                .map(|(i, s)| if op.poly.contains(&(i + 1)) { ANY } else { self.kind_of(s) })
                .collect();
            let parts = name_parts(&op.name);
            let underscores = parts.iter().filter(|p| p.is_none()).count();
            if underscores != 0 && underscores != args.len() {
                // Maude refuses the declaration; its words are still tokens of the module.
                for t in parts.iter().flatten() {
                    self.add_operator_token(t);
                }
                continue;
            }
            let plain = !op.name.contains([' ', '`', '(', ')', '[', ']', '{', '}', ',']);
            if !args.is_empty() && (underscores == 0 || plain) {
                // Prefix form `f(a, b)`, also for a mixfix operator: `_+_(a, b)`; precedence 0.
                let mut prefix: Vec<Sym> = if underscores == 0 {
                    parts.iter().flatten().map(|t| Sym::Tok(self.add_operator_token(t))).collect()
                } else {
                    vec![Sym::Tok(self.add_operator_token(&op.name))]
                };
                prefix.push(Sym::Tok(self.add_operator_token("(")));
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        prefix.push(Sym::Tok(self.add_operator_token(",")));
                    }
                    prefix.push(Sym::Arg(a, LOOSE));
                }
                let close = Sym::Tok(self.add_operator_token(")"));
                if args.len() == 2 && op.attrs.iter().any(|a| a == "assoc" || a == "associative") {
                    // An associative operator takes more arguments in prefix form: `max(a, b, c)`.
                    let mut longer = prefix.clone();
                    longer.extend([Sym::Tok(self.add_operator_token(",")), Sym::Arg(ARGUMENTS, LOOSE), close.clone()]);
                    self.grammar.add(Production { kind: range, prec: 0, syms: longer });
                }
                prefix.push(close);
                self.grammar.add(Production { kind: range, prec: 0, syms: prefix });
            }
            if underscores == 0 {
                if args.is_empty() {
                    let syms = parts.iter().flatten().map(|t| Sym::Tok(self.add_operator_token(t))).collect();
                    self.grammar.add(Production { kind: range, prec: 0, syms });
                }
                continue;
            }
            let same_kinds = |o: &OpDecl| {
                o.domain.len() == op.domain.len()
                    && fits(self.kind_of(&o.range), range)
                    && o.domain.iter().zip(&args).all(|(s, &a)| fits(self.kind_of(s), a))
            };
            let (prec, bounds) = precedence(op, all, &parts, same_kinds);
            let mut next = args.iter().zip(bounds);
            let syms = parts
                .iter()
                .map(|p| match p {
                    Some(t) => Sym::Tok(self.add_operator_token(t)),
                    None => {
                        let (&kind, bound) = next.next().unwrap();
                        Sym::Arg(kind, bound)
                    }
                })
                .collect();
            self.grammar.add(Production { kind: range, prec, syms });
        }
    }

    /// The productions every module has: parentheses, argument lists, conditions, sort names,
    /// sort tests and sort qualifications.
    fn add_cfb_productions(&mut self) {
        let grammar = &mut self.grammar;
        let tok = |g: &mut Grammar, t: &str| Sym::Tok(g.token(t));
        let (open, close) = (tok(grammar, "("), tok(grammar, ")"));
        let any = Sym::Arg(ANY, LOOSE);
        let comma = tok(grammar, ",");
        let arguments = Sym::Arg(ARGUMENTS, LOOSE);
        grammar.add(Production { kind: ARGUMENTS, prec: 0, syms: vec![any.clone()] });
        grammar.add(Production { kind: ARGUMENTS, prec: 0, syms: vec![any.clone(), comma, arguments] });
        // Parentheses keep the kind of the term in them: `(X)` with `X` a message is no signed
        // message (a strand's deleted `+`/`-`; Maude 3.5.1: "didn't expect token ,").
        grammar.add(Production { kind: INNER, prec: 0, syms: vec![open.clone(), any.clone(), close.clone()] });
        for relation in ["=", ":=", "=>"] {
            let r = tok(grammar, relation);
            grammar.add(Production { kind: CONDITION, prec: 0, syms: vec![any.clone(), r, any.clone()] });
        }
        let colon = tok(grammar, ":");
        let sort = Sym::Arg(SORT_NAME, LOOSE);
        grammar.add(Production { kind: CONDITION, prec: 0, syms: vec![any.clone(), colon, sort.clone()] });
        grammar.add(Production { kind: CONDITION, prec: 0, syms: vec![any.clone()] });
        let and = tok(grammar, "/\\");
        let condition = Sym::Arg(CONDITION, LOOSE);
        grammar.add(Production { kind: CONDITION, prec: 0, syms: vec![condition.clone(), and, condition] });
        let (lb, rb) = (tok(grammar, "["), tok(grammar, "]"));
        grammar.add(Production { kind: SORT_NAME, prec: 0, syms: vec![lb, sort.clone(), rb] });
        // The sort test `t :: S` Maude declares for every sort, of sort Bool (Maude-NPA's own
        // `getName(F) :: Qid`; a strand's `::` is followed by a variable or `[`, not a sort).
        let test = tok(grammar, "::");
        let boolean = self.kinds.get("Bool").copied().unwrap_or(ANY);
        grammar.add(Production { kind: boolean, prec: 0, syms: vec![any.clone(), test, sort] });
        // The sort qualification `(t).S` Maude allows for every sort, to pick a parse: every
        // `.S` token of a known sort S reads as one token (see [`Signature::input`]).
        // A kind qualifies as `(t).[S]`: a period token, then the kind.
        let (open, close, qualify) = (tok(grammar, "("), tok(grammar, ")"), tok(grammar, QUALIFY));
        grammar.add(Production { kind: ANY, prec: 0, syms: vec![open.clone(), any.clone(), close.clone(), qualify] });
        let period = tok(grammar, ".");
        let kind = Sym::Arg(SORT_NAME, LOOSE);
        grammar.add(Production { kind: ANY, prec: 0, syms: vec![open, any.clone(), close, period, kind] });
    }

    /// The one word a typo of `word` is nearest to (one edit away): an operator's token, a
    /// variable, a statement attribute or a keyword that a lost period let into the term.
    fn nearest(&self, word: &str) -> Option<String> {
        let words = self.grammar.tokens().chain(self.vars.keys().map(String::as_str));
        let words = words.chain(STATEMENT_ATTRIBUTES.iter().copied()).chain(KEYWORDS.iter().copied());
        let mut near: Vec<&str> = words
            .filter(|w| w.len() > 1 && crate::parse::strict::edit_distance_within(w, word, 1) == Some(1))
            .collect();
        near.sort_unstable();
        near.dedup();
        // Of several, the one a letter typed in would explain (`eeq`: `eq`, not `ceq`).
        if near.len() > 1 {
            near.retain(|w| w.len() + 1 == word.len());
        }
        (near.len() == 1).then(|| near[0].to_string())
    }

    /// Whether `word` is a token of an operator of the module.
    fn operator_token(&self, word: &str) -> bool {
        self.grammar.token_id(word).is_some_and(|id| self.operator_tokens.get(id as usize) == Some(&true))
    }

    /// The token a sort qualification `.S` reads as, when `S` is a sort of the module.
    fn qualification(&self, word: &str) -> Option<u32> {
        let sort = word.strip_prefix('.')?;
        self.kinds.get(sort).and_then(|_| self.grammar.token_id(QUALIFY))
    }

    /// The input of a bubble: on-the-fly variables `X:S`, `X:[S]`, `X:List{Nat}` made one token.
    fn input(&self, tokens: &[Span], text: &str) -> (Vec<Span>, Vec<Input>) {
        let t = |s: &Span| &text[s.start..s.end];
        let (mut spans, mut input) = (Vec::new(), Vec::new());
        let mut i = 0;
        while i < tokens.len() {
            let word = t(&tokens[i]);
            let token = self.grammar.token_id(word).or_else(|| self.qualification(word));
            let mut leaf = Vec::new();
            let mut span = tokens[i];
            if let Some(&k) = self.vars.get(word) {
                leaf.push(k);
            }
            if let Some((_, sort)) = word.split_once(':').filter(|(v, _)| !v.is_empty() && token.is_none()) {
                let sort = sort.rsplit(':').next().unwrap_or(sort);
                // `X:[S]` and `X:List{Nat}`: the bracketed rest belongs to the variable.
                let (o, c) = if sort.is_empty() { ("[", "]") } else { ("{", "}") };
                {
                    if tokens.get(i + 1).is_some_and(|s| t(s) == o) {
                        let mut depth = 0;
                        while i + 1 < tokens.len() {
                            i += 1;
                            match t(&tokens[i]) {
                                w if w == o => depth += 1,
                                w if w == c => depth -= 1,
                                _ => {}
                            }
                            if depth == 0 {
                                break;
                            }
                        }
                        span = Span::new(span.start, tokens[i].end);
                    }
                }
                leaf.push(self.kinds.get(sort).copied().unwrap_or(ANY));
            }
            if let Some(class) = literal(word) {
                leaf.extend(self.literals.get(&class).map(Vec::as_slice).unwrap_or(&[]));
            }
            if self.kinds.contains_key(word) {
                leaf.push(SORT_NAME);
            }
            spans.push(span);
            input.push(Input { token, leaf });
            i += 1;
        }
        (spans, input)
    }
}

/// An operator's precedence and the precedence bound of each argument place: the declared
/// `prec` and `gather` (through `ditto`, those of a declaration of the same name on the same
/// kinds: Maude-NPA's `_,_ : SMsgSet SMsgList-R$ -> SMsgList-R$ [ditto]` gathers `(e E)` as the
/// strand list's `_,_` does, not as the signature's first `_,_`), else Maude's defaults:
/// precedence 41 for a name that starts or ends with `_`, else 0; an argument between two
/// tokens takes any term (`&`), one at either end a term of at most the operator's precedence
/// (`E`). Maude narrows some of these defaults further (`e` for associative operators); cfb
/// keeps the wider `E`, so it accepts every term Maude does.
fn precedence(
    op: &OpDecl,
    all: &[Arc<OpDecl>],
    parts: &[Option<String>],
    same_kinds: impl Fn(&OpDecl) -> bool,
) -> (u32, Vec<u32>) {
    let ditto = |o: &OpDecl| o.attrs.iter().any(|a| a == "ditto");
    let source = if ditto(op) {
        all.iter().map(|o| &**o).find(|&o| o.name == op.name && !ditto(o) && same_kinds(o)).unwrap_or(op)
    } else {
        op
    };
    let value = |name: &str| {
        source.attrs.iter().find_map(|a| {
            let (head, rest) = a.split_once(' ')?;
            (head == name || (name == "prec" && head == "precedence")).then(|| rest.to_string())
        })
    };
    let extremal = matches!(parts.first(), Some(None)) || matches!(parts.last(), Some(None));
    let prec: u32 = value("prec").and_then(|p| p.trim().parse().ok()).unwrap_or(if extremal { 41 } else { 0 });
    let declared: Option<Vec<u32>> = value("gather").map(|g| {
        g.trim_matches(|c| c == '(' || c == ')' || c == ' ')
            .split_whitespace()
            .map(|w| match w {
                "e" => prec.saturating_sub(1),
                "E" => prec,
                _ => LOOSE,
            })
            .collect()
    });
    let places = parts.iter().filter(|p| p.is_none()).count();
    if let Some(bounds) = declared.filter(|b| b.len() == places) {
        return (prec, bounds);
    }
    let last = parts.len().saturating_sub(1);
    let bounds = parts
        .iter()
        .enumerate()
        .filter(|(_, p)| p.is_none())
        .map(|(i, _)| if i == 0 || i == last { prec } else { LOOSE })
        .collect();
    (prec, bounds)
}

/// The class of a built-in constant token: a number, string, quoted identifier or float.
fn literal(word: &str) -> Option<Literal> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    Some(if digits(word) {
        Literal::Natural
    } else if word.strip_prefix('-').is_some_and(digits) {
        Literal::Negative
    } else if word.split_once('/').is_some_and(|(n, d)| digits(n.strip_prefix('-').unwrap_or(n)) && digits(d)) {
        Literal::Fraction
    } else if word.len() >= 2 && word.starts_with('"') && word.ends_with('"') {
        Literal::String
    } else if word.starts_with('\'') {
        // A lone `'` is a quoted identifier too (Maude-NPA's own banner has `' '`).
        Literal::Qid
    } else if is_float(word) {
        Literal::Float
    } else {
        return None;
    })
}

fn is_float(word: &str) -> bool {
    let w = word.strip_prefix('-').unwrap_or(word);
    w == "Infinity"
        || (w.contains('.') && w.parse::<f64>().is_ok() && w.bytes().next().is_some_and(|b| b.is_ascii_digit()))
}

/// The tokens of an operator's name, `None` for each argument place: `_;_` → `_ ; _`,
/// `+`(_`)` → `+ ( _ )`, `::_::[_|_]` → `:: _ :: [ _ | _ ]`.
fn name_parts(name: &str) -> Vec<Option<String>> {
    // `op (_~_) : …` names `_~_`: the parentheses only group the name.
    let name = match name.trim().strip_prefix('(').and_then(|n| n.strip_suffix(')')) {
        Some(inner) if inner.contains('_') && !inner.contains(['(', ')']) => inner,
        _ => name,
    };
    let mut parts = Vec::new();
    for word in name.split_whitespace() {
        let mut pending = String::new();
        let mut chars = word.chars();
        let flush = |pending: &mut String, parts: &mut Vec<Option<String>>| {
            if !pending.is_empty() {
                parts.push(Some(std::mem::take(pending)));
            }
        };
        while let Some(c) = chars.next() {
            match c {
                '_' => {
                    flush(&mut pending, &mut parts);
                    parts.push(None);
                }
                '`' => match chars.next() {
                    Some(e @ ('(' | ')' | '[' | ']' | '{' | '}' | ',')) => {
                        flush(&mut pending, &mut parts);
                        parts.push(Some(e.to_string()));
                    }
                    Some(other) => pending.push(other),
                    None => {}
                },
                '(' | ')' | '[' | ']' | '{' | '}' | ',' => {
                    flush(&mut pending, &mut parts);
                    parts.push(Some(c.to_string()));
                }
                _ => pending.push(c),
            }
        }
        flush(&mut pending, &mut parts);
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::lint::rules::testing;

    fn lines(text: &str) -> Vec<usize> {
        testing::lines(Language::Maude, &UnparsableTerm, text)
    }

    /// A signature as text that names its kinds by their sorts, not by their ids: its kinds,
    /// productions, operator tokens, variables and constants, each sorted.
    fn described(sig: &Signature) -> Vec<String> {
        let mut sorts_of: HashMap<Kind, Vec<&str>> = HashMap::default();
        for (name, &kind) in &sig.kinds {
            sorts_of.entry(kind).or_default().push(name);
        }
        sorts_of.values_mut().for_each(|sorts| sorts.sort_unstable());
        let kind = |k: Kind| match sorts_of.get(&k) {
            Some(sorts) if k < RESERVED => format!("[{}]", sorts.join(" ")),
            _ => format!("#{k}"),
        };
        let token = |t: u32| sig.grammar.token_text(t).unwrap_or("?").to_string();
        let mut out: Vec<String> = sorts_of.keys().map(|&k| format!("kind {}", kind(k))).collect();
        for p in sig.grammar.productions() {
            let syms: Vec<String> = p
                .syms
                .iter()
                .map(|s| match *s {
                    Sym::Tok(t) => token(t),
                    Sym::Arg(k, bound) => format!("<{} {bound}>", kind(k)),
                })
                .collect();
            out.push(format!("{} {} ::= {}", kind(p.kind), p.prec, syms.join(" ")));
        }
        let operators = sig.operator_tokens.iter().enumerate().filter(|(_, &op)| op).map(|(t, _)| token(t as u32));
        out.extend(operators.map(|t| format!("operator token {t}")));
        out.extend(sig.vars.iter().map(|(v, &k)| format!("var {v} {}", kind(k))));
        out.extend(
            sig.literals.iter().map(|(l, ks)| format!("{l:?} {:?}", ks.iter().map(|&k| kind(k)).collect::<Vec<_>>())),
        );
        out.sort();
        out
    }

    /// The signature built on a shared library part is the one built whole: for Maude-NPA
    /// modules in both dialects, for prelude modules, and where the module's subsorts join
    /// two of the library's kinds (then it is built whole).
    #[test]
    fn a_signature_on_a_shared_library_part_is_the_signature_built_whole() {
        use super::super::signature::{libraries, FileModules};
        let text = "fmod SYMBOLS is\n  protecting DEFINITION-PROTOCOL-RULES .\n  sorts Name Nonce Key .\n  subsort Name Nonce Key < Msg .\n  subsort Name < Public .\n  op pk : Name Msg -> Msg [frozen] .\n  op n : Name Fresh -> Nonce [frozen] .\n  op _;_ : Msg Msg -> Msg [gather (e E) frozen] .\n  op a : -> Name .\nendfm\n\nfmod SPEC is\n  protecting SYMBOLS .\n  protecting DEFINITION-CONSTRAINTS-INPUT .\n  var N : Msg .\n  eq STRANDS-DOLEVYAO = :: nil :: [ nil | -(N), +(pk(a, N)), nil ] &\n    :: nil :: [ nil | -(N ; N), +(N), nil ] [nonexec] .\nendfm\n\nfmod JOINED is\n  protecting NAT .\n  protecting STRING .\n  subsort Nat < String .\n  op f : String -> Nat .\n  eq f(\"a\") = 0 .\nendfm\n";
        let tree = crate::parse::parse(Language::Maude, text).unwrap();
        let file = FileModules::new(&tree, text);
        let mut shared = 0;
        for (module, _, flats) in file.resolved() {
            assert_eq!(flats.len(), libraries().len(), "{}: both dialects resolve", module.name);
            for flat in flats {
                let whole = Signature::new(flat);
                assert!(flat.library.key.is_some(), "{}", module.name);
                let base = Signature::library_part(flat);
                let extended = base.extended(flat);
                assert_eq!(
                    extended.is_none(),
                    module.name == "JOINED",
                    "{}: Nat and String are two kinds of the library",
                    module.name
                );
                shared += usize::from(extended.is_some());
                assert_eq!(described(&Signature::of(flat)), described(&whole), "{}", module.name);
            }
        }
        assert_eq!(shared, 4);
    }

    /// A term that lost its closing token before the statement's attributes is refused where
    /// Maude stops, at the attributes' `[` (Maude 3.2: "didn't expect token [").
    #[test]
    fn a_term_cut_short_before_its_attributes_stops_at_their_bracket() {
        let text = "fmod M is\n  sorts S T .\n  op a : -> S .\n  op <_> : S -> T .\n  op f : T -> T .\n  eq f(< a >) = < a\n   [nonexec] .\nendfm\n";
        assert_eq!(lines(text), [7]);
    }

    /// `ditto` takes the attributes of a declaration on the same kinds: the list's `_,_`
    /// (gather `(e E)`), not the signature's first `_,_` (precedence 51); so `a & a` (41) is no
    /// left argument, and the `&` is where Maude 3.2 stops ("didn't expect token &").
    #[test]
    fn ditto_takes_the_attributes_of_the_operator_on_the_same_kinds() {
        let text = "fmod M is\n  sorts A Z R R$ .\n  subsort R < R$ .\n  op a : -> A .\n  op _&_ : A A -> A .\n  op z : -> Z .\n  op _,_ : Z Z -> Z [prec 51] .\n  op nil : -> R .\n  op _,_ : A R -> R [gather (e E)] .\n  op _,_ : A R$ -> R$ [ditto] .\n  op f : R$ -> Z .\n  eq f(a , nil) = z .\n  eq f(a & a , nil) = z .\nendfm\n";
        assert_eq!(lines(text), [13]);
    }

    #[test]
    fn splits_operator_names_into_tokens() {
        let show =
            |n: &str| name_parts(n).into_iter().map(|p| p.unwrap_or_else(|| "_".into())).collect::<Vec<_>>().join(" ");
        assert_eq!(show("_;_"), "_ ; _");
        assert_eq!(show("+`(_`)"), "+ ( _ )");
        assert_eq!(show("::_::[_|_]"), ":: _ :: [ _ | _ ]");
        assert_eq!(show("if_then_else_fi"), "if _ then _ else _ fi");
        assert_eq!(show("__"), "_ _");
    }

    const HEADER: &str = "fmod M is\n  pr NAT .\n  sorts S T .\n  subsort S < T .\n  ops a b : -> S .\n  op f : S S -> T .\n  op _;_ : T T -> T [assoc] .\n  op +`(_`) : T -> T .\n  op g : Nat -> S .\n  var X : S .\n";

    #[test]
    fn accepts_terms_of_the_signature() {
        let text = format!(
            "{HEADER}  eq [l1] : f(X, b) ; a = +(a ; b) [nonexec] .\n  ceq f(Y:S, a) = a if Y:S = b /\\ Z:T := a ; a /\\ a : S .\n  eq g(N:Nat) = a [owise] .\n  eq g(s 0 + 10) = (a) .\n  eq +(a) = if a == b then a else b fi .\nendfm\n"
        );
        assert_eq!(lines(&text), Vec::<usize>::new());
    }

    #[test]
    fn flags_bad_and_unexpected_tokens_on_their_line() {
        let bad = format!("{HEADER}  eq f(X, b) = a\n   @@! ; a .\nendfm\n");
        assert_eq!(lines(&bad), [12]);
        let typo = format!("{HEADER}  eq f(X, b) = a [nonexecc] .\nendfm\n");
        assert_eq!(lines(&typo), [11]);
        let source = crate::source::SourceFile::new("t.maude", typo.as_str());
        let found = testing::run(Language::Maude, &UnparsableTerm, &source);
        assert_eq!(found[0].message, "bad token `nonexecc`");
        assert_eq!(found[0].help.as_deref(), Some("did you mean `nonexec`?"));
        let comma = format!("{HEADER}  eq f(X,\n b a) = a .\nendfm\n");
        assert_eq!(lines(&comma), [12]);
        let arity = format!("{HEADER}  eq f(X) = a .\nendfm\n");
        assert_eq!(lines(&arity), [11]);
        let early = format!("{HEADER}  eq f(X, b) ; = a .\nendfm\n");
        assert_eq!(lines(&early), [11]);
        // A term of another kind where the operator wants one of its own.
        let kind = format!("{HEADER}  eq g(a) = a .\nendfm\n");
        assert_eq!(lines(&kind), [11]);
    }

    /// Forms of Maude-NPA's own `maude-npa.maude` (which Maude loads) that the check once
    /// refused: quoted identifiers of an instance through a view (`QID-LIST` is `LIST{Qid}`),
    /// a lone `'`, a sort qualification `(t).S`, the sort test `t :: S`, a parenthesized
    /// operator name and a meta-level `op` declaration written as a term.
    #[test]
    fn accepts_the_forms_of_maude_npa_itself() {
        let qids = "fmod T is\n  protecting QID-LIST .\n  op b : -> QidList .\n  eq b = 'a ' '`( 'b .\nendfm\n";
        assert_eq!(lines(qids), Vec::<usize>::new());
        let sorted =
            "fmod T is\n  protecting QID .\n  op b : -> Bool .\n  op c : -> Qid .\n  eq b = (c).Qid :: Qid .\nendfm\n";
        assert_eq!(lines(sorted), Vec::<usize>::new());
        let both = "fmod T is\n  protecting QID .\n  op b : -> Bool .\n  op c : -> Qid .\n  eq b = (c).Qid == c and c :: Qid and (c).[Qid] == c .\nendfm\n";
        assert_eq!(lines(both), Vec::<usize>::new());
        let paren = "fmod T is\n  sorts S P .\n  ops a : -> S .\n  op (_~_) : S S -> P [comm] .\n  op p : -> P .\n  eq p = a ~ a .\nendfm\n";
        assert_eq!(lines(paren), Vec::<usize>::new());
        let meta = "fmod T is\n  protecting META-MODULE .\n  var F : Qid .\n  vars TL : TypeList .\n  var Tp : Type .\n  var AtS : AttrSet .\n  op g : OpDecl -> TypeList .\n  eq g(op F : TL -> Tp [AtS] .) = TL .\nendfm\n";
        assert_eq!(lines(meta), Vec::<usize>::new());
    }

    #[test]
    fn sort_tests_and_qualifications_are_parsed_not_skipped() {
        // Maude 3.5.1: "didn't expect token Qid", "didn't expect token c", "unexpected end of
        // tokens", each on line 5.
        for term in ["(c).Qid :: Qid Qid", "(c c).Qid :: Qid", "c ::"] {
            let text = format!(
                "fmod T is\n  protecting QID .\n  op b : -> Bool .\n  op c : -> Qid .\n  eq b = {term} .\nendfm\n"
            );
            assert_eq!(lines(&text), vec![5], "{term}");
        }
    }

    #[test]
    fn an_associative_operator_takes_more_arguments_in_prefix_form() {
        // Maude 3.5.1 accepts `max(1, 2, 3)` and `_+_(1, 2, 3)`; for `_-_` (not associative):
        // "didn't expect token ,".
        let text =
            |term: &str| format!("fmod T is\n  protecting INT .\n  op b : -> Bool .\n  eq b = {term} .\nendfm\n");
        assert_eq!(lines(&text("max(1, 2, 3) == 3")), Vec::<usize>::new());
        assert_eq!(lines(&text("_+_(1, 2, 3) == 6")), Vec::<usize>::new());
        assert_eq!(lines(&text("_-_(3, 2, 1) == 0")), vec![4]);
    }

    #[test]
    fn a_statement_may_split_at_a_later_relation_or_if() {
        // Maude-NPA's `eq T1:TermSet =[M]= T2:TermSet = …` and `= if … then if … fi if C`
        // (Maude 3.5.1 accepts both).
        let header = "fmod T is\n  pr NAT .\n  sort S .\n  ops a b : -> S .\n  op _=[_]=_ : S Nat S -> Bool .\n  op f : S -> Bool .\n  op g : S -> S .\n";
        let mixfix = format!("{header}  eq a =[1]= b = f(a) .\nendfm\n");
        assert_eq!(lines(&mixfix), Vec::<usize>::new());
        let nested_if =
            format!("{header}  ceq g(a) = if f(a) then if f(b) then a else b fi else a fi if f(a) = true .\nendfm\n");
        assert_eq!(lines(&nested_if), Vec::<usize>::new());
        // No split reads it: still refused (Maude 3.5.1: "didn't expect token a", line 8).
        let broken = format!("{header}  eq a =[1]= b = f(a a) .\nendfm\n");
        assert_eq!(lines(&broken), vec![8]);
    }

    /// The help (and fix) of the first diagnostic on `text`, and `text` with the fix made.
    fn repaired(text: &str) -> (Option<String>, Option<String>) {
        let source = crate::source::SourceFile::new("t.maude", text);
        let found = testing::run(Language::Maude, &UnparsableTerm, &source);
        let d = found.first().expect("a diagnostic");
        (d.help.clone(), d.fix.as_ref().map(|f| f.apply(text)))
    }

    #[test]
    fn names_the_token_the_term_lost() {
        // A deleted `,`: Maude 3.5.1 "didn't expect token b"; cfb names the `,` and puts it back.
        let comma = format!("{HEADER}  eq f(X b) = a .\nendfm\n");
        let (help, fixed) = repaired(&comma);
        assert_eq!(help.as_deref(), Some("insert `,` before `b`"));
        assert!(fixed.as_deref().is_some_and(|t| t.contains("f(X ,b)") && lines(t).is_empty()), "{fixed:?}");
        // Two words run together (Maude: "bad token ab"): the `,` between them.
        let (help, fixed) = repaired(&format!("{HEADER}  eq f(ab) = a .\nendfm\n"));
        assert_eq!(help.as_deref(), Some("insert `,` between `a` and `b`"));
        assert!(fixed.is_some_and(|t| t.contains("f(a,b)") && lines(&t).is_empty()));
    }

    #[test]
    fn a_typed_in_letter_names_the_keyword() {
        // `eeq` is one edit from `eq` and from `ceq`: a letter typed in explains `eq`.
        let sig = Signature::new(&Flat::default());
        assert_eq!(sig.nearest("eeq").as_deref(), Some("eq"));
        assert_eq!(sig.nearest("nonexecc").as_deref(), Some("nonexec"));
    }

    #[test]
    fn parentheses_keep_the_kind_of_their_term() {
        // A strand's message without its sign: Maude 3.5.1 refuses line 9 ("didn't expect
        // token a") and accepts the signed message in extra parentheses.
        let text = |term: &str| {
            format!("fmod M is\n  sorts Msg SMsg L .\n  subsort SMsg < L .\n  op a : -> Msg .\n  op +`(_`) : Msg -> SMsg .\n  op nil : -> L .\n  op _,_ : L L -> L [assoc] .\n  op b : -> L .\n  eq b = {term} .\nendfm\n")
        };
        assert_eq!(lines(&text("+(a), (a), nil")), [9]);
        assert_eq!(repaired(&text("+(a), (a), nil")).0.as_deref(), Some("insert `+` before `(`"));
        assert_eq!(lines(&text("+(a), ((+(a))), nil")), Vec::<usize>::new());
    }

    #[test]
    fn parses_the_terms_of_commands_in_the_current_module() {
        // Maude 3.5.1: line 7 "didn't expect token Y", 8 "didn't expect token )", 9 "didn't
        // expect token 1f", 13 "didn't expect token Y", 16 "bad token @@!" (each "no parse
        // for term/command"); it runs the others.
        let text = "fmod FOO is\n  sort Foo .\n  op f : Foo Foo -> Foo .\n  op 1f : -> Foo .\n  vars X Y : Foo .\nendfm\nred f(X Y) .\nunify f(X, Y) =? f(X) .\nsearch f(X, Y) =>* 1f 1f .\nred in FOO : f(1f, 1f) .\nget variants f(X, Y) .\nrew [3] f(X, Y) .\nunify f(X, Y) =? f(X, 1f) /\\ X =? Y Y .\nsearch f(X, Y) =>* Z:Foo such that Z:Foo == 1f .\nvariant unify f(X, Y) =? f(Y, X) such that X irreducible .\nvariant unify f(@@! X, Y) =? f(Y, X) .\n";
        assert_eq!(lines(text), [7, 8, 9, 13, 16]);
        let source = crate::source::SourceFile::new("t.maude", text);
        let found = testing::run(Language::Maude, &UnparsableTerm, &source);
        assert_eq!(found.last().map(|d| d.message.as_str()), Some("bad token `@@!`"));
    }

    #[test]
    fn leaves_commands_of_modules_it_does_not_know_alone() {
        // After `select` (of Maude-NPA's MAUDE-NPA, say) or in a module the file does not
        // define, cfb does not know the signature.
        let header = "fmod FOO is\n  sort Foo .\n  op f : Foo Foo -> Foo .\nendfm\n";
        for command in ["select MAUDE-NPA .\nred genGrammars .", "red in MAUDE-NPA : run(0, 1) .", "load x\nred g ."] {
            assert_eq!(lines(&format!("{header}{command}\n")), Vec::<usize>::new(), "{command}");
        }
        // `in M :` names a module of the file: the command is parsed there, and so are those
        // after it (Maude 3.5.1: "bad token g" on lines 9 and 10, not 11).
        let named = format!(
            "{header}fmod BAR is\n  sort Bar .\n  op g : -> Bar .\nendfm\nred in FOO : g .\nred g .\nred in BAR : g .\n"
        );
        assert_eq!(lines(&named), [9, 10]);
    }

    #[test]
    fn fires_on_the_lines_its_fixture_lists() {
        testing::fixture(Language::Maude, &UnparsableTerm, |got, expected, rel| assert_eq!(got, expected, "{rel}"));
    }

    #[test]
    fn leaves_modules_it_cannot_resolve_alone() {
        let text = "fmod M is\n  pr SOMETHING-ELSE .\n  op a : -> Foo .\n  eq a = @@! .\nendfm\n";
        assert_eq!(lines(text), Vec::<usize>::new());
    }
}
