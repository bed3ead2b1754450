//! [`Advantage`] and [`Minimax`] against recursions by the definition, and
//! against each other, on random scoring games over small DAGs (points of
//! both signs, moves again, payoffs at the end).

use super::*;

/// A random scoring game on `n` states: edges go from higher to lower
/// numbers, each with points in -5..=5 and a move-again flag; the end pays
/// `end[state]`.
struct RandomGame {
    edges: Vec<Vec<Scored<usize>>>,
    end: Vec<i64>,
}

fn random_game(seed: &mut u64, n: usize) -> RandomGame {
    let mut next = || {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *seed >> 33
    };
    let edges = (0..n)
        .map(|state| {
            let mut options = Vec::new();
            for to in 0..state {
                if next() % 3 == 0 {
                    options.push(Scored {
                        points: (next() % 11) as i64 - 5,
                        next: to,
                        again: next() % 4 == 0,
                    });
                }
            }
            options
        })
        .collect();
    let end = (0..n).map(|_| (next() % 7) as i64 - 3).collect();
    RandomGame { edges, end }
}

/// The mover's advantage by the definition, recursively, no memo.
fn naive_advantage(game: &RandomGame, state: usize) -> i64 {
    let options = &game.edges[state];
    if options.is_empty() {
        return game.end[state];
    }
    options
        .iter()
        .map(|option| {
            let rest = naive_advantage(game, option.next);
            if option.again {
                option.points + rest
            } else {
                option.points - rest
            }
        })
        .max()
        .unwrap()
}

#[test]
fn advantage_matches_the_definition_on_random_games() {
    let mut seed = 2734;
    for round in 0..300 {
        let n = 1 + round % 13;
        let game = random_game(&mut seed, n);
        let mut search = Advantage::new(|&state: &usize| game.edges[state].clone())
            .with_end(|&state: &usize| game.end[state]);
        for state in (0..n).rev() {
            assert_eq!(
                search.value(&state),
                naive_advantage(&game, state),
                "state {state}"
            );
        }
        let top = n - 1;
        let want = naive_advantage(&game, top);
        for (option, through) in search.best_moves(&top) {
            assert_eq!(through, want);
            assert!(game.edges[top].contains(&option));
        }
    }
}

#[test]
fn minimax_of_the_margin_equals_the_advantage() {
    // The end's payoff goes to the mover, as Advantage's end does.
    let mut seed = 1085;
    for round in 0..200 {
        let n = 1 + round % 11;
        let game = random_game(&mut seed, n);
        let start = n - 1;
        let mut literal = Minimax::new(
            |&state: &usize| game.edges[state].clone(),
            [Side::Max, Side::Min],
            |tally: &Tally<usize>| {
                let mut scores = tally.scores;
                scores[tally.mover] += game.end[tally.position];
                scores[0] - scores[1]
            },
        );
        assert_eq!(
            literal.value(&Tally::start(start)),
            naive_advantage(&game, start)
        );
    }
}

#[test]
fn a_policy_side_makes_only_its_chosen_move() {
    // A row; player 1 always takes the first number: player 0's best margin
    // against that fool is found by trying both of its own moves.
    let moves = |row: &Vec<i64>| -> Vec<Scored<Vec<i64>>> {
        if row.is_empty() {
            return vec![];
        }
        vec![
            Scored::pass(row[0], row[1..].to_vec()),
            Scored::pass(row[row.len() - 1], row[..row.len() - 1].to_vec()),
        ]
    };
    let fool = Side::Policy(Box::new(|_: &Tally<Vec<i64>>, _: &[Scored<Vec<i64>>]| 0));
    let mut game = Minimax::new(moves, [Side::Max, fool], |t: &Tally<Vec<i64>>| {
        t.scores[0] - t.scores[1]
    });
    // [1, 5, 100, 2]: take 2 (the fool takes 1), take 100 (the fool takes 5):
    // 102 − 6 = 96; taking 1 first gives the fool 5, then 100 for us and 2
    // for it: 101 − 7 = 94.
    assert_eq!(game.value(&Tally::start(vec![1, 5, 100, 2])), 96);
}

#[test]
#[should_panic(expected = "can reach itself")]
fn a_cycle_is_reported() {
    let mut game = Advantage::new(|&n: &u8| vec![Scored::pass(1, (n + 1) % 3)]);
    game.value(&0);
}

#[test]
fn a_long_game_does_not_touch_the_call_stack() {
    // A million moves, each scoring 1, alternating: the mover of an even
    // count ends level, of an odd count one ahead.
    let mut game = Advantage::new(|&n: &u32| {
        if n == 0 {
            vec![]
        } else {
            vec![Scored::pass(1, n - 1)]
        }
    });
    assert_eq!(game.value(&1_000_000), 0);
    assert_eq!(game.value(&999_999), 1);
}
