//! BZOJ 2281's oracle: random small rows, the game played by its literal
//! rules as BZOJ states them — a move shifts 1 to d of the mover's pieces,
//! each to any cell between its neighbours, **in either direction** — by a
//! retrograde search over every layout that finds wins, losses and draws
//! (moves can be undone, so positions repeat), and the max-size input with
//! its validator.

use std::collections::VecDeque;

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 200,
    shapes: &[],
    max: MaxInput {
        describe: "n = 10^4, k = 100, d = 1",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |_| Shape {
            cases: 1,
            values: 3,
        },
        answered: Some(AnsweredMax {
            describe: "n = 10^5, k = 200, d = 1 (the binary's bounds)",
            version: 1,
            generate: |_, _, out| out.line(&[100_000, 200, 1]),
        }),
    },
};

/// A random row of up to 10 cells with 2, 4 or 6 pieces.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(2, 10);
    let k = 2 * rng.range(1, (n / 2).min(3));
    let d = rng.range(1, k);
    format!("{n} {k} {d}\n")
}

/// The outcome of a position for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

/// Every layout of `k` pieces on `n` cells (as bitmasks of occupied cells)
/// with the outcome for white to move (`outcomes[i].0`) and black to move
/// (`.1`), by retrograde analysis of the literal moves: white owns the
/// pieces at even places from the left, black the odd ones; a move picks 1
/// to `d` of the mover's pieces and puts each on another cell strictly
/// between its neighbours (or the board's ends). Who cannot move loses;
/// positions never decided are draws.
pub fn outcomes(n: usize, k: usize, d: usize) -> Vec<(u32, Outcome, Outcome)> {
    let layouts: Vec<u32> = (0u32..1 << n)
        .filter(|m| m.count_ones() as usize == k)
        .collect();
    let index = |mask: u32| layouts.binary_search(&mask).expect("a layout");
    // State 2·i + side: layout i with white (side 0) or black (side 1) to move.
    let n_states = 2 * layouts.len();
    let mut successors: Vec<Vec<usize>> = vec![Vec::new(); n_states];
    for (i, &mask) in layouts.iter().enumerate() {
        let cells: Vec<usize> = (0..n).filter(|&c| mask >> c & 1 == 1).collect();
        for side in 0..2 {
            let mut targets = Vec::new();
            each_move(&cells, n, side, d, 0, 0, &mut cells.clone(), &mut targets);
            successors[2 * i + side] = targets
                .into_iter()
                .map(|moved: Vec<usize>| {
                    let next: u32 = moved.iter().map(|&c| 1u32 << c).sum();
                    2 * index(next) + (1 - side)
                })
                .collect();
        }
    }
    let mut predecessors: Vec<Vec<usize>> = vec![Vec::new(); n_states];
    for (state, list) in successors.iter().enumerate() {
        for &next in list {
            predecessors[next].push(state);
        }
    }
    let mut outcome: Vec<Option<Outcome>> = vec![None; n_states];
    let mut undecided_moves: Vec<usize> = successors.iter().map(Vec::len).collect();
    let mut queue = VecDeque::new();
    for state in 0..n_states {
        if successors[state].is_empty() {
            outcome[state] = Some(Outcome::Lose);
            queue.push_back(state);
        }
    }
    while let Some(state) = queue.pop_front() {
        for &before in &predecessors[state] {
            if outcome[before].is_some() {
                continue;
            }
            if outcome[state] == Some(Outcome::Lose) {
                outcome[before] = Some(Outcome::Win);
                queue.push_back(before);
            } else {
                undecided_moves[before] -= 1;
                if undecided_moves[before] == 0 {
                    outcome[before] = Some(Outcome::Lose);
                    queue.push_back(before);
                }
            }
        }
    }
    let decided = |state: usize| outcome[state].unwrap_or(Outcome::Draw);
    layouts
        .iter()
        .enumerate()
        .map(|(i, &mask)| (mask, decided(2 * i), decided(2 * i + 1)))
        .collect()
}

/// Every result of moving 1 to `d` of `side`'s pieces (pieces at places
/// `place..` still to decide, `n_moved` moved so far), into `targets`.
#[allow(clippy::too_many_arguments)]
fn each_move(
    cells: &[usize],
    n: usize,
    side: usize,
    d: usize,
    place: usize,
    n_moved: usize,
    current: &mut Vec<usize>,
    targets: &mut Vec<Vec<usize>>,
) {
    if place == cells.len() {
        if n_moved > 0 {
            targets.push(current.clone());
        }
        return;
    }
    each_move(cells, n, side, d, place + 1, n_moved, current, targets);
    if place % 2 != side || n_moved == d {
        return;
    }
    // Neighbours are the other side's pieces, which do not move now.
    let low = if place == 0 { 0 } else { cells[place - 1] + 1 };
    let high = if place + 1 == cells.len() {
        n
    } else {
        cells[place + 1]
    };
    for cell in low..high {
        if cell != cells[place] {
            current[place] = cell;
            each_move(cells, n, side, d, place + 1, n_moved + 1, current, targets);
        }
    }
    current[place] = cells[place];
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let (n, k, d) = (numbers[0], numbers[1], numbers[2]);
    let won = outcomes(n, k, d)
        .iter()
        .filter(|&&(_, white_to_move, _)| white_to_move == Outcome::Win)
        .count();
    format!("{}\n", won as u64 % 1_000_000_007)
}

/// The judge's largest row and piece count with d = 1 (the most digit
/// choices in the counting).
fn max_input(_rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    out.line(&[limits.get_u64("n"), limits.get_u64("k"), 1]);
}

/// Checks 1 ≤ d ≤ k ≤ n ≤ 10^4, k even, k ≤ 100.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "n")?;
    let k = r.int(1, limits.get("k").min(n), "k")?;
    if k % 2 != 0 {
        return Err(format!("token 2: k = {k} must be even"));
    }
    r.int(1, k, "d")?;
    Ok(Shape {
        cases: 1,
        values: 3,
    })
}
