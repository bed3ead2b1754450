//! BZOJ 1874's oracle: small random inputs, the subtraction game played by
//! its moves through `play`, and the max-size input with its validator.

use itertools::Itertools;
use judge::input::tokens;
use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::{sum_moves, Game};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 2000,
    shapes: &[],
    max: MaxInput {
        describe: "10 piles ≤ 1000, amounts 1..10",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") + limits.get_usize("m"),
        },
        answered: Some(AnsweredMax {
            describe: "10 piles near 10^6, amounts 1..=100 (the binary's bounds)",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// A random input: 1 to 4 piles of 0 to 10 stones, and 1 to 4 strictly
/// increasing amounts from 1 to 6 (the format has one case per input).
pub fn generate(rng: &mut Rng) -> String {
    let n_piles = rng.range(1, 4);
    let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 10).to_string()).collect();
    let mut amounts: Vec<u64> = (1..=6).collect();
    rng.shuffle(&mut amounts);
    amounts.truncate(rng.range(1, 4) as usize);
    amounts.sort_unstable();
    format!(
        "{n_piles}\n{}\n{}\n{}\n",
        piles.join(" "),
        amounts.len(),
        amounts.iter().join(" ")
    )
}

/// The input's piles and its allowed amounts (increasing, without repeats).
pub fn parse(input: &str) -> (Vec<usize>, Vec<usize>) {
    let numbers: Vec<usize> = tokens(input).collect();
    let n_piles = numbers[0];
    let piles = numbers[1..=n_piles].to_vec();
    let n_amounts = numbers[n_piles + 1];
    let amounts = numbers[n_piles + 2..n_piles + 2 + n_amounts]
        .iter()
        .copied()
        .sorted()
        .dedup()
        .collect();
    (piles, amounts)
}

/// The answer by literal play: whole positions (sorted piles) searched by
/// `play::Game`, each move taking one allowed amount from one pile; the first
/// move, in order of pile index and then amount, that leaves the opponent a
/// lost position.
pub fn brute(input: &str) -> String {
    let (piles, amounts) = parse(input);
    let pile_moves = |&pile: &usize| -> Vec<Vec<usize>> {
        amounts
            .iter()
            .filter(|&&take| take <= pile)
            .map(|&take| vec![pile - take])
            .collect()
    };
    let mut game = Game::new(|position: &Vec<usize>| sum_moves(position, pile_moves));
    let first_winning = (0..piles.len())
        .cartesian_product(&amounts)
        .filter(|&(pile_idx, &take)| take <= piles[pile_idx])
        .find(|&(pile_idx, &take)| {
            let mut next = piles.clone();
            next[pile_idx] -= take;
            next.sort_unstable();
            !game.wins(&next)
        });
    match first_winning {
        Some((pile_idx, take)) => format!("YES\n{} {take}\n", pile_idx + 1),
        None => "NO\n".to_string(),
    }
}

/// The most piles, each anywhere up to the largest; the most amounts, which
/// strictly increasing up to `b` leaves only `1..=b` when `m = b`.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_piles = limits.get_u64("n");
    out.line(&[n_piles]);
    out.line(
        &(0..n_piles)
            .map(|_| rng.range(1, limits.get_u64("a")))
            .collect::<Vec<_>>(),
    );
    out.line(&[limits.get_u64("m")]);
    out.line(&(1..=limits.get_u64("b")).collect::<Vec<_>>());
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    r.skip_ints(n, 0, limits.get("a"), "A_i")?;
    let m = r.int(1, limits.get("m"), "M")?;
    let amounts = r.ints(m, 1, limits.get("b"), "B_i")?;
    if amounts.windows(2).any(|w| w[0] >= w[1]) {
        return Err("B_i must be strictly increasing".into());
    }
    Ok(Shape {
        cases: 1,
        values: (n + m) as usize,
    })
}

/// The binary's bounds: piles up to 10^6 (its Grundy table's size) and 100
/// allowed amounts (the table's cost per entry), at the judge's N = 10.
fn answered_max(_: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    out.line(&[10]);
    out.line(&(0..10).map(|i| 1_000_000 - i).collect::<Vec<u64>>());
    out.line(&[100]);
    out.line(&(1..=100).collect::<Vec<u64>>());
}
