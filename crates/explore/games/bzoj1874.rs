//! BZOJ 1874 取石子游戏's sample: take exactly 1 or 2 stones from one pile
//! (the subtraction game S{1,2}).
//!
//! `cargo xtask grundy crates/explore/games/bzoj1874.rs --moves "7 6 9 3"`
//! lists the sample's winning moves, the first taking 1 from the first pile
//! (the judge's `1 1`). Tabled, the rule is the code 0.33 =
//! S{1,2}, *proved* periodic with period 3: G(n) = n mod 3.
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    [1, 2]
        .iter()
        .filter(|&&k| k <= n)
        .map(|&k| vec![n - k])
        .collect()
}
