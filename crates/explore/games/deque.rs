//! AtCoder EDPC L "Deque" over a fixed row: take the first or the last
//! number of the row, scoring it; the value of a position is the mover's
//! final advantage X − Y under optimal play. A family of starts on the
//! interval `(l, r)` left of a fixed row of 1000 pseudo-random numbers below
//! 10^9; `start(n)` is its first n numbers.
//!
//! The explorer's bench (`benches/bench.rs`) values every prefix, n ≤ 1000
//! (500,500 positions), beside a hand-written memoised negamax.

/// The fixed row: a linear congruential sequence below 10^9.
pub fn row() -> &'static [i64] {
    static ROW: std::sync::OnceLock<Vec<i64>> = std::sync::OnceLock::new();
    ROW.get_or_init(|| {
        let mut x: u64 = 859;
        (0..1000)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((x >> 33) % 1_000_000_000) as i64
            })
            .collect()
    })
}

pub fn start(n: u64) -> (u32, u32) {
    (0, (n as usize).min(row().len()) as u32)
}

pub fn moves(&(l, r): &(u32, u32)) -> Vec<(i64, (u32, u32))> {
    if l == r {
        return vec![];
    }
    let row = row();
    vec![
        (row[l as usize], (l + 1, r)),
        (row[r as usize - 1], (l, r - 1)),
    ]
}
