//! `cfb diff` and `cfb similarity` allocate from an arena on transparent huge pages
//! (`src/cli/heap.rs`): the same output as with the system's allocator (`CFB_HUGE_PAGES=0`)
//! and, where the kernel gives huge pages on request (THP `madvise`), far fewer page faults.

use std::io::Read;
use std::process::{Command, Stdio};

/// A Tamarin theory of `rules` rules (about 90 bytes each); `changed` renames one rule's fact.
fn theory(rules: usize, changed: Option<usize>) -> String {
    let mut text = String::from("theory Many\nbegin\n\nbuiltins: hashing\n\n");
    for k in 0..rules {
        let fact = if changed == Some(k) { "Other" } else { "Seen" };
        text.push_str(&format!(
            "rule Step{k}:\n  [ Fr(~n{k}), In(x{k}) ]\n--[ {fact}(~n{k}, x{k}) ]->\n  [ Out(h(<~n{k}, x{k}>)) ]\n\n"
        ));
    }
    text.push_str("end\n");
    text
}

/// `cfb ARGS`'s standard output and its minor page faults (its own, from `wait4`).
#[allow(clippy::zombie_processes)] // reaped by `wait4`, which also reports its resource usage
fn run(args: &[&std::ffi::OsStr], arena: bool) -> (Vec<u8>, i64) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cfb"));
    command.args(args).stdout(Stdio::piped()).stderr(Stdio::null());
    if !arena {
        command.env("CFB_HUGE_PAGES", "0");
    }
    let mut child = command.spawn().unwrap();
    let mut out = Vec::new();
    child.stdout.take().unwrap().read_to_end(&mut out).unwrap();
    let (mut status, mut usage) = (0, unsafe { std::mem::zeroed::<libc::rusage>() });
    // SAFETY: waits for our own child, writing into the two locals.
    let reaped = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(reaped, child.id() as libc::pid_t);
    (out, usage.ru_minflt)
}

#[test]
fn a_comparison_gives_the_same_report_with_a_fraction_of_the_page_faults() {
    let mode = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled").unwrap_or_default();
    if !mode.contains("[madvise]") {
        eprintln!("SKIPPED: transparent huge pages are not given on request here ({})", mode.trim());
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.spthy"), dir.path().join("b.spthy"));
    std::fs::write(&a, theory(200, None)).unwrap();
    std::fs::write(&b, theory(200, Some(100))).unwrap();
    for command in ["diff", "similarity"] {
        let args = [command.as_ref(), "--format".as_ref(), "json".as_ref(), a.as_os_str(), b.as_os_str()];
        let (with, faults_with) = run(&args, true);
        let (without, faults_without) = run(&args, false);
        assert!(!with.is_empty());
        assert_eq!(String::from_utf8_lossy(&with), String::from_utf8_lossy(&without), "{command}");
        assert!(
            faults_with * 2 < faults_without,
            "{command}: {faults_with} page faults with the arena, {faults_without} without"
        );
    }
}
