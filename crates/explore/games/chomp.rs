//! Chomp: a bar of a × b squares, the top-left one poisoned; a move eats a
//! square and every square below and to the right of it; eating the poison
//! loses, so it is never a move, and who cannot move (only the poison left)
//! loses.
//!
//! A two-parameter family on `Vec<u8>` (the rows' lengths, top row first,
//! never increasing): `start((a, b))` is the full a × b bar (the empty bar
//! when a or b is 0: nothing to eat). `cargo xtask grundy
//! crates/explore/games/chomp.rs --box 7,7` finds: the P-positions in the
//! box are the empty bars (row and column 0) and the 1 × 1 bar — every other
//! bar is a first-player win, as strategy stealing proves (if eating the
//! bottom-right square lost, the answer to it would win from the start); and
//! `guess((a, b)) = a·b ≤ 1` holds on the box. The values are no simpler
//! than that: G(1, b) = b − 1 (one row is a Nim heap of its squares but the
//! poison), G(2, b) = 1 2 4 5 7 8 for b = 1 … 6, and on 7 values a row gets
//! no apparent pattern; not a sum, no Beatty pairs.
pub type Bar = Vec<u8>;

pub fn start((a, b): (u64, u64)) -> Bar {
    assert!(b <= 255, "rows of at most 255 squares");
    if a == 0 || b == 0 {
        return Vec::new();
    }
    vec![b as u8; a as usize]
}

pub fn moves(bar: &Bar) -> Vec<Vec<Bar>> {
    let mut options = Vec::new();
    for i in 0..bar.len() {
        for j in 0..bar[i] {
            if (i, j) == (0, 0) {
                continue;
            }
            let mut next = bar.clone();
            for row in &mut next[i..] {
                *row = (*row).min(j);
            }
            while next.last() == Some(&0) {
                next.pop();
            }
            options.push(vec![next]);
        }
    }
    options
}

pub fn show(bar: &Bar) -> String {
    let rows: Vec<String> = bar.iter().map(u8::to_string).collect();
    format!("[{}]", rows.join(","))
}

/// A P-position exactly when at most the poisoned square is there.
pub fn guess((a, b): (u64, u64)) -> bool {
    a * b <= 1
}
