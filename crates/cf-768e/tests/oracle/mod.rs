//! Codeforces 768E's oracle: random small inputs, the game played by its
//! literal rule (a pile remembers which amounts were taken from it), and the
//! max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^6 piles of 1..=60 stones",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n"),
        },
        answered: None,
    },
};

/// 1 to 6 piles; in half the inputs every pile is at most 12 (so equal
/// values and lost positions are common), in the rest up to 60.
pub fn generate(rng: &mut Rng) -> String {
    let n_piles = rng.range(1, 6);
    let top = *rng.pick(&[12, 60]);
    let piles: Vec<String> = (0..n_piles)
        .map(|_| rng.range(1, top).to_string())
        .collect();
    format!("{n_piles}\n{}\n", piles.join(" "))
}

/// One pile: `(left, taken)`, bit `x` of `taken` set once `x` stones were
/// taken from it.
pub type Pile = (u64, u64);

/// Every move from one pile: take any `x ≤ left` not taken before. Amounts
/// above what is left can never be taken again, so they are forgotten (this
/// only merges positions with the same moves).
pub fn pile_moves(&(left, taken): &Pile) -> Vec<Pile> {
    (1..=left)
        .filter(|x| taken >> x & 1 == 0)
        .map(|x| {
            let rest = left - x;
            (rest, (taken | 1 << x) & ((2u64 << rest) - 1))
        })
        .collect()
}

/// One pile's game under its literal rule.
type PileGame = play::Game<Pile, fn(&Pile) -> Vec<Pile>>;

thread_local! {
    /// Its positions' values, shared by every input of a run.
    static PILE: RefCell<PileGame> = RefCell::new(play::Game::new(pile_moves as fn(&Pile) -> Vec<Pile>));
}

/// Each fresh pile's Grundy value by literal play (the mex over every
/// allowed take, searched by `play::Game`), XORed by the Sprague–Grundy
/// theorem; `YES` when the XOR is 0 (Sam, to move, loses). The test
/// `whole_positions_played_out_agree_with_the_brute_force` checks the XOR
/// step against a search of whole positions.
pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let n_piles = numbers[0] as usize;
    let nim_sum = PILE.with(|game| {
        let game = &mut game.borrow_mut();
        numbers[1..=n_piles]
            .iter()
            .fold(0, |acc, &pile| acc ^ game.grundy(&(pile, 0)))
    });
    if nim_sum == 0 { "YES\n" } else { "NO\n" }.to_string()
}

/// The most piles, uniform in `1..=s`.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_piles = limits.get_usize("n");
    let top = limits.get_u64("s");
    out.line(&[n_piles as u64]);
    out.lines_of(n_piles, 20, || rng.range(1, top));
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n_piles = r.int(1, limits.get("n"), "n")?;
    r.skip_ints(n_piles, 1, limits.get("s"), "s_i")?;
    Ok(Shape {
        cases: 1,
        values: n_piles as usize,
    })
}
