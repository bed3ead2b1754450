//! One-line assertions for the problem crates' tests.

use std::process::Command;
use std::time::Duration;

use crate::exec::{run_with_limit, verdict, Outcome, Verdict};

/// Generous limit for a test run: tests judge correctness, benchmarks judge speed.
const TEST_LIMIT: Duration = Duration::from_secs(20);

/// Runs `binary` on `input`.
///
/// # Panics
/// If the binary cannot be started.
pub fn run(binary: &str, input: &str) -> Outcome {
    run_with_limit(Command::new(binary), input.as_bytes(), TEST_LIMIT)
        .unwrap_or_else(|err| panic!("cannot start {binary}: {err}"))
}

/// Asserts that `binary` prints `expected` for `input` (as the judge compares).
#[track_caller]
pub fn check_output(binary: &str, input: &str, expected: &str) {
    let outcome = run(binary, input);
    match verdict(&outcome, expected) {
        Verdict::Accepted => {}
        other => panic!(
            "{} on input:\n{input}\n{other:?}\nstdout:\n{}\nstderr:\n{}",
            other.code(),
            String::from_utf8_lossy(&outcome.stdout),
            String::from_utf8_lossy(&outcome.stderr)
        ),
    }
}

/// Asserts that `binary` rejects `input` the project's way: exit code 2 and
/// exactly one line on stderr, `error: token N: …`, containing `fragment`.
#[track_caller]
pub fn check_rejects(binary: &str, input: &str, fragment: &str) {
    let outcome = run(binary, input);
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    assert_eq!(
        outcome.status.and_then(|s| s.code()),
        Some(2),
        "input {input:?} should be rejected with exit code 2; stderr:\n{stderr}"
    );
    assert_eq!(
        stderr.lines().count(),
        1,
        "stderr should be one line:\n{stderr}"
    );
    assert!(
        stderr.starts_with("error: ") && stderr.contains(fragment),
        "stderr should be `error: …{fragment}…`, got:\n{stderr}"
    );
}
