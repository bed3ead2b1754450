//! Codeforces 1194D "1-2-K Game" as one heap with a parameter: the chip on
//! cell n of the strip 0 … n moves 1, 2 or k cells to the left; who cannot
//! move loses. k is `explore::param("k", 3)`: `--param k=5` tables k = 5, and
//! `--param k=3..9` runs the same binary once for each k and prints each
//! period — 3 (n mod 3, as S{1, 2}) when 3 does not divide k, k + 1 when it
//! does — every one proved, the rule being the subtraction game S{1, 2, k}.
//! (crates/cf-1194d/game.rs writes k into the position instead, a pair
//! (k, n), to see every row at once.)
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let k: u64 = explore::param("k", 3);
    let mut takes = vec![1, 2];
    if k > 2 {
        takes.push(k);
    }
    takes
        .into_iter()
        .filter(|&take| take <= n)
        .map(|take| vec![n - take])
        .collect()
}
