//! The explorer's own cost beside the rule's: run by hand (not a timed test),
//!
//!     cargo run --release -p explore --example bench
//!
//! For Lasker's Nim to n = 10^4 and Wythoff on a 500 × 500 box (the rule files
//! of `crates/explore/games/`), the median CPU time (user + system, from
//! `/proc/thread-self/stat`, so that other processes on a loaded machine do
//! not count; wall time where that cannot be read) of three runs of:
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

fn median(mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..3)
        .map(|_| {
            let (start, start_cpu) = (Instant::now(), cpu());
            f();
            match (start_cpu, cpu()) {
                (Some(a), Some(b)) => b - a,
                _ => start.elapsed(),
            }
        })
        .collect();
    times.sort();
    times[1]
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

fn report(name: &str, calls: Duration, engine: Duration, run: Duration, tutorial: Duration) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{name}: calls {:.1} ms, engine {:.1} ms (+{:.0}%), whole run {:.1} ms (+{:.0}%), tutorial loop {:.1} ms",
        ms(calls),
        ms(engine),
        (ms(engine) / ms(calls) - 1.0) * 100.0,
        ms(run),
        (ms(run) / ms(calls) - 1.0) * 100.0,
        ms(tutorial)
    );
}

fn main() {
    let upto = 10_000u64;
    let calls = median(|| {
        for n in 0..=upto {
            black_box(lasker::moves(black_box(n)));
        }
    });
    let mut table = Vec::new();
    let engine = median(|| {
        let mut e = explore::engine(lasker::moves, upto);
        table = e.fill(&mut |_, _| {}).unwrap().to_vec();
    });
    let options = explore::Options {
        name: "lasker.rs".into(),
        upto: Some(upto),
        json: true,
        show: 100,
        ..Default::default()
    };
    let run = median(|| {
        explore::run::run(lasker::moves, &options, &mut &b""[..], &mut std::io::sink()).unwrap();
    });
    let mut by_hand = Vec::new();
    let tutorial = median(|| by_hand = lasker_loop(upto as usize));
    assert_eq!(table, by_hand);
    report("Lasker's Nim, n ≤ 10^4", calls, engine, run, tutorial);

    let side = 500u64;
    let calls = median(|| {
        for a in 0..side {
            for b in 0..side {
                black_box(wythoff::moves(black_box((a, b))));
            }
        }
    });
    let engine = median(|| {
        let mut e = explore::engine(wythoff::moves, (side, side));
        table = e.fill(&mut |_, _| {}).unwrap().to_vec();
    });
    let options = explore::Options {
        name: "wythoff.rs".into(),
        r#box: Some((side, side)),
        json: true,
        show: 100,
        ..Default::default()
    };
    let run = median(|| {
        explore::run::run(
            wythoff::moves,
            &options,
            &mut &b""[..],
            &mut std::io::sink(),
        )
        .unwrap();
    });
    let tutorial = median(|| by_hand = wythoff_loop(side as usize));
    assert_eq!(table, by_hand);
    report("Wythoff, 500 × 500", calls, engine, run, tutorial);
}
