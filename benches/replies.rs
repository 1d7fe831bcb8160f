//! Triage of the released LLM replies on one core: every reply of every `*.json.gz` under
//! `$CFB_SHARED/cfb/model_outputs` (11,520 for CrypFormBench's nine models) extracted as
//! `cfb extract --cfb-replies` does, then what was extracted linted as `cfb lint` does. Reading
//! and decompressing the files is set-up, not timed. Skipped, loudly, without the shared data.
//!
//! `cargo bench --features bench --bench replies`

use std::path::{Path, PathBuf};

use cfb::extract::{self, batch};
use cfb::lint::{self, LintOptions};
use cfb::source::SourceFile;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn outputs_root() -> PathBuf {
    std::env::var_os("CFB_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared"))
        .join("cfb/model_outputs")
}

fn bench_replies(c: &mut Criterion) {
    let root = outputs_root();
    let files: Vec<PathBuf> = walkdir::WalkDir::new(&root)
        .sort_by_file_name()
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file() && e.file_name().to_string_lossy().ends_with(".json.gz"))
        .map(|e| e.into_path())
        .collect();
    if files.is_empty() {
        eprintln!("SKIPPED: no replies under {}", root.display());
        return;
    }
    let replies: Vec<batch::Reply> =
        files.iter().flat_map(|f| batch::read_replies(f).expect("a CFB reply file")).collect();
    let bytes: usize = replies.iter().map(|r| r.text.len()).sum();
    let options = LintOptions::default();
    let mut group = c.benchmark_group("replies");
    group.throughput(Throughput::Elements(replies.len() as u64));
    group.sample_size(10);
    // One worker, as `cfb lint --jobs 1` runs: its big stack lets the strict parser run on it.
    let pool = lint::pool::build(1).expect("a worker thread");
    group.bench_function(format!("extract then lint, 1 core ({} replies, {} kB)", replies.len(), bytes / 1000), |b| {
        b.iter(|| {
            pool.install(|| {
                let mut diagnostics = 0usize;
                batch::run(&replies, None, &|_| None, &extract::grammar_parses, |_, extraction| {
                    let Some(extraction) = extraction else { return };
                    if let Some(code) = &extraction.code {
                        let source = SourceFile::new("reply", code.as_str());
                        diagnostics += lint::lint(extraction.lang, None, &source, &options).len();
                    }
                });
                std::hint::black_box(diagnostics)
            })
        })
    });
    group.finish();
}

criterion_group!(benches, bench_replies);
criterion_main!(benches);
