use super::*;
use std::collections::HashMap;

/// A small deterministic generator (xorshift), so the tests need no crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

/// The coin game played literally: the mover's advantage (own total minus
/// the other's) from the coins `row[from..]` with a take of 1 to `limit`
/// allowed, by trying every take.
fn coin_advantage(
    row: &[i64],
    from: usize,
    limit: usize,
    memo: &mut HashMap<(usize, usize), i64>,
) -> i64 {
    if from == row.len() {
        return 0;
    }
    let limit = limit.min(row.len() - from);
    if let Some(&value) = memo.get(&(from, limit)) {
        return value;
    }
    let mut best = i64::MIN;
    let mut taken = 0;
    for take in 1..=limit {
        taken += row[from + take - 1];
        best = best.max(taken - coin_advantage(row, from + take, 2 * take, memo));
    }
    memo.insert((from, limit), best);
    best
}

/// The first player's total, literally: all coins are taken, so it is
/// (Σ + advantage) / 2.
fn literal_coin_total(row: &[i64]) -> i64 {
    let advantage = coin_advantage(row, 0, 2, &mut HashMap::new());
    (row.iter().sum::<i64>() + advantage) / 2
}

/// Financiers Game played literally over (papers left `row[lo..hi]`, the
/// other's last take, Igor to move): Igor maximises, Zhenya minimises
/// Igor's total minus Zhenya's.
fn financiers(
    row: &[i64],
    (lo, hi, last, igor): (usize, usize, usize, bool),
    memo: &mut HashMap<(usize, usize, usize, bool), i64>,
) -> i64 {
    if let Some(&value) = memo.get(&(lo, hi, last, igor)) {
        return value;
    }
    let mut outcomes = Vec::new();
    for take in [last, last + 1] {
        if take > hi - lo {
            continue;
        }
        let outcome = if igor {
            let gain: i64 = row[lo..lo + take].iter().sum();
            gain + financiers(row, (lo + take, hi, take, false), memo)
        } else {
            let loss: i64 = row[hi - take..hi].iter().sum();
            financiers(row, (lo, hi - take, take, true), memo) - loss
        };
        outcomes.push(outcome);
    }
    let value = if igor {
        outcomes.into_iter().max()
    } else {
        outcomes.into_iter().min()
    }
    .unwrap_or(0);
    memo.insert((lo, hi, last, igor), value);
    value
}

fn literal_margin(row: &[i64]) -> i64 {
    financiers(row, (0, row.len(), 1, true), &mut HashMap::new())
}

/// Every row of length ≤ `max_len` over `values`.
fn every_row(values: &[i64], max_len: usize) -> Vec<Vec<i64>> {
    let mut rows = vec![vec![]];
    let mut last = vec![vec![]];
    for _ in 0..max_len {
        let mut next = Vec::new();
        for row in &last {
            for &value in values {
                let mut longer: Vec<i64> = row.clone();
                longer.push(value);
                next.push(longer);
            }
        }
        rows.extend(next.iter().cloned());
        last = next;
    }
    rows
}

#[test]
fn coin_totals_match_literal_play_on_every_small_row() {
    for row in every_row(&[-2, 0, 1, 3], 8) {
        assert_eq!(up_to_twice_total(&row), literal_coin_total(&row), "{row:?}");
    }
}

#[test]
fn coin_totals_match_literal_play_on_random_rows() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..300 {
        let len = rng.range(0, 60) as usize;
        // Every third row has values near 10^15, so its cells are 64-bit.
        let span = if round % 3 == 0 {
            1_000_000_000_000_000
        } else {
            100_000
        };
        let row: Vec<i64> = (0..len).map(|_| rng.range(-span / 4, span)).collect();
        assert_eq!(up_to_twice_total(&row), literal_coin_total(&row), "{row:?}");
    }
}

#[test]
fn cells_switch_to_64_bits_exactly_past_i32() {
    // Σ|c| = 2^31 − 1 keeps 32-bit cells, 2^31 needs 64: both exact.
    let top = i64::from(i32::MAX);
    for row in [vec![top - 2, 1, 1], vec![top - 1, 1, 1], vec![1, top, 1]] {
        assert_eq!(up_to_twice_total(&row), literal_coin_total(&row), "{row:?}");
    }
}

#[test]
fn row_starts_leave_room_for_every_kept_column() {
    // Row r keeps ⌈r/2⌉ cells (1 for r = 0), rows laid end to end.
    let mut start = 0;
    for rest in 0..200 {
        assert_eq!(row_start(rest), start, "rest={rest}");
        start += if rest == 0 { 1 } else { rest - rest / 2 };
    }
}

#[test]
fn margins_match_literal_play_on_every_small_row() {
    for row in every_row(&[-3, 0, 2], 9) {
        assert_eq!(k_or_next_margin(&row), literal_margin(&row), "{row:?}");
    }
}

#[test]
fn margins_match_literal_play_on_random_rows() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for round in 0..200 {
        let len = rng.range(0, 120) as usize;
        let span = if round % 4 == 0 {
            1_000_000_000_000
        } else {
            100_000
        };
        let row: Vec<i64> = (0..len).map(|_| rng.range(-span, span)).collect();
        assert_eq!(k_or_next_margin(&row), literal_margin(&row), "{row:?}");
    }
}

/// Every state of Financiers Game reached by literal play from the start on
/// `n` papers, as (l, r, last take, Igor to move), where a move is left.
fn reachable_with_a_move(n: usize) -> Vec<(usize, usize, usize, bool)> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![(0usize, 0usize, 1usize, true)];
    let mut found = Vec::new();
    while let Some(state) = stack.pop() {
        if !seen.insert(state) {
            continue;
        }
        let (l, r, last, igor) = state;
        let left = n - l - r;
        if left >= last {
            found.push(state);
        }
        for take in [last, last + 1] {
            if take <= left {
                stack.push(if igor {
                    (l + take, r, take, false)
                } else {
                    (l, r + take, take, true)
                });
            }
        }
    }
    found
}

#[test]
fn the_take_and_side_bounds_hold_in_literal_play() {
    for n in 0..=160 {
        let top = k_or_next_largest_take(n);
        let states = reachable_with_a_move(n);
        // The bound is reached on most n, never passed.
        assert!(states.iter().all(|&(_, _, last, _)| last <= top), "n={n}");
        for &(l, r, last, igor) in &states {
            if igor {
                // At Igor's turn: 0 ≤ r − l < last, and at least
                // last(last + 1)/2 − 1 papers gone (0 at the start).
                assert!(r >= l && r - l < last, "n={n} {:?}", (l, r, last));
                let gone_at_least = if last == 1 {
                    0
                } else {
                    last * (last + 1) / 2 - 1
                };
                assert!(l + r >= gone_at_least, "n={n} {:?}", (l, r, last));
            }
        }
    }
    assert_eq!(k_or_next_largest_take(4000), 87);
}

#[test]
#[should_panic(expected = "must fit in i64")]
fn a_sum_past_i64_is_refused() {
    up_to_twice_total(&[i64::MAX, 1]);
}
