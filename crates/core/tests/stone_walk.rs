//! `gamecore::graphs::stone_walk` against literal play: a position is the stone
//! counts and the piece's vertex; a move takes one stone from under the
//! piece and steps to any neighbour; who finds no stone under the piece
//! loses. Every tree with up to 6 vertices (as parent arrays) with small
//! stone counts, and random graphs with cycles.

use std::collections::HashMap;

use gamecore::graphs::stone_walk::winning_starts;

fn literal_wins(
    neighbours: &[Vec<usize>],
    stones: &mut Vec<u64>,
    at: usize,
    memo: &mut HashMap<(Vec<u64>, usize), bool>,
) -> bool {
    if stones[at] == 0 {
        return false;
    }
    if let Some(&known) = memo.get(&(stones.clone(), at)) {
        return known;
    }
    stones[at] -= 1;
    let wins = neighbours[at]
        .iter()
        .any(|&to| !literal_wins(neighbours, stones, to, memo));
    stones[at] += 1;
    memo.insert((stones.clone(), at), wins);
    wins
}

fn check(stones: &[u64], edges: &[(usize, usize)]) {
    let n = stones.len();
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in edges {
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    let mut memo = HashMap::new();
    let mut counts = stones.to_vec();
    let literal: Vec<bool> = (0..n)
        .map(|v| literal_wins(&neighbours, &mut counts, v, &mut memo))
        .collect();
    assert_eq!(
        winning_starts(stones, edges),
        literal,
        "{stones:?} on {edges:?}"
    );
}

/// Every vector of `n` counts in `0..=max`.
fn all_counts(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|prefix| {
                (0..=max).map(move |c| {
                    let mut next = prefix.clone();
                    next.push(c);
                    next
                })
            })
            .collect();
    }
    all
}

#[test]
fn every_small_tree_with_small_stone_counts_plays_as_the_rule_says() {
    for n in 1..=6usize {
        // Every parent array: vertex v > 0 hangs from some vertex below it
        // (every labelled tree up to relabelling arises).
        let mut parents = vec![0usize; n];
        loop {
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (parents[v], v)).collect();
            let max = if n <= 4 { 3 } else { 2 };
            for stones in all_counts(n, max) {
                check(&stones, &edges);
            }
            // The next parent array.
            let mut v = n;
            loop {
                if v <= 1 {
                    break;
                }
                v -= 1;
                if parents[v] + 1 < v {
                    parents[v] += 1;
                    break;
                }
                parents[v] = 0;
            }
            if v <= 1 && parents.iter().all(|&p| p == 0) {
                break;
            }
        }
    }
}

#[test]
fn random_graphs_with_cycles_play_as_the_rule_says() {
    let mut state = 0x1234_5678_9abc_def1u64;
    let mut next = move |below: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below
    };
    for _ in 0..400 {
        let n = 2 + next(4) as usize;
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if next(2) == 0 {
                    edges.push((a, b));
                }
            }
        }
        let stones: Vec<u64> = (0..n).map(|_| next(5)).collect();
        check(&stones, &edges);
    }
}
