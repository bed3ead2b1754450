//! The redistribution game (POJ 1740 "A New Stone Game", NYOJ 取石子（三）): a
//! move takes at least one stone from one pile and may then move any number of
//! that pile's remaining stones onto other piles that are still non-empty,
//! split among them at will. Whoever cannot move loses.
//!
//! The player to move loses exactly when the non-empty piles pair up: every
//! size occurs an even number of times. Empty piles take no part (nothing can
//! be taken from them and nothing may be put on them).
//!
//! Why, in short. *Paired positions are lost:* whatever the mover does to pile
//! `p`, the opponent does to `p`'s partner `p'`: leave it at the size `p` was
//! left at, and give each other pile the stones the mover gave its partner.
//! Each pair then grew by the same amounts, so the piles pair up again, and
//! the reply is legal: it takes as many stones as the mover took, plus twice
//! what the mover put on `p'`. *Unpaired positions are won:*
//! with the sizes sorted `s_1 ≤ … ≤ s_k`, for odd `k` empty the pile `s_k`,
//! raising `s_1` to `s_2`, `s_3` to `s_4`, …; for even `k` cut `s_k` down to
//! `s_1` and raise `s_2` to `s_3`, `s_4` to `s_5`, …. In both cases the stones
//! needed are fewer than the pile holds, because the piles were not paired.

/// Does the player to move win the redistribution game on `piles`? Lost
/// exactly when every non-zero size occurs an even number of times.
///
/// # Constraints
/// None: any number of piles of any `u64` size; empty piles are allowed and
/// ignored.
///
/// # Example
/// ```
/// use gamecore::closed::redistribute::first_player_wins;
/// assert!(first_player_wins(&[2, 1, 3]));
/// assert!(!first_player_wins(&[1, 1]));
/// assert!(!first_player_wins(&[4, 7, 7, 4]));
/// assert!(first_player_wins(&[1, 1, 2, 3]));
/// // An empty pile is not a pile: three piles, yet the position is lost.
/// assert!(!first_player_wins(&[5, 0, 5]));
/// assert!(!first_player_wins(&[]));
/// ```
///
/// # Complexity
/// `O(n_piles · log n_piles)` time, `O(n_piles)` memory.
pub fn first_player_wins(piles: &[u64]) -> bool {
    let mut non_empty: Vec<u64> = piles.iter().copied().filter(|&size| size > 0).collect();
    non_empty.sort_unstable();
    // Sorted, the sizes pair up exactly when each even-odd neighbour pair is
    // equal and nothing is left over.
    let paired =
        non_empty.len() % 2 == 0 && non_empty.chunks_exact(2).all(|pair| pair[0] == pair[1]);
    !paired
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every way to put exactly `n_stones` stones on `n_targets` piles.
    fn spreads(n_stones: u64, n_targets: usize) -> Vec<Vec<u64>> {
        if n_targets == 0 {
            return if n_stones == 0 {
                vec![Vec::new()]
            } else {
                Vec::new()
            };
        }
        let mut all = Vec::new();
        for first in 0..=n_stones {
            for mut rest in spreads(n_stones - first, n_targets - 1) {
                rest.insert(0, first);
                all.push(rest);
            }
        }
        all
    }

    /// Literal play: from pile `i` take at least one stone, keep `kept` on it
    /// and spread `moved` of the rest over the other non-empty piles in every
    /// possible way. Empty piles stay in the position, so the rule that only
    /// non-empty piles may receive stones is played, not assumed.
    fn brute_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'search: for i in 0..piles.len() {
            let targets: Vec<usize> = (0..piles.len())
                .filter(|&j| j != i && piles[j] > 0)
                .collect();
            for moved in 0..piles[i] {
                for spread in spreads(moved, targets.len()) {
                    // At least one stone leaves the game: kept + moved < piles[i].
                    for kept in 0..piles[i] - moved {
                        let mut next = piles.to_vec();
                        next[i] = kept;
                        for (&j, &extra) in targets.iter().zip(&spread) {
                            next[j] += extra;
                        }
                        if !brute_wins(&next, memo) {
                            wins = true;
                            break 'search;
                        }
                    }
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    /// Every position of `n_piles` piles of 0 to `max_size` stones.
    fn all_positions(n_piles: usize, max_size: u64) -> Vec<Vec<u64>> {
        let base = max_size + 1;
        (0..base.pow(n_piles as u32))
            .map(|code| {
                (0..n_piles)
                    .map(|i| code / base.pow(i as u32) % base)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn pairing_rule_matches_literal_play_on_all_small_positions() {
        let mut memo = HashMap::new();
        for (n_piles, max_size) in [(1, 8), (2, 7), (3, 5), (4, 4), (5, 3)] {
            for piles in all_positions(n_piles, max_size) {
                assert_eq!(
                    first_player_wins(&piles),
                    brute_wins(&piles, &mut memo),
                    "{piles:?}"
                );
            }
        }
    }

    #[test]
    fn the_number_of_piles_alone_does_not_decide() {
        // Odd counts of piles can lose once empty piles are set aside, and
        // even counts win unless the sizes pair up.
        assert!(!first_player_wins(&[0, 3, 3]));
        assert!(first_player_wins(&[1, 2]));
        assert_eq!(first_player_wins(&[0]), first_player_wins(&[]));
        assert!(!first_player_wins(&[u64::MAX, u64::MAX]));
        assert!(first_player_wins(&[u64::MAX, u64::MAX - 1]));
    }
}
