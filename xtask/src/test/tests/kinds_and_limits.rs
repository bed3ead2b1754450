//! The judge's kind of case and ours (`--command`, `--all`), and assumed
//! limits against stated ones (a warning or the verdict), with the fixture of
//! `tests.rs`.

use super::*;

#[test]
fn ours_are_skipped_for_a_command_and_judged_apart_with_all() {
    let mut fixture = Fixture::new("kinds");
    let binary = fixture.script(SOLUTION);
    fixture.case("a-judge", "1\n", Some("2\n"));
    fixture.case("b-ours-wrong", "5\n", Some("10\n"));
    fixture.case("c-ours", "6\n", Some("12\n"));
    let kinds: std::collections::HashMap<String, Kind> = [
        ("a-judge", Kind::Judge),
        ("b-ours-wrong", Kind::Ours),
        ("c-ours", Kind::Ours),
    ]
    .into_iter()
    .map(|(name, kind)| (name.to_string(), kind))
    .collect();
    let suite = |fixture: &Fixture, ours| {
        let mut suite = fixture.suite(binary.clone(), 5000);
        suite.set_kinds(Ok(kinds.clone()), ours);
        suite
    };
    // Our own binary: both kinds count.
    let ((totals, printed), json) = fixture.judge_with(&[suite(&fixture, Ours::Counted)], true);
    assert_eq!(
        totals,
        Totals {
            passed: 2,
            failed: 1,
            ..Totals::default()
        },
        "{printed}"
    );
    assert!(
        printed.starts_with("fake           FAIL  2/3 cases (2 ours)"),
        "{printed}"
    );
    let line = |name: &str| {
        printed
            .lines()
            .find(|line| line.contains(name))
            .unwrap_or_default()
            .to_string()
    };
    assert!(line("  AC  a-judge ").ends_with("  judge"), "{printed}");
    assert!(line("  WA  b-ours-wrong ").ends_with("  ours"), "{printed}");
    let json = serde_json::to_value(&json).unwrap();
    assert_eq!(json[0]["cases"][0]["kind"], "judge");
    assert_eq!(json[0]["cases"][1]["kind"], "ours");
    // A command: ours are left out, and said to be.
    fixture.ours = Ours::Skipped;
    let (totals, printed) = fixture.judge(&[suite(&fixture, Ours::Skipped)]);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 0,
            ours_skipped: 2,
            ..Totals::default()
        },
        "{printed}"
    );
    assert!(
        printed.starts_with(
            "fake           ok    1/1 cases of the judge's kind, 2 of ours skipped (--all runs them)"
        ),
        "{printed}"
    );
    assert!(
        totals.summary().contains("2 of our cases skipped"),
        "{}",
        totals.summary()
    );
    // --all: ours are judged apart and do not fail the run.
    fixture.ours = Ours::Apart;
    let (totals, printed) = fixture.judge(&[suite(&fixture, Ours::Apart)]);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 0,
            ours_passed: 1,
            ours_failed: 1,
            ..Totals::default()
        },
        "{printed}"
    );
    assert!(
        printed.starts_with(
            "fake           ok    1/1 cases of the judge's kind; ours 1/2 (not counted)"
        ),
        "{printed}"
    );
    assert!(
        printed.contains("  WA  cases/b-ours-wrong.in: line 1"),
        "{printed}"
    );
    assert!(
        printed.contains("(ours: past the judge's limits or format; not counted)"),
        "{printed}"
    );
    assert!(
        totals.summary().contains("ours apart: 1 passed, 1 failed"),
        "{}",
        totals.summary()
    );
}

#[test]
fn a_case_the_oracle_did_not_classify_is_taken_as_ours() {
    let fixture = Fixture::new("unclassified");
    let binary = fixture.script(SOLUTION);
    fixture.case("new", "1\n", Some("2\n"));
    let mut suite = fixture.suite(binary, 5000);
    suite.set_kinds(Ok(std::collections::HashMap::new()), Ours::Skipped);
    assert_eq!(suite.n_cases(), 0);
    assert_eq!(suite.ours_skipped, 1);
}

#[test]
fn an_assumed_memory_limit_warns_and_a_stated_one_is_mle() {
    let fixture = Fixture::new("assumed-memory");
    fixture.case("big", "1\n", Some("done\n"));
    // The shell holds 40 MB of `a` in a variable, then answers rightly.
    let hungry = "x=$(head -c 40000000 /dev/zero | tr '\\0' a); echo done".to_string();
    let suite = |memory| Suite {
        runner: Some(Runner::Shell(hungry.clone())),
        memory_limit: Some(32 << 20),
        stack_limit: None,
        assumed: Assumed {
            time: false,
            memory,
        },
        ..fixture.suite(PathBuf::from("unused"), 20_000)
    };
    let ((totals, printed), json) = fixture.judge_with(&[suite(true)], false);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 0,
            ..Totals::default()
        },
        "{printed}"
    );
    assert!(
        printed.contains("  AC  cases/big.in: warning: peak "),
        "{printed}"
    );
    assert!(
        printed.contains(" MiB, over the assumed 32 MiB"),
        "{printed}"
    );
    let warning = &serde_json::to_value(&json).unwrap()[0]["cases"][0]["warning"];
    assert!(
        warning
            .as_str()
            .unwrap()
            .contains("over the assumed 32 MiB"),
        "{warning}"
    );
    let (totals, printed) = fixture.judge(&[suite(false)]);
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
        printed.contains("  MLE cases/big.in: above the memory limit of 32 MiB"),
        "{printed}"
    );
}

#[test]
fn an_assumed_time_limit_warns_and_a_stated_one_is_tle() {
    let fixture = Fixture::new("assumed-time");
    fixture.case("slow", "1\n", Some("done\n"));
    let suite = |time| Suite {
        runner: Some(Runner::Shell("sleep 0.6; echo done".into())),
        assumed: Assumed {
            time,
            memory: false,
        },
        ..fixture.suite(PathBuf::from("unused"), 300)
    };
    let (totals, printed) = fixture.judge(&[suite(true)]);
    assert_eq!(
        totals,
        Totals {
            passed: 1,
            failed: 0,
            ..Totals::default()
        },
        "{printed}"
    );
    assert!(
        printed.contains("  AC  cases/slow.in: warning: took "),
        "{printed}"
    );
    assert!(
        printed.contains(" ms, over the assumed 300 ms"),
        "{printed}"
    );
    let (totals, printed) = fixture.judge(&[suite(false)]);
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
        printed.contains("  TLE cases/slow.in: killed at the time limit of 300 ms"),
        "{printed}"
    );
}

#[test]
fn a_scaled_time_limit_judges_by_the_scaled_limit_and_says_so() {
    let fixture = Fixture::new("time-scale");
    fixture.case("slow", "1\n", Some("done\n"));
    let manifest = "[package]\nname = \"fake\"\n[package.metadata.judge]\ntime-limit-ms = 300\n";
    std::fs::write(fixture.dir.join("Cargo.toml"), manifest).unwrap();
    let problem = Problem {
        source_limit: None,
        name: "fake".to_string(),
        crate_dir: fixture.dir.clone(),
        testdata_dir: fixture.dir.join("cases"),
        time_limit: Duration::from_millis(300),
        memory_limit: None,
        stack_limit: None,
        url: None,
        has_oracle: false,
        interactive: false,
    };
    let suite = |scale| {
        let runner = Ok(Runner::Shell("sleep 0.6; echo done".into()));
        Suite::new(&problem, runner, Err(String::new()), Ours::Counted, scale)
    };
    // 600 ms against the judge's 300 ms: TLE, and nothing said of a scale.
    let (totals, printed) = fixture.judge(&[suite(None)]);
    assert_eq!(totals.failed, 1, "{printed}");
    assert!(!printed.contains("time limit ×"), "{printed}");
    assert!(
        printed.contains("killed at the time limit of 300 ms"),
        "{printed}"
    );
    // Scaled by 5 to 1500 ms (room for a loaded machine): accepted, and the
    // verdict line says why.
    let (totals, printed) = fixture.judge(&[suite(Some(5.0))]);
    assert_eq!(totals.passed, 1, "{printed}");
    assert!(
        printed.contains("fake           ok    1/1 cases")
            && printed.contains(", time limit ×5 (1500 ms)"),
        "{printed}"
    );
    // Scaled by 1.5 to 450 ms: still too slow, killed at the scaled limit.
    let (totals, printed) = fixture.judge(&[suite(Some(1.5))]);
    assert_eq!(totals.failed, 1, "{printed}");
    assert!(
        printed.contains("killed at the time limit of 450 ms")
            && printed.contains("time limit ×1.5 (450 ms)"),
        "{printed}"
    );
}
