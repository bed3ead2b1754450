//! HDU 1850's oracle: small random inputs, every first move tried and the
//! position it leaves played out by Nim's moves through `play`, and the
//! max-size input at the judge's limits.

use judge::input::lists_until_zero;
use judge::oracle::{until_zero, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::nim;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^4 cases × 100 piles ≤ 10^6",
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

/// A random input of up to 15 cases, each of 1 to 4 piles of 0 to 9 stones,
/// ended by `0`.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 15) {
        let n_piles = rng.range(1, 4);
        let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 9).to_string()).collect();
        input += &format!("{n_piles}\n{}\n", piles.join(" "));
    }
    input + "0\n"
}

/// Every case's number of winning first moves: each first move (a pile, by
/// its index, and a new, smaller size) is made, and counted when the position
/// it leaves is lost for the opponent under Nim's literal moves
/// (`play::rules::nim`).
pub fn brute(input: &str) -> String {
    lists_until_zero::<u64>(input)
        .into_iter()
        .map(|piles| {
            let mut n_winning = 0;
            for (pile_idx, &size) in piles.iter().enumerate() {
                for smaller in 0..size {
                    let mut next = piles.clone();
                    next[pile_idx] = smaller;
                    if !nim::wins(&next) {
                        n_winning += 1;
                    }
                }
            }
            format!("{n_winning}\n")
        })
        .collect()
}

/// Cases run until `0`; the judge states no case count, so the max input
/// takes `cases` (10^4) full ones: 10^6 piles, as in hdu-3032.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_cases, n_piles) = (limits.get("cases"), limits.get_u64("piles"));
    let max_size = limits.get_u64("size");
    for _ in 0..n_cases {
        out.line(&[n_piles]);
        out.line(
            &(0..n_piles)
                .map(|_| rng.range(1, max_size))
                .collect::<Vec<_>>(),
        );
    }
    out.line(&[0]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let (min_piles, max_piles) = (limits.get("min-piles"), limits.get("piles"));
    until_zero(r, |r, n_piles| {
        if !(min_piles..=max_piles).contains(&n_piles) {
            return Err(format!(
                "M = {n_piles} is outside {min_piles}..={max_piles}"
            ));
        }
        r.skip_ints(n_piles, 0, limits.get("size"), "pile")?;
        Ok(n_piles as usize)
    })
}
