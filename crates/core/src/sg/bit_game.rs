//! The bit game of Codeforces 2027 E1/E2: from a pile of `x` stones with
//! associated value `a`, take `d` stones where `1 ≤ d ≤ a` and `d` is a
//! submask of `x` (`x & d = d`).
//!
//! **Reduction** (the editorial's first step). Read the bits of `x` from the
//! highest. A bit where `x` is 0 but `a` is 1 can never be taken, but it lets
//! every lower bit of `x` be taken freely: from then on `a` may as well be 1
//! at each set bit of `x`. Bits where `x` is 0 play no part otherwise, so the
//! pile is the same game as `x' = 2^m − 1`, `a' = s`, where `s` collects, from
//! the highest set bit of `x` down, `a`'s bit there (or 1 once such a bit has
//! been seen): [`reduce`]. A set bit of `x'` above `s`'s highest bit can
//! never be taken, so `(s, 2^m − 1)` is also the game `(s, 2^k − 1)` with `k`
//! the bit length of `s`.
//!
//! **Values of the reduced pile** (the editorial's table, proved there by
//! induction on `k`; here checked against the mex of the literal moves for
//! every `x, a < 2^8` by the unit tests, and against literal play of whole
//! games by the tests of `cf-2027e1`): with `g(s)` the value of
//! `(s, 2^k − 1)`,
//!
//! - `g(2^k − 2) = 0` for `k ≥ 1` (so `g(0) = g(2) = 0`),
//! - `g(2^k) = k ⊕ 1`,
//! - `g(2^k − 1) = k`,
//! - `g(s) = k` for every other `s`, `2^(k−1) < s < 2^k − 2`
//!   (the bit length `k` of `s`, as for `2^k − 1`).
//!
//! [`full_value`] is `g`, and [`grundy`] the value of any pile.
//!
//! **Counting** (Codeforces 2027 E2): [`ValueCounter`] counts the piles
//! `x ≤ b` of each value by a digit DP over the bits of `x` (an automaton of
//! the shapes of `s` the table tells apart), and [`count_zero_xor`] combines
//! piles into the number of choices whose values XOR to 0.
//!
//! # Example
//! ```
//! use gamecore::sg::bit_game::grundy;
//! // The first sample's second test case: three piles, lost for Alice.
//! let piles = [(25, 10), (4, 8), (14, 15)];
//! assert_eq!(piles.iter().fold(0, |acc, &(x, a)| acc ^ grundy(x, a)), 0);
//! ```

/// `s`, the value associated with the pile `x' = 2^m − 1` (`m` the number
/// of set bits of `x`) that plays as the pile `(x, a)`; see the module's
/// reduction.
///
/// # Complexity
/// `O(64)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::reduce;
/// // x = 0b1010: a's bit 2 (where x is 0) frees x's bit 1.
/// assert_eq!(reduce(0b1010, 0b0100), 0b01);
/// assert_eq!(reduce(0b1010, 0b1000), 0b10);
/// assert_eq!(reduce(7, 100), 7);
/// ```
pub fn reduce(x: u64, a: u64) -> u64 {
    let mut freed = false;
    let mut s = 0u64;
    for bit in (0..64).rev() {
        let a_bit = a >> bit & 1 == 1;
        if x >> bit & 1 == 0 {
            freed |= a_bit;
        } else {
            s = s << 1 | u64::from(a_bit || freed);
        }
    }
    s
}

/// `g(s)`, the Grundy value of the pile `(2^k − 1, s)` with `k` the bit
/// length of `s` (the table of the module's doc).
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::full_value;
/// let values: Vec<u64> = (0..10).map(full_value).collect();
/// assert_eq!(values, [0, 1, 0, 2, 3, 3, 0, 3, 2, 4]);
/// ```
pub fn full_value(s: u64) -> u64 {
    let bit_length = u64::from(64 - s.leading_zeros());
    if (u128::from(s) + 2).is_power_of_two() {
        0
    } else if s.is_power_of_two() {
        (bit_length - 1) ^ 1
    } else {
        bit_length
    }
}

/// The Grundy value of the pile of `x` stones with associated value `a`.
///
/// # Complexity
/// `O(64)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::grundy;
/// assert_eq!(grundy(10, 1), 0); // 10 = 0b1010: no d ≤ 1 is a submask
/// assert_eq!(grundy(7, 6), 0); // the first sample: 7 stones, take up to 6
/// assert_eq!(grundy(7, 7), 3); // all of x's bits free: 3 bits
/// ```
pub fn grundy(x: u64, a: u64) -> u64 {
    full_value(reduce(x, a))
}

/// The shape of the reduced value `s` read so far (from its highest bit),
/// as far as [`full_value`] needs it: `One` is `1`, `Ten` is `10` (both a
/// power of two and `2^k − 2`), `Pow` is `10…0` with two zeros or more,
/// `Ones` is `11…1` with two ones or more, `OnesZero` is `1…10` with two
/// ones or more, `Other` anything else.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shape {
    Zero,
    One,
    Ten,
    Pow,
    Ones,
    OnesZero,
    Other,
}

const SHAPES: [Shape; 7] = [
    Shape::Zero,
    Shape::One,
    Shape::Ten,
    Shape::Pow,
    Shape::Ones,
    Shape::OnesZero,
    Shape::Other,
];

/// Bit lengths `0..=64` of `s`.
const LENGTHS: usize = 65;

/// The states of the digit DP: whether a bit of `a` has freed the rest,
/// the shape of `s`, and its bit length.
const N_STATES: usize = 2 * SHAPES.len() * LENGTHS;

fn state(freed: bool, shape: Shape, length: usize) -> usize {
    (usize::from(freed) * SHAPES.len() + shape as usize) * LENGTHS + length
}

/// `s` with one more low bit.
fn append(shape: Shape, bit: bool) -> Shape {
    match (shape, bit) {
        (Shape::Zero, false) => Shape::Zero,
        (Shape::Zero, true) => Shape::One,
        (Shape::One, false) => Shape::Ten,
        (Shape::One, true) | (Shape::Ones, true) => Shape::Ones,
        (Shape::Ten, false) | (Shape::Pow, false) => Shape::Pow,
        (Shape::Ones, false) => Shape::OnesZero,
        _ => Shape::Other,
    }
}

/// [`full_value`] of an `s` known by its shape and bit length.
fn shape_value(shape: Shape, length: usize) -> usize {
    match shape {
        Shape::Zero | Shape::Ten | Shape::OnesZero => 0,
        Shape::One => 1,
        // (Lengths below 3 are never reached with this shape.)
        Shape::Pow => (length.max(1) - 1) ^ 1,
        Shape::Ones | Shape::Other => length,
    }
}

/// The largest Grundy value of a pile (64 free bits).
pub const MAX_VALUE: usize = 64;

/// Counts the piles `x` in `1..=b` by Grundy value for one `a`, by a digit
/// DP over the bits of `x` from the highest: the state is what [`reduce`]
/// and [`full_value`] need to know of the bits read so far (whether a bit of
/// `a` has freed the rest, the shape of `s` — see the module's table — and
/// its bit length), and `x`'s prefix is either still equal to `b`'s (one
/// state, followed alone) or already below it (then every later bit is free).
///
/// Holds its two tables of states, reused from one pile to the next.
///
/// # Complexity
/// [`ValueCounter::count`] is `O(64 · n_reached)` with `n_reached ≤ 910`
/// the states reached at a bit (a few dozen in practice), plus `O(910)` to
/// read the result; memory `O(910)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::{grundy, ValueCounter};
/// let mut counter = ValueCounter::new();
/// let counts = counter.count(13, 45);
/// for value in 0..=6u64 {
///     let naive = (1..=45).filter(|&x| grundy(x, 13) == value).count();
///     assert_eq!(counts[value as usize], naive as u64);
/// }
/// ```
#[derive(Debug, Clone)]
pub struct ValueCounter {
    /// `transitions[4 · from + 2 · a_bit + x_bit]`: the state after a bit.
    transitions: Vec<u16>,
    /// The Grundy value of the pile a final state stands for.
    values: Vec<u8>,
    counts: Vec<u64>,
    next: Vec<u64>,
    reached: Vec<usize>,
    next_reached: Vec<usize>,
}

impl Default for ValueCounter {
    fn default() -> Self {
        Self::new()
    }
}

impl ValueCounter {
    /// A counter with its table of transitions and empty tables of counts.
    ///
    /// # Complexity
    /// `O(910)`.
    pub fn new() -> Self {
        let mut transitions = Vec::with_capacity(4 * N_STATES);
        let mut values = Vec::with_capacity(N_STATES);
        for from in 0..N_STATES {
            let length = from % LENGTHS;
            let shape = SHAPES[from / LENGTHS % SHAPES.len()];
            let freed = from / (LENGTHS * SHAPES.len()) == 1;
            for a_bit in [false, true] {
                // x's bit 0: a's bit may free the rest; s is unchanged.
                transitions.push(state(freed || a_bit, shape, length) as u16);
                // x's bit 1: s gains a low bit (a's, or 1 once freed). A
                // length past 64 is never reached (x has 64 bits).
                let next = append(shape, a_bit || freed);
                let next_length = if next == Shape::Zero { 0 } else { length + 1 };
                transitions.push(state(freed, next, next_length.min(LENGTHS - 1)) as u16);
            }
            values.push(shape_value(shape, length) as u8);
        }
        ValueCounter {
            transitions,
            values,
            counts: vec![0; N_STATES],
            next: vec![0; N_STATES],
            reached: Vec::new(),
            next_reached: Vec::new(),
        }
    }

    /// `counts[v]` = the number of `x` in `1..=b` with `grundy(x, a) = v`,
    /// for `v` in `0..=MAX_VALUE` (exact: at most `b` in all).
    ///
    /// # Complexity
    /// As for [`ValueCounter`].
    pub fn count(&mut self, a: u64, b: u64) -> [u64; MAX_VALUE + 1] {
        let transitions = &self.transitions;
        let step = |from: usize, a_bit: bool, x_bit: bool| -> usize {
            usize::from(transitions[4 * from + 2 * usize::from(a_bit) + usize::from(x_bit)])
        };
        let mut tight = state(false, Shape::Zero, 0);
        self.reached.clear();
        for bit in (0..64).rev() {
            let a_bit = a >> bit & 1 == 1;
            self.next_reached.clear();
            for &from in &self.reached {
                let count = self.counts[from];
                self.counts[from] = 0;
                for x_bit in [false, true] {
                    let to = step(from, a_bit, x_bit);
                    if self.next[to] == 0 {
                        self.next_reached.push(to);
                    }
                    self.next[to] += count;
                }
            }
            if b >> bit & 1 == 1 {
                // x's bit 0 here puts x below b: its lower bits are free.
                let below = step(tight, a_bit, false);
                if self.next[below] == 0 {
                    self.next_reached.push(below);
                }
                self.next[below] += 1;
                tight = step(tight, a_bit, true);
            } else {
                tight = step(tight, a_bit, false);
            }
            std::mem::swap(&mut self.counts, &mut self.next);
            std::mem::swap(&mut self.reached, &mut self.next_reached);
        }
        let mut by_value = [0u64; MAX_VALUE + 1];
        for &at in &self.reached {
            by_value[usize::from(self.values[at])] += self.counts[at];
            self.counts[at] = 0;
        }
        by_value[usize::from(self.values[tight])] += 1;
        // x = 0 (worth 0) is not a pile.
        by_value[0] -= 1;
        by_value
    }
}

/// The number of ways to pick one Grundy value per pile, pile `i` taking
/// value `v` in `counts[i][v]` ways, so that the values XOR to 0 (the second
/// player wins), modulo `modulus`: a knapsack over XOR.
///
/// # Panics
/// If `modulus` is 0 or above `2^32` (the products must fit in a `u64`).
///
/// # Complexity
/// `O(n_piles · s²)` with `s ≤ 128` the power of two above the largest
/// value that occurs (32 for piles below 2^30).
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::{count_zero_xor, MAX_VALUE};
/// // Two piles, each worth 0 in one way and 1 in two ways: 1·1 + 2·2.
/// let mut pile = [0u64; MAX_VALUE + 1];
/// pile[0] = 1;
/// pile[1] = 2;
/// assert_eq!(count_zero_xor(&[pile, pile], 1_000_000_007), 5);
/// ```
pub fn count_zero_xor(counts: &[[u64; MAX_VALUE + 1]], modulus: u64) -> u64 {
    assert!(
        modulus > 0 && modulus <= 1 << 32,
        "the modulus must be in 1..=2^32"
    );
    // Values XOR within the smallest power of two above the largest value.
    let largest = counts
        .iter()
        .flat_map(|pile| (0..=MAX_VALUE).filter(move |&v| pile[v] > 0))
        .max()
        .unwrap_or(0);
    let size = (largest + 1).next_power_of_two();
    let mut ways = vec![0u64; size];
    ways[0] = 1 % modulus;
    let mut next = vec![0u64; size];
    let mut pile_ways = vec![0u64; size];
    for pile in counts {
        for (v, w) in pile_ways.iter_mut().enumerate() {
            *w = pile.get(v).map_or(0, |&count| count % modulus);
        }
        // Each sum of at most 128 products below 2^64 fits in a u128: one
        // reduction per entry.
        for (sum, slot) in next.iter_mut().enumerate() {
            let total: u128 = (0..size)
                .map(|v| u128::from(ways[sum ^ v]) * u128::from(pile_ways[v]))
                .sum();
            *slot = (total % u128::from(modulus)) as u64;
        }
        std::mem::swap(&mut ways, &mut next);
    }
    ways[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Grundy value of every `(x, a)` with `x, a < 2^bits`, by the mex
    /// of the literal moves.
    fn mex_table(bits: u32) -> Vec<Vec<u64>> {
        let size = 1usize << bits;
        let mut table = vec![vec![0u64; size]; size];
        for x in 0..size {
            for a in 0..size {
                let mut seen = [false; 70];
                // Every non-empty submask d of x with d ≤ a.
                let mut d = x;
                while d > 0 {
                    if d <= a {
                        seen[table[x - d][a] as usize] = true;
                    }
                    d = (d - 1) & x;
                }
                table[x][a] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        table
    }

    #[test]
    fn the_values_match_the_mex_of_the_moves() {
        let table = mex_table(8);
        for (x, row) in table.iter().enumerate() {
            for (a, &value) in row.iter().enumerate() {
                assert_eq!(grundy(x as u64, a as u64), value, "x = {x}, a = {a}");
            }
        }
    }

    #[test]
    fn the_counts_match_the_values_one_by_one() {
        let mut counter = ValueCounter::new();
        for a in 0..70u64 {
            for b in 0..70u64 {
                let counts = counter.count(a, b);
                let mut naive = [0u64; MAX_VALUE + 1];
                for x in 1..=b {
                    naive[grundy(x, a) as usize] += 1;
                }
                assert_eq!(counts, naive, "a = {a}, b = {b}");
            }
        }
        // Wide piles: every value's count against a sample of the range.
        let (a, b) = (u64::MAX - 12_345, u64::MAX);
        let counts = counter.count(a, b);
        assert_eq!(counts.iter().fold(0u64, |s, &c| s.wrapping_add(c)), b);
        let (a, b) = (0b1011_0110_1001, 5000);
        let counts = counter.count(a, b);
        for (value, &count) in counts.iter().enumerate() {
            let naive = (1..=b).filter(|&x| grundy(x, a) == value as u64).count();
            assert_eq!(count, naive as u64, "value {value}");
        }
    }

    #[test]
    fn the_zero_xor_count_matches_enumeration() {
        let mut counter = ValueCounter::new();
        let piles = [(5u64, 9u64), (12, 20), (3, 7)];
        let counts: Vec<_> = piles.iter().map(|&(a, b)| counter.count(a, b)).collect();
        let mut naive = 0;
        for x in 1..=9 {
            for y in 1..=20 {
                for z in 1..=7 {
                    if grundy(x, 5) ^ grundy(y, 12) ^ grundy(z, 3) == 0 {
                        naive += 1;
                    }
                }
            }
        }
        assert_eq!(count_zero_xor(&counts, 1_000_000_007), naive);
        assert_eq!(count_zero_xor(&counts, 7), naive % 7);
        assert_eq!(count_zero_xor(&[], 1_000_000_007), 1);
    }

    #[test]
    fn the_widest_piles_stay_exact() {
        assert_eq!(grundy(u64::MAX, u64::MAX), 64);
        assert_eq!(full_value(u64::MAX), 64);
        assert_eq!(full_value(u64::MAX - 1), 0);
        assert_eq!(full_value(1 << 63), 63 ^ 1);
        assert_eq!(grundy(1 << 63, u64::MAX), 1);
    }
}
