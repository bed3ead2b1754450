//! Moore's Nim_k: Nim where a move takes any positive number of tokens from
//! each of 1 to `k` heaps. **Theorem** (E. H. Moore, "A generalization of
//! the game called Nim", *Annals of Mathematics* 11 (1910) 93–94): a position
//! is lost for the player to move iff, for every binary digit, the number of
//! heaps with that digit set is divisible by `k + 1`. (`k = 1` is Bouton's
//! Nim.)
//!
//! Also the count behind SDOI 2011 黑白棋 (BZOJ 2281): how many layouts of
//! white–black pairs on a row have gaps forming a lost Nim_k position, by a
//! dynamic programme over the binary digits.
//!
//! Both are checked against literal play in `crates/core/tests/moore.rs`.

/// Is the Nim_k position `heaps` lost for the player to move (Moore's
/// theorem)?
///
/// # Panics
/// If `k` is 0 (no move would be allowed).
///
/// # Complexity
/// `O(n_heaps · 64)`.
///
/// # Example
/// ```
/// use gamecore::closed::moore::is_lost;
/// // k = 2: three heaps of 1 are lost (three ones in digit 0); two are not.
/// assert!(is_lost(&[1, 1, 1], 2));
/// assert!(!is_lost(&[1, 1], 2));
/// // k = 1 is Nim: 1 ^ 2 ^ 3 = 0.
/// assert!(is_lost(&[1, 2, 3], 1));
/// ```
pub fn is_lost(heaps: &[u64], k: usize) -> bool {
    assert!(k >= 1, "moore::is_lost: k must be at least 1");
    (0..64).all(|bit| {
        let ones = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count();
        ones % (k + 1) == 0
    })
}

/// How many ordered tuples of `n_heaps` heaps with sum exactly `s` are lost
/// Nim_k positions, for every `s` in `0..=max_sum`, modulo `modulus`.
///
/// Digit by digit from the lowest: a lost tuple sets digit `b` in a
/// multiple of `k + 1` of its heaps, chosen in `C(n_heaps, m·(k + 1))` ways,
/// adding `m·(k + 1)·2^b` to the sum.
///
/// # Panics
/// If `k` is 0 or `modulus` is 0 or above 2^32.
///
/// # Complexity
/// `O(log max_sum · max_sum · n_heaps / (k + 1))` time, `O(max_sum +
/// n_heaps²)` memory.
///
/// # Example
/// ```
/// use gamecore::closed::moore::lost_tuples_by_sum;
/// // Two heaps in Nim (k = 1) are lost iff equal: one tuple of each even sum.
/// assert_eq!(lost_tuples_by_sum(2, 1, 6, 1_000_000_007), [1, 0, 1, 0, 1, 0, 1]);
/// ```
pub fn lost_tuples_by_sum(n_heaps: usize, k: usize, max_sum: usize, modulus: u64) -> Vec<u64> {
    assert!(k >= 1, "moore::lost_tuples_by_sum: k must be at least 1");
    assert!(
        (1..=1 << 32).contains(&modulus),
        "moore::lost_tuples_by_sum: modulus {} is not in 1..=2^32",
        modulus
    );
    let choose = binomial_rows(n_heaps, n_heaps, modulus);
    let mut counts = vec![0u64; max_sum + 1];
    counts[0] = 1 % modulus;
    let mut place = 1usize;
    while place <= max_sum {
        let mut next = vec![0u64; max_sum + 1];
        for (sum, &ways) in counts.iter().enumerate() {
            if ways == 0 {
                continue;
            }
            let mut n_set = 0;
            while n_set <= n_heaps {
                let added = sum + n_set * place;
                if added > max_sum {
                    break;
                }
                next[added] = (next[added] + ways * choose[n_heaps][n_set]) % modulus;
                n_set += k + 1;
            }
        }
        counts = next;
        place *= 2;
    }
    counts
}

/// Pascal's triangle modulo `modulus`: `rows[n][r] = C(n, r)` for `n ≤
/// max_n`, `r ≤ max_r`.
fn binomial_rows(max_n: usize, max_r: usize, modulus: u64) -> Vec<Vec<u64>> {
    let mut rows = vec![vec![0u64; max_r + 1]; max_n + 1];
    for n in 0..=max_n {
        rows[n][0] = 1 % modulus;
        for r in 1..=max_r.min(n) {
            rows[n][r] = (rows[n - 1][r - 1] + rows[n - 1][r]) % modulus;
        }
    }
    rows
}

/// SDOI 2011 黑白棋's count: on a row of `n_cells` cells, `2 · n_pairs`
/// pieces alternate white, black, white, … (a white one leftmost); the
/// `i`-th white and `i`-th black form a pair whose gap (empty cells between
/// them) is a Nim_k heap. Returns how many layouts are **won** for the
/// player to move, modulo `modulus`: all `C(n_cells, 2 · n_pairs)` layouts
/// less the lost ones. A lost gap tuple of sum `s` leaves `n_cells − 2 ·
/// n_pairs − s` free cells to spread over the `n_pairs + 1` slots around the
/// pairs: `C(n_cells − n_pairs − s, n_pairs)` layouts.
///
/// (Whether the gaps *are* the game is the problem's reduction: see
/// `crates/bzoj-2281/README.md`, where it is checked against literal play.)
///
/// # Panics
/// If `2 · n_pairs > n_cells`, `k` is 0, or `modulus` is 0 or above 2^32.
///
/// # Complexity
/// As [`lost_tuples_by_sum`] with `max_sum = n_cells − 2 · n_pairs`, plus
/// `O(n_cells · n_pairs)` time and `O(n_cells)` memory for the binomials.
///
/// # Example
/// ```
/// use gamecore::closed::moore::won_pair_layouts;
/// // SDOI 2011's sample: n = 10, k = 4 pieces (2 pairs), d = 2.
/// assert_eq!(won_pair_layouts(10, 2, 2, 1_000_000_007), 182);
/// ```
pub fn won_pair_layouts(n_cells: usize, n_pairs: usize, k: usize, modulus: u64) -> u64 {
    assert!(
        2 * n_pairs <= n_cells,
        "moore::won_pair_layouts: {} pieces on {} cells",
        2 * n_pairs,
        n_cells
    );
    let free = n_cells - 2 * n_pairs;
    let lost_by_sum = lost_tuples_by_sum(n_pairs, k, free, modulus);
    // One row of Pascal's triangle at a time (columns up to 2 · n_pairs):
    // C(x, n_pairs) for every x, and C(n_cells, 2 · n_pairs) at the end.
    let mut row = vec![0u64; 2 * n_pairs + 1];
    row[0] = 1 % modulus;
    let mut pairs_among = vec![0u64; n_cells + 1];
    for (x, among) in pairs_among.iter_mut().enumerate() {
        if x > 0 {
            for r in (1..=(2 * n_pairs).min(x)).rev() {
                row[r] = (row[r] + row[r - 1]) % modulus;
            }
        }
        *among = row[n_pairs];
    }
    let lost = lost_by_sum
        .iter()
        .enumerate()
        .fold(0u64, |total, (sum, &ways)| {
            (total + ways * pairs_among[n_cells - n_pairs - sum]) % modulus
        });
    (row[2 * n_pairs] + modulus - lost) % modulus
}
