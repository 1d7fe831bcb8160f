//! The heap of a one-shot command backed by transparent huge pages.
//!
//! A command that reads a file or two and exits writes most of its heap once: on a machine
//! where the first write of a 4 kB page is dear (1.4 µs in the 2-core VM cfb is measured on,
//! where `cfb similarity` of two 7 kB Tamarin files wrote 630 fresh pages: a fifth of its time),
//! one fault per 2 MB page instead saves most of that. glibc hands out its heap with `brk`, at
//! no particular alignment, and only a 2 MB-aligned range the kernel was told about before its
//! first write (`madvise(MADV_HUGEPAGE)`) becomes a huge page. So `back_heap`:
//!
//! 1. makes glibc grow its heap 8 MB at a time (`M_TOP_PAD`) and grows it once;
//! 2. marks the 2 MB-aligned ranges of the new, unwritten room as huge-page memory;
//! 3. takes the room below the first of them with one block that is never written or freed, so
//!    that what the command allocates next starts on a huge page.
//!
//! Where the kernel has no transparent huge pages, `madvise` fails and nothing more is done;
//! where it has them only on request (`madvise`, Debian's default) or always, they are used.
//! A command of a few small allocations (`cfb --version`) would pay the zeroing of a whole
//! 2 MB page, so only the commands that build trees call it. `CFB_HUGE_PAGES=0` turns it off.

/// The set-up of a command that reads a file or two, builds their trees and exits (`cfb diff`,
/// `cfb similarity`): the heap on huge pages and, where it is, tree-sitter's trees left unfreed
/// (3% of the run where their memory is not wanted again; without huge pages, the fresh pages
/// this takes instead cost as much).
pub fn set_up_one_shot() {
    if back_heap() {
        crate::parse::leave_trees_to_exit();
    }
}

/// The heap's growth step, and so the huge-page room made at once (at least two huge pages
/// beyond the first boundary).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const ROOM: usize = 8 << 20;

/// Backs what the process allocates next on glibc's main heap (the main thread's) with
/// transparent huge pages, as the module's doc says; a no-op off Linux with glibc, with
/// `CFB_HUGE_PAGES=0`, and where the kernel refuses. Call it once, from the main thread,
/// before the large allocations. Whether it did (fresh memory is then cheap).
fn back_heap() -> bool {
    if std::env::var_os("CFB_HUGE_PAGES").is_some_and(|v| v == "0") {
        return false;
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: glibc's allocator entry points, `sbrk(0)` (which reads the break without moving
    // it) and `madvise` on heap memory; each byte written is the first of a block just allocated.
    unsafe {
        const HUGE: usize = 2 << 20;
        libc::mallopt(libc::M_TOP_PAD, ROOM as libc::c_int);
        // A block larger than the free room at the heap's top makes glibc grow the heap now;
        // freed, it returns to the top, which then holds the whole new room.
        let old_break = libc::sbrk(0) as usize;
        let grow = libc::malloc(libc::mallinfo2().keepcost + 4096);
        if grow.is_null() {
            return false;
        }
        // (A write the compiler must keep, as below.)
        grow.cast::<u8>().write_volatile(0);
        libc::free(grow);
        let brk = libc::sbrk(0) as usize;
        let top = brk.saturating_sub(libc::mallinfo2().keepcost);
        // The new room's pages written so far: the one past the old break, where glibc marked
        // the end of the grown block. From the next boundary on, none; up to the last before
        // the break.
        let start = (old_break + 2 * 4096 + HUGE - 1) & !(HUGE - 1);
        let end = brk & !(HUGE - 1);
        if end <= start || libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) != 0 {
            return false;
        }
        // Below `start`: one block from the top, never freed, written only where its header
        // already was (the write keeps it: the compiler may leave out an allocation unused).
        let below = libc::malloc(start - top - 64);
        if !below.is_null() {
            below.cast::<u8>().write_volatile(0);
        }
        true
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    false
}
