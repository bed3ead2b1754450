//! Lowering the maximum (AtCoder ARC137 C *Distinct Numbers*): a set of
//! distinct non-negative integers; a move replaces the largest by a smaller
//! non-negative integer not in the set; who cannot move loses.
//!
//! **Theorem** (the editorial's argument, a strategy-stealing step and a
//! parity count; written out in `crates/arc-137c/README.md`): with the
//! largest number `top` and the second largest `second`, the player to move
//! wins when `top − second ≥ 2`; when `top = second + 1` the player to move
//! wins exactly when the number of holes below the top, `top + 1 − n`, is
//! odd. (Only the two largest numbers and the count matter.)

/// Does the player to move win the set of `n_numbers` distinct numbers whose
/// largest is `top` and second largest `second` (`None` when `n_numbers` is
/// 1)? The empty set is passed as `n_numbers == 0` (then `top` is ignored).
///
/// # Constraints
/// `second < top`, and `top ≥ n_numbers − 1` (the numbers are distinct and
/// non-negative). Exact for every `u64`.
///
/// # Panics
/// If `second ≥ top`.
///
/// # Example
/// ```
/// use gamecore::closed::lower_the_max::first_player_wins;
/// // ARC137 C's samples: {2, 4} (a gap of 2) and {0, 1, 2} (no hole).
/// assert!(first_player_wins(2, 4, Some(2)));
/// assert!(!first_player_wins(3, 2, Some(1)));
/// // {0, 2, 3}: one hole below 3; moving 3 into it ends the game.
/// assert!(first_player_wins(3, 3, Some(2)));
/// assert!(!first_player_wins(1, 0, None) && first_player_wins(1, 5, None));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn first_player_wins(n_numbers: u64, top: u64, second: Option<u64>) -> bool {
    match second {
        _ if n_numbers == 0 => false,
        None => top > 0,
        Some(second) => {
            assert!(
                second < top,
                "lower_the_max: {} is not below {}",
                second,
                top
            );
            top - second >= 2 || (top - (n_numbers - 1)) % 2 == 1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Literal play on a sorted set: the largest goes to any smaller number
    /// not in the set.
    fn wins(set: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(set) {
            return w;
        }
        let mut result = false;
        if let Some((&top, rest)) = set.split_last() {
            for c in (0..top).filter(|c| !rest.contains(c)) {
                let mut next = rest.to_vec();
                next.push(c);
                next.sort_unstable();
                if !wins(&next, memo) {
                    result = true;
                    break;
                }
            }
        }
        memo.insert(set.to_vec(), result);
        result
    }

    #[test]
    fn every_set_within_0_to_13_matches_literal_play() {
        let mut memo = HashMap::new();
        for mask in 0u32..1 << 14 {
            let set: Vec<u64> = (0..14).filter(|&i| mask >> i & 1 == 1).collect();
            let n = set.len() as u64;
            let top = set.last().copied().unwrap_or(0);
            let second = set.len().checked_sub(2).map(|i| set[i]);
            assert_eq!(
                first_player_wins(n, top, second),
                wins(&set, &mut memo),
                "{set:?}"
            );
        }
    }

    #[test]
    fn extremes_do_not_overflow() {
        let max = u64::MAX;
        assert!(first_player_wins(2, max, Some(0)));
        // {max − 1, max}: max − 1 holes below the top (2^64 − 2, even).
        assert!(!first_player_wins(2, max, Some(max - 1)));
        assert!(first_player_wins(3, max, Some(max - 1)));
    }
}
