//! `.cargo/link-static`, the linker of x86-64 Linux builds: executables static, shared objects
//! as rustc asks. Its rewriting is checked against a stand-in `cc` that records its arguments;
//! the `cfb` binary itself must have no dynamic loader wherever glibc's static archive exists,
//! and its hottest code must come first.

use std::path::{Path, PathBuf};
use std::process::Command;

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(".cargo/link-static")
}

/// Runs the script with `args` and a stand-in `cc` first on PATH: `cc -print-file-name=libc.a`
/// answers a file that exists when `has_libc_a`, any other call writes its arguments, one per
/// line. Returns the arguments the link was handed.
fn link(args: &[&str], has_libc_a: bool) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let libc_a = dir.path().join("libc.a");
    if has_libc_a {
        std::fs::write(&libc_a, "").unwrap();
    }
    let recorded = dir.path().join("args");
    let cc = dir.path().join("cc");
    std::fs::write(
        &cc,
        format!(
            "#!/bin/sh\nif [ \"$1\" = -print-file-name=libc.a ]; then echo '{}'; exit 0; fi\nprintf '%s\\n' \"$@\" > '{}'\n",
            if has_libc_a { libc_a.to_str().unwrap() } else { "libc.a" },
            recorded.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&cc, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!("{}:{}", dir.path().display(), std::env::var("PATH").unwrap_or_default());
    let status = Command::new(script()).args(args).env("PATH", path).status().unwrap();
    assert!(status.success());
    std::fs::read_to_string(&recorded).unwrap().lines().map(str::to_string).collect()
}

/// The tail of a dynamic link line as rustc writes it for an executable.
const EXECUTABLE: &[&str] = &[
    "-m64",
    "main.o",
    "-Wl,--as-needed",
    "-Wl,-Bstatic",
    "-lgcc_eh",
    "-Wl,-Bdynamic",
    "-lgcc_s",
    "-lm",
    "-lc",
    "-o",
    "cfb",
    "-pie",
    "-nodefaultlibs",
    "-no-pie",
];

#[test]
fn an_executable_is_linked_from_static_archives_and_without_pie() {
    let got = link(EXECUTABLE, true);
    let expected: Vec<&str> = vec![
        "-m64",
        "main.o",
        "-Wl,--as-needed",
        "-Wl,-Bstatic",
        "-lgcc_eh",
        "-Wl,-Bstatic",
        "-lgcc_eh",
        "-lm",
        "-lc",
        "-o",
        "cfb",
        "-nodefaultlibs",
        "-no-pie",
        "-static",
        "-no-pie",
        "-Wl,--start-group",
        "-lgcc",
        "-lgcc_eh",
        "-lc",
        "-Wl,--end-group",
    ];
    assert_eq!(got, expected);
}

#[test]
fn cfb_s_own_executable_is_given_the_order_of_its_hot_functions() {
    let cfb: Vec<&str> =
        EXECUTABLE.iter().map(|&a| if a == "cfb" { "target/release/deps/cfb-0123abcd" } else { a }).collect();
    let got = link(&cfb, true);
    let ordering: Vec<&String> = got.iter().filter(|a| a.contains("symbol-ordering")).collect();
    assert_eq!(ordering.len(), 2, "{got:?}");
    assert!(ordering[0].starts_with("-Wl,--symbol-ordering-file=/") && ordering[1] == "-Wl,--no-warn-symbol-ordering");
    // Every other executable (tests, build scripts) is linked as before.
    let test = ["main.o", "-o", "target/release/deps/suite-0123abcd"];
    assert!(!link(&test, true).iter().any(|a| a.contains("symbol-ordering")));
}

#[test]
fn shared_objects_response_files_and_missing_archives_keep_rustc_s_line() {
    let shared = ["-m64", "lib.o", "-Wl,-Bdynamic", "-lgcc_s", "-lc", "-shared", "-o", "_cfb.so"];
    assert_eq!(link(&shared, true), shared);
    let response_file = ["@/tmp/rustc/linker-arguments"];
    assert_eq!(link(&response_file, true), response_file);
    assert_eq!(link(EXECUTABLE, false), EXECUTABLE, "no libc.a: the dynamic link as rustc wrote it");
}

/// Whether an ELF file names a program interpreter (a `PT_INTERP` program header).
fn has_interpreter(elf: &[u8]) -> bool {
    let u16_at = |at: usize| u16::from_le_bytes([elf[at], elf[at + 1]]) as usize;
    let phoff = u64::from_le_bytes(elf[0x20..0x28].try_into().unwrap()) as usize;
    let (size, count) = (u16_at(0x36), u16_at(0x38));
    (0..count).any(|k| u32::from_le_bytes(elf[phoff + k * size..][..4].try_into().unwrap()) == 3)
}

/// Where link-static applies (x86-64 Linux with glibc), glibc's static archive as `cc` finds it
/// (a path that may not exist); elsewhere `None`, said loudly.
fn libc_archive() -> Option<String> {
    if !cfg!(all(target_arch = "x86_64", target_os = "linux", target_env = "gnu")) {
        eprintln!("!!!!!!!! static linking is set up for x86-64 Linux with glibc only: skipped");
        return None;
    }
    let libc_a = Command::new("cc").arg("-print-file-name=libc.a").output().unwrap();
    Some(String::from_utf8_lossy(&libc_a.stdout).trim().to_string())
}

#[test]
fn cfb_starts_without_the_dynamic_loader_where_glibc_s_static_archive_exists() {
    let Some(libc_a) = libc_archive() else { return };
    let cfb = std::fs::read(env!("CARGO_BIN_EXE_cfb")).unwrap();
    assert_eq!(&cfb[..4], b"\x7fELF");
    if !Path::new(&libc_a).is_file() {
        eprintln!("!!!!!!!! no glibc static archive (libc.a, Debian's libc6-dev): cfb is linked dynamically");
        assert!(has_interpreter(&cfb));
        return;
    }
    assert!(!has_interpreter(&cfb), "cfb names a dynamic loader although {libc_a} exists");
}

/// The functions `.cargo/hot-functions.txt` lists, as `readelf` finds them in `cfb`.
struct HotFunctions {
    /// Each listed name as it is or, where this build's hash differs, the one function of that
    /// name without it (as link-static resolves them): its address and size, in the list's order.
    found: Vec<(u64, u64)>,
    /// How many listed names were found (two builds' names may find one function).
    resolved: usize,
    listed: usize,
    /// Where cfb's functions lie.
    code: std::ops::Range<u64>,
}

fn hot_functions_in_cfb() -> Option<HotFunctions> {
    let symbols = Command::new("readelf").args(["-sW", env!("CARGO_BIN_EXE_cfb")]).output().ok()?;
    let key = |name: &str| match name.rfind("17h") {
        Some(at) if name.ends_with('E') && name.len() == at + 20 => name[..at].to_string(),
        _ => name.to_string(),
    };
    let mut by_name = std::collections::HashMap::new();
    let mut by_key: std::collections::HashMap<String, Vec<(u64, u64)>> = std::collections::HashMap::new();
    let (mut text_start, mut text_end) = (u64::MAX, 0);
    for line in String::from_utf8_lossy(&symbols.stdout).lines() {
        // `Num: Value Size Type Bind Vis Ndx Name`
        let f: Vec<&str> = line.split_whitespace().collect();
        let [_, address, size, "FUNC", _, _, ndx, name] = f[..] else { continue };
        if ndx == "UND" {
            continue;
        }
        // (readelf writes a size of 100,000 or more in hexadecimal.)
        let size = match size.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16),
            None => size.parse(),
        };
        let (Ok(address), Ok(size)) = (u64::from_str_radix(address, 16), size) else { continue };
        (text_start, text_end) = (text_start.min(address), text_end.max(address + size));
        by_name.insert(name.to_string(), (address, size));
        by_key.entry(key(name)).or_default().push((address, size));
    }
    let listed =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(".cargo/hot-functions.txt")).ok()?;
    let listed: Vec<&str> = listed.lines().collect();
    let resolved: Vec<(u64, u64)> = listed
        .iter()
        .filter_map(|name| match by_name.get(*name) {
            Some(&at) => Some(at),
            None => by_key.get(&key(name)).filter(|all| all.len() == 1).map(|all| all[0]),
        })
        .collect();
    // (The list names a function once per build it was run in: where it first does counts.)
    let mut seen = std::collections::HashSet::new();
    let found = resolved.iter().copied().filter(|&(address, _)| seen.insert(address)).collect();
    Some(HotFunctions { found, resolved: resolved.len(), listed: listed.len(), code: text_start..text_end })
}

/// cfb's code is laid out hottest first (`.cargo/hot-functions.txt`, link-static): the listed
/// functions come first in the binary, in the list's order, so that a run touches few of its
/// pages. When the list no longer names most of cfb's functions, it is time to run
/// `.cargo/hot-functions.sh` again.
#[test]
fn the_functions_a_run_executes_come_first_in_cfb_s_code() {
    let Some(libc_a) = libc_archive() else { return };
    if !Path::new(&libc_a).is_file() {
        eprintln!("!!!!!!!! no glibc static archive (libc.a): cfb is linked as rustc asks, unordered: skipped");
        return;
    }
    let Some(HotFunctions { found, resolved, listed, code }) = hot_functions_in_cfb() else {
        panic!("could not read .cargo/hot-functions.txt, or {} with `readelf` (binutils)", env!("CARGO_BIN_EXE_cfb"));
    };
    assert!(
        resolved * 2 >= listed,
        "only {resolved} of the {listed} functions of .cargo/hot-functions.txt are in cfb: run .cargo/hot-functions.sh"
    );
    // In the first fifth of the code (spread as the compiler left them, a fifth would be there),
    // but for the few whose name without its hash was not cfb's alone among what was linked
    // (the test sees only what the link kept).
    let fifth = (code.end - code.start) / 5;
    let inside = found.iter().filter(|&&(address, _)| address < code.start + fifth).count();
    assert!(
        inside * 100 >= found.len() * 95,
        "{inside} of {} listed functions in the first {fifth} bytes",
        found.len()
    );
    let in_order = found.windows(2).filter(|w| w[0].0 < w[1].0).count();
    assert!(in_order * 10 >= found.len() * 9, "{in_order} of {} in the list's order", found.len());
}
