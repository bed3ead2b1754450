//! The bench's rows of the rule files in C++ and Python (a module of
//! `bench.rs`, whose module doc says what each measures): run through
//! `target/debug/xtask`, each C++ binary timing itself (`EXPLORE_BENCH`),
//! each Python run the CPU of the runner and its `python3`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The workspace.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

fn target() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// `target/debug/xtask grundy ARGS` (a `cargo xtask` run built it; cargo
/// itself cannot be run while `cargo bench` holds the target folder).
fn xtask(args: &[&str], bench: Option<&str>) -> Option<String> {
    let binary = target().join("debug/xtask");
    if !binary.is_file() {
        return None;
    }
    let mut command = Command::new(binary);
    command.arg("grundy").args(args).stdin(Stdio::null());
    if let Some(what) = bench {
        command.env("EXPLORE_BENCH", what);
    }
    let out = command.output().unwrap();
    assert!(
        out.status.success(),
        "xtask grundy {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8(out.stdout).unwrap())
}

/// The median of five of a C++ (or Rust) rule file's own timings
/// (`EXPLORE_BENCH`).
fn cpp_median(file: &str, args: &[&str], what: &str) -> Option<f64> {
    let file = root().join("crates/explore/games").join(file);
    let mut all = vec![file.to_str().unwrap()];
    all.extend_from_slice(args);
    let mut ms = Vec::new();
    for _ in 0..5 {
        ms.push(xtask(&all, Some(what))?.trim().parse::<f64>().unwrap());
    }
    ms.sort_by(f64::total_cmp);
    Some(ms[2])
}

/// The CPU time of this process's children waited for so far (Linux, in
/// ticks of 10 ms): the fields cutime and cstime of `/proc/self/stat`.
fn children_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: u64 = fields[13].parse::<u64>().unwrap() + fields[14].parse::<u64>().unwrap();
    Duration::from_millis(ticks * 10)
}

/// The median of five runs of `command`'s CPU time (its children
/// included), in milliseconds.
fn process_median(command: &mut dyn FnMut() -> Command) -> f64 {
    let mut ms: Vec<f64> = (0..5)
        .map(|_| {
            let before = children_cpu();
            let out = command().stdin(Stdio::null()).output().unwrap();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            (children_cpu() - before).as_secs_f64() * 1e3
        })
        .collect();
    ms.sort_by(f64::total_cmp);
    ms[2]
}

/// The C++ rows: the game's own binary against the Rust `Out` form
/// (`median`: the bench's own measurement of a game, in process).
pub fn cpp_rows(median: fn(&str, &str) -> f64) {
    println!();
    println!(
        "| game | engine (Rust Out form) | engine (C++ Out form) | C++ / Rust | whole run (Rust Out form) | whole run (C++) | C++ / Rust |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (game, file, args, title) in [
        (
            "lasker",
            "lasker.cpp",
            ["--upto", "10000"],
            "Lasker's Nim, n ≤ 10^4",
        ),
        (
            "wythoff",
            "wythoff.cpp",
            ["--box", "500,500"],
            "Wythoff, 500 × 500",
        ),
    ] {
        let (Some(engine), Some(run)) = (
            cpp_median(file, &args, "engine"),
            cpp_median(file, &args, "run"),
        ) else {
            println!(
                "| {title} | (run any `cargo xtask` command first: the bench runs target/debug/xtask) |"
            );
            continue;
        };
        let [out, outrun] = ["out", "outrun"].map(|what| median(game, what));
        println!(
            "| {title} | {out:.0} ms | {engine:.0} ms | {:.2}× | {outrun:.0} ms | {run:.0} ms | {:.2}× |",
            engine / out,
            run / outrun,
        );
    }
}

/// The Python rows: the runner (driver included) against the plain
/// memoised loop.
pub fn python_rows() {
    println!();
    println!("| game | Python driver, whole run | plain memoised Python loop | driver / loop |");
    println!("|---|---|---|---|");
    let games = root().join("crates/explore/games");
    for (file, args, kind, n, title) in [
        (
            "lasker.py",
            ["--upto", "2000"],
            "heap",
            "2000",
            "Lasker's Nim, n ≤ 2000",
        ),
        (
            "wythoff.py",
            ["--box", "150,150"],
            "pair",
            "150",
            "Wythoff, 150 × 150",
        ),
        (
            "arc151c.py",
            ["--upto", "200"],
            "family",
            "200",
            "ARC 151 C's row, n ≤ 200 (canon)",
        ),
    ] {
        let file = games.join(file);
        let path = file.to_str().unwrap();
        // Builds the runner (once) and checks that the file runs.
        let check: &[&str] = if kind == "pair" {
            &[path, "--box", "2,2"]
        } else {
            &[path, "--upto", "1"]
        };
        if xtask(check, None).is_none() {
            println!(
                "| {title} | (run any `cargo xtask` command first: the bench runs target/debug/xtask) |"
            );
            continue;
        }
        let runner = target().join("explore/games/python-runner/game");
        let driver = process_median(&mut || {
            let mut c = Command::new(&runner);
            c.arg("--rule").arg(&file).args(args).arg("--json");
            c
        });
        let memo = process_median(&mut || {
            let mut c = Command::new("python3");
            c.arg(root().join("crates/explore/benches/memo.py"))
                .arg(&file)
                .args([kind, n]);
            c
        });
        println!(
            "| {title} | {driver:.0} ms | {memo:.0} ms | {:.2}× |",
            driver / memo
        );
    }
}

/// The scoring rows: the C++ file's engine against the Rust file's, each
/// binary timing itself; the Python runner (driver included) against
/// memo.py's memoised negamax.
pub fn scoring_rows() {
    println!();
    println!(
        "| scoring game | engine (Rust file) | engine (C++ file) | C++ / Rust | Python driver, whole run | plain memoised Python negamax | driver / loop |"
    );
    println!("|---|---|---|---|---|---|---|");
    let games = root().join("crates/explore/games");
    for (stem, upto, title) in [
        (
            "triangle-war",
            "0",
            "Triangle War, the empty board (2^18 edge masks, moves again)",
        ),
        (
            "row",
            "600",
            "the row 1 … n, every n ≤ 600 (180,901 positions)",
        ),
    ] {
        let args = ["--upto", upto];
        let (Some(rust), Some(cpp)) = (
            cpp_median(&format!("{stem}.rs"), &args, "engine"),
            cpp_median(&format!("{stem}.cpp"), &args, "engine"),
        ) else {
            println!(
                "| {title} | (run any `cargo xtask` command first: the bench runs target/debug/xtask) |"
            );
            continue;
        };
        let file = games.join(format!("{stem}.py"));
        let runner = target().join("explore/games/python-runner/game");
        let driver = process_median(&mut || {
            let mut c = Command::new(&runner);
            c.arg("--rule").arg(&file).args(args).arg("--json");
            c
        });
        let memo = process_median(&mut || {
            let mut c = Command::new("python3");
            c.arg(root().join("crates/explore/benches/memo.py"))
                .arg(&file)
                .args(["scoring", upto]);
            c
        });
        println!(
            "| {title} | {rust:.0} ms | {cpp:.0} ms | {:.2}× | {driver:.0} ms | {memo:.0} ms | {:.2}× |",
            cpp / rust,
            driver / memo
        );
    }
}
