//! Treblecross: players take turns writing `X` into an empty cell of a strip;
//! whoever first makes three `X` in a row wins.
//!
//! If some empty cell completes `XXX` (the strip holds `XX.`, `.XX` or `X.X`),
//! the player to move wins at once, and only such cells win: after any other
//! move the opponent completes it. Otherwise writing `X` within distance 2 of
//! another `X` hands the opponent an immediate win, so nobody does it while
//! there is a choice; the player left with no other move loses. What remains
//! is a normal-play game on the runs of *free* cells (empty, and at distance at
//! least 3 from every `X`): writing into a run of `L` free cells at offset `p`
//! removes it and the two free cells on each side, leaving runs of
//! `max(p − 2, 0)` and `max(L − 3 − p, 0)`. That is the octal game `0.007`
//! (take 3 adjacent tokens, leaving up to two heaps) on a heap of `L + 2`:
//! taking tokens `p..p + 3` leaves heaps of `p` and `L − 1 − p`, and a heap of
//! `h` tokens plays like a run of `max(h − 2, 0)` cells (heaps below 3 tokens
//! and the empty run have no move). So a run's Grundy value is `0.007`'s at
//! `L + 2`, checked against literal play in the tests. Its values are not
//! known to be periodic, so they come from a table.

use crate::sg::octal::OctalGame;

/// The longest strip [`check_strip`] accepts: the table behind
/// [`Treblecross::winning_cells`] costs `O(len²)` to build, so much longer
/// strips would take too long.
///
/// # Example
/// ```
/// use gamecore::sg::treblecross::{check_strip, MAX_STRIP_LEN};
/// assert!(check_strip(&vec![b'.'; MAX_STRIP_LEN]).is_ok());
/// assert!(check_strip(&vec![b'.'; MAX_STRIP_LEN + 1]).is_err());
/// ```
pub const MAX_STRIP_LEN: usize = 10_000;

/// Why `strip` is not a Treblecross position this module analyses, or `Ok`.
/// It must have 3 to [`MAX_STRIP_LEN`] cells, each `.` or `X`, and not already
/// hold `XXX` (the game would be over). A strip of 1 or 2 cells can never hold
/// three in a row, so its game has no winner.
///
/// # Example
/// ```
/// use gamecore::sg::treblecross::check_strip;
/// assert!(check_strip(b"..X..").is_ok());
/// assert!(check_strip(b"..").is_err());
/// assert!(check_strip(b".XXX.").is_err());
/// assert_eq!(check_strip(b"..O.."), Err("a strip may hold only `.` and `X`"));
/// ```
///
/// # Complexity
/// `O(len)`.
pub fn check_strip(strip: &[u8]) -> Result<(), &'static str> {
    if strip.iter().any(|&cell| cell != b'.' && cell != b'X') {
        return Err("a strip may hold only `.` and `X`");
    }
    if strip.len() < 3 {
        return Err("a strip has at least 3 cells");
    }
    if strip.len() > MAX_STRIP_LEN {
        return Err("a strip has at most 10000 cells");
    }
    if strip.windows(3).any(|window| window == b"XXX") {
        return Err("the strip already holds XXX");
    }
    Ok(())
}

/// The Treblecross analysis, with its table of run values kept between strips
/// so that a whole input builds it once.
///
/// # Example
/// ```
/// use gamecore::sg::treblecross::Treblecross;
/// let mut game = Treblecross::with_max_len(200);
/// for strip in [&b"....."[..], b".X.X...X", b"X.....X"] {
///     let cells = game.winning_cells(strip); // the table is reused
///     assert_eq!(cells.len(), 1);
/// }
/// ```
#[derive(Debug, Clone)]
pub struct Treblecross {
    dawson: OctalGame,
    /// `0.007`'s Grundy values: a run of `L` free cells has `heap_grundy[L + 2]`.
    heap_grundy: Vec<usize>,
}

impl Treblecross {
    /// An analysis whose table is built at once for strips of up to `max_len`
    /// cells; longer strips extend it when they come.
    ///
    /// # Constraints
    /// `max_len ≤ MAX_STRIP_LEN`.
    ///
    /// # Panics
    /// If `max_len > MAX_STRIP_LEN`.
    ///
    /// # Example
    /// ```
    /// let mut game = gamecore::sg::treblecross::Treblecross::with_max_len(200);
    /// assert_eq!(game.winning_cells(b"....."), [2]);
    /// ```
    ///
    /// # Complexity
    /// `O(max_len²)`.
    pub fn with_max_len(max_len: usize) -> Self {
        assert!(
            max_len <= MAX_STRIP_LEN,
            "max_len {} > {}",
            max_len,
            MAX_STRIP_LEN
        );
        let dawson = OctalGame::parse("0.007").expect("0.007 is an octal code");
        let heap_grundy = dawson.grundy_table(max_len + 3);
        Treblecross {
            dawson,
            heap_grundy,
        }
    }

    /// Every cell (0-based, increasing) where the player to move can write `X`
    /// and still force a win; empty if the position is lost.
    ///
    /// # Constraints
    /// [`check_strip`]`(strip)` is `Ok`.
    ///
    /// # Panics
    /// If it is not.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::treblecross::Treblecross;
    /// let mut game = Treblecross::with_max_len(20);
    /// assert_eq!(game.winning_cells(b".................."), [4, 5, 12, 13]);
    /// assert_eq!(game.winning_cells(b".X.X...X"), [2]); // completes X.X
    /// assert_eq!(game.winning_cells(b"X....X"), []);
    /// ```
    ///
    /// # Complexity
    /// `O(len)`, plus `O(len²)` the first time the table must grow to `len`.
    pub fn winning_cells(&mut self, strip: &[u8]) -> Vec<usize> {
        if let Err(why) = check_strip(strip) {
            panic!("{why}: {:?}", String::from_utf8_lossy(strip));
        }
        let completing: Vec<usize> = (0..strip.len())
            .filter(|&cell| completes_three(strip, cell))
            .collect();
        if !completing.is_empty() {
            return completing;
        }
        if self.heap_grundy.len() < strip.len() + 3 {
            // Grow geometrically so a rising run of lengths costs O(len²) overall.
            let len = (strip.len() + 3)
                .max(2 * self.heap_grundy.len())
                .min(MAX_STRIP_LEN + 3);
            self.dawson.extend_grundy_table(&mut self.heap_grundy, len);
        }
        let runs = free_runs(strip);
        let total = runs
            .iter()
            .fold(0, |acc, &(_, len)| acc ^ self.run_grundy(len));
        let mut cells = Vec::new();
        if total == 0 {
            return cells;
        }
        for &(start, len) in &runs {
            // Writing at offset p turns this run into runs of p − 2 and
            // len − 3 − p cells (clamped at 0); it wins if that zeroes the sum.
            let others = total ^ self.run_grundy(len);
            for offset in 0..len {
                let left = self.run_grundy(offset.saturating_sub(2));
                let right = self.run_grundy((len - offset).saturating_sub(3));
                if others ^ left ^ right == 0 {
                    cells.push(start + offset);
                }
            }
        }
        cells
    }

    /// The Grundy value of a run of `len` free cells.
    fn run_grundy(&self, len: usize) -> usize {
        self.heap_grundy[len + 2]
    }
}

/// Does writing `X` into the empty `cell` make three in a row?
fn completes_three(strip: &[u8], cell: usize) -> bool {
    let is_x = |i: Option<usize>| i.and_then(|i| strip.get(i)) == Some(&b'X');
    // (`usize::checked_add_signed` is Rust 1.66.)
    let at = |delta: isize| {
        if delta < 0 {
            cell.checked_sub(delta.unsigned_abs())
        } else {
            cell.checked_add(delta.unsigned_abs())
        }
    };
    strip[cell] == b'.'
        && ((is_x(at(-2)) && is_x(at(-1)))
            || (is_x(at(-1)) && is_x(at(1)))
            || (is_x(at(1)) && is_x(at(2))))
}

/// The maximal runs of free cells, as `(start, len)`: cells that are empty and
/// at distance at least 3 from every `X`.
fn free_runs(strip: &[u8]) -> Vec<(usize, usize)> {
    let n_cells = strip.len();
    let mut free = vec![true; n_cells];
    for (cell, _) in strip.iter().enumerate().filter(|&(_, &c)| c == b'X') {
        free[cell.saturating_sub(2)..(cell + 3).min(n_cells)].fill(false);
    }
    let mut runs = Vec::new();
    let mut cell = 0;
    while cell < n_cells {
        if !free[cell] {
            cell += 1;
            continue;
        }
        let start = cell;
        while cell < n_cells && free[cell] {
            cell += 1;
        }
        runs.push((start, cell - start));
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A strip of at most 32 cells as a bit mask of its `X` cells.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    struct Strip {
        len: u32,
        xs: u32,
    }

    impl Strip {
        fn from_bytes(bytes: &[u8]) -> Self {
            let xs = bytes
                .iter()
                .enumerate()
                .filter(|&(_, &c)| c == b'X')
                .fold(0, |m, (i, _)| m | 1 << i);
            Strip {
                len: bytes.len() as u32,
                xs,
            }
        }

        fn to_bytes(self) -> Vec<u8> {
            (0..self.len)
                .map(|i| if self.xs >> i & 1 == 1 { b'X' } else { b'.' })
                .collect()
        }

        fn has_three(self) -> bool {
            self.xs & self.xs >> 1 & self.xs >> 2 != 0
        }
    }

    /// Literal play: the player to move wins if some empty cell makes `XXX`
    /// now, or leads to a position the opponent loses.
    fn literal_wins(strip: Strip, memo: &mut HashMap<Strip, bool>) -> bool {
        if let Some(&known) = memo.get(&strip) {
            return known;
        }
        let wins = (0..strip.len).filter(|&i| strip.xs >> i & 1 == 0).any(|i| {
            let next = Strip {
                len: strip.len,
                xs: strip.xs | 1 << i,
            };
            next.has_three() || !literal_wins(next, memo)
        });
        memo.insert(strip, wins);
        wins
    }

    fn literal_winning_cells(strip: Strip, memo: &mut HashMap<Strip, bool>) -> Vec<usize> {
        (0..strip.len)
            .filter(|&i| strip.xs >> i & 1 == 0)
            .filter(|&i| {
                let next = Strip {
                    len: strip.len,
                    xs: strip.xs | 1 << i,
                };
                next.has_three() || !literal_wins(next, memo)
            })
            .map(|i| i as usize)
            .collect()
    }

    #[test]
    fn winning_cells_match_literal_play_on_every_strip_of_up_to_14_cells() {
        let mut memo = HashMap::new();
        let mut game = Treblecross::with_max_len(0);
        let mut n_checked = 0;
        for len in 3..=14 {
            for xs in 0..1u32 << len {
                let strip = Strip { len, xs };
                if strip.has_three() {
                    continue;
                }
                let bytes = strip.to_bytes();
                assert_eq!(
                    game.winning_cells(&bytes),
                    literal_winning_cells(strip, &mut memo),
                    "{}",
                    String::from_utf8_lossy(&bytes)
                );
                n_checked += 1;
            }
        }
        // The strips of 3 to 14 cells without three X in a row.
        assert_eq!(n_checked, 12_632);
    }

    /// The claim behind the module: a run of `L` free cells is the octal game
    /// `0.007` on `L + 2` tokens. Two runs of `a` and `b` free cells, kept
    /// apart by `..X..`, form a lost position exactly when their `0.007`
    /// values are equal, checked by literal play.
    #[test]
    fn free_runs_play_like_0_007_heaps_two_tokens_larger() {
        let table = OctalGame::parse("0.007").unwrap().grundy_table(20);
        let mut memo = HashMap::new();
        for a in 3..=14 {
            let empty = Strip::from_bytes(&vec![b'.'; a]);
            assert_eq!(
                literal_wins(empty, &mut memo),
                table[a + 2] != 0,
                "{a} empty cells"
            );
        }
        for a in 0..=9 {
            for b in 0..=9 - a {
                let bytes = [vec![b'.'; a], b"..X..".to_vec(), vec![b'.'; b]].concat();
                let predicted = table[a + 2] != table[b + 2];
                assert_eq!(
                    literal_wins(Strip::from_bytes(&bytes), &mut memo),
                    predicted,
                    "{a} and {b}"
                );
            }
        }
    }

    #[test]
    fn long_strips_grow_the_table_and_agree_with_a_fresh_one() {
        let strip: Vec<u8> = (0..2000)
            .map(|i| if i % 97 == 0 { b'X' } else { b'.' })
            .collect();
        let mut growing = Treblecross::with_max_len(3);
        let short = growing.winning_cells(b"......");
        for len in [20, 500, 2000] {
            let fresh = Treblecross::with_max_len(len).winning_cells(&strip[..len]);
            assert_eq!(growing.winning_cells(&strip[..len]), fresh, "{len}");
        }
        assert_eq!(growing.winning_cells(b"......"), short);
    }

    #[test]
    fn bad_strips_are_named() {
        assert_eq!(check_strip(b"XX"), Err("a strip has at least 3 cells"));
        assert_eq!(check_strip(&vec![b'.'; MAX_STRIP_LEN]), Ok(()));
        assert_eq!(
            check_strip(&vec![b'.'; MAX_STRIP_LEN + 1]),
            Err("a strip has at most 10000 cells")
        );
        assert_eq!(check_strip(b"..XXX"), Err("the strip already holds XXX"));
        assert_eq!(
            check_strip(b"..x"),
            Err("a strip may hold only `.` and `X`")
        );
    }

    #[test]
    #[should_panic(expected = "already holds XXX")]
    fn winning_cells_asserts_its_constraints() {
        Treblecross::with_max_len(5).winning_cells(b"XXX..");
    }
}
