//! ProVerif tokens (typed and untyped pi calculus, Horn clauses).

use logos::Logos;

use super::{Class, TokenTable};

#[derive(Logos, Debug, Clone, Copy, PartialEq)]
#[logos(skip r"[ \t\r\n\f]+")]
pub enum Token {
    #[token("reduc")]
    #[token("attacker")]
    #[token("inj-event")]
    #[token("noninterf")]
    #[token("weaksecret")]
    #[token("nounif")]
    #[token("phase")]
    #[token("choice")]
    #[token("private")]
    #[token("bitstring")]
    #[token("mess")]
    #[token("clauses")]
    #[token("elimVar")]
    #[token("otherwise")]
    #[token("letfun")]
    #[token("table")]
    #[token("insert")]
    #[token("get")]
    #[token("putbegin")]
    #[token("free")]
    #[token("pred")]
    Strong,
    #[token("fun")]
    #[token("type")]
    #[token("event")]
    #[token("query")]
    #[token("process")]
    #[token("new")]
    #[token("let")]
    #[token("in")]
    #[token("out")]
    #[token("if")]
    #[token("then")]
    #[token("else")]
    #[token("forall")]
    #[token("equation")]
    #[token("const")]
    #[token("channel")]
    #[token("secret")]
    #[token("not")]
    #[token("data")]
    #[token("set")]
    #[token("param")]
    #[token("where")]
    #[token("suchthat")]
    Medium,
    #[token("==>")]
    #[token("<->")]
    #[token("<=>")]
    #[token("->")]
    Operator,
    #[regex(r"\(\*([^*]|\*+[^*)])*\*+\)")]
    Comment,
    #[regex(r"[A-Za-z_][A-Za-z0-9_']*")]
    #[regex(r"[0-9]+")]
    #[token("(")]
    #[token(")")]
    #[token("[")]
    #[token("]")]
    #[token(";")]
    #[token(",")]
    #[token(":")]
    #[token("=")]
    #[token(".")]
    #[token("!")]
    #[token("|")]
    #[token("&&")]
    #[token("||")]
    #[token("<>")]
    #[token("<")]
    #[token(">")]
    #[token("/")]
    #[token("+")]
    #[token("-")]
    #[token("*")]
    #[token("@")]
    Plain,
}

impl TokenTable for Token {
    fn class(&self) -> Class {
        match self {
            Token::Strong => Class::Strong,
            Token::Medium => Class::Medium,
            Token::Operator => Class::Operator,
            Token::Comment => Class::Comment,
            Token::Plain => Class::Plain,
        }
    }
}
