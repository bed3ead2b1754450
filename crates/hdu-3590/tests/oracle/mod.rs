//! HDU 3590's oracle: random small forests whose roots have at most one edge
//! (where the judge's accepted rule is a theorem), misère Green Hackenbush
//! played by its literal rules (cut an edge, drop what no longer reaches its
//! root; the player who cannot move wins; the moves and the search are
//! `play::rules::hackenbush`'s), and the max-size input with its validator.

use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::hackenbush::{self, random_tree};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "100 cases × 99 trees × 99 nodes",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases")
                * limits.get_usize("trees")
                * (limits.get_usize("m") - 1),
        },
        answered: None,
    },
};

/// A random tree on `1..=n` whose root, vertex 1, has at most one edge: vertex
/// 1 above a random tree on the other `n − 1` vertices, joined to one of them.
pub fn random_stalked_tree(rng: &mut Rng, n: usize) -> Vec<(u64, u64)> {
    if n == 1 {
        return Vec::new();
    }
    let mut edges: Vec<(u64, u64)> = random_tree(rng, n - 1)
        .into_iter()
        .map(|(a, b)| (a + 1, b + 1))
        .collect();
    let below = rng.range(2, n as u64);
    let at = rng.below(edges.len() + 1);
    edges.insert(
        at,
        if rng.chance(1, 2) {
            (1, below)
        } else {
            (below, 1)
        },
    );
    edges
}

/// A random input of 1 to 4 cases, each 1 to 3 trees of 1 to 6 nodes whose
/// roots have at most one edge; the last line ends without a line break now
/// and then, as "until EOF" allows.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 4) {
        let n_trees = rng.range(1, 3);
        input += &format!("{n_trees}\n");
        for _ in 0..n_trees {
            let n = rng.range(1, 6) as usize;
            input += &format!("{n}\n");
            for (a, b) in random_stalked_tree(rng, n) {
                input += &format!("{a} {b}\n");
            }
        }
    }
    if rng.chance(1, 4) {
        input.pop();
    }
    input
}

/// The cases of an input: until the end, `N` trees, each `m` and its
/// `m − 1` edges.
pub fn forests_of(input: &str) -> Vec<Vec<Vec<(u64, u64)>>> {
    let mut numbers = judge::input::tokens::<u64>(input);
    let mut forests = Vec::new();
    while let Some(n_trees) = numbers.next() {
        let forest = (0..n_trees)
            .map(|_| {
                let m = numbers.next().expect("m");
                (1..m)
                    .map(|_| (numbers.next().expect("a"), numbers.next().expect("b")))
                    .collect()
            })
            .collect();
        forests.push(forest);
    }
    forests
}

pub fn brute(input: &str) -> String {
    forests_of(input)
        .iter()
        .map(|forest| {
            // Literal play for any forest (the roots' degrees do not matter
            // here).
            if hackenbush::wins_misere(forest) {
                "PP\n"
            } else {
                "QQ\n"
            }
        })
        .collect()
}

/// The most cases of the most trees of the most nodes; every other case has
/// only trees whose roots have one edge (where the accepted rule is exact).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let m = limits.get_usize("m");
    for case in 0..limits.get_u64("cases") {
        out.line(&[limits.get_u64("trees")]);
        for _ in 0..limits.get_u64("trees") {
            out.line(&[m as u64]);
            let edges = if case % 2 == 0 {
                random_stalked_tree(rng, m)
            } else {
                random_tree(rng, m)
            };
            for (a, b) in edges {
                out.line(&[a, b]);
            }
        }
    }
}

/// Checks the limits, that every vertex is in range, and that each tree's
/// edges form a tree (union–find: no edge joins two vertices already
/// connected).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    // The number of cases is not stated (only the max-size input fixes one).
    until_eof(r, |r| {
        let n_trees = r.int(1, limits.get("trees"), "N")?;
        let mut n_edges = 0;
        for _ in 0..n_trees {
            let m = r.int(1, limits.get("m"), "m")? as usize;
            hackenbush::read_tree_edges(r, m)?;
            n_edges += m - 1;
        }
        Ok(n_edges)
    })
}
