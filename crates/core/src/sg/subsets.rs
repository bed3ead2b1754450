//! The bit-subset game (51Nod 1714 "B君的游戏"): a move takes a number
//! `x > 0` and replaces it by `n_parts` numbers `x_1, …, x_n_parts` (repeats
//! allowed), each a bit-subset of `x` (`x & x_i == x_i`) smaller than `x`.
//!
//! The Grundy value of `x` depends only on `popcount(x)`: the subsets of `x`
//! smaller than `x` are exactly the subsets with fewer bits, and every smaller
//! popcount (0 included) occurs. So with `g(c)` the value at popcount `c`,
//!
//! `g(c) = mex { g(c_1) ^ … ^ g(c_n_parts) : 0 ≤ c_i < c }`.
//!
//! Since `g(0) = 0` can fill unused parts and equal values cancel in pairs, the
//! XORs reachable at `c` are exactly the XORs of at most `n_parts` distinct
//! values among `g(1), …, g(c − 1)`. For seven parts the values grow past
//! 2·10^7 by popcount 64; trying every multiset of seven is far too slow, so
//! [`grundy_by_popcount`] keeps, for each `k ≤ n_parts`, the set of XORs of
//! at most `k` values as a bitset. [`SEVEN_PARTS_BY_POPCOUNT`] is its output
//! for the judge's game, embedded so the solution needs no time or memory for
//! it.

/// Grundy values of the seven-part game, indexed by popcount 0..=64.
///
/// This is `grundy_by_popcount(7, 64)`, pasted here; the unit test
/// `embedded_table_is_the_generators_output` recomputes it on every `cargo
/// test` and prints the new table if they ever differ.
///
/// # Example
/// ```
/// use gamecore::sg::subsets::{grundy_by_popcount, SEVEN_PARTS_BY_POPCOUNT};
/// assert_eq!(&SEVEN_PARTS_BY_POPCOUNT[..12], &grundy_by_popcount(7, 11)[..]);
/// ```
pub const SEVEN_PARTS_BY_POPCOUNT: [u64; 65] = [
    0, 1, 2, 4, 8, 16, 32, 64, 128, 255, 256, 512, 1024, 2048, 3855, 4096, 8192, 13107, 16384,
    21845, 27306, 32768, 38506, 65536, 71576, 92115, 101470, 131072, 138406, 172589, 240014,
    262144, 272069, 380556, 524288, 536169, 679601, 847140, 1048576, 1072054, 1258879, 1397519,
    2005450, 2097152, 2121415, 2496892, 2738813, 3993667, 4194304, 4241896, 4617503, 5821704,
    7559873, 8388608, 8439273, 8861366, 11119275, 11973252, 13280789, 16777216, 16844349, 17102035,
    19984054, 21979742, 23734709,
];

/// The Grundy value of the number `x` in the seven-part game (each move
/// replaces a number by seven smaller bit-subsets of it).
///
/// # Constraints
/// None: every `u64`.
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::sg::subsets::seven_parts_grundy;
/// assert_eq!(seven_parts_grundy(0), 0); // no move
/// assert_eq!(seven_parts_grundy(1 << 63), 1);
/// assert_eq!(seven_parts_grundy(0b1011), 4);
/// assert_eq!(seven_parts_grundy(u64::MAX), 23_734_709);
/// ```
#[inline]
pub fn seven_parts_grundy(x: u64) -> u64 {
    SEVEN_PARTS_BY_POPCOUNT[x.count_ones() as usize]
}

/// The values stay below 2^`MAX_VALUE_BITS`, which bounds the bitsets.
const MAX_VALUE_BITS: u32 = 28;

/// The Grundy values `g(0), …, g(max_popcount)` of the bit-subset game with
/// `n_parts` parts, by popcount.
///
/// For `k = 0..=n_parts` it keeps the bitset of XORs of at most `k` of the
/// values found so far; `g(c)` is the first value missing from the `n_parts`
/// set, and adding it ORs each set `k − 1`, with every element XORed by
/// `g(c)`, into set `k`.
///
/// # Constraints
/// `n_parts ≥ 1`, and the values must stay below 2^28 (true for seven parts up
/// to popcount 64, where they stay below 2^25).
///
/// # Panics
/// If `n_parts == 0`, or a value reaches 2^28.
///
/// # Complexity
/// `O(max_popcount · n_parts · W / 64)` word operations and `(n_parts + 1) ·
/// W / 8` bytes, where `W` is the smallest power of two above the largest
/// value. For `(7, 64)`, `W = 2^25`: about 32 MB, and well under a second in
/// an optimised build.
///
/// # Example
/// ```
/// use gamecore::sg::subsets::grundy_by_popcount;
/// // One part: a move lowers the popcount, like a Nim heap.
/// assert_eq!(grundy_by_popcount(1, 5), [0, 1, 2, 3, 4, 5]);
/// // Two parts: the numbers with an odd number of 1 bits.
/// assert_eq!(grundy_by_popcount(2, 8), [0, 1, 2, 4, 7, 8, 11, 13, 14]);
/// assert_eq!(grundy_by_popcount(7, 9)[9], 255);
/// ```
pub fn grundy_by_popcount(n_parts: usize, max_popcount: usize) -> Vec<u64> {
    assert!(n_parts >= 1, "a move must leave at least one part");
    // reachable[k]: bit v set when v is the XOR of at most k values so far
    // (0 is the XOR of none). All hold W bits, W a power of two ≥ 64.
    let mut reachable: Vec<Vec<u64>> = vec![vec![1]; n_parts + 1];
    let mut values = vec![0u64];
    for popcount in 1..=max_popcount {
        let value = first_missing(&reachable[n_parts]);
        assert!(
            value < 1 << MAX_VALUE_BITS,
            "a value reached 2^{}",
            MAX_VALUE_BITS
        );
        values.push(value);
        if popcount == max_popcount {
            break;
        }
        // XORs of values below 2^b stay below 2^b: widen to the new value.
        let n_words = ((1u64 << (64 - value.leading_zeros())) / 64).max(1) as usize;
        for set in &mut reachable {
            if set.len() < n_words {
                set.resize(n_words, 0);
            }
        }
        // Set k is read again only at popcount + 1 + (n_parts − k); the sets
        // no later mex can see are not updated (the last steps, on the
        // widest sets, then touch one set, two sets, …).
        let first_useful = (n_parts + popcount + 1).saturating_sub(max_popcount).max(1);
        // From the top down, so that set k − 1 is still the old one.
        for k in (first_useful..=n_parts).rev() {
            let (lower, upper) = reachable.split_at_mut(k);
            or_xored(&mut upper[0], &lower[k - 1], value);
        }
    }
    values
}

/// The smallest value whose bit is clear in `set` (`set.len() · 64` if none).
fn first_missing(set: &[u64]) -> u64 {
    match set.iter().position(|&word| word != u64::MAX) {
        Some(idx) => idx as u64 * 64 + u64::from((!set[idx]).trailing_zeros()),
        None => set.len() as u64 * 64,
    }
}

/// `target |= { v ^ value : v ∈ source }`, for bitsets of equal power-of-two
/// length in words, with `value` below their width.
fn or_xored(target: &mut [u64], source: &[u64], value: u64) {
    // Bits 6 and up of `value` permute whole words; bits 0..6 permute the
    // bits inside each word.
    let word_shift = (value >> 6) as usize;
    let bit_shift = value & 63;
    for (idx, &word) in source.iter().enumerate() {
        target[idx ^ word_shift] |= xor_bit_indices(word, bit_shift);
    }
}

/// `word` with each bit `i` moved to bit `i ^ shift` (`shift < 64`).
#[inline]
fn xor_bit_indices(mut word: u64, shift: u64) -> u64 {
    // Swapping the two halves of every 2^j-bit block flips bit j of every
    // bit index; the mask marks the low half of each block.
    if shift & 1 != 0 {
        word = ((word >> 1) & 0x5555_5555_5555_5555) | ((word & 0x5555_5555_5555_5555) << 1);
    }
    if shift & 2 != 0 {
        word = ((word >> 2) & 0x3333_3333_3333_3333) | ((word & 0x3333_3333_3333_3333) << 2);
    }
    if shift & 4 != 0 {
        word = ((word >> 4) & 0x0f0f_0f0f_0f0f_0f0f) | ((word & 0x0f0f_0f0f_0f0f_0f0f) << 4);
    }
    if shift & 8 != 0 {
        word = ((word >> 8) & 0x00ff_00ff_00ff_00ff) | ((word & 0x00ff_00ff_00ff_00ff) << 8);
    }
    if shift & 16 != 0 {
        word = ((word >> 16) & 0x0000_ffff_0000_ffff) | ((word & 0x0000_ffff_0000_ffff) << 16);
    }
    if shift & 32 != 0 {
        word = word.rotate_left(32);
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::mex;

    /// The values by popcount straight from the definition: the mex over
    /// every multiset of `n_parts` smaller popcounts (0 included) of the XOR
    /// of their values.
    fn by_definition(n_parts: usize, max_popcount: usize) -> Vec<u64> {
        let mut values = vec![0u64];
        for popcount in 1..=max_popcount {
            let mut xors = Vec::new();
            // Multisets as non-decreasing sequences of popcounts.
            let mut parts = vec![0usize; n_parts];
            loop {
                xors.push(parts.iter().fold(0, |acc, &c| acc ^ values[c]) as usize);
                // Next non-decreasing sequence over 0..popcount.
                let Some(pos) = parts.iter().rposition(|&c| c + 1 < popcount) else {
                    break;
                };
                let next = parts[pos] + 1;
                parts[pos..].iter_mut().for_each(|c| *c = next);
            }
            values.push(mex(xors) as u64);
        }
        values
    }

    #[test]
    fn generator_matches_the_definition() {
        for (n_parts, max_popcount) in [
            (1, 12),
            (2, 16),
            (3, 14),
            (4, 12),
            (5, 12),
            (6, 11),
            (7, 11),
        ] {
            assert_eq!(
                grundy_by_popcount(n_parts, max_popcount),
                by_definition(n_parts, max_popcount),
                "{n_parts} parts"
            );
        }
    }

    /// The value of the number `x` by literal play: every 7-tuple of bit
    /// subsets of `x` smaller than `x`, worth the XOR of their own values
    /// (Sprague–Grundy for the seven games they start). The tuples are
    /// walked one part at a time through the set of XORs reachable so far.
    fn literal_value(x: u64, memo: &mut std::collections::HashMap<u64, u64>) -> u64 {
        if let Some(&known) = memo.get(&x) {
            return known;
        }
        let mut subsets = Vec::new();
        let mut subset = x;
        // Every subset of x but x itself, down to 0.
        while subset != 0 {
            subset = (subset - 1) & x;
            subsets.push(subset);
        }
        let part_values: Vec<u64> = subsets.iter().map(|&s| literal_value(s, memo)).collect();
        let mut reachable = vec![0u64];
        for _ in 0..7 {
            let mut next: Vec<u64> = reachable
                .iter()
                .flat_map(|&r| part_values.iter().map(move |&v| r ^ v))
                .collect();
            next.sort_unstable();
            next.dedup();
            reachable = next;
        }
        let value = if x == 0 {
            0
        } else {
            mex(reachable.iter().map(|&r| r as usize)) as u64
        };
        memo.insert(x, value);
        value
    }

    #[test]
    fn literal_play_on_numbers_matches_the_table() {
        let mut memo = std::collections::HashMap::new();
        for x in 0..1 << 8 {
            assert_eq!(
                seven_parts_grundy(x),
                literal_value(x, &mut memo),
                "x = {x:#b}"
            );
        }
        for x in [
            1 << 63,
            (1 << 63) | 1,
            0xF000_0000_0000_000F,
            0x8421_0000_0000_0000,
        ] {
            assert_eq!(
                seven_parts_grundy(x),
                literal_value(x, &mut memo),
                "x = {x:#x}"
            );
        }
    }

    #[test]
    fn embedded_table_is_the_generators_output() {
        let generated = grundy_by_popcount(7, 64);
        assert!(
            generated == SEVEN_PARTS_BY_POPCOUNT,
            "SEVEN_PARTS_BY_POPCOUNT is stale; the generator gives:\n{generated:?}"
        );
    }

    #[test]
    fn xor_bit_indices_moves_every_bit() {
        for shift in 0..64 {
            for bit in 0..64 {
                assert_eq!(xor_bit_indices(1 << bit, shift), 1 << (bit ^ shift));
            }
        }
    }
}
