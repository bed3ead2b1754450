//! Grundy values (nim-values) of impartial games, by the definition: a
//! position's value is the mex of its successors' values, and a position is
//! lost for the player to move exactly when its value is 0.
//!
//! By the Sprague–Grundy theorem a sum of games (a move is made in exactly one
//! component) has the XOR of the components' values, so one table per
//! component game answers every multi-pile position.
//!
//! - [`subtraction_table`]: the values of a subtraction game (take one of a
//!   fixed set of amounts from a pile), for every pile size below a bound.
//! - [`small_subtraction_table`]: the same values as bytes, faster, for move
//!   sets of at most [`SMALL_MAX_AMOUNTS`] amounts (a `u128` mask per mex).
//! - [`SubtractionGame`]: that table together with its move set, answering
//!   "who wins" and "which moves win" for sums of such piles.
//!
//! Memoised search over any finite acyclic state graph, for brute forces,
//! lives in the dev-only `play` crate, not here: no solution needs it.

use crate::sg::mex::Mex;

/// The Grundy values of the subtraction game with move set `moves` (remove
/// exactly `m` stones for some `m` in `moves`), for every pile size `0..len`.
///
/// `moves` may be in any order and may hold duplicates or amounts larger than
/// any pile; such amounts are simply never playable.
///
/// # Constraints
/// Every amount in `moves` is at least 1 (taking 0 stones would let play go on
/// forever, and the game would have no Grundy values).
///
/// # Panics
/// If `moves` contains 0.
///
/// # Complexity
/// `O(len · |moves|)` time, `O(len + |moves|)` memory; one [`Mex`] scratch is
/// reused for every position, so nothing is allocated per position.
///
/// # Example
/// ```
/// use gamecore::sg::grundy::subtraction_table;
/// // Take 1, 3 or 4: the values repeat 0 1 0 1 2 3 2 with period 7.
/// assert_eq!(
///     subtraction_table(&[1, 3, 4], 15),
///     [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0]
/// );
/// assert_eq!(subtraction_table(&[], 3), [0, 0, 0]);
/// ```
pub fn subtraction_table(moves: &[usize], len: usize) -> Vec<usize> {
    assert!(
        moves.iter().all(|&take| take >= 1),
        "subtraction_table: every allowed amount must be at least 1, got {:?}",
        moves
    );
    let mut mex = Mex::new();
    let mut table: Vec<usize> = Vec::with_capacity(len);
    for pile in 0..len {
        let value = mex.of(moves
            .iter()
            .filter(|&&take| take <= pile)
            .map(|&take| table[pile - take]));
        table.push(value);
    }
    table
}

/// The largest number of distinct playable amounts [`small_subtraction_table`]
/// accepts: a position's value is at most its number of moves, so every value
/// then fits one bit of a `u128` mask (and a `u8`).
///
/// # Example
/// ```
/// use gamecore::sg::grundy::{small_subtraction_table, SMALL_MAX_AMOUNTS};
/// let amounts: Vec<usize> = (1..=SMALL_MAX_AMOUNTS).collect();
/// // Every amount up to 127: a pile's value is its size modulo 128.
/// assert_eq!(small_subtraction_table(&amounts, 300)[255], 127);
/// ```
pub const SMALL_MAX_AMOUNTS: usize = 127;

/// The Grundy values of the subtraction game with move set `moves`, for every
/// pile size `0..len`, as bytes — the same values as [`subtraction_table`],
/// computed faster for move sets of at most [`SMALL_MAX_AMOUNTS`] amounts.
///
/// By the definition (a value is the mex of the successors' values) and the
/// bound mex ≤ number of successors, every value is at most the number of
/// distinct amounts, so the successors' values are collected as bits of one
/// `u128` and the mex is the number of trailing ones. The amounts are sorted
/// first, so each pile stops at the first amount larger than itself.
///
/// `moves` may be in any order and may hold duplicates (counted once) or
/// amounts larger than any pile (never playable, not counted).
///
/// # Constraints
/// Every amount is at least 1; at most [`SMALL_MAX_AMOUNTS`] distinct amounts
/// are below `len`.
///
/// # Panics
/// If `moves` contains 0, or more than [`SMALL_MAX_AMOUNTS`] distinct amounts
/// below `len`.
///
/// # Complexity
/// `O(len · n_amounts + |moves| · log |moves|)` time, where `n_amounts` is the
/// number of distinct amounts below `len`, with a few instructions per move
/// (no allocation per position); `O(len + |moves|)` memory.
///
/// # Example
/// ```
/// use gamecore::sg::grundy::small_subtraction_table;
/// // S-Nim's sample set {2, 5}, given unsorted and repeated.
/// assert_eq!(
///     small_subtraction_table(&[5, 2, 5], 10),
///     [0, 0, 1, 1, 0, 2, 1, 0, 0, 1]
/// );
/// ```
pub fn small_subtraction_table(moves: &[usize], len: usize) -> Vec<u8> {
    assert!(
        moves.iter().all(|&take| take >= 1),
        "small_subtraction_table: every allowed amount must be at least 1, got {:?}",
        moves
    );
    let mut sorted: Vec<usize> = moves.iter().copied().filter(|&take| take < len).collect();
    sorted.sort_unstable();
    sorted.dedup();
    assert!(
        sorted.len() <= SMALL_MAX_AMOUNTS,
        "small_subtraction_table: at most {} distinct amounts, got {}",
        SMALL_MAX_AMOUNTS,
        sorted.len()
    );
    // `bits[v] = 1 << v`: a load is cheaper than a variable 128-bit shift
    // (measured: about a third less time on HDU 1536's largest case).
    let mut bits = [0u128; 128];
    for (value, bit) in bits.iter_mut().enumerate() {
        *bit = 1 << value;
    }
    let mut table = vec![0u8; len];
    // The amounts `sorted[..n_playable]` are at most the current pile.
    let mut n_playable = 0;
    for pile in 0..len {
        while n_playable < sorted.len() && sorted[n_playable] <= pile {
            n_playable += 1;
        }
        let (done, _) = table.split_at(pile);
        let mut seen: u128 = 0;
        for &take in &sorted[..n_playable] {
            seen |= bits[usize::from(done[pile - take] & 127)];
        }
        // Values are at most 127, so `seen` never has all 128 bits set.
        table[pile] = (!seen).trailing_zeros() as u8;
    }
    table
}

/// A subtraction game: its move set (sorted, without duplicates) and its
/// Grundy table up to a largest pile, for positions made of several piles.
///
/// # Example
/// ```
/// use gamecore::sg::grundy::SubtractionGame;
/// // BZOJ 1874's sample: piles 7 6 9, take 1 or 2 stones.
/// let game = SubtractionGame::new(&[2, 1], 9);
/// assert_eq!(game.moves(), [1, 2]);
/// assert_eq!(game.grundy(7), 1);
/// assert!(game.first_player_wins(&[7, 6, 9]));
/// assert_eq!(game.winning_moves(&[7, 6, 9]), [(0, 1), (1, 2), (2, 2)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionGame {
    moves: Vec<usize>,
    table: Vec<usize>,
}

impl SubtractionGame {
    /// The game with move set `moves` (any order, duplicates allowed), with
    /// values for piles `0..=max_pile`.
    ///
    /// # Constraints
    /// Every amount in `moves` is at least 1; `max_pile < usize::MAX`.
    ///
    /// # Panics
    /// If `moves` contains 0, or `max_pile == usize::MAX`.
    ///
    /// # Complexity
    /// `O(max_pile · |moves| + |moves| · log |moves|)` time,
    /// `O(max_pile + |moves|)` memory.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::grundy::SubtractionGame::new(&[3, 1, 3], 5);
    /// assert_eq!(game.moves(), [1, 3]);
    /// assert_eq!(game.max_pile(), 5);
    /// ```
    pub fn new(moves: &[usize], max_pile: usize) -> Self {
        assert!(
            moves.iter().all(|&take| take >= 1),
            "SubtractionGame::new: every allowed amount must be at least 1, got {:?}",
            moves
        );
        assert!(
            max_pile < usize::MAX,
            "SubtractionGame::new: max_pile must be below usize::MAX"
        );
        let mut sorted = moves.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let table = subtraction_table(&sorted, max_pile + 1);
        SubtractionGame {
            moves: sorted,
            table,
        }
    }

    /// The allowed amounts, increasing, without duplicates.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::grundy::SubtractionGame::new(&[4, 2], 0);
    /// assert_eq!(game.moves(), [2, 4]);
    /// ```
    pub fn moves(&self) -> &[usize] {
        &self.moves
    }

    /// The largest pile the table covers.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::grundy::SubtractionGame::new(&[1], 10);
    /// assert_eq!(game.max_pile(), 10);
    /// ```
    pub fn max_pile(&self) -> usize {
        self.table.len() - 1
    }

    /// The Grundy value of one pile of `pile` stones.
    ///
    /// # Constraints
    /// `pile <= self.max_pile()`.
    ///
    /// # Panics
    /// If `pile > self.max_pile()`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::grundy::SubtractionGame::new(&[1, 2], 6);
    /// let values: Vec<usize> = (0..=6).map(|pile| game.grundy(pile)).collect();
    /// assert_eq!(values, [0, 1, 2, 0, 1, 2, 0]);
    /// ```
    pub fn grundy(&self, pile: usize) -> usize {
        assert!(
            pile <= self.max_pile(),
            "SubtractionGame::grundy: pile {pile} is above max_pile {}",
            self.max_pile()
        );
        self.table[pile]
    }

    /// The Grundy value of the position made of the piles `piles`: the XOR
    /// of the piles' values.
    ///
    /// # Constraints
    /// Every pile is at most `self.max_pile()`.
    ///
    /// # Panics
    /// If a pile is above `self.max_pile()`.
    ///
    /// # Complexity
    /// `O(n_piles)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::grundy::SubtractionGame::new(&[1, 2], 6);
    /// assert_eq!(game.grundy_of_sum(&[1, 2, 3]), 1 ^ 2 ^ 0);
    /// ```
    pub fn grundy_of_sum(&self, piles: &[usize]) -> usize {
        piles.iter().fold(0, |acc, &pile| acc ^ self.grundy(pile))
    }

    /// Does the player to move win the position made of the piles `piles`?
    ///
    /// # Constraints
    /// Every pile is at most `self.max_pile()`.
    ///
    /// # Panics
    /// If a pile is above `self.max_pile()`.
    ///
    /// # Complexity
    /// `O(n_piles)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::grundy::SubtractionGame::new(&[1, 2], 6);
    /// assert!(!game.first_player_wins(&[3, 6]));
    /// assert!(game.first_player_wins(&[4, 6]));
    /// ```
    pub fn first_player_wins(&self, piles: &[usize]) -> bool {
        self.grundy_of_sum(piles) != 0
    }

    /// Every winning move of the position made of the piles `piles`, as
    /// `(pile_idx, take)`: the moves that leave a position of value 0. Sorted
    /// by increasing `pile_idx`, then increasing `take`, so the first one is
    /// the winning move with the smallest pile index and then the smallest
    /// amount. Empty exactly when the position is lost.
    ///
    /// # Constraints
    /// Every pile is at most `self.max_pile()`.
    ///
    /// # Panics
    /// If a pile is above `self.max_pile()`.
    ///
    /// # Complexity
    /// `O(n_piles · |moves|)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::grundy::SubtractionGame::new(&[1, 3, 4], 20);
    /// // Values: pile 1 → 1, pile 3 → 1; their XOR is 0, so no move wins.
    /// assert_eq!(game.winning_moves(&[1, 3]), []);
    /// // Values: pile 2 → 0, pile 5 → 3. Only 5 − 3 = 2 (value 0) wins.
    /// assert_eq!(game.winning_moves(&[2, 5]), [(1, 3)]);
    /// ```
    pub fn winning_moves(&self, piles: &[usize]) -> Vec<(usize, usize)> {
        let total = self.grundy_of_sum(piles);
        if total == 0 {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for (pile_idx, &pile) in piles.iter().enumerate() {
            // The move wins when the pile's new value cancels the others':
            // new value = total ^ old value.
            let wanted = total ^ self.table[pile];
            for &take in self.moves.iter().take_while(|&&take| take <= pile) {
                if self.table[pile - take] == wanted {
                    moves.push((pile_idx, take));
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    /// Every move set that is a subset of `1..=max_take` (the empty one too).
    fn all_move_sets(max_take: usize) -> Vec<Vec<usize>> {
        (0..1usize << max_take)
            .map(|mask| {
                (1..=max_take)
                    .filter(|take| mask >> (take - 1) & 1 == 1)
                    .collect()
            })
            .collect()
    }

    /// Literal play of a several-pile subtraction game: the player to move
    /// wins if some move (take an allowed amount from one pile) leaves a
    /// position the opponent loses. No Grundy values involved.
    fn literal_wins(
        piles: &[usize],
        moves: &[usize],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = literal_moves(piles, moves)
            .into_iter()
            .any(|(next, _, _)| !literal_wins(&next, moves, memo));
        memo.insert(key, wins);
        wins
    }

    /// Every move from `piles`: the position it leaves, the pile index and
    /// the amount, in increasing pile index and then increasing amount.
    fn literal_moves(piles: &[usize], moves: &[usize]) -> Vec<(Vec<usize>, usize, usize)> {
        let mut sorted_moves = moves.to_vec();
        sorted_moves.sort_unstable();
        sorted_moves.dedup();
        let mut result = Vec::new();
        for pile_idx in 0..piles.len() {
            for &take in &sorted_moves {
                if take <= piles[pile_idx] {
                    let mut next = piles.to_vec();
                    next[pile_idx] -= take;
                    result.push((next, pile_idx, take));
                }
            }
        }
        result
    }

    /// Every position of `n_piles` piles of at most `max_pile` stones.
    fn all_positions(n_piles: usize, max_pile: usize) -> Vec<Vec<usize>> {
        let base = max_pile + 1;
        (0..base.pow(n_piles as u32))
            .map(|code| {
                (0..n_piles)
                    .map(|i| code / base.pow(i as u32) % base)
                    .collect()
            })
            .collect()
    }

    /// The Grundy value by its definition, recursively, with a set for the mex.
    fn naive_subtraction_grundy(pile: usize, moves: &[usize]) -> usize {
        let reachable: HashSet<usize> = moves
            .iter()
            .filter(|&&take| take <= pile)
            .map(|&take| naive_subtraction_grundy(pile - take, moves))
            .collect();
        (0..).find(|value| !reachable.contains(value)).unwrap()
    }

    #[test]
    fn subtraction_table_zeros_are_exactly_the_lost_single_piles() {
        for moves in all_move_sets(6) {
            let table = subtraction_table(&moves, 40);
            let mut memo = HashMap::new();
            for (pile, &value) in table.iter().enumerate() {
                let lost = !literal_wins(&[pile], &moves, &mut memo);
                assert_eq!(value == 0, lost, "moves {moves:?}, pile {pile}");
            }
        }
    }

    #[test]
    fn subtraction_table_matches_the_definition() {
        for moves in all_move_sets(5) {
            let table = subtraction_table(&moves, 18);
            let expected: Vec<usize> = (0..18)
                .map(|pile| naive_subtraction_grundy(pile, &moves))
                .collect();
            assert_eq!(table, expected, "moves {moves:?}");
        }
        // Order, duplicates and unplayable amounts change nothing.
        assert_eq!(
            subtraction_table(&[4, 1, 1, 3, 99], 30),
            subtraction_table(&[1, 3, 4], 30)
        );
        assert_eq!(subtraction_table(&[1, 2], 0), Vec::<usize>::new());
    }

    #[test]
    fn sums_are_won_exactly_when_literal_play_wins() {
        for moves in all_move_sets(5) {
            let game = SubtractionGame::new(&moves, 9);
            let mut memo = HashMap::new();
            for (n_piles, max_pile) in [(0, 0), (1, 9), (2, 9), (3, 6)] {
                for piles in all_positions(n_piles, max_pile) {
                    assert_eq!(
                        game.first_player_wins(&piles),
                        literal_wins(&piles, &moves, &mut memo),
                        "moves {moves:?}, piles {piles:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn winning_moves_are_exactly_the_moves_to_lost_positions_in_order() {
        for moves in all_move_sets(5) {
            // Present the amounts reversed and doubled: the order must not matter.
            let mut given: Vec<usize> = moves.iter().rev().copied().collect();
            given.extend(moves.iter().copied());
            let game = SubtractionGame::new(&given, 8);
            assert_eq!(game.moves(), &moves[..]);
            let mut memo = HashMap::new();
            for (n_piles, max_pile) in [(1, 8), (2, 8), (3, 5)] {
                for piles in all_positions(n_piles, max_pile) {
                    let expected: Vec<(usize, usize)> = literal_moves(&piles, &moves)
                        .into_iter()
                        .filter(|(next, _, _)| !literal_wins(next, &moves, &mut memo))
                        .map(|(_, pile_idx, take)| (pile_idx, take))
                        .collect();
                    assert_eq!(
                        game.winning_moves(&piles),
                        expected,
                        "moves {moves:?}, piles {piles:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn small_subtraction_table_matches_the_general_table() {
        for moves in all_move_sets(7) {
            let small = small_subtraction_table(&moves, 60);
            let general = subtraction_table(&moves, 60);
            let widened: Vec<usize> = small.iter().map(|&value| usize::from(value)).collect();
            assert_eq!(widened, general, "moves {moves:?}");
        }
        // Order, duplicates and unplayable amounts change nothing.
        assert_eq!(
            small_subtraction_table(&[4, 1, 1, 3, 99], 30),
            small_subtraction_table(&[1, 3, 4], 30)
        );
        assert_eq!(small_subtraction_table(&[1, 2], 0), Vec::<u8>::new());
        // The largest values: amounts 1..=127 give every pile below 128 its own size.
        let all: Vec<usize> = (1..=127).collect();
        let table = small_subtraction_table(&all, 300);
        let widened: Vec<usize> = table.iter().map(|&value| usize::from(value)).collect();
        assert_eq!(widened, subtraction_table(&all, 300));
        assert_eq!(table[127], 127);
        // 128 amounts are accepted when the largest cannot be played.
        let mut with_unplayable = all.clone();
        with_unplayable.push(500);
        assert_eq!(small_subtraction_table(&with_unplayable, 300), table);
    }

    #[test]
    #[should_panic(expected = "at most 127 distinct amounts")]
    fn small_subtraction_table_refuses_too_many_amounts() {
        let all: Vec<usize> = (1..=128).collect();
        small_subtraction_table(&all, 300);
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn a_zero_amount_is_rejected_by_the_small_table() {
        small_subtraction_table(&[0, 2], 5);
    }

    #[test]
    fn the_game_knows_its_bounds() {
        let game = SubtractionGame::new(&[2, 5], 1000);
        assert_eq!(game.max_pile(), 1000);
        assert_eq!(game.grundy(1000), subtraction_table(&[2, 5], 1001)[1000]);
        let empty_moves = SubtractionGame::new(&[], 3);
        assert!(!empty_moves.first_player_wins(&[3, 2, 1]));
        assert_eq!(empty_moves.winning_moves(&[3]), []);
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn a_zero_amount_is_rejected_by_the_table() {
        subtraction_table(&[1, 0], 5);
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn a_zero_amount_is_rejected_by_the_game() {
        SubtractionGame::new(&[0], 5);
    }

    #[test]
    #[should_panic(expected = "above max_pile")]
    fn a_pile_beyond_the_table_is_rejected() {
        SubtractionGame::new(&[1], 5).grundy(6);
    }
}
