//! The box game of HDU 1729 "Stone Game": a box of capacity `s` holds `c`
//! stones; a move adds `k` stones, `1 ≤ k ≤ c²`, without exceeding `s`.
//!
//! Its Grundy value needs no table: a box reduces to a smaller box.
//!
//! **Reduction.** Let `t` be the largest integer with `t + t² < s`.
//! - If `c > t`, then `c + c² ≥ s`, and the same holds for every larger
//!   count: from each of them every larger count up to `s` is one move away.
//!   The box plays like a Nim pile of `s − c` stones, of value `s − c`.
//! - If `c = t`, every move goes to some `c' ∈ (t, t + t²]`, of value
//!   `s − c' ≥ s − t − t² ≥ 1`: no option has value 0, so the value is 0.
//! - If `c < t`, the value equals that of the box `(t, c)`. By induction on
//!   `t − c`: the options `c' ≤ t` have the same values in both boxes (the
//!   value 0 at `c' = t` by the case above, and by induction below it), and
//!   the extra options `c' ∈ (t, c + c²]` of the larger box have values
//!   `s − c' ≥ s − c − c² > t − c`, more than the number of options of the
//!   smaller box, hence more than its mex: they do not change the mex.
//!
//! A box with `c = 0` has no move (`k ≤ 0`), value 0. Each reduction takes
//! `s` to about `√s`, so a box of any `u64` size needs `O(log log s)` steps.
//! The test `values_match_the_mex_definition` checks the reduction against
//! the Grundy table computed by mex for every box with `s ≤ 300`.

use crate::base::isqrt::isqrt_u64;

/// The largest `t` with `t + t² < s`, for `s ≥ 1`.
fn largest_safe_count(s: u64) -> u64 {
    // t = ⌊√s⌋ has t² ≤ s, so t ≤ 2^32 − 1 and t + t² cannot overflow.
    let mut t = isqrt_u64(s);
    while t + t * t >= s {
        t -= 1;
    }
    t
}

/// The Grundy value of a box of capacity `capacity` holding `count` stones,
/// where a move adds between 1 and `count²` stones without exceeding the
/// capacity; by the reduction in the [module documentation](self).
///
/// # Constraints
/// `count <= capacity`.
///
/// # Panics
/// If `count > capacity`.
///
/// # Complexity
/// `O(log log capacity)` reductions, each an integer square root.
///
/// # Example
/// ```
/// use gamecore::closed::boxes::grundy;
/// // HDU 1729's first sample: boxes (2, 0), (3, 3), (6, 2).
/// assert_eq!([grundy(2, 0), grundy(3, 3), grundy(6, 2)], [0, 0, 4]);
/// // Capacity 6: t = 1 (1 + 1 < 6 ≤ 2 + 4), so count 1 is lost.
/// assert_eq!(grundy(6, 1), 0);
/// assert_eq!(grundy(u64::MAX, u64::MAX - 5), 5);
/// ```
pub fn grundy(capacity: u64, count: u64) -> u64 {
    assert!(
        count <= capacity,
        "boxes::grundy: count {} above capacity {}",
        count,
        capacity
    );
    let mut capacity = capacity;
    loop {
        if count == 0 {
            return 0;
        }
        // count ≥ 1, so capacity ≥ 1 and t exists.
        let t = largest_safe_count(capacity);
        if count > t {
            return capacity - count;
        }
        if count == t {
            return 0;
        }
        capacity = t;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn values_match_the_mex_definition() {
        for capacity in 0..=300u64 {
            // From the full box down: a count's options are all larger.
            let mut values = vec![0u64; capacity as usize + 1];
            for count in (0..=capacity).rev() {
                let options: HashSet<u64> = (1..=count * count)
                    .take_while(|&k| count + k <= capacity)
                    .map(|k| values[(count + k) as usize])
                    .collect();
                values[count as usize] = (0..).find(|v| !options.contains(v)).unwrap();
                assert_eq!(
                    grundy(capacity, count),
                    values[count as usize],
                    "box ({capacity}, {count})"
                );
            }
        }
    }

    #[test]
    fn the_safe_count_is_the_largest() {
        for s in 1..5000u64 {
            let t = largest_safe_count(s);
            assert!(t + t * t < s && (t + 1) + (t + 1) * (t + 1) >= s, "s = {s}");
        }
        for s in [u64::MAX, u64::MAX - 1, 1 << 63, (1 << 32) + 1] {
            let t = largest_safe_count(s);
            assert!(u128::from(t) + u128::from(t) * u128::from(t) < u128::from(s));
            let u = u128::from(t) + 1;
            assert!(u + u * u >= u128::from(s));
        }
    }

    #[test]
    fn huge_boxes_are_exact() {
        // t for 2^64 − 1 is 2^32 − 1 (t + t² = 2^64 − 2^32 < s).
        let s = u64::MAX;
        let t = (1u64 << 32) - 1;
        assert_eq!(grundy(s, t), 0);
        assert_eq!(grundy(s, t + 1), s - t - 1);
        assert_eq!(grundy(s, 0), 0);
        assert_eq!(grundy(s, s), 0);
        // Below t: the box (t, c), and so on.
        assert_eq!(grundy(s, 1000), grundy(t, 1000));
    }

    #[test]
    #[should_panic(expected = "count 4 above capacity 3")]
    fn an_overfull_box_is_refused() {
        grundy(3, 4);
    }
}
