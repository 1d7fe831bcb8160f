//! ProVerif tokens (typed and untyped pi calculus, Horn clauses).

super::token_table! {
    ident: r"[A-Za-z_][A-Za-z0-9_']*",
    marks: ["(", ")", "[", "]", ";", ",", ":", "=", ".", "!", "|", "&&", "||", "<>", "<", ">", "/", "+", "-", "*", "@"],
    variants: {
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
    }
}
