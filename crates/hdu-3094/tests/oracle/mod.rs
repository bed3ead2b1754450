//! HDU 3094's oracle: random small trees, Green Hackenbush played by its
//! literal rules (cut an edge, drop what no longer reaches the root), and the
//! max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
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

/// A random input of 1 to 5 trees of 1 to 9 vertices.
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
        .map(|edges| if wins(edges) { "Alice\n" } else { "Bob\n" })
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
        Ok(n - 1)
    })
}
