//! HDU 1907's oracle: random small inputs, misère Nim played by its literal
//! rules, and the max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "474 cases × 47 piles ≤ 4747",
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

/// A random input of up to 12 cases, each 1 to 5 piles of at most 7; a third
/// of the cases have only piles of 1 (where misère play differs from Nim).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 12);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_piles = rng.range(1, 5);
        let largest = if rng.chance(1, 3) { 1 } else { 7 };
        let piles: Vec<String> = (0..n_piles)
            .map(|_| rng.range(1, largest).to_string())
            .collect();
        input += &format!("{n_piles}\n{}\n", piles.join(" "));
    }
    input
}

/// The moves of one pile: leave any smaller size (an emptied pile is gone).
fn pile_moves(&pile: &u64) -> Vec<Vec<u64>> {
    (0..pile)
        .map(|left| if left == 0 { vec![] } else { vec![left] })
        .collect()
}

type Piles = Vec<u64>;
type MisereNim = play::Game<Piles, fn(&Piles) -> Vec<Piles>>;

thread_local! {
    /// Positions already searched, shared by every input of a run.
    static GAME: RefCell<MisereNim> =
        RefCell::new(play::Game::new(|piles: &Piles| play::sum_moves(piles, pile_moves)));
}

/// Does the player to move win misère Nim on `piles` (the player who cannot
/// move — the other one took the last stone — wins)? Literal play.
pub fn wins(piles: &[u64]) -> bool {
    let mut position: Piles = piles.iter().copied().filter(|&p| p > 0).collect();
    position.sort_unstable();
    GAME.with(|game| game.borrow_mut().wins_misere(&position))
}

pub fn brute(input: &str) -> String {
    judge::input::counted_lists::<u64>(input)
        .iter()
        .map(|piles| if wins(piles) { "John\n" } else { "Brother\n" })
        .collect()
}

/// The most cases, each with the most piles, by turns: only piles of 1 (47
/// of them: lost), ones and one big pile (won), uniform sizes completed to
/// nim-sum 0 where the last pile fits (lost), uniform sizes.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_cases = limits.get_u64("cases");
    let n_piles = limits.get_usize("piles");
    let size = limits.get_u64("size");
    out.line(&[n_cases]);
    for case in 0..n_cases {
        let mut piles: Vec<u64> = match case % 4 {
            0 | 1 => vec![1; n_piles - 1],
            _ => (0..n_piles - 1).map(|_| rng.range(1, size)).collect(),
        };
        let nim_sum = piles.iter().fold(0, |acc, p| acc ^ p);
        piles.push(match case % 4 {
            0 => 1,
            1 => rng.range(2, size),
            2 if (1..=size).contains(&nim_sum) => nim_sum,
            _ => rng.range(1, size),
        });
        out.line(&[n_piles as u64]);
        out.line(&piles);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n_piles = r.int(1, limits.get("piles"), "N")?;
        r.skip_ints(n_piles, 1, limits.get("size"), "A_i")?;
        Ok(n_piles as usize)
    })
}
