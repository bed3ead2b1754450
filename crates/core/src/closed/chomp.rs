//! Chomp (Gale 1974; Schuh 1952 as a divisor game): a bar of squares whose
//! bottom-left square is poisoned. A move picks a square still present and
//! eats it with every square above it and/or to its right; whoever eats the
//! last square loses.
//!
//! A position is a Young diagram: if a square is present, so is every square
//! below it and to its left. It is given by its row lengths from the bottom
//! row up, a non-increasing list. Picking the square in row `i` (from the
//! bottom, 0-based) and column `j` cuts every row `k ≥ i` to at most `j`
//! squares. Picking the poisoned square eats everything, and so loses at once;
//! the diagram with only the poisoned square is therefore lost for the player
//! to move.
//!
//! No rule is known for general positions: [`Chomp`] decides every diagram in
//! a box by backward induction (each move leaves a smaller diagram).
//!
//! **Strategy stealing (the full bar).** Every full `r × c` rectangle except
//! `1 × 1` is a first-player win. Suppose it were lost for the first player.
//! Then eating only the top-right square is a losing move, so the second
//! player has a reply to it that leaves a lost position `P`. But every square
//! that reply can eat was present in the full bar, and eating the top-right
//! square too changes nothing (it lies above and to the right of every
//! square), so the first player could have moved to `P` directly, a
//! contradiction. The argument says nothing about *which* first move wins;
//! the table finds it. The module's tests check the theorem on every
//! rectangle up to 7 × 7 against the table.

/// The largest table [`Chomp::new`] builds, in entries: `(cols + 1)^rows`.
pub const MAX_TABLE: usize = 1 << 22;

/// Every Chomp diagram in a `rows × cols` box, decided.
///
/// A diagram's entry is its row lengths read as the digits of a number in
/// base `cols + 1`, bottom row least significant; entries that are not
/// diagrams (a row longer than the one below it) are left unused.
#[derive(Debug, Clone)]
pub struct Chomp {
    rows: usize,
    base: usize,
    /// `lost[key]`: the diagram `key` is lost for the player to move.
    lost: Vec<bool>,
}

impl Chomp {
    /// Decides every diagram that fits in `rows` rows of `cols` squares.
    ///
    /// # Panics
    /// If `(cols + 1)^rows` exceeds [`MAX_TABLE`] (7 × 7 fits; the 924
    /// diagrams of 6 × 6 take 7^6 = 117 649 entries).
    ///
    /// # Example
    /// ```
    /// let chomp = gamecore::closed::chomp::Chomp::new(2, 4);
    /// assert!(!chomp.first_player_wins(&[1]));      // only the poison is left
    /// assert!(!chomp.first_player_wins(&[2, 1]));   // the L of 3 squares
    /// assert!(chomp.first_player_wins(&[4, 2]));
    /// assert!(chomp.first_player_wins(&[4, 4]));    // a full bar: strategy stealing
    /// ```
    ///
    /// # Complexity
    /// `O((cols + 1)^rows)` to scan the table, plus, for each of the
    /// `C(rows + cols, rows)` diagrams, `O(squares · rows)` for its moves;
    /// memory `(cols + 1)^rows` bytes.
    pub fn new(rows: usize, cols: usize) -> Chomp {
        let base = cols + 1;
        let size = (0..rows).try_fold(1usize, |size, _| {
            size.checked_mul(base).filter(|&s| s <= MAX_TABLE)
        });
        let size = size.unwrap_or_else(|| {
            panic!(
                "a Chomp table of {} x {} needs more than {} entries",
                rows, cols, MAX_TABLE
            )
        });
        let mut lost = vec![false; size];
        let mut lengths = vec![0usize; rows];
        // A move only shortens rows, so it leaves a smaller key: one pass in
        // increasing order sees every option decided. Key 0 (nothing left)
        // stays "not lost": the player who ate the last square has lost.
        for key in 1..size {
            let mut rest = key;
            for length in lengths.iter_mut() {
                *length = rest % base;
                rest /= base;
            }
            if lengths.windows(2).any(|pair| pair[0] < pair[1]) {
                continue;
            }
            lost[key] = !has_move_to_lost(&lengths, base, &lost);
        }
        Chomp { rows, base, lost }
    }

    /// Does the player to move win the diagram with these row lengths (bottom
    /// row first)? Missing top rows are empty.
    ///
    /// # Panics
    /// If `lengths` is not a diagram of the box (more than `rows` rows, a row
    /// longer than `cols` or than the row below it) or is empty (no square:
    /// the game is already over).
    ///
    /// # Example
    /// ```
    /// let chomp = gamecore::closed::chomp::Chomp::new(3, 3);
    /// assert!(!chomp.first_player_wins(&[3, 1, 1])); // an L with equal arms
    /// assert!(chomp.first_player_wins(&[3, 1]));
    /// ```
    ///
    /// # Complexity
    /// `O(rows)`.
    pub fn first_player_wins(&self, lengths: &[usize]) -> bool {
        assert!(
            lengths.len() <= self.rows
                && lengths.iter().all(|&l| l < self.base)
                && lengths.windows(2).all(|pair| pair[0] >= pair[1])
                && lengths.first().map_or(false, |&l| l > 0),
            "{:?} is not a non-empty Chomp diagram of the table's box",
            lengths
        );
        !self.lost[key_of(lengths, self.base)]
    }
}

/// The key of a diagram: its lengths as base-`base` digits, bottom row least
/// significant.
fn key_of(lengths: &[usize], base: usize) -> usize {
    lengths.iter().rev().fold(0, |key, &l| key * base + l)
}

/// Is there a move from `lengths` to a diagram `lost` marks lost? Picking the
/// poisoned square (row 0, column 0) is never one: it eats the last square.
fn has_move_to_lost(lengths: &[usize], base: usize, lost: &[bool]) -> bool {
    let mut cut = lengths.to_vec();
    for row in 0..lengths.len() {
        let first_col = usize::from(row == 0);
        for col in first_col..lengths[row] {
            for k in row..lengths.len() {
                cut[k] = lengths[k].min(col);
            }
            if lost[key_of(&cut, base)] {
                return true;
            }
        }
        cut[row] = lengths[row];
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Literal play on sets of squares: a position is a bitmask over the
    /// `rows × cols` box (bit `row * cols + col`, row 0 at the bottom); a move
    /// picks a present square and removes every present square at or above
    /// its row and at or right of its column. Removing the last square loses.
    fn brute_wins(present: u64, cols: usize, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(&known) = memo.get(&present) {
            return known;
        }
        let mut wins = false;
        for square in 0..64 {
            if present >> square & 1 == 0 {
                continue;
            }
            let (row, col) = (square / cols, square % cols);
            let eaten: u64 = (0..64)
                .filter(|&s| present >> s & 1 == 1 && s / cols >= row && s % cols >= col)
                .map(|s| 1u64 << s)
                .sum();
            let rest = present & !eaten;
            if rest != 0 && !brute_wins(rest, cols, memo) {
                wins = true;
                break;
            }
        }
        memo.insert(present, wins);
        wins
    }

    fn all_diagrams(rows: usize, cols: usize) -> Vec<Vec<usize>> {
        let mut diagrams = vec![vec![]];
        for _ in 0..rows {
            let mut longer = Vec::new();
            for d in &diagrams {
                let top = d.last().copied().unwrap_or(cols);
                for l in 0..=top {
                    let mut e: Vec<usize> = d.clone();
                    e.push(l);
                    longer.push(e);
                }
            }
            diagrams = longer;
        }
        diagrams
    }

    #[test]
    fn every_diagram_up_to_4_by_5_matches_literal_play() {
        for (rows, cols) in [(1, 1), (1, 6), (6, 1), (2, 5), (3, 4), (4, 5), (5, 3)] {
            let chomp = Chomp::new(rows, cols);
            let mut memo = HashMap::new();
            for d in all_diagrams(rows, cols) {
                if d[0] == 0 {
                    continue;
                }
                let present = d
                    .iter()
                    .enumerate()
                    .flat_map(|(row, &l)| (0..l).map(move |col| 1u64 << (row * cols + col)))
                    .sum();
                assert_eq!(
                    chomp.first_player_wins(&d),
                    brute_wins(present, cols, &mut memo),
                    "{d:?} in {rows} x {cols}"
                );
            }
        }
    }

    #[test]
    fn strategy_stealing_every_full_bar_but_one_square_is_a_first_player_win() {
        let chomp = Chomp::new(7, 7);
        for rows in 1..=7 {
            for cols in 1..=7 {
                let full = vec![cols; rows];
                let wins = chomp.first_player_wins(&full);
                assert_eq!(wins, (rows, cols) != (1, 1), "{rows} x {cols}");
            }
        }
    }

    #[test]
    fn known_lost_positions() {
        let chomp = Chomp::new(6, 6);
        // Two rows with the top one square shorter, and L shapes with equal arms.
        for n in 1..=6 {
            assert!(!chomp.first_player_wins(&[n, n - 1]), "{n}, {}", n - 1);
            let mut l_shape = vec![1; n];
            l_shape[0] = n;
            assert!(!chomp.first_player_wins(&l_shape), "{l_shape:?}");
        }
    }

    #[test]
    #[should_panic(expected = "needs more than")]
    fn a_too_large_box_is_refused() {
        Chomp::new(9, 9);
    }

    #[test]
    #[should_panic(expected = "not a non-empty Chomp diagram")]
    fn a_row_longer_than_the_one_below_is_refused() {
        Chomp::new(3, 3).first_player_wins(&[1, 2]);
    }
}
