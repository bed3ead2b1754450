//! Integer square roots, exact for every `u64` and `u128`.
//!
//! `u64::isqrt`/`u128::isqrt` arrived in Rust 1.84, newer than the judges'
//! compilers (the workspace builds on 1.70), and a square root through `f64`
//! is wrong as soon as the argument needs more than 53 bits. This module uses
//! only integer arithmetic.

/// The integer square root `⌊√n⌋` of a `u128`: the largest `r` with `r² ≤ n`.
///
/// # Constraints
/// None: every `u128` is accepted, and the root of `u128::MAX` is `u64::MAX`,
/// so the result always fits a `u64`.
///
/// # Complexity
/// `O(log log n)` Newton steps after a power-of-two start, each one `u128`
/// division; at most about 8 steps.
///
/// # Example
/// ```
/// use gamecore::base::isqrt::isqrt_u128;
/// assert_eq!(isqrt_u128(0), 0);
/// assert_eq!(isqrt_u128(24), 4);
/// assert_eq!(isqrt_u128(25), 5);
/// assert_eq!(isqrt_u128(u128::MAX), u64::MAX);
/// ```
pub fn isqrt_u128(n: u128) -> u64 {
    // Below 2^64 the same steps run on hardware 64-bit division.
    if let Ok(narrow) = <u64 as std::convert::TryFrom<u128>>::try_from(n) {
        return isqrt_u64(narrow);
    }
    // Start at a power of two that is at least √n: with `bits` significant
    // bits, n < 2^bits ≤ (2^⌈bits/2⌉)². The start is at most 2^64, and every
    // later x stays ≥ ⌊√n⌋ (AM–GM), so x + n/x ≤ 2x ≤ 2^65 never overflows.
    let bits = 128 - n.leading_zeros();
    let mut x: u128 = 1 << ((bits + 1) / 2);
    // Integer Newton: from any x ≥ ⌊√n⌋, y = ⌊(x + ⌊n/x⌋)/2⌋ is ≥ ⌊√n⌋ and
    // smaller than x as long as x > ⌊√n⌋; the first step that does not
    // decrease x therefore starts from x = ⌊√n⌋.
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x as u64;
        }
        x = y;
    }
}

/// The integer square root `⌊√n⌋` of a `u64`.
///
/// # Constraints
/// None: every `u64` is accepted.
///
/// # Complexity
/// `O(log log n)` Newton steps, each one `u64` division; at most about 7.
///
/// # Example
/// ```
/// use gamecore::base::isqrt::isqrt_u64;
/// assert_eq!(isqrt_u64(99), 9);
/// assert_eq!(isqrt_u64(u64::MAX), u32::MAX as u64);
/// ```
pub fn isqrt_u64(n: u64) -> u64 {
    if n < 2 {
        return n;
    }
    // As in `isqrt_u128`: a power-of-two start x ≥ √n (at most 2^32, so
    // x + n/x ≤ 2^33 fits), then integer Newton steps while they decrease.
    let bits = 64 - n.leading_zeros();
    let mut x: u64 = 1 << ((bits + 1) / 2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The defining property of `⌊√n⌋`, checked without the function under
    /// test: r² ≤ n < (r + 1)², with (r + 1)² allowed to exceed `u128`.
    #[track_caller]
    fn assert_is_root(n: u128, r: u64) {
        let r = u128::from(r);
        assert!(r * r <= n, "{r}² > {n}");
        if let Some(next_square) = (r + 1).checked_mul(r + 1) {
            assert!(n < next_square, "({r} + 1)² ≤ {n}");
        }
    }

    #[test]
    fn every_small_value_matches_counting_up() {
        // The root by the definition: walk r up while (r + 1)² ≤ n.
        let mut root = 0u64;
        for n in 0..=200_000u64 {
            while (root + 1) * (root + 1) <= n {
                root += 1;
            }
            assert_eq!(isqrt_u64(n), root, "n={n}");
            assert_eq!(isqrt_u128(u128::from(n)), root, "n={n}");
        }
    }

    #[test]
    fn squares_and_their_neighbours_across_the_whole_range() {
        // r², r² − 1 and r² + 2r (the last value with root r) for r at every
        // power of two, next to it, and at the very top.
        let mut roots: Vec<u64> = Vec::new();
        for shift in 0..64 {
            let p = 1u64 << shift;
            roots.extend([p - 1, p, p + 1, p.wrapping_add(p / 3)]);
        }
        roots.extend([
            u64::MAX,
            u64::MAX - 1,
            3_037_000_499,
            3_037_000_500,
            4_294_967_295,
        ]);
        for r in roots {
            let square = u128::from(r) * u128::from(r);
            assert_eq!(isqrt_u128(square), r, "r={r}");
            if r > 0 {
                assert_eq!(isqrt_u128(square - 1), r - 1, "r={r}");
            }
            let last = square + 2 * u128::from(r);
            assert_eq!(isqrt_u128(last), r, "r={r}");
            if let Some(next) = last.checked_add(1) {
                assert_eq!(isqrt_u128(next), r + 1, "r={r}");
            }
        }
        assert_eq!(isqrt_u128(u128::MAX), u64::MAX);
        assert_eq!(isqrt_u64(u64::MAX), u64::from(u32::MAX));
    }

    #[test]
    fn pseudo_random_values_satisfy_the_definition() {
        // A fixed xorshift sequence, mixed into every magnitude by shifting.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..20_000u32 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let wide = (u128::from(state) << 64 | u128::from(state.rotate_left(i))) >> (i % 128);
            assert_is_root(wide, isqrt_u128(wide));
            assert_is_root(u128::from(state), isqrt_u64(state));
        }
    }
}
