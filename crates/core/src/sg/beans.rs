//! The splitting game of bottles and beans (HNOI 2007 分裂游戏): bottles
//! `0…n−1` hold beans; a move takes one bean out of a non-empty bottle `i` and
//! puts one bean into each of bottles `j` and `k`, `i < j ≤ k` (two into `j`
//! when `j = k`). Whoever cannot move loses.
//!
//! Every bean moves on its own, so each bean is a game of its own and a
//! position is their sum. A bean's game depends only on its distance `d` to
//! the last bottle: it becomes two beans at distances `d_j ≥ d_k`, both below
//! `d`, so `g(d) = mex{g(a) ⊕ g(b) : b ≤ a < d}` (`g(0) = 0`: a bean in the
//! last bottle is stuck). Two beans in one bottle cancel, so a position's value
//! is the nim-sum of `g` over the bottles holding an odd number of beans.

use crate::sg::mex::Mex;

/// A first move `(i, j, k)`: a bean out of bottle `i`, one into `j` and one
/// into `k`.
///
/// # Example
/// ```
/// use gamecore::sg::beans::{BeanGame, Move};
/// // One bean in bottle 1 of 3: moving it to (2, 2) leaves beans that
/// // cancel in pairs, so that is the only winning move.
/// let moves: Vec<Move> = BeanGame::new().winning_moves(&[0, 1, 0]);
/// assert_eq!(moves, [(1, 2, 2)]);
/// ```
pub type Move = (usize, usize, usize);

/// The bean values `g(d)` by distance to the last bottle, grown on demand and
/// kept between cases.
///
/// # Example
/// ```
/// use gamecore::sg::beans::BeanGame;
/// let mut game = BeanGame::new();
/// // HNOI 2007's sample: the smallest winning move is (0, 2, 3), the only one.
/// assert_eq!(game.winning_moves(&[1, 0, 1, 5000]), [(0, 2, 3)]);
/// // A second case reuses the values computed for the first.
/// assert!(game.winning_moves(&[0, 0, 1]).is_empty());
/// ```
#[derive(Debug, Clone, Default)]
pub struct BeanGame {
    grundy_by_distance: Vec<usize>,
}

impl BeanGame {
    /// A game with no values computed yet.
    ///
    /// # Example
    /// ```
    /// let mut game = gamecore::sg::beans::BeanGame::new();
    /// assert_eq!(game.grundy(3), 4);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        Self::default()
    }

    /// The Grundy value of one bean `distance` bottles before the last bottle.
    ///
    /// # Example
    /// ```
    /// let mut game = gamecore::sg::beans::BeanGame::new();
    /// let values: Vec<usize> = (0..6).map(|d| game.grundy(d)).collect();
    /// assert_eq!(values, [0, 1, 2, 4, 7, 8]);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`, plus `O(distance³)` the first time (every pair of smaller
    /// distances for every distance up to it).
    pub fn grundy(&mut self, distance: usize) -> usize {
        let mut mex = Mex::new();
        let mut options = Vec::new();
        while self.grundy_by_distance.len() <= distance {
            let values = &self.grundy_by_distance;
            options.clear();
            for (a, &value_a) in values.iter().enumerate() {
                options.extend(values[..=a].iter().map(|&value_b| value_a ^ value_b));
            }
            let value = mex.of(options.iter().copied());
            self.grundy_by_distance.push(value);
        }
        self.grundy_by_distance[distance]
    }

    /// Every winning first move from the bottles holding `counts` beans, in
    /// lexicographic order: the moves out of a non-empty bottle after which
    /// the nim-sum of the bean values is 0. Empty if the position is lost.
    ///
    /// # Example
    /// ```
    /// let mut game = gamecore::sg::beans::BeanGame::new();
    /// assert_eq!(game.winning_moves(&[1, 0, 1, 5000]), [(0, 2, 3)]);
    /// assert_eq!(game.winning_moves(&[0, 0, 1]), []);
    /// // Bottle 0 is empty: moving "from" it would be a wrong answer.
    /// assert_eq!(game.winning_moves(&[0, 1, 0]), [(1, 2, 2)]);
    /// ```
    ///
    /// # Complexity
    /// `O(n_bottles²)`, plus the values' first computation: for given `i` and
    /// `j` at most one `k` completes a winning move, and it is looked up.
    pub fn winning_moves(&mut self, counts: &[u64]) -> Vec<Move> {
        let n_bottles = counts.len();
        if n_bottles == 0 {
            return Vec::new();
        }
        self.grundy(n_bottles - 1);
        let value_at = |bottle: usize| self.grundy_by_distance[n_bottles - 1 - bottle];
        let total = (0..n_bottles)
            .filter(|&i| counts[i] % 2 == 1)
            .fold(0, |acc, i| acc ^ value_at(i));
        let mut moves = Vec::new();
        if total == 0 {
            return moves;
        }
        // The values of distinct distances differ (every smaller distance's
        // value is an option of a larger one, paired with distance 0), so a
        // value names at most one bottle. XORs of values stay below the power
        // of two above the largest value.
        let largest = (0..n_bottles).map(value_at).max().unwrap_or(0);
        let mut bottle_of_value = vec![usize::MAX; (largest + 1).next_power_of_two()];
        for bottle in 0..n_bottles {
            bottle_of_value[value_at(bottle)] = bottle;
        }
        for i in (0..n_bottles).filter(|&i| counts[i] > 0) {
            // The move flips the parity of bottles i, j and k (j = k flips j
            // twice, and value_at(j) ⊕ value_at(j) = 0 says the same), so it
            // wins exactly when value_at(k) = total ⊕ value_at(i) ⊕ value_at(j).
            let wanted = total ^ value_at(i);
            for j in i + 1..n_bottles {
                let k = bottle_of_value[wanted ^ value_at(j)];
                // usize::MAX (no such bottle) also fails `k < n_bottles`.
                if j <= k && k < n_bottles {
                    moves.push((i, j, k));
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn literal_moves(counts: &[u64]) -> impl Iterator<Item = (Move, Vec<u64>)> + '_ {
        let n = counts.len();
        (0..n).filter(move |&i| counts[i] > 0).flat_map(move |i| {
            (i + 1..n).flat_map(move |j| {
                (j..n).map(move |k| {
                    let mut next = counts.to_vec();
                    next[i] -= 1;
                    next[j] += 1;
                    next[k] += 1;
                    ((i, j, k), next)
                })
            })
        })
    }

    /// Literal play over the bean counts: the player to move wins if some move
    /// leaves a position the opponent loses.
    fn literal_wins(counts: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(counts) {
            return known;
        }
        let moves: Vec<_> = literal_moves(counts).collect();
        let wins = moves.iter().any(|(_, next)| !literal_wins(next, memo));
        memo.insert(counts.to_vec(), wins);
        wins
    }

    #[test]
    fn winning_moves_match_literal_play_on_all_small_positions() {
        let mut game = BeanGame::new();
        let mut memo = HashMap::new();
        let mut n_checked = 0;
        for n_bottles in 1..=5u32 {
            let max_count: u64 = if n_bottles <= 4 { 3 } else { 2 };
            let base = max_count + 1;
            for code in 0..base.pow(n_bottles) {
                let counts: Vec<u64> = (0..n_bottles).map(|b| code / base.pow(b) % base).collect();
                let expected: Vec<Move> = literal_moves(&counts)
                    .filter(|(_, next)| !literal_wins(next, &mut memo))
                    .map(|(first_move, _)| first_move)
                    .collect();
                assert_eq!(game.winning_moves(&counts), expected, "{counts:?}");
                n_checked += 1;
            }
        }
        assert_eq!(n_checked, 4 + 16 + 64 + 256 + 243);
    }

    #[test]
    fn looked_up_moves_match_every_triple_on_long_rows() {
        // The lookup of k against the scan of every (i, j, k), each judged by
        // the nim-sum over the bottles left odd, on rows of up to 40 bottles
        // with pseudo-random counts.
        let mut game = BeanGame::new();
        let mut state = 1188u64;
        for n_bottles in 1..=40usize {
            for _ in 0..5 {
                let counts: Vec<u64> = (0..n_bottles)
                    .map(|_| {
                        state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                        (state >> 61) % 3
                    })
                    .collect();
                let values: Vec<usize> = (0..n_bottles)
                    .map(|b| game.grundy(n_bottles - 1 - b))
                    .collect();
                let mut expected = Vec::new();
                for i in (0..n_bottles).filter(|&i| counts[i] > 0) {
                    for j in i + 1..n_bottles {
                        for k in j..n_bottles {
                            let added = |b: usize| {
                                u64::from(b == i) + u64::from(b == j) + u64::from(b == k)
                            };
                            let nim_sum = (0..n_bottles)
                                .filter(|&b| (counts[b] + added(b)) % 2 == 1)
                                .fold(0, |acc, b| acc ^ values[b]);
                            if nim_sum == 0 {
                                expected.push((i, j, k));
                            }
                        }
                    }
                }
                assert_eq!(game.winning_moves(&counts), expected, "{counts:?}");
            }
        }
    }

    #[test]
    fn values_are_computed_once_and_agree_when_asked_out_of_order() {
        let mut fresh = BeanGame::new();
        let mut game = BeanGame::new();
        assert_eq!(game.grundy(20), fresh.grundy(20));
        for d in (0..=20).rev() {
            assert_eq!(game.grundy(d), fresh.grundy(d));
        }
        assert_eq!(game.grundy_by_distance.len(), 21);
    }

    #[test]
    fn no_bottles_no_moves() {
        assert_eq!(BeanGame::new().winning_moves(&[]), []);
        assert_eq!(BeanGame::new().winning_moves(&[u64::MAX]), []);
    }
}
