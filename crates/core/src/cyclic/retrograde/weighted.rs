//! Weighted games by a Dijkstra-like order: [`min_max_values`] on any position
//! graph, with the radix heap it shares with [`super::alternating_min_max_values`].

use super::{Side, check_starts};

/// A monotone priority queue (a radix heap) for Dijkstra-like searches: the
/// keys popped never decrease, so an entry sits in the bucket of the highest
/// bit where it differs from the last key popped, and moves only to lower
/// buckets; reads and writes are sequential, unlike a binary heap's. One bit
/// per bucket says which hold entries, so the next one is found at once.
pub(super) struct RadixHeap {
    /// Bucket 0 holds the keys equal to `last`; bucket `b ≥ 1` those whose
    /// highest bit differing from `last` is bit `b − 1`.
    buckets: [Vec<(u64, u32)>; 65],
    /// Bit `b − 1` is set when bucket `b` (1 to 64) may hold entries.
    occupied: u64,
    last: u64,
}

impl RadixHeap {
    pub(super) fn new() -> RadixHeap {
        RadixHeap {
            buckets: std::array::from_fn(|_| Vec::new()),
            occupied: 0,
            last: 0,
        }
    }

    /// Adds an entry whose key is at least the last key popped.
    #[inline]
    pub(super) fn push(&mut self, key: u64, item: u32) {
        let bucket = (64 - (key ^ self.last).leading_zeros()) as usize;
        self.buckets[bucket].push((key, item));
        // (Bucket 0 is read first in any case: it needs no bit.)
        if bucket != 0 {
            self.occupied |= 1 << (bucket - 1);
        }
    }

    #[inline]
    pub(super) fn pop(&mut self) -> Option<(u64, u32)> {
        if let Some(entry) = self.buckets[0].pop() {
            return Some(entry);
        }
        if self.occupied == 0 {
            return None;
        }
        // The lowest non-empty bucket holds the least key; it becomes `last`,
        // and the bucket's entries move to lower buckets.
        let first = self.occupied.trailing_zeros() as usize + 1;
        self.occupied &= self.occupied - 1;
        let mut moved = std::mem::take(&mut self.buckets[first]);
        self.last = moved.iter().map(|&(key, _)| key).min().unwrap();
        for &(key, item) in &moved {
            self.push(key, item);
        }
        // Keep the emptied bucket's allocation for later.
        moved.clear();
        self.buckets[first] = moved;
        self.buckets[0].pop()
    }
}

/// The total weight of optimal play from every position of a weighted game,
/// or `None` where the game never ends.
///
/// Position `v` moves along `targets[starts[v]..starts[v + 1]]`, each edge
/// `e` weighing `weights[e]`; `owner(v)` moves at `v`. The game ends at a
/// position without moves (total 0 from there). [`Side::Min`] first wants
/// the game to end, then the smallest total weight of the edges played;
/// [`Side::Max`] first wants it never to end, then the largest total.
///
/// Rule: value(end) = 0; a Min position's value is the least `w + value`
/// over its moves to positions with a value; a Max position has a value
/// only if all its moves lead to positions with one, and then it is the
/// greatest `w + value`; every other position is endless. As in Dijkstra's
/// algorithm, Min positions are fixed in increasing order of value from a
/// priority queue (a radix heap: the keys popped never decrease), each
/// when it first leaves the queue. A Max position is fixed as soon as its
/// last move is (its value is then known), without the queue: its value is
/// at least that of the position just fixed, so nothing fixed later is
/// smaller than a value popped before (weights are non-negative), which is
/// what Dijkstra's order needs.
///
/// # Constraints
/// `starts` non-empty, non-decreasing, ending at `targets.len()`;
/// `weights.len() == targets.len()`; every target below `starts.len() − 1`;
/// `n_positions × (greatest weight)` fits in `u64` (so no total overflows).
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// `O((n_positions + n_edges) · 64)` time at worst (each queued entry moves
/// down at most 64 buckets; in practice a few), `O(n_positions + n_edges)`
/// memory; no recursion.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{min_max_values, Side};
/// // Min at 0 moves to 1 (weight 1) or 2 (weight 10); Max at 1 moves to 3 (100) or
/// // 4 (102), at 2 to 5 (20) or 6 (30): Min picks 2, Max then 6 (ABC261 Ex's sample).
/// let starts = [0, 2, 4, 6, 6, 6, 6, 6];
/// let targets = [1, 2, 3, 4, 5, 6];
/// let weights = [1, 10, 100, 102, 20, 30];
/// let owner = |v: usize| if v == 0 { Side::Min } else { Side::Max };
/// let values = min_max_values(&starts, &targets, &weights, owner);
/// assert_eq!(values[0], Some(40));
/// // A loop Max can keep going: endless.
/// assert_eq!(min_max_values(&[0, 1, 2], &[1, 0], &[5, 5], owner), [None, None]);
/// ```
pub fn min_max_values<O: Fn(usize) -> Side>(
    starts: &[usize],
    targets: &[usize],
    weights: &[u64],
    owner: O,
) -> Vec<Option<u64>> {
    check_starts(starts, targets.len(), "min_max_values");
    assert!(
        weights.len() == targets.len(),
        "retrograde::min_max_values: {} weights for {} edges",
        weights.len(),
        targets.len()
    );
    let n_positions = starts.len() - 1;
    let heaviest = weights.iter().copied().max().unwrap_or(0);
    assert!(
        heaviest.checked_mul(n_positions as u64).is_some(),
        "retrograde::min_max_values: {} positions × weight {} overflow u64",
        n_positions,
        heaviest
    );
    // Backwards: the edges into each position, their sources and weights
    // read in sequence, built as in `reverse`.
    let mut back_starts = vec![0u32; n_positions + 2];
    for &target in targets {
        assert!(
            target < n_positions,
            "retrograde: target {} of a graph with {} positions",
            target,
            n_positions
        );
        back_starts[target + 2] += 1;
    }
    for position in 2..n_positions + 2 {
        back_starts[position] += back_starts[position - 1];
    }
    let mut sources = vec![0u32; targets.len()];
    let mut back_weights = vec![0u64; targets.len()];
    for source in 0..n_positions {
        for edge in starts[source]..starts[source + 1] {
            let at = &mut back_starts[targets[edge] + 1];
            sources[*at as usize] = source as u32;
            back_weights[*at as usize] = weights[edge];
            *at += 1;
        }
    }
    back_starts.pop();
    // What the search reads about a position at random, in one place (one
    // cache line, not two): for Max the greatest total so far and the moves
    // not yet fixed, for Min the least total in the queue and 1 (0 once
    // fixed); once fixed, `left` is 0 and `best` is the value.
    #[derive(Clone, Copy)]
    struct Slot {
        best: u64,
        left: u32,
    }
    // The positions fixed but not yet passed on to their predecessors: first
    // the ends (total 0, the least there is), later each Max position whose
    // last move is fixed.
    let mut ready: Vec<u32> = Vec::with_capacity(n_positions);
    let mut slot: Vec<Slot> = (0..n_positions)
        .map(|position| {
            let moves = (starts[position + 1] - starts[position]) as u32;
            if moves == 0 {
                ready.push(position as u32);
                return Slot { best: 0, left: 0 };
            }
            match owner(position) {
                Side::Max => Slot {
                    best: 0,
                    left: moves,
                },
                Side::Min => Slot {
                    best: u64::MAX,
                    left: 1,
                },
            }
        })
        .collect();
    let mut heap = RadixHeap::new();
    loop {
        let position = if let Some(position) = ready.pop() {
            position as usize
        } else if let Some((total, position)) = heap.pop() {
            // Only the entry of a position's least total is live: the others
            // (pushed before it, so larger) find it fixed.
            let entry = &mut slot[position as usize];
            if entry.left == 0 {
                continue;
            }
            entry.left = 0;
            debug_assert_eq!(entry.best, total);
            position as usize
        } else {
            break;
        };
        let total = slot[position].best;
        let edges = back_starts[position] as usize..back_starts[position + 1] as usize;
        for (&before, &weight) in sources[edges.clone()].iter().zip(&back_weights[edges]) {
            // A fixed Min predecessor's value is at most `total`, so it takes
            // nothing from here; a Max predecessor is never fixed yet, since
            // this move of it is not.
            let entry = &mut slot[before as usize];
            let through = total + weight;
            match owner(before as usize) {
                // Only a better total than one already queued is pushed.
                Side::Min => {
                    if through < entry.best {
                        entry.best = through;
                        heap.push(through, before);
                    }
                }
                Side::Max => {
                    entry.best = entry.best.max(through);
                    entry.left -= 1;
                    if entry.left == 0 {
                        ready.push(before);
                    }
                }
            }
        }
    }
    // A slot and an `Option<u64>` have the same size and alignment, so this
    // collects into the slots' own memory (no fresh pages to fault in).
    slot.into_iter()
        .map(|entry| {
            if entry.left == 0 {
                Some(entry.best)
            } else {
                None
            }
        })
        .collect()
}

/// An arc `(tail, head, weight)` as [`alternating_min_max_values`](super::alternating_min_max_values) reads
/// it: `(usize, usize, u64)`, or `(u32, u32, u32)` for a list held in 12
/// bytes an arc instead of 24 (ABC261 Ex's 2·10^5 arcs: 2.4 MB of memory
/// less to fault in and read).
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::WeightedArc;
/// assert_eq!((3u32, 4u32, 5u32).tail(), 3);
/// assert_eq!((3usize, 4usize, 5u64).head(), 4);
/// assert_eq!((3u32, 4u32, u32::MAX).weight(), u64::from(u32::MAX));
/// ```
///
/// # Complexity
/// Each method is `O(1)`.
pub trait WeightedArc: Copy {
    /// The vertex the arc leaves.
    fn tail(&self) -> usize;
    /// The vertex the arc enters.
    fn head(&self) -> usize;
    /// The arc's weight.
    fn weight(&self) -> u64;
}

impl WeightedArc for (usize, usize, u64) {
    #[inline]
    fn tail(&self) -> usize {
        self.0
    }
    #[inline]
    fn head(&self) -> usize {
        self.1
    }
    #[inline]
    fn weight(&self) -> u64 {
        self.2
    }
}

impl WeightedArc for (u32, u32, u32) {
    #[inline]
    fn tail(&self) -> usize {
        self.0 as usize
    }
    #[inline]
    fn head(&self) -> usize {
        self.1 as usize
    }
    #[inline]
    fn weight(&self) -> u64 {
        u64::from(self.2)
    }
}
