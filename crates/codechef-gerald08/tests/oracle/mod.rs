//! GERALD08's oracle: random small trees with black and white edges, played
//! by the literal rules (Chef cuts a black edge, Ksen a white one, whatever
//! no longer reaches vertex 1 goes; `play::rules::blue_red::Forest` on the
//! tree rooted by a breadth-first search here, searched by
//! `play::partisan::Play` for both first movers), and the max-size input
//! with its validator.

use judge::oracle::{cases, AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::partisan::{Outcome, Play};
use play::rules::blue_red::Forest;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "100 cases, ΣN = 10^5: a 90 000-vertex tree on a path alternating in colour, 99 trees of 100",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 100,
            values: 3 * (limits.get_usize("sum-n") - 100),
        },
        answered: Some(AnsweredMax {
            describe: "ΣN = 2·10^5 (the binary's bound): two alternating paths",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// A random tree on `n` vertices as GERALD08's `N − 1` lines: vertex `i`
/// hangs from a random earlier one (from `i − 1` with probability `path`
/// in 8, for long paths), then the labels other than the root's are
/// shuffled, each edge's ends are swapped at random and the lines shuffled.
fn random_tree(rng: &mut Rng, n: usize, path: u64, out: &mut String) {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label[1..]);
    let mut lines: Vec<(usize, usize, u64)> = (1..n)
        .map(|i| {
            let parent = if rng.chance(path, 8) {
                i - 1
            } else {
                rng.below(i)
            };
            let (a, b) = (label[i], label[parent]);
            let colour = rng.range(0, 1);
            if rng.chance(1, 2) {
                (a, b, colour)
            } else {
                (b, a, colour)
            }
        })
        .collect();
    rng.shuffle(&mut lines);
    for (a, b, c) in lines {
        *out += &format!("{a} {b} {c}\n");
    }
}

/// 1 to 5 cases of 1 to 9 vertices (at most 8 edges: literal play of a
/// tree of `e` edges visits at most `2^e` positions).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 5);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(1, 9) as usize;
        input += &format!("{n}\n");
        let path = rng.range(0, 8);
        random_tree(rng, n, path, &mut input);
    }
    input
}

/// A case: `N` and its edges `(U, V, C)`, 1-based.
pub type Case = (usize, Vec<(usize, usize, u64)>);

/// Each case of an input.
pub fn cases_of(input: &str) -> Vec<Case> {
    let mut numbers = judge::input::tokens::<usize>(input);
    let n_cases = numbers.next().unwrap_or(0);
    (0..n_cases)
        .map(|_| {
            let n = numbers.next().expect("N");
            let edges = (1..n)
                .map(|_| {
                    let u = numbers.next().expect("U");
                    let v = numbers.next().expect("V");
                    (u, v, numbers.next().expect("C") as u64)
                })
                .collect();
            (n, edges)
        })
        .collect()
}

/// The tree rooted at vertex 1 as a forest of edges, each standing on the
/// edge below it (parents first, by a breadth-first search), `true` for a
/// black edge (Chef's, Left's).
pub fn rooted(n: usize, edges: &[(usize, usize, u64)]) -> (Vec<Option<usize>>, Vec<bool>) {
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(u, v, c) in edges {
        adjacent[u].push((v, c == 0));
        adjacent[v].push((u, c == 0));
    }
    // edge_into[v]: the forest edge from v's parent to v.
    let mut edge_into: Vec<Option<usize>> = vec![None; n + 1];
    let mut seen = vec![false; n + 1];
    let (mut parents, mut black) = (Vec::new(), Vec::new());
    let mut queue = std::collections::VecDeque::from([1]);
    seen[1] = true;
    while let Some(v) = queue.pop_front() {
        for &(w, is_black) in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                edge_into[w] = Some(parents.len());
                parents.push(edge_into[v]);
                black.push(is_black);
                queue.push_back(w);
            }
        }
    }
    assert_eq!(parents.len() + 1, n, "the edges are a tree");
    (parents, black)
}

/// The winners with Chef first and with Ksen first, by literal play.
pub fn brute(input: &str) -> String {
    cases_of(input)
        .iter()
        .map(|(n, edges)| {
            let (parents, black) = rooted(*n, edges);
            let forest = Forest::new(&parents, &black);
            let mut play = Play::new(
                |&m: &u64| forest.moves(m, true),
                |&m: &u64| forest.moves(m, false),
            );
            let answer = match play.outcome(&[forest.full()]) {
                Outcome::Left => "Chef Chef",
                Outcome::Right => "Ksen Ksen",
                Outcome::Previous => "Ksen Chef",
                Outcome::Next => "Chef Ksen",
            };
            format!("{answer}\n")
        })
        .collect()
}

/// 100 cases with `ΣN` at its bound: first a tree of `ΣN − 9900` vertices
/// on a path of 80 000 alternating in colour from vertex 1 (values with
/// 80 000-bit numerators: the solution's worst case), then 99 random trees
/// of 100 vertices, a third of them path-like.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let first = limits.get_usize("sum-n") - 99 * 100;
    out.line(&[100]);
    out.line(&[first as u64]);
    let mut text = String::with_capacity(16 * first);
    let path = 80_000.min(first);
    for v in 2..=first {
        let (parent, colour) = if v <= path {
            (v - 1, (v % 2) as u64)
        } else {
            (1 + rng.below(v - 1), rng.range(0, 1))
        };
        text += &format!("{parent} {v} {colour}\n");
    }
    out.text(&text);
    for case in 0..99 {
        out.line(&[100]);
        let mut text = String::new();
        random_tree(rng, 100, if case % 3 == 0 { 7 } else { 0 }, &mut text);
        out.text(&text);
    }
}

/// `1 ≤ T ≤ 1000`; per case `1 ≤ N ≤ 10^5` and `N − 1` lines `U V C` with
/// `1 ≤ U, V ≤ N`, `0 ≤ C ≤ 1`, the edges of a tree ("Chef has a rooted tree
/// G"); `ΣN ≤ 10^5`.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut total = 0;
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "N")? as usize;
        total += n;
        if total > limits.get_usize("sum-n") {
            return Err(format!("the sum of N exceeds {}", limits.get("sum-n")));
        }
        // Union-find: n − 1 edges joining no two connected vertices are a tree.
        let mut leader: Vec<usize> = (0..=n).collect();
        fn find(leader: &mut [usize], mut v: usize) -> usize {
            while leader[v] != v {
                leader[v] = leader[leader[v]];
                v = leader[v];
            }
            v
        }
        for _ in 1..n {
            let u = r.int(1, n as i128, "U")? as usize;
            let v = r.int(1, n as i128, "V")? as usize;
            r.int(0, 1, "C")?;
            let (a, b) = (find(&mut leader, u), find(&mut leader, v));
            if a == b {
                return Err(format!("edge {u}-{v} closes a cycle: not a tree"));
            }
            leader[a] = b;
        }
        Ok(3 * (n - 1))
    })
}

/// The largest sum of N the binary answers, as the slowest trees: two
/// paths of 10^5 vertices alternating in colour, whose values have a bit per
/// edge (README).
fn answered_max(_: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    out.line(&[2]);
    for first in 0..2u64 {
        let n = 100_000u64;
        out.line(&[n]);
        for v in 1..n {
            out.line(&[v, v + 1, (v + first) % 2]);
        }
    }
}
