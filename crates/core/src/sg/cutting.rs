//! The cutting game on grid paper: a move cuts one piece into two along a grid
//! line, and whoever first cuts out a 1×1 piece wins.
//!
//! A piece one cell wide (and at least two long) lets the player to move cut
//! off a 1×1 at once, so nobody makes a cut that leaves one: it hands the
//! opponent the win. While both players avoid such cuts, only cuts leaving two
//! pieces at least 2×2 are made, and the player with none left must make a bad
//! one and loses. That is a normal-play game whose pieces are independent, so
//! a `w`×`h` piece has the Grundy value `g(w, h) = mex` over cuts of
//! `g(i, h) ⊕ g(w − i, h)` (`2 ≤ i ≤ w − 2`) and `g(w, j) ⊕ g(w, h − j)`
//! (`2 ≤ j ≤ h − 2`); see the tests for the check against the literal rule.

/// The Grundy values `g(w, h)` of pieces of up to `max_side`×`max_side`,
/// grown on demand and kept between cases.
///
/// # Example
/// ```
/// use gamecore::sg::cutting::CuttingTable;
/// let mut table = CuttingTable::with_max_side(200);
/// assert!(!table.first_player_wins(2, 2));
/// assert!(table.first_player_wins(200, 200)); // halve it, then mirror
/// assert_eq!(table.grundy(7, 5), table.grundy(5, 7));
/// ```
#[derive(Debug, Clone)]
pub struct CuttingTable {
    max_side: usize,
    /// `g(w, h)` at `w * (max_side + 1) + h`; rows and columns 0 and 1 unused.
    grundy: Vec<u32>,
}

impl CuttingTable {
    /// A table built at once for pieces of up to `max_side`×`max_side`;
    /// larger pieces grow it when they come.
    ///
    /// # Example
    /// ```
    /// let table = gamecore::sg::cutting::CuttingTable::with_max_side(200);
    /// assert_eq!(table.max_side(), 200);
    /// ```
    ///
    /// # Complexity
    /// `O(max_side³)` time, `O(max_side²)` memory.
    pub fn with_max_side(max_side: usize) -> Self {
        let stride = max_side + 1;
        let mut grundy = vec![0u32; stride * stride];
        let mut seen = SeenValues::new(stride);
        // g is symmetric, so only w ≤ h is computed and then mirrored. Reading
        // g(i, h) as g(h, i) keeps every read inside rows h and w, in order;
        // a cut and its mirror image (i and w − i) give the same pair of pieces.
        for h in 2..=max_side {
            for w in 2..=h {
                seen.clear();
                let row_h = &grundy[h * stride..h * stride + w];
                let row_w = &grundy[w * stride..w * stride + h];
                // Cuts across at i = 2..=w/2 pair row_h[i] with row_h[w − i],
                // cuts along at j = 2..=h/2 pair row_w[j] with row_w[h − j].
                let across = row_h[2..=w / 2]
                    .iter()
                    .zip(row_h[(w + 1) / 2..w - 1].iter().rev());
                for (&a, &b) in across {
                    seen.insert(a ^ b);
                }
                let along = row_w[2..=h / 2]
                    .iter()
                    .zip(row_w[(h + 1) / 2..h - 1].iter().rev());
                for (&a, &b) in along {
                    seen.insert(a ^ b);
                }
                let value = seen.mex();
                grundy[w * stride + h] = value;
                grundy[h * stride + w] = value;
            }
        }
        CuttingTable { max_side, grundy }
    }

    /// The largest side the table holds now.
    ///
    /// # Example
    /// ```
    /// let mut table = gamecore::sg::cutting::CuttingTable::with_max_side(10);
    /// table.first_player_wins(3, 11);
    /// assert!(table.max_side() >= 11);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn max_side(&self) -> usize {
        self.max_side
    }

    /// The Grundy value of a `w`×`h` piece in the game without cuts that leave
    /// a 1-wide piece.
    ///
    /// # Constraints
    /// `2 ≤ w ≤ max_side()` and `2 ≤ h ≤ max_side()`.
    ///
    /// # Panics
    /// If they do not hold.
    ///
    /// # Example
    /// ```
    /// let table = gamecore::sg::cutting::CuttingTable::with_max_side(5);
    /// assert_eq!(table.grundy(2, 2), 0);
    /// assert_eq!(table.grundy(4, 2), 1); // 2×2 + 2×2 is lost for the opponent
    /// assert_eq!(table.grundy(5, 4), table.grundy(4, 5));
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn grundy(&self, w: usize, h: usize) -> usize {
        assert!(
            (2..=self.max_side).contains(&w) && (2..=self.max_side).contains(&h),
            "piece {w}×{h} is outside 2..={}",
            self.max_side
        );
        self.grundy[w * (self.max_side + 1) + h] as usize
    }

    /// Does the player to move win with a single `w`×`h` piece? A 1-wide piece
    /// wins at once (cut off a 1×1); otherwise the Grundy value decides. Grows
    /// the table if the piece is larger than it.
    ///
    /// # Constraints
    /// `w ≥ 1`, `h ≥ 1`, and not both 1 (a lone 1×1 is a finished game).
    ///
    /// # Panics
    /// If they do not hold.
    ///
    /// # Example
    /// ```
    /// let mut table = gamecore::sg::cutting::CuttingTable::with_max_side(4);
    /// assert!(!table.first_player_wins(2, 2));
    /// assert!(!table.first_player_wins(3, 2));
    /// assert!(table.first_player_wins(4, 2));
    /// assert!(table.first_player_wins(1, 7));
    /// assert!(table.first_player_wins(6, 5)); // grows the table
    /// ```
    ///
    /// # Complexity
    /// `O(1)`, plus `O(side³)` when the table must grow to `side = max(w, h)`.
    pub fn first_player_wins(&mut self, w: usize, h: usize) -> bool {
        assert!(
            w >= 1 && h >= 1 && w * h >= 2,
            "no game on a {}×{} piece",
            w,
            h
        );
        if w == 1 || h == 1 {
            return true;
        }
        let side = w.max(h);
        if side > self.max_side {
            // Double at least, so a rising run of sizes costs O(side³) overall.
            *self = CuttingTable::with_max_side(side.max(2 * self.max_side));
        }
        self.grundy(w, h) != 0
    }
}

/// The values of one piece's options, for its mex. The values are small (at
/// most 15 up to 200×200), so those below 64 live in one word that stays in a
/// register; `crate::sg::mex::Mex` would go through memory for each value, which
/// is most of the table's cost at this size.
struct SeenValues {
    low: u64,
    /// Bit `v` for each value `v ≥ 64` below the bound; word 0 is unused.
    high: Vec<u64>,
    high_used: bool,
}

impl SeenValues {
    /// Room for values below twice the next power of two of `n_options_bound`:
    /// a piece's value is a mex of fewer options than that, so below it, and
    /// an option's value is the nim-sum of two such values.
    fn new(n_options_bound: usize) -> Self {
        let n_words = (2 * n_options_bound).next_power_of_two() / 64 + 1;
        SeenValues {
            low: 0,
            high: vec![0; n_words],
            high_used: false,
        }
    }

    fn clear(&mut self) {
        self.low = 0;
        if self.high_used {
            self.high.fill(0);
            self.high_used = false;
        }
    }

    #[inline]
    fn insert(&mut self, value: u32) {
        if value < 64 {
            self.low |= 1 << value;
        } else {
            self.high[value as usize / 64] |= 1 << (value % 64);
            self.high_used = true;
        }
    }

    fn mex(&self) -> u32 {
        if self.low != u64::MAX {
            return self.low.trailing_ones();
        }
        let word = (1..self.high.len())
            .find(|&w| self.high[w] != u64::MAX)
            .expect("room for every value");
        (word * 64) as u32 + self.high[word].trailing_ones()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A position: the pieces, each as (shorter side, longer side), sorted.
    type Pieces = Vec<(u8, u8)>;

    fn piece(w: u8, h: u8) -> (u8, u8) {
        (w.min(h), w.max(h))
    }

    /// Every cut of every piece, as the position it leaves and whether it cut
    /// out a 1×1.
    fn literal_moves(pieces: &Pieces) -> Vec<(Pieces, bool)> {
        let mut moves = Vec::new();
        for (idx, &(w, h)) in pieces.iter().enumerate() {
            let cuts = (1..w).map(|i| (piece(i, h), piece(w - i, h)));
            let cuts = cuts.chain((1..h).map(|j| (piece(w, j), piece(w, h - j))));
            for (a, b) in cuts {
                let mut next = pieces.clone();
                next.remove(idx);
                next.push(a);
                next.push(b);
                next.sort_unstable();
                moves.push((next, a == (1, 1) || b == (1, 1)));
            }
        }
        moves
    }

    /// Literal play: the player to move wins by cutting out a 1×1, or by a cut
    /// after which the opponent loses.
    fn literal_wins(pieces: &Pieces, memo: &mut HashMap<Pieces, bool>) -> bool {
        if let Some(&known) = memo.get(pieces) {
            return known;
        }
        let moves = literal_moves(pieces);
        let wins = moves.iter().any(|(_, cut_out_1x1)| *cut_out_1x1)
            || moves.iter().any(|(next, _)| !literal_wins(next, memo));
        memo.insert(pieces.clone(), wins);
        wins
    }

    #[test]
    fn table_matches_literal_play_on_single_pieces_up_to_7x7() {
        let mut table = CuttingTable::with_max_side(7);
        let mut memo = HashMap::new();
        for w in 1..=7 {
            for h in 1..=7 {
                if w * h >= 2 {
                    let played = literal_wins(&vec![piece(w, h)], &mut memo);
                    assert_eq!(
                        table.first_player_wins(w as usize, h as usize),
                        played,
                        "{w}×{h}"
                    );
                }
            }
        }
    }

    /// Grundy values, not just wins: two pieces side by side are lost for the
    /// player to move exactly when their values are equal.
    #[test]
    fn sums_of_two_pieces_match_literal_play() {
        let table = CuttingTable::with_max_side(6);
        let mut memo = HashMap::new();
        for a in [(2, 2), (2, 4), (3, 4), (4, 4), (2, 6), (3, 5)] {
            for b in [
                (2, 2),
                (2, 3),
                (2, 4),
                (2, 5),
                (3, 3),
                (3, 4),
                (4, 4),
                (2, 6),
            ] {
                let mut pieces = vec![piece(a.0, a.1), piece(b.0, b.1)];
                pieces.sort_unstable();
                let predicted = table.grundy(a.0 as usize, a.1 as usize)
                    != table.grundy(b.0 as usize, b.1 as usize);
                assert_eq!(literal_wins(&pieces, &mut memo), predicted, "{a:?} + {b:?}");
            }
        }
    }

    #[test]
    fn growing_matches_building_at_once() {
        let whole = CuttingTable::with_max_side(40);
        let mut table = CuttingTable::with_max_side(3);
        for (w, h) in [(2, 2), (3, 9), (17, 5), (40, 33), (2, 40)] {
            assert_eq!(table.first_player_wins(w, h), whole.grundy(w, h) != 0);
        }
        for w in 2..=40 {
            for h in 2..=40 {
                assert_eq!(table.grundy(w, h), whole.grundy(w, h));
            }
        }
    }

    #[test]
    #[should_panic(expected = "no game on a 1×1 piece")]
    fn a_lone_1x1_is_rejected() {
        CuttingTable::with_max_side(2).first_player_wins(1, 1);
    }
}
