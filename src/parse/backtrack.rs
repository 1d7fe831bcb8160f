//! Where a backtracking parser reports an error. pest names the furthest point any
//! alternative reached; a parser-combinator tool that wraps an alternative in `try` forgets how
//! far that alternative got when it fails, and names where the next alternative failed instead.
//! For the few such `try`s whose position matters, this moves the strict grammar's error to the
//! place the tool names. Maude's runaway statements (a `(` never closed) are placed at the
//! statement's keyword, where Maude names them (see [`super::runaway`]).

use crate::language::Language;

use super::strict::StrictError;

/// The strict error as the tool would place it.
pub fn relocate(language: Language, text: &str, error: StrictError) -> StrictError {
    match language {
        Language::Spthy => tamarin_accountability_lemma(text, &error).unwrap_or(error),
        Language::Maude => super::runaway::maude_runaway(text, &error).unwrap_or(error),
        _ => error,
    }
}

/// Tamarin reads `lemma n[attrs]: c1, c2 accounts for "φ"` inside `try` (`lemmaAcc`,
/// Parser/Accountability.hs) before it tries a plain lemma. When anything from the case tests
/// through `φ` and the layout after it fails (the lexeme's layout included: an unclosed
/// comment), the plain lemma takes over and stops where its body should start, expecting a
/// trace quantifier or `"`.
fn tamarin_accountability_lemma(text: &str, error: &StrictError) -> Option<StrictError> {
    let at = error.offset.min(text.len());
    let lemma = last_word_before(text, "lemma", at)?;
    let body = lemma_body_start(text, lemma + "lemma".len())?;
    let rest = &text[body..];
    let plain_body = ["all-traces", "exists-trace", "\""].iter().any(|t| rest.starts_with(t));
    if body > at || plain_body || !rest.starts_with(|c: char| c.is_alphabetic()) {
        return None;
    }
    let within = match layout_after_formula(text, body) {
        Some(end) => at < end,
        // The formula or a comment after it runs to the end of the file.
        None => true,
    };
    within.then(|| StrictError {
        offset: body,
        expected: vec!["`all-traces`".into(), "`exists-trace`".into(), "`\"`".into()],
    })
}

/// Offset of the last whole-word `word` that starts before `before` outside comments, formal
/// comments (`text{* … *}`) and quoted formulas.
fn last_word_before(text: &str, word: &str, before: usize) -> Option<usize> {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut last = None;
    let mut i = 0;
    while i < before {
        let rest = &text[i..];
        let skip_to = |close: &str, open_len: usize| {
            rest[open_len..].find(close).map_or(text.len(), |n| i + open_len + n + close.len())
        };
        if rest.starts_with("//") {
            i = skip_to("\n", 2);
        } else if rest.starts_with("/*") {
            i = skip_to("*/", 2);
        } else if rest.starts_with("{*") {
            i = skip_to("*}", 2);
        } else if rest.starts_with('"') {
            i = skip_to("\"", 1);
        } else {
            if rest.starts_with(word)
                && !text[..i].chars().next_back().is_some_and(is_ident)
                && !rest[word.len()..].chars().next().is_some_and(is_ident)
            {
                last = Some(i);
            }
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    last
}

/// After `lemma`: the name, the attributes in `[…]` and the colon; where the body starts.
fn lemma_body_start(text: &str, mut i: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let skip_space = |mut i: usize| {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    i = skip_space(i);
    let name = i;
    while i < text.len() && text[i..].starts_with(|c: char| c.is_alphanumeric() || c == '_') {
        i += text[i..].chars().next()?.len_utf8();
    }
    if i == name {
        return None;
    }
    i = skip_space(i);
    if bytes.get(i) == Some(&b'[') {
        let mut depth = 0usize;
        loop {
            match bytes.get(i)? {
                b'[' => depth += 1,
                b']' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        i = skip_space(i + 1);
    }
    (bytes.get(i) == Some(&b':')).then(|| skip_space(i + 1))
}

/// The end of the quoted formula that follows `from` and of the white space and comments after
/// it; None when the formula or a comment is not closed before the end of the file.
fn layout_after_formula(text: &str, from: usize) -> Option<usize> {
    let open = from + text[from..].find('"')?;
    let mut i = open + 1 + text[open + 1..].find('"')? + 1;
    loop {
        let rest = &text[i..];
        let trimmed = rest.trim_start();
        i += rest.len() - trimmed.len();
        if trimmed.starts_with("//") {
            i += trimmed.find('\n').map_or(trimmed.len(), |n| n + 1);
        } else if let Some(comment) = trimmed.strip_prefix("/*") {
            i += 2 + comment.find("*/")? + 2;
        } else {
            return Some(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(text: &str, error_at: &str) -> usize {
        let offset = text.find(error_at).unwrap();
        relocate(Language::Spthy, text, StrictError { offset, expected: vec!["`x`".into()] }).offset
    }

    #[test]
    fn errors_in_an_accountability_lemma_move_to_its_body() {
        let text = "lemma acc [reuse]:\n  blamed, other accounts for\n  \"not (Ex x. F(x) @ i\"\n\nrule R: [] --> []";
        let body = text.find("blamed").unwrap();
        assert_eq!(place(text, "F(x)"), body);
        assert_eq!(place(text, "other"), body);
        // After the lemma, an error is the next item's.
        assert_eq!(place(text, "rule"), text.find("rule").unwrap());
    }

    #[test]
    fn an_unclosed_comment_after_the_lemma_is_the_lemmas_error() {
        let text = "lemma acc:\n  t accounts for \"All x #i. A(x) @ i ==> B(x) @ i\"\n\n/* results\n";
        assert_eq!(place(text, "/*"), text.find("t accounts").unwrap());
    }

    #[test]
    fn a_misspelt_trace_quantifier_reads_as_a_case_test() {
        let text = "lemma l:\n  existstrace\n  \"Ex #i. A() @ i\"\n";
        assert_eq!(place(text, "\"Ex"), text.find("existstrace").unwrap());
    }

    #[test]
    fn lemmas_in_comments_do_not_count() {
        let text = "/* lemma a: b accounts for */\nrule R: [ ] --[ A( ]-> [ ]\n// lemma c: d\n";
        assert_eq!(place(text, "]->"), text.find("]->").unwrap());
    }

    #[test]
    fn plain_lemmas_and_other_languages_keep_their_position() {
        let text = "lemma l: exists-trace \"Ex #i. A( @ i\"\n";
        assert_eq!(place(text, "@ i"), text.find("@ i").unwrap());
        let text = "lemma l: \"Ex #i. A( @ i\"\n";
        assert_eq!(place(text, "@ i"), text.find("@ i").unwrap());
        let pv = "lemma x: y accounts for \"z(\"";
        let e = StrictError { offset: 25, expected: vec![] };
        assert_eq!(relocate(Language::Pv, pv, e).offset, 25);
    }
}
