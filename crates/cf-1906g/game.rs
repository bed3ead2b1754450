//! Codeforces 1906 G Grid Game 2, one black cell as a pair (r, c), rows and
//! columns from 1 (row or column 0 is off the grid: no move). Choosing the
//! black cell (r, c) toggles every (r − x, c − y) with 0 ≤ x, y < min(r, c):
//! the m × m square, m = min(r, c), whose corner is (r, c). By the
//! coin-turning principle a position's value is the XOR of its black cells'
//! values, and one cell's options are the other cells of its square, all
//! turned black.
//!
//! `cargo xtask grundy crates/cf-1906g/game.rs --box 17,17` finds every value
//! 0 or 1 (one option per cell), symmetric, no sum, no Beatty pairs and no
//! row pattern of its own (*apparent*, on the box; row r repeats with period
//! r(r − 1), checked to 60 by a separate script). Reading it as "every
//! square XORs to 1" gives the closed form of `gamecore::sg::square_turning`
//! (prefix XORs follow the subtractive Euclidean algorithm), proved there.
pub fn moves((r, c): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let side = r.min(c);
    if side == 0 {
        return Vec::new();
    }
    let mut left = Vec::new();
    for x in 0..side {
        for y in 0..side {
            if (x, y) != (0, 0) {
                left.push((r - x, c - y));
            }
        }
    }
    vec![left]
}
