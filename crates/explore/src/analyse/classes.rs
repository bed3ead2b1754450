//! Patterns in a sequence of value classes (any values, numbered in order of
//! first appearance): the apparent period of a table whose values are not
//! numbers, such as `--loopy`'s `∞(A)`.

/// The smallest apparent period of `ids` (value classes, in table order):
/// `(preperiod, period)` with `ids[n] = ids[n + period]` from the preperiod
/// on, at least two periods seen.
pub fn apparent_period(ids: &[usize]) -> Option<(usize, usize)> {
    let len = ids.len();
    (1..=len / 2).find_map(|period| {
        let last_break = (0..len - period).rev().find(|&n| ids[n] != ids[n + period]);
        let pre = last_break.map_or(0, |n| n + 1);
        (pre + 2 * period <= len).then_some((pre, period))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn periods_need_two_repeats() {
        assert_eq!(apparent_period(&[0, 1, 0, 1, 0, 1]), Some((0, 2)));
        assert_eq!(apparent_period(&[5, 0, 1, 0, 1]), Some((1, 2)));
        assert_eq!(apparent_period(&[0, 1, 2]), None);
    }
}
