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
        // The median file, or the nearest to it that cfb masks (tool-rejected corpus files are
        // refused).
        let files = files_of(language);
        let mid = files.len() / 2;
        let nearest = (0..files.len()).flat_map(|d| [mid.checked_sub(d), Some(mid + d)]).flatten();
        let Some((path, source, prepared)) = nearest.filter(|&k| k < files.len()).find_map(|k| {
            mask::prepare(language, Some(&files[k].0), &files[k].1, false).ok().map(|p| (&files[k].0, &files[k].1, p))
        }) else {
            continue;
        };
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
