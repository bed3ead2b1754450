//! NYOJ 137's (POJ 1740's) oracle: small random inputs, the game played by its
//! literal moves (every take, every spread) through `play`, and the max-size
//! input at the judge's limits.

use std::cell::RefCell;

use itertools::Itertools;
use judge::input::lists_until_zero;
use judge::oracle::{until_zero, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^4 cases × 10 piles ≤ 100",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("piles"),
        },
        answered: None,
    },
};

/// A random input of up to 15 cases, each of 1 to 4 piles of 0 to 4 stones,
/// ended by `0`.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 15) {
        let n_piles = rng.range(1, 4);
        let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 4).to_string()).collect();
        input += &format!("{n_piles}\n{}\n", piles.join(" "));
    }
    input + "0\n"
}

/// The moves from `piles` (sorted): pick pile `i`, leave `kept` stones on it
/// and move `moved` of its stones onto the other piles that are non-empty,
/// each stone onto any of them (a multiset of receivers: every spread once),
/// with `kept + moved < piles[i]` so that at least one stone is taken. Empty
/// piles stay in the position, so the rule that they receive nothing is
/// played, not assumed. Whoever cannot move loses.
pub fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &pile) in piles.iter().enumerate() {
        let receivers: Vec<usize> = (0..piles.len())
            .filter(|&j| j != i && piles[j] > 0)
            .collect();
        for moved in 0..pile {
            for spread in receivers
                .iter()
                .combinations_with_replacement(moved as usize)
            {
                for kept in 0..pile - moved {
                    let mut next = piles.to_vec();
                    next[i] = kept;
                    for &&j in &spread {
                        next[j] += 1;
                    }
                    next.sort_unstable();
                    options.push(next);
                }
            }
        }
    }
    options
}

type Moves = fn(&Vec<u64>) -> Vec<Vec<u64>>;

thread_local! {
    /// The game, with the positions already decided shared by every input of
    /// a run.
    static GAME: RefCell<Game<Vec<u64>, Moves>> = RefCell::new(Game::new(|piles| moves(piles)));
}

pub fn brute(input: &str) -> String {
    lists_until_zero::<u64>(input)
        .into_iter()
        .map(|piles| {
            let piles: Vec<u64> = piles.into_iter().sorted().collect();
            if GAME.with(|game| game.borrow_mut().wins(&piles)) {
                "Win\n"
            } else {
                "Lose\n"
            }
        })
        .collect()
}

/// Cases run until `0`; the judge states no case count, so the max input
/// takes `cases` (10^4) full ones, keeping it near 300 KB.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_cases, n_piles) = (limits.get("cases"), limits.get_u64("piles"));
    let max_count = limits.get_u64("count");
    for _ in 0..n_cases {
        out.line(&[n_piles]);
        out.line(
            &(0..n_piles)
                .map(|_| rng.range(1, max_count))
                .collect::<Vec<_>>(),
        );
    }
    out.line(&[0]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let max_piles = limits.get("piles");
    until_zero(r, |r, n_piles| {
        if n_piles > max_piles {
            return Err(format!("N = {n_piles} is above {max_piles}"));
        }
        r.skip_ints(n_piles, 0, limits.get("count"), "count")?;
        Ok(n_piles as usize)
    })
}
