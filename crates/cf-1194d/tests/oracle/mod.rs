//! Codeforces 1194D's oracle: random small games, the game played by its
//! literal rules (the moves of `game.rs`, the explorer's rule file), and the
//! max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

#[path = "../../game.rs"]
mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "100 games n ≤ 10^9, 3 ≤ k ≤ 10^9",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: limits.get_usize("games"),
            values: 2 * limits.get_usize("games"),
        },
    },
};

/// Up to 12 games with n ≤ 80 and 3 ≤ k ≤ 30; half of the k multiples of 3
/// (the case with period k + 1) and n often near a multiple of k + 1.
pub fn generate(rng: &mut Rng) -> String {
    let n_games = rng.range(1, 12);
    let mut input = format!("{n_games}\n");
    for _ in 0..n_games {
        let k = if rng.chance(1, 2) {
            3 * rng.range(1, 10)
        } else {
            rng.range(3, 30)
        };
        let n = if rng.chance(1, 2) {
            ((k + 1) * rng.range(0, 3) + k + rng.range(0, 2)).saturating_sub(1)
        } else {
            rng.range(0, 80)
        };
        input += &format!("{n} {k}\n");
    }
    input
}

/// Does the player to move win with the chip on cell `n`, moves 1, 2 and
/// `k`? Every move of `game.rs` is played by `play::Game`; cell 0 (no
/// move) is lost.
pub fn wins(n: u64, k: u64) -> bool {
    play::Game::new(|&position: &(u64, u64)| {
        game::moves(position).into_iter().map(|option| option[0])
    })
    .wins(&(k, n))
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .map(|game| {
            if wins(game[0], game[1]) {
                "Alice\n"
            } else {
                "Bob\n"
            }
        })
        .collect()
}

/// The most games, n and k anywhere up to the limits, every other k a
/// multiple of 3.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_games = limits.get_u64("games");
    let (max_n, max_k) = (limits.get_u64("n"), limits.get_u64("k"));
    out.line(&[n_games]);
    for game in 0..n_games {
        let k = if game % 2 == 0 {
            3 * rng.range(1, max_k / 3)
        } else {
            rng.range(3, max_k)
        };
        out.line(&[rng.range(0, max_n), k]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("games"), |r| {
        r.int(0, limits.get("n"), "n")?;
        r.int(3, limits.get("k"), "k")?;
        Ok(2)
    })
}
