//! AtCoder ARC151 C's oracle: random short rows, the game played by its
//! literal rules on the whole row (the moves of `game.rs`, the explorer's
//! rule file), and the max-size input with its validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

// The brute force plays `moves` only; `start`, `canon` and `show` are the
// explorer's.
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "N = 10^18, M = 2·10^5 written cells",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 2 * limits.get_usize("m"),
        },
    },
};

/// A legal row of `n` cells: each cell written with probability `density`
/// (percent), its number random unless the cell to its left holds one (then
/// the other number).
fn random_row(rng: &mut Rng, n: usize, density: u64) -> Vec<u8> {
    let mut row = vec![game::EMPTY; n];
    for i in 0..n {
        if rng.chance(density, 100) {
            row[i] = match i.checked_sub(1).map(|j| row[j]) {
                Some(left) if left != game::EMPTY => 1 - left,
                _ => rng.range(0, 1) as u8,
            };
        }
    }
    row
}

/// The input for `row`: `N M`, then `X Y` per written cell.
pub fn input_of(row: &[u8]) -> String {
    let written: Vec<(usize, u8)> = row
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c != game::EMPTY)
        .map(|(i, &c)| (i + 1, c))
        .collect();
    let mut input = format!("{} {}\n", row.len(), written.len());
    for (x, y) in written {
        input += &format!("{x} {y}\n");
    }
    input
}

/// One row of 1 to 9 cells, from empty to full.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 9) as usize;
    let density = *rng.pick(&[0, 20, 40, 70, 100]);
    input_of(&random_row(rng, n, density))
}

/// The row an input describes, cells `0`, `1` or `game::EMPTY`.
pub fn row_of(input: &str) -> Vec<u8> {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut row = vec![game::EMPTY; numbers[0] as usize];
    for cell in numbers[2..].chunks(2) {
        row[cell[0] as usize - 1] = cell[1] as u8;
    }
    row
}

/// Does the player to move win `row`? Every move of `game.rs` (write 0 or 1
/// in an empty cell next to no equal number, the row cut in two at it) is
/// played by `play::Game` on the multiset of parts.
pub fn wins(row: &[u8]) -> bool {
    let start = if row.contains(&game::EMPTY) {
        vec![row.to_vec()]
    } else {
        Vec::new()
    };
    play::Game::new(|parts: &Vec<Vec<u8>>| play::sum_moves(parts, game::moves)).wins(&start)
}

pub fn brute(input: &str) -> String {
    if wins(&row_of(input)) {
        "Takahashi\n".to_string()
    } else {
        "Aoki\n".to_string()
    }
}

/// The largest row with the most written cells: M positions spread over
/// 1..=N (some runs of adjacent cells, some long gaps), the numbers random
/// where the left neighbour is empty.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, m) = (limits.get_u64("n"), limits.get_u64("m"));
    out.line(&[n, m]);
    let stride = n / m;
    let mut last: Option<(u64, u64)> = None;
    for i in 0..m {
        // Every fourth cell right after the one before, the rest anywhere
        // in their stride.
        let x = match last {
            Some((px, _)) if i % 4 == 1 => px + 1,
            _ => i * stride + rng.range(1, stride - 1),
        };
        let y = match last {
            Some((px, py)) if px + 1 == x => 1 - py,
            _ => rng.range(0, 1),
        };
        out.line(&[x, y]);
        last = Some((x, y));
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    let m = r.int(0, n.min(limits.get("m")), "M")?;
    let mut last: Option<(i128, i128)> = None;
    for _ in 0..m {
        let low = last.map_or(1, |(px, _)| px + 1);
        let x = r.int(low, n, "X")?;
        let y = r.int(0, 1, "Y")?;
        if last == Some((x - 1, y)) {
            return Err(format!("X = {x}: the same number as the cell to its left"));
        }
        last = Some((x, y));
    }
    Ok(Shape {
        cases: 1,
        values: 2 * m as usize,
    })
}
