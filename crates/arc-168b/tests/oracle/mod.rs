//! AtCoder ARC168 B's oracle: random small pile lists, the game played by its
//! literal rules for every cap that matters (the moves of `game.rs`, the
//! explorer's rule file, on every pile), and the max-size input with its
//! validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "N = 250000 piles ≤ 10^9",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n"),
        },
    },
};

/// 1 to 4 piles of 1 to 8 stones; half of the inputs are made to have
/// nim-sum 0 (a last pile equal to the others' nim-sum, when it is a legal
/// size), which is where the answer is not −1.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 4) as usize;
    let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1, 8)).collect();
    if rng.chance(1, 2) {
        let rest = piles[1..].iter().fold(0, |x, &a| x ^ a);
        if (1..=8).contains(&rest) {
            piles[0] = rest;
        } else if n >= 2 {
            piles[1] = piles[0];
            piles.truncate(2);
        }
    }
    let list: Vec<String> = piles.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", piles.len(), list.join(" "))
}

/// Does the first player win the piles `piles` with takes of 1 to `k`? The
/// sum of `game.rs`'s one-pile games, played by `play::Game` (each position
/// the sorted multiset of its piles).
pub fn wins(k: u64, piles: &[u64]) -> bool {
    let mut start: Vec<(u64, u64)> = piles.iter().filter(|&&a| a > 0).map(|&a| (k, a)).collect();
    start.sort_unstable();
    play::Game::new(|parts: &Vec<(u64, u64)>| play::sum_moves(parts, |&part| game::moves(part)))
        .wins(&start)
}

/// The largest winning k by literal play of every k from 1 to the largest
/// pile (a cap at or above it changes nothing: every larger k is the same
/// game, so winning there means −1).
pub fn brute(input: &str) -> String {
    let piles: Vec<u64> = judge::input::tokens(input).skip(1).collect();
    let max = piles.iter().copied().max().unwrap_or(0).max(1);
    let answer = if wins(max, &piles) {
        -1
    } else {
        (1..max)
            .rev()
            .find(|&k| wins(k, &piles))
            .map_or(0, |k| k as i64)
    };
    format!("{answer}\n")
}

/// The most piles, up to the limit in size, their nim-sum made 0 (the last
/// pile is the others' nim-sum, when that is a legal size) so the answer
/// needs the whole search for odd-count sizes; pairs of equal piles among
/// them.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, max_a) = (limits.get_usize("n"), limits.get_u64("a"));
    out.line(&[n as u64]);
    let mut piles: Vec<u64> = Vec::with_capacity(n);
    while piles.len() + 1 < n {
        let a = rng.range(1, max_a);
        piles.push(a);
        if piles.len() + 1 < n && rng.chance(1, 2) {
            piles.push(a);
        }
    }
    let rest = piles.iter().fold(0, |x, &a| x ^ a);
    piles.push(if (1..=max_a).contains(&rest) { rest } else { 1 });
    rng.shuffle(&mut piles);
    out.lines_of(n, n, {
        let mut it = piles.into_iter();
        move || it.next().unwrap_or(1)
    });
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    r.skip_ints(n, 1, limits.get("a"), "A")?;
    Ok(Shape {
        cases: 1,
        values: n as usize,
    })
}
