use super::*;

/// Literal play to the end over the real positions (the numbers left, both
/// totals so far and the mover): the final totals when each player takes
/// the end that gives them the larger final total of their own. It knows
/// nothing of advantages or of the sum being shared.
fn literal_totals(row: &[i64], scores: [i64; 2], mover: usize) -> [i64; 2] {
    if row.is_empty() {
        return scores;
    }
    let last = row.len() - 1;
    let options = [(row[0], &row[1..]), (row[last], &row[..last])];
    options
        .iter()
        .map(|&(taken, left)| {
            let mut next = scores;
            next[mover] += taken;
            literal_totals(left, next, 1 - mover)
        })
        .max_by_key(|result| result[mover])
        .expect("a non-empty row has two options")
}

/// Every row of `len` numbers drawn from `values`.
fn rows(len: usize, values: &[i64]) -> Vec<Vec<i64>> {
    (0..len).fold(vec![vec![]], |rows, _| {
        rows.iter()
            .flat_map(|row| {
                values.iter().map(move |&x| {
                    let mut longer = row.clone();
                    longer.push(x);
                    longer
                })
            })
            .collect()
    })
}

/// Small rows: every row up to length 7 over 1..=3 and up to length 5 over
/// −3..=3 (zero and negative numbers included), and seeded random rows up to
/// length 12 with numbers up to ±10^12.
fn small_rows() -> Vec<Vec<i64>> {
    let mut all = Vec::new();
    for len in 0..=7 {
        all.extend(rows(len, &[1, 2, 3]));
    }
    for len in 0..=5 {
        all.extend(rows(len, &[-3, -2, -1, 0, 1, 2, 3]));
    }
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..300 {
        let len = (next() % 13) as usize;
        let bound = [10, 200, 1_000_000_000, 1_000_000_000_000][(next() % 4) as usize];
        all.push(
            (0..len)
                .map(|_| (next() % (2 * bound + 1)) as i64 - bound as i64)
                .collect(),
        );
    }
    all
}

#[test]
fn advantage_and_totals_agree_with_literal_play() {
    for row in small_rows() {
        let [first, second] = literal_totals(&row, [0, 0], 0);
        assert_eq!(advantage(&row), first - second, "{row:?}");
        assert_eq!(totals(&row), (first, second), "{row:?}");
    }
}

#[test]
fn the_table_values_every_interval_and_its_best_move_reaches_it() {
    for row in small_rows() {
        let table = Table::new(&row);
        assert_eq!(table.len(), row.len());
        let [first, second] = literal_totals(&row, [0, 0], 0);
        assert_eq!(table.value(0, row.len()), first - second, "{row:?}");
        for lo in 0..=row.len() {
            for hi in lo..=row.len() {
                // advantage is literal play's value (the test above).
                assert_eq!(
                    table.value(lo, hi),
                    advantage(&row[lo..hi]),
                    "{row:?} {lo}..{hi}"
                );
                if lo < hi {
                    let through = match table.best_move(lo, hi) {
                        End::Left => row[lo] - table.value(lo + 1, hi),
                        End::Right => row[hi - 1] - table.value(lo, hi - 1),
                    };
                    assert_eq!(through, table.value(lo, hi), "{row:?} {lo}..{hi}");
                }
            }
        }
    }
}

#[test]
fn the_table_and_the_rolling_array_agree_on_long_rows() {
    let mut state = 12345u64;
    for len in [50, 199, 200, 301] {
        let row: Vec<i64> = (0..len)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (state >> 34) as i64 % 1_000_000_000 + 1
            })
            .collect();
        let table = Table::new(&row);
        assert_eq!(table.value(0, len), advantage(&row));
        assert_eq!(table.value(1, len), advantage(&row[1..]));
        assert_eq!(table.value(0, len - 1), advantage(&row[..len - 1]));
    }
}

/// The parity player against every line of the second player's play: the
/// first player's total minus the second's, at the end of each line.
fn parity_outcomes(row: &[i64], parity: Parity) -> Vec<i64> {
    fn walk(row: &[i64], lo: usize, hi: usize, parity: Parity, margin: i64, out: &mut Vec<i64>) {
        if lo == hi {
            out.push(margin);
            return;
        }
        let (taken, lo, hi) = match parity_move(lo, hi, parity) {
            End::Left => (row[lo], lo + 1, hi),
            End::Right => (row[hi - 1], lo, hi - 1),
        };
        // Every reply of the second player.
        walk(row, lo + 1, hi, parity, margin + taken - row[lo], out);
        walk(row, lo, hi - 1, parity, margin + taken - row[hi - 1], out);
    }
    let mut out = Vec::new();
    walk(row, 0, row.len(), parity, 0, &mut out);
    out
}

#[test]
fn the_parity_strategy_never_loses_an_even_row_against_any_reply() {
    for row in small_rows().into_iter().filter(|row| row.len() % 2 == 0) {
        let outcomes = parity_outcomes(&row, parity_choice(&row));
        assert_eq!(outcomes.len(), 1 << (row.len() / 2), "{row:?}");
        // Every line ends the same: the first player has every place of
        // the chosen parity.
        for &margin in &outcomes {
            assert_eq!(margin, parity_margin(&row), "{row:?}");
            assert!(margin >= 0, "{row:?}");
        }
        let [first, second] = literal_totals(&row, [0, 0], 0);
        assert!(first - second >= parity_margin(&row), "{row:?}");
    }
}

#[test]
fn the_other_parity_can_lose_and_an_odd_row_can_be_lost() {
    // 1 5 2 1: odd places hold 6, even ones 3; taking the even ones loses.
    assert_eq!(parity_choice(&[1, 5, 2, 1]), Parity::Odd);
    assert!(
        parity_outcomes(&[1, 5, 2, 1], Parity::Even)
            .iter()
            .all(|&m| m == -3)
    );
    assert_eq!(advantage(&[10, 100, 10]), -80);
}

#[test]
fn exact_at_the_ends_of_i64() {
    let big = i64::MAX / 3;
    assert!(fits_i64(&[big, big, big]));
    assert_eq!(advantage(&[big, big, big]), big);
    assert_eq!(totals(&[big, big, big]), (2 * big, big));
    assert_eq!(advantage(&[-big, -big, -big]), -big);
    assert!(fits_i64(&[i64::MAX]));
    assert_eq!(totals(&[i64::MAX]), (i64::MAX, 0));
    assert_eq!(totals(&[-i64::MAX]), (-i64::MAX, 0));
    assert!(!fits_i64(&[i64::MAX, 1]));
}

#[test]
#[should_panic(expected = "passes i64::MAX")]
fn a_row_past_i64_is_refused() {
    advantage(&[i64::MAX, 1]);
}

#[test]
#[should_panic(expected = "not of even positive length")]
fn the_parity_move_needs_an_even_interval() {
    parity_move(0, 3, Parity::Even);
}
