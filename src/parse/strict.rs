//! The strict acceptance check: a language's pest grammar, with errors in plain words.

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

/// Runs pest's `entry` rule over `text`. Generic over each language's generated parser.
pub fn check<P, R>(text: &str, entry: R) -> Result<(), StrictError>
where
    P: pest::Parser<R>,
    R: RuleType,
{
    // Tracking every attempt for the "expected …" list costs more than the parse itself, so
    // the text is parsed fast first and again with tracking only when it fails. The flag is
    // process-wide: a parse racing another thread may lose detail, never its error position.
    pest::set_error_detail(false);
    if P::parse(entry, text).is_ok() {
        return Ok(());
    }
    pest::set_error_detail(true);
    let result = P::parse(entry, text);
    pest::set_error_detail(false);
    match result {
        Ok(_) => Ok(()),
        Err(error) => Err(convert::<P, R>(&error)),
    }
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
        expected.extend(literals.iter().map(|t| format!("`{}`", t.escape_debug())));
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

/// Formats an expected list for a message: "`;` or `}`", "one of `a`, `b` or term".
pub fn describe_expected(expected: &[String]) -> String {
    const MAX: usize = 10;
    let mut items: Vec<&str> = expected.iter().map(String::as_str).take(MAX).collect();
    let more = expected.len().saturating_sub(MAX);
    match items.len() {
        0 => "something else".into(),
        1 => items[0].into(),
        _ => {
            let last = items.pop().unwrap();
            let mut s = items.join(", ");
            if more > 0 {
                s.push_str(&format!(", {last} or {more} more"));
            } else {
                s.push_str(&format!(" or {last}"));
            }
            s
        }
    }
}

/// What stands at `offset`, for "found …": the token-like text there, or end of file.
pub fn found_at(text: &str, offset: usize) -> String {
    let rest = text.get(offset..).unwrap_or("");
    let rest_trimmed = rest.trim_start();
    let Some(first) = rest_trimmed.chars().next() else {
        return "end of file".into();
    };
    let token: String = if first.is_alphanumeric() || first == '_' {
        rest_trimmed.chars().take_while(|c| c.is_alphanumeric() || *c == '_').take(40).collect()
    } else {
        first.to_string()
    };
    format!("`{}`", token.escape_debug())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_lists_read_as_words() {
        assert_eq!(describe_expected(&["`;`".into()]), "`;`");
        assert_eq!(describe_expected(&["`;`".into(), "`}`".into(), "term".into()]), "`;`, `}` or term");
        assert_eq!(describe_expected(&[]), "something else");
    }

    #[test]
    fn found_names_the_token_or_the_end() {
        assert_eq!(found_at("a  role x", 1), "`role`");
        assert_eq!(found_at("a;", 1), "`;`");
        assert_eq!(found_at("a   ", 1), "end of file");
    }
}
