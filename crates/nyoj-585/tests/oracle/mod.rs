//! NYOJ 585's oracle: small random inputs, Nim played by its moves through
//! `play`, and the max-size input at the judge's limits.

use judge::input::counted_lists;
use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::nim;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^4 cases × 1000 piles ≤ 100",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("piles"),
        },
        answered: None,
    },
};

/// A random input of up to 15 cases, each of 0 to 4 piles of 0 to 7 stones.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 15);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_piles = rng.range(0, 4);
        let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 7).to_string()).collect();
        input += &format!("{n_piles}\n{}\n", piles.join(" "));
    }
    input
}

/// Each case played out by Nim's literal moves (`play::rules::nim`).
pub fn brute(input: &str) -> String {
    counted_lists::<u64>(input)
        .into_iter()
        .map(|piles| {
            if nim::wins(&piles) {
                "PIAOYI\n"
            } else {
                "HRDV\n"
            }
        })
        .collect()
}

/// Both limits at once: the most cases, each of the most piles (10^7 numbers,
/// about 29 MB, the largest input of the collection), sizes random from 1.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_cases, n_piles) = (limits.get_u64("cases"), limits.get_u64("piles"));
    let max_size = limits.get_u64("size");
    out.line(&[n_cases]);
    for _ in 0..n_cases {
        out.line(&[n_piles]);
        out.lines_of(n_piles as usize, n_piles as usize, || {
            rng.range(1, max_size)
        });
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n_piles = r.int(0, limits.get("piles"), "m")?;
        r.skip_ints(n_piles, 0, limits.get("size"), "pile")?;
        Ok(n_piles as usize)
    })
}
