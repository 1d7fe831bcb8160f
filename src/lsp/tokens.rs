//! Semantic tokens from each grammar's `queries/highlights.scm`: every token of the text
//! takes the capture of its innermost captured node (the first pattern wins on one node, as
//! in tree-sitter's highlighter), as a protocol token type and modifiers.

use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

use lsp_types::{SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokensLegend};

use super::document::Document;
use super::position::LineIndex;
use crate::language::Language;
use crate::parse::query::CompiledQuery;

/// A capture name (`function.call`) as a protocol token type and modifiers: the first part
/// names the type, the protocol's own name where it has one (`module` → `namespace`,
/// `attribute` → `decorator`, `variable.parameter` → `parameter`), the other parts are
/// modifiers (`builtin` → `defaultLibrary`, `definition` → `declaration`). Punctuation gets
/// no token: editors colour it from their syntax.
fn classify(capture: &str) -> Option<(String, Vec<String>)> {
    let mut parts = capture.split('.');
    let first = parts.next()?;
    let mut rest: Vec<&str> = parts.collect();
    let kind = match first {
        "punctuation" => return None,
        "module" => "namespace",
        "attribute" => "decorator",
        "constructor" => "enumMember",
        "constant" => {
            rest.insert(0, "readonly");
            "variable"
        }
        "variable" if rest.first() == Some(&"parameter") => {
            rest.remove(0);
            "parameter"
        }
        "function" if rest.first() == Some(&"method") => {
            rest.remove(0);
            "method"
        }
        "function" if rest.first() == Some(&"macro") => {
            rest.remove(0);
            "macro"
        }
        other => other,
    };
    let modifiers = rest
        .into_iter()
        .map(|m| match m {
            "builtin" => "defaultLibrary",
            "definition" => "declaration",
            other => other,
        })
        .map(str::to_string)
        .collect();
    Some((kind.to_string(), modifiers))
}

/// The legend: every type and modifier the languages' highlight captures map to, sorted.
pub fn legend() -> &'static SemanticTokensLegend {
    static LEGEND: OnceLock<SemanticTokensLegend> = OnceLock::new();
    LEGEND.get_or_init(|| {
        let (mut types, mut modifiers) = (BTreeSet::new(), BTreeSet::new());
        for language in Language::all() {
            let Some(q) = CompiledQuery::grammar_query(language, "highlights") else { continue };
            for (kind, mods) in q.capture_names.iter().filter_map(|c| classify(c)) {
                types.insert(kind);
                modifiers.extend(mods);
            }
        }
        SemanticTokensLegend {
            token_types: types.into_iter().map(SemanticTokenType::from).collect(),
            token_modifiers: modifiers.into_iter().map(SemanticTokenModifier::from).collect(),
        }
    })
}

/// A capture's index in the legend's types and its modifier bits.
fn encode(capture: &str) -> Option<(u32, u32)> {
    let (kind, mods) = classify(capture)?;
    let l = legend();
    let kind = l.token_types.iter().position(|t| t.as_str() == kind)? as u32;
    let bits = mods
        .iter()
        .filter_map(|m| l.token_modifiers.iter().position(|t| t.as_str() == m))
        .filter(|&k| k < 32)
        .fold(0u32, |bits, k| bits | (1 << k));
    Some((kind, bits))
}

/// How far up from a token to look for a captured node (a token's own node, or its
/// identifier, call or literal node, is a few levels up at most).
const MAX_ANCESTORS: usize = 8;

/// The document's semantic tokens, relative-encoded as the protocol sends them; a token that
/// spans lines (a block comment) is cut at each line break.
pub fn semantic_tokens(doc: &Document) -> Vec<SemanticToken> {
    let Some(language) = doc.language else { return Vec::new() };
    let Some(query) = CompiledQuery::grammar_query(language, "highlights") else { return Vec::new() };
    let Some((tree, text)) = doc.syntax_tree() else { return Vec::new() };
    let encoded: Vec<Option<(u32, u32)>> = query.capture_names.iter().map(|c| encode(c)).collect();
    // Captures come by start, then pattern: the first one seen on a node is its first pattern.
    let mut by_node: HashMap<usize, (u32, u32)> = HashMap::new();
    for c in query.captures(&tree, &text) {
        if let Some(Some(e)) = encoded.get(c.name) {
            by_node.entry(c.node).or_insert(*e);
        }
    }
    let index = LineIndex::new(&doc.text);
    let mut out = Vec::new();
    let (mut last_line, mut last_start) = (0u32, 0u32);
    for token in crate::fmt::layout::tokens(&tree, None) {
        let mut node = Some(token.node);
        let mut found = None;
        for _ in 0..MAX_ANCESTORS {
            let Some(n) = node else { break };
            if let Some(e) = by_node.get(&n) {
                found = Some(*e);
                break;
            }
            node = tree.node(n).parent;
        }
        let Some((kind, bits)) = found else { continue };
        // One token per line of the text the token covers.
        let mut start = token.start;
        while start < token.end {
            let line_end = doc.text[start..token.end].find('\n').map_or(token.end, |k| start + k);
            let (from, to) = (index.position(start), index.position(line_end));
            if to.character > from.character {
                let delta_line = from.line - last_line;
                let delta_start = if delta_line == 0 { from.character - last_start } else { from.character };
                out.push(SemanticToken {
                    delta_line,
                    delta_start,
                    length: to.character - from.character,
                    token_type: kind,
                    token_modifiers_bitset: bits,
                });
                (last_line, last_start) = (from.line, from.character);
            }
            start = line_end + 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_map_to_protocol_types_and_modifiers() {
        assert_eq!(classify("function.call"), Some(("function".into(), vec!["call".into()])));
        assert_eq!(classify("variable.parameter"), Some(("parameter".into(), vec![])));
        assert_eq!(
            classify("constant.builtin"),
            Some(("variable".into(), vec!["readonly".into(), "defaultLibrary".into()]))
        );
        assert_eq!(classify("module"), Some(("namespace".into(), vec![])));
        assert_eq!(classify("punctuation.bracket"), None);
    }

    #[test]
    fn the_legend_holds_every_language_s_captures() {
        let l = legend();
        for t in ["keyword", "comment", "function", "type", "variable", "parameter", "namespace"] {
            assert!(l.token_types.iter().any(|x| x.as_str() == t), "{t} missing from {:?}", l.token_types);
        }
        assert!(l.token_modifiers.iter().any(|m| m.as_str() == "defaultLibrary"));
    }
}
