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
//! The rule must be finite: an option leading back to a heap still being
//! computed is reported as a cycle. Any helper functions may live here too.

/// This template: take 1, 2 or 3 counters; or split a heap of at least 2
/// into two non-empty heaps (uncomment the loop).
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for k in [1, 2, 3] {
        if k <= n {
            options.push(vec![n - k]);
        }
    }
    // for a in 1..=n / 2 {
    //     if a < n {
    //         options.push(vec![a, n - a]);
    //     }
    // }
    options
}
