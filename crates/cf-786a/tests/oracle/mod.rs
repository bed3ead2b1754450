//! Codeforces 786A's oracle: random small circles, the game played by its
//! literal rules (a loopy search over the real positions), and the max-size
//! input with its validator.

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::loopy::{self, Outcome};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "n = 7000, both sets random 90% of 1..6999 (about 2 · 7000 · 6300 moves)",
        version: 3,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: 1 + 2 * (1 + (limits.get_usize("n") - 1) * 9 / 10),
        },
        answered: Some(AnsweredMax {
            describe: "n = 10^4 (the binary's bound), Rick 1..=n/2, Morty 1..n",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// An input: n, Rick's set and Morty's set.
pub struct Game {
    pub n: usize,
    pub sets: [Vec<usize>; 2],
}

pub fn parse(input: &str) -> Game {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let n = numbers[0];
    let k1 = numbers[1];
    let s1 = numbers[2..2 + k1].to_vec();
    let k2 = numbers[2 + k1];
    let s2 = numbers[3 + k1..3 + k1 + k2].to_vec();
    Game { n, sets: [s1, s2] }
}

pub fn write_input(n: usize, sets: &[Vec<usize>; 2]) -> String {
    let mut input = format!("{n}\n");
    for set in sets {
        let words: Vec<String> = std::iter::once(set.len())
            .chain(set.iter().copied())
            .map(|v| v.to_string())
            .collect();
        input += &words.join(" ");
        input += "\n";
    }
    input
}

/// n from 2 to 12, each set a random non-empty subset of 1..n − 1 (in
/// random order); sometimes only multiples of a divisor of n, so that the
/// monster can never reach the black hole from some objects.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(2, 12) as usize;
    let step = if rng.chance(1, 4) {
        let divisors: Vec<usize> = (1..n).filter(|d| n % d == 0).collect();
        *rng.pick(&divisors)
    } else {
        1
    };
    let mut sets = [Vec::new(), Vec::new()];
    for set in &mut sets {
        let mut pool: Vec<usize> = (1..n).filter(|x| x % step == 0).collect();
        rng.shuffle(&mut pool);
        let k = rng.range(1, pool.len() as u64) as usize;
        pool.truncate(k);
        *set = pool;
    }
    write_input(n, &sets)
}

/// The game played literally: a position is (the monster's object, whose
/// turn); a move adds a number of the mover's set around the circle; at the
/// black hole (object 1, here 0) the player to move has lost, since the other
/// one put the monster there. Draws are endless games.
pub fn brute(input: &str) -> String {
    let game = parse(input);
    let n = game.n;
    let roots: Vec<(usize, usize)> = (1..n)
        .flat_map(|object| [(object, 0), (object, 1)])
        .collect();
    let result = loopy::outcomes(
        roots,
        |&(object, turn): &(usize, usize)| {
            if object == 0 {
                Vec::new()
            } else {
                game.sets[turn]
                    .iter()
                    .map(|&x| ((object + x) % n, 1 - turn))
                    .collect()
            }
        },
        false,
    );
    let mut output = String::new();
    for first in 0..2 {
        let words: Vec<&str> = (1..n)
            .map(|object| match result[&(object, first)] {
                Outcome::Win(_) => "Win",
                Outcome::Lose(_) => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect();
        output += &words.join(" ");
        output += "\n";
    }
    output
}

/// n at its limit, each set a random 90% of 1..n − 1, shuffled: the
/// heaviest kind found (the full sets are decided at once, random sets leave
/// many positions undecided for long).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    out.line(&[n]);
    for _ in 0..2 {
        let mut set: Vec<u64> = (1..n).collect();
        rng.shuffle(&mut set);
        set.truncate(((n - 1) * 9 / 10) as usize);
        set.insert(0, set.len() as u64);
        out.line(&set);
    }
}

/// The statement's bounds: 2 ≤ n ≤ 7000; 1 ≤ k_i ≤ n − 1; each set's numbers
/// distinct, between 1 and n − 1.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "n")?;
    let mut values = 1;
    for player in ["Rick", "Morty"] {
        let k = r.int(1, n - 1, "k_i")?;
        let set = r.ints(k, 1, n - 1, "s_i,j")?;
        let mut seen = vec![false; n as usize];
        for x in set {
            if std::mem::replace(&mut seen[x as usize], true) {
                return Err(format!("{player}'s set repeats {x}"));
            }
        }
        values += 1 + k as usize;
    }
    Ok(Shape { cases: 1, values })
}

/// The largest n the binary answers, with the slowest sets found (README):
/// Rick's 1..=n/2, every one of his losing positions decided only after all
/// its moves, against Morty's 1..n.
fn answered_max(_: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    let n = 10_000u64;
    out.line(&[n]);
    out.text(&format!("{} ", n / 2));
    out.line(&(1..=n / 2).collect::<Vec<u64>>());
    out.text(&format!("{} ", n - 1));
    out.line(&(1..n).collect::<Vec<u64>>());
}
