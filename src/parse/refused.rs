//! What a front end's parser refuses that the tree-sitter grammar it shares with the
//! language's other front ends reads: `grammars/<grammar>/queries/refused-<extension>.scm`
//! (ProVerif's untyped `.pi` calls a process macro by its name alone, its untyped Horn clauses
//! have no typed facts; CryptoVerif's `.ocv` runs a macro with `run`, its `.cv` calls it bare).
//! Every node such a query captures becomes an error of the tree, as an ERROR node of
//! tree-sitter's would be: one grammar per language, and per front end the few productions
//! only the others have, as data.

use std::path::Path;

use super::query::CompiledQuery;
use super::tree::SyntaxTree;
use crate::language::Language;

/// Marks the nodes of `tree` (of `text`) that the front end `path` names refuses as errors.
pub fn mark(language: Language, path: Option<&Path>, tree: &mut SyntaxTree, text: &str) {
    // (Without a path the front end is not known: the tree stays the grammar's, a superset.)
    let Some(path) = path else { return };
    let extension = language.front_end(Some(path)).extension;
    let Some(query) = CompiledQuery::grammar_query(language, &format!("refused-{extension}")) else { return };
    for capture in query.captures(tree, text) {
        tree.mark_refused(capture.node);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first error of `text` read as a file of extension `extension`, as (line, column).
    fn first_error(language: Language, extension: &str, text: &str) -> Option<(usize, usize)> {
        let path = format!("model.{extension}");
        let tree = super::super::parse_as_read(language, Some(Path::new(&path)), text).unwrap();
        let source = crate::source::SourceFile::new("m", text);
        let first = tree.errors().next();
        first.map(|id| {
            let at = source.line_col(tree.node(id).span.start);
            (at.line, at.column)
        })
    }

    #[test]
    fn an_untyped_process_macro_takes_no_arguments() {
        let text = "free c.\nlet P = new a; ouut(c, a).\nprocess P\n";
        // At the `(`, where ProVerif stops.
        assert_eq!(first_error(Language::Pv, "pi", text), Some((2, 20)));
        assert_eq!(first_error(Language::Pv, "pi", "free c.\nlet P = 0.\nprocess P | P\n"), None);
        // The typed front end calls macros with arguments.
        assert_eq!(first_error(Language::Pv, "pv", text), None);
    }

    #[test]
    fn an_untyped_query_names_a_fact() {
        let text = "free c.\nprivate free s.\nquery s.\nprocess 0\n";
        assert_eq!(first_error(Language::Pv, "pi", text).map(|at| at.0), Some(3));
        assert_eq!(first_error(Language::Pv, "pi", &text.replace("query s", "query attacker:s")), None);
    }

    /// CryptoVerif's two front ends call a process macro each their own way.
    #[test]
    fn an_oracle_process_runs_a_macro_and_a_channel_process_calls_it() {
        let oracle = "let P(x: bitstring) =\n  O(m: bitstring) :=\n  return(m).\nprocess run P(x)\n";
        assert_eq!(first_error(Language::Ocv, "ocv", oracle), None);
        // A misspelt `return` reads as a macro call without `run`.
        let misspelt = oracle.replace("return(m)", "retrun(m)");
        assert_eq!(first_error(Language::Ocv, "ocv", &misspelt).map(|at| at.0), Some(3));
        let channel = "channel c.\nlet P = in(c, x: bitstring); out(c, x).\nprocess P\n";
        assert_eq!(first_error(Language::Cv, "cv", channel), None);
        let run = channel.replace("process P", "process run P");
        assert_eq!(first_error(Language::Cv, "cv", &run).map(|at| at.0), Some(3));
    }

    #[test]
    fn an_untyped_horn_fact_is_a_predicate_with_a_colon() {
        let good = "pred c/1 elimVar,decompData.\nreduc c:x & c:enc(x,k[]) -> c:k[].\n";
        assert_eq!(first_error(Language::Pv, "horn", good), None);
        let typed = "pred c/1 elimVar,decompData.\nreduc c:x & cenc(x,k[]) -> c:k[].\n";
        assert_eq!(first_error(Language::Pv, "horn", typed).map(|at| at.0), Some(2));
        let not = "pred c/1 elimVar,decompData.\nnot ck[].\nreduc c:x -> c:x.\n";
        assert_eq!(first_error(Language::Pv, "horn", not).map(|at| at.0), Some(2));
    }
}
