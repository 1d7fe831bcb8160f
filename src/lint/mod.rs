//! Linting: syntax errors from the grammars, then the semantic rules of the file's language.

pub mod codes;
pub mod rule;
pub mod rules;
pub mod syntax;

use std::path::Path;

use crate::diagnostic::{Diagnostic, Severity, Span};
use crate::language::Language;
use crate::parse::strict::StrictError;
use crate::parse::tree::SyntaxTree;
use crate::parse::{self, registry};
use crate::source::SourceFile;
use rule::LintContext;

/// What `cfb lint` may be told.
#[derive(Debug, Clone)]
pub struct LintOptions {
    /// Report syntax errors only; run no semantic rule.
    pub syntax_only: bool,
    /// Deepest bracket nesting to parse (see [`syntax::DEFAULT_MAX_NESTING`]).
    pub max_nesting: usize,
}

impl Default for LintOptions {
    fn default() -> Self {
        LintOptions { syntax_only: false, max_nesting: syntax::DEFAULT_MAX_NESTING }
    }
}

/// Stack for the strict parser: pest recurses once per nesting level.
const STRICT_STACK_BYTES: usize = 256 << 20;

/// All diagnostics for one file, in document order. `path` picks the front end by extension.
pub fn lint(language: Language, path: Option<&Path>, source: &SourceFile, options: &LintOptions) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if let Some(d) = syntax::nesting_limit(source, options.max_nesting) {
        out.push(d);
        return out;
    }
    let spec = language.spec();
    let checked = check_syntax(language, path, source);
    match (&checked.strict, &checked.tree) {
        (None, None) => out.push(Diagnostic::new(
            "no-grammar",
            Severity::Warning,
            format!("cfb has no grammar for {} yet: nothing was checked", spec.display_name),
            Span::new(0, 0),
        )),
        (Some(Err(error)), _) => {
            out.push(syntax::strict_diagnostic(source, error, spec.verifier));
            if let Some(tree) = &checked.tree {
                out.extend(syntax::tree_diagnostics(source, tree, Some(error.offset)));
            }
        }
        // The strict grammar is the acceptance check; without one, tree-sitter's errors stand in.
        (None, Some(tree)) => out.extend(syntax::tree_diagnostics(source, tree, None)),
        (Some(Ok(())), _) => {}
    }
    let tree = checked.tree;

    let syntax_ok = !out.iter().any(|d| d.severity == Severity::Error);
    if syntax_ok && !options.syntax_only {
        if let Some(tree) = &tree {
            let ctx = LintContext { language, source, tree };
            for rule in codes::rules_for(language) {
                rule.check(&ctx, &mut out);
            }
        }
    }
    out.sort_by_key(|d| (d.span.start, d.span.end));
    out
}

/// What both grammars say of a text (each None when the language has no such grammar).
pub struct SyntaxCheck {
    pub strict: Option<Result<(), StrictError>>,
    pub tree: Option<SyntaxTree>,
}

/// Runs the strict grammar of the file's front end and the tree-sitter grammar.
/// Callers must have applied the nesting limit ([`syntax::nesting_limit`]) first.
pub fn check_syntax(language: Language, path: Option<&Path>, source: &SourceFile) -> SyntaxCheck {
    let text = parse::parser_input(language, path, &source.text);
    let strict = registry::strict(language.front_end(path).strict).map(|check| run_with_stack(|| check(&text)));
    let tree = parse::parse(language, &text).ok();
    SyntaxCheck { strict, tree }
}

/// Runs `f` on a thread with a large stack and returns its result.
fn run_with_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(STRICT_STACK_BYTES)
            .spawn_scoped(scope, f)
            .expect("spawning the parser thread")
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}
