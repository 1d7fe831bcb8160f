//! Build-time compiler of a pest grammar into its fast check: for each entry rule, whether the
//! grammar accepts a text and, if not, the offset where pest's own parser reports the error.
//!
//! Why not pest's generated parser for this: most of its time goes to bookkeeping the answer
//! does not need (a boxed state threaded through closures, a token queue, a stack probe and a
//! call counter on every combinator, keyword alternatives compared one `memcmp` at a time).
//! The code written here reads the same grammar, as pest_meta parses and optimizes it for pest's
//! generator, and mirrors pest's semantics step by step: implicit white space between the items
//! of sequences and repetitions when the runtime atomicity is non-atomic, ordered choice,
//! lookahead, and pest's error position (the furthest start of a tracked rule: one that fails
//! outside a negative lookahead, or succeeds inside one, in a context that is not atomic).
//! pest still parses every text this check refuses, for the "expected …" list.
//!
//! A grammar using what is not mirrored here (the stack: `PUSH`, `POP`, `PEEK`) gets a check
//! that always answers "undecided", and so does a text that nests deeper than the stack allows:
//! callers then run pest.

use std::collections::HashSet;
use std::fmt::Write as _;

use pest_meta::ast::RuleType;
use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};

/// The source of a module holding `pub fn <entry>(text: &str) -> Option<Result<(), usize>>` for
/// each of `entries` (rule names of `grammar`).
pub fn generate(grammar: &str, entries: &[String]) -> String {
    let (_, rules) = match pest_meta::parse_and_optimize(grammar) {
        Ok(parsed) => parsed,
        // pest_derive reports the grammar's errors; the check then decides nothing.
        Err(_) => return undecided(entries),
    };
    let memoized = memoized_rules(grammar);
    let mut gen = Generator { names: rules.iter().map(|r| r.name.clone()).collect(), next: 0, unsupported: false };
    let mut functions = String::new();
    for rule in &rules {
        let code = gen.rule(rule);
        match memoized.iter().position(|m| *m == rule.name) {
            Some(id) => functions.push_str(&memoize(&rule.name, id, &code)),
            None => functions.push_str(&code),
        }
    }
    if gen.unsupported {
        return undecided(entries);
    }
    let skip = skip_function(&gen.names);
    let mut out = String::from(RUNTIME);
    let _ = writeln!(out, "impl Check<'_> {{\n{skip}{functions}}}");
    for entry in entries {
        let _ = writeln!(
            out,
            "/// The fast check of rule `{entry}`: `None` when it cannot decide (run pest).\n\
             pub fn {entry}(text: &str) -> Option<Result<(), usize>> {{\n    \
             let mut check = Check::new(text);\n    \
             let result = check.r_{entry}(0);\n    \
             check.verdict(result)\n}}"
        );
    }
    out
}

/// The rules a grammar asks to have memoized, in lines `// fast check: memoize a, b`: rules that
/// PEG's backtracking would otherwise read again at the same place at each nesting level
/// (`(` of a formula tried, then the same `(` as a term's), which makes nesting quadratic.
fn memoized_rules(grammar: &str) -> Vec<String> {
    grammar
        .lines()
        .filter_map(|line| line.trim().strip_prefix("// fast check: memoize "))
        .flat_map(|names| names.split(',').map(|n| n.trim().to_string()))
        .filter(|n| !n.is_empty())
        .collect()
}

/// `code`, the method of rule `name`, renamed and wrapped in a method that keeps its result per
/// place and context (lookahead, atomicity), with the furthest error position it tracked, which
/// a cached answer tracks again.
fn memoize(name: &str, id: usize, code: &str) -> String {
    let inner = code.replacen(&format!("fn r_{name}("), &format!("fn r_{name}_uncached("), 1);
    format!(
        "{inner}    fn r_{name}(&mut self, p: usize) -> Option<usize> {{\n        \
         let key = (p, {id}u16, self.negative, self.atomicity);\n        \
         if let Some(&(result, furthest)) = self.memo.get(&key) {{\n            \
         self.attempt = self.attempt.max(furthest);\n            return result;\n        }}\n        \
         let before = std::mem::take(&mut self.attempt);\n        \
         let result = self.r_{name}_uncached(p);\n        \
         let furthest = self.attempt;\n        \
         self.attempt = before.max(furthest);\n        \
         if !self.gave_up {{ self.memo.insert(key, (result, furthest)); }}\n        \
         result\n    }}\n"
    )
}

/// A module whose checks never decide.
fn undecided(entries: &[String]) -> String {
    entries.iter().map(|e| format!("pub fn {e}(_: &str) -> Option<Result<(), usize>> {{ None }}\n")).collect()
}

struct Generator {
    /// The grammar's own rules (the rest of the names are pest's built-ins).
    names: HashSet<String>,
    /// For fresh labels and variables.
    next: usize,
    unsupported: bool,
}

/// The state every generated check shares, and pest's primitives on it.
const RUNTIME: &str = r#"
const ATOMIC: u8 = 0;
const COMPOUND_ATOMIC: u8 = 1;
const NON_ATOMIC: u8 = 2;

struct Check<'i> {
    text: &'i str,
    bytes: &'i [u8],
    /// pest's `attempt_pos`: where an error is reported.
    attempt: usize,
    /// Inside an odd number of negative lookaheads (pest's `Lookahead::Negative`).
    negative: bool,
    atomicity: u8,
    /// Results of memoized rules (see `memoize`): (place, rule, negative, atomicity) to
    /// (result, furthest tracked error position).
    memo: std::collections::HashMap<(usize, u16, bool, u8), (Option<usize>, usize)>,
    /// Lowest stack address a rule may start at; below it the check gives up.
    stack_floor: usize,
    gave_up: bool,
}

#[allow(dead_code)]
impl<'i> Check<'i> {
    fn new(text: &'i str) -> Self {
        let here = Self::stack_address();
        // Room for the deepest frames below the last probe.
        const MARGIN: usize = 256 << 10;
        let room = stacker::remaining_stack().unwrap_or(1 << 20);
        let stack_floor = here.saturating_sub(room) + MARGIN;
        Check {
            text,
            bytes: text.as_bytes(),
            attempt: 0,
            negative: false,
            atomicity: NON_ATOMIC,
            memo: Default::default(),
            stack_floor,
            gave_up: false,
        }
    }

    #[inline(always)]
    fn stack_address() -> usize {
        let probe = 0u8;
        std::hint::black_box(&probe) as *const u8 as usize
    }

    fn verdict(&self, result: Option<usize>) -> Option<Result<(), usize>> {
        match (self.gave_up, result) {
            (true, _) => None,
            (false, Some(_)) => Some(Ok(())),
            (false, None) => Some(Err(self.attempt)),
        }
    }

    /// Whether a rule may not start here (the stack is nearly used up, or was).
    #[inline(always)]
    fn exhausted(&mut self) -> bool {
        if Self::stack_address() < self.stack_floor {
            self.gave_up = true;
        }
        self.gave_up
    }

    /// pest's `ParserState::track` as far as the error position goes.
    #[inline(always)]
    fn tracked(&mut self, start: usize, result: Option<usize>) -> Option<usize> {
        if result.is_some() == self.negative && self.atomicity != ATOMIC && start > self.attempt {
            self.attempt = start;
        }
        result
    }

    #[inline(always)]
    fn literal(&self, p: usize, literal: &[u8]) -> Option<usize> {
        self.bytes[p..].starts_with(literal).then_some(p + literal.len())
    }

    #[inline(always)]
    fn insensitive(&self, p: usize, literal: &str) -> Option<usize> {
        let end = p + literal.len();
        self.text.get(p..end).filter(|t| t.eq_ignore_ascii_case(literal)).map(|_| end)
    }

    /// A character in `low..=high` where both are ASCII: one byte.
    #[inline(always)]
    fn byte_range(&self, p: usize, low: u8, high: u8) -> Option<usize> {
        match self.bytes.get(p) {
            Some(&b) if low <= b && b <= high => Some(p + 1),
            _ => None,
        }
    }

    #[inline(always)]
    fn char_by(&self, p: usize, accept: impl Fn(char) -> bool) -> Option<usize> {
        let c = self.text[p..].chars().next()?;
        accept(c).then(|| p + c.len_utf8())
    }

    #[inline(always)]
    fn any(&self, p: usize) -> Option<usize> {
        match self.bytes.get(p) {
            Some(&b) if b < 0x80 => Some(p + 1),
            Some(_) => self.char_by(p, |_| true),
            None => None,
        }
    }

    /// pest's `EOI` rule, tracked like any rule.
    #[inline(always)]
    fn eoi(&mut self, p: usize) -> Option<usize> {
        let result = (p == self.bytes.len()).then_some(p);
        self.tracked(p, result)
    }

    /// pest's `skip_until`: to the first place one of `literals` starts, else to the end.
    fn skip_until(&self, p: usize, literals: &[&[u8]]) -> usize {
        (p..self.bytes.len())
            .find(|&at| self.text.is_char_boundary(at) && literals.iter().any(|l| self.bytes[at..].starts_with(l)))
            .unwrap_or(self.bytes.len())
    }
}
"#;

/// pest's implicit `skip`: `WHITESPACE* (COMMENT WHITESPACE*)*` where those rules exist, only
/// when the runtime atomicity is non-atomic.
fn skip_function(names: &HashSet<String>) -> String {
    let whitespace = names.contains("WHITESPACE");
    let comment = names.contains("COMMENT");
    let spaces = "while let Some(q) = self.r_WHITESPACE(p) { p = q; }";
    let body = match (whitespace, comment) {
        (false, false) => String::new(),
        (true, false) => spaces.to_string(),
        (false, true) => "while let Some(q) = self.r_COMMENT(p) { p = q; }".to_string(),
        (true, true) => format!("{spaces}\n        while let Some(q) = self.r_COMMENT(p) {{ p = q; {spaces} }}"),
    };
    format!(
        "    #[inline]\n    #[allow(unused_mut)]\n    fn skip(&mut self, mut p: usize) -> usize {{\n        \
         if self.atomicity != NON_ATOMIC {{ return p; }}\n        {body}\n        p\n    }}\n"
    )
}

impl Generator {
    fn fresh(&mut self) -> usize {
        self.next += 1;
        self.next
    }

    /// One rule as a method `r_<name>`, wrapped as pest's generator wraps it by its type.
    fn rule(&mut self, rule: &OptimizedRule) -> String {
        let name = &rule.name;
        let atomic_body = matches!(rule.ty, RuleType::Atomic | RuleType::CompoundAtomic);
        let whitespace = name == "WHITESPACE" || name == "COMMENT";
        let expr = self.expr(&rule.expr, "p", atomic_body || whitespace);
        let expr = if whitespace && !atomic_body { with_atomicity("ATOMIC", &expr) } else { expr };
        let body = match rule.ty {
            RuleType::Silent => expr,
            RuleType::Normal => format!("{{ let r = {expr}; self.tracked(p, r) }}"),
            RuleType::Atomic => format!("{{ let r = {}; self.tracked(p, r) }}", with_atomicity("ATOMIC", &expr)),
            // The atomicity is set around pest's `rule` here, so tracking sees it.
            RuleType::CompoundAtomic => {
                with_atomicity("COMPOUND_ATOMIC", &format!("{{ let r = {expr}; self.tracked(p, r) }}"))
            }
            RuleType::NonAtomic => with_atomicity("NON_ATOMIC", &format!("{{ let r = {expr}; self.tracked(p, r) }}")),
        };
        format!(
            "    #[allow(non_snake_case, unused_variables, unused_labels)]\n    \
             fn r_{name}(&mut self, p: usize) -> Option<usize> {{\n        \
             if self.exhausted() {{ return None; }}\n        {body}\n    }}\n"
        )
    }

    /// An expression of type `Option<usize>`: where `e` ends when it starts at the position in
    /// variable `p`. `atomic`: written as pest's `generate_expr_atomic` (no implicit skip).
    fn expr(&mut self, e: &OptimizedExpr, p: &str, atomic: bool) -> String {
        match e {
            OptimizedExpr::Str(s) if s.is_empty() => format!("Some({p})"),
            OptimizedExpr::Str(s) => format!("self.literal({p}, {})", bytes_literal(s)),
            OptimizedExpr::Insens(s) => format!("self.insensitive({p}, {s:?})"),
            OptimizedExpr::Range(low, high) => {
                let (low, high) = (low.chars().next().unwrap(), high.chars().next().unwrap());
                range(p, low, high)
            }
            OptimizedExpr::Ident(name) if self.names.contains(name) => format!("self.r_{name}({p})"),
            OptimizedExpr::Ident(name) => self.builtin(name, p),
            OptimizedExpr::PosPred(inner) => {
                let inner = self.expr(inner, p, atomic);
                format!("({inner}).map(|_| {p})")
            }
            OptimizedExpr::NegPred(inner) => {
                let inner = self.expr(inner, p, atomic);
                format!(
                    "{{ self.negative = !self.negative; let r = {inner}; self.negative = !self.negative; \
                     if r.is_some() {{ None }} else {{ Some({p}) }} }}"
                )
            }
            OptimizedExpr::Seq(..) => {
                let items = operands(e);
                let label = self.fresh();
                let mut code = format!("'s{label}: {{ ");
                let mut at = p.to_string();
                for (i, item) in items.iter().enumerate() {
                    if i > 0 && !atomic {
                        let skipped = format!("k{}", self.fresh());
                        let _ = write!(code, "let {skipped} = self.skip({at}); ");
                        at = skipped;
                    }
                    let next = format!("q{}", self.fresh());
                    let item = self.expr(item, &at, atomic);
                    let _ = write!(code, "let Some({next}) = ({item}) else {{ break 's{label} None }}; ");
                    at = next;
                }
                let _ = write!(code, "Some({at}) }}");
                code
            }
            OptimizedExpr::Choice(..) => {
                let items = operands(e);
                if let Some(code) = literal_dispatch(&items, p) {
                    return code;
                }
                let label = self.fresh();
                let mut code = format!("'c{label}: {{ ");
                let last = items.len() - 1;
                for (i, item) in items.iter().enumerate() {
                    let item = self.expr(item, p, atomic);
                    match i == last {
                        true => code.push_str(&item),
                        false => {
                            let _ = write!(code, "if let Some(q) = ({item}) {{ break 'c{label} Some(q) }} ");
                        }
                    }
                }
                code.push_str(" }");
                code
            }
            OptimizedExpr::Opt(inner) => {
                let inner = self.expr(inner, p, atomic);
                format!("Some(({inner}).unwrap_or({p}))")
            }
            OptimizedExpr::Rep(inner) => {
                // `e*` is `(e (skip e)*)?` outside atomic rules: the skip only between items.
                let at = format!("r{}", self.fresh());
                let item = self.expr(inner, &at, atomic);
                match atomic {
                    true => format!(
                        "{{ let mut cur = {p}; loop {{ let {at} = cur; match ({item}) {{ Some(q) => cur = q, None => break }} }} Some(cur) }}"
                    ),
                    false => format!(
                        "{{ let mut cur = {p}; let mut first = true; loop {{ \
                         let {at} = if first {{ cur }} else {{ self.skip(cur) }}; \
                         match ({item}) {{ Some(q) => {{ cur = q; first = false }} None => break }} }} Some(cur) }}"
                    ),
                }
            }
            OptimizedExpr::Skip(literals) => {
                let literals: Vec<String> = literals.iter().map(|l| bytes_literal(l)).collect();
                format!("Some(self.skip_until({p}, &[{}]))", literals.join(", "))
            }
            // The stack (`PUSH`, `PEEK`, …) is not mirrored.
            #[allow(unreachable_patterns)]
            _ => {
                self.unsupported = true;
                "None".to_string()
            }
        }
    }

    /// pest's built-in rules (`generate_builtin_rules`).
    fn builtin(&mut self, name: &str, p: &str) -> String {
        match name {
            "ANY" => format!("self.any({p})"),
            "EOI" => format!("self.eoi({p})"),
            "SOI" => format!("({p} == 0).then_some({p})"),
            "ASCII_DIGIT" => range(p, '0', '9'),
            "ASCII_NONZERO_DIGIT" => range(p, '1', '9'),
            "ASCII_BIN_DIGIT" => range(p, '0', '1'),
            "ASCII_OCT_DIGIT" => range(p, '0', '7'),
            "ASCII_ALPHA_LOWER" => range(p, 'a', 'z'),
            "ASCII_ALPHA_UPPER" => range(p, 'A', 'Z'),
            "ASCII" => range(p, '\0', '\x7f'),
            "ASCII_HEX_DIGIT" => ranges(p, &[('0', '9'), ('a', 'f'), ('A', 'F')]),
            "ASCII_ALPHA" => ranges(p, &[('a', 'z'), ('A', 'Z')]),
            "ASCII_ALPHANUMERIC" => ranges(p, &[('a', 'z'), ('A', 'Z'), ('0', '9')]),
            "NEWLINE" => first_of(["\n", "\r\n", "\r"].map(|l| format!("self.literal({p}, {})", bytes_literal(l)))),
            "PEEK" | "PEEK_ALL" | "POP" | "POP_ALL" | "DROP" => {
                self.unsupported = true;
                "None".to_string()
            }
            // The rest are Unicode properties.
            property => format!("self.char_by({p}, pest::unicode::{property})"),
        }
    }
}

fn with_atomicity(atomicity: &str, expr: &str) -> String {
    format!("{{ let saved = self.atomicity; self.atomicity = {atomicity}; let r = {expr}; self.atomicity = saved; r }}")
}

fn range(p: &str, low: char, high: char) -> String {
    match low.is_ascii() && high.is_ascii() {
        true => format!("self.byte_range({p}, {}, {})", low as u8, high as u8),
        false => format!("self.char_by({p}, |c| {low:?} <= c && c <= {high:?})"),
    }
}

fn ranges(p: &str, ranges: &[(char, char)]) -> String {
    first_of(ranges.iter().map(|(low, high)| range(p, *low, *high)))
}

/// The first of `alternatives` (expressions of type `Option<usize>`) that matches, in order.
fn first_of(alternatives: impl IntoIterator<Item = String>) -> String {
    let alternatives: Vec<String> = alternatives.into_iter().collect();
    alternatives.join(".or_else(|| ") + &")".repeat(alternatives.len() - 1)
}

/// The operands of a chain of sequences, or of choices, as pest's generator reads them (down
/// the right-hand side).
fn operands(e: &OptimizedExpr) -> Vec<&OptimizedExpr> {
    let mut out = Vec::new();
    let mut current = e;
    loop {
        match (e, current) {
            (OptimizedExpr::Seq(..), OptimizedExpr::Seq(a, b))
            | (OptimizedExpr::Choice(..), OptimizedExpr::Choice(a, b)) => {
                out.push(&**a);
                current = b;
            }
            _ => {
                out.push(current);
                return out;
            }
        }
    }
}

/// A choice of literals only (a keyword list) as a `match` on the first byte: literals that start
/// with different bytes never both match, so within each byte's group pest's order still holds.
fn literal_dispatch(items: &[&OptimizedExpr], p: &str) -> Option<String> {
    let literals: Vec<&str> = items
        .iter()
        .map(|e| match e {
            OptimizedExpr::Str(s) if !s.is_empty() => Some(s.as_str()),
            _ => None,
        })
        .collect::<Option<_>>()?;
    if literals.len() < 3 {
        return None;
    }
    let mut firsts: Vec<u8> = literals.iter().map(|l| l.as_bytes()[0]).collect();
    firsts.dedup();
    let mut seen = HashSet::new();
    firsts.retain(|b| seen.insert(*b));
    let mut code = format!("match self.bytes.get({p}) {{ ");
    for first in firsts {
        let group = literals
            .iter()
            .filter(|l| l.as_bytes()[0] == first)
            .map(|l| format!("self.literal({p}, {})", bytes_literal(l)));
        let _ = write!(code, "Some({first}) => {}, ", first_of(group));
    }
    code.push_str("_ => None }");
    Some(code)
}

/// A Rust byte-string literal of `s`.
fn bytes_literal(s: &str) -> String {
    let mut out = String::from("b\"");
    for b in s.bytes() {
        let _ = write!(out, "\\x{b:02x}");
    }
    out.push('"');
    out
}
