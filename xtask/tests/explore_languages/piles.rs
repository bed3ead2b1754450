//! Two piles, (a, b): take 1 or 2 counters from either, scoring them; the
//! move that empties a pile moves again; a player left without a move pays
//! 1 (`end`); `canon` orders the piles. The scoring forms' test rule:
//! Rust's `Vec<(i64, P, bool)>`, C++'s tuples, Python's `ScoreOut`.
pub fn start(n: u64) -> (u64, u64) {
    (n, n / 2)
}

pub fn moves(&(a, b): &(u64, u64)) -> Vec<(i64, (u64, u64), bool)> {
    let mut options = Vec::new();
    for k in 1..=2 {
        if k <= a {
            options.push((k as i64, (a - k, b), a == k));
        }
        if k <= b {
            options.push((k as i64, (a, b - k), b == k));
        }
    }
    options
}

pub fn end(_: &(u64, u64)) -> i64 {
    -1
}

pub fn canon((a, b): (u64, u64)) -> (u64, u64) {
    (a.min(b), a.max(b))
}

pub fn guess(n: u64) -> i64 {
    n as i64 % 3 - 1
}
