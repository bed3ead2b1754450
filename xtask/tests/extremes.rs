//! Every problem's binary on inputs at the edges of any format (issue 29 §4):
//! a huge first count (10^12, 2^63, 2^64 − 1, and 2^64, which fits no
//! integer), with nothing after it, with thousands of small tokens after it,
//! and in place of the first token of the problem's first sample; the
//! sample cut in half; the empty input, `0`, `-1`, a line of 2^64 − 1s, a
//! line of 1s. Each run must end in one of two ways:
//! - refused: exit code 2 and exactly one line on stderr, `error: …`;
//! - answered: exit code 0, nothing on stderr, within the judge's time
//!   (and memory) limit (4× a limit the judge did not state, as `cargo xtask
//!   test` allows).
//!
//! Anything else — a panic, an abort on an allocation made from an unchecked
//! count, a signal, a hang, a second line on stderr — fails, with the input
//! and what happened. Whether an answer past the judge's limits is *right* is
//! each problem's own `tests/rules.rs` ("exactness past the limits") and the
//! brute force's; this test finds the classes of fault that no single
//! problem's tests think of.
//!
//! Problems are found by convention (a package under `crates/` with a
//! binary of its own name, as `cargo xtask` finds them), never named. The
//! binaries are the test-profile builds `cargo test --workspace` has already
//! made for the problems' own tests (`cargo build --profile test --bins`
//! here finds them built, and builds them when this test runs alone): opt-level
//! 1 with gamecore at 3, debug assertions and overflow checks on. That is
//! stricter than the release build on every count this test checks: an
//! overflow is a panic here where release would wrap silently, and the time
//! limit is the judge's for a slower build. They run in parallel on every
//! core: about 800 runs in a few seconds.
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use judge::exec::{run_with_limits, Limits};

struct Problem {
    name: String,
    binary: PathBuf,
    limits: Limits,
    /// The problem's first sample input (`testdata/<name>/sample-*.in`).
    sample: Option<String>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

/// Every problem, found as `cargo xtask` finds them (`cargo metadata`).
fn problems() -> Vec<Problem> {
    let root = root();
    let output = Command::new(env!("CARGO"))
        .current_dir(&root)
        .args(["metadata", "--format-version", "1", "--no-deps", "--quiet"])
        .output()
        .expect("cannot run cargo metadata");
    assert!(output.status.success(), "cargo metadata failed");
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let target = PathBuf::from(metadata["target_directory"].as_str().unwrap());
    let crates = root.join("crates");
    let mut problems = Vec::new();
    for package in metadata["packages"].as_array().unwrap() {
        let name = package["name"].as_str().unwrap();
        let manifest = Path::new(package["manifest_path"].as_str().unwrap());
        let own_binary =
            package["targets"].as_array().unwrap().iter().any(|t| {
                t["name"] == name && t["kind"].as_array().unwrap().iter().any(|k| k == "bin")
            });
        if !own_binary || !manifest.starts_with(&crates) {
            continue;
        }
        let judge = &package["metadata"]["judge"];
        // A limit the judge did not state gets the headroom `cargo xtask
        // test` gives it (4×), as there.
        let headroom = |key: &str| if judge[key] == true { 4 } else { 1 };
        let time = judge["time-limit-ms"].as_u64().unwrap_or(1000) * headroom("time-limit-assumed");
        let memory = judge["memory-limit-mb"]
            .as_u64()
            .map(|mb| (mb << 20) * headroom("memory-limit-assumed"));
        let testdata = root.join("testdata").join(name);
        let mut samples: Vec<PathBuf> = std::fs::read_dir(&testdata)
            .into_iter()
            .flatten()
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| {
                let file = path.file_name().unwrap().to_string_lossy();
                file.starts_with("sample") && file.ends_with(".in")
            })
            .collect();
        samples.sort();
        problems.push(Problem {
            name: name.to_string(),
            binary: target.join("debug").join(name),
            limits: Limits {
                time: Duration::from_millis(time),
                memory,
                stack: None,
            },
            sample: samples
                .first()
                .map(|path| std::fs::read_to_string(path).unwrap()),
        });
    }
    problems.sort_by(|a, b| a.name.cmp(&b.name));
    problems
}

/// The problems' binaries in the test profile (`target/debug/`), as `cargo
/// test --workspace` builds them for their own tests.
fn build(problems: &[Problem]) {
    let mut command = Command::new(env!("CARGO"));
    command
        .current_dir(root())
        .args(["build", "--quiet", "--profile", "test", "--bins"]);
    for problem in problems {
        command.args(["--package", &problem.name]);
    }
    let status = command.status().expect("cannot run cargo build");
    assert!(status.success(), "cargo build --profile test failed");
}

const HUGE: [&str; 4] = [
    "1000000000000",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
];

/// The inputs every problem gets, named for the report.
fn inputs(sample: Option<&str>) -> Vec<(String, String)> {
    let ones = vec!["1"; 3000].join(" ");
    let mut inputs = vec![
        ("the empty input".to_string(), String::new()),
        ("0".to_string(), "0\n".to_string()),
        ("-1".to_string(), "-1\n".to_string()),
        ("a line of 1s".to_string(), format!("{ones}\n")),
        (
            "1 then 2^64 − 1s".to_string(),
            format!("1\n{}\n", vec![u64::MAX.to_string(); 12].join(" ")),
        ),
    ];
    for huge in HUGE {
        inputs.push((huge.to_string(), format!("{huge}\n")));
        inputs.push((format!("{huge} then 1s"), format!("{huge}\n{ones}\n")));
        inputs.push((format!("{huge} {huge}"), format!("{huge} {huge}\n")));
    }
    if let Some(sample) = sample {
        let first_token = sample.find(|c: char| !c.is_whitespace()).map(|start| {
            let end = sample[start..]
                .find(char::is_whitespace)
                .map_or(sample.len(), |len| start + len);
            start..end
        });
        if let Some(token) = first_token {
            for huge in HUGE {
                let mut changed = sample.to_string();
                changed.replace_range(token.clone(), huge);
                inputs.push((format!("the sample, its first token {huge}"), changed));
            }
        }
        let mut half = sample.len() / 2;
        while !sample.is_char_boundary(half) {
            half -= 1;
        }
        inputs.push((
            "the sample cut in half".to_string(),
            sample[..half].to_string(),
        ));
    }
    inputs
}

/// What is wrong with `problem`'s run on `input`, if anything.
fn fault(problem: &Problem, input: &str) -> Option<String> {
    let outcome = match run_with_limits(
        Command::new(&problem.binary),
        input.as_bytes(),
        problem.limits,
    ) {
        Ok(outcome) => outcome,
        Err(err) => return Some(format!("cannot run {}: {err}", problem.binary.display())),
    };
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    let code = outcome.status.and_then(|status| status.code());
    match code {
        Some(2) => {
            let one_line = stderr.ends_with('\n') && stderr.lines().count() == 1;
            (!one_line || !stderr.starts_with("error: "))
                .then(|| format!("exit 2, but stderr is not one `error: …` line: {stderr:?}"))
        }
        Some(0) if outcome.memory_limit_exceeded => Some(format!(
            "answered, above the memory limit ({} MiB)",
            outcome.peak_memory.unwrap_or_default() >> 20
        )),
        Some(0) => (!stderr.is_empty()).then(|| format!("answered, but wrote {stderr:?}")),
        _ if outcome.status.is_none() => Some(format!(
            "killed after {} ms (time limit {} ms{})",
            outcome.elapsed.as_millis(),
            problem.limits.time.as_millis(),
            if outcome.memory_limit_exceeded {
                ", above the memory limit"
            } else {
                ""
            }
        )),
        _ => Some(format!(
            "{}: {}",
            outcome
                .status
                .map_or("killed".to_string(), |s| s.to_string()),
            stderr.lines().next().unwrap_or("")
        )),
    }
}

#[test]
fn every_binary_refuses_or_answers_in_time_at_the_edges_of_any_format() {
    let problems = problems();
    assert!(problems.len() > 1, "no problems found under crates/");
    build(&problems);
    let jobs: Vec<(usize, String, String)> = problems
        .iter()
        .enumerate()
        .flat_map(|(index, problem)| {
            inputs(problem.sample.as_deref())
                .into_iter()
                .map(move |(what, input)| (index, what, input))
        })
        .collect();
    let next = AtomicUsize::new(0);
    let faults = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while let Some((index, what, input)) =
                    jobs.get(next.fetch_add(1, Ordering::Relaxed))
                {
                    let problem = &problems[*index];
                    if let Some(why) = fault(problem, input) {
                        faults
                            .lock()
                            .unwrap()
                            .push(format!("{} on {what}: {why}", problem.name));
                    }
                }
            });
        }
    });
    let mut faults = faults.into_inner().unwrap();
    faults.sort();
    assert!(
        faults.is_empty(),
        "{} of {} runs went wrong:\n{}",
        faults.len(),
        jobs.len(),
        faults.join("\n")
    );
}
