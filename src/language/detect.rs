//! Guessing a language from content, for standard input without `--lang`.
//!
//! Scores each language by how many of its signature words occur; ties and empty input give
//! no answer rather than a guess.

use super::{Language, LANGUAGES};

/// The most likely language of `text`, or `None` when nothing points clearly to one.
pub fn guess_from_content(text: &str) -> Option<Language> {
    let mut scores: Vec<(usize, Language)> = LANGUAGES
        .iter()
        .map(|spec| {
            let hits = spec.signature.iter().filter(|word| contains_word(text, word)).count();
            (hits, spec.language)
        })
        .collect();
    scores.sort_by(|a, b| b.0.cmp(&a.0));
    match (scores.first(), scores.get(1)) {
        (Some(&(best, lang)), Some(&(second, _))) if best >= 2 && best > second => Some(lang),
        _ => None,
    }
}

/// `word` occurs in `text` not glued to identifier characters on the sides where the word
/// itself starts or ends with one.
fn contains_word(text: &str, word: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let starts_ident = word.chars().next().is_some_and(is_ident);
    let ends_ident = word.chars().last().is_some_and(is_ident);
    text.match_indices(word).any(|(i, _)| {
        let before_ok = !starts_ident || !text[..i].chars().next_back().is_some_and(is_ident);
        let after_ok = !ends_ident || !text[i + word.len()..].chars().next().is_some_and(is_ident);
        before_ok && after_ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guesses_spdl() {
        let text = "protocol ns(I,R) { role I { fresh ni: Nonce; send_1(I,R,{ni}pk(R)); claim_i1(I,Niagree); } }";
        assert_eq!(guess_from_content(text), Some(Language::Spdl));
    }

    #[test]
    fn guesses_tamarin() {
        let text = "theory T begin builtins: hashing rule R: [ Fr(~k) ] --[ A() ]-> [ Out(~k) ] lemma l: \"All #i. A() @ i ==> F\" end";
        assert_eq!(guess_from_content(text), Some(Language::Spthy));
    }

    #[test]
    fn prose_is_no_language() {
        assert_eq!(guess_from_content("Hello, this is plain prose about nothing."), None);
        assert_eq!(guess_from_content(""), None);
    }
}
