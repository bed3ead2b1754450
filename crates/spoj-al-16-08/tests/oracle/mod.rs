//! AL_16_08's oracle: random small games of towers, played by the literal
//! rules (a child takes a block of their colour and everything above it;
//! `play::rules::blue_red::stalk_moves`, searched by `play::partisan::Play`
//! with the given child moving first), and the max-size input with its
//! validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::partisan::{Play, Side};
use play::rules::blue_red::stalk_moves;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "1000 games × 100 towers of 64 blocks",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("k"),
        },
        answered: None,
    },
};

/// A tower of `height` blocks from the base, a third of them one colour
/// then the other (values near the integers), the rest random.
fn tower(rng: &mut Rng, height: usize) -> String {
    let first = *rng.pick(&['c', 'z']);
    let switch = rng.below(height + 1);
    (0..height)
        .map(|i| {
            if rng.chance(1, 3) {
                if i < switch {
                    first
                } else if first == 'c' {
                    'z'
                } else {
                    'c'
                }
            } else {
                *rng.pick(&['c', 'z'])
            }
        })
        .collect()
}

/// 1 to 5 games of 1 to 3 towers of 1 to 4 blocks (literal play of the sum
/// of 12 blocks is a few thousand positions).
pub fn generate(rng: &mut Rng) -> String {
    let n_games = rng.range(1, 5);
    let mut input = format!("{n_games}\n");
    for _ in 0..n_games {
        let k = rng.range(1, 3) as usize;
        let starter = rng.pick(&['A', 'B']);
        let colour = rng.pick(&['C', 'Z']);
        input += &format!("{k} {starter} {colour}\n");
        for _ in 0..k {
            let height = rng.range(1, 4) as usize;
            input += &tower(rng, height);
            input += "\n";
        }
    }
    input
}

/// The winner of each game by literal play: green is Left, the starting
/// child moves first.
pub fn brute(input: &str) -> String {
    let mut words = input.split_ascii_whitespace();
    let n_games: usize = words.next().expect("t").parse().expect("t");
    let mut play = Play::new(stalk_moves(true), stalk_moves(false));
    let mut output = String::new();
    for _ in 0..n_games {
        let k: usize = words.next().expect("k").parse().expect("k");
        let starter = words.next().expect("player") == "A";
        let green = words.next().expect("colour") == "Z";
        let towers: Vec<Vec<bool>> = (0..k)
            .map(|_| {
                words
                    .next()
                    .expect("tower")
                    .bytes()
                    .map(|c| c == b'z')
                    .collect()
            })
            .collect();
        let side = if green { Side::Left } else { Side::Right };
        let starter_wins = play.wins_moving_first(&towers, side);
        // Antek is `true` here.
        let antek = starter == starter_wins;
        output += if antek { "Antek\n" } else { "Basia\n" };
    }
    output
}

/// `cases` games of `k` towers of `height` blocks: random, one-colour-then-
/// the-other, and a tower's colour-swapped twin beside it (totals at 0).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_games, k, height) = (
        limits.get_usize("cases"),
        limits.get_usize("k"),
        limits.get_usize("height"),
    );
    out.line(&[n_games as u64]);
    for game in 0..n_games {
        let starter = rng.pick(&["A", "B"]);
        let colour = rng.pick(&["C", "Z"]);
        out.text(&format!("{k} {starter} {colour}\n"));
        let mut previous = String::new();
        for i in 0..k {
            let t = if game % 3 == 0 && i % 2 == 1 {
                previous
                    .chars()
                    .map(|c| if c == 'c' { 'z' } else { 'c' })
                    .collect()
            } else {
                tower(rng, height)
            };
            out.text(&t);
            out.text("\n");
            previous = t;
        }
    }
}

/// `1 ≤ t ≤ 1000` games; each `1 ≤ k ≤ 100`, the starting child `A` or
/// `B`, their colour `C` or `Z`, then `k` towers of 1 to 64 letters `c`
/// and `z`.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let k = r.int(1, limits.get("k"), "k")? as usize;
        if !matches!(r.word("the starting player")?, b"A" | b"B") {
            return Err("the starting player is neither A nor B".into());
        }
        if !matches!(r.word("the colour")?, b"C" | b"Z") {
            return Err("the colour is neither C nor Z".into());
        }
        for _ in 0..k {
            let tower = r.word("a tower")?;
            if tower.len() > limits.get_usize("height") {
                return Err(format!("a tower of {} blocks, more than 64", tower.len()));
            }
            if tower.iter().any(|&c| c != b'c' && c != b'z') {
                return Err("a block is neither c nor z".into());
            }
        }
        Ok(k)
    })
}
