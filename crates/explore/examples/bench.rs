//! The explorer's own cost beside the rule's: run by hand (not a timed test),
//!
//!     cargo run --release -p explore --example bench
//!
//! For Lasker's Nim to n = 10^4 and Wythoff on a 500 × 500 box (the rule files
//! of `crates/explore/games/`), the median CPU time (user + system, from
//! `/proc/thread-self/stat`, so that other processes on a loaded machine do
//! not count; wall time where that cannot be read) of three runs, each in a
//! fresh process, of:
//! - `calls`: the bare cost of calling `moves` once for every position of the
//!   table and dropping what it returns;
//! - `engine`: the table from the engine (`Engine::fill`);
//! - `run`: the whole run as `cargo xtask grundy FILE.rs --json` makes it
//!   (engine, code matcher, pattern finder, the JSON written to a sink);
//! - `loop`: the hand-written table loop a tutorial would write for the same
//!   game (its options enumerated in place, a `vis` array cleared per
//!   position), for comparison.

use std::hint::black_box;
use std::time::{Duration, Instant};

#[path = "../games/lasker.rs"]
mod lasker;
#[path = "../games/wythoff.rs"]
mod wythoff;

/// This thread's CPU time so far (Linux), in clock ticks of 10 ms.
fn cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The fields after the command's closing parenthesis; utime and stime
    // are the 14th and 15th of the whole line.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

fn lasker_loop(upto: usize) -> Vec<u32> {
    let mut sg = vec![0u32; upto + 1];
    let mut vis = vec![false; 2 * upto + 2];
    for n in 1..=upto {
        vis[..2 * n + 2].iter_mut().for_each(|v| *v = false);
        for left in 0..n {
            vis[sg[left] as usize] = true;
        }
        for a in 1..=n / 2 {
            vis[(sg[a] ^ sg[n - a]) as usize] = true;
        }
        sg[n] = vis.iter().position(|&v| !v).unwrap() as u32;
    }
    sg
}

fn wythoff_loop(side: usize) -> Vec<u32> {
    let mut sg = vec![0u32; side * side];
    let mut vis = vec![false; 3 * side + 2];
    for a in 0..side {
        for b in 0..side {
            let options = a + b + a.min(b);
            vis[..options + 1].iter_mut().for_each(|v| *v = false);
            for k in 1..=a {
                vis[(sg[(a - k) * side + b] as usize).min(options)] = true;
            }
            for k in 1..=b {
                vis[(sg[a * side + b - k] as usize).min(options)] = true;
            }
            for k in 1..=a.min(b) {
                vis[(sg[(a - k) * side + b - k] as usize).min(options)] = true;
            }
            sg[a * side + b] = vis.iter().position(|&v| !v).unwrap() as u32;
        }
    }
    sg
}

/// One measurement, in this process: `game` (`lasker`, `wythoff`) and
/// `what` (`calls`, `engine`, `run`, `loop`); prints the CPU milliseconds.
fn measure(game: &str, what: &str) -> Duration {
    let upto = 10_000u64;
    let side = 500u64;
    let lasker_options = explore::Options {
        name: "lasker.rs".into(),
        upto: Some(upto),
        json: true,
        show: 100,
        ..Default::default()
    };
    let wythoff_options = explore::Options {
        name: "wythoff.rs".into(),
        r#box: Some((side, side)),
        json: true,
        show: 100,
        ..Default::default()
    };
    time(|| match (game, what) {
        ("lasker", "calls") => {
            for n in 0..=upto {
                black_box(lasker::moves(black_box(n)));
            }
        }
        ("lasker", "engine") => {
            let mut e = explore::engine(lasker::moves, upto);
            let table = e.fill(&mut |_, _| {}).unwrap();
            assert_eq!(table[..301], lasker_loop(300));
        }
        ("lasker", "run") => {
            explore::run::run(
                lasker::moves,
                &lasker_options,
                &mut &b""[..],
                &mut std::io::sink(),
            )
            .unwrap();
        }
        ("lasker", "loop") => {
            black_box(lasker_loop(upto as usize));
        }
        ("wythoff", "calls") => {
            for a in 0..side {
                for b in 0..side {
                    black_box(wythoff::moves(black_box((a, b))));
                }
            }
        }
        ("wythoff", "engine") => {
            let mut e = explore::engine(wythoff::moves, (side, side));
            let table = e.fill(&mut |_, _| {}).unwrap();
            // (3,5) and (4,7) are P-positions, (3,4) is not (the full
            // comparison with the loop is in tests/games.rs).
            assert_eq!((table[3 * 500 + 5], table[4 * 500 + 7]), (0, 0));
            assert_ne!(table[3 * 500 + 4], 0);
        }
        ("wythoff", "run") => {
            explore::run::run(
                wythoff::moves,
                &wythoff_options,
                &mut &b""[..],
                &mut std::io::sink(),
            )
            .unwrap();
        }
        ("wythoff", "loop") => {
            black_box(wythoff_loop(side as usize));
        }
        _ => panic!("unknown measurement {game} {what}"),
    })
}

fn time(f: impl FnOnce()) -> Duration {
    let (start, start_cpu) = (Instant::now(), cpu());
    f();
    match (start_cpu, cpu()) {
        (Some(a), Some(b)) => b - a,
        _ => start.elapsed(),
    }
}

/// The median of three runs, each in a fresh process (so that one
/// measurement's heap does not slow the allocator of the next).
fn median_of_runs(game: &str, what: &str) -> f64 {
    let mut ms: Vec<f64> = (0..3)
        .map(|_| {
            let out = std::process::Command::new(std::env::current_exe().unwrap())
                .args([game, what])
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            String::from_utf8(out.stdout)
                .unwrap()
                .trim()
                .parse()
                .unwrap()
        })
        .collect();
    ms.sort_by(f64::total_cmp);
    ms[1]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [game, what] = &args[..] {
        println!("{}", measure(game, what).as_secs_f64() * 1e3);
        return;
    }
    for (game, title) in [
        ("lasker", "Lasker's Nim, n ≤ 10^4"),
        ("wythoff", "Wythoff, 500 × 500"),
    ] {
        let [calls, engine, run, tutorial] =
            ["calls", "engine", "run", "loop"].map(|what| median_of_runs(game, what));
        println!(
            "{title}: calls {calls:.0} ms, engine {engine:.0} ms (+{:.0}%), whole run {run:.0} ms (+{:.0}%), tutorial loop {tutorial:.0} ms",
            (engine / calls - 1.0) * 100.0,
            (run / calls - 1.0) * 100.0,
        );
    }
}
