//! ZeroJudge a365's oracle: random starting states, the game played by its
//! literal rules on the board's lines, and the max-size input with its
//! validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10 starting states",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases"),
        },
        answered: None,
    },
};

/// The 井 board as drawn (reconstructed, see the README): four straight
/// lines of four points each, two vertical and two horizontal, crossing at
/// D, E, H and I. Two points are adjacent when they are consecutive on a line.
pub const LINES: [&str; 4] = ["ADHK", "BEIL", "CDEF", "GHIJ"];

fn point(letter: u8) -> u32 {
    u32::from(letter - b'A')
}

/// A random non-empty state: each point holds a piece with a probability
/// drawn per state, so sparse and full boards both occur.
fn random_state(rng: &mut Rng) -> String {
    let density = rng.range(1, 11);
    loop {
        let state: String = (0..12)
            .map(|_| if rng.chance(density, 12) { '1' } else { '0' })
            .collect();
        if state.contains('1') {
            return state;
        }
    }
}

pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 10);
    let mut input = format!("{n}\n");
    for _ in 0..n {
        input += &random_state(rng);
        input.push('\n');
    }
    input
}

/// Does the player to move win with pieces on the set bits of `pieces`
/// (bit 0 for A)? A move takes one piece, or two pieces on consecutive
/// points of one of [`LINES`]; whoever takes the last piece loses, so it is
/// misère play (`play::Game::wins_misere`: facing no piece is a win).
pub fn wins(pieces: u16) -> bool {
    play::Game::new(|&board: &u16| {
        let mut options = Vec::new();
        for p in 0..12 {
            if board >> p & 1 == 1 {
                options.push(board & !(1 << p));
            }
        }
        for line in LINES {
            for pair in line.as_bytes().windows(2) {
                let taken = 1 << point(pair[0]) | 1 << point(pair[1]);
                if board & taken == taken {
                    options.push(board & !taken);
                }
            }
        }
        options
    })
    .wins_misere(&pieces)
}

pub fn brute(input: &str) -> String {
    let mut line: String = input
        .split_whitespace()
        .skip(1)
        .map(|state| {
            let pieces = state
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'1')
                .fold(0u16, |mask, (p, _)| mask | 1 << p);
            if wins(pieces) {
                '1'
            } else {
                '0'
            }
        })
        .collect();
    line.push('\n');
    line
}

fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("cases");
    out.line(&[n]);
    for _ in 0..n {
        out.word_line(random_state(rng).as_bytes());
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let state = r.word("a starting state")?;
        if state.len() != 12 || state.iter().any(|&b| b != b'0' && b != b'1') {
            return Err("a starting state must be 12 digits 0 or 1".into());
        }
        if !state.contains(&b'1') {
            return Err("a starting state must hold at least one piece".into());
        }
        Ok(1)
    })
}
