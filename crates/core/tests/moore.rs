//! `gamecore::closed::moore` against literal play of Nim_k (every way to take from
//! 1 to k heaps, searched with a memo) on all small positions, and its
//! counts against enumeration.

use std::collections::HashMap;

use gamecore::closed::moore::{is_lost, lost_tuples_by_sum, won_pair_layouts};

/// Does the player to move win Nim_k on `heaps` (sorted), by literal play?
fn literal_wins(heaps: Vec<u64>, k: usize, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(&heaps) {
        return known;
    }
    // Every vector of takes (0 or more from each heap), 1 to k of them
    // positive.
    let n = heaps.len();
    let mut takes = vec![0u64; n];
    let mut wins = false;
    'all: loop {
        let mut i = 0;
        loop {
            if i == n {
                break 'all;
            }
            if takes[i] < heaps[i] {
                takes[i] += 1;
                break;
            }
            takes[i] = 0;
            i += 1;
        }
        let n_taken = takes.iter().filter(|&&t| t > 0).count();
        if n_taken == 0 || n_taken > k {
            continue;
        }
        let mut next: Vec<u64> = heaps.iter().zip(&takes).map(|(h, t)| h - t).collect();
        next.sort_unstable();
        if !literal_wins(next, k, memo) {
            wins = true;
            break;
        }
    }
    memo.insert(heaps, wins);
    wins
}

#[test]
fn moores_theorem_matches_literal_play_on_small_positions() {
    for k in 1..=4 {
        let mut memo = HashMap::new();
        for n_heaps in 1..=5usize {
            let max = if n_heaps <= 3 { 7 } else { 3 };
            let mut heaps = vec![0u64; n_heaps];
            loop {
                let mut sorted = heaps.clone();
                sorted.sort_unstable();
                assert_eq!(
                    literal_wins(sorted, k, &mut memo),
                    !is_lost(&heaps, k),
                    "k = {k}, heaps {heaps:?}"
                );
                let mut i = 0;
                while i < n_heaps && heaps[i] == max {
                    heaps[i] = 0;
                    i += 1;
                }
                if i == n_heaps {
                    break;
                }
                heaps[i] += 1;
            }
        }
    }
}

#[test]
fn lost_tuples_are_counted_by_enumeration() {
    for n_heaps in 1..=4usize {
        for k in 1..=4 {
            let max_sum = 12;
            let mut expected = vec![0u64; max_sum + 1];
            let mut heaps = vec![0u64; n_heaps];
            loop {
                let sum: u64 = heaps.iter().sum();
                if sum as usize <= max_sum && is_lost(&heaps, k) {
                    expected[sum as usize] += 1;
                }
                let mut i = 0;
                while i < n_heaps && heaps[i] == max_sum as u64 {
                    heaps[i] = 0;
                    i += 1;
                }
                if i == n_heaps {
                    break;
                }
                heaps[i] += 1;
            }
            assert_eq!(
                lost_tuples_by_sum(n_heaps, k, max_sum, 1_000_000_007),
                expected
            );
            // A small modulus reduces every count.
            let reduced: Vec<u64> = expected.iter().map(|c| c % 7).collect();
            assert_eq!(lost_tuples_by_sum(n_heaps, k, max_sum, 7), reduced);
        }
    }
}

#[test]
fn won_layouts_are_counted_by_enumeration() {
    // Every layout of 2·pairs pieces on n cells, its gaps tested by Moore.
    for n in 2..=11usize {
        for pairs in 1..=n / 2 {
            for k in 1..=3 {
                let mut won = 0u64;
                for cells in 0u32..1 << n {
                    if cells.count_ones() as usize != 2 * pairs {
                        continue;
                    }
                    let positions: Vec<u64> =
                        (0..n as u64).filter(|&c| cells >> c & 1 == 1).collect();
                    let gaps: Vec<u64> = positions.chunks(2).map(|p| p[1] - p[0] - 1).collect();
                    if !is_lost(&gaps, k) {
                        won += 1;
                    }
                }
                assert_eq!(
                    won_pair_layouts(n, pairs, k, 1_000_000_007),
                    won,
                    "n {n}, pairs {pairs}, k {k}"
                );
            }
        }
    }
}
