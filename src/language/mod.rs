//! The language registry: one data entry per verifier language.
//!
//! Everything cfb knows about a language that is not a grammar, query or mask spec is here,
//! as data. Engines ask the registry; they never match on a language themselves.

mod detect;
pub mod identify;

pub use detect::guess_from_content;

use std::path::Path;

use crate::parse::preprocess::Preprocessor;

/// A verifier language, by its registry id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    Spdl,
    Hlpsl,
    Pv,
    Spthy,
    Maude,
    Cv,
    Ocv,
    Ec,
}

/// A file extension and the front end (strict grammar) the tool picks for it.
#[derive(Debug)]
pub struct FrontEnd {
    pub extension: &'static str,
    /// The strict check: `<name>` for the rule `file` of `grammars/<grammar>/<name>.pest`,
    /// `<name>:<rule>` for another entry rule (`horn:typed_file`).
    pub strict: &'static str,
    /// What the tool runs over the file before its parser.
    pub preprocess: Option<Preprocessor>,
    /// Its block comments, where cfb knows how the tool's lexer reports one left open.
    pub comment: Option<BlockComment>,
    /// The token that ends each sentence, followed by white space or the end of the text,
    /// when the strict grammar's entry rule reads a file as a plain sequence of sentences:
    /// then what it expects at an error can be read from the last sentence on.
    pub sentence_end: Option<&'static str>,
}

/// A block comment, as a tool's lexer reads it.
#[derive(Debug, Clone, Copy)]
pub struct BlockComment {
    pub open: &'static str,
    pub close: &'static str,
    /// Whether a comment opened inside a comment needs its own close.
    pub nests: bool,
    /// Which opener the tool names when a comment is still open at the end of the file.
    pub left_open_at: OpenComment,
}

impl BlockComment {
    /// The openers of the comments still open at the end of `text`, outermost first. Strings
    /// outside comments are skipped (a backslash escapes the next character); inside a comment
    /// only its own delimiters count, as the tools' lexers read it.
    pub fn open_at_end(&self, text: &str) -> Vec<usize> {
        let bytes = text.as_bytes();
        let (opener, closer) = (self.open.as_bytes(), self.close.as_bytes());
        let mut open = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let rest = &bytes[i..];
            if open.is_empty() && rest[0] == b'"' {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            } else if rest.starts_with(opener) && (open.is_empty() || self.nests) {
                open.push(i);
                i += opener.len();
            } else if !open.is_empty() && rest.starts_with(closer) {
                open.pop();
                i += closer.len();
            } else {
                i += 1;
            }
        }
        open
    }
}

/// The opener a tool names for a comment left open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenComment {
    /// The outermost one (or the tool names none, and that is where a reader should look).
    Outermost,
    /// The innermost one still open: the top of the lexer's stack of openers (ProVerif's
    /// `pitlexer.mll`, CryptoVerif's `lexer.mll`).
    Innermost,
    /// None: the end of the file ends the comment, which is no error (ProVerif's untyped
    /// `pilexer.mll` and the Horn clauses' `lexer.mll`).
    EndedByEndOfFile,
}

impl FrontEnd {
    /// The front end with nesting `(* … *)` comments.
    const fn nested_comments(self, left_open_at: OpenComment) -> FrontEnd {
        FrontEnd { comment: Some(BlockComment { open: "(*", close: "*)", nests: true, left_open_at }), ..self }
    }

    /// The front end with `(* … *)` comments that do not nest, and that the end of the file
    /// ends.
    const fn flat_comments_ended_by_end_of_file(self) -> FrontEnd {
        let comment =
            BlockComment { open: "(*", close: "*)", nests: false, left_open_at: OpenComment::EndedByEndOfFile };
        FrontEnd { comment: Some(comment), ..self }
    }

    /// The front end whose files are sentences, each ending with `end`.
    const fn sentences_end_with(self, end: &'static str) -> FrontEnd {
        FrontEnd { sentence_end: Some(end), ..self }
    }
}

/// What the registry holds for one language.
#[derive(Debug)]
pub struct LanguageSpec {
    pub language: Language,
    /// Registry id: folder names, `--lang` values, lint code prefixes (upper-cased).
    pub id: &'static str,
    pub display_name: &'static str,
    /// The verifier whose parser is the reference.
    pub verifier: &'static str,
    /// Folder under `grammars/` holding the tree-sitter grammar.
    pub grammar: &'static str,
    /// Extensions, first one the default; each names its strict front end.
    pub front_ends: &'static [FrontEnd],
    /// Other names accepted by `--lang`.
    pub aliases: &'static [&'static str],
    /// Words and marks typical of the language, for guessing it from content.
    pub signature: &'static [&'static str],
}

const fn fe(extension: &'static str, strict: &'static str) -> FrontEnd {
    FrontEnd { extension, strict, preprocess: None, comment: None, sentence_end: None }
}

/// A front end whose files go through m4 with one macro defined (`.pcv`).
const fn m4(extension: &'static str, strict: &'static str, defined: &'static str) -> FrontEnd {
    FrontEnd { extension, strict, preprocess: Some(Preprocessor::M4Ifdef(defined)), comment: None, sentence_end: None }
}

/// The registry. Order is the order of `cfb --help` and of reports.
pub static LANGUAGES: &[LanguageSpec] = &[
    LanguageSpec {
        language: Language::Spdl,
        id: "spdl",
        display_name: "SPDL",
        verifier: "Scyther",
        grammar: "spdl",
        front_ends: &[fe("spdl", "spdl")],
        aliases: &["scyther"],
        signature: &["protocol", "role", "send_", "recv_", "claim_", "usertype", "fresh", "Nisynch", "Niagree"],
    },
    LanguageSpec {
        language: Language::Hlpsl,
        id: "hlpsl",
        display_name: "HLPSL",
        verifier: "AVISPA",
        grammar: "hlpsl",
        front_ends: &[fe("hlpsl", "hlpsl")],
        aliases: &["avispa"],
        signature: &[
            "role",
            "played_by",
            "def=",
            "transition",
            "composition",
            "environment",
            "witness",
            "request",
            "end role",
        ],
    },
    LanguageSpec {
        language: Language::Pv,
        id: "pv",
        display_name: "ProVerif",
        verifier: "ProVerif",
        grammar: "pv",
        front_ends: &[
            fe("pv", "pv").nested_comments(OpenComment::Innermost),
            fe("pi", "pi").flat_comments_ended_by_end_of_file(),
            fe("horn", "horn").flat_comments_ended_by_end_of_file(),
            fe("horntype", "horn:typed_file").flat_comments_ended_by_end_of_file(),
            m4("pcv", "pv", "ProVerif"),
        ],
        aliases: &["proverif", "pi", "horn", "horntype", "pcv"],
        signature: &["free", "reduc", "query", "attacker", "process", "new", "event", "inj-event", "(*"],
    },
    LanguageSpec {
        language: Language::Spthy,
        id: "spthy",
        display_name: "SPTHY",
        verifier: "Tamarin",
        grammar: "spthy",
        front_ends: &[fe("spthy", "spthy"), fe("sapic", "spthy")],
        aliases: &["tamarin", "sapic"],
        signature: &["theory", "begin", "end", "rule", "lemma", "builtins", "--[", "]->", "Fr(", "All", "Ex"],
    },
    LanguageSpec {
        language: Language::Maude,
        id: "maude",
        display_name: "Maude-NPA",
        verifier: "Maude-NPA",
        grammar: "maude",
        front_ends: &[fe("maude", "maude")],
        aliases: &["maude-npa", "npa"],
        signature: &["fmod", "endfm", "op", "ops", "eq", "sort", "sorts", "STRANDS-DOLEVYAO", "endm"],
    },
    LanguageSpec {
        language: Language::Cv,
        id: "cv",
        display_name: "CryptoVerif",
        verifier: "CryptoVerif",
        grammar: "cv",
        front_ends: &[fe("cv", "cv").nested_comments(OpenComment::Innermost), m4("pcv", "cv", "CryptoVerif")],
        aliases: &["cryptoverif"],
        signature: &["param", "proba", "equiv", "expand", "channel", "foreach", "find", "<-R", "(*"],
    },
    LanguageSpec {
        language: Language::Ocv,
        id: "ocv",
        display_name: "CryptoVerif (oracles)",
        verifier: "CryptoVerif",
        grammar: "cv",
        front_ends: &[fe("ocv", "ocv").nested_comments(OpenComment::Innermost)],
        aliases: &["oracle"],
        signature: &["param", "proba", "foreach", "return", ":=", "<-R", "expand", "(*"],
    },
    LanguageSpec {
        language: Language::Ec,
        id: "ec",
        display_name: "EasyCrypt",
        verifier: "EasyCrypt",
        grammar: "ec",
        // EasyCrypt's `ecLexer.mll` names no place for a comment left open.
        front_ends: &[
            // `file = { SOI ~ sentence* ~ EOI }`, each sentence ending with `full_stop`.
            fe("ec", "ec").nested_comments(OpenComment::Outermost).sentences_end_with("."),
            fe("eca", "ec").nested_comments(OpenComment::Outermost).sentences_end_with("."),
        ],
        aliases: &["easycrypt", "eca"],
        signature: &["module", "proc", "lemma", "proof", "qed", "require", "import", "byequiv", "smt"],
    },
];

impl Language {
    pub fn spec(self) -> &'static LanguageSpec {
        LANGUAGES.iter().find(|s| s.language == self).expect("every language has a registry entry")
    }

    pub fn id(self) -> &'static str {
        self.spec().id
    }

    pub fn all() -> impl Iterator<Item = Language> {
        LANGUAGES.iter().map(|s| s.language)
    }

    /// Looks up a `--lang` value: an id or an alias, any case.
    pub fn from_name(name: &str) -> Option<Language> {
        let name = name.to_ascii_lowercase();
        LANGUAGES.iter().find(|s| s.id == name || s.aliases.contains(&name.as_str())).map(|s| s.language)
    }

    /// The language a file extension belongs to.
    pub fn from_extension(ext: &str) -> Option<Language> {
        let ext = ext.to_ascii_lowercase();
        LANGUAGES.iter().find(|s| s.front_ends.iter().any(|f| f.extension == ext)).map(|s| s.language)
    }

    pub fn from_path(path: &Path) -> Option<Language> {
        path.extension().and_then(|e| e.to_str()).and_then(Language::from_extension)
    }

    /// The strict front end for a file: by its extension when the language has one for it,
    /// else the language's default.
    pub fn front_end(self, path: Option<&Path>) -> &'static FrontEnd {
        let spec = self.spec();
        path.and_then(|p| p.extension())
            .and_then(|e| e.to_str())
            .and_then(|e| spec.front_ends.iter().find(|f| f.extension.eq_ignore_ascii_case(e)))
            .unwrap_or(&spec.front_ends[0])
    }

    /// Every extension cfb picks files by when walking a folder.
    pub fn all_extensions() -> impl Iterator<Item = &'static str> {
        LANGUAGES.iter().flat_map(|s| s.front_ends.iter().map(|f| f.extension))
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Language {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::from_name(s).ok_or_else(|| {
            let ids: Vec<_> = LANGUAGES.iter().map(|s| s.id).collect();
            format!("unknown language `{s}`; known: {}", ids.join(", "))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_map_to_their_language() {
        for (ext, lang) in [
            ("spdl", Language::Spdl),
            ("hlpsl", Language::Hlpsl),
            ("pv", Language::Pv),
            ("pi", Language::Pv),
            ("horn", Language::Pv),
            ("pcv", Language::Pv),
            ("spthy", Language::Spthy),
            ("maude", Language::Maude),
            ("cv", Language::Cv),
            ("ocv", Language::Ocv),
            ("ec", Language::Ec),
            ("eca", Language::Ec),
            ("SPDL", Language::Spdl),
        ] {
            assert_eq!(Language::from_extension(ext), Some(lang), "{ext}");
        }
        assert_eq!(Language::from_extension("txt"), None);
    }

    #[test]
    fn names_and_aliases() {
        assert_eq!(Language::from_name("eca"), Some(Language::Ec));
        assert_eq!(Language::from_name("Tamarin"), Some(Language::Spthy));
        assert!("cobol".parse::<Language>().unwrap_err().contains("spdl"));
    }

    #[test]
    fn a_shared_extension_belongs_to_the_first_language_unless_told() {
        // `.pcv` is read by ProVerif and by CryptoVerif, each through m4 with its own name.
        assert_eq!(Language::from_extension("pcv"), Some(Language::Pv));
        let pcv = Some(Path::new("m.pcv"));
        assert_eq!(Language::Pv.front_end(pcv).preprocess, Some(Preprocessor::M4Ifdef("ProVerif")));
        assert_eq!(Language::Cv.front_end(pcv).preprocess, Some(Preprocessor::M4Ifdef("CryptoVerif")));
        assert_eq!(Language::Cv.front_end(pcv).strict, "cv");
    }

    #[test]
    fn front_end_follows_the_extension() {
        assert_eq!(Language::Pv.front_end(Some(Path::new("a.pi"))).strict, "pi");
        assert_eq!(Language::Pv.front_end(Some(Path::new("a.txt"))).strict, "pv");
        assert_eq!(Language::Pv.front_end(None).strict, "pv");
    }
}
