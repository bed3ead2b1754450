//! POJ 1704's oracle: small random inputs, the row of pieces played by its
//! moves through `play`, and the max-size input with its validator.

use std::cell::RefCell;

use judge::input::counted_lists;
use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "20 cases × 1000 positions ≤ 10^4",
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

/// A random input of 1 to 10 cases, each 1 to 5 pieces on distinct cells of
/// 1..=12, listed in random order.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let mut cells: Vec<u64> = (1..=12).collect();
        rng.shuffle(&mut cells);
        let n_pieces = rng.range(1, 5) as usize;
        let positions: Vec<String> = cells[..n_pieces].iter().map(u64::to_string).collect();
        input += &format!("{n_pieces}\n{}\n", positions.join(" "));
    }
    input
}

/// The moves from the pieces on `positions` (sorted): any piece to any free
/// cell on its left, up to the piece before it (or cell 1).
pub fn moves(positions: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for idx in 0..positions.len() {
        let leftmost = if idx == 0 { 1 } else { positions[idx - 1] + 1 };
        for cell in leftmost..positions[idx] {
            let mut next = positions.to_vec();
            next[idx] = cell;
            options.push(next);
        }
    }
    options
}

/// A row of pieces, sorted.
type Row = Vec<u64>;

/// Literal play over rows.
type Pieces = Game<Row, fn(&Row) -> Vec<Row>>;

thread_local! {
    /// Rows already searched, shared by every input of a test run.
    static GAME: RefCell<Pieces> = RefCell::new(Game::new(|row| moves(row)));
}

/// The cases of an input: each case's positions, sorted.
pub fn cases_of(input: &str) -> Vec<Vec<u64>> {
    let mut cases = counted_lists(input);
    for positions in &mut cases {
        positions.sort_unstable();
    }
    cases
}

pub fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Georgia will win\n"
    } else {
        "Bob will win\n"
    }
}

pub fn brute(input: &str) -> String {
    GAME.with(|game| {
        let game = &mut game.borrow_mut();
        cases_of(input)
            .iter()
            .map(|positions| winner(game.wins(positions)))
            .collect()
    })
}

/// The most cases of the most pieces, on distinct cells drawn from all of
/// `1..=position`.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_pieces = limits.get_usize("n");
    out.line(&[limits.get_u64("cases")]);
    let mut cells: Vec<u64> = (1..=limits.get_u64("position")).collect();
    for _ in 0..limits.get("cases") {
        rng.shuffle(&mut cells);
        out.line(&[n_pieces as u64]);
        out.line(&cells[..n_pieces]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "N")?;
        let mut cells = r.ints(n, 1, limits.get("position"), "position")?;
        cells.sort_unstable();
        if cells.windows(2).any(|w| w[0] == w[1]) {
            return Err("positions must be distinct".into());
        }
        Ok(n as usize)
    })
}
