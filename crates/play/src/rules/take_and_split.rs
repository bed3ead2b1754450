//! Take-and-split heaps: a move takes any positive number of objects from one
//! heap (taking all of it leaves none), or splits one heap into a fixed
//! number of non-empty heaps. Two parts is Lasker's Nim (hdu-3032); three is
//! hdu-5795.

use std::cell::RefCell;

use crate::{Game, sum_moves};

/// The moves of one heap, each as the heaps that replace it: every smaller
/// non-empty heap, then none (all taken), then every way to split it into
/// `parts` non-empty heaps, as non-decreasing lists in lexicographic order.
/// A heap of 0 has no move.
///
/// # Panics
/// If `parts < 2` (a split into one heap is no move).
///
/// # Complexity
/// `O(heap + p(heap, parts) · parts)`, `p` the number of such splits.
///
/// # Example
/// ```
/// use play::rules::take_and_split::moves;
/// assert_eq!(moves(4, 2), [vec![1], vec![2], vec![3], vec![], vec![1, 3], vec![2, 2]]);
/// assert_eq!(moves(5, 3), [vec![1], vec![2], vec![3], vec![4], vec![], vec![1, 1, 3], vec![1, 2, 2]]);
/// ```
pub fn moves(heap: u64, parts: usize) -> Vec<Vec<u64>> {
    assert!(parts >= 2, "a split makes at least two heaps");
    let mut options: Vec<Vec<u64>> = (1..heap).map(|left| vec![left]).collect();
    if heap > 0 {
        options.push(Vec::new());
    }
    // Depth-first over non-decreasing prefixes: (prefix, what is left).
    let mut stack = vec![(Vec::new(), heap)];
    let mut splits = Vec::new();
    while let Some((prefix, left)) = stack.pop() {
        let to_place = (parts - prefix.len()) as u64;
        if to_place == 1 {
            let mut split = prefix;
            split.push(left);
            splits.push(split);
            continue;
        }
        let least = prefix.last().copied().unwrap_or(1);
        // The next part `p` leaves room for `to_place − 1` parts of at least `p`.
        for next in (least..=left / to_place).rev() {
            let mut longer = prefix.clone();
            longer.push(next);
            stack.push((longer, left - next));
        }
    }
    options.extend(splits);
    options
}

/// A whole position: how many heaps a split makes, and the heaps (sorted,
/// none empty).
type Position = (usize, Vec<u64>);

type Moves = fn(&Position) -> Vec<Position>;

/// A move of the sum: one heap replaced by one of its [`moves`].
fn position_moves((parts, heaps): &Position) -> Vec<Position> {
    sum_moves(heaps, |&heap| moves(heap, *parts))
        .into_iter()
        .map(|next| (*parts, next))
        .collect()
}

thread_local! {
    /// Whole positions, with the positions already decided shared by every
    /// call on this thread (every input of a test run).
    static GAME: RefCell<Game<Position, Moves>> = RefCell::new(Game::new(position_moves));
}

/// Does the player to move win the sum of `heaps` (in any order; empty heaps
/// offer no move and are left out), splits making `parts` heaps? Whole
/// positions are searched by literal play of [`moves`], no value assumed.
///
/// # Complexity
/// As for [`Game::wins`] over every position below: only for a few small
/// heaps.
///
/// # Example
/// ```
/// use play::rules::take_and_split::wins;
/// // Lasker's Nim: 3 is worth 4 and 4 is worth 3, so 1 + 2 + 4 is lost.
/// assert!(!wins(&[1, 2, 4], 2) && wins(&[1, 2, 3], 2));
/// ```
pub fn wins(heaps: &[u64], parts: usize) -> bool {
    let mut heaps: Vec<u64> = heaps.iter().copied().filter(|&heap| heap > 0).collect();
    heaps.sort_unstable();
    GAME.with(|game| game.borrow_mut().wins(&(parts, heaps)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::Itertools;

    #[test]
    fn splits_are_every_multiset_of_non_empty_parts_summing_to_the_heap() {
        for parts in 2..=4 {
            for heap in 0..=14u64 {
                let obvious: Vec<Vec<u64>> = (0..parts)
                    .map(|_| 1..=heap)
                    .multi_cartesian_product()
                    .filter(|split| split.iter().sum::<u64>() == heap)
                    .map(|split| split.into_iter().sorted().collect())
                    .sorted()
                    .dedup()
                    .collect();
                let listed = moves(heap, parts);
                let takes = heap as usize; // heap − 1 smaller heaps and none
                assert_eq!(listed[takes..], obvious[..], "heap {heap}, {parts} parts");
                let expected_takes: Vec<Vec<u64>> = (1..heap)
                    .map(|left| vec![left])
                    .chain((heap > 0).then(Vec::new))
                    .collect();
                assert_eq!(listed[..takes], expected_takes[..]);
            }
        }
    }

    #[test]
    fn sums_are_decided_by_the_xor_of_heap_values() {
        // A heap's value by the mex over its moves, each option worth the
        // XOR of the heaps it leaves (bottom up), then the sum theorem.
        for parts in 2..=3 {
            let mut values = vec![0u64];
            for heap in 1..=8u64 {
                let options = moves(heap, parts)
                    .into_iter()
                    .map(|option| option.iter().fold(0, |acc, &h| acc ^ values[h as usize]));
                values.push(crate::mex(options));
            }
            for heaps in (0..3).map(|_| 0u64..=8).multi_cartesian_product() {
                let xor = heaps.iter().fold(0, |acc, &h| acc ^ values[h as usize]);
                assert_eq!(wins(&heaps, parts), xor != 0, "{heaps:?}, {parts} parts");
            }
        }
    }
}
