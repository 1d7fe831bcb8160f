//! `cfb similarity`: how close a model (A, the candidate) is to another (B, the reference),
//! as scores in [0, 1].
//!
//! - `tree`: from the edit script ([`super::Comparison::tree_similarity`]); symmetric;
//! - `token_bleu`: BLEU-4 of A's tokens against B's (the compared tree's leaves: names,
//!   keywords, operators, literals; no layout, comments or delimiters), with add-one smoothing
//!   of the 2- to 4-gram precisions and BLEU's brevity penalty;
//! - `keyword_bleu`: the same with unigrams weighted 1 for the language's keywords (the
//!   tokens its `highlights.scm` captures as `@keyword…`) and 0.2 for the rest, as CodeBLEU's
//!   weighted n-gram match;
//! - `syntax_match`: the share of B's subtrees (every inner node, by kinds and shape, labels
//!   ignored) that occur in A, as CodeBLEU's syntax match;
//! - `dataflow_match`: the share of B's def-use edges (each resolved reference of the symbol
//!   engine: the symbol's rank in its scope in order of first occurrence, its kind, the kinds of the
//!   nodes around its definition and its use, and the use's place among its siblings) that
//!   occur in A, as CodeBLEU's data-flow match
//!   (names do not count, their order of appearance does);
//! - `codebleu`: the weighted mean of the four (CodeBLEU's 0.25 each by default).

use rustc_hash::{FxHashMap, FxHashSet};

use super::{Comparison, Side};
use crate::language::Language;

/// The weights of `codebleu`'s four parts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    pub token_bleu: f64,
    pub keyword_bleu: f64,
    pub syntax_match: f64,
    pub dataflow_match: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights { token_bleu: 0.25, keyword_bleu: 0.25, syntax_match: 0.25, dataflow_match: 0.25 }
    }
}

impl std::str::FromStr for Weights {
    type Err = String;

    /// Four numbers separated by commas, e.g. `0.1,0.1,0.4,0.4`.
    fn from_str(s: &str) -> Result<Weights, String> {
        let parts: Vec<f64> = s
            .split(',')
            .map(|p| p.trim().parse::<f64>().map_err(|e| format!("{p:?}: {e}")))
            .collect::<Result<_, _>>()?;
        let [t, k, s, d] = parts[..] else {
            return Err(format!("expected four weights (token, keyword, syntax, dataflow), got {}", parts.len()));
        };
        if parts.iter().any(|w| *w < 0.0 || !w.is_finite()) || t + k + s + d <= 0.0 {
            return Err("weights must be non-negative and not all zero".into());
        }
        Ok(Weights { token_bleu: t, keyword_bleu: k, syntax_match: s, dataflow_match: d })
    }
}

/// The scores of one pair.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Scores {
    pub tree: f64,
    pub token_bleu: f64,
    pub keyword_bleu: f64,
    pub syntax_match: f64,
    pub dataflow_match: f64,
    pub codebleu: f64,
}

/// CodeBLEU's four parts and their mean, without the tree score.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CodeBleu {
    pub token_bleu: f64,
    pub keyword_bleu: f64,
    pub syntax_match: f64,
    pub dataflow_match: f64,
    pub codebleu: f64,
}

const OTHER_TOKEN_WEIGHT: f64 = 0.2;

/// All scores of a comparison (A the candidate, B the reference).
pub fn scores(language: Language, cmp: &Comparison, weights: Weights) -> Scores {
    let c = codebleu(&Profile::new(language, &cmp.a), &Profile::new(language, &cmp.b), weights);
    Scores {
        tree: cmp.tree_similarity(),
        token_bleu: c.token_bleu,
        keyword_bleu: c.keyword_bleu,
        syntax_match: c.syntax_match,
        dataflow_match: c.dataflow_match,
        codebleu: c.codebleu,
    }
}

/// What CodeBLEU counts of one file, read once: comparing a file with many others (a batch,
/// a benchmark's dedupe) then costs a look-up per distinct n-gram, not a pass over both files.
#[derive(Debug, Clone)]
pub struct Profile {
    tokens: usize,
    /// Hashed n-grams (n = 1..=4) and their counts. (Keys are hashes already: maps keyed by
    /// them use the Fx hash, a multiply, not SipHash.)
    ngrams: [FxHashMap<u64, u32>; 4],
    /// The keyword weight of each unigram.
    weight: FxHashMap<u64, f64>,
    /// Shapes of the inner nodes, in order, and as a set.
    shapes: Vec<u64>,
    shape_set: FxHashSet<u64>,
    dataflow: FxHashMap<u64, u32>,
    dataflow_len: usize,
}

impl Profile {
    pub fn new(language: Language, side: &Side) -> Profile {
        use std::hash::{Hash, Hasher};
        let keywords = crate::parse::query::keywords(language);
        let tokens: Vec<(u64, f64)> = side
            .tree
            .nodes
            .iter()
            .filter(|n| n.is_leaf())
            .map(|n| {
                // A name or literal by its label; a keyword or operator token by its kind.
                let (text, token) = if n.label.is_empty() { (n.kind, true) } else { (&*n.label, false) };
                let mut h = rustc_hash::FxHasher::default();
                (text, token).hash(&mut h);
                (h.finish(), if token && keywords.contains(text) { 1.0 } else { OTHER_TOKEN_WEIGHT })
            })
            .collect();
        let hashes: Vec<u64> = tokens.iter().map(|t| t.0).collect();
        let ngrams = std::array::from_fn(|k| {
            // (Sized once: at most one entry per n-gram, and growing rehashed every entry.)
            let mut m: FxHashMap<u64, u32> = FxHashMap::with_capacity_and_hasher(hashes.len(), Default::default());
            for g in hashes.windows(k + 1) {
                let mut h = rustc_hash::FxHasher::default();
                g.hash(&mut h);
                *m.entry(if k == 0 { g[0] } else { h.finish() }).or_default() += 1;
            }
            m
        });
        let shapes: Vec<u64> = side.tree.nodes.iter().filter(|n| !n.is_leaf()).map(|n| n.shape).collect();
        let mut dataflow: FxHashMap<u64, u32> = FxHashMap::default();
        for &e in &side.dataflow {
            *dataflow.entry(e).or_default() += 1;
        }
        Profile {
            tokens: tokens.len(),
            ngrams,
            weight: tokens.into_iter().collect(),
            shape_set: shapes.iter().copied().collect(),
            shapes,
            dataflow,
            dataflow_len: side.dataflow.len(),
        }
    }
}

/// CodeBLEU of candidate `a` against reference `b`.
pub fn codebleu(a: &Profile, b: &Profile, weights: Weights) -> CodeBleu {
    let token_bleu = bleu(a, b, false);
    let keyword_bleu = bleu(a, b, true);
    let syntax_match = if b.shapes.is_empty() {
        if a.shapes.is_empty() {
            1.0
        } else {
            0.0
        }
    } else {
        b.shapes.iter().filter(|s| a.shape_set.contains(s)).count() as f64 / b.shapes.len() as f64
    };
    // The share of B's edges found in A, each edge of A counting once.
    let dataflow_match = if b.dataflow_len == 0 {
        if a.dataflow_len == 0 {
            1.0
        } else {
            0.0
        }
    } else {
        let found: u32 = b.dataflow.iter().map(|(e, &k)| k.min(a.dataflow.get(e).copied().unwrap_or(0))).sum();
        found as f64 / b.dataflow_len as f64
    };
    let sum = weights.token_bleu + weights.keyword_bleu + weights.syntax_match + weights.dataflow_match;
    let codebleu = (weights.token_bleu * token_bleu
        + weights.keyword_bleu * keyword_bleu
        + weights.syntax_match * syntax_match
        + weights.dataflow_match * dataflow_match)
        / sum;
    CodeBleu { token_bleu, keyword_bleu, syntax_match, dataflow_match, codebleu }
}

/// Sentence BLEU-4 of `cand` against `refr`; unigrams weighted by keyword when `weighted`.
fn bleu(cand: &Profile, refr: &Profile, weighted: bool) -> f64 {
    if cand.tokens == 0 || refr.tokens == 0 {
        return if cand.tokens == 0 && refr.tokens == 0 { 1.0 } else { 0.0 };
    }
    let mut log_sum = 0.0;
    for n in 0..4 {
        let (mut matched, mut total) = (0.0, 0.0);
        for (g, &k) in &cand.ngrams[n] {
            let w = if n == 0 && weighted { cand.weight[g] } else { 1.0 };
            matched += w * k.min(refr.ngrams[n].get(g).copied().unwrap_or(0)) as f64;
            total += w * k as f64;
        }
        let p = if n == 0 { matched / total } else { (matched + 1.0) / (total + 1.0) };
        if p <= 0.0 {
            return 0.0;
        }
        log_sum += p.ln() / 4.0;
    }
    let (c, r) = (cand.tokens as f64, refr.tokens as f64);
    let brevity = if c >= r { 1.0 } else { (1.0 - r / c).exp() };
    brevity * log_sum.exp()
}

/// The def-use edges of a file, hashed (see the module's doc).
pub(crate) fn dataflow_edges(table: &crate::symbols::SymbolTable, syntax: &crate::parse::tree::SyntaxTree) -> Vec<u64> {
    use std::hash::BuildHasher;
    // A symbol's rank among its scope's symbols, in order of first occurrence: moving a rule
    // or a process does not renumber the names of the others.
    let mut by_first: Vec<usize> = (0..table.symbols().len()).collect();
    by_first.sort_by_key(|&s| table.occurrences()[table.symbol(s).first].span.start);
    let mut rank_of = vec![0; by_first.len()];
    let mut in_scope: FxHashMap<usize, usize> = FxHashMap::default();
    for &s in &by_first {
        let next = in_scope.entry(table.symbol(s).scope).or_default();
        rank_of[s] = *next;
        *next += 1;
    }
    let around = |node: usize| syntax.node(node).parent.map_or("", |p| syntax.node(p).kind);
    // Which argument or operand it is.
    let place = |node: usize| {
        syntax.node(node).parent.and_then(|p| syntax.children(p).iter().position(|&c| c == node)).unwrap_or(0)
    };
    table
        .references()
        .filter_map(|o| {
            let s = o.symbol?;
            let symbol = table.symbol(s);
            let def = table.occurrences()[symbol.first].node;
            // (foldhash with a fixed seed, as the tree's hashes: SipHash was most of this walk.)
            let edge = (rank_of[s], &symbol.kind, around(def), around(o.node), place(o.node));
            Some(foldhash::quality::FixedState::default().hash_one(edge))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Options;

    fn profile(text: &str) -> Profile {
        let side = Side::new(Language::Pv, None, text.to_string(), Options { dataflow: true, ..Options::default() });
        Profile::new(Language::Pv, &side.unwrap())
    }

    const REFERENCE: &str = "free c: channel.\nprocess new k: bitstring; out(c, k); out(c, c)\n";

    #[test]
    fn every_score_is_one_on_equal_files_and_falls_with_changes() {
        let r = profile(REFERENCE);
        let same = codebleu(&r, &r, Weights::default());
        assert_eq!(
            same,
            CodeBleu { token_bleu: 1.0, keyword_bleu: 1.0, syntax_match: 1.0, dataflow_match: 1.0, codebleu: 1.0 }
        );
        let other = codebleu(
            &profile("free c: channel.\nprocess new k: bitstring; out(c, c); out(k, c)\n"),
            &r,
            Weights::default(),
        );
        assert!(0.0 < other.token_bleu && other.token_bleu < 1.0, "{other:?}");
        assert!(other.dataflow_match < 1.0, "{other:?}");
        assert_eq!(other.syntax_match, 1.0, "same shapes: {other:?}");
    }

    #[test]
    fn brevity_is_penalized() {
        let r = profile(REFERENCE);
        let short = profile("free c: channel.\nprocess new k: bitstring; out(c, k)\n");
        let long = profile("free c: channel.\nprocess new k: bitstring; out(c, k); out(c, d)\n");
        assert!(bleu(&short, &r, false) < bleu(&long, &r, false));
    }

    #[test]
    fn keyword_weights_make_keyword_mistakes_cost_more() {
        let r = profile("process new k: bitstring; out(c, k)\n");
        let wrong_keyword = profile("process let k: bitstring = c in out(c, k)\n");
        let wrong_name = profile("process new k: bitstring; out(d, k)\n");
        let drop = |p: &Profile| bleu(p, &r, false) - bleu(p, &r, true);
        assert!(drop(&wrong_keyword) > drop(&wrong_name), "{} {}", drop(&wrong_keyword), drop(&wrong_name));
    }

    #[test]
    fn weights_parse() {
        assert_eq!("0.1,0.2,0.3,0.4".parse::<Weights>().unwrap().syntax_match, 0.3);
        assert!("1,2".parse::<Weights>().is_err());
        assert!("0,0,0,0".parse::<Weights>().is_err());
    }
}
