//! Guessing a language from content, for standard input without `--lang`.
//!
//! Uses the token-based identifier ([`super::identify`]): a language is named only when its
//! score stands out; ties, prose and empty input give no answer rather than a guess.

use super::Language;

/// The most likely language of `text`, or `None` when nothing points clearly to one.
pub fn guess_from_content(text: &str) -> Option<Language> {
    super::identify::identify(text).best()
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
