//! CryptoVerif tokens, channel front end (`.cv`).

use logos::Logos;

use super::{Class, TokenTable};

#[derive(Logos, Debug, Clone, Copy, PartialEq)]
#[logos(skip r"[ \t\r\n\f]+")]
pub enum Token {
    #[token("proba")]
    #[token("expand")]
    #[token("equiv")]
    #[token("suchthat")]
    #[token("orfind")]
    #[token("defined")]
    #[token("collision")]
    #[token("independent-of")]
    #[token("fixed")]
    #[token("large")]
    #[token("bounded")]
    #[token("nonuniform")]
    #[token("injbot")]
    #[token("inj-event")]
    #[token("<-R")]
    #[token("<=(")]
    #[token(")=>")]
    #[token("proof")]
    Strong,
    #[token("param")]
    #[token("channel")]
    #[token("find")]
    #[token("in")]
    #[token("out")]
    #[token("new")]
    #[token("process")]
    #[token("type")]
    #[token("fun")]
    #[token("forall")]
    #[token("equation")]
    #[token("event")]
    #[token("query")]
    #[token("secret")]
    #[token("let")]
    #[token("letfun")]
    #[token("table")]
    #[token("insert")]
    #[token("get")]
    #[token("if")]
    #[token("then")]
    #[token("else")]
    #[token("const")]
    #[token("def")]
    #[token("yield")]
    #[token("bitstring")]
    #[token("bool")]
    #[token("time")]
    #[token("foreach")]
    #[token("do")]
    #[token("return")]
    Medium,
    #[token("==>")]
    #[token("->")]
    #[token("<-")]
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
    #[token("<=")]
    #[token("<")]
    #[token(">")]
    #[token("/")]
    #[token("+")]
    #[token("-")]
    #[token("*")]
    #[token("#")]
    #[token("^")]
    #[token("{")]
    #[token("}")]
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
