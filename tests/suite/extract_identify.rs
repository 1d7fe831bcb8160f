//! The language identifier on real models: every file of `shared/corpus` (written by people for
//! the tools) and every reply candidate the real tool accepted (`shared/cfb/extraction`). Prints
//! how often the tokens name the right language, name another one, or name none.

use crate::common;

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use cfb::language::identify::{identify, same_family};
use cfb::language::Language;

#[derive(Default, Debug)]
struct Tally {
    right: usize,
    wrong: usize,
    none: usize,
}

fn report(title: &str, tallies: &BTreeMap<String, Tally>) -> (usize, usize, usize) {
    eprintln!("\n{title}\n| lang | files | right | none | wrong |\n|---|---:|---:|---:|---:|");
    let (mut r, mut w, mut n) = (0, 0, 0);
    for (lang, t) in tallies {
        let total = t.right + t.wrong + t.none;
        eprintln!("| {lang} | {total} | {} | {} | {} |", t.right, t.none, t.wrong);
        r += t.right;
        w += t.wrong;
        n += t.none;
    }
    eprintln!("| all | {} | {r} | {n} | {w} |", r + w + n);
    (r, w, n)
}

/// `.pcv` files are written for both ProVerif and CryptoVerif: either answer is right.
fn judge_file(tallies: &mut BTreeMap<String, Tally>, lang: Language, rel: &str, text: &str) {
    if rel.ends_with(".pcv") {
        let t = tallies.entry("pv (.pcv)".to_string()).or_default();
        match identify(text).best() {
            Some(Language::Pv | Language::Cv | Language::Ocv) => t.right += 1,
            Some(_) => t.wrong += 1,
            None => t.none += 1,
        }
        return;
    }
    judge(tallies, lang, lang.id(), text);
    if std::env::var("CFB_IDENTIFY_DEBUG").is_ok() && !identify(text).best().is_some_and(|l| same_family(l, lang)) {
        eprintln!("  file {rel}");
    }
}

fn judge(tallies: &mut BTreeMap<String, Tally>, lang: Language, key: &str, text: &str) {
    let t = tallies.entry(key.to_string()).or_default();
    let ident = identify(text);
    if std::env::var("CFB_IDENTIFY_DEBUG").is_ok() && !ident.best().is_some_and(|l| same_family(l, lang)) {
        let top: Vec<String> = ident.ranking.iter().take(3).map(|(l, s)| format!("{l}:{s:.0}")).collect();
        eprintln!("MISS {key} {} {}", top.join(" "), text.chars().take(60).collect::<String>().replace('\n', " "));
    }
    match ident.best() {
        Some(l) if same_family(l, lang) => t.right += 1,
        Some(_) => t.wrong += 1,
        None => t.none += 1,
    }
}

#[test]
fn corpus_files() {
    let Some(shared) = common::shared_dir() else { return };
    let corpus = shared.join("corpus");
    let labels = std::fs::read_to_string(corpus.join("LABELS.tsv")).unwrap();
    let mut tallies = BTreeMap::new();
    for line in labels.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (rel, lang) = (cols[0], cols[1]);
        let path = corpus.join(rel);
        let lang = Language::from_path(Path::new(rel)).or_else(|| lang.parse().ok()).unwrap();
        let Ok(bytes) = std::fs::read(&path) else { continue };
        judge_file(&mut tallies, lang, rel, &String::from_utf8_lossy(&bytes));
    }
    let (right, wrong, none) = report("Identifier on shared/corpus files", &tallies);
    assert!(wrong * 50 <= right + wrong + none, "more than 2% identified as another language");
    assert!(right * 10 >= (right + wrong + none) * 9, "fewer than 90% identified");
}

#[test]
fn accepted_reply_candidates() {
    let Some(shared) = common::shared_dir() else { return };
    let text = std::fs::read_to_string(shared.join("cfb/extraction/candidates.tsv")).unwrap();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (id, verdict, sha, n_lines) = (col("reply_id"), col("verdict"), col("sha256"), col("n_lines"));
    // accepted candidates of 5 lines or more, by sha256
    let mut wanted: HashMap<String, (String, String)> = HashMap::new();
    for l in lines {
        let c: Vec<&str> = l.split('\t').collect();
        if c[verdict] == "OK" && c[n_lines].parse::<usize>().unwrap_or(0) >= 5 {
            wanted.insert(c[sha].to_string(), (c[id].to_string(), c[id].split('/').nth(2).unwrap().to_string()));
        }
    }
    // the texts: re-extract every block of every reply and keep those whose sha256 is wanted
    let mut tallies = BTreeMap::new();
    let mut seen = std::collections::HashSet::new();
    for entry in walkdir::WalkDir::new(shared.join("cfb/model_outputs")).into_iter().filter_map(Result::ok) {
        if !entry.file_name().to_string_lossy().ends_with(".json.gz") {
            continue;
        }
        for reply in cfb::extract::batch::read_replies(entry.path()).unwrap() {
            let norm = cfb::extract::normalize::normalize(&reply.text).text;
            let mut texts: Vec<String> =
                cfb::extract::fences::find_blocks(&norm).into_iter().map(|b| b.content).collect();
            texts.push(norm);
            for t in texts {
                let key = cfb::extract::choose::sha256_key(&t);
                if let Some((_, lang)) = wanted.get(&key) {
                    if seen.insert(key.clone()) {
                        judge(&mut tallies, lang.parse().unwrap(), lang, &t);
                    }
                }
            }
        }
    }
    let (right, wrong, none) = report("Identifier on reply candidates the tool accepted (5+ lines)", &tallies);
    assert!(wrong * 50 <= right + wrong + none, "more than 2% identified as another language");
}
