//! Codeforces 1704F's oracle: random small rows, the game played by its
//! literal partisan rules (Alice whitens a pair holding a red cell, Bob one
//! holding a blue cell), and the max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    shapes: &[],
    stress_cases: 300,
    max: MaxInput {
        describe: "10 rows of 5·10^4 cells, equal counts, long alternating runs; sum n = 5·10^5",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 10,
            values: limits.get_usize("sum-n"),
        },
    },
};

/// A row of `n` cells: half the time with as many red as blue (the case the
/// runs decide), made of alternating stretches so that long runs occur.
fn row(rng: &mut Rng, n: usize) -> String {
    let mut cells: Vec<u8> = Vec::with_capacity(n);
    if n % 2 == 0 && rng.chance(1, 2) {
        // Equal counts: alternate with occasional repeats, then repair the counts.
        let mut colour = *rng.pick(b"RB");
        for _ in 0..n {
            cells.push(colour);
            if !rng.chance(1, 4) {
                colour = if colour == b'R' { b'B' } else { b'R' };
            }
        }
        let mut red = cells.iter().filter(|&&c| c == b'R').count();
        while red != n / 2 {
            let i = rng.below(n);
            if red > n / 2 && cells[i] == b'R' {
                cells[i] = b'B';
                red -= 1;
            } else if red < n / 2 && cells[i] == b'B' {
                cells[i] = b'R';
                red += 1;
            }
        }
    } else {
        cells.extend((0..n).map(|_| *rng.pick(b"RB")));
    }
    String::from_utf8(cells).expect("ASCII")
}

/// Up to 6 rows of 2 to 10 cells.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 6);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(2, 10) as usize;
        input += &format!("{n}\n{}\n", row(rng, n));
    }
    input
}

/// A position: the cells (R, B or W for white) and whether Alice moves.
type Position = (Vec<u8>, bool);

/// Does Alice, moving first, win on `cells`? Every move of the statement
/// (two neighbouring cells, at least one of the mover's colour, painted
/// white; a white cell may be chosen) searched by `play::Game`; the player to
/// move with no move loses.
pub fn alice_wins(cells: &[u8]) -> bool {
    let mut game = play::Game::new(|(cells, alice): &Position| {
        let own = if *alice { b'R' } else { b'B' };
        let mut options = Vec::new();
        for i in 0..cells.len().saturating_sub(1) {
            if cells[i] == own || cells[i + 1] == own {
                let mut next = cells.clone();
                next[i] = b'W';
                next[i + 1] = b'W';
                options.push((next, !*alice));
            }
        }
        options
    });
    game.wins(&(cells.to_vec(), true))
}

pub fn brute(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace();
    let n_cases: usize = tokens.next().unwrap().parse().unwrap();
    let mut output = String::new();
    for _ in 0..n_cases {
        let _n = tokens.next().unwrap();
        let cells = tokens.next().unwrap().as_bytes();
        output += if alice_wins(cells) {
            "Alice\n"
        } else {
            "Bob\n"
        };
    }
    output
}

fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let per_case = limits.get_usize("sum-n") / 10;
    out.line(&[10]);
    for _ in 0..10 {
        out.line(&[per_case as u64]);
        let cells = row(rng, per_case);
        out.word_line(cells.as_bytes());
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut left = limits.get("sum-n");
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(2, limits.get("n").min(left), "n (and the sum of n)")?;
        left -= n;
        let cells = r.word("s")?;
        if cells.len() as i128 != n {
            return Err(format!("s has {} cells, not n = {n}", cells.len()));
        }
        if cells.iter().any(|&c| c != b'R' && c != b'B') {
            return Err("a cell of s is not R or B".to_string());
        }
        Ok(n as usize)
    })
}
