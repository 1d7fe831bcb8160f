//! Worker threads for batches of files: a work-stealing pool (rayon's) whose threads have the
//! strict parser's big stack, so that it runs on them directly instead of on a thread of its own.

use super::{mark_big_stack, STRICT_STACK_BYTES};

/// A pool of `jobs` threads, or None for no job or when the threads cannot be started. One job
/// gets a pool too: its one thread has the big stack, where the calling thread would start a
/// thread for each strict parse (see `run_with_stack`), which cost a single-job batch of small
/// files a third of its time.
pub fn build(jobs: usize) -> Option<rayon_core::ThreadPool> {
    if jobs == 0 {
        return None;
    }
    rayon_core::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .thread_name(|k| format!("cfb-worker-{k}"))
        .stack_size(STRICT_STACK_BYTES)
        .start_handler(|_| mark_big_stack())
        .build()
        .ok()
}

/// `f` of every item, worked on by `jobs` threads, the results in the items' order. A panic
/// in `f` is raised again on the calling thread.
pub fn map<T: Sync, R: Send>(jobs: usize, items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    map_on(build(jobs.min(items.len())).as_ref(), items, f)
}

/// [`map`] on the threads of `pool` (on the calling thread without one): work in several
/// steps on one pool, so that memory its threads freed in one step serves the next (each
/// thread allocates from an arena of its own).
pub fn map_on<T: Sync, R: Send>(
    pool: Option<&rayon_core::ThreadPool>,
    items: &[T],
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let Some(pool) = pool else {
        return items.iter().map(f).collect();
    };
    let results: Vec<std::sync::Mutex<Option<R>>> = items.iter().map(|_| std::sync::Mutex::new(None)).collect();
    pool.scope_fifo(|scope| {
        for (item, slot) in items.iter().zip(&results) {
            let f = &f;
            scope.spawn_fifo(move |_| *slot.lock().unwrap_or_else(|e| e.into_inner()) = Some(f(item)));
        }
    });
    results
        .into_iter()
        .map(|slot| slot.into_inner().unwrap_or_else(|e| e.into_inner()).expect("every item is worked on"))
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn map_keeps_the_order_on_any_number_of_threads() {
        let items: Vec<u64> = (0..200).collect();
        let square = |x: &u64| {
            // Uneven work, so later items can finish first.
            std::thread::sleep(std::time::Duration::from_micros((200 - x) * 10));
            x * x
        };
        let want: Vec<u64> = items.iter().map(|x| x * x).collect();
        for jobs in [1, 2, 3, 8] {
            assert_eq!(super::map(jobs, &items, square), want, "jobs {jobs}");
        }
        assert!(super::map(4, &[] as &[u64], square).is_empty());
    }

    #[test]
    fn workers_run_the_strict_parser_on_their_own_stack() {
        let flags = super::map(2, &[0, 1, 2, 3], |_| super::super::BIG_STACK.get());
        assert_eq!(flags, vec![true; 4]);
    }
}
