//! BZOJ 1188's oracle: small random inputs, the bean game played by its
//! moves through `play`, and the max-size input with its validator.

use std::cell::RefCell;

use itertools::Itertools;
use judge::input::counted_lists;
use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 500,
    shapes: &[],
    max: MaxInput {
        describe: "10 cases × 21 bottles ≤ 10^4",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n"),
        },
        answered: None,
    },
};

/// A random input of 1 to 10 cases, each with 2 to 5 bottles holding few beans
/// (at most 6 in all, 4 with 5 bottles) so that literal play stays small.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_bottles = rng.range(2, 5);
        let mut budget = if n_bottles == 5 { 4 } else { 6 };
        let counts: Vec<String> = (0..n_bottles)
            .map(|_| {
                let count = rng.range(0, budget.min(3));
                budget -= count;
                count.to_string()
            })
            .collect();
        input += &format!("{n_bottles}\n{}\n", counts.join(" "));
    }
    input
}

/// A move: a bean out of bottle `i`, one into `j` and one into `k`.
pub type Move = (usize, usize, usize);

/// Every move `(i, j, k)` by the rule (bottle `i` non-empty, `i < j ≤ k`),
/// in lexicographic order, with the counts it leaves.
pub fn labelled_moves(counts: &[u64]) -> Vec<(Move, Vec<u64>)> {
    let n = counts.len();
    (0..n)
        .filter(|&i| counts[i] > 0)
        .flat_map(|i| {
            (i + 1..n)
                .combinations_with_replacement(2)
                .map(move |pair| (i, pair[0], pair[1]))
        })
        .map(|(i, j, k)| {
            let mut next = counts.to_vec();
            next[i] -= 1;
            next[j] += 1;
            next[k] += 1;
            ((i, j, k), next)
        })
        .collect()
}

/// The moves as `play::Game` sees them: positions are the count vectors.
#[allow(clippy::ptr_arg)] // the game's position type is `Vec<u64>`
fn moves(counts: &Vec<u64>) -> Vec<Vec<u64>> {
    labelled_moves(counts)
        .into_iter()
        .map(|(_, next)| next)
        .collect()
}

/// Literal play over bean counts.
type Beans = Game<Vec<u64>, fn(&Vec<u64>) -> Vec<Vec<u64>>>;

thread_local! {
    /// Positions already searched, kept across inputs: the same small
    /// positions come up again and again.
    static GAME: RefCell<Beans> = RefCell::new(Game::new(moves));
}

/// The answer for one case, given its winning first moves in order.
pub fn answer(winning: &[Move]) -> String {
    match winning.first() {
        Some((i, j, k)) => format!("{i} {j} {k}\n{}\n", winning.len()),
        None => "-1 -1 -1\n0\n".to_string(),
    }
}

pub fn brute(input: &str) -> String {
    GAME.with(|game| {
        let game = &mut game.borrow_mut();
        counted_lists::<u64>(input)
            .iter()
            .map(|counts| {
                let winning: Vec<Move> = labelled_moves(counts)
                    .into_iter()
                    .filter(|(_, next)| !game.wins(next))
                    .map(|(first_move, _)| first_move)
                    .collect();
                answer(&winning)
            })
            .collect()
    })
}

/// The most cases of the most bottles, counts anywhere up to the limit.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_bottles = limits.get_u64("n");
    out.line(&[limits.get_u64("cases")]);
    for _ in 0..limits.get("cases") {
        out.line(&[n_bottles]);
        out.line(
            &(0..n_bottles)
                .map(|_| rng.range(0, limits.get_u64("p")))
                .collect::<Vec<_>>(),
        );
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(2, limits.get("n"), "n")?;
        r.skip_ints(n, 0, limits.get("p"), "p_i")?;
        Ok(n as usize)
    })
}
