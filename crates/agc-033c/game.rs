//! AtCoder AGC033 C Removing Coins, literally: a tree whose vertices hold
//! coins; a move takes every coin of one vertex v that has some, then every
//! other coin steps to its neighbour nearest v (coins meeting on a vertex
//! stay together); who faces no coins loses. A position is the tree's edges
//! (0-based) and the bitmask of the vertices holding coins (at most 64
//! vertices). This is the explorer's start form; the crate's brute force
//! (tests/oracle/) plays these moves on the judge's whole tree.
//!
//! The family: `start((a, b))` is the spider with a centre and three legs of
//! a, b and b vertices, every vertex holding a coin: its diameter is
//! a + b + 1 vertices when a ≥ b, 2b + 1 otherwise (legs of 0 are absent).
//! `cargo xtask grundy crates/agc-033c/game.rs --box 8,8` (the start form,
//! branch `explore`, issue 28) finds the P-positions exactly where that
//! diameter is ≡ 2 (mod 3) (*apparent*, checked on the box); diameter.rs is
//! the game reduced to the diameter as a heap, which the explorer proves
//! periodic, and crates/agc-033c/README.md gives the reduction.

pub type Coins = (Vec<(u8, u8)>, u64);

pub fn start((a, b): (u64, u64)) -> Coins {
    let mut edges = Vec::new();
    let mut n = 1u8; // vertex 0 is the centre
    for leg in [a, b, b] {
        let mut last = 0u8;
        for _ in 0..leg {
            edges.push((last, n));
            last = n;
            n += 1;
        }
    }
    let coins = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    (edges, coins)
}

pub fn moves((edges, coins): &Coins) -> Vec<Vec<Coins>> {
    let n = edges.len() + 1;
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in edges {
        adjacent[a as usize].push(b as usize);
        adjacent[b as usize].push(a as usize);
    }
    let mut options = Vec::new();
    for v in (0..n).filter(|&v| coins >> v & 1 == 1) {
        // next[u]: the neighbour of u nearest v (a search from v).
        let mut next = vec![usize::MAX; n];
        next[v] = v;
        let mut queue = vec![v];
        while let Some(u) = queue.pop() {
            for &w in &adjacent[u] {
                if next[w] == usize::MAX {
                    next[w] = u;
                    queue.push(w);
                }
            }
        }
        let after = (0..n)
            .filter(|&u| u != v && coins >> u & 1 == 1)
            .fold(0u64, |mask, u| mask | 1 << next[u]);
        options.push(vec![(edges.clone(), after)]);
    }
    options
}
