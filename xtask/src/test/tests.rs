//! The judging loop and its report, on fake solutions (shell scripts).

use super::report::JsonProblem;
use super::*;
use std::os::unix::fs::PermissionsExt;

/// A temporary folder with a fake "solution" (a shell script) and cases.
struct Fixture {
    dir: PathBuf,
    _temp: tempfile::TempDir,
    /// What becomes of our cases when judging.
    ours: Ours,
}

impl Fixture {
    fn new(name: &str) -> Self {
        let temp = tempfile::Builder::new()
            .prefix(&format!("xtask-test-{name}-"))
            .tempdir()
            .unwrap();
        let dir = temp.path().canonicalize().unwrap();
        std::fs::create_dir_all(dir.join("cases")).unwrap();
        Fixture {
            dir,
            _temp: temp,
            ours: Ours::Counted,
        }
    }

    fn script(&self, body: &str) -> PathBuf {
        let path = self.dir.join("solution.sh");
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn case(&self, name: &str, input: &str, expected: Option<&str>) {
        std::fs::write(self.dir.join("cases").join(format!("{name}.in")), input).unwrap();
        if let Some(expected) = expected {
            std::fs::write(self.dir.join("cases").join(format!("{name}.out")), expected).unwrap();
        }
    }

    fn suite(&self, binary: PathBuf, time_limit_ms: u64) -> Suite {
        Suite {
            name: "fake".to_string(),
            runner: Some(Runner::Binary(binary)),
            time_limit: Duration::from_millis(time_limit_ms),
            time_scale: None,
            memory_limit: None,
            stack_limit: None,
            assumed: Assumed::default(),
            cases: cases(&self.dir.join("cases")).map_err(Unjudgeable::Unreadable),
            kinds: Err(String::new()),
            ours_skipped: 0,
            interactor: None,
        }
    }

    fn judge(&self, suites: &[Suite]) -> (Totals, String) {
        self.judge_with(suites, false).0
    }

    /// The totals and the text printed (without colours), and the JSON.
    fn judge_with(&self, suites: &[Suite], verbose: bool) -> ((Totals, String), Vec<JsonProblem>) {
        let mut printed = String::new();
        let mut json = Vec::new();
        let options = Options {
            threads: 2,
            verbose,
            base: self.dir.clone(),
            ours: self.ours,
        };
        let bar = Progress::bar(0, "test");
        let totals = judge_suites(suites, &options, &bar, &mut |report| {
            printed.push_str(&anstream::adapter::strip_str(&report.text).to_string());
            printed.push('\n');
            json.push(report.json);
        });
        ((totals, printed), json)
    }
}

// The fake solution doubles a number, but crashes on 3, loops on 4,
// answers wrongly on 5 and prints without end on 12.
const SOLUTION: &str = r#"read n
case $n in
  3) echo "error: token 1: boom" >&2; exit 2 ;;
  4) while :; do :; done ;;
  5) echo 11 ;;
  12) yes ;;
  *) echo $((n * 2)) ;;
esac"#;

#[test]
fn each_verdict_is_reported_with_a_reproduce_command() {
    let fixture = Fixture::new("verdicts");
    let binary = fixture.script(SOLUTION);
    fixture.case("a-ok", "1\n", Some("2\r\n\n"));
    fixture.case("b-crash", "3\n", Some("6\n"));
    fixture.case("c-loop", "4\n", Some("8\n"));
    fixture.case("d-wrong", "5\n", Some("10\n"));
    fixture.case("e-no-out", "6\n", None);
    fixture.case("f-endless", "12\n", Some("24\n"));
    let (totals, printed) = fixture.judge(&[fixture.suite(binary, 1500)]);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 5,
            ..Totals::default()
        },
        "{printed}"
    );
    let expected_lines = [
        "fake           FAIL  1/6 cases, slowest",
        "  RE  cases/b-crash.in: exit code 2",
        "      | error: token 1: boom",
        "  TLE cases/c-loop.in: killed at the time limit of 1500 ms",
        "  WA  cases/d-wrong.in: line 1",
        "      expected: \"10\"",
        "      actual:   \"11\"",
        "      reproduce: solution.sh < cases/d-wrong.in",
        "  ERR cases/e-no-out.in: no expected output (cases/e-no-out.out is missing)",
        "  OLE cases/f-endless.in: killed after writing more than 64 MiB",
    ];
    for line in expected_lines {
        assert!(printed.contains(line), "missing {line:?} in:\n{printed}");
    }
}

#[test]
fn a_long_wrong_line_is_shown_around_its_first_difference() {
    let fixture = Fixture::new("long-line");
    let binary = fixture.script("head -c 100000 /dev/zero | tr '\\0' a; echo b");
    fixture.case("long", "", Some(&format!("{}c\n", "a".repeat(100_000))));
    let (_, printed) = fixture.judge(&[fixture.suite(binary, 5000)]);
    let window = "a".repeat(40);
    for line in [
        "  WA  cases/long.in: line 1 (long lines cut around character 100001)",
        &format!("      expected: \"…{window}c\""),
        &format!("      actual:   \"…{window}b\""),
    ] {
        assert!(printed.contains(line), "missing {line:?} in:\n{printed}");
    }
    assert!(printed.len() < 1000, "{printed}");
}

#[test]
fn all_accepted_and_missing_testdata() {
    let fixture = Fixture::new("accepted");
    let binary = fixture.script(SOLUTION);
    for n in [1, 2, 6, 7, 8, 9, 10] {
        fixture.case(
            &format!("n{n}"),
            &format!("{n}\n"),
            Some(&format!("{}\n", n * 2)),
        );
    }
    let missing = Suite {
        name: "ghost".to_string(),
        runner: Some(Runner::Binary(binary.clone())),
        time_limit: Duration::from_secs(1),
        time_scale: None,
        memory_limit: None,
        stack_limit: None,
        assumed: Assumed::default(),
        cases: Err(Unjudgeable::NoFolder(PathBuf::from("testdata/ghost"))),
        kinds: Err(String::new()),
        ours_skipped: 0,
        interactor: None,
    };
    let (totals, printed) = fixture.judge(&[fixture.suite(binary, 2000), missing]);
    assert_eq!(
        totals,
        Totals {
            passed: 7,
            failed: 1,
            ..Totals::default()
        },
        "{printed}"
    );
    let lines: Vec<&str> = printed.lines().collect();
    assert!(
        lines[0].starts_with("fake           ok    7/7 cases, slowest "),
        "{printed}"
    );
    assert_eq!(
        lines[1],
        "ghost          FAIL  no test data: testdata/ghost does not exist"
    );
}

#[test]
fn a_binary_that_cannot_start_is_reported() {
    let fixture = Fixture::new("missing-binary");
    fixture.case("a", "1\n", Some("2\n"));
    let (totals, printed) = fixture.judge(&[fixture.suite(fixture.dir.join("nope"), 1000)]);
    assert_eq!(
        totals,
        Totals {
            passed: 0,
            failed: 1,
            ..Totals::default()
        }
    );
    assert!(printed.contains("ERR cases/a.in: cannot run"), "{printed}");
}

#[test]
fn a_problem_without_a_binary_fails_alone() {
    let fixture = Fixture::new("no-binary");
    let binary = fixture.script(SOLUTION);
    fixture.case("a", "1\n", Some("2\n"));
    std::fs::write(
        fixture.dir.join("Cargo.toml"),
        "[package]\nname = \"broken\"\n",
    )
    .unwrap();
    let problem = Problem {
        source_limit: None,
        name: "broken".to_string(),
        crate_dir: fixture.dir.clone(),
        testdata_dir: fixture.dir.join("cases"),
        time_limit: Duration::from_secs(2),
        memory_limit: None,
        stack_limit: None,
        url: None,
        has_oracle: false,
        interactive: false,
    };
    let broken = Suite::new(
        &problem,
        Err(BuildError::Other(
            "broken: rustc failed:\nerror: boom".into(),
        )),
        Err(String::new()),
        Ours::Counted,
        None,
    );
    let working = Suite::new(
        &problem,
        Ok(Runner::Binary(binary)),
        Err(String::new()),
        Ours::Counted,
        None,
    );
    let (totals, printed) = fixture.judge(&[broken, working]);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 1,
            ..Totals::default()
        }
    );
    assert!(
        printed.starts_with("broken         FAIL  broken: rustc failed:\nerror: boom\n"),
        "{printed}"
    );
    assert!(
        printed.contains("broken         ok    1/1 cases"),
        "{printed}"
    );
}

#[test]
fn verbose_lists_every_case_and_json_has_typed_verdicts() {
    let fixture = Fixture::new("verbose");
    let binary = fixture.script(SOLUTION);
    fixture.case("a-ok", "1\n", Some("2\n"));
    fixture.case("b-wrong", "5\n", Some("10\n"));
    let ((totals, printed), json) = fixture.judge_with(&[fixture.suite(binary, 5000)], true);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 1,
            ..Totals::default()
        }
    );
    let lines: Vec<&str> = printed.lines().collect();
    assert!(lines[1].starts_with("  AC  a-ok "), "{printed}");
    assert!(lines[1].contains(" ms"), "{printed}");
    assert!(lines[2].starts_with("  WA  b-wrong "), "{printed}");
    let text = serde_json::to_value(&json).unwrap();
    assert_eq!(text[0]["problem"], "fake");
    assert_eq!(text[0]["passed"], false);
    assert_eq!(text[0]["cases"][0]["verdict"], "AC");
    assert_eq!(text[0]["cases"][0]["detail"], serde_json::Value::Null);
    assert_eq!(text[0]["cases"][1]["verdict"], "WA");
    assert_eq!(
        text[0]["cases"][1]["detail"],
        "  WA  cases/b-wrong.in: line 1\n      expected: \"10\"\n      actual:   \"11\""
    );
    assert_eq!(
        text[0]["cases"][1]["reproduce"],
        "solution.sh < cases/b-wrong.in"
    );
    assert!(text[0]["cases"][1]["time_ms"].as_f64().is_some());
}

#[test]
fn any_command_can_be_judged_through_the_shell() {
    let fixture = Fixture::new("command");
    fixture.case("a", "4\n", Some("8\n"));
    fixture.case("b", "5\n", Some("10\n"));
    let line = "read n; echo $((n * 2)) | sed 's/10/ten/'".to_string();
    let suite = Suite {
        runner: Some(Runner::Shell(line.clone())),
        ..fixture.suite(PathBuf::from("unused"), 5000)
    };
    let (totals, printed) = fixture.judge(&[suite]);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 1,
            ..Totals::default()
        },
        "{printed}"
    );
    assert!(
        printed.contains(&format!("      reproduce: {line} < cases/b.in")),
        "{printed}"
    );
}

#[test]
fn reproduce_commands_work_from_the_folder_they_are_shown_for() {
    let runner = Runner::Binary(PathBuf::from("/ws/target/release/p"));
    let input = Path::new("/ws/testdata/p/a.in");
    assert_eq!(
        runner.reproduce(input, Path::new("/ws")),
        "target/release/p < testdata/p/a.in"
    );
    assert_eq!(
        runner.reproduce(input, Path::new("/ws/crates/p")),
        "../../target/release/p < ../../testdata/p/a.in"
    );
}

#[test]
fn memory_above_the_limit_is_mle_and_peaks_are_shown() {
    let fixture = Fixture::new("memory");
    fixture.case("big", "1\n", Some("done\n"));
    // The shell holds 40 MB of `a` in a variable, then answers rightly.
    let hungry = "x=$(head -c 40000000 /dev/zero | tr '\\0' a); echo done".to_string();
    let suite = |memory_limit| Suite {
        runner: Some(Runner::Shell(hungry.clone())),
        memory_limit,
        ..fixture.suite(PathBuf::from("unused"), 20_000)
    };
    let ((totals, printed), json) = fixture.judge_with(&[suite(Some(16 << 20))], true);
    assert_eq!(
        totals,
        Totals {
            passed: 0,
            failed: 1,
            ..Totals::default()
        },
        "{printed}"
    );
    assert!(
        printed.contains("  MLE cases/big.in: above the memory limit of 16 MiB"),
        "{printed}"
    );
    assert_eq!(
        serde_json::to_value(&json).unwrap()[0]["cases"][0]["verdict"],
        "MLE"
    );
    let ((totals, printed), json) = fixture.judge_with(&[suite(None)], true);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 0,
            ..Totals::default()
        },
        "{printed}"
    );
    let peak_kib = serde_json::to_value(&json).unwrap()[0]["cases"][0]["peak_memory_kib"]
        .as_u64()
        .unwrap_or_else(|| panic!("no peak memory:\n{printed}"));
    assert!(peak_kib > 16 << 10, "{peak_kib} KiB");
    assert!(printed.contains(" MiB"), "{printed}");
}

mod kinds_and_limits;
