//! CF 1991 E's oracle: case files (`t` graphs, then the judge's strategy
//! with its seed), the interactor that plays them, and the case validator.
//!
//! The judge plays the other side of the program's choice and wins whenever
//! it can: as Alice on a graph with an odd cycle by offering `1 2` every
//! round, as Bob on a bipartite graph by `gamecore::graphs::coloring_game::BobPlan`
//! (both proved in that module, and checked against literal play of every
//! connected graph up to 5 vertices in tests/rules.rs). When it is lost it
//! plays its case's strategy: `random` (a uniform offer; a uniform uncoloured
//! vertex and offered colour), `greedy` (as Alice the offer that leaves Bob
//! the fewest safe moves; as Bob a safe move where a few random tries find
//! one) or `hardest` (by literal search up to [`LITERAL_UP_TO`] vertices: as
//! Alice the offer with the fewest winning replies, as Bob the safe move
//! that leaves Alice the fewest winning offers; `greedy` past it). As on
//! Codeforces every game lasts n rounds; a program that lost, or sent an
//! invalid line, gets `-1` and the dialogue ends.

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use gamecore::graphs::coloring_game::{two_colouring, BobPlan};
use judge::interactive::{InteractiveOracle, Talk};
use judge::interactor::Judgement;
use judge::oracle::{Limits, MaxInput, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: InteractiveOracle = InteractiveOracle {
    generate,
    interact,
    stress_cases: 1000,
    max: MaxInput {
        describe: "one graph of n = m = 10^4, bipartite or not, each strategy",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 1 + 2 + 2 * limits.get_u64("m") as usize + 2,
        },
    },
};

/// What the judge plays when it is lost.
pub const STRATEGIES: [&str; 3] = ["random", "greedy", "hardest"];

/// Up to this many vertices the judge searches every position.
pub const LITERAL_UP_TO: usize = 6;

/// A graph: n and its edges (1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
}

/// A case: the graphs, the strategy and its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub graphs: Vec<Graph>,
    pub strategy: String,
    pub seed: u64,
}

impl Case {
    pub fn text(&self) -> String {
        let mut text = format!("{}\n", self.graphs.len());
        for g in &self.graphs {
            text += &format!("{} {}\n", g.n, g.edges.len());
            for &(u, v) in &g.edges {
                text += &format!("{u} {v}\n");
            }
        }
        text + &format!("{} {}\n", self.strategy, self.seed)
    }

    pub fn parse(text: &str) -> Result<Case, String> {
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        let mut at = 0;
        let mut number = || -> Result<usize, String> {
            let word = words.get(at).ok_or("the case file ends early")?;
            at += 1;
            word.parse().map_err(|_| format!("bad number {word:?}"))
        };
        let t = number()?;
        let mut graphs = Vec::new();
        for _ in 0..t {
            let (n, m) = (number()?, number()?);
            if n == 0 || m > 20_000 {
                return Err(format!("bad graph size {n} {m}"));
            }
            let mut edges = Vec::new();
            for _ in 0..m {
                let (u, v) = (number()?, number()?);
                if u == 0 || v == 0 || u > n || v > n || u == v {
                    return Err(format!("bad edge {u} {v}"));
                }
                edges.push((u, v));
            }
            graphs.push(Graph { n, edges });
        }
        if words.len() != at + 2 || !STRATEGIES.contains(&words[at]) {
            return Err("expected `STRATEGY SEED` at the end".into());
        }
        let seed = words[at + 1]
            .parse()
            .map_err(|_| format!("bad seed {:?}", words[at + 1]))?;
        Ok(Case {
            graphs,
            strategy: words[at].to_string(),
            seed,
        })
    }
}

/// A random connected graph of `n` vertices and about `extra` edges beyond a
/// spanning tree, bipartite if asked (edges only across random sides),
/// relabelled and in random order, no edge twice.
pub fn random_graph(rng: &mut Rng, n: usize, extra: usize, bipartite: bool) -> Graph {
    let mut side = vec![false; n];
    let mut edges = std::collections::BTreeSet::new();
    for v in 1..n {
        if bipartite {
            side[v] = rng.chance(1, 2);
            if !side[..v].contains(&!side[v]) {
                side[v] = !side[v];
            }
        }
        let parent = loop {
            let u = rng.below(v);
            if !bipartite || side[u] != side[v] {
                break u;
            }
        };
        edges.insert((parent, v));
    }
    for _ in 0..extra {
        if n < 2 {
            break;
        }
        let (u, v) = (rng.below(n), rng.below(n));
        if u != v && (!bipartite || side[u] != side[v]) {
            edges.insert((u.min(v), u.max(v)));
        }
    }
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(u, v)| (label[u].min(label[v]), label[u].max(label[v])))
        .collect();
    rng.shuffle(&mut edges);
    Graph { n, edges }
}

/// A random small case, every strategy in turn: graphs of up to 6 vertices
/// mostly (literal play), sometimes up to 30, bipartite half the time.
pub fn generate(rng: &mut Rng) -> String {
    let t = rng.range(1, 3) as usize;
    let graphs = (0..t)
        .map(|_| {
            let n = if rng.chance(3, 4) {
                rng.range(1, LITERAL_UP_TO as u64)
            } else {
                rng.range(7, 30)
            } as usize;
            let extra = rng.range(0, n as u64) as usize;
            let bipartite = rng.chance(1, 2);
            random_graph(rng, n, extra, bipartite)
        })
        .collect();
    Case {
        graphs,
        strategy: rng.pick(&STRATEGIES).to_string(),
        seed: rng.next_u64(),
    }
    .text()
}

/// The colours offered when `excluded` is not: the two others.
pub fn offer_without(excluded: u8) -> (u8, u8) {
    match excluded {
        1 => (2, 3),
        2 => (1, 3),
        _ => (1, 2),
    }
}

/// Literal play on a graph of `n ≤ 8` vertices, in normal play: a position
/// is the colouring (2 bits a vertex, 0 uncoloured) and whose turn it is —
/// `0` Alice to offer, `x` in 1..=3 Bob to colour with the offer that leaves
/// out `x`. Alice's moves are the three offers (none once every vertex is
/// coloured: she has lost); Bob's are the colourings of one uncoloured vertex
/// with an offered colour that no neighbour has (none: he must make an edge
/// of one colour, and has lost).
pub struct Literal {
    pub n: usize,
    pub adjacent: Vec<Vec<usize>>,
}

pub type Position = (u32, u8);

impl Literal {
    pub fn new(graph: &Graph) -> Literal {
        assert!(graph.n <= 8);
        let mut adjacent = vec![Vec::new(); graph.n];
        for &(u, v) in &graph.edges {
            adjacent[u - 1].push(v - 1);
            adjacent[v - 1].push(u - 1);
        }
        Literal {
            n: graph.n,
            adjacent,
        }
    }

    pub fn colour(col: u32, v: usize) -> u8 {
        (col >> (2 * v) & 3) as u8
    }

    /// Bob's safe moves `(vertex 0-based, colour)` from `col` with `offer`.
    pub fn safe_moves(&self, col: u32, excluded: u8) -> Vec<(usize, u8)> {
        let (a, b) = offer_without(excluded);
        let mut moves = Vec::new();
        for v in 0..self.n {
            if Self::colour(col, v) != 0 {
                continue;
            }
            for c in [a, b] {
                if self.adjacent[v].iter().all(|&u| Self::colour(col, u) != c) {
                    moves.push((v, c));
                }
            }
        }
        moves
    }

    pub fn moves(&self, &(col, turn): &Position) -> Vec<Position> {
        if turn == 0 {
            if (0..self.n).all(|v| Self::colour(col, v) != 0) {
                Vec::new()
            } else {
                (1..=3).map(|x| (col, x)).collect()
            }
        } else {
            self.safe_moves(col, turn)
                .into_iter()
                .map(|(v, c)| (col | u32::from(c) << (2 * v), 0))
                .collect()
        }
    }

    pub fn game(&self) -> play::Game<Position, impl FnMut(&Position) -> Vec<Position> + '_> {
        play::Game::new(move |p: &Position| self.moves(p))
    }
}

/// The board as the interactor keeps it: colours, each vertex's neighbours'
/// colours, and for each colour how many uncoloured vertices could take it
/// safely (so `greedy` is O(1) a round).
struct Board {
    colour: Vec<u8>,
    adjacent: Vec<Vec<usize>>,
    /// Bit c: some neighbour has colour c.
    near: Vec<u8>,
    safe: [usize; 4],
    uncoloured: Vec<usize>,
    position: Vec<usize>,
}

impl Board {
    fn new(graph: &Graph) -> Board {
        let n = graph.n;
        let mut adjacent = vec![Vec::new(); n];
        for &(u, v) in &graph.edges {
            adjacent[u - 1].push(v - 1);
            adjacent[v - 1].push(u - 1);
        }
        Board {
            colour: vec![0; n],
            adjacent,
            near: vec![0; n],
            safe: [0, n, n, n],
            uncoloured: (0..n).collect(),
            position: (0..n).collect(),
        }
    }

    fn paint(&mut self, v: usize, c: u8) {
        self.colour[v] = c;
        for k in 1..=3u8 {
            if self.near[v] >> k & 1 == 0 {
                self.safe[usize::from(k)] -= 1;
            }
        }
        let at = self.position[v];
        let last = *self.uncoloured.last().expect("v is uncoloured");
        self.uncoloured.swap_remove(at);
        if last != v {
            self.position[last] = at;
        }
        for i in 0..self.adjacent[v].len() {
            let u = self.adjacent[v][i];
            if self.colour[u] == 0 && self.near[u] >> c & 1 == 0 {
                self.safe[usize::from(c)] -= 1;
            }
            self.near[u] |= 1 << c;
        }
    }

    fn literal_position(&self) -> u32 {
        self.colour
            .iter()
            .enumerate()
            .fold(0, |col, (v, &c)| col | u32::from(c) << (2 * v))
    }

    /// An edge whose ends have one colour, if any.
    fn monochromatic_edge(&self) -> Option<(usize, usize, u8)> {
        (0..self.colour.len()).find_map(|v| {
            self.adjacent[v]
                .iter()
                .find(|&&u| self.colour[u] != 0 && self.colour[u] == self.colour[v])
                .map(|&u| (v + 1, u + 1, self.colour[v]))
        })
    }
}

/// Alice's offer (the judge's).
fn alice_offer(case: &Case, board: &Board, literal: Option<&Literal>, rng: &mut Rng) -> (u8, u8) {
    if let Some(literal) = literal {
        if case.strategy == "hardest" {
            let col = board.literal_position();
            let mut game = literal.game();
            let winning_replies: Vec<usize> = (1..=3u8)
                .map(|x| {
                    literal
                        .moves(&(col, x))
                        .iter()
                        .filter(|child| !game.wins(child))
                        .count()
                })
                .collect();
            let fewest = *winning_replies.iter().min().unwrap_or(&0);
            let best: Vec<u8> = (1..=3u8)
                .filter(|&x| winning_replies[usize::from(x - 1)] == fewest)
                .collect();
            return offer_without(best[rng.below(best.len())]);
        }
    }
    match case.strategy.as_str() {
        "random" => offer_without(rng.range(1, 3) as u8),
        _ => {
            // The offer leaving out the colour most vertices could take.
            let excluded = (1..=3u8)
                .max_by_key(|&k| (board.safe[usize::from(k)], rng.below(8)))
                .unwrap_or(3);
            offer_without(excluded)
        }
    }
}

/// Bob's move (the judge's, lost) with the offer `(a, b)`: 0-based vertex.
fn bob_move(
    case: &Case,
    board: &Board,
    literal: Option<&Literal>,
    (a, b): (u8, u8),
    rng: &mut Rng,
) -> (usize, u8) {
    let excluded = 6 - a - b;
    if let (Some(literal), "hardest") = (literal, case.strategy.as_str()) {
        let col = board.literal_position();
        let moves = literal.safe_moves(col, excluded);
        if !moves.is_empty() {
            let mut game = literal.game();
            let alice_wins: Vec<usize> = moves
                .iter()
                .map(|&(v, c)| {
                    let child = col | u32::from(c) << (2 * v);
                    (1..=3u8).filter(|&x| !game.wins(&(child, x))).count()
                })
                .collect();
            let fewest = *alice_wins.iter().min().unwrap_or(&0);
            let best: Vec<usize> = (0..moves.len())
                .filter(|&i| alice_wins[i] == fewest)
                .collect();
            return moves[best[rng.below(best.len())]];
        }
    }
    if case.strategy != "random" {
        for _ in 0..30 {
            let v = board.uncoloured[rng.below(board.uncoloured.len())];
            let safe: Vec<u8> = [a, b]
                .iter()
                .copied()
                .filter(|&c| board.near[v] >> c & 1 == 0)
                .collect();
            if !safe.is_empty() {
                return (v, safe[rng.below(safe.len())]);
            }
        }
    }
    let v = board.uncoloured[rng.below(board.uncoloured.len())];
    (v, if rng.chance(1, 2) { a } else { b })
}

/// Plays the case against the contestant (see the module's documentation).
pub fn interact(case: &str, dialogue: &mut Talk<'_>) -> Judgement {
    match play(case, dialogue) {
        Ok(judgement) | Err(judgement) => judgement,
    }
}

fn play(text: &str, d: &mut Talk<'_>) -> Result<Judgement, Judgement> {
    let case = Case::parse(text).map_err(|why| Judgement::Fail(format!("bad case file: {why}")))?;
    let mut rng = Rng::new(case.seed);
    d.send(&case.graphs.len().to_string())?;
    for (index, graph) in case.graphs.iter().enumerate() {
        let game = index + 1;
        let n = graph.n;
        d.send(&format!("{} {}", n, graph.edges.len()))?;
        for &(u, v) in &graph.edges {
            d.send(&format!("{u} {v}"))?;
        }
        let side = two_colouring(n, &graph.edges);
        let literal = (n <= LITERAL_UP_TO).then(|| Literal::new(graph));
        let mut board = Board::new(graph);
        let wrong = |d: &mut Talk<'_>, why: String| {
            d.send_last("-1");
            Ok(Judgement::WrongAnswer(format!(
                "game {game} (n = {n}): {why}"
            )))
        };
        let contestant_is_alice = d.receive_word(&["Alice", "Bob"])? == "Alice";
        if contestant_is_alice {
            let mut plan = side.as_ref().map(|side| BobPlan::new(side));
            for round in 1..=n {
                let [a, b] = d.receive_ints::<2>(i64::MIN, i64::MAX)?;
                if a == b || !(1..=3).contains(&a) || !(1..=3).contains(&b) {
                    return wrong(
                        d,
                        format!("round {round}: {a} {b} is not an offer of two colours"),
                    );
                }
                let (a, b) = (a as u8, b as u8);
                let (v, c) = match plan.as_mut() {
                    Some(plan) => {
                        let (v, c) = plan.reply(a, b);
                        (v - 1, c)
                    }
                    None => bob_move(&case, &board, literal.as_ref(), (a, b), &mut rng),
                };
                if board.colour[v] != 0 || (c != a && c != b) {
                    return Err(Judgement::Fail(format!(
                        "the judge's move {} {c} is illegal",
                        v + 1
                    )));
                }
                board.paint(v, c);
                d.send(&format!("{} {c}", v + 1))?;
            }
            if board.monochromatic_edge().is_none() {
                return wrong(
                    d,
                    "after n rounds no edge has two ends of one colour: Bob won".into(),
                );
            }
        } else {
            for round in 1..=n {
                let (a, b) = if side.is_none() {
                    (1, 2)
                } else {
                    alice_offer(&case, &board, literal.as_ref(), &mut rng)
                };
                d.send(&format!("{a} {b}"))?;
                let [i, c] = d.receive_ints::<2>(i64::MIN, i64::MAX)?;
                let vertex = usize::try_from(i)
                    .ok()
                    .filter(|&v| v >= 1 && v <= n && board.colour[v - 1] == 0);
                match vertex {
                    Some(v) if c == i64::from(a) || c == i64::from(b) => board.paint(v - 1, c as u8),
                    _ => {
                        return wrong(
                            d,
                            format!("round {round}: {i} {c} is not an uncoloured vertex and a colour of {a} {b}"),
                        )
                    }
                }
            }
            if let Some((u, v, c)) = board.monochromatic_edge() {
                return wrong(
                    d,
                    format!("the edge {u} {v} has both ends of colour {c}: Alice won"),
                );
            }
        }
    }
    Ok(Judgement::Accepted(format!(
        "the program won all {} games",
        case.graphs.len()
    )))
}

/// The largest case: one graph of n = m = 10^4, a random tree and one more
/// edge — within a side of the tree's 2-colouring (an odd cycle) or across
/// (still bipartite) — and a strategy.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n") as usize;
    let m = limits.get_u64("m") as usize;
    let bipartite = rng.chance(1, 2);
    let mut graph = random_graph(rng, n, 0, false);
    let side = two_colouring(n, &graph.edges).expect("a tree is bipartite");
    let mut present: std::collections::HashSet<(usize, usize)> =
        graph.edges.iter().copied().collect();
    while graph.edges.len() < m {
        let (u, v) = (
            rng.range(1, n as u64) as usize,
            rng.range(1, n as u64) as usize,
        );
        let (u, v) = (u.min(v), u.max(v));
        let odd = side[u - 1] == side[v - 1];
        // Bipartite: only edges across; else the first extra edge closes an
        // odd cycle and the rest are anywhere.
        let wanted = if bipartite {
            !odd
        } else {
            odd || graph.edges.len() > n - 1
        };
        if u != v && wanted && present.insert((u, v)) {
            graph.edges.push((u, v));
        }
    }
    let text = Case {
        graphs: vec![graph],
        strategy: rng.pick(&STRATEGIES).to_string(),
        seed: rng.next_u64(),
    }
    .text();
    out.text(&text);
}

/// A case file as the judge's: `t` connected graphs without loops or
/// repeated edges, `n − 1 ≤ m ≤ min(n(n − 1)/2, 10^4)`, the sums of n and of
/// m at most 10^4; a strategy and a seed.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let (max_n, max_m) = (limits.get("n"), limits.get("m"));
    let t = r.int(1, limits.get("t"), "t")?;
    let (mut sum_n, mut sum_m, mut values) = (0, 0, 1);
    for _ in 0..t {
        let n = r.int(1, max_n, "n")?;
        let m = r.int(n - 1, (n * (n - 1) / 2).min(max_m), "m")?;
        sum_n += n;
        sum_m += m;
        if sum_n > max_n || sum_m > max_m {
            return Err(format!(
                "the sums of n and m must be at most {max_n} and {max_m}"
            ));
        }
        let mut edges = Vec::new();
        for _ in 0..m {
            let u = r.int(1, n, "u")? as usize;
            let v = r.int(1, n, "v")? as usize;
            if u == v {
                return Err(format!("a loop at {u}"));
            }
            edges.push((u.min(v), u.max(v)));
        }
        let mut sorted = edges.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != edges.len() {
            return Err("an edge is given twice".into());
        }
        if !connected(n as usize, &edges) {
            return Err("a graph is not connected".into());
        }
        values += 2 + 2 * m as usize;
    }
    let strategy = r.word("the strategy")?;
    if !STRATEGIES.iter().any(|s| s.as_bytes() == strategy) {
        return Err(format!(
            "the strategy must be one of {STRATEGIES:?}, found {:?}",
            String::from_utf8_lossy(strategy)
        ));
    }
    r.int(0, i128::from(u64::MAX), "the seed")?;
    Ok(Shape {
        cases: t as usize,
        values: values + 2,
    })
}

/// Whether the graph is connected (union–find).
pub fn connected(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    let mut parts = n;
    for &(u, v) in edges {
        let (a, b) = (root(&mut parent, u - 1), root(&mut parent, v - 1));
        if a != b {
            parent[a] = b;
            parts -= 1;
        }
    }
    parts == 1
}
