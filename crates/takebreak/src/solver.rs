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

use std::time::Instant;

use crate::Game;
use crate::pattern::{self, Pattern, Proof};

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

    #[inline]
    fn set_bit(set: &mut [u64], v: u32) {
        set[(v >> 6) as usize] |= 1 << (v & 63);
    }

    /// Adds `v` to `opt`, noting a word from `SMALL` on that was empty
    /// in `touched` (the next heap clears only those, not every word: games
    /// whose values grow with `n` would spend O(n) a heap on clearing).
    #[inline]
    fn set(opt: &mut [u64], touched: &mut Vec<u32>, v: u32) {
        let w = (v >> 6) as usize;
        if w >= SMALL && opt[w] == 0 {
            touched.push(w as u32);
        }
        opt[w] |= 1 << (v & 63);
    }

    #[inline]
    fn get(&self, i: usize) -> u32 {
        self.g[i].into()
    }

    #[inline]
    fn is_rare(&self, i: usize, v: u32) -> bool {
        ((u64::from(v) << 1 | (i as u64 & 1)) & self.mask).count_ones() & 1 == 0
    }

    /// The mex of the options gathered in `opt` and the tail's classes `active`.
    fn mex(&self, active: &[usize]) -> u32 {
        // Word 0 in full: a class never holds value 0 at index 0, so its
        // `class_full` skips bit 0 (see `step`) and cannot stick at word 0.
        let mut word = self.opt[0];
        for &c in active {
            word |= self.classes[c][0];
        }
        if word != !0 {
            return (!word).trailing_zeros();
        }
        let start = active
            .iter()
            .map(|&c| self.class_full[c])
            .max()
            .unwrap_or(0)
            .max(1);
        for w in start..self.words {
            let mut word = self.opt[w];
            for &c in active {
                word |= self.classes[c][w];
            }
            if word != !0 {
                return (w as u32) << 6 | (!word).trailing_zeros();
            }
        }
        unreachable!("the mex is at most 2^bits, inside the words in use")
    }

    /// Computes the next value, G(len).
    ///
    /// # Errors
    /// If the value does not fit `V` (nothing is pushed then).
    pub fn step(&mut self) -> Result<u32, Overflow> {
        let n = self.g.len();
        let game_tail = self.game.tail().len();
        if game_tail > 0 {
            while self.next_tail_k <= n {
                let k = self.next_tail_k;
                let d = self.game.digit(k);
                if d.bits & 4 != 0 {
                    self.pairs.push((k, d.unequal));
                }
                if d.bits & 8 != 0 {
                    self.triples.push((k, d.unequal));
                }
                self.next_tail_k += 1;
            }
        }
        let mut active: Vec<usize> = Vec::new();
        if !self.tail_singles.is_empty() && n > self.explicit {
            let j = n - self.explicit;
            let c = j % game_tail;
            let v = self.get(j);
            Self::set_bit(&mut self.classes[c], v);
            // The first word not all ones, bit 0 aside (`mex` checks word 0).
            while self.class_full[c] < self.words
                && self.classes[c][self.class_full[c]] | u64::from(self.class_full[c] == 0) == !0
            {
                self.class_full[c] += 1;
            }
            let base = (n - self.explicit) % game_tail;
            active.extend(
                self.tail_singles
                    .iter()
                    .map(|&r| (base + game_tail - r) % game_tail),
            );
        }
        let cleared = self.opt.len().min(SMALL);
        self.opt[..cleared].fill(0);
        for &w in &self.touched {
            self.opt[w as usize] = 0;
        }
        self.touched.clear();
        if n > 0 && self.game.digit(n).bits & 1 != 0 {
            Self::set(&mut self.opt, &mut self.touched, 0);
        }
        for &k in &self.singles {
            if k >= n {
                break;
            }
            let v = self.g[n - k].into();
            Self::set(&mut self.opt, &mut self.touched, v);
        }
        let g = &self.g;
        let words = self.words;
        let opt = &mut self.opt;
        let touched = &mut self.touched;
        // Two splitting digits (0.56, 0.354, …), values below 128: one pass
        // over the rare indices serves both.
        let fused = match self.pairs[..] {
            [(k1, false), (k2, false)] if words <= 3 && n >= k2 + 2 => Some((n - k1, n - k2)),
            _ => None,
        };
        if let Some((m1, m2)) = fused {
            // m1 > m2: the rare indices below m2 serve both, the rest only m1.
            let end1 = self.rare.partition_point(|&a| (a as usize) < m1);
            let end2 = self.rare.partition_point(|&a| (a as usize) < m2);
            // Each heap's options in its own two words, so that updates of
            // one word do not wait for each other.
            let mut acc = [[0u64; 2]; 2];
            for &a in &self.rare[..end2] {
                let a = a as usize;
                let ga: u32 = g[a].into();
                let (v1, v2) = (ga ^ g[m1 - a].into(), ga ^ g[m2 - a].into());
                acc[0][(v1 >> 6) as usize & 1] |= 1 << (v1 & 63);
                acc[1][(v2 >> 6) as usize & 1] |= 1 << (v2 & 63);
            }
            for &a in &self.rare[end2..end1] {
                let a = a as usize;
                let v: u32 = g[a].into() ^ g[m1 - a].into();
                acc[0][(v >> 6) as usize & 1] |= 1 << (v & 63);
            }
            opt[0] |= acc[0][0] | acc[1][0];
            opt[1] |= acc[0][1] | acc[1][1];
            self.pair_options += (end1 + end2) as u64;
        }
        for &(k, unequal) in &self.pairs {
            if n < k + 2 || fused.is_some() {
                break;
            }
            let m = n - k;
            let end = self.rare.partition_point(|&a| (a as usize) < m);
            let rare = &self.rare[..end];
            let g = &g[..m];
            if words == 1 && !unequal {
                // Every value below 64: gather the options in a register.
                let mut acc = 0u64;
                for &a in rare {
                    let a = a as usize;
                    acc |= 1 << (g[a].into() ^ g[m - a].into());
                }
                opt[0] |= acc;
            } else if words <= 3 && !unequal {
                // Two pairs at a time, each into its own two words.
                let mut acc = [[0u64; 2]; 2];
                let mut twos = rare.chunks_exact(2);
                for t in &mut twos {
                    for (acc, &a) in acc.iter_mut().zip(t) {
                        let a = a as usize;
                        let v: u32 = g[a].into() ^ g[m - a].into();
                        acc[(v >> 6) as usize & 1] |= 1 << (v & 63);
                    }
                }
                for &a in twos.remainder() {
                    let a = a as usize;
                    let v: u32 = g[a].into() ^ g[m - a].into();
                    acc[0][(v >> 6) as usize & 1] |= 1 << (v & 63);
                }
                opt[0] |= acc[0][0] | acc[1][0];
                opt[1] |= acc[0][1] | acc[1][1];
            } else if words <= SMALL + 1 && !unequal {
                // Every value below 64·SMALL: local bitsets, four of them so
                // that updates of one word do not wait for each other.
                let mut acc = [[0u64; SMALL]; 4];
                let mut quads = rare.chunks_exact(4);
                for q in &mut quads {
                    for (acc, &a) in acc.iter_mut().zip(q) {
                        let a = a as usize;
                        let v: u32 = g[a].into() ^ g[m - a].into();
                        acc[(v >> 6) as usize % SMALL] |= 1 << (v & 63);
                    }
                }
                for &a in quads.remainder() {
                    let a = a as usize;
                    let v: u32 = g[a].into() ^ g[m - a].into();
                    acc[0][(v >> 6) as usize % SMALL] |= 1 << (v & 63);
                }
                for (w, o) in opt.iter_mut().take(SMALL).enumerate() {
                    *o |= acc[0][w] | acc[1][w] | acc[2][w] | acc[3][w];
                }
            } else {
                for &a in rare {
                    let a = a as usize;
                    if unequal && 2 * a == m {
                        continue;
                    }
                    let v: u32 = g[a].into() ^ g[m - a].into();
                    Self::set(opt, touched, v);
                }
            }
            self.pair_options += rare.len() as u64;
        }
        if !self.triples.is_empty() {
            // Every pair-split value of heap n, kept for the three-way splits
            // of the heaps to come; rebuilt with a wider stride as values grow.
            if self.split_stride != words {
                let old = std::mem::take(&mut self.split_sets);
                let old_stride = self.split_stride;
                self.split_sets = vec![0; words * n];
                for j in 0..n {
                    let w = old_stride.min(words);
                    self.split_sets[j * words..j * words + w]
                        .copy_from_slice(&old[j * old_stride..j * old_stride + w]);
                }
                self.split_stride = words;
            }
            let start = self.split_sets.len();
            self.split_sets.resize(start + words, 0);
            for a in 1..=n / 2 {
                let v: u32 = g[a].into() ^ g[n - a].into();
                self.split_sets[start + (v >> 6) as usize] |= 1 << (v & 63);
            }
        }
        for &(k, unequal) in &self.triples {
            if n < k + 3 {
                break;
            }
            let m = n - k;
            if !unequal {
                // G(a) ⊕ (a pair-split value of m − a), grouped by G(a):
                // O(m · words) instead of O(m²).
                let values = words * 64;
                let by_value = &mut self.by_value;
                by_value.clear();
                by_value.resize(values * words, 0);
                for (a, &ga) in g.iter().enumerate().take(m - 1).skip(1) {
                    let y = ga.into() as usize;
                    let j = m - a;
                    let set = &self.split_sets[j * words..(j + 1) * words];
                    for (dst, &src) in by_value[y * words..(y + 1) * words].iter_mut().zip(set) {
                        *dst |= src;
                    }
                }
                for y in 0..values {
                    for w in 0..words {
                        let mut bits = by_value[y * words + w];
                        while bits != 0 {
                            let v = (w as u32) << 6 | bits.trailing_zeros();
                            bits &= bits - 1;
                            Self::set(opt, touched, y as u32 ^ v);
                        }
                    }
                }
                continue;
            }
            for a in 1..=m / 3 {
                let ga: u32 = g[a].into();
                for b in a..=(m - a) / 2 {
                    let c = m - a - b;
                    if unequal && (a == b || b == c) {
                        continue;
                    }
                    let v = ga ^ g[b].into() ^ g[c].into();
                    Self::set(opt, touched, v);
                }
            }
        }
        // The mex so far; while two commons could make it, look for it
        // among the common pairs not yet seen.
        self.scan.clear();
        self.scan.resize(self.pairs.len(), 1);
        let value = loop {
            let x = self.mex(&active);
            let mut found = false;
            if self.commons > 0 {
                for i in 0..self.pairs.len() {
                    let (k, unequal) = self.pairs[i];
                    if n < k + 2 {
                        break;
                    }
                    let m = n - k;
                    if ((u64::from(x) << 1 | (m as u64 & 1)) & self.mask).count_ones() & 1 != 0 {
                        continue;
                    }
                    let half = if unequal { (m - 1) / 2 } else { m / 2 };
                    let mut a = self.scan[i];
                    let budget = (a + SEQUENTIAL).min(half + 1);
                    let g = &self.g[..m];
                    if self.words == 1 {
                        // Every value below 64: gather the options in a register.
                        let mut acc = 0u64;
                        while a + 4 <= budget {
                            let v0: u32 = g[a].into() ^ g[m - a].into();
                            let v1: u32 = g[a + 1].into() ^ g[m - a - 1].into();
                            let v2: u32 = g[a + 2].into() ^ g[m - a - 2].into();
                            let v3: u32 = g[a + 3].into() ^ g[m - a - 3].into();
                            acc |= 1 << v0 | 1 << v1 | 1 << v2 | 1 << v3;
                            a += 4;
                            if v0 == x || v1 == x || v2 == x || v3 == x {
                                found = true;
                                break;
                            }
                        }
                        while a < budget && !found {
                            let v: u32 = g[a].into() ^ g[m - a].into();
                            acc |= 1 << v;
                            a += 1;
                            if v == x {
                                found = true;
                                break;
                            }
                        }
                        self.opt[0] |= acc;
                    } else if self.words <= 3 {
                        // Every value below 128: two words for each of four
                        // pairs at a time (all four are options, so none is
                        // wasted when one of them is `x`).
                        let mut acc = [[0u64; 2]; 4];
                        while a + 4 <= budget {
                            let v0: u32 = g[a].into() ^ g[m - a].into();
                            let v1: u32 = g[a + 1].into() ^ g[m - a - 1].into();
                            let v2: u32 = g[a + 2].into() ^ g[m - a - 2].into();
                            let v3: u32 = g[a + 3].into() ^ g[m - a - 3].into();
                            for (acc, v) in acc.iter_mut().zip([v0, v1, v2, v3]) {
                                acc[(v >> 6) as usize & 1] |= 1 << (v & 63);
                            }
                            a += 4;
                            if v0 == x || v1 == x || v2 == x || v3 == x {
                                found = true;
                                break;
                            }
                        }
                        while a < budget && !found {
                            let v: u32 = g[a].into() ^ g[m - a].into();
                            acc[0][(v >> 6) as usize & 1] |= 1 << (v & 63);
                            a += 1;
                            if v == x {
                                found = true;
                                break;
                            }
                        }
                        self.opt[0] |= acc[0][0] | acc[1][0] | acc[2][0] | acc[3][0];
                        self.opt[1] |= acc[0][1] | acc[1][1] | acc[2][1] | acc[3][1];
                    } else if self.words <= SMALL + 1 {
                        // Every value below 64·SMALL: local bitsets, one for
                        // each of four pairs at a time.
                        let mut acc = [[0u64; SMALL]; 4];
                        while a + 4 <= budget {
                            let v0: u32 = g[a].into() ^ g[m - a].into();
                            let v1: u32 = g[a + 1].into() ^ g[m - a - 1].into();
                            let v2: u32 = g[a + 2].into() ^ g[m - a - 2].into();
                            let v3: u32 = g[a + 3].into() ^ g[m - a - 3].into();
                            for (acc, v) in acc.iter_mut().zip([v0, v1, v2, v3]) {
                                acc[(v >> 6) as usize % SMALL] |= 1 << (v & 63);
                            }
                            a += 4;
                            if v0 == x || v1 == x || v2 == x || v3 == x {
                                found = true;
                                break;
                            }
                        }
                        while a < budget && !found {
                            let v: u32 = g[a].into() ^ g[m - a].into();
                            acc[0][(v >> 6) as usize % SMALL] |= 1 << (v & 63);
                            a += 1;
                            if v == x {
                                found = true;
                                break;
                            }
                        }
                        for (w, o) in self.opt.iter_mut().take(SMALL).enumerate() {
                            *o |= acc[0][w] | acc[1][w] | acc[2][w] | acc[3][w];
                        }
                    } else {
                        let opt = &mut self.opt[..];
                        while a < budget {
                            let v: u32 = g[a].into() ^ g[m - a].into();
                            Self::set(opt, &mut self.touched, v);
                            a += 1;
                            if v == x {
                                found = true;
                                break;
                            }
                        }
                    }
                    self.pair_options += (a - self.scan[i]) as u64;
                    self.scan[i] = a;
                    if !found && a <= half && self.directed(x, m, unequal) {
                        Self::set(&mut self.opt, &mut self.touched, x);
                        found = true;
                    }
                    if found {
                        break;
                    }
                }
            }
            if !found {
                break x;
            }
        };
        self.push(value)?;
        Ok(value)
    }

    /// Is `x` = G(a) ⊕ G(m − a) for some `1 ≤ a < m` (`a ≠ m − a` if
    /// `unequal`)? Goes through the pairs of tags (value, index parity) that
    /// can make it, the most frequent first, and for each walks the indices
    /// of the rarer of the two.
    fn directed(&mut self, x: u32, m: usize, unequal: bool) -> bool {
        if !self.positions_kept {
            // First use: list every index by tag, then keep the lists.
            self.positions = vec![Vec::new(); self.tag_count.len()];
            for i in 1..self.g.len() {
                let v: u32 = self.g[i].into();
                self.positions[(v as usize) << 1 | (i & 1)].push(i as u32);
            }
            self.positions_kept = true;
        }
        let mut looked = 0u64;
        let key = (x as usize) << 1 | (m & 1);
        if key >= self.hint.len() {
            self.hint.resize(key + 1, u32::MAX);
        }
        let hint = self.hint[key];
        let mut found = None;
        // A few indices of every pair first, then all of them: the pairs
        // that make `x` often are found without walking a long barren list.
        'passes: for limit in [FIRST_PASS, usize::MAX] {
            for &ty in std::iter::once(&hint).chain(&self.order) {
                if ty == u32::MAX {
                    continue;
                }
                let y = ty >> 1;
                let tz = ((x ^ y) << 1) | ((m as u32 ^ ty) & 1);
                let Some(&rz) = self.rank.get(tz as usize) else {
                    continue;
                };
                if rz == u32::MAX || rz < self.rank[ty as usize] {
                    continue;
                }
                let skip = if limit == usize::MAX { FIRST_PASS } else { 0 };
                for &a in self.positions[tz as usize].iter().skip(skip).take(limit) {
                    let a = a as usize;
                    if a >= m {
                        break;
                    }
                    looked += 1;
                    let b = m - a;
                    if self.g[b].into() == y && !(unequal && a == b) {
                        found = Some(ty);
                        break 'passes;
                    }
                }
            }
        }
        self.pair_options += looked;
        if let Some(ty) = found {
            self.hint[key] = ty;
        }
        found.is_some()
    }

    fn push(&mut self, value: u32) -> Result<(), Overflow> {
        let n = self.g.len();
        self.g.push(V::from_u32(value).ok_or(Overflow)?);
        if value > self.max_value {
            self.max_value = value;
            let bits = 32 - value.leading_zeros();
            self.words = ((1usize << bits) >> 6) + 1;
            if self.opt.len() < self.words {
                self.opt.resize(self.words, 0);
            }
            for class in &mut self.classes {
                if class.len() < self.words {
                    class.resize(self.words, 0);
                }
            }
        }
        if self.pairs.is_empty() && self.game.tail().iter().all(|d| d.bits & 4 == 0) {
            return Ok(());
        }
        if n > 0 {
            let v = (value as usize) << 1 | (n & 1);
            if v >= self.tag_count.len() {
                self.tag_count.resize(v + 1, 0);
                self.rank.resize(v + 1, u32::MAX);
            }
            if self.tag_count[v] == 0 {
                self.rank[v] = self.order.len() as u32;
                self.order.push(v as u32);
            }
            self.tag_count[v] += 1;
            if self.positions_kept {
                if v >= self.positions.len() {
                    self.positions.resize(v + 1, Vec::new());
                }
                self.positions[v].push(n as u32);
            }
            if n + 1 == self.next_reorder {
                self.next_reorder += if self.order.len() > 4096 { n + 1 } else { 1024 };
                let count = &self.tag_count;
                self.order
                    .sort_by_key(|&v| std::cmp::Reverse(count[v as usize]));
                for (r, &v) in self.order.iter().enumerate() {
                    self.rank[v as usize] = r as u32;
                }
            }
            if self.is_rare(n, value) {
                self.rare.push(n as u32);
            } else {
                self.commons += 1;
            }
            if self.counting {
                let tag = (value as usize) << 1 | (n & 1);
                if tag >= MAX_TAGS {
                    self.counting = false;
                    self.hist = Vec::new();
                } else {
                    if tag >= self.hist.len() {
                        self.hist.resize((tag + 1).next_power_of_two(), 0);
                    }
                    self.hist[tag] += 1;
                }
            }
        }
        if n + 1 == self.next_rechoose {
            self.next_rechoose += (n + 1).min(1 << 20);
            if self.counting {
                self.rechoose();
            }
        }
        Ok(())
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

/// What [`solve`] found.
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

/// Computes `game`'s values up to `upto` (at least 1 value), stopping as
/// soon as the periodicity theorem proves a pattern.
///
/// # Example
/// ```
/// let dawson = "0.07".parse().unwrap();
/// let s = takebreak::solve(&dawson, 1 << 20);
/// let p = s.pattern.unwrap();
/// assert_eq!((p.period, p.preperiod, p.saltus), (34, 53, 0));
/// assert!(s.proof.is_some());
/// assert_eq!(s.values.len(), 175); // 2·53 + 2·34 + 2 − 1
/// ```
pub fn solve(game: &Game, upto: usize) -> Solution {
    solve_with(game, upto, 1, &mut |_| ())
}

/// [`solve`], computing at least `at_least` values (at most `upto`) even
/// when a proof needs fewer, and calling `progress` with the number of values
/// done every [`PROGRESS_EVERY`] values (for a progress line).
///
/// # Example
/// ```
/// let game = "S{1,3,4}".parse().unwrap();
/// let s = takebreak::solve_with(&game, 1 << 20, 24, &mut |done| eprintln!("{done} values"));
/// assert!(s.proof.is_some());
/// assert_eq!(s.values.len(), 24); // the proof alone needs 13
/// ```
pub fn solve_with(
    game: &Game,
    upto: usize,
    at_least: usize,
    progress: &mut dyn FnMut(usize),
) -> Solution {
    let start = Instant::now();
    let upto = upto.max(1);
    let at_least = at_least.clamp(1, upto);
    let mut solution = match run::<u16>(game, upto, at_least, progress) {
        Some(s) => s,
        None => run::<u32>(game, upto, at_least, progress).expect("u32 values do not overflow"),
    };
    solution.seconds = start.elapsed().as_secs_f64();
    solution
}

/// How often (in values) [`solve_with`] reports progress.
pub const PROGRESS_EVERY: usize = 64;

fn run<V: Value>(
    game: &Game,
    upto: usize,
    at_least: usize,
    progress: &mut dyn FnMut(usize),
) -> Option<Solution> {
    let mut solver = Solver::<V>::new(game);
    let mut next_check = upto.min(2);
    loop {
        while solver.g.len() < next_check {
            solver.step().ok()?;
            if solver.g.len().is_multiple_of(PROGRESS_EVERY) {
                progress(solver.g.len());
            }
        }
        let len = solver.g.len();
        let found = pattern::analyse(&solver.g, game);
        if (found.proof.is_some() && len >= at_least) || len >= upto {
            return Some(Solution {
                values: solver.g.iter().map(|&v| v.into()).collect(),
                pattern: found.pattern,
                proof: found.proof,
                seconds: 0.0,
                mask: solver.mask,
                rare: solver.rare.len(),
            });
        }
        let mut next = len + (len / 2).max(1);
        if let Some(need) = found.candidate_needs
            && need > len
        {
            next = next.min(need);
        }
        if found.proof.is_some() {
            next = at_least;
        }
        next_check = next.min(upto);
    }
}
