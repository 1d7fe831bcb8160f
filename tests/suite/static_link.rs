//! `.cargo/link-static`, the linker of x86-64 Linux builds: executables static, shared objects
//! as rustc asks. Its rewriting is checked against a stand-in `cc` that records its arguments;
//! the `cfb` binary itself must have no dynamic loader wherever glibc's static archive exists.

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

#[test]
fn cfb_starts_without_the_dynamic_loader_where_glibc_s_static_archive_exists() {
    if !cfg!(all(target_arch = "x86_64", target_os = "linux", target_env = "gnu")) {
        eprintln!("!!!!!!!! static linking is set up for x86-64 Linux with glibc only: skipped");
        return;
    }
    let libc_a = Command::new("cc").arg("-print-file-name=libc.a").output().unwrap();
    let libc_a = String::from_utf8_lossy(&libc_a.stdout).trim().to_string();
    let cfb = std::fs::read(env!("CARGO_BIN_EXE_cfb")).unwrap();
    assert_eq!(&cfb[..4], b"\x7fELF");
    if !Path::new(&libc_a).is_file() {
        eprintln!("!!!!!!!! no glibc static archive (libc.a, Debian's libc6-dev): cfb is linked dynamically");
        assert!(has_interpreter(&cfb));
        return;
    }
    assert!(!has_interpreter(&cfb), "cfb names a dynamic loader although {libc_a} exists");
}
