//! HDU 3032's oracle: small random inputs, Lasker's Nim played by its moves
//! through `play` (a sum of heaps), and the max-size input with its validator.

use judge::input::counted_lists;
use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::take_and_split;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "1 case, 10^6 heaps < 2^31",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n"),
        },
        answered: None,
    },
};

/// A random input of 1 to 10 cases, each 1 to 4 heaps of 1 to 8 objects.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_heaps = rng.range(1, 4);
        let heaps: Vec<String> = (0..n_heaps).map(|_| rng.range(1, 8).to_string()).collect();
        input += &format!("{n_heaps}\n{}\n", heaps.join(" "));
    }
    input
}

fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

/// Each case is a sum of heaps (empty heaps, below the judge's limits, offer
/// no move and are left out), whole positions searched by literal play.
pub fn brute(input: &str) -> String {
    counted_lists::<u64>(input)
        .into_iter()
        .map(|heaps| winner(take_and_split::wins(&heaps, 2)))
        .collect()
}

/// One case of the most heaps, each anywhere up to the largest.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_heaps = limits.get_u64("n");
    let top = limits.get_u64("s");
    out.line(&[1, n_heaps]);
    out.lines_of(n_heaps as usize, 10, || rng.range(1, top));
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "N")?;
        r.skip_ints(n, 1, limits.get("s"), "S_i")?;
        Ok(n as usize)
    })
}
