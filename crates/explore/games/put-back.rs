//! A loopy heap game: take 1, 2 or 3 counters, or, from a heap of 2, 6,
//! 10, … (n ≡ 2 mod 4), put one counter back. Heaps 2 ⇄ 3 (6 ⇄ 7, …) make
//! cycles, so the plain explorer stops at `the rule has a cycle: …`.
//!
//! `cargo xtask grundy crates/explore/games/put-back.rs --loopy` finds, on
//! the heaps 0 … 10^4 (and 10^4 + 1 when the range ends at 2 mod 4): the generalised values
//! 0 1 ∞(0,1) ∞(0,1), repeating (period 4 from 0, *apparent*); the outcomes
//! are those of take-1-2-3 (P at the multiples of 4, no draw), but the
//! values are not: heaps 2 and 3 are ∞, not Nim heaps 2 and 3. So sums
//! differ: `--moves "2 2"` is a draw (two ∞ components: whoever leaves the
//! 2 ⇄ 3 cycle first loses, so nobody does), where take-1-2-3's 2 + 2 is a
//! loss for the player to move; `--moves "2 1"` is ∞(0,1) ⊕ 1 = ∞(1,0), won
//! by moving the 2 to 1.
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let mut options: Vec<Vec<u64>> = (1..=3).filter(|&k| k <= n).map(|k| vec![n - k]).collect();
    if n % 4 == 2 {
        options.push(vec![n + 1]);
    }
    options
}
