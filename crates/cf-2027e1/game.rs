//! Codeforces 2027 E1 Bit Game, one pile as a pair (x, a): x stones, and a
//! move takes d stones with 1 ≤ d ≤ a and x & d = d (d a submask of x); the
//! value a stays with the pile.
//!
//! `cargo xtask grundy crates/cf-2027e1/game.rs --box 16,16` finds: not a sum
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
