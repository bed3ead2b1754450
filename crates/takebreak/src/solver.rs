//! The rare/common ("sparse space") solver.
//!
//! A heap's value is the mex of its options; a split's option is
//! G(a) ⊕ G(b). Tag each index `i ≥ 1` with `tag(i) = G(i)·2 + (i mod 2)` and
//! call it *rare* when `tag(i) & mask` has an even number of bits, *common*
//! otherwise. For a split `a + b = m` the tags XOR to `x·2 + (m mod 2)`
//! (`x = G(a) ⊕ G(b)`), so the parity of that under the mask tells how many
//! commons the pair holds, mod 2: a common-parity `x` needs a rare part, and
//! only a rare-parity `x` can come from two commons. So each heap enumerates
//! the pairs with a rare part (|rare| work), takes the mex, and only when that
//! mex has rare parity scans the common pairs for it (usually a few steps
//! before it turns up). The mask is chosen, and re-chosen as the sequence
//! grows, as the one with the fewest rare indices: a Walsh–Hadamard transform
//! of the tags' histogram gives every mask's count at once. Whatever the mask,
//! the values are exact.
//!
//! Other moves: single heaps and "take the whole heap" are listed directly;
//! a repeating tail's single-heap moves reach every index of a residue class,
//! kept as one bitset of values per class; splits into three heaps are
//! enumerated in full (`O(n²)` a heap).
//!
//! This file holds the solver's state and re-chooses the mask; `step.rs`
//! computes the values (one heap at a time, in one loop that the compiler
//! inlines whole), and `solve.rs` is the entry point ([`solve()`],
//! [`solve_with`]).

mod solve;
mod step;

pub use solve::{solve, solve_with};

use crate::Game;
use crate::pattern::{Pattern, Proof};

/// What [`solve()`] found.
#[derive(Debug, Clone)]
pub struct Solution {
    /// G(0), G(1), …, as far as they were computed.
    pub values: Vec<u32>,
    /// The smallest period with its saltus and preperiod, proved or apparent.
    pub pattern: Option<Pattern>,
    /// The theorem and bound that prove `pattern`, if one does.
    pub proof: Option<Proof>,
    /// Wall-clock time of the computation.
    pub seconds: f64,
    /// The last mask and its rare count (statistics).
    pub mask: u64,
    pub rare: usize,
}

/// How often (in values) [`solve_with`] reports progress.
pub const PROGRESS_EVERY: usize = 64;

/// How values are stored: `u16` while they fit, `u32` otherwise.
pub trait Value: Copy + Into<u32> + 'static {
    /// Converts, or `None` if `v` does not fit.
    fn from_u32(v: u32) -> Option<Self>;
}

impl Value for u16 {
    #[inline]
    fn from_u32(v: u32) -> Option<u16> {
        u16::try_from(v).ok()
    }
}

impl Value for u32 {
    #[inline]
    fn from_u32(v: u32) -> Option<u32> {
        Some(v)
    }
}

/// Tags above this are not counted, and the mask is no longer re-chosen
/// (the games whose values grow without bound gain nothing from it).
const MAX_TAGS: usize = 1 << 17;

/// Common pairs tried in order before looking for a value by its positions.
const SEQUENTIAL: usize = 2048;

/// Words of the options' bitset always cleared, and of the local bitsets of
/// the loops for values below `64·SMALL`.
const SMALL: usize = 16;

/// Indices of each pair of tags tried before any pair is walked in full.
const FIRST_PASS: usize = 6;

/// An incremental solver: G(0), G(1), … one at a time.
pub struct Solver<V> {
    g: Vec<V>,
    /// Number of explicit digits (d0 included); the tail starts there.
    explicit: usize,
    /// `k ≥ 1` of the explicit digits with bit 2 (leave one heap), increasing.
    singles: Vec<usize>,
    /// `(k, unequal)` of the digits with bit 4, increasing `k`; tail digits
    /// are added as heaps grow past them.
    pairs: Vec<(usize, bool)>,
    /// The same for bit 8 (three heaps).
    triples: Vec<(usize, bool)>,
    /// The first tail digit not yet added to `pairs`/`triples`.
    next_tail_k: usize,
    game: Game,
    /// Tail positions `r` whose digit has bit 2.
    tail_singles: Vec<usize>,
    /// For each residue class `c` of indices mod the tail's length: a bitset
    /// of the values at indices `1 ≤ j ≤ n − explicit`, `j ≡ c`, and its first
    /// word that is not all ones.
    classes: Vec<Vec<u64>>,
    class_full: Vec<usize>,
    /// The options of the heap being computed.
    opt: Vec<u64>,
    /// Words of `opt` from `SMALL` on with a bit set.
    touched: Vec<u32>,
    /// Words of `opt` in use: every option is below `2^bits` for the values
    /// so far, and so is the mex.
    words: usize,
    max_value: u32,
    mask: u64,
    /// Rare indices `≥ 1`, increasing.
    rare: Vec<u32>,
    commons: usize,
    /// Histogram of tags of indices `≥ 1` (empty once past `MAX_TAGS`).
    hist: Vec<u64>,
    counting: bool,
    next_rechoose: usize,
    scan: Vec<usize>,
    /// Indices `≥ 1` of each tag (value·2 + index parity), increasing; tags
    /// by decreasing count (roughly: re-sorted from time to time, new tags
    /// appended) and each tag's place in that order.
    positions: Vec<Vec<u32>>,
    /// `positions` is only kept once a lookup by value first needs it.
    positions_kept: bool,
    tag_count: Vec<u32>,
    order: Vec<u32>,
    rank: Vec<u32>,
    next_reorder: usize,
    /// For a value `x` and the parity of `m`: the tag whose pair made `x`
    /// last time, tried first.
    hint: Vec<u32>,
    /// For three-way splits: the pair-split values of each heap so far
    /// (`split_stride` words each), and scratch for grouping them by value.
    split_sets: Vec<u64>,
    split_stride: usize,
    by_value: Vec<u64>,
    /// How many pair options were looked at (statistics).
    pub pair_options: u64,
}

/// A value would not fit the solver's storage.
#[derive(Debug)]
pub struct Overflow;

impl<V: Value> Solver<V> {
    /// A solver with no values yet.
    pub fn new(game: &Game) -> Self {
        let explicit = game.digits().len();
        let mut singles = Vec::new();
        let mut pairs = Vec::new();
        let mut triples = Vec::new();
        for (k, d) in game.digits().iter().enumerate() {
            if k > 0 && d.bits & 2 != 0 {
                singles.push(k);
            }
            if d.bits & 4 != 0 {
                pairs.push((k, d.unequal));
            }
            if d.bits & 8 != 0 {
                triples.push((k, d.unequal));
            }
        }
        let tail_singles: Vec<usize> = (0..game.tail().len())
            .filter(|&r| game.tail()[r].bits & 2 != 0)
            .collect();
        let n_classes = if tail_singles.is_empty() {
            0
        } else {
            game.tail().len()
        };
        Solver {
            g: Vec::new(),
            explicit,
            singles,
            pairs,
            triples,
            next_tail_k: explicit,
            game: game.clone(),
            tail_singles,
            classes: vec![vec![0; 1]; n_classes],
            class_full: vec![0; n_classes],
            opt: vec![0; SMALL],
            touched: Vec::new(),
            words: 1,
            max_value: 0,
            mask: 0,
            rare: Vec::new(),
            commons: 0,
            hist: Vec::new(),
            counting: true,
            next_rechoose: 32,
            scan: Vec::new(),
            positions: Vec::new(),
            positions_kept: false,
            tag_count: Vec::new(),
            order: Vec::new(),
            rank: Vec::new(),
            next_reorder: 1024,
            hint: Vec::new(),
            split_sets: Vec::new(),
            split_stride: 0,
            by_value: Vec::new(),
            pair_options: 0,
        }
    }

    /// The values so far.
    pub fn values(&self) -> &[V] {
        &self.g
    }

    /// The current mask over tags (value·2 + index parity).
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// The rare indices (≥ 1) under the current mask, increasing.
    pub fn rare(&self) -> &[u32] {
        &self.rare
    }

    /// How many indices are rare under the current mask.
    pub fn rare_count(&self) -> usize {
        self.rare.len()
    }
    /// Picks the mask with the fewest rare indices, if clearly better than
    /// the current one, and reclassifies every index.
    fn rechoose(&mut self) {
        let size = self.hist.len().max(2);
        let mut w: Vec<i64> = self.hist.iter().map(|&c| c as i64).collect();
        w.resize(size, 0);
        let mut h = 1;
        while h < size {
            for i in (0..size).step_by(2 * h) {
                for j in i..i + h {
                    let (x, y) = (w[j], w[j + h]);
                    w[j] = x + y;
                    w[j + h] = x - y;
                }
            }
            h *= 2;
        }
        // Rare count under mask u: (total + w[u]) / 2.
        let best = (1..size).min_by_key(|&u| w[u]).unwrap_or(0);
        let current = if (self.mask as usize) < size {
            w[self.mask as usize]
        } else {
            w[0]
        };
        let total = w[0];
        let (best_rare, current_rare) = ((total + w[best]) / 2, (total + current) / 2);
        if self.mask == 0 || best_rare * 10 < current_rare * 9 {
            self.mask = best as u64;
            self.rare.clear();
            self.commons = 0;
            for i in 1..self.g.len() {
                if self.is_rare(i, self.g[i].into()) {
                    self.rare.push(i as u32);
                } else {
                    self.commons += 1;
                }
            }
        }
    }
}
