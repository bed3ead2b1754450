//! The tests of [`Game`], [`sum_moves`], [`ComponentGame`] and [`mex`]: each
//! against its definition.

use super::*;
use std::collections::{HashMap, HashSet};

use itertools::Itertools;

/// The Grundy value by its definition, recursively, with a set for the mex.
fn naive_grundy(state: usize, edges: &[Vec<usize>]) -> u64 {
    let reachable: HashSet<u64> = edges[state]
        .iter()
        .map(|&next| naive_grundy(next, edges))
        .collect();
    (0..).find(|value| !reachable.contains(value)).unwrap()
}

/// A random DAG on `n` states: edges only go from higher to lower numbers.
fn random_dag(seed: &mut u64, n: usize) -> Vec<Vec<usize>> {
    let mut next = || {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (*seed >> 33) as usize
    };
    (0..n)
        .map(|state| (0..state).filter(|_| next() % 3 == 0).collect())
        .collect()
}

#[test]
fn grundy_and_outcomes_match_the_definitions_on_random_dags() {
    let mut seed = 1874;
    for _ in 0..300 {
        let n = 1 + random_dag(&mut seed, 1)[0].len() + (seed % 12) as usize;
        let edges = random_dag(&mut seed, n);
        let mut game = Game::new(|&state: &usize| edges[state].clone());
        for state in (0..n).rev() {
            let value = naive_grundy(state, &edges);
            assert_eq!(game.grundy(&state), value, "{edges:?}");
            assert_eq!(game.wins(&state), value != 0, "{edges:?}");
        }
    }
}

#[test]
fn misere_terminal_positions_are_wins() {
    // A chain n → n − 1 → … → 0: under misère play the player facing 0
    // cannot move and wins, so the player facing 1 must move there and loses.
    let mut chain = Game::new(|&n: &u32| n.checked_sub(1));
    let wins: Vec<bool> = (0..6).map(|n| chain.wins_misere(&n)).collect();
    assert_eq!(wins, [true, false, true, false, true, false]);
    let normal: Vec<bool> = (0..6).map(|n| chain.wins(&n)).collect();
    assert_eq!(normal, [false, true, false, true, false, true]);
}

#[test]
fn misere_nim_matches_bouton_with_the_all_ones_exception() {
    // Misère Nim (Bouton): with a pile of 2 or more the player to move
    // wins iff the nim-sum is non-zero; with all piles ≤ 1, iff the number
    // of 1-piles is even (`rules::nim::wins_misere_by_bouton`).
    let nim = |&pile: &u64| (0..pile).map(|left| vec![left]).collect::<Vec<_>>();
    let mut game = Game::new(|piles: &Vec<u64>| sum_moves(piles, nim));
    for piles in (0..3).map(|_| 0u64..5).multi_cartesian_product() {
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        let expected = crate::rules::nim::wins_misere_by_bouton(&piles);
        assert_eq!(game.wins_misere(&sorted), expected, "{piles:?}");
    }
}

#[test]
fn sum_moves_treat_equal_parts_once_and_drop_used_up_parts() {
    let take_one = |&pile: &u8| vec![if pile > 1 { vec![pile - 1] } else { vec![] }];
    assert_eq!(sum_moves(&[1, 1, 2], take_one), [vec![1, 1, 1], vec![1, 2]]);
    let split = |&pile: &u8| vec![vec![pile / 2, pile - pile / 2]];
    assert_eq!(sum_moves(&[3], split), [vec![1, 2]]);
}

#[test]
fn sums_have_the_xor_of_their_parts_values() {
    // Sprague–Grundy: a sum's value is the XOR of its components'.
    let take_1_or_2 = |&pile: &u8| {
        (1..=2.min(pile))
            .map(|take| {
                if pile > take {
                    vec![pile - take]
                } else {
                    vec![]
                }
            })
            .collect::<Vec<_>>()
    };
    let mut sum = Game::new(|piles: &Vec<u8>| sum_moves(piles, take_1_or_2));
    for piles in (0..3).map(|_| 1u8..7).multi_cartesian_product() {
        let sorted: Vec<u8> = piles.iter().copied().sorted().collect();
        let xor = piles.iter().fold(0, |x, &p| x ^ u64::from(p % 3));
        assert_eq!(sum.grundy(&sorted), xor, "{piles:?}");
    }
}

#[test]
fn each_position_is_expanded_once_per_evaluation() {
    let mut calls: HashMap<u32, usize> = HashMap::new();
    {
        let mut game = Game::new(|&n: &u32| {
            *calls.entry(n).or_default() += 1;
            (1..=3.min(n)).map(move |take| n - take)
        });
        for n in 0..50 {
            assert_eq!(game.wins(&n), n % 4 != 0);
        }
    }
    assert_eq!(calls.len(), 50);
    assert!(calls.values().all(|&n_calls| n_calls == 1), "{calls:?}");
}

#[test]
fn a_win_is_settled_by_its_first_lost_option() {
    // From n > 0 the options are 0 (lost: no move) and n − 1. The first
    // settles every win, so n − 1 is never expanded.
    let mut expanded: Vec<u32> = Vec::new();
    let mut game = Game::new(|&n: &u32| {
        expanded.push(n);
        if n == 0 { vec![] } else { vec![0, n - 1] }
    });
    assert!(game.wins(&100));
    drop(game);
    assert_eq!(expanded, [100, 0]);
    // Grundy values need every option: 100 → {0, 99} → … expands all.
    let mut n_expanded = 0;
    let mut game = Game::new(|&n: &u32| {
        n_expanded += 1;
        if n == 0 { vec![] } else { vec![0, n - 1] }
    });
    assert_eq!(game.grundy(&100), 2);
    drop(game);
    assert_eq!(n_expanded, 101);
}

#[test]
fn deep_games_need_no_deep_stack() {
    // A chain of 200 000 moves on a thread with a 64 KiB stack: a
    // recursive search would overflow it after a few hundred levels.
    let worker = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let mut game =
                Game::new(|&n: &u32| [n.checked_sub(1), n.checked_sub(2)].into_iter().flatten());
            (
                game.grundy(&200_000),
                game.grundy(&199_998),
                game.wins_misere(&200_000),
            )
        })
        .unwrap();
    assert_eq!(worker.join().unwrap(), (2, 0, true));
}

/// 0 → 1 → 2 → 0 is a cycle; 5 → 4 → 3 hangs off nothing; 6 → 0 reaches it.
fn cyclic(state: &u8) -> Vec<u8> {
    match *state {
        0 => vec![1],
        1 => vec![2],
        2 => vec![0, 3],
        5 => vec![4],
        4 => vec![3],
        6 => vec![3, 0],
        7 => vec![7],
        _ => vec![],
    }
}

#[test]
#[should_panic(expected = "a position can reach itself")]
fn a_cycle_is_reported() {
    Game::new(cyclic).grundy(&6);
}

#[test]
#[should_panic(expected = "a position can reach itself")]
fn a_self_loop_is_reported() {
    Game::new(cyclic).wins(&7);
}

#[test]
fn a_game_survives_a_caught_cycle_panic() {
    let mut game = Game::new(cyclic);
    assert_eq!(game.grundy(&5), 0);
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.grundy(&6)));
    assert!(caught.is_err());
    assert_eq!(game.grundy(&4), 1);
}

#[test]
fn mex_is_the_least_missing_value() {
    assert_eq!(mex([]), 0);
    assert_eq!(mex([1, 2]), 0);
    assert_eq!(mex([2, 0, 1, 1, 4]), 3);
}
/// Lasker's Nim as components: take any number from a heap, or split it
/// into two non-empty heaps.
fn lasker(&heap: &u8) -> Vec<Vec<u8>> {
    let mut options: Vec<Vec<u8>> = (1..heap).map(|left| vec![left]).collect();
    if heap > 0 {
        options.push(vec![]);
    }
    options.extend((1..=heap / 2).map(|a| vec![a, heap - a]));
    options
}

#[test]
fn component_values_match_whole_position_search() {
    // The sum theorem checked, not assumed: whole positions searched by
    // `Game` over `sum_moves` have the XOR of the components' values.
    let mut whole = Game::new(|heaps: &Vec<u8>| sum_moves(heaps, lasker));
    let mut parts = ComponentGame::new(lasker);
    for heaps in (0..3).map(|_| 1u8..9).multi_cartesian_product() {
        let sorted: Vec<u8> = heaps.iter().copied().sorted().collect();
        assert_eq!(
            parts.grundy_of_sum(&heaps),
            whole.grundy(&sorted),
            "{heaps:?}"
        );
    }
    // Lasker's values: 4k+1, 4k+2 keep their size; 4k+3 and 4k+4 swap.
    let values: Vec<u64> = (1..=12).map(|heap| parts.grundy(&heap)).collect();
    assert_eq!(values, [1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]);
}

#[test]
fn component_values_on_random_dags_match_the_definition() {
    // Options of state s: each a multiset of smaller states (maybe empty).
    let mut seed = 1112;
    for _ in 0..100 {
        let n = 1 + (random_dag(&mut seed, 2)[1].len() * 7) % 9 + (seed % 5) as usize;
        let edges = random_dag(&mut seed, n);
        let options: Vec<Vec<Vec<usize>>> = (0..n)
            .map(|state| {
                (0..edges[state].len() + 1)
                    .map(|k| edges[state].iter().copied().take(k).collect())
                    .collect()
            })
            .collect();
        let mut naive = vec![0u64; n];
        for state in 0..n {
            let reached: HashSet<u64> = options[state]
                .iter()
                .map(|parts| parts.iter().fold(0, |acc, &p| acc ^ naive[p]))
                .collect();
            naive[state] = (0..).find(|v| !reached.contains(v)).unwrap();
        }
        let mut game = ComponentGame::new(|&state: &usize| options[state].clone());
        for state in (0..n).rev() {
            assert_eq!(game.grundy(&state), naive[state], "{options:?}");
        }
    }
}

#[test]
fn deep_components_need_no_deep_stack() {
    let worker = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            // n → n − 1 alone, or split into n − 1 and n − 2.
            let mut game = ComponentGame::new(|&n: &u32| match n {
                0 => vec![],
                1 => vec![vec![0]],
                _ => vec![vec![n - 1], vec![n - 1, n - 2]],
            });
            game.grundy(&200_000)
        })
        .unwrap();
    // The same values by the definition, bottom up.
    let mut naive = vec![0u64, 1];
    for n in 2..=200_000usize {
        let options = [naive[n - 1], naive[n - 1] ^ naive[n - 2]];
        naive.push(mex(options));
    }
    assert_eq!(worker.join().unwrap(), naive[200_000]);
}

#[test]
#[should_panic(expected = "a position can reach itself")]
fn a_component_cycle_is_reported() {
    // 3 splits into 1 and 2; 2 splits into 3 and 0.
    let mut game = ComponentGame::new(|&n: &u8| match n {
        3 => vec![vec![1, 2]],
        2 => vec![vec![3, 0]],
        _ => vec![],
    });
    game.grundy(&3);
}
