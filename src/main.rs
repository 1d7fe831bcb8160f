// The system's allocator, until a one-shot command turns the arena on (`src/cli/heap.rs`).
#[global_allocator]
static HEAP: cfb::cli::heap::Heap = cfb::cli::heap::Heap;

fn main() -> std::process::ExitCode {
    cfb::cli::heap::set_tree_sitter_allocator();
    // glibc gives a block over 128 kB pages of its own (mmap), each a page fault when first
    // written and unmapped when freed, and raises that bound only after such a block is freed:
    // the first trees' arrays came as fresh pages, and freed ones were not reused. At its ceiling
    // from the start (32 MiB), they come from the heap and are reused: 150 fewer page faults
    // and 9% less time for `cfb diff` of two 7 kB Tamarin files when it still used this
    // allocator (it has an arena of its own now); every other command still allocates here.
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a parameter of glibc's allocator; nothing is allocated yet.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
    }
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
