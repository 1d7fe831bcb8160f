//! `cfb-fuzz TARGET`: one AFL binary for every fuzz target of `targets.rs` (fuzz/README.md).
//! Without a target name it lists them; with `--replay FILE...` it runs files through the
//! target once each, outside AFL (to reproduce a crash with a backtrace).

#[path = "../targets.rs"]
mod targets;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(target) = args.first().and_then(|name| targets::target(name)) else {
        eprintln!("usage: cfb-fuzz TARGET [--replay FILE...]\ntargets:");
        for t in targets::TARGETS {
            eprintln!("  {}", t.name);
        }
        std::process::exit(2);
    };
    let replay: Vec<String> = args.iter().skip_while(|a| *a != "--replay").skip(1).cloned().collect();
    // The loop runs on a thread with the strict parser's stack, as the CLI's workers do; it
    // ends the process itself (the fork server's children have this thread only).
    let worker = targets::on_big_stack(move || {
        if replay.is_empty() {
            afl::fuzz!(|data: &[u8]| (target.run)(data));
        } else {
            for file in &replay {
                let bytes = std::fs::read(file).unwrap_or_else(|e| panic!("{file}: {e}"));
                let started = std::time::Instant::now();
                (target.run)(&bytes);
                eprintln!("{file}: ok in {:?}", started.elapsed());
            }
        }
        std::process::exit(0);
    });
    let _ = worker.join();
    std::process::exit(1);
}
