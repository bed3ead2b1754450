//! Recognising a take-and-break code in a one-heap rule's options.
//!
//! A code `d0.d1d2…` says, for each amount `k` taken, what may be left: bit 1
//! of `dk` nothing (the heap was exactly `k`, `k ≥ 1`), bit 2 one non-empty
//! heap (`k ≥ 1`), bit 4 two non-empty heaps, bit 8 three, and `!` that the
//! heaps a split leaves must all differ. So heap `n`'s options that leave
//! `m = n − k` tokens are fixed by `dk` alone, and each digit is pinned down
//! by the heaps `k` to `k + 6`: bit 1 shows at `m = 0`, bit 2 at `m = 1`, a
//! split into two at `m = 2` (or, with `!`, `m = 3`), into three at `m = 3`
//! (with `!`, `m = 6`, the first sum of three different parts).
//!
//! The matcher keeps, for each `k`, the set of the 32 digits (16 bit patterns,
//! with or without `!`) that give exactly the options seen so far, narrows it
//! heap by heap, and from `m = 6` on keeps the one digit left and checks each
//! later heap against it. Each heap costs O(its options + the non-zero
//! digits), so a recognised code costs no more than listing its moves.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use takebreak::{Digit, Game};

use super::CodeMatch;
use super::digits::{
    SETTLE, SLOTS, Tally, digit_of, expected, groups, initial_mask, parse, variant,
};
use super::notation::{COMPACT_NOTE, compact_code};
use super::why::{difference, normalise};

/// Options (plus one a heap) kept for heaps observed ahead of the next one
/// before the matcher gives up.
const MAX_PENDING: usize = 1 << 24;

/// The longest repeating tail tried when naming a code (digits).
const MAX_TAIL: usize = 256;

/// Watches a one-heap rule's options, heap by heap, for a take-and-break code
/// (octal, hexadecimal, or a subtraction set) that gives exactly the same
/// options on every heap observed.
///
/// Options are compared as positions: the heaps an option leaves, in any
/// order, with empty heaps dropped (a heap of 0 is no heap: `[0, 3]` is the
/// position `[3]`, and `[0]` is `[]`, the move that takes the whole heap), and
/// an option listed twice counted once.
///
/// Heaps observed in increasing order are checked at once and not kept;
/// others wait (their options kept, at most 2^24 of them, else no code is
/// named) until the heaps below them arrive. Each
/// heap costs O(its options + the code's non-zero digits) (splits into three
/// are sorted: O(t log t) for t of them), with no allocation once warm; the
/// digits take O(heaps) memory; naming the code at the end O(256 · heaps).
///
/// # Example
/// ```
/// use explore::analyse::{CodeMatch, CodeMatcher};
/// // Dawson's Kayles: take two, from the end or the middle.
/// let mut m = CodeMatcher::new();
/// for n in 0..=40u64 {
///     let mut options = Vec::new();
///     for a in 0..=n.saturating_sub(2) {
///         if n >= 2 {
///             options.push(vec![a, n - 2 - a]);
///         }
///     }
///     m.observe(n, &options);
/// }
/// match m.finish(40) {
///     CodeMatch::Code { code, .. } => assert_eq!(code, "0.07"),
///     CodeMatch::NoCode { reason } => panic!("{reason}"),
/// }
/// ```
#[derive(Debug, Default)]
pub struct CodeMatcher {
    /// The next heap to check: every heap below it has been checked.
    next: u64,
    /// Heaps observed ahead of `next`, with their options, and how many
    /// options (plus one a heap) wait.
    pending: BTreeMap<u64, Vec<Vec<u64>>>,
    pending_options: usize,
    /// The digit (variant) of each settled amount `k < next − SETTLE`, and
    /// the digits still possible (a bit per variant) for the amounts after
    /// them, `window_len` of them (see [`CodeMatcher::mask`]).
    settled: Vec<u8>,
    window: [u32; SLOTS],
    window_len: usize,
    /// Settled amounts whose digit gives options for `m > SETTLE`.
    active: Vec<u64>,
    /// The first heap where no code fits, and why.
    broken: Option<(u64, String)>,
    /// Scratch: the tallies of the heap being checked, the amounts used, its
    /// pairs (amount, smaller part) and the amounts they take, each amount's
    /// first bit in the bitset
    /// that tells pairs apart, and the triples (amount, two smallest parts).
    tally: Vec<Tally>,
    touched: Vec<u64>,
    /// `stamp[slot(low, k)] == epoch`: amount `k` is in `touched` for this
    /// heap. `tally`, `start` and `stamp` are indexed by [`slot`].
    stamp: Vec<u64>,
    epoch: u64,
    pair_parts: Vec<(u64, u64)>,
    pair_ks: Vec<u64>,
    /// The narrowed digit sets of amounts `low..=n` of the heap being checked.
    narrowed: [u32; SLOTS],
    start: Vec<usize>,
    seen: Vec<u64>,
    triple_keys: Vec<(u64, u64, u64)>,
}

/// Where amount `k`'s tally sits in the scratch: the unsettled amounts
/// `low..=low + SETTLE` first, then each settled amount at `SLOTS + k` (only
/// as far as the largest settled amount that has options), so the scratch
/// stays as small as the code, not as the heap.
fn slot(low: u64, k: u64) -> usize {
    if k >= low {
        (k - low) as usize
    } else {
        SLOTS + k as usize
    }
}

impl CodeMatcher {
    /// Grows the scratch to hold `len` slots.
    fn grow(&mut self, len: usize) {
        if self.tally.len() < len {
            self.tally.resize(len, Tally::default());
            self.start.resize(len, 0);
            self.stamp.resize(len, 0);
        }
    }

    /// A matcher that has seen no heap.
    pub fn new() -> Self {
        CodeMatcher::default()
    }

    /// Heap `n`'s options, each the list of heaps the move leaves (any order,
    /// `[]` for nothing left). Heaps may be observed in any order, each once
    /// (a heap observed again is ignored).
    pub fn observe(&mut self, n: u64, options: &[Vec<u64>]) {
        if self.broken.is_some() || n < self.next || self.pending.contains_key(&n) {
            return;
        }
        if n != self.next {
            self.pending_options += options.len() + 1;
            if self.pending_options > MAX_PENDING {
                self.pending.clear();
                self.broken = Some((
                    self.next,
                    format!(
                        "heaps were observed too far out of order (heap {} still missing with over {MAX_PENDING} options waiting), so no code was compared",
                        self.next
                    ),
                ));
                return;
            }
            self.pending.insert(n, options.to_vec());
            return;
        }
        self.check(n, options);
        self.next += 1;
        while self.broken.is_none() {
            let Some(options) = self.pending.remove(&self.next) else {
                break;
            };
            self.pending_options -= options.len() + 1;
            self.check(self.next, &options);
            self.next += 1;
        }
    }

    /// Checks heap `n` (all heaps below it checked) and narrows the digits.
    fn check(&mut self, n: u64, options: &[Vec<u64>]) {
        if self.broken.is_some() {
            return;
        }
        self.window[self.window_len] = initial_mask(n);
        self.window_len += 1;
        self.grow(SLOTS);
        let result = self.compare(n, options);
        let low = n.saturating_sub(SETTLE);
        for &k in &self.touched {
            self.tally[slot(low, k)] = Tally::default();
        }
        self.touched.clear();
        match result {
            Ok(()) => {
                let used = self.window_len;
                self.window[..used].copy_from_slice(&self.narrowed[..used]);
                if n >= SETTLE {
                    let k = n - SETTLE;
                    let v = self.window[0].trailing_zeros();
                    self.settled.push(v as u8);
                    self.window.copy_within(1.., 0);
                    self.window_len -= 1;
                    if v & 14 != 0 {
                        self.active.push(k);
                        // Its slot once settled (from the next heap on).
                        self.grow(SLOTS + k as usize + 1);
                    }
                }
            }
            Err(()) => {
                let mut normal: Vec<Vec<u64>> = options.iter().map(|o| normalise(o)).collect();
                normal.sort_unstable();
                normal.dedup();
                let game = self.name(n.checked_sub(1));
                let why = difference(&game, n, &normal);
                let shown = compact_code(&game.to_string());
                let note = if shown == game.to_string() {
                    String::new()
                } else {
                    format!(" {COMPACT_NOTE}")
                };
                let reason = if n == 0 {
                    format!("no code fits: {why}{note}")
                } else {
                    format!(
                        "the nearest code, {shown}, gives the rule's options on heaps 0..={}, but {why}{note}",
                        n - 1
                    )
                };
                self.broken = Some((n, reason));
            }
        }
    }

    /// Tallies heap `n`'s options by amount taken, each distinct option once.
    /// Pairs are told apart by one bitset holding, for each amount `k` with
    /// pairs, a bit per smaller part `1..=m/2` (when that is no more than 64
    /// bits per pair; else by sorting), triples by sorting. O(options) for
    /// pairs, no allocation once the scratch has grown.
    fn tally_options(&mut self, n: u64, options: &[Vec<u64>]) -> Result<(), ()> {
        self.epoch += 1;
        self.pair_parts.clear();
        self.pair_ks.clear();
        self.triple_keys.clear();
        let low = n.saturating_sub(SETTLE);
        for option in options {
            let p = parse(n, option).ok_or(())?;
            let at = slot(low, p.k);
            if at >= self.tally.len() {
                self.grow(at + 1);
            }
            if self.stamp[at] != self.epoch {
                self.stamp[at] = self.epoch;
                self.touched.push(p.k);
            }
            let t = &mut self.tally[at];
            match p.len {
                0 => t.empty = true,
                1 => t.single = true,
                2 => {
                    if t.pairs == 0 {
                        self.pair_ks.push(p.k);
                    }
                    t.pairs += 1;
                    self.pair_parts.push((p.k, p.parts[0]));
                }
                _ => self.triple_keys.push((p.k, p.parts[0], p.parts[1])),
            }
        }
        if !self.pair_parts.is_empty() {
            let mut bits = 0usize;
            for &k in &self.pair_ks {
                let at = slot(low, k);
                self.start[at] = bits;
                bits += ((n - k) / 2) as usize + 1;
                self.tally[at].pairs = 0;
            }
            if bits <= 64 * self.pair_parts.len() + 4096 {
                let words = bits / 64 + 1;
                if self.seen.len() < words {
                    self.seen.resize(words, 0);
                }
                for &(k, a) in &self.pair_parts {
                    let at = slot(low, k);
                    let bit = self.start[at] + a as usize;
                    let (w, mask) = (bit / 64, 1u64 << (bit % 64));
                    if self.seen[w] & mask == 0 {
                        self.seen[w] |= mask;
                        let t = &mut self.tally[at];
                        t.pairs += 1;
                        t.pair_equal |= 2 * a == n - k;
                    }
                }
                for &(k, a) in &self.pair_parts {
                    self.seen[(self.start[slot(low, k)] + a as usize) / 64] = 0;
                }
            } else {
                self.pair_parts.sort_unstable();
                self.pair_parts.dedup();
                for &(k, a) in &self.pair_parts {
                    let t = &mut self.tally[slot(low, k)];
                    t.pairs += 1;
                    t.pair_equal |= 2 * a == n - k;
                }
            }
        }
        if !self.triple_keys.is_empty() {
            self.triple_keys.sort_unstable();
            self.triple_keys.dedup();
            for &(k, a, b) in &self.triple_keys {
                let t = &mut self.tally[slot(low, k)];
                t.triples += 1;
                let c = n - k - a - b;
                t.triples_equal += u64::from(a == b || b == c);
            }
        }
        Ok(())
    }

    /// Narrows the digit sets for `k = n − SETTLE ..= n` (into `narrowed`),
    /// or `Err` if heap `n` fits no code that fitted the heaps below it.
    fn compare(&mut self, n: u64, options: &[Vec<u64>]) -> Result<(), ()> {
        self.tally_options(n, options)?;
        let low = n.saturating_sub(SETTLE);
        // Settled digits: an option from a digit that gives none is extra.
        for &k in &self.touched {
            if k < low && self.settled[k as usize] & 14 == 0 {
                return Err(());
            }
        }
        for &k in &self.active {
            if k >= low {
                break;
            }
            let v = u32::from(self.settled[k as usize]);
            if expected(v, k, n - k) != self.tally[slot(low, k)] {
                return Err(());
            }
        }
        let groups = groups();
        for k in low..=n {
            let at = slot(low, k);
            let group = &groups[usize::from(k > 0)][(n - k) as usize];
            // Untouched amounts (no option) are the common case: the digits
            // giving no option come first in the group (variant 0 is one).
            let fitting = if self.stamp[at] != self.epoch {
                group[0].1
            } else {
                let observed = self.tally[at];
                group
                    .iter()
                    .find(|(t, _)| *t == observed)
                    .map_or(0, |&(_, m)| m)
            };
            let mask = self.window[(k - low) as usize] & fitting;
            if mask == 0 {
                return Err(());
            }
            self.narrowed[(k - low) as usize] = mask;
        }
        Ok(())
    }

    /// The simplest code whose digits fit what heaps `0..=upto` showed: the
    /// shortest of the finite code (each undecided digit as small as
    /// possible) and the codes with a repeating tail of up to `MAX_TAIL`
    /// digits, counted in digits written.
    fn name(&self, upto: Option<u64>) -> Game {
        let Some(upto) = upto else {
            return Game::new(vec![Digit::default()], Vec::new()).expect("0.0");
        };
        let len = upto as usize + 1;
        let mask = |k: usize| self.mask(k as u64);
        let low = |mask: u32| digit_of(mask.trailing_zeros());
        let t = (0..len)
            .rev()
            .find(|&k| low(mask(k)).bits != 0)
            .unwrap_or(0);
        // `None`: the finite code, built at the end if nothing shorter fits.
        let mut best: Option<Game> = None;
        let mut best_len = t + 1;
        let single = |k: usize| mask(k).count_ones() == 1;
        for l in 1..=MAX_TAIL.min(len / 2) {
            if l >= best_len {
                break;
            }
            // The first index from which settled digits repeat with period l.
            let mut e = 1;
            for k in (1..len - l).rev() {
                if single(k) && single(k + l) && mask(k) != mask(k + l) {
                    e = k + 1;
                    break;
                }
            }
            if e + l >= best_len || e >= len {
                continue;
            }
            let mut tail = Vec::with_capacity(l);
            for r in 0..l {
                let mut both = u32::MAX;
                let mut k = e + r;
                while k < len {
                    both &= mask(k);
                    k += l;
                }
                tail.push(both);
            }
            if tail.contains(&0) {
                continue;
            }
            let tail: Vec<Digit> = tail.into_iter().map(low).collect();
            if tail.iter().all(|d| d.bits == 0) {
                continue;
            }
            let explicit: Vec<Digit> = (0..e).map(|k| low(mask(k))).collect();
            if let Ok(game) = Game::new(explicit, tail)
                && (0..len).all(|k| mask(k) & (1 << variant(game.digit(k))) != 0)
            {
                best = Some(game);
                best_len = e + l;
            }
        }
        best.unwrap_or_else(|| {
            let digits = (0..=t).map(|k| low(mask(k))).collect();
            Game::new(digits, Vec::new()).expect("a valid code")
        })
    }

    /// The digits still possible for amount `k` (a bit per variant): one bit
    /// once settled. `k` must have been seen (`k < next`, or the heap being
    /// checked).
    fn mask(&self, k: u64) -> u32 {
        let settled = self.settled.len() as u64;
        if k < settled {
            1 << self.settled[k as usize]
        } else {
            self.window[(k - settled) as usize]
        }
    }

    /// The verdict once heaps `0..=upto` have all been observed: the code
    /// that gives the rule's options on every one of them, or where the
    /// nearest code broke.
    pub fn finish(mut self, upto: u64) -> CodeMatch {
        if let Some((n, reason)) = self.broken.take()
            && n <= upto
        {
            return CodeMatch::NoCode { reason };
        }
        if self.next <= upto {
            return CodeMatch::NoCode {
                reason: format!(
                    "heap {} was not observed, so no code can be named for heaps 0..={upto}",
                    self.next
                ),
            };
        }
        let game = self.name(Some(upto));
        CodeMatch::Code {
            code: game.to_string(),
            game,
            checked_to: upto,
        }
    }
}

impl CodeMatch {
    /// For a code that is a finite subtraction set (every digit 0 or 3),
    /// the set in the form `S{1,3,4}`.
    ///
    /// # Example
    /// ```
    /// use explore::analyse::CodeMatch;
    /// let game: takebreak::Game = "0.3033".parse().unwrap();
    /// let m = CodeMatch::Code { code: game.to_string(), game, checked_to: 9 };
    /// assert_eq!(m.subtraction_set().as_deref(), Some("S{1,3,4}"));
    /// ```
    pub fn subtraction_set(&self) -> Option<String> {
        let CodeMatch::Code { game, .. } = self else {
            return None;
        };
        subtraction_set(game)
    }
}

/// `S{…}` for a finite code whose digits are all 0 or 3 (and d0 = 0).
pub(crate) fn subtraction_set(game: &Game) -> Option<String> {
    if !game.is_finite() || game.digits().iter().any(|d| d.bits != 0 && d.bits != 3) {
        return None;
    }
    let mut text = String::from("S{");
    let mut first = true;
    for (k, d) in game.digits().iter().enumerate() {
        if d.bits == 3 {
            if !first {
                text.push(',');
            }
            first = false;
            let _ = write!(text, "{k}");
        }
    }
    text.push('}');
    Some(text)
}
