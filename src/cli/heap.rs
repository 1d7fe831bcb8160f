//! The heap of a one-shot command: size classes cut from huge pages, a free list per thread.
//!
//! `cfb diff` and `cfb similarity` read two files, build their trees and exit. Beside their own
//! work, two costs were large on the 2-core VM cfb is measured on:
//! - the first write of each fresh 4 kB page (1.4 µs a fault: a fifth of the run), where a 2 MB
//!   huge page takes one fault;
//! - glibc's `malloc` and `free` themselves: a tenth of the instructions of `cfb similarity` of
//!   two 7 kB Tamarin files (bins, coalescing, `malloc_consolidate`), for blocks that all die at
//!   the exit.
//!
//! So [`one_shot`], for inputs up to 256 kB, reserves address space aligned to huge pages, asks
//! the kernel for huge pages there (`madvise(MADV_HUGEPAGE)`), and from then on every block of
//! up to 256 MiB comes from it: each thread cuts blocks of up to 1 MiB from a 2 MB chunk of its
//! own, a larger block is whole chunks, and a freed block goes to the freeing thread's list for
//! its size class, where that thread's next block of the class is taken from (no lock; one
//! atomic operation per chunk or large block). Nothing goes back to the kernel before the exit,
//! which is why only one-shot commands turn it on. Larger blocks, blocks made before, and
//! everything once the reserve is used up are the system allocator's. tree-sitter's C
//! allocations take the same path ([`set_tree_sitter_allocator`]), behind a 16-byte header
//! holding the size, which C's `free` does not pass.
//!
//! Where the kernel gives no huge pages, the blocks come from 4 kB pages. `CFB_HUGE_PAGES=0`
//! leaves the system allocator in place.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed, Ordering::Release};

/// The process's allocator: the system's, until [`one_shot`] turns the arena on.
pub struct Heap;

/// Address space reserved for the arena (only what is written becomes memory).
const RESERVED: usize = 4 << 30;
/// A huge page, and the chunk a thread cuts its blocks from.
const CHUNK: usize = 2 << 20;
/// Every block is aligned to this (as `malloc`'s), and sized in multiples of it.
const ALIGN: usize = 16;
/// Size classes: every 16 bytes up to 128, then four per doubling up to [`LARGEST`].
const CLASSES: usize = 8 + 4 * 21;
/// The largest block the arena gives (the top of the last class).
const LARGEST: usize = 256 << 20;

/// The arena's range; `END` is 0 while it is off.
static START: AtomicUsize = AtomicUsize::new(0);
static END: AtomicUsize = AtomicUsize::new(0);
/// The next chunk no thread has taken.
static NEXT_CHUNK: AtomicUsize = AtomicUsize::new(0);

/// One thread's part: the rest of its chunk, and the first free block of each class (each free
/// block holds the address of the next in its first word).
struct Local {
    next: Cell<usize>,
    end: Cell<usize>,
    free: [Cell<usize>; CLASSES],
}

thread_local! {
    static LOCAL: Local = const {
        Local { next: Cell::new(0), end: Cell::new(0), free: [const { Cell::new(0) }; CLASSES] }
    };
}

/// The class of a block of `size` bytes (at most [`LARGEST`]).
fn class_of(size: usize) -> usize {
    let s = size.max(1) - 1;
    if s < 128 {
        return s / 16;
    }
    let p = (usize::BITS - 1 - s.leading_zeros()) as usize; // ⌊log2 s⌋ ≥ 7
    8 + (p - 7) * 4 + ((s >> (p - 2)) & 3)
}

/// The bytes a block of class `c` holds: a multiple of 16.
fn class_size(c: usize) -> usize {
    if c < 8 {
        return (c + 1) * 16;
    }
    let (p, sub) = ((c - 8) / 4 + 7, (c - 8) % 4);
    (5 + sub) << (p - 2)
}

fn in_arena(p: *mut u8) -> bool {
    let p = p as usize;
    p < END.load(Relaxed) && p >= START.load(Relaxed)
}

/// A block of class `c` from the arena, or null when the reserve is used up.
fn take(c: usize) -> *mut u8 {
    LOCAL.with(|local| {
        let head = local.free[c].get();
        if head != 0 {
            // SAFETY: a free block of this class holds the next one's address in its first word.
            local.free[c].set(unsafe { *(head as *const usize) });
            return head as *mut u8;
        }
        let size = class_size(c);
        if size > CHUNK / 2 {
            // Whole chunks of its own, leaving the thread's chunk to the small blocks.
            let run = (size + CHUNK - 1) & !(CHUNK - 1);
            let start = NEXT_CHUNK.fetch_add(run, Relaxed);
            return if start + run > END.load(Relaxed) { std::ptr::null_mut() } else { start as *mut u8 };
        }
        let mut next = local.next.get();
        if next + size > local.end.get() {
            let chunk = NEXT_CHUNK.fetch_add(CHUNK, Relaxed);
            if chunk + CHUNK > END.load(Relaxed) {
                return std::ptr::null_mut();
            }
            next = chunk;
            local.end.set(chunk + CHUNK);
        }
        local.next.set(next + size);
        next as *mut u8
    })
}

/// Returns block `p` of class `c` to this thread's list.
fn give_back(p: *mut u8, c: usize) {
    LOCAL.with(|local| {
        // SAFETY: `p` is a block of at least 16 bytes no one uses any more.
        unsafe { *(p as *mut usize) = local.free[c].get() };
        local.free[c].set(p as usize);
    })
}

/// Whether block `p`, asked for with `old` bytes, can hold `new` bytes where it is: their class
/// is the same, or a larger one fits because `p` is the last block cut from this thread's chunk
/// and the chunk has the room (it then becomes a block of that class).
fn resize_in_place(p: *mut u8, old: usize, new: usize) -> bool {
    if new > LARGEST {
        return false;
    }
    let (from, to) = (class_of(old), class_of(new));
    if from >= to {
        return from == to;
    }
    LOCAL.with(|local| {
        let (start, next) = (p as usize, local.next.get());
        let fits = start + class_size(from) == next && start + class_size(to) <= local.end.get();
        if fits {
            local.next.set(start + class_size(to));
        }
        fits
    })
}

/// A block for `layout` from the arena, if it is on, the layout fits and the reserve has room.
fn arena_block(layout: &Layout) -> Option<*mut u8> {
    if layout.align() > ALIGN || layout.size() > LARGEST || END.load(Relaxed) == 0 {
        return None;
    }
    Some(take(class_of(layout.size()))).filter(|p| !p.is_null())
}

unsafe impl GlobalAlloc for Heap {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        arena_block(&layout).unwrap_or_else(|| System.alloc(layout))
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        match arena_block(&layout) {
            Some(p) => {
                p.write_bytes(0, layout.size());
                p
            }
            None => System.alloc_zeroed(layout),
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if in_arena(ptr) {
            give_back(ptr, class_of(layout.size()));
        } else {
            System.dealloc(ptr, layout)
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if !in_arena(ptr) {
            return System.realloc(ptr, layout, new_size);
        }
        // (A block of the arena is aligned to no more than 16.)
        if resize_in_place(ptr, layout.size(), new_size) {
            return ptr;
        }
        let new = self.alloc(Layout::from_size_align_unchecked(new_size, layout.align()));
        if !new.is_null() {
            std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
            give_back(ptr, class_of(layout.size()));
        }
        new
    }
}

/// Inputs up to this size together are compared in the arena. Larger ones are better served by
/// the system's allocator, which reuses freed memory across sizes: a 961 kB Tamarin file
/// against a mutant took 0.36 s and 178 MB in the arena, 0.17 s and 112 MB without.
const ONE_SHOT_UP_TO: usize = 256 * 1024;

/// The set-up of a command that reads a file or two of `input_bytes` together, builds their
/// trees and exits (`cfb diff`, `cfb similarity`): for inputs up to 256 kB, the arena on and
/// tree-sitter's trees left unfreed (3% of the run, where their memory is not wanted again).
/// Call it once, from the main thread, before the command's large allocations and before it
/// starts threads.
pub fn one_shot(input_bytes: usize) {
    if input_bytes > ONE_SHOT_UP_TO || std::env::var_os("CFB_HUGE_PAGES").is_some_and(|v| v == "0") {
        return;
    }
    if turn_arena_on() {
        crate::parse::leave_trees_to_exit();
    }
}

/// Reserves the arena's address space, asks for huge pages there and sends the allocations
/// that fit to it from now on; whether it is on. Off Linux, or where the address space cannot
/// be reserved, it stays off. Where the kernel gives no huge pages it serves from 4 kB pages.
fn turn_arena_on() -> bool {
    if END.load(Relaxed) != 0 {
        return true;
    }
    #[cfg(target_os = "linux")]
    // SAFETY: an anonymous private mapping of fresh address space, and advice on it.
    unsafe {
        let size = RESERVED + CHUNK;
        let flags = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE;
        let p = libc::mmap(std::ptr::null_mut(), size, libc::PROT_READ | libc::PROT_WRITE, flags, -1, 0);
        if p == libc::MAP_FAILED {
            return false;
        }
        let start = (p as usize + CHUNK - 1) & !(CHUNK - 1);
        libc::madvise(start as *mut libc::c_void, RESERVED, libc::MADV_HUGEPAGE);
        START.store(start, Relaxed);
        NEXT_CHUNK.store(start, Relaxed);
        END.store(start + RESERVED, Release);
        true
    }
    #[cfg(not(target_os = "linux"))]
    false
}

/// The header before each of tree-sitter's blocks in the arena: the size asked for.
const HEADER: usize = ALIGN;

unsafe extern "C" fn ts_malloc(size: usize) -> *mut libc::c_void {
    if END.load(Relaxed) == 0 || size > LARGEST - HEADER {
        return libc::malloc(size);
    }
    let p = take(class_of(size + HEADER));
    if p.is_null() {
        return libc::malloc(size);
    }
    *(p as *mut usize) = size;
    p.add(HEADER).cast()
}

unsafe extern "C" fn ts_calloc(count: usize, size: usize) -> *mut libc::c_void {
    let Some(total) = count.checked_mul(size) else { return std::ptr::null_mut() };
    if END.load(Relaxed) == 0 {
        return libc::calloc(count, size);
    }
    let p = ts_malloc(total);
    if !p.is_null() {
        p.cast::<u8>().write_bytes(0, total);
    }
    p
}

unsafe extern "C" fn ts_free(p: *mut libc::c_void) {
    let p = p.cast::<u8>();
    if in_arena(p) {
        let block = p.sub(HEADER);
        give_back(block, class_of(*(block as *const usize) + HEADER));
    } else {
        libc::free(p.cast())
    }
}

unsafe extern "C" fn ts_realloc(p: *mut libc::c_void, size: usize) -> *mut libc::c_void {
    let old = p.cast::<u8>();
    if !in_arena(old) {
        return libc::realloc(p, size);
    }
    let block = old.sub(HEADER);
    let old_size = *(block as *const usize);
    if resize_in_place(block, old_size + HEADER, size + HEADER) {
        *(block as *mut usize) = size;
        return p;
    }
    let new = ts_malloc(size);
    if !new.is_null() {
        std::ptr::copy_nonoverlapping(old, new.cast::<u8>(), old_size.min(size));
        give_back(block, class_of(old_size + HEADER));
    }
    new
}

/// Routes tree-sitter's allocations through the arena when it is on. Call it first thing in
/// `main`, before any tree-sitter object exists.
pub fn set_tree_sitter_allocator() {
    // SAFETY: no tree-sitter object exists yet; the functions keep `malloc`'s contract.
    unsafe {
        tree_sitter::set_allocator(Some(tree_sitter::Allocator {
            malloc: ts_malloc,
            calloc: ts_calloc,
            realloc: ts_realloc,
            free: ts_free,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_has_the_smallest_class_that_holds_it() {
        for size in 1..=70_000 {
            let c = class_of(size);
            assert!(class_size(c) >= size, "size {size} class {c}");
            assert!(c == 0 || class_size(c - 1) < size, "size {size}: class {c} is not the smallest");
            assert_eq!(class_size(c) % ALIGN, 0);
        }
        assert_eq!(class_of(LARGEST), CLASSES - 1);
        assert_eq!(class_size(CLASSES - 1), LARGEST);
    }

    /// Fills `n` bytes at `p` with a pattern of `seed`.
    unsafe fn fill(p: *mut u8, n: usize, seed: u8) {
        for i in 0..n {
            *p.add(i) = seed.wrapping_add(i as u8);
        }
    }

    unsafe fn holds(p: *const u8, n: usize, seed: u8) -> bool {
        (0..n).all(|i| *p.add(i) == seed.wrapping_add(i as u8))
    }

    /// Blocks of every size from the arena, grown and shrunk by `realloc`, freed and taken
    /// again, on two threads at once: every block keeps its bytes, none overlaps another, and
    /// what does not fit (over 256 MiB, or aligned to more than 16) comes from the system.
    #[test]
    fn blocks_keep_their_bytes_through_realloc_and_reuse_on_two_threads() {
        assert!(turn_arena_on());
        let work = |seed: u8| {
            let heap = Heap;
            let mut blocks: Vec<(*mut u8, Layout, u8)> = Vec::new();
            for (k, size) in [1, 15, 16, 17, 100, 128, 129, 1000, 4096, 70_000, 1 << 20, 3 << 20]
                .iter()
                .cycle()
                .take(400)
                .enumerate()
            {
                let layout = Layout::from_size_align(*size, 8).unwrap();
                // SAFETY: a fresh block of `layout`, filled and checked within its size.
                unsafe {
                    let p = heap.alloc(layout);
                    assert!(!p.is_null());
                    assert!(in_arena(p), "size {size}");
                    let s = seed.wrapping_add(k as u8);
                    fill(p, *size, s);
                    blocks.push((p, layout, s));
                }
                if k % 3 == 2 {
                    // Free one, grow another.
                    let (p, layout, _) = blocks.remove(k % blocks.len());
                    unsafe { heap.dealloc(p, layout) };
                    let i = k % blocks.len();
                    let (p, layout, s) = blocks[i];
                    let new_size = layout.size() * 2 + 3;
                    unsafe {
                        let q = heap.realloc(p, layout, new_size);
                        assert!(holds(q, layout.size(), s), "grown from {}", layout.size());
                        fill(q, new_size, s);
                        blocks[i] = (q, Layout::from_size_align(new_size, 8).unwrap(), s);
                    }
                }
            }
            // Shrink every block to a third, then check them all.
            for (p, layout, s) in blocks.iter_mut() {
                let new_size = (layout.size() / 3).max(1);
                unsafe {
                    *p = heap.realloc(*p, *layout, new_size);
                    *layout = Layout::from_size_align(new_size, 8).unwrap();
                }
                assert!(unsafe { holds(*p, new_size, *s) });
            }
            let mut spans: Vec<(usize, usize)> =
                blocks.iter().map(|(p, l, _)| (*p as usize, *p as usize + l.size())).collect();
            spans.sort();
            assert!(spans.windows(2).all(|w| w[0].1 <= w[1].0), "overlapping blocks");
            for (p, layout, _) in blocks {
                unsafe { heap.dealloc(p, layout) };
            }
        };
        std::thread::scope(|s| {
            s.spawn(|| work(7));
            work(100);
        });
        // Aligned past 16, or too large: the system's.
        for layout in [Layout::from_size_align(64, 64).unwrap(), Layout::from_size_align(LARGEST + 1, 8).unwrap()] {
            unsafe {
                let p = Heap.alloc(layout);
                assert!(!p.is_null() && !in_arena(p) && (p as usize).is_multiple_of(layout.align()));
                Heap.dealloc(p, layout);
            }
        }
    }

    /// tree-sitter's allocation functions: `calloc` zeroes a reused block, `realloc` keeps the
    /// bytes, and a block of the system's (made before the arena was on) goes back to it.
    #[test]
    fn tree_sitters_blocks_carry_their_size() {
        unsafe {
            let system = libc::malloc(40);
            assert!(turn_arena_on());
            assert!(!in_arena(system.cast()));
            let p = ts_malloc(100).cast::<u8>();
            assert!(in_arena(p) && (p as usize).is_multiple_of(ALIGN));
            fill(p, 100, 1);
            ts_free(p.cast());
            let z = ts_calloc(10, 10).cast::<u8>();
            assert!((0..100).all(|i| *z.add(i) == 0));
            fill(z, 100, 3);
            let grown = ts_realloc(z.cast(), 5000).cast::<u8>();
            assert!(holds(grown, 100, 3));
            let shrunk = ts_realloc(grown.cast(), 10).cast::<u8>();
            assert!(holds(shrunk, 10, 3));
            ts_free(shrunk.cast());
            let system = ts_realloc(system, 80);
            assert!(!in_arena(system.cast()));
            ts_free(system);
        }
    }
}
