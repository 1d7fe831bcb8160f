//! The strict grammars' fast checks (`grammars/fast_check.rs`) answer as pest does: over every
//! corpus file, every mutant and prefixes of the smaller files (which end in all kinds of
//! places), each front end's fast check, and its lexical pass where it has one, accepts exactly
//! the texts pest accepts and puts a refusal at pest's error offset.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use cfb::language::Language;
use cfb::parse::registry;

use crate::common::{read_tsv, unescape_insert_text};
use crate::support;

/// Files up to this size are also cut into prefixes.
const PREFIX_LIMIT: usize = 30_000;

#[test]
fn fast_checks_agree_with_pest_on_the_corpus() {
    let Some(corpus) = support::shared("corpus") else { return };
    let mut cases: Vec<(String, &'static str, String)> = Vec::new();
    let mut bases: HashMap<String, String> = HashMap::new();
    for row in read_tsv(&corpus.join("MANIFEST.tsv")) {
        let path = corpus.join(&row["relpath"]);
        let Some(language) = Language::from_path(&path) else { continue };
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        let front_end = language.front_end(Some(&path)).strict;
        if text.len() <= PREFIX_LIMIT {
            for k in 1..4 {
                let mut cut = text.len() * k / 4;
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                cases.push((format!("{} cut at {cut}", row["relpath"]), front_end, text[..cut].to_string()));
            }
        }
        cases.push((row["relpath"].clone(), front_end, text.clone()));
        bases.insert(row["relpath"].clone(), text);
    }
    for m in read_tsv(&corpus.join("MUTANTS.tsv")) {
        let Some(base) = bases.get(&m["relpath"]) else { continue };
        let path = corpus.join(&m["relpath"]);
        let Some(language) = Language::from_path(&path) else { continue };
        let (at, deleted): (usize, usize) = (m["byte_offset"].parse().unwrap(), m["delete_len"].parse().unwrap());
        if base.get(at..at + deleted).is_none() {
            continue;
        }
        let text = format!("{}{}{}", &base[..at], unescape_insert_text(&m["insert_text"]), &base[at + deleted..]);
        cases.push((format!("mutant {}", m["mutant_id"]), language.front_end(Some(&path)).strict, text));
    }
    // Largest first, so that the last files do not keep one core busy alone.
    cases.sort_by_key(|c| std::cmp::Reverse(c.2.len()));

    let next = AtomicUsize::new(0);
    let undecided = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let disagreements: Vec<String> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                // pest recurses once per nesting level.
                std::thread::Builder::new()
                    .stack_size(cfb::lint::STRICT_STACK_BYTES)
                    .spawn_scoped(s, || {
                        let mut out = Vec::new();
                        while let Some((name, front_end, text)) = cases.get(next.fetch_add(1, Ordering::Relaxed)) {
                            // The grammar's lexical pass (unterminated comments) as well.
                            for (rule, fast, pest) in registry::fast_checks(front_end) {
                                let Some(answer) = fast(text) else {
                                    undecided.fetch_add(1, Ordering::Relaxed);
                                    continue;
                                };
                                let expected = pest(text);
                                if answer != expected {
                                    out.push(format!("{name} ({rule}): fast {answer:?}, pest {expected:?}"));
                                }
                            }
                        }
                        out
                    })
                    .unwrap()
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    });
    eprintln!("fast check: {} texts, {} undecided", cases.len(), undecided.load(Ordering::Relaxed));
    assert!(disagreements.is_empty(), "{} disagreements:\n{}", disagreements.len(), disagreements.join("\n"));
    // Undecided is only for texts nesting deeper than the stack allows: none in the corpus.
    assert_eq!(undecided.load(Ordering::Relaxed), 0);
}
