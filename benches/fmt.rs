//! `cfb fmt` throughput over a language's whole corpus (MB/s, one core): the syntax check, the
//! layout and the token check of every file the tool accepts.
//!
//! `cargo bench --features bench --bench fmt` or `cargo bench --features bench --bench fmt -- spthy`.

use cfb::fmt::{self, FmtOptions};
use cfb::language::Language;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

mod common;
use common::files_of;

fn bench_fmt(c: &mut Criterion) {
    let options = FmtOptions::default();
    for language in Language::all() {
        // The files cfb formats (tool-rejected corpus files are refused before any layout).
        let files: Vec<_> = files_of(language)
            .into_iter()
            .filter(|(path, source)| cfb::lint::syntax_errors(language, Some(path), source).is_empty())
            .collect();
        if files.is_empty() {
            continue;
        }
        let bytes: usize = files.iter().map(|(_, s)| s.text.len()).sum();
        let mut group = c.benchmark_group(format!("fmt/{language}"));
        group.throughput(Throughput::Bytes(bytes as u64));
        group.sample_size(10);
        group.bench_function(format!("corpus ({} files, {} kB)", files.len(), bytes / 1000), |b| {
            b.iter(|| {
                for (path, source) in &files {
                    std::hint::black_box(fmt::format(language, Some(path), source, &options).ok());
                }
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_fmt);
criterion_main!(benches);
