//! The open documents: their text as the editor has it, and their language.

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::PathBuf;

use lsp_types::Url;

use crate::language::{self, Language};
use crate::parse::{self, tree::SyntaxTree, IncrementalTree};

#[derive(Debug, Clone)]
pub struct Document {
    pub text: String,
    pub version: i32,
    /// From the file's extension, else the editor's language id (`spthy`, `proverif`), else a
    /// guess from the content; `None` when none of them names a language cfb knows.
    pub language: Option<Language>,
    /// The file's path, when the document is a file: it picks the front end (`.pcv`, `.eca`).
    pub path: Option<PathBuf>,
    /// The tree of `text`, kept up to date by incremental reparsing after each change; `None`
    /// without a grammar, or for a front end with a preprocessor (a `.pcv` file's m4 `ifdef`:
    /// an edit may change what the preprocessor keeps far from the edit).
    pub tree: Option<IncrementalTree>,
}

impl Document {
    pub fn new(uri: &Url, language_id: &str, version: i32, text: String) -> Self {
        let path = uri.to_file_path().ok();
        let language = path
            .as_deref()
            .and_then(Language::from_path)
            .or_else(|| Language::from_name(language_id))
            .or_else(|| language::guess_from_content(&text));
        let tree = language
            .filter(|l| l.front_end(path.as_deref()).preprocess.is_none())
            .and_then(|l| IncrementalTree::parse(l, &text).ok());
        Document { text, version, language, path, tree }
    }

    /// Applies `didChange` events to the text, and to the tree, which is then reparsed.
    pub fn change(&mut self, version: i32, changes: Vec<lsp_types::TextDocumentContentChangeEvent>) {
        let mut tree = self.tree.take();
        super::position::apply_changes(&mut self.text, changes, |old, span, new| {
            if let Some(t) = &mut tree {
                t.edit(old, span, new);
            }
        });
        self.tree = tree.and_then(|mut t| t.reparse(&self.text).ok().map(|()| t));
        self.version = version;
    }

    /// cfb's tree of the text and the text its parser reads (after the front end's
    /// preprocessor, same offsets): from the kept tree when there is one, else parsed now.
    pub fn syntax_tree(&self) -> Option<(SyntaxTree, Cow<'_, str>)> {
        let language = self.language?;
        let text = parse::parser_input(language, self.path.as_deref(), &self.text);
        let tree = match &self.tree {
            Some(t) => t.syntax_tree(),
            None => parse::parse(language, &text).ok()?,
        };
        Some((tree, text))
    }
}

pub type Documents = HashMap<Url, Document>;
