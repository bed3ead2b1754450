//! AtCoder ARC151 C 01 Game, one free run of empty cells as a pair
//! (t, len): `len` empty cells whose boundary type is t:
//! 0 = no written neighbour on either side (the whole row empty),
//! 1 = a written cell on one side only (the row's end on the other),
//! 2 = written cells on both sides, equal,
//! 3 = written cells on both sides, different.
//! A move writes 0 or 1 in one of the cells, never equal to a written
//! neighbour, and splits the run in two runs (an empty part leaves nothing).
//! Only the types matter: swapping 0 and 1 everywhere, or reading the row
//! backwards, changes no move. (2, 0) (two equal written cells side by side)
//! is no legal position: no move makes it, and its table entry is not used.
//!
//! `cargo xtask grundy crates/arc-151c/runs.rs --box 4,30` finds (row t,
//! column len): row 0 is len mod 2, row 1 is len, row 2 is 1 (from len 1
//! on) and row 3 is 0; *apparent*, checked on the box. The induction in
//! crates/arc-151c/README.md makes it a theorem (`gamecore::sg::alternating_row`).
//! crates/arc-151c/game.rs is the same game written literally as a row of
//! cells (the explorer's start form).
pub fn moves((t, len): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut options = Vec::new();
    // Write in cell i (1-based) of the run: i − 1 cells to its left, len − i
    // to its right. The written value is v; the left boundary (if any) is
    // 0, the right one 0 (type 2) or 1 (type 3).
    for i in 1..=len {
        let (left_len, right_len) = (i - 1, len - i);
        for v in 0..2u64 {
            // The type of each part, or None if the move is illegal (v next
            // to an equal written cell).
            let left_type = match t {
                0 => Some(1),
                _ => between(0, v, left_len),
            };
            let right_type = match t {
                0 | 1 => Some(1),
                2 => between(v, 0, right_len),
                _ => between(v, 1, right_len),
            };
            if let (Some(lt), Some(rt)) = (left_type, right_type) {
                let parts: Vec<(u64, u64)> = [(lt, left_len), (rt, right_len)]
                    .into_iter()
                    .filter(|&(_, part_len)| part_len > 0)
                    .collect();
                if !options.contains(&parts) {
                    options.push(parts);
                }
            }
        }
    }
    options
}

/// The type of a run of `len` cells between written cells `a` and `b`:
/// 2 (equal) or 3 (different), or None when `len` is 0 and they are equal.
fn between(a: u64, b: u64, len: u64) -> Option<u64> {
    if a == b {
        if len == 0 {
            None
        } else {
            Some(2)
        }
    } else {
        Some(3)
    }
}
