//! Assertions for a problem's `tests/rules.rs` about its validator: that it
//! and the test data's README agree on which cases are ours, that the
//! max-size input is valid, and that it refuses what the statement excludes.

use std::path::Path;

use crate::manifest::Limits;
use crate::oracle::Oracle;

/// Asserts that the validator and the test data's README agree on which
/// cases are ours ([`crate::kinds::check_readme`]: every case the validator
/// refuses is listed under `## Ours`, no other, and no `sample-*`), and that
/// the max-size input is deterministic and passes [`MaxInput::check_max`].
///
/// # Panics
/// On a disagreement, or a bad max-size input.
#[track_caller]
pub fn check_validator(oracle: &Oracle, problem: &str, manifest_dir: &str, testdata_dir: &str) {
    let limits = Limits::load(Path::new(manifest_dir)).unwrap_or_else(|err| panic!("{err}"));
    let kinds = crate::kinds::of_folder(
        &|input| oracle.max.validate(&mut &input[..], &limits).map(drop),
        Path::new(testdata_dir),
    )
    .unwrap_or_else(|err| panic!("{err}"));
    assert!(!kinds.is_empty(), "no case in {testdata_dir}");
    let readme_path = Path::new(testdata_dir).join("README.md");
    let readme = std::fs::read_to_string(&readme_path)
        .unwrap_or_else(|err| panic!("cannot read {}: {err}", readme_path.display()));
    if let Err(err) = crate::kinds::check_readme(&readme, &kinds) {
        panic!(
            "{} and the validator disagree on which cases are ours:\n{err}",
            readme_path.display()
        );
    }
    let mut first = Vec::new();
    oracle
        .max
        .write(problem, &limits, &mut first)
        .expect("writing to a Vec does not fail");
    let mut second = Vec::new();
    oracle
        .max
        .write(problem, &limits, &mut second)
        .expect("writing to a Vec does not fail");
    assert!(first == second, "two max-size inputs of {problem} differ");
    if let Err(err) = oracle.max.check_max(&mut &first[..], &limits) {
        panic!("the max-size input of {problem} is not valid: {err}");
    }
}

/// Asserts that the validator refuses each `(input, fragment)`: for every
/// input, [`MaxInput::validate`] fails with a message containing `fragment`.
///
/// # Panics
/// On the first input the validator accepts, or refuses for another reason.
#[track_caller]
pub fn check_validator_refuses(oracle: &Oracle, manifest_dir: &str, cases: &[(&str, &str)]) {
    let limits = Limits::load(Path::new(manifest_dir)).unwrap_or_else(|err| panic!("{err}"));
    for (input, fragment) in cases {
        match oracle.max.validate(&mut input.as_bytes(), &limits) {
            Ok(shape) => panic!("the validator accepts {input:?} ({shape:?})"),
            Err(err) => assert!(
                err.contains(fragment),
                "the validator refuses {input:?} with {err:?}, not for {fragment:?}"
            ),
        }
    }
}
