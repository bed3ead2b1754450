//! HDU 1536's oracle: random small inputs, the game played by its literal
//! rules, and the max-size input with its validator.

use judge::oracle::{until_zero, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "30 cases × (k = 100 amounts, 100 positions × 100 heaps ≤ 10^4)",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| {
            let per_case =
                1 + limits.get_usize("k") + 1 + limits.get_usize("m") * (1 + limits.get_usize("l"));
            Shape {
                cases: limits.get_usize("cases"),
                values: limits.get_usize("cases") * per_case,
            }
        },
        answered: None,
    },
};

/// A test case: the amounts as listed, and the positions' heaps.
pub struct Case {
    pub amounts: Vec<u64>,
    pub positions: Vec<Vec<u64>>,
}

/// Up to 3 test cases: 1 to 4 amounts from 1 to 8 (unsorted, some repeated),
/// 1 to 4 positions of 0 to 3 heaps of 0 to 12 beads; then the lone 0.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 3) {
        let k = rng.range(1, 4);
        let amounts: Vec<String> = (0..k).map(|_| rng.range(1, 8).to_string()).collect();
        input += &format!("{k} {}\n", amounts.join(" "));
        let m = rng.range(1, 4);
        input += &format!("{m}\n");
        for _ in 0..m {
            let l = rng.range(0, 3);
            let heaps: Vec<String> = (0..l).map(|_| rng.range(0, 12).to_string()).collect();
            input += &format!("{l} {}\n", heaps.join(" ")).replace(" \n", "\n");
        }
    }
    input + "0\n"
}

/// The test cases of an input, up to its lone 0 (or its end).
pub fn parse(input: &str) -> Vec<Case> {
    let mut numbers = judge::input::tokens::<u64>(input);
    let mut cases = Vec::new();
    while let Some(k) = numbers.next() {
        if k == 0 {
            break;
        }
        let amounts: Vec<u64> = (0..k).map(|_| numbers.next().unwrap()).collect();
        let m = numbers.next().unwrap();
        let positions = (0..m)
            .map(|_| {
                let l = numbers.next().unwrap();
                (0..l).map(|_| numbers.next().unwrap()).collect()
            })
            .collect();
        cases.push(Case { amounts, positions });
    }
    cases
}

/// The game where a move removes exactly `s` beads from one heap, `s` one of
/// `amounts`: every heap is a component of the sum (a sorted multiset of
/// non-empty heaps); each amount is tried on each heap, and an emptied heap
/// leaves the position.
pub fn game(amounts: &[u64]) -> play::Game<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>> + '_> {
    play::Game::new(move |position: &Vec<u64>| {
        play::sum_moves(position, |&heap| {
            amounts
                .iter()
                .filter(|&&take| take <= heap)
                .map(|&take| {
                    if heap == take {
                        vec![]
                    } else {
                        vec![heap - take]
                    }
                })
                .collect()
        })
    })
}

/// The position of the heaps `heaps` in [`game`]'s form.
fn position(heaps: &[u64]) -> Vec<u64> {
    let mut position: Vec<u64> = heaps.iter().copied().filter(|&heap| heap > 0).collect();
    position.sort_unstable();
    position
}

pub fn brute(input: &str) -> String {
    parse(input)
        .iter()
        .map(|case| {
            // One game per test case: its positions share what is explored.
            let mut game = game(&case.amounts);
            let mut line: String = case
                .positions
                .iter()
                .map(|heaps| {
                    if game.wins(&position(heaps)) {
                        'W'
                    } else {
                        'L'
                    }
                })
                .collect();
            line.push('\n');
            line
        })
        .collect()
}

/// The most test cases, each with the most amounts, positions and heaps.
/// Amounts are mostly small (so that every heap has nearly all of them as
/// moves: the most work per table entry), heaps anywhere up to the limit with
/// the largest one in every case.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (k, m, l) = (
        limits.get_usize("k"),
        limits.get_usize("m"),
        limits.get_usize("l"),
    );
    let (amount, heap) = (limits.get_u64("amount"), limits.get_u64("heap"));
    for _ in 0..limits.get_usize("cases") {
        let mut amounts = vec![k as u64];
        amounts.extend((0..k).map(|i| {
            if i % 10 == 9 {
                rng.range(1, amount)
            } else {
                rng.range(1, 200)
            }
        }));
        out.line(&amounts);
        out.line(&[m as u64]);
        for position in 0..m {
            let mut heaps = vec![l as u64];
            heaps.extend((0..l).map(|i| {
                if position == 0 && i == 0 {
                    heap
                } else {
                    rng.range(0, heap)
                }
            }));
            out.line(&heaps);
        }
    }
    out.line(&[0]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_zero(r, |r, k| {
        if k > limits.get("k") {
            return Err(format!("k = {k} is above {}", limits.get("k")));
        }
        r.skip_ints(k, 1, limits.get("amount"), "s_i")?;
        let m = r.int(1, limits.get("m"), "m")?;
        let mut values = 2 + k as usize;
        for _ in 0..m {
            let l = r.int(1, limits.get("l"), "l")?;
            r.skip_ints(l, 0, limits.get("heap"), "h_i")?;
            values += 1 + l as usize;
        }
        Ok(values)
    })
}
