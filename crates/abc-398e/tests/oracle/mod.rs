//! ABC 398 E's oracle: case files (the tree, and the judge's strategy with
//! its seed), the interactor that plays them, and the case validator.
//!
//! The contestant's every move is checked by the literal rule: the pair is
//! `i < j`, not yet joined, and the graph with the new edge has no odd cycle
//! (a breadth-first 2-colouring of the whole graph finds no conflict). The
//! judge's side plays perfectly whenever it can win: by literal search of
//! every set of added edges (`play::Game`, each move found by the odd-cycle
//! test) for N ≤ [`LITERAL_UP_TO`], and past it by the parity theorem of
//! `gamecore::graphs::bipartite_fill` (checked against the literal search in
//! tests/rules.rs), where every move of a won position wins. When it is lost
//! it plays its case's strategy: `random` (a uniform legal edge), `smallest`
//! (the lexicographically first legal edge) or `longest` (the move that holds
//! out longest by literal search: every game lasts as long by the theorem,
//! which tests/rules.rs checks, so past N = 8 it is `smallest`).

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

use gamecore::graphs::bipartite_fill::Fill;
use judge::interactive::{InteractiveOracle, Talk};
use judge::interactor::Judgement;
use judge::oracle::{Limits, MaxInput, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: InteractiveOracle = InteractiveOracle {
    generate,
    interact,
    stress_cases: 1000,
    max: MaxInput {
        describe: "N = 100, a random tree of a random shape, each strategy",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 2 * limits.get_u64("n") as usize + 1,
        },
    },
};

/// What the judge's side plays when it is lost.
pub const STRATEGIES: [&str; 3] = ["random", "smallest", "longest"];

/// Up to this many vertices the judge's side searches every position.
pub const LITERAL_UP_TO: usize = 8;

/// A case: the tree, the strategy and its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
    pub strategy: String,
    pub seed: u64,
}

impl Case {
    pub fn text(&self) -> String {
        let mut text = format!("{}\n", self.n);
        for &(u, v) in &self.edges {
            text += &format!("{u} {v}\n");
        }
        text + &format!("{} {}\n", self.strategy, self.seed)
    }

    pub fn parse(text: &str) -> Result<Case, String> {
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        let number = |i: usize| -> Result<usize, String> {
            let word = words.get(i).ok_or("the case file ends early")?;
            word.parse().map_err(|_| format!("bad number {word:?}"))
        };
        let n = number(0)?;
        if n < 2 || words.len() != 2 * n + 1 {
            return Err(format!(
                "expected N >= 2, N - 1 edges and `STRATEGY SEED`, found {text:?}"
            ));
        }
        let edges = (0..n - 1)
            .map(|k| Ok((number(1 + 2 * k)?, number(2 + 2 * k)?)))
            .collect::<Result<Vec<_>, String>>()?;
        if edges.iter().any(|&(u, v)| !(1 <= u && u < v && v <= n)) {
            return Err("every edge must be U < V in 1..=N".into());
        }
        Fill::from_tree(n, &edges).map_err(|why| why.to_string())?;
        let strategy = words[2 * n - 1];
        if !STRATEGIES.contains(&strategy) {
            return Err(format!("unknown strategy {strategy:?}"));
        }
        let seed = words[2 * n]
            .parse()
            .map_err(|_| format!("bad seed {:?}", words[2 * n]))?;
        Ok(Case {
            n,
            edges,
            strategy: strategy.to_string(),
            seed,
        })
    }
}

/// A random tree of `n` vertices, as edges `U < V` in a random order: a
/// random recursive tree, a path, a star or a caterpillar, relabelled at
/// random.
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let shape = rng.below(4);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = match shape {
                0 => rng.below(v),
                1 => v - 1,
                2 => 0,
                // A spine of half the vertices, legs on it.
                _ if v < (n + 1) / 2 => v - 1,
                _ => rng.below((n + 1) / 2),
            };
            (parent, v)
        })
        .collect();
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    for edge in &mut edges {
        let (u, v) = (label[edge.0], label[edge.1]);
        *edge = (u.min(v), u.max(v));
    }
    rng.shuffle(&mut edges);
    edges
}

/// A random small case, every strategy in turn: N ≤ 8 mostly (literal
/// play), sometimes up to 30 (the parity theorem).
pub fn generate(rng: &mut Rng) -> String {
    let n = if rng.chance(3, 4) {
        rng.range(2, LITERAL_UP_TO as u64)
    } else {
        rng.range(LITERAL_UP_TO as u64 + 1, 30)
    } as usize;
    Case {
        n,
        edges: random_tree(rng, n),
        strategy: rng.pick(&STRATEGIES).to_string(),
        seed: rng.next_u64(),
    }
    .text()
}

/// Whether adding the edge `i j` (0-based) to the graph `joined` (an
/// `n × n` adjacency matrix) makes an odd cycle: a breadth-first
/// 2-colouring of the whole graph with the new edge meets two neighbours of
/// the same colour. This is the rule as the statement gives it, with no
/// assumption about the graph.
pub fn makes_odd_cycle(n: usize, joined: &[bool], i: usize, j: usize) -> bool {
    let edge = |a: usize, b: usize| joined[a * n + b] || (a, b) == (i, j) || (a, b) == (j, i);
    let mut colour: Vec<Option<bool>> = vec![None; n];
    for start in 0..n {
        if colour[start].is_some() {
            continue;
        }
        colour[start] = Some(false);
        let mut queue = VecDeque::from([start]);
        while let Some(a) = queue.pop_front() {
            for b in 0..n {
                if a == b || !edge(a, b) {
                    continue;
                }
                match colour[b] {
                    None => {
                        colour[b] = colour[a].map(|c| !c);
                        queue.push_back(b);
                    }
                    Some(c) if Some(c) == colour[a] => return true,
                    Some(_) => {}
                }
            }
        }
    }
    false
}

/// The index of the pair `i < j` (0-based) in a bit mask of pairs.
pub fn pair_bit(n: usize, i: usize, j: usize) -> u32 {
    (i * n + j) as u32
}

/// Literal play for `n ≤ 8` vertices (`n²` bits of pairs fit in a u64): a
/// position is the mask of the pairs joined (tree and added edges, bit
/// `i * n + j` for `i < j`), a move any pair not joined whose edge makes no
/// odd cycle.
pub struct Literal {
    pub n: usize,
    /// The tree's mask: the start position.
    pub start: u64,
}

impl Literal {
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Literal {
        assert!(n <= LITERAL_UP_TO);
        let start = edges
            .iter()
            .fold(0u64, |mask, &(u, v)| mask | 1 << pair_bit(n, u - 1, v - 1));
        Literal { n, start }
    }

    /// The legal moves `(i, j)`, 1-based, `i < j`, from the position `mask`.
    pub fn moves(&self, mask: u64) -> Vec<(usize, usize)> {
        let n = self.n;
        let mut joined = vec![false; n * n];
        for i in 0..n {
            for j in i + 1..n {
                if mask >> pair_bit(n, i, j) & 1 == 1 {
                    joined[i * n + j] = true;
                    joined[j * n + i] = true;
                }
            }
        }
        let mut moves = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if !joined[i * n + j] && !makes_odd_cycle(n, &joined, i, j) {
                    moves.push((i + 1, j + 1));
                }
            }
        }
        moves
    }

    pub fn after(&self, mask: u64, (i, j): (usize, usize)) -> u64 {
        mask | 1 << pair_bit(self.n, i - 1, j - 1)
    }

    /// Whether the player to move wins from `mask`, by `play::Game`.
    pub fn game(&self) -> play::Game<u64, impl FnMut(&u64) -> Vec<u64> + '_> {
        play::Game::new(move |&mask: &u64| {
            self.moves(mask)
                .into_iter()
                .map(|m| self.after(mask, m))
                .collect::<Vec<u64>>()
        })
    }

    /// The remoteness of every position reachable from the start: the
    /// number of moves to the end with the winner hurrying and the loser
    /// holding out (positions in order of their number of bits, so each is
    /// valued after its children).
    pub fn remoteness(&self) -> Remoteness {
        let mut reachable = vec![self.start];
        let mut seen: HashMap<u64, ()> = HashMap::new();
        seen.insert(self.start, ());
        let mut k = 0;
        while k < reachable.len() {
            for m in self.moves(reachable[k]) {
                let child = self.after(reachable[k], m);
                if seen.insert(child, ()).is_none() {
                    reachable.push(child);
                }
            }
            k += 1;
        }
        reachable.sort_by_key(|mask| std::cmp::Reverse(mask.count_ones()));
        let mut known: Remoteness = HashMap::new();
        for mask in reachable {
            let mut best_win: Option<u32> = None;
            let mut longest_loss = 0;
            for m in self.moves(mask) {
                let (child_wins, child_remoteness) = known[&self.after(mask, m)];
                if child_wins {
                    longest_loss = longest_loss.max(child_remoteness + 1);
                } else {
                    best_win = Some(
                        best_win.map_or(child_remoteness + 1, |b| b.min(child_remoteness + 1)),
                    );
                }
            }
            known.insert(
                mask,
                match best_win {
                    Some(r) => (true, r),
                    None => (false, longest_loss),
                },
            );
        }
        known
    }
}

/// Each position's outcome for the player to move and its remoteness.
pub type Remoteness = HashMap<u64, (bool, u32)>;

/// Every legal move of `fill`, `i < j`.
fn legal_moves(fill: &Fill) -> Vec<(usize, usize)> {
    let n = fill.len();
    (1..=n)
        .flat_map(|i| (i + 1..=n).map(move |j| (i, j)))
        .filter(|&(i, j)| fill.is_legal(i, j))
        .collect()
}

/// The judge's move (the position has one).
fn choose(
    case: &Case,
    fill: &mut Fill,
    literal: Option<&(Literal, Remoteness)>,
    mask: u64,
    rng: &mut Rng,
) -> (usize, usize) {
    if let Some((literal, known)) = literal {
        let moves = literal.moves(mask);
        let child = |&m: &(usize, usize)| known[&literal.after(mask, m)];
        let mut game = literal.game();
        let winning: Vec<_> = moves
            .iter()
            .filter(|&&m| !game.wins(&literal.after(mask, m)))
            .collect();
        if !winning.is_empty() {
            return *winning[rng.below(winning.len())];
        }
        return match case.strategy.as_str() {
            "longest" => {
                let longest = moves.iter().map(|m| child(m).1).max().unwrap_or(0);
                let best: Vec<_> = moves.iter().filter(|m| child(m).1 == longest).collect();
                *best[rng.below(best.len())]
            }
            "smallest" => moves[0],
            _ => moves[rng.below(moves.len())],
        };
    }
    // The parity theorem: every move of a won position wins, and every game
    // lasts as long, so a lost position's moves differ only in where they go.
    if fill.first_player_wins() || case.strategy == "random" {
        let moves = legal_moves(fill);
        moves[rng.below(moves.len())]
    } else {
        fill.next_move().expect("the position has a move")
    }
}

/// Plays the case against the contestant (see the module's documentation).
pub fn interact(case: &str, dialogue: &mut Talk<'_>) -> Judgement {
    match play(case, dialogue) {
        Ok(judgement) | Err(judgement) => judgement,
    }
}

fn play(text: &str, d: &mut Talk<'_>) -> Result<Judgement, Judgement> {
    let case = Case::parse(text).map_err(|why| Judgement::Fail(format!("bad case file: {why}")))?;
    let n = case.n;
    let mut rng = Rng::new(case.seed);
    let mut fill = Fill::from_tree(n, &case.edges).map_err(|why| Judgement::Fail(why.into()))?;
    let literal = (n <= LITERAL_UP_TO).then(|| {
        let literal = Literal::new(n, &case.edges);
        let known = literal.remoteness();
        (literal, known)
    });
    let mut mask = literal.as_ref().map_or(0, |(l, _)| l.start);
    let mut joined = vec![false; n * n];
    for &(u, v) in &case.edges {
        joined[(u - 1) * n + (v - 1)] = true;
        joined[(v - 1) * n + (u - 1)] = true;
    }
    d.send(&n.to_string())?;
    for &(u, v) in &case.edges {
        d.send(&format!("{u} {v}"))?;
    }
    let first = d.receive_word(&["First", "Second"])? == "First";
    let mut contestant_moves = first;
    let mut n_moves = 0u64;
    loop {
        let can_move = fill.moves_left() > 0;
        if contestant_moves {
            if !can_move {
                return Ok(Judgement::WrongAnswer(format!(
                    "after {n_moves} moves no edge can be added: the program, going {}, lost",
                    if first { "first" } else { "second" }
                )));
            }
            let [i, j] = d.receive_ints::<2>(i64::MIN, i64::MAX)?;
            let pair = usize::try_from(i)
                .ok()
                .zip(usize::try_from(j).ok())
                .filter(|&(i, j)| 1 <= i && i < j && j <= n);
            let legal = pair.filter(|&(i, j)| {
                !joined[(i - 1) * n + (j - 1)] && !makes_odd_cycle(n, &joined, i - 1, j - 1)
            });
            match legal {
                Some((i, j)) => {
                    joined[(i - 1) * n + (j - 1)] = true;
                    joined[(j - 1) * n + (i - 1)] = true;
                    fill.add(i, j);
                    if let Some((literal, _)) = &literal {
                        mask = literal.after(mask, (i, j));
                    }
                }
                None => {
                    let why = match pair {
                        None => format!("not two vertices i < j in 1..={n}"),
                        Some((i, j)) if joined[(i - 1) * n + (j - 1)] => {
                            format!("{i} and {j} are already joined")
                        }
                        Some(_) => "the edge would make an odd cycle".to_string(),
                    };
                    return Ok(Judgement::WrongAnswer(format!(
                        "move {}: {i} {j} is illegal: {why}",
                        n_moves + 1
                    )));
                }
            }
        } else if !can_move {
            d.send_last("-1 -1");
            return Ok(Judgement::Accepted(format!(
                "the judge cannot move after {n_moves} moves: the program won going {}",
                if first { "first" } else { "second" }
            )));
        } else {
            let (i, j) = choose(&case, &mut fill, literal.as_ref(), mask, &mut rng);
            if makes_odd_cycle(n, &joined, i - 1, j - 1) || joined[(i - 1) * n + (j - 1)] {
                return Err(Judgement::Fail(format!(
                    "the judge's own move {i} {j} is illegal"
                )));
            }
            joined[(i - 1) * n + (j - 1)] = true;
            joined[(j - 1) * n + (i - 1)] = true;
            fill.add(i, j);
            if let Some((literal, _)) = &literal {
                mask = literal.after(mask, (i, j));
            }
            d.send(&format!("{i} {j}"))?;
        }
        n_moves += 1;
        contestant_moves = !contestant_moves;
    }
}

/// The largest case: N = 100, a random tree of a random shape.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n") as usize;
    out.line(&[n as u64]);
    for (u, v) in random_tree(rng, n) {
        out.line(&[u as u64, v as u64]);
    }
    out.text(&format!("{} {}\n", rng.pick(&STRATEGIES), rng.next_u64()));
}

/// A case file as the judge's: N within the limits, N − 1 edges `U < V`
/// forming a tree, a strategy and a seed, nothing else.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "N")? as usize;
    let mut edges = Vec::with_capacity(n - 1);
    for _ in 1..n {
        let u = r.int(1, n as i128 - 1, "U")? as usize;
        let v = r.int(u as i128 + 1, n as i128, "V")? as usize;
        edges.push((u, v));
    }
    Fill::from_tree(n, &edges).map_err(|why| format!("the edges: {why}"))?;
    let strategy = r.word("the strategy")?;
    if !STRATEGIES.iter().any(|s| s.as_bytes() == strategy) {
        return Err(format!(
            "token {}: the strategy must be one of {STRATEGIES:?}, found {:?}",
            2 * n,
            String::from_utf8_lossy(strategy)
        ));
    }
    r.int(0, i128::from(u64::MAX), "the seed")?;
    Ok(Shape {
        cases: 1,
        values: 2 * n + 1,
    })
}
