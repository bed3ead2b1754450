//! `cargo xtask test` under process faults, end to end (issue 16 §3): a
//! solution's descendant that holds stdout from another session, one that
//! lingers with its stdio closed, a daemon (both), and a panic under
//! `RUST_BACKTRACE=1`. Each
//! judges nod51-1066's test data with `--command`, so nothing is built.
#![cfg(target_os = "linux")]

use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn xtask(args: &[&str], envs: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .envs(envs.iter().copied())
        .output()
        .expect("cannot run xtask")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Whether process `pid` is gone (or a zombie waiting for its parent).
fn gone(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
    }
}

/// The pids the solutions wrote to `file` (one per case) that still run a
/// second after xtask returned; they are killed, so a failing test leaves
/// nothing behind.
fn survivors(file: &std::path::Path) -> Vec<String> {
    let pids = std::fs::read_to_string(file).unwrap_or_default();
    let pids: Vec<String> = pids.split_whitespace().map(str::to_string).collect();
    assert!(!pids.is_empty(), "no solution ran");
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) && !pids.iter().all(|pid| gone(pid)) {
        std::thread::sleep(Duration::from_millis(10));
    }
    let alive: Vec<String> = pids.into_iter().filter(|pid| !gone(pid)).collect();
    for pid in &alive {
        let _ = Command::new("kill").args(["-KILL", pid]).status();
    }
    alive
}

#[test]
fn a_descendant_in_another_session_holding_stdout_does_not_block_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    // `setsid` puts the sleep in a session of its own, out of the reach of
    // the group kill, with the solution's stdout for 40 s.
    let command = format!("setsid sleep 40 & echo $! >> '{}'", pids.display());
    // `--command` first builds the problem's oracle to tell its cases' kinds
    // apart: built once here, so that the time measured is the judging's.
    xtask(&["test", "nod51-1066", "--command", "true"], &[]);
    let start = Instant::now();
    let run = xtask(&["test", "nod51-1066", "--command", &command], &[]);
    let took = start.elapsed();
    let alive = survivors(&pids);
    let stdout = text(&run.stdout);
    assert!(took < Duration::from_secs(5), "took {took:?}:\n{stdout}");
    // The solutions print nothing, so every case is a wrong answer.
    assert!(stdout.contains("nod51-1066     FAIL  0/"), "{stdout}");
    assert!(alive.is_empty(), "outlived the run: {alive:?}");
}

#[test]
fn a_descendant_with_closed_stdio_does_not_outlive_the_solution() {
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    let command = format!(
        "sleep 40 </dev/null >/dev/null 2>&1 & echo $! >> '{}'; cat >/dev/null",
        pids.display()
    );
    let run = xtask(&["test", "nod51-1066", "--command", &command], &[]);
    let alive = survivors(&pids);
    assert!(text(&run.stdout).contains("nod51-1066     FAIL"));
    assert!(alive.is_empty(), "outlived the run: {alive:?}");
}

#[test]
fn a_daemonised_descendant_is_gone_after_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    // Its own session, no stdio: neither the group kill nor the pipes see it.
    let command = format!(
        "setsid sleep 40 </dev/null >/dev/null 2>&1 & echo $! >> '{}'; cat >/dev/null",
        pids.display()
    );
    let run = xtask(&["test", "nod51-1066", "--command", &command], &[]);
    let alive = survivors(&pids);
    assert!(text(&run.stdout).contains("nod51-1066     FAIL"));
    assert!(alive.is_empty(), "outlived the run: {alive:?}");
}

#[test]
fn a_panic_shows_its_message_with_rust_backtrace_set() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("panics.rs");
    std::fs::write(
        &source,
        "fn main() {\n    let v: Vec<u8> = Vec::new();\n    \
         println!(\"{}\", v[std::env::args().count() + 6]);\n}\n",
    )
    .unwrap();
    let binary = dir.path().join("panics");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let built = Command::new(rustc)
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .output()
        .unwrap();
    assert!(built.status.success(), "{}", text(&built.stderr));
    let binary = binary.to_str().unwrap();
    for backtrace in ["1", "full"] {
        let run = xtask(
            &["test", "nod51-1066", "--command", binary],
            &[("RUST_BACKTRACE", backtrace)],
        );
        let stdout = text(&run.stdout);
        assert!(
            stdout.contains("RE ")
                && stdout.contains("| index out of bounds: the len is 0 but the index is 7")
                && !stdout.contains("stack backtrace"),
            "RUST_BACKTRACE={backtrace}:\n{stdout}"
        );
    }
}
