//! `cfb fmt` throughput (MB/s, one core) through the loop `cfb fmt --jobs 1` runs
//! (`input::for_each`: read, check syntax, lay out, check the result), over two sets of a
//! language's corpus files: the files the tool accepts (the files fmt formats), and the whole
//! corpus, as the lint bench reads it (fmt refuses the others after their syntax check).
//!
//! `cargo bench --features bench --bench fmt` or `cargo bench --features bench --bench fmt -- spthy`.

use cfb::cli::input;
use cfb::fmt::{self, FmtOptions};
use cfb::language::Language;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

mod common;
use common::files_of;

fn bench_fmt(c: &mut Criterion) {
    let options = FmtOptions::default();
    for language in Language::all() {
        let corpus = files_of(language);
        // The files cfb formats (tool-rejected corpus files are refused before any layout).
        let accepted: Vec<_> = corpus
            .iter()
            .filter(|(path, source)| cfb::lint::syntax_errors(language, Some(path), source).is_empty())
            .collect();
        if accepted.is_empty() {
            continue;
        }
        let mut group = c.benchmark_group(format!("fmt/{language}"));
        group.sample_size(10);
        let sets = [("accepted files", accepted.clone()), ("whole corpus", corpus.iter().collect())];
        for (label, files) in sets {
            let bytes: usize = files.iter().map(|(_, s)| s.text.len()).sum();
            let paths: Vec<String> = files.iter().map(|(p, _)| p.display().to_string()).collect();
            group.throughput(Throughput::Bytes(bytes as u64));
            group.bench_function(format!("{label}, 1 core ({} files, {} kB)", files.len(), bytes / 1000), |b| {
                b.iter(|| {
                    let entries = paths.iter().map(|p| Ok(p.clone())).collect();
                    let work = |inp: input::Input| {
                        fmt::format(inp.language, inp.path.as_deref(), &inp.source, &options).map(|f| f.text.len())
                    };
                    input::for_each(entries, Some(language), 1, work, |out| std::hint::black_box(out).is_ok())
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench_fmt);
criterion_main!(benches);
