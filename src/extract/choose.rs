//! Choosing the answer among a reply's candidates.
//!
//! Candidates: every fenced block (prose trimmed from its edges), the consecutive blocks of the
//! target language joined, the code spans of a reply without fences, the whole reply without
//! `<think>` sections, and, for completion replies, the masked file filled in.
//!
//! Order of preference, first difference wins:
//! 1. the candidate is in the target language (by its tokens, confirmed or overruled by the
//!    grammar when one exists; the tag only decides when the tokens do not);
//! 2. it lies outside `<think>` (a draft is taken only when nothing else holds code);
//! 3. it is substantial, not a fragment (a quoted faulty line, one declaration, a comment);
//! 4. it parses (`Some(true)` > unknown > `Some(false)`);
//! 5. it looks complete for its language (a `theory … end`, every module closed, a process);
//! 6. it comes later (corrections and final versions follow drafts and quotes).

use sha2::{Digest, Sha256};

use super::fences::{self, Block, Tag};
use super::{fillins, normalize, prose, think, BlockReport, Extraction, Method, Options, ParseOracle};
use crate::language::identify::{self, same_family};
use crate::language::Language;

/// A candidate smaller than this share of the largest one is a fragment.
const SUBSTANTIAL_SHARE: f64 = 0.4;
/// A candidate with at least this many code lines is never a fragment.
const SUBSTANTIAL_LINES: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fit {
    /// Written in the target language (or its family).
    Target,
    /// Not identifiable, but not against the target either.
    Unknown,
    /// Written in another verifier language.
    Foreign(Language),
    /// A shell session, a diagram, prose.
    NotCode,
}

#[derive(Debug, Clone)]
struct Candidate {
    text: String,
    method: Method,
    /// Indices of the blocks it comes from.
    blocks: Vec<usize>,
    in_think: bool,
    fit: Fit,
    detected: Option<Language>,
    parses: Option<bool>,
    code_lines: usize,
    complete: bool,
    order: usize,
    /// Another reading of a block (with its prose lines, or past a glued fence), preferred
    /// only when it parses and the main reading does not.
    alternative: bool,
}

/// Runs the whole extraction on a raw reply.
pub fn run(raw: &str, options: &Options, parses: &ParseOracle) -> Extraction {
    let lang = options.lang;
    let ext = options.ext.as_deref();
    let norm = normalize::normalize(raw);
    let text = norm.text;
    let mut warnings = norm.warnings;

    let sections = think::find(&text, &fences::fence_line_offsets(&text));
    let mut blocks = fences::find_blocks_split(&text, |offset| sections.contains(offset));
    if sections.unclosed {
        warnings.push("a <think> section is not closed".to_string());
    }
    for b in &mut blocks {
        b.in_think = sections.contains(b.offset);
    }
    if blocks.iter().any(|b| !b.closed && !b.nested && !b.in_think) {
        warnings.push("the reply ends inside a code block (truncated?)".to_string());
    }
    if blocks.iter().any(|b| b.glued_close) {
        warnings.push("a closing fence is glued to the end of a code line".to_string());
    }

    let mut candidates: Vec<Candidate> = Vec::new();
    for (i, b) in blocks.iter().enumerate() {
        if b.has_inner {
            continue; // its inner blocks are the candidates
        }
        let (content, removed) = prose::trim_block(&b.content, lang);
        if content.trim().is_empty() {
            continue;
        }
        let method = if b.in_think { Method::ThinkBlock } else { Method::Block };
        let tag = fences::classify_tag(b.tag.as_deref());
        // other readings of the block stay candidates, below the preferred one: the block as
        // written (with its prose lines), and for a glued closing fence the block read on by the
        // line-start rule (tools that stop at the model's end accept it)
        let mut variants = Vec::new();
        if removed > 0 {
            variants.push(b.content.clone());
        }
        if let Some(uncut) = &b.uncut {
            variants.push(uncut.clone());
        }
        for v in variants {
            let mut alt = make(v, method, vec![i], b.in_think, tag.clone(), lang, ext, parses);
            alt.alternative = true;
            candidates.push(alt);
        }
        let c = make(content, method, vec![i], b.in_think, tag, lang, ext, parses);
        candidates.push(c);
    }
    add_joined(&mut candidates, &blocks, lang, ext, parses);

    let outside: String = think::strip(&text, &sections);
    let has_blocks_outside = blocks.iter().any(|b| !b.in_think && !b.content.trim().is_empty());
    if !has_blocks_outside {
        let spans = prose::code_spans(&outside, lang);
        let whole_is_code = spans.len() == 1 && spans[0].text.trim() == outside.trim();
        if whole_is_code {
            // the whole reply as it is (leading blank lines too): the benchmark's own candidate
            candidates.push(make(outside.clone(), Method::Whole, vec![], false, Tag::Neutral, lang, ext, parses));
        } else {
            for s in spans {
                candidates.push(make(s.text, Method::Span, vec![], false, Tag::Neutral, lang, ext, parses));
            }
        }
    }
    for (i, c) in candidates.iter_mut().enumerate() {
        c.order = i;
    }

    // completion replies
    let mut notes = Vec::new();
    let mut filled = None;
    if let Some(masked) = options.masked.as_deref() {
        let texts: Vec<&str> = candidates.iter().map(|c| c.text.as_str()).collect();
        filled = fillins::complete(masked, &outside, &texts);
    }
    if let Some(code) = filled.as_ref().and_then(|f| f.code.clone()) {
        let mut c = make(code, Method::Fillins, vec![], false, Tag::Lang(lang), lang, ext, parses);
        c.fit = Fit::Target;
        c.order = usize::MAX;
        c.code_lines = c.code_lines.max(1);
        candidates.push(c);
    }

    let chosen = pick(&candidates);
    // the fill-ins' notes concern the answer only when it is the masked file filled in (or
    // when they say why it is not)
    let fillins_chosen = chosen.is_some_and(|i| candidates[i].method == Method::Fillins);
    if let Some(f) = &filled {
        if fillins_chosen || f.code.is_none() {
            notes.extend(f.notes.iter().cloned());
        }
    }
    let mut reports: Vec<BlockReport> = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let cand = candidates.iter().find(|c| c.blocks == [i] && !c.alternative);
            BlockReport {
                start_line: b.start_line,
                end_line: b.end_line,
                tag: b.tag.clone(),
                detected_lang: cand.and_then(|c| c.detected),
                parses: cand.and_then(|c| c.parses),
                in_think: b.in_think,
                chosen: false,
            }
        })
        .collect();

    let Some(ci) = chosen else {
        let foreign = candidates
            .iter()
            .filter_map(|c| match c.fit {
                Fit::Foreign(l) if c.code_lines >= 3 => Some((c.code_lines, l)),
                _ => None,
            })
            .max_by_key(|(n, _)| *n)
            .map(|(_, l)| l);
        if let Some(l) = foreign {
            warnings.push(format!("the reply holds {} code, not {}", l.spec().display_name, lang.spec().display_name));
        }
        return Extraction {
            code: None,
            lang,
            detected_lang: foreign,
            method: Method::None,
            blocks: reports,
            warnings,
            notes,
        };
    };
    let c = &candidates[ci];
    for &b in &c.blocks {
        reports[b].chosen = true;
    }
    if matches!(c.method, Method::Block | Method::ThinkBlock)
        && !c.alternative
        && c.blocks.iter().any(|&b| blocks[b].content.trim_end() != c.text.trim_end() && !blocks[b].glued_close)
    {
        warnings.push("prose lines inside a block were left out".to_string());
    }
    if c.method == Method::ThinkBlock {
        warnings.push("the code is a draft from a <think> section".to_string());
    }
    if c.fit == Fit::Unknown {
        warnings.push(format!("the code does not look like {}; taken for want of better", lang.spec().display_name));
    }
    let (code, unwrapped) = fillins::unwrap_fillins(&c.text);
    if unwrapped > 0 {
        warnings.push(format!("{unwrapped} fill-in(s) were left inside their ____( )____ wrapper; unwrapped"));
    }
    match filled.and_then(|f| f.missing_warning()).filter(|_| fillins_chosen) {
        // the placeholders left are the ones the reply gives nothing for
        Some(missing) => warnings.push(missing),
        None => warnings.extend(fillins::placeholder_warnings(&code)),
    }
    Extraction { code: Some(code), lang, detected_lang: c.detected, method: c.method, blocks: reports, warnings, notes }
}

#[allow(clippy::too_many_arguments)]
fn make(
    text: String,
    method: Method,
    blocks: Vec<usize>,
    in_think: bool,
    tag: Tag,
    lang: Language,
    ext: Option<&str>,
    parses: &ParseOracle,
) -> Candidate {
    let ident = identify::identify(&text);
    let verdict = parses(lang, ext, &text);
    // the grammar confirms the target where the tokens alone do not name a language
    let detected = ident.best().or(if verdict == Some(true) { Some(lang) } else { None });
    let code_lines = prose::count_code_lines(&text, lang);
    let fit = fit(&ident, detected, &tag, verdict, lang, code_lines);
    let complete = looks_complete(lang, &text);
    Candidate {
        text,
        method,
        blocks,
        in_think,
        fit,
        detected,
        parses: verdict,
        code_lines,
        complete,
        order: 0,
        alternative: false,
    }
}

fn fit(
    ident: &identify::Identification,
    detected: Option<Language>,
    tag: &Tag,
    verdict: Option<bool>,
    lang: Language,
    code_lines: usize,
) -> Fit {
    if verdict == Some(true) && code_lines > 0 {
        return Fit::Target;
    }
    match detected {
        Some(l) if same_family(l, lang) => return Fit::Target,
        Some(l) => {
            // the grammar has the last word where there is one
            if verdict.is_none()
                && matches!(tag, Tag::Lang(t) if same_family(*t, lang))
                && ident.family_score(lang) >= identify::MIN_SCORE
            {
                return Fit::Target;
            }
            return Fit::Foreign(l);
        }
        None => {}
    }
    let target_score = ident.family_score(lang);
    match tag {
        Tag::Lang(t) if same_family(*t, lang) => Fit::Target,
        Tag::Other(word) if fences::NON_CODE_TAGS.contains(&word.as_str()) && target_score < identify::MIN_SCORE => {
            Fit::NotCode
        }
        _ if code_lines == 0 => Fit::NotCode,
        _ if target_score >= identify::MIN_SCORE / 2.0 => Fit::Target,
        Tag::Lang(_) => Fit::NotCode,
        _ => Fit::Unknown,
    }
}

/// The consecutive target-language blocks outside `<think>`, joined, when they are parts of one
/// model: the join parses where no part does, or (without a grammar) the join looks complete
/// where no part does.
fn add_joined(
    candidates: &mut Vec<Candidate>,
    blocks: &[Block],
    lang: Language,
    ext: Option<&str>,
    parses: &ParseOracle,
) {
    let parts: Vec<&Candidate> = candidates
        .iter()
        .filter(|c| c.method == Method::Block && !c.alternative && c.fit == Fit::Target && c.code_lines > 0)
        .collect();
    if parts.len() < 2 {
        return;
    }
    if parts.iter().any(|c| c.parses == Some(true) || (c.parses.is_none() && c.complete)) {
        return;
    }
    // parts of one model do not repeat each other
    let firsts: std::collections::HashSet<&str> =
        parts.iter().filter_map(|c| c.text.lines().find(|l| !l.trim().is_empty()).map(str::trim)).collect();
    if firsts.len() < parts.len() {
        return;
    }
    let text: String = parts.iter().map(|c| c.text.as_str()).collect::<Vec<_>>().join("\n");
    let indices: Vec<usize> = parts.iter().flat_map(|c| c.blocks.iter().copied()).collect();
    let tag = fences::classify_tag(blocks[indices[0]].tag.as_deref());
    let joined = make(text, Method::JoinedBlocks, indices, false, tag, lang, ext, parses);
    let useful = match joined.parses {
        Some(ok) => ok,
        None => joined.complete,
    };
    if useful {
        candidates.push(joined);
    }
}

/// Structural completeness of a model, for choosing without a grammar.
pub fn looks_complete(lang: Language, text: &str) -> bool {
    let words: Vec<&str> =
        text.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-')).filter(|w| !w.is_empty()).collect();
    let count = |w: &str| words.iter().filter(|x| **x == w).count();
    let last_word =
        text.lines().rev().map(str::trim).find(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with("/*"));
    match lang {
        Language::Spthy => {
            count("theory") >= 1
                && count("begin") >= 1
                && last_word.is_some_and(|l| l == "end" || l.starts_with("end "))
        }
        Language::Maude => {
            let opens = count("fmod") + count("mod");
            opens >= 1 && opens == count("endfm") + count("endm")
        }
        Language::Hlpsl => count("role") >= 2 && text.contains("environment") && count("end") >= 2,
        Language::Spdl => count("protocol") >= 1 && text.matches('{').count() == text.matches('}').count(),
        Language::Pv | Language::Cv | Language::Ocv => {
            count("process") >= 1 || count("clauses") >= 1 || count("equiv") >= 1
        }
        Language::Ec => {
            text.matches('{').count() == text.matches('}').count() && count("proof") <= count("qed") + count("by")
        }
    }
}

/// The index of the best candidate, if any holds code for the target.
fn pick(candidates: &[Candidate]) -> Option<usize> {
    let usable = |c: &Candidate| matches!(c.fit, Fit::Target | Fit::Unknown) && c.code_lines > 0;
    let any_outside = candidates.iter().any(|c| usable(c) && !c.in_think);
    let pool: Vec<usize> = (0..candidates.len())
        .filter(|&i| usable(&candidates[i]) && (!any_outside || !candidates[i].in_think))
        .collect();
    let any_target = pool.iter().any(|&i| candidates[i].fit == Fit::Target);
    let pool: Vec<usize> = pool.into_iter().filter(|&i| !any_target || candidates[i].fit == Fit::Target).collect();
    let largest = pool.iter().map(|&i| candidates[i].code_lines).max()?;
    let substantial =
        |c: &Candidate| c.code_lines >= SUBSTANTIAL_LINES || c.code_lines as f64 >= SUBSTANTIAL_SHARE * largest as f64;
    let parse_rank = |c: &Candidate| match c.parses {
        Some(true) => 2,
        None => 1,
        Some(false) => 0,
    };
    pool.into_iter().max_by_key(|&i| {
        let c = &candidates[i];
        (
            c.method == Method::Fillins && c.parses != Some(false),
            substantial(c),
            parse_rank(c),
            c.complete,
            c.order,
            !c.alternative,
        )
    })
}

/// sha256 of a text with trailing white space removed, as hex (the key of the benchmark's
/// extraction ground truth).
pub fn sha256_key(text: &str) -> String {
    let digest = Sha256::digest(text.trim_end().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}
