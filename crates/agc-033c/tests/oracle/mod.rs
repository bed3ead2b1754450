//! AtCoder AGC033 C's oracle: random small trees, the game played by its
//! literal rules (the moves of `game.rs`, the explorer's rule file, on every
//! coin), and the max-size input with its validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::hackenbush::{random_tree, read_tree_edges};

// The brute force plays `moves` only; `start` is the explorer's.
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "a tree of 2·10^5 vertices (a long path with branches)",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 2 * (limits.get_usize("n") - 1),
        },
    },
};

/// One random tree of 1 to 9 vertices (paths, stars, caterpillars and
/// random shapes).
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 9) as usize;
    let mut input = format!("{n}\n");
    for (a, b) in random_tree(rng, n) {
        input += &format!("{a} {b}\n");
    }
    input
}

/// The tree of an input, 0-based, every vertex with a coin.
pub fn position_of(input: &str) -> game::Coins {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let n = numbers[0] as usize;
    let edges = numbers[1..]
        .chunks(2)
        .map(|edge| ((edge[0] - 1) as u8, (edge[1] - 1) as u8))
        .collect();
    let coins = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    (edges, coins)
}

/// Does the player to move win? Every move of `game.rs` is played by
/// `play::Game`; no coins left is lost.
pub fn wins(position: &game::Coins) -> bool {
    play::Game::new(|position: &game::Coins| {
        game::moves(position)
            .into_iter()
            .map(|mut option| option.remove(0))
    })
    .wins(position)
}

pub fn brute(input: &str) -> String {
    if wins(&position_of(input)) {
        "First\n".to_string()
    } else {
        "Second\n".to_string()
    }
}

/// The largest tree: a path over a random ordering of the labels through a
/// third of the vertices, the rest hung on random earlier vertices (so the
/// diameter is long and the tree deep from every vertex).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    out.line(&[n as u64]);
    let mut labels: Vec<u64> = (1..=n as u64).collect();
    rng.shuffle(&mut labels);
    let spine = n / 3;
    for v in 1..n {
        let parent = if v < spine { v - 1 } else { rng.below(v) };
        out.line(&[labels[parent], labels[v]]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")? as usize;
    read_tree_edges(r, n)?;
    Ok(Shape {
        cases: 1,
        values: 2 * (n - 1),
    })
}
