//! AtCoder ABC261 Ex's oracle: random small weighted graphs, the game played
//! by its literal rules (truncated play over the real positions, to its fixed
//! point), and the max-size input with its validator.

use std::collections::HashSet;

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::loopy::{self, Side};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe:
            "N = M = 2·10^5: a random graph, most vertices with an edge out, weights up to 10^9",
        version: 1,
        // Not I/O-bound: the search over 2n positions and 2m moves outweighs reading.
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: 3 + 3 * limits.get_usize("m"),
        },
        answered: None,
    },
};

/// An input: N, the start v (1-based) and the edges (A, B, C), 1-based.
pub struct Game {
    pub n: usize,
    pub start: usize,
    pub edges: Vec<(usize, usize, u64)>,
}

pub fn parse(input: &str) -> Game {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let (n, m, start) = (
        numbers[0] as usize,
        numbers[1] as usize,
        numbers[2] as usize,
    );
    let edges = (0..m)
        .map(|i| {
            let at = 3 + 3 * i;
            (
                numbers[at] as usize,
                numbers[at + 1] as usize,
                numbers[at + 2],
            )
        })
        .collect();
    Game { n, start, edges }
}

/// N from 1 to 7, up to 12 distinct edges without self-loops, weights up to
/// 10 (sometimes up to 10^9), a random start.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 7) as usize;
    let mut pairs: Vec<(usize, usize)> = (1..=n)
        .flat_map(|a| (1..=n).filter(move |&b| b != a).map(move |b| (a, b)))
        .collect();
    rng.shuffle(&mut pairs);
    pairs.truncate(rng.range(0, 12) as usize);
    let heavy = rng.chance(1, 5);
    let mut input = format!("{} {} {}\n", n, pairs.len(), rng.range(1, n as u64));
    for (a, b) in pairs {
        let c = if heavy {
            rng.range(0, 1_000_000_000)
        } else {
            rng.range(0, 10)
        };
        input += &format!("{a} {b} {c}\n");
    }
    input
}

/// The game played literally: a position is (the piece's vertex, whose
/// turn), a move follows an edge and adds its weight; the game ends at a
/// vertex without edges. Takahashi (Min) first wants it to end, then the
/// least total; Aoki (Max) first wants it endless, then the greatest total.
/// `play::loopy::min_max_values` plays it truncated after k moves (an
/// unfinished game counts as endless) until nothing changes.
pub fn brute(input: &str) -> String {
    let game = parse(input);
    let mut out_edges = vec![Vec::new(); game.n + 1];
    for &(a, b, c) in &game.edges {
        out_edges[a].push((b, c));
    }
    let values = loopy::min_max_values(
        [(game.start, 0usize)],
        |&(vertex, turn): &(usize, usize)| {
            out_edges[vertex]
                .iter()
                .map(|&(next, weight)| ((next, 1 - turn), weight))
                .collect::<Vec<_>>()
        },
        |&(_, turn): &(usize, usize)| if turn == 0 { Side::Min } else { Side::Max },
    );
    match values[&(game.start, 0)] {
        Some(total) => format!("{total}\n"),
        None => "INFINITY\n".to_string(),
    }
}

/// N = M at their limits: M distinct random edges among the vertices
/// (so about a third of the vertices have no edge out and end the game),
/// weights up to the limit; the start is vertex 1.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    let m = limits.get_usize("m");
    out.line(&[n, m as u64, 1]);
    let mut seen = HashSet::new();
    while seen.len() < m {
        let a = rng.range(1, n);
        let b = rng.range(1, n);
        if a != b && seen.insert((a, b)) {
            out.line(&[a, b, rng.range(0, limits.get_u64("c"))]);
        }
    }
}

/// The statement's bounds: 1 ≤ N ≤ 2·10^5, 0 ≤ M ≤ 2·10^5, 1 ≤ v ≤ N;
/// 1 ≤ A_i, B_i ≤ N, no self-loop, no repeated edge; 0 ≤ C_i ≤ 10^9.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    let m = r.int(0, limits.get("m"), "M")?;
    r.int(1, n, "v")?;
    let mut seen = HashSet::new();
    for _ in 0..m {
        let a = r.int(1, n, "A_i")?;
        let b = r.int(1, n, "B_i")?;
        r.int(0, limits.get("c"), "C_i")?;
        if a == b {
            return Err(format!("a self-loop at {a}"));
        }
        if !seen.insert((a, b)) {
            return Err(format!("the edge {a} → {b} is repeated"));
        }
    }
    Ok(Shape {
        cases: 1,
        values: 3 + 3 * m as usize,
    })
}
