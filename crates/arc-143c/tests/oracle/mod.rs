//! ARC 143 C's oracle: random small inputs, the game played by its literal
//! rules over whole positions (every non-empty set of piles, the mover's own
//! amount; the single-pile moves from `game.rs` for X = 3, Y = 2 are the
//! explorer's), and the max-size input with its validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

#[path = "../../game.rs"]
#[allow(dead_code)]
mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "2·10^5 piles ≤ 10^9, X > Y near 10^9",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 3 + limits.get_usize("n"),
        },
    },
};

/// 1 to 4 piles of up to 14 stones, X and Y from 1 to 5 (equal, X < Y and
/// X > Y all occur).
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 4);
    let (x, y) = (rng.range(1, 5), rng.range(1, 5));
    let piles: Vec<String> = (0..n).map(|_| rng.range(1, 14).to_string()).collect();
    format!("{n} {x} {y}\n{}\n", piles.join(" "))
}

/// A position: the piles (sorted) and whether Takahashi (taking X) moves.
type Position = (Vec<u64>, bool);

/// The moves of the selective compound: the mover picks a non-empty set of
/// piles with at least his amount and removes it from each.
fn moves_for(x: u64, y: u64) -> impl FnMut(&Position) -> Vec<Position> {
    move |(piles, takahashi): &Position| {
        let take = if *takahashi { x } else { y };
        let n = piles.len();
        (1u32..1 << n)
            .filter(|set| (0..n).all(|i| set >> i & 1 == 0 || piles[i] >= take))
            .map(|set| {
                let mut next: Vec<u64> = (0..n)
                    .map(|i| piles[i] - if set >> i & 1 == 1 { take } else { 0 })
                    .collect();
                next.sort_unstable();
                (next, !*takahashi)
            })
            .collect()
    }
}

/// The game played out from Takahashi's first move; who cannot move loses.
pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let (n, x, y) = (numbers[0] as usize, numbers[1], numbers[2]);
    let mut piles = numbers[3..3 + n].to_vec();
    piles.sort_unstable();
    // The rule file's single pile is this game's one-pile case for X = 3,
    // Y = 2: check the two agree where they meet.
    if (x, y, n) == (3, 2, 1) {
        let left: Vec<u64> = game::left(piles[0]).concat();
        let mine: Vec<u64> = moves_for(x, y)(&(piles.clone(), true))
            .into_iter()
            .map(|(p, _)| p[0])
            .collect();
        assert_eq!(left, mine, "game.rs and the brute force disagree");
    }
    let mut game = Game::new(moves_for(x, y));
    if game.wins(&(piles, true)) {
        "First\n".to_string()
    } else {
        "Second\n".to_string()
    }
}

/// The most piles, X = 10^9 and Y = 10^9 − 1 (so X + Y near 2·10^9): the
/// first pile X (a residue ≥ X, so Takahashi can move), the last Y (the one
/// residue in [Y, X), which decides for Aoki), the others random below Y.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("n"), limits.get_u64("a"));
    let (x, y) = (limits.get_u64("xy"), limits.get_u64("xy") - 1);
    out.line(&[n as u64, x, y]);
    let mut i = 0;
    out.lines_of(n, n, || {
        i += 1;
        if i == 1 {
            x
        } else if i == n {
            y
        } else {
            rng.range(1, y - 1).max(1).min(top)
        }
    });
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    r.int(1, limits.get("xy"), "X")?;
    r.int(1, limits.get("xy"), "Y")?;
    r.skip_ints(n, 1, limits.get("a"), "A_i")?;
    Ok(Shape {
        cases: 1,
        values: 3 + n as usize,
    })
}
