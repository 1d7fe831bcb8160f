//! Identifying the verifier language of a text (a fenced block, a reply) from its tokens.
//!
//! Each language has its own logos token table (one file each, data only, written with
//! [`token_table!`]): its keywords and marks sorted by how much they say about the language
//! (`Strong`, `Medium`), its distinctive operators, its comment styles, and the plain tokens
//! that say nothing (its identifier pattern and the punctuation marks it reads; numbers are
//! common to all). A text is lexed with every table; each language's score adds the weights of its
//! tokens, counting each distinct token text at most [`REPEAT_CAP`] times so that one word
//! repeated does not decide (all comments count as one text: a comment style is one clue). Characters a language cannot lex cost a little.
//!
//! The identifier only ranks. Whether a text really is a model of a language is for the
//! grammars (`cfb::lint`) to say where they exist; extraction asks both.

/// Defines a language's token table `Token` (a logos lexer) and its [`TokenTable`] class:
/// `ident` is the language's identifier pattern and `marks` its punctuation (both plain, with
/// the numbers), `variants` the attributes of `Strong`, `Medium`, `Operator` and `Comment`, in
/// that order.
macro_rules! token_table {
    (ident: $ident:tt, marks: [$($mark:tt),* $(,)?], variants: { $($variants:tt)* }) => {
        #[derive(logos::Logos, Debug, Clone, Copy, PartialEq)]
        #[logos(skip r"[ \t\r\n\f]+")]
        pub enum Token {
            $($variants)*
            #[regex($ident)]
            #[regex(r"[0-9]+")]
            $(#[token($mark)])*
            Plain,
        }

        impl super::TokenTable for Token {
            fn class(&self) -> super::Class {
                match self {
                    Token::Strong => super::Class::Strong,
                    Token::Medium => super::Class::Medium,
                    Token::Operator => super::Class::Operator,
                    Token::Comment => super::Class::Comment,
                    Token::Plain => super::Class::Plain,
                }
            }
        }
    };
}
pub(crate) use token_table;

mod cv;
mod ec;
mod hlpsl;
mod maude;
mod ocv;
mod pv;
mod spdl;
mod spthy;

use std::collections::HashMap;

use logos::Logos;

use super::Language;

/// What a token says about its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A word or mark (almost) only this language has.
    Strong,
    /// A keyword the language shares with a few others.
    Medium,
    /// An operator typical of the language.
    Operator,
    /// A comment in the language's own style.
    Comment,
    /// Identifiers, numbers, punctuation: no evidence either way.
    Plain,
}

impl Class {
    fn weight(self) -> f64 {
        match self {
            Class::Strong => 3.0,
            Class::Medium => 1.0,
            Class::Operator => 2.0,
            Class::Comment => 1.0,
            Class::Plain => 0.0,
        }
    }
}

/// Implemented by every language's token table.
pub trait TokenTable {
    fn class(&self) -> Class;
}

/// A distinct token text counts at most this many times.
pub const REPEAT_CAP: usize = 3;
/// Cost of a character the language's lexer cannot read, and the most errors counted (a text
/// in another script, box drawings, must not sink a language).
const ERROR_COST: f64 = 0.25;
const MAX_ERRORS: usize = 40;
/// Least score for a language to be named at all.
pub const MIN_SCORE: f64 = 6.0;
/// The best language must beat the next one (of another family) by this factor.
pub const MARGIN: f64 = 1.3;

fn score_with<'s, T>(text: &'s str) -> f64
where
    T: Logos<'s, Source = str> + TokenTable,
    T::Extras: Default,
{
    let mut seen: HashMap<&'s str, usize> = HashMap::new();
    let mut score = 0.0;
    let mut errors = 0usize;
    let mut lexer = T::lexer(text);
    while let Some(token) = lexer.next() {
        match token {
            Ok(token) => {
                let class = token.class();
                if class == Class::Plain {
                    continue;
                }
                // comments say only which comment style: all of them count as one token text
                let key = if class == Class::Comment { "" } else { lexer.slice() };
                let n = seen.entry(key).or_insert(0);
                *n += 1;
                if *n <= REPEAT_CAP {
                    score += class.weight();
                }
            }
            Err(_) => {
                errors += 1;
                if errors <= MAX_ERRORS {
                    score -= ERROR_COST;
                }
            }
        }
    }
    score
}

/// The score of `text` as `language`: the sum of its tokens' evidence.
pub fn score(language: Language, text: &str) -> f64 {
    match language {
        Language::Spdl => score_with::<spdl::Token>(text),
        Language::Hlpsl => score_with::<hlpsl::Token>(text),
        Language::Pv => score_with::<pv::Token>(text),
        Language::Spthy => score_with::<spthy::Token>(text),
        Language::Maude => score_with::<maude::Token>(text),
        Language::Cv => score_with::<cv::Token>(text),
        Language::Ocv => score_with::<ocv::Token>(text),
        Language::Ec => score_with::<ec::Token>(text),
    }
}

/// Languages checked by the same tool (CryptoVerif's channel and oracle front ends) are one
/// family: telling them apart is not telling the tool apart.
pub fn same_family(a: Language, b: Language) -> bool {
    a == b || matches!((a, b), (Language::Cv, Language::Ocv) | (Language::Ocv, Language::Cv))
}

/// Every language's score for a text, best first.
#[derive(Debug, Clone)]
pub struct Identification {
    pub ranking: Vec<(Language, f64)>,
}

impl Identification {
    /// The language the text is written in, when one stands out: its score reaches
    /// [`MIN_SCORE`] and beats every language of another family by [`MARGIN`].
    pub fn best(&self) -> Option<Language> {
        let &(lang, best) = self.ranking.first()?;
        if best < MIN_SCORE {
            return None;
        }
        let second = self.ranking.iter().find(|(l, _)| !same_family(*l, lang)).map_or(0.0, |(_, s)| *s);
        (best >= second * MARGIN).then_some(lang)
    }

    pub fn score_of(&self, language: Language) -> f64 {
        self.ranking.iter().find(|(l, _)| *l == language).map_or(0.0, |(_, s)| *s)
    }

    /// The best score of `language`'s family.
    pub fn family_score(&self, language: Language) -> f64 {
        self.ranking.iter().filter(|(l, _)| same_family(*l, language)).map(|(_, s)| *s).fold(f64::MIN, f64::max)
    }

    /// The best score of any language outside `language`'s family.
    pub fn best_other(&self, language: Language) -> Option<(Language, f64)> {
        self.ranking.iter().find(|(l, _)| !same_family(*l, language)).copied()
    }
}

/// Ranks every language for `text`.
pub fn identify(text: &str) -> Identification {
    let mut ranking: Vec<(Language, f64)> = Language::all().map(|l| (l, score(l, text))).collect();
    ranking.sort_by(|a, b| b.1.total_cmp(&a.1));
    Identification { ranking }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(text: &str) -> Option<Language> {
        identify(text).best()
    }

    #[test]
    fn spdl() {
        let t = "usertype SessionKey;\nprotocol ns(I,R) {\n role I {\n  fresh ni: Nonce;\n  send_1(I,R,{ni,I}pk(R));\n  recv_2(R,I,{ni,nr}pk(I));\n  claim_i1(I,Niagree);\n }\n}\n";
        assert_eq!(best(t), Some(Language::Spdl));
    }

    #[test]
    fn hlpsl() {
        let t = "role alice(A,B:agent, Ka:public_key, SND,RCV:channel(dy)) played_by A def=\n local State:nat\n init State:=0\n transition\n 1. State=0 /\\ RCV(start) =|> State':=1 /\\ SND({Na'}_Kb)\nend role\n";
        assert_eq!(best(t), Some(Language::Hlpsl));
    }

    #[test]
    fn proverif() {
        let t = "free c: channel.\ntype key.\nfun senc(bitstring, key): bitstring.\nreduc forall m: bitstring, k: key; sdec(senc(m,k),k) = m.\nquery attacker(s).\nprocess\n new k: key; out(c, senc(s,k))\n";
        assert_eq!(best(t), Some(Language::Pv));
    }

    #[test]
    fn tamarin() {
        let t = "theory T\nbegin\nbuiltins: hashing\nrule R:\n [ Fr(~k) ] --[ Secret(~k) ]-> [ Out(h(~k)) ]\nlemma s: \"All k #i. Secret(k) @ #i ==> not (Ex #j. K(k) @ #j)\"\nend\n";
        assert_eq!(best(t), Some(Language::Spthy));
    }

    #[test]
    fn maude() {
        let t = "fmod PROTOCOL-EXAMPLE-SYMBOLS is\n protecting DEFINITION-PROTOCOL-RULES .\n sorts Name Nonce Key .\n subsort Name Nonce < Msg .\n op pk : Name Msg -> Msg [frozen] .\n var A : Name .\n eq pk(A, sk(A, Z)) = Z [variant] .\nendfm\n";
        assert_eq!(best(t), Some(Language::Maude));
    }

    #[test]
    fn cryptoverif_both_front_ends() {
        let cv = "param N.\ntype key [fixed].\nproba Penc.\nexpand IND_CPA_sym_enc(key, bitstring, bitstring, enc, dec, injbot, Z, Penc).\nchannel c.\nprocess\n in(c, ()); new k: key; out(c, ())\n";
        let ocv = "param N.\ntype key [fixed].\nproba Penc.\nexpand IND_CPA_sym_enc(key, bitstring, bitstring, enc, dec, injbot, Z, Penc).\nprocess\n Ostart() := k <-R key; return();\n foreach i <= N do O(x: bitstring) := return(enc(x, k))\n";
        assert!(matches!(best(cv), Some(Language::Cv | Language::Ocv)), "{:?}", identify(cv));
        assert!(matches!(best(ocv), Some(Language::Cv | Language::Ocv)), "{:?}", identify(ocv));
        assert_eq!(best(ocv), Some(Language::Ocv));
    }

    #[test]
    fn easycrypt() {
        let t = "require import AllCore Distr.\nmodule M = {\n proc f(x : int) : int = {\n  var y;\n  y <$ dint;\n  return x + y;\n }\n}.\nlemma l : hoare [M.f : true ==> true].\nproof. proc; auto. qed.\n";
        assert_eq!(best(t), Some(Language::Ec));
    }

    #[test]
    fn prose_and_shell_are_none() {
        assert_eq!(best("This protocol lets two parties agree on a key. The initiator sends a nonce."), None);
        assert_eq!(best("proverif model.pv\ntamarin-prover --prove model.spthy\n"), None);
        assert_eq!(best(""), None);
    }
}
