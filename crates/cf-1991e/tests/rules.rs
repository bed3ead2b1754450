//! cf-1991e driven as a judge would: our binary against the interactor on
//! seeded cases (the test `stress`), who wins against literal play, the
//! known-wrong strategies caught, bad input, and the test data's provenance.

mod oracle;

use std::io::{BufRead, Write};

use assert_cmd::Command;
use gamecore::graphs::coloring_game::{two_colouring, BobPlan};
use judge::interactive::play_in_process;
use judge::interactor::Judgement;
use judge::predicates::error_line;
use judge::Rng;
use oracle::{connected, offer_without, random_graph, Case, Graph, Literal, ORACLE};

// Our binary plays the oracle's seeded cases against the interactor.
judge::interactive_test!(oracle::ORACLE);

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1991e");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1991e"))
}

const SAMPLE_INPUT: &str = "2\n3 3\n1 2\n2 3\n3 1\n\n\n3 1\n\n2 2\n\n1 1\n4 4\n1 2\n2 3\n3 4\n4 1\n\n2 3\n\n1 2\n\n2 1\n\n3 1\n";

#[test]
fn sample_dialogue_with_our_choices() {
    // The sample's judge lines, answered our way: Alice on the triangle
    // (offering 1 2; the sample's Bob replies fit that offer too), Bob on
    // the square (vertices 1, 3 take colour 1 and 2, 4 colour 2, or 3 once
    // 1 and 3 are done).
    solution()
        .write_stdin(SAMPLE_INPUT)
        .assert()
        .success()
        .stdout("Alice\n1 2\n1 2\n1 2\nBob\n2 2\n1 1\n3 1\n4 3\n");
}

#[test]
fn the_judges_minus_one_ends_the_program() {
    solution()
        .write_stdin("2\n3 3\n1 2\n2 3\n3 1\n-1\n3 3\n")
        .assert()
        .success()
        .stdout("Alice\n1 2\n");
    solution()
        .write_stdin("1\n2 1\n1 2\n-1\n")
        .assert()
        .success()
        .stdout("Bob\n");
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
    rejects("x\n", "token 1: expected");
    rejects("1\n0 0\n", "token 2: n must be in 1..=1000000");
    rejects("1\n1000000000000 1\n", "token 2: n must be in 1..=1000000");
    rejects("1\n18446744073709551615 1\n", "token 2: expected");
    rejects("1\n3 1000000000000\n", "token 3: m must be in");
    rejects("1\n3 1\n1 2\n", "token 3: m must be in");
    rejects(
        "1\n3 2\n1 1\n",
        "token 5: an edge is two different vertices",
    );
    rejects(
        "1\n3 2\n1 4\n",
        "token 5: an edge is two different vertices",
    );
    rejects(
        "1\n2 1\n1 2\n1 1\n",
        "token 7: Alice's offer is not two different colours",
    );
    rejects(
        "1\n3 3\n1 2\n2 3\n3 1\n4 1\n",
        "token 11: Bob's move is not an uncoloured vertex",
    );
    rejects(
        "1\n3 3\n1 2\n2 3\n3 1\n1 3\n",
        "token 11: Bob's move is not an uncoloured vertex",
    );
}

/// Every connected graph on n vertices (labelled), as edge lists.
fn every_connected_graph(n: usize) -> Vec<Graph> {
    let pairs: Vec<(usize, usize)> = (1..=n)
        .flat_map(|u| (u + 1..=n).map(move |v| (u, v)))
        .collect();
    (0..1u32 << pairs.len())
        .map(|mask| Graph {
            n,
            edges: (0..pairs.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect(),
        })
        .filter(|g| connected(g.n, &g.edges))
        .collect()
}

/// The graphs checked: every connected graph up to 5 vertices (and random
/// ones of 6).
fn graphs_checked() -> Vec<Graph> {
    let mut graphs: Vec<Graph> = (1..=5).flat_map(every_connected_graph).collect();
    let mut rng = Rng::new(1991);
    for _ in 0..20 {
        let extra = rng.range(0, 6) as usize;
        let bipartite = rng.chance(1, 2);
        graphs.push(random_graph(&mut rng, 6, extra, bipartite));
    }
    graphs
}

/// Literal play: Alice wins from the empty board exactly when the graph has
/// an odd cycle.
#[test]
fn alice_wins_exactly_the_graphs_with_an_odd_cycle() {
    let graphs = graphs_checked();
    // 1, 1, 4, 38, 728 connected labelled graphs on 1 … 5 vertices.
    assert_eq!(graphs.len(), 1 + 1 + 4 + 38 + 728 + 20);
    for g in graphs {
        let literal = Literal::new(&g);
        let alice_wins = literal.game().wins(&(0, 0));
        assert_eq!(alice_wins, two_colouring(g.n, &g.edges).is_none(), "{g:?}");
    }
}

/// Bob's plan never makes an edge of one colour, whatever Alice offers
/// (every sequence of offers), on every bipartite graph checked; offering
/// 1 2 forever wins on every other (no colouring with 1 and 2 is proper).
#[test]
fn our_strategies_win_against_every_reply() {
    for g in graphs_checked() {
        match two_colouring(g.n, &g.edges) {
            Some(side) => {
                for offers in 0..3usize.pow(g.n as u32) {
                    let mut plan = BobPlan::new(&side);
                    let mut colour = vec![0u8; g.n];
                    let mut rest = offers;
                    for _ in 0..g.n {
                        let (a, b) = offer_without((rest % 3) as u8 + 1);
                        rest /= 3;
                        let (v, c) = plan.reply(a, b);
                        assert!(colour[v - 1] == 0 && (c == a || c == b));
                        colour[v - 1] = c;
                    }
                    assert!(plan.is_done());
                    for &(u, v) in &g.edges {
                        assert_ne!(colour[u - 1], colour[v - 1], "{g:?} offers {offers}");
                    }
                }
            }
            None => {
                for colours in 0..1u32 << g.n {
                    let c = |v: usize| colours >> (v - 1) & 1;
                    assert!(g.edges.iter().any(|&(u, v)| c(u) == c(v)), "{g:?}");
                }
            }
        }
    }
}

/// The board a Rust-written player keeps.
struct Seen {
    n: usize,
    adjacent: Vec<Vec<usize>>,
    colour: Vec<u8>,
}

impl Seen {
    fn safe(&self, v: usize, c: u8) -> bool {
        self.adjacent[v].iter().all(|&u| self.colour[u] != c)
    }
}

type Offer = Box<dyn FnMut(&Seen) -> (u8, u8) + Send>;
type Colour = Box<dyn FnMut(&Seen, u8, u8) -> (usize, u8) + Send>;

/// A player written in Rust: its side given the graph (true: Alice), its
/// offers as Alice, its moves (0-based vertex) as Bob.
fn player(
    choose_alice: impl Fn(&Seen) -> bool + Send,
    mut offer: Offer,
    mut colour: Colour,
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
        let say = |output: &mut dyn Write, text: String| {
            writeln!(output, "{text}")
                .and_then(|()| output.flush())
                .is_ok()
        };
        let t = match read(input)[..] {
            [t] => t,
            _ => return,
        };
        for _ in 0..t {
            let (n, m) = match read(input)[..] {
                [n, m] if n > 0 => (n as usize, m as usize),
                _ => return,
            };
            let mut seen = Seen {
                n,
                adjacent: vec![Vec::new(); n],
                colour: vec![0; n],
            };
            for _ in 0..m {
                if let [u, v] = read(input)[..] {
                    seen.adjacent[u as usize - 1].push(v as usize - 1);
                    seen.adjacent[v as usize - 1].push(u as usize - 1);
                }
            }
            let alice = choose_alice(&seen);
            if !say(output, if alice { "Alice" } else { "Bob" }.to_string()) {
                return;
            }
            for _ in 0..n {
                if alice {
                    let (a, b) = offer(&seen);
                    if !say(output, format!("{a} {b}")) {
                        return;
                    }
                    match read(input)[..] {
                        [i, c] if i >= 1 => seen.colour[i as usize - 1] = c as u8,
                        _ => return,
                    }
                } else {
                    let (a, b) = match read(input)[..] {
                        [a, b] if a >= 1 => (a as u8, b as u8),
                        _ => return,
                    };
                    let (v, c) = colour(&seen, a, b);
                    if v < seen.n && seen.colour[v] == 0 {
                        seen.colour[v] = c;
                    }
                    if !say(output, format!("{} {c}", v + 1)) {
                        return;
                    }
                }
            }
        }
    }
}

/// Bob's first fit: the lowest uncoloured vertex, with an offered colour
/// none of its neighbours has if there is one.
fn first_fit() -> Colour {
    Box::new(|seen: &Seen, a: u8, b: u8| {
        let v = (0..seen.n).find(|&v| seen.colour[v] == 0).unwrap_or(0);
        let c = if seen.safe(v, a) { a } else { b };
        (v, c)
    })
}

fn random_offer(seed: u64) -> Offer {
    let mut rng = Rng::new(seed);
    Box::new(move |_: &Seen| offer_without(rng.range(1, 3) as u8))
}

fn random_colour(seed: u64) -> Colour {
    let mut rng = Rng::new(seed);
    Box::new(move |seen: &Seen, a: u8, b: u8| {
        let free: Vec<usize> = (0..seen.n).filter(|&v| seen.colour[v] == 0).collect();
        let v = free[rng.below(free.len())];
        (v, if rng.chance(1, 2) { a } else { b })
    })
}

fn case(graphs: Vec<Graph>, strategy: &str, seed: u64) -> String {
    Case {
        graphs,
        strategy: strategy.to_string(),
        seed,
    }
    .text()
}

fn triangle() -> Graph {
    Graph {
        n: 3,
        edges: vec![(1, 2), (2, 3), (1, 3)],
    }
}

fn path(n: usize) -> Graph {
    Graph {
        n,
        edges: (1..n).map(|v| (v, v + 1)).collect(),
    }
}

fn star_at_last(n: usize) -> Graph {
    Graph {
        n,
        edges: (1..n).map(|v| (v, n)).collect(),
    }
}

fn middle_last() -> Graph {
    Graph {
        n: 3,
        edges: vec![(1, 3), (2, 3)],
    }
}

fn wrong(judgement: &Judgement, fragment: &str) -> bool {
    matches!(judgement, Judgement::WrongAnswer(why) if why.contains(fragment))
}

#[test]
fn a_random_player_loses_some_case() {
    let mut lost = 0;
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let graphs: Vec<Graph> = (0..3)
            .map(|_| {
                let n = rng.range(2, 6) as usize;
                let bipartite = rng.chance(1, 2);
                random_graph(&mut rng, n, 3, bipartite)
            })
            .collect();
        let judgement = play_in_process(
            &ORACLE,
            &case(graphs, "random", seed),
            player(
                move |seen| (seen.n as u64 + seed) % 2 == 0,
                random_offer(seed),
                random_colour(seed),
            ),
        );
        if !judgement.accepted() {
            lost += 1;
        }
    }
    assert!(lost > 0, "a random player won all 20 cases");
}

#[test]
fn always_alice_loses_a_bipartite_graph_and_always_bob_an_odd_cycle() {
    let always_alice = play_in_process(
        &ORACLE,
        &case(vec![triangle(), path(4)], "random", 1),
        player(|_| true, Box::new(|_: &Seen| (1, 2)), first_fit()),
    );
    assert!(
        wrong(&always_alice, "game 2 (n = 4): after n rounds no edge"),
        "{always_alice:?}"
    );
    let always_bob = play_in_process(
        &ORACLE,
        &case(vec![triangle()], "random", 1),
        player(|_| false, random_offer(1), first_fit()),
    );
    assert!(wrong(&always_bob, "Alice won"), "{always_bob:?}");
}

/// Right side, but Bob colours the lowest vertex first with any safe colour:
/// where a vertex's neighbours are all coloured before it (a star's centre
/// numbered last, the middle of a path numbered last), the judge's hardest
/// offers give them two colours and leave it none.
#[test]
fn a_first_fit_bob_loses_to_the_hardest_offers() {
    let mut lost = 0;
    for seed in 0..10 {
        let judgement = play_in_process(
            &ORACLE,
            &case(vec![star_at_last(4), middle_last()], "hardest", seed),
            player(|_| false, random_offer(seed), first_fit()),
        );
        if wrong(&judgement, "Alice won") {
            lost += 1;
        }
    }
    assert!(lost > 0, "first fit survived every hardest Alice");
}

/// Right side, but offering colours at random: a Bob who keeps to safe
/// colours survives an odd cycle.
#[test]
fn random_offers_lose_to_a_safe_bob() {
    let cycle = |n: usize| Graph {
        n,
        edges: (1..n).map(|v| (v, v + 1)).chain([(1, n)]).collect(),
    };
    let mut lost = 0;
    for seed in 0..10 {
        let judgement = play_in_process(
            &ORACLE,
            &case(vec![triangle(), cycle(5)], "greedy", seed),
            player(|_| true, random_offer(seed), first_fit()),
        );
        if wrong(&judgement, "Bob won") {
            lost += 1;
        }
    }
    assert!(lost > 0, "random offers won every game");
}

#[test]
fn our_plan_written_as_a_player_wins_every_strategy() {
    for strategy in oracle::STRATEGIES {
        let graphs = vec![
            triangle(),
            path(5),
            path(1),
            random_graph(&mut Rng::new(3), 6, 4, true),
        ];
        let plan = std::sync::Arc::new(std::sync::Mutex::new(None::<BobPlan>));
        let chosen = plan.clone();
        let judgement = play_in_process(
            &ORACLE,
            &case(graphs, strategy, 7),
            player(
                |seen| {
                    let edges: Vec<(usize, usize)> = (0..seen.n)
                        .flat_map(|u| seen.adjacent[u].iter().map(move |&v| (u + 1, v + 1)))
                        .filter(|&(u, v)| u < v)
                        .collect();
                    let side = two_colouring(seen.n, &edges);
                    let alice = side.is_none();
                    *chosen.lock().unwrap() = side.map(|s| BobPlan::new(&s));
                    alice
                },
                Box::new(|_: &Seen| (1, 2)),
                Box::new(move |_: &Seen, a, b| {
                    let (v, c) = plan.lock().unwrap().as_mut().unwrap().reply(a, b);
                    (v - 1, c)
                }),
            ),
        );
        assert!(judgement.accepted(), "{strategy}: {judgement:?}");
    }
}

#[test]
fn illegal_moves_are_wrong() {
    let alice_offers = |offer: (u8, u8), fragment: &str| {
        let judgement = play_in_process(
            &ORACLE,
            &case(vec![triangle()], "random", 1),
            player(|_| true, Box::new(move |_: &Seen| offer), first_fit()),
        );
        assert!(wrong(&judgement, fragment), "{offer:?}: {judgement:?}");
    };
    alice_offers((2, 2), "round 1: 2 2 is not an offer");
    alice_offers((0, 1), "round 1: 0 1 is not an offer");
    let bob_moves = |colour: Colour, fragment: &str| {
        let judgement = play_in_process(
            &ORACLE,
            &case(vec![path(3)], "random", 1),
            player(|_| false, random_offer(1), colour),
        );
        assert!(wrong(&judgement, fragment), "{judgement:?}");
    };
    bob_moves(
        Box::new(|_: &Seen, _, _| (0, 0)),
        "round 1: 1 0 is not an uncoloured vertex",
    );
    bob_moves(Box::new(|_: &Seen, a, _| (3, a)), "round 1: 4 ");
    // The same vertex twice: the second round's move is refused.
    bob_moves(Box::new(|_: &Seen, a, _| (0, a)), "round 2: 1 ");
}

#[test]
fn output_that_is_not_a_move_is_a_presentation_error() {
    let judgement = play_in_process(
        &ORACLE,
        &case(vec![path(2)], "random", 1),
        |input, output| {
            for _ in 0..3 {
                let _ = input.read_line(&mut String::new());
            }
            let _ = writeln!(output, "Carol");
        },
    );
    assert!(
        matches!(judgement, Judgement::PresentationError(_)),
        "{judgement:?}"
    );
}

#[test]
fn a_player_that_stops_early_is_wrong() {
    let judgement = play_in_process(
        &ORACLE,
        &case(vec![path(2)], "random", 1),
        |input, output| {
            for _ in 0..3 {
                let _ = input.read_line(&mut String::new());
            }
            let _ = writeln!(output, "Bob");
        },
    );
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
}

// The test data: origins, the validator, and our binary winning every case.
judge::interactive_testdata_tests!(ORACLE, TESTDATA);
