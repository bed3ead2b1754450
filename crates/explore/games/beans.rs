//! BZOJ 1188 [HNOI2007] 分裂游戏 (the bean game), one bean at a time.
//!
//! Bottles 0 … n−1; a move takes a bean from bottle i and puts one bean into
//! each of bottles j and k, i < j ≤ k < n. Every bean is a game of its own,
//! decided by how many bottles lie to its right: a bean with d bottles to its
//! right (d = n − 1 − i) becomes two beans with e and f bottles to their
//! right, d > e ≥ f ≥ 0. The whole position is the sum over its beans (so a
//! bottle with an even number of beans counts for nothing).
//! `cargo xtask grundy crates/explore/games/beans.rs --upto 20` finds: not a code (heap 3's option [2, 2]
//! leaves more than it had), G = 0 1 2 4 7 8 11 13 14 16 19 21 …, and no
//! period or saltus. Each heap d has d(d+1)/2 options, so the default
//! `--upto 10000` would take hours: the judge needs d ≤ 20.
pub fn moves(d: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for e in 0..d {
        for f in 0..=e {
            options.push(vec![e, f]);
        }
    }
    options
}
