//! POJ 3710's oracle: random small cacti (trees with cycles hanging on them,
//! parallel edges included), Green Hackenbush played by its literal rules
//! (cut an edge, drop what no longer reaches the root) over whole positions
//! of several graphs (the moves and the search are
//! `play::rules::hackenbush`'s), and the max-size input with its validator.

use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::hackenbush;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "20 cases × 99 cacti of 99 vertices, 147 edges",
        version: 1,
        // Not I/O-bound: each edge costs a depth-first search step (bridges
        // by low-link) besides its two numbers, about 3–4 times their reading.
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases")
                * limits.get_usize("graphs")
                * max_cactus_edges(limits),
        },
        answered: None,
    },
};

/// A graph of the input: its number of vertices and its 1-based edges.
pub type Graph = (u64, Vec<(u64, u64)>);

/// Relabels a graph on `0..n` so that `root` becomes vertex 1 and the others
/// get `2..=n` at random; shuffles the edges and their orientations.
fn relabel(rng: &mut Rng, n: usize, root: usize, edges: Vec<(usize, usize)>) -> Graph {
    let mut others: Vec<u64> = (2..=n as u64).collect();
    rng.shuffle(&mut others);
    let mut labels = vec![0u64; n];
    let mut next = others.into_iter();
    for (v, label) in labels.iter_mut().enumerate() {
        *label = if v == root {
            1
        } else {
            next.next().expect("n − 1 labels")
        };
    }
    (n as u64, hackenbush::label_edges(rng, &labels, edges))
}

/// A random cactus of at most `max_edges` edges: from one vertex, pendant
/// edges and cycles of length 2 (parallel edges) to 5 hung at random vertices
/// (cycle vertices included, so trees and cycles hang off cycles), rooted at
/// a random vertex.
pub fn random_cactus(rng: &mut Rng, max_edges: usize) -> Graph {
    let target = rng.below(max_edges + 1);
    let mut n = 1;
    let mut edges = Vec::new();
    while edges.len() < target {
        let at = rng.below(n);
        let room = target - edges.len();
        let len = if room == 1 || rng.chance(1, 3) {
            1
        } else {
            2 + rng.below(room.min(5) - 1)
        };
        if len == 1 {
            edges.push((at, n));
            n += 1;
            continue;
        }
        // The cycle at, n, n + 1, …, n + len − 2, back to at.
        let mut previous = at;
        for v in n..n + len - 1 {
            edges.push((previous, v));
            previous = v;
        }
        edges.push((previous, at));
        n += len - 1;
    }
    let root = rng.below(n);
    relabel(rng, n, root, edges)
}

/// A random input of 1 to 4 cases, each 1 to 3 cacti of at most 9 edges in
/// all; the last line ends without a line break now and then, as "until
/// EOF" allows.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 4) {
        let n_graphs = rng.range(1, 3) as usize;
        input += &format!("{n_graphs}\n");
        let mut budget = 9;
        for _ in 0..n_graphs {
            let (n, edges) = random_cactus(rng, budget.min(7));
            budget -= edges.len();
            input += &format!("{n} {}\n", edges.len());
            for (a, b) in edges {
                input += &format!("{a} {b}\n");
            }
        }
    }
    if rng.chance(1, 4) {
        input.pop();
    }
    input
}

/// The cases of an input: until the end, `N` graphs, each `m k` and `k`
/// edges.
pub fn cases_of(input: &str) -> Vec<Vec<Graph>> {
    let mut numbers = judge::input::tokens::<u64>(input);
    let mut cases = Vec::new();
    while let Some(n_graphs) = numbers.next() {
        let graphs = (0..n_graphs)
            .map(|_| {
                let m = numbers.next().expect("m");
                let k = numbers.next().expect("k");
                let edges = (0..k)
                    .map(|_| (numbers.next().expect("a"), numbers.next().expect("b")))
                    .collect();
                (m, edges)
            })
            .collect();
        cases.push(graphs);
    }
    cases
}

pub fn brute(input: &str) -> String {
    cases_of(input)
        .iter()
        .map(|graphs| {
            let edges: Vec<Vec<(u64, u64)>> = graphs.iter().map(|(_, e)| e.clone()).collect();
            // Literal play, for any multigraphs (loops and cycles sharing
            // vertices too).
            if hackenbush::wins(&edges) {
                "Sally\n"
            } else {
                "Harry\n"
            }
        })
        .collect()
}

/// The most edges a cactus on `m` vertices can have: every 2 new vertices
/// with 3 edges (a triangle, or an edge and a cycle of 2).
fn max_cactus_edges(limits: &Limits) -> usize {
    3 * (limits.get_usize("m") - 1) / 2
}

/// The most cases of the most graphs, each a cactus of the most vertices and
/// edges: gadgets of 2 new vertices and 3 edges hung at random vertices — a
/// triangle, an edge with a cycle of 2 below it, a cycle of 2 with an edge
/// below it, a cycle of 2 and an edge side by side.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let m = limits.get_usize("m");
    for _ in 0..limits.get_u64("cases") {
        out.line(&[limits.get_u64("graphs")]);
        for _ in 0..limits.get_u64("graphs") {
            let mut edges = Vec::new();
            let mut n = 1;
            while n + 2 <= m {
                let (a, x, y) = (rng.below(n), n, n + 1);
                edges.extend(match rng.below(4) {
                    0 => [(a, x), (x, y), (y, a)],
                    1 => [(a, x), (x, y), (y, x)],
                    2 => [(a, x), (x, a), (x, y)],
                    _ => [(a, x), (x, a), (a, y)],
                });
                n += 2;
            }
            let root = rng.below(n);
            let (n, edges) = relabel(rng, n, root, edges);
            out.line(&[n, edges.len() as u64]);
            for (a, b) in edges {
                out.line(&[a, b]);
            }
        }
    }
}

/// Checks the limits, and that each graph is what the statement promises: no
/// loop, connected, and a cactus (every edge on at most one cycle; parallel
/// edges are a cycle of 2).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    // The number of cases is not stated (only the max-size input fixes one).
    until_eof(r, |r| {
        let n_graphs = r.int(1, limits.get("graphs"), "N")?;
        let mut n_edges = 0;
        for _ in 0..n_graphs {
            let m = r.int(1, limits.get("m"), "m")? as usize;
            let k = r.int(0, limits.get("k"), "k")? as usize;
            let mut edges = Vec::with_capacity(k);
            for _ in 0..k {
                let a = r.int(1, m as i128, "vertex")? as usize - 1;
                let b = r.int(1, m as i128, "vertex")? as usize - 1;
                if a == b {
                    return Err(format!("a loop at vertex {}", a + 1));
                }
                edges.push((a, b));
            }
            check_cactus(m, &edges)?;
            n_edges += k;
        }
        Ok(n_edges)
    })
}

/// Connected, and every edge on at most one cycle: a spanning tree by
/// breadth-first search, then each other edge closes one cycle with the tree
/// path between its ends, whose tree edges must not lie on a cycle already.
fn check_cactus(m: usize, edges: &[(usize, usize)]) -> Result<(), String> {
    let mut adjacent = vec![Vec::new(); m];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adjacent[a].push((b, e));
        adjacent[b].push((a, e));
    }
    let mut parent = vec![None; m];
    let mut depth = vec![usize::MAX; m];
    let mut in_tree = vec![false; edges.len()];
    depth[0] = 0;
    let mut order = vec![0];
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        for &(w, e) in &adjacent[v] {
            if depth[w] == usize::MAX {
                depth[w] = depth[v] + 1;
                parent[w] = Some((v, e));
                in_tree[e] = true;
                order.push(w);
            }
        }
    }
    if order.len() < m {
        return Err(format!(
            "the graph is not connected ({} of {m} vertices reached)",
            order.len()
        ));
    }
    let mut on_cycle = vec![false; edges.len()];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if in_tree[e] {
            continue;
        }
        let (mut a, mut b) = (a, b);
        while a != b {
            if depth[a] < depth[b] {
                std::mem::swap(&mut a, &mut b);
            }
            let (up, tree_edge) = parent[a].expect("a deeper vertex has a parent");
            if on_cycle[tree_edge] {
                return Err(format!(
                    "edge {} {} lies on two cycles",
                    edges[tree_edge].0 + 1,
                    edges[tree_edge].1 + 1
                ));
            }
            on_cycle[tree_edge] = true;
            a = up;
        }
    }
    Ok(())
}
