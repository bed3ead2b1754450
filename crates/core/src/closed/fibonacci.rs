//! Fibonacci numbers below 2^64, Zeckendorf representations, and Fibonacci
//! nim.
//!
//! Every positive integer is, in exactly one way, a sum of Fibonacci numbers
//! from 1, 2, 3, 5, 8, … no two of them consecutive in that list
//! (Zeckendorf's theorem); the greedy choice of the largest number that fits
//! finds it. A Zeckendorf representation is stored as a bit mask: bit `i` set
//! means [`NUMBERS`]`[i]` is a term.
//!
//! Fibonacci nim: one pile of `n`; the first move takes at least one stone but
//! not all, every later move takes between 1 and twice the opponent's last
//! take, and taking the last stone wins. The player to move first loses
//! exactly when `n` is a Fibonacci number; otherwise taking the smallest
//! Zeckendorf term of `n` wins.

/// How many Fibonacci numbers 1, 2, 3, 5, … lie below 2^64.
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::{COUNT, NUMBERS};
/// assert_eq!(COUNT, 92);
/// assert!(NUMBERS[COUNT - 1].checked_add(NUMBERS[COUNT - 2]).is_none());
/// ```
pub const COUNT: usize = 92;

/// The [`COUNT`] = 92 distinct positive Fibonacci numbers below 2^64, increasing:
/// 1, 2, 3, 5, 8, …, 12200160415121876738 (`NUMBERS[i]` is F(i + 2) with
/// F(1) = F(2) = 1). The next one, 19740274219868223167, exceeds `u64::MAX`.
///
/// # Complexity
/// Built at compile time.
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::NUMBERS;
/// assert_eq!(NUMBERS[..6], [1, 2, 3, 5, 8, 13]);
/// assert_eq!(NUMBERS[91], 12_200_160_415_121_876_738);
/// ```
pub const NUMBERS: [u64; COUNT] = build_numbers();

const fn build_numbers() -> [u64; COUNT] {
    let mut numbers = [0u64; COUNT];
    numbers[0] = 1;
    numbers[1] = 2;
    let mut i = 2;
    while i < COUNT {
        // Overflow here would be a compile error, so the count of 92 is checked
        // by the compiler as well as by the tests.
        numbers[i] = numbers[i - 1] + numbers[i - 2];
        i += 1;
    }
    numbers
}

/// Is `n` a Fibonacci number? `0` counts (it is F(0)), as do 1, 2, 3, 5, ….
///
/// # Constraints
/// None: exact for every `u64`.
///
/// # Complexity
/// `O(log COUNT)`: a binary search in [`NUMBERS`].
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::is_fibonacci;
/// assert!(is_fibonacci(0) && is_fibonacci(1) && is_fibonacci(13));
/// assert!(!is_fibonacci(4) && !is_fibonacci(u64::MAX));
/// assert!(is_fibonacci(12_200_160_415_121_876_738));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    n == 0 || NUMBERS.binary_search(&n).is_ok()
}

/// The Zeckendorf representation of `n` as a bit mask: bit `i` is set when
/// [`NUMBERS`]`[i]` is one of its terms. No two set bits are adjacent, and
/// `zeckendorf(0) == 0` (no terms).
///
/// # Constraints
/// None: every `u64` has one (only bits 0 to 91 can be set).
///
/// # Complexity
/// `O(number of terms)` (at most 46), a few comparisons per term.
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::zeckendorf;
/// // 20 = 13 + 5 + 2 = NUMBERS[5] + NUMBERS[3] + NUMBERS[1]
/// assert_eq!(zeckendorf(20), 0b101010);
/// assert_eq!(zeckendorf(0), 0);
/// ```
pub fn zeckendorf(n: u64) -> u128 {
    let mut rest = n;
    let mut mask = 0u128;
    // Greedy: take the largest Fibonacci number that fits, repeatedly. The
    // numbers below 2^bits(rest) are NUMBERS[..count], and at most two of them
    // have as many bits as `rest` (each Fibonacci number is more than twice
    // the one two places below it), so the largest that fits is one of the
    // last three: one step per term. The greedy never takes two adjacent
    // numbers, since after taking NUMBERS[i] the rest is below NUMBERS[i − 1].
    while rest > 0 {
        let bits = (u64::BITS - rest.leading_zeros()) as usize;
        let mut i = usize::from(COUNT_BELOW_POWER_OF_TWO[bits]) - 1;
        while NUMBERS[i] > rest {
            i -= 1;
        }
        rest -= NUMBERS[i];
        mask |= 1 << i;
    }
    mask
}

/// `COUNT_BELOW_POWER_OF_TWO[bits]` is how many of [`NUMBERS`] are below
/// `2^bits` (all 92 for `bits = 64`).
const COUNT_BELOW_POWER_OF_TWO: [u8; 65] = build_counts_below_powers_of_two();

const fn build_counts_below_powers_of_two() -> [u8; 65] {
    let mut counts = [0u8; 65];
    let mut bits = 0;
    while bits <= 64 {
        let mut count = 0;
        while count < COUNT && (bits == 64 || NUMBERS[count] < 1 << bits) {
            count += 1;
        }
        counts[bits] = count as u8;
        bits += 1;
    }
    counts
}

/// The terms of the Zeckendorf representation of `n`, largest first.
///
/// # Constraints
/// None: every `u64` is accepted; `0` has no terms.
///
/// # Complexity
/// `O(COUNT)`.
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::zeckendorf_terms;
/// assert_eq!(zeckendorf_terms(20), vec![13, 5, 2]);
/// assert_eq!(zeckendorf_terms(0), Vec::<u64>::new());
/// ```
pub fn zeckendorf_terms(n: u64) -> Vec<u64> {
    let mask = zeckendorf(n);
    (0..COUNT)
        .rev()
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| NUMBERS[i])
        .collect()
}

/// The number whose Zeckendorf-style bit mask is `mask`: the sum of
/// [`NUMBERS`]`[i]` over the set bits `i`. `None` if a bit at 92 or above is
/// set (that Fibonacci number exceeds `u64`) or the sum overflows `u64`.
///
/// Any mask is summed, so adjacent bits are allowed (they just do not form a
/// Zeckendorf representation). Shifting a representation one bit left and
/// summing it multiplies by about φ; [`crate::closed::wythoff`] uses that.
///
/// # Constraints
/// None.
///
/// # Complexity
/// `O(number of set bits)`.
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::{value_of_mask, zeckendorf};
/// assert_eq!(value_of_mask(zeckendorf(20)), Some(20));
/// assert_eq!(value_of_mask(zeckendorf(20) << 1), Some(21 + 8 + 3));
/// assert_eq!(value_of_mask(1 << 92), None);
/// ```
pub fn value_of_mask(mask: u128) -> Option<u64> {
    if mask >> COUNT != 0 {
        return None;
    }
    let mut rest = mask;
    let mut sum = 0u64;
    // One step per set bit, lowest first.
    while rest != 0 {
        sum = sum.checked_add(NUMBERS[rest.trailing_zeros() as usize])?;
        rest &= rest - 1;
    }
    Some(sum)
}

/// Does the first player win Fibonacci nim with a pile of `n`? They lose
/// exactly when `n` is a Fibonacci number (including `n = 1`, where the first
/// move, which may not take everything, is impossible, and `n = 0`).
///
/// # Constraints
/// None: exact for every `u64`.
///
/// # Complexity
/// `O(log COUNT)`.
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::first_player_wins;
/// assert!(!first_player_wins(2));
/// assert!(!first_player_wins(5));
/// assert!(first_player_wins(6));
/// assert!(first_player_wins(u64::MAX));
/// ```
pub fn first_player_wins(n: u64) -> bool {
    !is_fibonacci(n)
}

/// A winning first take in Fibonacci nim with a pile of `n`: the smallest term
/// of the Zeckendorf representation of `n`, or `None` when `n` is a Fibonacci
/// number (every first take loses).
///
/// Why it wins: with smallest term `q`, the rest `n − q` has smallest term at
/// least the Fibonacci number two steps above `q`, which is more than `2q`, so
/// the opponent cannot empty it and faces the same situation again. By literal
/// play (the module's tests, `n ≤ 80`) it is also the smallest winning first
/// take.
///
/// # Constraints
/// None: exact for every `u64`.
///
/// # Complexity
/// `O(COUNT)`.
///
/// # Example
/// ```
/// use gamecore::closed::fibonacci::winning_first_take;
/// assert_eq!(winning_first_take(6), Some(1)); // 6 = 5 + 1
/// assert_eq!(winning_first_take(7), Some(2)); // 7 = 5 + 2
/// assert_eq!(winning_first_take(8), None);
/// ```
pub fn winning_first_take(n: u64) -> Option<u64> {
    if is_fibonacci(n) {
        return None;
    }
    let mask = zeckendorf(n);
    Some(NUMBERS[mask.trailing_zeros() as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fibonacci nim by its literal rules: can the player to move, facing
    /// `n` stones and allowed to take 1 to `max_take`, take the last stone?
    /// `memo[n][m]` caches the answer for `max_take = m` (capped at `n`).
    fn wins(n: usize, max_take: usize, memo: &mut [Vec<Option<bool>>]) -> bool {
        let max_take = max_take.min(n);
        if let Some(known) = memo[n][max_take] {
            return known;
        }
        let result = (1..=max_take).any(|take| take == n || !wins(n - take, 2 * take, memo));
        memo[n][max_take] = Some(result);
        result
    }

    /// The winning first takes of a pile of `n` by literal play: the first
    /// move takes 1 to n − 1 stones.
    fn brute_winning_first_takes(n: usize, memo: &mut [Vec<Option<bool>>]) -> Vec<u64> {
        (1..n)
            .filter(|&take| !wins(n - take, 2 * take, memo))
            .map(|take| take as u64)
            .collect()
    }

    #[test]
    fn numbers_are_the_fibonacci_numbers_below_2_pow_64() {
        assert_eq!(NUMBERS[..8], [1, 2, 3, 5, 8, 13, 21, 34]);
        for i in 2..COUNT {
            assert_eq!(NUMBERS[i], NUMBERS[i - 1] + NUMBERS[i - 2]);
        }
        assert_eq!(NUMBERS[COUNT - 1], 12_200_160_415_121_876_738);
        assert_eq!(NUMBERS[COUNT - 1].checked_add(NUMBERS[COUNT - 2]), None);
    }

    #[test]
    fn fibonacci_nim_matches_literal_play_up_to_80() {
        const N: usize = 80;
        let mut memo = vec![vec![None; N + 1]; N + 1];
        for n in 0..=N {
            let takes = brute_winning_first_takes(n, &mut memo);
            assert_eq!(first_player_wins(n as u64), !takes.is_empty(), "n={n}");
            assert_eq!(
                winning_first_take(n as u64),
                takes.first().copied(),
                "n={n}"
            );
        }
    }

    #[test]
    fn membership_matches_the_sequence_built_by_addition() {
        let mut fibonacci = vec![false; 200_001];
        let (mut x, mut y) = (0usize, 1usize);
        while x <= 200_000 {
            fibonacci[x] = true;
            (x, y) = (y, x + y);
        }
        for (n, &expected) in fibonacci.iter().enumerate() {
            assert_eq!(is_fibonacci(n as u64), expected, "n={n}");
        }
    }

    /// The Zeckendorf conditions, checked without the greedy algorithm: the
    /// terms sum to `n` and no two are adjacent. By Zeckendorf's theorem
    /// exactly one mask satisfies both.
    #[track_caller]
    fn assert_zeckendorf(n: u64) {
        let mask = zeckendorf(n);
        assert_eq!(mask & (mask >> 1), 0, "adjacent terms for {n}: {mask:b}");
        assert_eq!(mask >> COUNT, 0);
        let sum: u128 = (0..COUNT)
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| u128::from(NUMBERS[i]))
            .sum();
        assert_eq!(sum, u128::from(n), "terms of {n}");
        assert_eq!(value_of_mask(mask), Some(n));
        let terms = zeckendorf_terms(n);
        assert_eq!(terms.len(), mask.count_ones() as usize);
        assert!(terms.windows(2).all(|w| w[0] > w[1]));
    }

    #[test]
    fn zeckendorf_sums_to_n_without_adjacent_terms() {
        for n in 0..=100_000 {
            assert_zeckendorf(n);
        }
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..10_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            assert_zeckendorf(state);
            assert_zeckendorf(state >> (state % 64));
        }
        for &number in &NUMBERS {
            for n in [number - 1, number, number + 1] {
                assert_zeckendorf(n);
            }
        }
        assert_zeckendorf(u64::MAX);
    }

    #[test]
    fn probes_at_the_top_of_u64() {
        let largest = NUMBERS[COUNT - 1];
        assert!(is_fibonacci(largest) && !first_player_wins(largest));
        assert_eq!(winning_first_take(largest), None);
        assert_eq!(zeckendorf(largest), 1 << 91);
        // F(93) + 1: the representation is F(93) + 1, so take 1.
        assert_eq!(winning_first_take(largest + 1), Some(1));
        // F(93) − 1 = F(92) + F(90) + … + F(2): an odd-indexed Fibonacci number
        // minus one is the sum of every second one below it, ending at 1.
        let mask = zeckendorf(largest - 1);
        assert_eq!(mask, (0..46).map(|j| 1u128 << (2 * j)).sum::<u128>());
        assert_eq!(winning_first_take(largest - 1), Some(1));
        // F(92) − 1 = F(91) + F(89) + … + F(3): take 2.
        assert_eq!(winning_first_take(NUMBERS[COUNT - 2] - 1), Some(2));
        assert!(first_player_wins(u64::MAX));
        assert_eq!(zeckendorf_terms(u64::MAX)[0], largest);
        // The exact terms of 2^64 − 1 are pinned by the sum check in
        // `assert_zeckendorf`.
        assert_eq!(
            winning_first_take(u64::MAX),
            zeckendorf_terms(u64::MAX).last().copied()
        );
    }

    #[test]
    fn value_of_mask_rejects_what_does_not_fit() {
        assert_eq!(value_of_mask(0), Some(0));
        assert_eq!(value_of_mask(1 << 91), Some(NUMBERS[91]));
        assert_eq!(value_of_mask(1 << 92), None);
        assert_eq!(value_of_mask((1 << 91) | (1 << 90)), None);
        assert_eq!(value_of_mask(0b11), Some(3));
    }
}
