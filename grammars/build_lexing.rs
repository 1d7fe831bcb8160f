//! What a tree-sitter grammar's lexer may do when the white space between two tokens changes,
//! read from its `src/grammar.json` (and its symbols' own names from `src/parser.c`) by
//! `build.rs` into `LEXING` (see `crate::ContextTokens`).

use serde_json::Value;

/// A grammar's lexing facts: external-scanner tokens and `token.immediate`s by grammar symbol
/// name, and every token as a regular expression.
#[derive(Default)]
pub struct ContextTokens {
    pub scanned: Vec<String>,
    pub immediate: Vec<String>,
    pub tokens: Vec<String>,
    pub immediate_tokens: Vec<String>,
    pub symbols: Vec<String>,
}

impl ContextTokens {
    /// The Rust expression of a `crate::ContextTokens`.
    pub fn rust(&self) -> String {
        format!(
            "crate::ContextTokens {{ scanned: &{:?}, immediate: &{:?}, tokens: &{:?}, immediate_tokens: &{:?}, \
             symbols: &{:?} }}",
            self.scanned, self.immediate, self.tokens, self.immediate_tokens, self.symbols
        )
    }
}

/// The facts of a grammar's `src/grammar.json`, and of its `src/parser.c` when given.
pub fn context_tokens(json: &str, parser_c: Option<&str>) -> ContextTokens {
    let grammar: Value = serde_json::from_str(json).expect("src/grammar.json is JSON");
    let mut out = ContextTokens::default();
    for external in grammar["externals"].as_array().into_iter().flatten() {
        out.scanned.extend(external["name"].as_str().or(external["value"].as_str()).map(str::to_string));
    }
    let externals = out.scanned.clone();
    for (name, body) in grammar["rules"].as_object().into_iter().flatten() {
        walk_rule(body, name, &externals, &mut out);
        collect_tokens(body, &mut out);
    }
    // Extras that are no rule (`/\s/`) are read between tokens too.
    for extra in grammar["extras"].as_array().into_iter().flatten() {
        collect_tokens(extra, &mut out);
    }
    for list in [&mut out.scanned, &mut out.immediate, &mut out.tokens, &mut out.immediate_tokens] {
        list.sort();
        list.dedup();
    }
    out.symbols = parser_c.map(symbol_names).unwrap_or_default();
    out
}

/// Every symbol's own name by id, from the identifiers of `parser.c`'s symbol enum: a rule's or
/// an external's name (`_fact_name`), or a token's made from a rule (`variable_token1`), even
/// where the tree names it by an alias it always takes (`identifier`); empty for a literal or
/// an alias, which the tree names by their text.
fn symbol_names(parser_c: &str) -> Vec<String> {
    let Some(start) = parser_c.find("enum ts_symbol_identifiers {") else { return Vec::new() };
    let body = &parser_c[start..parser_c[start..].find('}').map_or(parser_c.len(), |end| start + end)];
    let mut names = vec![String::new()];
    for line in body.lines().skip(1) {
        let Some((ident, id)) = line.trim().trim_end_matches(',').split_once(" = ") else { continue };
        let Ok(id) = id.parse::<usize>() else { continue };
        if names.len() <= id {
            names.resize(id + 1, String::new());
        }
        names[id] =
            ["sym_", "aux_sym_"].iter().find_map(|prefix| ident.strip_prefix(prefix)).unwrap_or_default().to_string();
    }
    names
}

/// Walks the body of rule `name` down to (not into) the rules it names, and into no token:
/// which symbols the external scanner reads and which are read only right after the token
/// before.
fn walk_rule(v: &Value, name: &str, externals: &[String], out: &mut ContextTokens) {
    match v["type"].as_str() {
        Some("SYMBOL") if externals.iter().any(|e| Some(e.as_str()) == v["name"].as_str()) => {
            out.scanned.push(name.to_string())
        }
        Some("IMMEDIATE_TOKEN") => {
            if let Some(text) = v["content"]["value"].as_str().filter(|_| v["content"]["type"] == "STRING") {
                out.immediate.push(text.to_string());
            }
            out.immediate.push(name.to_string());
        }
        Some("ALIAS" | "PREC" | "PREC_LEFT" | "PREC_RIGHT" | "PREC_DYNAMIC" | "FIELD" | "REPEAT" | "REPEAT1") => {
            walk_rule(&v["content"], name, externals, out)
        }
        Some("SEQ" | "CHOICE") => {
            for m in v["members"].as_array().into_iter().flatten() {
                walk_rule(m, name, externals, out);
            }
        }
        _ => {}
    }
}

/// Collects the tokens of a rule's body: each literal, pattern and `token(…)` as a regular
/// expression.
fn collect_tokens(v: &Value, out: &mut ContextTokens) {
    match v["type"].as_str() {
        Some("STRING" | "PATTERN" | "TOKEN") => out.tokens.push(regex(v)),
        Some("IMMEDIATE_TOKEN") => {
            out.tokens.push(regex(v));
            out.immediate_tokens.push(regex(v));
        }
        Some("SEQ" | "CHOICE") => v["members"].as_array().into_iter().flatten().for_each(|m| collect_tokens(m, out)),
        Some(_) if v.get("content").is_some() => collect_tokens(&v["content"], out),
        _ => {}
    }
}

/// The regular expression (Rust's `regex` syntax) of a token's body.
fn regex(v: &Value) -> String {
    let members = || v["members"].as_array().into_iter().flatten().map(regex);
    match v["type"].as_str() {
        Some("STRING") => v["value"].as_str().unwrap_or("").chars().map(escape).collect(),
        Some("PATTERN") => {
            let flags = v["flags"].as_str().unwrap_or("");
            format!("(?{flags}:{})", pattern(v["value"].as_str().unwrap_or("")))
        }
        Some("SEQ") => members().collect(),
        Some("CHOICE") => format!("(?:{})", members().collect::<Vec<_>>().join("|")),
        Some("BLANK") => String::new(),
        Some("REPEAT") => format!("(?:{})*", regex(&v["content"])),
        Some("REPEAT1") => format!("(?:{})+", regex(&v["content"])),
        Some(_) if v.get("content").is_some() => regex(&v["content"]),
        // Nothing else belongs in a token: anything, to err towards "may read on".
        _ => "(?s:.*)".to_string(),
    }
}

/// The characters a regular expression (Rust's `regex`) escapes, in a literal or a class.
const META: &str = "\\.+*?()|[]{}^$#&-~";

/// A character of a literal, escaped for a regular expression.
fn escape(c: char) -> String {
    match META.contains(c) {
        true => format!("\\{c}"),
        false => c.to_string(),
    }
}

/// A tree-sitter (JavaScript) pattern in Rust's syntax: JavaScript escapes punctuation that
/// needs none (`\/`, `\'`), which Rust refuses for some characters.
fn pattern(js: &str) -> String {
    let mut out = String::with_capacity(js.len());
    let mut chars = js.chars();
    while let Some(c) = chars.next() {
        match (c, chars.clone().next()) {
            ('\\', Some(next)) if !next.is_ascii_alphanumeric() && !META.contains(next) => {
                chars.next();
                out.push_str(&escape(next));
            }
            ('\\', Some(_)) => {
                out.push(c);
                out.extend(chars.next());
            }
            _ => out.push(c),
        }
    }
    out
}
