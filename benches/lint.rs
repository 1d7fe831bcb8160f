//! Lint throughput over a language's whole corpus (MB/s) on one core and on all cores, and the
//! whole-process time of `cfb lint` on the corpus file of median size. Both throughputs go
//! through the loop `cfb lint` runs (`input::for_each`: read, lint, rendered in input order)
//! with `--jobs 1` and `--jobs <cores>`. Corpus: `$CFB_SHARED/corpus` (default
//! `../shared/corpus`); without it, the bundled examples.
//!
//! `cargo bench --features bench --bench lint` (all languages with grammars) or `cargo bench --features bench --bench lint -- spdl`.

use std::process::Command;

mod common;
use common::files_of;

use cfb::cli::commands::lint as lint_command;
use cfb::cli::input;
use cfb::language::Language;
use cfb::lint::LintOptions;
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
        let paths: Vec<String> = files.iter().map(|(p, _)| p.display().to_string()).collect();
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut group = c.benchmark_group(format!("lint/{language}"));
        group.throughput(Throughput::Bytes(bytes as u64));
        group.sample_size(10);
        for (label, jobs) in [("1 core", 1), ("all cores", cores)] {
            let name = format!("{label} ({jobs} jobs, {} files, {} kB)", files.len(), bytes / 1000);
            group.bench_function(name, |b| {
                b.iter(|| {
                    let entries = paths.iter().map(|p| Ok(p.clone())).collect();
                    let work = |inp| lint_command::check(inp, &options, lint_command::Format::Text, false);
                    input::for_each(entries, Some(language), jobs, work, |out| std::hint::black_box(out).is_ok())
                })
            });
        }
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
