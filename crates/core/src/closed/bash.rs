//! Bash's game: one pile, take 1 to `max_take` stones; taking the last stone
//! wins. The pile's Grundy value is `n mod (max_take + 1)`, so the player to
//! move loses exactly when `max_take + 1` divides `n`.
//!
//! Capped Nim is a sum of Bash piles, each with its own cap; by the
//! Sprague–Grundy theorem it is lost exactly when the nim-sum of the piles'
//! Bash values is 0.

use crate::closed::nim::nim_sum;

/// The Grundy value of a pile of `n` stones from which a move takes 1 to
/// `max_take` stones: `n mod (max_take + 1)`. With `max_take == 0` no move is
/// possible and the value is 0.
///
/// # Constraints
/// None: exact for all `u64` inputs (`max_take + 1` is formed without
/// overflow).
///
/// # Example
/// ```
/// use gamecore::closed::bash::grundy;
/// assert_eq!(grundy(7, 3), 3);
/// assert_eq!(grundy(8, 3), 0);
/// assert_eq!(grundy(5, 0), 0);
/// assert_eq!(grundy(u64::MAX, u64::MAX), u64::MAX);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn grundy(n: u64, max_take: u64) -> u64 {
    if max_take == 0 {
        return 0;
    }
    match max_take.checked_add(1) {
        Some(period) => n % period,
        None => n,
    }
}

/// Does the player to move win a single pile of `n` with takes of 1 to
/// `max_take`?
///
/// # Constraints
/// None: exact for all `u64` inputs.
///
/// # Example
/// ```
/// use gamecore::closed::bash::first_player_wins;
/// assert!(!first_player_wins(3, 2));
/// assert!(first_player_wins(4, 2));
/// assert!(!first_player_wins(1000, 1));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn first_player_wins(n: u64, max_take: u64) -> bool {
    grundy(n, max_take) != 0
}

/// Does the player to move win capped Nim on `piles`, each `(n, max_take)`: a
/// pile of `n` stones from which one move takes 1 to `max_take` stones?
///
/// Every pile counts: the position is lost exactly when the nim-sum of all the
/// piles' [`grundy`] values is 0 (a pile with `n == 0` or `max_take == 0`
/// contributes 0). No pile alone decides it, the last one included.
///
/// # Constraints
/// None: exact for all `u64` sizes and caps, so values of 2^31 and beyond are
/// fine.
///
/// # Example
/// ```
/// use gamecore::closed::bash::capped_nim_wins;
/// assert!(!capped_nim_wins(&[(1000, 1)]));
/// assert!(!capped_nim_wins(&[(1, 1), (1, 1)]));
/// assert!(capped_nim_wins(&[(1, 1), (2, 2)]));
/// // The last pile alone is lost, yet the first pile makes the sum a win.
/// assert!(capped_nim_wins(&[(1, 1), (0, 5)]));
/// assert!(capped_nim_wins(&[(1 << 31, 1 << 31)]));
/// assert!(!capped_nim_wins(&[]));
/// ```
///
/// # Complexity
/// `O(n_piles)`.
pub fn capped_nim_wins(piles: &[(u64, u64)]) -> bool {
    nim_sum(piles.iter().map(|&(n, max_take)| grundy(n, max_take))) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::Mex;

    /// Grundy values by the literal rule: mex over every take of 1..=max_take.
    fn brute_grundy_row(max_take: u64, len: usize) -> Vec<u64> {
        let mut mex = Mex::new();
        let mut row = vec![0u64; len];
        for n in 1..len {
            let takes = 1..=(max_take as usize).min(n);
            row[n] = mex.of(takes.map(|take| row[n - take] as usize)) as u64;
        }
        row
    }

    #[test]
    fn closed_form_matches_literal_play() {
        for max_take in 0..=12 {
            for (n, &expected) in brute_grundy_row(max_take, 80).iter().enumerate() {
                assert_eq!(grundy(n as u64, max_take), expected, "n={n} k={max_take}");
                assert_eq!(first_player_wins(n as u64, max_take), expected != 0);
            }
        }
    }

    /// Every position of capped Nim with sizes `0..=max_size`, as a mixed-radix
    /// code: pile `i` has `code / (max_size + 1)^i % (max_size + 1)` stones.
    fn decode(code: usize, n_piles: usize, max_size: usize) -> Vec<usize> {
        (0..n_piles)
            .map(|i| code / (max_size + 1).pow(i as u32) % (max_size + 1))
            .collect()
    }

    /// Literal play of capped Nim with the caps `caps`: `wins[code]` says
    /// whether the player to move wins the position `code` (see [`decode`]).
    /// Every take from every pile is tried; a move only shrinks one pile, so
    /// it lowers the code and the table fills in increasing order.
    fn brute_capped_nim(caps: &[usize], max_size: usize) -> Vec<bool> {
        let n_piles = caps.len();
        let n_codes = (max_size + 1).pow(n_piles as u32);
        let mut wins = vec![false; n_codes];
        for code in 0..n_codes {
            let sizes = decode(code, n_piles, max_size);
            let weight = |i: usize| (max_size + 1).pow(i as u32);
            wins[code] = (0..n_piles)
                .any(|i| (1..=caps[i].min(sizes[i])).any(|take| !wins[code - take * weight(i)]));
        }
        wins
    }

    #[test]
    fn capped_nim_matches_literal_play_on_all_small_positions() {
        let max_size = 6;
        for n_piles in 0..=3usize {
            for cap_code in 0..6usize.pow(n_piles as u32) {
                // Caps 0..=5 against sizes up to 6 cover caps both below and
                // above the pile sizes, and the zero cap.
                let caps: Vec<usize> = (0..n_piles)
                    .map(|i| cap_code / 6usize.pow(i as u32) % 6)
                    .collect();
                for (code, &expected) in brute_capped_nim(&caps, max_size).iter().enumerate() {
                    let sizes = decode(code, n_piles, max_size);
                    let piles: Vec<(u64, u64)> = sizes
                        .iter()
                        .zip(&caps)
                        .map(|(&n, &cap)| (n as u64, cap as u64))
                        .collect();
                    assert_eq!(capped_nim_wins(&piles), expected, "{piles:?}");
                }
            }
        }
    }

    #[test]
    fn capped_nim_at_2_to_the_31() {
        let big = 1u64 << 31;
        // 2^31 mod (2^31 + 1) = 2^31, and 2^31 mod 2^31 = 0.
        assert!(capped_nim_wins(&[(big, big)]));
        assert!(!capped_nim_wins(&[(big, big - 1)]));
        assert!(!capped_nim_wins(&[(big, big), (big, big)]));
        assert!(!capped_nim_wins(&[(big, big), (big, big), (big, 0)]));
        assert!(capped_nim_wins(&[(big, big), (big - 1, big)]));
        assert!(!capped_nim_wins(&[
            (u64::MAX, u64::MAX),
            (u64::MAX, u64::MAX)
        ]));
    }

    #[test]
    fn extremes_do_not_overflow() {
        assert_eq!(grundy(u64::MAX, u64::MAX - 1), 0);
        assert_eq!(grundy(0, u64::MAX), 0);
        assert_eq!(grundy(1 << 31, 1 << 31), 1 << 31);
    }
}
