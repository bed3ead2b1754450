//! Coin-turning games: coins in a row, numbered from 0, some heads up; a move
//! turns over a set of coins allowed by the game's rule, the rightmost of
//! which must go from heads to tails.
//!
//! **Coin-turning principle** (Winning Ways, ch. 14): such a position is the
//! sum of the one-head positions of its heads — a move that turns a tail to
//! heads adds a component, and one that turns a head to tails is the same as
//! adding a second component at that coin, which cancels it (`g ⊕ g = 0`).
//! So its Grundy value is the XOR of the values of its heads, each head
//! counted once.
//!
//! **Mock Turtles** (turn one, two or three coins): the value of a single
//! head at coin `n` is the `n`-th odious number (counting from 0), where a
//! number is *odious* if it has an odd number of 1 bits: 1, 2, 4, 7, 8, 11,
//! 13, 14, … Equivalently `g(n) = 2n` if `2n` is odious, else `2n + 1`
//! (of `2n` and `2n + 1` exactly one is odious). The test
//! `mock_turtles_matches_the_mex_definition` checks this against the mex
//! over the options of one head, and `sums_match_literal_play` checks the
//! coin-turning principle against literal play on small rows.

/// Is `n` odious (an odd number of 1 bits)?
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::sg::coins::is_odious;
/// let odious: Vec<u64> = (0..16).filter(|&n| is_odious(n)).collect();
/// assert_eq!(odious, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
pub fn is_odious(n: u64) -> bool {
    n.count_ones() % 2 == 1
}

/// The largest coin [`mock_turtles_grundy`] accepts: its value `2n + 1` must
/// fit a `u64`.
///
/// # Example
/// ```
/// use gamecore::sg::coins::{mock_turtles_grundy, MAX_MOCK_TURTLES_COIN};
/// assert_eq!(MAX_MOCK_TURTLES_COIN, (1 << 63) - 1);
/// assert!(mock_turtles_grundy(MAX_MOCK_TURTLES_COIN) >= u64::MAX - 1);
/// ```
pub const MAX_MOCK_TURTLES_COIN: u64 = (1 << 63) - 1;

/// The Grundy value of one head at coin `coin` (coins numbered from 0) in
/// Mock Turtles: the `coin`-th odious number, by the theorem in the
/// [module documentation](self).
///
/// # Constraints
/// `coin <= MAX_MOCK_TURTLES_COIN` (`2^63 − 1`).
///
/// # Panics
/// If `coin > MAX_MOCK_TURTLES_COIN`.
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::sg::coins::mock_turtles_grundy;
/// let values: Vec<u64> = (0..8).map(mock_turtles_grundy).collect();
/// assert_eq!(values, [1, 2, 4, 7, 8, 11, 13, 14]);
/// // 2^64 − 2 has 63 one bits: odious.
/// assert_eq!(mock_turtles_grundy((1 << 63) - 1), u64::MAX - 1);
/// ```
pub fn mock_turtles_grundy(coin: u64) -> u64 {
    assert!(
        coin <= MAX_MOCK_TURTLES_COIN,
        "coins::mock_turtles_grundy: coin {} above 2^63 - 1",
        coin
    );
    let double = 2 * coin;
    if is_odious(double) {
        double
    } else {
        double + 1
    }
}

/// The Grundy value of a Mock Turtles row whose heads are the coins `heads`:
/// the XOR of each head's value (coin-turning principle), a coin named more
/// than once counted once (it is one head). The player to move loses exactly
/// when it is 0.
///
/// # Constraints
/// Every coin is at most [`MAX_MOCK_TURTLES_COIN`].
///
/// # Panics
/// If a coin is above [`MAX_MOCK_TURTLES_COIN`].
///
/// # Complexity
/// `O(n_heads · log n_heads)` (a sort to drop repeats); `O(n_heads)` memory.
///
/// # Example
/// ```
/// use gamecore::sg::coins::mock_turtles_value;
/// // HDU 3537's samples: no head; coin 0; coins 0 1 2 3 (1 ⊕ 2 ⊕ 4 ⊕ 7 = 0).
/// assert_eq!(mock_turtles_value(&[]), 0);
/// assert_eq!(mock_turtles_value(&[0]), 1);
/// assert_eq!(mock_turtles_value(&[0, 1, 2, 3]), 0);
/// // Coin 5 named twice is still one head.
/// assert_eq!(mock_turtles_value(&[5, 5]), mock_turtles_value(&[5]));
/// ```
pub fn mock_turtles_value(heads: &[u64]) -> u64 {
    let mut coins = heads.to_vec();
    coins.sort_unstable();
    coins.dedup();
    coins
        .iter()
        .fold(0, |acc, &coin| acc ^ mock_turtles_grundy(coin))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    #[test]
    fn mock_turtles_matches_the_mex_definition() {
        // One head at n: turn n alone (value 0), n and a < n (value g(a)),
        // or n, a and b (a < b < n; value g(a) ⊕ g(b)).
        let mut values: Vec<u64> = Vec::new();
        for n in 0..300usize {
            let mut options: HashSet<u64> = HashSet::new();
            options.insert(0);
            for b in 0..n {
                options.insert(values[b]);
                for a in 0..b {
                    options.insert(values[a] ^ values[b]);
                }
            }
            values.push((0..).find(|v| !options.contains(v)).unwrap());
            assert_eq!(mock_turtles_grundy(n as u64), values[n], "coin {n}");
        }
    }

    /// Literal play on a row of coins (bit i = coin i is heads): does the
    /// player to move win?
    fn literal_wins(row: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&row) {
            return known;
        }
        let mut wins = false;
        'moves: for right in 0..32 {
            if row >> right & 1 == 0 {
                continue;
            }
            // The rightmost coin turned goes from heads to tails; up to two
            // other distinct coins to its left are turned too, whatever they show.
            let mut others: Vec<u32> = vec![0];
            for a in 0..right {
                others.push(1 << a);
                for b in 0..a {
                    others.push(1 << a | 1 << b);
                }
            }
            for other in others {
                if !literal_wins(row ^ (1 << right) ^ other, memo) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        memo.insert(row, wins);
        wins
    }

    #[test]
    fn sums_match_literal_play() {
        let mut memo = HashMap::new();
        for row in 0u32..1 << 9 {
            let heads: Vec<u64> = (0..9).filter(|&i| row >> i & 1 == 1).collect();
            assert_eq!(
                mock_turtles_value(&heads) != 0,
                literal_wins(row, &mut memo),
                "heads {heads:?}"
            );
        }
    }

    #[test]
    fn odious_numbers_alternate_in_pairs() {
        for n in (0..10_000u64).chain(u64::MAX / 2 - 10_000..=u64::MAX / 2) {
            assert_ne!(is_odious(2 * n), is_odious(2 * n + 1));
            let value = mock_turtles_grundy(n);
            assert!(is_odious(value) && value / 2 == n);
        }
    }

    #[test]
    #[should_panic(expected = "above 2^63 - 1")]
    fn a_coin_past_the_bound_is_refused() {
        mock_turtles_grundy(1 << 63);
    }
}
