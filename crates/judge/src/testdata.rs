//! Test data whose expected outputs come from the brute force.
//!
//! A problem's `tests/rules.rs` calls [`check_against_brute`] so that every
//! committed case whose name starts with one of the given prefixes (by
//! convention `edge-` and `random-`) is re-derived from the brute force on each
//! `cargo test`: the provenance written in `testdata/<problem>/README.md` is
//! checked, not just claimed.
//!
//! To add brute-force cases, run the problem's tests with
//! `WRITE_RANDOM_CASES=N`: [`check_against_brute`] then first writes `N` new
//! `random-<seed>-<i>` pairs from the problem's generator (never overwriting).
//! To add a hand-made case, write only its `edge-….in` and run the tests with
//! `WRITE_MISSING_OUTPUTS=1`: each matching `.in` without a `.out` gets the
//! brute force's output (an existing `.out` is never touched).

use std::path::Path;

use crate::compare::first_difference;
use crate::stress::{save_new_case, DEFAULT_SEED};
use crate::Rng;

/// Asserts that every case in `dir` whose name starts with one of `prefixes`
/// has the brute force's output as its `.out`. If `WRITE_RANDOM_CASES=N` is
/// set, first writes `N` new random cases from `generate`; if
/// `WRITE_MISSING_OUTPUTS` is set, writes the brute force's output for each
/// matching `.in` that has no `.out`.
///
/// # Panics
/// If a matching case disagrees with the brute force, lacks its `.out`, or no
/// case matches at all.
#[track_caller]
pub fn check_against_brute(
    dir: &str,
    prefixes: &[&str],
    generate: impl Fn(&mut Rng) -> String,
    brute: impl Fn(&str) -> String,
) {
    let dir = Path::new(dir);
    if let Some(count) = std::env::var("WRITE_RANDOM_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        let seed = std::env::var("STRESS_SEED")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(DEFAULT_SEED);
        for index in 0..count {
            let input = generate(&mut Rng::for_input(seed, index));
            let expected = brute(&input);
            let (path, _) =
                save_new_case(dir, &format!("random-{seed}-{index}"), &input, &expected)
                    .unwrap_or_else(|err| panic!("cannot write into {}: {err}", dir.display()));
            eprintln!("wrote {}", path.display());
        }
    }
    let mut n_checked = 0;
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|err| panic!("cannot read {}: {err}", dir.display()))
        .map(|entry| entry.expect("readable entry").path())
        .collect();
    entries.sort();
    for input_path in entries {
        let name = input_path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if !name.ends_with(".in") || !prefixes.iter().any(|p| name.starts_with(p)) {
            continue;
        }
        let input = std::fs::read_to_string(&input_path).expect("readable input");
        let expected_path = input_path.with_extension("out");
        if !expected_path.exists() && std::env::var_os("WRITE_MISSING_OUTPUTS").is_some() {
            std::fs::write(&expected_path, brute(&input))
                .unwrap_or_else(|err| panic!("cannot write {}: {err}", expected_path.display()));
            eprintln!("wrote {}", expected_path.display());
        }
        let committed = std::fs::read_to_string(&expected_path)
            .unwrap_or_else(|err| panic!("{}: {err}", expected_path.display()));
        if let Some(difference) = first_difference(&brute(&input), &committed) {
            panic!(
                "{} does not hold the brute force's output ({difference}, \
                 where `expected` is the brute force)",
                expected_path.display()
            );
        }
        n_checked += 1;
    }
    assert!(
        n_checked > 0,
        "no case in {} starts with {prefixes:?}; brute-force cases are required",
        dir.display()
    );
}
