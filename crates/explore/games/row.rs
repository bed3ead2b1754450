//! Take a number from either end of the row 1 2 3 … n, scoring it: a
//! scoring game (each option carries the points its mover scores), the
//! value of a position the mover's final advantage under optimal play.
//!
//! A family of starts on `(lo, hi)`, the numbers lo … hi left (empty when
//! lo > hi); `start(n)` is the row 1 … n.
//!
//! `cargo xtask grundy crates/explore/games/row.rs --upto 60` finds:
//! V(start(n)) = 0 1 1 2 2 3 3 …, arithmetic-periodic with period 2 and
//! saltus 1 from n = 0 (*apparent, checked to 61*), and `guess(n) =
//! ⌈n/2⌉` holds on the whole table. It is a theorem: on lo … hi, L numbers,
//! the value is L/2 for even L and lo + (L − 1)/2 for odd L (by induction on
//! L; crates/explore/README.md, "A scoring game").
pub fn start(n: u64) -> (u64, u64) {
    (1, n)
}

pub fn moves(&(lo, hi): &(u64, u64)) -> Vec<(i64, (u64, u64))> {
    if lo > hi {
        return vec![];
    }
    vec![(lo as i64, (lo + 1, hi)), (hi as i64, (lo, hi - 1))]
}

pub fn show(&(lo, hi): &(u64, u64)) -> String {
    match hi.checked_sub(lo) {
        None => "(empty)".to_string(),
        Some(0) => format!("{lo}"),
        Some(_) => format!("{lo}…{hi}"),
    }
}

pub fn guess(n: u64) -> i64 {
    n.div_ceil(2) as i64
}
