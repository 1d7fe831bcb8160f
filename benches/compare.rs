//! `cfb diff` and `cfb similarity` in-process, one core: two corpus files of median size of
//! each language (the median and the next larger), and the largest Tamarin file against a
//! mutant of it (one fact renamed in its middle). Each iteration reads both trees, matches
//! them and builds the report (the JSON text for diff, every score and item for similarity).
//! The groups `process/<lang>` run the two median files through the `cfb` binary, as a
//! user does (`cfb diff --format json A B`, `cfb similarity --format json A B`): the whole
//! process, start-up included; `process/start` times `cfb --version` the same way, the floor
//! of those figures.
//!
//! `cargo bench --features bench --bench compare` (or `-- spthy`).

use std::process::Command;

use cfb::compare::{items, similarity, Comparison, Options, Side};
use cfb::language::Language;
use cfb::render::diff::View;
use criterion::{criterion_group, criterion_main, Criterion};

mod common;
use common::files_of;

fn diff(language: Language, a: &str, b: &str) -> usize {
    let side = |t: &str| Side::new(language, None, t.to_string(), Options::default()).unwrap();
    let cmp = Comparison::new(side(a), side(b));
    let view = View::new(&cmp, "a", "b", language.id());
    serde_json::to_string(&view.report).unwrap().len()
}

fn similar(language: Language, a: &str, b: &str) -> f64 {
    let options = Options { dataflow: true, ..Options::default() };
    let side = |t: &str| Side::new(language, None, t.to_string(), options).unwrap();
    let cmp = Comparison::new(side(a), side(b));
    let scores = similarity::scores(language, &cmp, similarity::Weights::default());
    scores.codebleu + items::pair(&cmp).len() as f64
}

fn bench_compare(c: &mut Criterion) {
    for language in Language::all() {
        let files = files_of(language);
        if files.len() < 2 {
            continue;
        }
        let k = (files.len() - 1) / 2;
        let (a, b) = (&files[k].1.text, &files[k + 1].1.text);
        let (path_a, path_b) = (&files[k].0, &files[k + 1].0);
        let mut group = c.benchmark_group(format!("compare/{language}"));
        group.sample_size(20);
        let sizes = format!("{} and {} bytes", a.len(), b.len());
        group.bench_function(format!("diff median files ({sizes})"), |bench| bench.iter(|| diff(language, a, b)));
        group.bench_function(format!("similarity median files ({sizes})"), |bench| {
            bench.iter(|| similar(language, a, b))
        });
        if language == Language::Spthy {
            let big = &files.last().unwrap().1.text;
            let middle = big.len() / 2;
            let at = middle + big[middle..].find(|c: char| c.is_ascii_uppercase()).unwrap_or(0);
            let mutant = format!("{}X{}", &big[..at], &big[at..]);
            group.sample_size(10);
            let label = format!("largest file against a mutant ({} bytes)", big.len());
            group.bench_function(format!("diff {label}"), |bench| bench.iter(|| diff(language, big, &mutant)));
            group.bench_function(format!("similarity {label}"), |bench| bench.iter(|| similar(language, big, &mutant)));
        }
        group.finish();

        let mut group = c.benchmark_group(format!("process/{language}"));
        group.sample_size(30);
        for command in ["diff", "similarity"] {
            group.bench_function(format!("cfb {command} median files ({sizes})"), |bench| {
                bench.iter(|| {
                    let run = Command::new(env!("CARGO_BIN_EXE_cfb"))
                        .args([command, "--format", "json"])
                        .args([path_a, path_b])
                        .output()
                        .unwrap();
                    // 0: equal, 1: different (diff); anything else is a failure to measure.
                    assert!(matches!(run.status.code(), Some(0 | 1)), "{}", String::from_utf8_lossy(&run.stderr));
                    run.stdout.len()
                })
            });
        }
        group.finish();
    }
    // The floor of every `process/` figure: starting `cfb` and reading its output.
    let mut group = c.benchmark_group("process/start");
    group.sample_size(30);
    group.bench_function("cfb --version", |bench| {
        bench.iter(|| Command::new(env!("CARGO_BIN_EXE_cfb")).arg("--version").output().unwrap().stdout.len())
    });
    group.finish();
}

criterion_group!(benches, bench_compare);
criterion_main!(benches);
