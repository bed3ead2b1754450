//! Codeforces 2027 E2 Bit Game (the game of E1, whose piles E2 counts), one
//! pile as a pair (x, a): x stones, and a move takes d stones with
//! 1 ≤ d ≤ a and x & d = d (d a submask of x); the value a stays with the pile.
//!
//! `cargo xtask grundy crates/cf-2027e2/game.rs --box 24,4` shows the columns
//! E2 counts down (a fixed, x running to b): for a < 4 only x's two low bits
//! matter (period 4 by eye; the explorer reports no pattern of its own). On
//! `--box 16,16` (quoted in cf-2027e1's README) it finds: not a sum
//! (the value depends on how x's bits sit against a's); row x = 2^k − 1 (all
//! low bits set) reads g(a) for a < 2^k: 0 at a = 2^k − 2, k ⊕ 1 at a power
//! of two, the bit length of a otherwise; a row whose x has a 0 bit repeats
//! the full row of the compressed x (`gamecore::sg::bit_game::reduce`). The crate's
//! README quotes the table; `gamecore::sg::bit_game` states the rule and names
//! where it is proved.
pub fn moves((x, a): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut options = Vec::new();
    // Every non-empty submask d of x, largest first.
    let mut d = x;
    while d > 0 {
        if d <= a {
            options.push(vec![(x - d, a)]);
        }
        d = (d - 1) & x;
    }
    options
}
