use super::*;
use crate::base::scan::Scanner;
use std::collections::HashMap;

/// A small deterministic generator (xorshift), so the tests need no crate.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Literal play: the value of the position where the edges in `alive`
/// (a bit mask) remain, by mex over every single deletion followed by
/// dropping what is no longer connected to the root.
fn brute_value(
    n: usize,
    edges: &[(usize, usize)],
    root: usize,
    alive: u32,
    memo: &mut HashMap<u32, u64>,
) -> u64 {
    if let Some(&known) = memo.get(&alive) {
        return known;
    }
    let mut options = Vec::new();
    for e in 0..edges.len() {
        if alive & (1 << e) != 0 {
            let next = connected_to_root(n, edges, root, alive & !(1 << e));
            options.push(brute_value(n, edges, root, next, memo));
        }
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(alive, value);
    value
}

/// The edges of `alive` that are still connected to `root`.
fn connected_to_root(n: usize, edges: &[(usize, usize)], root: usize, alive: u32) -> u32 {
    let mut reached = vec![false; n];
    reached[root] = true;
    let mut kept = 0u32;
    loop {
        let mut grew = false;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if alive & (1 << e) != 0 && kept & (1 << e) == 0 && (reached[a] || reached[b]) {
                kept |= 1 << e;
                reached[a] = true;
                reached[b] = true;
                grew = true;
            }
        }
        if !grew {
            return kept;
        }
    }
}

fn brute(n: usize, edges: &[(usize, usize)], root: usize) -> u64 {
    let all = connected_to_root(n, edges, root, (1u32 << edges.len()) - 1);
    brute_value(n, edges, root, all, &mut HashMap::new())
}

fn tree_value(n: usize, edges: &[(usize, usize)], root: usize) -> Result<u64, NotATree> {
    let mut tree = Tree::new(n, root);
    for &(a, b) in edges {
        tree.add_edge(a, b);
    }
    tree.value()
}

fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut labels: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        labels.swap(i, rng.below(i + 1));
    }
    (1..n)
        .map(|i| {
            let (a, b) = (labels[i], labels[rng.below(i)]);
            if rng.below(2) == 0 { (a, b) } else { (b, a) }
        })
        .collect()
}

#[test]
fn colon_principle_matches_literal_play_on_random_trees() {
    let mut rng = Rng(3094);
    for _ in 0..3000 {
        let n = 1 + rng.below(12);
        let edges = random_tree(&mut rng, n);
        let root = rng.below(n);
        let expected = brute(n, &edges, root);
        assert_eq!(
            tree_value(n, &edges, root),
            Ok(expected),
            "{edges:?} root {root}"
        );
        assert_eq!(
            graph_value(n, &edges, root),
            expected,
            "{edges:?} root {root}"
        );
    }
}

/// A consequence the problems' tests rely on: by induction (a child
/// contributes `value + 1`, flipping the parity once per edge), a tree's
/// value has the parity of its number of edges, so only trees with an
/// even number of edges can be worth 0.
#[test]
fn a_tree_value_has_the_parity_of_its_edges() {
    let mut rng = Rng(17);
    for _ in 0..2000 {
        let n = 1 + rng.below(60);
        let edges = random_tree(&mut rng, n);
        let value = tree_value(n, &edges, rng.below(n)).unwrap();
        assert_eq!(value % 2, (n as u64 - 1) % 2, "{edges:?}");
    }
}

#[test]
fn fusion_matches_literal_play_on_random_multigraphs() {
    let mut rng = Rng(3710);
    // One `Fusion` for all graphs: what it keeps must not leak between them.
    let mut fusion = Fusion::new();
    for _ in 0..3000 {
        let n = 1 + rng.below(7);
        let n_edges = rng.below(12);
        // Loops, parallel edges and parts away from the root included.
        let edges: Vec<(usize, usize)> =
            (0..n_edges).map(|_| (rng.below(n), rng.below(n))).collect();
        let root = rng.below(n);
        let expected = brute(n, &edges, root);
        assert_eq!(
            graph_value(n, &edges, root),
            expected,
            "{edges:?} root {root}"
        );
        assert_eq!(
            fusion.value(n, &edges, root),
            expected,
            "{edges:?} root {root}"
        );
    }
}

#[test]
fn hanging_cycles_odd_are_an_edge_even_are_a_vertex() {
    for len in 2..=9 {
        // A cycle through the root: 0-1-…-(len−1)-0.
        let cycle: Vec<(usize, usize)> = (0..len).map(|v| (v, (v + 1) % len)).collect();
        assert_eq!(graph_value(len, &cycle, 0), len as u64 % 2);
        if len <= 7 {
            assert_eq!(brute(len, &cycle, 0), len as u64 % 2);
        }
        // The same cycle hung at the end of a stalk of one edge.
        let mut hung: Vec<(usize, usize)> = cycle.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
        hung.push((0, 1));
        assert_eq!(graph_value(len + 1, &hung, 0), 1 + len as u64 % 2);
    }
}

#[test]
fn not_a_tree_is_reported() {
    assert_eq!(tree_value(3, &[(0, 1), (1, 0)], 0), Err(NotATree));
    assert_eq!(tree_value(3, &[(0, 1), (2, 2)], 0), Err(NotATree));
    assert_eq!(tree_value(4, &[(1, 2), (2, 3), (3, 1)], 0), Err(NotATree));
    assert_eq!(tree_value(4, &[(0, 1), (2, 3)], 0), Err(NotATree));
    assert_eq!(
        tree_value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0),
        Err(NotATree)
    );
    assert_eq!(tree_value(2, &[], 0), Err(NotATree));
    assert_eq!(tree_value(4, &[(0, 1), (1, 2), (2, 3)], 3), Ok(3));
}

#[test]
fn long_paths_and_stars_do_not_recurse() {
    let n = 1_000_000;
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    assert_eq!(tree_value(n, &path, 0), Ok(n as u64 - 1));
    let (left, right) = (n as u64 / 2, n as u64 - 1 - n as u64 / 2);
    assert_eq!(tree_value(n, &path, n / 2), Ok(left ^ right)); // two stalks
    assert_eq!(graph_value(n, &path, 0), n as u64 - 1);
    let mut cycle = path.clone();
    cycle.push((n - 1, 0));
    assert_eq!(graph_value(n, &cycle, 0), 0);
    let star: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
    assert_eq!(tree_value(n, &star, 0), Ok((n as u64 - 1) % 2));
    assert_eq!(graph_value(n, &star, 0), (n as u64 - 1) % 2);
}

#[test]
fn the_tree_reader_values_trees_and_names_bad_tokens() {
    let mut reader = TreeReader::new();
    // AtCoder AGC 017 D's first sample: 1 + (1 ^ 2) + 1 = 4, then a bare root.
    let mut sc = Scanner::new(b"5\n1 2\n2 3\n2 4\n4 5\n1\n");
    assert_eq!(reader.read_value(&mut sc, "N").unwrap(), 4);
    assert_eq!(reader.read_value(&mut sc, "N").unwrap(), 0);
    let mut error = |input: &[u8], count_name: &str| {
        let mut sc = Scanner::new(input);
        reader
            .read_value(&mut sc, count_name)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error(b"3\n1 2\n2 4\n", "N"),
        "token 5: vertex 4 is not in 1..=3"
    );
    assert_eq!(error(b"3\n0 2\n", "N"), "token 2: vertex 0 is not in 1..=3");
    assert_eq!(
        error(b"0\n", "m"),
        "token 1: m must be in 1..=4294967295, found 0"
    );
    assert_eq!(
        error(b"4\n1 2\n2 3\n3 1\n", "N"),
        format!("token 7: {}", NotATree)
    );
    // An absurd N fails on the first missing edge.
    assert_eq!(
        error(b"4294967295\n1 2\n", "N"),
        "token 4: expected an unsigned 32-bit integer, found end of input"
    );
}

#[test]
fn the_graph_reader_numbers_only_what_it_needs() {
    let mut reader = GraphReader::new();
    let mut rng = Rng(0x3710);
    for _ in 0..300 {
        let n = 1 + rng.below(6);
        let n_edges = rng.below(8);
        let edges: Vec<(usize, usize)> =
            (0..n_edges).map(|_| (rng.below(n), rng.below(n))).collect();
        let expected = graph_value(n, &edges, 0);
        // The same graph with m exact and with m far above its vertices
        // (renumbered): the same value.
        for m in [n as u64, 1 << 40] {
            let mut input = format!("{} {}\n", m, n_edges);
            for &(a, b) in &edges {
                input += &format!("{} {}\n", a + 1, b + 1);
            }
            let mut sc = Scanner::new(input.as_bytes());
            assert_eq!(reader.read_value(&mut sc).unwrap(), expected, "{}", input);
        }
    }
    let error = |input: &[u8]| {
        let mut sc = Scanner::new(input);
        GraphReader::new()
            .read_value(&mut sc)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error(b"0 0\n"),
        "token 1: m must be at least 1 (vertex 1 is the root)"
    );
    assert_eq!(error(b"3 1\n1 4\n"), "token 4: vertex 4 is not in 1..=3");
}
