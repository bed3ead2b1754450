//! `gamecore::cyclic::retrograde` (queues, counters, attractors, a heap) against
//! `play::loopy` (truncated play iterated to its fixed point) on many random
//! small graphs with cycles, self-loops and repeated edges: every rule, both
//! terminal conventions, every ranking of an endless game.

use gamecore::cyclic::retrograde::{self, Csr, Terminal};
use judge::Rng;
use play::loopy;

const GRAPHS: u64 = 3000;

/// A random graph on 1 to 9 positions: each position has 0 to 4 moves to
/// random positions (itself included, some repeated).
fn random_graph(rng: &mut Rng) -> Vec<Vec<usize>> {
    let n = rng.range(1, 9) as usize;
    (0..n)
        .map(|_| {
            let degree = if rng.chance(1, 4) { 0 } else { rng.range(1, 4) };
            (0..degree).map(|_| rng.below(n)).collect()
        })
        .collect()
}

fn compressed(successors: &[Vec<usize>]) -> (Vec<usize>, Vec<usize>) {
    let mut starts = vec![0];
    let mut targets = Vec::new();
    for list in successors {
        targets.extend_from_slice(list);
        starts.push(targets.len());
    }
    (starts, targets)
}

fn to_play(outcome: retrograde::Outcome) -> loopy::Outcome {
    match outcome {
        retrograde::Outcome::Win(r) => loopy::Outcome::Win(r),
        retrograde::Outcome::Lose(r) => loopy::Outcome::Lose(r),
        retrograde::Outcome::Draw => loopy::Outcome::Draw,
    }
}

#[test]
fn outcomes_and_remoteness_match_literal_play() {
    for seed in 0..GRAPHS {
        let mut rng = Rng::for_input(786, seed);
        let successors = random_graph(&mut rng);
        let (starts, targets) = compressed(&successors);
        let graph = Csr::new(&starts, &targets);
        for mover_wins in [false, true] {
            let terminal = if mover_wins {
                Terminal::MoverWins
            } else {
                Terminal::MoverLoses
            };
            let fast = retrograde::outcomes(&graph, terminal);
            let slow = loopy::outcomes(
                0..successors.len(),
                |&v: &usize| successors[v].clone(),
                mover_wins,
            );
            for v in 0..successors.len() {
                assert_eq!(
                    to_play(fast[v]),
                    slow[&v],
                    "graph {successors:?}, {terminal:?}, position {v}"
                );
            }
        }
    }
}

#[test]
fn ranked_outcomes_match_literal_play() {
    let ranks = [
        (
            retrograde::EndlessRank::AboveWin,
            loopy::EndlessRank::AboveWin,
        ),
        (
            retrograde::EndlessRank::BetweenWinAndLoss,
            loopy::EndlessRank::BetweenWinAndLoss,
        ),
        (
            retrograde::EndlessRank::BelowLoss,
            loopy::EndlessRank::BelowLoss,
        ),
    ];
    for seed in 0..GRAPHS {
        let mut rng = Rng::for_input(6970, seed);
        let successors = random_graph(&mut rng);
        let max_owns: Vec<bool> = (0..successors.len()).map(|_| rng.chance(1, 2)).collect();
        let (starts, targets) = compressed(&successors);
        let graph = Csr::new(&starts, &targets);
        for mover_wins in [false, true] {
            let terminal = if mover_wins {
                Terminal::MoverWins
            } else {
                Terminal::MoverLoses
            };
            for &(fast_rank, slow_rank) in &ranks {
                let owner = |v: usize| {
                    if max_owns[v] {
                        retrograde::Side::Max
                    } else {
                        retrograde::Side::Min
                    }
                };
                let fast = retrograde::ranked_outcomes(&graph, owner, terminal, fast_rank);
                let slow = loopy::ranked_outcomes(
                    0..successors.len(),
                    |&v: &usize| successors[v].clone(),
                    |&v: &usize| {
                        if max_owns[v] {
                            loopy::Side::Max
                        } else {
                            loopy::Side::Min
                        }
                    },
                    mover_wins,
                    slow_rank,
                );
                for v in 0..successors.len() {
                    let expected = match slow[&v] {
                        loopy::Ending::MaxWins => retrograde::Ending::MaxWins,
                        loopy::Ending::MinWins => retrograde::Ending::MinWins,
                        loopy::Ending::Endless => retrograde::Ending::Endless,
                    };
                    assert_eq!(
                        fast[v], expected,
                        "graph {successors:?}, Max owns {max_owns:?}, {terminal:?}, {fast_rank:?}, position {v}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_usual_ranking_on_alternating_turns_is_win_lose_draw() {
    // Positions (v, whose turn): ranked_outcomes with the usual draw agrees
    // with outcomes on the turn-free graph.
    for seed in 0..GRAPHS {
        let mut rng = Rng::for_input(209, seed);
        let successors = random_graph(&mut rng);
        let n = successors.len();
        let doubled: Vec<Vec<usize>> = (0..2 * n)
            .map(|p| {
                successors[p % n]
                    .iter()
                    .map(|&w| w + n * (1 - p / n))
                    .collect()
            })
            .collect();
        let (starts, targets) = compressed(&successors);
        let plain = retrograde::outcomes(&Csr::new(&starts, &targets), Terminal::MoverLoses);
        let (starts, targets) = compressed(&doubled);
        let owner = |p: usize| {
            if p < n {
                retrograde::Side::Max
            } else {
                retrograde::Side::Min
            }
        };
        let ranked = retrograde::ranked_outcomes(
            &Csr::new(&starts, &targets),
            owner,
            Terminal::MoverLoses,
            retrograde::EndlessRank::BetweenWinAndLoss,
        );
        for v in 0..n {
            let expected = match plain[v] {
                retrograde::Outcome::Win(_) => retrograde::Ending::MaxWins,
                retrograde::Outcome::Lose(_) => retrograde::Ending::MinWins,
                retrograde::Outcome::Draw => retrograde::Ending::Endless,
            };
            assert_eq!(ranked[v], expected, "graph {successors:?}, position {v}");
        }
    }
}

#[test]
fn min_max_values_match_literal_play() {
    for seed in 0..GRAPHS {
        let mut rng = Rng::for_input(261, seed);
        let successors = random_graph(&mut rng);
        let weights: Vec<Vec<u64>> = successors
            .iter()
            .map(|list| list.iter().map(|_| rng.range(0, 6)).collect())
            .collect();
        let max_owns: Vec<bool> = (0..successors.len()).map(|_| rng.chance(1, 2)).collect();
        let (starts, targets) = compressed(&successors);
        let flat: Vec<u64> = weights.iter().flatten().copied().collect();
        let owner = |v: usize| {
            if max_owns[v] {
                retrograde::Side::Max
            } else {
                retrograde::Side::Min
            }
        };
        let fast = retrograde::min_max_values(&starts, &targets, &flat, owner);
        let slow = loopy::min_max_values(
            0..successors.len(),
            |&v: &usize| {
                successors[v]
                    .iter()
                    .copied()
                    .zip(weights[v].iter().copied())
                    .collect::<Vec<_>>()
            },
            |&v: &usize| {
                if max_owns[v] {
                    loopy::Side::Max
                } else {
                    loopy::Side::Min
                }
            },
        );
        for v in 0..successors.len() {
            assert_eq!(
                fast[v], slow[&v],
                "graph {successors:?}, weights {weights:?}, Max owns {max_owns:?}, position {v}"
            );
        }
    }
}

#[test]
fn alternating_min_max_values_match_literal_play() {
    // Random weighted graphs (self-loops and repeated arcs included, many
    // vertices with one arc out, weights of one word and of two), played literally on the positions
    // (vertex, side to move): Min moves at side 0, Max at side 1.
    let mut compared_compact = 0;
    for seed in 0..GRAPHS {
        let mut rng = Rng::for_input(2610, seed);
        let successors = random_graph(&mut rng);
        let n = successors.len();
        let arcs: Vec<(usize, usize, u64)> = successors
            .iter()
            .enumerate()
            .flat_map(|(from, list)| list.iter().map(move |&to| (from, to)))
            .map(|(from, to)| (from, to, rng.range(0, 6)))
            // Every other graph's weights past 32 bits (two words each).
            .map(|(from, to, weight)| (from, to, if seed % 2 == 1 { weight << 33 } else { weight }))
            .collect();
        let fast = retrograde::alternating_min_max_values(n, &arcs);
        assert_eq!(fast.len(), n);
        // The same arcs held in 12 bytes each, where the weights fit.
        let compact: Option<Vec<(u32, u32, u32)>> = arcs
            .iter()
            .map(|&(from, to, weight)| Some((from as u32, to as u32, u32::try_from(weight).ok()?)))
            .collect();
        compared_compact += usize::from(compact.is_some());
        let compact = compact.map(|compact| retrograde::alternating_min_max_values(n, &compact));
        let slow = loopy::min_max_values(
            (0..n).flat_map(|v| [(v, 0), (v, 1)]),
            |&(v, side): &(usize, usize)| {
                arcs.iter()
                    .filter(|&&(from, _, _)| from == v)
                    .map(|&(_, to, weight)| ((to, 1 - side), weight))
                    .collect::<Vec<_>>()
            },
            |&(_, side): &(usize, usize)| {
                if side == 0 {
                    loopy::Side::Min
                } else {
                    loopy::Side::Max
                }
            },
        );
        for v in 0..n {
            for (side, who) in [(0, retrograde::Side::Min), (1, retrograde::Side::Max)] {
                assert_eq!(
                    fast.get(v, who),
                    slow[&(v, side)],
                    "arcs {arcs:?}, vertex {v}, side {side}"
                );
                if let Some(compact) = &compact {
                    assert_eq!(
                        compact.get(v, who),
                        slow[&(v, side)],
                        "arcs {arcs:?} as (u32, u32, u32), vertex {v}, side {side}"
                    );
                }
            }
        }
    }
    // Every even graph, at least, had one-word weights.
    assert!(compared_compact as u64 >= GRAPHS / 2, "{compared_compact}");
}
