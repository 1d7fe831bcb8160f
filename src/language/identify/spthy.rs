//! SPTHY (Tamarin) tokens.

super::token_table! {
    ident: r"[A-Za-z_][A-Za-z0-9_]*",
    marks: ["[", "]", "(", ")", "<", ">", ",", ":", "=", ".", "^", "&", "|", "-", "+", "*", "'", "/"],
    variants: {
        #[token("builtins")]
        #[token("exists-trace")]
        #[token("all-traces")]
        #[token("restriction")]
        #[token("diffie-hellman")]
        #[token("symmetric-encryption")]
        #[token("asymmetric-encryption")]
        #[token("signing")]
        #[token("hashing")]
        #[token("bilinear-pairing")]
        #[token("multiset")]
        #[token("Fr(")]
        #[token("In(")]
        #[token("Out(")]
        #[token("K(")]
        #[token("--[")]
        #[token("]->")]
        #[token("-->")]
        #[token("heuristic")]
        #[regex(r"#[a-zA-Z][A-Za-z0-9_.]*", priority = 10)]
        #[regex(r"~[a-zA-Z][A-Za-z0-9_.]*", priority = 10)]
        #[regex(r"\$[A-Za-z][A-Za-z0-9_.]*", priority = 10)]
        Strong,
        #[token("theory")]
        #[token("begin")]
        #[token("end")]
        #[token("rule")]
        #[token("lemma")]
        #[token("functions")]
        #[token("equations")]
        #[token("All")]
        #[token("Ex")]
        #[token("let")]
        #[token("in")]
        #[token("not")]
        #[token("axiom")]
        #[token("induction")]
        #[token("simplify")]
        #[token("solve")]
        #[token("by")]
        #[token("sorry")]
        #[token("qed")]
        #[token("private")]
        #[token("reuse")]
        #[token("sources")]
        #[token("use_induction")]
        Medium,
        #[token("==>")]
        #[token("@")]
        #[token("!")]
        #[token("<=>")]
        #[token("\"")]
        Operator,
        #[regex(r"//[^\n]*", allow_greedy = true)]
        #[regex(r"/\*([^*]|\*+[^*/])*\*+/")]
        Comment,
    }
}
