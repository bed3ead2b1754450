//! Codeforces 2032F's oracle: random small rows of pockets, every division
//! into boxes played by its literal rules, and the max-size input with its
//! validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "one row of 10^6 pockets ≤ 10^9 after 20 ones",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 1 + limits.get_usize("sum-n"),
        },
    },
};

/// 1 to 3 cases of 1 to 5 pockets of 1 to 3 peanuts, ones more likely
/// (leading ones are what the count turns on).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 3);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(1, 5);
        let pockets: Vec<String> = (0..n)
            .map(|_| if rng.chance(1, 2) { 1 } else { rng.range(1, 3) })
            .map(|a| a.to_string())
            .collect();
        input += &format!("{n}\n{}\n", pockets.join(" "));
    }
    input
}

/// Boxes, each its pockets, left to right.
type Boxes = Vec<Vec<u64>>;
type Moves = fn(&Boxes) -> Vec<Boxes>;

/// The moves: any positive number of peanuts from one pocket of the
/// leftmost non-empty box.
fn box_moves(boxes: &Boxes) -> Vec<Boxes> {
    let Some(first) = boxes.iter().position(|b| b.iter().any(|&a| a > 0)) else {
        return Vec::new();
    };
    let mut options = Vec::new();
    for pocket in 0..boxes[first].len() {
        for left in 0..boxes[first][pocket] {
            let mut next = boxes.clone();
            next[first][pocket] = left;
            options.push(next);
        }
    }
    options
}

/// Each case: every division into boxes of consecutive pockets (one per
/// set of cuts between pockets) played out with Alice first; the wins
/// counted exactly, reduced modulo 998244353 at the end.
pub fn brute(input: &str) -> String {
    let mut game: Game<Boxes, Moves> = Game::new(box_moves as Moves);
    judge::input::counted_lists::<u64>(input)
        .into_iter()
        .map(|pockets| {
            let n = pockets.len();
            let mut wins = 0u64;
            for cuts in 0u64..1 << (n - 1) {
                let mut boxes: Boxes = vec![vec![pockets[0]]];
                for (i, &a) in pockets.iter().enumerate().skip(1) {
                    if cuts >> (i - 1) & 1 == 1 {
                        boxes.push(Vec::new());
                    }
                    boxes.last_mut().expect("a box").push(a);
                }
                if game.wins(&boxes) {
                    wins += 1;
                }
            }
            format!("{}\n", wins % 998_244_353)
        })
        .collect()
}

/// One case of the most pockets: 20 ones, then pockets anywhere up to 10^9
/// (the largest among them).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("sum-n"), limits.get_u64("a"));
    out.line(&[1]);
    out.line(&[n as u64]);
    let mut i = 0;
    out.lines_of(n, n, || {
        i += 1;
        match i {
            1..=20 => 1,
            21 => top,
            _ => rng.range(1, top),
        }
    });
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut total = 0;
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "n")?;
        total += n;
        if total > limits.get("sum-n") {
            return Err(format!("the sum of n exceeds {}", limits.get("sum-n")));
        }
        r.skip_ints(n, 1, limits.get("a"), "a_i")?;
        Ok(1 + n as usize)
    })
}
