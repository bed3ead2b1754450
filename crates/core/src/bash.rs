//! Bash's game: one pile, take 1 to `max_take` stones; taking the last stone
//! wins. The pile's Grundy value is `n mod (max_take + 1)`, so the player to
//! move loses exactly when `max_take + 1` divides `n`.

/// The Grundy value of a pile of `n` stones from which a move takes 1 to
/// `max_take` stones: `n mod (max_take + 1)`. With `max_take == 0` no move is
/// possible and the value is 0.
///
/// Exact for all `u64` inputs (`max_take + 1` is formed without overflow).
///
/// # Example
/// ```
/// use gamecore::bash::grundy;
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
/// # Example
/// ```
/// use gamecore::bash::first_player_wins;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mex::Mex;

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

    #[test]
    fn extremes_do_not_overflow() {
        assert_eq!(grundy(u64::MAX, u64::MAX - 1), 0);
        assert_eq!(grundy(0, u64::MAX), 0);
        assert_eq!(grundy(1 << 31, 1 << 31), 1 << 31);
    }
}
