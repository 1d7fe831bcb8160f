//! Lint throughput over a language's whole corpus (MB/s), and the whole-process time of
//! `cfb lint` on the corpus file of median size. Corpus: `$CFB_SHARED/corpus` (default
//! `../shared/corpus`); without it, the bundled examples.
//!
//! `cargo bench --features bench --bench lint` (all languages with grammars) or `cargo bench --features bench --bench lint -- spdl`.

use std::process::Command;

mod common;
use common::files_of;

use cfb::language::Language;
use cfb::lint::{self, LintOptions};
use cfb::parse::registry;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn bench_lint(c: &mut Criterion) {
    let options = LintOptions::default();
    for language in Language::all() {
        let has_grammar = language.spec().front_ends.iter().any(|f| registry::strict(f.strict).is_some());
        if !has_grammar {
            continue;
        }
        let files = files_of(language);
        if files.is_empty() {
            continue;
        }
        let bytes: usize = files.iter().map(|(_, s)| s.text.len()).sum();
        let mut group = c.benchmark_group(format!("lint/{language}"));
        group.throughput(Throughput::Bytes(bytes as u64));
        group.sample_size(10);
        group.bench_function(format!("corpus ({} files, {} kB)", files.len(), bytes / 1000), |b| {
            b.iter(|| {
                for (path, source) in &files {
                    std::hint::black_box(lint::lint(language, Some(path), source, &options));
                }
            })
        });
        group.finish();

        let (median, source) = &files[files.len() / 2];
        let mut group = c.benchmark_group(format!("process/{language}"));
        group.sample_size(20);
        group.bench_function(format!("cfb lint median file ({} bytes)", source.text.len()), |b| {
            b.iter(|| {
                let status = Command::new(env!("CARGO_BIN_EXE_cfb")).arg("lint").arg(median).output().unwrap().status;
                std::hint::black_box(status)
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_lint);
criterion_main!(benches);
