//! Computing the values: [`Solver::step`] gathers heap `n`'s options (the
//! rare pairs, single heaps, residue classes, three-heap splits) and searches
//! the common pairs for a rare-parity mex ([`Solver::directed`]), `push`
//! stores the value, and `run` steps until the periodicity theorem proves a
//! pattern or the limit is reached.
//!
//! Before the solver was split into files the compiler inlined all of this
//! into `run`; after the split it did not (3 % more instructions on 0.16,
//! about 4 % more CPU time), so `step` and the functions it calls (`mex`,
//! `directed`, `push`) are `#[inline(always)]` and share this module:
//! callgrind now counts 0.7 % more instructions than before on 0.16 and
//! 1.2 % fewer on 0.56 and 4.07 together.

use super::{
    FIRST_PASS, MAX_TAGS, Overflow, PROGRESS_EVERY, SEQUENTIAL, SMALL, Solution, Solver, Value,
};
use crate::Game;
use crate::pattern;

impl<V: Value> Solver<V> {
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
    pub(super) fn is_rare(&self, i: usize, v: u32) -> bool {
        ((u64::from(v) << 1 | (i as u64 & 1)) & self.mask).count_ones() & 1 == 0
    }

    /// The mex of the options gathered in `opt` and the tail's classes `active`.
    #[inline(always)]
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
    #[inline(always)]
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
    #[inline(always)]
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

    #[inline(always)]
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
}

pub(super) fn run<V: Value>(
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
