//! HDU 3094's oracle: random small trees, Green Hackenbush played by its
//! literal rules (cut an edge, drop what no longer reaches the root; the
//! moves and the search are `play::rules::hackenbush`'s), and the max-size
//! input with its validator.

use judge::oracle::{cases, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::hackenbush::{self, random_tree};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "10 trees × 10^5 vertices (a path, stars, caterpillars, random)",
        version: 2,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("bench-cases"),
            values: limits.get_usize("bench-cases") * (limits.get_usize("n") - 1),
        },
        answered: None,
    },
};

/// A random input of 1 to 5 trees of 1 to 9 vertices.
/// What the README says is answered: a tree of one vertex among the cases.
const SHAPES: [InputShape; 1] = [InputShape {
    name: "N = 1",
    holds: |input| trees_of(input).iter().any(Vec::is_empty),
}];

pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 5);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(1, 9) as usize;
        input += &format!("{n}\n");
        for (a, b) in random_tree(rng, n) {
            input += &format!("{a} {b}\n");
        }
    }
    input
}

/// The trees of an input: `T`, then per case `N` and its `N − 1` edges.
pub fn trees_of(input: &str) -> Vec<Vec<(u64, u64)>> {
    let mut numbers = judge::input::tokens::<u64>(input);
    let n_cases = numbers.next().unwrap_or(0);
    (0..n_cases)
        .map(|_| {
            let n = numbers.next().expect("N");
            (1..n)
                .map(|_| (numbers.next().expect("a"), numbers.next().expect("b")))
                .collect()
        })
        .collect()
}

pub fn brute(input: &str) -> String {
    trees_of(input)
        .iter()
        .map(|edges| {
            if hackenbush::wins(std::slice::from_ref(edges)) {
                "Alice\n"
            } else {
                "Bob\n"
            }
        })
        .collect()
}

/// `bench-cases` trees of the most vertices (see `Cargo.toml`), of every
/// shape in turn, the first a path from the root down (the deepest a
/// solution must walk).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    out.line(&[limits.get_u64("bench-cases")]);
    for case in 0..limits.get_u64("bench-cases") {
        out.line(&[n as u64]);
        if case == 0 {
            for v in 1..n as u64 {
                out.line(&[v, v + 1]);
            }
            continue;
        }
        for (a, b) in random_tree(rng, n) {
            out.line(&[a, b]);
        }
    }
}

/// Checks the limits, that every vertex is in range, and that the edges form
/// a tree (union–find: no edge joins two vertices already connected).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "N")? as usize;
        hackenbush::read_tree_edges(r, n)?;
        Ok(n - 1)
    })
}
