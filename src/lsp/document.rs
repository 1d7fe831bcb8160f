//! The open documents: their text as the editor has it, and their language.

use std::collections::HashMap;
use std::path::PathBuf;

use lsp_types::Url;

use crate::language::{self, Language};

#[derive(Debug, Clone)]
pub struct Document {
    pub text: String,
    pub version: i32,
    /// From the file's extension, else the editor's language id (`spthy`, `proverif`), else a
    /// guess from the content; `None` when none of them names a language cfb knows.
    pub language: Option<Language>,
    /// The file's path, when the document is a file: it picks the front end (`.pcv`, `.eca`).
    pub path: Option<PathBuf>,
}

impl Document {
    pub fn new(uri: &Url, language_id: &str, version: i32, text: String) -> Self {
        let path = uri.to_file_path().ok();
        let language = path
            .as_deref()
            .and_then(Language::from_path)
            .or_else(|| Language::from_name(language_id))
            .or_else(|| language::guess_from_content(&text));
        Document { text, version, language, path }
    }
}

pub type Documents = HashMap<Url, Document>;
