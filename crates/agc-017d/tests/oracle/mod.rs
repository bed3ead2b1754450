//! AtCoder AGC 017 D's oracle: random small trees, Green Hackenbush played by its
//! literal rules (cut an edge, drop what no longer reaches the root; the
//! moves and the search are `play::rules::hackenbush`'s), and the max-size
//! input with its validator.

use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::hackenbush::{self, random_tree};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 2000,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "a path of 10^5 vertices from the root",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") - 1,
        },
        answered: None,
    },
};

/// A random input: one tree of 2 to 10 vertices.
/// What the README says is answered below the statement's bounds.
const SHAPES: [InputShape; 1] = [InputShape {
    name: "N = 1",
    holds: |input| input.split_whitespace().next() == Some("1"),
}];

pub fn generate(rng: &mut Rng) -> String {
    // N = 1, below the statement's bounds, is answered too.
    let n = rng.range(1, 10) as usize;
    let mut input = format!("{n}\n");
    for (a, b) in random_tree(rng, n) {
        input += &format!("{a} {b}\n");
    }
    input
}

/// The tree of an input: `N`, then its `N − 1` edges.
pub fn tree_of(input: &str) -> Vec<(u64, u64)> {
    let mut numbers = judge::input::tokens::<u64>(input);
    let n = numbers.next().expect("N");
    (1..n)
        .map(|_| (numbers.next().expect("x"), numbers.next().expect("y")))
        .collect()
}

pub fn brute(input: &str) -> String {
    let winner = if hackenbush::wins(&[tree_of(input)]) {
        "Alice"
    } else {
        "Bob"
    };
    format!("{winner}\n")
}

/// The largest tree, and the deepest: a path from the root down, the labels
/// in order and the edges alternating in orientation.
fn max_input(_rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    out.line(&[n]);
    for v in 1..n {
        if v % 2 == 0 {
            out.line(&[v + 1, v]);
        } else {
            out.line(&[v, v + 1]);
        }
    }
}

/// Checks the limits (the statement's N ≥ 2 included), that every vertex is
/// in range, and that the edges form a tree (union–find: no edge joins two
/// vertices already connected).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "N")? as usize;
    hackenbush::read_tree_edges(r, n)?;
    Ok(Shape {
        cases: 1,
        values: n - 1,
    })
}
