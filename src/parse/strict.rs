//! The strict acceptance check: a language's pest grammar, with errors in plain words.

pub use cfb_grammars::{check, StrictError};

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
