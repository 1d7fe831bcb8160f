//! `cfb symbols`: the symbol table of one model (scopes, symbols, where each name resolves),
//! as the lint rules, renaming and go-to-definition see it.

use crate::cli::Global;
use crate::cli::{exit, input};
use crate::parse::{self, query::CompiledQuery};
use crate::symbols::{self, Role};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The model file, or `-` for standard input.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Language, overriding the extension.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    /// A locals query to use instead of the grammar's `queries/locals.scm` (for writing one).
    #[arg(long, value_name = "FILE")]
    pub locals: Option<std::path::PathBuf>,
    /// Print only the references that resolve to nothing (builtins, imports, undeclared).
    #[arg(long)]
    pub unresolved: bool,
}

use crate::language::Language;

pub fn run(args: Args, _global: &Global) -> u8 {
    let inp = match input::read(&args.file, args.lang) {
        Ok(inp) => inp,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    let text = parse::parser_input(inp.language, inp.path.as_deref(), &inp.source.text);
    let analyzed = match &args.locals {
        Some(path) => {
            let q = std::fs::read_to_string(path).map_err(|e| e.to_string()).and_then(|q| {
                CompiledQuery::new(inp.language, &q, &path.display().to_string()).map_err(|e| e.to_string())
            });
            match q {
                Ok(q) => symbols::analyze_with(inp.language, inp.path.as_deref(), &text, &q),
                Err(e) => {
                    eprintln!("cfb: {e}");
                    return exit::USAGE;
                }
            }
        }
        None => symbols::analyze(inp.language, inp.path.as_deref(), &text),
    };
    let (tree, table) = match analyzed {
        Ok(x) => x,
        Err(e) => {
            eprintln!("cfb: {}: {e}", inp.display);
            return exit::USAGE;
        }
    };
    let at = |offset: usize| {
        let lc = inp.source.line_col(offset);
        format!("{}:{}", lc.line, lc.column)
    };
    if !args.unresolved {
        for (id, s) in table.symbols().iter().enumerate() {
            let scope = &table.scopes()[s.scope];
            let home = match scope.node {
                Some(n) => format!("{} {}", tree.node(n).kind, at(scope.span.start)),
                None => "file".to_string(),
            };
            let uses = table.occurrences_of(id).filter(|o| o.role == Role::Reference).count();
            println!(
                "#{id} {} {}{} at {} in {home}: {} definition(s), {uses} reference(s)",
                s.kind,
                s.name,
                if s.implicit { " (implicit)" } else { "" },
                at(table.definition_of(id).span.start),
                s.definitions.len()
            );
        }
    }
    for o in table.references() {
        let name = tree.text(o.node, &text);
        match o.symbol {
            Some(s) if !args.unresolved => println!("{} {name} -> #{s}", at(o.span.start)),
            None => println!("{} {name} -> unresolved", at(o.span.start)),
            _ => {}
        }
    }
    exit::OK
}
