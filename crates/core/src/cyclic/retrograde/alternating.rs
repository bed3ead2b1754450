//! [`alternating_min_max_values`]: [`super::min_max_values`] for a token moved
//! in turn on a weighted graph, stored for a search that is mostly cache
//! misses.

use super::weighted::RadixHeap;
use super::{Side, WeightedArc};

/// [`min_max_values`](super::min_max_values) for a token on a weighted directed graph moved by the
/// two players in turn (AtCoder ABC261 Ex), without building the position
/// graph. Arc `(a, b, w)` moves the token from `a` to `b` for weight `w`,
/// whoever moves; a vertex without arcs out ends the game (total 0).
/// [`AlternatingValues::get`] gives the total weight of optimal play with
/// the token on a vertex and a side to move, or `None` where the game never
/// ends.
///
/// The rule is [`min_max_values`](super::min_max_values)'s on the positions `(v, side to move)`
/// that [`alternating`](super::alternating) builds, and so is the order of the search; what
/// differs is the storage, laid out for a search that is mostly cache
/// misses:
/// - The positions `(v, Min)` and `(v, Max)` have the same predecessors'
///   vertices (a move into `(b, Max)` is Min's along an arc `(a, b)`, one into
///   `(b, Min)` Max's along the same arc), so one list of the arcs into each
///   vertex serves both.
/// - That list follows the vertex's own record (both positions' totals and
///   counters) in one array, and each arc names its tail by where the tail's
///   record is: fixing a position reads one place in memory, and each move
///   into it one more.
/// - A Min position with one move is fixed when that move is, as a Max
///   position is, without the queue (its value is then known, and at least
///   the last total popped).
///
/// # Constraints
/// Every arc's ends are below `n_vertices`; `n_arcs < 2^30`;
/// `6 · n_vertices + 3 · n_arcs` fits in `u32`; `2 · n_vertices × (greatest
/// weight)` fits in `u64` (so no total overflows).
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// `O((n_vertices + n_arcs) · 64)` time at worst (the radix heap's bound, as
/// in [`min_max_values`](super::min_max_values); in practice a few steps per entry),
/// `O(n_vertices + n_arcs)` memory (32 bytes per vertex and 8 per arc, 12
/// when a weight needs more than 32 bits, besides `arcs`, which may be held
/// in 12 bytes an arc: see [`WeightedArc`]); no recursion.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{alternating_min_max_values, Side};
/// // ABC261 Ex's first sample, numbered from 0: 0 → 1 (1), 0 → 2 (10), 1 → 3 (100),
/// // 1 → 4 (102), 2 → 5 (20), 2 → 6 (30); Min (Takahashi) starts at vertex 0.
/// let arcs: [(usize, usize, u64); 6] =
///     [(0, 1, 1), (0, 2, 10), (1, 3, 100), (1, 4, 102), (2, 5, 20), (2, 6, 30)];
/// let values = alternating_min_max_values(7, &arcs);
/// assert_eq!(values.get(0, Side::Min), Some(40));
/// // Max first: 0 → 1, then Min takes 1 → 3 (1 + 100).
/// assert_eq!(values.get(0, Side::Max), Some(101));
/// // A cycle Max can keep going round: endless whoever starts.
/// let values = alternating_min_max_values(2, &[(0u32, 1u32, 5u32), (1, 0, 5)]);
/// assert_eq!((values.get(0, Side::Min), values.get(0, Side::Max)), (None, None));
/// ```
pub fn alternating_min_max_values<A: WeightedArc>(
    n_vertices: usize,
    arcs: &[A],
) -> AlternatingValues {
    let heaviest = arcs.iter().map(|arc| arc.weight()).max().unwrap_or(0);
    assert!(
        heaviest.checked_mul(2 * n_vertices as u64).is_some(),
        "retrograde::alternating_min_max_values: {} positions × weight {} overflow u64",
        2 * n_vertices,
        heaviest
    );
    // Weights that fit in one word take one word.
    if heaviest <= u64::from(u32::MAX) {
        alternating_search::<A, false>(n_vertices, arcs)
    } else {
        alternating_search::<A, true>(n_vertices, arcs)
    }
}

/// [`alternating_min_max_values`] with each arc's weight in two words
/// (`WIDE`) or one.
fn alternating_search<A: WeightedArc, const WIDE: bool>(
    n_vertices: usize,
    arcs: &[A],
) -> AlternatingValues {
    let arc_words = if WIDE { 3 } else { 2 };
    assert!(
        arcs.len() <= MAX_LEFT as usize
            && (RECORD as u64) * n_vertices as u64 + arc_words as u64 * arcs.len() as u64
                <= u64::from(u32::MAX),
        "retrograde::alternating_min_max_values: {} vertices and {} arcs are too many",
        n_vertices,
        arcs.len()
    );
    // The out-degrees, and the in-degrees one vertex on (in `at[v + 1]`).
    let mut out_degree = vec![0u32; n_vertices];
    let mut at = vec![0u32; n_vertices + 1];
    for arc in arcs {
        let (from, to) = (arc.tail(), arc.head());
        assert!(
            from < n_vertices && to < n_vertices,
            "retrograde::alternating_min_max_values: arc {} → {} of a graph with {} vertices",
            from,
            to,
            n_vertices
        );
        out_degree[from] += 1;
        at[to + 1] += 1;
    }
    // The records, and where each vertex's record is (`at`).
    let mut words = vec![0u32; RECORD * n_vertices + arc_words * arcs.len()];
    // Positions fixed but not yet passed on to the moves into them, by the
    // side to move there: first the ends (total 0, the least there is), later
    // each position whose last move (or only move, for Min) is fixed.
    let mut ready: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    let mut ends = Vec::new();
    let mut running = 0u32;
    for vertex in 0..n_vertices {
        let n_in = at[vertex + 1];
        at[vertex] = running;
        let record = running as usize;
        running += (RECORD + arc_words * n_in as usize) as u32;
        words[record + N_IN] = n_in;
        let moves = out_degree[vertex];
        if moves == 0 {
            // No move: the game ends here, total 0, whoever is to move.
            ends.push(record as u32);
        } else {
            set_word_pair(&mut words, record + BEST[0], u64::MAX);
            let min_state = if moves == 1 { MIN_ONE_MOVE } else { MIN_QUEUED };
            words[record + COUNTERS] = min_state | moves;
        }
        // From here on, where the next arc into `vertex` goes.
        out_degree[vertex] = (record + RECORD) as u32;
    }
    at[n_vertices] = running;
    let mut cursor = out_degree;
    for arc in arcs {
        let (from, to, weight) = (arc.tail(), arc.head(), arc.weight());
        let place = cursor[to] as usize;
        cursor[to] += arc_words as u32;
        words[place] = at[from];
        if WIDE {
            set_word_pair(&mut words, place + 1, weight);
        } else {
            words[place + 1] = weight as u32;
        }
    }
    drop(cursor);
    let weight = |words: &[u32], arc: usize| {
        if WIDE {
            word_pair(words, arc + 1)
        } else {
            u64::from(words[arc + 1])
        }
    };
    let mut heap = RadixHeap::new();
    // The ends first, both sides to move at once (both totals are 0): one
    // visit to each arc's tail for both of the tail's positions.
    for &record in &ends {
        let first = record as usize + RECORD;
        let end = first + arc_words * words[record as usize + N_IN] as usize;
        for arc in (first..end).step_by(arc_words) {
            let from = words[arc] as usize;
            let through = weight(&words, arc);
            relax_min(&mut words, &mut heap, &mut ready[0], from, through);
            relax_max(&mut words, &mut ready[1], from, through);
        }
    }
    drop(ends);
    loop {
        let (record, turn) = if let Some(record) = ready[1].pop() {
            (record as usize, 1)
        } else if let Some(record) = ready[0].pop() {
            (record as usize, 0)
        } else if let Some((total, record)) = heap.pop() {
            // Only the entry of a Min position's least total is live: the
            // others (pushed before it, so larger) find it fixed.
            let record = record as usize;
            if words[record + COUNTERS] & !MAX_LEFT == 0 {
                continue;
            }
            words[record + COUNTERS] &= MAX_LEFT;
            debug_assert_eq!(word_pair(&words, record + BEST[0]), total);
            (record, 0)
        } else {
            break;
        };
        let total = word_pair(&words, record + BEST[turn]);
        let first = record + RECORD;
        let end = first + arc_words * words[record + N_IN] as usize;
        for arc in (first..end).step_by(arc_words) {
            let from = words[arc] as usize;
            let through = total + weight(&words, arc);
            if turn == 1 {
                // Into Max's turn: Min's move.
                relax_min(&mut words, &mut heap, &mut ready[0], from, through);
            } else {
                // Into Min's turn: Max's move.
                relax_max(&mut words, &mut ready[1], from, through);
            }
        }
    }
    at.pop();
    AlternatingValues { words, at }
}

/// A move of Min's from the position in `words` at `from`, worth `through`
/// (its weight and the value it leads to), now known: the position is fixed
/// if it was its only move, queued otherwise if that is its best total yet.
/// A fixed position's value is at most `through`, so it takes nothing.
#[inline]
fn relax_min(
    words: &mut [u32],
    heap: &mut RadixHeap,
    ready: &mut Vec<u32>,
    from: usize,
    through: u64,
) {
    if through < word_pair(words, from + BEST[0]) {
        set_word_pair(words, from + BEST[0], through);
        if words[from + COUNTERS] & !MAX_LEFT == MIN_ONE_MOVE {
            words[from + COUNTERS] &= MAX_LEFT;
            ready.push(from as u32);
        } else {
            heap.push(through, from as u32);
        }
    }
}

/// A move of Max's from the position in `words` at `from`, worth `through`,
/// now known (the position is never fixed yet, since this move was not): it
/// is fixed when it was the last.
#[inline]
fn relax_max(words: &mut [u32], ready: &mut Vec<u32>, from: usize, through: u64) {
    if through > word_pair(words, from + BEST[1]) {
        set_word_pair(words, from + BEST[1], through);
    }
    words[from + COUNTERS] -= 1;
    if words[from + COUNTERS] & MAX_LEFT == 0 {
        ready.push(from as u32);
    }
}

/// The values [`alternating_min_max_values`] found, read in place.
#[derive(Debug, Clone)]
pub struct AlternatingValues {
    words: Vec<u32>,
    /// Where each vertex's record is in `words`.
    at: Vec<u32>,
}

impl AlternatingValues {
    /// The total weight of optimal play with the token on `vertex` and
    /// `side` to move, or `None` where the game never ends.
    ///
    /// # Panics
    /// If `vertex` is not below the graph's number of vertices.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::{alternating_min_max_values, Side};
    /// // 0 → 1 (weight 3), and vertex 1 ends the game.
    /// let values = alternating_min_max_values(2, &[(0u32, 1u32, 3u32)]);
    /// assert_eq!(values.get(0, Side::Max), Some(3));
    /// assert_eq!(values.get(1, Side::Min), Some(0));
    /// ```
    pub fn get(&self, vertex: usize, side: Side) -> Option<u64> {
        let record = self.at[vertex] as usize;
        let turn = match side {
            Side::Min => 0,
            Side::Max => 1,
        };
        let counters = self.words[record + COUNTERS];
        let open = if turn == 0 {
            counters & !MAX_LEFT
        } else {
            counters & MAX_LEFT
        };
        if open == 0 {
            Some(word_pair(&self.words, record + BEST[turn]))
        } else {
            None
        }
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::alternating_min_max_values;
    /// assert_eq!(alternating_min_max_values(3, &[(0u32, 1u32, 3u32)]).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.at.len()
    }

    /// Whether the graph has no vertices.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::alternating_min_max_values;
    /// let no_arcs: [(usize, usize, u64); 0] = [];
    /// assert!(alternating_min_max_values(0, &no_arcs).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.at.is_empty()
    }
}

// The layout of [`alternating_min_max_values`]'s words. A vertex's record
// (`RECORD` words): for each side to move (0: Min, 1: Max), the best total
// so far, two words from `BEST[side]`, low first; `COUNTERS`, a word of
// counters (below); the number of arcs into the vertex (`N_IN`). After the
// record, those arcs: where the arc's tail's record is, then its weight (one
// word, or two when some weight needs them).
//
// In `COUNTERS`, the low 30 bits (`MAX_LEFT`) count the Max position's moves
// not yet fixed, and the top two say how the Min position is fixed:
// `MIN_ONE_MOVE` or `MIN_QUEUED` until it is. A position is fixed when its
// part is 0, and its best total is then its value.
const BEST: [usize; 2] = [0, 2];
const COUNTERS: usize = 4;
const N_IN: usize = 5;
const RECORD: usize = 6;
/// The Max position's count of moves not yet fixed.
const MAX_LEFT: u32 = (1 << 30) - 1;
/// A Min position with one move, fixed when that move is.
const MIN_ONE_MOVE: u32 = 2 << 30;
/// A Min position with several moves, fixed when its least total is popped.
const MIN_QUEUED: u32 = 1 << 30;

/// The `u64` stored low word first at `words[at..at + 2]`.
#[inline]
fn word_pair(words: &[u32], at: usize) -> u64 {
    u64::from(words[at]) | u64::from(words[at + 1]) << 32
}

/// Stores `value` low word first at `words[at..at + 2]`.
#[inline]
fn set_word_pair(words: &mut [u32], at: usize, value: u64) {
    words[at] = value as u32;
    words[at + 1] = (value >> 32) as u32;
}
