//! Masking speed: instances per second made from the corpus file of median size of each
//! language (one core), the file already read (`Prepared::instance`, what `cfb mask
//! --instances K` repeats) and as a whole (read, check, parse, one instance).
//!
//! `cargo bench --features bench --bench mask` or `cargo bench --features bench --bench mask -- spthy`.

use cfb::language::Language;
use cfb::mask::{self, MaskOptions};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

mod common;
use common::files_of;

fn bench_mask(c: &mut Criterion) {
    for language in Language::all() {
        // The median of the files cfb masks (tool-rejected corpus files are refused).
        let files: Vec<_> = files_of(language)
            .into_iter()
            .filter(|(path, source)| mask::prepare(language, Some(path), source, false).is_ok())
            .collect();
        if files.is_empty() {
            continue;
        }
        let (path, source) = &files[files.len() / 2];
        let prepared = mask::prepare(language, Some(path), source, false).expect("accepted above");
        let mut group = c.benchmark_group(format!("mask/{language}"));
        group.throughput(Throughput::Elements(1));
        let mut seed = 0u64;
        group.bench_function(format!("instance of a read file ({} bytes), as a JSON line", source.text.len()), |b| {
            b.iter(|| {
                seed += 1;
                let options = MaskOptions { seed, ..MaskOptions::default() };
                let instance = prepared.instance("f", &options).expect("eligible spans");
                std::hint::black_box(serde_json::to_string(&instance).unwrap())
            })
        });
        group.bench_function(format!("read, check, parse and one instance ({} bytes)", source.text.len()), |b| {
            b.iter(|| {
                let instance = mask::mask(language, Some(path), "f", source, &MaskOptions::default());
                std::hint::black_box(instance.map(|i| serde_json::to_string(&i).unwrap()).ok())
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_mask);
criterion_main!(benches);
