//! ABC229 H's oracle: random small boards, the whole board played by its
//! literal rules (no sum of columns: Takahashi advances a white piece into
//! the empty cell above it or eats any black piece, Snuke the reverse; the
//! search is `play::partisan::Play`), and the max-size input with its
//! validator.

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::partisan::{Play, Side};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 300,
    shapes: &[],
    max: MaxInput {
        describe: "N = 8",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") * limits.get_usize("n"),
        },
        answered: Some(AnsweredMax {
            describe: "a 10 × 10 board without an empty cell (the binary's bound)",
            version: 2,
            generate: answered_max,
        }),
    },
};

/// A random board of side 1 to 4: each cell white, black or empty, with at
/// most 7 pieces on the 4 × 4 boards (so that literal play of the whole board
/// stays quick).
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 4) as usize;
    let density = rng.range(1, 3);
    let mut cells: Vec<u8> = (0..n * n)
        .map(|_| {
            if rng.chance(density, 4) {
                *rng.pick(b"WB")
            } else {
                b'.'
            }
        })
        .collect();
    while n == 4 && cells.iter().filter(|&&c| c != b'.').count() > 7 {
        let i = rng.below(n * n);
        cells[i] = b'.';
    }
    let mut input = format!("{n}\n");
    for row in cells.chunks(n) {
        input += std::str::from_utf8(row).expect("ASCII");
        input += "\n";
    }
    input
}

/// The board of an input, row by row from the top.
pub fn board_of(input: &str) -> Vec<Vec<u8>> {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().expect("N").parse().expect("N");
    (0..n)
        .map(|_| tokens.next().expect("a row").bytes().collect())
        .collect()
}

/// The moves of the player whose pieces are `own` and who eats `other`'s,
/// on a board of `n` columns stored row by row.
fn moves(board: &[u8], n: usize, own: u8, other: u8) -> Vec<Vec<Vec<u8>>> {
    let mut options = Vec::new();
    for i in 0..board.len() {
        if board[i] == other {
            let mut next = board.to_vec();
            next[i] = b'.';
            options.push(vec![next]);
        } else if board[i] == own && i >= n && board[i - n] == b'.' {
            let mut next = board.to_vec();
            next.swap(i, i - n);
            options.push(vec![next]);
        }
    }
    options
}

/// Does Takahashi (Left: white), moving first, win the whole board?
pub fn takahashi_wins(board: &[Vec<u8>]) -> bool {
    let n = board.len();
    let cells: Vec<u8> = board.concat();
    let mut play = Play::new(
        move |b: &Vec<u8>| moves(b, n, b'W', b'B'),
        move |b: &Vec<u8>| moves(b, n, b'B', b'W'),
    );
    play.wins_moving_first(&[cells], Side::Left)
}

pub fn brute(input: &str) -> String {
    if takahashi_wins(&board_of(input)) {
        "Takahashi\n".into()
    } else {
        "Snuke\n".into()
    }
}

/// The largest board: N = 8, cells drawn with a random mix.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    out.line(&[n]);
    for _ in 0..n {
        let row: Vec<u8> = (0..n).map(|_| *rng.pick(b"WB.")).collect();
        out.word_line(&row);
    }
}

/// `1 ≤ N ≤ 8`, then N rows of exactly N cells, each `W`, `B` or `.`.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")? as usize;
    for _ in 0..n {
        let row = r.word("a row")?;
        if row.len() != n {
            return Err(format!("a row has {} cells, not N = {n}", row.len()));
        }
        if let Some(&c) = row.iter().find(|&&c| !b"WB.".contains(&c)) {
            return Err(format!("a cell is `{}`, not W, B or .", c as char));
        }
    }
    Ok(Shape {
        cases: 1,
        values: n * n,
    })
}

/// The largest board the binary answers, N = 10, with no empty cell: full
/// columns reach the most columns (pieces climb into the cells others
/// vacate), and the search over them is the cost.
fn answered_max(rng: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    out.line(&[10]);
    for _ in 0..10 {
        let row: Vec<u8> = (0..10).map(|_| *rng.pick(b"WB")).collect();
        out.word_line(&row);
    }
}
