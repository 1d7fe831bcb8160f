//! EasyCrypt tokens.

use logos::Logos;

use super::{Class, TokenTable};

#[derive(Logos, Debug, Clone, Copy, PartialEq)]
#[logos(skip r"[ \t\r\n\f]+")]
pub enum Token {
    #[token("proc")]
    #[token("qed")]
    #[token("require")]
    #[token("clone")]
    #[token("byequiv")]
    #[token("byphoare")]
    #[token("islossless")]
    #[token("hoare")]
    #[token("phoare")]
    #[token("smt")]
    #[token("glob")]
    #[token("realize")]
    #[token("inline")]
    #[token("wp")]
    #[token("rnd")]
    #[token("sim")]
    #[token("auto")]
    #[token("progress")]
    #[token("rewrite")]
    #[token("move")]
    #[token("apply")]
    #[token("abstract")]
    #[token("declare")]
    #[token("<$")]
    #[token("<@")]
    #[token("%r")]
    #[token("Pr[")]
    #[token("'a")]
    Strong,
    #[token("module")]
    #[token("lemma")]
    #[token("proof")]
    #[token("import")]
    #[token("export")]
    #[token("theory")]
    #[token("section")]
    #[token("end")]
    #[token("op")]
    #[token("pred")]
    #[token("axiom")]
    #[token("type")]
    #[token("local")]
    #[token("var")]
    #[token("return")]
    #[token("equiv")]
    #[token("res")]
    #[token("forall")]
    #[token("exists")]
    #[token("while")]
    #[token("if")]
    #[token("else")]
    #[token("with")]
    #[token("as")]
    #[token("by")]
    #[token("have")]
    #[token("distr")]
    #[token("int")]
    #[token("real")]
    #[token("bool")]
    Medium,
    #[token("==>")]
    #[token("=>")]
    #[token("/\\")]
    #[token("\\/")]
    #[token("<-")]
    #[token("~")]
    Operator,
    #[regex(r"\(\*([^*]|\*+[^*)])*\*+\)")]
    Comment,
    #[regex(r"[A-Za-z_][A-Za-z0-9_']*")]
    #[regex(r"[0-9]+")]
    #[token("(")]
    #[token(")")]
    #[token("[")]
    #[token("]")]
    #[token("{")]
    #[token("}")]
    #[token(";")]
    #[token(",")]
    #[token(":")]
    #[token("=")]
    #[token(".")]
    #[token("!")]
    #[token("|")]
    #[token("&&")]
    #[token("||")]
    #[token("<")]
    #[token(">")]
    #[token("/")]
    #[token("+")]
    #[token("-")]
    #[token("*")]
    #[token("^")]
    #[token("@")]
    #[token("%")]
    #[token("`")]
    #[token("'")]
    #[token("&")]
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
