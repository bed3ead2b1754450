//! Codeforces 2027E1's oracle: random small inputs, the game played by its
//! literal rules over whole positions (every pile's moves from `game.rs`,
//! the rule file the explorer runs), and the max-size input with its
//! validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

#[path = "../../game.rs"]
mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "one case of 10^4 piles, a_i, x_i < 2^30",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 2 * limits.get_usize("sum-n"),
        },
    },
};

/// 1 to 4 cases of 1 to 3 piles, x below 2^4 (2^5 for a single pile) and a
/// up to 40 (past x, so that every bit of x is sometimes free); a fifth of
/// the piles have x with all low bits set, the reduced form itself.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 4);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(1, 3) as usize;
        let values: Vec<u64> = (0..n).map(|_| rng.range(1, 40)).collect();
        let piles: Vec<u64> = (0..n)
            .map(|_| {
                let bits = if n == 1 { 5 } else { 4 };
                if rng.chance(1, 5) {
                    (1 << rng.range(1, bits)) - 1
                } else {
                    rng.range(1, (1 << bits) - 1)
                }
            })
            .collect();
        input += &format!("{n}\n{}\n{}\n", join(&values), join(&piles));
    }
    input
}

fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The cases of an input, each its piles `(x, a)`.
pub fn parse(input: &str) -> Vec<Vec<(u64, u64)>> {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut at = 1;
    (0..numbers[0])
        .map(|_| {
            let n = numbers[at] as usize;
            let values = &numbers[at + 1..at + 1 + n];
            let piles = &numbers[at + 1 + n..at + 1 + 2 * n];
            at += 1 + 2 * n;
            piles.iter().copied().zip(values.iter().copied()).collect()
        })
        .collect()
}

type Piles = Vec<(u64, u64)>;
type Moves = fn(&Piles) -> Vec<Piles>;

/// A move of the whole game: one pile's move from `game.rs`.
fn sum_moves(piles: &Piles) -> Vec<Piles> {
    play::sum_moves(piles, |&pile| game::moves(pile))
}

/// Each case played out over whole positions (sorted multisets of piles
/// `(x, a)`; whoever cannot move loses): Alice moves first. One search per
/// input, so that memory stays that of one input's positions.
///
/// A case too big for whole positions (more than 2^16 of them: the piles
/// reach only submasks, `2^popcount(x)` each, so only the sample's larger
/// cases) is decided by the Sprague–Grundy theorem instead: each pile's value
/// by literal play of that pile alone (the mex over its moves from
/// `game.rs`), XORed. The generator's inputs are always played whole.
pub fn brute(input: &str) -> String {
    let mut game: Game<Piles, Moves> = Game::new(sum_moves as Moves);
    let mut pile_game =
        Game::new(|&pile: &(u64, u64)| game::moves(pile).into_iter().flatten().collect::<Vec<_>>());
    parse(input)
        .into_iter()
        .map(|mut piles| {
            piles.sort_unstable();
            let positions: u64 = piles
                .iter()
                .map(|&(x, _)| 1u64 << x.count_ones().min(40))
                .fold(1, u64::saturating_mul);
            let wins = if positions <= 1 << 16 {
                game.wins(&piles)
            } else {
                piles
                    .iter()
                    .fold(0, |acc, pile| acc ^ pile_game.grundy(pile))
                    != 0
            };
            if wins {
                "Alice\n"
            } else {
                "Bob\n"
            }
        })
        .collect()
}

/// One case of the most piles, a_i and x_i anywhere below 2^30 (the top
/// value in the first pile).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("sum-n"), limits.get_u64("value"));
    out.line(&[1]);
    out.line(&[n as u64]);
    let mut first = true;
    out.lines_of(n, n, || {
        let value = if first { top } else { rng.range(1, top) };
        first = false;
        value
    });
    first = true;
    out.lines_of(n, n, || {
        let value = if first { top } else { rng.range(1, top) };
        first = false;
        value
    });
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut total = 0;
    let shape = cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "n")?;
        total += n;
        if total > limits.get("sum-n") {
            return Err(format!("the sum of n exceeds {}", limits.get("sum-n")));
        }
        r.skip_ints(n, 1, limits.get("value"), "a_i")?;
        r.skip_ints(n, 1, limits.get("value"), "x_i")?;
        Ok(2 * n as usize)
    })?;
    Ok(shape)
}
