//! The cutting game on grid paper (POJ 2311 Cutting Game): cut one piece
//! into two along a grid line; whoever first cuts out a 1×1 piece wins.
//!
//! A piece one cell wide lets the player to move cut off a 1×1 at once, so
//! nobody leaves one while there is a choice: the moves that count cut a
//! w×h piece into two pieces at least 2 wide each way, and the player with no
//! such cut loses (2×2, 2×3 and 3×2 are lost). A move leaves two
//! rectangles, so each option has two parts. (Pieces with a side below 2 are
//! never reached; they get no moves.)
//! `cargo xtask grundy crates/explore/games/cutting.rs --box 30,30` finds:
//! no Beatty pairs and no sum; on the box, the lost pieces (both sides at least
//! 2) are exactly those whose two sides both lie in {2, 3, 7, 11, 17, 23, 27}.
pub fn moves((w, h): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut options = Vec::new();
    for i in 2..=w.saturating_sub(2) {
        options.push(vec![(i, h), (w - i, h)]);
    }
    for j in 2..=h.saturating_sub(2) {
        options.push(vec![(w, j), (w, h - j)]);
    }
    options
}
