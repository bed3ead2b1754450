//! `cargo xtask test` under process faults, end to end (issue 16 §3): a
//! solution's descendant that holds stdout from another session, one that
//! lingers with its stdio closed, a daemon (both), and a panic under
//! `RUST_BACKTRACE=1`. Each
//! judges nod51-1066's test data with `--command`: only its oracle is built
//! (to tell the cases' kinds apart), and in the test profile (below).
#![cfg(target_os = "linux")]

use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// `XTASK_ORACLE_PROFILE=test`: the oracle these runs build (to tell the
/// cases' kinds apart, and for `stress`) is the test-profile build `cargo
/// test --workspace` has already made; none of these tests is about its
/// speed, and a release build of it costs half a minute cold.
const ORACLE_PROFILE: (&str, &str) = ("XTASK_ORACLE_PROFILE", "test");

fn xtask(args: &[&str], envs: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .env(ORACLE_PROFILE.0, ORACLE_PROFILE.1)
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
    // apart (or finds it built): once here, so that the time measured is the
    // judging's.
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

/// Runs `cargo xtask test nod51-1066 --command CMD` (a 1 s, 64 MiB problem),
/// and checks it ends within `within` with nothing of its runs left (the
/// processes carrying its runs' mark, `JUDGE_RUN_MARK=<xtask's pid>-…`).
fn judge_command(command: &str, within: Duration) -> String {
    let start = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["test", "nod51-1066", "--command", command])
        .env(ORACLE_PROFILE.0, ORACLE_PROFILE.1)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("cannot run xtask");
    let needle = format!("JUDGE_RUN_MARK={}-", child.id());
    let run = child.wait_with_output().unwrap();
    let took = start.elapsed();
    let stdout = text(&run.stdout);
    let marked = || -> Vec<String> {
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
    };
    let left = marked();
    for pid in &left {
        let _ = Command::new("kill").args(["-KILL", pid]).status();
    }
    assert!(left.is_empty(), "left running: {left:?}\n{stdout}");
    assert!(
        took < within,
        "took {took:?}:\n{stdout}{}",
        text(&run.stderr)
    );
    stdout
}

#[test]
fn a_fork_bomb_is_contained_and_reported() {
    let stdout = judge_command("f() { f | f & }; f; sleep 100", Duration::from_secs(90));
    assert!(stdout.contains("nod51-1066     FAIL  0/"), "{stdout}");
    if judge::exec::Support::get().limits_processes() {
        assert!(
            stdout.contains("RE ") && stdout.contains("more than 64 processes"),
            "{stdout}"
        );
    } else {
        // Root without a writable cgroup: the count every 2 ms finds it (or,
        // for a bomb of short-lived processes, the time limit ends it).
        assert!(
            stdout.contains("more than 64 processes") || stdout.contains("TLE "),
            "{stdout}"
        );
    }
}

#[test]
fn a_gigabyte_of_output_is_cut_off() {
    let stdout = judge_command("head -c 1000000000 /dev/zero", Duration::from_secs(60));
    assert!(stdout.contains("OLE "), "{stdout}");
    // To a file in its folder: stopped by the file size limit.
    let stdout = judge_command(
        "head -c 1000000000 /dev/zero > out.txt",
        Duration::from_secs(60),
    );
    assert!(
        stdout.contains("RE ") && stdout.contains("SIGXFSZ"),
        "{stdout}"
    );
}

#[test]
fn a_two_gigabyte_allocation_fails_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("big.c");
    std::fs::write(
        &source,
        "#include <stdlib.h>\n#include <string.h>\n\
         int main(void) { size_t n = (size_t)2 << 30; char *p = malloc(n);\n\
         if (!p) return 3; memset(p, 1, n); return p[n - 1] - 1; }\n",
    )
    .unwrap();
    let binary = dir.path().join("big");
    let built = Command::new("cc")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .status();
    if !built.is_ok_and(|status| status.success()) {
        eprintln!("skipped: no working `cc` to compile big.c");
        return;
    }
    let stdout = judge_command(binary.to_str().unwrap(), Duration::from_secs(60));
    // nod51-1066's 64 MiB is an assumed limit: the run is held to four times
    // it (256 MiB), and the data size to that plus 256 MiB.
    assert!(
        stdout.contains("RE ") && stdout.contains("capped at 512 MiB"),
        "{stdout}"
    );
}

/// `stress --command` on a program that is wrong on some inputs: the input
/// is saved where asked (or in target/stress/), never in testdata/, and the
/// rerun command names the program.
#[test]
fn stress_of_a_users_program_never_writes_into_testdata() {
    let testdata = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/nod51-1066");
    let before = std::fs::read_dir(testdata).unwrap().count();
    // Always "B": wrong wherever A wins.
    let command = "awk 'NR > 1 { print \"B\" }'";
    let save = tempfile::tempdir().unwrap();
    let save_dir = save.path().to_str().unwrap();
    let args = [
        "stress",
        "nod51-1066",
        "--cases",
        "50",
        "--seed",
        "3",
        "--command",
        command,
        "--save",
        save_dir,
    ];
    let run = xtask(&args, &[]);
    let stdout = text(&run.stdout);
    assert_eq!(run.status.code(), Some(1), "{stdout}{}", text(&run.stderr));
    assert!(
        stdout.contains("--command 'awk '\\''NR > 1 { print \"B\" }'\\'''\n")
            && stdout.contains("--- rerun: cargo xtask stress nod51-1066 --seed 3 --cases "),
        "{stdout}"
    );
    let saved: Vec<_> = std::fs::read_dir(save.path()).unwrap().flatten().collect();
    assert_eq!(saved.len(), 2, "{stdout}");
    // Without --save: target/stress/nod51-1066/.
    let seed = format!("{}", std::process::id());
    let run = xtask(
        &[
            "stress",
            "nod51-1066",
            "--cases",
            "50",
            "--seed",
            &seed,
            "--command",
            command,
        ],
        &[],
    );
    let stdout = text(&run.stdout);
    let line = stdout
        .lines()
        .find(|line| line.starts_with("--- input ("))
        .unwrap_or_else(|| panic!("{stdout}"));
    let input = line.trim_start_matches("--- input (").trim_end_matches(')');
    // Shown relative to the current folder (the test's: xtask/), in the
    // target folder, wherever CARGO_TARGET_DIR puts it.
    let input = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(input);
    let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => workspace.join(dir),
        None => workspace.join("target"),
    };
    assert_eq!(
        input.parent().and_then(|dir| dir.canonicalize().ok()),
        target.join("stress/nod51-1066").canonicalize().ok(),
        "{stdout}"
    );
    assert!(
        input
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("hack-"),
        "{stdout}"
    );
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(input.with_extension("out"));
    assert_eq!(std::fs::read_dir(testdata).unwrap().count(), before);
}

/// Usage mistakes: an unknown problem names the three nearest and exits 2;
/// `bundle` inside crates/P/ bundles P; an unwritable `-o` says its OS error
/// once.
#[test]
fn commands_behave_alike_and_say_plainly_what_is_wrong() {
    let unknown = xtask(&["bundle", "nyoj-2"], &[]);
    let stderr = text(&unknown.stderr);
    assert_eq!(unknown.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("did you mean `nyoj-23`? (the nearest: `nyoj-23`, ")
            && stderr.lines().count() == 1
            && !stderr.contains("hdu-1524"),
        "{stderr}"
    );
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("here.rs");
    let here = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["bundle", "-o", output.to_str().unwrap()])
        .current_dir(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../crates/nyoj-23/src"
        ))
        .output()
        .unwrap();
    assert!(here.status.success(), "{}", text(&here.stderr));
    assert!(std::fs::read_to_string(&output)
        .unwrap()
        .contains("fn main"));
    let unwritable = xtask(&["bundle", "nyoj-23", "-o", "/nonexistent/x.rs"], &[]);
    let stderr = text(&unwritable.stderr);
    assert_eq!(stderr.matches("os error").count(), 1, "{stderr}");
    let negative = xtask(&["stress", "nyoj-23", "--seed", "-5"], &[]);
    let stderr = text(&negative.stderr);
    assert_eq!(negative.status.code(), Some(2));
    assert!(
        stderr.contains("must not be negative") && !stderr.contains("use '--"),
        "{stderr}"
    );
}

/// From a user's own folder outside the repository, `--command` programs
/// are found there and the repository is the one xtask was built from.
#[test]
fn a_users_folder_outside_the_repository_works() {
    let dir = tempfile::tempdir().unwrap();
    let script = "read t; while read n k; do if [ $((n % (k + 1))) -ne 0 ]; then echo A; \
                  else echo B; fi; done";
    std::fs::write(dir.path().join("sol.sh"), script).unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["test", "nod51-1066", "--command", "sh sol.sh"])
        .env(ORACLE_PROFILE.0, ORACLE_PROFILE.1)
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stdout = text(&run.stdout);
    assert!(run.status.success(), "{stdout}{}", text(&run.stderr));
    assert!(stdout.contains("nod51-1066     ok"), "{stdout}");
}
