//! Interactive runs against purpose-written programs, one for each verdict:
//! the interactor sends 5 and wants its double back.

use std::process::Command;
use std::time::{Duration, Instant};

use super::{Code, Contestant, InteractLimits, Side, interact};

/// Sends 5; wants 10 back (0 accepted), says -1 and exits 1 on another
/// number, 2 on a line that is not a number, 4 when the program's output
/// ended first.
const DOUBLE: &str = r#"echo 5
if ! IFS= read -r x; then echo "the program's output ended early" >&2; exit 4; fi
case "$x" in
  10) echo "10 is the double of 5" >&2; exit 0;;
  ''|*[!0-9-]*) echo "not a number: $x" >&2; exit 2;;
  *) echo -1; echo "$x is not the double of 5" >&2; exit 1;;
esac"#;

fn sh(script: &str) -> Command {
    let mut command = Command::new("sh");
    command.args(["-c", script]);
    command
}

#[track_caller]
fn run_with(script: &str, interactor: &str, limits: InteractLimits) -> super::Interaction {
    let start = Instant::now();
    let run = interact(Contestant::Binary(sh(script)), sh(interactor), limits).unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(8),
        "took {:?}: {run:?}",
        start.elapsed()
    );
    run
}

#[track_caller]
fn run(script: &str) -> super::Interaction {
    run_with(script, DOUBLE, InteractLimits::time(Duration::from_secs(2)))
}

#[track_caller]
fn check(script: &str, code: Code, reason_part: &str) {
    let run = run(script);
    assert_eq!(run.code, code, "{run:?}");
    assert!(run.reason.contains(reason_part), "{:?}", run.reason);
}

#[test]
fn the_right_answer_is_accepted_and_the_dialogue_kept() {
    let run = run("read x; echo $((x * 2))");
    assert_eq!(run.code, Code::Accepted, "{run:?}");
    assert_eq!(run.reason, "10 is the double of 5");
    assert_eq!(
        run.transcript.lines,
        [
            (Side::Interactor, "5".to_string()),
            (Side::Contestant, "10".to_string())
        ]
    );
    let shown = run.transcript.render(10, 40);
    assert_eq!(shown, "    1 < 5\n    2 > 10\n");
}

#[test]
fn a_loser_gets_wa_with_the_interactors_reason() {
    check(
        "read x; echo 11",
        Code::WrongAnswer,
        "11 is not the double of 5",
    );
}

#[test]
fn what_a_loser_does_after_the_verdict_does_not_matter() {
    // It reads the -1 and crashes: still WA, which came first.
    check(
        "read x; echo 11; read y; kill -SEGV $$",
        Code::WrongAnswer,
        "not the double",
    );
}

#[test]
fn unreadable_output_is_a_presentation_error() {
    check(
        "read x; echo ten",
        Code::PresentationError,
        "not a number: ten",
    );
}

#[test]
fn a_program_that_does_not_flush_is_idle_not_a_hang() {
    // Perl buffers its output to a pipe: the 10 never leaves, and the
    // program then waits for a line it is not owed.
    let run = run(r#"exec perl -e '$x = <STDIN>; print $x * 2, "\n"; $y = <STDIN>;'"#);
    assert_eq!(run.code, Code::IdlenessLimitExceeded, "{run:?}");
    assert!(run.reason.contains("missing flush"), "{}", run.reason);
}

#[test]
fn a_program_that_never_answers_is_idle() {
    check(
        "read x; sleep 30",
        Code::IdlenessLimitExceeded,
        "waited for each other",
    );
}

#[test]
fn a_program_that_does_not_end_after_the_game_is_idle() {
    check(
        "read x; echo 10; sleep 30",
        Code::IdlenessLimitExceeded,
        "did not end",
    );
}

#[test]
fn a_program_that_exits_early_gets_wa() {
    check("exit 0", Code::WrongAnswer, "ended early");
}

#[test]
fn a_crash_is_a_runtime_error_even_though_the_output_ended_early() {
    let run = run("read x; echo oops >&2; exit 3");
    assert_eq!(run.code, Code::RuntimeError, "{run:?}");
    assert!(run.reason.contains("exit code 3"), "{}", run.reason);
}

#[test]
fn a_flood_of_lines_ends_at_the_first_wrong_one() {
    check("yes 1", Code::WrongAnswer, "1 is not the double");
}

#[test]
fn a_flood_without_line_breaks_is_judged_at_once() {
    // The interactor reads one line; with no line break it never ends, so
    // the judge's output cap or the interactor's reading decides.
    let interactor = "echo 5; head -c 100000 > /dev/null; echo 'line too long' >&2; exit 2";
    let run = run_with(
        "yes 1 | tr -d '\\n'",
        interactor,
        InteractLimits::time(Duration::from_secs(2)),
    );
    assert_eq!(run.code, Code::PresentationError, "{run:?}");
}

#[test]
fn cpu_time_past_the_limit_is_tle() {
    let run = run_with(
        "read x; while :; do :; done",
        DOUBLE,
        InteractLimits::time(Duration::from_millis(300)),
    );
    assert_eq!(run.code, Code::TimeLimitExceeded, "{run:?}");
    assert!(run.reason.contains("CPU time"), "{}", run.reason);
}

#[test]
fn the_interactors_failure_is_never_the_contestants() {
    let run = run_with(
        "read x; echo $((x * 2))",
        "echo 5; read x; echo 'case file unreadable' >&2; exit 3",
        InteractLimits::time(Duration::from_secs(2)),
    );
    assert_eq!(run.code, Code::Fail, "{run:?}");
    assert!(
        run.reason.contains("case file unreadable"),
        "{}",
        run.reason
    );
}

#[test]
fn an_interactor_that_hangs_after_the_game_is_a_failure() {
    let run = run_with(
        "read x; echo $((x * 2))",
        "echo 5; read x; sleep 30",
        InteractLimits::time(Duration::from_secs(2)),
    );
    assert_eq!(run.code, Code::Fail, "{run:?}");
}

#[test]
fn nothing_the_contestant_started_outlives_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("pid");
    let script = format!(
        "sleep 60 & echo $! > {}; read x; echo $((x * 2))",
        pid_file.display()
    );
    let run = run(&script);
    assert_eq!(run.code, Code::Accepted, "{run:?}");
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    assert!(crate::exec::tests::all_gone(&pid), "sleep {pid} still runs");
}

#[test]
fn the_transcript_keeps_the_order_of_cause_and_effect() {
    // 2000 round trips: each line answers the one before, so a transcript
    // that can be replayed alternates strictly (a line was once recorded
    // after the answer it caused, by the relay of the other side).
    let interactor = "i=1; while [ $i -le 2000 ]; do echo $i; read x || exit 4; \
                      [ \"$x\" = \"$i\" ] || exit 1; i=$((i + 1)); done; exit 0";
    let echo = "while read x; do echo $x; done";
    let limits = InteractLimits::time(Duration::from_secs(20));
    let run = super::interact_whole(Contestant::Binary(sh(echo)), sh(interactor), limits).unwrap();
    assert_eq!(run.code, Code::Accepted, "{:?}", run.reason);
    assert_eq!(run.transcript.lines.len(), 4000);
    for (i, pair) in run.transcript.lines.chunks(2).enumerate() {
        let number = (i + 1).to_string();
        assert_eq!(
            pair,
            [
                (Side::Interactor, number.clone()),
                (Side::Contestant, number)
            ],
            "round trip {}",
            i + 1
        );
    }
}
