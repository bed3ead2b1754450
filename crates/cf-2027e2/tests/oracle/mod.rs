//! Codeforces 2027E2's oracle: random small inputs, every choice of piles
//! played by its literal rules over whole positions (every pile's moves from `game.rs`,
//! the rule file the explorer runs), and the max-size input with its
//! validator.

use judge::oracle::{cases, AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
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
        describe: "one case of 10^4 piles, a_i, b_i < 2^30 (100 pairs)",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: Some(AnsweredMax {
            describe: "one case of 10^5 piles, a_i ≥ 2^63, b_i < 2^64 (20 pairs)",
            version: 2,
            generate: answered_max,
        }),
        shape: |limits| Shape {
            cases: 1,
            values: 2 * limits.get_usize("sum-n"),
        },
    },
};

/// 1 to 3 cases of 1 to 3 piles, a up to 40 (past b, so that every bit of x
/// is sometimes free), b below 2^4 (2^5 for a single pile); a fifth of the
/// bounds are 2^k − 1, every x of k bits.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 3);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(1, 3) as usize;
        let values: Vec<u64> = (0..n).map(|_| rng.range(1, 40)).collect();
        let bounds: Vec<u64> = (0..n)
            .map(|_| {
                let bits = if n == 1 { 5 } else { 4 };
                if rng.chance(1, 5) {
                    (1 << rng.range(1, bits)) - 1
                } else {
                    rng.range(1, (1 << bits) - 1)
                }
            })
            .collect();
        input += &format!("{n}\n{}\n{}\n", join(&values), join(&bounds));
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

/// The cases of an input, each its piles `(b, a)`: bound and value.
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

/// Each case counted by playing every choice of piles `x_i` in `1..=b_i`
/// out over whole positions (sorted multisets of piles `(x, a)`; whoever
/// cannot move loses; Alice first), the Bob wins counted exactly and
/// reduced modulo 10^9 + 7 at the end. One search per input, shared by its
/// choices (they reach each other's positions).
///
/// A case with more than 2^12 choices, or a choice with more than 2^16
/// positions (the piles reach only submasks, `2^popcount(x)` each), is past
/// this: only the sample's larger cases. There each pile's value is found
/// by literal play of that pile alone (the mex over its moves from
/// `game.rs`) for every x up to its bound (at most 2^12 of them here), and
/// the choices with XOR 0 (the Sprague–Grundy theorem) are counted by
/// running over the piles one by one, keeping the number of choices so far
/// for each XOR. The generator's inputs are always played whole.
pub fn brute(input: &str) -> String {
    let mut game: Game<Piles, Moves> = Game::new(sum_moves as Moves);
    let mut pile_game =
        Game::new(|&pile: &(u64, u64)| game::moves(pile).into_iter().flatten().collect::<Vec<_>>());
    parse(input)
        .into_iter()
        .map(|piles| {
            let choices: u64 = piles.iter().map(|&(b, _)| b).fold(1, u64::saturating_mul);
            let widest: u64 = piles
                .iter()
                .map(|&(b, _)| 1u64 << (64 - b.leading_zeros()).min(40))
                .fold(1, u64::saturating_mul);
            if choices <= 1 << 12 && widest <= 1 << 16 {
                let mut bob = 0u64;
                let mut x = vec![1u64; piles.len()];
                loop {
                    let mut position: Piles =
                        x.iter().zip(&piles).map(|(&x, &(_, a))| (x, a)).collect();
                    position.sort_unstable();
                    if !game.wins(&position) {
                        bob += 1;
                    }
                    // The next choice, as an odometer.
                    let Some(i) = (0..piles.len()).find(|&i| x[i] < piles[i].0) else {
                        break;
                    };
                    x[i] += 1;
                    x[..i].iter_mut().for_each(|x| *x = 1);
                }
                format!("{}\n", bob % 1_000_000_007)
            } else {
                let mut ways = std::collections::HashMap::from([(0u64, 1u64)]);
                for &(b, a) in &piles {
                    assert!(b <= 1 << 12, "a pile too large for the brute force");
                    let mut next = std::collections::HashMap::new();
                    for x in 1..=b {
                        let value = pile_game.grundy(&(x, a));
                        for (&sum, &count) in &ways {
                            let entry = next.entry(sum ^ value).or_insert(0);
                            *entry = (*entry + count) % 1_000_000_007;
                        }
                    }
                    ways = next;
                }
                format!("{}\n", ways.get(&0).copied().unwrap_or(0))
            }
        })
        .collect()
}

/// One case of the most piles, a_i and b_i anywhere below 2^30 (the top
/// value in the first pile), drawn from 100 pairs (a, b): the solution
/// counts each pile afresh, and the slower reference of `tests/rules.rs`
/// stays within seconds by counting each pair once.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("sum-n"), limits.get_u64("value"));
    let mut pairs = vec![(top, top)];
    pairs.extend((1..100).map(|_| (rng.range(1, top), rng.range(1, top))));
    let picks: Vec<usize> = (0..n)
        .map(|i| if i == 0 { 0 } else { rng.below(pairs.len()) })
        .collect();
    out.line(&[1]);
    out.line(&[n as u64]);
    let mut at = picks.iter();
    out.lines_of(n, n, || pairs[*at.next().unwrap()].0);
    let mut at = picks.iter();
    out.lines_of(n, n, || pairs[*at.next().unwrap()].1);
}

/// The binary's own bounds, past the judge's: one case of 10^5 piles (the
/// README's measured n; any n is answered, in time linear in n) whose
/// values have all 64 bits, so that every pile's values reach 64 and the
/// knapsack runs at its widest (128 values). Drawn from 20 pairs (a, b),
/// among them the widest (2^64 − 1, 2^64 − 1) and a lone top bit (2^63,
/// 2^64 − 1), so that the reference of `tests/rules.rs` stays quick.
fn answered_max(rng: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    let n = 100_000;
    let mut pairs = vec![(u64::MAX, u64::MAX), (1 << 63, u64::MAX)];
    pairs.extend((2..20).map(|_| (rng.next_u64() | 1 << 63, rng.next_u64())));
    let picks: Vec<usize> = (0..n)
        .map(|i| if i < 2 { i } else { rng.below(pairs.len()) })
        .collect();
    out.line(&[1]);
    out.line(&[n as u64]);
    let mut at = picks.iter();
    out.lines_of(n, n, || pairs[*at.next().unwrap()].0);
    let mut at = picks.iter();
    out.lines_of(n, n, || pairs[*at.next().unwrap()].1);
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
        r.skip_ints(n, 1, limits.get("value"), "b_i")?;
        Ok(2 * n as usize)
    })?;
    Ok(shape)
}
