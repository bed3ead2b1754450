//! Choosing disjoint intervals (AtCoder ABC 206 F *Interval Game 2*): a fixed
//! list of half-open intervals `[L, R)`; a move picks one that shares no point
//! with any picked before; who cannot move loses.
//!
//! **Why spans.** Once intervals are picked, the free part of the line is a
//! union of gaps between them, and an interval is still available exactly
//! when it lies inside one gap (`[a, b)` and `[c, d)` are disjoint iff
//! `b ≤ c` or `d ≤ a`). So the position is a sum of gaps, each a span
//! `[x, y)` whose available intervals are those inside it, and picking
//! `[L, R)` inside `[x, y)` leaves the spans `[x, L)` and `[R, y)`:
//! `G[x, y) = mex{ G[x, L) ⊕ G[R, y) }` over the intervals inside
//! (Sprague–Grundy). The only spans that occur start and end at endpoints,
//! so after compressing the endpoints to `m ≤ 2N` coordinates an interval DP
//! over spans by length answers the whole line, `[c_0, c_{m−1})`.
//!
//! # Example
//! ```
//! use gamecore::sg::interval_choice::grundy;
//! // ABC 206 F's first sample: [53, 98), [8, 43), [12, 53): Bob wins.
//! assert_eq!(grundy(&[(53, 98), (8, 43), (12, 53)]), 0);
//! assert_ne!(grundy(&[(5, 9)]), 0);
//! ```

/// The Grundy value of the game on `intervals` (each `(L, R)` with `L < R`,
/// repeats allowed); 0 for no interval.
///
/// # Panics
/// If some interval has `L ≥ R`.
///
/// # Complexity
/// `O(m² · N)` time and `O(m²)` memory for `N` intervals with `m ≤ 2N`
/// distinct endpoints, plus `O(N log N)` for the compression.
///
/// # Example
/// ```
/// // [1, 3) and [2, 4) overlap: one move in all, the first player wins.
/// assert_eq!(gamecore::sg::interval_choice::grundy(&[(1, 3), (2, 4)]), 1);
/// // [1, 2) and [2, 3) touch but share no point: two moves, the second player wins.
/// assert_eq!(gamecore::sg::interval_choice::grundy(&[(1, 2), (2, 3)]), 0);
/// ```
pub fn grundy(intervals: &[(u64, u64)]) -> u32 {
    assert!(
        intervals.iter().all(|&(l, r)| l < r),
        "interval_choice::grundy: an interval needs L < R"
    );
    if intervals.is_empty() {
        return 0;
    }
    let mut coords: Vec<u64> = intervals.iter().flat_map(|&(l, r)| [l, r]).collect();
    coords.sort_unstable();
    coords.dedup();
    let at = |x: u64| coords.binary_search(&x).expect("an endpoint");
    let mut compressed: Vec<(usize, usize)> =
        intervals.iter().map(|&(l, r)| (at(l), at(r))).collect();
    compressed.sort_unstable();
    let m = coords.len();
    // g[x * m + y]: the span [c_x, c_y), x ≤ y.
    let mut g = vec![0u32; m * m];
    // seen[v] == stamp: value v is an option of the span being valued.
    let mut seen = vec![0usize; intervals.len() + 2];
    let mut stamp = 0;
    for len in 1..m {
        for x in 0..m - len {
            let y = x + len;
            stamp += 1;
            let first = compressed.partition_point(|&(l, _)| l < x);
            for &(l, r) in &compressed[first..] {
                if l >= y {
                    break;
                }
                if r <= y {
                    seen[(g[x * m + l] ^ g[r * m + y]) as usize] = stamp;
                }
            }
            g[x * m + y] = (0..).find(|&v| seen[v] != stamp).unwrap_or(0) as u32;
        }
    }
    g[m - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The literal game: the set of picked intervals as a bit mask, every
    /// interval disjoint from all picked ones as a move, memoised values.
    fn literal(intervals: &[(u64, u64)]) -> u32 {
        fn value(mask: usize, iv: &[(u64, u64)], memo: &mut Vec<Option<u32>>) -> u32 {
            if let Some(v) = memo[mask] {
                return v;
            }
            let mut options = Vec::new();
            for (i, &(l, r)) in iv.iter().enumerate() {
                let free = (0..iv.len())
                    .filter(|&j| mask >> j & 1 == 1)
                    .all(|j| r <= iv[j].0 || iv[j].1 <= l);
                if mask >> i & 1 == 0 && free {
                    options.push(value(mask | 1 << i, iv, memo));
                }
            }
            let v = (0..).find(|v| !options.contains(v)).unwrap();
            memo[mask] = Some(v);
            v
        }
        value(0, intervals, &mut vec![None; 1 << intervals.len()])
    }

    #[test]
    fn spans_give_the_literal_values_on_every_small_family() {
        // Every list of up to 3 intervals with endpoints in 0..=4, and a
        // seeded sample of lists of 7 with endpoints in 0..=9.
        let all: Vec<(u64, u64)> = (0..5)
            .flat_map(|l| (l + 1..5).map(move |r| (l, r)))
            .collect();
        for a in &all {
            for b in &all {
                for c in &all {
                    for list in [vec![*a], vec![*a, *b], vec![*a, *b, *c]] {
                        assert_eq!(grundy(&list), literal(&list), "{list:?}");
                    }
                }
            }
        }
        let mut state = 206u64;
        let mut next = |n: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        for _ in 0..300 {
            let list: Vec<(u64, u64)> = (0..7)
                .map(|_| {
                    let l = next(9);
                    (l, l + 1 + next(9 - l))
                })
                .collect();
            assert_eq!(grundy(&list), literal(&list), "{list:?}");
        }
    }
}
