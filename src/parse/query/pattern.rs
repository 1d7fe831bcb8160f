//! Reads a query file (tree-sitter's query language) into patterns for cfb's own matcher
//! ([`super::matcher`]).
//!
//! The part of the language cfb's query files use: node patterns `(kind child…)`, the
//! wildcards `(_)` and `_`, anonymous nodes `"text"`, alternations `[…]`, groups of siblings
//! `(a . b)`, fields `name:`, negated fields `!name`, anchors `.`, captures `@name`, and the
//! predicates `#eq?`, `#match?`, `#any-of?` (with their `not-`/`any-` forms) and `#set!`.
//! Quantifiers (`*`, `+`, `?`) and `MISSING` are refused with their position: no cfb query
//! needs them, and refusing beats matching them differently from tree-sitter.

use regex::Regex;
use std::sync::OnceLock;

/// Which nodes a node pattern matches, by the grammar's kind ids (tree-sitter's public
/// symbols: one id per name and named-ness, as its own queries compare them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `(name)` (named) or `"name"` (anonymous).
    Is(u16),
    /// `(_)`: any named node but an error.
    AnyNamed,
    /// `_`: any node but an error.
    Any,
    /// A supertype `(_declaration)`: any of its subtypes.
    OneOf(Vec<u16>),
}

/// One element of a list of siblings: a pattern, its captures and the field it must sit in.
#[derive(Debug, Clone)]
pub(crate) struct Step {
    pub field: Option<String>,
    pub pattern: Pattern,
    pub captures: Vec<u32>,
}

#[derive(Debug, Clone)]
pub(crate) enum Pattern {
    Node {
        kind: Kind,
        negated_fields: Vec<String>,
        children: Siblings,
    },
    /// `[a b …]`: any one of them.
    Either(Vec<Step>),
}

/// Steps matched in order against a list of siblings; between two steps (or before the first /
/// after the last) an anchor `.` allows no named node to be skipped.
#[derive(Debug, Clone, Default)]
pub(crate) struct Siblings {
    pub steps: Vec<Step>,
    /// `immediate[i]`: step `i` follows its predecessor (for 0: the start of the list)
    /// with no named node in between.
    pub immediate: Vec<bool>,
    /// A `.` after the last step: no named node after it.
    pub anchored_end: bool,
}

#[derive(Debug, Clone)]
pub(crate) enum Predicate {
    /// `#eq?`/`#not-eq?` (and `any-` forms) of a capture with a string or another capture.
    Eq { capture: u32, with: Operand, positive: bool },
    /// `#match?`/`#not-match?` (and `any-` forms).
    Match { capture: u32, regex: LazyRegex, positive: bool },
    /// `#any-of?`/`#not-any-of?`.
    AnyOf { capture: u32, values: Vec<String>, positive: bool },
}

/// A `#match?` regular expression: its syntax is checked when the query is read, and it is
/// compiled on its first use (a query read for its captures' names alone, such as the
/// keywords of `highlights.scm`, compiles none: Maude's two took half a millisecond).
#[derive(Debug, Clone)]
pub(crate) struct LazyRegex {
    source: String,
    compiled: OnceLock<Option<Regex>>,
}

impl LazyRegex {
    fn new(source: &str) -> Result<Self, regex_syntax::Error> {
        regex_syntax::Parser::new().parse(source)?;
        Ok(LazyRegex { source: source.to_string(), compiled: OnceLock::new() })
    }

    /// Whether the expression matches `text` (never, for one too large to compile).
    pub(crate) fn is_match(&self, text: &str) -> bool {
        self.compiled.get_or_init(|| Regex::new(&self.source).ok()).as_ref().is_some_and(|r| r.is_match(text))
    }
}

impl Predicate {
    /// The captures it reads.
    pub(crate) fn captures(&self) -> (u32, Option<u32>) {
        match self {
            Predicate::Eq { capture, with: Operand::Capture(other), .. } => (*capture, Some(*other)),
            Predicate::Eq { capture, .. } | Predicate::Match { capture, .. } | Predicate::AnyOf { capture, .. } => {
                (*capture, None)
            }
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) enum Operand {
    Text(String),
    Capture(u32),
}

/// A top-level pattern: siblings (usually one), what its matches must satisfy, and its
/// `#set!` properties.
#[derive(Debug, Clone)]
pub(crate) struct TopPattern {
    pub siblings: Siblings,
    pub predicates: Vec<Predicate>,
    pub properties: Vec<(String, Option<String>)>,
}

/// A query file read: its patterns and capture names (in order of first appearance).
#[derive(Debug, Default)]
pub(crate) struct QueryFile {
    pub patterns: Vec<TopPattern>,
    pub capture_names: Vec<String>,
}

/// Where the text went wrong (byte offset) and why.
#[derive(Debug)]
pub(crate) struct ReadError {
    pub offset: usize,
    pub message: String,
}

type Read<T> = Result<T, ReadError>;

/// The grammar a query is read for.
pub(crate) trait Grammar {
    /// The id of a node kind; 0 when the grammar has none of that name.
    fn kind_id(&self, name: &str, named: bool) -> u16;
    fn has_field(&self, name: &str) -> bool;
    /// The subtypes of a supertype, None for other kinds.
    fn subtypes(&self, id: u16) -> Option<Vec<u16>>;
}

/// Reads a whole query file for `grammar`.
pub(crate) fn read(source: &str, grammar: &dyn Grammar) -> Read<QueryFile> {
    let mut r = Reader {
        src: source,
        at: 0,
        file: QueryFile::default(),
        grammar,
        predicates: Vec::new(),
        properties: Vec::new(),
    };
    loop {
        r.skip_blank();
        if r.at >= r.src.len() {
            return Ok(r.file);
        }
        let mut top = Collected::default();
        r.element(&mut top, true)?;
        if top.siblings.steps.is_empty() {
            return r.fail("a pattern is expected here");
        }
        let (predicates, properties) = (std::mem::take(&mut r.predicates), std::mem::take(&mut r.properties));
        r.file.patterns.push(TopPattern { siblings: top.siblings, predicates, properties });
    }
}

/// What the elements of one parenthesized list add up to.
#[derive(Default)]
struct Collected {
    siblings: Siblings,
    negated_fields: Vec<String>,
    /// An anchor was read and no step since.
    anchor: bool,
}

struct Reader<'s> {
    src: &'s str,
    at: usize,
    file: QueryFile,
    grammar: &'s dyn Grammar,
    /// Of the top-level pattern being read, wherever in it they are written.
    predicates: Vec<Predicate>,
    properties: Vec<(String, Option<String>)>,
}

impl<'s> Reader<'s> {
    fn fail<T>(&self, message: impl Into<String>) -> Read<T> {
        Err(ReadError { offset: self.at, message: message.into() })
    }

    /// The pattern kind of a node kind `name` read at `at`, if the grammar has it.
    fn kind(&mut self, name: &str, named: bool, at: usize) -> Read<Kind> {
        let id = self.grammar.kind_id(name, named);
        if id == 0 {
            self.at = at;
            return self.fail(if named {
                format!("the grammar has no node kind `({name})`")
            } else {
                format!("the grammar has no token `{name:?}`")
            });
        }
        Ok(self.grammar.subtypes(id).map_or(Kind::Is(id), Kind::OneOf))
    }

    /// Fails at `at` unless the grammar has the field.
    fn field(&mut self, name: &str, at: usize) -> Read<()> {
        if self.grammar.has_field(name) {
            return Ok(());
        }
        self.at = at;
        self.fail(format!("the grammar has no field `{name}`"))
    }

    fn peek(&self) -> Option<char> {
        self.src[self.at..].chars().next()
    }

    /// Is the `_` here a wildcard (not the start of a name like `_declaration`)?
    fn at_wildcard(&self) -> bool {
        self.src[self.at..].strip_prefix('_').is_some_and(|r| !r.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
    }

    fn skip_blank(&mut self) {
        loop {
            let rest = &self.src[self.at..];
            let trimmed = rest.trim_start();
            self.at += rest.len() - trimmed.len();
            if trimmed.starts_with(';') {
                self.at += trimmed.find('\n').unwrap_or(trimmed.len());
            } else {
                return;
            }
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_blank();
        if self.peek() == Some(c) {
            self.at += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// A name: node kinds, fields, captures, predicates.
    fn name(&mut self) -> &'s str {
        let rest = &self.src[self.at..];
        let len = rest.find(|c: char| !(c.is_alphanumeric() || "_-.?!".contains(c))).unwrap_or(rest.len());
        // A name does not end with `.` (an anchor may follow a capture directly).
        let len = rest[..len].trim_end_matches('.').len();
        self.at += len;
        &rest[..len]
    }

    fn string(&mut self) -> Read<String> {
        let start = self.at;
        self.at += 1; // the opening quote
        let mut out = String::new();
        let mut chars = self.src[self.at..].char_indices();
        while let Some((k, c)) = chars.next() {
            match c {
                '"' => {
                    self.at += k + 1;
                    return Ok(out);
                }
                '\\' => match chars.next() {
                    Some((_, 'n')) => out.push('\n'),
                    Some((_, 'r')) => out.push('\r'),
                    Some((_, 't')) => out.push('\t'),
                    Some((_, '0')) => out.push('\0'),
                    Some((_, other)) => out.push(other),
                    None => break,
                },
                c => out.push(c),
            }
        }
        self.at = start;
        self.fail("this string is not closed")
    }

    fn capture(&mut self, name: &str) -> u32 {
        match self.file.capture_names.iter().position(|n| n == name) {
            Some(k) => k as u32,
            None => {
                self.file.capture_names.push(name.to_string());
                (self.file.capture_names.len() - 1) as u32
            }
        }
    }

    /// Reads one element of a list into `into`: an anchor, a negated field, a predicate, or a
    /// step (with its field, captures). `top`: the list is a top-level pattern's.
    fn element(&mut self, into: &mut Collected, top: bool) -> Read<()> {
        self.skip_blank();
        let start = self.at;
        match self.peek() {
            Some('.') if !top => {
                self.at += 1;
                into.anchor = true;
                return Ok(());
            }
            Some('!') if !top => {
                self.at += 1;
                let field = self.name();
                if field.is_empty() {
                    return self.fail("a field name is expected after `!`");
                }
                self.field(field, start + 1)?;
                into.negated_fields.push(field.to_string());
                return Ok(());
            }
            Some('(') if self.src[self.at + 1..].trim_start().starts_with('#') => {
                return self.predicate();
            }
            _ => {}
        }
        // `field: pattern`
        let mut field = None;
        if self.peek().is_some_and(|c| c.is_alphabetic()) {
            let name = self.name();
            self.skip_blank();
            if self.peek() == Some(':') {
                if top {
                    self.at = start;
                    return self.fail("a field needs a parent pattern");
                }
                self.at += 1;
                self.field(name, start)?;
                field = Some(name.to_string());
                self.skip_blank();
            } else {
                self.at = start;
                return self.fail(format!("`{name}` needs parentheses: `({name})`, or `{name}:` for a field"));
            }
        }
        let group = self.pattern_or_group()?;
        let mut captures = Vec::new();
        loop {
            self.skip_blank();
            match self.peek() {
                Some('@') => {
                    self.at += 1;
                    let name = self.name();
                    if name.is_empty() {
                        return self.fail("a capture name is expected after `@`");
                    }
                    captures.push(self.capture(name));
                }
                Some('*' | '+' | '?') => {
                    return self.fail("quantifiers (`*`, `+`, `?`) are not supported by cfb's query engine");
                }
                _ => break,
            }
        }
        let immediate_first = into.anchor;
        match group {
            Ok(pattern) => {
                into.siblings.immediate.push(immediate_first);
                into.siblings.steps.push(Step { field, pattern, captures });
            }
            Err(group) => {
                // A group of siblings inside a list: its steps join the list.
                if field.is_some() || !captures.is_empty() {
                    self.at = start;
                    return self.fail("a group of siblings cannot take a field or a capture");
                }
                let siblings = group.siblings;
                for (k, (step, immediate)) in siblings.steps.into_iter().zip(siblings.immediate).enumerate() {
                    into.siblings.immediate.push(if k == 0 { immediate_first || immediate } else { immediate });
                    into.siblings.steps.push(step);
                }
                into.siblings.anchored_end = siblings.anchored_end;
            }
        }
        into.anchor = false;
        Ok(())
    }

    /// A pattern (`Ok`), or a parenthesized group of siblings (`Err`, what it holds).
    fn pattern_or_group(&mut self) -> Read<Result<Pattern, Collected>> {
        let leaf = |kind| Pattern::Node { kind, negated_fields: Vec::new(), children: Siblings::default() };
        match self.peek() {
            Some('"') => {
                let at = self.at;
                let name = self.string()?;
                Ok(Ok(leaf(self.kind(&name, false, at)?)))
            }
            Some('_') if self.at_wildcard() => {
                self.at += 1;
                Ok(Ok(leaf(Kind::Any)))
            }
            Some('[') => {
                self.at += 1;
                let mut options = Vec::new();
                while !self.eat(']') {
                    if self.at >= self.src.len() {
                        return self.fail("`[` is not closed");
                    }
                    let mut one = Collected::default();
                    self.element(&mut one, false)?;
                    if one.siblings.steps.len() != 1 || !one.negated_fields.is_empty() {
                        return self.fail("each alternative of `[…]` is one pattern");
                    }
                    options.extend(one.siblings.steps);
                }
                Ok(Ok(Pattern::Either(options)))
            }
            Some('(') => {
                self.at += 1;
                self.skip_blank();
                let kind = match self.peek() {
                    Some('_') if self.at_wildcard() => {
                        self.at += 1;
                        Some(Kind::AnyNamed)
                    }
                    Some(c) if c.is_alphabetic() || c == '_' => {
                        let name = self.name();
                        if name == "MISSING" {
                            self.at -= name.len();
                            return self.fail("`MISSING` patterns are not supported by cfb's query engine");
                        }
                        Some(self.kind(name, true, self.at - name.len())?)
                    }
                    _ => None,
                };
                let mut inner = Collected::default();
                while !self.eat(')') {
                    if self.at >= self.src.len() {
                        return self.fail("`(` is not closed");
                    }
                    self.element(&mut inner, false)?;
                }
                if inner.anchor {
                    inner.siblings.anchored_end = true;
                }
                match kind {
                    Some(kind) => {
                        Ok(Ok(Pattern::Node { kind, negated_fields: inner.negated_fields, children: inner.siblings }))
                    }
                    None => {
                        if !inner.negated_fields.is_empty() {
                            return self.fail("a negated field needs a node pattern");
                        }
                        Ok(Err(inner))
                    }
                }
            }
            _ => self.fail("a pattern is expected here: `(kind)`, `\"text\"`, `_` or `[…]`"),
        }
    }

    /// `(#name? args…)` or `(#set! key value)`.
    fn predicate(&mut self) -> Read<()> {
        let start = self.at;
        self.eat('(');
        self.eat('#');
        let name = self.name();
        let mut args: Vec<(usize, Arg)> = Vec::new();
        while !self.eat(')') {
            let at = self.at;
            match self.peek() {
                Some('@') => {
                    self.at += 1;
                    let capture = self.name();
                    match self.file.capture_names.iter().position(|n| n == capture) {
                        Some(k) => args.push((at, Arg::Capture(k as u32))),
                        None => {
                            self.at = at;
                            return self.fail(format!("`@{capture}` is captured nowhere before this predicate"));
                        }
                    }
                }
                Some('"') => args.push((at, Arg::Text(self.string()?))),
                Some(c) if c.is_alphanumeric() || c == '_' => args.push((at, Arg::Text(self.name().to_string()))),
                None => {
                    self.at = start;
                    return self.fail("this predicate is not closed");
                }
                _ => return self.fail("a predicate takes captures `@x` and strings"),
            }
        }
        let bad = |message: &str| Err(ReadError { offset: start, message: format!("#{name}: {message}") });
        // One node per capture (no quantifiers): `any-` ("some node") and the plain form ("every
        // node") agree.
        let base = if name == "any-of?" { name } else { name.strip_prefix("any-").unwrap_or(name) };
        let positive = !base.starts_with("not-");
        let base = base.strip_prefix("not-").unwrap_or(base);
        let capture = |k: usize| match args.get(k) {
            Some((_, Arg::Capture(c))) => Some(*c),
            _ => None,
        };
        match base {
            "eq?" => {
                let (Some(c), 2) = (capture(0), args.len()) else {
                    return bad("takes a capture and a string or capture");
                };
                let with = match &args[1].1 {
                    Arg::Capture(d) => Operand::Capture(*d),
                    Arg::Text(s) => Operand::Text(s.clone()),
                };
                self.predicates.push(Predicate::Eq { capture: c, with, positive });
            }
            "match?" => {
                let (Some(c), [_, (at, Arg::Text(re))]) = (capture(0), args.as_slice()) else {
                    return bad("takes a capture and a regular expression");
                };
                let regex = match LazyRegex::new(re) {
                    Ok(r) => r,
                    Err(e) => return Err(ReadError { offset: *at, message: format!("bad regular expression: {e}") }),
                };
                self.predicates.push(Predicate::Match { capture: c, regex, positive });
            }
            "any-of?" => {
                let Some(c) = capture(0) else { return bad("takes a capture and strings") };
                let mut values = Vec::new();
                for (_, a) in &args[1..] {
                    match a {
                        Arg::Text(s) => values.push(s.clone()),
                        _ => return bad("takes a capture and strings"),
                    }
                }
                self.predicates.push(Predicate::AnyOf { capture: c, values, positive });
            }
            "set!" => {
                let texts: Vec<&String> = args
                    .iter()
                    .filter_map(|(_, a)| match a {
                        Arg::Text(s) => Some(s),
                        _ => None,
                    })
                    .collect();
                match texts.as_slice() {
                    [key] => self.properties.push((key.to_string(), None)),
                    [key, value] => self.properties.push((key.to_string(), Some(value.to_string()))),
                    _ => return bad("takes a key and an optional value"),
                }
            }
            _ => return bad("cfb's query engine knows #eq?, #match?, #any-of? (and their not-/any- forms) and #set!"),
        }
        Ok(())
    }
}

enum Arg {
    Capture(u32),
    Text(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Has every name but `nope`; `_sup` is a supertype of `a` and `b`.
    struct Test;
    impl Grammar for Test {
        fn kind_id(&self, name: &str, named: bool) -> u16 {
            match name {
                "nope" => 0,
                "_sup" => 100,
                "a" => 1,
                "b" => 2,
                _ => 10 + name.bytes().map(u16::from).sum::<u16>() % 80 + if named { 0 } else { 1000 },
            }
        }
        fn has_field(&self, name: &str) -> bool {
            name != "nope"
        }
        fn subtypes(&self, id: u16) -> Option<Vec<u16>> {
            (id == 100).then(|| vec![1, 2])
        }
    }

    fn one(source: &str) -> TopPattern {
        let mut file = read(source, &Test).unwrap_or_else(|e| panic!("{source}: {} at {}", e.message, e.offset));
        assert_eq!(file.patterns.len(), 1, "{source}");
        file.patterns.remove(0)
    }

    fn kind(step: &Step) -> &Kind {
        match &step.pattern {
            Pattern::Node { kind, .. } => kind,
            Pattern::Either(_) => panic!("an alternation"),
        }
    }

    #[test]
    fn node_with_fields_captures_and_anchors() {
        let p = one("(rule name: (ident) @name . \"x\" @x !body .) @rule ; comment");
        let step = &p.siblings.steps[0];
        assert_eq!(step.captures, vec![2]);
        let Pattern::Node { kind: k, negated_fields, children } = &step.pattern else { panic!() };
        assert_eq!(k, &Kind::Is(Test.kind_id("rule", true)));
        assert_eq!(negated_fields, &["body".to_string()]);
        assert_eq!(children.steps.len(), 2);
        assert_eq!(children.steps[0].field.as_deref(), Some("name"));
        assert_eq!(children.immediate, vec![false, true]);
        assert!(children.anchored_end);
        assert_eq!(kind(&children.steps[1]), &Kind::Is(Test.kind_id("x", false)));
    }

    #[test]
    fn groups_of_siblings_and_predicates() {
        let p = one("((a) @p . (b) @q (#eq? @p \"k\") (#set! key \"v\"))");
        assert_eq!(p.siblings.steps.len(), 2);
        assert_eq!(p.siblings.immediate, vec![false, true]);
        assert_eq!(p.predicates.len(), 1);
        assert_eq!(p.properties, vec![("key".to_string(), Some("v".to_string()))]);
        // A group that holds a group is that group.
        let p = one("((\"(\" . (_) @x) (#not-match? @x \"^%\"))");
        assert_eq!(p.siblings.steps.len(), 2);
        assert_eq!(kind(&p.siblings.steps[1]), &Kind::AnyNamed);
    }

    #[test]
    fn wildcards_and_alternations() {
        let p = one("(_ _ @a . \".\" @b)");
        let Pattern::Node { kind: k, children, .. } = &p.siblings.steps[0].pattern else { panic!() };
        assert_eq!(k, &Kind::AnyNamed);
        assert_eq!(kind(&children.steps[0]), &Kind::Any);
        let p = one("[(a) \"b\" @in] @all");
        let Pattern::Either(options) = &p.siblings.steps[0].pattern else { panic!() };
        assert_eq!(options.len(), 2);
        assert_eq!(options[1].captures, vec![0]);
        assert_eq!(p.siblings.steps[0].captures, vec![1]);
    }

    #[test]
    fn supertypes_and_predicates_inside_nodes() {
        let p = one("(x (_sup) @s . (y) @y (#match? @y \"z\"))");
        let Pattern::Node { children, .. } = &p.siblings.steps[0].pattern else { panic!() };
        assert_eq!(kind(&children.steps[0]), &Kind::OneOf(vec![1, 2]));
        assert_eq!(p.predicates.len(), 1);
    }

    #[test]
    fn string_escapes() {
        let p = one(r#"("/\\" @x (#match? @x "\n"))"#);
        assert_eq!(kind(&p.siblings.steps[0]), &Kind::Is(Test.kind_id("/\\", false)));
    }

    #[test]
    fn refusals_say_where() {
        for (source, at, says) in [
            ("(a)*", 3, "quantifiers"),
            ("(a (b) (#eq? @nope \"x\"))", 13, "captured nowhere"),
            ("(a b)", 3, "needs parentheses"),
            ("(a", 2, "not closed"),
            ("((a) @x (#is? @x))", 8, "knows #eq?"),
            ("((a) @x (#match? @x \"(\"))", 20, "regular expression"),
            ("(MISSING)", 1, "MISSING"),
            ("(a (nope))", 4, "no node kind `(nope)`"),
            ("(a \"nope\")", 3, "no token `\"nope\"`"),
            ("(a nope: (b))", 3, "no field `nope`"),
            ("(a !nope)", 4, "no field `nope`"),
        ] {
            let e = read(source, &Test).err().unwrap_or_else(|| panic!("{source} was read"));
            assert!(e.message.contains(says), "{source}: {}", e.message);
            assert_eq!(e.offset, at, "{source}: {}", e.message);
        }
    }
}
