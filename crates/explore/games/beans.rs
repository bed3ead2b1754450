//! BZOJ 1188 [HNOI2007] 分裂游戏 (the bean game), one bean at a time.
//!
//! Bottles 0 … n−1; a move takes a bean from bottle i and puts one bean into
//! each of bottles j and k, i < j ≤ k < n. Every bean is a game of its own,
//! decided by how many bottles lie to its right: a bean with d bottles to its
//! right (d = n − 1 − i) becomes two beans with e and f bottles to their
//! right, d > e ≥ f ≥ 0. The whole position is the sum over its beans (so a
//! bottle with an even number of beans counts for nothing).
//! `cargo xtask grundy crates/explore/games/beans.rs --upto 20` finds: FINDINGS
pub fn moves(d: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for e in 0..d {
        for f in 0..=e {
            options.push(vec![e, f]);
        }
    }
    options
}
