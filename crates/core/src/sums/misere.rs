//! Misère play: the player who makes the last move LOSES (equivalently, the
//! player to move at a terminal position WINS). Sums of such games are the
//! "anti-SG" games.
//!
//! **The SJ theorem** (Jia Zhihao, 2009, "anti-SG"): take a sum of impartial
//! games played misère, and suppose that every component whose Grundy value is
//! 0 has no move left (so the sum is terminal once all values are 0). Then the
//! player to move wins exactly when either
//! - the nim-sum of the components' values is not 0 and some component has
//!   value greater than 1, or
//! - the nim-sum is 0 and no component has value greater than 1.
//!
//! The Grundy values are the ordinary (normal-play) ones. Misère Nim is the
//! case where each pile is its own value (Bouton, 1901): a pile of size 0 is
//! the only pile of value 0 and has no move.
//!
//! Proof sketch. Call a position "small" when no component exceeds 1. In a
//! small position each move takes a component of value 1 to a terminal one
//! of value 0 (value 1 means the only options have value 0, and those are
//! terminal by the hypothesis), so play is forced and the player to move wins
//! exactly when the number of 1s is even, i.e. the nim-sum is 0. In a position
//! with a component above 1 and nim-sum not 0, the player to move either moves
//! that component to make the position small with an odd number of 1s (if it
//! is the only one above 1), or plays the Sprague–Grundy move to nim-sum 0,
//! which leaves some component above 1 (two were above 1, only one changes).
//! From a position with a component above 1 and nim-sum 0, every move leaves
//! nim-sum not 0 and, if a component above 1 remains, a winning position of
//! the first kind; if none remains, the move broke the only component above 1
//! — impossible, since nim-sum 0 needs at least two. Induction on the game's
//! length finishes it.
//!
//! The hypothesis matters: a Green Hackenbush tree can have value 0 and moves
//! left (e.g. the root with two paths of two edges), and then the rule can
//! be wrong (see the crate `hdu-3590`).

/// The misère outcome of a sum given its components' Grundy values, built up
/// one component at a time (no allocation, so values can be folded in as they
/// are read).
///
/// # Constraints
/// Every component of value 0 must be terminal (see the module documentation);
/// the result is the SJ theorem's, which is wrong for sums that break this.
///
/// # Complexity
/// `O(1)` per component.
///
/// # Example
/// ```
/// use gamecore::sums::misere::MisereSum;
/// let mut sum = MisereSum::new();
/// for value in [3u64, 5, 1] {
///     sum.add(value);
/// }
/// // HDU 1907's first sample: 3 ^ 5 ^ 1 = 7, with piles above 1.
/// assert!(sum.first_player_wins());
/// assert!(!MisereSum::of([1u64]).first_player_wins());
/// assert!(MisereSum::of([]).first_player_wins()); // nobody can move: the mover wins
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MisereSum {
    nim_sum: u64,
    any_above_one: bool,
}

impl MisereSum {
    /// The empty sum (a terminal position, won by the player to move).
    ///
    /// # Example
    /// ```
    /// assert!(gamecore::sums::misere::MisereSum::new().first_player_wins());
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        Self::default()
    }

    /// The sum of components with Grundy values `values`.
    ///
    /// # Example
    /// ```
    /// use gamecore::sums::misere::MisereSum;
    /// assert!(!MisereSum::of([2u64, 2]).first_player_wins());
    /// assert!(MisereSum::of([1u64, 1]).first_player_wins());
    /// ```
    ///
    /// # Complexity
    /// `O(n_values)`.
    pub fn of<I: IntoIterator<Item = u64>>(values: I) -> Self {
        let mut sum = Self::new();
        for value in values {
            sum.add(value);
        }
        sum
    }

    /// Adds a component of Grundy value `value`.
    ///
    /// # Example
    /// ```
    /// let mut sum = gamecore::sums::misere::MisereSum::new();
    /// sum.add(1);
    /// assert!(!sum.first_player_wins());
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    #[inline]
    pub fn add(&mut self, value: u64) {
        self.nim_sum ^= value;
        self.any_above_one |= value > 1;
    }

    /// The nim-sum of the values added so far (the sum's normal-play value).
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::sums::misere::MisereSum::of([3u64, 5]).nim_sum(), 6);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn nim_sum(&self) -> u64 {
        self.nim_sum
    }

    /// Does the player to move win the sum in misère play (SJ theorem)?
    ///
    /// # Example
    /// ```
    /// use gamecore::sums::misere::MisereSum;
    /// assert!(MisereSum::of([2u64]).first_player_wins()); // take one, leave one
    /// assert!(!MisereSum::of([1u64, 1, 1]).first_player_wins());
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn first_player_wins(&self) -> bool {
        (self.nim_sum != 0) == self.any_above_one
    }
}

/// Does the player to move win misère Nim on `piles` (take any positive
/// number from one pile; whoever takes the last object loses)?
///
/// Exact for every `u64` pile; empty piles are allowed and change nothing.
///
/// # Example
/// ```
/// use gamecore::sums::misere::nim_first_player_wins;
/// assert!(nim_first_player_wins(&[3, 5, 1]));
/// assert!(!nim_first_player_wins(&[1]));
/// assert!(nim_first_player_wins(&[1, 1]));
/// assert!(!nim_first_player_wins(&[1 << 63, 1 << 63]));
/// ```
///
/// # Complexity
/// `O(n_piles)`.
pub fn nim_first_player_wins(piles: &[u64]) -> bool {
    MisereSum::of(piles.iter().copied()).first_player_wins()
}

/// Does the player to move win the misère sum whose components have Grundy
/// values `values` (SJ theorem)?
///
/// # Constraints
/// Every component of value 0 is terminal (see [`MisereSum`]).
///
/// # Example
/// ```
/// use gamecore::sums::misere::first_player_wins;
/// // Lasker's Nim heaps 3 and 4 have values 4 and 3: nim-sum 7.
/// assert!(first_player_wins([4u64, 3]));
/// assert!(!first_player_wins([1u64, 1, 1]));
/// ```
///
/// # Complexity
/// `O(n_values)`.
pub fn first_player_wins<I: IntoIterator<Item = u64>>(values: I) -> bool {
    MisereSum::of(values).first_player_wins()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Literal misère play over a multiset of heaps: the player to move at a
    /// terminal position wins; otherwise a position is won if some move
    /// (every option `moves` lists for one heap, replacing it by the listed
    /// heaps) reaches a lost one.
    struct Misere<F: Fn(u64) -> Vec<Vec<u64>>> {
        moves: F,
        memo: HashMap<Vec<u64>, bool>,
    }

    impl<F: Fn(u64) -> Vec<Vec<u64>>> Misere<F> {
        fn new(moves: F) -> Self {
            Misere {
                moves,
                memo: HashMap::new(),
            }
        }

        fn wins(&mut self, heaps: &[u64]) -> bool {
            let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
            key.sort_unstable();
            if let Some(&known) = self.memo.get(&key) {
                return known;
            }
            let mut n_moves = 0;
            let mut wins = false;
            'search: for idx in 0..key.len() {
                for replacement in (self.moves)(key[idx]) {
                    n_moves += 1;
                    let mut next = key.clone();
                    next.remove(idx);
                    next.extend(replacement);
                    if !self.wins(&next) {
                        wins = true;
                        break 'search;
                    }
                }
            }
            let wins = wins || n_moves == 0;
            self.memo.insert(key, wins);
            wins
        }
    }

    /// Normal-play Grundy values of one heap under `moves`, by mex.
    fn grundy_table(moves: &dyn Fn(u64) -> Vec<Vec<u64>>, len: u64) -> Vec<u64> {
        let mut table: Vec<u64> = Vec::new();
        for heap in 0..len {
            let options: Vec<u64> = moves(heap)
                .into_iter()
                .map(|parts| parts.iter().fold(0, |acc, &p| acc ^ table[p as usize]))
                .collect();
            let mex = (0..).find(|v| !options.contains(v)).unwrap();
            table.push(mex);
        }
        table
    }

    fn nim_moves(heap: u64) -> Vec<Vec<u64>> {
        (0..heap).map(|left| vec![left]).collect()
    }

    /// Lasker's Nim: take, or split into two non-empty heaps.
    fn lasker_moves(heap: u64) -> Vec<Vec<u64>> {
        let mut moves = nim_moves(heap);
        moves.extend((1..=heap / 2).map(|part| vec![part, heap - part]));
        moves
    }

    /// A row of apples: take one or more consecutive, leaving up to two rows.
    fn row_moves(heap: u64) -> Vec<Vec<u64>> {
        let mut moves = Vec::new();
        for start in 0..heap {
            for end in start + 1..=heap {
                moves.push(vec![start, heap - end]);
            }
        }
        moves
    }

    fn all_positions(n_heaps: usize, max_heap: u64) -> Vec<Vec<u64>> {
        let base = max_heap + 1;
        (0..base.pow(n_heaps as u32))
            .map(|code| {
                (0..n_heaps)
                    .map(|i| code / base.pow(i as u32) % base)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn misere_nim_matches_literal_play_on_all_small_positions() {
        let mut play = Misere::new(nim_moves);
        for n_piles in 0..=4 {
            for piles in all_positions(n_piles, 6) {
                assert_eq!(
                    nim_first_player_wins(&piles),
                    play.wins(&piles),
                    "{piles:?}"
                );
            }
        }
    }

    /// The SJ theorem for a sum that is not Nim: Lasker's Nim heaps (only the
    /// empty heap has value 0), values by mex, outcome by literal misère play.
    #[test]
    fn sj_theorem_matches_literal_play_on_lasker_sums() {
        let table = grundy_table(&lasker_moves, 10);
        assert_eq!(table, [0, 1, 2, 4, 3, 5, 6, 8, 7, 9]);
        let mut play = Misere::new(lasker_moves);
        for n_heaps in 0..=3 {
            for heaps in all_positions(n_heaps, 9) {
                let values = heaps.iter().map(|&h| table[h as usize]);
                assert_eq!(first_player_wins(values), play.wins(&heaps), "{heaps:?}");
            }
        }
    }

    /// HDU 2509: taking consecutive apples from the middle of a row splits it,
    /// yet a row of `n` has Grundy value `n` (the octal game 0.777…), so the
    /// misère outcome is misère Nim's.
    #[test]
    fn splitting_a_row_changes_nothing() {
        let table = grundy_table(&row_moves, 16);
        assert_eq!(table, (0..16).collect::<Vec<u64>>());
        let mut play = Misere::new(row_moves);
        for n_rows in 0..=3 {
            for rows in all_positions(n_rows, 6) {
                assert_eq!(nim_first_player_wins(&rows), play.wins(&rows), "{rows:?}");
            }
        }
    }

    /// Without the hypothesis the rule fails: Nim heaps, except that a heap of
    /// 3 may only become a heap of 2. The heap of 3 has value mex{2} = 0 but a
    /// move left, and alone it is lost for the player to move (3 → 2, then
    /// 2 → 1 forces the last move on them), while the rule (nim-sum 0, nothing
    /// above 1) says it is won.
    #[test]
    fn the_hypothesis_is_needed() {
        let moves = |heap: u64| -> Vec<Vec<u64>> {
            if heap == 3 {
                vec![vec![2]]
            } else {
                nim_moves(heap)
            }
        };
        let table = grundy_table(&moves, 4);
        assert_eq!(table, [0, 1, 2, 0]);
        let mut play = Misere::new(moves);
        assert!(!play.wins(&[3]));
        assert!(first_player_wins([table[3]]));
    }

    #[test]
    fn largest_piles_are_exact() {
        let top = u64::MAX;
        assert!(!nim_first_player_wins(&[top, top]));
        assert!(nim_first_player_wins(&[top, top, 1]));
        assert!(nim_first_player_wins(&[1 << 63]));
        assert!(!nim_first_player_wins(&[1, 1, 1, 0, 0]));
    }
}
