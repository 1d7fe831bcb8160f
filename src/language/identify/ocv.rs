//! CryptoVerif tokens, oracle front end (`.ocv`).

super::token_table! {
    ident: r"[A-Za-z_][A-Za-z0-9_']*",
    marks: ["(", ")", "[", "]", ";", ",", ":", "=", ".", "!", "|", "&&", "||", "<>", "<=", "<", ">", "/", "+", "-", "*", "#", "^", "{", "}"],
    variants: {
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
        #[token("foreach")]
        #[token("return")]
        #[token(":=")]
        #[token("run")]
        Strong,
        #[token("param")]
        #[token("find")]
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
        #[token("do")]
        #[token("bitstring")]
        #[token("bool")]
        #[token("time")]
        Medium,
        #[token("==>")]
        #[token("->")]
        #[token("<-")]
        Operator,
        #[regex(r"\(\*([^*]|\*+[^*)])*\*+\)")]
        Comment,
    }
}
