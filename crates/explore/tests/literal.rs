//! The literal sum search (`explore::literal`: misère outcomes, misère
//! Grundy values, remoteness) against independent brute forces written
//! here: Bouton's misère rule for Nim, `play::Game`'s misère outcomes over
//! `play::sum_moves`, a mex loop with the misère terminal value, and a
//! recursive remoteness search over sorted heap lists.

use std::collections::HashMap;

use explore::engines::literal::{Convention, Outcome, Search, Stop};

fn nim(n: &u64) -> Vec<Vec<u64>> {
    (0..*n).map(|m| vec![m]).collect()
}

fn s12(n: &u64) -> Vec<Vec<u64>> {
    (1..=2).filter(|&k| k <= *n).map(|k| vec![n - k]).collect()
}

/// Dawson's Kayles (0.07): take two, leaving up to two heaps.
fn dawson(n: &u64) -> Vec<Vec<u64>> {
    if *n < 2 {
        return Vec::new();
    }
    (0..=n - 2).map(|a| vec![a, n - 2 - a]).collect()
}

/// Lasker's Nim: take any number, or split into two non-empty heaps.
fn lasker(n: &u64) -> Vec<Vec<u64>> {
    let mut options: Vec<Vec<u64>> = (0..*n).map(|m| vec![m]).collect();
    options.extend((1..=n / 2).map(|a| vec![a, n - a]));
    options
}

/// Every multiset of `count` heaps of at most `max` each.
fn multisets(count: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..count {
        let mut next = Vec::new();
        for s in &all {
            let low = s.last().copied().unwrap_or(0);
            for h in low..=max {
                let mut t = s.clone();
                t.push(h);
                next.push(t);
            }
        }
        all.extend(next.clone());
        all = dedup(all);
    }
    all
}

fn dedup(mut v: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    v.sort();
    v.dedup();
    v
}

/// Bouton's misère rule: the player to move wins misère Nim exactly when
/// some heap is at least 2 and the XOR is not 0, or every heap is at most 1
/// and the number of 1s is even.
fn bouton_misere_wins(heaps: &[u64]) -> bool {
    let x = heaps.iter().fold(0, |a, &h| a ^ h);
    if heaps.iter().any(|&h| h >= 2) {
        x != 0
    } else {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
    }
}

fn literal_misere(
    rule: fn(&u64) -> Vec<Vec<u64>>,
) -> play::Game<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>> {
    play::Game::new(move |heaps: &Vec<u64>| play::sum_moves(heaps, rule))
}

#[test]
fn misere_nim_by_bouton_and_by_literal_play() {
    let mut search = Search::new(Convention::Misere);
    let mut game = literal_misere(nim);
    for heaps in multisets(4, 6) {
        let got = search.outcome(&heaps, &mut nim).unwrap().won;
        assert_eq!(got, bouton_misere_wins(&heaps), "{heaps:?}");
        assert_eq!(got, game.wins_misere(&heaps), "{heaps:?}");
    }
    // The empty sum: the player to move cannot move, and wins.
    assert!(search.outcome(&[], &mut nim).unwrap().won);
}

#[test]
fn misere_outcomes_of_splitting_rules_by_literal_play() {
    for rule in [dawson as fn(&u64) -> Vec<Vec<u64>>, lasker] {
        let mut search = Search::new(Convention::Misere);
        let mut game = literal_misere(rule);
        for n in 0..=24u64 {
            let got = search.outcome(&[n], &mut |h: &u64| rule(h)).unwrap().won;
            assert_eq!(got, game.wins_misere(&vec![n]), "heap {n}");
        }
        for heaps in multisets(3, 9) {
            let got = search.outcome(&heaps, &mut |h: &u64| rule(h)).unwrap().won;
            let mut sorted = heaps.clone();
            sorted.sort();
            assert_eq!(got, game.wins_misere(&sorted), "{heaps:?}");
        }
        assert!(search.splits());
        assert_eq!(
            search.misere_grundy(&9, &mut |h: &u64| rule(h)).unwrap(),
            None
        );
        // Outcomes only (the table's search): the same outcomes, on fewer
        // positions.
        let mut fast = Search::outcomes_only(Convention::Misere, 1 << 20);
        for n in (0..=24u64).rev() {
            let got = fast.outcome(&[n], &mut |h: &u64| rule(h)).unwrap().won;
            assert_eq!(got, game.wins_misere(&vec![n]), "heap {n}");
        }
        for heaps in multisets(3, 9) {
            let got = fast.outcome(&heaps, &mut |h: &u64| rule(h)).unwrap().won;
            let mut sorted = heaps.clone();
            sorted.sort();
            assert_eq!(got, game.wins_misere(&sorted), "{heaps:?}");
        }
        assert!(
            fast.sums() <= search.sums(),
            "{} > {}",
            fast.sums(),
            search.sums()
        );
    }
}

/// Misère Grundy values by a mex loop: 1 with no move, else the mex.
fn misere_mex(rule: fn(&u64) -> Vec<Vec<u64>>, upto: u64) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=upto {
        let options = rule(&n);
        if options.is_empty() {
            g.push(1);
            continue;
        }
        let seen: Vec<u32> = options
            .iter()
            .map(|o| match o.as_slice() {
                [] => 1,
                [m] => g[*m as usize],
                _ => unreachable!("no split"),
            })
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

#[test]
fn misere_grundy_values_of_rules_that_never_split() {
    let s134 = |n: &u64| -> Vec<Vec<u64>> {
        [1, 3, 4]
            .iter()
            .filter(|&&k| k <= *n)
            .map(|&k| vec![n - k])
            .collect()
    };
    for rule in [nim as fn(&u64) -> Vec<Vec<u64>>, s12, s134] {
        let want = misere_mex(rule, 60);
        let mut search = Search::new(Convention::Misere);
        for n in 0..=60u64 {
            let got = search.misere_grundy(&n, &mut |h: &u64| rule(h)).unwrap();
            assert_eq!(got, Some(want[n as usize]), "heap {n}");
            // A P-position exactly when the value is 0.
            let won = search.outcome(&[n], &mut |h: &u64| rule(h)).unwrap().won;
            assert_eq!(won, want[n as usize] != 0, "heap {n}");
        }
        assert!(!search.splits());
    }
    // Misère Nim: G⁻(0) = 1, G⁻(1) = 0, G⁻(n) = n from 2 on.
    let mut search = Search::new(Convention::Misere);
    let values: Vec<u32> = (0..8u64)
        .map(|n| search.misere_grundy(&n, &mut nim).unwrap().unwrap())
        .collect();
    assert_eq!(values, [1, 0, 2, 3, 4, 5, 6, 7]);
}

/// Remoteness by its definition, recursively over sorted heap lists (heaps
/// without a move kept: they change nothing).
fn brute_remoteness(
    rule: fn(&u64) -> Vec<Vec<u64>>,
    misere: bool,
    heaps: Vec<u64>,
    memo: &mut HashMap<Vec<u64>, (bool, u32)>,
) -> (bool, u32) {
    if let Some(&r) = memo.get(&heaps) {
        return r;
    }
    let options = play::sum_moves(&heaps, rule);
    let r = if options.is_empty() {
        (misere, 0)
    } else {
        let outcomes: Vec<(bool, u32)> = options
            .into_iter()
            .map(|o| brute_remoteness(rule, misere, o, memo))
            .collect();
        let lost: Vec<u32> = outcomes.iter().filter(|o| !o.0).map(|o| o.1).collect();
        match lost.iter().min() {
            Some(&fastest) => (true, fastest + 1),
            None => (false, 1 + outcomes.iter().map(|o| o.1).max().unwrap()),
        }
    };
    memo.insert(heaps, r);
    r
}

#[test]
fn remoteness_by_the_definition_under_both_conventions() {
    for (convention, misere) in [(Convention::Normal, false), (Convention::Misere, true)] {
        for rule in [nim as fn(&u64) -> Vec<Vec<u64>>, s12, dawson, lasker] {
            let mut search = Search::new(convention);
            let mut memo = HashMap::new();
            for heaps in multisets(3, 7) {
                let got = search.outcome(&heaps, &mut |h: &u64| rule(h)).unwrap();
                let (won, remoteness) = brute_remoteness(rule, misere, heaps.clone(), &mut memo);
                assert_eq!(
                    got,
                    Outcome { won, remoteness },
                    "{heaps:?}, misère {misere}"
                );
            }
        }
    }
    // S{1,2} from 7 6 9 3 (BZOJ 1874's sample): won, and the literal
    // search agrees with the XOR of n mod 3 on who wins.
    let mut search = Search::new(Convention::Normal);
    let o = search.outcome(&[7, 6, 9, 3], &mut s12).unwrap();
    assert!(o.won && o.remoteness % 2 == 1, "{o:?}");
}

#[test]
fn the_bound_and_cycles_are_clear_errors() {
    let mut search = Search::with_max_sums(Convention::Misere, 1000);
    let err = search.outcome(&[15, 15, 15, 15], &mut nim).unwrap_err();
    assert!(matches!(err, Stop::TooLarge { sums: 1000, .. }), "{err:?}");
    assert!(err.to_string().contains("at most"), "{err}");
    // The search is usable again, on a smaller sum.
    assert!(search.outcome(&[1, 1], &mut nim).unwrap().won);
    // A rule that cycles: 2 → 3 → 2.
    let mut looping = |n: &u64| -> Vec<Vec<u64>> {
        match n {
            2 => vec![vec![3]],
            3 => vec![vec![2], vec![]],
            _ => vec![],
        }
    };
    let mut search = Search::new(Convention::Misere);
    let err = search.outcome(&[2], &mut looping).unwrap_err();
    assert_eq!(err, Stop::Cycle(vec!["2".into(), "3".into(), "2".into()]));
    assert!(err.to_string().contains("2 → 3 → 2"), "{err}");
}
