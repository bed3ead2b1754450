//! HDU 3590's oracle: random small forests whose roots have at most one edge
//! (where the judge's accepted rule is a theorem), misère Green Hackenbush
//! played by its literal rules (cut an edge, drop what no longer reaches its
//! root; the player who cannot move wins), and the max-size input with its
//! validator.

use std::cell::RefCell;

use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
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

/// A forest: the positions of its trees that still have an edge, sorted.
pub type Forest = Vec<Edges>;
type MisereHackenbush = play::Game<Forest, fn(&Forest) -> Vec<Forest>>;

/// A move in one tree of the forest; a tree left without an edge is gone.
fn forest_moves(forest: &Forest) -> Vec<Forest> {
    play::sum_moves(forest, |tree: &Edges| {
        hackenbush_moves(tree)
            .into_iter()
            .map(|rest| if rest.is_empty() { vec![] } else { vec![rest] })
            .collect()
    })
}

thread_local! {
    /// Positions already searched, shared by every input of a run.
    static GAME: RefCell<MisereHackenbush> = RefCell::new(play::Game::new(forest_moves));
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

/// Does the player to move win the forest (each tree as 1-based edges, rooted
/// at vertex 1) when the player who cannot move wins? Literal play, for any
/// forest (the roots' degrees do not matter here).
pub fn wins(trees: &[Vec<(u64, u64)>]) -> bool {
    let mut forest: Forest = trees
        .iter()
        .map(|edges| position(edges))
        .filter(|tree| !tree.is_empty())
        .collect();
    forest.sort();
    GAME.with(|game| game.borrow_mut().wins_misere(&forest))
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
        .map(|forest| if wins(forest) { "PP\n" } else { "QQ\n" })
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
    fn find(leader: &mut [usize], mut v: usize) -> usize {
        while leader[v] != v {
            leader[v] = leader[leader[v]];
            v = leader[v];
        }
        v
    }
    // The number of cases is not stated (only the max-size input fixes one).
    until_eof(r, |r| {
        let n_trees = r.int(1, limits.get("trees"), "N")?;
        let mut n_edges = 0;
        for _ in 0..n_trees {
            let m = r.int(1, limits.get("m"), "m")? as usize;
            let mut leader: Vec<usize> = (0..m).collect();
            for _ in 1..m {
                let a = r.int(1, m as i128, "vertex")? as usize - 1;
                let b = r.int(1, m as i128, "vertex")? as usize - 1;
                let (ra, rb) = (find(&mut leader, a), find(&mut leader, b));
                if ra == rb {
                    return Err(format!("edge {} {} closes a cycle", a + 1, b + 1));
                }
                leader[ra] = rb;
            }
            n_edges += m - 1;
        }
        Ok(n_edges)
    })
}
