//! HDU 1848's oracle: random small inputs, the game played by its literal
//! rules, and the max-size input with its validator.

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 lines m n p ≤ 1000, then 0 0 0",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: 3 * limits.get_usize("cases"),
        },
        answered: Some(AnsweredMax {
            describe: "10^5 lines m n p near 10^6 (the binary's bound), then 0 0 0",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// 1 to 8 lines of three piles from 1 to 20, then `0 0 0`.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 8) {
        input += &format!(
            "{} {} {}\n",
            rng.range(1, 20),
            rng.range(1, 20),
            rng.range(1, 20)
        );
    }
    input + "0 0 0\n"
}

/// The triples of an input, up to `0 0 0` (or its end).
pub fn parse(input: &str) -> Vec<[u64; 3]> {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers
        .chunks(3)
        .map(|line| [line[0], line[1], line[2]])
        .take_while(|&piles| piles != [0, 0, 0])
        .collect()
}

/// The Fibonacci numbers up to `limit`, by their definition (1, 2, then each
/// the sum of the two before).
pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let mut numbers = vec![1, 2];
    while numbers[numbers.len() - 1] + numbers[numbers.len() - 2] <= limit {
        numbers.push(numbers[numbers.len() - 1] + numbers[numbers.len() - 2]);
    }
    numbers.retain(|&f| f <= limit);
    numbers
}

/// Each line played literally: the three piles are a sorted multiset of
/// non-empty piles, and a move takes a Fibonacci number of stones from one of
/// them (an emptied pile leaves the position).
pub fn brute(input: &str) -> String {
    let lines = parse(input);
    let largest = lines.iter().flatten().copied().max().unwrap_or(0);
    let takes = fibonacci_up_to(largest);
    let mut game = play::Game::new(|position: &Vec<u64>| {
        play::sum_moves(position, |&pile| {
            takes
                .iter()
                .filter(|&&take| take <= pile)
                .map(|&take| {
                    if take == pile {
                        vec![]
                    } else {
                        vec![pile - take]
                    }
                })
                .collect()
        })
    });
    lines
        .iter()
        .map(|piles| {
            let mut position: Vec<u64> = piles.iter().copied().filter(|&pile| pile > 0).collect();
            position.sort_unstable();
            if game.wins(&position) {
                "Fibo\n"
            } else {
                "Nacci\n"
            }
        })
        .collect()
}

/// The most lines, piles anywhere in 1..=1000.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let pile = limits.get_u64("pile");
    for _ in 0..limits.get_usize("cases") {
        out.line(&[rng.range(1, pile), rng.range(1, pile), rng.range(1, pile)]);
    }
    out.line(&[0, 0, 0]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut shape = Shape {
        cases: 0,
        values: 0,
    };
    loop {
        let m = r.int(0, limits.get("pile"), "m")?;
        let n = r.int(0, limits.get("pile"), "n")?;
        let p = r.int(0, limits.get("pile"), "p")?;
        if [m, n, p] == [0, 0, 0] {
            break;
        }
        if m == 0 || n == 0 || p == 0 {
            return Err(format!(
                "token {}: a pile must be at least 1",
                shape.values + 3
            ));
        }
        shape.cases += 1;
        shape.values += 3;
    }
    Ok(shape)
}

/// Piles up to the binary's 10^6 (its Fibonacci-move table's size) on the
/// judge's number of lines.
fn answered_max(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    for _ in 0..limits.get_usize("cases") {
        out.line(&[
            rng.range(1, 1_000_000),
            rng.range(1, 1_000_000),
            rng.range(1, 1_000_000),
        ]);
    }
    out.line(&[0, 0, 0]);
}
