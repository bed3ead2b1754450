//! Square turning (Codeforces 1906 G *Grid Game 2*): choosing a black cell
//! `(r, c)` toggles the `m × m` square of cells `(r − x, c − y)`,
//! `0 ≤ x, y < m = min(r, c)`, whose far corner is `(r, c)`. Who cannot
//! choose (no black cell) loses.
//!
//! **Coin turning.** The chosen cell is the largest of the toggled ones in
//! both coordinates and goes from black to white, so this is a coin-turning
//! game (Winning Ways, ch. 14): a position is worth the XOR of the values of
//! its black cells, and a cell's value is the mex over its one move of the
//! XOR of the other cells of its square. With a single option, every value
//! is 0 or 1, and `g(r, c) = 1` exactly when the other cells of the square
//! XOR to 0: **every square's values XOR to 1**.
//!
//! **Closed form** (proved here). Let `S(r, c)` be the XOR of `g` over
//! `[1, r] × [1, c]` (`S = 0` when `r` or `c` is 0). For `r ≤ c` the square
//! of `(r, c)` is `[1, r] × [c − r + 1, c]`, so `S(r, c) ⊕ S(r, c − r) = 1`;
//! likewise `S(r, c) ⊕ S(r − c, c) = 1` for `r ≥ c`. So `S(r, c)` is the
//! parity of the number of steps of the subtractive Euclidean algorithm from
//! `(r, c)` to a zero coordinate: the sum of the partial quotients of the
//! continued fraction of `r / c` ([`quotient_sum_is_odd`]); and
//! `g(r, c) = S(r, c) ⊕ S(r − 1, c) ⊕ S(r, c − 1) ⊕ S(r − 1, c − 1)`
//! ([`cell_value`]). Nim multiplication, the tool of product games (HDU 3404),
//! is not needed: the square's side depends on both coordinates, so this is
//! not a product of one-dimensional games.
//!
//! # Example
//! ```
//! use gamecore::sg::square_turning::cell_value;
//! // Codeforces 1906G's second sample: (2, 2) alone is worth 0.
//! assert_eq!(cell_value(2, 2), 0);
//! // The first: (2, 3) and (2, 4) together are worth 1.
//! assert_eq!(cell_value(2, 3) ^ cell_value(2, 4), 1);
//! ```

/// Whether the sum of the partial quotients of `r / c` (the number of
/// subtractive Euclid steps until a coordinate is 0) is odd: `S(r, c)` of
/// the module doc. `false` when `r` or `c` is 0.
///
/// # Complexity
/// `O(log min(r, c))` divisions.
///
/// # Example
/// ```
/// use gamecore::sg::square_turning::quotient_sum_is_odd;
/// // 5 / 3 = [1; 1, 2]: 1 + 1 + 2 = 4 steps.
/// assert!(!quotient_sum_is_odd(5, 3));
/// assert!(quotient_sum_is_odd(7, 7)); // one step
/// ```
pub fn quotient_sum_is_odd(r: u64, c: u64) -> bool {
    // Coordinates below 2^32 (every judge's) divide faster in 32 bits.
    let narrow = u64::from(u32::MAX);
    if r <= narrow && c <= narrow {
        return quotient_parity(r as u32, c as u32);
    }
    quotient_parity(r, c)
}

/// [`quotient_sum_is_odd`] in any unsigned width. A quotient of 1 (the most
/// common) is found by one subtraction, without a division.
fn quotient_parity<T>(mut r: T, mut c: T) -> bool
where
    T: Copy
        + PartialOrd
        + std::ops::Sub<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>
        + From<u8>,
{
    let (zero, one, two) = (T::from(0), T::from(1), T::from(2));
    let mut odd = false;
    while r != zero && c != zero {
        let (small, large) = if r <= c { (r, c) } else { (c, r) };
        let rest = large - small;
        let (q_odd, rest) = if rest < small {
            (true, rest)
        } else {
            (large / small % two == one, large % small)
        };
        odd ^= q_odd;
        if r <= c {
            c = rest;
        } else {
            r = rest;
        }
    }
    odd
}

/// The value (0 or 1) of a single black cell `(r, c)`, rows and columns
/// from 1; 0 off the grid (`r` or `c` is 0: no move).
///
/// # Complexity
/// Four [`quotient_sum_is_odd`]: `O(log min(r, c))`; below 2^32 the four
/// run side by side, a division each per step.
///
/// # Example
/// ```
/// use gamecore::sg::square_turning::cell_value;
/// let row: Vec<u64> = (1..=8).map(|c| cell_value(3, c)).collect();
/// assert_eq!(row, [1, 1, 0, 0, 0, 1, 1, 1]);
/// ```
pub fn cell_value(r: u64, c: u64) -> u64 {
    if r == 0 || c == 0 {
        return 0;
    }
    let narrow = u64::from(u32::MAX);
    if r <= narrow && c <= narrow {
        let (r, c) = (r as u32, c as u32);
        return u64::from(quotient_parity_xor4([
            (r, c),
            (r - 1, c),
            (r, c - 1),
            (r - 1, c - 1),
        ]));
    }
    let s = |r, c| u64::from(quotient_sum_is_odd(r, c));
    s(r, c) ^ s(r - 1, c) ^ s(r, c - 1) ^ s(r - 1, c - 1)
}

/// The XOR of [`quotient_sum_is_odd`] over four pairs, run side by side:
/// the four Euclid runs are independent, so their divisions overlap in the
/// divider's pipeline instead of waiting on each other, and a step has no
/// branch to mispredict (a finished run divides by 1 and stays at (0, 0)).
fn quotient_parity_xor4(pairs: [(u32, u32); 4]) -> u32 {
    let mut large = [0u32; 4];
    let mut small = [0u32; 4];
    for (lane, &(r, c)) in pairs.iter().enumerate() {
        large[lane] = r.max(c);
        small[lane] = r.min(c);
    }
    let mut odd = 0;
    while small != [0; 4] {
        for lane in 0..4 {
            let (a, b) = (large[lane], small[lane]);
            let running = u32::from(b != 0);
            let divisor = b | (1 - running);
            let q = a / divisor;
            // A run that just ended (b = 0) divided a by 1: not a step;
            // it leaves (0, 0), where every later step is 0 / 1.
            odd ^= q & running;
            large[lane] = b;
            small[lane] = a - q * divisor;
        }
    }
    odd & 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_values_match_the_mex_of_the_move() {
        const N: usize = 48;
        let mut g = vec![vec![0u64; N + 1]; N + 1];
        for r in 1..=N {
            for c in 1..=N {
                let side = r.min(c);
                let mut others = 0;
                for x in 0..side {
                    for y in 0..side {
                        if (x, y) != (0, 0) {
                            others ^= g[r - x][c - y];
                        }
                    }
                }
                // The mex of the single option's value.
                g[r][c] = u64::from(others == 0);
                assert_eq!(cell_value(r as u64, c as u64), g[r][c], "({r}, {c})");
            }
        }
    }

    #[test]
    fn the_four_runs_side_by_side_match_one_at_a_time() {
        // A fixed xorshift sequence of cells up to 2^32 − 1, the 32-bit
        // lanes' widest, with the edges of the range among them.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let top = u64::from(u32::MAX);
        let mut cells = vec![(1, 1), (1, top), (top, 1), (top, top), (top - 1, top)];
        for _ in 0..20_000 {
            let bits = next() % 33;
            let r = 1 + next() % (1u64 << bits).min(top);
            let c = 1 + next() % (1u64 << (next() % 33)).min(top);
            cells.push((r.min(top), c.min(top)));
        }
        for (r, c) in cells {
            let s = |r, c| u64::from(quotient_parity(r, c));
            let one_at_a_time = s(r, c) ^ s(r - 1, c) ^ s(r, c - 1) ^ s(r - 1, c - 1);
            assert_eq!(cell_value(r, c), one_at_a_time, "({r}, {c})");
        }
    }

    #[test]
    fn the_widest_cells_stay_exact() {
        let top = u64::MAX;
        // (top, top): one step; (top, top − 1): 1 + (top − 1) steps, odd;
        // (top, 2): (top − 1) / 2 + 2 steps, odd too.
        assert!(quotient_sum_is_odd(top, top));
        assert!(quotient_sum_is_odd(top, top - 1));
        assert!(quotient_sum_is_odd(top, 2));
        assert!(cell_value(top, top) <= 1);
        assert_eq!(cell_value(top, 0), 0);
    }
}
