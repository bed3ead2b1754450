//! Cutcake (Winning Ways, ch. 2): a move cuts one rectangle of squares into
//! two along a grid line; Left cuts only across the width `w` (vertical
//! cuts), Right only across the height `h`. A move leaves two rectangles,
//! so each option has two parts. (Pieces with a side 0 are empty: no moves.)
//! `cargo xtask grundy crates/explore/games/cutcake.rs --box 9,9` finds
//! (row a = the width, column b = the height): every value an integer (so
//! "every value is a number", on the box), matching Winning Ways' Cutcake
//! table: 1 for 2×1, 0 for 2×2 and 3×2, 3 for 4×1, 1 for 4×2 … 7×2, 0 for
//! 4×4 … 7×7 and −3 for 2×8 (Right's strips mirror Left's); outcome classes
//! L 21, R 21, P 39 and no N (an integer is never a first-player win).
//! `--moves "4,1 1,2"` (value 2, Left to move) lists Left's three good cuts,
//! all of the 4×1 strip (each leaves 1 ≥ 0); `--side right` finds the sum
//! lost for Right.
pub fn left((w, h): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    if h == 0 {
        return Vec::new();
    }
    (1..w).map(|i| vec![(i, h), (w - i, h)]).collect()
}

pub fn right((w, h): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    if w == 0 {
        return Vec::new();
    }
    (1..h).map(|j| vec![(w, j), (w, h - j)]).collect()
}
