//! AtCoder AGC033 C Removing Coins reduced to the diameter: the heap d is
//! the number of vertices on a longest path of the subtree holding coins.
//! Taking the coins of a leaf at an end of a longest path leaves d − 1;
//! taking those of a vertex that is not a leaf (there is one when d ≥ 3)
//! shrinks every longest path at both ends, leaving d − 2; any other leaf
//! leaves one of the two. With d = 2 both vertices are leaves and one coin
//! is left (d = 1); with d = 1 the last coin goes (nothing is left).
//! gamecore::graphs::removing_coins's unit tests check this reduction against
//! literal play (crates/agc-033c/game.rs's rule) on every tree to 7 vertices.
//!
//! `cargo xtask grundy crates/agc-033c/diameter.rs --upto 30` finds: the
//! rule's options are the code 0.32's (take 1, or take 2 leaving a non-empty
//! heap), *proved* periodic with period 3 and preperiod 1 by the periodicity
//! theorem: G = 0 1 0 2 1 0 2 1 …, the P-positions d = 0 and d ≡ 2 (mod 3).
//! (A rule is a function, not a code: the explorer compared the two to heap
//! 30; here the rule is 0.32 for every d by its definition.)
pub fn moves(d: u64) -> Vec<Vec<u64>> {
    match d {
        0 => vec![],
        1 => vec![vec![]],
        2 => vec![vec![1]],
        _ => vec![vec![d - 1], vec![d - 2]],
    }
}
