//! ABC349 E's oracle: random weights, the game played by its literal rules
//! (the moves of `game.rs` over tallies with both totals, the verdict read
//! from a line on the board or else from the totals), and the max-size
//! input with its validator.

use judge::input::tokens;
use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Minimax, Scored, Side, Tally};

#[path = "../../game.rs"]
#[allow(dead_code)]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[InputShape {
        name: "a weight past the statement's 10^9",
        holds: |input| tokens::<i64>(input).any(|w| w.abs() > 1_000_000_000),
    }],
    max: MaxInput {
        describe: "nine weights of magnitude up to 10^9",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |_| Shape {
            cases: 1,
            values: 9,
        },
        answered: None,
    },
};

/// Nine weights with an odd sum: mostly in −5 … 5 (so that lines, totals
/// and their ties before the last cell all matter), sometimes one weight
/// dominating, sometimes up to 10^9 or past it (up to 2^58, which keeps
/// the brute force's totals and bonus in `i64`).
pub fn generate(rng: &mut Rng) -> String {
    let top = match rng.range(0, 9) {
        0 => 1 << 58,
        1 => 1_000_000_000,
        _ => 5,
    };
    let mut weights: Vec<i64> = (0..9).map(|_| rng.range_i64(-top, top)).collect();
    if rng.chance(1, 6) {
        weights[rng.below(9)] = rng.range_i64(-40, 40);
    }
    if weights.iter().sum::<i64>() % 2 == 0 {
        let cell = rng.below(9);
        weights[cell] += if weights[cell] < top { 1 } else { -1 };
    }
    let mut input = String::new();
    for row in weights.chunks(3) {
        let row: Vec<String> = row.iter().map(i64::to_string).collect();
        input += &row.join(" ");
        input += "\n";
    }
    input
}

/// Who wins by literal play: the board with both totals and the mover,
/// to the end; Takahashi (side 0) wants a win, Aoki too. The game ends on a
/// line (its colour wins, whatever the totals — the bonus `game.rs` adds to
/// the completing move is never read) or on a full board (the larger total
/// wins).
pub fn takahashi_wins(weights: [i64; 9]) -> bool {
    let moves = |cells: &game::Cells| -> Vec<Scored<game::Cells>> {
        game::moves_on(&weights, cells)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    };
    Minimax::new(moves, [Side::Max, Side::Min], verdict).value(&Tally::start([0; 9]))
}

/// Whether Takahashi has won the finished game `t`: a line of his colour,
/// or, without a line, the larger total.
pub fn verdict(t: &Tally<game::Cells>) -> bool {
    match game::line(&t.position) {
        Some(colour) => colour == 1,
        None => t.scores[0] > t.scores[1],
    }
}

pub fn brute(input: &str) -> String {
    let weights: Vec<i64> = tokens(input).collect();
    let weights: [i64; 9] = weights.try_into().expect("nine weights");
    if takahashi_wins(weights) {
        "Takahashi\n".to_string()
    } else {
        "Aoki\n".to_string()
    }
}

/// Nine weights anywhere in ±10^9 with an odd sum.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let top = limits.get("a") as i64;
    let mut weights: Vec<i64> = (0..9).map(|_| rng.range_i64(-top, top)).collect();
    if weights.iter().sum::<i64>() % 2 == 0 {
        weights[0] += if weights[0] < top { 1 } else { -1 };
    }
    for row in weights.chunks(3) {
        let row: Vec<String> = row.iter().map(i64::to_string).collect();
        out.text(&(row.join(" ") + "\n"));
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let top = limits.get("a");
    let weights = r.ints(9, -top, top, "A")?;
    if weights.iter().sum::<i128>() % 2 == 0 {
        return Err("the weights add up to an even number".to_string());
    }
    Ok(Shape {
        cases: 1,
        values: 9,
    })
}
