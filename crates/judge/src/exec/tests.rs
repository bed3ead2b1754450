//! The runs' tests: verdicts, containment, limits, peak memory.

use super::*;
use std::process::Command;
use std::thread;
use std::time::{Duration, Instant};

fn shell(script: &str) -> Command {
    let mut command = Command::new("sh");
    command.arg("-c").arg(script);
    command
}

fn judge(script: &str, input: &str, expected: &str, limit_ms: u64) -> Verdict {
    let outcome = run_with_limit(
        shell(script),
        input.as_bytes(),
        Duration::from_millis(limit_ms),
    )
    .expect("sh starts");
    verdict(&outcome, expected)
}

#[test]
fn right_answer_is_accepted() {
    assert!(matches!(
        judge("cat", "A\nB\n", "A\r\nB  \n\n", 5000),
        Verdict::Accepted
    ));
}

#[test]
fn wrong_answer_names_the_first_differing_line() {
    let Verdict::WrongAnswer(difference) = judge("echo A; echo C", "", "A\nB\n", 5000) else {
        panic!("expected WA");
    };
    assert_eq!(difference.line, 2);
    assert_eq!(difference.expected.as_deref(), Some("B"));
    assert_eq!(difference.actual.as_deref(), Some("C"));
}

#[test]
fn crash_is_a_runtime_error_with_stderr() {
    let verdict = judge(
        "echo partial; echo 'error: boom' >&2; exit 3",
        "",
        "partial\n",
        5000,
    );
    let Verdict::RuntimeError { how, stderr_tail } = verdict else {
        panic!("expected RE, got {verdict:?}");
    };
    assert_eq!(how, "exit code 3");
    assert_eq!(stderr_tail, "error: boom");
    let verdict = judge("kill -SEGV $$", "", "", 5000);
    assert_eq!(verdict.code(), "RE");
}

#[test]
fn endless_loop_is_killed_at_the_limit() {
    let start = Instant::now();
    let verdict = judge("while :; do :; done", "", "", 200);
    assert!(matches!(verdict, Verdict::TimeLimitExceeded));
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn children_left_running_do_not_hold_up_the_verdict() {
    // The shell is killed at the limit, but its `sleep` holds stdout and
    // stderr open: unless the whole group is killed, reading them waits
    // for the `sleep`.
    let start = Instant::now();
    let verdict = judge("sleep 30 & while :; do :; done", "", "", 200);
    assert!(matches!(verdict, Verdict::TimeLimitExceeded));
    // The shell exits at once, leaving its `sleep` behind.
    let verdict = judge("sleep 30 & echo done", "", "done\n", 5000);
    assert!(matches!(verdict, Verdict::Accepted), "{verdict:?}");
    assert!(start.elapsed() < Duration::from_secs(10));
}

#[test]
fn endless_output_is_cut_and_killed() {
    let start = Instant::now();
    let outcome = run_with_limit(shell("yes"), b"", Duration::from_secs(60)).expect("sh starts");
    assert!(outcome.output_limit_exceeded && outcome.status.is_none());
    assert_eq!(outcome.stdout.len(), OUTPUT_LIMIT);
    assert_eq!(verdict(&outcome, "y\n").code(), "OLE");
    assert!(start.elapsed() < Duration::from_secs(30));
}

#[test]
fn large_output_without_reading_input_does_not_deadlock() {
    let input = "x".repeat(1 << 20);
    let outcome = run_with_limit(
        shell("head -c 2000000 /dev/zero"),
        input.as_bytes(),
        Duration::from_secs(10),
    )
    .expect("sh starts");
    assert!(outcome.succeeded());
    assert_eq!(outcome.stdout.len(), 2_000_000);
}

/// Whether process `pid` is gone (or a zombie waiting for its parent).
pub(super) fn gone(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
    }
}

/// Waits up to a second for every pid in `pids` to be gone.
pub(super) fn all_gone(pids: &str) -> bool {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) {
        if pids.split_whitespace().all(gone) {
            return true;
        }
        thread::sleep(Duration::from_millis(10));
    }
    false
}

#[cfg(target_os = "linux")]
#[test]
fn a_descendant_outside_the_group_holding_stdout_is_killed_after_the_grace() {
    // `setsid` takes the sleep out of the process group (and session), so
    // the group kill misses it, and it holds stdout for 40 s.
    let start = Instant::now();
    let outcome = run_with_limit(
        shell("setsid sleep 40 & echo $!"),
        b"",
        Duration::from_secs(5),
    )
    .expect("sh starts");
    assert!(start.elapsed() < Duration::from_secs(2), "{outcome:?}");
    assert!(outcome.succeeded(), "{outcome:?}");
    let pid = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
    assert!(!pid.is_empty(), "{outcome:?}");
    assert!(all_gone(&pid), "the setsid sleep {pid} outlived the run");
    assert!(!outcome.pipes_abandoned, "{outcome:?}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_daemon_outside_the_group_with_closed_stdio_does_not_outlive_the_run() {
    let outcome = run_with_limit(
        shell("setsid sleep 40 </dev/null >/dev/null 2>&1 & echo $!"),
        b"",
        Duration::from_secs(5),
    )
    .expect("sh starts");
    assert!(outcome.succeeded(), "{outcome:?}");
    let pid = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
    assert!(all_gone(&pid), "the daemon {pid} outlived the run");
}

#[test]
fn a_descendant_with_closed_stdio_does_not_outlive_a_normal_exit() {
    let outcome = run_with_limit(
        shell("sleep 40 </dev/null >/dev/null 2>&1 & echo $!"),
        b"",
        Duration::from_secs(5),
    )
    .expect("sh starts");
    assert!(outcome.succeeded(), "{outcome:?}");
    let pid = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
    assert!(all_gone(&pid), "the sleep {pid} outlived the run");
}

#[test]
fn peak_memory_is_measured_and_the_memory_limit_gives_mle() {
    // `sort` keeps its one 48 MiB line in memory.
    let input = vec![b'a'; 48 << 20];
    let free =
        run_with_limit(Command::new("sort"), &input, Duration::from_secs(20)).expect("sort starts");
    assert!(free.succeeded(), "{:?}", free.status);
    let peak = free.peak_memory.expect("Linux reports max RSS");
    assert!(peak >= 48 << 20, "peak {peak}");
    assert!(!free.memory_limit_exceeded);
    let limits = Limits {
        time: Duration::from_secs(20),
        memory: Some(16 << 20),
        stack: None,
    };
    let capped = run_with_limits(Command::new("sort"), &input, limits).expect("sort starts");
    assert!(capped.memory_limit_exceeded, "{:?}", capped.peak_memory);
    assert_eq!(verdict(&capped, "").code(), "MLE");
    // Far below the limit, the same limit changes nothing.
    let small = run_with_limits(Command::new("sort"), b"b\na\n", limits).expect("sort starts");
    let small_verdict = verdict(&small, "a\nb\n");
    assert!(
        matches!(small_verdict, Verdict::Accepted),
        "{small_verdict:?} {small:?}"
    );
}

#[test]
fn backtrace_variables_are_removed_unless_the_command_sets_them() {
    let script = "echo \"${RUST_BACKTRACE-unset} ${RUST_LIB_BACKTRACE-unset}\"";
    let outcome = run_with_limit(shell(script), b"", Duration::from_secs(5)).unwrap();
    // Whatever this test's own environment holds.
    assert_eq!(outcome.stdout, b"unset unset\n");
    let mut command = shell(script);
    command.env("RUST_BACKTRACE", "full");
    let outcome = run_with_limit(command, b"", Duration::from_secs(5)).unwrap();
    assert_eq!(outcome.stdout, b"full unset\n");
}

#[test]
fn a_panic_shows_its_message_even_with_a_backtrace() {
    let stderr = "\
thread 'main' panicked at src/main.rs:3:5:
index out of bounds: the len is 3 but the index is 7
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::panic_bounds_check
   3: demo::main
   4: core::ops::function::FnOnce::call_once
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.
";
    assert_eq!(
        stderr_summary(stderr),
        "thread 'main' panicked at src/main.rs:3:5:\n\
         index out of bounds: the len is 3 but the index is 7"
    );
    let plain = "thread 'main' panicked at src/main.rs:3:5:\nboom\n\
                 note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
    assert_eq!(
        stderr_summary(plain),
        "thread 'main' panicked at src/main.rs:3:5:\nboom"
    );
    assert_eq!(stderr_summary("a\n\nb\nc\nd\ne\nf\n"), "b\nc\nd\ne\nf");
}

/// A C program, compiled with `cc` into a temporary folder, or `None` (the
/// test says why and passes) where there is no `cc`.
pub(super) fn compiled(
    name: &str,
    source: &str,
) -> Option<(tempfile::TempDir, std::path::PathBuf)> {
    let dir = tempfile::tempdir().unwrap();
    let source_path = dir.path().join(format!("{name}.c"));
    std::fs::write(&source_path, source).unwrap();
    let binary = dir.path().join(name);
    match Command::new("cc")
        .arg("-O1")
        .arg("-o")
        .arg(&binary)
        .arg(&source_path)
        .status()
    {
        Ok(status) if status.success() => Some((dir, binary)),
        _ => {
            eprintln!("skipped: no working `cc` to compile {name}.c");
            None
        }
    }
}

/// Touches argv[1] MiB, then prints its own VmHWM in KiB: the truth the
/// judge's measure is held to.
const TOUCH: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
    size_t n = (size_t)atol(argv[1]) << 20;
    char *p = malloc(n);
    if (!p) return 3;
    memset(p, 1, n);
    char status[4096], out[64];
    FILE *f = fopen("/proc/self/status", "r");
    size_t got = fread(status, 1, sizeof status - 1, f);
    status[got] = 0;
    long kib = atol(strstr(status, "VmHWM:") + 6);
    int len = snprintf(out, sizeof out, "%ld\n", kib + p[n - 1] - 1);
    write(1, out, len);
    return 0;
}
"#;

#[cfg(target_os = "linux")]
#[test]
fn peak_memory_is_the_programs_own_within_half_a_mib() {
    let Some((_dir, binary)) = compiled("touch", TOUCH) else {
        return;
    };
    let limits = Limits::time(Duration::from_secs(20));
    let line = format!("'{}'", binary.display());
    for mib in [1, 20, 100] {
        let mut command = Command::new(&binary);
        command.arg(mib.to_string());
        let plain = run_with_limits(command, b"", limits).unwrap();
        let isolated = run_isolated(
            &format!("{line} {mib}"),
            Path::new("/"),
            b"",
            Limits {
                memory: Some(256 << 20),
                ..limits
            },
        )
        .unwrap();
        let mut bench = Command::new(&binary);
        bench.arg(mib.to_string());
        let stdio = [Stdio::null(), Stdio::null(), Stdio::null()];
        let measured = run_measured(bench, stdio, Duration::from_secs(20)).unwrap();
        for (how, outcome_stdout, peak) in [
            ("run_with_limits", &plain.stdout, plain.peak_memory),
            ("run_isolated", &isolated.stdout, isolated.peak_memory),
        ] {
            let truth: u64 = String::from_utf8_lossy(outcome_stdout)
                .trim()
                .parse::<u64>()
                .unwrap_or_else(|_| panic!("{how}: {plain:?} {isolated:?}"))
                * 1024;
            let peak = peak.expect("Linux shows the peak");
            let off = peak.abs_diff(truth);
            eprintln!("{how} {mib} MiB: truth {truth} B, measured {peak} B, off {off} B");
            assert!(off <= 1 << 19, "{how}, {mib} MiB: {peak} against {truth}");
        }
        let peak = measured.peak_memory.unwrap();
        assert!(
            peak >= mib << 20 && peak <= (mib << 20) + (4 << 20),
            "{peak}"
        );
    }
}

/// The processes still carrying the run mark `mark`.
#[cfg(target_os = "linux")]
fn marked_processes(mark: &str) -> Vec<String> {
    let needle = format!("{RUN_MARK}={mark}\0");
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|entry| {
            std::fs::read(entry.path().join("environ")).is_ok_and(|environ| {
                environ
                    .windows(needle.len())
                    .any(|window| window == needle.as_bytes())
            })
        })
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect()
}

#[cfg(target_os = "linux")]
#[test]
fn an_isolated_run_has_a_folder_of_its_own_and_limits() {
    let here = std::env::current_dir().unwrap();
    let limits = Limits {
        time: Duration::from_secs(10),
        memory: Some(64 << 20),
        stack: None,
    };
    let outcome = run_isolated("pwd; touch made-here; ls", &here, b"", limits).unwrap();
    let text = String::from_utf8(outcome.stdout).unwrap();
    let folder = text.lines().next().unwrap();
    assert_eq!(text.lines().nth(1), Some("made-here"), "{text}");
    assert!(!Path::new(folder).exists(), "{folder} was not removed");
    assert!(!here.join("made-here").exists());
    // A file past the output limit: SIGXFSZ.
    let outcome = run_isolated(
        &format!("head -c {} /dev/zero > big", OUTPUT_LIMIT + 1),
        &here,
        b"",
        limits,
    )
    .unwrap();
    assert_eq!(verdict(&outcome, "").code(), "RE", "{outcome:?}");
    // A 2 GB allocation fails at once under the data limit.
    if let Some((_dir, touch)) = compiled("touch", TOUCH) {
        let line = format!("'{}' 2048", touch.display());
        let outcome = run_isolated(&line, &here, b"", limits).unwrap();
        let Verdict::RuntimeError { how, .. } = verdict(&outcome, "") else {
            panic!("{outcome:?}");
        };
        assert!(
            how.contains("exit code 3 (memory is capped at 320 MiB"),
            "{how}"
        );
        assert!(outcome.elapsed < Duration::from_secs(5));
    }
    // Commands written for the user's folder still find its files.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("sol.sh"), "echo from sol\n").unwrap();
    let outcome = run_isolated("sh sol.sh", dir.path(), b"", limits).unwrap();
    assert_eq!(outcome.stdout, b"from sol\n", "{outcome:?}");
    // Input is the case's alone.
    let outcome = run_isolated("cat; cat", &here, b"case\n", limits).unwrap();
    assert_eq!(outcome.stdout, b"case\n");
}

#[cfg(target_os = "linux")]
#[test]
fn a_fork_bomb_is_contained_and_reported() {
    // As root the bomb is stopped by its cgroup or by the count (in
    // milliseconds); as a user by RLIMIT_NPROC, until the time limit.
    let start = Instant::now();
    let limits = Limits {
        time: Duration::from_secs(3),
        memory: Some(64 << 20),
        stack: None,
    };
    // This run's own mark: other tests' runs carry marks of this process
    // too, for a moment.
    let mark = super::contain::run_mark();
    let outcome = super::run_isolated_marked(
        "f() { f | f & }; f; sleep 100",
        Path::new("/"),
        b"",
        limits,
        &mark,
    )
    .unwrap();
    let verdict = verdict(&outcome, "");
    if !Support::get().limits_processes() && matches!(verdict, Verdict::TimeLimitExceeded) {
        eprintln!(
            "no process limit here (root without a writable cgroup): ended at the time limit"
        );
    } else {
        let Verdict::RuntimeError { how, .. } = &verdict else {
            panic!("{verdict:?} {outcome:?}");
        };
        assert!(how.contains("more than 64 processes"), "{how}");
    }
    assert!(start.elapsed() < Duration::from_secs(5));
    let start = Instant::now();
    while !marked_processes(&mark).is_empty() && start.elapsed() < Duration::from_secs(5) {
        thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(
        marked_processes(&mark),
        Vec::<String>::new(),
        "left running"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn words_naming_files_of_the_folder_are_made_absolute() {
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().canonicalize().unwrap();
    std::fs::write(base.join("a.out"), "").unwrap();
    std::fs::write(base.join("sol.py"), "").unwrap();
    std::fs::write(base.join("python3"), "").unwrap();
    let b = base.display();
    let cases = [
        ("./a.out", format!("'{b}/a.out'")),
        ("python3 sol.py", format!("python3 '{b}/sol.py'")),
        ("java -cp . Main", format!("java -cp '{b}' Main")),
        ("./a.out > sol.py", format!("'{b}/a.out' > sol.py")),
        (
            "cat \"sol.py\" | ./a.out",
            format!("cat '{b}/sol.py' | '{b}/a.out'"),
        ),
        ("echo $HOME sol.py*", "echo $HOME sol.py*".to_string()),
        ("X=sol.py ./missing", "X=sol.py ./missing".to_string()),
    ];
    for (line, expected) in cases {
        assert_eq!(absolute_paths(line, &base), expected, "{line}");
    }
    for simple in ["./a.out", "python3 sol.py < in.txt", "echo 'a;b'"] {
        assert!(isolate::is_simple(simple), "{simple}");
    }
    for compound in [
        "a; b",
        "a | b",
        "a && b",
        "X=1 a",
        "if true; then a; fi",
        "a `b`",
        "(a)",
    ] {
        assert!(!isolate::is_simple(compound), "{compound}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_process_caught_before_it_shows_the_mark_is_still_killed() {
    // A process caught in `execve` shows an empty environment for a moment.
    // This one shows none for 10 ms (`env -i`), then execs itself into a
    // marked `sleep 40`, as a daemon caught mid-exec comes to show its mark.
    let mark = super::contain::run_mark();
    let mut daemon = Command::new("env")
        .args(["-i", "/bin/sh", "-c"])
        .arg(format!(
            "sleep 0.01; export {RUN_MARK}={mark}; exec sleep 40"
        ))
        .spawn()
        .unwrap();
    let after = daemon.id() - 1;
    // Let `env -i` reach the shell, whose environment is empty.
    let proc = format!("/proc/{}", daemon.id());
    let in_shell = || {
        std::fs::read_to_string(format!("{proc}/comm")).is_ok_and(|comm| comm.trim() == "sh")
            && std::fs::read(format!("{proc}/environ")).is_ok_and(|e| e.is_empty())
    };
    let start = Instant::now();
    while !in_shell() && start.elapsed() < Duration::from_secs(1) {
        thread::sleep(Duration::from_millis(1));
    }
    super::contain::kill_marked(&mark, after);
    let start = Instant::now();
    let status = loop {
        if let Some(status) = daemon.try_wait().unwrap() {
            break Some(status);
        }
        if start.elapsed() > Duration::from_secs(2) {
            break None;
        }
        thread::sleep(Duration::from_millis(5));
    };
    let _ = daemon.kill();
    let _ = daemon.wait();
    let status = status.expect("the process outlived kill_marked");
    assert!(!status.success(), "{status:?}");
}
