//! Maude's runaway statements. Maude's lexer reads a statement as a bubble that ends at a
//! period outside parentheses followed by a declaration keyword; a `(` that is never closed
//! makes it read on to the end of the file. At the end of the file Maude 3.5.1
//! (lexerAux.cc, `analyzeEofError`) looks in that bubble for the first period followed, on a
//! later line, by a word that ends a module or starts a declaration; when there is one it
//! reports the statement at the line of its keyword, not at the end of the file where the
//! strict grammar stops:
//!
//! ```text
//! Warning: "f.maude", line 6 (fmod FOO): runaway equation:
//!   eq f (a, b = a .
//! End of equation not recognized because of open parenthesis.
//! ```
//!
//! Otherwise (no such period: a file cut short) it says "unexpected end-of-file while
//! reading" on the file's last line, as it does for a `(` left open in an operator
//! declaration or a command and for `cmb` (Maude 3.5.1 tests `mb` twice instead of `cmb`);
//! there the strict grammar stops already. Square brackets do not count: an unclosed `[` is a
//! term error, not a runaway.

use super::strict::StrictError;

/// How the expected item of a runaway statement's error starts.
const RUNAWAY: &str = "the `)` of the `(`";

/// Statement keywords Maude analyzes at the end of the file, and what it calls the statement.
const STATEMENTS: [(&str, &str); 8] = [
    ("eq", "equation"),
    ("ceq", "conditional equation"),
    ("cq", "conditional equation"),
    ("rl", "rule"),
    ("crl", "conditional rule"),
    ("mb", "membership axiom"),
    ("sd", "strategy definition"),
    ("csd", "conditional strategy definition"),
];

/// Words after a period that end the statement before them (lexer.ll `END_STATEMENT_MODE`).
const STATEMENT_ENDS: &str = "pr protecting ex extending us using inc including gb generated-by \
    sort sorts subsort subsorts op ops var vars mb cmb eq cq ceq rl crl sd csd strat strats \
    endth endoth endfth endsth endm endfm endsm endom endo endv endsv jbo msg msgs class subclass subclasses";

/// Of those, the words that Maude does not take, after a period on a later line, for where a
/// runaway statement was meant to end (`analyzeEofError`).
const NOT_GUESSED: [&str; 4] = ["endo", "endv", "endsv", "jbo"];

fn ends_statement(word: &str) -> bool {
    STATEMENT_ENDS.split_whitespace().any(|w| w == word)
}

/// The strict error at the keyword of the statement whose `(` is never closed, when Maude
/// names that statement a runaway and the strict grammar stopped after that `(`.
pub fn maude_runaway(text: &str, error: &StrictError) -> Option<StrictError> {
    let tokens = tokens(text);
    let (open, keyword) = first_unclosed(text, &tokens)?;
    let word = &text[tokens[keyword].0..tokens[keyword].1];
    let (_, kind) = STATEMENTS.iter().find(|(k, _)| *k == word)?;
    if error.offset <= tokens[open].0 || !guessed_end(text, &tokens[keyword + 1..]) {
        return None;
    }
    let line = |at: usize| text[..at].matches('\n').count() + 1;
    Some(StrictError {
        offset: tokens[keyword].0,
        expected: vec![format!(
            "{RUNAWAY} on line {} (Maude reads the rest of the file into this runaway {kind})",
            line(tokens[open].0)
        )],
    })
}

/// The `(` that makes the strict error a runaway statement's (as [`maude_runaway`] placed it).
pub fn open_parenthesis(text: &str, error: &StrictError) -> Option<usize> {
    if !error.expected.first().is_some_and(|e| e.starts_with(RUNAWAY)) {
        return None;
    }
    let tokens = tokens(text);
    let (open, keyword) = first_unclosed(text, &tokens)?;
    (tokens[keyword].0 == error.offset).then_some(tokens[open].0)
}

/// Whether some period among `tokens` is followed, on a later line, by a word that ends a
/// module or starts a declaration.
fn guessed_end(text: &str, tokens: &[(usize, usize)]) -> bool {
    tokens.windows(2).any(|pair| {
        let [(dot_start, dot_end), (next_start, next_end)] = [pair[0], pair[1]];
        let dot = &text[dot_start..dot_end];
        is_period(dot)
            && text[dot_end..next_start].contains('\n')
            && ends_statement(&text[next_start..next_end])
            && !NOT_GUESSED.contains(&&text[next_start..next_end])
    })
}

/// A period, or a word that ends in one (Maude splits it off, warning "missing space").
fn is_period(word: &str) -> bool {
    word.ends_with('.') && !word.ends_with("`.")
}

/// The tokens of a Maude text (start, end), comments left out.
fn tokens(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() || c == 0x0C {
            i += 1;
        } else if text[i..].starts_with("***") || text[i..].starts_with("---") {
            i = comment_end(text, i);
        } else if b"()[]{},".contains(&c) {
            out.push((i, i + 1));
            i += 1;
        } else {
            let end = word_end(text, i).max(i + 1);
            out.push((i, end));
            i = end;
        }
    }
    out
}

/// The outermost `(` that the file never closes, and the statement keyword before it (token
/// indices): the last word at parenthesis depth 0 that follows a period or `is` and starts a
/// statement with terms.
fn first_unclosed(text: &str, tokens: &[(usize, usize)]) -> Option<(usize, usize)> {
    let mut opens: Vec<usize> = Vec::new();
    let mut outermost_statement = None;
    let mut statement: Option<usize> = None;
    let mut previous = "";
    for (k, &(start, end)) in tokens.iter().enumerate() {
        let word = &text[start..end];
        match word {
            "(" => {
                if opens.is_empty() {
                    outermost_statement = statement;
                }
                opens.push(k);
            }
            ")" => {
                opens.pop();
            }
            _ if opens.is_empty() && (is_period(previous) || previous == "is") => {
                if STATEMENTS.iter().any(|(s, _)| *s == word) || word == "cmb" {
                    statement = Some(k);
                } else if ends_statement(word) {
                    statement = None;
                }
            }
            _ => {}
        }
        if opens.is_empty() {
            previous = word;
        }
    }
    Some((*opens.first()?, outermost_statement?))
}

/// End of the comment that starts at `i` (`***` or `---`): a parenthesized block comment when
/// `(` follows past blanks (not after `***>` or `--->`), else the rest of the line.
fn comment_end(text: &str, i: usize) -> usize {
    let bytes = text.as_bytes();
    let line_end = text[i..].find('\n').map_or(text.len(), |n| i + n);
    if bytes.get(i + 3) == Some(&b'>') {
        return line_end;
    }
    let mut k = i + 3;
    while matches!(bytes.get(k), Some(b' ' | b'\t' | b'\r')) {
        k += 1;
    }
    if bytes.get(k) != Some(&b'(') {
        return line_end;
    }
    let mut depth = 0usize;
    while k < bytes.len() {
        match bytes[k] {
            b'`' => k += 1,
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return k + 1;
                }
            }
            _ => {}
        }
        k += 1;
    }
    text.len()
}

/// End of the word (or string) that starts at `i`: up to white space or a bracket or comma
/// that no backquote escapes.
fn word_end(text: &str, i: usize) -> usize {
    let bytes = text.as_bytes();
    let mut k = i;
    while k < bytes.len() {
        match bytes[k] {
            b'"' => {
                k += 1;
                while k < bytes.len() && bytes[k] != b'"' && bytes[k] != b'\n' {
                    k += if bytes[k] == b'\\' { 2 } else { 1 };
                }
                k += 1;
            }
            b'`' => k += 2,
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b',' => break,
            c if c.is_ascii_whitespace() || c == 0x0C => break,
            _ => k += 1,
        }
    }
    k.min(bytes.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at_end(text: &str) -> StrictError {
        StrictError { offset: text.len(), expected: vec!["`)`".into()] }
    }

    fn runaway(text: &str) -> Option<StrictError> {
        maude_runaway(text, &at_end(text))
    }

    fn line_of(text: &str, offset: usize) -> usize {
        text[..offset].matches('\n').count() + 1
    }

    #[test]
    fn an_equation_left_open_is_reported_at_its_keyword() {
        let text = "fmod FOO is\n  sort S .\n  ops a b : -> S .\n  op f : S S -> S .\n  eq\n    f(a, b = a .\n  eq f(b, a) = b .\nendfm\n";
        let moved = runaway(text).expect("runaway");
        assert_eq!(line_of(text, moved.offset), 5);
        assert!(moved.expected[0].contains("`(` on line 6"), "{:?}", moved.expected);
        assert!(moved.expected[0].contains("runaway equation"), "{:?}", moved.expected);
        assert_eq!(open_parenthesis(text, &moved), text.find("(a, b"));
        assert_eq!(open_parenthesis(text, &at_end(text)), None);
    }

    #[test]
    fn the_outermost_open_parenthesis_names_the_statement() {
        // Balanced parentheses after the runaway one do not close it; the rule is the culprit.
        let text =
            "mod M is\n sort S .\n op a : -> S .\n rl f(a, b) => (b .\n eq g(a) = a .\n crl a => b if (a) .\nendm\n";
        let moved = runaway(text).expect("runaway");
        assert_eq!(line_of(text, moved.offset), 4);
        assert!(moved.expected[0].contains("runaway rule"));
    }

    #[test]
    fn parentheses_in_comments_and_backquoted_do_not_count() {
        let text = "fmod M is\n --- (\n *** ( nested ( ) )\n op `( : -> S .\n eq a = b .\n";
        assert!(first_unclosed(text, &tokens(text)).is_none());
        assert!(runaway(text).is_none());
    }

    #[test]
    fn declarations_and_commands_are_not_runaways() {
        // Maude: "unexpected end-of-file" on the last line, where the grammar stops already.
        for text in [
            "fmod M is\n sort S .\n ops (a b : -> S .\n op f : S S -> S .\nendfm\n",
            "fmod M is\n sort S .\n op a : -> S .\n eq a = a .\nendfm\nred f(a .\n",
        ] {
            assert!(runaway(text).is_none(), "{text}");
        }
    }

    #[test]
    fn a_file_cut_short_is_not_a_runaway() {
        // No period followed by a declaration on a later line: "unexpected end-of-file".
        // The period on the same line as `endfm`; and `cmb`, which Maude 3.5.1 does not
        // analyze (it tests `mb` twice).
        for text in [
            "fmod M is\n sort S .\n eq f(a, b) = g(a",
            "fmod M is\n sort S .\n eq f(a, b = a . endfm\n",
            "fmod M is\n sort S .\n cmb f(a, b : S if a = b .\n eq a = b .\nendfm\n",
        ] {
            assert!(runaway(text).is_none(), "{text}");
        }
        let mb = "fmod M is\n sort S .\n mb f(a, b : S .\n eq a = b .\nendfm\n";
        assert!(runaway(mb).is_some());
    }

    #[test]
    fn an_error_before_the_open_parenthesis_stays() {
        let text = "fmod M is\n sort S .\n eq f(a = b .\n";
        let early = StrictError { offset: 5, expected: vec!["`is`".into()] };
        assert!(maude_runaway(text, &early).is_none());
    }
}
