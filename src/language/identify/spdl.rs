//! SPDL (Scyther) tokens.

super::token_table! {
    ident: r"[A-Za-z_][A-Za-z0-9_']*",
    marks: ["{", "}", "(", ")", ";", ",", ":", "=", "!", "~", "^", "."],
    variants: {
        #[token("usertype")]
        #[token("hashfunction")]
        #[token("inversekeys")]
        #[token("Nisynch")]
        #[token("Niagree")]
        #[token("Weakagree")]
        #[token("Alive")]
        #[token("Commit")]
        #[token("Running")]
        #[token("SKR")]
        #[token("Reachable")]
        #[token("Ticket")]
        #[regex(r"(send|recv|claim)_[A-Za-z0-9!]+", priority = 10)]
        Strong,
        #[token("protocol")]
        #[token("role")]
        #[token("fresh")]
        #[token("var")]
        #[token("const")]
        #[token("secret")]
        #[token("Secret")]
        #[token("Nonce")]
        #[token("Agent")]
        #[token("Function")]
        #[token("macro")]
        #[token("match")]
        #[token("not")]
        #[token("claim")]
        #[token("send")]
        #[token("recv")]
        Medium,
        #[token("}pk(")]
        #[token("}sk(")]
        #[token("}k(")]
        Operator,
        #[regex(r"//[^\n]*", allow_greedy = true)]
        #[regex(r"/\*([^*]|\*+[^*/])*\*+/")]
        #[regex(r"#[^\n]*", allow_greedy = true)]
        Comment,
    }
}
