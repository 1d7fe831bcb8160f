//! The registry of the grammars of `grammars/<lang>/` (each folder a crate, see
//! `language_lib.rs`): every tree-sitter parser, every pest grammar as a strict check, and the
//! queries. Apart from cfb so that its unit tests do not compile the parsers again.

use pest::error::{ErrorVariant, InputLocation};
use pest::RuleType;

/// Where and why the strict grammar stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StrictError {
    /// Byte offset of the first character pest could not take.
    pub offset: usize,
    /// What would have been accepted there, in plain words (quoted tokens, rule names).
    pub expected: Vec<String>,
}

/// A front end's strict check: `Ok` when its pest grammar accepts the text.
pub type StrictCheck = fn(&str) -> Result<(), StrictError>;

/// How far a front end's strict grammar reads a text without error tracking: `Err` holds the
/// offset where it stops. For callers that try many texts (repairs of a file, extraction's
/// candidates): a refused text is not parsed a second time for an "expected" list.
pub type StrictReach = fn(&str) -> Result<(), usize>;

/// Where a front end's strict check stops, if it does (see [`offset`]).
pub type StrictOffset = fn(&str) -> Result<(), usize>;

/// A front end's fast check (see `fast_check.rs`): whether its grammar accepts a text, else
/// where pest reports the error, as pest would answer; `None` when it cannot decide.
pub type FastCheck = fn(&str) -> Option<Result<(), usize>>;

/// A folder's tree-sitter grammar.
pub type TreeSitterGrammar = fn() -> tree_sitter::Language;

/// Runs pest's `entry` rule over `text`, and where the text fails, the grammar's `lexical` pass
/// (unterminated comments) if it has one. Generic over each language's generated parser; each
/// rule comes with its fast check, which answers first.
///
/// The tool's lexer feeds its parser token by token, so whichever error comes first in the
/// text is the one it reports: the lexical error when it starts no later than the syntax
/// error, else the syntax error. Running the lexical pass inside the entry rule instead would
/// leave pest's expected tokens at the end of the file, where that pass stops.
pub fn check<P, R>(text: &str, entry: (R, FastCheck), lexical: Option<(R, FastCheck)>) -> Result<(), StrictError>
where
    P: pest::Parser<R>,
    R: RuleType,
{
    let Err((rule, offset)) = first_error::<P, R>(text, entry, lexical) else { return Ok(()) };
    // Tracking every attempt for the "expected …" list costs more than the parse itself, so
    // only a refused text is parsed again, with tracking. Deep in brackets, pest takes time
    // that grows with the square of the depth (the attempts it tracks hold the rules open
    // around them; 800 open brackets at the error took 5 s): there, no list.
    if text.as_bytes()[..offset.min(text.len())].iter().fold(0, bracket_depth) > DETAILED_DEPTH {
        return Err(StrictError { offset, expected: Vec::new() });
    }
    let result = {
        let _detail = ErrorDetail::on();
        P::parse(rule, text)
    };
    match result {
        Err(error) => Err(convert::<P, R>(&error)),
        // Not while the fast check agrees with pest (tests/suite/fast_check.rs).
        Ok(_) => Err(StrictError { offset, expected: Vec::new() }),
    }
}

/// pest's error tracking, on while a detailed parse runs on any thread. pest has one switch
/// for the whole process: a thread that turned it off after its own parse left another
/// thread's parse, started in between, without its list, so the same file got another message
/// now and then under `--jobs N`. The detailed parses running are counted under a lock, and
/// the switch goes off with the last. (A parse that asks only where the text fails reads the
/// same with tracking on, if more slowly.)
struct ErrorDetail;

static DETAILED_PARSES: std::sync::Mutex<usize> = std::sync::Mutex::new(0);

impl ErrorDetail {
    fn on() -> ErrorDetail {
        let mut running = DETAILED_PARSES.lock().unwrap_or_else(|e| e.into_inner());
        *running += 1;
        if *running == 1 {
            pest::set_error_detail(true);
        }
        ErrorDetail
    }
}

impl Drop for ErrorDetail {
    fn drop(&mut self) {
        let mut running = DETAILED_PARSES.lock().unwrap_or_else(|e| e.into_inner());
        *running -= 1;
        if *running == 0 {
            pest::set_error_detail(false);
        }
    }
}

/// Brackets open at the error beyond which [`check`] lists nothing expected there.
const DETAILED_DEPTH: usize = 256;

/// The bracket depth after `byte`, at `depth` before it: a byte count, brackets in strings
/// and comments included (its callers measure cost, or sort out first what to count).
pub fn bracket_depth(depth: usize, byte: &u8) -> usize {
    match byte {
        b'(' | b'[' | b'{' => depth + 1,
        b')' | b']' | b'}' => depth.saturating_sub(1),
        _ => depth,
    }
}

/// Where [`check`]'s error starts, without its "expected" list: for callers that only compare
/// positions.
pub fn offset<P, R>(text: &str, entry: (R, FastCheck), lexical: Option<(R, FastCheck)>) -> Result<(), usize>
where
    P: pest::Parser<R>,
    R: RuleType,
{
    first_error::<P, R>(text, entry, lexical).map_err(|(_, at)| at)
}

/// The rule that refuses `text` first, and where: the entry rule, or the lexical pass when its
/// error starts no later. Each rule's fast check answers, else pest.
fn first_error<P, R>(text: &str, entry: (R, FastCheck), lexical: Option<(R, FastCheck)>) -> Result<(), (R, usize)>
where
    P: pest::Parser<R>,
    R: RuleType,
{
    let run =
        |(rule, fast): (R, FastCheck)| fast(text).unwrap_or_else(|| reach::<P, R>(text, rule)).map_err(|at| (rule, at));
    match (run(entry), lexical) {
        (Err(syntax), Some(lexical)) => match run(lexical) {
            Err(lexical) if lexical.1 <= syntax.1 => Err(lexical),
            _ => Err(syntax),
        },
        (result, _) => result,
    }
}

/// Where pest's `entry` rule stops on `text`, if it does, found without error tracking (the
/// position is the same; only the "expected" list is left out).
pub fn reach<P, R>(text: &str, entry: R) -> Result<(), usize>
where
    P: pest::Parser<R>,
    R: RuleType,
{
    P::parse(entry, text).map(|_| ()).map_err(|error| match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    })
}

fn convert<P: pest::Parser<R>, R: RuleType>(error: &pest::error::Error<R>) -> StrictError {
    let offset = match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let mut expected = Vec::new();
    if let Some(attempts) = error.parse_attempts() {
        // pest does not export `ParsingToken`; its Display is the token, `a..z` for ranges.
        let literals: Vec<String> =
            attempts.expected_tokens().iter().map(|t| t.to_string()).filter(|t| !is_noise(t)).collect();
        expected.extend(literals.iter().map(|t| format!("`{}`", shown(t))));
        // A rule that matches one of the literals whole (`semicolon` for `;`) only repeats
        // it; other rules (`identifier`, `term`) say what no literal says.
        for stack in attempts.call_stacks() {
            let Some(rule) = stack.deepest.get_rule().or(stack.parent.as_ref()) else { continue };
            let name = format!("{rule:?}");
            let wraps_literal =
                literals.iter().any(|lit| P::parse(*rule, lit).is_ok_and(|pairs| pairs.as_str().len() == lit.len()));
            if name != "WHITESPACE" && name != "COMMENT" && !wraps_literal {
                expected.push(rule_words(rule));
            }
        }
    } else if let ErrorVariant::ParsingError { positives, .. } = &error.variant {
        expected.extend(positives.iter().map(rule_words));
    }
    expected.retain(|e| !e.is_empty() && !e.starts_with("EOI") && e != "file");
    let mut seen = std::collections::HashSet::new();
    expected.retain(|e| seen.insert(e.clone()));
    expected.sort_by_key(|e| !e.starts_with('`'));
    StrictError { offset, expected }
}

/// A token as a message shows it: as written, only control characters escaped (`/\` stays
/// `/\`, a quote stays a quote).
pub fn shown(token: &str) -> String {
    token.chars().map(|c| if c.is_control() { c.escape_default().to_string() } else { c.to_string() }).collect()
}

/// Tokens pest tries everywhere that say nothing to a user: white space, comment starters,
/// preprocessor directives (layout where a language has them),
/// character ranges and single identifier characters (tried when the bad token touches a
/// name), and the NUL some grammars take for the end of input.
fn is_noise(token: &str) -> bool {
    const COMMENT_STARTS: &[&str] = &["//", "/*", "(*", "#", "%", "---", "***", "{*"];
    let chars: Vec<char> = token.chars().collect();
    token == "BUILTIN_RULE"
        || ["#ifdef", "#else", "#endif", "#define", "#include"].contains(&token)
        || token.chars().all(char::is_whitespace)
        || COMMENT_STARTS.contains(&token)
        || (chars.len() == 4 && chars[1] == '.' && chars[2] == '.')
        || (chars.len() == 1 && (chars[0].is_alphanumeric() || "_'^!-\0".contains(chars[0])))
}

/// A rule name as words: `role_definition` → "role definition"; `EOI` → "end of file".
fn rule_words<R: RuleType>(rule: &R) -> String {
    let name = format!("{rule:?}");
    match name.as_str() {
        "EOI" => "end of file".into(),
        _ => name.trim_matches('_').replace('_', " "),
    }
}

include!(concat!(env!("OUT_DIR"), "/grammars.rs"));

/// The tree-sitter grammar of a `grammars/<folder>`.
pub fn tree_sitter(folder: &str) -> Option<tree_sitter::Language> {
    TREE_SITTER.iter().find(|(name, _)| *name == folder).map(|(_, f)| f())
}

/// What a tree-sitter grammar's lexer may do when the white space between tokens changes, as
/// the build script reads it from `src/grammar.json` (`build_lexing.rs`). Symbols are named by
/// their grammar name: a rule's, an external's, or a literal's text.
#[derive(Debug, Clone, Copy, Default)]
pub struct ContextTokens {
    /// Read by the external scanner, or holding such a token: the scanner sees the white space.
    pub scanned: &'static [&'static str],
    /// Read only right after the token before (`token.immediate`).
    pub immediate: &'static [&'static str],
    /// Every token the lexer may read (literals, patterns, `token(…)`, extras), each as a
    /// regular expression in Rust's syntax.
    pub tokens: &'static [&'static str],
    /// The `token.immediate` ones among them.
    pub immediate_tokens: &'static [&'static str],
    /// Every grammar symbol's own name by id (`Node::grammar_id`), before the alias the tree
    /// names it by: a rule's or an external's (`_fact_name`, read as an `identifier`), a
    /// token's made from a rule (`variable_token1`); empty for a literal or an alias.
    pub symbols: &'static [&'static str],
}

/// The [`ContextTokens`] of the tree-sitter grammar of a `grammars/<folder>`.
pub fn context_tokens(folder: &str) -> ContextTokens {
    LEXING.iter().find(|(name, _)| *name == folder).map(|(_, c)| *c).unwrap_or_default()
}

/// The strict check of a front end (`grammars/*/<front_end>.pest`).
pub fn strict(front_end: &str) -> Option<StrictCheck> {
    STRICT.iter().find(|(name, _)| *name == front_end).map(|(_, f)| *f)
}

/// Where the strict check of a front end stops, without its "expected" list (see [`offset`]).
pub fn strict_offset(front_end: &str) -> Option<StrictOffset> {
    OFFSET.iter().find(|(name, _)| *name == front_end).map(|(_, f)| *f)
}

/// The fast checks of a front end with pest's reach of the same rule (see [`FAST`]): its entry
/// rule, and its grammar's lexical pass when it has one.
pub fn fast_checks(front_end: &str) -> impl Iterator<Item = &'static (&'static str, FastCheck, StrictReach)> + '_ {
    let stem = front_end.split(':').next().unwrap_or(front_end);
    FAST.iter().filter(move |(key, _, _)| {
        *key == front_end || key.strip_prefix(stem).and_then(|k| k.strip_prefix(':')) == Some(LEXICAL_RULE)
    })
}

/// How far the strict grammar of a front end reads (see [`StrictReach`]).
pub fn strict_reach(front_end: &str) -> Option<StrictReach> {
    REACH.iter().find(|(name, _)| *name == front_end).map(|(_, f)| *f)
}

/// The source of `grammars/<folder>/queries/<kind>.scm`.
pub fn query(folder: &str, kind: &str) -> Option<&'static str> {
    QUERIES.iter().find(|(g, k, _)| *g == folder && *k == kind).map(|(_, _, q)| *q)
}
