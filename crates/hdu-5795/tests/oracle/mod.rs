//! HDU 5795's oracle: random small inputs, the game played by its literal
//! rules over whole positions through `play`, and the max-size input with its
//! validator.

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
        describe: "1 case, 10^6 heaps ≤ 10^9",
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

/// 1 to 8 cases, each of 1 to 3 heaps of 1 to 8 (small enough to search
/// whole positions, large enough for heaps of 7 and 8, where the values
/// leave the identity).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 8);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_heaps = rng.range(1, 3);
        let heaps: Vec<String> = (0..n_heaps).map(|_| rng.range(1, 8).to_string()).collect();
        input += &format!("{n_heaps}\n{}\n", heaps.join(" "));
    }
    input
}

/// Each case is a sum of heaps (empty heaps offer no move and are left out),
/// whole positions searched by literal play: a move is made in one heap;
/// whoever cannot move loses.
pub fn brute(input: &str) -> String {
    counted_lists::<u64>(input)
        .into_iter()
        .map(|heaps| {
            if take_and_split::wins(&heaps, 3) {
                "First player wins.\n"
            } else {
                "Second player wins.\n"
            }
        })
        .collect()
}

/// One case of the most heaps, sizes uniform up to the limit.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_heaps = limits.get_u64("n");
    let top = limits.get_u64("s");
    out.line(&[1, n_heaps]);
    out.lines_of(n_heaps as usize, 10, || rng.range(1, top));
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "n")?;
        r.skip_ints(n, 1, limits.get("s"), "s_i")?;
        Ok(n as usize)
    })
}
