//! AtCoder AGC 010 F's oracle: random small trees with few stones, the game
//! played by its literal rules (a position is every vertex's stones and the
//! piece's vertex: remove a stone under the piece, step to any neighbour,
//! an emptied vertex may be entered again), and the max-size input with its
//! validator.

use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::hackenbush::{random_tree, read_tree_edges};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 300,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "a tree of 3000 vertices, stones up to 10^9",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: 2 * limits.get_usize("n") - 1,
        },
        answered: None,
    },
};

/// What the README says is answered: trees, and loop-free graphs with a
/// cycle or a repeated edge (N − 1 edges, so then several components).
const SHAPES: [InputShape; 3] = [
    InputShape {
        name: "a tree",
        holds: |input| components(input) == 1,
    },
    InputShape {
        name: "a cycle (a graph with N − 1 edges in several components)",
        holds: |input| components(input) > 1 && !has_repeated_edge(input),
    },
    InputShape {
        name: "a repeated edge",
        holds: has_repeated_edge,
    },
];

/// The number of connected components of the input's graph.
fn components(input: &str) -> usize {
    let (stones, edges) = parse(input);
    let mut root: Vec<usize> = (0..stones.len()).collect();
    fn find(root: &mut [usize], mut v: usize) -> usize {
        while root[v] != v {
            v = root[v];
        }
        v
    }
    let mut count = stones.len();
    for (a, b) in edges {
        let (ra, rb) = (find(&mut root, a), find(&mut root, b));
        if ra != rb {
            root[ra] = rb;
            count -= 1;
        }
    }
    count
}

fn has_repeated_edge(input: &str) -> bool {
    let (_, edges) = parse(input);
    let mut seen: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    seen.sort_unstable();
    seen.windows(2).any(|pair| pair[0] == pair[1])
}

/// A random input: 2 to 6 vertices with 0 to 3 stones each (0 to 2 on the
/// largest, to keep the literal search small) and N − 1 edges: a tree two
/// times in three, otherwise any loop-free edges (cycles, repeated edges,
/// several components), which the binary answers too. Self-loops are
/// refused (`tests/rules.rs`), so never drawn.
pub fn generate(rng: &mut Rng) -> String {
    let tree = rng.range(0, 2) < 2;
    input(rng, tree)
}

/// A random tree input (for the tree-only reference in `tests/rules.rs`).
#[allow(dead_code)] // used by rules.rs, not by the stress target
pub fn generate_tree(rng: &mut Rng) -> String {
    input(rng, true)
}

fn input(rng: &mut Rng, tree: bool) -> String {
    let n = rng.range(2, 6) as usize;
    let max = if n <= 5 { 3 } else { 2 };
    let stones: Vec<String> = (0..n).map(|_| rng.range(0, max).to_string()).collect();
    let mut input = format!("{n}\n{}\n", stones.join(" "));
    let edges = if tree {
        random_tree(rng, n)
    } else {
        (1..n)
            .map(|_| {
                let a = rng.range(1, n as u64);
                let b = (a + rng.range(0, n as u64 - 2)) % n as u64 + 1;
                (a, b)
            })
            .collect()
    };
    for (a, b) in edges {
        input += &format!("{a} {b}\n");
    }
    input
}

/// The input's stones and (0-based) edges.
pub fn parse(input: &str) -> (Vec<u64>, Vec<(usize, usize)>) {
    let mut numbers = judge::input::tokens::<u64>(input);
    let n = numbers.next().expect("N") as usize;
    let stones: Vec<u64> = numbers.by_ref().take(n).collect();
    let edges = (1..n)
        .map(|_| {
            let a = numbers.next().expect("a") as usize - 1;
            let b = numbers.next().expect("b") as usize - 1;
            (a, b)
        })
        .collect();
    (stones, edges)
}

/// Does the player to move win with the piece on `start`, by literal play?
/// Every line is finite: each move removes a stone.
pub fn wins_from(stones: &[u64], edges: &[(usize, usize)], start: usize) -> bool {
    let mut game = play::Game::new(|(counts, at): &(Vec<u64>, usize)| {
        if counts[*at] == 0 {
            return Vec::new();
        }
        let mut after = counts.clone();
        after[*at] -= 1;
        edges
            .iter()
            .filter_map(|&(a, b)| match () {
                _ if a == *at => Some(b),
                _ if b == *at => Some(a),
                _ => None,
            })
            .map(|to| (after.clone(), to))
            .collect::<Vec<_>>()
    });
    game.wins(&(stones.to_vec(), start))
}

pub fn brute(input: &str) -> String {
    let (stones, edges) = parse(input);
    let winners: Vec<String> = (0..stones.len())
        .filter(|&v| wins_from(&stones, &edges, v))
        .map(|v| (v + 1).to_string())
        .collect();
    format!("{}\n", winners.join(" "))
}

/// The largest tree (a random recursive one, labels shuffled) with stones
/// anywhere up to the limit.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    let top = limits.get_u64("stones");
    out.line(&[n as u64]);
    out.lines_of(n, n, || rng.range(0, top));
    for (a, b) in random_tree(rng, n) {
        out.line(&[a, b]);
    }
}

/// Checks 2 ≤ N ≤ 3000, 0 ≤ A_i ≤ 10^9, every vertex in range, and that the
/// edges form a tree.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "N")? as usize;
    r.skip_ints(n as i128, 0, limits.get("stones"), "A_i")?;
    read_tree_edges(r, n)?;
    Ok(Shape {
        cases: 1,
        values: 2 * n - 1,
    })
}
