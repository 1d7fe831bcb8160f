//! HLPSL (AVISPA) tokens.

super::token_table! {
    ident: r"[A-Za-z_][A-Za-z0-9_]*",
    marks: ["{", "}", "(", ")", ";", ",", ":", "=", ".", "<", ">", "^", "\\/", "'"],
    variants: {
        #[token("played_by")]
        #[token("def=")]
        #[token("transition")]
        #[token("composition")]
        #[token("secrecy_of")]
        #[token("authentication_on")]
        #[token("weak_authentication_on")]
        #[token("intruder_knowledge")]
        #[token("wrequest")]
        #[token("public_key")]
        #[token("symmetric_key")]
        #[token("hash_func")]
        #[token("environment")]
        #[token("channel(dy)")]
        #[token("channel (dy)")]
        #[regex(r"[A-Z][A-Za-z0-9_]*'", priority = 10)]
        Strong,
        #[token("role")]
        #[token("local")]
        #[token("init")]
        #[token("goal")]
        #[token("end")]
        #[token("agent")]
        #[token("text")]
        #[token("nat")]
        #[token("witness")]
        #[token("request")]
        #[token("secret")]
        #[token("const")]
        #[token("session")]
        #[token("protocol_id")]
        #[token("start")]
        #[token("inv")]
        #[token("exp")]
        #[token("xor")]
        #[token("set")]
        #[token("cons")]
        #[token("in")]
        Medium,
        #[token("/\\")]
        #[token("=|>")]
        #[token("--|>")]
        #[token(":=")]
        #[token("}_")]
        Operator,
        #[regex(r"%[^\n]*", allow_greedy = true)]
        Comment,
    }
}
