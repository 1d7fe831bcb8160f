//! What the benches share: the corpus files of a language, smallest first.
//! Corpus: `$CFB_SHARED/corpus` (default `../shared/corpus`); without it, the bundled examples.

use std::path::{Path, PathBuf};

use cfb::language::Language;
use cfb::source::SourceFile;

pub fn corpus_root() -> PathBuf {
    std::env::var_os("CFB_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared"))
        .join("corpus")
}

/// The language's corpus files, sorted by size.
pub fn files_of(language: Language) -> Vec<(PathBuf, SourceFile)> {
    let root = corpus_root();
    let dir = if root.is_dir() {
        root.join(language.spec().grammar)
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("datasets/examples")
    };
    let mut files: Vec<(PathBuf, SourceFile)> = walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file() && Language::from_path(e.path()) == Some(language))
        .map(|e| {
            let bytes = std::fs::read(e.path()).unwrap();
            let (source, _) = SourceFile::from_bytes(e.path().display().to_string(), &bytes);
            (e.path().to_path_buf(), source)
        })
        .collect();
    files.sort_by_key(|(_, s)| s.text.len());
    files
}
