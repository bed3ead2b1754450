//! AtCoder AGC 017 D's oracle: random small trees, Green Hackenbush played by its
//! literal rules (cut an edge, drop what no longer reaches the root), and the
//! max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 2000,
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
    },
};

/// The edges of a random tree on vertices `1..=n`, in random order and
/// orientation, of a random shape: a path, a star, a caterpillar or a random
/// recursive tree. The labels are shuffled, so the root (vertex 1) may be
/// anywhere in the shape.
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(u64, u64)> {
    let shape = rng.below(4);
    let spine = 1 + rng.below(n);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = match shape {
                0 => v - 1,
                1 => 0,
                2 if v < spine => v - 1,
                2 => rng.below(spine),
                _ => rng.below(v),
            };
            (parent, v)
        })
        .collect();
    let mut labels: Vec<u64> = (1..=n as u64).collect();
    rng.shuffle(&mut labels);
    rng.shuffle(&mut edges);
    edges
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (labels[a], labels[b]);
            if rng.chance(1, 2) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect()
}

/// A random input: one tree of 2 to 10 vertices.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(2, 10) as usize;
    let mut input = format!("{n}\n");
    for (a, b) in random_tree(rng, n) {
        input += &format!("{a} {b}\n");
    }
    input
}

/// A position: the edges still connected to the root, vertex 0, each as
/// (smaller end, larger end), sorted.
pub type Edges = Vec<(u8, u8)>;

/// The edges of `edges` still connected to vertex 0, in canonical order.
pub fn connected_to_root(mut edges: Edges) -> Edges {
    let mut reached = vec![0u8];
    let mut kept = Edges::new();
    loop {
        let before = kept.len();
        edges.retain(|&(a, b)| {
            if reached.contains(&a) || reached.contains(&b) {
                reached.extend([a, b]);
                kept.push((a, b));
                false
            } else {
                true
            }
        });
        if kept.len() == before {
            kept.sort_unstable();
            return kept;
        }
    }
}

/// Green Hackenbush's moves: delete any one edge, then everything no longer
/// connected to the root.
pub fn hackenbush_moves(edges: &Edges) -> Vec<Edges> {
    (0..edges.len())
        .map(|cut| {
            let mut rest = edges.clone();
            rest.remove(cut);
            connected_to_root(rest)
        })
        .collect()
}

type Hackenbush = play::Game<Edges, fn(&Edges) -> Vec<Edges>>;

thread_local! {
    /// Positions already searched, shared by every input of a run.
    static GAME: RefCell<Hackenbush> = RefCell::new(play::Game::new(hackenbush_moves));
}

/// The position of a tree given by 1-based edges, rooted at vertex 1.
pub fn position(edges: &[(u64, u64)]) -> Edges {
    connected_to_root(
        edges
            .iter()
            .map(|&(a, b)| {
                let (a, b) = ((a - 1) as u8, (b - 1) as u8);
                (a.min(b), a.max(b))
            })
            .collect(),
    )
}

/// Does the player to move win the tree with these 1-based edges, rooted at
/// vertex 1? Literal play.
pub fn wins(edges: &[(u64, u64)]) -> bool {
    let start = position(edges);
    GAME.with(|game| game.borrow_mut().wins(&start))
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
    let winner = if wins(&tree_of(input)) {
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
    let mut leader: Vec<usize> = (0..n).collect();
    fn find(leader: &mut [usize], mut v: usize) -> usize {
        while leader[v] != v {
            leader[v] = leader[leader[v]];
            v = leader[v];
        }
        v
    }
    for _ in 1..n {
        let a = r.int(1, n as i128, "vertex")? as usize - 1;
        let b = r.int(1, n as i128, "vertex")? as usize - 1;
        let (ra, rb) = (find(&mut leader, a), find(&mut leader, b));
        if ra == rb {
            return Err(format!("edge {} {} closes a cycle", a + 1, b + 1));
        }
        leader[ra] = rb;
    }
    Ok(Shape {
        cases: 1,
        values: n - 1,
    })
}
