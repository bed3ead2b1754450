//! Luogu P6970's oracle: random small graphs, the game played by its literal
//! rules (truncated play over the real positions, each player choosing by his
//! own preferences, to its fixed point), and the max-size input with its
//! validator.

use std::collections::HashSet;

use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::loopy::{self, Ending, EndlessRank, Side};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "n = 10^5, m = 2·10^5 distinct random arcs (self-loops allowed)",
        version: 1,
        // Not I/O-bound: the search over 2n positions and 2m moves outweighs reading.
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: 2 + 2 * limits.get_usize("m"),
        },
        answered: None,
    },
};

/// An input: n and the arcs (1-based).
pub struct Graph {
    pub n: usize,
    pub arcs: Vec<(usize, usize)>,
}

pub fn parse(input: &str) -> Graph {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let (n, m) = (numbers[0], numbers[1]);
    let arcs = (0..m)
        .map(|i| (numbers[2 + 2 * i], numbers[3 + 2 * i]))
        .collect();
    Graph { n, arcs }
}

/// n from 1 to 7, 1 to 14 distinct arcs (self-loops allowed).
/// The arcs of an input, as written.
fn arcs(input: &str) -> Vec<(u64, u64)> {
    let mut numbers = judge::input::tokens::<u64>(input).skip(1);
    let m = numbers.next().expect("m");
    (0..m)
        .map(|_| (numbers.next().expect("a"), numbers.next().expect("b")))
        .collect()
}

/// What the README says is answered beyond the statement's arcs.
const SHAPES: [InputShape; 3] = [
    InputShape {
        name: "m = 0",
        holds: |input| arcs(input).is_empty(),
    },
    InputShape {
        name: "a loop",
        holds: |input| arcs(input).iter().any(|&(a, b)| a == b),
    },
    InputShape {
        name: "a repeated arc",
        holds: |input| {
            let mut arcs = arcs(input);
            arcs.sort_unstable();
            arcs.windows(2).any(|pair| pair[0] == pair[1])
        },
    },
];

pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 7) as usize;
    let mut pairs: Vec<(usize, usize)> =
        (1..=n).flat_map(|a| (1..=n).map(move |b| (a, b))).collect();
    rng.shuffle(&mut pairs);
    // m = 0 one time in twenty; otherwise 1 to 13 arcs, one of them
    // repeated one time in five (both answered, though the statement
    // excludes them).
    let m = if rng.below(20) == 0 {
        0
    } else {
        rng.range(1, 14.min(pairs.len() as u64)) as usize
    };
    pairs.truncate(m);
    if m > 0 && rng.below(5) == 0 {
        let again = pairs[rng.below(m)];
        pairs.push(again);
    }
    let mut input = format!("{} {}\n", n, pairs.len());
    for (a, b) in pairs {
        input += &format!("{a} {b}\n");
    }
    input
}

/// The game played literally: a position is (the token's vertex, whose
/// turn); a move follows an arc; who cannot move loses. Gennady ranks an
/// endless game above a win above a loss, Georgiy a win above a loss above
/// an endless game (the reverse of Gennady's order, so the game is
/// zero-sum). `play::loopy::ranked_outcomes` plays it truncated after k
/// moves (unfinished = endless), each player picking his favourite option,
/// until nothing changes.
pub fn brute(input: &str) -> String {
    let graph = parse(input);
    let mut out_arcs = vec![Vec::new(); graph.n + 1];
    for &(a, b) in &graph.arcs {
        out_arcs[a].push(b);
    }
    let roots: Vec<(usize, usize)> = (1..=graph.n).flat_map(|v| [(v, 0), (v, 1)]).collect();
    let result = loopy::ranked_outcomes(
        roots,
        |&(vertex, turn): &(usize, usize)| {
            out_arcs[vertex]
                .iter()
                .map(|&next| (next, 1 - turn))
                .collect::<Vec<_>>()
        },
        |&(_, turn): &(usize, usize)| if turn == 0 { Side::Max } else { Side::Min },
        false,
        EndlessRank::AboveWin,
    );
    let mut output = String::new();
    for (turn, starter_wins) in [(0, Ending::MaxWins), (1, Ending::MinWins)] {
        for vertex in 1..=graph.n {
            output.push(match result[&(vertex, turn)] {
                Ending::Endless => 'D',
                ending if ending == starter_wins => 'W',
                _ => 'L',
            });
        }
        output.push('\n');
    }
    output
}

/// n and m at their limits: m distinct random arcs (so about 13% of the
/// vertices have none and end the game).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    let m = limits.get_usize("m");
    out.line(&[n, m as u64]);
    let mut seen = HashSet::new();
    while seen.len() < m {
        let arc = (rng.range(1, n), rng.range(1, n));
        if seen.insert(arc) {
            out.line(&[arc.0, arc.1]);
        }
    }
}

/// The statement's bounds: 1 ≤ n ≤ 10^5, 1 ≤ m ≤ 2·10^5; 1 ≤ a, b ≤ n;
/// each (a, b) at most once (loops allowed).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "n")?;
    let m = r.int(1, limits.get("m"), "m")?;
    let mut seen = HashSet::new();
    for _ in 0..m {
        let a = r.int(1, n, "a")?;
        let b = r.int(1, n, "b")?;
        if !seen.insert((a, b)) {
            return Err(format!("the arc {a} → {b} is repeated"));
        }
    }
    Ok(Shape {
        cases: 1,
        values: 2 + 2 * m as usize,
    })
}
