//! Writes the registry of the language crates `grammars/<dir>/` (see `language_build.rs`) to
//! `$OUT_DIR/grammars.rs`, which `lib.rs` includes: `<dir>`'s tree-sitter grammar when it has
//! a `src/parser.c`, the strict check of each `<front_end>.pest`, and every
//! `queries/*.scm`. A language is a folder with a `Cargo.toml`; `Cargo.toml` here depends on it.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

// Each build script uses part of these.
#[allow(dead_code)]
#[path = "build_files.rs"]
mod build_files;
use build_files::{accept_rule, entry_rules, files_with_extension, has_lexical_rule, pest_module, LEXICAL_RULE};

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    println!("cargo:rerun-if-changed={}", root.display());
    let mut dirs: Vec<PathBuf> = fs::read_dir(&root)
        .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.join("Cargo.toml").exists()).collect())
        .unwrap_or_default();
    dirs.sort();

    let mut ts_entries = String::new();
    let mut strict_entries = String::new();
    let mut reach_entries = String::new();
    let mut fast_entries = String::new();
    let mut offset_entries = String::new();
    let mut query_entries = String::new();
    let mut lexing_entries = String::new();
    let mut items = String::new();

    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let krate = format!("cfb_grammar_{}", name.replace('-', "_"));
        println!("cargo:rerun-if-changed={}", dir.display());
        if dir.join("src/parser.c").exists() {
            let _ = writeln!(ts_entries, "    (\"{name}\", || tree_sitter::Language::new({krate}::LANGUAGE)),");
        }
        if let Ok(json) = fs::read_to_string(dir.join("src/grammar.json")) {
            let c = context_tokens(&json);
            let patterns: Vec<String> =
                c.patterns.iter().map(|(f, a)| format!("({}, {})", f.rust(), a.rust())).collect();
            let _ = writeln!(
                lexing_entries,
                "    (\"{name}\", crate::ContextTokens {{ scanned: &{:?}, grows: &{:?}, grows_in_line: &{:?}, \
                 immediate: &{:?}, literals: &{:?}, patterns: &[{}] }}),",
                c.scanned,
                c.grows,
                c.grows_in_line,
                c.immediate,
                c.literals,
                patterns.join(", ")
            );
        }
        for path in files_with_extension(dir, "pest") {
            println!("cargo:rerun-if-changed={}", path.display());
            let front_end = path.file_stem().unwrap().to_string_lossy().to_string();
            let module = format!("{krate}::{}", pest_module(&front_end));
            // Entry rules: `file`, keyed by the file's stem, and `<x>_file`, keyed `stem:<x>_file`
            // (one pest file may serve two front ends, e.g. ProVerif's `.horn` and `.horntype`).
            let grammar_text = fs::read_to_string(&path).unwrap();
            let lexical = match has_lexical_rule(&grammar_text) {
                true => format!(
                    "Some(({module}::Rule::{accept}, {module}::fast::{accept} as crate::FastCheck))",
                    accept = accept_rule(LEXICAL_RULE)
                ),
                false => "None".to_string(),
            };
            let mut entries = entry_rules(&grammar_text);
            // The lexical pass has a fast check too, but is no front end of its own.
            if has_lexical_rule(&grammar_text) {
                entries.push(LEXICAL_RULE.to_string());
            }
            for entry in entries {
                let front_end_entry = entry != LEXICAL_RULE;
                let key = if entry == "file" { front_end.clone() } else { format!("{front_end}:{entry}") };
                if front_end_entry {
                    let function = format!("check_{}_{entry}", front_end.replace('-', "_"));
                    let _ = writeln!(
                        items,
                        "fn {function}(text: &str) -> Result<(), crate::StrictError> {{\n    \
                         crate::check::<{module}::Grammar, _>(text, ({module}::Rule::{accept}, {module}::fast::{accept}), {lexical})\n}}",
                        accept = accept_rule(&entry)
                    );
                    let _ = writeln!(strict_entries, "    (\"{key}\", {function} as crate::StrictCheck),");
                    let offset = format!("offset_{}_{entry}", front_end.replace('-', "_"));
                    let _ = writeln!(
                        items,
                        "fn {offset}(text: &str) -> Result<(), usize> {{\n    \
                         crate::offset::<{module}::Grammar, _>(text, ({module}::Rule::{accept}, {module}::fast::{accept}), {lexical})\n}}",
                        accept = accept_rule(&entry)
                    );
                    let _ = writeln!(offset_entries, "    (\"{key}\", {offset} as crate::StrictOffset),");
                }
                let reach = format!("reach_{}_{entry}", front_end.replace('-', "_"));
                let _ = writeln!(
                    items,
                    "fn {reach}_pest(text: &str) -> Result<(), usize> {{\n    \
                     crate::reach::<{module}::Grammar, _>(text, {module}::Rule::{accept})\n}}",
                    accept = accept_rule(&entry)
                );
                if front_end_entry {
                    let _ = writeln!(
                        items,
                        "fn {reach}(text: &str) -> Result<(), usize> {{\n    \
                         {module}::fast::{accept}(text).unwrap_or_else(|| {reach}_pest(text))\n}}",
                        accept = accept_rule(&entry)
                    );
                    let _ = writeln!(reach_entries, "    (\"{key}\", {reach} as crate::StrictReach),");
                }
                let _ = writeln!(
                    fast_entries,
                    "    (\"{key}\", {module}::fast::{accept} as crate::FastCheck, {reach}_pest as crate::StrictReach),",
                    accept = accept_rule(&entry)
                );
            }
        }
        // The folder too: a new query file must be picked up.
        println!("cargo:rerun-if-changed={}", dir.join("queries").display());
        for path in files_with_extension(&dir.join("queries"), "scm") {
            let kind = path.file_stem().unwrap().to_string_lossy().to_string();
            println!("cargo:rerun-if-changed={}", path.display());
            let _ = writeln!(query_entries, "    (\"{name}\", \"{kind}\", include_str!({path:?})),");
        }
    }

    let out = format!(
        "{items}\n\
         /// (grammar folder, tree-sitter language)\n\
         pub static TREE_SITTER: &[(&str, crate::TreeSitterGrammar)] = &[\n{ts_entries}];\n\
         /// (front end, strict check)\n\
         pub static STRICT: &[(&str, crate::StrictCheck)] = &[\n{strict_entries}];\n\
         /// (front end, where its strict check stops)\n\
         pub static OFFSET: &[(&str, crate::StrictOffset)] = &[\n{offset_entries}];\n\
         /// (front end, how far the strict grammar reads)\n\
         pub static REACH: &[(&str, crate::StrictReach)] = &[\n{reach_entries}];\n\
         /// The rule a grammar may define for a lexical pass (keyed `<front end>:{LEXICAL_RULE}` in [`FAST`]).\n\
         pub const LEXICAL_RULE: &str = {LEXICAL_RULE:?};\n\
         /// (front end, its fast check alone, pest's reach alone): for tests that compare them\n\
         pub static FAST: &[(&str, crate::FastCheck, crate::StrictReach)] = &[\n{fast_entries}];\n\
         /// (grammar folder, its tokens white space around may change, see [`crate::ContextTokens`])\n\
         pub static LEXING: &[(&str, crate::ContextTokens)] = &[\n{lexing_entries}];\n\
         /// (grammar folder, query kind, query source)\n\
         pub static QUERIES: &[(&str, &str, &str)] = &[\n{query_entries}];\n"
    );
    let dest = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("grammars.rs");
    fs::write(dest, out).unwrap();
}

/// What white space may do to the tokens of a tree-sitter grammar (`src/grammar.json`), by
/// grammar symbol name: see `LEXING` in [`main`]'s output.
#[derive(Default)]
struct ContextTokens {
    scanned: Vec<String>,
    grows: Vec<String>,
    grows_in_line: Vec<String>,
    immediate: Vec<String>,
    literals: Vec<String>,
    /// Per token pattern: (characters it may start with, characters it may hold).
    patterns: Vec<(CharSet, CharSet)>,
}

/// A set of characters: ASCII ones, and whether any other.
#[derive(Default, Clone, Copy, PartialEq)]
struct CharSet {
    ascii: u128,
    other: bool,
}

impl CharSet {
    const ALL: CharSet = CharSet { ascii: u128::MAX, other: true };

    fn of(c: char) -> CharSet {
        match c.is_ascii() {
            true => CharSet { ascii: 1 << c as u32, other: false },
            false => CharSet { ascii: 0, other: true },
        }
    }

    fn range(a: char, b: char) -> CharSet {
        let mut set = CharSet { ascii: 0, other: !b.is_ascii() };
        for c in a as u32..=(b as u32).min(127) {
            set.ascii |= 1 << c;
        }
        set
    }

    fn or(self, o: CharSet) -> CharSet {
        CharSet { ascii: self.ascii | o.ascii, other: self.other || o.other }
    }

    fn not(self) -> CharSet {
        CharSet { ascii: !self.ascii, other: true }
    }

    fn rust(self) -> String {
        format!("crate::CharSet {{ ascii: {:#x}, other: {} }}", self.ascii, self.other)
    }
}

fn context_tokens(json: &str) -> ContextTokens {
    let grammar: Value = serde_json::from_str(json).expect("src/grammar.json is JSON");
    let mut out = ContextTokens::default();
    for external in grammar["externals"].as_array().into_iter().flatten() {
        out.scanned.extend(external["name"].as_str().or(external["value"].as_str()).map(str::to_string));
    }
    let externals = out.scanned.clone();
    if let Some(rules) = grammar["rules"].as_object() {
        for (name, body) in rules {
            walk_rule(body, name, &[], &externals, &mut out);
            tokens_of_rule(body, &mut out);
        }
    }
    out.literals.sort();
    out.literals.dedup();
    for list in [&mut out.scanned, &mut out.grows, &mut out.grows_in_line, &mut out.immediate] {
        list.sort();
        list.dedup();
    }
    out
}

use serde_json::Value;

/// Collects the literals and token patterns of a rule's body.
fn tokens_of_rule(v: &Value, out: &mut ContextTokens) {
    match v["type"].as_str() {
        Some("STRING") => out.literals.extend(v["value"].as_str().map(str::to_string)),
        Some("PATTERN" | "TOKEN" | "IMMEDIATE_TOKEN") => {
            let sets = char_sets(v);
            if v["type"] != "TOKEN" || v["content"]["type"] != "STRING" {
                out.patterns.push(sets);
            } else {
                out.literals.extend(v["content"]["value"].as_str().map(str::to_string));
            }
        }
        Some("SEQ" | "CHOICE") => v["members"].as_array().into_iter().flatten().for_each(|m| tokens_of_rule(m, out)),
        Some(_) if v.get("content").is_some() => tokens_of_rule(&v["content"], out),
        _ => {}
    }
}

/// The characters a token may start with and may hold. Errs towards more.
fn char_sets(v: &Value) -> (CharSet, CharSet) {
    match v["type"].as_str() {
        Some("STRING") => {
            let text = v["value"].as_str().unwrap_or("");
            let all = text.chars().fold(CharSet::default(), |s, c| s.or(CharSet::of(c)));
            (text.chars().next().map_or(CharSet::default(), CharSet::of), all)
        }
        Some("PATTERN") => pattern_sets(v["value"].as_str().unwrap_or("")),
        Some("SEQ") => {
            let (mut first, mut all, mut open) = (CharSet::default(), CharSet::default(), true);
            for m in v["members"].as_array().into_iter().flatten() {
                let (f, a) = char_sets(m);
                if open {
                    first = first.or(f);
                    open = nullable(m);
                }
                all = all.or(a);
            }
            (first, all)
        }
        Some("CHOICE") => v["members"].as_array().into_iter().flatten().fold(Default::default(), |(f, a), m| {
            let (mf, ma) = char_sets(m);
            (f.or(mf), a.or(ma))
        }),
        Some("BLANK") => Default::default(),
        Some(_) if v.get("content").is_some() => char_sets(&v["content"]),
        _ => (CharSet::ALL, CharSet::ALL),
    }
}

/// What an escape (`\x`) of a regular expression stands for: one character, or a class
/// given as bounds: (at most these characters, at least these).
enum Escape {
    Char(char),
    Class(CharSet, CharSet),
}

/// Reads the escape at `chars[i]` (a backslash); returns it and where the next item starts.
fn read_escape(chars: &[char], i: usize) -> (Escape, usize) {
    let c = chars.get(i + 1).copied().unwrap_or('\\');
    let digits = |from: usize, n: usize| -> (Option<char>, usize) {
        if chars.get(from) == Some(&'{') {
            let end = (from..chars.len()).find(|&k| chars[k] == '}').unwrap_or(chars.len());
            let hex: String = chars[from + 1..end].iter().collect();
            (u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32), end + 1)
        } else {
            let end = (from + n).min(chars.len());
            let hex: String = chars[from..end].iter().collect();
            (u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32), end)
        }
    };
    let set = |s: &str| s.chars().fold(CharSet::default(), |acc, c| acc.or(CharSet::of(c)));
    let word = CharSet::range('0', '9').or(CharSet::range('A', 'Z')).or(CharSet::range('a', 'z')).or(CharSet::of('_'));
    let blank = set(" \t\n\r\x0b\x0c");
    match c {
        'x' | 'u' => match digits(i + 2, if c == 'x' { 2 } else { 4 }) {
            (Some(ch), next) => (Escape::Char(ch), next),
            (None, next) => (Escape::Class(CharSet::ALL, CharSet::default()), next),
        },
        'p' | 'P' => {
            let next = match chars.get(i + 2) {
                Some('{') => (i + 2..chars.len()).find(|&k| chars[k] == '}').map_or(chars.len(), |k| k + 1),
                _ => i + 3,
            };
            (Escape::Class(CharSet::ALL, CharSet::default()), next)
        }
        'd' => (Escape::Class(CharSet::range('0', '9'), CharSet::range('0', '9')), i + 2),
        'w' => (Escape::Class(word, word), i + 2),
        's' => (Escape::Class(blank.or(CharSet { ascii: 0, other: true }), blank), i + 2),
        // Their complements: surely every ASCII character outside the class.
        'D' => (Escape::Class(CharSet::ALL, CharSet { ascii: !CharSet::range('0', '9').ascii, other: false }), i + 2),
        'W' => (Escape::Class(CharSet::ALL, CharSet { ascii: !word.ascii, other: false }), i + 2),
        'S' => (Escape::Class(CharSet::ALL, CharSet { ascii: !blank.ascii, other: false }), i + 2),
        'n' => (Escape::Char('\n'), i + 2),
        't' => (Escape::Char('\t'), i + 2),
        'r' => (Escape::Char('\r'), i + 2),
        'f' => (Escape::Char('\x0c'), i + 2),
        'v' => (Escape::Char('\x0b'), i + 2),
        '0' => (Escape::Char('\0'), i + 2),
        c => (Escape::Char(c), i + 2),
    }
}

/// [`char_sets`] of a regular expression: its first atom (all of them when the pattern starts
/// with a group or an atom that may be left out), and every atom. A negated class is the
/// complement of what it surely lists, so that the sets err towards more.
fn pattern_sets(pattern: &str) -> (CharSet, CharSet) {
    let chars: Vec<char> = pattern.chars().collect();
    let (mut first, mut all) = (None, CharSet::default());
    let mut i = 0;
    let mut uncertain_start = chars.first() == Some(&'(');
    while i < chars.len() {
        let atom = match chars[i] {
            '\\' => {
                let (escape, next) = read_escape(&chars, i);
                i = next;
                Some(match escape {
                    Escape::Char(c) => CharSet::of(c),
                    Escape::Class(most, _) => most,
                })
            }
            '[' => {
                let negated = chars.get(i + 1) == Some(&'^');
                let mut j = i + 1 + usize::from(negated);
                let start = j;
                // (at most, at least) the characters listed
                let (mut most, mut least) = (CharSet::default(), CharSet::default());
                while j < chars.len() && (chars[j] != ']' || j == start) {
                    let (item, next) = match chars[j] {
                        '\\' => read_escape(&chars, j),
                        c => (Escape::Char(c), j + 1),
                    };
                    j = next;
                    match item {
                        Escape::Class(m, l) => {
                            most = most.or(m);
                            least = least.or(l);
                        }
                        Escape::Char(low)
                            if chars.get(j) == Some(&'-') && chars.get(j + 1).is_some_and(|&e| e != ']') =>
                        {
                            let (high, next) = match chars[j + 1] {
                                '\\' => read_escape(&chars, j + 1),
                                c => (Escape::Char(c), j + 2),
                            };
                            j = next;
                            let range = match high {
                                Escape::Char(high) => CharSet::range(low, high),
                                Escape::Class(..) => CharSet::of(low).or(CharSet::of('-')),
                            };
                            most = most.or(range);
                            least = least.or(range);
                        }
                        Escape::Char(c) => {
                            most = most.or(CharSet::of(c));
                            least = least.or(CharSet::of(c));
                        }
                    }
                }
                i = j + 1;
                Some(if negated { least.not() } else { most })
            }
            '.' => {
                i += 1;
                Some(CharSet::of('\n').not())
            }
            '(' | ')' | '|' => {
                // After a `|`, a match may start with the next atom: all atoms may start one.
                uncertain_start |= chars[i] == '|';
                i += 1;
                None
            }
            '?' | '*' | '+' => {
                uncertain_start |= chars[i] != '+' && first.is_some() && all == first.unwrap_or_default();
                i += 1;
                None
            }
            '{' if chars.get(i + 1).is_some_and(char::is_ascii_digit) => {
                while i < chars.len() && chars[i] != '}' {
                    i += 1;
                }
                i += 1;
                uncertain_start = true;
                None
            }
            c => {
                i += 1;
                Some(CharSet::of(c))
            }
        };
        if let Some(atom) = atom {
            first.get_or_insert(atom);
            all = all.or(atom);
        }
    }
    match uncertain_start {
        true => (all, all),
        false => (first.unwrap_or_default(), all),
    }
}

/// Walks the body of rule `name` down to (not into) the rules it names, and into no token.
fn walk_rule(v: &Value, name: &str, aliases: &[String], externals: &[String], out: &mut ContextTokens) {
    let token = |v: &Value, out: &mut ContextTokens| match grows(v) {
        (true, true) => out.grows.push(name.to_string()),
        (true, false) => out.grows_in_line.push(name.to_string()),
        _ => {}
    };
    match v["type"].as_str() {
        Some("SYMBOL") if externals.iter().any(|e| Some(e.as_str()) == v["name"].as_str()) => {
            out.scanned.push(name.to_string())
        }
        Some("PATTERN" | "TOKEN") => token(v, out),
        Some("IMMEDIATE_TOKEN") => {
            if let Some(text) = v["content"]["value"].as_str().filter(|_| v["content"]["type"] == "STRING") {
                out.immediate.push(text.to_string());
            }
            // An aliased token is named by its alias.
            out.immediate.push(name.to_string());
            out.immediate.extend(aliases.iter().cloned());
            token(v, out);
        }
        Some("ALIAS") => {
            let mut aliases = aliases.to_vec();
            aliases.extend(v["value"].as_str().map(str::to_string));
            walk_rule(&v["content"], name, &aliases, externals, out)
        }
        Some("PREC" | "PREC_LEFT" | "PREC_RIGHT" | "PREC_DYNAMIC" | "FIELD" | "REPEAT" | "REPEAT1") => {
            walk_rule(&v["content"], name, aliases, externals, out)
        }
        Some("SEQ" | "CHOICE") => {
            for m in v["members"].as_array().into_iter().flatten() {
                walk_rule(m, name, aliases, externals, out);
            }
        }
        _ => {}
    }
}

/// Can a token go on with white space after a match of `v` (a line end too)? Errs towards yes.
fn grows(v: &Value) -> (bool, bool) {
    match v["type"].as_str() {
        Some("PATTERN") => {
            let p = v["value"].as_str().unwrap_or("");
            if closed(p) {
                (false, false)
            } else {
                blank_atoms(p)
            }
        }
        Some("SEQ") => {
            // From the last member back over those that may be empty.
            let mut out = (false, false);
            let members: Vec<&Value> = v["members"].as_array().into_iter().flatten().collect();
            for (k, m) in members.iter().enumerate().rev() {
                out = or(out, grows(m));
                if let Some(next) = members.get(k + 1) {
                    out = or(out, starts(next));
                }
                if !nullable(m) {
                    break;
                }
            }
            out
        }
        Some("CHOICE") => v["members"].as_array().into_iter().flatten().fold((false, false), |a, m| or(a, grows(m))),
        Some("REPEAT" | "REPEAT1") => or(grows(&v["content"]), starts(&v["content"])),
        Some(
            "TOKEN" | "IMMEDIATE_TOKEN" | "ALIAS" | "PREC" | "PREC_LEFT" | "PREC_RIGHT" | "PREC_DYNAMIC" | "FIELD",
        ) => grows(&v["content"]),
        _ => (false, false),
    }
}

/// Either of two answers of [`grows`] or [`starts`].
fn or(a: (bool, bool), b: (bool, bool)) -> (bool, bool) {
    (a.0 || b.0, a.1 || b.1)
}

/// May a match of `v` start with white space (a line end)? Errs towards yes.
fn starts(v: &Value) -> (bool, bool) {
    match v["type"].as_str() {
        Some("STRING") => {
            let c = v["value"].as_str().and_then(|s| s.chars().next());
            (c.is_some_and(char::is_whitespace), c == Some('\n'))
        }
        // A pattern that starts with a plain character starts with it.
        Some("PATTERN") => match v["value"].as_str().and_then(|p| p.chars().next()) {
            Some(c) if !"\\[(. ".contains(c) => (false, false),
            _ => blank_atoms(v["value"].as_str().unwrap_or("")),
        },
        Some("SEQ") => {
            let mut out = (false, false);
            for m in v["members"].as_array().into_iter().flatten() {
                out = or(out, starts(m));
                if !nullable(m) {
                    break;
                }
            }
            out
        }
        Some("CHOICE") => v["members"].as_array().into_iter().flatten().fold((false, false), |a, m| or(a, starts(m))),
        Some(
            "REPEAT" | "REPEAT1" | "TOKEN" | "IMMEDIATE_TOKEN" | "ALIAS" | "PREC" | "PREC_LEFT" | "PREC_RIGHT"
            | "PREC_DYNAMIC" | "FIELD",
        ) => starts(&v["content"]),
        // A rule named inside a token: anything.
        _ => (true, true),
    }
}

/// May a match of `v` be empty? (A pattern is taken not to be.)
fn nullable(v: &Value) -> bool {
    match v["type"].as_str() {
        Some("BLANK" | "REPEAT") => true,
        Some("STRING") => v["value"].as_str().is_some_and(str::is_empty),
        Some("SEQ") => v["members"].as_array().into_iter().flatten().all(nullable),
        Some("CHOICE") => v["members"].as_array().into_iter().flatten().any(nullable),
        Some(
            "REPEAT1" | "TOKEN" | "IMMEDIATE_TOKEN" | "ALIAS" | "PREC" | "PREC_LEFT" | "PREC_RIGHT" | "PREC_DYNAMIC"
            | "FIELD",
        ) => nullable(&v["content"]),
        _ => false,
    }
}

/// May a pattern match white space, and a line end? (An approximation that errs towards yes:
/// `\s`, `\n`, `\t`, a space, `.`, a class that lists one, or a negated class without `\s`.)
fn blank_atoms(pattern: &str) -> (bool, bool) {
    let (mut blank, mut newline) = (false, false);
    let chars: Vec<char> = pattern.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                let c = chars.get(i + 1).copied().unwrap_or(' ');
                blank |= "sntrfv".contains(c);
                newline |= "sn".contains(c);
                i += 2;
            }
            ' ' | '.' => {
                blank = true;
                i += 1;
            }
            '[' => {
                let negated = chars.get(i + 1) == Some(&'^');
                let mut j = i + 1 + usize::from(negated);
                let (mut lists_blank, mut lists_newline, mut lists_s) = (false, false, false);
                let first = j;
                while j < chars.len() && (chars[j] != ']' || j == first) {
                    if chars[j] == '\\' {
                        let c = chars.get(j + 1).copied().unwrap_or(' ');
                        lists_blank |= "sntrfv".contains(c);
                        lists_newline |= "sn".contains(c);
                        lists_s |= c == 's';
                        j += 2;
                    } else {
                        lists_blank |= chars[j] == ' ';
                        j += 1;
                    }
                }
                if negated {
                    blank |= !lists_s;
                    newline |= !lists_s && !lists_newline;
                } else {
                    blank |= lists_blank;
                    newline |= lists_newline;
                }
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    (blank, newline)
}

/// Does every match of a pattern end with a literal nothing may follow (a closing quote or
/// bracket), so that it cannot go on?
fn closed(p: &str) -> bool {
    let b = p.as_bytes();
    let escaped_last = b.len() >= 2 && b[b.len() - 2] == b'\\';
    let (mut depth, mut k, mut top_level_or) = (0i32, 0, false);
    while k < b.len() {
        match b[k] {
            b'\\' => k += 1,
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'|' if depth == 0 => top_level_or = true,
            _ => {}
        }
        k += 1;
    }
    !top_level_or && b.last().is_some_and(|&c| escaped_last || !b"*+?})].".contains(&c))
}
