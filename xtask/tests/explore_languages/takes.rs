//! A scoring pair rule: take 1 … 3 from a, scoring what is taken, or, while
//! a is not empty, 1 … 2 from b, scoring twice that; the player left without
//! a move (a = 0) scores a − b, losing what is left of b (`end`). The pair
//! forms' test rule.
pub fn moves((a, b): (u64, u64)) -> Vec<(i64, (u64, u64))> {
    let mut options = Vec::new();
    for k in 1..=a.min(3) {
        options.push((k as i64, (a - k, b)));
    }
    for k in 1..=b.min(2) * u64::from(a > 0) {
        options.push((2 * k as i64, (a, b - k)));
    }
    options
}

pub fn end((a, b): (u64, u64)) -> i64 {
    a as i64 - b as i64
}
