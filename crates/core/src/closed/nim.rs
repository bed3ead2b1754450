//! Plain Nim: take any positive number of stones from one pile; whoever cannot
//! move loses. A position is lost for the player to move exactly when the
//! nim-sum (XOR) of the piles is 0 (Bouton, 1901).

use std::borrow::Borrow;

/// The nim-sum (bitwise XOR) of `values`: the Grundy value of a sum of games
/// whose Grundy values are `values`.
///
/// # Example
/// ```
/// use gamecore::closed::nim::nim_sum;
/// assert_eq!(nim_sum([3u64, 5, 6]), 0);
/// assert_eq!(nim_sum(&[1u64, 2]), 3);
/// ```
///
/// # Complexity
/// `O(n_values)`.
pub fn nim_sum<I>(values: I) -> u64
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    values.into_iter().fold(0, |acc, v| acc ^ *v.borrow())
}

/// Does the player to move win the Nim position `piles`?
///
/// # Example
/// ```
/// use gamecore::closed::nim::first_player_wins;
/// assert!(first_player_wins(&[1, 1, 1]));
/// assert!(!first_player_wins(&[5, 5]));
/// ```
///
/// # Complexity
/// `O(n_piles)`.
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// Every winning move of the Nim position `piles`, as `(pile_idx, new_size)`
/// in increasing `pile_idx`: the moves that leave a nim-sum of 0. At most one
/// per pile; none when the position is lost.
///
/// # Example
/// ```
/// use gamecore::closed::nim::winning_moves;
/// assert_eq!(winning_moves(&[5, 7, 9]), vec![(2, 2)]);
/// assert_eq!(winning_moves(&[1, 2, 3]), vec![]);
/// ```
///
/// # Complexity
/// `O(n_piles)`.
pub fn winning_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    let total = nim_sum(piles);
    if total == 0 {
        return Vec::new();
    }
    piles
        .iter()
        .enumerate()
        .filter(|&(_, &pile)| pile ^ total < pile)
        .map(|(pile_idx, &pile)| (pile_idx, pile ^ total))
        .collect()
}

/// How many winning moves the Nim position `piles` has: the number of piles
/// `p` with `p XOR nim_sum < p`, i.e. those having the top bit of the
/// nim-sum set.
///
/// # Example
/// ```
/// use gamecore::closed::nim::count_winning_moves;
/// assert_eq!(count_winning_moves(&[5, 7, 9]), 1);
/// assert_eq!(count_winning_moves(&[3, 5, 7]), 3);
/// assert_eq!(count_winning_moves(&[3, 3]), 0);
/// ```
///
/// # Complexity
/// `O(n_piles)`, no allocation.
pub fn count_winning_moves(piles: &[u64]) -> usize {
    let total = nim_sum(piles);
    if total == 0 {
        return 0;
    }
    piles.iter().filter(|&&pile| pile ^ total < pile).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Literal play: a position wins if some move (shrink one pile) reaches a
    /// losing position.
    fn brute_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'search: for i in 0..piles.len() {
            for smaller in 0..piles[i] {
                let mut next = piles.to_vec();
                next[i] = smaller;
                if !brute_wins(&next, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    fn all_positions(n_piles: usize, max_pile: u64) -> Vec<Vec<u64>> {
        let base = max_pile + 1;
        (0..base.pow(n_piles as u32))
            .map(|code| {
                (0..n_piles)
                    .map(|i| code / base.pow(i as u32) % base)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn bouton_matches_literal_play_on_all_small_positions() {
        let mut memo = HashMap::new();
        for n_piles in 1..=4 {
            for piles in all_positions(n_piles, 7) {
                assert_eq!(
                    first_player_wins(&piles),
                    brute_wins(&piles, &mut memo),
                    "{piles:?}"
                );
            }
        }
    }

    #[test]
    fn winning_moves_are_exactly_the_moves_to_losing_positions() {
        let mut memo = HashMap::new();
        for n_piles in 1..=3 {
            for piles in all_positions(n_piles, 9) {
                let mut expected = Vec::new();
                for i in 0..piles.len() {
                    for smaller in 0..piles[i] {
                        let mut next = piles.clone();
                        next[i] = smaller;
                        if !brute_wins(&next, &mut memo) {
                            expected.push((i, smaller));
                        }
                    }
                }
                assert_eq!(winning_moves(&piles), expected, "{piles:?}");
                assert_eq!(count_winning_moves(&piles), expected.len(), "{piles:?}");
            }
        }
    }
}
