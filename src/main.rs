fn main() -> std::process::ExitCode {
    cfb::cli::main()
}

// The unwinder is linked into the binary, as gcc's `-static-libgcc` links it: one shared library
// fewer to load at every start (`libgcc_s`, whose start-up code also probes the CPU again),
// about a quarter of `cfb --version`. Placed before the standard library's `-lgcc_s`, its archive defines
// the unwinder first with lld (Rust's linker on x86-64 Linux); a linker that reads archives in
// order keeps `libgcc_s`, as before. See also `build.rs` (position-dependent).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[link(name = "gcc_eh", kind = "static", modifiers = "-bundle")]
extern "C" {}
