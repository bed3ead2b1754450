//! The subtraction game S{1, 2, k} (Codeforces 1194D *1-2-K Game*): one
//! heap, a move takes 1, 2 or k; who cannot move loses.
//!
//! **Theorem** (the pattern of the game's Grundy table, proved by induction
//! on n; the argument is in `crates/cf-1194d/README.md`): when 3 does not
//! divide k, G(n) = n mod 3, as in S{1, 2}, because a take of k reaches the
//! same residues mod 3 as a take of 1 or 2; when 3 divides k, G is periodic
//! with period k + 1: with r = n mod (k + 1), G(n) = 3 if r = k, otherwise
//! r mod 3.

/// The Grundy value of a heap of `n` in S{1, 2, k}. For `k` ≤ 2 the take of
/// `k` repeats a take of 1 or 2 (or, for 0, is no move), so the game is
/// S{1, 2} and the value n mod 3.
///
/// # Constraints
/// None: exact for every `u64` (k + 1 = 2^64 is never formed).
///
/// # Example
/// ```
/// use gamecore::sg::one_two_k::grundy;
/// // k = 4: the residues mod 3, as in S{1, 2}.
/// assert_eq!((0..8).map(|n| grundy(n, 4)).collect::<Vec<_>>(), [0, 1, 2, 0, 1, 2, 0, 1]);
/// // k = 3: period 4, the value 3 at n ≡ 3 (mod 4).
/// assert_eq!((0..8).map(|n| grundy(n, 3)).collect::<Vec<_>>(), [0, 1, 2, 3, 0, 1, 2, 3]);
/// assert_eq!(grundy(u64::MAX, u64::MAX), 3);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn grundy(n: u64, k: u64) -> u64 {
    if k < 3 || k % 3 != 0 {
        return n % 3;
    }
    let r = match k.checked_add(1) {
        Some(period) => n % period,
        None => n,
    };
    if r == k { 3 } else { r % 3 }
}

/// Does the player to move win a heap of `n` in S{1, 2, k}? Lost exactly
/// when [`grundy`] is 0.
///
/// # Constraints
/// None: exact for every `u64`.
///
/// # Example
/// ```
/// use gamecore::sg::one_two_k::first_player_wins;
/// // Codeforces 1194D's sample: (n, k) = (0, 3), (3, 3), (3, 4), (4, 4).
/// assert!(!first_player_wins(0, 3));
/// assert!(first_player_wins(3, 3));
/// assert!(!first_player_wins(3, 4));
/// assert!(first_player_wins(4, 4));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn first_player_wins(n: u64, k: u64) -> bool {
    grundy(n, k) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::Mex;

    /// G(0) … G(len − 1) by the literal rule: the mex over the takes 1, 2
    /// and k that fit.
    fn literal_row(k: u64, len: usize) -> Vec<u64> {
        let mut mex = Mex::new();
        let mut row = vec![0u64; len];
        for n in 1..len {
            let takes = [1usize, 2, k as usize];
            let reached = takes
                .iter()
                .filter(|&&take| take >= 1 && take <= n)
                .map(|&take| row[n - take] as usize);
            row[n] = mex.of(reached) as u64;
        }
        row
    }

    #[test]
    fn closed_form_matches_literal_play() {
        for k in 0..=40 {
            for (n, &expected) in literal_row(k, 400).iter().enumerate() {
                assert_eq!(grundy(n as u64, k), expected, "n={n} k={k}");
                assert_eq!(first_player_wins(n as u64, k), expected != 0);
            }
        }
    }

    #[test]
    fn extremes_do_not_overflow() {
        // 2^64 − 1 is a multiple of 3: n = k = 2^64 − 1 is the value 3.
        assert_eq!(grundy(u64::MAX, u64::MAX), 3);
        assert_eq!(grundy(u64::MAX - 1, u64::MAX), (u64::MAX - 1) % 3);
        assert_eq!(grundy(u64::MAX, u64::MAX - 1), 0);
    }
}
