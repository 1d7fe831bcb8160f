//! `cfb parse`: the concrete syntax tree of one model.

use crate::cli::Global;
use clap::ValueEnum;
use serde::Serialize;

use crate::cli::{exit, input};
use crate::language::Language;
use crate::parse::{self, tree::SyntaxTree};
use crate::source::SourceFile;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// Named nodes with field names, as tree-sitter's tests print them.
    Sexp,
    /// Every node (named or not) as a flat list with parent ids, spans, lines and columns.
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The model file, or `-` for standard input.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Language, overriding the extension.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    #[arg(long, value_enum, default_value_t = Format::Sexp)]
    pub format: Format,
}

#[derive(Serialize)]
struct JsonNode<'a> {
    id: usize,
    kind: &'a str,
    field: Option<&'a str>,
    parent: Option<usize>,
    named: bool,
    error: bool,
    missing: bool,
    start_byte: usize,
    end_byte: usize,
    start_line: usize,
    start_column: usize,
    end_line: usize,
    end_column: usize,
    /// The text of leaves; None for inner nodes (their text is the span).
    text: Option<&'a str>,
}

#[derive(Serialize)]
struct JsonTree<'a> {
    path: &'a str,
    lang: &'a str,
    nodes: Vec<JsonNode<'a>>,
}

pub fn run(args: Args, _global: &Global) -> u8 {
    let inp = match input::read(&args.file, args.lang) {
        Ok(inp) => inp,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    let text = parse::parser_input(inp.language, inp.path.as_deref(), &inp.source.text);
    let tree = match parse::parse(inp.language, &text) {
        Ok(tree) => tree,
        Err(e) => {
            eprintln!("cfb: {}: {e}", inp.display);
            return exit::USAGE;
        }
    };
    match args.format {
        Format::Sexp => println!("{}", tree.to_sexp()),
        Format::Json => println!("{}", json(&inp.display, inp.language, &inp.source, &tree)),
    }
    if tree.errors().next().is_some() {
        exit::FINDINGS
    } else {
        exit::OK
    }
}

fn json(path: &str, language: Language, source: &SourceFile, tree: &SyntaxTree) -> String {
    let nodes = tree
        .preorder()
        .map(|id| {
            let n = tree.node(id);
            let start = source.line_col(n.span.start);
            let end = source.line_col(n.span.end);
            JsonNode {
                id,
                kind: n.kind,
                field: n.field,
                parent: n.parent,
                named: n.named,
                error: n.is_error,
                missing: n.is_missing,
                start_byte: n.span.start,
                end_byte: n.span.end,
                start_line: start.line,
                start_column: start.column,
                end_line: end.line,
                end_column: end.column,
                text: n.children.is_empty().then(|| tree.text(id, &source.text)),
            }
        })
        .collect();
    serde_json::to_string(&JsonTree { path, lang: language.id(), nodes }).expect("tree serializes")
}
