//! A game for `cargo xtask grundy THIS_FILE.rs`: one heap of n counters.
//!
//! `moves(n)` lists every option of a heap of n: each option is the list of
//! heaps the move leaves — `vec![]` when nothing is left, `vec![n - k]` when
//! k counters are taken, `vec![a, b]` when the heap is split in two. The
//! explorer tables G(0) … G(N) (`--upto N`, default 10^4): each value is the
//! mex over the options of the XOR of the parts' values. It then looks for a
//! pattern (period, saltus), names the take-and-break code when the options
//! match one on every heap computed, and proves what a theorem allows.
//!
//! Try: `--show 40`, `--json`, `--plot g.svg`, `--moves "7 6 9 3"` (the
//! winning moves of a sum of heaps), `--play "7 6 9 3"`.
//!
//! A parameter: `explore::param("k", 3)` is the value of `--param k=VALUE`
//! (3 without the flag), as the integer type the code uses. `--param k=5`
//! runs the same binary with k = 5 (nothing is rebuilt), and
//! `--param k=1..8` runs it once for each k and prints the period found for
//! each: k + 1 here (G(n) = n mod (k + 1)), proved as a subtraction game's.
//!
//! The rule must be finite: an option leading back to a heap still being
//! computed is reported as a cycle. Any helper functions may live here too.

/// This template: take 1 … k counters (k = 3 unless `--param k=…`); or
/// split a heap of at least 2 into two non-empty heaps (uncomment the loop).
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let k: u64 = explore::param("k", 3);
    let mut options = Vec::new();
    for take in 1..=k.min(n) {
        options.push(vec![n - take]);
    }
    // for a in 1..=n / 2 {
    //     if a < n {
    //         options.push(vec![a, n - a]);
    //     }
    // }
    options
}
