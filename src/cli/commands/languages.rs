//! `cfb languages`: the registry, and which grammars this build has.

use crate::cli::exit;
use crate::cli::Global;
use crate::language::LANGUAGES;
use crate::parse::registry;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(_args: Args, _global: &Global) -> u8 {
    println!(
        "{:<6} {:<22} {:<12} {:<28} {:<11} strict front ends",
        "id", "language", "verifier", "extensions", "tree-sitter"
    );
    for spec in LANGUAGES {
        let exts: Vec<_> = spec.front_ends.iter().map(|f| format!(".{}", f.extension)).collect();
        let mut strict: Vec<_> =
            spec.front_ends.iter().map(|f| f.strict).filter(|s| registry::strict(s).is_some()).collect();
        let mut seen = std::collections::HashSet::new();
        strict.retain(|s| seen.insert(*s));
        println!(
            "{:<6} {:<22} {:<12} {:<28} {:<11} {}",
            spec.id,
            spec.display_name,
            spec.verifier,
            exts.join(" "),
            if registry::tree_sitter(spec.grammar).is_some() { "yes" } else { "no" },
            if strict.is_empty() { "-".to_string() } else { strict.join(" ") }
        );
    }
    exit::OK
}
