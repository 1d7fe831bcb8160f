//! Maude and Maude-NPA tokens.

use logos::Logos;

use super::{Class, TokenTable};

#[derive(Logos, Debug, Clone, Copy, PartialEq)]
#[logos(skip r"[ \t\r\n\f]+")]
pub enum Token {
    #[token("fmod")]
    #[token("endfm")]
    #[token("endm")]
    #[token("sorts")]
    #[token("subsort")]
    #[token("subsorts")]
    #[token("protecting")]
    #[token("including")]
    #[token("extending")]
    #[token("ctor")]
    #[token("frozen")]
    #[token("variant")]
    #[token("STRANDS-DOLEVYAO")]
    #[token("STRANDS-PROTOCOL")]
    #[token("ATTACK-STATE")]
    #[token("PROTOCOL-EXAMPLE-SYMBOLS")]
    #[token("PROTOCOL-EXAMPLE-ALGEBRAIC")]
    #[token("PROTOCOL-SPECIFICATION")]
    #[token("DEFINITION-PROTOCOL-RULES")]
    #[token("DEFINITION-CONSTRAINTS-INPUT")]
    #[token("MAUDE-NPA")]
    #[token(":: nil ::")]
    #[token("empty")]
    #[token("nil")]
    #[token("never")]
    #[token("fth")]
    #[token("endfth")]
    #[token("sth")]
    #[token("endsth")]
    #[token("endth")]
    #[token("omod")]
    #[token("endom")]
    #[token("endv")]
    #[token("rew")]
    #[token("frew")]
    #[token("search")]
    #[token("advisories")]
    #[token("timing")]
    #[token("nonexec")]
    #[token("owise")]
    #[token("memo")]
    #[token("cmb")]
    #[token("=>!")]
    #[token("=>*")]
    #[token("=>+")]
    Strong,
    #[token("mod")]
    #[token("is")]
    #[token("sort")]
    #[token("op")]
    #[token("ops")]
    #[token("var")]
    #[token("vars")]
    #[token("eq")]
    #[token("ceq")]
    #[token("rl")]
    #[token("crl")]
    #[token("select")]
    #[token("red")]
    #[token("reduce")]
    #[token("Msg")]
    #[token("Fresh")]
    #[token("Public")]
    #[token("assoc")]
    #[token("comm")]
    #[token("id:")]
    #[token("gather")]
    #[token("prec")]
    #[token("view")]
    #[token("show")]
    #[token("BOOL")]
    #[token("mb")]
    #[token("strat")]
    Medium,
    #[token("->")]
    #[token("=>")]
    #[token("|-")]
    #[token("||")]
    #[token("+(")]
    #[token("-(")]
    Operator,
    #[regex(r"---[^\n]*", allow_greedy = true)]
    #[regex(r"\*\*\*[^\n]*", allow_greedy = true)]
    Comment,
    #[regex(r"[A-Za-z_][A-Za-z0-9_-]*")]
    #[regex(r"[0-9]+")]
    #[token("(")]
    #[token(")")]
    #[token("[")]
    #[token("]")]
    #[token("{")]
    #[token("}")]
    #[token(",")]
    #[token(":")]
    #[token("=")]
    #[token(".")]
    #[token("<")]
    #[token(">")]
    #[token(";")]
    #[token("#")]
    #[token("~")]
    #[token("*")]
    #[token("+")]
    #[token("-")]
    #[token("@")]
    #[token("$")]
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
