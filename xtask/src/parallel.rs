//! The one parallel map of xtask: work items spread over the cores, results
//! handed back on the calling thread as they finish. `test` judges cases with
//! it and `bundle` compiles bundles with it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

/// The number of workers for `jobs` items: the cores, but at least 1 and at
/// most one per item.
pub fn workers(jobs: usize) -> usize {
    let cores = thread::available_parallelism().map_or(1, |n| n.get());
    cores.min(jobs).max(1)
}

/// Calls `work` on every item on `threads` workers (taking the next item as
/// each becomes free), and `done(index, result)` on the calling thread as
/// each result arrives, in the order they finish.
pub fn for_each<T, R>(
    items: &[T],
    threads: usize,
    work: impl Fn(&T) -> R + Sync,
    mut done: impl FnMut(usize, R),
) where
    T: Sync,
    R: Send,
{
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..threads.clamp(1, items.len().max(1)) {
            let sender = sender.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(index) else {
                    break;
                };
                if sender.send((index, work(item))).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        for (index, result) in receiver {
            done(index, result);
        }
    });
}

/// `work` on every item on all cores; the results in the items' order.
pub fn map<T, R>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R>
where
    T: Sync,
    R: Send,
{
    let mut results: Vec<Option<R>> = items.iter().map(|_| None).collect();
    for_each(items, workers(items.len()), work, |index, result| {
        results[index] = Some(result);
    });
    results
        .into_iter()
        .map(|result| result.expect("every item was done"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_keeps_the_order_and_for_each_reports_every_item() {
        let items: Vec<u64> = (0..100).collect();
        let squares = map(&items, |&x| {
            // Later items finish first.
            thread::sleep(std::time::Duration::from_micros(100 - x));
            x * x
        });
        assert_eq!(squares, items.iter().map(|x| x * x).collect::<Vec<_>>());
        let mut seen = vec![false; items.len()];
        for_each(
            &items,
            3,
            |&x| x + 1,
            |index, result| {
                assert_eq!(result, items[index] + 1);
                seen[index] = true;
            },
        );
        assert!(seen.iter().all(|&s| s));
        let empty: Vec<u8> = map(&[] as &[u8], |&x| x);
        assert!(empty.is_empty());
        // Zero-sized items still get their own indices.
        assert_eq!(map(&[(), (), ()], |_| 1).len(), 3);
        assert_eq!(workers(0), 1);
    }
}
