//! abc-398e driven as a judge would: our binary against the interactor on
//! seeded cases (the test `stress`), the parity theorem against literal
//! play, the known-wrong strategies caught, bad input, and the test data's
//! provenance.

mod oracle;

use std::io::{BufRead, Write};

use assert_cmd::Command;
use gamecore::graphs::bipartite_fill::Fill;
use judge::interactive::play_in_process;
use judge::interactor::Judgement;
use judge::predicates::error_line;
use judge::Rng;
use oracle::{random_tree, Case, Literal, ORACLE};

// Our binary plays the oracle's seeded cases against the interactor.
judge::interactive_test!(oracle::ORACLE);

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-398e");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-398e"))
}

#[test]
fn sample_dialogue_goes_first_and_adds_1_4() {
    solution()
        .write_stdin("4\n1 2\n2 3\n3 4\n-1 -1\n")
        .assert()
        .success()
        .stdout("First\n1 4\n");
}

#[test]
fn an_even_number_of_free_edges_is_played_second() {
    // The path 1 … 5: colours {1, 3, 5} and {2, 4}, 3 · 2 − 4 = 2 free edges.
    solution()
        .write_stdin("5\n1 2\n2 3\n3 4\n4 5\n1 4\n-1 -1\n")
        .assert()
        .success()
        .stdout("Second\n2 5\n");
    // Two vertices: no edge can be added at all.
    solution()
        .write_stdin("2\n1 2\n-1 -1\n")
        .assert()
        .success()
        .stdout("Second\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    let rejects = |input: &str, fragment: &str| {
        solution()
            .write_stdin(input.to_string())
            .assert()
            .code(2)
            .stderr(error_line(fragment));
    };
    rejects("4\n1 2\n2", "token 5: expected");
    rejects("1\n", "token 1: N must be in 2..=2000");
    rejects("1000000000000\n", "token 1: N must be in 2..=2000");
    rejects("18446744073709551615\n", "token 1: N must be in 2..=2000");
    rejects("3\n1 1\n", "token 3: an edge is two different vertices");
    rejects("3\n1 4\n", "token 3: an edge is two different vertices");
    rejects(
        "4\n1 2\n2 1\n3 4\n",
        "token 7: the edges do not form a tree",
    );
    rejects(
        "4\n1 2\n2 3\n3 4\n1 3\n",
        "token 9: the judge's move is not a free edge",
    );
    rejects("5\n1 2\n2 3\n3 4\n4 5\nx 1\n", "token 10: expected");
    rejects(
        "5\n1 2\n2 3\n3 4\n4 5\n1 2\n",
        "token 11: the judge's move is not a free edge",
    );
}

/// Every labelled tree on `n` vertices, from its Prüfer sequence.
fn every_tree(n: usize) -> Vec<Vec<(usize, usize)>> {
    let mut trees = Vec::new();
    let count = n.pow(n as u32 - 2);
    for code in 0..count {
        let mut sequence = Vec::new();
        let mut rest = code;
        for _ in 0..n - 2 {
            sequence.push(rest % n);
            rest /= n;
        }
        let mut degree = vec![1; n];
        for &v in &sequence {
            degree[v] += 1;
        }
        let mut edges = Vec::new();
        for &v in &sequence {
            let leaf = (0..n).find(|&u| degree[u] == 1).unwrap();
            edges.push((leaf.min(v) + 1, leaf.max(v) + 1));
            degree[leaf] -= 1;
            degree[v] -= 1;
        }
        let last: Vec<usize> = (0..n).filter(|&u| degree[u] == 1).collect();
        edges.push((last[0] + 1, last[1] + 1));
        trees.push(edges);
    }
    trees
}

/// The trees the theorem is checked on: every labelled tree up to 6
/// vertices, and random ones of 7 and 8.
fn trees_checked() -> Vec<(usize, Vec<(usize, usize)>)> {
    let mut trees = vec![(2, vec![(1, 2)])];
    for n in 3..=6 {
        trees.extend(every_tree(n).into_iter().map(|t| (n, t)));
    }
    let mut rng = Rng::new(398);
    for _ in 0..60 {
        let n = rng.range(7, 8) as usize;
        trees.push((n, random_tree(&mut rng, n)));
    }
    trees
}

/// Literal play (every move found by the odd-cycle test) agrees with the
/// theorem of `gamecore::graphs::bipartite_fill` in every position reachable from
/// every tree checked: the player to move wins exactly when an odd number of
/// free edges is left, and every game lasts exactly that many moves (the
/// remoteness is that number whichever side wins).
#[test]
fn every_game_lasts_the_free_edges_by_literal_play() {
    let trees = trees_checked();
    assert_eq!(trees.len(), 1 + 3 + 16 + 125 + 1296 + 60);
    for (n, edges) in trees {
        let literal = Literal::new(n, &edges);
        let fill = Fill::from_tree(n, &edges).unwrap();
        let known = literal.remoteness();
        let mut game = literal.game();
        assert_eq!(
            game.wins(&literal.start),
            fill.first_player_wins(),
            "{edges:?}"
        );
        let total = fill.moves_left() as u32;
        for (&mask, &(wins, remoteness)) in &known {
            let added = mask.count_ones() - (n as u32 - 1);
            assert_eq!(remoteness, total - added, "{edges:?} {mask:b}");
            assert_eq!(wins, remoteness % 2 == 1, "{edges:?} {mask:b}");
        }
    }
}

/// `Fill`'s legal edges are the literal rule's along random games, and its
/// next move is the smallest of them.
#[test]
fn legal_edges_are_the_literal_ones_along_random_games() {
    let mut rng = Rng::new(3980);
    for _ in 0..300 {
        let n = rng.range(2, 8) as usize;
        let edges = random_tree(&mut rng, n);
        let literal = Literal::new(n, &edges);
        let mut fill = Fill::from_tree(n, &edges).unwrap();
        let mut mask = literal.start;
        loop {
            let moves = literal.moves(mask);
            let legal: Vec<(usize, usize)> = (1..=n)
                .flat_map(|i| (i + 1..=n).map(move |j| (i, j)))
                .filter(|&(i, j)| fill.is_legal(i, j) && fill.is_legal(j, i))
                .collect();
            assert_eq!(legal, moves, "{edges:?} {mask:b}");
            assert_eq!(fill.moves_left(), moves.len());
            assert_eq!(fill.next_move(), moves.first().copied());
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            fill.add(m.0, m.1);
            mask = literal.after(mask, m);
        }
    }
}

#[test]
fn a_deep_path_is_coloured_without_recursion() {
    let n = 2000;
    let edges: Vec<(usize, usize)> = (1..n).map(|v| (v, v + 1)).collect();
    let fill = Fill::from_tree(n, &edges).unwrap();
    assert_eq!(fill.moves_left(), 1000 * 1000 - 1999);
}

/// A player written in Rust: its choice given the tree, and its moves given
/// the position (`None`: say nothing and stop).
fn player(
    choose_first: impl Fn(&Fill) -> bool + Send,
    mut pick: impl FnMut(&mut Fill) -> Option<(usize, usize)> + Send,
) -> impl FnOnce(&mut dyn BufRead, &mut dyn Write) + Send {
    move |input, output| {
        let mut line = String::new();
        let mut read = |input: &mut dyn BufRead| -> Vec<i64> {
            line.clear();
            let _ = input.read_line(&mut line);
            line.split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect()
        };
        let n = match read(input)[..] {
            [n] => n as usize,
            _ => return,
        };
        let mut edges = Vec::new();
        for _ in 1..n {
            match read(input)[..] {
                [u, v] => edges.push((u as usize, v as usize)),
                _ => return,
            }
        }
        let mut fill = Fill::from_tree(n, &edges).unwrap();
        let go_first = choose_first(&fill);
        let _ = writeln!(output, "{}", if go_first { "First" } else { "Second" });
        let _ = output.flush();
        let mut our_turn = go_first;
        loop {
            if our_turn {
                let (i, j) = match pick(&mut fill) {
                    Some(m) => m,
                    None => return,
                };
                if fill.is_legal(i, j) {
                    fill.add(i, j);
                }
                if writeln!(output, "{i} {j}")
                    .and_then(|()| output.flush())
                    .is_err()
                {
                    return;
                }
            } else {
                let answer = read(input);
                if answer.len() != 2 || answer[0] <= 0 {
                    return;
                }
                fill.add(answer[0] as usize, answer[1] as usize);
            }
            our_turn = !our_turn;
        }
    }
}

/// A random legal move.
fn random_legal(rng: &mut Rng) -> impl FnMut(&mut Fill) -> Option<(usize, usize)> + Send + '_ {
    move |fill: &mut Fill| {
        let n = fill.len();
        let moves: Vec<(usize, usize)> = (1..=n)
            .flat_map(|i| (i + 1..=n).map(move |j| (i, j)))
            .filter(|&(i, j)| fill.is_legal(i, j))
            .collect();
        if moves.is_empty() {
            None
        } else {
            Some(moves[rng.below(moves.len())])
        }
    }
}

fn case(edges: &[(usize, usize)], strategy: &str, seed: u64) -> String {
    Case {
        n: edges.len() + 1,
        edges: edges.to_vec(),
        strategy: strategy.to_string(),
        seed,
    }
    .text()
}

const PATH_5: [(usize, usize); 4] = [(1, 2), (2, 3), (3, 4), (4, 5)];

#[test]
fn a_random_legal_player_loses_some_case() {
    let mut lost = 0;
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let n = rng.range(3, 12) as usize;
        let edges = random_tree(&mut rng, n);
        let choose = rng.chance(1, 2);
        let judgement = play_in_process(
            &ORACLE,
            &case(&edges, "random", seed),
            player(move |_| choose, random_legal(&mut rng)),
        );
        if !judgement.accepted() {
            lost += 1;
        }
    }
    assert!(lost > 0, "a random player won all 20 games");
}

#[test]
fn always_choosing_first_loses_an_even_tree() {
    let mut rng = Rng::new(1);
    let judgement = play_in_process(
        &ORACLE,
        &case(&PATH_5, "longest", 1),
        player(|_| true, random_legal(&mut rng)),
    );
    assert!(
        matches!(&judgement, Judgement::WrongAnswer(why) if why.contains("no edge can be added")),
        "{judgement:?}"
    );
}

#[test]
fn our_strategy_wins_where_a_player_always_first_does_not() {
    // The same tree with the parity rule's choice is accepted.
    let mut rng = Rng::new(1);
    let judgement = play_in_process(
        &ORACLE,
        &case(&PATH_5, "longest", 1),
        player(|fill| fill.first_player_wins(), random_legal(&mut rng)),
    );
    assert!(judgement.accepted(), "{judgement:?}");
}

#[test]
fn illegal_moves_are_wrong() {
    let tried = |pick: (usize, usize), fragment: &str| {
        let judgement = play_in_process(
            &ORACLE,
            &case(&[(1, 2), (2, 3), (3, 4)], "random", 1),
            player(|_| true, move |_| Some(pick)),
        );
        assert!(
            matches!(&judgement, Judgement::WrongAnswer(why) if why.contains(fragment)),
            "{pick:?}: {judgement:?}"
        );
    };
    tried((1, 3), "1 3 is illegal: the edge would make an odd cycle");
    tried((2, 3), "2 3 is illegal: 2 and 3 are already joined");
    tried((4, 1), "4 1 is illegal: not two vertices i < j");
    tried((1, 5), "1 5 is illegal: not two vertices i < j in 1..=4");
}

#[test]
fn output_that_is_not_a_move_is_a_presentation_error() {
    let judgement = play_in_process(&ORACLE, &case(&[(1, 2)], "random", 1), |input, output| {
        let _ = input.read_line(&mut String::new());
        let _ = writeln!(output, "Maybe");
    });
    assert!(
        matches!(judgement, Judgement::PresentationError(_)),
        "{judgement:?}"
    );
}

#[test]
fn a_player_that_stops_early_is_wrong() {
    let judgement = play_in_process(
        &ORACLE,
        &case(&[(1, 2), (2, 3), (3, 4)], "random", 1),
        player(|_| true, |_| None),
    );
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
}

// The test data: origins, the validator, and our binary winning every case.
judge::interactive_testdata_tests!(ORACLE, TESTDATA);
