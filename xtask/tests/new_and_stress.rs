//! `cargo xtask new` and `cargo xtask stress`, run as a user would run them, on
//! a temporary copy of the workspace: the built xtask binary is started inside
//! the copy, finds it through `cargo metadata`, and changes only the copy.
//!
//! The copy holds what these commands need (the workspace manifest and lock
//! file, `gamecore`, `judge`, `play`, `takebreak` and `explore` (xtask's
//! grundy engine and explorer), the problems `nod51-1066` and `nyoj-23` with
//! their test data, and `xtask`'s manifest), so the other problems, finished
//! or not, do not affect these tests.
//!
//! The tests that change nothing (the command line's help and errors,
//! `--command` from a user's own folder) run on the workspace itself instead,
//! so that they share its release builds with `faults.rs` rather than build
//! a copy's.
//!
//! Each other test has its own copy, in `target/tmp/xtask-<test>/`, with its own
//! target folder inside it, and the copy is kept between runs: the next run
//! brings it back to the workspace's files by rewriting only the files whose
//! bytes differ and removing what the test added (a written file gets a new
//! modification time, so cargo rebuilds what it changed, and nothing else).
//! A warm run rebuilds nothing; a cold one builds each copy once.
//!
//! The two tests that build the judge's and the oracles' dependencies in a
//! fresh target folder (minutes on two cores, cold) are slow checks: they run
//! when `GAMES_SLOW_TESTS=1` (`.ci/run` sets it), and otherwise say on stderr
//! that they were skipped.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The real workspace, whose files are copied.
fn source_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

/// Whether the slow checks run (`GAMES_SLOW_TESTS=1`, as `.ci/run` sets); when
/// they do not, says so on stderr (shown with `--nocapture`).
fn slow_tests_enabled(test: &str) -> bool {
    let enabled = std::env::var_os("GAMES_SLOW_TESTS").is_some_and(|v| v == "1");
    if !enabled {
        eprintln!("{test}: skipped, a slow check (set GAMES_SLOW_TESTS=1 to run it; .ci/run does)");
    }
    enabled
}

#[path = "new_and_stress/copy.rs"]
mod copy;
use copy::TempWorkspace;

/// A finished command, shown whole in assertion messages.
struct Run {
    args: String,
    code: Option<i32>,
    success: bool,
    stdout: String,
    stderr: String,
}

impl Run {
    fn new(args: &str, output: Output) -> Self {
        Run {
            args: args.to_string(),
            code: output.status.code(),
            success: output.status.success(),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }

    #[track_caller]
    fn assert_success(&self) -> &Self {
        assert!(self.success, "`{}` failed:\n{self}", self.args);
        self
    }

    #[track_caller]
    fn assert_failure(&self) -> &Self {
        assert!(!self.success, "`{}` should have failed:\n{self}", self.args);
        self
    }

    #[track_caller]
    fn assert_stdout(&self, fragment: &str) -> &Self {
        assert!(
            self.stdout.contains(fragment),
            "no {fragment:?} on stdout of `{}`:\n{self}",
            self.args
        );
        self
    }

    #[track_caller]
    fn assert_stderr(&self, fragment: &str) -> &Self {
        assert!(
            self.stderr.contains(fragment),
            "no {fragment:?} on stderr of `{}`:\n{self}",
            self.args
        );
        self
    }
}

impl std::fmt::Display for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "--- stdout\n{}--- stderr\n{}", self.stdout, self.stderr)
    }
}

/// Runs `cargo xtask ARGS` (the binary under test) on the workspace itself,
/// from xtask's folder: for the commands that change nothing in it, whose
/// builds are then shared with the other tests' (no copy to build cold).
fn xtask_here(args: &str) -> Run {
    xtask_in_dir(
        Path::new(env!("CARGO_MANIFEST_DIR")),
        &args.split_whitespace().collect::<Vec<_>>(),
    )
}

/// Runs `cargo xtask` with `args` as given on the workspace itself, started
/// in `dir` (which may be outside the repository: xtask then finds its own).
fn xtask_in_dir(dir: &Path, args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .current_dir(dir)
        // The oracle (for `--command`'s case kinds, and `stress`) as `cargo
        // test --workspace` built it, not a release build of its own: no
        // test here is about its speed.
        .env("XTASK_ORACLE_PROFILE", "test")
        .env_remove("STRESS_CASES")
        .env_remove("STRESS_SEED")
        .output()
        .unwrap_or_else(|err| panic!("cannot run {args:?}: {err}"));
    Run::new(&args.join(" "), output)
}

#[test]
fn the_command_line_helps_and_suggests() {
    let bare = xtask_here("");
    assert_eq!(bare.code, Some(2), "{bare}");
    assert!(
        bare.stderr.contains("Usage: cargo xtask <COMMAND>"),
        "{bare}"
    );
    xtask_here("stress --help")
        .assert_success()
        .assert_stdout("--seed <S>");
    let typo = xtask_here("tset");
    assert_eq!(typo.code, Some(2), "{typo}");
    typo.assert_stderr("similar subcommand exists: 'test'");
    xtask_here("stress nod51-1066 --cases 0")
        .assert_failure()
        .assert_stderr("invalid value '0' for '--cases <N>'");
    xtask_here("test nod51-1606")
        .assert_failure()
        .assert_stderr("unknown problem `nod51-1606`; did you mean `nod51-1066`?");
    // Named twice, judged once. A right solution in sh as `--command`: our
    // own binary would cost its release build here.
    let solution = "read t; while read n k; do \
                    if [ $((n % (k + 1))) -ne 0 ]; then echo A; else echo B; fi; done";
    let twice = xtask_in_dir(
        Path::new(env!("CARGO_MANIFEST_DIR")),
        &["test", "nod51-1066", "nod51-1066", "--command", solution],
    );
    twice.assert_success().assert_stdout("0 failed");
    assert_eq!(
        twice.stdout.matches("nod51-1066     ok").count(),
        1,
        "{twice}"
    );
}

#[test]
fn paths_work_from_where_the_command_was_run() {
    let ws = TempWorkspace::new("paths");
    // From a problem's folder, `test` judges that problem.
    for dir in ["crates/nod51-1066/src", "testdata/nod51-1066"] {
        let run = ws.xtask_in(dir, "test");
        run.assert_success().assert_stdout("nod51-1066     ok");
        assert_eq!(run.stdout.lines().count(), 2, "only nod51-1066:\n{run}");
    }
    // A failure's reproduce command works from there.
    std::fs::write(ws.path("testdata/nod51-1066/edge-wrong.in"), "1\n1 1\n").unwrap();
    std::fs::write(ws.path("testdata/nod51-1066/edge-wrong.out"), "C\n").unwrap();
    let run = ws.xtask_in("crates/nod51-1066", "test");
    run.assert_failure();
    let reproduce = run
        .stdout
        .lines()
        .find_map(|line| line.trim().strip_prefix("reproduce: "))
        .unwrap_or_else(|| panic!("no reproduce line:\n{run}"));
    assert_eq!(
        reproduce,
        "../../target/release/nod51-1066 < ../../testdata/nod51-1066/edge-wrong.in"
    );
    let output = Command::new("sh")
        .arg("-c")
        .arg(reproduce)
        .current_dir(ws.path("crates/nod51-1066"))
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stdout), "A\n");
}

#[test]
fn any_program_is_judged_with_command() {
    // A user's own folder outside the repository, with a Python-like answer
    // in shell: the Bash game's rule, n % (k + 1) != 0. The command's path
    // is the user's, relative to where xtask was started.
    let mine = tempfile::tempdir().unwrap();
    let script = "read t; while read n k; do if [ $((n % (k + 1))) -ne 0 ]; then echo A; \
                  else echo B; fi; done";
    std::fs::write(mine.path().join("solution.sh"), script).unwrap();
    let run = xtask_in_dir(
        mine.path(),
        &["test", "nod51-1066", "--command", "sh solution.sh", "-v"],
    );
    run.assert_success().assert_stdout("nod51-1066     ok");
    assert!(run.stdout.contains("  AC  sample-1"), "{run}");
    let json = xtask_in_dir(
        mine.path(),
        &["test", "nod51-1066", "--command", "echo B", "--json"],
    );
    json.assert_failure();
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["problems"][0]["problem"], "nod51-1066");
    assert_eq!(value["problems"][0]["passed"], false);
    let verdicts: Vec<&str> = value["problems"][0]["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|case| case["verdict"].as_str().unwrap())
        .collect();
    assert!(verdicts.contains(&"WA"), "{json}");
    xtask_in_dir(mine.path(), &["test", "--command", "echo B"])
        .assert_failure()
        .assert_stderr("--command judges one problem");
}

#[test]
fn new_refuses_bad_or_taken_names() {
    let ws = TempWorkspace::new("new-refuses");
    std::fs::create_dir_all(ws.path("testdata/orphan")).unwrap();
    std::fs::write(ws.path("testdata/orphan/a.in"), "1\n").unwrap();
    let manifest = ws.read("crates/nod51-1066/Cargo.toml");
    for (name, why) in [
        ("9lives", "not a valid problem name"),
        ("Foo", "not a valid problem name"),
        ("a_b", "not a valid problem name"),
        ("judge", "taken by the workspace's own crates"),
        ("nod51-1066", "already exists"),
        ("orphan", "testdata/orphan already exists"),
    ] {
        ws.xtask(&format!("new {name}"))
            .assert_failure()
            .assert_stderr(why);
    }
    assert_eq!(ws.read("crates/nod51-1066/Cargo.toml"), manifest);
    assert!(!ws.path("crates/orphan").exists() && !ws.path("crates/Foo").exists());
    assert_eq!(
        std::fs::read_dir(ws.path("testdata/orphan"))
            .unwrap()
            .count(),
        1
    );
    ws.xtask("new p --url ftp://x")
        .assert_failure()
        .assert_stderr("--url must be");
    ws.xtask("new p --time-limit-ms 0")
        .assert_failure()
        .assert_stderr("invalid value '0' for '--time-limit-ms <MS>'");
    assert!(!ws.path("crates/p").exists());
}

#[test]
fn a_new_problem_builds_cleanly_and_fails_until_solved() {
    if !slow_tests_enabled("a_new_problem_builds_cleanly_and_fails_until_solved") {
        return;
    }
    let ws = TempWorkspace::new("new-scaffold");
    ws.xtask("new poj-1067 --url https://poj.org/problem?id=1067 --time-limit-ms 1000")
        .assert_success()
        .assert_stdout("next steps")
        .assert_stdout("cargo xtask stress poj-1067")
        .assert_stdout("cargo xtask test poj-1067");
    for file in [
        "README.md",
        "src/main.rs",
        "tests/oracle/mod.rs",
        "tests/stress.rs",
        "tests/rules.rs",
        "game.rs",
    ] {
        assert!(ws.path("crates/poj-1067").join(file).is_file(), "{file}");
    }
    assert!(ws
        .read("crates/poj-1067/game.rs")
        .contains("cargo xtask grundy crates/poj-1067/game.rs"));
    assert!(ws.read("crates/poj-1067/README.md").contains("game.rs"));
    let statement = ws.read("crates/poj-1067/README.md");
    for heading in [
        "## Rules",
        "## Input",
        "## Output",
        "## Limits",
        "## Samples",
        "## Notes",
    ] {
        assert!(statement.contains(heading), "{heading} in:\n{statement}");
    }
    assert!(ws
        .read("crates/poj-1067/tests/rules.rs")
        .contains("assert_cmd"));
    let manifest = ws.read("crates/poj-1067/Cargo.toml");
    assert!(manifest.contains("name = \"poj-1067\""), "{manifest}");
    assert!(
        manifest.contains("url = \"https://poj.org/problem?id=1067\""),
        "{manifest}"
    );
    assert!(manifest.contains("time-limit-ms = 1000"), "{manifest}");
    assert!(manifest.contains("memory-limit-mb = 64"), "{manifest}");
    assert!(
        manifest.contains("[package.metadata.judge.limits]"),
        "{manifest}"
    );
    assert!(
        manifest.contains("[[test]]\nname = \"stress\"\nharness = false"),
        "{manifest}"
    );
    assert!(ws
        .read("testdata/poj-1067/README.md")
        .contains("`sample-1`"));
    // The problem table has its row, with TODOs (`readme_problems.rs` fails on them).
    assert!(
        ws.read("README.md")
            .contains("| [`poj-1067`](crates/poj-1067/README.md) | TODO: "),
        "no row for poj-1067 in the README's problem table"
    );
    assert!(ws.read("testdata/poj-1067/sample-1.in").contains("TODO"));
    assert!(ws.read("testdata/poj-1067/sample-1.out").contains("TODO"));
    ws.xtask("new poj-1067")
        .assert_failure()
        .assert_stderr("already exists");
    // The files were staged beside crates/ and moved in whole; nothing is left over.
    let leftovers: Vec<_> = std::fs::read_dir(&ws.root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .filter(|name| name.to_string_lossy().starts_with(".xtask-new"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // The scaffold is formatted and lint-free as generated...
    ws.cargo("fmt -p poj-1067 --check").assert_success();
    ws.cargo("clippy -p poj-1067 --all-targets --no-deps -- -D warnings")
        .assert_success();
    // ...but its sample is a TODO, not a passing placeholder,
    ws.xtask("test poj-1067")
        .assert_failure()
        .assert_stdout("FAIL")
        .assert_stdout("testdata/poj-1067/sample-1.in")
        .assert_stdout("found `TODO:`");
    // and its brute force is a TODO that stress reports,
    ws.xtask("stress poj-1067 --cases 3 --seed 1")
        .assert_failure()
        .assert_stdout("input 0 of seed 1 disagrees with the brute force")
        .assert_stdout("TODO: play the game by its literal rules");
    // and its stress target and tests fail (the validator and max-size input
    // are TODOs too).
    ws.cargo("test -p poj-1067 --test stress")
        .assert_failure()
        .assert_stdout("test stress ... FAILED");
    ws.cargo("test -p poj-1067 --test rules")
        .assert_failure()
        .assert_stdout("test the_validator_accepts_the_samples_and_the_max_input ... FAILED")
        .assert_stdout("test sample ... FAILED")
        .assert_stdout("test every_case_has_an_origin ... FAILED")
        .assert_stdout("README.md:7: a TODO is left");
    ws.xtask("bench poj-1067 --runs 1").assert_failure();

    // A problem whose crate does not compile fails alone, with cargo's
    // message; the other problems are still built and judged.
    std::fs::write(
        ws.path("crates/poj-1067/src/main.rs"),
        "fn main() {\n    let broken: u8 = \"not a number\";\n}\n",
    )
    .unwrap();
    ws.xtask("test")
        .assert_failure()
        .assert_stdout(
            "poj-1067       FAIL  does not build: `cargo build --release -p poj-1067` failed",
        )
        .assert_stdout("mismatched types")
        .assert_stdout("nod51-1066     ok")
        .assert_stdout(", 1 failed");
}

/// The planted bug: nyoj-23 answers `Win` when N = M + 1 (a lost position).
fn plant_wrong_solution(ws: &TempWorkspace) {
    let right = "bash::first_player_wins(n, max_take)";
    let main = ws.read("crates/nyoj-23/src/main.rs");
    assert!(
        main.contains(right),
        "the planted bug needs `{right}` in nyoj-23's main.rs"
    );
    let wrong = main.replace(right, &format!("({right} || n == max_take + 1)"));
    std::fs::write(ws.path("crates/nyoj-23/src/main.rs"), wrong).unwrap();
}

/// The Bash game's known answers, to check that a saved output is right.
fn bash_answers(input: &str) -> String {
    let numbers: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    numbers[1..]
        .chunks(2)
        .map(|case| {
            if case[0] % (case[1] + 1) != 0 {
                "Win\n"
            } else {
                "Lose\n"
            }
        })
        .collect()
}

fn hack_cases(ws: &TempWorkspace) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(ws.path("testdata/nyoj-23"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("hack-"))
        .collect();
    names.sort();
    names
}

/// The index of the disagreeing input in a stress report.
fn disagreeing_index(run: &Run) -> u64 {
    run.stdout
        .split("input ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|index| index.parse().ok())
        .unwrap_or_else(|| panic!("no disagreement in:\n{run}"))
}

#[test]
fn stress_passes_a_right_solution_and_catches_a_planted_wrong_one() {
    if !slow_tests_enabled("stress_passes_a_right_solution_and_catches_a_planted_wrong_one") {
        return;
    }
    let ws = TempWorkspace::new("stress");
    ws.xtask("stress nyoj-23 --cases 50")
        .assert_success()
        .assert_stdout("50 inputs agree with the brute force");
    assert_eq!(hack_cases(&ws), Vec::<String>::new());

    plant_wrong_solution(&ws);
    let caught = ws.xtask("stress nyoj-23 --cases 400 --seed 5");
    caught
        .assert_failure()
        .assert_stdout("WA: line ")
        .assert_stdout("--- brute force (saved as testdata/nyoj-23/hack-5-")
        .assert_stdout("--- nyoj-23 printed")
        .assert_stdout("--- reproduce: target/release/nyoj-23 < testdata/nyoj-23/hack-5-")
        .assert_stdout("--- rerun: cargo xtask stress nyoj-23 --seed 5 --cases ");
    let stem = format!("hack-5-{}", disagreeing_index(&caught));
    assert_eq!(
        hack_cases(&ws),
        [format!("{stem}.in"), format!("{stem}.out")]
    );
    let input = ws.read(&format!("testdata/nyoj-23/{stem}.in"));
    let expected = ws.read(&format!("testdata/nyoj-23/{stem}.out"));
    assert_eq!(
        expected,
        bash_answers(&input),
        "the saved output is the brute force's"
    );
    assert!(caught.stdout.contains(&input), "{caught}");

    // The same run again, from the problem's folder, finds the same input,
    // saves it without overwriting the first copy, and prints paths that
    // work from there.
    let again = ws.xtask_in("crates/nyoj-23", "stress --cases 400 --seed 5");
    again.assert_failure().assert_stdout(&format!(
        "--- reproduce: ../../target/release/nyoj-23 < ../../testdata/nyoj-23/{stem}-2.in"
    ));
    assert_eq!(
        hack_cases(&ws),
        [
            format!("{stem}-2.in"),
            format!("{stem}-2.out"),
            format!("{stem}.in"),
            format!("{stem}.out")
        ]
    );
    assert_eq!(ws.read(&format!("testdata/nyoj-23/{stem}.in")), input);
    assert_eq!(ws.read(&format!("testdata/nyoj-23/{stem}.out")), expected);

    // Any program, compared with the brute force: one that always says Win.
    // Its failing input goes to target/stress/, never into testdata/.
    let command = "read t; i=0; while [ $i -lt $t ]; do echo Win; i=$((i + 1)); done";
    let other = ws.xtask_multi(&["stress", "nyoj-23", "--seed", "9", "--command", command]);
    other
        .assert_failure()
        .assert_stdout(&format!(
            "--- reproduce: {command} < target/stress/nyoj-23/hack-9-"
        ))
        .assert_stdout(" --command 'read t;");
    assert!(!hack_cases(&ws)
        .iter()
        .any(|name| name.starts_with("hack-9-")));

    // A problem without the oracle's test target says so.
    let manifest = ws.read("crates/nyoj-23/Cargo.toml");
    let without = manifest.replace(
        "[[test]]\nname = \"stress\"\nharness = false\ntest = false\n",
        "",
    );
    assert_ne!(manifest, without, "the manifest declares the stress target");
    std::fs::write(ws.path("crates/nyoj-23/Cargo.toml"), without).unwrap();
    std::fs::remove_file(ws.path("crates/nyoj-23/tests/stress.rs")).unwrap();
    ws.xtask("stress nyoj-23")
        .assert_failure()
        .assert_stderr("nyoj-23 has no `stress` test target");
    ws.xtask("stress nope")
        .assert_failure()
        .assert_stderr("unknown problem `nope`");
}

/// `kill -SIGNAL PID`, and whether it was delivered.
#[cfg(unix)]
fn kill(signal: &str, pid: &str) -> bool {
    Command::new("kill")
        .args([signal, pid])
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap()
        .success()
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_judging_and_the_solutions_it_started() {
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    let ws = TempWorkspace::new("interrupt");
    ws.xtask("new poj-1067 --time-limit-ms 600000")
        .assert_success();
    // A solution that never ends, after saying where it runs.
    std::fs::write(
        ws.path("crates/poj-1067/src/main.rs"),
        "fn main() {\n    \
         let marker = concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/started\");\n    \
         std::fs::write(marker, std::process::id().to_string()).unwrap();\n    \
         loop {\n        std::thread::sleep(std::time::Duration::from_millis(10));\n    }\n}\n",
    )
    .unwrap();
    let mut xtask = ws
        .prepare(Command::new(env!("CARGO_BIN_EXE_xtask")), "test poj-1067")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let marker = ws.path("crates/poj-1067/started");
    let start = Instant::now();
    while !marker.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the solution never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(50));
    let solution = std::fs::read_to_string(&marker).unwrap();
    assert!(kill("-0", &solution), "the solution is not running");
    // What a Ctrl-C at the terminal sends to xtask (and not to the
    // solution, which leads its own process group).
    assert!(kill("-INT", &xtask.id().to_string()));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = xtask.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(20) {
            let _ = xtask.kill();
            let _ = kill("-KILL", &solution);
            panic!("xtask did not stop after SIGINT");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    // Checked (and cleaned up) before anything can fail.
    let outlived = kill("-KILL", &solution);
    let run = Run::new("test poj-1067", xtask.wait_with_output().unwrap());
    assert!(!outlived, "the solution {solution} outlived xtask:\n{run}");
    assert_eq!(status.code(), Some(130), "{run}");
    run.assert_stderr("interrupted");
}
