//! 51Nod 1714's oracle: small random inputs, the numbers valued by their
//! literal moves, and the max-size input with its validator.

use std::cell::RefCell;
use std::collections::HashMap;

use itertools::Itertools;
use judge::input::counted_list;
use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 2000,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 numbers < 2^64",
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

/// How many numbers a move puts in place of the one it removes.
pub const N_PARTS: usize = 7;

/// A random input of 1 to 6 numbers, all subsets of one random set of 1 to 6
/// bit positions anywhere in 0..64 (so bit 63 and zeros occur).
pub fn generate(rng: &mut Rng) -> String {
    let n_bits = rng.range(1, 6);
    let mut bits: Vec<u64> = Vec::new();
    while bits.len() < n_bits as usize {
        let bit = rng.range(0, 63);
        if !bits.contains(&bit) {
            bits.push(bit);
        }
    }
    let n_numbers = rng.range(1, 6);
    let numbers: Vec<String> = (0..n_numbers)
        .map(|_| {
            bits.iter()
                .filter(|_| rng.chance(1, 2))
                .fold(0u64, |x, &bit| x | 1 << bit)
                .to_string()
        })
        .collect();
    format!("{n_numbers}\n{}\n", numbers.join(" "))
}

/// The bit subsets of `x` smaller than `x`: every subset but `x` itself.
pub fn smaller_subsets(x: u64) -> Vec<u64> {
    let mut subsets = Vec::new();
    let mut subset = x;
    while subset != 0 {
        subset = (subset - 1) & x;
        subsets.push(subset);
    }
    subsets
}

/// The moves of the number `x`, each as the numbers that replace it: every
/// multiset of seven smaller bit-subsets of `x` (zeros, which offer no move,
/// left out). Only for small `x`: a number of `c` bits has
/// `C(2^c + 5, 7)` such multisets.
#[allow(dead_code)] // used by the rules tests' minimax check, not by the stress target
pub fn number_moves(&x: &u64) -> Vec<Vec<u64>> {
    smaller_subsets(x)
        .into_iter()
        .combinations_with_replacement(N_PARTS)
        .map(|parts| parts.into_iter().filter(|&p| p != 0).sorted().collect())
        .collect()
}

thread_local! {
    /// Values already found, shared by every input of a test run.
    static VALUES: RefCell<HashMap<u64, u64>> = RefCell::new(HashMap::new());
}

/// The Grundy value of `x`: the mex, over its moves, of the XOR of the seven
/// parts' values (the Sprague–Grundy theorem for the seven games played side
/// by side; `play::Game` checks it on whole positions in the rules tests).
/// The multisets are walked one part at a time through the set of XORs
/// reachable so far, which gives the same set of XORs as listing them. The
/// subsets of `x` only lead to smaller subsets, so they are valued in
/// increasing order.
fn value(x: u64, values: &mut HashMap<u64, u64>) -> u64 {
    let mut subsets = smaller_subsets(x);
    subsets.push(x);
    subsets.sort_unstable();
    for s in subsets {
        if values.contains_key(&s) {
            continue;
        }
        let part_values: Vec<u64> = smaller_subsets(s).iter().map(|p| values[p]).collect();
        let mut reachable = if part_values.is_empty() {
            Vec::new() // no smaller subset: 0 offers no move
        } else {
            vec![0u64]
        };
        for _ in 0..N_PARTS {
            reachable = reachable
                .iter()
                .cartesian_product(&part_values)
                .map(|(&r, &v)| r ^ v)
                .sorted_unstable()
                .dedup()
                .collect();
        }
        values.insert(s, play::mex(reachable));
    }
    values[&x]
}

pub fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "B\n"
    } else {
        "L\n"
    }
}

pub fn brute(input: &str) -> String {
    VALUES.with(|values| {
        let values = &mut values.borrow_mut();
        let nim_sum = counted_list::<u64>(input)
            .iter()
            .fold(0, |acc, &x| acc ^ value(x, values));
        winner(nim_sum != 0).to_string()
    })
}

/// The most numbers, each any 64-bit value.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    out.line(&[n]);
    out.lines_of(n as usize, 10, || rng.next_u64());
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "n")?;
    r.skip_ints(n, 0, limits.get("a"), "a_i")?;
    Ok(Shape {
        cases: 1,
        values: n as usize,
    })
}
