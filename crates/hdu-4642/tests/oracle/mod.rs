//! HDU 4642's oracle: random small boards, the flipping game played by its
//! literal rules (pick an up coin, flip the rectangle from it to the
//! bottom-right corner), and the max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "100 boards of 100 × 100 coins",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n") * limits.get_usize("m"),
        },
        answered: None,
    },
};

/// A board: its number of rows, columns, and the coins row by row (1 up).
pub type Board = (usize, usize, Vec<u8>);

/// A random input of 1 to 6 boards of at most 12 coins (1 × 1 to 4 × 3 and
/// 3 × 4), the coins up with a random density.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 6);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_rows = rng.range(1, 4);
        let n_cols = rng.range(1, 12 / n_rows);
        let density = rng.range(0, 4);
        input += &format!("{n_rows} {n_cols}\n");
        for _ in 0..n_rows {
            let row: Vec<&str> = (0..n_cols)
                .map(|_| if rng.chance(density, 4) { "1" } else { "0" })
                .collect();
            input += &row.join(" ");
            input += "\n";
        }
    }
    input
}

/// The moves of a board: every coin that is up, flipping every coin of the
/// rectangle from it to the bottom-right corner.
pub fn flip_moves(board: &Board) -> Vec<Board> {
    let (n_rows, n_cols, coins) = board;
    let mut options = Vec::new();
    for row in 0..*n_rows {
        for col in 0..*n_cols {
            if coins[row * n_cols + col] == 0 {
                continue;
            }
            let mut next = coins.clone();
            for r in row..*n_rows {
                for c in col..*n_cols {
                    next[r * n_cols + c] ^= 1;
                }
            }
            options.push((*n_rows, *n_cols, next));
        }
    }
    options
}

type Flipping = play::Game<Board, fn(&Board) -> Vec<Board>>;

thread_local! {
    /// Positions already searched, shared by every input of a run.
    static GAME: RefCell<Flipping> = RefCell::new(play::Game::new(flip_moves));
}

/// Does the player to move win the board? Literal play.
pub fn wins(board: &Board) -> bool {
    GAME.with(|game| game.borrow_mut().wins(board))
}

/// The boards of an input: `T`, then per case `N M` and `N · M` coins.
pub fn boards_of(input: &str) -> Vec<Board> {
    let mut numbers = judge::input::tokens::<usize>(input);
    let n_cases = numbers.next().unwrap_or(0);
    (0..n_cases)
        .map(|_| {
            let n_rows = numbers.next().expect("N");
            let n_cols = numbers.next().expect("M");
            let coins = (0..n_rows * n_cols)
                .map(|_| numbers.next().expect("coin") as u8)
                .collect();
            (n_rows, n_cols, coins)
        })
        .collect()
}

pub fn brute(input: &str) -> String {
    boards_of(input)
        .iter()
        .map(|board| if wins(board) { "Alice\n" } else { "Bob\n" })
        .collect()
}

/// The most boards of the most coins, each with its own density of up coins
/// (all down and all up included).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_rows, n_cols) = (limits.get_u64("n"), limits.get_u64("m"));
    let n_cases = limits.get_u64("cases");
    out.line(&[n_cases]);
    for case in 0..n_cases {
        let density = case % 11;
        out.line(&[n_rows, n_cols]);
        for _ in 0..n_rows {
            let row: Vec<u64> = (0..n_cols)
                .map(|_| u64::from(rng.chance(density, 10)))
                .collect();
            out.line(&row);
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    // T is not bounded by the statement (only the max-size input fixes one).
    cases(r, 1, i128::from(u32::MAX), |r| {
        let n_rows = r.int(1, limits.get("n"), "N")?;
        let n_cols = r.int(1, limits.get("m"), "M")?;
        r.skip_ints(n_rows * n_cols, 0, 1, "coin")?;
        Ok((n_rows * n_cols) as usize)
    })
}
